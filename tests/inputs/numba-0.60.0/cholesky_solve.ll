; ModuleID = 'cholesky_solve'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140269853252416 = internal constant [69 x i8] c"\80\04\95:\00\00\00\00\00\00\00\8C\08builtins\94\8C\11ZeroDivisionError\94\93\94\8C\10division by zero\94\85\94N\87\94."
@.const.pickledata.140269853252416.sha1 = internal constant [20 x i8] c"\B2\80\08\A0\F8\8B\AD_\F0\F0$>\84\DA\B9\0C\AB\19\B3f"
@.const.picklebuf.140269853252416 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([69 x i8], [69 x i8]* @.const.pickledata.140269853252416, i32 0, i32 0), i32 69, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269853252416.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.cholesky_solve = internal constant [15 x i8] c"cholesky_solve\00"
@_ZN08NumbaEnv7kernels14cholesky_solveB3v54B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels14cholesky_solveB3v54B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [168 x i8] c"missing Environment: _ZN08NumbaEnv7kernels14cholesky_solveB3v54B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f931eb4b950>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f931eb4b950>\00"
@_ZN08NumbaEnv5numba2np6linalg8cho_impl12_3clocals_3e8cho_implB3v51B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140269924136320 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C.Last 2 dimensions of the array must be square.\94\85\94\8C\08cho_impl\94\8C\12numba/np/linalg.py\94M\E0\03\87\94\87\94."
@.const.pickledata.140269924136320.sha1 = internal constant [20 x i8] c"=\99vp\BD\C9\B2\05>&\0F\D6\BD\86O\DE\A4\E3\12;"
@.const.picklebuf.140269924136320 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.140269924136320, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269924136320.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269927762496 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269927762496.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269927762496 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269927762496, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269927762496.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269853992128 = internal constant [82 x i8] c"\80\04\95G\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\08cho_impl\94\8C\12numba/np/linalg.py\94M\F1\03\87\94\87\94."
@.const.pickledata.140269853992128.sha1 = internal constant [20 x i8] c"\F5\E0\8B\D3n\C5\80\AD\12 \00\F6\04\99\9A\E5I\A9w\C3"
@.const.picklebuf.140269853992128 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([82 x i8], [82 x i8]* @.const.pickledata.140269853992128, i32 0, i32 0), i32 82, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269853992128.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269925139520 = internal constant [119 x i8] c"\80\04\95l\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C Matrix is not positive definite.\94\85\94\8C\08cho_impl\94\8C\12numba/np/linalg.py\94M\F3\03\87\94\87\94."
@.const.pickledata.140269925139520.sha1 = internal constant [20 x i8] c"aM\0B\D9\FAx\9C\E7F\BFZ\9D\1F;\A8*\A2pZ\FD"
@.const.picklebuf.140269925139520 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([119 x i8], [119 x i8]* @.const.pickledata.140269925139520, i32 0, i32 0), i32 119, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269925139520.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_SystemError = external global i8
@.const.pickledata.140269930043392 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v55B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140269924282176 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140269924282176.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140269924282176 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140269924282176, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269924282176.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269853994880 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269853994880.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269853994880 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269853994880, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269853994880.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269930043392.12 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1.13 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392.11 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392.12, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1.13, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f931ec63490B3v56B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7numbers14int_power_impl12_3clocals_3e9int_powerB3v22B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEdx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v23B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140269930043392.21 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1.22 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392.20 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392.21, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1.22, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v24B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v25B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels14cholesky_solveB3v54B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* nocapture readonly %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.b.0, i8* nocapture readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, double* nocapture readonly %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0) local_unnamed_addr {
entry:
  %.36 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.fca.0.gep506598 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.36 to i8**
  %.fca.4.gep510 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.36, i64 0, i32 4
  %.fca.5.0.gep511 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.36, i64 0, i32 5, i64 0
  %.fca.5.1.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.36, i64 0, i32 5, i64 1
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  tail call void @NRT_incref(i8* %arg.A.0)
  tail call void @NRT_incref(i8* %arg.b.0)
  %0 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.36 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false)
  %.44 = call i32 @_ZN5numba2np6linalg8cho_impl12_3clocals_3e8cho_implB3v51B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.36, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1)
  %.54.fca.0.load = load i8*, i8** %.fca.0.gep506598, align 8
  %.54.fca.4.load = load double*, double** %.fca.4.gep510, align 8
  %.54.fca.5.0.load = load i64, i64* %.fca.5.0.gep511, align 8
  %.54.fca.5.1.load = load i64, i64* %.fca.5.1.gep, align 8
  switch i32 %.44, label %B0.if [
    i32 -2, label %B0.endif
    i32 0, label %B0.endif
  ]

B214:                                             ; preds = %B214, %B214.lr.ph.new
  %s.4.193 = phi double [ %.301, %B214.lr.ph.new ], [ %.510.7, %B214 ]
  %.329.091 = phi i64 [ 0, %B214.lr.ph.new ], [ %.398.7, %B214 ]
  %scevgep570 = getelementptr double, double* %lsr.iv554, i64 %.329.091
  %scevgep571 = getelementptr double, double* %scevgep570, i64 -7
  %.475 = load double, double* %scevgep571, align 8
  %sunkaddr = mul i64 %.329.091, 8
  %1 = bitcast double* %.6.i1.i14 to i8*
  %sunkaddr599 = getelementptr i8, i8* %1, i64 %sunkaddr
  %2 = bitcast i8* %sunkaddr599 to double*
  %.507 = load double, double* %2, align 8
  %.508 = fmul double %.475, %.507
  %.510 = fsub double %s.4.193, %.508
  %scevgep567 = getelementptr double, double* %lsr.iv554, i64 %.329.091
  %scevgep568 = getelementptr double, double* %scevgep567, i64 -6
  %.475.1 = load double, double* %scevgep568, align 8
  %sunkaddr600 = mul i64 %.329.091, 8
  %3 = bitcast double* %.6.i1.i14 to i8*
  %sunkaddr601 = getelementptr i8, i8* %3, i64 %sunkaddr600
  %sunkaddr602 = getelementptr i8, i8* %sunkaddr601, i64 8
  %4 = bitcast i8* %sunkaddr602 to double*
  %.507.1 = load double, double* %4, align 8
  %.508.1 = fmul double %.475.1, %.507.1
  %.510.1 = fsub double %.510, %.508.1
  %scevgep565 = getelementptr double, double* %lsr.iv554, i64 %.329.091
  %scevgep566 = getelementptr double, double* %scevgep565, i64 -5
  %.475.2 = load double, double* %scevgep566, align 8
  %sunkaddr603 = mul i64 %.329.091, 8
  %5 = bitcast double* %.6.i1.i14 to i8*
  %sunkaddr604 = getelementptr i8, i8* %5, i64 %sunkaddr603
  %sunkaddr605 = getelementptr i8, i8* %sunkaddr604, i64 16
  %6 = bitcast i8* %sunkaddr605 to double*
  %.507.2 = load double, double* %6, align 8
  %.508.2 = fmul double %.475.2, %.507.2
  %.510.2 = fsub double %.510.1, %.508.2
  %scevgep563 = getelementptr double, double* %lsr.iv554, i64 %.329.091
  %scevgep564 = getelementptr double, double* %scevgep563, i64 -4
  %.475.3 = load double, double* %scevgep564, align 8
  %sunkaddr606 = mul i64 %.329.091, 8
  %7 = bitcast double* %.6.i1.i14 to i8*
  %sunkaddr607 = getelementptr i8, i8* %7, i64 %sunkaddr606
  %sunkaddr608 = getelementptr i8, i8* %sunkaddr607, i64 24
  %8 = bitcast i8* %sunkaddr608 to double*
  %.507.3 = load double, double* %8, align 8
  %.508.3 = fmul double %.475.3, %.507.3
  %.510.3 = fsub double %.510.2, %.508.3
  %scevgep561 = getelementptr double, double* %lsr.iv554, i64 %.329.091
  %scevgep562 = getelementptr double, double* %scevgep561, i64 -3
  %.475.4 = load double, double* %scevgep562, align 8
  %sunkaddr609 = mul i64 %.329.091, 8
  %9 = bitcast double* %.6.i1.i14 to i8*
  %sunkaddr610 = getelementptr i8, i8* %9, i64 %sunkaddr609
  %sunkaddr611 = getelementptr i8, i8* %sunkaddr610, i64 32
  %10 = bitcast i8* %sunkaddr611 to double*
  %.507.4 = load double, double* %10, align 8
  %.508.4 = fmul double %.475.4, %.507.4
  %.510.4 = fsub double %.510.3, %.508.4
  %scevgep559 = getelementptr double, double* %lsr.iv554, i64 %.329.091
  %scevgep560 = getelementptr double, double* %scevgep559, i64 -2
  %.475.5 = load double, double* %scevgep560, align 8
  %sunkaddr612 = mul i64 %.329.091, 8
  %11 = bitcast double* %.6.i1.i14 to i8*
  %sunkaddr613 = getelementptr i8, i8* %11, i64 %sunkaddr612
  %sunkaddr614 = getelementptr i8, i8* %sunkaddr613, i64 40
  %12 = bitcast i8* %sunkaddr614 to double*
  %.507.5 = load double, double* %12, align 8
  %.508.5 = fmul double %.475.5, %.507.5
  %.510.5 = fsub double %.510.4, %.508.5
  %scevgep557 = getelementptr double, double* %lsr.iv554, i64 %.329.091
  %scevgep558 = getelementptr double, double* %scevgep557, i64 -1
  %.475.6 = load double, double* %scevgep558, align 8
  %sunkaddr615 = mul i64 %.329.091, 8
  %13 = bitcast double* %.6.i1.i14 to i8*
  %sunkaddr616 = getelementptr i8, i8* %13, i64 %sunkaddr615
  %sunkaddr617 = getelementptr i8, i8* %sunkaddr616, i64 48
  %14 = bitcast i8* %sunkaddr617 to double*
  %.507.6 = load double, double* %14, align 8
  %.508.6 = fmul double %.475.6, %.507.6
  %.510.6 = fsub double %.510.5, %.508.6
  %.398.7 = add nuw i64 %.329.091, 8
  %scevgep569 = getelementptr double, double* %lsr.iv554, i64 %.329.091
  %.475.7 = load double, double* %scevgep569, align 8
  %sunkaddr618 = mul i64 %.329.091, 8
  %15 = bitcast double* %.6.i1.i14 to i8*
  %sunkaddr619 = getelementptr i8, i8* %15, i64 %sunkaddr618
  %sunkaddr620 = getelementptr i8, i8* %sunkaddr619, i64 56
  %16 = bitcast i8* %sunkaddr620 to double*
  %.507.7 = load double, double* %16, align 8
  %.508.7 = fmul double %.475.7, %.507.7
  %.510.7 = fsub double %.510.6, %.508.7
  %niter128.ncmp.7 = icmp eq i64 %60, %.398.7
  br i1 %niter128.ncmp.7, label %B262.loopexit.unr-lcssa, label %B214

B262.loopexit.unr-lcssa:                          ; preds = %B214, %B214.lr.ph
  %.510.lcssa.ph = phi double [ undef, %B214.lr.ph ], [ %.510.7, %B214 ]
  %s.4.193.unr = phi double [ %.301, %B214.lr.ph ], [ %.510.7, %B214 ]
  %.329.091.unr = phi i64 [ 0, %B214.lr.ph ], [ %.398.7, %B214 ]
  %17 = and i64 %.174.096, 7
  %lcmp.mod125.not = icmp eq i64 %17, 0
  br i1 %lcmp.mod125.not, label %B262, label %B214.epil.preheader

B214.epil.preheader:                              ; preds = %B262.loopexit.unr-lcssa
  %scevgep588 = getelementptr double, double* %.6.i1.i14, i64 %.329.091.unr
  %scevgep593 = getelementptr double, double* %lsr.iv590, i64 %.329.091.unr
  br label %B214.epil

B214.epil:                                        ; preds = %B214.epil.preheader, %B214.epil
  %s.4.193.epil = phi double [ %.510.epil, %B214.epil ], [ %s.4.193.unr, %B214.epil.preheader ]
  %epil.iter124 = phi i64 [ %epil.iter124.next, %B214.epil ], [ 0, %B214.epil.preheader ]
  %scevgep594 = getelementptr double, double* %scevgep593, i64 %epil.iter124
  %.475.epil = load double, double* %scevgep594, align 8
  %scevgep589 = getelementptr double, double* %scevgep588, i64 %epil.iter124
  %.507.epil = load double, double* %scevgep589, align 8
  %.508.epil = fmul double %.475.epil, %.507.epil
  %.510.epil = fsub double %s.4.193.epil, %.508.epil
  %epil.iter124.next = add i64 %epil.iter124, 1
  %epil.iter124.cmp.not = icmp eq i64 %58, %epil.iter124.next
  br i1 %epil.iter124.cmp.not, label %B262, label %B214.epil, !llvm.loop !0

B262:                                             ; preds = %B214.epil, %B262.loopexit.unr-lcssa, %B164.endif
  %.566.pre-phi = phi i64 [ 0, %B164.endif ], [ %.470, %B262.loopexit.unr-lcssa ], [ %.470, %B214.epil ]
  %s.4.1.lcssa = phi double [ %.301, %B164.endif ], [ %.510.lcssa.ph, %B262.loopexit.unr-lcssa ], [ %.510.epil, %B214.epil ]
  %.569 = add i64 %.174.096, %.566.pre-phi
  %.570 = getelementptr double, double* %.54.fca.4.load, i64 %.569
  %.571 = load double, double* %.570, align 8
  %.575 = fcmp oeq double %.571, 0.000000e+00
  br i1 %.575, label %B262.if, label %B262.endif, !prof !2

B0.endif.endif.endif.i:                           ; preds = %B262.endif, %B0.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.b.0)
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.29.i8, i32 32), !noalias !3
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B296.if, label %B296.endif.endif.endif, !prof !2

B436:                                             ; preds = %B436.preheader130, %B436
  %lsr.iv550 = phi i64 [ %75, %B436.preheader130 ], [ %lsr.iv.next551, %B436 ]
  %lsr.iv548 = phi i64 [ %74, %B436.preheader130 ], [ %lsr.iv.next549, %B436 ]
  %s.5.184 = phi double [ %.1033.7, %B436 ], [ %s.5.184.unr, %B436.preheader130 ]
  %18 = add i64 %lsr.iv550, -7
  %.971 = icmp slt i64 %18, 0
  %.972 = select i1 %.971, i64 %.54.fca.5.0.load, i64 0
  %19 = add i64 %.972, %lsr.iv550
  %20 = add i64 %19, -7
  %.993 = mul i64 %20, %.54.fca.5.1.load
  %.996 = add i64 %.760, %.993
  %.997 = getelementptr double, double* %.54.fca.4.load, i64 %.996
  %.998 = load double, double* %.997, align 8
  %.1015 = select i1 %.971, i64 %arg.b.5.0, i64 0
  %21 = add i64 %.1015, %lsr.iv550
  %22 = add i64 %21, -7
  %.1029 = getelementptr double, double* %.6.i1.i, i64 %22
  %.1030 = load double, double* %.1029, align 8
  %.1031 = fmul double %.998, %.1030
  %.1033 = fsub double %s.5.184, %.1031
  %23 = add i64 %18, 1
  %.971.1 = icmp slt i64 %23, 0
  %.972.1 = select i1 %.971.1, i64 %.54.fca.5.0.load, i64 0
  %24 = add i64 %.972.1, %lsr.iv550
  %25 = add i64 %24, -6
  %.993.1 = mul i64 %25, %.54.fca.5.1.load
  %.996.1 = add i64 %.760, %.993.1
  %.997.1 = getelementptr double, double* %.54.fca.4.load, i64 %.996.1
  %.998.1 = load double, double* %.997.1, align 8
  %.1015.1 = select i1 %.971.1, i64 %arg.b.5.0, i64 0
  %26 = add i64 %.1015.1, %lsr.iv550
  %27 = add i64 %26, -6
  %.1029.1 = getelementptr double, double* %.6.i1.i, i64 %27
  %.1030.1 = load double, double* %.1029.1, align 8
  %.1031.1 = fmul double %.998.1, %.1030.1
  %.1033.1 = fsub double %.1033, %.1031.1
  %28 = add i64 %23, 1
  %.971.2 = icmp slt i64 %28, 0
  %.972.2 = select i1 %.971.2, i64 %.54.fca.5.0.load, i64 0
  %29 = add i64 %.972.2, %lsr.iv550
  %30 = add i64 %29, -5
  %.993.2 = mul i64 %30, %.54.fca.5.1.load
  %.996.2 = add i64 %.760, %.993.2
  %.997.2 = getelementptr double, double* %.54.fca.4.load, i64 %.996.2
  %.998.2 = load double, double* %.997.2, align 8
  %.1015.2 = select i1 %.971.2, i64 %arg.b.5.0, i64 0
  %31 = add i64 %.1015.2, %lsr.iv550
  %32 = add i64 %31, -5
  %.1029.2 = getelementptr double, double* %.6.i1.i, i64 %32
  %.1030.2 = load double, double* %.1029.2, align 8
  %.1031.2 = fmul double %.998.2, %.1030.2
  %.1033.2 = fsub double %.1033.1, %.1031.2
  %33 = add i64 %28, 1
  %.971.3 = icmp slt i64 %33, 0
  %.972.3 = select i1 %.971.3, i64 %.54.fca.5.0.load, i64 0
  %34 = add i64 %.972.3, %lsr.iv550
  %35 = add i64 %34, -4
  %.993.3 = mul i64 %35, %.54.fca.5.1.load
  %.996.3 = add i64 %.760, %.993.3
  %.997.3 = getelementptr double, double* %.54.fca.4.load, i64 %.996.3
  %.998.3 = load double, double* %.997.3, align 8
  %.1015.3 = select i1 %.971.3, i64 %arg.b.5.0, i64 0
  %36 = add i64 %.1015.3, %lsr.iv550
  %37 = add i64 %36, -4
  %.1029.3 = getelementptr double, double* %.6.i1.i, i64 %37
  %.1030.3 = load double, double* %.1029.3, align 8
  %.1031.3 = fmul double %.998.3, %.1030.3
  %.1033.3 = fsub double %.1033.2, %.1031.3
  %38 = add i64 %33, 1
  %.971.4 = icmp slt i64 %38, 0
  %.972.4 = select i1 %.971.4, i64 %.54.fca.5.0.load, i64 0
  %39 = add i64 %.972.4, %lsr.iv550
  %40 = add i64 %39, -3
  %.993.4 = mul i64 %40, %.54.fca.5.1.load
  %.996.4 = add i64 %.760, %.993.4
  %.997.4 = getelementptr double, double* %.54.fca.4.load, i64 %.996.4
  %.998.4 = load double, double* %.997.4, align 8
  %.1015.4 = select i1 %.971.4, i64 %arg.b.5.0, i64 0
  %41 = add i64 %.1015.4, %lsr.iv550
  %42 = add i64 %41, -3
  %.1029.4 = getelementptr double, double* %.6.i1.i, i64 %42
  %.1030.4 = load double, double* %.1029.4, align 8
  %.1031.4 = fmul double %.998.4, %.1030.4
  %.1033.4 = fsub double %.1033.3, %.1031.4
  %43 = add i64 %38, 1
  %.971.5 = icmp slt i64 %43, 0
  %.972.5 = select i1 %.971.5, i64 %.54.fca.5.0.load, i64 0
  %44 = add i64 %.972.5, %lsr.iv550
  %45 = add i64 %44, -2
  %.993.5 = mul i64 %45, %.54.fca.5.1.load
  %.996.5 = add i64 %.760, %.993.5
  %.997.5 = getelementptr double, double* %.54.fca.4.load, i64 %.996.5
  %.998.5 = load double, double* %.997.5, align 8
  %.1015.5 = select i1 %.971.5, i64 %arg.b.5.0, i64 0
  %46 = add i64 %.1015.5, %lsr.iv550
  %47 = add i64 %46, -2
  %.1029.5 = getelementptr double, double* %.6.i1.i, i64 %47
  %.1030.5 = load double, double* %.1029.5, align 8
  %.1031.5 = fmul double %.998.5, %.1030.5
  %.1033.5 = fsub double %.1033.4, %.1031.5
  %48 = add i64 %43, 1
  %.971.6 = icmp slt i64 %48, 0
  %.972.6 = select i1 %.971.6, i64 %.54.fca.5.0.load, i64 0
  %49 = add i64 %.972.6, %lsr.iv550
  %50 = add i64 %49, -1
  %.993.6 = mul i64 %50, %.54.fca.5.1.load
  %.996.6 = add i64 %.760, %.993.6
  %.997.6 = getelementptr double, double* %.54.fca.4.load, i64 %.996.6
  %.998.6 = load double, double* %.997.6, align 8
  %.1015.6 = select i1 %.971.6, i64 %arg.b.5.0, i64 0
  %51 = add i64 %.1015.6, %lsr.iv550
  %52 = add i64 %51, -1
  %.1029.6 = getelementptr double, double* %.6.i1.i, i64 %52
  %.1030.6 = load double, double* %.1029.6, align 8
  %.1031.6 = fmul double %.998.6, %.1030.6
  %.1033.6 = fsub double %.1033.5, %.1031.6
  %53 = add i64 %48, 1
  %.971.7 = icmp slt i64 %53, 0
  %.972.7 = select i1 %.971.7, i64 %.54.fca.5.0.load, i64 0
  %54 = add i64 %.972.7, %lsr.iv550
  %.993.7 = mul i64 %54, %.54.fca.5.1.load
  %.996.7 = add i64 %.760, %.993.7
  %.997.7 = getelementptr double, double* %.54.fca.4.load, i64 %.996.7
  %.998.7 = load double, double* %.997.7, align 8
  %.1015.7 = select i1 %.971.7, i64 %arg.b.5.0, i64 0
  %55 = add i64 %.1015.7, %lsr.iv550
  %.1029.7 = getelementptr double, double* %.6.i1.i, i64 %55
  %.1030.7 = load double, double* %.1029.7, align 8
  %.1031.7 = fmul double %.998.7, %.1030.7
  %.1033.7 = fsub double %.1033.6, %.1031.7
  %lsr.iv.next549 = add i64 %lsr.iv548, -8
  %lsr.iv.next551 = add i64 %lsr.iv550, 8
  %.908.7 = icmp sgt i64 %lsr.iv.next549, 8
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
  %excinfo.2.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140269924282176, %B0.endif ], [ @.const.picklebuf.140269853994880, %B0.endif.endif.i6 ], [ @.const.picklebuf.140269930043392.11, %B0.endif.endif.endif.i11 ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif.endif.i11
  %.5.i.i13 = getelementptr i8, i8* %.7.i.i.i9, i64 24
  %56 = bitcast i8* %.5.i.i13 to double**
  %.6.i1.i14 = load double*, double** %56, align 8, !noalias !23
  %.23095.not = icmp eq i64 %arg.b.5.0, 0
  br i1 %.23095.not, label %B0.endif.endif.endif.i, label %B164.endif.preheader

B164.endif.preheader:                             ; preds = %B0.endif.endif.endif
  %scevgep553 = getelementptr double, double* %.54.fca.4.load, i64 7
  %57 = shl i64 %.54.fca.5.1.load, 3
  br label %B164.endif

B164.endif:                                       ; preds = %B164.endif.preheader, %B262.endif
  %lsr.iv590 = phi double* [ %.54.fca.4.load, %B164.endif.preheader ], [ %66, %B262.endif ]
  %lsr.iv554 = phi double* [ %scevgep553, %B164.endif.preheader ], [ %65, %B262.endif ]
  %.174.096 = phi i64 [ %.243, %B262.endif ], [ 0, %B164.endif.preheader ]
  %lsr597 = trunc i64 %.174.096 to i3
  %58 = zext i3 %lsr597 to i64
  %59 = lshr i64 %.174.096, 3
  %60 = shl nuw nsw i64 %59, 3
  %.243 = add nuw nsw i64 %.174.096, 1
  %.300 = getelementptr double, double* %arg.b.4, i64 %.174.096
  %.301 = load double, double* %.300, align 8
  %.343.inv.not = icmp eq i64 %.174.096, 0
  br i1 %.343.inv.not, label %B262, label %B214.lr.ph

B214.lr.ph:                                       ; preds = %B164.endif
  %61 = add nsw i64 %.174.096, -1
  %.470 = mul i64 %.174.096, %.54.fca.5.1.load
  %62 = icmp ult i64 %61, 7
  br i1 %62, label %B262.loopexit.unr-lcssa, label %B214.lr.ph.new

B214.lr.ph.new:                                   ; preds = %B214.lr.ph
  br label %B214

B262.if:                                          ; preds = %B262
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269853252416, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !24
  br label %common.ret

B262.endif:                                       ; preds = %B262
  %63 = bitcast double* %lsr.iv554 to i1*
  %64 = bitcast double* %lsr.iv590 to i1*
  %.582 = fdiv double %s.4.1.lcssa, %.571
  %.614 = getelementptr double, double* %.6.i1.i14, i64 %.174.096
  store double %.582, double* %.614, align 8
  %scevgep556 = getelementptr i1, i1* %63, i64 %57
  %65 = bitcast i1* %scevgep556 to double*
  %scevgep592 = getelementptr i1, i1* %64, i64 %57
  %66 = bitcast i1* %scevgep592 to double*
  %exitcond101.not = icmp eq i64 %.243, %arg.b.5.0
  br i1 %exitcond101.not, label %B0.endif.endif.endif.i, label %B164.endif

B296.if:                                          ; preds = %B0.endif.endif.endif.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269930043392.11, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
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
  %.75088 = phi i64 [ %.760, %B484.endif ], [ %arg.b.5.0, %B378.endif.preheader ]
  %lsr552 = trunc i64 %indvar to i3
  %69 = zext i3 %lsr552 to i64
  %70 = mul nsw i64 %69, -1
  %71 = add i64 %indvar, -1
  %.760 = add nsw i64 %.75088, -1
  %.821 = getelementptr double, double* %.6.i1.i14, i64 %.760
  %.822 = load double, double* %.821, align 8
  %.865 = sub nuw nsw i64 %arg.b.5.0, %.75088
  %.866.inv.not = icmp eq i64 %.865, 0
  br i1 %.866.inv.not, label %B484, label %B436.preheader

B436.preheader:                                   ; preds = %B378.endif
  %xtraiter120 = and i64 %indvar, 7
  %lcmp.mod121.not = icmp eq i64 %xtraiter120, 0
  br i1 %lcmp.mod121.not, label %B436.prol.loopexit, label %B436.prol.preheader

B436.prol.preheader:                              ; preds = %B436.preheader
  br label %B436.prol

B436.prol:                                        ; preds = %B436.prol.preheader, %B436.prol
  %lsr.iv544 = phi i64 [ 0, %B436.prol.preheader ], [ %lsr.iv.next545, %B436.prol ]
  %s.5.184.prol = phi double [ %.1033.prol, %B436.prol ], [ %.822, %B436.prol.preheader ]
  %.852.082.prol = phi i64 [ %.921.prol, %B436.prol ], [ %.75088, %B436.prol.preheader ]
  %.921.prol = add i64 %.852.082.prol, 1
  %.971.prol = icmp slt i64 %.852.082.prol, 0
  %.972.prol = select i1 %.971.prol, i64 %.54.fca.5.0.load, i64 0
  %.973.prol = add i64 %.972.prol, %.852.082.prol
  %.993.prol = mul i64 %.973.prol, %.54.fca.5.1.load
  %.996.prol = add i64 %.760, %.993.prol
  %.997.prol = getelementptr double, double* %.54.fca.4.load, i64 %.996.prol
  %.998.prol = load double, double* %.997.prol, align 8
  %.1015.prol = select i1 %.971.prol, i64 %arg.b.5.0, i64 0
  %.1016.prol = add i64 %.1015.prol, %.852.082.prol
  %.1029.prol = getelementptr double, double* %.6.i1.i, i64 %.1016.prol
  %.1030.prol = load double, double* %.1029.prol, align 8
  %.1031.prol = fmul double %.998.prol, %.1030.prol
  %.1033.prol = fsub double %s.5.184.prol, %.1031.prol
  %lsr.iv.next545 = add nsw i64 %lsr.iv544, -1
  %prol.iter122.cmp.not = icmp eq i64 %70, %lsr.iv.next545
  br i1 %prol.iter122.cmp.not, label %B436.prol.loopexit.loopexit, label %B436.prol, !llvm.loop !26

B436.prol.loopexit.loopexit:                      ; preds = %B436.prol
  %72 = add i64 %indvar, %lsr.iv.next545
  br label %B436.prol.loopexit

B436.prol.loopexit:                               ; preds = %B436.prol.loopexit.loopexit, %B436.preheader
  %s.5.184.unr = phi double [ %.822, %B436.preheader ], [ %.1033.prol, %B436.prol.loopexit.loopexit ]
  %.90783.unr = phi i64 [ %.865, %B436.preheader ], [ %72, %B436.prol.loopexit.loopexit ]
  %.852.082.unr = phi i64 [ %.75088, %B436.preheader ], [ %.921.prol, %B436.prol.loopexit.loopexit ]
  %.1033.lcssa.unr = phi double [ undef, %B436.preheader ], [ %.1033.prol, %B436.prol.loopexit.loopexit ]
  %73 = icmp ult i64 %71, 7
  br i1 %73, label %B484, label %B436.preheader130

B436.preheader130:                                ; preds = %B436.prol.loopexit
  %74 = add i64 %.90783.unr, 8
  %75 = add i64 %.852.082.unr, 7
  br label %B436

B484.if:                                          ; preds = %B484
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269853252416, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !24
  br label %common.ret

B484.endif:                                       ; preds = %B484
  %.1105 = fdiv double %s.5.1.lcssa, %.1094
  %.1137 = getelementptr double, double* %.6.i1.i, i64 %.760
  store double %.1105, double* %.1137, align 8
  %indvar.next = add i64 %indvar, 1
  %.751 = icmp sgt i64 %.75088, 1
  br i1 %.751, label %B378.endif, label %B518.endif.endif.endif

B518.endif.endif.endif:                           ; preds = %B484.endif, %B296.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i9)
  tail call void @NRT_decref(i8* %.54.fca.0.load)
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.29.i8, i32 32), !noalias !27
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B518.endif.endif.endif.if, label %B518.endif.endif.endif.endif, !prof !2

B518.endif.endif.endif.if:                        ; preds = %B518.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269930043392.20, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B518.endif.endif.endif.endif:                     ; preds = %B518.endif.endif.endif
  %76 = icmp eq i64 %arg.b.5.0, 0
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %77 = bitcast i8* %.5.i to double**
  %.6.i31 = load double*, double** %77, align 8
  br i1 %76, label %for.end, label %for.body.preheader

for.body.preheader:                               ; preds = %B518.endif.endif.endif.endif
  %.1291.not = icmp eq i64 %arg.b.5.0, 1
  br i1 %.1291.not, label %for.end.thread, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader
  %min.iters.check = icmp ult i64 %arg.b.5.0, 32
  br i1 %min.iters.check, label %for.body.us.preheader111, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.us.preheader
  %scevgep = getelementptr double, double* %.6.i31, i64 %arg.b.5.0
  %scevgep106 = getelementptr double, double* %.6.i1.i, i64 %arg.b.5.0
  %bound0 = icmp ult double* %.6.i31, %scevgep106
  %bound1 = icmp ult double* %.6.i1.i, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.preheader111, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %arg.b.5.0, -32
  %78 = add i64 %n.vec, -32
  %79 = lshr exact i64 %78, 5
  %80 = add nuw nsw i64 %79, 1
  %xtraiter115 = and i64 %80, 7
  %81 = icmp ult i64 %78, 224
  br i1 %81, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter118 = and i64 %80, 1152921504606846968
  %scevgep350 = getelementptr double, double* %.6.i1.i, i64 248
  %scevgep446 = getelementptr double, double* %.6.i31, i64 248
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv542 = phi i64 [ %lsr.iv.next543, %vector.body ], [ %unroll_iter118, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %scevgep434 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep434435 = bitcast double* %scevgep434 to <8 x double>*
  %scevgep436 = getelementptr <8 x double>, <8 x double>* %scevgep434435, i64 -31
  %wide.load = load <8 x double>, <8 x double>* %scevgep436, align 8, !alias.scope !34
  %scevgep443 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep443444 = bitcast double* %scevgep443 to <8 x double>*
  %scevgep445 = getelementptr <8 x double>, <8 x double>* %scevgep443444, i64 -30
  %wide.load108 = load <8 x double>, <8 x double>* %scevgep445, align 8, !alias.scope !34
  %scevgep440 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep440441 = bitcast double* %scevgep440 to <8 x double>*
  %scevgep442 = getelementptr <8 x double>, <8 x double>* %scevgep440441, i64 -29
  %wide.load109 = load <8 x double>, <8 x double>* %scevgep442, align 8, !alias.scope !34
  %scevgep437 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep437438 = bitcast double* %scevgep437 to <8 x double>*
  %scevgep439 = getelementptr <8 x double>, <8 x double>* %scevgep437438, i64 -28
  %wide.load110 = load <8 x double>, <8 x double>* %scevgep439, align 8, !alias.scope !34
  %82 = fmul <8 x double> %wide.load, %wide.load
  %83 = fmul <8 x double> %wide.load108, %wide.load108
  %84 = fmul <8 x double> %wide.load109, %wide.load109
  %85 = fmul <8 x double> %wide.load110, %wide.load110
  %scevgep530 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep530531 = bitcast double* %scevgep530 to <8 x double>*
  %scevgep532 = getelementptr <8 x double>, <8 x double>* %scevgep530531, i64 -31
  store <8 x double> %82, <8 x double>* %scevgep532, align 8, !alias.scope !37, !noalias !34
  %scevgep539 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep539540 = bitcast double* %scevgep539 to <8 x double>*
  %scevgep541 = getelementptr <8 x double>, <8 x double>* %scevgep539540, i64 -30
  store <8 x double> %83, <8 x double>* %scevgep541, align 8, !alias.scope !37, !noalias !34
  %scevgep536 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep536537 = bitcast double* %scevgep536 to <8 x double>*
  %scevgep538 = getelementptr <8 x double>, <8 x double>* %scevgep536537, i64 -29
  store <8 x double> %84, <8 x double>* %scevgep538, align 8, !alias.scope !37, !noalias !34
  %scevgep533 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep533534 = bitcast double* %scevgep533 to <8 x double>*
  %scevgep535 = getelementptr <8 x double>, <8 x double>* %scevgep533534, i64 -28
  store <8 x double> %85, <8 x double>* %scevgep535, align 8, !alias.scope !37, !noalias !34
  %scevgep420 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep420421 = bitcast double* %scevgep420 to <8 x double>*
  %scevgep422 = getelementptr <8 x double>, <8 x double>* %scevgep420421, i64 -27
  %wide.load.1 = load <8 x double>, <8 x double>* %scevgep422, align 8, !alias.scope !34
  %scevgep417 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep417418 = bitcast double* %scevgep417 to <8 x double>*
  %scevgep419 = getelementptr <8 x double>, <8 x double>* %scevgep417418, i64 -26
  %wide.load108.1 = load <8 x double>, <8 x double>* %scevgep419, align 8, !alias.scope !34
  %scevgep414 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep414415 = bitcast double* %scevgep414 to <8 x double>*
  %scevgep416 = getelementptr <8 x double>, <8 x double>* %scevgep414415, i64 -25
  %wide.load109.1 = load <8 x double>, <8 x double>* %scevgep416, align 8, !alias.scope !34
  %scevgep411 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep411412 = bitcast double* %scevgep411 to <8 x double>*
  %scevgep413 = getelementptr <8 x double>, <8 x double>* %scevgep411412, i64 -24
  %wide.load110.1 = load <8 x double>, <8 x double>* %scevgep413, align 8, !alias.scope !34
  %86 = fmul <8 x double> %wide.load.1, %wide.load.1
  %87 = fmul <8 x double> %wide.load108.1, %wide.load108.1
  %88 = fmul <8 x double> %wide.load109.1, %wide.load109.1
  %89 = fmul <8 x double> %wide.load110.1, %wide.load110.1
  %scevgep516 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep516517 = bitcast double* %scevgep516 to <8 x double>*
  %scevgep518 = getelementptr <8 x double>, <8 x double>* %scevgep516517, i64 -27
  store <8 x double> %86, <8 x double>* %scevgep518, align 8, !alias.scope !37, !noalias !34
  %scevgep513 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep513514 = bitcast double* %scevgep513 to <8 x double>*
  %scevgep515 = getelementptr <8 x double>, <8 x double>* %scevgep513514, i64 -26
  store <8 x double> %87, <8 x double>* %scevgep515, align 8, !alias.scope !37, !noalias !34
  %scevgep510 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep510511 = bitcast double* %scevgep510 to <8 x double>*
  %scevgep512 = getelementptr <8 x double>, <8 x double>* %scevgep510511, i64 -25
  store <8 x double> %88, <8 x double>* %scevgep512, align 8, !alias.scope !37, !noalias !34
  %scevgep507 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep507508 = bitcast double* %scevgep507 to <8 x double>*
  %scevgep509 = getelementptr <8 x double>, <8 x double>* %scevgep507508, i64 -24
  store <8 x double> %89, <8 x double>* %scevgep509, align 8, !alias.scope !37, !noalias !34
  %scevgep408 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep408409 = bitcast double* %scevgep408 to <8 x double>*
  %scevgep410 = getelementptr <8 x double>, <8 x double>* %scevgep408409, i64 -23
  %wide.load.2 = load <8 x double>, <8 x double>* %scevgep410, align 8, !alias.scope !34
  %scevgep405 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep405406 = bitcast double* %scevgep405 to <8 x double>*
  %scevgep407 = getelementptr <8 x double>, <8 x double>* %scevgep405406, i64 -22
  %wide.load108.2 = load <8 x double>, <8 x double>* %scevgep407, align 8, !alias.scope !34
  %scevgep402 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep402403 = bitcast double* %scevgep402 to <8 x double>*
  %scevgep404 = getelementptr <8 x double>, <8 x double>* %scevgep402403, i64 -21
  %wide.load109.2 = load <8 x double>, <8 x double>* %scevgep404, align 8, !alias.scope !34
  %scevgep399 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep399400 = bitcast double* %scevgep399 to <8 x double>*
  %scevgep401 = getelementptr <8 x double>, <8 x double>* %scevgep399400, i64 -20
  %wide.load110.2 = load <8 x double>, <8 x double>* %scevgep401, align 8, !alias.scope !34
  %90 = fmul <8 x double> %wide.load.2, %wide.load.2
  %91 = fmul <8 x double> %wide.load108.2, %wide.load108.2
  %92 = fmul <8 x double> %wide.load109.2, %wide.load109.2
  %93 = fmul <8 x double> %wide.load110.2, %wide.load110.2
  %scevgep504 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep504505 = bitcast double* %scevgep504 to <8 x double>*
  %scevgep506 = getelementptr <8 x double>, <8 x double>* %scevgep504505, i64 -23
  store <8 x double> %90, <8 x double>* %scevgep506, align 8, !alias.scope !37, !noalias !34
  %scevgep501 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep501502 = bitcast double* %scevgep501 to <8 x double>*
  %scevgep503 = getelementptr <8 x double>, <8 x double>* %scevgep501502, i64 -22
  store <8 x double> %91, <8 x double>* %scevgep503, align 8, !alias.scope !37, !noalias !34
  %scevgep498 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep498499 = bitcast double* %scevgep498 to <8 x double>*
  %scevgep500 = getelementptr <8 x double>, <8 x double>* %scevgep498499, i64 -21
  store <8 x double> %92, <8 x double>* %scevgep500, align 8, !alias.scope !37, !noalias !34
  %scevgep495 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep495496 = bitcast double* %scevgep495 to <8 x double>*
  %scevgep497 = getelementptr <8 x double>, <8 x double>* %scevgep495496, i64 -20
  store <8 x double> %93, <8 x double>* %scevgep497, align 8, !alias.scope !37, !noalias !34
  %scevgep396 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep396397 = bitcast double* %scevgep396 to <8 x double>*
  %scevgep398 = getelementptr <8 x double>, <8 x double>* %scevgep396397, i64 -19
  %wide.load.3 = load <8 x double>, <8 x double>* %scevgep398, align 8, !alias.scope !34
  %scevgep393 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep393394 = bitcast double* %scevgep393 to <8 x double>*
  %scevgep395 = getelementptr <8 x double>, <8 x double>* %scevgep393394, i64 -18
  %wide.load108.3 = load <8 x double>, <8 x double>* %scevgep395, align 8, !alias.scope !34
  %scevgep390 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep390391 = bitcast double* %scevgep390 to <8 x double>*
  %scevgep392 = getelementptr <8 x double>, <8 x double>* %scevgep390391, i64 -17
  %wide.load109.3 = load <8 x double>, <8 x double>* %scevgep392, align 8, !alias.scope !34
  %scevgep387 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep387388 = bitcast double* %scevgep387 to <8 x double>*
  %scevgep389 = getelementptr <8 x double>, <8 x double>* %scevgep387388, i64 -16
  %wide.load110.3 = load <8 x double>, <8 x double>* %scevgep389, align 8, !alias.scope !34
  %94 = fmul <8 x double> %wide.load.3, %wide.load.3
  %95 = fmul <8 x double> %wide.load108.3, %wide.load108.3
  %96 = fmul <8 x double> %wide.load109.3, %wide.load109.3
  %97 = fmul <8 x double> %wide.load110.3, %wide.load110.3
  %scevgep492 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep492493 = bitcast double* %scevgep492 to <8 x double>*
  %scevgep494 = getelementptr <8 x double>, <8 x double>* %scevgep492493, i64 -19
  store <8 x double> %94, <8 x double>* %scevgep494, align 8, !alias.scope !37, !noalias !34
  %scevgep489 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep489490 = bitcast double* %scevgep489 to <8 x double>*
  %scevgep491 = getelementptr <8 x double>, <8 x double>* %scevgep489490, i64 -18
  store <8 x double> %95, <8 x double>* %scevgep491, align 8, !alias.scope !37, !noalias !34
  %scevgep486 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep486487 = bitcast double* %scevgep486 to <8 x double>*
  %scevgep488 = getelementptr <8 x double>, <8 x double>* %scevgep486487, i64 -17
  store <8 x double> %96, <8 x double>* %scevgep488, align 8, !alias.scope !37, !noalias !34
  %scevgep483 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep483484 = bitcast double* %scevgep483 to <8 x double>*
  %scevgep485 = getelementptr <8 x double>, <8 x double>* %scevgep483484, i64 -16
  store <8 x double> %97, <8 x double>* %scevgep485, align 8, !alias.scope !37, !noalias !34
  %scevgep384 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep384385 = bitcast double* %scevgep384 to <8 x double>*
  %scevgep386 = getelementptr <8 x double>, <8 x double>* %scevgep384385, i64 -15
  %wide.load.4 = load <8 x double>, <8 x double>* %scevgep386, align 8, !alias.scope !34
  %scevgep381 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep381382 = bitcast double* %scevgep381 to <8 x double>*
  %scevgep383 = getelementptr <8 x double>, <8 x double>* %scevgep381382, i64 -14
  %wide.load108.4 = load <8 x double>, <8 x double>* %scevgep383, align 8, !alias.scope !34
  %scevgep378 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep378379 = bitcast double* %scevgep378 to <8 x double>*
  %scevgep380 = getelementptr <8 x double>, <8 x double>* %scevgep378379, i64 -13
  %wide.load109.4 = load <8 x double>, <8 x double>* %scevgep380, align 8, !alias.scope !34
  %scevgep375 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep375376 = bitcast double* %scevgep375 to <8 x double>*
  %scevgep377 = getelementptr <8 x double>, <8 x double>* %scevgep375376, i64 -12
  %wide.load110.4 = load <8 x double>, <8 x double>* %scevgep377, align 8, !alias.scope !34
  %98 = fmul <8 x double> %wide.load.4, %wide.load.4
  %99 = fmul <8 x double> %wide.load108.4, %wide.load108.4
  %100 = fmul <8 x double> %wide.load109.4, %wide.load109.4
  %101 = fmul <8 x double> %wide.load110.4, %wide.load110.4
  %scevgep480 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep480481 = bitcast double* %scevgep480 to <8 x double>*
  %scevgep482 = getelementptr <8 x double>, <8 x double>* %scevgep480481, i64 -15
  store <8 x double> %98, <8 x double>* %scevgep482, align 8, !alias.scope !37, !noalias !34
  %scevgep477 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep477478 = bitcast double* %scevgep477 to <8 x double>*
  %scevgep479 = getelementptr <8 x double>, <8 x double>* %scevgep477478, i64 -14
  store <8 x double> %99, <8 x double>* %scevgep479, align 8, !alias.scope !37, !noalias !34
  %scevgep474 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep474475 = bitcast double* %scevgep474 to <8 x double>*
  %scevgep476 = getelementptr <8 x double>, <8 x double>* %scevgep474475, i64 -13
  store <8 x double> %100, <8 x double>* %scevgep476, align 8, !alias.scope !37, !noalias !34
  %scevgep471 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep471472 = bitcast double* %scevgep471 to <8 x double>*
  %scevgep473 = getelementptr <8 x double>, <8 x double>* %scevgep471472, i64 -12
  store <8 x double> %101, <8 x double>* %scevgep473, align 8, !alias.scope !37, !noalias !34
  %scevgep372 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep372373 = bitcast double* %scevgep372 to <8 x double>*
  %scevgep374 = getelementptr <8 x double>, <8 x double>* %scevgep372373, i64 -11
  %wide.load.5 = load <8 x double>, <8 x double>* %scevgep374, align 8, !alias.scope !34
  %scevgep369 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep369370 = bitcast double* %scevgep369 to <8 x double>*
  %scevgep371 = getelementptr <8 x double>, <8 x double>* %scevgep369370, i64 -10
  %wide.load108.5 = load <8 x double>, <8 x double>* %scevgep371, align 8, !alias.scope !34
  %scevgep366 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep366367 = bitcast double* %scevgep366 to <8 x double>*
  %scevgep368 = getelementptr <8 x double>, <8 x double>* %scevgep366367, i64 -9
  %wide.load109.5 = load <8 x double>, <8 x double>* %scevgep368, align 8, !alias.scope !34
  %scevgep363 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep363364 = bitcast double* %scevgep363 to <8 x double>*
  %scevgep365 = getelementptr <8 x double>, <8 x double>* %scevgep363364, i64 -8
  %wide.load110.5 = load <8 x double>, <8 x double>* %scevgep365, align 8, !alias.scope !34
  %102 = fmul <8 x double> %wide.load.5, %wide.load.5
  %103 = fmul <8 x double> %wide.load108.5, %wide.load108.5
  %104 = fmul <8 x double> %wide.load109.5, %wide.load109.5
  %105 = fmul <8 x double> %wide.load110.5, %wide.load110.5
  %scevgep468 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep468469 = bitcast double* %scevgep468 to <8 x double>*
  %scevgep470 = getelementptr <8 x double>, <8 x double>* %scevgep468469, i64 -11
  store <8 x double> %102, <8 x double>* %scevgep470, align 8, !alias.scope !37, !noalias !34
  %scevgep465 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep465466 = bitcast double* %scevgep465 to <8 x double>*
  %scevgep467 = getelementptr <8 x double>, <8 x double>* %scevgep465466, i64 -10
  store <8 x double> %103, <8 x double>* %scevgep467, align 8, !alias.scope !37, !noalias !34
  %scevgep462 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep462463 = bitcast double* %scevgep462 to <8 x double>*
  %scevgep464 = getelementptr <8 x double>, <8 x double>* %scevgep462463, i64 -9
  store <8 x double> %104, <8 x double>* %scevgep464, align 8, !alias.scope !37, !noalias !34
  %scevgep459 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep459460 = bitcast double* %scevgep459 to <8 x double>*
  %scevgep461 = getelementptr <8 x double>, <8 x double>* %scevgep459460, i64 -8
  store <8 x double> %105, <8 x double>* %scevgep461, align 8, !alias.scope !37, !noalias !34
  %scevgep360 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep360361 = bitcast double* %scevgep360 to <8 x double>*
  %scevgep362 = getelementptr <8 x double>, <8 x double>* %scevgep360361, i64 -7
  %wide.load.6 = load <8 x double>, <8 x double>* %scevgep362, align 8, !alias.scope !34
  %scevgep357 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep357358 = bitcast double* %scevgep357 to <8 x double>*
  %scevgep359 = getelementptr <8 x double>, <8 x double>* %scevgep357358, i64 -6
  %wide.load108.6 = load <8 x double>, <8 x double>* %scevgep359, align 8, !alias.scope !34
  %scevgep354 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep354355 = bitcast double* %scevgep354 to <8 x double>*
  %scevgep356 = getelementptr <8 x double>, <8 x double>* %scevgep354355, i64 -5
  %wide.load109.6 = load <8 x double>, <8 x double>* %scevgep356, align 8, !alias.scope !34
  %scevgep351 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep351352 = bitcast double* %scevgep351 to <8 x double>*
  %scevgep353 = getelementptr <8 x double>, <8 x double>* %scevgep351352, i64 -4
  %wide.load110.6 = load <8 x double>, <8 x double>* %scevgep353, align 8, !alias.scope !34
  %106 = fmul <8 x double> %wide.load.6, %wide.load.6
  %107 = fmul <8 x double> %wide.load108.6, %wide.load108.6
  %108 = fmul <8 x double> %wide.load109.6, %wide.load109.6
  %109 = fmul <8 x double> %wide.load110.6, %wide.load110.6
  %scevgep456 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep456457 = bitcast double* %scevgep456 to <8 x double>*
  %scevgep458 = getelementptr <8 x double>, <8 x double>* %scevgep456457, i64 -7
  store <8 x double> %106, <8 x double>* %scevgep458, align 8, !alias.scope !37, !noalias !34
  %scevgep453 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep453454 = bitcast double* %scevgep453 to <8 x double>*
  %scevgep455 = getelementptr <8 x double>, <8 x double>* %scevgep453454, i64 -6
  store <8 x double> %107, <8 x double>* %scevgep455, align 8, !alias.scope !37, !noalias !34
  %scevgep450 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep450451 = bitcast double* %scevgep450 to <8 x double>*
  %scevgep452 = getelementptr <8 x double>, <8 x double>* %scevgep450451, i64 -5
  store <8 x double> %108, <8 x double>* %scevgep452, align 8, !alias.scope !37, !noalias !34
  %scevgep447 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep447448 = bitcast double* %scevgep447 to <8 x double>*
  %scevgep449 = getelementptr <8 x double>, <8 x double>* %scevgep447448, i64 -4
  store <8 x double> %109, <8 x double>* %scevgep449, align 8, !alias.scope !37, !noalias !34
  %scevgep431 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep431432 = bitcast double* %scevgep431 to <8 x double>*
  %scevgep433 = getelementptr <8 x double>, <8 x double>* %scevgep431432, i64 -3
  %wide.load.7 = load <8 x double>, <8 x double>* %scevgep433, align 8, !alias.scope !34
  %scevgep428 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep428429 = bitcast double* %scevgep428 to <8 x double>*
  %scevgep430 = getelementptr <8 x double>, <8 x double>* %scevgep428429, i64 -2
  %wide.load108.7 = load <8 x double>, <8 x double>* %scevgep430, align 8, !alias.scope !34
  %scevgep425 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep425426 = bitcast double* %scevgep425 to <8 x double>*
  %scevgep427 = getelementptr <8 x double>, <8 x double>* %scevgep425426, i64 -1
  %wide.load109.7 = load <8 x double>, <8 x double>* %scevgep427, align 8, !alias.scope !34
  %scevgep423 = getelementptr double, double* %scevgep350, i64 %index
  %scevgep423424 = bitcast double* %scevgep423 to <8 x double>*
  %wide.load110.7 = load <8 x double>, <8 x double>* %scevgep423424, align 8, !alias.scope !34
  %110 = fmul <8 x double> %wide.load.7, %wide.load.7
  %111 = fmul <8 x double> %wide.load108.7, %wide.load108.7
  %112 = fmul <8 x double> %wide.load109.7, %wide.load109.7
  %113 = fmul <8 x double> %wide.load110.7, %wide.load110.7
  %scevgep527 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep527528 = bitcast double* %scevgep527 to <8 x double>*
  %scevgep529 = getelementptr <8 x double>, <8 x double>* %scevgep527528, i64 -3
  store <8 x double> %110, <8 x double>* %scevgep529, align 8, !alias.scope !37, !noalias !34
  %scevgep524 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep524525 = bitcast double* %scevgep524 to <8 x double>*
  %scevgep526 = getelementptr <8 x double>, <8 x double>* %scevgep524525, i64 -2
  store <8 x double> %111, <8 x double>* %scevgep526, align 8, !alias.scope !37, !noalias !34
  %scevgep521 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep521522 = bitcast double* %scevgep521 to <8 x double>*
  %scevgep523 = getelementptr <8 x double>, <8 x double>* %scevgep521522, i64 -1
  store <8 x double> %112, <8 x double>* %scevgep523, align 8, !alias.scope !37, !noalias !34
  %scevgep519 = getelementptr double, double* %scevgep446, i64 %index
  %scevgep519520 = bitcast double* %scevgep519 to <8 x double>*
  store <8 x double> %113, <8 x double>* %scevgep519520, align 8, !alias.scope !37, !noalias !34
  %index.next.7 = add i64 %index, 256
  %lsr.iv.next543 = add i64 %lsr.iv542, -8
  %niter119.ncmp.7 = icmp eq i64 %lsr.iv.next543, 0
  br i1 %niter119.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !39

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod117.not = icmp eq i64 %xtraiter115, 0
  br i1 %lcmp.mod117.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %114 = add nuw nsw i64 %index.unr, 24
  %scevgep322 = getelementptr double, double* %.6.i31, i64 %114
  %scevgep337 = getelementptr double, double* %.6.i1.i, i64 %114
  %115 = shl nuw nsw i64 %xtraiter115, 8
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv323 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next324, %vector.body.epil ]
  %116 = bitcast double* %scevgep337 to i8*
  %117 = bitcast double* %scevgep322 to i8*
  %uglygep347 = getelementptr i8, i8* %116, i64 %lsr.iv323
  %uglygep347348 = bitcast i8* %uglygep347 to <8 x double>*
  %scevgep349 = getelementptr <8 x double>, <8 x double>* %uglygep347348, i64 -3
  %wide.load.epil = load <8 x double>, <8 x double>* %scevgep349, align 8, !alias.scope !34
  %uglygep344 = getelementptr i8, i8* %116, i64 %lsr.iv323
  %uglygep344345 = bitcast i8* %uglygep344 to <8 x double>*
  %scevgep346 = getelementptr <8 x double>, <8 x double>* %uglygep344345, i64 -2
  %wide.load108.epil = load <8 x double>, <8 x double>* %scevgep346, align 8, !alias.scope !34
  %uglygep341 = getelementptr i8, i8* %116, i64 %lsr.iv323
  %uglygep341342 = bitcast i8* %uglygep341 to <8 x double>*
  %scevgep343 = getelementptr <8 x double>, <8 x double>* %uglygep341342, i64 -1
  %wide.load109.epil = load <8 x double>, <8 x double>* %scevgep343, align 8, !alias.scope !34
  %uglygep339 = getelementptr i8, i8* %116, i64 %lsr.iv323
  %uglygep339340 = bitcast i8* %uglygep339 to <8 x double>*
  %wide.load110.epil = load <8 x double>, <8 x double>* %uglygep339340, align 8, !alias.scope !34
  %118 = fmul <8 x double> %wide.load.epil, %wide.load.epil
  %119 = fmul <8 x double> %wide.load108.epil, %wide.load108.epil
  %120 = fmul <8 x double> %wide.load109.epil, %wide.load109.epil
  %121 = fmul <8 x double> %wide.load110.epil, %wide.load110.epil
  %uglygep334 = getelementptr i8, i8* %117, i64 %lsr.iv323
  %uglygep334335 = bitcast i8* %uglygep334 to <8 x double>*
  %scevgep336 = getelementptr <8 x double>, <8 x double>* %uglygep334335, i64 -3
  store <8 x double> %118, <8 x double>* %scevgep336, align 8, !alias.scope !37, !noalias !34
  %uglygep331 = getelementptr i8, i8* %117, i64 %lsr.iv323
  %uglygep331332 = bitcast i8* %uglygep331 to <8 x double>*
  %scevgep333 = getelementptr <8 x double>, <8 x double>* %uglygep331332, i64 -2
  store <8 x double> %119, <8 x double>* %scevgep333, align 8, !alias.scope !37, !noalias !34
  %uglygep328 = getelementptr i8, i8* %117, i64 %lsr.iv323
  %uglygep328329 = bitcast i8* %uglygep328 to <8 x double>*
  %scevgep330 = getelementptr <8 x double>, <8 x double>* %uglygep328329, i64 -1
  store <8 x double> %120, <8 x double>* %scevgep330, align 8, !alias.scope !37, !noalias !34
  %uglygep326 = getelementptr i8, i8* %117, i64 %lsr.iv323
  %uglygep326327 = bitcast i8* %uglygep326 to <8 x double>*
  store <8 x double> %121, <8 x double>* %uglygep326327, align 8, !alias.scope !37, !noalias !34
  %lsr.iv.next324 = add nuw nsw i64 %lsr.iv323, 256
  %epil.iter116.cmp.not = icmp eq i64 %115, %lsr.iv.next324
  br i1 %epil.iter116.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !41

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %arg.b.5.0
  br i1 %cmp.n, label %for.end, label %for.body.us.preheader111

for.body.us.preheader111:                         ; preds = %vector.memcheck, %for.body.us.preheader, %middle.block
  %loop.index29.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.us.preheader ], [ %n.vec, %middle.block ]
  %122 = xor i64 %loop.index29.us.ph, -1
  %123 = add i64 %122, %arg.b.5.0
  %xtraiter113 = and i64 %arg.b.5.0, 7
  %lcmp.mod114.not = icmp eq i64 %xtraiter113, 0
  br i1 %lcmp.mod114.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader111
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv320 = phi i64 [ %xtraiter113, %for.body.us.prol.preheader ], [ %lsr.iv.next321, %for.body.us.prol ]
  %loop.index29.us.prol = phi i64 [ %.1328.us.prol, %for.body.us.prol ], [ %loop.index29.us.ph, %for.body.us.prol.preheader ]
  %scevgep319 = getelementptr double, double* %.6.i1.i, i64 %loop.index29.us.prol
  %.1299.us.prol = load double, double* %scevgep319, align 8
  %.147.i.i.us.prol = fmul double %.1299.us.prol, %.1299.us.prol
  %scevgep318 = getelementptr double, double* %.6.i31, i64 %loop.index29.us.prol
  store double %.147.i.i.us.prol, double* %scevgep318, align 8
  %.1328.us.prol = add nuw i64 %loop.index29.us.prol, 1
  %lsr.iv.next321 = add nsw i64 %lsr.iv320, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next321, 0
  br i1 %prol.iter.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !42

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader111
  %loop.index29.us.unr = phi i64 [ %loop.index29.us.ph, %for.body.us.preheader111 ], [ %.1328.us.prol, %for.body.us.prol ]
  %124 = icmp ult i64 %123, 7
  br i1 %124, label %for.end, label %for.body.us.preheader129

for.body.us.preheader129:                         ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader129, %for.body.us
  %loop.index29.us = phi i64 [ %.1328.us.7, %for.body.us ], [ %loop.index29.us.unr, %for.body.us.preheader129 ]
  %sunkaddr621 = mul i64 %loop.index29.us, 8
  %125 = bitcast double* %.6.i1.i to i8*
  %sunkaddr622 = getelementptr i8, i8* %125, i64 %sunkaddr621
  %126 = bitcast i8* %sunkaddr622 to double*
  %.1299.us = load double, double* %126, align 8
  %.147.i.i.us = fmul double %.1299.us, %.1299.us
  %sunkaddr623 = mul i64 %loop.index29.us, 8
  %127 = bitcast double* %.6.i31 to i8*
  %sunkaddr624 = getelementptr i8, i8* %127, i64 %sunkaddr623
  %128 = bitcast i8* %sunkaddr624 to double*
  store double %.147.i.i.us, double* %128, align 8
  %sunkaddr625 = mul i64 %loop.index29.us, 8
  %129 = bitcast double* %.6.i1.i to i8*
  %sunkaddr626 = getelementptr i8, i8* %129, i64 %sunkaddr625
  %sunkaddr627 = getelementptr i8, i8* %sunkaddr626, i64 8
  %130 = bitcast i8* %sunkaddr627 to double*
  %.1299.us.1 = load double, double* %130, align 8
  %.147.i.i.us.1 = fmul double %.1299.us.1, %.1299.us.1
  %sunkaddr628 = mul i64 %loop.index29.us, 8
  %131 = bitcast double* %.6.i31 to i8*
  %sunkaddr629 = getelementptr i8, i8* %131, i64 %sunkaddr628
  %sunkaddr630 = getelementptr i8, i8* %sunkaddr629, i64 8
  %132 = bitcast i8* %sunkaddr630 to double*
  store double %.147.i.i.us.1, double* %132, align 8
  %sunkaddr631 = mul i64 %loop.index29.us, 8
  %133 = bitcast double* %.6.i1.i to i8*
  %sunkaddr632 = getelementptr i8, i8* %133, i64 %sunkaddr631
  %sunkaddr633 = getelementptr i8, i8* %sunkaddr632, i64 16
  %134 = bitcast i8* %sunkaddr633 to double*
  %.1299.us.2 = load double, double* %134, align 8
  %.147.i.i.us.2 = fmul double %.1299.us.2, %.1299.us.2
  %sunkaddr634 = mul i64 %loop.index29.us, 8
  %135 = bitcast double* %.6.i31 to i8*
  %sunkaddr635 = getelementptr i8, i8* %135, i64 %sunkaddr634
  %sunkaddr636 = getelementptr i8, i8* %sunkaddr635, i64 16
  %136 = bitcast i8* %sunkaddr636 to double*
  store double %.147.i.i.us.2, double* %136, align 8
  %sunkaddr637 = mul i64 %loop.index29.us, 8
  %137 = bitcast double* %.6.i1.i to i8*
  %sunkaddr638 = getelementptr i8, i8* %137, i64 %sunkaddr637
  %sunkaddr639 = getelementptr i8, i8* %sunkaddr638, i64 24
  %138 = bitcast i8* %sunkaddr639 to double*
  %.1299.us.3 = load double, double* %138, align 8
  %.147.i.i.us.3 = fmul double %.1299.us.3, %.1299.us.3
  %sunkaddr640 = mul i64 %loop.index29.us, 8
  %139 = bitcast double* %.6.i31 to i8*
  %sunkaddr641 = getelementptr i8, i8* %139, i64 %sunkaddr640
  %sunkaddr642 = getelementptr i8, i8* %sunkaddr641, i64 24
  %140 = bitcast i8* %sunkaddr642 to double*
  store double %.147.i.i.us.3, double* %140, align 8
  %sunkaddr643 = mul i64 %loop.index29.us, 8
  %141 = bitcast double* %.6.i1.i to i8*
  %sunkaddr644 = getelementptr i8, i8* %141, i64 %sunkaddr643
  %sunkaddr645 = getelementptr i8, i8* %sunkaddr644, i64 32
  %142 = bitcast i8* %sunkaddr645 to double*
  %.1299.us.4 = load double, double* %142, align 8
  %.147.i.i.us.4 = fmul double %.1299.us.4, %.1299.us.4
  %sunkaddr646 = mul i64 %loop.index29.us, 8
  %143 = bitcast double* %.6.i31 to i8*
  %sunkaddr647 = getelementptr i8, i8* %143, i64 %sunkaddr646
  %sunkaddr648 = getelementptr i8, i8* %sunkaddr647, i64 32
  %144 = bitcast i8* %sunkaddr648 to double*
  store double %.147.i.i.us.4, double* %144, align 8
  %sunkaddr649 = mul i64 %loop.index29.us, 8
  %145 = bitcast double* %.6.i1.i to i8*
  %sunkaddr650 = getelementptr i8, i8* %145, i64 %sunkaddr649
  %sunkaddr651 = getelementptr i8, i8* %sunkaddr650, i64 40
  %146 = bitcast i8* %sunkaddr651 to double*
  %.1299.us.5 = load double, double* %146, align 8
  %.147.i.i.us.5 = fmul double %.1299.us.5, %.1299.us.5
  %sunkaddr652 = mul i64 %loop.index29.us, 8
  %147 = bitcast double* %.6.i31 to i8*
  %sunkaddr653 = getelementptr i8, i8* %147, i64 %sunkaddr652
  %sunkaddr654 = getelementptr i8, i8* %sunkaddr653, i64 40
  %148 = bitcast i8* %sunkaddr654 to double*
  store double %.147.i.i.us.5, double* %148, align 8
  %sunkaddr655 = mul i64 %loop.index29.us, 8
  %149 = bitcast double* %.6.i1.i to i8*
  %sunkaddr656 = getelementptr i8, i8* %149, i64 %sunkaddr655
  %sunkaddr657 = getelementptr i8, i8* %sunkaddr656, i64 48
  %150 = bitcast i8* %sunkaddr657 to double*
  %.1299.us.6 = load double, double* %150, align 8
  %.147.i.i.us.6 = fmul double %.1299.us.6, %.1299.us.6
  %sunkaddr658 = mul i64 %loop.index29.us, 8
  %151 = bitcast double* %.6.i31 to i8*
  %sunkaddr659 = getelementptr i8, i8* %151, i64 %sunkaddr658
  %sunkaddr660 = getelementptr i8, i8* %sunkaddr659, i64 48
  %152 = bitcast i8* %sunkaddr660 to double*
  store double %.147.i.i.us.6, double* %152, align 8
  %sunkaddr661 = mul i64 %loop.index29.us, 8
  %153 = bitcast double* %.6.i1.i to i8*
  %sunkaddr662 = getelementptr i8, i8* %153, i64 %sunkaddr661
  %sunkaddr663 = getelementptr i8, i8* %sunkaddr662, i64 56
  %154 = bitcast i8* %sunkaddr663 to double*
  %.1299.us.7 = load double, double* %154, align 8
  %.147.i.i.us.7 = fmul double %.1299.us.7, %.1299.us.7
  %sunkaddr664 = mul i64 %loop.index29.us, 8
  %155 = bitcast double* %.6.i31 to i8*
  %sunkaddr665 = getelementptr i8, i8* %155, i64 %sunkaddr664
  %sunkaddr666 = getelementptr i8, i8* %sunkaddr665, i64 56
  %156 = bitcast i8* %sunkaddr666 to double*
  store double %.147.i.i.us.7, double* %156, align 8
  %.1328.us.7 = add nuw nsw i64 %loop.index29.us, 8
  %exitcond.not.7 = icmp eq i64 %arg.b.5.0, %.1328.us.7
  br i1 %exitcond.not.7, label %for.end, label %for.body.us, !llvm.loop !43

for.end.thread:                                   ; preds = %for.body.preheader
  %.1299 = load double, double* %.6.i1.i, align 8
  %.147.i.i = fmul double %.1299, %.1299
  store double %.147.i.i, double* %.6.i31, align 8
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i)
  br label %B50.endif.preheader.i

for.end:                                          ; preds = %for.body.us, %for.body.us.prol.loopexit, %middle.block, %B518.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i)
  %.68.i = icmp eq i64 %arg.b.5.0, 0
  br i1 %.68.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !2

B50.endif.preheader.i:                            ; preds = %for.end.thread, %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.b.5.0, i64 1) #6
  %157 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %158 = icmp ult i64 %157, 7
  br i1 %158, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %159 = add nsw i64 %unroll_iter.i, -8
  %160 = lshr exact i64 %159, 3
  %161 = add nuw nsw i64 %160, 1
  %xtraiter = and i64 %161, 7
  %162 = icmp ult i64 %159, 56
  br i1 %162, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %161, 4611686018427387896
  %scevgep156 = getelementptr double, double* %.6.i31, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %163 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep132 = getelementptr double, double* %.6.i31, i64 %163
  %164 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %165 = bitcast double* %scevgep132 to i8*
  %uglygep153 = getelementptr i8, i8* %165, i64 %lsr.iv
  %uglygep153154 = bitcast i8* %uglygep153 to double*
  %scevgep155 = getelementptr double, double* %uglygep153154, i64 -7
  %.236.i.epil = load double, double* %scevgep155, align 8, !noalias !44
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep150 = getelementptr i8, i8* %165, i64 %lsr.iv
  %uglygep150151 = bitcast i8* %uglygep150 to double*
  %scevgep152 = getelementptr double, double* %uglygep150151, i64 -6
  %.236.1.i.epil = load double, double* %scevgep152, align 8, !noalias !44
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep147 = getelementptr i8, i8* %165, i64 %lsr.iv
  %uglygep147148 = bitcast i8* %uglygep147 to double*
  %scevgep149 = getelementptr double, double* %uglygep147148, i64 -5
  %.236.2.i.epil = load double, double* %scevgep149, align 8, !noalias !44
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep144 = getelementptr i8, i8* %165, i64 %lsr.iv
  %uglygep144145 = bitcast i8* %uglygep144 to double*
  %scevgep146 = getelementptr double, double* %uglygep144145, i64 -4
  %.236.3.i.epil = load double, double* %scevgep146, align 8, !noalias !44
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep141 = getelementptr i8, i8* %165, i64 %lsr.iv
  %uglygep141142 = bitcast i8* %uglygep141 to double*
  %scevgep143 = getelementptr double, double* %uglygep141142, i64 -3
  %.236.4.i.epil = load double, double* %scevgep143, align 8, !noalias !44
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep138 = getelementptr i8, i8* %165, i64 %lsr.iv
  %uglygep138139 = bitcast i8* %uglygep138 to double*
  %scevgep140 = getelementptr double, double* %uglygep138139, i64 -2
  %.236.5.i.epil = load double, double* %scevgep140, align 8, !noalias !44
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep135 = getelementptr i8, i8* %165, i64 %lsr.iv
  %uglygep135136 = bitcast i8* %uglygep135 to double*
  %scevgep137 = getelementptr double, double* %uglygep135136, i64 -1
  %.236.6.i.epil = load double, double* %scevgep137, align 8, !noalias !44
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %165, i64 %lsr.iv
  %uglygep134 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep134, align 8, !noalias !44
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %164, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !47, !llvm.loop !48

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i24 = getelementptr double, double* %.6.i31, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep131 = getelementptr double, double* %scevgep.i24, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep131, align 8, !noalias !44
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !47, !llvm.loop !49

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv284 = phi i64 [ %lsr.iv.next285, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep282 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep283 = getelementptr double, double* %scevgep282, i64 -63
  %.236.i = load double, double* %scevgep283, align 8, !noalias !44
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep280 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep281 = getelementptr double, double* %scevgep280, i64 -62
  %.236.1.i = load double, double* %scevgep281, align 8, !noalias !44
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep278 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep279 = getelementptr double, double* %scevgep278, i64 -61
  %.236.2.i = load double, double* %scevgep279, align 8, !noalias !44
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep276 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep277 = getelementptr double, double* %scevgep276, i64 -60
  %.236.3.i = load double, double* %scevgep277, align 8, !noalias !44
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep274 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep275 = getelementptr double, double* %scevgep274, i64 -59
  %.236.4.i = load double, double* %scevgep275, align 8, !noalias !44
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep272 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep273 = getelementptr double, double* %scevgep272, i64 -58
  %.236.5.i = load double, double* %scevgep273, align 8, !noalias !44
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep270 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep271 = getelementptr double, double* %scevgep270, i64 -57
  %.236.6.i = load double, double* %scevgep271, align 8, !noalias !44
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep268 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep269 = getelementptr double, double* %scevgep268, i64 -56
  %.236.7.i = load double, double* %scevgep269, align 8, !noalias !44
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep237 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep238 = getelementptr double, double* %scevgep237, i64 -55
  %.236.i.1 = load double, double* %scevgep238, align 8, !noalias !44
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep239 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep240 = getelementptr double, double* %scevgep239, i64 -54
  %.236.1.i.1 = load double, double* %scevgep240, align 8, !noalias !44
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep241 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep242 = getelementptr double, double* %scevgep241, i64 -53
  %.236.2.i.1 = load double, double* %scevgep242, align 8, !noalias !44
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep243 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep244 = getelementptr double, double* %scevgep243, i64 -52
  %.236.3.i.1 = load double, double* %scevgep244, align 8, !noalias !44
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep245 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep246 = getelementptr double, double* %scevgep245, i64 -51
  %.236.4.i.1 = load double, double* %scevgep246, align 8, !noalias !44
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep247 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep248 = getelementptr double, double* %scevgep247, i64 -50
  %.236.5.i.1 = load double, double* %scevgep248, align 8, !noalias !44
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep249 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep250 = getelementptr double, double* %scevgep249, i64 -49
  %.236.6.i.1 = load double, double* %scevgep250, align 8, !noalias !44
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep251 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep252 = getelementptr double, double* %scevgep251, i64 -48
  %.236.7.i.1 = load double, double* %scevgep252, align 8, !noalias !44
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep221 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep222 = getelementptr double, double* %scevgep221, i64 -47
  %.236.i.2 = load double, double* %scevgep222, align 8, !noalias !44
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep223 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep224 = getelementptr double, double* %scevgep223, i64 -46
  %.236.1.i.2 = load double, double* %scevgep224, align 8, !noalias !44
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep225 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep226 = getelementptr double, double* %scevgep225, i64 -45
  %.236.2.i.2 = load double, double* %scevgep226, align 8, !noalias !44
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep227 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep228 = getelementptr double, double* %scevgep227, i64 -44
  %.236.3.i.2 = load double, double* %scevgep228, align 8, !noalias !44
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep229 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep230 = getelementptr double, double* %scevgep229, i64 -43
  %.236.4.i.2 = load double, double* %scevgep230, align 8, !noalias !44
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep231 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep232 = getelementptr double, double* %scevgep231, i64 -42
  %.236.5.i.2 = load double, double* %scevgep232, align 8, !noalias !44
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep233 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep234 = getelementptr double, double* %scevgep233, i64 -41
  %.236.6.i.2 = load double, double* %scevgep234, align 8, !noalias !44
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep235 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep236 = getelementptr double, double* %scevgep235, i64 -40
  %.236.7.i.2 = load double, double* %scevgep236, align 8, !noalias !44
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep205 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep206 = getelementptr double, double* %scevgep205, i64 -39
  %.236.i.3 = load double, double* %scevgep206, align 8, !noalias !44
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep207 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep208 = getelementptr double, double* %scevgep207, i64 -38
  %.236.1.i.3 = load double, double* %scevgep208, align 8, !noalias !44
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep209 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep210 = getelementptr double, double* %scevgep209, i64 -37
  %.236.2.i.3 = load double, double* %scevgep210, align 8, !noalias !44
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep211 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep212 = getelementptr double, double* %scevgep211, i64 -36
  %.236.3.i.3 = load double, double* %scevgep212, align 8, !noalias !44
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep213 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep214 = getelementptr double, double* %scevgep213, i64 -35
  %.236.4.i.3 = load double, double* %scevgep214, align 8, !noalias !44
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep215 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep216 = getelementptr double, double* %scevgep215, i64 -34
  %.236.5.i.3 = load double, double* %scevgep216, align 8, !noalias !44
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep217 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep218 = getelementptr double, double* %scevgep217, i64 -33
  %.236.6.i.3 = load double, double* %scevgep218, align 8, !noalias !44
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep219 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep220 = getelementptr double, double* %scevgep219, i64 -32
  %.236.7.i.3 = load double, double* %scevgep220, align 8, !noalias !44
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep189 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep190 = getelementptr double, double* %scevgep189, i64 -31
  %.236.i.4 = load double, double* %scevgep190, align 8, !noalias !44
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep191 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep192 = getelementptr double, double* %scevgep191, i64 -30
  %.236.1.i.4 = load double, double* %scevgep192, align 8, !noalias !44
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep193 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep194 = getelementptr double, double* %scevgep193, i64 -29
  %.236.2.i.4 = load double, double* %scevgep194, align 8, !noalias !44
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep195 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep196 = getelementptr double, double* %scevgep195, i64 -28
  %.236.3.i.4 = load double, double* %scevgep196, align 8, !noalias !44
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep197 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep198 = getelementptr double, double* %scevgep197, i64 -27
  %.236.4.i.4 = load double, double* %scevgep198, align 8, !noalias !44
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep199 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep200 = getelementptr double, double* %scevgep199, i64 -26
  %.236.5.i.4 = load double, double* %scevgep200, align 8, !noalias !44
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep201 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep202 = getelementptr double, double* %scevgep201, i64 -25
  %.236.6.i.4 = load double, double* %scevgep202, align 8, !noalias !44
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep203 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep204 = getelementptr double, double* %scevgep203, i64 -24
  %.236.7.i.4 = load double, double* %scevgep204, align 8, !noalias !44
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep173 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep174 = getelementptr double, double* %scevgep173, i64 -23
  %.236.i.5 = load double, double* %scevgep174, align 8, !noalias !44
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep175 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep176 = getelementptr double, double* %scevgep175, i64 -22
  %.236.1.i.5 = load double, double* %scevgep176, align 8, !noalias !44
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep177 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep178 = getelementptr double, double* %scevgep177, i64 -21
  %.236.2.i.5 = load double, double* %scevgep178, align 8, !noalias !44
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep179 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep180 = getelementptr double, double* %scevgep179, i64 -20
  %.236.3.i.5 = load double, double* %scevgep180, align 8, !noalias !44
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep181 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep182 = getelementptr double, double* %scevgep181, i64 -19
  %.236.4.i.5 = load double, double* %scevgep182, align 8, !noalias !44
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep183 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep184 = getelementptr double, double* %scevgep183, i64 -18
  %.236.5.i.5 = load double, double* %scevgep184, align 8, !noalias !44
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep185 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep186 = getelementptr double, double* %scevgep185, i64 -17
  %.236.6.i.5 = load double, double* %scevgep186, align 8, !noalias !44
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep187 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep188 = getelementptr double, double* %scevgep187, i64 -16
  %.236.7.i.5 = load double, double* %scevgep188, align 8, !noalias !44
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep157 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep158 = getelementptr double, double* %scevgep157, i64 -15
  %.236.i.6 = load double, double* %scevgep158, align 8, !noalias !44
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep159 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep160 = getelementptr double, double* %scevgep159, i64 -14
  %.236.1.i.6 = load double, double* %scevgep160, align 8, !noalias !44
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep161 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep162 = getelementptr double, double* %scevgep161, i64 -13
  %.236.2.i.6 = load double, double* %scevgep162, align 8, !noalias !44
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep163 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep164 = getelementptr double, double* %scevgep163, i64 -12
  %.236.3.i.6 = load double, double* %scevgep164, align 8, !noalias !44
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep165 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep166 = getelementptr double, double* %scevgep165, i64 -11
  %.236.4.i.6 = load double, double* %scevgep166, align 8, !noalias !44
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep167 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep168 = getelementptr double, double* %scevgep167, i64 -10
  %.236.5.i.6 = load double, double* %scevgep168, align 8, !noalias !44
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep169 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep170 = getelementptr double, double* %scevgep169, i64 -9
  %.236.6.i.6 = load double, double* %scevgep170, align 8, !noalias !44
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep171 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep172 = getelementptr double, double* %scevgep171, i64 -8
  %.236.7.i.6 = load double, double* %scevgep172, align 8, !noalias !44
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep253 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep254 = getelementptr double, double* %scevgep253, i64 -7
  %.236.i.7 = load double, double* %scevgep254, align 8, !noalias !44
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep255 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep256 = getelementptr double, double* %scevgep255, i64 -6
  %.236.1.i.7 = load double, double* %scevgep256, align 8, !noalias !44
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep257 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep258 = getelementptr double, double* %scevgep257, i64 -5
  %.236.2.i.7 = load double, double* %scevgep258, align 8, !noalias !44
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep259 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep260 = getelementptr double, double* %scevgep259, i64 -4
  %.236.3.i.7 = load double, double* %scevgep260, align 8, !noalias !44
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep261 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep262 = getelementptr double, double* %scevgep261, i64 -3
  %.236.4.i.7 = load double, double* %scevgep262, align 8, !noalias !44
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep263 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep264 = getelementptr double, double* %scevgep263, i64 -2
  %.236.5.i.7 = load double, double* %scevgep264, align 8, !noalias !44
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep265 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %scevgep266 = getelementptr double, double* %scevgep265, i64 -1
  %.236.6.i.7 = load double, double* %scevgep266, align 8, !noalias !44
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep267 = getelementptr double, double* %scevgep156, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep267, align 8, !noalias !44
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next285 = add i64 %lsr.iv284, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next285, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !2

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels14cholesky_solveB3v54B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
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
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels14cholesky_solveB3v54B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([168 x i8], [168 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels14cholesky_solveB3v54B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.33, label %common.ret, label %entry.endif.endif.endif.endif, !prof !2

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
  br i1 %.58, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !2

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
  %.79 = call i32 @_ZN7kernels14cholesky_solveB3v54B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.69, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* %.37.fca.1.load, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 %.37.fca.6.0.load, i64 %.37.fca.6.1.load, i8* %.62.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.62.fca.4.load, i64 %.62.fca.5.0.load, i64 undef) #2
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

define double @cfunc._ZN7kernels14cholesky_solveB3v54B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %.14 = call i32 @_ZN7kernels14cholesky_solveB3v54B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, i8* %extracted.meminfo.1, i8* undef, i64 undef, i64 undef, double* %extracted.data.1, i64 %.12, i64 undef) #2
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
  %.77 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f931eb4b950>", i64 0, i64 0))
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

define linkonce_odr i32 @_ZN5numba2np6linalg8cho_impl12_3clocals_3e8cho_implB3v51B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.a.0)
  %.58.not = icmp eq i64 %arg.a.5.0, %arg.a.5.1
  br i1 %.58.not, label %B132, label %B66

common.ret:                                       ; preds = %B132.endif.if, %B132.if, %B412, %B296, %B252, %B184, %B66
  %common.ret.op = phi i32 [ 1, %B66 ], [ 0, %B184 ], [ 1, %B252 ], [ 1, %B296 ], [ 0, %B412 ], [ 1, %B132.if ], [ 1, %B132.endif.if ]
  ret i32 %common.ret.op

B66:                                              ; preds = %entry
  tail call void @NRT_decref(i8* %arg.a.0)
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269924136320, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !24
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
  %retptr.repack21261344 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %.7.i.i, i8** %retptr.repack21261344, align 8
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269853992128, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !24
  br label %common.ret

B296:                                             ; preds = %B240
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269925139520, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !24
  br label %common.ret

B412.loopexit.unr-lcssa:                          ; preds = %.723.if.1
  %3 = and i64 %spec.select, 1
  %lcmp.mod69.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod69.not, label %B412, label %B390.endif.else.endif.endif.endif.epil

B390.endif.else.endif.endif.endif.epil:           ; preds = %B390.endif.else.endif.endif.endif.preheader, %B412.loopexit.unr-lcssa
  %.339.053.unr14 = phi i64 [ %unroll_iter70, %B412.loopexit.unr-lcssa ], [ 0, %B390.endif.else.endif.endif.endif.preheader ]
  %smin61.epil = tail call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.053.unr14)
  %4 = add i64 %smin61.epil, -8
  %5 = lshr i64 %4, 3
  %6 = add nuw nsw i64 %5, 1
  %.674.not.epil = icmp slt i64 %.339.053.unr14, %arg.a.5.0
  br i1 %.674.not.epil, label %B390.endif.endif.epil, label %B390.endif.else.endif.endif.endif.if.epil, !prof !50

B390.endif.else.endif.endif.endif.if.epil:        ; preds = %B390.endif.else.endif.endif.endif.epil
  br label %B390.endif.endif.epil

B390.endif.endif.epil:                            ; preds = %B390.endif.else.endif.endif.endif.if.epil, %B390.endif.else.endif.endif.endif.epil
  %.626.sroa.13.0.epil = phi i64 [ %arg.a.5.0, %B390.endif.else.endif.endif.endif.if.epil ], [ %.339.053.unr14, %B390.endif.else.endif.endif.endif.epil ]
  %.7542.not.epil = icmp sgt i64 %.626.sroa.13.0.epil, 0
  br i1 %.7542.not.epil, label %.723.endif.preheader.epil, label %B412, !prof !50

.723.endif.preheader.epil:                        ; preds = %B390.endif.endif.epil
  %min.iters.check.epil = icmp ugt i64 %smin61.epil, 7
  %ident.check.not.epil = icmp eq i64 %arg.a.5.0, 1
  %or.cond.epil = select i1 %min.iters.check.epil, i1 %ident.check.not.epil, i1 false
  br i1 %or.cond.epil, label %vector.ph.epil, label %.723.endif.preheader59.epil

vector.ph.epil:                                   ; preds = %.723.endif.preheader.epil
  %n.vec.epil = and i64 %smin61.epil, -8
  %xtraiter.epil = and i64 %6, 7
  %7 = icmp ult i64 %4, 56
  br i1 %7, label %middle.block.unr-lcssa.epil, label %vector.ph.new.epil

vector.ph.new.epil:                               ; preds = %vector.ph.epil
  %const343 = bitcast i64 4611686018427387896 to i64
  %unroll_iter.epil = and i64 %6, %const343
  %8 = shl i64 %.339.053.unr14, 3
  %scevgep110 = getelementptr i8, i8* %.6.i, i64 %8
  %9 = add nsw i64 %unroll_iter.epil, -8
  %10 = shl i64 %9, 6
  %11 = add i64 %10, 512
  call void @llvm.memset.p0i8.i64(i8* align 8 %scevgep110, i8 0, i64 %11, i1 false)
  %12 = shl i64 %9, 3
  %13 = add i64 %12, 64
  br label %middle.block.unr-lcssa.epil

middle.block.unr-lcssa.epil:                      ; preds = %vector.ph.new.epil, %vector.ph.epil
  %index.unr.epil = phi i64 [ 0, %vector.ph.epil ], [ %13, %vector.ph.new.epil ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil, 0
  br i1 %lcmp.mod.epil.not, label %middle.block.epil, label %vector.body.epil.epil.preheader

vector.body.epil.epil.preheader:                  ; preds = %middle.block.unr-lcssa.epil
  %14 = add i64 %index.unr.epil, %.339.053.unr14
  %15 = shl i64 %14, 3
  %scevgep103 = getelementptr i8, i8* %.6.i, i64 %15
  %16 = shl nuw nsw i64 %xtraiter.epil, 6
  call void @llvm.memset.p0i8.i64(i8* align 8 %scevgep103, i8 0, i64 %16, i1 false)
  br label %middle.block.epil

middle.block.epil:                                ; preds = %vector.body.epil.epil.preheader, %middle.block.unr-lcssa.epil
  %cmp.n.epil = icmp eq i64 %smin61.epil, %n.vec.epil
  br i1 %cmp.n.epil, label %B412, label %.723.endif.preheader59.epil

.723.endif.preheader59.epil:                      ; preds = %middle.block.epil, %.723.endif.preheader.epil
  %.719.03.ph.epil = phi i64 [ 0, %.723.endif.preheader.epil ], [ %n.vec.epil, %middle.block.epil ]
  %17 = xor i64 %.719.03.ph.epil, -1
  %18 = add i64 %smin61.epil, %17
  %xtraiter62.epil = and i64 %smin61.epil, 7
  %lcmp.mod63.epil.not = icmp eq i64 %xtraiter62.epil, 0
  br i1 %lcmp.mod63.epil.not, label %.723.endif.prol.loopexit.epil, label %.723.endif.prol.epil.preheader

.723.endif.prol.epil.preheader:                   ; preds = %.723.endif.preheader59.epil
  %19 = mul i64 %.719.03.ph.epil, %arg.a.5.0
  %20 = add i64 %19, %.339.053.unr14
  %21 = shl i64 %20, 3
  %scevgep98 = getelementptr i8, i8* %.6.i, i64 %21
  br label %.723.endif.prol.epil

.723.endif.prol.epil:                             ; preds = %.723.endif.prol.epil, %.723.endif.prol.epil.preheader
  %lsr.iv = phi i64 [ %lsr.iv.next, %.723.endif.prol.epil ], [ %xtraiter62.epil, %.723.endif.prol.epil.preheader ]
  %lsr.iv99 = phi i8* [ %scevgep98, %.723.endif.prol.epil.preheader ], [ %scevgep1011, %.723.endif.prol.epil ]
  %lsr.iv99102 = bitcast i8* %lsr.iv99 to double*
  store double 0.000000e+00, double* %lsr.iv99102, align 8
  %scevgep1011 = getelementptr i8, i8* %lsr.iv99, i64 %.113
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter.cmp.epil.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.epil.not, label %.723.endif.prol.loopexit.epil.loopexit, label %.723.endif.prol.epil, !prof !47, !llvm.loop !51

.723.endif.prol.loopexit.epil.loopexit:           ; preds = %.723.endif.prol.epil
  %22 = or i64 %.719.03.ph.epil, %xtraiter62.epil
  br label %.723.endif.prol.loopexit.epil

.723.endif.prol.loopexit.epil:                    ; preds = %.723.endif.prol.loopexit.epil.loopexit, %.723.endif.preheader59.epil
  %.719.03.unr.epil = phi i64 [ %.719.03.ph.epil, %.723.endif.preheader59.epil ], [ %22, %.723.endif.prol.loopexit.epil.loopexit ]
  %23 = icmp ult i64 %18, 7
  br i1 %23, label %B412, label %.723.endif.epil.preheader

.723.endif.epil.preheader:                        ; preds = %.723.endif.prol.loopexit.epil
  %24 = mul i64 %.719.03.unr.epil, %arg.a.5.0
  %25 = add i64 %24, %.339.053.unr14
  %26 = shl i64 %25, 3
  %scevgep = getelementptr i8, i8* %.6.i, i64 %26
  %27 = sub i64 %.719.03.unr.epil, %smin61.epil
  br label %.723.endif.epil

.723.endif.epil:                                  ; preds = %.723.endif.epil, %.723.endif.epil.preheader
  %lsr.iv34 = phi i64 [ %lsr.iv.next35, %.723.endif.epil ], [ %27, %.723.endif.epil.preheader ]
  %lsr.iv79 = phi i8* [ %scevgep, %.723.endif.epil.preheader ], [ %lsr.chain38, %.723.endif.epil ]
  %lsr.iv7982 = bitcast i8* %lsr.iv79 to double*
  store double 0.000000e+00, double* %lsr.iv7982, align 8
  %uglygep = getelementptr i8, i8* %lsr.iv79, i64 %.113
  %28 = bitcast i8* %uglygep to double*
  store double 0.000000e+00, double* %28, align 8
  %uglygep84 = getelementptr i8, i8* %uglygep, i64 %.113
  %29 = bitcast i8* %uglygep84 to double*
  store double 0.000000e+00, double* %29, align 8
  %uglygep86 = getelementptr i8, i8* %uglygep84, i64 %.113
  %30 = bitcast i8* %uglygep86 to double*
  store double 0.000000e+00, double* %30, align 8
  %uglygep88 = getelementptr i8, i8* %uglygep86, i64 %.113
  %31 = bitcast i8* %uglygep88 to double*
  store double 0.000000e+00, double* %31, align 8
  %uglygep90 = getelementptr i8, i8* %uglygep88, i64 %.113
  %32 = bitcast i8* %uglygep90 to double*
  store double 0.000000e+00, double* %32, align 8
  %uglygep92 = getelementptr i8, i8* %uglygep90, i64 %.113
  %33 = bitcast i8* %uglygep92 to double*
  store double 0.000000e+00, double* %33, align 8
  %sunkaddr262 = getelementptr i8, i8* %uglygep92, i64 %.113
  %34 = bitcast i8* %sunkaddr262 to double*
  store double 0.000000e+00, double* %34, align 8
  %lsr.iv.next35 = add i64 %lsr.iv34, 8
  %exitcond57.not.7.epil = icmp eq i64 %lsr.iv.next35, 0
  %uglygep36 = getelementptr i8, i8* %sunkaddr262, i64 %.113
  %uglygep3637 = bitcast i8* %uglygep36 to double*
  %lsr.chain38 = bitcast double* %uglygep3637 to i8*
  br i1 %exitcond57.not.7.epil, label %B412, label %.723.endif.epil, !prof !52, !llvm.loop !53

B412:                                             ; preds = %.723.endif.epil, %B358.endif, %.723.endif.prol.loopexit.epil, %middle.block.epil, %B390.endif.endif.epil, %B412.loopexit.unr-lcssa
  %retptr.repack263345 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %.7.i.i, i8** %retptr.repack263345, align 8
  %retptr.repack5 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack5, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %.110, i64* %retptr.repack7, align 8
  %retptr.repack9 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 8, i64* %retptr.repack9, align 8
  %retptr.repack11 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  %35 = bitcast double** %retptr.repack11 to i8**
  store i8* %.6.i, i8** %35, align 8
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269927762496, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !24
  br label %common.ret

B132.endif:                                       ; preds = %B132
  %.115 = extractvalue { i64, i1 } %.114, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.115, i32 32), !noalias !54
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B132.endif.if, label %B132.endif.endif, !prof !2

B132.endif.if:                                    ; preds = %B132.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269930043392, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B132.endif.endif:                                 ; preds = %B132.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %36 = bitcast i8* %.5.i to i8**
  %.6.i = load i8*, i8** %36, align 8
  %.181 = bitcast double* %arg.a.4 to i8*
  %.182 = mul i64 %arg.a.3, %arg.a.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i, i8* align 1 %.181, i64 %.182, i1 false)
  tail call void @NRT_decref(i8* %arg.a.0)
  %.199 = icmp eq i64 %arg.a.5.0, 0
  br i1 %.199, label %B184, label %B188

B358.endif:                                       ; preds = %B188
  %.353.inv = icmp sgt i64 %arg.a.5.0, 0
  %spec.select = select i1 %.353.inv, i64 %arg.a.5.0, i64 0
  br i1 %.353.inv, label %B390.endif.else.endif.endif.endif.preheader, label %B412

B390.endif.else.endif.endif.endif.preheader:      ; preds = %B358.endif
  %37 = icmp eq i64 %spec.select, 1
  br i1 %37, label %B390.endif.else.endif.endif.endif.epil, label %B390.endif.else.endif.endif.endif.preheader.new

B390.endif.else.endif.endif.endif.preheader.new:  ; preds = %B390.endif.else.endif.endif.endif.preheader
  %const = bitcast i64 4611686018427387896 to i64
  %unroll_iter70 = and i64 %spec.select, 9223372036854775806
  %38 = shl i64 %arg.a.5.0, 9
  %39 = shl i64 %arg.a.5.0, 6
  %scevgep194 = getelementptr i8, i8* %.6.i, i64 8
  %40 = shl i64 %arg.a.5.0, 3
  br label %B390.endif.else.endif.endif.endif

B390.endif.endif:                                 ; preds = %B390.endif.else.endif.endif.endif.if, %B390.endif.else.endif.endif.endif
  %.626.sroa.13.0 = phi i64 [ %arg.a.5.0, %B390.endif.else.endif.endif.endif.if ], [ %.339.053, %B390.endif.else.endif.endif.endif ]
  %.7542.not = icmp sgt i64 %.626.sroa.13.0, 0
  br i1 %.7542.not, label %.723.endif.preheader, label %.723.if, !prof !50

.723.endif.preheader:                             ; preds = %B390.endif.endif
  %41 = icmp eq i64 %arg.a.5.0, 1
  %min.iters.check = icmp ugt i64 %smin, 7
  %or.cond = select i1 %min.iters.check, i1 %41, i1 false
  br i1 %or.cond, label %vector.ph, label %.723.endif.preheader59

vector.ph:                                        ; preds = %.723.endif.preheader
  %n.vec = and i64 %smin, -8
  %42 = icmp ult i64 %114, 56
  br i1 %42, label %middle.block.unr-lcssa, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.ph
  %43 = icmp ult i64 %109, 56
  br i1 %43, label %middle.block.unr-lcssa.loopexit.unr-lcssa, label %vector.body.preheader.new

vector.body.preheader.new:                        ; preds = %vector.body.preheader
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.body.preheader.new
  %lsr.iv40 = phi i64 [ %lsr.iv.next41, %vector.body ], [ %104, %vector.body.preheader.new ]
  %lsr.iv133 = phi i8* [ %lsr.iv131, %vector.body.preheader.new ], [ %lsr.chain157, %vector.body ]
  %index = phi i64 [ 0, %vector.body.preheader.new ], [ %index.next.7.7, %vector.body ]
  %lsr.iv133136 = bitcast i8* %lsr.iv133 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %lsr.iv133136, align 8
  %uglygep140 = getelementptr i8, i8* %lsr.iv133, i64 %39
  %uglygep140141 = bitcast i8* %uglygep140 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep140141, align 8
  %uglygep142 = getelementptr i8, i8* %uglygep140, i64 %39
  %uglygep142143 = bitcast i8* %uglygep142 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep142143, align 8
  %uglygep144 = getelementptr i8, i8* %uglygep142, i64 %39
  %uglygep144145 = bitcast i8* %uglygep144 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep144145, align 8
  %uglygep146 = getelementptr i8, i8* %uglygep144, i64 %39
  %uglygep146147 = bitcast i8* %uglygep146 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep146147, align 8
  %uglygep148 = getelementptr i8, i8* %uglygep146, i64 %39
  %uglygep148149 = bitcast i8* %uglygep148 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep148149, align 8
  %uglygep150 = getelementptr i8, i8* %uglygep148, i64 %39
  %uglygep150151 = bitcast i8* %uglygep150 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep150151, align 8
  %uglygep152 = getelementptr i8, i8* %uglygep150, i64 %39
  %uglygep152153 = bitcast i8* %uglygep152 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep152153, align 8
  %scevgep13510 = getelementptr i8, i8* %lsr.iv133, i64 %38
  %uglygep42 = getelementptr i8, i8* %uglygep152, i64 %39
  %uglygep4243 = bitcast i8* %uglygep42 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep4243, align 8
  %uglygep44 = getelementptr i8, i8* %uglygep42, i64 %39
  %uglygep4445 = bitcast i8* %uglygep44 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep4445, align 8
  %uglygep46 = getelementptr i8, i8* %uglygep44, i64 %39
  %uglygep4647 = bitcast i8* %uglygep46 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep4647, align 8
  %uglygep48 = getelementptr i8, i8* %uglygep46, i64 %39
  %uglygep4849 = bitcast i8* %uglygep48 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep4849, align 8
  %uglygep50 = getelementptr i8, i8* %uglygep48, i64 %39
  %uglygep5051 = bitcast i8* %uglygep50 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep5051, align 8
  %uglygep52 = getelementptr i8, i8* %uglygep50, i64 %39
  %uglygep5253 = bitcast i8* %uglygep52 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep5253, align 8
  %uglygep54 = getelementptr i8, i8* %uglygep52, i64 %39
  %uglygep5455 = bitcast i8* %uglygep54 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep5455, align 8
  %uglygep56 = getelementptr i8, i8* %uglygep54, i64 %39
  %uglygep5657 = bitcast i8* %uglygep56 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep5657, align 8
  %scevgep13510.1 = getelementptr i8, i8* %scevgep13510, i64 %38
  %uglygep58 = getelementptr i8, i8* %uglygep56, i64 %39
  %uglygep5859 = bitcast i8* %uglygep58 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep5859, align 8
  %uglygep60 = getelementptr i8, i8* %uglygep58, i64 %39
  %uglygep6061 = bitcast i8* %uglygep60 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep6061, align 8
  %uglygep62 = getelementptr i8, i8* %uglygep60, i64 %39
  %uglygep6263 = bitcast i8* %uglygep62 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep6263, align 8
  %uglygep64 = getelementptr i8, i8* %uglygep62, i64 %39
  %uglygep6465 = bitcast i8* %uglygep64 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep6465, align 8
  %uglygep66 = getelementptr i8, i8* %uglygep64, i64 %39
  %uglygep6667 = bitcast i8* %uglygep66 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep6667, align 8
  %uglygep68 = getelementptr i8, i8* %uglygep66, i64 %39
  %uglygep6869 = bitcast i8* %uglygep68 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep6869, align 8
  %uglygep70 = getelementptr i8, i8* %uglygep68, i64 %39
  %uglygep7071 = bitcast i8* %uglygep70 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep7071, align 8
  %uglygep72 = getelementptr i8, i8* %uglygep70, i64 %39
  %uglygep7273 = bitcast i8* %uglygep72 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep7273, align 8
  %scevgep13510.2 = getelementptr i8, i8* %scevgep13510.1, i64 %38
  %uglygep74 = getelementptr i8, i8* %uglygep72, i64 %39
  %uglygep7475 = bitcast i8* %uglygep74 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep7475, align 8
  %uglygep76 = getelementptr i8, i8* %uglygep74, i64 %39
  %uglygep7677 = bitcast i8* %uglygep76 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep7677, align 8
  %uglygep78 = getelementptr i8, i8* %uglygep76, i64 %39
  %uglygep7879 = bitcast i8* %uglygep78 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep7879, align 8
  %uglygep80 = getelementptr i8, i8* %uglygep78, i64 %39
  %uglygep8081 = bitcast i8* %uglygep80 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep8081, align 8
  %uglygep82 = getelementptr i8, i8* %uglygep80, i64 %39
  %uglygep8283 = bitcast i8* %uglygep82 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep8283, align 8
  %uglygep85 = getelementptr i8, i8* %uglygep82, i64 %39
  %uglygep8586 = bitcast i8* %uglygep85 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep8586, align 8
  %uglygep87 = getelementptr i8, i8* %uglygep85, i64 %39
  %uglygep8788 = bitcast i8* %uglygep87 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep8788, align 8
  %uglygep89 = getelementptr i8, i8* %uglygep87, i64 %39
  %uglygep8990 = bitcast i8* %uglygep89 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep8990, align 8
  %scevgep13510.3 = getelementptr i8, i8* %scevgep13510.2, i64 %38
  %uglygep91 = getelementptr i8, i8* %uglygep89, i64 %39
  %uglygep9192 = bitcast i8* %uglygep91 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep9192, align 8
  %uglygep93 = getelementptr i8, i8* %uglygep91, i64 %39
  %uglygep9394 = bitcast i8* %uglygep93 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep9394, align 8
  %uglygep95 = getelementptr i8, i8* %uglygep93, i64 %39
  %uglygep9596 = bitcast i8* %uglygep95 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep9596, align 8
  %uglygep97 = getelementptr i8, i8* %uglygep95, i64 %39
  %uglygep9798 = bitcast i8* %uglygep97 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep9798, align 8
  %uglygep99 = getelementptr i8, i8* %uglygep97, i64 %39
  %uglygep99100 = bitcast i8* %uglygep99 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep99100, align 8
  %uglygep101 = getelementptr i8, i8* %uglygep99, i64 %39
  %uglygep101102 = bitcast i8* %uglygep101 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep101102, align 8
  %uglygep103 = getelementptr i8, i8* %uglygep101, i64 %39
  %uglygep103104 = bitcast i8* %uglygep103 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep103104, align 8
  %uglygep105 = getelementptr i8, i8* %uglygep103, i64 %39
  %uglygep105106 = bitcast i8* %uglygep105 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep105106, align 8
  %scevgep13510.4 = getelementptr i8, i8* %scevgep13510.3, i64 %38
  %uglygep107 = getelementptr i8, i8* %uglygep105, i64 %39
  %uglygep107108 = bitcast i8* %uglygep107 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep107108, align 8
  %uglygep109 = getelementptr i8, i8* %uglygep107, i64 %39
  %uglygep109110 = bitcast i8* %uglygep109 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep109110, align 8
  %uglygep111 = getelementptr i8, i8* %uglygep109, i64 %39
  %uglygep111112 = bitcast i8* %uglygep111 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep111112, align 8
  %uglygep113 = getelementptr i8, i8* %uglygep111, i64 %39
  %uglygep113114 = bitcast i8* %uglygep113 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep113114, align 8
  %uglygep115 = getelementptr i8, i8* %uglygep113, i64 %39
  %uglygep115116 = bitcast i8* %uglygep115 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep115116, align 8
  %uglygep117 = getelementptr i8, i8* %uglygep115, i64 %39
  %uglygep117118 = bitcast i8* %uglygep117 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep117118, align 8
  %uglygep119 = getelementptr i8, i8* %uglygep117, i64 %39
  %uglygep119120 = bitcast i8* %uglygep119 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep119120, align 8
  %uglygep121 = getelementptr i8, i8* %uglygep119, i64 %39
  %uglygep121122 = bitcast i8* %uglygep121 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep121122, align 8
  %scevgep13510.5 = getelementptr i8, i8* %scevgep13510.4, i64 %38
  %uglygep123 = getelementptr i8, i8* %uglygep121, i64 %39
  %uglygep123124 = bitcast i8* %uglygep123 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep123124, align 8
  %uglygep125 = getelementptr i8, i8* %uglygep123, i64 %39
  %uglygep125126 = bitcast i8* %uglygep125 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep125126, align 8
  %uglygep127 = getelementptr i8, i8* %uglygep125, i64 %39
  %uglygep127128 = bitcast i8* %uglygep127 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep127128, align 8
  %uglygep129 = getelementptr i8, i8* %uglygep127, i64 %39
  %uglygep129130 = bitcast i8* %uglygep129 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep129130, align 8
  %uglygep131 = getelementptr i8, i8* %uglygep129, i64 %39
  %uglygep131132 = bitcast i8* %uglygep131 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep131132, align 8
  %uglygep133 = getelementptr i8, i8* %uglygep131, i64 %39
  %uglygep133134 = bitcast i8* %uglygep133 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep133134, align 8
  %uglygep135 = getelementptr i8, i8* %uglygep133, i64 %39
  %uglygep135136 = bitcast i8* %uglygep135 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep135136, align 8
  %uglygep137 = getelementptr i8, i8* %uglygep135, i64 %39
  %uglygep137138 = bitcast i8* %uglygep137 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep137138, align 8
  %scevgep13510.6 = getelementptr i8, i8* %scevgep13510.5, i64 %38
  %uglygep139 = getelementptr i8, i8* %uglygep137, i64 %39
  %uglygep139140 = bitcast i8* %uglygep139 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep139140, align 8
  %uglygep141 = getelementptr i8, i8* %uglygep139, i64 %39
  %uglygep141142 = bitcast i8* %uglygep141 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep141142, align 8
  %uglygep143 = getelementptr i8, i8* %uglygep141, i64 %39
  %uglygep143144 = bitcast i8* %uglygep143 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep143144, align 8
  %uglygep145 = getelementptr i8, i8* %uglygep143, i64 %39
  %uglygep145146 = bitcast i8* %uglygep145 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep145146, align 8
  %uglygep147 = getelementptr i8, i8* %uglygep145, i64 %39
  %uglygep147148 = bitcast i8* %uglygep147 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep147148, align 8
  %uglygep149 = getelementptr i8, i8* %uglygep147, i64 %39
  %uglygep149150 = bitcast i8* %uglygep149 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep149150, align 8
  %uglygep151 = getelementptr i8, i8* %uglygep149, i64 %39
  %uglygep151152 = bitcast i8* %uglygep151 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep151152, align 8
  %uglygep153 = getelementptr i8, i8* %uglygep151, i64 %39
  %uglygep153154 = bitcast i8* %uglygep153 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep153154, align 8
  %index.next.7.7 = add i64 %index, 512
  %scevgep13510.7 = getelementptr i8, i8* %scevgep13510.6, i64 %38
  %lsr.iv.next41 = add nsw i64 %lsr.iv40, -8
  %niter.ncmp.731 = icmp eq i64 %lsr.iv.next41, 0
  %uglygep155 = getelementptr i8, i8* %uglygep153, i64 %39
  %uglygep155156 = bitcast i8* %uglygep155 to <8 x double>*
  %lsr.chain157 = bitcast <8 x double>* %uglygep155156 to i8*
  br i1 %niter.ncmp.731, label %middle.block.unr-lcssa.loopexit.unr-lcssa, label %vector.body, !prof !61, !llvm.loop !62

middle.block.unr-lcssa.loopexit.unr-lcssa:        ; preds = %vector.body, %vector.body.preheader
  %index.next.7.lcssa.ph = phi i64 [ undef, %vector.body.preheader ], [ %index.next.7.7, %vector.body ]
  %lsr.iv133.unr = phi i8* [ %lsr.iv131, %vector.body.preheader ], [ %scevgep13510.7, %vector.body ]
  %index.unr25 = phi i64 [ 0, %vector.body.preheader ], [ %index.next.7.7, %vector.body ]
  %44 = and i64 %111, 7
  %lcmp.mod.not32 = icmp eq i64 %44, 0
  br i1 %lcmp.mod.not32, label %middle.block.unr-lcssa, label %vector.body.epil24.preheader

vector.body.epil24.preheader:                     ; preds = %middle.block.unr-lcssa.loopexit.unr-lcssa
  br label %vector.body.epil24

vector.body.epil24:                               ; preds = %vector.body.epil24.preheader, %vector.body.epil24
  %lsr.iv158 = phi i64 [ 0, %vector.body.epil24.preheader ], [ %lsr.iv.next159, %vector.body.epil24 ]
  %lsr.iv133.epil = phi i8* [ %lsr.chain163, %vector.body.epil24 ], [ %lsr.iv133.unr, %vector.body.epil24.preheader ]
  %lsr.iv133136.epil = bitcast i8* %lsr.iv133.epil to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %lsr.iv133136.epil, align 8
  %uglygep140.epil = getelementptr i8, i8* %lsr.iv133.epil, i64 %39
  %uglygep140141.epil = bitcast i8* %uglygep140.epil to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep140141.epil, align 8
  %uglygep142.epil = getelementptr i8, i8* %uglygep140.epil, i64 %39
  %uglygep142143.epil = bitcast i8* %uglygep142.epil to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep142143.epil, align 8
  %uglygep144.epil = getelementptr i8, i8* %uglygep142.epil, i64 %39
  %uglygep144145.epil = bitcast i8* %uglygep144.epil to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep144145.epil, align 8
  %uglygep146.epil = getelementptr i8, i8* %uglygep144.epil, i64 %39
  %uglygep146147.epil = bitcast i8* %uglygep146.epil to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep146147.epil, align 8
  %uglygep148.epil = getelementptr i8, i8* %uglygep146.epil, i64 %39
  %uglygep148149.epil = bitcast i8* %uglygep148.epil to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep148149.epil, align 8
  %uglygep150.epil = getelementptr i8, i8* %uglygep148.epil, i64 %39
  %uglygep150151.epil = bitcast i8* %uglygep150.epil to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep150151.epil, align 8
  %uglygep152.epil = getelementptr i8, i8* %uglygep150.epil, i64 %39
  %uglygep152153.epil = bitcast i8* %uglygep152.epil to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep152153.epil, align 8
  %lsr.iv.next159 = add nsw i64 %lsr.iv158, -64
  %45 = add i64 %94, %lsr.iv.next159
  %epil.iter.cmp.not33 = icmp eq i64 %45, 0
  %uglygep161 = getelementptr i8, i8* %uglygep152.epil, i64 %39
  %uglygep161162 = bitcast i8* %uglygep161 to <8 x double>*
  %lsr.chain163 = bitcast <8 x double>* %uglygep161162 to i8*
  br i1 %epil.iter.cmp.not33, label %middle.block.unr-lcssa.loopexit, label %vector.body.epil24, !prof !47, !llvm.loop !63

middle.block.unr-lcssa.loopexit:                  ; preds = %vector.body.epil24
  %46 = sub i64 %index.unr25, %lsr.iv.next159
  br label %middle.block.unr-lcssa

middle.block.unr-lcssa:                           ; preds = %middle.block.unr-lcssa.loopexit, %middle.block.unr-lcssa.loopexit.unr-lcssa, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7.lcssa.ph, %middle.block.unr-lcssa.loopexit.unr-lcssa ], [ %46, %middle.block.unr-lcssa.loopexit ]
  %47 = and i64 %116, 7
  %lcmp.mod.not = icmp eq i64 %47, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %48 = add i64 %index.unr, %.339.053
  %49 = shl i64 %48, 3
  %scevgep154 = getelementptr i8, i8* %.6.i, i64 %49
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil, %vector.body.epil.preheader
  %lsr.iv166 = phi i64 [ %math, %vector.body.epil ], [ %83, %vector.body.epil.preheader ]
  %lsr.iv155 = phi i8* [ %scevgep154, %vector.body.epil.preheader ], [ %scevgep15711, %vector.body.epil ]
  %lsr.iv155158 = bitcast i8* %lsr.iv155 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %lsr.iv155158, align 8
  %scevgep15711 = getelementptr i8, i8* %lsr.iv155, i64 %39
  %50 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv166, i64 1)
  %math = extractvalue { i64, i1 } %50, 0
  %ov = extractvalue { i64, i1 } %50, 1
  br i1 %ov, label %middle.block, label %vector.body.epil, !prof !47, !llvm.loop !64

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %smin, %n.vec
  br i1 %cmp.n, label %.723.if, label %.723.endif.preheader59

.723.endif.preheader59:                           ; preds = %middle.block, %.723.endif.preheader
  %.719.03.ph = phi i64 [ 0, %.723.endif.preheader ], [ %n.vec, %middle.block ]
  %51 = xor i64 %.719.03.ph, -1
  %52 = add i64 %smin, %51
  %53 = and i64 %smin, 7
  %lcmp.mod63.not = icmp eq i64 %53, 0
  br i1 %lcmp.mod63.not, label %.723.endif.prol.loopexit, label %.723.endif.prol.preheader

.723.endif.prol.preheader:                        ; preds = %.723.endif.preheader59
  %54 = mul i64 %.719.03.ph, %arg.a.5.0
  %55 = add i64 %54, %.339.053
  %56 = shl i64 %55, 3
  %scevgep164 = getelementptr i8, i8* %.6.i, i64 %56
  br label %.723.endif.prol

.723.endif.prol:                                  ; preds = %.723.endif.prol, %.723.endif.prol.preheader
  %lsr.iv169 = phi i64 [ %lsr.iv.next170, %.723.endif.prol ], [ %77, %.723.endif.prol.preheader ]
  %lsr.iv165 = phi i8* [ %scevgep164, %.723.endif.prol.preheader ], [ %scevgep1678, %.723.endif.prol ]
  %lsr.iv165168 = bitcast i8* %lsr.iv165 to double*
  store double 0.000000e+00, double* %lsr.iv165168, align 8
  %scevgep1678 = getelementptr i8, i8* %lsr.iv165, i64 %.113
  %lsr.iv.next170 = add nsw i64 %lsr.iv169, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next170, 0
  br i1 %prol.iter.cmp.not, label %.723.endif.prol.loopexit.loopexit, label %.723.endif.prol, !prof !47, !llvm.loop !51

.723.endif.prol.loopexit.loopexit:                ; preds = %.723.endif.prol
  %57 = or i64 %.719.03.ph, %113
  br label %.723.endif.prol.loopexit

.723.endif.prol.loopexit:                         ; preds = %.723.endif.prol.loopexit.loopexit, %.723.endif.preheader59
  %.719.03.unr = phi i64 [ %.719.03.ph, %.723.endif.preheader59 ], [ %57, %.723.endif.prol.loopexit.loopexit ]
  %58 = icmp ult i64 %52, 7
  br i1 %58, label %.723.if, label %.723.endif.preheader78

.723.endif.preheader78:                           ; preds = %.723.endif.prol.loopexit
  %59 = add i64 %.719.03.unr, 1
  %60 = mul i64 %59, %.113
  %scevgep171 = getelementptr i8, i8* %lsr.iv131, i64 %60
  %61 = mul i64 %40, %.719.03.unr
  %scevgep176 = getelementptr i8, i8* %lsr.iv131, i64 %61
  %62 = sub i64 %.719.03.unr, %smin179
  br label %.723.endif

B390.endif.else.endif.endif.endif:                ; preds = %.723.if.1, %B390.endif.else.endif.endif.endif.preheader.new
  %lsr.iv201 = phi i64 [ %lsr.iv.next202, %.723.if.1 ], [ 1, %B390.endif.else.endif.endif.endif.preheader.new ]
  %lsr.iv195 = phi i8* [ %scevgep196, %.723.if.1 ], [ %scevgep194, %B390.endif.else.endif.endif.endif.preheader.new ]
  %lsr.iv131 = phi i8* [ %scevgep132, %.723.if.1 ], [ %.6.i, %B390.endif.else.endif.endif.endif.preheader.new ]
  %.339.053 = phi i64 [ %.408.1, %.723.if.1 ], [ 0, %B390.endif.else.endif.endif.endif.preheader.new ]
  %smin326 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv201)
  %smin318 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv201)
  %63 = trunc i64 %smin318 to i3
  %64 = zext i3 %63 to i64
  %smin315 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv201)
  %65 = add i64 %smin315, 56
  %66 = lshr i64 %65, 3
  %67 = trunc i64 %66 to i3
  %68 = add i3 %67, 1
  %69 = zext i3 %68 to i64
  %70 = mul nsw i64 %69, -1
  %smin195 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv201)
  %71 = add i64 %smin195, -8
  %72 = lshr i64 %71, 3
  %73 = add nuw nsw i64 %72, 1
  %74 = lshr i64 %73, 3
  %75 = mul nsw i64 %74, -8
  %smin179 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.053)
  %smin168 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.053)
  %76 = trunc i64 %smin168 to i3
  %77 = zext i3 %76 to i64
  %smin164 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.053)
  %78 = add i64 %smin164, 56
  %79 = lshr i64 %78, 3
  %80 = trunc i64 %79 to i3
  %81 = add i3 %80, 1
  %82 = zext i3 %81 to i64
  %83 = mul nsw i64 %82, -1
  %smin160 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.053)
  %84 = add i64 %smin160, -8
  %85 = lshr i64 %84, 3
  %86 = add nuw nsw i64 %85, 1
  %87 = lshr i64 %86, 3
  %88 = shl nuw nsw i64 %87, 3
  %89 = add nsw i64 %88, -8
  %90 = lshr i64 %89, 3
  %91 = trunc i64 %90 to i3
  %92 = add i3 %91, 1
  %93 = zext i3 %92 to i64
  %94 = shl nuw nsw i64 %93, 6
  %smin39 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.053)
  %95 = add i64 %smin39, -8
  %96 = lshr i64 %95, 3
  %97 = add nuw nsw i64 %96, 1
  %98 = lshr i64 %97, 3
  %99 = shl nuw nsw i64 %98, 3
  %100 = add nsw i64 %99, -8
  %101 = lshr i64 %100, 3
  %102 = add nuw nsw i64 %101, 1
  %103 = lshr i64 %102, 3
  %104 = shl nuw nsw i64 %103, 3
  %smin23 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.053)
  %105 = add i64 %smin23, -8
  %106 = lshr i64 %105, 3
  %107 = add nuw nsw i64 %106, 1
  %108 = and i64 %107, %const
  %109 = add nsw i64 %108, -8
  %110 = lshr exact i64 %109, 3
  %111 = add nuw nsw i64 %110, 1
  %smin21 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %lsr.iv201)
  %112 = and i64 %smin21, 7
  %smin = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.339.053)
  %113 = and i64 %smin, 7
  %114 = add i64 %smin, -8
  %115 = lshr i64 %114, 3
  %116 = add nuw nsw i64 %115, 1
  %.408 = or i64 %.339.053, 1
  %.674.not = icmp slt i64 %.339.053, %arg.a.5.0
  br i1 %.674.not, label %B390.endif.endif, label %B390.endif.else.endif.endif.endif.if, !prof !50

B390.endif.else.endif.endif.endif.if:             ; preds = %B390.endif.else.endif.endif.endif
  br label %B390.endif.endif

.723.if:                                          ; preds = %.723.endif, %.723.endif.prol.loopexit, %middle.block, %B390.endif.endif
  %117 = icmp eq i64 %arg.a.5.0, 1
  %smin61.1 = tail call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.408)
  %118 = add i64 %smin61.1, -8
  %119 = lshr i64 %118, 3
  %120 = add nuw nsw i64 %119, 1
  %.408.1 = add nuw nsw i64 %.339.053, 2
  %min.iters.check.1 = icmp ugt i64 %smin61.1, 7
  %or.cond.1 = select i1 %min.iters.check.1, i1 %117, i1 false
  br i1 %or.cond.1, label %vector.ph.1, label %.723.endif.preheader59.1

vector.ph.1:                                      ; preds = %.723.if
  %n.vec.1 = and i64 %smin61.1, -8
  %121 = icmp ult i64 %118, 56
  br i1 %121, label %middle.block.unr-lcssa.1, label %vector.body.1.preheader

vector.body.1.preheader:                          ; preds = %vector.ph.1
  br label %vector.body.1

vector.body.1:                                    ; preds = %vector.body.1.preheader, %vector.body.1
  %lsr.iv196 = phi i64 [ %75, %vector.body.1.preheader ], [ %lsr.iv.next197, %vector.body.1 ]
  %lsr.iv197 = phi i8* [ %lsr.chain314, %vector.body.1 ], [ %lsr.iv195, %vector.body.1.preheader ]
  %index.1 = phi i64 [ %index.next.7.1.7, %vector.body.1 ], [ 0, %vector.body.1.preheader ]
  %lsr.iv197200 = bitcast i8* %lsr.iv197 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %lsr.iv197200, align 8
  %uglygep206 = getelementptr i8, i8* %lsr.iv197, i64 %39
  %uglygep206207 = bitcast i8* %uglygep206 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep206207, align 8
  %uglygep208 = getelementptr i8, i8* %uglygep206, i64 %39
  %uglygep208209 = bitcast i8* %uglygep208 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep208209, align 8
  %uglygep210 = getelementptr i8, i8* %uglygep208, i64 %39
  %uglygep210211 = bitcast i8* %uglygep210 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep210211, align 8
  %uglygep212 = getelementptr i8, i8* %uglygep210, i64 %39
  %uglygep212213 = bitcast i8* %uglygep212 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep212213, align 8
  %uglygep214 = getelementptr i8, i8* %uglygep212, i64 %39
  %uglygep214215 = bitcast i8* %uglygep214 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep214215, align 8
  %uglygep216 = getelementptr i8, i8* %uglygep214, i64 %39
  %uglygep216217 = bitcast i8* %uglygep216 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep216217, align 8
  %uglygep218 = getelementptr i8, i8* %uglygep216, i64 %39
  %uglygep218219 = bitcast i8* %uglygep218 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep218219, align 8
  %uglygep198 = getelementptr i8, i8* %uglygep218, i64 %39
  %uglygep198199 = bitcast i8* %uglygep198 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep198199, align 8
  %uglygep200 = getelementptr i8, i8* %uglygep198, i64 %39
  %uglygep200201 = bitcast i8* %uglygep200 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep200201, align 8
  %uglygep202 = getelementptr i8, i8* %uglygep200, i64 %39
  %uglygep202203 = bitcast i8* %uglygep202 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep202203, align 8
  %uglygep204 = getelementptr i8, i8* %uglygep202, i64 %39
  %uglygep204205 = bitcast i8* %uglygep204 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep204205, align 8
  %uglygep207 = getelementptr i8, i8* %uglygep204, i64 %39
  %uglygep207208 = bitcast i8* %uglygep207 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep207208, align 8
  %uglygep209 = getelementptr i8, i8* %uglygep207, i64 %39
  %uglygep209210 = bitcast i8* %uglygep209 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep209210, align 8
  %uglygep211 = getelementptr i8, i8* %uglygep209, i64 %39
  %uglygep211212 = bitcast i8* %uglygep211 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep211212, align 8
  %uglygep213 = getelementptr i8, i8* %uglygep211, i64 %39
  %uglygep213214 = bitcast i8* %uglygep213 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep213214, align 8
  %uglygep215 = getelementptr i8, i8* %uglygep213, i64 %39
  %uglygep215216 = bitcast i8* %uglygep215 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep215216, align 8
  %uglygep217 = getelementptr i8, i8* %uglygep215, i64 %39
  %uglygep217218 = bitcast i8* %uglygep217 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep217218, align 8
  %uglygep219 = getelementptr i8, i8* %uglygep217, i64 %39
  %uglygep219220 = bitcast i8* %uglygep219 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep219220, align 8
  %uglygep221 = getelementptr i8, i8* %uglygep219, i64 %39
  %uglygep221222 = bitcast i8* %uglygep221 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep221222, align 8
  %uglygep223 = getelementptr i8, i8* %uglygep221, i64 %39
  %uglygep223224 = bitcast i8* %uglygep223 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep223224, align 8
  %uglygep225 = getelementptr i8, i8* %uglygep223, i64 %39
  %uglygep225226 = bitcast i8* %uglygep225 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep225226, align 8
  %uglygep227 = getelementptr i8, i8* %uglygep225, i64 %39
  %uglygep227228 = bitcast i8* %uglygep227 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep227228, align 8
  %uglygep229 = getelementptr i8, i8* %uglygep227, i64 %39
  %uglygep229230 = bitcast i8* %uglygep229 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep229230, align 8
  %uglygep231 = getelementptr i8, i8* %uglygep229, i64 %39
  %uglygep231232 = bitcast i8* %uglygep231 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep231232, align 8
  %uglygep233 = getelementptr i8, i8* %uglygep231, i64 %39
  %uglygep233234 = bitcast i8* %uglygep233 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep233234, align 8
  %uglygep235 = getelementptr i8, i8* %uglygep233, i64 %39
  %uglygep235236 = bitcast i8* %uglygep235 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep235236, align 8
  %uglygep237 = getelementptr i8, i8* %uglygep235, i64 %39
  %uglygep237238 = bitcast i8* %uglygep237 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep237238, align 8
  %uglygep239 = getelementptr i8, i8* %uglygep237, i64 %39
  %uglygep239240 = bitcast i8* %uglygep239 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep239240, align 8
  %uglygep241 = getelementptr i8, i8* %uglygep239, i64 %39
  %uglygep241242 = bitcast i8* %uglygep241 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep241242, align 8
  %uglygep243 = getelementptr i8, i8* %uglygep241, i64 %39
  %uglygep243244 = bitcast i8* %uglygep243 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep243244, align 8
  %uglygep245 = getelementptr i8, i8* %uglygep243, i64 %39
  %uglygep245246 = bitcast i8* %uglygep245 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep245246, align 8
  %uglygep247 = getelementptr i8, i8* %uglygep245, i64 %39
  %uglygep247248 = bitcast i8* %uglygep247 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep247248, align 8
  %uglygep250 = getelementptr i8, i8* %uglygep247, i64 %39
  %uglygep250251 = bitcast i8* %uglygep250 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep250251, align 8
  %uglygep252 = getelementptr i8, i8* %uglygep250, i64 %39
  %uglygep252253 = bitcast i8* %uglygep252 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep252253, align 8
  %uglygep254 = getelementptr i8, i8* %uglygep252, i64 %39
  %uglygep254255 = bitcast i8* %uglygep254 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep254255, align 8
  %uglygep256 = getelementptr i8, i8* %uglygep254, i64 %39
  %uglygep256257 = bitcast i8* %uglygep256 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep256257, align 8
  %uglygep258 = getelementptr i8, i8* %uglygep256, i64 %39
  %uglygep258259 = bitcast i8* %uglygep258 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep258259, align 8
  %uglygep260 = getelementptr i8, i8* %uglygep258, i64 %39
  %uglygep260261 = bitcast i8* %uglygep260 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep260261, align 8
  %uglygep262 = getelementptr i8, i8* %uglygep260, i64 %39
  %uglygep262263 = bitcast i8* %uglygep262 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep262263, align 8
  %uglygep264 = getelementptr i8, i8* %uglygep262, i64 %39
  %uglygep264265 = bitcast i8* %uglygep264 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep264265, align 8
  %uglygep266 = getelementptr i8, i8* %uglygep264, i64 %39
  %uglygep266267 = bitcast i8* %uglygep266 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep266267, align 8
  %uglygep268 = getelementptr i8, i8* %uglygep266, i64 %39
  %uglygep268269 = bitcast i8* %uglygep268 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep268269, align 8
  %uglygep270 = getelementptr i8, i8* %uglygep268, i64 %39
  %uglygep270271 = bitcast i8* %uglygep270 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep270271, align 8
  %uglygep272 = getelementptr i8, i8* %uglygep270, i64 %39
  %uglygep272273 = bitcast i8* %uglygep272 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep272273, align 8
  %uglygep274 = getelementptr i8, i8* %uglygep272, i64 %39
  %uglygep274275 = bitcast i8* %uglygep274 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep274275, align 8
  %uglygep276 = getelementptr i8, i8* %uglygep274, i64 %39
  %uglygep276277 = bitcast i8* %uglygep276 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep276277, align 8
  %uglygep278 = getelementptr i8, i8* %uglygep276, i64 %39
  %uglygep278279 = bitcast i8* %uglygep278 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep278279, align 8
  %uglygep280 = getelementptr i8, i8* %uglygep278, i64 %39
  %uglygep280281 = bitcast i8* %uglygep280 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep280281, align 8
  %uglygep282 = getelementptr i8, i8* %uglygep280, i64 %39
  %uglygep282283 = bitcast i8* %uglygep282 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep282283, align 8
  %uglygep284 = getelementptr i8, i8* %uglygep282, i64 %39
  %uglygep284285 = bitcast i8* %uglygep284 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep284285, align 8
  %uglygep286 = getelementptr i8, i8* %uglygep284, i64 %39
  %uglygep286287 = bitcast i8* %uglygep286 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep286287, align 8
  %uglygep288 = getelementptr i8, i8* %uglygep286, i64 %39
  %uglygep288289 = bitcast i8* %uglygep288 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep288289, align 8
  %uglygep290 = getelementptr i8, i8* %uglygep288, i64 %39
  %uglygep290291 = bitcast i8* %uglygep290 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep290291, align 8
  %uglygep292 = getelementptr i8, i8* %uglygep290, i64 %39
  %uglygep292293 = bitcast i8* %uglygep292 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep292293, align 8
  %uglygep294 = getelementptr i8, i8* %uglygep292, i64 %39
  %uglygep294295 = bitcast i8* %uglygep294 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep294295, align 8
  %uglygep296 = getelementptr i8, i8* %uglygep294, i64 %39
  %uglygep296297 = bitcast i8* %uglygep296 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep296297, align 8
  %uglygep298 = getelementptr i8, i8* %uglygep296, i64 %39
  %uglygep298299 = bitcast i8* %uglygep298 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep298299, align 8
  %uglygep300 = getelementptr i8, i8* %uglygep298, i64 %39
  %uglygep300301 = bitcast i8* %uglygep300 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep300301, align 8
  %uglygep302 = getelementptr i8, i8* %uglygep300, i64 %39
  %uglygep302303 = bitcast i8* %uglygep302 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep302303, align 8
  %uglygep304 = getelementptr i8, i8* %uglygep302, i64 %39
  %uglygep304305 = bitcast i8* %uglygep304 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep304305, align 8
  %uglygep306 = getelementptr i8, i8* %uglygep304, i64 %39
  %uglygep306307 = bitcast i8* %uglygep306 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep306307, align 8
  %uglygep308 = getelementptr i8, i8* %uglygep306, i64 %39
  %uglygep308309 = bitcast i8* %uglygep308 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep308309, align 8
  %uglygep310 = getelementptr i8, i8* %uglygep308, i64 %39
  %uglygep310311 = bitcast i8* %uglygep310 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep310311, align 8
  %index.next.7.1.7 = add i64 %index.1, 512
  %lsr.iv.next197 = add nsw i64 %lsr.iv196, 64
  %niter.ncmp.7.1.7 = icmp eq i64 %lsr.iv.next197, 0
  %uglygep312 = getelementptr i8, i8* %uglygep310, i64 %39
  %uglygep312313 = bitcast i8* %uglygep312 to <8 x double>*
  %lsr.chain314 = bitcast <8 x double>* %uglygep312313 to i8*
  br i1 %niter.ncmp.7.1.7, label %middle.block.unr-lcssa.1, label %vector.body.1, !prof !61, !llvm.loop !62

middle.block.unr-lcssa.1:                         ; preds = %vector.body.1, %vector.ph.1
  %index.unr.1 = phi i64 [ 0, %vector.ph.1 ], [ %index.next.7.1.7, %vector.body.1 ]
  %122 = and i64 %120, 7
  %lcmp.mod.1.not = icmp eq i64 %122, 0
  br i1 %lcmp.mod.1.not, label %middle.block.1, label %vector.body.epil.1.preheader

vector.body.epil.1.preheader:                     ; preds = %middle.block.unr-lcssa.1
  %123 = add i64 %index.unr.1, %lsr.iv201
  %124 = shl i64 %123, 3
  %scevgep220 = getelementptr i8, i8* %.6.i, i64 %124
  br label %vector.body.epil.1

vector.body.epil.1:                               ; preds = %vector.body.epil.1, %vector.body.epil.1.preheader
  %lsr.iv316 = phi i64 [ %math346, %vector.body.epil.1 ], [ %70, %vector.body.epil.1.preheader ]
  %lsr.iv221 = phi i8* [ %scevgep220, %vector.body.epil.1.preheader ], [ %scevgep2237, %vector.body.epil.1 ]
  %lsr.iv221224 = bitcast i8* %lsr.iv221 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %lsr.iv221224, align 8
  %scevgep2237 = getelementptr i8, i8* %lsr.iv221, i64 %39
  %125 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv316, i64 1)
  %math346 = extractvalue { i64, i1 } %125, 0
  %ov347 = extractvalue { i64, i1 } %125, 1
  br i1 %ov347, label %middle.block.1, label %vector.body.epil.1, !prof !47, !llvm.loop !64

middle.block.1:                                   ; preds = %vector.body.epil.1, %middle.block.unr-lcssa.1
  %cmp.n.1 = icmp eq i64 %smin61.1, %n.vec.1
  br i1 %cmp.n.1, label %.723.if.1, label %.723.endif.preheader59.1

.723.endif.preheader59.1:                         ; preds = %middle.block.1, %.723.if
  %.719.03.ph.1 = phi i64 [ 0, %.723.if ], [ %n.vec.1, %middle.block.1 ]
  %126 = xor i64 %.719.03.ph.1, -1
  %127 = add i64 %smin61.1, %126
  %xtraiter62.1 = and i64 %smin61.1, 7
  %lcmp.mod63.1.not = icmp eq i64 %xtraiter62.1, 0
  br i1 %lcmp.mod63.1.not, label %.723.endif.prol.loopexit.1, label %.723.endif.prol.1.preheader

.723.endif.prol.1.preheader:                      ; preds = %.723.endif.preheader59.1
  %128 = mul i64 %.719.03.ph.1, %arg.a.5.0
  %129 = add i64 %128, %lsr.iv201
  %130 = shl i64 %129, 3
  %scevgep230 = getelementptr i8, i8* %.6.i, i64 %130
  br label %.723.endif.prol.1

.723.endif.prol.1:                                ; preds = %.723.endif.prol.1, %.723.endif.prol.1.preheader
  %lsr.iv319 = phi i64 [ %lsr.iv.next320, %.723.endif.prol.1 ], [ %64, %.723.endif.prol.1.preheader ]
  %lsr.iv231 = phi i8* [ %scevgep230, %.723.endif.prol.1.preheader ], [ %scevgep2335, %.723.endif.prol.1 ]
  %lsr.iv231234 = bitcast i8* %lsr.iv231 to double*
  store double 0.000000e+00, double* %lsr.iv231234, align 8
  %scevgep2335 = getelementptr i8, i8* %lsr.iv231, i64 %.113
  %lsr.iv.next320 = add nsw i64 %lsr.iv319, -1
  %prol.iter.cmp.1.not = icmp eq i64 %lsr.iv.next320, 0
  br i1 %prol.iter.cmp.1.not, label %.723.endif.prol.loopexit.1.loopexit, label %.723.endif.prol.1, !prof !47, !llvm.loop !51

.723.endif.prol.loopexit.1.loopexit:              ; preds = %.723.endif.prol.1
  %131 = or i64 %.719.03.ph.1, %112
  br label %.723.endif.prol.loopexit.1

.723.endif.prol.loopexit.1:                       ; preds = %.723.endif.prol.loopexit.1.loopexit, %.723.endif.preheader59.1
  %.719.03.unr.1 = phi i64 [ %.719.03.ph.1, %.723.endif.preheader59.1 ], [ %131, %.723.endif.prol.loopexit.1.loopexit ]
  %132 = icmp ult i64 %127, 7
  br i1 %132, label %.723.if.1, label %.723.endif.1.preheader

.723.endif.1.preheader:                           ; preds = %.723.endif.prol.loopexit.1
  %133 = mul i64 %.719.03.unr.1, %.113
  %scevgep321 = getelementptr i8, i8* %lsr.iv195, i64 %133
  %134 = sub i64 %.719.03.unr.1, %smin326
  br label %.723.endif.1

.723.endif.1:                                     ; preds = %.723.endif.1, %.723.endif.1.preheader
  %lsr.iv327 = phi i64 [ %lsr.iv.next328, %.723.endif.1 ], [ %134, %.723.endif.1.preheader ]
  %lsr.iv322 = phi i8* [ %135, %.723.endif.1 ], [ %scevgep321, %.723.endif.1.preheader ]
  %lsr.iv322323 = bitcast i8* %lsr.iv322 to i1*
  %lsr.iv322325 = bitcast i8* %lsr.iv322 to double*
  store double 0.000000e+00, double* %lsr.iv322325, align 8
  %uglygep329 = getelementptr i8, i8* %lsr.iv322, i64 %.113
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
  %scevgep324 = getelementptr i1, i1* %lsr.iv322323, i64 %39
  %135 = bitcast i1* %scevgep324 to i8*
  %lsr.iv.next328 = add i64 %lsr.iv327, 8
  %exitcond57.not.7.1 = icmp eq i64 %lsr.iv.next328, 0
  br i1 %exitcond57.not.7.1, label %.723.if.1, label %.723.endif.1, !prof !52, !llvm.loop !53

.723.if.1:                                        ; preds = %.723.endif.1, %.723.endif.prol.loopexit.1, %middle.block.1
  %scevgep132 = getelementptr i8, i8* %lsr.iv131, i64 16
  %scevgep196 = getelementptr i8, i8* %lsr.iv195, i64 16
  %lsr.iv.next202 = add nuw nsw i64 %lsr.iv201, 2
  %niter71.ncmp.1 = icmp eq i64 %.408.1, %unroll_iter70
  br i1 %niter71.ncmp.1, label %B412.loopexit.unr-lcssa, label %B390.endif.else.endif.endif.endif

.723.endif:                                       ; preds = %.723.endif, %.723.endif.preheader78
  %lsr.iv180 = phi i64 [ %lsr.iv.next181, %.723.endif ], [ %62, %.723.endif.preheader78 ]
  %lsr.iv172 = phi i64 [ %lsr.iv.next173, %.723.endif ], [ 0, %.723.endif.preheader78 ]
  %scevgep177 = getelementptr i8, i8* %scevgep176, i64 %lsr.iv172
  %scevgep177178 = bitcast i8* %scevgep177 to double*
  store double 0.000000e+00, double* %scevgep177178, align 8
  %scevgep174 = getelementptr i8, i8* %scevgep171, i64 %lsr.iv172
  %scevgep174175 = bitcast i8* %scevgep174 to double*
  store double 0.000000e+00, double* %scevgep174175, align 8
  %uglygep183 = getelementptr i8, i8* %scevgep174, i64 %.113
  %uglygep183184 = bitcast i8* %uglygep183 to double*
  store double 0.000000e+00, double* %uglygep183184, align 8
  %uglygep185 = getelementptr i8, i8* %uglygep183, i64 %.113
  %uglygep185186 = bitcast i8* %uglygep185 to double*
  store double 0.000000e+00, double* %uglygep185186, align 8
  %uglygep187 = getelementptr i8, i8* %uglygep185, i64 %.113
  %uglygep187188 = bitcast i8* %uglygep187 to double*
  store double 0.000000e+00, double* %uglygep187188, align 8
  %uglygep189 = getelementptr i8, i8* %uglygep187, i64 %.113
  %uglygep189190 = bitcast i8* %uglygep189 to double*
  store double 0.000000e+00, double* %uglygep189190, align 8
  %uglygep191 = getelementptr i8, i8* %uglygep189, i64 %.113
  %uglygep191192 = bitcast i8* %uglygep191 to double*
  store double 0.000000e+00, double* %uglygep191192, align 8
  %uglygep193 = getelementptr i8, i8* %uglygep191, i64 %.113
  %uglygep193194 = bitcast i8* %uglygep193 to double*
  store double 0.000000e+00, double* %uglygep193194, align 8
  %lsr.iv.next173 = add i64 %lsr.iv172, %39
  %lsr.iv.next181 = add i64 %lsr.iv180, 8
  %exitcond57.not.7 = icmp eq i64 %lsr.iv.next181, 0
  br i1 %exitcond57.not.7, label %.723.if, label %.723.endif, !prof !52, !llvm.loop !53
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

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

declare i32 @numba_xxpotrf(i8, i8, i64, double*, i64) local_unnamed_addr

declare i32 @numba_fatal_error() local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smin.i64(i64, i64) #0

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #5

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = !{!"branch_weights", i32 1, i32 99}
!3 = !{!4, !6, !7, !9, !10, !12}
!4 = distinct !{!4, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!5 = distinct !{!5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!6 = distinct !{!6, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!7 = distinct !{!7, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!8 = distinct !{!8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!9 = distinct !{!9, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!10 = distinct !{!10, !11, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v55B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29: %retptr"}
!11 = distinct !{!11, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v55B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29"}
!12 = distinct !{!12, !11, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v55B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29: %excinfo"}
!13 = !{!14, !16, !17, !19, !20, !22}
!14 = distinct !{!14, !15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!15 = distinct !{!15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!16 = distinct !{!16, !15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!17 = distinct !{!17, !18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!18 = distinct !{!18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!19 = distinct !{!19, !18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!20 = distinct !{!20, !21, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v55B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29: %retptr"}
!21 = distinct !{!21, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v55B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29"}
!22 = distinct !{!22, !21, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v55B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29: %excinfo"}
!23 = !{!20, !22}
!24 = !{i1 true}
!25 = !{!10, !12}
!26 = distinct !{!26, !1}
!27 = !{!28, !30, !31, !33}
!28 = distinct !{!28, !29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!29 = distinct !{!29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!30 = distinct !{!30, !29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!31 = distinct !{!31, !32, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!32 = distinct !{!32, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!33 = distinct !{!33, !32, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!34 = !{!35}
!35 = distinct !{!35, !36}
!36 = distinct !{!36, !"LVerDomain"}
!37 = !{!38}
!38 = distinct !{!38, !36}
!39 = distinct !{!39, !40}
!40 = !{!"llvm.loop.isvectorized", i32 1}
!41 = distinct !{!41, !1}
!42 = distinct !{!42, !1}
!43 = distinct !{!43, !40}
!44 = !{!45}
!45 = distinct !{!45, !46, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v24B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!46 = distinct !{!46, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v24B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!47 = !{!"branch_weights", i32 1, i32 7}
!48 = distinct !{!48, !1}
!49 = distinct !{!49, !1}
!50 = !{!"branch_weights", i32 99, i32 1}
!51 = distinct !{!51, !1}
!52 = !{!"branch_weights", i32 1, i32 3}
!53 = distinct !{!53, !40}
!54 = !{!55, !57, !58, !60}
!55 = distinct !{!55, !56, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!56 = distinct !{!56, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!57 = distinct !{!57, !56, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!58 = distinct !{!58, !59, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!59 = distinct !{!59, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!60 = distinct !{!60, !59, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!61 = !{!"branch_weights", i32 1, i32 11}
!62 = distinct !{!62, !40}
!63 = distinct !{!63, !1}
!64 = distinct !{!64, !1}
