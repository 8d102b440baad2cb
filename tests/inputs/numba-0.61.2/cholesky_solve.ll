; ModuleID = 'cholesky_solve'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139721401847936 = internal constant [69 x i8] c"\80\04\95:\00\00\00\00\00\00\00\8C\08builtins\94\8C\11ZeroDivisionError\94\93\94\8C\10division by zero\94\85\94N\87\94."
@.const.pickledata.139721401847936.sha1 = internal constant [20 x i8] c"\B2\80\08\A0\F8\8B\AD_\F0\F0$>\84\DA\B9\0C\AB\19\B3f"
@.const.picklebuf.139721401847936 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([69 x i8], [69 x i8]* @.const.pickledata.139721401847936, i32 0, i32 0), i32 69, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139721401847936.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.cholesky_solve = internal constant [15 x i8] c"cholesky_solve\00"
@_ZN08NumbaEnv7kernels14cholesky_solveB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels14cholesky_solveB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [168 x i8] c"missing Environment: _ZN08NumbaEnv7kernels14cholesky_solveB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f136c32f8d0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f136c32f8d0>\00"
@_ZN08NumbaEnv5numba2np6linalg8cho_impl12_3clocals_3e8cho_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.139721400631680 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C.Last 2 dimensions of the array must be square.\94\85\94\8C\08cho_impl\94\8C\12numba/np/linalg.py\94M\EE\03\87\94\87\94."
@.const.pickledata.139721400631680.sha1 = internal constant [20 x i8] c"^V\03\DB\D2\05\07nO@\90\15\E3%\1F\1A/h\8A\89"
@.const.picklebuf.139721400631680 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.139721400631680, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139721400631680.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139721402301376 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139721402301376.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139721402301376 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139721402301376, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139721402301376.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139721401102208 = internal constant [82 x i8] c"\80\04\95G\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\08cho_impl\94\8C\12numba/np/linalg.py\94M\FF\03\87\94\87\94."
@.const.pickledata.139721401102208.sha1 = internal constant [20 x i8] c"\952\12wq\B1J\88!\C5:\FD\C6I\D6\8E`I<\95"
@.const.picklebuf.139721401102208 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([82 x i8], [82 x i8]* @.const.pickledata.139721401102208, i32 0, i32 0), i32 82, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139721401102208.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139721401103936 = internal constant [119 x i8] c"\80\04\95l\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C Matrix is not positive definite.\94\85\94\8C\08cho_impl\94\8C\12numba/np/linalg.py\94M\01\04\87\94\87\94."
@.const.pickledata.139721401103936.sha1 = internal constant [20 x i8] c"\12\DC,\CD\E0Z\FD'P\AA\E0<\F5\86\0A\D4\D3\D0\9Ce"
@.const.picklebuf.139721401103936 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([119 x i8], [119 x i8]* @.const.pickledata.139721401103936, i32 0, i32 0), i32 119, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139721401103936.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_SystemError = external global i8
@.const.pickledata.139721402515072 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139721402515072.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139721402515072 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139721402515072, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139721402515072.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139721402295040 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.139721402295040.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.139721402295040 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.139721402295040, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139721402295040.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139721401100416 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139721401100416.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139721401100416 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139721401100416, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139721401100416.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139721402515072.12 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139721402515072.sha1.13 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139721402515072.11 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139721402515072.12, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139721402515072.sha1.13, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f136c3139d0B3v20B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython11old_numbers14int_power_impl12_3clocals_3e9int_powerB3v21B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEdx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139721402515072.21 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139721402515072.sha1.22 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139721402515072.20 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139721402515072.21, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139721402515072.sha1.22, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v22B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v23B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels14cholesky_solveB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* nocapture readonly %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.b.0, i8* nocapture readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, double* nocapture readonly %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0) local_unnamed_addr {
entry:
  %.36 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.fca.0.gep506340 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.36 to i8**
  %.fca.4.gep510 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.36, i64 0, i32 4
  %.fca.5.0.gep511 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.36, i64 0, i32 5, i64 0
  %.fca.5.1.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.36, i64 0, i32 5, i64 1
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  tail call void @NRT_incref(i8* %arg.A.0)
  tail call void @NRT_incref(i8* %arg.b.0)
  %0 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.36 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false)
  %.44 = call i32 @_ZN5numba2np6linalg8cho_impl12_3clocals_3e8cho_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.36, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1)
  %.54.fca.0.load = load i8*, i8** %.fca.0.gep506340, align 8
  %.54.fca.4.load = load double*, double** %.fca.4.gep510, align 8
  %.54.fca.5.0.load = load i64, i64* %.fca.5.0.gep511, align 8
  %.54.fca.5.1.load = load i64, i64* %.fca.5.1.gep, align 8
  switch i32 %.44, label %B0.if [
    i32 -2, label %B0.endif
    i32 0, label %B0.endif
  ]

B214:                                             ; preds = %B214, %B214.lr.ph.new
  %s.4.191 = phi double [ %.301, %B214.lr.ph.new ], [ %.510.7, %B214 ]
  %.329.089 = phi i64 [ 0, %B214.lr.ph.new ], [ %.398.7, %B214 ]
  %scevgep312 = getelementptr double, double* %lsr.iv296, i64 %.329.089
  %scevgep313 = getelementptr double, double* %scevgep312, i64 -7
  %.475 = load double, double* %scevgep313, align 8
  %sunkaddr = mul i64 %.329.089, 8
  %1 = bitcast double* %.6.i1.i14 to i8*
  %sunkaddr341 = getelementptr i8, i8* %1, i64 %sunkaddr
  %2 = bitcast i8* %sunkaddr341 to double*
  %.507 = load double, double* %2, align 8
  %.508 = fmul double %.475, %.507
  %.510 = fsub double %s.4.191, %.508
  %scevgep309 = getelementptr double, double* %lsr.iv296, i64 %.329.089
  %scevgep310 = getelementptr double, double* %scevgep309, i64 -6
  %.475.1 = load double, double* %scevgep310, align 8
  %sunkaddr342 = mul i64 %.329.089, 8
  %3 = bitcast double* %.6.i1.i14 to i8*
  %sunkaddr343 = getelementptr i8, i8* %3, i64 %sunkaddr342
  %sunkaddr344 = getelementptr i8, i8* %sunkaddr343, i64 8
  %4 = bitcast i8* %sunkaddr344 to double*
  %.507.1 = load double, double* %4, align 8
  %.508.1 = fmul double %.475.1, %.507.1
  %.510.1 = fsub double %.510, %.508.1
  %scevgep307 = getelementptr double, double* %lsr.iv296, i64 %.329.089
  %scevgep308 = getelementptr double, double* %scevgep307, i64 -5
  %.475.2 = load double, double* %scevgep308, align 8
  %sunkaddr345 = mul i64 %.329.089, 8
  %5 = bitcast double* %.6.i1.i14 to i8*
  %sunkaddr346 = getelementptr i8, i8* %5, i64 %sunkaddr345
  %sunkaddr347 = getelementptr i8, i8* %sunkaddr346, i64 16
  %6 = bitcast i8* %sunkaddr347 to double*
  %.507.2 = load double, double* %6, align 8
  %.508.2 = fmul double %.475.2, %.507.2
  %.510.2 = fsub double %.510.1, %.508.2
  %scevgep305 = getelementptr double, double* %lsr.iv296, i64 %.329.089
  %scevgep306 = getelementptr double, double* %scevgep305, i64 -4
  %.475.3 = load double, double* %scevgep306, align 8
  %sunkaddr348 = mul i64 %.329.089, 8
  %7 = bitcast double* %.6.i1.i14 to i8*
  %sunkaddr349 = getelementptr i8, i8* %7, i64 %sunkaddr348
  %sunkaddr350 = getelementptr i8, i8* %sunkaddr349, i64 24
  %8 = bitcast i8* %sunkaddr350 to double*
  %.507.3 = load double, double* %8, align 8
  %.508.3 = fmul double %.475.3, %.507.3
  %.510.3 = fsub double %.510.2, %.508.3
  %scevgep303 = getelementptr double, double* %lsr.iv296, i64 %.329.089
  %scevgep304 = getelementptr double, double* %scevgep303, i64 -3
  %.475.4 = load double, double* %scevgep304, align 8
  %sunkaddr351 = mul i64 %.329.089, 8
  %9 = bitcast double* %.6.i1.i14 to i8*
  %sunkaddr352 = getelementptr i8, i8* %9, i64 %sunkaddr351
  %sunkaddr353 = getelementptr i8, i8* %sunkaddr352, i64 32
  %10 = bitcast i8* %sunkaddr353 to double*
  %.507.4 = load double, double* %10, align 8
  %.508.4 = fmul double %.475.4, %.507.4
  %.510.4 = fsub double %.510.3, %.508.4
  %scevgep301 = getelementptr double, double* %lsr.iv296, i64 %.329.089
  %scevgep302 = getelementptr double, double* %scevgep301, i64 -2
  %.475.5 = load double, double* %scevgep302, align 8
  %sunkaddr354 = mul i64 %.329.089, 8
  %11 = bitcast double* %.6.i1.i14 to i8*
  %sunkaddr355 = getelementptr i8, i8* %11, i64 %sunkaddr354
  %sunkaddr356 = getelementptr i8, i8* %sunkaddr355, i64 40
  %12 = bitcast i8* %sunkaddr356 to double*
  %.507.5 = load double, double* %12, align 8
  %.508.5 = fmul double %.475.5, %.507.5
  %.510.5 = fsub double %.510.4, %.508.5
  %scevgep299 = getelementptr double, double* %lsr.iv296, i64 %.329.089
  %scevgep300 = getelementptr double, double* %scevgep299, i64 -1
  %.475.6 = load double, double* %scevgep300, align 8
  %sunkaddr357 = mul i64 %.329.089, 8
  %13 = bitcast double* %.6.i1.i14 to i8*
  %sunkaddr358 = getelementptr i8, i8* %13, i64 %sunkaddr357
  %sunkaddr359 = getelementptr i8, i8* %sunkaddr358, i64 48
  %14 = bitcast i8* %sunkaddr359 to double*
  %.507.6 = load double, double* %14, align 8
  %.508.6 = fmul double %.475.6, %.507.6
  %.510.6 = fsub double %.510.5, %.508.6
  %.398.7 = add nuw i64 %.329.089, 8
  %scevgep311 = getelementptr double, double* %lsr.iv296, i64 %.329.089
  %.475.7 = load double, double* %scevgep311, align 8
  %sunkaddr360 = mul i64 %.329.089, 8
  %15 = bitcast double* %.6.i1.i14 to i8*
  %sunkaddr361 = getelementptr i8, i8* %15, i64 %sunkaddr360
  %sunkaddr362 = getelementptr i8, i8* %sunkaddr361, i64 56
  %16 = bitcast i8* %sunkaddr362 to double*
  %.507.7 = load double, double* %16, align 8
  %.508.7 = fmul double %.475.7, %.507.7
  %.510.7 = fsub double %.510.6, %.508.7
  %niter111.ncmp.7 = icmp eq i64 %60, %.398.7
  br i1 %niter111.ncmp.7, label %B262.loopexit.unr-lcssa, label %B214

B262.loopexit.unr-lcssa:                          ; preds = %B214, %B214.lr.ph
  %.510.lcssa.ph = phi double [ undef, %B214.lr.ph ], [ %.510.7, %B214 ]
  %s.4.191.unr = phi double [ %.301, %B214.lr.ph ], [ %.510.7, %B214 ]
  %.329.089.unr = phi i64 [ 0, %B214.lr.ph ], [ %.398.7, %B214 ]
  %17 = and i64 %.174.094, 7
  %lcmp.mod108.not = icmp eq i64 %17, 0
  br i1 %lcmp.mod108.not, label %B262, label %B214.epil.preheader

B214.epil.preheader:                              ; preds = %B262.loopexit.unr-lcssa
  %scevgep330 = getelementptr double, double* %.6.i1.i14, i64 %.329.089.unr
  %scevgep335 = getelementptr double, double* %lsr.iv332, i64 %.329.089.unr
  br label %B214.epil

B214.epil:                                        ; preds = %B214.epil.preheader, %B214.epil
  %s.4.191.epil = phi double [ %.510.epil, %B214.epil ], [ %s.4.191.unr, %B214.epil.preheader ]
  %epil.iter107 = phi i64 [ %epil.iter107.next, %B214.epil ], [ 0, %B214.epil.preheader ]
  %scevgep336 = getelementptr double, double* %scevgep335, i64 %epil.iter107
  %.475.epil = load double, double* %scevgep336, align 8
  %scevgep331 = getelementptr double, double* %scevgep330, i64 %epil.iter107
  %.507.epil = load double, double* %scevgep331, align 8
  %.508.epil = fmul double %.475.epil, %.507.epil
  %.510.epil = fsub double %s.4.191.epil, %.508.epil
  %epil.iter107.next = add i64 %epil.iter107, 1
  %epil.iter107.cmp.not = icmp eq i64 %58, %epil.iter107.next
  br i1 %epil.iter107.cmp.not, label %B262, label %B214.epil, !llvm.loop !0

B262:                                             ; preds = %B214.epil, %B262.loopexit.unr-lcssa, %B164.endif
  %.566.pre-phi = phi i64 [ 0, %B164.endif ], [ %.470, %B262.loopexit.unr-lcssa ], [ %.470, %B214.epil ]
  %s.4.1.lcssa = phi double [ %.301, %B164.endif ], [ %.510.lcssa.ph, %B262.loopexit.unr-lcssa ], [ %.510.epil, %B214.epil ]
  %.569 = add i64 %.174.094, %.566.pre-phi
  %.570 = getelementptr double, double* %.54.fca.4.load, i64 %.569
  %.571 = load double, double* %.570, align 8
  %.575 = fcmp oeq double %.571, 0.000000e+00
  br i1 %.575, label %B262.if, label %B262.endif, !prof !2

B0.endif.endif.endif.i:                           ; preds = %B262.endif, %B0.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.b.0)
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.29.i8, i32 32), !noalias !3
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B296.if, label %B296.endif.endif.endif, !prof !2

B436:                                             ; preds = %B436.preheader112, %B436
  %lsr.iv292 = phi i64 [ %75, %B436.preheader112 ], [ %lsr.iv.next293, %B436 ]
  %lsr.iv290 = phi i64 [ %74, %B436.preheader112 ], [ %lsr.iv.next291, %B436 ]
  %s.5.182 = phi double [ %.1033.7, %B436 ], [ %s.5.182.unr, %B436.preheader112 ]
  %18 = add i64 %lsr.iv292, -7
  %.971 = icmp slt i64 %18, 0
  %.972 = select i1 %.971, i64 %.54.fca.5.0.load, i64 0
  %19 = add i64 %.972, %lsr.iv292
  %20 = add i64 %19, -7
  %.993 = mul i64 %20, %.54.fca.5.1.load
  %.996 = add i64 %.760, %.993
  %.997 = getelementptr double, double* %.54.fca.4.load, i64 %.996
  %.998 = load double, double* %.997, align 8
  %.1015 = select i1 %.971, i64 %arg.b.5.0, i64 0
  %21 = add i64 %.1015, %lsr.iv292
  %22 = add i64 %21, -7
  %.1029 = getelementptr double, double* %.6.i1.i, i64 %22
  %.1030 = load double, double* %.1029, align 8
  %.1031 = fmul double %.998, %.1030
  %.1033 = fsub double %s.5.182, %.1031
  %23 = add i64 %18, 1
  %.971.1 = icmp slt i64 %23, 0
  %.972.1 = select i1 %.971.1, i64 %.54.fca.5.0.load, i64 0
  %24 = add i64 %.972.1, %lsr.iv292
  %25 = add i64 %24, -6
  %.993.1 = mul i64 %25, %.54.fca.5.1.load
  %.996.1 = add i64 %.760, %.993.1
  %.997.1 = getelementptr double, double* %.54.fca.4.load, i64 %.996.1
  %.998.1 = load double, double* %.997.1, align 8
  %.1015.1 = select i1 %.971.1, i64 %arg.b.5.0, i64 0
  %26 = add i64 %.1015.1, %lsr.iv292
  %27 = add i64 %26, -6
  %.1029.1 = getelementptr double, double* %.6.i1.i, i64 %27
  %.1030.1 = load double, double* %.1029.1, align 8
  %.1031.1 = fmul double %.998.1, %.1030.1
  %.1033.1 = fsub double %.1033, %.1031.1
  %28 = add i64 %23, 1
  %.971.2 = icmp slt i64 %28, 0
  %.972.2 = select i1 %.971.2, i64 %.54.fca.5.0.load, i64 0
  %29 = add i64 %.972.2, %lsr.iv292
  %30 = add i64 %29, -5
  %.993.2 = mul i64 %30, %.54.fca.5.1.load
  %.996.2 = add i64 %.760, %.993.2
  %.997.2 = getelementptr double, double* %.54.fca.4.load, i64 %.996.2
  %.998.2 = load double, double* %.997.2, align 8
  %.1015.2 = select i1 %.971.2, i64 %arg.b.5.0, i64 0
  %31 = add i64 %.1015.2, %lsr.iv292
  %32 = add i64 %31, -5
  %.1029.2 = getelementptr double, double* %.6.i1.i, i64 %32
  %.1030.2 = load double, double* %.1029.2, align 8
  %.1031.2 = fmul double %.998.2, %.1030.2
  %.1033.2 = fsub double %.1033.1, %.1031.2
  %33 = add i64 %28, 1
  %.971.3 = icmp slt i64 %33, 0
  %.972.3 = select i1 %.971.3, i64 %.54.fca.5.0.load, i64 0
  %34 = add i64 %.972.3, %lsr.iv292
  %35 = add i64 %34, -4
  %.993.3 = mul i64 %35, %.54.fca.5.1.load
  %.996.3 = add i64 %.760, %.993.3
  %.997.3 = getelementptr double, double* %.54.fca.4.load, i64 %.996.3
  %.998.3 = load double, double* %.997.3, align 8
  %.1015.3 = select i1 %.971.3, i64 %arg.b.5.0, i64 0
  %36 = add i64 %.1015.3, %lsr.iv292
  %37 = add i64 %36, -4
  %.1029.3 = getelementptr double, double* %.6.i1.i, i64 %37
  %.1030.3 = load double, double* %.1029.3, align 8
  %.1031.3 = fmul double %.998.3, %.1030.3
  %.1033.3 = fsub double %.1033.2, %.1031.3
  %38 = add i64 %33, 1
  %.971.4 = icmp slt i64 %38, 0
  %.972.4 = select i1 %.971.4, i64 %.54.fca.5.0.load, i64 0
  %39 = add i64 %.972.4, %lsr.iv292
  %40 = add i64 %39, -3
  %.993.4 = mul i64 %40, %.54.fca.5.1.load
  %.996.4 = add i64 %.760, %.993.4
  %.997.4 = getelementptr double, double* %.54.fca.4.load, i64 %.996.4
  %.998.4 = load double, double* %.997.4, align 8
  %.1015.4 = select i1 %.971.4, i64 %arg.b.5.0, i64 0
  %41 = add i64 %.1015.4, %lsr.iv292
  %42 = add i64 %41, -3
  %.1029.4 = getelementptr double, double* %.6.i1.i, i64 %42
  %.1030.4 = load double, double* %.1029.4, align 8
  %.1031.4 = fmul double %.998.4, %.1030.4
  %.1033.4 = fsub double %.1033.3, %.1031.4
  %43 = add i64 %38, 1
  %.971.5 = icmp slt i64 %43, 0
  %.972.5 = select i1 %.971.5, i64 %.54.fca.5.0.load, i64 0
  %44 = add i64 %.972.5, %lsr.iv292
  %45 = add i64 %44, -2
  %.993.5 = mul i64 %45, %.54.fca.5.1.load
  %.996.5 = add i64 %.760, %.993.5
  %.997.5 = getelementptr double, double* %.54.fca.4.load, i64 %.996.5
  %.998.5 = load double, double* %.997.5, align 8
  %.1015.5 = select i1 %.971.5, i64 %arg.b.5.0, i64 0
  %46 = add i64 %.1015.5, %lsr.iv292
  %47 = add i64 %46, -2
  %.1029.5 = getelementptr double, double* %.6.i1.i, i64 %47
  %.1030.5 = load double, double* %.1029.5, align 8
  %.1031.5 = fmul double %.998.5, %.1030.5
  %.1033.5 = fsub double %.1033.4, %.1031.5
  %48 = add i64 %43, 1
  %.971.6 = icmp slt i64 %48, 0
  %.972.6 = select i1 %.971.6, i64 %.54.fca.5.0.load, i64 0
  %49 = add i64 %.972.6, %lsr.iv292
  %50 = add i64 %49, -1
  %.993.6 = mul i64 %50, %.54.fca.5.1.load
  %.996.6 = add i64 %.760, %.993.6
  %.997.6 = getelementptr double, double* %.54.fca.4.load, i64 %.996.6
  %.998.6 = load double, double* %.997.6, align 8
  %.1015.6 = select i1 %.971.6, i64 %arg.b.5.0, i64 0
  %51 = add i64 %.1015.6, %lsr.iv292
  %52 = add i64 %51, -1
  %.1029.6 = getelementptr double, double* %.6.i1.i, i64 %52
  %.1030.6 = load double, double* %.1029.6, align 8
  %.1031.6 = fmul double %.998.6, %.1030.6
  %.1033.6 = fsub double %.1033.5, %.1031.6
  %53 = add i64 %48, 1
  %.971.7 = icmp slt i64 %53, 0
  %.972.7 = select i1 %.971.7, i64 %.54.fca.5.0.load, i64 0
  %54 = add i64 %.972.7, %lsr.iv292
  %.993.7 = mul i64 %54, %.54.fca.5.1.load
  %.996.7 = add i64 %.760, %.993.7
  %.997.7 = getelementptr double, double* %.54.fca.4.load, i64 %.996.7
  %.998.7 = load double, double* %.997.7, align 8
  %.1015.7 = select i1 %.971.7, i64 %arg.b.5.0, i64 0
  %55 = add i64 %.1015.7, %lsr.iv292
  %.1029.7 = getelementptr double, double* %.6.i1.i, i64 %55
  %.1030.7 = load double, double* %.1029.7, align 8
  %.1031.7 = fmul double %.998.7, %.1030.7
  %.1033.7 = fsub double %.1033.6, %.1031.7
  %lsr.iv.next291 = add i64 %lsr.iv290, -8
  %lsr.iv.next293 = add i64 %lsr.iv292, 8
  %.908.7 = icmp sgt i64 %lsr.iv.next291, 8
  br i1 %.908.7, label %B436, label %B484

B484:                                             ; preds = %B436, %B436.prol.loopexit, %B378.endif
  %s.5.1.lcssa = phi double [ %.822, %B378.endif ], [ %.1033.lcssa.unr, %B436.prol.loopexit ], [ %.1033.7, %B436 ]
  %.1089 = mul i64 %.760, %.54.fca.5.1.load
  %.1092 = add i64 %.760, %.1089
  %.1093 = getelementptr double, double* %.54.fca.4.load, i64 %.1092
  %.1094 = load double, double* %.1093, align 8
  %.1098 = fcmp oeq double %.1094, 0.000000e+00
  br i1 %.1098, label %B484.if, label %B484.endif, !prof !2

B0.if:                                            ; preds = %entry
  %.52 = icmp sgt i32 %.44, 0
  %.45 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.53 = select i1 %.52, { i8*, i32, i8*, i8*, i32 }* %.45, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.53, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %entry, %entry
  tail call void @NRT_decref(i8* %arg.A.0)
  %.14.i1 = icmp slt i64 %arg.b.5.0, 0
  br i1 %.14.i1, label %B0.endif.if, label %B0.endif.endif.i6, !prof !2

B0.endif.endif.i6:                                ; preds = %B0.endif
  %.28.i4 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.b.5.0, i64 8)
  %.30.i5 = extractvalue { i64, i1 } %.28.i4, 1
  br i1 %.30.i5, label %B0.endif.if, label %B0.endif.endif.endif.i11, !prof !2

B0.endif.endif.endif.i11:                         ; preds = %B0.endif.endif.i6
  %.29.i8 = extractvalue { i64, i1 } %.28.i4, 0
  %.7.i.i.i9 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.29.i8, i32 32), !noalias !13
  %.8.i.i.i10 = icmp eq i8* %.7.i.i.i9, null
  br i1 %.8.i.i.i10, label %B0.endif.if, label %B0.endif.endif.endif, !prof !2

common.ret:                                       ; preds = %B518.endif.endif.endif.if, %B296.if, %B0.endif.if, %B0.if, %for.end.endif, %B484.if, %B262.if
  %common.ret.op = phi i32 [ 1, %B262.if ], [ 1, %B484.if ], [ 0, %for.end.endif ], [ %.44, %B0.if ], [ 1, %B0.endif.if ], [ 1, %B296.if ], [ 1, %B518.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.if:                                      ; preds = %B0.endif.endif.endif.i11, %B0.endif.endif.i6, %B0.endif
  %excinfo.2.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139721402295040, %B0.endif ], [ @.const.picklebuf.139721401100416, %B0.endif.endif.i6 ], [ @.const.picklebuf.139721402515072.11, %B0.endif.endif.endif.i11 ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif.endif.i11
  %.5.i.i13 = getelementptr i8, i8* %.7.i.i.i9, i64 24
  %56 = bitcast i8* %.5.i.i13 to double**
  %.6.i1.i14 = load double*, double** %56, align 8, !noalias !23
  %.23093.not = icmp eq i64 %arg.b.5.0, 0
  br i1 %.23093.not, label %B0.endif.endif.endif.i, label %B164.endif.preheader

B164.endif.preheader:                             ; preds = %B0.endif.endif.endif
  %scevgep295 = getelementptr double, double* %.54.fca.4.load, i64 7
  %57 = shl i64 %.54.fca.5.1.load, 3
  br label %B164.endif

B164.endif:                                       ; preds = %B164.endif.preheader, %B262.endif
  %lsr.iv332 = phi double* [ %.54.fca.4.load, %B164.endif.preheader ], [ %66, %B262.endif ]
  %lsr.iv296 = phi double* [ %scevgep295, %B164.endif.preheader ], [ %65, %B262.endif ]
  %.174.094 = phi i64 [ %.243, %B262.endif ], [ 0, %B164.endif.preheader ]
  %lsr339 = trunc i64 %.174.094 to i3
  %58 = zext i3 %lsr339 to i64
  %59 = lshr i64 %.174.094, 3
  %60 = shl nuw nsw i64 %59, 3
  %.243 = add nuw nsw i64 %.174.094, 1
  %.300 = getelementptr double, double* %arg.b.4, i64 %.174.094
  %.301 = load double, double* %.300, align 8
  %.38588.not = icmp eq i64 %.174.094, 0
  br i1 %.38588.not, label %B262, label %B214.lr.ph

B214.lr.ph:                                       ; preds = %B164.endif
  %61 = add nsw i64 %.174.094, -1
  %.470 = mul i64 %.174.094, %.54.fca.5.1.load
  %62 = icmp ult i64 %61, 7
  br i1 %62, label %B262.loopexit.unr-lcssa, label %B214.lr.ph.new

B214.lr.ph.new:                                   ; preds = %B214.lr.ph
  br label %B214

B262.if:                                          ; preds = %B262
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139721401847936, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !24
  br label %common.ret

B262.endif:                                       ; preds = %B262
  %63 = bitcast double* %lsr.iv296 to i1*
  %64 = bitcast double* %lsr.iv332 to i1*
  %.582 = fdiv double %s.4.1.lcssa, %.571
  %.614 = getelementptr double, double* %.6.i1.i14, i64 %.174.094
  store double %.582, double* %.614, align 8
  %scevgep298 = getelementptr i1, i1* %63, i64 %57
  %65 = bitcast i1* %scevgep298 to double*
  %scevgep334 = getelementptr i1, i1* %64, i64 %57
  %66 = bitcast i1* %scevgep334 to double*
  %exitcond97.not = icmp eq i64 %.243, %arg.b.5.0
  br i1 %exitcond97.not, label %B0.endif.endif.endif.i, label %B164.endif

B296.if:                                          ; preds = %B0.endif.endif.endif.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139721402515072.11, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B296.endif.endif.endif:                           ; preds = %B0.endif.endif.endif.i
  %67 = icmp eq i64 %arg.b.5.0, 0
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %68 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %68, align 8, !noalias !25
  br i1 %67, label %B518.endif.endif.endif, label %B378.endif.preheader

B378.endif.preheader:                             ; preds = %B296.endif.endif.endif
  br label %B378.endif

B378.endif:                                       ; preds = %B378.endif.preheader, %B484.endif
  %indvar = phi i64 [ %indvar.next, %B484.endif ], [ 0, %B378.endif.preheader ]
  %.75086 = phi i64 [ %.760, %B484.endif ], [ %arg.b.5.0, %B378.endif.preheader ]
  %lsr294 = trunc i64 %indvar to i3
  %69 = zext i3 %lsr294 to i64
  %70 = mul nsw i64 %69, -1
  %71 = add i64 %indvar, -1
  %.760 = add nsw i64 %.75086, -1
  %.821 = getelementptr double, double* %.6.i1.i14, i64 %.760
  %.822 = load double, double* %.821, align 8
  %.865 = sub nuw nsw i64 %arg.b.5.0, %.75086
  %.90879.not = icmp eq i64 %.865, 0
  br i1 %.90879.not, label %B484, label %B436.preheader

B436.preheader:                                   ; preds = %B378.endif
  %xtraiter104 = and i64 %indvar, 7
  %lcmp.mod105.not = icmp eq i64 %xtraiter104, 0
  br i1 %lcmp.mod105.not, label %B436.prol.loopexit, label %B436.prol.preheader

B436.prol.preheader:                              ; preds = %B436.preheader
  br label %B436.prol

B436.prol:                                        ; preds = %B436.prol.preheader, %B436.prol
  %lsr.iv286 = phi i64 [ 0, %B436.prol.preheader ], [ %lsr.iv.next287, %B436.prol ]
  %s.5.182.prol = phi double [ %.1033.prol, %B436.prol ], [ %.822, %B436.prol.preheader ]
  %.852.080.prol = phi i64 [ %.921.prol, %B436.prol ], [ %.75086, %B436.prol.preheader ]
  %.921.prol = add i64 %.852.080.prol, 1
  %.971.prol = icmp slt i64 %.852.080.prol, 0
  %.972.prol = select i1 %.971.prol, i64 %.54.fca.5.0.load, i64 0
  %.973.prol = add i64 %.972.prol, %.852.080.prol
  %.993.prol = mul i64 %.973.prol, %.54.fca.5.1.load
  %.996.prol = add i64 %.760, %.993.prol
  %.997.prol = getelementptr double, double* %.54.fca.4.load, i64 %.996.prol
  %.998.prol = load double, double* %.997.prol, align 8
  %.1015.prol = select i1 %.971.prol, i64 %arg.b.5.0, i64 0
  %.1016.prol = add i64 %.1015.prol, %.852.080.prol
  %.1029.prol = getelementptr double, double* %.6.i1.i, i64 %.1016.prol
  %.1030.prol = load double, double* %.1029.prol, align 8
  %.1031.prol = fmul double %.998.prol, %.1030.prol
  %.1033.prol = fsub double %s.5.182.prol, %.1031.prol
  %lsr.iv.next287 = add nsw i64 %lsr.iv286, -1
  %prol.iter.cmp.not = icmp eq i64 %70, %lsr.iv.next287
  br i1 %prol.iter.cmp.not, label %B436.prol.loopexit.loopexit, label %B436.prol, !llvm.loop !26

B436.prol.loopexit.loopexit:                      ; preds = %B436.prol
  %72 = add i64 %indvar, %lsr.iv.next287
  br label %B436.prol.loopexit

B436.prol.loopexit:                               ; preds = %B436.prol.loopexit.loopexit, %B436.preheader
  %s.5.182.unr = phi double [ %.822, %B436.preheader ], [ %.1033.prol, %B436.prol.loopexit.loopexit ]
  %.90781.unr = phi i64 [ %.865, %B436.preheader ], [ %72, %B436.prol.loopexit.loopexit ]
  %.852.080.unr = phi i64 [ %.75086, %B436.preheader ], [ %.921.prol, %B436.prol.loopexit.loopexit ]
  %.1033.lcssa.unr = phi double [ undef, %B436.preheader ], [ %.1033.prol, %B436.prol.loopexit.loopexit ]
  %73 = icmp ult i64 %71, 7
  br i1 %73, label %B484, label %B436.preheader112

B436.preheader112:                                ; preds = %B436.prol.loopexit
  %74 = add i64 %.90781.unr, 8
  %75 = add i64 %.852.080.unr, 7
  br label %B436

B484.if:                                          ; preds = %B484
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139721401847936, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !24
  br label %common.ret

B484.endif:                                       ; preds = %B484
  %.1105 = fdiv double %s.5.1.lcssa, %.1094
  %.1137 = getelementptr double, double* %.6.i1.i, i64 %.760
  store double %.1105, double* %.1137, align 8
  %indvar.next = add i64 %indvar, 1
  %.751 = icmp sgt i64 %.75086, 1
  br i1 %.751, label %B378.endif, label %B518.endif.endif.endif

B518.endif.endif.endif:                           ; preds = %B484.endif, %B296.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i9)
  tail call void @NRT_decref(i8* %.54.fca.0.load)
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.29.i8, i32 32), !noalias !27
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B518.endif.endif.endif.if, label %B518.endif.endif.endif.endif, !prof !2

B518.endif.endif.endif.if:                        ; preds = %B518.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139721402515072.20, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B518.endif.endif.endif.endif:                     ; preds = %B518.endif.endif.endif
  %76 = icmp eq i64 %arg.b.5.0, 0
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %77 = bitcast i8* %.5.i to double**
  %.6.i30 = load double*, double** %77, align 8
  br i1 %76, label %for.end, label %for.body.preheader

for.body.preheader:                               ; preds = %B518.endif.endif.endif.endif
  %78 = add i64 %arg.b.5.0, -1
  %xtraiter99 = and i64 %arg.b.5.0, 7
  %79 = icmp ult i64 %78, 7
  br i1 %79, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter102 = and i64 %arg.b.5.0, -8
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %loop.index28 = phi i64 [ 0, %for.body.preheader.new ], [ %104, %for.body ]
  %.1285.027 = phi i64 [ 0, %for.body.preheader.new ], [ %spec.select74.7, %for.body ]
  %80 = icmp eq i64 %arg.b.5.0, 1
  %spec.select74 = select i1 %80, i64 %.1285.027, i64 %loop.index28
  %.1298 = getelementptr double, double* %.6.i1.i, i64 %spec.select74
  %.1299 = load double, double* %.1298, align 8
  %.147.i.i = fmul double %.1299, %.1299
  %sunkaddr363 = mul i64 %loop.index28, 8
  %81 = bitcast double* %.6.i30 to i8*
  %sunkaddr364 = getelementptr i8, i8* %81, i64 %sunkaddr363
  %82 = bitcast i8* %sunkaddr364 to double*
  store double %.147.i.i, double* %82, align 8
  %83 = add i64 %loop.index28, 1
  %spec.select74.1 = select i1 %80, i64 %.1285.027, i64 %83
  %.1298.1 = getelementptr double, double* %.6.i1.i, i64 %spec.select74.1
  %.1299.1 = load double, double* %.1298.1, align 8
  %.147.i.i.1 = fmul double %.1299.1, %.1299.1
  %sunkaddr365 = mul i64 %loop.index28, 8
  %84 = bitcast double* %.6.i30 to i8*
  %sunkaddr366 = getelementptr i8, i8* %84, i64 %sunkaddr365
  %sunkaddr367 = getelementptr i8, i8* %sunkaddr366, i64 8
  %85 = bitcast i8* %sunkaddr367 to double*
  store double %.147.i.i.1, double* %85, align 8
  %86 = add i64 %83, 1
  %spec.select74.2 = select i1 %80, i64 %.1285.027, i64 %86
  %.1298.2 = getelementptr double, double* %.6.i1.i, i64 %spec.select74.2
  %.1299.2 = load double, double* %.1298.2, align 8
  %.147.i.i.2 = fmul double %.1299.2, %.1299.2
  %sunkaddr368 = mul i64 %loop.index28, 8
  %87 = bitcast double* %.6.i30 to i8*
  %sunkaddr369 = getelementptr i8, i8* %87, i64 %sunkaddr368
  %sunkaddr370 = getelementptr i8, i8* %sunkaddr369, i64 16
  %88 = bitcast i8* %sunkaddr370 to double*
  store double %.147.i.i.2, double* %88, align 8
  %89 = add i64 %86, 1
  %spec.select74.3 = select i1 %80, i64 %.1285.027, i64 %89
  %.1298.3 = getelementptr double, double* %.6.i1.i, i64 %spec.select74.3
  %.1299.3 = load double, double* %.1298.3, align 8
  %.147.i.i.3 = fmul double %.1299.3, %.1299.3
  %sunkaddr371 = mul i64 %loop.index28, 8
  %90 = bitcast double* %.6.i30 to i8*
  %sunkaddr372 = getelementptr i8, i8* %90, i64 %sunkaddr371
  %sunkaddr373 = getelementptr i8, i8* %sunkaddr372, i64 24
  %91 = bitcast i8* %sunkaddr373 to double*
  store double %.147.i.i.3, double* %91, align 8
  %92 = add i64 %89, 1
  %spec.select74.4 = select i1 %80, i64 %.1285.027, i64 %92
  %.1298.4 = getelementptr double, double* %.6.i1.i, i64 %spec.select74.4
  %.1299.4 = load double, double* %.1298.4, align 8
  %.147.i.i.4 = fmul double %.1299.4, %.1299.4
  %sunkaddr374 = mul i64 %loop.index28, 8
  %93 = bitcast double* %.6.i30 to i8*
  %sunkaddr375 = getelementptr i8, i8* %93, i64 %sunkaddr374
  %sunkaddr376 = getelementptr i8, i8* %sunkaddr375, i64 32
  %94 = bitcast i8* %sunkaddr376 to double*
  store double %.147.i.i.4, double* %94, align 8
  %95 = add i64 %92, 1
  %spec.select74.5 = select i1 %80, i64 %.1285.027, i64 %95
  %.1298.5 = getelementptr double, double* %.6.i1.i, i64 %spec.select74.5
  %.1299.5 = load double, double* %.1298.5, align 8
  %.147.i.i.5 = fmul double %.1299.5, %.1299.5
  %sunkaddr377 = mul i64 %loop.index28, 8
  %96 = bitcast double* %.6.i30 to i8*
  %sunkaddr378 = getelementptr i8, i8* %96, i64 %sunkaddr377
  %sunkaddr379 = getelementptr i8, i8* %sunkaddr378, i64 40
  %97 = bitcast i8* %sunkaddr379 to double*
  store double %.147.i.i.5, double* %97, align 8
  %98 = add i64 %95, 1
  %spec.select74.6 = select i1 %80, i64 %.1285.027, i64 %98
  %.1298.6 = getelementptr double, double* %.6.i1.i, i64 %spec.select74.6
  %.1299.6 = load double, double* %.1298.6, align 8
  %.147.i.i.6 = fmul double %.1299.6, %.1299.6
  %sunkaddr380 = mul i64 %loop.index28, 8
  %99 = bitcast double* %.6.i30 to i8*
  %sunkaddr381 = getelementptr i8, i8* %99, i64 %sunkaddr380
  %sunkaddr382 = getelementptr i8, i8* %sunkaddr381, i64 48
  %100 = bitcast i8* %sunkaddr382 to double*
  store double %.147.i.i.6, double* %100, align 8
  %101 = add i64 %98, 1
  %spec.select74.7 = select i1 %80, i64 %.1285.027, i64 %101
  %.1298.7 = getelementptr double, double* %.6.i1.i, i64 %spec.select74.7
  %.1299.7 = load double, double* %.1298.7, align 8
  %.147.i.i.7 = fmul double %.1299.7, %.1299.7
  %sunkaddr383 = mul i64 %loop.index28, 8
  %102 = bitcast double* %.6.i30 to i8*
  %sunkaddr384 = getelementptr i8, i8* %102, i64 %sunkaddr383
  %sunkaddr385 = getelementptr i8, i8* %sunkaddr384, i64 56
  %103 = bitcast i8* %sunkaddr385 to double*
  store double %.147.i.i.7, double* %103, align 8
  %.1328.7 = add nuw i64 %loop.index28, 8
  %104 = add i64 %101, 1
  %niter103.ncmp.7 = icmp eq i64 %104, %unroll_iter102
  br i1 %niter103.ncmp.7, label %for.end.loopexit.unr-lcssa, label %for.body

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %for.body.preheader
  %loop.index28.unr = phi i64 [ 0, %for.body.preheader ], [ %.1328.7, %for.body ]
  %.1285.027.unr = phi i64 [ 0, %for.body.preheader ], [ %spec.select74.7, %for.body ]
  %lcmp.mod101.not = icmp eq i64 %xtraiter99, 0
  br i1 %lcmp.mod101.not, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv268 = phi i64 [ %xtraiter99, %for.body.epil.preheader ], [ %lsr.iv.next269, %for.body.epil ]
  %loop.index28.epil = phi i64 [ %.1328.epil, %for.body.epil ], [ %loop.index28.unr, %for.body.epil.preheader ]
  %.1285.027.epil = phi i64 [ %spec.select74.epil, %for.body.epil ], [ %.1285.027.unr, %for.body.epil.preheader ]
  %105 = icmp eq i64 %arg.b.5.0, 1
  %spec.select74.epil = select i1 %105, i64 %.1285.027.epil, i64 %loop.index28.epil
  %.1298.epil = getelementptr double, double* %.6.i1.i, i64 %spec.select74.epil
  %.1299.epil = load double, double* %.1298.epil, align 8
  %.147.i.i.epil = fmul double %.1299.epil, %.1299.epil
  %scevgep267 = getelementptr double, double* %.6.i30, i64 %loop.index28.epil
  store double %.147.i.i.epil, double* %scevgep267, align 8
  %.1328.epil = add nuw nsw i64 %loop.index28.epil, 1
  %lsr.iv.next269 = add nsw i64 %lsr.iv268, -1
  %epil.iter100.cmp.not = icmp eq i64 %lsr.iv.next269, 0
  br i1 %epil.iter100.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !34

for.end:                                          ; preds = %for.body.epil, %for.end.loopexit.unr-lcssa, %B518.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i)
  %.68.i = icmp eq i64 %arg.b.5.0, 0
  br i1 %.68.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !2

B50.endif.preheader.i:                            ; preds = %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.b.5.0, i64 1)
  %106 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %107 = icmp ult i64 %106, 7
  br i1 %107, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %108 = add nsw i64 %unroll_iter.i, -8
  %109 = lshr exact i64 %108, 3
  %110 = add nuw nsw i64 %109, 1
  %xtraiter = and i64 %110, 7
  %111 = icmp ult i64 %108, 56
  br i1 %111, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %110, 4611686018427387896
  %scevgep137 = getelementptr double, double* %.6.i30, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %112 = add nuw nsw i64 %.70.05.i.unr, 7
  %scevgep113 = getelementptr double, double* %.6.i30, i64 %112
  %113 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %114 = bitcast double* %scevgep113 to i8*
  %uglygep134 = getelementptr i8, i8* %114, i64 %lsr.iv
  %uglygep134135 = bitcast i8* %uglygep134 to double*
  %scevgep136 = getelementptr double, double* %uglygep134135, i64 -7
  %.236.i.epil = load double, double* %scevgep136, align 8, !noalias !35
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep131 = getelementptr i8, i8* %114, i64 %lsr.iv
  %uglygep131132 = bitcast i8* %uglygep131 to double*
  %scevgep133 = getelementptr double, double* %uglygep131132, i64 -6
  %.236.1.i.epil = load double, double* %scevgep133, align 8, !noalias !35
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep128 = getelementptr i8, i8* %114, i64 %lsr.iv
  %uglygep128129 = bitcast i8* %uglygep128 to double*
  %scevgep130 = getelementptr double, double* %uglygep128129, i64 -5
  %.236.2.i.epil = load double, double* %scevgep130, align 8, !noalias !35
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep125 = getelementptr i8, i8* %114, i64 %lsr.iv
  %uglygep125126 = bitcast i8* %uglygep125 to double*
  %scevgep127 = getelementptr double, double* %uglygep125126, i64 -4
  %.236.3.i.epil = load double, double* %scevgep127, align 8, !noalias !35
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep122 = getelementptr i8, i8* %114, i64 %lsr.iv
  %uglygep122123 = bitcast i8* %uglygep122 to double*
  %scevgep124 = getelementptr double, double* %uglygep122123, i64 -3
  %.236.4.i.epil = load double, double* %scevgep124, align 8, !noalias !35
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep119 = getelementptr i8, i8* %114, i64 %lsr.iv
  %uglygep119120 = bitcast i8* %uglygep119 to double*
  %scevgep121 = getelementptr double, double* %uglygep119120, i64 -2
  %.236.5.i.epil = load double, double* %scevgep121, align 8, !noalias !35
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep116 = getelementptr i8, i8* %114, i64 %lsr.iv
  %uglygep116117 = bitcast i8* %uglygep116 to double*
  %scevgep118 = getelementptr double, double* %uglygep116117, i64 -1
  %.236.6.i.epil = load double, double* %scevgep118, align 8, !noalias !35
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %114, i64 %lsr.iv
  %uglygep115 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep115, align 8, !noalias !35
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %113, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !38, !llvm.loop !39

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i24 = getelementptr double, double* %.6.i30, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i24, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep, align 8, !noalias !35
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !38, !llvm.loop !40

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv265 = phi i64 [ %lsr.iv.next266, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep263 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep264 = getelementptr double, double* %scevgep263, i64 -63
  %.236.i = load double, double* %scevgep264, align 8, !noalias !35
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep261 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep262 = getelementptr double, double* %scevgep261, i64 -62
  %.236.1.i = load double, double* %scevgep262, align 8, !noalias !35
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep259 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep260 = getelementptr double, double* %scevgep259, i64 -61
  %.236.2.i = load double, double* %scevgep260, align 8, !noalias !35
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep257 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep258 = getelementptr double, double* %scevgep257, i64 -60
  %.236.3.i = load double, double* %scevgep258, align 8, !noalias !35
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep255 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep256 = getelementptr double, double* %scevgep255, i64 -59
  %.236.4.i = load double, double* %scevgep256, align 8, !noalias !35
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep253 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep254 = getelementptr double, double* %scevgep253, i64 -58
  %.236.5.i = load double, double* %scevgep254, align 8, !noalias !35
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep251 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep252 = getelementptr double, double* %scevgep251, i64 -57
  %.236.6.i = load double, double* %scevgep252, align 8, !noalias !35
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep249 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep250 = getelementptr double, double* %scevgep249, i64 -56
  %.236.7.i = load double, double* %scevgep250, align 8, !noalias !35
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep218 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep219 = getelementptr double, double* %scevgep218, i64 -55
  %.236.i.1 = load double, double* %scevgep219, align 8, !noalias !35
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep220 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep221 = getelementptr double, double* %scevgep220, i64 -54
  %.236.1.i.1 = load double, double* %scevgep221, align 8, !noalias !35
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep222 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep223 = getelementptr double, double* %scevgep222, i64 -53
  %.236.2.i.1 = load double, double* %scevgep223, align 8, !noalias !35
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep224 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep225 = getelementptr double, double* %scevgep224, i64 -52
  %.236.3.i.1 = load double, double* %scevgep225, align 8, !noalias !35
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep226 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep227 = getelementptr double, double* %scevgep226, i64 -51
  %.236.4.i.1 = load double, double* %scevgep227, align 8, !noalias !35
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep228 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep229 = getelementptr double, double* %scevgep228, i64 -50
  %.236.5.i.1 = load double, double* %scevgep229, align 8, !noalias !35
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep230 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep231 = getelementptr double, double* %scevgep230, i64 -49
  %.236.6.i.1 = load double, double* %scevgep231, align 8, !noalias !35
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep232 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep233 = getelementptr double, double* %scevgep232, i64 -48
  %.236.7.i.1 = load double, double* %scevgep233, align 8, !noalias !35
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep202 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep203 = getelementptr double, double* %scevgep202, i64 -47
  %.236.i.2 = load double, double* %scevgep203, align 8, !noalias !35
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep204 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep205 = getelementptr double, double* %scevgep204, i64 -46
  %.236.1.i.2 = load double, double* %scevgep205, align 8, !noalias !35
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep206 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep207 = getelementptr double, double* %scevgep206, i64 -45
  %.236.2.i.2 = load double, double* %scevgep207, align 8, !noalias !35
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep208 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep209 = getelementptr double, double* %scevgep208, i64 -44
  %.236.3.i.2 = load double, double* %scevgep209, align 8, !noalias !35
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep210 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep211 = getelementptr double, double* %scevgep210, i64 -43
  %.236.4.i.2 = load double, double* %scevgep211, align 8, !noalias !35
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep212 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep213 = getelementptr double, double* %scevgep212, i64 -42
  %.236.5.i.2 = load double, double* %scevgep213, align 8, !noalias !35
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep214 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep215 = getelementptr double, double* %scevgep214, i64 -41
  %.236.6.i.2 = load double, double* %scevgep215, align 8, !noalias !35
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep216 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep217 = getelementptr double, double* %scevgep216, i64 -40
  %.236.7.i.2 = load double, double* %scevgep217, align 8, !noalias !35
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep186 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep187 = getelementptr double, double* %scevgep186, i64 -39
  %.236.i.3 = load double, double* %scevgep187, align 8, !noalias !35
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep188 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep189 = getelementptr double, double* %scevgep188, i64 -38
  %.236.1.i.3 = load double, double* %scevgep189, align 8, !noalias !35
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep190 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep191 = getelementptr double, double* %scevgep190, i64 -37
  %.236.2.i.3 = load double, double* %scevgep191, align 8, !noalias !35
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep192 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep193 = getelementptr double, double* %scevgep192, i64 -36
  %.236.3.i.3 = load double, double* %scevgep193, align 8, !noalias !35
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep194 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep195 = getelementptr double, double* %scevgep194, i64 -35
  %.236.4.i.3 = load double, double* %scevgep195, align 8, !noalias !35
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep196 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep197 = getelementptr double, double* %scevgep196, i64 -34
  %.236.5.i.3 = load double, double* %scevgep197, align 8, !noalias !35
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep198 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep199 = getelementptr double, double* %scevgep198, i64 -33
  %.236.6.i.3 = load double, double* %scevgep199, align 8, !noalias !35
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep200 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep201 = getelementptr double, double* %scevgep200, i64 -32
  %.236.7.i.3 = load double, double* %scevgep201, align 8, !noalias !35
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep170 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep171 = getelementptr double, double* %scevgep170, i64 -31
  %.236.i.4 = load double, double* %scevgep171, align 8, !noalias !35
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep172 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep173 = getelementptr double, double* %scevgep172, i64 -30
  %.236.1.i.4 = load double, double* %scevgep173, align 8, !noalias !35
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep174 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep175 = getelementptr double, double* %scevgep174, i64 -29
  %.236.2.i.4 = load double, double* %scevgep175, align 8, !noalias !35
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep176 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep177 = getelementptr double, double* %scevgep176, i64 -28
  %.236.3.i.4 = load double, double* %scevgep177, align 8, !noalias !35
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep178 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep179 = getelementptr double, double* %scevgep178, i64 -27
  %.236.4.i.4 = load double, double* %scevgep179, align 8, !noalias !35
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep180 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep181 = getelementptr double, double* %scevgep180, i64 -26
  %.236.5.i.4 = load double, double* %scevgep181, align 8, !noalias !35
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep182 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep183 = getelementptr double, double* %scevgep182, i64 -25
  %.236.6.i.4 = load double, double* %scevgep183, align 8, !noalias !35
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep184 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep185 = getelementptr double, double* %scevgep184, i64 -24
  %.236.7.i.4 = load double, double* %scevgep185, align 8, !noalias !35
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep154 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep155 = getelementptr double, double* %scevgep154, i64 -23
  %.236.i.5 = load double, double* %scevgep155, align 8, !noalias !35
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep156 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep157 = getelementptr double, double* %scevgep156, i64 -22
  %.236.1.i.5 = load double, double* %scevgep157, align 8, !noalias !35
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep158 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep159 = getelementptr double, double* %scevgep158, i64 -21
  %.236.2.i.5 = load double, double* %scevgep159, align 8, !noalias !35
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep160 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep161 = getelementptr double, double* %scevgep160, i64 -20
  %.236.3.i.5 = load double, double* %scevgep161, align 8, !noalias !35
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep162 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep163 = getelementptr double, double* %scevgep162, i64 -19
  %.236.4.i.5 = load double, double* %scevgep163, align 8, !noalias !35
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep164 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep165 = getelementptr double, double* %scevgep164, i64 -18
  %.236.5.i.5 = load double, double* %scevgep165, align 8, !noalias !35
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep166 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep167 = getelementptr double, double* %scevgep166, i64 -17
  %.236.6.i.5 = load double, double* %scevgep167, align 8, !noalias !35
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep168 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep169 = getelementptr double, double* %scevgep168, i64 -16
  %.236.7.i.5 = load double, double* %scevgep169, align 8, !noalias !35
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep138 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep139 = getelementptr double, double* %scevgep138, i64 -15
  %.236.i.6 = load double, double* %scevgep139, align 8, !noalias !35
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep140 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep141 = getelementptr double, double* %scevgep140, i64 -14
  %.236.1.i.6 = load double, double* %scevgep141, align 8, !noalias !35
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep142 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep143 = getelementptr double, double* %scevgep142, i64 -13
  %.236.2.i.6 = load double, double* %scevgep143, align 8, !noalias !35
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep144 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep145 = getelementptr double, double* %scevgep144, i64 -12
  %.236.3.i.6 = load double, double* %scevgep145, align 8, !noalias !35
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep146 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep147 = getelementptr double, double* %scevgep146, i64 -11
  %.236.4.i.6 = load double, double* %scevgep147, align 8, !noalias !35
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep148 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep149 = getelementptr double, double* %scevgep148, i64 -10
  %.236.5.i.6 = load double, double* %scevgep149, align 8, !noalias !35
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep150 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep151 = getelementptr double, double* %scevgep150, i64 -9
  %.236.6.i.6 = load double, double* %scevgep151, align 8, !noalias !35
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep152 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep153 = getelementptr double, double* %scevgep152, i64 -8
  %.236.7.i.6 = load double, double* %scevgep153, align 8, !noalias !35
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep234 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep235 = getelementptr double, double* %scevgep234, i64 -7
  %.236.i.7 = load double, double* %scevgep235, align 8, !noalias !35
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep236 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep237 = getelementptr double, double* %scevgep236, i64 -6
  %.236.1.i.7 = load double, double* %scevgep237, align 8, !noalias !35
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep238 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep239 = getelementptr double, double* %scevgep238, i64 -5
  %.236.2.i.7 = load double, double* %scevgep239, align 8, !noalias !35
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep240 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep241 = getelementptr double, double* %scevgep240, i64 -4
  %.236.3.i.7 = load double, double* %scevgep241, align 8, !noalias !35
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep242 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep243 = getelementptr double, double* %scevgep242, i64 -3
  %.236.4.i.7 = load double, double* %scevgep243, align 8, !noalias !35
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep244 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep245 = getelementptr double, double* %scevgep244, i64 -2
  %.236.5.i.7 = load double, double* %scevgep245, align 8, !noalias !35
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep246 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %scevgep247 = getelementptr double, double* %scevgep246, i64 -1
  %.236.6.i.7 = load double, double* %scevgep247, align 8, !noalias !35
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep248 = getelementptr double, double* %scevgep137, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep248, align 8, !noalias !35
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next266 = add i64 %lsr.iv265, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next266, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !2

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels14cholesky_solveB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.const.cholesky_solve, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.47 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.69 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.endif.endif.if.if ], [ %.102, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.2 ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels14cholesky_solveB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([168 x i8], [168 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels14cholesky_solveB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.33, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !2

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
  br i1 %.33, label %common.ret, label %entry.endif.endif.endif.endif, !prof !2

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
  br i1 %.58, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !2

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
  %.79 = call i32 @_ZN7kernels14cholesky_solveB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.69, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* %.37.fca.1.load, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 %.37.fca.6.0.load, i64 %.37.fca.6.1.load, i8* %.62.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.62.fca.4.load, i64 %.62.fca.5.0.load, i64 poison) #2
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
  br i1 %.123, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !2

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.136 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 2
  %.137 = call i8* @numba_unpickle(i8* %.112, i32 %.114, i8* %.136)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.139 = phi i8* [ %.127, %entry.endif.endif.endif.e...endif ], [ %.137, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.140.not = icmp eq i8* %.139, null
  br i1 %.140.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !2

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

define double @cfunc._ZN7kernels14cholesky_solveB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %.14 = call i32 @_ZN7kernels14cholesky_solveB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, i8* %extracted.meminfo.1, i8* poison, i64 poison, i64 poison, double* %extracted.data.1, i64 %.12, i64 poison) #2
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
  %.77 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f136c32f8d0>", i64 0, i64 0))
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
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !2

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 2
  %.62 = call i8* @numba_unpickle(i8* %.37, i32 %.39, i8* %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi i8* [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq i8* %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !2

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

define linkonce_odr i32 @_ZN5numba2np6linalg8cho_impl12_3clocals_3e8cho_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.a.0)
  %.58.not = icmp eq i64 %arg.a.5.0, %arg.a.5.1
  br i1 %.58.not, label %B132, label %B66

common.ret:                                       ; preds = %B132.endif.if, %B132.if, %B412, %B296, %B252, %B184, %B66
  %common.ret.op = phi i32 [ 1, %B66 ], [ 0, %B184 ], [ 1, %B252 ], [ 1, %B296 ], [ 0, %B412 ], [ 1, %B132.if ], [ 1, %B132.endif.if ]
  ret i32 %common.ret.op

B66:                                              ; preds = %entry
  tail call void @NRT_decref(i8* %arg.a.0)
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139721400631680, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !24
  br label %common.ret

B132:                                             ; preds = %entry
  %.109 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.a.5.0)
  %.110 = extractvalue { i64, i1 } %.109, 0
  %.111 = extractvalue { i64, i1 } %.109, 1
  %.113 = shl i64 %arg.a.5.0, 3
  %.114 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.110, i64 8)
  %.116 = extractvalue { i64, i1 } %.114, 1
  %.117 = or i1 %.111, %.116
  br i1 %.117, label %B132.if, label %B132.endif, !prof !2

B184:                                             ; preds = %B132.endif.endif
  %retptr.repack21262345 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %.7.i.i, i8** %retptr.repack21262345, align 8
  %retptr.repack22 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack22, align 8
  %retptr.repack24 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %.110, i64* %retptr.repack24, align 8
  %retptr.repack26 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 8, i64* %retptr.repack26, align 8
  %retptr.repack28 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  %0 = bitcast double** %retptr.repack28 to i8**
  store i8* %.6.i, i8** %0, align 8
  %retptr.repack30.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 0
  %retptr.repack32.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 0
  %1 = bitcast i64* %retptr.repack30.repack to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %1, i8 0, i64 16, i1 false)
  store i64 %.113, i64* %retptr.repack32.repack, align 8
  %retptr.repack32.repack36 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 1
  store i64 8, i64* %retptr.repack32.repack36, align 8
  br label %common.ret

B188:                                             ; preds = %B132.endif.endif
  %2 = bitcast i8* %.6.i to double*
  %.261 = tail call i32 @numba_xxpotrf(i8 100, i8 85, i64 %arg.a.5.0, double* %2, i64 %arg.a.5.0)
  %.268.not = icmp eq i32 %.261, 0
  br i1 %.268.not, label %B358.endif, label %B240

B240:                                             ; preds = %B188
  %.272 = icmp slt i32 %.261, 0
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  br i1 %.272, label %B252, label %B296

B252:                                             ; preds = %B240
  %.285 = tail call i32 @numba_fatal_error()
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139721401102208, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !24
  br label %common.ret

B296:                                             ; preds = %B240
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139721401103936, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !24
  br label %common.ret

B412.loopexit.unr-lcssa:                          ; preds = %.723.if.1
  %3 = and i64 %arg.a.5.0, 1
  %lcmp.mod70.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod70.not, label %B412, label %B390.endif.else.endif.endif.endif.epil

B390.endif.else.endif.endif.endif.epil:           ; preds = %B390.endif.else.endif.endif.endif.preheader, %B412.loopexit.unr-lcssa
  %.339.054.unr14 = phi i64 [ %unroll_iter71, %B412.loopexit.unr-lcssa ], [ 0, %B390.endif.else.endif.endif.endif.preheader ]
  %smin62.epil = tail call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.054.unr14)
  %4 = add i64 %smin62.epil, -8
  %5 = lshr i64 %4, 3
  %6 = add nuw nsw i64 %5, 1
  %.674.not.epil = icmp slt i64 %.339.054.unr14, %arg.a.5.0
  br i1 %.674.not.epil, label %B390.endif.endif.epil, label %B390.endif.else.endif.endif.endif.if.epil, !prof !41

B390.endif.else.endif.endif.endif.if.epil:        ; preds = %B390.endif.else.endif.endif.endif.epil
  br label %B390.endif.endif.epil

B390.endif.endif.epil:                            ; preds = %B390.endif.else.endif.endif.endif.if.epil, %B390.endif.else.endif.endif.endif.epil
  %.626.sroa.13.0.epil = phi i64 [ %arg.a.5.0, %B390.endif.else.endif.endif.endif.if.epil ], [ %.339.054.unr14, %B390.endif.else.endif.endif.endif.epil ]
  %.7542.not.epil = icmp sgt i64 %.626.sroa.13.0.epil, 0
  br i1 %.7542.not.epil, label %.723.endif.preheader.epil, label %B412, !prof !41

.723.endif.preheader.epil:                        ; preds = %B390.endif.endif.epil
  %7 = icmp eq i64 %arg.a.5.0, 1
  %min.iters.check.epil = icmp ugt i64 %smin62.epil, 7
  %or.cond.epil = select i1 %min.iters.check.epil, i1 %7, i1 false
  br i1 %or.cond.epil, label %vector.ph.epil, label %.723.endif.preheader60.epil

vector.ph.epil:                                   ; preds = %.723.endif.preheader.epil
  %n.vec.epil = and i64 %smin62.epil, -8
  %xtraiter.epil = and i64 %6, 7
  %8 = icmp ult i64 %4, 56
  br i1 %8, label %middle.block.unr-lcssa.epil, label %vector.ph.new.epil

vector.ph.new.epil:                               ; preds = %vector.ph.epil
  %unroll_iter.epil = and i64 %6, 4611686018427387896
  %9 = shl i64 %.339.054.unr14, 3
  %scevgep111 = getelementptr i8, i8* %.6.i, i64 %9
  %10 = add nsw i64 %unroll_iter.epil, -8
  %11 = shl i64 %10, 6
  %12 = add i64 %11, 512
  call void @llvm.memset.p0i8.i64(i8* align 8 %scevgep111, i8 0, i64 %12, i1 false)
  %13 = shl i64 %10, 3
  %14 = add i64 %13, 64
  br label %middle.block.unr-lcssa.epil

middle.block.unr-lcssa.epil:                      ; preds = %vector.ph.new.epil, %vector.ph.epil
  %index.unr.epil = phi i64 [ 0, %vector.ph.epil ], [ %14, %vector.ph.new.epil ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil, 0
  br i1 %lcmp.mod.epil.not, label %middle.block.epil, label %vector.body.epil.epil.preheader

vector.body.epil.epil.preheader:                  ; preds = %middle.block.unr-lcssa.epil
  %15 = add i64 %index.unr.epil, %.339.054.unr14
  %16 = shl i64 %15, 3
  %scevgep104 = getelementptr i8, i8* %.6.i, i64 %16
  %17 = shl nuw nsw i64 %xtraiter.epil, 6
  call void @llvm.memset.p0i8.i64(i8* align 8 %scevgep104, i8 0, i64 %17, i1 false)
  br label %middle.block.epil

middle.block.epil:                                ; preds = %vector.body.epil.epil.preheader, %middle.block.unr-lcssa.epil
  %cmp.n.epil = icmp eq i64 %smin62.epil, %n.vec.epil
  br i1 %cmp.n.epil, label %B412, label %.723.endif.preheader60.epil

.723.endif.preheader60.epil:                      ; preds = %middle.block.epil, %.723.endif.preheader.epil
  %.719.03.ph.epil = phi i64 [ 0, %.723.endif.preheader.epil ], [ %n.vec.epil, %middle.block.epil ]
  %18 = xor i64 %.719.03.ph.epil, -1
  %19 = add i64 %smin62.epil, %18
  %xtraiter63.epil = and i64 %smin62.epil, 7
  %lcmp.mod64.epil.not = icmp eq i64 %xtraiter63.epil, 0
  br i1 %lcmp.mod64.epil.not, label %.723.endif.prol.loopexit.epil, label %.723.endif.prol.epil.preheader

.723.endif.prol.epil.preheader:                   ; preds = %.723.endif.preheader60.epil
  %20 = mul i64 %.719.03.ph.epil, %arg.a.5.0
  %21 = add i64 %20, %.339.054.unr14
  %22 = shl i64 %21, 3
  %scevgep99 = getelementptr i8, i8* %.6.i, i64 %22
  br label %.723.endif.prol.epil

.723.endif.prol.epil:                             ; preds = %.723.endif.prol.epil, %.723.endif.prol.epil.preheader
  %lsr.iv = phi i64 [ %lsr.iv.next, %.723.endif.prol.epil ], [ %xtraiter63.epil, %.723.endif.prol.epil.preheader ]
  %lsr.iv100 = phi i8* [ %scevgep99, %.723.endif.prol.epil.preheader ], [ %scevgep1021, %.723.endif.prol.epil ]
  %lsr.iv100103 = bitcast i8* %lsr.iv100 to double*
  store double 0.000000e+00, double* %lsr.iv100103, align 8
  %scevgep1021 = getelementptr i8, i8* %lsr.iv100, i64 %.113
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter.cmp.epil.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.epil.not, label %.723.endif.prol.loopexit.epil.loopexit, label %.723.endif.prol.epil, !prof !38, !llvm.loop !42

.723.endif.prol.loopexit.epil.loopexit:           ; preds = %.723.endif.prol.epil
  %23 = or i64 %.719.03.ph.epil, %xtraiter63.epil
  br label %.723.endif.prol.loopexit.epil

.723.endif.prol.loopexit.epil:                    ; preds = %.723.endif.prol.loopexit.epil.loopexit, %.723.endif.preheader60.epil
  %.719.03.unr.epil = phi i64 [ %.719.03.ph.epil, %.723.endif.preheader60.epil ], [ %23, %.723.endif.prol.loopexit.epil.loopexit ]
  %24 = icmp ult i64 %19, 7
  br i1 %24, label %B412, label %.723.endif.epil.preheader

.723.endif.epil.preheader:                        ; preds = %.723.endif.prol.loopexit.epil
  %25 = mul i64 %.719.03.unr.epil, %arg.a.5.0
  %26 = add i64 %25, %.339.054.unr14
  %27 = shl i64 %26, 3
  %scevgep = getelementptr i8, i8* %.6.i, i64 %27
  %28 = sub i64 %.719.03.unr.epil, %smin62.epil
  br label %.723.endif.epil

.723.endif.epil:                                  ; preds = %.723.endif.epil, %.723.endif.epil.preheader
  %lsr.iv31 = phi i64 [ %lsr.iv.next32, %.723.endif.epil ], [ %28, %.723.endif.epil.preheader ]
  %lsr.iv80 = phi i8* [ %scevgep, %.723.endif.epil.preheader ], [ %lsr.chain35, %.723.endif.epil ]
  %lsr.iv8083 = bitcast i8* %lsr.iv80 to double*
  store double 0.000000e+00, double* %lsr.iv8083, align 8
  %uglygep = getelementptr i8, i8* %lsr.iv80, i64 %.113
  %29 = bitcast i8* %uglygep to double*
  store double 0.000000e+00, double* %29, align 8
  %uglygep85 = getelementptr i8, i8* %uglygep, i64 %.113
  %30 = bitcast i8* %uglygep85 to double*
  store double 0.000000e+00, double* %30, align 8
  %uglygep87 = getelementptr i8, i8* %uglygep85, i64 %.113
  %31 = bitcast i8* %uglygep87 to double*
  store double 0.000000e+00, double* %31, align 8
  %uglygep89 = getelementptr i8, i8* %uglygep87, i64 %.113
  %32 = bitcast i8* %uglygep89 to double*
  store double 0.000000e+00, double* %32, align 8
  %uglygep91 = getelementptr i8, i8* %uglygep89, i64 %.113
  %33 = bitcast i8* %uglygep91 to double*
  store double 0.000000e+00, double* %33, align 8
  %uglygep93 = getelementptr i8, i8* %uglygep91, i64 %.113
  %34 = bitcast i8* %uglygep93 to double*
  store double 0.000000e+00, double* %34, align 8
  %sunkaddr263 = getelementptr i8, i8* %uglygep93, i64 %.113
  %35 = bitcast i8* %sunkaddr263 to double*
  store double 0.000000e+00, double* %35, align 8
  %lsr.iv.next32 = add i64 %lsr.iv31, 8
  %exitcond58.not.7.epil = icmp eq i64 %lsr.iv.next32, 0
  %uglygep33 = getelementptr i8, i8* %sunkaddr263, i64 %.113
  %uglygep3334 = bitcast i8* %uglygep33 to double*
  %lsr.chain35 = bitcast double* %uglygep3334 to i8*
  br i1 %exitcond58.not.7.epil, label %B412, label %.723.endif.epil, !prof !43, !llvm.loop !44

B412:                                             ; preds = %.723.endif.epil, %B358.endif, %.723.endif.prol.loopexit.epil, %middle.block.epil, %B390.endif.endif.epil, %B412.loopexit.unr-lcssa
  %retptr.repack264346 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %.7.i.i, i8** %retptr.repack264346, align 8
  %retptr.repack5 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack5, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %.110, i64* %retptr.repack7, align 8
  %retptr.repack9 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 8, i64* %retptr.repack9, align 8
  %retptr.repack11 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  %36 = bitcast double** %retptr.repack11 to i8**
  store i8* %.6.i, i8** %36, align 8
  %retptr.repack13.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.a.5.0, i64* %retptr.repack13.repack, align 8
  %retptr.repack13.repack17 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 1
  store i64 %arg.a.5.0, i64* %retptr.repack13.repack17, align 8
  %retptr.repack15.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %.113, i64* %retptr.repack15.repack, align 8
  %retptr.repack15.repack19 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 1
  store i64 8, i64* %retptr.repack15.repack19, align 8
  br label %common.ret

B132.if:                                          ; preds = %B132
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139721402301376, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !24
  br label %common.ret

B132.endif:                                       ; preds = %B132
  %.115 = extractvalue { i64, i1 } %.114, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.115, i32 32), !noalias !46
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B132.endif.if, label %B132.endif.endif, !prof !2

B132.endif.if:                                    ; preds = %B132.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139721402515072, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B132.endif.endif:                                 ; preds = %B132.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %37 = bitcast i8* %.5.i to i8**
  %.6.i = load i8*, i8** %37, align 8
  %.181 = bitcast double* %arg.a.4 to i8*
  %.182 = mul i64 %arg.a.3, %arg.a.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i, i8* align 1 %.181, i64 %.182, i1 false)
  tail call void @NRT_decref(i8* %arg.a.0)
  %.199 = icmp eq i64 %arg.a.5.0, 0
  br i1 %.199, label %B184, label %B188

B358.endif:                                       ; preds = %B188
  %.39553.not = icmp slt i64 %arg.a.5.0, 1
  br i1 %.39553.not, label %B412, label %B390.endif.else.endif.endif.endif.preheader

B390.endif.else.endif.endif.endif.preheader:      ; preds = %B358.endif
  %38 = icmp eq i64 %arg.a.5.0, 1
  br i1 %38, label %B390.endif.else.endif.endif.endif.epil, label %B390.endif.else.endif.endif.endif.preheader.new

B390.endif.else.endif.endif.endif.preheader.new:  ; preds = %B390.endif.else.endif.endif.endif.preheader
  %unroll_iter71 = and i64 %arg.a.5.0, -2
  %39 = shl i64 %arg.a.5.0, 6
  %40 = shl i64 %arg.a.5.0, 3
  %41 = shl i64 %arg.a.5.0, 3
  %42 = shl i64 %arg.a.5.0, 4
  %43 = shl i64 %arg.a.5.0, 3
  %44 = shl i64 %arg.a.5.0, 3
  %45 = shl i64 %arg.a.5.0, 9
  br label %B390.endif.else.endif.endif.endif

B390.endif.endif:                                 ; preds = %B390.endif.else.endif.endif.endif.if, %B390.endif.else.endif.endif.endif
  %.626.sroa.13.0 = phi i64 [ %arg.a.5.0, %B390.endif.else.endif.endif.endif.if ], [ %.339.054, %B390.endif.else.endif.endif.endif ]
  %.7542.not = icmp sgt i64 %.626.sroa.13.0, 0
  br i1 %.7542.not, label %.723.endif.preheader60, label %.723.if, !prof !41

.723.endif.preheader60:                           ; preds = %B390.endif.endif
  %46 = add i64 %smin, -1
  %47 = and i64 %smin, 7
  %lcmp.mod64.not = icmp eq i64 %47, 0
  br i1 %lcmp.mod64.not, label %.723.endif.prol.loopexit, label %.723.endif.prol.preheader

.723.endif.prol.preheader:                        ; preds = %.723.endif.preheader60
  %48 = shl i64 %.339.054, 3
  %scevgep165 = getelementptr i8, i8* %.6.i, i64 %48
  br label %.723.endif.prol

.723.endif.prol:                                  ; preds = %.723.endif.prol, %.723.endif.prol.preheader
  %lsr.iv37 = phi i64 [ %lsr.iv.next38, %.723.endif.prol ], [ %94, %.723.endif.prol.preheader ]
  %lsr.iv166 = phi i8* [ %scevgep165, %.723.endif.prol.preheader ], [ %scevgep1688, %.723.endif.prol ]
  %lsr.iv166169 = bitcast i8* %lsr.iv166 to double*
  store double 0.000000e+00, double* %lsr.iv166169, align 8
  %scevgep1688 = getelementptr i8, i8* %lsr.iv166, i64 %.113
  %lsr.iv.next38 = add nsw i64 %lsr.iv37, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next38, 0
  br i1 %prol.iter.cmp.not, label %.723.endif.prol.loopexit, label %.723.endif.prol, !prof !38, !llvm.loop !42

.723.endif.prol.loopexit:                         ; preds = %.723.endif.prol, %.723.endif.preheader60
  %.719.03.unr = phi i64 [ 0, %.723.endif.preheader60 ], [ %103, %.723.endif.prol ]
  %49 = icmp ult i64 %46, 7
  br i1 %49, label %.723.if, label %.723.endif.preheader79

.723.endif.preheader79:                           ; preds = %.723.endif.prol.loopexit
  %50 = sub i64 %smin, %.719.03.unr
  %xtraiter = and i64 %101, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %.723.endif.prol.loopexit20, label %.723.endif.prol22.preheader

.723.endif.prol22.preheader:                      ; preds = %.723.endif.preheader79
  br label %.723.endif.prol22

.723.endif.prol22:                                ; preds = %.723.endif.prol22.preheader, %.723.endif.prol22
  %lsr.iv44 = phi i64 [ 0, %.723.endif.prol22.preheader ], [ %lsr.iv.next45, %.723.endif.prol22 ]
  %lsr.iv174.prol = phi i8* [ %scevgep1769.prol, %.723.endif.prol22 ], [ %.6.i, %.723.endif.prol22.preheader ]
  %sunkaddr = mul i64 %84, 8
  %sunkaddr347 = getelementptr i8, i8* %lsr.iv174.prol, i64 %sunkaddr
  %51 = bitcast i8* %sunkaddr347 to double*
  store double 0.000000e+00, double* %51, align 8
  %scevgep40 = getelementptr i8, i8* %lsr.iv174.prol, i64 %82
  %scevgep4041 = bitcast i8* %scevgep40 to double*
  store double 0.000000e+00, double* %scevgep4041, align 8
  %uglygep47 = getelementptr i8, i8* %scevgep40, i64 %.113
  %uglygep4748 = bitcast i8* %uglygep47 to double*
  store double 0.000000e+00, double* %uglygep4748, align 8
  %uglygep49 = getelementptr i8, i8* %uglygep47, i64 %.113
  %uglygep4950 = bitcast i8* %uglygep49 to double*
  store double 0.000000e+00, double* %uglygep4950, align 8
  %uglygep51 = getelementptr i8, i8* %uglygep49, i64 %.113
  %uglygep5152 = bitcast i8* %uglygep51 to double*
  store double 0.000000e+00, double* %uglygep5152, align 8
  %uglygep53 = getelementptr i8, i8* %uglygep51, i64 %.113
  %uglygep5354 = bitcast i8* %uglygep53 to double*
  store double 0.000000e+00, double* %uglygep5354, align 8
  %uglygep55 = getelementptr i8, i8* %uglygep53, i64 %.113
  %uglygep5556 = bitcast i8* %uglygep55 to double*
  store double 0.000000e+00, double* %uglygep5556, align 8
  %uglygep57 = getelementptr i8, i8* %uglygep55, i64 %.113
  %uglygep5758 = bitcast i8* %uglygep57 to double*
  store double 0.000000e+00, double* %uglygep5758, align 8
  %scevgep1769.prol = getelementptr i8, i8* %lsr.iv174.prol, i64 %39
  %lsr.iv.next45 = add nuw nsw i64 %lsr.iv44, 8
  %prol.iter.cmp.not29 = icmp eq i64 %90, %lsr.iv.next45
  br i1 %prol.iter.cmp.not29, label %.723.endif.prol.loopexit20.loopexit, label %.723.endif.prol22, !prof !38, !llvm.loop !53

.723.endif.prol.loopexit20.loopexit:              ; preds = %.723.endif.prol22
  %52 = sub i64 %92, %lsr.iv.next45
  br label %.723.endif.prol.loopexit20

.723.endif.prol.loopexit20:                       ; preds = %.723.endif.prol.loopexit20.loopexit, %.723.endif.preheader79
  %lsr.iv174.unr = phi i8* [ %.6.i, %.723.endif.preheader79 ], [ %scevgep1769.prol, %.723.endif.prol.loopexit20.loopexit ]
  %lsr.iv172.unr = phi i64 [ %50, %.723.endif.preheader79 ], [ %52, %.723.endif.prol.loopexit20.loopexit ]
  %53 = icmp ult i64 %99, 56
  br i1 %53, label %.723.if, label %.723.endif.preheader

.723.endif.preheader:                             ; preds = %.723.endif.prol.loopexit20
  br label %.723.endif

B390.endif.else.endif.endif.endif:                ; preds = %.723.if.1, %B390.endif.else.endif.endif.endif.preheader.new
  %indvar = phi i64 [ %indvar.next, %.723.if.1 ], [ 0, %B390.endif.else.endif.endif.endif.preheader.new ]
  %lsr.iv241 = phi i64 [ %lsr.iv.next242, %.723.if.1 ], [ 8, %B390.endif.else.endif.endif.endif.preheader.new ]
  %lsr.iv202 = phi i64 [ %lsr.iv.next203, %.723.if.1 ], [ 1, %B390.endif.else.endif.endif.endif.preheader.new ]
  %lsr.iv179 = phi i64 [ %lsr.iv.next180, %.723.if.1 ], [ 0, %B390.endif.else.endif.endif.endif.preheader.new ]
  %.339.054 = phi i64 [ %.408.1, %.723.if.1 ], [ 0, %B390.endif.else.endif.endif.endif.preheader.new ]
  %smin212 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv202)
  %54 = trunc i64 %smin212 to i3
  %55 = zext i3 %54 to i64
  %56 = mul i64 %44, %55
  %smin191 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv202)
  %57 = trunc i64 %smin191 to i3
  %58 = zext i3 %57 to i64
  %59 = mul i64 %43, %58
  %scevgep192 = getelementptr i8, i8* %.6.i, i64 %59
  %smin197 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv202)
  %60 = add i64 %smin197, -8
  %61 = lshr i64 %60, 3
  %62 = trunc i64 %61 to i3
  %63 = add i3 %62, 1
  %64 = zext i3 %63 to i64
  %65 = shl nuw nsw i64 %64, 3
  %66 = lshr i64 %smin191, 3
  %67 = shl nuw i64 %66, 3
  %smin188 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv202)
  %68 = trunc i64 %smin188 to i3
  %69 = zext i3 %68 to i64
  %smin59 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.054)
  %70 = trunc i64 %smin59 to i3
  %71 = zext i3 %70 to i64
  %72 = add nuw nsw i64 %71, 1
  %73 = mul i64 %41, %72
  %74 = add i64 %lsr.iv179, %73
  %75 = mul i64 %arg.a.5.0, %71
  %76 = add i64 %.339.054, %75
  %77 = shl i64 %76, 3
  %smin39 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.054)
  %78 = trunc i64 %smin39 to i3
  %79 = zext i3 %78 to i64
  %80 = add nuw nsw i64 %79, 1
  %81 = mul i64 %40, %80
  %82 = add i64 %lsr.iv179, %81
  %83 = mul i64 %arg.a.5.0, %79
  %84 = add i64 %.339.054, %83
  %smin46 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.054)
  %85 = add i64 %smin46, -8
  %86 = lshr i64 %85, 3
  %87 = trunc i64 %86 to i3
  %88 = add i3 %87, 1
  %89 = zext i3 %88 to i64
  %90 = shl nuw nsw i64 %89, 3
  %91 = lshr i64 %smin39, 3
  %92 = shl nuw i64 %91, 3
  %smin36 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.054)
  %93 = trunc i64 %smin36 to i3
  %94 = zext i3 %93 to i64
  %smin25 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv202)
  %95 = add i64 %smin25, -8
  %96 = lshr i64 %95, 3
  %97 = add nuw nsw i64 %96, 1
  %98 = shl i64 %indvar, 1
  %smin21 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %98)
  %99 = add i64 %smin21, -8
  %100 = lshr i64 %99, 3
  %101 = add nuw nsw i64 %100, 1
  %smin18 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv202)
  %102 = and i64 %smin18, 7
  %smin = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.054)
  %103 = and i64 %smin, 7
  %.408 = or i64 %.339.054, 1
  %.674.not = icmp slt i64 %.339.054, %arg.a.5.0
  br i1 %.674.not, label %B390.endif.endif, label %B390.endif.else.endif.endif.endif.if, !prof !41

B390.endif.else.endif.endif.endif.if:             ; preds = %B390.endif.else.endif.endif.endif
  br label %B390.endif.endif

.723.if:                                          ; preds = %.723.endif, %.723.endif.prol.loopexit20, %.723.endif.prol.loopexit, %B390.endif.endif
  %smin62.1 = tail call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.408)
  %.408.1 = add nuw nsw i64 %.339.054, 2
  %104 = add i64 %smin62.1, -1
  %xtraiter63.1 = and i64 %smin62.1, 7
  %lcmp.mod64.1.not = icmp eq i64 %xtraiter63.1, 0
  br i1 %lcmp.mod64.1.not, label %.723.endif.prol.loopexit.1, label %.723.endif.prol.1.preheader

.723.endif.prol.1.preheader:                      ; preds = %.723.if
  %105 = shl i64 %lsr.iv202, 3
  %scevgep231 = getelementptr i8, i8* %.6.i, i64 %105
  br label %.723.endif.prol.1

.723.endif.prol.1:                                ; preds = %.723.endif.prol.1, %.723.endif.prol.1.preheader
  %lsr.iv189 = phi i64 [ %lsr.iv.next190, %.723.endif.prol.1 ], [ %69, %.723.endif.prol.1.preheader ]
  %lsr.iv232 = phi i8* [ %scevgep231, %.723.endif.prol.1.preheader ], [ %scevgep2345, %.723.endif.prol.1 ]
  %lsr.iv232235 = bitcast i8* %lsr.iv232 to double*
  store double 0.000000e+00, double* %lsr.iv232235, align 8
  %scevgep2345 = getelementptr i8, i8* %lsr.iv232, i64 %.113
  %lsr.iv.next190 = add nsw i64 %lsr.iv189, -1
  %prol.iter.cmp.1.not = icmp eq i64 %lsr.iv.next190, 0
  br i1 %prol.iter.cmp.1.not, label %.723.endif.prol.loopexit.1, label %.723.endif.prol.1, !prof !38, !llvm.loop !42

.723.endif.prol.loopexit.1:                       ; preds = %.723.endif.prol.1, %.723.if
  %.719.03.unr.1 = phi i64 [ 0, %.723.if ], [ %102, %.723.endif.prol.1 ]
  %106 = icmp ult i64 %104, 7
  br i1 %106, label %.723.if.1, label %.723.endif.1.preheader

.723.endif.1.preheader:                           ; preds = %.723.endif.prol.loopexit.1
  %107 = sub i64 %smin18, %.719.03.unr.1
  %xtraiter26 = and i64 %97, 7
  %lcmp.mod27.not = icmp eq i64 %xtraiter26, 0
  br i1 %lcmp.mod27.not, label %.723.endif.1.prol.loopexit, label %.723.endif.1.prol.preheader

.723.endif.1.prol.preheader:                      ; preds = %.723.endif.1.preheader
  br label %.723.endif.1.prol

.723.endif.1.prol:                                ; preds = %.723.endif.1.prol.preheader, %.723.endif.1.prol
  %lsr.iv195 = phi i64 [ 0, %.723.endif.1.prol.preheader ], [ %lsr.iv.next196, %.723.endif.1.prol ]
  %lsr.iv243.prol = phi i64 [ %lsr.iv.next244.prol, %.723.endif.1.prol ], [ %lsr.iv241, %.723.endif.1.prol.preheader ]
  %scevgep193 = getelementptr i8, i8* %scevgep192, i64 %lsr.iv243.prol
  %scevgep193194 = bitcast i8* %scevgep193 to double*
  store double 0.000000e+00, double* %scevgep193194, align 8
  %uglygep198 = getelementptr i8, i8* %scevgep193, i64 %.113
  %uglygep198199 = bitcast i8* %uglygep198 to double*
  store double 0.000000e+00, double* %uglygep198199, align 8
  %uglygep200 = getelementptr i8, i8* %uglygep198, i64 %.113
  %uglygep200201 = bitcast i8* %uglygep200 to double*
  store double 0.000000e+00, double* %uglygep200201, align 8
  %uglygep202 = getelementptr i8, i8* %uglygep200, i64 %.113
  %uglygep202203 = bitcast i8* %uglygep202 to double*
  store double 0.000000e+00, double* %uglygep202203, align 8
  %uglygep204 = getelementptr i8, i8* %uglygep202, i64 %.113
  %uglygep204205 = bitcast i8* %uglygep204 to double*
  store double 0.000000e+00, double* %uglygep204205, align 8
  %uglygep206 = getelementptr i8, i8* %uglygep204, i64 %.113
  %uglygep206207 = bitcast i8* %uglygep206 to double*
  store double 0.000000e+00, double* %uglygep206207, align 8
  %uglygep208 = getelementptr i8, i8* %uglygep206, i64 %.113
  %uglygep208209 = bitcast i8* %uglygep208 to double*
  store double 0.000000e+00, double* %uglygep208209, align 8
  %uglygep210 = getelementptr i8, i8* %uglygep208, i64 %.113
  %uglygep210211 = bitcast i8* %uglygep210 to double*
  store double 0.000000e+00, double* %uglygep210211, align 8
  %lsr.iv.next244.prol = add i64 %lsr.iv243.prol, %39
  %lsr.iv.next196 = add nuw nsw i64 %lsr.iv195, 8
  %prol.iter28.cmp.not = icmp eq i64 %65, %lsr.iv.next196
  br i1 %prol.iter28.cmp.not, label %.723.endif.1.prol.loopexit.loopexit, label %.723.endif.1.prol, !prof !38, !llvm.loop !54

.723.endif.1.prol.loopexit.loopexit:              ; preds = %.723.endif.1.prol
  %108 = sub i64 %67, %lsr.iv.next196
  br label %.723.endif.1.prol.loopexit

.723.endif.1.prol.loopexit:                       ; preds = %.723.endif.1.prol.loopexit.loopexit, %.723.endif.1.preheader
  %lsr.iv243.unr = phi i64 [ %lsr.iv241, %.723.endif.1.preheader ], [ %lsr.iv.next244.prol, %.723.endif.1.prol.loopexit.loopexit ]
  %lsr.iv238.unr = phi i64 [ %107, %.723.endif.1.preheader ], [ %108, %.723.endif.1.prol.loopexit.loopexit ]
  %109 = icmp ult i64 %95, 56
  br i1 %109, label %.723.if.1, label %.723.endif.1.preheader30

.723.endif.1.preheader30:                         ; preds = %.723.endif.1.prol.loopexit
  %110 = add i64 %lsr.iv243.unr, %56
  %scevgep213 = getelementptr i8, i8* %.6.i, i64 %110
  br label %.723.endif.1

.723.endif.1:                                     ; preds = %.723.endif.1.preheader30, %.723.endif.1
  %lsr.iv214 = phi i8* [ %scevgep213, %.723.endif.1.preheader30 ], [ %111, %.723.endif.1 ]
  %lsr.iv238 = phi i64 [ %lsr.iv.next239.7, %.723.endif.1 ], [ %lsr.iv238.unr, %.723.endif.1.preheader30 ]
  %lsr.iv214215 = bitcast i8* %lsr.iv214 to i1*
  %lsr.iv214217 = bitcast i8* %lsr.iv214 to double*
  store double 0.000000e+00, double* %lsr.iv214217, align 8
  %uglygep218 = getelementptr i8, i8* %lsr.iv214, i64 %.113
  %uglygep218219 = bitcast i8* %uglygep218 to double*
  store double 0.000000e+00, double* %uglygep218219, align 8
  %uglygep220 = getelementptr i8, i8* %uglygep218, i64 %.113
  %uglygep220221 = bitcast i8* %uglygep220 to double*
  store double 0.000000e+00, double* %uglygep220221, align 8
  %uglygep222 = getelementptr i8, i8* %uglygep220, i64 %.113
  %uglygep222223 = bitcast i8* %uglygep222 to double*
  store double 0.000000e+00, double* %uglygep222223, align 8
  %uglygep224 = getelementptr i8, i8* %uglygep222, i64 %.113
  %uglygep224225 = bitcast i8* %uglygep224 to double*
  store double 0.000000e+00, double* %uglygep224225, align 8
  %uglygep226 = getelementptr i8, i8* %uglygep224, i64 %.113
  %uglygep226227 = bitcast i8* %uglygep226 to double*
  store double 0.000000e+00, double* %uglygep226227, align 8
  %uglygep228 = getelementptr i8, i8* %uglygep226, i64 %.113
  %uglygep228229 = bitcast i8* %uglygep228 to double*
  store double 0.000000e+00, double* %uglygep228229, align 8
  %uglygep230 = getelementptr i8, i8* %uglygep228, i64 %.113
  %uglygep230231 = bitcast i8* %uglygep230 to double*
  store double 0.000000e+00, double* %uglygep230231, align 8
  %uglygep232 = getelementptr i8, i8* %uglygep230, i64 %.113
  %uglygep232233 = bitcast i8* %uglygep232 to double*
  store double 0.000000e+00, double* %uglygep232233, align 8
  %uglygep234 = getelementptr i8, i8* %uglygep232, i64 %.113
  %uglygep234235 = bitcast i8* %uglygep234 to double*
  store double 0.000000e+00, double* %uglygep234235, align 8
  %uglygep236 = getelementptr i8, i8* %uglygep234, i64 %.113
  %uglygep236237 = bitcast i8* %uglygep236 to double*
  store double 0.000000e+00, double* %uglygep236237, align 8
  %uglygep238 = getelementptr i8, i8* %uglygep236, i64 %.113
  %uglygep238239 = bitcast i8* %uglygep238 to double*
  store double 0.000000e+00, double* %uglygep238239, align 8
  %uglygep240 = getelementptr i8, i8* %uglygep238, i64 %.113
  %uglygep240241 = bitcast i8* %uglygep240 to double*
  store double 0.000000e+00, double* %uglygep240241, align 8
  %uglygep242 = getelementptr i8, i8* %uglygep240, i64 %.113
  %uglygep242243 = bitcast i8* %uglygep242 to double*
  store double 0.000000e+00, double* %uglygep242243, align 8
  %uglygep244 = getelementptr i8, i8* %uglygep242, i64 %.113
  %uglygep244245 = bitcast i8* %uglygep244 to double*
  store double 0.000000e+00, double* %uglygep244245, align 8
  %uglygep246 = getelementptr i8, i8* %uglygep244, i64 %.113
  %uglygep246247 = bitcast i8* %uglygep246 to double*
  store double 0.000000e+00, double* %uglygep246247, align 8
  %uglygep248 = getelementptr i8, i8* %uglygep246, i64 %.113
  %uglygep248249 = bitcast i8* %uglygep248 to double*
  store double 0.000000e+00, double* %uglygep248249, align 8
  %uglygep251 = getelementptr i8, i8* %uglygep248, i64 %.113
  %uglygep251252 = bitcast i8* %uglygep251 to double*
  store double 0.000000e+00, double* %uglygep251252, align 8
  %uglygep253 = getelementptr i8, i8* %uglygep251, i64 %.113
  %uglygep253254 = bitcast i8* %uglygep253 to double*
  store double 0.000000e+00, double* %uglygep253254, align 8
  %uglygep255 = getelementptr i8, i8* %uglygep253, i64 %.113
  %uglygep255256 = bitcast i8* %uglygep255 to double*
  store double 0.000000e+00, double* %uglygep255256, align 8
  %uglygep257 = getelementptr i8, i8* %uglygep255, i64 %.113
  %uglygep257258 = bitcast i8* %uglygep257 to double*
  store double 0.000000e+00, double* %uglygep257258, align 8
  %uglygep259 = getelementptr i8, i8* %uglygep257, i64 %.113
  %uglygep259260 = bitcast i8* %uglygep259 to double*
  store double 0.000000e+00, double* %uglygep259260, align 8
  %uglygep261 = getelementptr i8, i8* %uglygep259, i64 %.113
  %uglygep261262 = bitcast i8* %uglygep261 to double*
  store double 0.000000e+00, double* %uglygep261262, align 8
  %uglygep263 = getelementptr i8, i8* %uglygep261, i64 %.113
  %uglygep263264 = bitcast i8* %uglygep263 to double*
  store double 0.000000e+00, double* %uglygep263264, align 8
  %uglygep265 = getelementptr i8, i8* %uglygep263, i64 %.113
  %uglygep265266 = bitcast i8* %uglygep265 to double*
  store double 0.000000e+00, double* %uglygep265266, align 8
  %uglygep267 = getelementptr i8, i8* %uglygep265, i64 %.113
  %uglygep267268 = bitcast i8* %uglygep267 to double*
  store double 0.000000e+00, double* %uglygep267268, align 8
  %uglygep269 = getelementptr i8, i8* %uglygep267, i64 %.113
  %uglygep269270 = bitcast i8* %uglygep269 to double*
  store double 0.000000e+00, double* %uglygep269270, align 8
  %uglygep271 = getelementptr i8, i8* %uglygep269, i64 %.113
  %uglygep271272 = bitcast i8* %uglygep271 to double*
  store double 0.000000e+00, double* %uglygep271272, align 8
  %uglygep273 = getelementptr i8, i8* %uglygep271, i64 %.113
  %uglygep273274 = bitcast i8* %uglygep273 to double*
  store double 0.000000e+00, double* %uglygep273274, align 8
  %uglygep275 = getelementptr i8, i8* %uglygep273, i64 %.113
  %uglygep275276 = bitcast i8* %uglygep275 to double*
  store double 0.000000e+00, double* %uglygep275276, align 8
  %uglygep277 = getelementptr i8, i8* %uglygep275, i64 %.113
  %uglygep277278 = bitcast i8* %uglygep277 to double*
  store double 0.000000e+00, double* %uglygep277278, align 8
  %uglygep279 = getelementptr i8, i8* %uglygep277, i64 %.113
  %uglygep279280 = bitcast i8* %uglygep279 to double*
  store double 0.000000e+00, double* %uglygep279280, align 8
  %uglygep281 = getelementptr i8, i8* %uglygep279, i64 %.113
  %uglygep281282 = bitcast i8* %uglygep281 to double*
  store double 0.000000e+00, double* %uglygep281282, align 8
  %uglygep283 = getelementptr i8, i8* %uglygep281, i64 %.113
  %uglygep283284 = bitcast i8* %uglygep283 to double*
  store double 0.000000e+00, double* %uglygep283284, align 8
  %uglygep285 = getelementptr i8, i8* %uglygep283, i64 %.113
  %uglygep285286 = bitcast i8* %uglygep285 to double*
  store double 0.000000e+00, double* %uglygep285286, align 8
  %uglygep287 = getelementptr i8, i8* %uglygep285, i64 %.113
  %uglygep287288 = bitcast i8* %uglygep287 to double*
  store double 0.000000e+00, double* %uglygep287288, align 8
  %uglygep289 = getelementptr i8, i8* %uglygep287, i64 %.113
  %uglygep289290 = bitcast i8* %uglygep289 to double*
  store double 0.000000e+00, double* %uglygep289290, align 8
  %uglygep291 = getelementptr i8, i8* %uglygep289, i64 %.113
  %uglygep291292 = bitcast i8* %uglygep291 to double*
  store double 0.000000e+00, double* %uglygep291292, align 8
  %uglygep293 = getelementptr i8, i8* %uglygep291, i64 %.113
  %uglygep293294 = bitcast i8* %uglygep293 to double*
  store double 0.000000e+00, double* %uglygep293294, align 8
  %uglygep295 = getelementptr i8, i8* %uglygep293, i64 %.113
  %uglygep295296 = bitcast i8* %uglygep295 to double*
  store double 0.000000e+00, double* %uglygep295296, align 8
  %uglygep297 = getelementptr i8, i8* %uglygep295, i64 %.113
  %uglygep297298 = bitcast i8* %uglygep297 to double*
  store double 0.000000e+00, double* %uglygep297298, align 8
  %uglygep299 = getelementptr i8, i8* %uglygep297, i64 %.113
  %uglygep299300 = bitcast i8* %uglygep299 to double*
  store double 0.000000e+00, double* %uglygep299300, align 8
  %uglygep301 = getelementptr i8, i8* %uglygep299, i64 %.113
  %uglygep301302 = bitcast i8* %uglygep301 to double*
  store double 0.000000e+00, double* %uglygep301302, align 8
  %uglygep303 = getelementptr i8, i8* %uglygep301, i64 %.113
  %uglygep303304 = bitcast i8* %uglygep303 to double*
  store double 0.000000e+00, double* %uglygep303304, align 8
  %uglygep305 = getelementptr i8, i8* %uglygep303, i64 %.113
  %uglygep305306 = bitcast i8* %uglygep305 to double*
  store double 0.000000e+00, double* %uglygep305306, align 8
  %uglygep307 = getelementptr i8, i8* %uglygep305, i64 %.113
  %uglygep307308 = bitcast i8* %uglygep307 to double*
  store double 0.000000e+00, double* %uglygep307308, align 8
  %uglygep309 = getelementptr i8, i8* %uglygep307, i64 %.113
  %uglygep309310 = bitcast i8* %uglygep309 to double*
  store double 0.000000e+00, double* %uglygep309310, align 8
  %uglygep311 = getelementptr i8, i8* %uglygep309, i64 %.113
  %uglygep311312 = bitcast i8* %uglygep311 to double*
  store double 0.000000e+00, double* %uglygep311312, align 8
  %uglygep313 = getelementptr i8, i8* %uglygep311, i64 %.113
  %uglygep313314 = bitcast i8* %uglygep313 to double*
  store double 0.000000e+00, double* %uglygep313314, align 8
  %uglygep315 = getelementptr i8, i8* %uglygep313, i64 %.113
  %uglygep315316 = bitcast i8* %uglygep315 to double*
  store double 0.000000e+00, double* %uglygep315316, align 8
  %uglygep317 = getelementptr i8, i8* %uglygep315, i64 %.113
  %uglygep317318 = bitcast i8* %uglygep317 to double*
  store double 0.000000e+00, double* %uglygep317318, align 8
  %uglygep319 = getelementptr i8, i8* %uglygep317, i64 %.113
  %uglygep319320 = bitcast i8* %uglygep319 to double*
  store double 0.000000e+00, double* %uglygep319320, align 8
  %uglygep321 = getelementptr i8, i8* %uglygep319, i64 %.113
  %uglygep321322 = bitcast i8* %uglygep321 to double*
  store double 0.000000e+00, double* %uglygep321322, align 8
  %uglygep323 = getelementptr i8, i8* %uglygep321, i64 %.113
  %uglygep323324 = bitcast i8* %uglygep323 to double*
  store double 0.000000e+00, double* %uglygep323324, align 8
  %uglygep325 = getelementptr i8, i8* %uglygep323, i64 %.113
  %uglygep325326 = bitcast i8* %uglygep325 to double*
  store double 0.000000e+00, double* %uglygep325326, align 8
  %uglygep327 = getelementptr i8, i8* %uglygep325, i64 %.113
  %uglygep327328 = bitcast i8* %uglygep327 to double*
  store double 0.000000e+00, double* %uglygep327328, align 8
  %uglygep329 = getelementptr i8, i8* %uglygep327, i64 %.113
  %uglygep329330 = bitcast i8* %uglygep329 to double*
  store double 0.000000e+00, double* %uglygep329330, align 8
  %uglygep331 = getelementptr i8, i8* %uglygep329, i64 %.113
  %uglygep331332 = bitcast i8* %uglygep331 to double*
  store double 0.000000e+00, double* %uglygep331332, align 8
  %uglygep333 = getelementptr i8, i8* %uglygep331, i64 %.113
  %uglygep333334 = bitcast i8* %uglygep333 to double*
  store double 0.000000e+00, double* %uglygep333334, align 8
  %uglygep335 = getelementptr i8, i8* %uglygep333, i64 %.113
  %uglygep335336 = bitcast i8* %uglygep335 to double*
  store double 0.000000e+00, double* %uglygep335336, align 8
  %uglygep337 = getelementptr i8, i8* %uglygep335, i64 %.113
  %uglygep337338 = bitcast i8* %uglygep337 to double*
  store double 0.000000e+00, double* %uglygep337338, align 8
  %uglygep339 = getelementptr i8, i8* %uglygep337, i64 %.113
  %uglygep339340 = bitcast i8* %uglygep339 to double*
  store double 0.000000e+00, double* %uglygep339340, align 8
  %uglygep341 = getelementptr i8, i8* %uglygep339, i64 %.113
  %uglygep341342 = bitcast i8* %uglygep341 to double*
  store double 0.000000e+00, double* %uglygep341342, align 8
  %uglygep343 = getelementptr i8, i8* %uglygep341, i64 %.113
  %uglygep343344 = bitcast i8* %uglygep343 to double*
  store double 0.000000e+00, double* %uglygep343344, align 8
  %lsr.iv.next239.7 = add i64 %lsr.iv238, -64
  %scevgep216 = getelementptr i1, i1* %lsr.iv214215, i64 %45
  %111 = bitcast i1* %scevgep216 to i8*
  %exitcond58.not.7.1.7 = icmp eq i64 %lsr.iv.next239.7, 0
  br i1 %exitcond58.not.7.1.7, label %.723.if.1, label %.723.endif.1, !prof !43, !llvm.loop !44

.723.if.1:                                        ; preds = %.723.endif.1, %.723.endif.1.prol.loopexit, %.723.endif.prol.loopexit.1
  %lsr.iv.next180 = add i64 %lsr.iv179, 16
  %lsr.iv.next203 = add nuw nsw i64 %lsr.iv202, 2
  %lsr.iv.next242 = add i64 %lsr.iv241, 16
  %indvar.next = add i64 %indvar, 1
  %niter72.ncmp.1 = icmp eq i64 %.408.1, %unroll_iter71
  br i1 %niter72.ncmp.1, label %B412.loopexit.unr-lcssa, label %B390.endif.else.endif.endif.endif

.723.endif:                                       ; preds = %.723.endif.preheader, %.723.endif
  %lsr.iv174 = phi i8* [ %scevgep1769.7, %.723.endif ], [ %lsr.iv174.unr, %.723.endif.preheader ]
  %lsr.iv172 = phi i64 [ %lsr.iv.next173.7, %.723.endif ], [ %lsr.iv172.unr, %.723.endif.preheader ]
  %scevgep62 = getelementptr i8, i8* %lsr.iv174, i64 %77
  %scevgep6263 = bitcast i8* %scevgep62 to double*
  store double 0.000000e+00, double* %scevgep6263, align 8
  %scevgep60 = getelementptr i8, i8* %lsr.iv174, i64 %74
  %scevgep6061 = bitcast i8* %scevgep60 to double*
  store double 0.000000e+00, double* %scevgep6061, align 8
  %uglygep78 = getelementptr i8, i8* %scevgep60, i64 %.113
  %uglygep7879 = bitcast i8* %uglygep78 to double*
  store double 0.000000e+00, double* %uglygep7879, align 8
  %uglygep80 = getelementptr i8, i8* %uglygep78, i64 %.113
  %uglygep8081 = bitcast i8* %uglygep80 to double*
  store double 0.000000e+00, double* %uglygep8081, align 8
  %uglygep82 = getelementptr i8, i8* %uglygep80, i64 %.113
  %uglygep8283 = bitcast i8* %uglygep82 to double*
  store double 0.000000e+00, double* %uglygep8283, align 8
  %uglygep84 = getelementptr i8, i8* %uglygep82, i64 %.113
  %uglygep8485 = bitcast i8* %uglygep84 to double*
  store double 0.000000e+00, double* %uglygep8485, align 8
  %uglygep86 = getelementptr i8, i8* %uglygep84, i64 %.113
  %uglygep8687 = bitcast i8* %uglygep86 to double*
  store double 0.000000e+00, double* %uglygep8687, align 8
  %uglygep88 = getelementptr i8, i8* %uglygep86, i64 %.113
  %uglygep8889 = bitcast i8* %uglygep88 to double*
  store double 0.000000e+00, double* %uglygep8889, align 8
  %scevgep1769 = getelementptr i8, i8* %lsr.iv174, i64 %39
  %uglygep64 = getelementptr i8, i8* %scevgep62, i64 %39
  %uglygep6465 = bitcast i8* %uglygep64 to double*
  store double 0.000000e+00, double* %uglygep6465, align 8
  %uglygep90 = getelementptr i8, i8* %uglygep88, i64 %42
  %uglygep9091 = bitcast i8* %uglygep90 to double*
  store double 0.000000e+00, double* %uglygep9091, align 8
  %uglygep92 = getelementptr i8, i8* %uglygep90, i64 %.113
  %uglygep9293 = bitcast i8* %uglygep92 to double*
  store double 0.000000e+00, double* %uglygep9293, align 8
  %uglygep94 = getelementptr i8, i8* %uglygep92, i64 %.113
  %uglygep9495 = bitcast i8* %uglygep94 to double*
  store double 0.000000e+00, double* %uglygep9495, align 8
  %uglygep96 = getelementptr i8, i8* %uglygep94, i64 %.113
  %uglygep9697 = bitcast i8* %uglygep96 to double*
  store double 0.000000e+00, double* %uglygep9697, align 8
  %uglygep98 = getelementptr i8, i8* %uglygep96, i64 %.113
  %uglygep9899 = bitcast i8* %uglygep98 to double*
  store double 0.000000e+00, double* %uglygep9899, align 8
  %uglygep100 = getelementptr i8, i8* %uglygep98, i64 %.113
  %uglygep100101 = bitcast i8* %uglygep100 to double*
  store double 0.000000e+00, double* %uglygep100101, align 8
  %uglygep102 = getelementptr i8, i8* %uglygep100, i64 %.113
  %uglygep102103 = bitcast i8* %uglygep102 to double*
  store double 0.000000e+00, double* %uglygep102103, align 8
  %scevgep1769.1 = getelementptr i8, i8* %scevgep1769, i64 %39
  %uglygep66 = getelementptr i8, i8* %uglygep64, i64 %39
  %uglygep6667 = bitcast i8* %uglygep66 to double*
  store double 0.000000e+00, double* %uglygep6667, align 8
  %uglygep104 = getelementptr i8, i8* %uglygep102, i64 %42
  %uglygep104105 = bitcast i8* %uglygep104 to double*
  store double 0.000000e+00, double* %uglygep104105, align 8
  %uglygep106 = getelementptr i8, i8* %uglygep104, i64 %.113
  %uglygep106107 = bitcast i8* %uglygep106 to double*
  store double 0.000000e+00, double* %uglygep106107, align 8
  %uglygep108 = getelementptr i8, i8* %uglygep106, i64 %.113
  %uglygep108109 = bitcast i8* %uglygep108 to double*
  store double 0.000000e+00, double* %uglygep108109, align 8
  %uglygep110 = getelementptr i8, i8* %uglygep108, i64 %.113
  %uglygep110111 = bitcast i8* %uglygep110 to double*
  store double 0.000000e+00, double* %uglygep110111, align 8
  %uglygep112 = getelementptr i8, i8* %uglygep110, i64 %.113
  %uglygep112113 = bitcast i8* %uglygep112 to double*
  store double 0.000000e+00, double* %uglygep112113, align 8
  %uglygep114 = getelementptr i8, i8* %uglygep112, i64 %.113
  %uglygep114115 = bitcast i8* %uglygep114 to double*
  store double 0.000000e+00, double* %uglygep114115, align 8
  %uglygep116 = getelementptr i8, i8* %uglygep114, i64 %.113
  %uglygep116117 = bitcast i8* %uglygep116 to double*
  store double 0.000000e+00, double* %uglygep116117, align 8
  %scevgep1769.2 = getelementptr i8, i8* %scevgep1769.1, i64 %39
  %uglygep68 = getelementptr i8, i8* %uglygep66, i64 %39
  %uglygep6869 = bitcast i8* %uglygep68 to double*
  store double 0.000000e+00, double* %uglygep6869, align 8
  %uglygep118 = getelementptr i8, i8* %uglygep116, i64 %42
  %uglygep118119 = bitcast i8* %uglygep118 to double*
  store double 0.000000e+00, double* %uglygep118119, align 8
  %uglygep120 = getelementptr i8, i8* %uglygep118, i64 %.113
  %uglygep120121 = bitcast i8* %uglygep120 to double*
  store double 0.000000e+00, double* %uglygep120121, align 8
  %uglygep122 = getelementptr i8, i8* %uglygep120, i64 %.113
  %uglygep122123 = bitcast i8* %uglygep122 to double*
  store double 0.000000e+00, double* %uglygep122123, align 8
  %uglygep124 = getelementptr i8, i8* %uglygep122, i64 %.113
  %uglygep124125 = bitcast i8* %uglygep124 to double*
  store double 0.000000e+00, double* %uglygep124125, align 8
  %uglygep126 = getelementptr i8, i8* %uglygep124, i64 %.113
  %uglygep126127 = bitcast i8* %uglygep126 to double*
  store double 0.000000e+00, double* %uglygep126127, align 8
  %uglygep128 = getelementptr i8, i8* %uglygep126, i64 %.113
  %uglygep128129 = bitcast i8* %uglygep128 to double*
  store double 0.000000e+00, double* %uglygep128129, align 8
  %uglygep130 = getelementptr i8, i8* %uglygep128, i64 %.113
  %uglygep130131 = bitcast i8* %uglygep130 to double*
  store double 0.000000e+00, double* %uglygep130131, align 8
  %scevgep1769.3 = getelementptr i8, i8* %scevgep1769.2, i64 %39
  %uglygep70 = getelementptr i8, i8* %uglygep68, i64 %39
  %uglygep7071 = bitcast i8* %uglygep70 to double*
  store double 0.000000e+00, double* %uglygep7071, align 8
  %uglygep132 = getelementptr i8, i8* %uglygep130, i64 %42
  %uglygep132133 = bitcast i8* %uglygep132 to double*
  store double 0.000000e+00, double* %uglygep132133, align 8
  %uglygep134 = getelementptr i8, i8* %uglygep132, i64 %.113
  %uglygep134135 = bitcast i8* %uglygep134 to double*
  store double 0.000000e+00, double* %uglygep134135, align 8
  %uglygep136 = getelementptr i8, i8* %uglygep134, i64 %.113
  %uglygep136137 = bitcast i8* %uglygep136 to double*
  store double 0.000000e+00, double* %uglygep136137, align 8
  %uglygep138 = getelementptr i8, i8* %uglygep136, i64 %.113
  %uglygep138139 = bitcast i8* %uglygep138 to double*
  store double 0.000000e+00, double* %uglygep138139, align 8
  %uglygep140 = getelementptr i8, i8* %uglygep138, i64 %.113
  %uglygep140141 = bitcast i8* %uglygep140 to double*
  store double 0.000000e+00, double* %uglygep140141, align 8
  %uglygep142 = getelementptr i8, i8* %uglygep140, i64 %.113
  %uglygep142143 = bitcast i8* %uglygep142 to double*
  store double 0.000000e+00, double* %uglygep142143, align 8
  %uglygep144 = getelementptr i8, i8* %uglygep142, i64 %.113
  %uglygep144145 = bitcast i8* %uglygep144 to double*
  store double 0.000000e+00, double* %uglygep144145, align 8
  %scevgep1769.4 = getelementptr i8, i8* %scevgep1769.3, i64 %39
  %uglygep72 = getelementptr i8, i8* %uglygep70, i64 %39
  %uglygep7273 = bitcast i8* %uglygep72 to double*
  store double 0.000000e+00, double* %uglygep7273, align 8
  %uglygep146 = getelementptr i8, i8* %uglygep144, i64 %42
  %uglygep146147 = bitcast i8* %uglygep146 to double*
  store double 0.000000e+00, double* %uglygep146147, align 8
  %uglygep148 = getelementptr i8, i8* %uglygep146, i64 %.113
  %uglygep148149 = bitcast i8* %uglygep148 to double*
  store double 0.000000e+00, double* %uglygep148149, align 8
  %uglygep150 = getelementptr i8, i8* %uglygep148, i64 %.113
  %uglygep150151 = bitcast i8* %uglygep150 to double*
  store double 0.000000e+00, double* %uglygep150151, align 8
  %uglygep152 = getelementptr i8, i8* %uglygep150, i64 %.113
  %uglygep152153 = bitcast i8* %uglygep152 to double*
  store double 0.000000e+00, double* %uglygep152153, align 8
  %uglygep154 = getelementptr i8, i8* %uglygep152, i64 %.113
  %uglygep154155 = bitcast i8* %uglygep154 to double*
  store double 0.000000e+00, double* %uglygep154155, align 8
  %uglygep156 = getelementptr i8, i8* %uglygep154, i64 %.113
  %uglygep156157 = bitcast i8* %uglygep156 to double*
  store double 0.000000e+00, double* %uglygep156157, align 8
  %uglygep158 = getelementptr i8, i8* %uglygep156, i64 %.113
  %uglygep158159 = bitcast i8* %uglygep158 to double*
  store double 0.000000e+00, double* %uglygep158159, align 8
  %scevgep1769.5 = getelementptr i8, i8* %scevgep1769.4, i64 %39
  %uglygep74 = getelementptr i8, i8* %uglygep72, i64 %39
  %uglygep7475 = bitcast i8* %uglygep74 to double*
  store double 0.000000e+00, double* %uglygep7475, align 8
  %uglygep160 = getelementptr i8, i8* %uglygep158, i64 %42
  %uglygep160161 = bitcast i8* %uglygep160 to double*
  store double 0.000000e+00, double* %uglygep160161, align 8
  %uglygep162 = getelementptr i8, i8* %uglygep160, i64 %.113
  %uglygep162163 = bitcast i8* %uglygep162 to double*
  store double 0.000000e+00, double* %uglygep162163, align 8
  %uglygep164 = getelementptr i8, i8* %uglygep162, i64 %.113
  %uglygep164165 = bitcast i8* %uglygep164 to double*
  store double 0.000000e+00, double* %uglygep164165, align 8
  %uglygep166 = getelementptr i8, i8* %uglygep164, i64 %.113
  %uglygep166167 = bitcast i8* %uglygep166 to double*
  store double 0.000000e+00, double* %uglygep166167, align 8
  %uglygep168 = getelementptr i8, i8* %uglygep166, i64 %.113
  %uglygep168169 = bitcast i8* %uglygep168 to double*
  store double 0.000000e+00, double* %uglygep168169, align 8
  %uglygep170 = getelementptr i8, i8* %uglygep168, i64 %.113
  %uglygep170171 = bitcast i8* %uglygep170 to double*
  store double 0.000000e+00, double* %uglygep170171, align 8
  %uglygep172 = getelementptr i8, i8* %uglygep170, i64 %.113
  %uglygep172173 = bitcast i8* %uglygep172 to double*
  store double 0.000000e+00, double* %uglygep172173, align 8
  %scevgep1769.6 = getelementptr i8, i8* %scevgep1769.5, i64 %39
  %uglygep76 = getelementptr i8, i8* %uglygep74, i64 %39
  %uglygep7677 = bitcast i8* %uglygep76 to double*
  store double 0.000000e+00, double* %uglygep7677, align 8
  %uglygep174 = getelementptr i8, i8* %uglygep172, i64 %42
  %uglygep174175 = bitcast i8* %uglygep174 to double*
  store double 0.000000e+00, double* %uglygep174175, align 8
  %uglygep176 = getelementptr i8, i8* %uglygep174, i64 %.113
  %uglygep176177 = bitcast i8* %uglygep176 to double*
  store double 0.000000e+00, double* %uglygep176177, align 8
  %uglygep178 = getelementptr i8, i8* %uglygep176, i64 %.113
  %uglygep178179 = bitcast i8* %uglygep178 to double*
  store double 0.000000e+00, double* %uglygep178179, align 8
  %uglygep180 = getelementptr i8, i8* %uglygep178, i64 %.113
  %uglygep180181 = bitcast i8* %uglygep180 to double*
  store double 0.000000e+00, double* %uglygep180181, align 8
  %uglygep182 = getelementptr i8, i8* %uglygep180, i64 %.113
  %uglygep182183 = bitcast i8* %uglygep182 to double*
  store double 0.000000e+00, double* %uglygep182183, align 8
  %uglygep184 = getelementptr i8, i8* %uglygep182, i64 %.113
  %uglygep184185 = bitcast i8* %uglygep184 to double*
  store double 0.000000e+00, double* %uglygep184185, align 8
  %uglygep186 = getelementptr i8, i8* %uglygep184, i64 %.113
  %uglygep186187 = bitcast i8* %uglygep186 to double*
  store double 0.000000e+00, double* %uglygep186187, align 8
  %lsr.iv.next173.7 = add i64 %lsr.iv172, -64
  %scevgep1769.7 = getelementptr i8, i8* %scevgep1769.6, i64 %39
  %exitcond58.not.7.7 = icmp eq i64 %lsr.iv.next173.7, 0
  br i1 %exitcond58.not.7.7, label %.723.if, label %.723.endif, !prof !43, !llvm.loop !44
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !2

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
  br i1 %.4, label %common.ret, label %.3.endif, !prof !2

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret, !prof !2

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

declare i32 @numba_xxpotrf(i8, i8, i64, double*, i64) local_unnamed_addr

declare i32 @numba_fatal_error() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smin.i64(i64, i64) #0

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }
attributes #4 = { argmemonly mustprogress nocallback nofree nounwind willreturn }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = !{!"branch_weights", i32 1, i32 99}
!3 = !{!4, !6, !7, !9, !10, !12}
!4 = distinct !{!4, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!5 = distinct !{!5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!6 = distinct !{!6, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!7 = distinct !{!7, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!8 = distinct !{!8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!9 = distinct !{!9, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!10 = distinct !{!10, !11, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29: %retptr"}
!11 = distinct !{!11, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29"}
!12 = distinct !{!12, !11, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29: %excinfo"}
!13 = !{!14, !16, !17, !19, !20, !22}
!14 = distinct !{!14, !15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!15 = distinct !{!15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!16 = distinct !{!16, !15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!17 = distinct !{!17, !18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!18 = distinct !{!18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!19 = distinct !{!19, !18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!20 = distinct !{!20, !21, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29: %retptr"}
!21 = distinct !{!21, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29"}
!22 = distinct !{!22, !21, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29: %excinfo"}
!23 = !{!20, !22}
!24 = !{i1 true}
!25 = !{!10, !12}
!26 = distinct !{!26, !1}
!27 = !{!28, !30, !31, !33}
!28 = distinct !{!28, !29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!29 = distinct !{!29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!30 = distinct !{!30, !29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!31 = distinct !{!31, !32, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!32 = distinct !{!32, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!33 = distinct !{!33, !32, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!34 = distinct !{!34, !1}
!35 = !{!36}
!36 = distinct !{!36, !37, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v22B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!37 = distinct !{!37, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v22B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!38 = !{!"branch_weights", i32 1, i32 7}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1}
!41 = !{!"branch_weights", i32 99, i32 1}
!42 = distinct !{!42, !1}
!43 = !{!"branch_weights", i32 1, i32 3}
!44 = distinct !{!44, !45}
!45 = !{!"llvm.loop.isvectorized", i32 1}
!46 = !{!47, !49, !50, !52}
!47 = distinct !{!47, !48, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!48 = distinct !{!48, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!49 = distinct !{!49, !48, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!50 = distinct !{!50, !51, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!51 = distinct !{!51, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!52 = distinct !{!52, !51, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!53 = distinct !{!53, !1}
!54 = distinct !{!54, !1}
