; ModuleID = 'norm_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.norm_sum = internal constant [9 x i8] c"norm_sum\00"
@_ZN08NumbaEnv7kernels8norm_sumB3v77B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels8norm_sumB3v77B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [130 x i8] c"missing Environment: _ZN08NumbaEnv7kernels8norm_sumB3v77B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
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
@".const.<numba.core.cpu.CPUContext object at 0x7f0ccfaa3750>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f0ccfaa3750>\00"
@_ZN08NumbaEnv5numba2np6linalg14_get_norm_impl12_3clocals_3e9oneD_implB3v78B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np6linalg17_oneD_norm_2_impl12_3clocals_3e4implB3v79B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.139692995897024 = internal constant [69 x i8] c"\80\04\95:\00\00\00\00\00\00\00\8C\08builtins\94\8C\11ZeroDivisionError\94\93\94\8C\10division by zero\94\85\94N\87\94."
@.const.pickledata.139692995897024.sha1 = internal constant [20 x i8] c"\B2\80\08\A0\F8\8B\AD_\F0\F0$>\84\DA\B9\0C\AB\19\B3f"
@.const.picklebuf.139692995897024 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([69 x i8], [69 x i8]* @.const.pickledata.139692995897024, i32 0, i32 0), i32 69, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139692995897024.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139692996969664 = internal constant [78 x i8] c"\80\04\95C\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\04impl\94\8C\12numba/np/linalg.py\94M\B7\08\87\94\87\94."
@.const.pickledata.139692996969664.sha1 = internal constant [20 x i8] c"\C2\BD-U\81-\ED\F5\A6\E1\F4\8AZE\05\A7\9C\BE\C9\FF"
@.const.picklebuf.139692996969664 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([78 x i8], [78 x i8]* @.const.pickledata.139692996969664, i32 0, i32 0), i32 78, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139692996969664.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139692995889664 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.139692995889664.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.139692995889664 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.139692995889664, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139692995889664.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v38B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139693000760960 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139693000760960.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139693000760960 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139693000760960, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139693000760960.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_dummy_liveness_funcB3v80B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global i8* null
@.const.pickledata.139692995823936 = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.139692995823936.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.139692995823936 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([66 x i8], [66 x i8]* @.const.pickledata.139692995823936, i32 0, i32 0), i32 66, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139692995823936.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v44B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v45B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels8norm_sumB3v77B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  %.16.i = alloca double, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast double* %.16.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %0)
  %1 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !1
  store double 0.000000e+00, double* %.16.i, align 8, !noalias !1
  %.22.i = call i32 @_ZN5numba2np6linalg17_oneD_norm_2_impl12_3clocals_3e4implB3v79B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.16.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.x.0, i8* %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0), !noalias !1
  switch i32 %.22.i, label %_ZN5numba2np6linalg14_get_norm_impl12_3clocals_3e9oneD_implB3v78B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29.exit [
    i32 -2, label %_ZN5numba2np6linalg14_get_norm_impl12_3clocals_3e9oneD_implB3v78B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29.exit.thread
    i32 0, label %_ZN5numba2np6linalg14_get_norm_impl12_3clocals_3e9oneD_implB3v78B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29.exit.thread
  ]

_ZN5numba2np6linalg14_get_norm_impl12_3clocals_3e9oneD_implB3v78B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29.exit.thread: ; preds = %entry, %entry
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %3 = bitcast double* %.16.i to i8*
  %.32.i = load double, double* %.16.i, align 8, !noalias !1
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2)
  %.68.i = icmp eq i64 %arg.x.2, 0
  br i1 %.68.i, label %B0.endif.endif, label %B50.endif.preheader.i, !prof !5

_ZN5numba2np6linalg14_get_norm_impl12_3clocals_3e9oneD_implB3v78B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29.exit: ; preds = %entry
  %4 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %5 = bitcast double* %.16.i to i8*
  %.23.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !1
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4)
  %.30.i = icmp sgt i32 %.22.i, 0
  %.31 = select i1 %.30.i, { i8*, i32, i8*, i8*, i32 }* %.23.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.31, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B50.endif.preheader.i:                            ; preds = %_ZN5numba2np6linalg14_get_norm_impl12_3clocals_3e9oneD_implB3v78B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29.exit.thread
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.x.2, i64 1)
  %6 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %7 = icmp ult i64 %6, 7
  br i1 %7, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %8 = add nsw i64 %unroll_iter.i, -8
  %9 = lshr exact i64 %8, 3
  %10 = add nuw nsw i64 %9, 1
  %xtraiter = and i64 %10, 7
  %11 = icmp ult i64 %8, 56
  br i1 %11, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %10, 4611686018427387896
  %scevgep33 = getelementptr double, double* %arg.x.4, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %12 = add nuw nsw i64 %.70.05.i.unr, 7
  %scevgep9 = getelementptr double, double* %arg.x.4, i64 %12
  %13 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %14 = bitcast double* %scevgep9 to i8*
  %uglygep30 = getelementptr i8, i8* %14, i64 %lsr.iv
  %uglygep3031 = bitcast i8* %uglygep30 to double*
  %scevgep32 = getelementptr double, double* %uglygep3031, i64 -7
  %.236.i.epil = load double, double* %scevgep32, align 8, !noalias !6
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep27 = getelementptr i8, i8* %14, i64 %lsr.iv
  %uglygep2728 = bitcast i8* %uglygep27 to double*
  %scevgep29 = getelementptr double, double* %uglygep2728, i64 -6
  %.236.1.i.epil = load double, double* %scevgep29, align 8, !noalias !6
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep24 = getelementptr i8, i8* %14, i64 %lsr.iv
  %uglygep2425 = bitcast i8* %uglygep24 to double*
  %scevgep26 = getelementptr double, double* %uglygep2425, i64 -5
  %.236.2.i.epil = load double, double* %scevgep26, align 8, !noalias !6
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep21 = getelementptr i8, i8* %14, i64 %lsr.iv
  %uglygep2122 = bitcast i8* %uglygep21 to double*
  %scevgep23 = getelementptr double, double* %uglygep2122, i64 -4
  %.236.3.i.epil = load double, double* %scevgep23, align 8, !noalias !6
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep18 = getelementptr i8, i8* %14, i64 %lsr.iv
  %uglygep1819 = bitcast i8* %uglygep18 to double*
  %scevgep20 = getelementptr double, double* %uglygep1819, i64 -3
  %.236.4.i.epil = load double, double* %scevgep20, align 8, !noalias !6
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep15 = getelementptr i8, i8* %14, i64 %lsr.iv
  %uglygep1516 = bitcast i8* %uglygep15 to double*
  %scevgep17 = getelementptr double, double* %uglygep1516, i64 -2
  %.236.5.i.epil = load double, double* %scevgep17, align 8, !noalias !6
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep12 = getelementptr i8, i8* %14, i64 %lsr.iv
  %uglygep1213 = bitcast i8* %uglygep12 to double*
  %scevgep14 = getelementptr double, double* %uglygep1213, i64 -1
  %.236.6.i.epil = load double, double* %scevgep14, align 8, !noalias !6
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %14, i64 %lsr.iv
  %uglygep11 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep11, align 8, !noalias !6
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %13, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !9, !llvm.loop !10

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %B0.endif.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i = getelementptr double, double* %arg.x.4, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep, align 8, !noalias !6
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %B0.endif.endif, label %B50.endif.epil.i, !prof !9, !llvm.loop !12

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv161 = phi i64 [ %lsr.iv.next162, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep159 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep160 = getelementptr double, double* %scevgep159, i64 -63
  %.236.i = load double, double* %scevgep160, align 8, !noalias !6
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep157 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep158 = getelementptr double, double* %scevgep157, i64 -62
  %.236.1.i = load double, double* %scevgep158, align 8, !noalias !6
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep155 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep156 = getelementptr double, double* %scevgep155, i64 -61
  %.236.2.i = load double, double* %scevgep156, align 8, !noalias !6
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep153 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep154 = getelementptr double, double* %scevgep153, i64 -60
  %.236.3.i = load double, double* %scevgep154, align 8, !noalias !6
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep151 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep152 = getelementptr double, double* %scevgep151, i64 -59
  %.236.4.i = load double, double* %scevgep152, align 8, !noalias !6
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep149 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep150 = getelementptr double, double* %scevgep149, i64 -58
  %.236.5.i = load double, double* %scevgep150, align 8, !noalias !6
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep147 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep148 = getelementptr double, double* %scevgep147, i64 -57
  %.236.6.i = load double, double* %scevgep148, align 8, !noalias !6
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep145 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep146 = getelementptr double, double* %scevgep145, i64 -56
  %.236.7.i = load double, double* %scevgep146, align 8, !noalias !6
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep114 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep115 = getelementptr double, double* %scevgep114, i64 -55
  %.236.i.1 = load double, double* %scevgep115, align 8, !noalias !6
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep116 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep117 = getelementptr double, double* %scevgep116, i64 -54
  %.236.1.i.1 = load double, double* %scevgep117, align 8, !noalias !6
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep118 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep119 = getelementptr double, double* %scevgep118, i64 -53
  %.236.2.i.1 = load double, double* %scevgep119, align 8, !noalias !6
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep120 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep121 = getelementptr double, double* %scevgep120, i64 -52
  %.236.3.i.1 = load double, double* %scevgep121, align 8, !noalias !6
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep122 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep123 = getelementptr double, double* %scevgep122, i64 -51
  %.236.4.i.1 = load double, double* %scevgep123, align 8, !noalias !6
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep124 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep125 = getelementptr double, double* %scevgep124, i64 -50
  %.236.5.i.1 = load double, double* %scevgep125, align 8, !noalias !6
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep126 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep127 = getelementptr double, double* %scevgep126, i64 -49
  %.236.6.i.1 = load double, double* %scevgep127, align 8, !noalias !6
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep128 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep129 = getelementptr double, double* %scevgep128, i64 -48
  %.236.7.i.1 = load double, double* %scevgep129, align 8, !noalias !6
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep98 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep99 = getelementptr double, double* %scevgep98, i64 -47
  %.236.i.2 = load double, double* %scevgep99, align 8, !noalias !6
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep100 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep101 = getelementptr double, double* %scevgep100, i64 -46
  %.236.1.i.2 = load double, double* %scevgep101, align 8, !noalias !6
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep102 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep103 = getelementptr double, double* %scevgep102, i64 -45
  %.236.2.i.2 = load double, double* %scevgep103, align 8, !noalias !6
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep104 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep105 = getelementptr double, double* %scevgep104, i64 -44
  %.236.3.i.2 = load double, double* %scevgep105, align 8, !noalias !6
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep106 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep107 = getelementptr double, double* %scevgep106, i64 -43
  %.236.4.i.2 = load double, double* %scevgep107, align 8, !noalias !6
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep108 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep109 = getelementptr double, double* %scevgep108, i64 -42
  %.236.5.i.2 = load double, double* %scevgep109, align 8, !noalias !6
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep110 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep111 = getelementptr double, double* %scevgep110, i64 -41
  %.236.6.i.2 = load double, double* %scevgep111, align 8, !noalias !6
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep112 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep113 = getelementptr double, double* %scevgep112, i64 -40
  %.236.7.i.2 = load double, double* %scevgep113, align 8, !noalias !6
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep82 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep83 = getelementptr double, double* %scevgep82, i64 -39
  %.236.i.3 = load double, double* %scevgep83, align 8, !noalias !6
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep84 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep85 = getelementptr double, double* %scevgep84, i64 -38
  %.236.1.i.3 = load double, double* %scevgep85, align 8, !noalias !6
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep86 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep87 = getelementptr double, double* %scevgep86, i64 -37
  %.236.2.i.3 = load double, double* %scevgep87, align 8, !noalias !6
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep88 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep89 = getelementptr double, double* %scevgep88, i64 -36
  %.236.3.i.3 = load double, double* %scevgep89, align 8, !noalias !6
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep90 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep91 = getelementptr double, double* %scevgep90, i64 -35
  %.236.4.i.3 = load double, double* %scevgep91, align 8, !noalias !6
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep92 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep93 = getelementptr double, double* %scevgep92, i64 -34
  %.236.5.i.3 = load double, double* %scevgep93, align 8, !noalias !6
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep94 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep95 = getelementptr double, double* %scevgep94, i64 -33
  %.236.6.i.3 = load double, double* %scevgep95, align 8, !noalias !6
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep96 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep97 = getelementptr double, double* %scevgep96, i64 -32
  %.236.7.i.3 = load double, double* %scevgep97, align 8, !noalias !6
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep66 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep67 = getelementptr double, double* %scevgep66, i64 -31
  %.236.i.4 = load double, double* %scevgep67, align 8, !noalias !6
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep68 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep69 = getelementptr double, double* %scevgep68, i64 -30
  %.236.1.i.4 = load double, double* %scevgep69, align 8, !noalias !6
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep70 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep71 = getelementptr double, double* %scevgep70, i64 -29
  %.236.2.i.4 = load double, double* %scevgep71, align 8, !noalias !6
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep72 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep73 = getelementptr double, double* %scevgep72, i64 -28
  %.236.3.i.4 = load double, double* %scevgep73, align 8, !noalias !6
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep74 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep75 = getelementptr double, double* %scevgep74, i64 -27
  %.236.4.i.4 = load double, double* %scevgep75, align 8, !noalias !6
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep76 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep77 = getelementptr double, double* %scevgep76, i64 -26
  %.236.5.i.4 = load double, double* %scevgep77, align 8, !noalias !6
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep78 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep79 = getelementptr double, double* %scevgep78, i64 -25
  %.236.6.i.4 = load double, double* %scevgep79, align 8, !noalias !6
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep80 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep81 = getelementptr double, double* %scevgep80, i64 -24
  %.236.7.i.4 = load double, double* %scevgep81, align 8, !noalias !6
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep50 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep51 = getelementptr double, double* %scevgep50, i64 -23
  %.236.i.5 = load double, double* %scevgep51, align 8, !noalias !6
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep52 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep53 = getelementptr double, double* %scevgep52, i64 -22
  %.236.1.i.5 = load double, double* %scevgep53, align 8, !noalias !6
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep54 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep55 = getelementptr double, double* %scevgep54, i64 -21
  %.236.2.i.5 = load double, double* %scevgep55, align 8, !noalias !6
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep56 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep57 = getelementptr double, double* %scevgep56, i64 -20
  %.236.3.i.5 = load double, double* %scevgep57, align 8, !noalias !6
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep58 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep59 = getelementptr double, double* %scevgep58, i64 -19
  %.236.4.i.5 = load double, double* %scevgep59, align 8, !noalias !6
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep60 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep61 = getelementptr double, double* %scevgep60, i64 -18
  %.236.5.i.5 = load double, double* %scevgep61, align 8, !noalias !6
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep62 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep63 = getelementptr double, double* %scevgep62, i64 -17
  %.236.6.i.5 = load double, double* %scevgep63, align 8, !noalias !6
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep64 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep65 = getelementptr double, double* %scevgep64, i64 -16
  %.236.7.i.5 = load double, double* %scevgep65, align 8, !noalias !6
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep34 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep35 = getelementptr double, double* %scevgep34, i64 -15
  %.236.i.6 = load double, double* %scevgep35, align 8, !noalias !6
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep36 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep37 = getelementptr double, double* %scevgep36, i64 -14
  %.236.1.i.6 = load double, double* %scevgep37, align 8, !noalias !6
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep38 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep39 = getelementptr double, double* %scevgep38, i64 -13
  %.236.2.i.6 = load double, double* %scevgep39, align 8, !noalias !6
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep40 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep41 = getelementptr double, double* %scevgep40, i64 -12
  %.236.3.i.6 = load double, double* %scevgep41, align 8, !noalias !6
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep42 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep43 = getelementptr double, double* %scevgep42, i64 -11
  %.236.4.i.6 = load double, double* %scevgep43, align 8, !noalias !6
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep44 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep45 = getelementptr double, double* %scevgep44, i64 -10
  %.236.5.i.6 = load double, double* %scevgep45, align 8, !noalias !6
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep46 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep47 = getelementptr double, double* %scevgep46, i64 -9
  %.236.6.i.6 = load double, double* %scevgep47, align 8, !noalias !6
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep48 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep49 = getelementptr double, double* %scevgep48, i64 -8
  %.236.7.i.6 = load double, double* %scevgep49, align 8, !noalias !6
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep130 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep131 = getelementptr double, double* %scevgep130, i64 -7
  %.236.i.7 = load double, double* %scevgep131, align 8, !noalias !6
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep132 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep133 = getelementptr double, double* %scevgep132, i64 -6
  %.236.1.i.7 = load double, double* %scevgep133, align 8, !noalias !6
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep134 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep135 = getelementptr double, double* %scevgep134, i64 -5
  %.236.2.i.7 = load double, double* %scevgep135, align 8, !noalias !6
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep136 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep137 = getelementptr double, double* %scevgep136, i64 -4
  %.236.3.i.7 = load double, double* %scevgep137, align 8, !noalias !6
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep138 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep139 = getelementptr double, double* %scevgep138, i64 -3
  %.236.4.i.7 = load double, double* %scevgep139, align 8, !noalias !6
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep140 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep141 = getelementptr double, double* %scevgep140, i64 -2
  %.236.5.i.7 = load double, double* %scevgep141, align 8, !noalias !6
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep142 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %scevgep143 = getelementptr double, double* %scevgep142, i64 -1
  %.236.6.i.7 = load double, double* %scevgep143, align 8, !noalias !6
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep144 = getelementptr double, double* %scevgep33, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep144, align 8, !noalias !6
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next162 = add i64 %lsr.iv161, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next162, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !5

common.ret:                                       ; preds = %_ZN5numba2np6linalg14_get_norm_impl12_3clocals_3e9oneD_implB3v78B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29.exit, %B0.endif.endif
  %common.ret.op = phi i32 [ 0, %B0.endif.endif ], [ %.22.i, %_ZN5numba2np6linalg14_get_norm_impl12_3clocals_3e9oneD_implB3v78B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29.exit ]
  ret i32 %common.ret.op

B0.endif.endif:                                   ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %_ZN5numba2np6linalg14_get_norm_impl12_3clocals_3e9oneD_implB3v78B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29.exit.thread
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %_ZN5numba2np6linalg14_get_norm_impl12_3clocals_3e9oneD_implB3v78B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29.exit.thread ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  %.73 = fadd double %.32.i, %c.2.0.lcssa.i
  store double %.73, double* %retptr, align 8
  br label %common.ret
}

define i8* @_ZN7cpython7kernels8norm_sumB3v77B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.const.norm_sum, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !5

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.if.if ], [ %.67, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels8norm_sumB3v77B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !5

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([130 x i8], [130 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels8norm_sumB3v77B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.29 = load i64, i64* %2, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !5

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr2 = getelementptr inbounds i8, i8* %4, i64 8
  %5 = bitcast i8* %sunkaddr2 to i8**
  %.36.fca.1.load = load i8*, i8** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %6, i64 16
  %7 = bitcast i8* %sunkaddr3 to i64*
  %.36.fca.2.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %8, i64 32
  %9 = bitcast i8* %sunkaddr4 to double**
  %.36.fca.4.load = load double*, double** %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %10, i64 40
  %11 = bitcast i8* %sunkaddr5 to i64*
  %.36.fca.5.0.load = load i64, i64* %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %12, i64 48
  %13 = bitcast i8* %sunkaddr6 to i64*
  %.36.fca.6.0.load = load i64, i64* %13, align 8
  store double 0.000000e+00, double* %.43, align 8
  %.49 = call i32 @_ZN7kernels8norm_sumB3v77B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* %.36.fca.1.load, i64 %.36.fca.2.load, i64 8, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.6.0.load) #1
  %.50 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.57 = icmp sgt i32 %.49, 0
  %.58 = select i1 %.57, { i8*, i32, i8*, i8*, i32 }* %.50, { i8*, i32, i8*, i8*, i32 }* undef
  %.59 = load double, double* %.43, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  switch i32 %.49, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.if
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %14 = icmp sgt i32 %.49, 0
  br i1 %14, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.if:              ; preds = %entry.endif.endif.endif.endif
  call void @Py_IncRef(i8* nonnull @_Py_NoneStruct)
  br label %common.ret

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.67 = call i8* @PyFloat_FromDouble(double %.59)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.72 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.73 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 4
  %.74 = icmp sgt i32 %.73, 0
  %.77 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 0
  %.79 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 1
  br i1 %.74, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  switch i32 %.49, label %entry.endif.endif.endif.endif.endif.endif.endif.endif [
    i32 -3, label %entry.endif.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.80 = sext i32 %.79 to i64
  %.81 = call i8* @PyBytes_FromStringAndSize(i8* %.77, i64 %.80)
  %.82 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.83 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 2
  %.85 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 3
  %.86 = bitcast i8* %.85 to i8* (i8*)*
  %.87 = call i8* %.86(i8* %.83)
  %.88 = icmp eq i8* %.87, null
  br i1 %.88, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !5

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.101 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 2
  %.102 = call i8* @numba_unpickle(i8* %.77, i32 %.79, i8* %.101)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.104 = phi i8* [ %.92, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.102, %entry.endif.endif.endif.endif.endif.if.else ]
  %.105.not = icmp eq i8* %.104, null
  br i1 %.105.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !5

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.92 = call i8* @numba_runtime_build_excinfo_struct(i8* %.81, i8* nonnull %.87)
  %.93 = bitcast { i8*, i32, i8*, i8*, i32 }* %.58 to i8*
  call void @NRT_Free(i8* nonnull %.93)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.104)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
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

define double @cfunc._ZN7kernels8norm_sumB3v77B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
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
  %.9 = call i32 @_ZN7kernels8norm_sumB3v77B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.7, i64 %.8) #1
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load double, double* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  switch i32 %.9, label %entry.if [
    i32 -2, label %common.ret
    i32 0, label %common.ret
  ]

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f0ccfaa3750>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.72)
  call void @Py_DecRef(i8* %.72)
  call void @numba_gil_release(i32* nonnull %.21)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.27 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.28 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 4
  %.29 = icmp sgt i32 %.28, 0
  %.32 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 0
  %.34 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 1
  br i1 %.29, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.9, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.24
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.35 = sext i32 %.34 to i64
  %.36 = call i8* @PyBytes_FromStringAndSize(i8* %.32, i64 %.35)
  %.37 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.38 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 2
  %.40 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 3
  %.41 = bitcast i8* %.40 to i8* (i8*)*
  %.42 = call i8* %.41(i8* %.38)
  %.43 = icmp eq i8* %.42, null
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !5

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 2
  %.57 = call i8* @numba_unpickle(i8* %.32, i32 %.34, i8* %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi i8* [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq i8* %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !5

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.47 = call i8* @numba_runtime_build_excinfo_struct(i8* %.36, i8* nonnull %.42)
  %.48 = bitcast { i8*, i32, i8*, i8*, i32 }* %.18 to i8*
  call void @NRT_Free(i8* nonnull %.48)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.59)
  br label %.24

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.24

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.24
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

define linkonce_odr i32 @_ZN5numba2np6linalg17_oneD_norm_2_impl12_3clocals_3e4implB3v79B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.a.0)
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 8, i32 32), !noalias !13
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B0.if, label %B0.endif, !prof !5

common.ret:                                       ; preds = %B242.endif.endif.endif.endif, %B242.endif.endif.endif.if, %B242.endif.endif.if, %B0.endif.if, %B0.if, %B210
  %common.ret.op = phi i32 [ 1, %B210 ], [ 1, %B0.endif.if ], [ 1, %B242.endif.endif.if ], [ 0, %B242.endif.endif.endif.endif ], [ 1, %B0.if ], [ 1, %B242.endif.endif.endif.if ]
  ret i32 %common.ret.op

B210:                                             ; preds = %B0.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i)
  tail call void @NRT_decref(i8* %arg.a.0)
  %.169 = tail call i32 @numba_fatal_error()
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139692996969664, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !23
  br label %common.ret

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139693000760960, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %0 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %0, align 8, !noalias !24
  %.95 = icmp eq i64 %arg.a.3, 0
  br i1 %.95, label %B0.endif.if, label %B0.endif.endif, !prof !5

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139692995897024, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !23
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.94 = sitofp i64 %arg.a.3 to double
  %.93 = sitofp i64 %arg.a.6.0 to double
  %.102 = fdiv double %.93, %.94
  %.103 = fptosi double %.102 to i64
  %.153 = tail call i32 @numba_xxnrm2(i8 100, i64 %arg.a.5.0, double* %arg.a.4, i64 %.103, double* %.6.i1.i)
  %.157 = icmp slt i32 %.153, 0
  br i1 %.157, label %B210, label %B242.endif.if

B242.endif.if:                                    ; preds = %B0.endif.endif
  tail call void @NRT_decref(i8* %arg.a.0)
  %.213 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 40, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.214 = icmp eq i8* %.213, null
  br i1 %.214, label %B242.endif.endif.if, label %B242.endif.endif.endif, !prof !5

B242.endif.endif.if:                              ; preds = %B242.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139692995889664, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !23
  br label %common.ret

B242.endif.endif.endif:                           ; preds = %B242.endif.if
  %.5.i = getelementptr i8, i8* %.213, i64 24
  %1 = bitcast i8* %.5.i to { i64, i64, i8, i64 }**
  %.6.i25 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.226 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i25, i64 0, i32 1
  store i64 2, i64* %.226, align 8
  %2 = bitcast i8* %.5.i to i64**
  %.6.i2261 = load i64*, i64** %2, align 8
  store i64 0, i64* %.6.i2261, align 8
  %.6.i427 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.238 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i427, i64 0, i32 2
  store i8 0, i8* %.238, align 1
  %.6.i1928 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.251 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1928, i64 0, i32 3
  %.262 = bitcast i64* %.251 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %.262, i8 0, i64 16, i1 false)
  %.6.i15222 = load i64*, i64** %2, align 8
  store i64 2, i64* %.6.i15222, align 8
  %.6.i1123 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.291 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1123, i64 0, i32 3
  store i64 1, i64* %.291, align 8
  %.6.i724 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.305 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i724, i64 0, i32 3
  %.306 = getelementptr i64, i64* %.305, i64 1
  store i64 %arg.a.2, i64* %.306, align 8
  %.6.i45.i3 = load i64*, i64** %2, align 8, !noalias !25
  %.26.i = load i64, i64* %.6.i45.i3, align 8, !noalias !25
  %.27.i = icmp slt i64 %.26.i, 1
  br i1 %.27.i, label %B242.endif.endif.endif.if, label %B242.endif.endif.endif.endif, !prof !5

B242.endif.endif.endif.if:                        ; preds = %B242.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139692995823936, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B242.endif.endif.endif.endif:                     ; preds = %B242.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.213)
  %.363 = load double, double* %.6.i1.i, align 8
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i)
  store double %.363, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #0 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !5

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !5

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !5

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare i32 @numba_fatal_error() local_unnamed_addr

declare i32 @numba_xxnrm2(i8, i64, double*, i64, double*) local_unnamed_addr

define linkonce_odr void @.dtor.list.int64(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #3

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

attributes #0 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #1 = { noinline }
attributes #2 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }
attributes #3 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { argmemonly mustprogress nocallback nofree nosync nounwind willreturn }

!numba_args_may_always_need_nrt = !{!0, !0}

!0 = distinct !{null}
!1 = !{!2, !4}
!2 = distinct !{!2, !3, !"_ZN5numba2np6linalg14_get_norm_impl12_3clocals_3e9oneD_implB3v78B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np6linalg14_get_norm_impl12_3clocals_3e9oneD_implB3v78B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29"}
!4 = distinct !{!4, !3, !"_ZN5numba2np6linalg14_get_norm_impl12_3clocals_3e9oneD_implB3v78B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29: %excinfo"}
!5 = !{!"branch_weights", i32 1, i32 99}
!6 = !{!7}
!7 = distinct !{!7, !8, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v44B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!8 = distinct !{!8, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v44B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!9 = !{!"branch_weights", i32 1, i32 7}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !11}
!13 = !{!14, !16, !17, !19, !20, !22}
!14 = distinct !{!14, !15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!15 = distinct !{!15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!16 = distinct !{!16, !15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!17 = distinct !{!17, !18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!18 = distinct !{!18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!19 = distinct !{!19, !18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!20 = distinct !{!20, !21, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v38B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %retptr"}
!21 = distinct !{!21, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v38B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29"}
!22 = distinct !{!22, !21, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v38B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %excinfo"}
!23 = !{i1 true}
!24 = !{!20, !22}
!25 = !{!26, !28}
!26 = distinct !{!26, !27, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v80B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %retptr"}
!27 = distinct !{!27, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v80B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e"}
!28 = distinct !{!28, !27, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v80B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %excinfo"}
