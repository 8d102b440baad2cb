; ModuleID = 'int_power_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139788187394944 = internal constant [69 x i8] c"\80\04\95:\00\00\00\00\00\00\00\8C\08builtins\94\8C\11ZeroDivisionError\94\93\94\8C\10division by zero\94\85\94N\87\94."
@.const.pickledata.139788187394944.sha1 = internal constant [20 x i8] c"\B2\80\08\A0\F8\8B\AD_\F0\F0$>\84\DA\B9\0C\AB\19\B3f"
@.const.picklebuf.139788187394944 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([69 x i8], [69 x i8]* @.const.pickledata.139788187394944, i32 0, i32 0), i32 69, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788187394944.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.int_power_sum = internal constant [14 x i8] c"int_power_sum\00"
@_ZN08NumbaEnv7kernels13int_power_sumB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels13int_power_sumB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx" = internal constant [137 x i8] c"missing Environment: _ZN08NumbaEnv7kernels13int_power_sumB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f22f92d4b50>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f22f92d4b50>\00"
@_ZN08NumbaEnv5numba7cpython11old_numbers14int_power_impl12_3clocals_3e9int_powerB3v26B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEdx = common local_unnamed_addr global i8* null
@.const.pickledata.139788188481024 = internal constant [91 x i8] c"\80\04\95P\00\00\00\00\00\00\00\8C\08builtins\94\8C\0DOverflowError\94\93\94)\8C\09int_power\94\8C\1Cnumba/cpython/old_numbers.py\94K\DE\87\94\87\94."
@.const.pickledata.139788188481024.sha1 = internal constant [20 x i8] c"l$\9B\1F\ACi\A3h;\D4\BF\1FJ\13\A0\E7\D2\FF\D75"
@.const.picklebuf.139788188481024 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([91 x i8], [91 x i8]* @.const.pickledata.139788188481024, i32 0, i32 0), i32 91, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788188481024.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139788187672064 = internal constant [69 x i8] c"\80\04\95:\00\00\00\00\00\00\00\8C\08builtins\94\8C\11ZeroDivisionError\94\93\94\8C\10division by zero\94\85\94N\87\94."
@.const.pickledata.139788187672064.sha1 = internal constant [20 x i8] c"\B2\80\08\A0\F8\8B\AD_\F0\F0$>\84\DA\B9\0C\AB\19\B3f"
@.const.picklebuf.139788187672064 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([69 x i8], [69 x i8]* @.const.pickledata.139788187672064, i32 0, i32 0), i32 69, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788187672064.sha1, i32 0, i32 0), i8* null, i32 0 }

; Function Attrs: argmemonly nofree nosync nounwind
define i32 @_ZN7kernels13int_power_sumB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* nocapture readnone %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, i64 %arg.k) local_unnamed_addr #0 {
B0.endif:
  %arg.k.fr = freeze i64 %arg.k
  %0 = tail call i64 @llvm.smax.i64(i64 %arg.x.5.0, i64 0)
  %.11611.not = icmp slt i64 %arg.x.5.0, 1
  br i1 %.11611.not, label %B94, label %B62.lr.ph

B62.lr.ph:                                        ; preds = %B0.endif
  %.16.i = icmp slt i64 %arg.k.fr, 0
  %.22.i = sub i64 0, %arg.k.fr
  %.76.i = sitofp i64 %arg.k.fr to double
  br i1 %.16.i, label %B62.lr.ph.split.us, label %B62.lr.ph.split

B62.lr.ph.split.us:                               ; preds = %B62.lr.ph
  %1 = icmp slt i64 %.22.i, 0
  br i1 %1, label %B62.if, label %B62.us.preheader, !prof !0

B62.us.preheader:                                 ; preds = %B62.lr.ph.split.us
  br label %B62.us

B62.us:                                           ; preds = %B62.us.preheader, %B62.endif.us
  %s.2.014.us = phi double [ %.210.us, %B62.endif.us ], [ 0.000000e+00, %B62.us.preheader ]
  %.58.012.us = phi i64 [ %.129.us, %B62.endif.us ], [ 0, %B62.us.preheader ]
  %2 = icmp ugt i64 %.22.i, 65536
  %.129.us = add nuw nsw i64 %.58.012.us, 1
  %.182.us = getelementptr double, double* %arg.x.4, i64 %.58.012.us
  %.183.us = load double, double* %.182.us, align 8
  br i1 %2, label %B202.i.us, label %B282.i.us.preheader

B282.i.us.preheader:                              ; preds = %B62.us
  br label %B282.i.us

B282.i.us:                                        ; preds = %B282.i.us.preheader, %B282.i.us
  %r.2.0.i.us = phi double [ %spec.select.i.us, %B282.i.us ], [ 1.000000e+00, %B282.i.us.preheader ]
  %a.1.2.0.i.us = phi double [ %.147.i.us, %B282.i.us ], [ %.183.us, %B282.i.us.preheader ]
  %exp.4.0.i.us = phi i64 [ %.142.i.us, %B282.i.us ], [ %.22.i, %B282.i.us.preheader ]
  %.122.i.us = and i64 %exp.4.0.i.us, 1
  %.123.not.i.us = icmp eq i64 %.122.i.us, 0
  %.127.i.us = select i1 %.123.not.i.us, double 1.000000e+00, double %a.1.2.0.i.us
  %spec.select.i.us = fmul double %r.2.0.i.us, %.127.i.us
  %.142.i.us = ashr i64 %exp.4.0.i.us, 1
  %.147.i.us = fmul double %a.1.2.0.i.us, %a.1.2.0.i.us
  %.150.not.i.us = icmp ult i64 %exp.4.0.i.us, 2
  br i1 %.150.not.i.us, label %B338.i.us, label %B282.i.us

B338.i.us:                                        ; preds = %B282.i.us
  %.168.i.us = fcmp oeq double %spec.select.i.us, 0.000000e+00
  br i1 %.168.i.us, label %B62.if, label %B338.endif.i.us, !prof !1

B338.endif.i.us:                                  ; preds = %B338.i.us
  %.175.i.us = fdiv double 1.000000e+00, %spec.select.i.us
  br label %B62.endif.us

B202.i.us:                                        ; preds = %B62.us
  %.80.i.us = tail call double @llvm.pow.f64(double %.183.us, double %.76.i)
  br label %B62.endif.us

B62.endif.us:                                     ; preds = %B202.i.us, %B338.endif.i.us
  %.185.0.us = phi double [ %.80.i.us, %B202.i.us ], [ %.175.i.us, %B338.endif.i.us ]
  %.210.us = fadd double %s.2.014.us, %.185.0.us
  %exitcond.not = icmp eq i64 %.129.us, %0
  br i1 %exitcond.not, label %B94, label %B62.us

B62.lr.ph.split:                                  ; preds = %B62.lr.ph
  %3 = icmp slt i64 %.22.i, 0
  br i1 %3, label %B62.us18.preheader, label %B62.preheader, !prof !0

B62.preheader:                                    ; preds = %B62.lr.ph.split
  %4 = add nsw i64 %0, -1
  %xtraiter72 = and i64 %0, 7
  %5 = icmp ult i64 %4, 7
  br i1 %5, label %B94.loopexit70.unr-lcssa, label %B62.preheader.new

B62.preheader.new:                                ; preds = %B62.preheader
  %const = bitcast i64 9223372036854775800 to i64
  %unroll_iter76 = and i64 %0, %const
  br label %B62

B62.us18.preheader:                               ; preds = %B62.lr.ph.split
  %6 = add nsw i64 %0, -1
  %xtraiter = and i64 %0, 7
  %7 = icmp ult i64 %6, 7
  br i1 %7, label %B94.loopexit69.unr-lcssa, label %B62.us18.preheader.new

B62.us18.preheader.new:                           ; preds = %B62.us18.preheader
  %const80 = bitcast i64 9223372036854775800 to i64
  %unroll_iter = and i64 %0, %const80
  br label %B62.us18

B62.us18:                                         ; preds = %B62.endif.us53.7, %B62.us18.preheader.new
  %s.2.014.us19 = phi double [ 0.000000e+00, %B62.us18.preheader.new ], [ %.210.us55.7, %B62.endif.us53.7 ]
  %.58.012.us21 = phi i64 [ 0, %B62.us18.preheader.new ], [ %.129.us23.7, %B62.endif.us53.7 ]
  %8 = icmp ugt i64 %arg.k.fr, 65536
  %.129.us23 = or i64 %.58.012.us21, 1
  %.182.us27 = getelementptr double, double* %arg.x.4, i64 %.58.012.us21
  %.183.us28 = load double, double* %.182.us27, align 8
  br i1 %8, label %B202.i.us51, label %B270.i.us33

B270.i.us33:                                      ; preds = %B62.us18
  %9 = icmp eq i64 %arg.k.fr, 0
  br i1 %9, label %B62.endif.us53, label %B282.i.us35.preheader

B282.i.us35.preheader:                            ; preds = %B270.i.us33
  br label %B282.i.us35

B282.i.us35:                                      ; preds = %B282.i.us35.preheader, %B282.i.us35
  %r.2.0.i.us36 = phi double [ %spec.select.i.us42, %B282.i.us35 ], [ 1.000000e+00, %B282.i.us35.preheader ]
  %a.1.2.0.i.us37 = phi double [ %.147.i.us44, %B282.i.us35 ], [ %.183.us28, %B282.i.us35.preheader ]
  %exp.4.0.i.us38 = phi i64 [ %.142.i.us43, %B282.i.us35 ], [ %arg.k.fr, %B282.i.us35.preheader ]
  %.122.i.us39 = and i64 %exp.4.0.i.us38, 1
  %.123.not.i.us40 = icmp eq i64 %.122.i.us39, 0
  %.127.i.us41 = select i1 %.123.not.i.us40, double 1.000000e+00, double %a.1.2.0.i.us37
  %spec.select.i.us42 = fmul double %r.2.0.i.us36, %.127.i.us41
  %.142.i.us43 = ashr i64 %exp.4.0.i.us38, 1
  %.147.i.us44 = fmul double %a.1.2.0.i.us37, %a.1.2.0.i.us37
  %.150.not.i.us45 = icmp ult i64 %exp.4.0.i.us38, 2
  br i1 %.150.not.i.us45, label %B62.endif.us53, label %B282.i.us35

B202.i.us51:                                      ; preds = %B62.us18
  %.80.i.us52 = tail call double @llvm.pow.f64(double %.183.us28, double %.76.i)
  br label %B62.endif.us53

B62.endif.us53:                                   ; preds = %B282.i.us35, %B270.i.us33, %B202.i.us51
  %.185.0.us54 = phi double [ %.80.i.us52, %B202.i.us51 ], [ 1.000000e+00, %B270.i.us33 ], [ %spec.select.i.us42, %B282.i.us35 ]
  %10 = icmp ugt i64 %arg.k.fr, 65536
  %.210.us55 = fadd double %s.2.014.us19, %.185.0.us54
  %.129.us23.1 = or i64 %.58.012.us21, 2
  %.182.us27.1 = getelementptr double, double* %arg.x.4, i64 %.129.us23
  %.183.us28.1 = load double, double* %.182.us27.1, align 8
  br i1 %10, label %B202.i.us51.1, label %B270.i.us33.1

B270.i.us33.1:                                    ; preds = %B62.endif.us53
  %11 = icmp eq i64 %arg.k.fr, 0
  br i1 %11, label %B62.endif.us53.1, label %B282.i.us35.1.preheader

B282.i.us35.1.preheader:                          ; preds = %B270.i.us33.1
  br label %B282.i.us35.1

B282.i.us35.1:                                    ; preds = %B282.i.us35.1.preheader, %B282.i.us35.1
  %r.2.0.i.us36.1 = phi double [ %spec.select.i.us42.1, %B282.i.us35.1 ], [ 1.000000e+00, %B282.i.us35.1.preheader ]
  %a.1.2.0.i.us37.1 = phi double [ %.147.i.us44.1, %B282.i.us35.1 ], [ %.183.us28.1, %B282.i.us35.1.preheader ]
  %exp.4.0.i.us38.1 = phi i64 [ %.142.i.us43.1, %B282.i.us35.1 ], [ %arg.k.fr, %B282.i.us35.1.preheader ]
  %.122.i.us39.1 = and i64 %exp.4.0.i.us38.1, 1
  %.123.not.i.us40.1 = icmp eq i64 %.122.i.us39.1, 0
  %.127.i.us41.1 = select i1 %.123.not.i.us40.1, double 1.000000e+00, double %a.1.2.0.i.us37.1
  %spec.select.i.us42.1 = fmul double %r.2.0.i.us36.1, %.127.i.us41.1
  %.142.i.us43.1 = ashr i64 %exp.4.0.i.us38.1, 1
  %.147.i.us44.1 = fmul double %a.1.2.0.i.us37.1, %a.1.2.0.i.us37.1
  %.150.not.i.us45.1 = icmp ult i64 %exp.4.0.i.us38.1, 2
  br i1 %.150.not.i.us45.1, label %B62.endif.us53.1, label %B282.i.us35.1

B202.i.us51.1:                                    ; preds = %B62.endif.us53
  %.80.i.us52.1 = tail call double @llvm.pow.f64(double %.183.us28.1, double %.76.i)
  br label %B62.endif.us53.1

B62.endif.us53.1:                                 ; preds = %B282.i.us35.1, %B202.i.us51.1, %B270.i.us33.1
  %.185.0.us54.1 = phi double [ %.80.i.us52.1, %B202.i.us51.1 ], [ 1.000000e+00, %B270.i.us33.1 ], [ %spec.select.i.us42.1, %B282.i.us35.1 ]
  %12 = icmp ugt i64 %arg.k.fr, 65536
  %.210.us55.1 = fadd double %.210.us55, %.185.0.us54.1
  %.129.us23.2 = or i64 %.58.012.us21, 3
  %.182.us27.2 = getelementptr double, double* %arg.x.4, i64 %.129.us23.1
  %.183.us28.2 = load double, double* %.182.us27.2, align 8
  br i1 %12, label %B202.i.us51.2, label %B270.i.us33.2

B270.i.us33.2:                                    ; preds = %B62.endif.us53.1
  %13 = icmp eq i64 %arg.k.fr, 0
  br i1 %13, label %B62.endif.us53.2, label %B282.i.us35.2.preheader

B282.i.us35.2.preheader:                          ; preds = %B270.i.us33.2
  br label %B282.i.us35.2

B282.i.us35.2:                                    ; preds = %B282.i.us35.2.preheader, %B282.i.us35.2
  %r.2.0.i.us36.2 = phi double [ %spec.select.i.us42.2, %B282.i.us35.2 ], [ 1.000000e+00, %B282.i.us35.2.preheader ]
  %a.1.2.0.i.us37.2 = phi double [ %.147.i.us44.2, %B282.i.us35.2 ], [ %.183.us28.2, %B282.i.us35.2.preheader ]
  %exp.4.0.i.us38.2 = phi i64 [ %.142.i.us43.2, %B282.i.us35.2 ], [ %arg.k.fr, %B282.i.us35.2.preheader ]
  %.122.i.us39.2 = and i64 %exp.4.0.i.us38.2, 1
  %.123.not.i.us40.2 = icmp eq i64 %.122.i.us39.2, 0
  %.127.i.us41.2 = select i1 %.123.not.i.us40.2, double 1.000000e+00, double %a.1.2.0.i.us37.2
  %spec.select.i.us42.2 = fmul double %r.2.0.i.us36.2, %.127.i.us41.2
  %.142.i.us43.2 = ashr i64 %exp.4.0.i.us38.2, 1
  %.147.i.us44.2 = fmul double %a.1.2.0.i.us37.2, %a.1.2.0.i.us37.2
  %.150.not.i.us45.2 = icmp ult i64 %exp.4.0.i.us38.2, 2
  br i1 %.150.not.i.us45.2, label %B62.endif.us53.2, label %B282.i.us35.2

B202.i.us51.2:                                    ; preds = %B62.endif.us53.1
  %.80.i.us52.2 = tail call double @llvm.pow.f64(double %.183.us28.2, double %.76.i)
  br label %B62.endif.us53.2

B62.endif.us53.2:                                 ; preds = %B282.i.us35.2, %B202.i.us51.2, %B270.i.us33.2
  %.185.0.us54.2 = phi double [ %.80.i.us52.2, %B202.i.us51.2 ], [ 1.000000e+00, %B270.i.us33.2 ], [ %spec.select.i.us42.2, %B282.i.us35.2 ]
  %14 = icmp ugt i64 %arg.k.fr, 65536
  %.210.us55.2 = fadd double %.210.us55.1, %.185.0.us54.2
  %.129.us23.3 = or i64 %.58.012.us21, 4
  %.182.us27.3 = getelementptr double, double* %arg.x.4, i64 %.129.us23.2
  %.183.us28.3 = load double, double* %.182.us27.3, align 8
  br i1 %14, label %B202.i.us51.3, label %B270.i.us33.3

B270.i.us33.3:                                    ; preds = %B62.endif.us53.2
  %15 = icmp eq i64 %arg.k.fr, 0
  br i1 %15, label %B62.endif.us53.3, label %B282.i.us35.3.preheader

B282.i.us35.3.preheader:                          ; preds = %B270.i.us33.3
  br label %B282.i.us35.3

B282.i.us35.3:                                    ; preds = %B282.i.us35.3.preheader, %B282.i.us35.3
  %r.2.0.i.us36.3 = phi double [ %spec.select.i.us42.3, %B282.i.us35.3 ], [ 1.000000e+00, %B282.i.us35.3.preheader ]
  %a.1.2.0.i.us37.3 = phi double [ %.147.i.us44.3, %B282.i.us35.3 ], [ %.183.us28.3, %B282.i.us35.3.preheader ]
  %exp.4.0.i.us38.3 = phi i64 [ %.142.i.us43.3, %B282.i.us35.3 ], [ %arg.k.fr, %B282.i.us35.3.preheader ]
  %.122.i.us39.3 = and i64 %exp.4.0.i.us38.3, 1
  %.123.not.i.us40.3 = icmp eq i64 %.122.i.us39.3, 0
  %.127.i.us41.3 = select i1 %.123.not.i.us40.3, double 1.000000e+00, double %a.1.2.0.i.us37.3
  %spec.select.i.us42.3 = fmul double %r.2.0.i.us36.3, %.127.i.us41.3
  %.142.i.us43.3 = ashr i64 %exp.4.0.i.us38.3, 1
  %.147.i.us44.3 = fmul double %a.1.2.0.i.us37.3, %a.1.2.0.i.us37.3
  %.150.not.i.us45.3 = icmp ult i64 %exp.4.0.i.us38.3, 2
  br i1 %.150.not.i.us45.3, label %B62.endif.us53.3, label %B282.i.us35.3

B202.i.us51.3:                                    ; preds = %B62.endif.us53.2
  %.80.i.us52.3 = tail call double @llvm.pow.f64(double %.183.us28.3, double %.76.i)
  br label %B62.endif.us53.3

B62.endif.us53.3:                                 ; preds = %B282.i.us35.3, %B202.i.us51.3, %B270.i.us33.3
  %.185.0.us54.3 = phi double [ %.80.i.us52.3, %B202.i.us51.3 ], [ 1.000000e+00, %B270.i.us33.3 ], [ %spec.select.i.us42.3, %B282.i.us35.3 ]
  %16 = icmp ugt i64 %arg.k.fr, 65536
  %.210.us55.3 = fadd double %.210.us55.2, %.185.0.us54.3
  %.129.us23.4 = or i64 %.58.012.us21, 5
  %.182.us27.4 = getelementptr double, double* %arg.x.4, i64 %.129.us23.3
  %.183.us28.4 = load double, double* %.182.us27.4, align 8
  br i1 %16, label %B202.i.us51.4, label %B270.i.us33.4

B270.i.us33.4:                                    ; preds = %B62.endif.us53.3
  %17 = icmp eq i64 %arg.k.fr, 0
  br i1 %17, label %B62.endif.us53.4, label %B282.i.us35.4.preheader

B282.i.us35.4.preheader:                          ; preds = %B270.i.us33.4
  br label %B282.i.us35.4

B282.i.us35.4:                                    ; preds = %B282.i.us35.4.preheader, %B282.i.us35.4
  %r.2.0.i.us36.4 = phi double [ %spec.select.i.us42.4, %B282.i.us35.4 ], [ 1.000000e+00, %B282.i.us35.4.preheader ]
  %a.1.2.0.i.us37.4 = phi double [ %.147.i.us44.4, %B282.i.us35.4 ], [ %.183.us28.4, %B282.i.us35.4.preheader ]
  %exp.4.0.i.us38.4 = phi i64 [ %.142.i.us43.4, %B282.i.us35.4 ], [ %arg.k.fr, %B282.i.us35.4.preheader ]
  %.122.i.us39.4 = and i64 %exp.4.0.i.us38.4, 1
  %.123.not.i.us40.4 = icmp eq i64 %.122.i.us39.4, 0
  %.127.i.us41.4 = select i1 %.123.not.i.us40.4, double 1.000000e+00, double %a.1.2.0.i.us37.4
  %spec.select.i.us42.4 = fmul double %r.2.0.i.us36.4, %.127.i.us41.4
  %.142.i.us43.4 = ashr i64 %exp.4.0.i.us38.4, 1
  %.147.i.us44.4 = fmul double %a.1.2.0.i.us37.4, %a.1.2.0.i.us37.4
  %.150.not.i.us45.4 = icmp ult i64 %exp.4.0.i.us38.4, 2
  br i1 %.150.not.i.us45.4, label %B62.endif.us53.4, label %B282.i.us35.4

B202.i.us51.4:                                    ; preds = %B62.endif.us53.3
  %.80.i.us52.4 = tail call double @llvm.pow.f64(double %.183.us28.4, double %.76.i)
  br label %B62.endif.us53.4

B62.endif.us53.4:                                 ; preds = %B282.i.us35.4, %B202.i.us51.4, %B270.i.us33.4
  %.185.0.us54.4 = phi double [ %.80.i.us52.4, %B202.i.us51.4 ], [ 1.000000e+00, %B270.i.us33.4 ], [ %spec.select.i.us42.4, %B282.i.us35.4 ]
  %18 = icmp ugt i64 %arg.k.fr, 65536
  %.210.us55.4 = fadd double %.210.us55.3, %.185.0.us54.4
  %.129.us23.5 = or i64 %.58.012.us21, 6
  %.182.us27.5 = getelementptr double, double* %arg.x.4, i64 %.129.us23.4
  %.183.us28.5 = load double, double* %.182.us27.5, align 8
  br i1 %18, label %B202.i.us51.5, label %B270.i.us33.5

B270.i.us33.5:                                    ; preds = %B62.endif.us53.4
  %19 = icmp eq i64 %arg.k.fr, 0
  br i1 %19, label %B62.endif.us53.5, label %B282.i.us35.5.preheader

B282.i.us35.5.preheader:                          ; preds = %B270.i.us33.5
  br label %B282.i.us35.5

B282.i.us35.5:                                    ; preds = %B282.i.us35.5.preheader, %B282.i.us35.5
  %r.2.0.i.us36.5 = phi double [ %spec.select.i.us42.5, %B282.i.us35.5 ], [ 1.000000e+00, %B282.i.us35.5.preheader ]
  %a.1.2.0.i.us37.5 = phi double [ %.147.i.us44.5, %B282.i.us35.5 ], [ %.183.us28.5, %B282.i.us35.5.preheader ]
  %exp.4.0.i.us38.5 = phi i64 [ %.142.i.us43.5, %B282.i.us35.5 ], [ %arg.k.fr, %B282.i.us35.5.preheader ]
  %.122.i.us39.5 = and i64 %exp.4.0.i.us38.5, 1
  %.123.not.i.us40.5 = icmp eq i64 %.122.i.us39.5, 0
  %.127.i.us41.5 = select i1 %.123.not.i.us40.5, double 1.000000e+00, double %a.1.2.0.i.us37.5
  %spec.select.i.us42.5 = fmul double %r.2.0.i.us36.5, %.127.i.us41.5
  %.142.i.us43.5 = ashr i64 %exp.4.0.i.us38.5, 1
  %.147.i.us44.5 = fmul double %a.1.2.0.i.us37.5, %a.1.2.0.i.us37.5
  %.150.not.i.us45.5 = icmp ult i64 %exp.4.0.i.us38.5, 2
  br i1 %.150.not.i.us45.5, label %B62.endif.us53.5, label %B282.i.us35.5

B202.i.us51.5:                                    ; preds = %B62.endif.us53.4
  %.80.i.us52.5 = tail call double @llvm.pow.f64(double %.183.us28.5, double %.76.i)
  br label %B62.endif.us53.5

B62.endif.us53.5:                                 ; preds = %B282.i.us35.5, %B202.i.us51.5, %B270.i.us33.5
  %.185.0.us54.5 = phi double [ %.80.i.us52.5, %B202.i.us51.5 ], [ 1.000000e+00, %B270.i.us33.5 ], [ %spec.select.i.us42.5, %B282.i.us35.5 ]
  %20 = icmp ugt i64 %arg.k.fr, 65536
  %.210.us55.5 = fadd double %.210.us55.4, %.185.0.us54.5
  %.129.us23.6 = or i64 %.58.012.us21, 7
  %.182.us27.6 = getelementptr double, double* %arg.x.4, i64 %.129.us23.5
  %.183.us28.6 = load double, double* %.182.us27.6, align 8
  br i1 %20, label %B202.i.us51.6, label %B270.i.us33.6

B270.i.us33.6:                                    ; preds = %B62.endif.us53.5
  %21 = icmp eq i64 %arg.k.fr, 0
  br i1 %21, label %B62.endif.us53.6, label %B282.i.us35.6.preheader

B282.i.us35.6.preheader:                          ; preds = %B270.i.us33.6
  br label %B282.i.us35.6

B282.i.us35.6:                                    ; preds = %B282.i.us35.6.preheader, %B282.i.us35.6
  %r.2.0.i.us36.6 = phi double [ %spec.select.i.us42.6, %B282.i.us35.6 ], [ 1.000000e+00, %B282.i.us35.6.preheader ]
  %a.1.2.0.i.us37.6 = phi double [ %.147.i.us44.6, %B282.i.us35.6 ], [ %.183.us28.6, %B282.i.us35.6.preheader ]
  %exp.4.0.i.us38.6 = phi i64 [ %.142.i.us43.6, %B282.i.us35.6 ], [ %arg.k.fr, %B282.i.us35.6.preheader ]
  %.122.i.us39.6 = and i64 %exp.4.0.i.us38.6, 1
  %.123.not.i.us40.6 = icmp eq i64 %.122.i.us39.6, 0
  %.127.i.us41.6 = select i1 %.123.not.i.us40.6, double 1.000000e+00, double %a.1.2.0.i.us37.6
  %spec.select.i.us42.6 = fmul double %r.2.0.i.us36.6, %.127.i.us41.6
  %.142.i.us43.6 = ashr i64 %exp.4.0.i.us38.6, 1
  %.147.i.us44.6 = fmul double %a.1.2.0.i.us37.6, %a.1.2.0.i.us37.6
  %.150.not.i.us45.6 = icmp ult i64 %exp.4.0.i.us38.6, 2
  br i1 %.150.not.i.us45.6, label %B62.endif.us53.6, label %B282.i.us35.6

B202.i.us51.6:                                    ; preds = %B62.endif.us53.5
  %.80.i.us52.6 = tail call double @llvm.pow.f64(double %.183.us28.6, double %.76.i)
  br label %B62.endif.us53.6

B62.endif.us53.6:                                 ; preds = %B282.i.us35.6, %B202.i.us51.6, %B270.i.us33.6
  %.185.0.us54.6 = phi double [ %.80.i.us52.6, %B202.i.us51.6 ], [ 1.000000e+00, %B270.i.us33.6 ], [ %spec.select.i.us42.6, %B282.i.us35.6 ]
  %22 = icmp ugt i64 %arg.k.fr, 65536
  %.210.us55.6 = fadd double %.210.us55.5, %.185.0.us54.6
  %.129.us23.7 = add nuw nsw i64 %.58.012.us21, 8
  %.182.us27.7 = getelementptr double, double* %arg.x.4, i64 %.129.us23.6
  %.183.us28.7 = load double, double* %.182.us27.7, align 8
  br i1 %22, label %B202.i.us51.7, label %B270.i.us33.7

B270.i.us33.7:                                    ; preds = %B62.endif.us53.6
  %23 = icmp eq i64 %arg.k.fr, 0
  br i1 %23, label %B62.endif.us53.7, label %B282.i.us35.7.preheader

B282.i.us35.7.preheader:                          ; preds = %B270.i.us33.7
  br label %B282.i.us35.7

B282.i.us35.7:                                    ; preds = %B282.i.us35.7.preheader, %B282.i.us35.7
  %r.2.0.i.us36.7 = phi double [ %spec.select.i.us42.7, %B282.i.us35.7 ], [ 1.000000e+00, %B282.i.us35.7.preheader ]
  %a.1.2.0.i.us37.7 = phi double [ %.147.i.us44.7, %B282.i.us35.7 ], [ %.183.us28.7, %B282.i.us35.7.preheader ]
  %exp.4.0.i.us38.7 = phi i64 [ %.142.i.us43.7, %B282.i.us35.7 ], [ %arg.k.fr, %B282.i.us35.7.preheader ]
  %.122.i.us39.7 = and i64 %exp.4.0.i.us38.7, 1
  %.123.not.i.us40.7 = icmp eq i64 %.122.i.us39.7, 0
  %.127.i.us41.7 = select i1 %.123.not.i.us40.7, double 1.000000e+00, double %a.1.2.0.i.us37.7
  %spec.select.i.us42.7 = fmul double %r.2.0.i.us36.7, %.127.i.us41.7
  %.142.i.us43.7 = ashr i64 %exp.4.0.i.us38.7, 1
  %.147.i.us44.7 = fmul double %a.1.2.0.i.us37.7, %a.1.2.0.i.us37.7
  %.150.not.i.us45.7 = icmp ult i64 %exp.4.0.i.us38.7, 2
  br i1 %.150.not.i.us45.7, label %B62.endif.us53.7, label %B282.i.us35.7

B202.i.us51.7:                                    ; preds = %B62.endif.us53.6
  %.80.i.us52.7 = tail call double @llvm.pow.f64(double %.183.us28.7, double %.76.i)
  br label %B62.endif.us53.7

B62.endif.us53.7:                                 ; preds = %B282.i.us35.7, %B202.i.us51.7, %B270.i.us33.7
  %.185.0.us54.7 = phi double [ %.80.i.us52.7, %B202.i.us51.7 ], [ 1.000000e+00, %B270.i.us33.7 ], [ %spec.select.i.us42.7, %B282.i.us35.7 ]
  %.210.us55.7 = fadd double %.210.us55.6, %.185.0.us54.7
  %niter.ncmp.7 = icmp eq i64 %.129.us23.7, %unroll_iter
  br i1 %niter.ncmp.7, label %B94.loopexit69.unr-lcssa, label %B62.us18

B62:                                              ; preds = %B62.endif.7, %B62.preheader.new
  %s.2.014 = phi double [ 0.000000e+00, %B62.preheader.new ], [ %.210.7, %B62.endif.7 ]
  %.58.012 = phi i64 [ 0, %B62.preheader.new ], [ %.129.7, %B62.endif.7 ]
  %24 = icmp ugt i64 %arg.k.fr, 65536
  %.129 = or i64 %.58.012, 1
  %.182 = getelementptr double, double* %arg.x.4, i64 %.58.012
  %.183 = load double, double* %.182, align 8
  br i1 %24, label %B202.i, label %B270.i

B202.i:                                           ; preds = %B62
  %.80.i = tail call double @llvm.pow.f64(double %.183, double %.76.i)
  br label %B62.endif

B270.i:                                           ; preds = %B62
  %25 = icmp eq i64 %arg.k.fr, 0
  br i1 %25, label %B62.endif, label %B282.i.preheader

B282.i.preheader:                                 ; preds = %B270.i
  br label %B282.i

B282.i:                                           ; preds = %B282.i.preheader, %B282.i
  %r.2.0.i = phi double [ %spec.select.i, %B282.i ], [ 1.000000e+00, %B282.i.preheader ]
  %a.1.2.0.i = phi double [ %.147.i, %B282.i ], [ %.183, %B282.i.preheader ]
  %exp.4.0.i = phi i64 [ %.142.i, %B282.i ], [ %arg.k.fr, %B282.i.preheader ]
  %.122.i = and i64 %exp.4.0.i, 1
  %.123.not.i = icmp eq i64 %.122.i, 0
  %.127.i = select i1 %.123.not.i, double 1.000000e+00, double %a.1.2.0.i
  %spec.select.i = fmul double %r.2.0.i, %.127.i
  %.142.i = ashr i64 %exp.4.0.i, 1
  %.147.i = fmul double %a.1.2.0.i, %a.1.2.0.i
  %.150.not.i = icmp ult i64 %exp.4.0.i, 2
  br i1 %.150.not.i, label %B62.endif, label %B282.i

B94.loopexit69.unr-lcssa:                         ; preds = %B62.endif.us53.7, %B62.us18.preheader
  %.210.us55.lcssa.ph = phi double [ undef, %B62.us18.preheader ], [ %.210.us55.7, %B62.endif.us53.7 ]
  %s.2.014.us19.unr = phi double [ 0.000000e+00, %B62.us18.preheader ], [ %.210.us55.7, %B62.endif.us53.7 ]
  %.58.012.us21.unr = phi i64 [ 0, %B62.us18.preheader ], [ %.129.us23.7, %B62.endif.us53.7 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B94, label %B62.us18.epil.preheader

B62.us18.epil.preheader:                          ; preds = %B94.loopexit69.unr-lcssa
  br label %B62.us18.epil

B62.us18.epil:                                    ; preds = %B62.us18.epil.preheader, %B62.endif.us53.epil
  %s.2.014.us19.epil = phi double [ %.210.us55.epil, %B62.endif.us53.epil ], [ %s.2.014.us19.unr, %B62.us18.epil.preheader ]
  %.58.012.us21.epil = phi i64 [ %.129.us23.epil, %B62.endif.us53.epil ], [ %.58.012.us21.unr, %B62.us18.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B62.endif.us53.epil ], [ 0, %B62.us18.epil.preheader ]
  %26 = icmp ugt i64 %arg.k.fr, 65536
  %.129.us23.epil = add nuw nsw i64 %.58.012.us21.epil, 1
  %.182.us27.epil = getelementptr double, double* %arg.x.4, i64 %.58.012.us21.epil
  %.183.us28.epil = load double, double* %.182.us27.epil, align 8
  br i1 %26, label %B202.i.us51.epil, label %B270.i.us33.epil

B270.i.us33.epil:                                 ; preds = %B62.us18.epil
  %27 = icmp eq i64 %arg.k.fr, 0
  br i1 %27, label %B62.endif.us53.epil, label %B282.i.us35.epil.preheader

B282.i.us35.epil.preheader:                       ; preds = %B270.i.us33.epil
  br label %B282.i.us35.epil

B282.i.us35.epil:                                 ; preds = %B282.i.us35.epil.preheader, %B282.i.us35.epil
  %r.2.0.i.us36.epil = phi double [ %spec.select.i.us42.epil, %B282.i.us35.epil ], [ 1.000000e+00, %B282.i.us35.epil.preheader ]
  %a.1.2.0.i.us37.epil = phi double [ %.147.i.us44.epil, %B282.i.us35.epil ], [ %.183.us28.epil, %B282.i.us35.epil.preheader ]
  %exp.4.0.i.us38.epil = phi i64 [ %.142.i.us43.epil, %B282.i.us35.epil ], [ %arg.k.fr, %B282.i.us35.epil.preheader ]
  %.122.i.us39.epil = and i64 %exp.4.0.i.us38.epil, 1
  %.123.not.i.us40.epil = icmp eq i64 %.122.i.us39.epil, 0
  %.127.i.us41.epil = select i1 %.123.not.i.us40.epil, double 1.000000e+00, double %a.1.2.0.i.us37.epil
  %spec.select.i.us42.epil = fmul double %r.2.0.i.us36.epil, %.127.i.us41.epil
  %.142.i.us43.epil = ashr i64 %exp.4.0.i.us38.epil, 1
  %.147.i.us44.epil = fmul double %a.1.2.0.i.us37.epil, %a.1.2.0.i.us37.epil
  %.150.not.i.us45.epil = icmp ult i64 %exp.4.0.i.us38.epil, 2
  br i1 %.150.not.i.us45.epil, label %B62.endif.us53.epil, label %B282.i.us35.epil

B202.i.us51.epil:                                 ; preds = %B62.us18.epil
  %.80.i.us52.epil = tail call double @llvm.pow.f64(double %.183.us28.epil, double %.76.i)
  br label %B62.endif.us53.epil

B62.endif.us53.epil:                              ; preds = %B282.i.us35.epil, %B202.i.us51.epil, %B270.i.us33.epil
  %.185.0.us54.epil = phi double [ %.80.i.us52.epil, %B202.i.us51.epil ], [ 1.000000e+00, %B270.i.us33.epil ], [ %spec.select.i.us42.epil, %B282.i.us35.epil ]
  %.210.us55.epil = fadd double %s.2.014.us19.epil, %.185.0.us54.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %B94, label %B62.us18.epil, !llvm.loop !2

B94.loopexit70.unr-lcssa:                         ; preds = %B62.endif.7, %B62.preheader
  %.210.lcssa.ph = phi double [ undef, %B62.preheader ], [ %.210.7, %B62.endif.7 ]
  %s.2.014.unr = phi double [ 0.000000e+00, %B62.preheader ], [ %.210.7, %B62.endif.7 ]
  %.58.012.unr = phi i64 [ 0, %B62.preheader ], [ %.129.7, %B62.endif.7 ]
  %lcmp.mod74.not = icmp eq i64 %xtraiter72, 0
  br i1 %lcmp.mod74.not, label %B94, label %B62.epil.preheader

B62.epil.preheader:                               ; preds = %B94.loopexit70.unr-lcssa
  br label %B62.epil

B62.epil:                                         ; preds = %B62.epil.preheader, %B62.endif.epil
  %s.2.014.epil = phi double [ %.210.epil, %B62.endif.epil ], [ %s.2.014.unr, %B62.epil.preheader ]
  %.58.012.epil = phi i64 [ %.129.epil, %B62.endif.epil ], [ %.58.012.unr, %B62.epil.preheader ]
  %epil.iter73 = phi i64 [ %epil.iter73.next, %B62.endif.epil ], [ 0, %B62.epil.preheader ]
  %28 = icmp ugt i64 %arg.k.fr, 65536
  %.129.epil = add nuw nsw i64 %.58.012.epil, 1
  %.182.epil = getelementptr double, double* %arg.x.4, i64 %.58.012.epil
  %.183.epil = load double, double* %.182.epil, align 8
  br i1 %28, label %B202.i.epil, label %B270.i.epil

B270.i.epil:                                      ; preds = %B62.epil
  %29 = icmp eq i64 %arg.k.fr, 0
  br i1 %29, label %B62.endif.epil, label %B282.i.epil.preheader

B282.i.epil.preheader:                            ; preds = %B270.i.epil
  br label %B282.i.epil

B282.i.epil:                                      ; preds = %B282.i.epil.preheader, %B282.i.epil
  %r.2.0.i.epil = phi double [ %spec.select.i.epil, %B282.i.epil ], [ 1.000000e+00, %B282.i.epil.preheader ]
  %a.1.2.0.i.epil = phi double [ %.147.i.epil, %B282.i.epil ], [ %.183.epil, %B282.i.epil.preheader ]
  %exp.4.0.i.epil = phi i64 [ %.142.i.epil, %B282.i.epil ], [ %arg.k.fr, %B282.i.epil.preheader ]
  %.122.i.epil = and i64 %exp.4.0.i.epil, 1
  %.123.not.i.epil = icmp eq i64 %.122.i.epil, 0
  %.127.i.epil = select i1 %.123.not.i.epil, double 1.000000e+00, double %a.1.2.0.i.epil
  %spec.select.i.epil = fmul double %r.2.0.i.epil, %.127.i.epil
  %.142.i.epil = ashr i64 %exp.4.0.i.epil, 1
  %.147.i.epil = fmul double %a.1.2.0.i.epil, %a.1.2.0.i.epil
  %.150.not.i.epil = icmp ult i64 %exp.4.0.i.epil, 2
  br i1 %.150.not.i.epil, label %B62.endif.epil, label %B282.i.epil

B202.i.epil:                                      ; preds = %B62.epil
  %.80.i.epil = tail call double @llvm.pow.f64(double %.183.epil, double %.76.i)
  br label %B62.endif.epil

B62.endif.epil:                                   ; preds = %B282.i.epil, %B202.i.epil, %B270.i.epil
  %.185.0.epil = phi double [ %.80.i.epil, %B202.i.epil ], [ 1.000000e+00, %B270.i.epil ], [ %spec.select.i.epil, %B282.i.epil ]
  %.210.epil = fadd double %s.2.014.epil, %.185.0.epil
  %epil.iter73.next = add i64 %epil.iter73, 1
  %epil.iter73.cmp.not = icmp eq i64 %epil.iter73.next, %xtraiter72
  br i1 %epil.iter73.cmp.not, label %B94, label %B62.epil, !llvm.loop !4

B94:                                              ; preds = %B62.endif.epil, %B62.endif.us53.epil, %B62.endif.us, %B94.loopexit70.unr-lcssa, %B94.loopexit69.unr-lcssa, %B0.endif
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.210.us55.lcssa.ph, %B94.loopexit69.unr-lcssa ], [ %.210.lcssa.ph, %B94.loopexit70.unr-lcssa ], [ %.210.us, %B62.endif.us ], [ %.210.us55.epil, %B62.endif.us53.epil ], [ %.210.epil, %B62.endif.epil ]
  %.226 = icmp eq i64 %arg.k.fr, 0
  br i1 %.226, label %B94.if, label %B94.endif, !prof !1

common.ret:                                       ; preds = %B62.if, %B94.endif, %B94.if
  %common.ret.op = phi i32 [ 1, %B94.if ], [ 0, %B94.endif ], [ 1, %B62.if ]
  ret i32 %common.ret.op

B62.if:                                           ; preds = %B338.i.us, %B62.lr.ph.split.us
  %.us-phi16 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139788188481024, %B62.lr.ph.split.us ], [ @.const.picklebuf.139788187672064, %B338.i.us ]
  store { i8*, i32, i8*, i8*, i32 }* %.us-phi16, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B62.endif:                                        ; preds = %B282.i, %B270.i, %B202.i
  %.185.0 = phi double [ %.80.i, %B202.i ], [ 1.000000e+00, %B270.i ], [ %spec.select.i, %B282.i ]
  %30 = icmp ugt i64 %arg.k.fr, 65536
  %.210 = fadd double %s.2.014, %.185.0
  %.129.1 = or i64 %.58.012, 2
  %.182.1 = getelementptr double, double* %arg.x.4, i64 %.129
  %.183.1 = load double, double* %.182.1, align 8
  br i1 %30, label %B202.i.1, label %B270.i.1

B270.i.1:                                         ; preds = %B62.endif
  %31 = icmp eq i64 %arg.k.fr, 0
  br i1 %31, label %B62.endif.1, label %B282.i.1.preheader

B282.i.1.preheader:                               ; preds = %B270.i.1
  br label %B282.i.1

B282.i.1:                                         ; preds = %B282.i.1.preheader, %B282.i.1
  %r.2.0.i.1 = phi double [ %spec.select.i.1, %B282.i.1 ], [ 1.000000e+00, %B282.i.1.preheader ]
  %a.1.2.0.i.1 = phi double [ %.147.i.1, %B282.i.1 ], [ %.183.1, %B282.i.1.preheader ]
  %exp.4.0.i.1 = phi i64 [ %.142.i.1, %B282.i.1 ], [ %arg.k.fr, %B282.i.1.preheader ]
  %.122.i.1 = and i64 %exp.4.0.i.1, 1
  %.123.not.i.1 = icmp eq i64 %.122.i.1, 0
  %.127.i.1 = select i1 %.123.not.i.1, double 1.000000e+00, double %a.1.2.0.i.1
  %spec.select.i.1 = fmul double %r.2.0.i.1, %.127.i.1
  %.142.i.1 = ashr i64 %exp.4.0.i.1, 1
  %.147.i.1 = fmul double %a.1.2.0.i.1, %a.1.2.0.i.1
  %.150.not.i.1 = icmp ult i64 %exp.4.0.i.1, 2
  br i1 %.150.not.i.1, label %B62.endif.1, label %B282.i.1

B202.i.1:                                         ; preds = %B62.endif
  %.80.i.1 = tail call double @llvm.pow.f64(double %.183.1, double %.76.i)
  br label %B62.endif.1

B62.endif.1:                                      ; preds = %B282.i.1, %B202.i.1, %B270.i.1
  %.185.0.1 = phi double [ %.80.i.1, %B202.i.1 ], [ 1.000000e+00, %B270.i.1 ], [ %spec.select.i.1, %B282.i.1 ]
  %32 = icmp ugt i64 %arg.k.fr, 65536
  %.210.1 = fadd double %.210, %.185.0.1
  %.129.2 = or i64 %.58.012, 3
  %.182.2 = getelementptr double, double* %arg.x.4, i64 %.129.1
  %.183.2 = load double, double* %.182.2, align 8
  br i1 %32, label %B202.i.2, label %B270.i.2

B270.i.2:                                         ; preds = %B62.endif.1
  %33 = icmp eq i64 %arg.k.fr, 0
  br i1 %33, label %B62.endif.2, label %B282.i.2.preheader

B282.i.2.preheader:                               ; preds = %B270.i.2
  br label %B282.i.2

B282.i.2:                                         ; preds = %B282.i.2.preheader, %B282.i.2
  %r.2.0.i.2 = phi double [ %spec.select.i.2, %B282.i.2 ], [ 1.000000e+00, %B282.i.2.preheader ]
  %a.1.2.0.i.2 = phi double [ %.147.i.2, %B282.i.2 ], [ %.183.2, %B282.i.2.preheader ]
  %exp.4.0.i.2 = phi i64 [ %.142.i.2, %B282.i.2 ], [ %arg.k.fr, %B282.i.2.preheader ]
  %.122.i.2 = and i64 %exp.4.0.i.2, 1
  %.123.not.i.2 = icmp eq i64 %.122.i.2, 0
  %.127.i.2 = select i1 %.123.not.i.2, double 1.000000e+00, double %a.1.2.0.i.2
  %spec.select.i.2 = fmul double %r.2.0.i.2, %.127.i.2
  %.142.i.2 = ashr i64 %exp.4.0.i.2, 1
  %.147.i.2 = fmul double %a.1.2.0.i.2, %a.1.2.0.i.2
  %.150.not.i.2 = icmp ult i64 %exp.4.0.i.2, 2
  br i1 %.150.not.i.2, label %B62.endif.2, label %B282.i.2

B202.i.2:                                         ; preds = %B62.endif.1
  %.80.i.2 = tail call double @llvm.pow.f64(double %.183.2, double %.76.i)
  br label %B62.endif.2

B62.endif.2:                                      ; preds = %B282.i.2, %B202.i.2, %B270.i.2
  %.185.0.2 = phi double [ %.80.i.2, %B202.i.2 ], [ 1.000000e+00, %B270.i.2 ], [ %spec.select.i.2, %B282.i.2 ]
  %34 = icmp ugt i64 %arg.k.fr, 65536
  %.210.2 = fadd double %.210.1, %.185.0.2
  %.129.3 = or i64 %.58.012, 4
  %.182.3 = getelementptr double, double* %arg.x.4, i64 %.129.2
  %.183.3 = load double, double* %.182.3, align 8
  br i1 %34, label %B202.i.3, label %B270.i.3

B270.i.3:                                         ; preds = %B62.endif.2
  %35 = icmp eq i64 %arg.k.fr, 0
  br i1 %35, label %B62.endif.3, label %B282.i.3.preheader

B282.i.3.preheader:                               ; preds = %B270.i.3
  br label %B282.i.3

B282.i.3:                                         ; preds = %B282.i.3.preheader, %B282.i.3
  %r.2.0.i.3 = phi double [ %spec.select.i.3, %B282.i.3 ], [ 1.000000e+00, %B282.i.3.preheader ]
  %a.1.2.0.i.3 = phi double [ %.147.i.3, %B282.i.3 ], [ %.183.3, %B282.i.3.preheader ]
  %exp.4.0.i.3 = phi i64 [ %.142.i.3, %B282.i.3 ], [ %arg.k.fr, %B282.i.3.preheader ]
  %.122.i.3 = and i64 %exp.4.0.i.3, 1
  %.123.not.i.3 = icmp eq i64 %.122.i.3, 0
  %.127.i.3 = select i1 %.123.not.i.3, double 1.000000e+00, double %a.1.2.0.i.3
  %spec.select.i.3 = fmul double %r.2.0.i.3, %.127.i.3
  %.142.i.3 = ashr i64 %exp.4.0.i.3, 1
  %.147.i.3 = fmul double %a.1.2.0.i.3, %a.1.2.0.i.3
  %.150.not.i.3 = icmp ult i64 %exp.4.0.i.3, 2
  br i1 %.150.not.i.3, label %B62.endif.3, label %B282.i.3

B202.i.3:                                         ; preds = %B62.endif.2
  %.80.i.3 = tail call double @llvm.pow.f64(double %.183.3, double %.76.i)
  br label %B62.endif.3

B62.endif.3:                                      ; preds = %B282.i.3, %B202.i.3, %B270.i.3
  %.185.0.3 = phi double [ %.80.i.3, %B202.i.3 ], [ 1.000000e+00, %B270.i.3 ], [ %spec.select.i.3, %B282.i.3 ]
  %36 = icmp ugt i64 %arg.k.fr, 65536
  %.210.3 = fadd double %.210.2, %.185.0.3
  %.129.4 = or i64 %.58.012, 5
  %.182.4 = getelementptr double, double* %arg.x.4, i64 %.129.3
  %.183.4 = load double, double* %.182.4, align 8
  br i1 %36, label %B202.i.4, label %B270.i.4

B270.i.4:                                         ; preds = %B62.endif.3
  %37 = icmp eq i64 %arg.k.fr, 0
  br i1 %37, label %B62.endif.4, label %B282.i.4.preheader

B282.i.4.preheader:                               ; preds = %B270.i.4
  br label %B282.i.4

B282.i.4:                                         ; preds = %B282.i.4.preheader, %B282.i.4
  %r.2.0.i.4 = phi double [ %spec.select.i.4, %B282.i.4 ], [ 1.000000e+00, %B282.i.4.preheader ]
  %a.1.2.0.i.4 = phi double [ %.147.i.4, %B282.i.4 ], [ %.183.4, %B282.i.4.preheader ]
  %exp.4.0.i.4 = phi i64 [ %.142.i.4, %B282.i.4 ], [ %arg.k.fr, %B282.i.4.preheader ]
  %.122.i.4 = and i64 %exp.4.0.i.4, 1
  %.123.not.i.4 = icmp eq i64 %.122.i.4, 0
  %.127.i.4 = select i1 %.123.not.i.4, double 1.000000e+00, double %a.1.2.0.i.4
  %spec.select.i.4 = fmul double %r.2.0.i.4, %.127.i.4
  %.142.i.4 = ashr i64 %exp.4.0.i.4, 1
  %.147.i.4 = fmul double %a.1.2.0.i.4, %a.1.2.0.i.4
  %.150.not.i.4 = icmp ult i64 %exp.4.0.i.4, 2
  br i1 %.150.not.i.4, label %B62.endif.4, label %B282.i.4

B202.i.4:                                         ; preds = %B62.endif.3
  %.80.i.4 = tail call double @llvm.pow.f64(double %.183.4, double %.76.i)
  br label %B62.endif.4

B62.endif.4:                                      ; preds = %B282.i.4, %B202.i.4, %B270.i.4
  %.185.0.4 = phi double [ %.80.i.4, %B202.i.4 ], [ 1.000000e+00, %B270.i.4 ], [ %spec.select.i.4, %B282.i.4 ]
  %38 = icmp ugt i64 %arg.k.fr, 65536
  %.210.4 = fadd double %.210.3, %.185.0.4
  %.129.5 = or i64 %.58.012, 6
  %.182.5 = getelementptr double, double* %arg.x.4, i64 %.129.4
  %.183.5 = load double, double* %.182.5, align 8
  br i1 %38, label %B202.i.5, label %B270.i.5

B270.i.5:                                         ; preds = %B62.endif.4
  %39 = icmp eq i64 %arg.k.fr, 0
  br i1 %39, label %B62.endif.5, label %B282.i.5.preheader

B282.i.5.preheader:                               ; preds = %B270.i.5
  br label %B282.i.5

B282.i.5:                                         ; preds = %B282.i.5.preheader, %B282.i.5
  %r.2.0.i.5 = phi double [ %spec.select.i.5, %B282.i.5 ], [ 1.000000e+00, %B282.i.5.preheader ]
  %a.1.2.0.i.5 = phi double [ %.147.i.5, %B282.i.5 ], [ %.183.5, %B282.i.5.preheader ]
  %exp.4.0.i.5 = phi i64 [ %.142.i.5, %B282.i.5 ], [ %arg.k.fr, %B282.i.5.preheader ]
  %.122.i.5 = and i64 %exp.4.0.i.5, 1
  %.123.not.i.5 = icmp eq i64 %.122.i.5, 0
  %.127.i.5 = select i1 %.123.not.i.5, double 1.000000e+00, double %a.1.2.0.i.5
  %spec.select.i.5 = fmul double %r.2.0.i.5, %.127.i.5
  %.142.i.5 = ashr i64 %exp.4.0.i.5, 1
  %.147.i.5 = fmul double %a.1.2.0.i.5, %a.1.2.0.i.5
  %.150.not.i.5 = icmp ult i64 %exp.4.0.i.5, 2
  br i1 %.150.not.i.5, label %B62.endif.5, label %B282.i.5

B202.i.5:                                         ; preds = %B62.endif.4
  %.80.i.5 = tail call double @llvm.pow.f64(double %.183.5, double %.76.i)
  br label %B62.endif.5

B62.endif.5:                                      ; preds = %B282.i.5, %B202.i.5, %B270.i.5
  %.185.0.5 = phi double [ %.80.i.5, %B202.i.5 ], [ 1.000000e+00, %B270.i.5 ], [ %spec.select.i.5, %B282.i.5 ]
  %40 = icmp ugt i64 %arg.k.fr, 65536
  %.210.5 = fadd double %.210.4, %.185.0.5
  %.129.6 = or i64 %.58.012, 7
  %.182.6 = getelementptr double, double* %arg.x.4, i64 %.129.5
  %.183.6 = load double, double* %.182.6, align 8
  br i1 %40, label %B202.i.6, label %B270.i.6

B270.i.6:                                         ; preds = %B62.endif.5
  %41 = icmp eq i64 %arg.k.fr, 0
  br i1 %41, label %B62.endif.6, label %B282.i.6.preheader

B282.i.6.preheader:                               ; preds = %B270.i.6
  br label %B282.i.6

B282.i.6:                                         ; preds = %B282.i.6.preheader, %B282.i.6
  %r.2.0.i.6 = phi double [ %spec.select.i.6, %B282.i.6 ], [ 1.000000e+00, %B282.i.6.preheader ]
  %a.1.2.0.i.6 = phi double [ %.147.i.6, %B282.i.6 ], [ %.183.6, %B282.i.6.preheader ]
  %exp.4.0.i.6 = phi i64 [ %.142.i.6, %B282.i.6 ], [ %arg.k.fr, %B282.i.6.preheader ]
  %.122.i.6 = and i64 %exp.4.0.i.6, 1
  %.123.not.i.6 = icmp eq i64 %.122.i.6, 0
  %.127.i.6 = select i1 %.123.not.i.6, double 1.000000e+00, double %a.1.2.0.i.6
  %spec.select.i.6 = fmul double %r.2.0.i.6, %.127.i.6
  %.142.i.6 = ashr i64 %exp.4.0.i.6, 1
  %.147.i.6 = fmul double %a.1.2.0.i.6, %a.1.2.0.i.6
  %.150.not.i.6 = icmp ult i64 %exp.4.0.i.6, 2
  br i1 %.150.not.i.6, label %B62.endif.6, label %B282.i.6

B202.i.6:                                         ; preds = %B62.endif.5
  %.80.i.6 = tail call double @llvm.pow.f64(double %.183.6, double %.76.i)
  br label %B62.endif.6

B62.endif.6:                                      ; preds = %B282.i.6, %B202.i.6, %B270.i.6
  %.185.0.6 = phi double [ %.80.i.6, %B202.i.6 ], [ 1.000000e+00, %B270.i.6 ], [ %spec.select.i.6, %B282.i.6 ]
  %42 = icmp ugt i64 %arg.k.fr, 65536
  %.210.6 = fadd double %.210.5, %.185.0.6
  %.129.7 = add nuw nsw i64 %.58.012, 8
  %.182.7 = getelementptr double, double* %arg.x.4, i64 %.129.6
  %.183.7 = load double, double* %.182.7, align 8
  br i1 %42, label %B202.i.7, label %B270.i.7

B270.i.7:                                         ; preds = %B62.endif.6
  %43 = icmp eq i64 %arg.k.fr, 0
  br i1 %43, label %B62.endif.7, label %B282.i.7.preheader

B282.i.7.preheader:                               ; preds = %B270.i.7
  br label %B282.i.7

B282.i.7:                                         ; preds = %B282.i.7.preheader, %B282.i.7
  %r.2.0.i.7 = phi double [ %spec.select.i.7, %B282.i.7 ], [ 1.000000e+00, %B282.i.7.preheader ]
  %a.1.2.0.i.7 = phi double [ %.147.i.7, %B282.i.7 ], [ %.183.7, %B282.i.7.preheader ]
  %exp.4.0.i.7 = phi i64 [ %.142.i.7, %B282.i.7 ], [ %arg.k.fr, %B282.i.7.preheader ]
  %.122.i.7 = and i64 %exp.4.0.i.7, 1
  %.123.not.i.7 = icmp eq i64 %.122.i.7, 0
  %.127.i.7 = select i1 %.123.not.i.7, double 1.000000e+00, double %a.1.2.0.i.7
  %spec.select.i.7 = fmul double %r.2.0.i.7, %.127.i.7
  %.142.i.7 = ashr i64 %exp.4.0.i.7, 1
  %.147.i.7 = fmul double %a.1.2.0.i.7, %a.1.2.0.i.7
  %.150.not.i.7 = icmp ult i64 %exp.4.0.i.7, 2
  br i1 %.150.not.i.7, label %B62.endif.7, label %B282.i.7

B202.i.7:                                         ; preds = %B62.endif.6
  %.80.i.7 = tail call double @llvm.pow.f64(double %.183.7, double %.76.i)
  br label %B62.endif.7

B62.endif.7:                                      ; preds = %B282.i.7, %B202.i.7, %B270.i.7
  %.185.0.7 = phi double [ %.80.i.7, %B202.i.7 ], [ 1.000000e+00, %B270.i.7 ], [ %spec.select.i.7, %B282.i.7 ]
  %.210.7 = fadd double %.210.6, %.185.0.7
  %niter77.ncmp.7 = icmp eq i64 %.129.7, %unroll_iter76
  br i1 %niter77.ncmp.7, label %B94.loopexit70.unr-lcssa, label %B62

B94.if:                                           ; preds = %B94
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788187394944, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !5
  br label %common.ret

B94.endif:                                        ; preds = %B94
  %.225 = sitofp i64 %arg.k.fr to double
  %.233 = fdiv double %s.2.0.lcssa, %.225
  store double %.233, double* %retptr, align 8
  br label %common.ret
}

define i8* @_ZN7cpython7kernels13int_power_sumB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.const.int_power_sum, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.60 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !1

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.84, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels13int_power_sumB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([137 x i8], [137 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels13int_power_sumB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx", i64 0, i64 0))
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
  br i1 %.33, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !1

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr5 to double**
  %.37.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr6 to i64*
  %.37.fca.5.0.load = load i64, i64* %7, align 8
  %.44 = load i8*, i8** %.6, align 8
  %.47 = call i8* @PyNumber_Long(i8* %.44)
  %.48.not = icmp eq i8* %.47, null
  br i1 %.48.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !1

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  %.50 = call i64 @PyLong_AsLongLong(i8* nonnull %.47)
  call void @Py_DecRef(i8* nonnull %.47)
  br label %entry.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif
  %.45.0 = phi i64 [ %.50, %entry.endif.endif.endif.endif.if ], [ 0, %entry.endif.endif.endif.endif ]
  %.55 = call i8* @PyErr_Occurred()
  %.56.not = icmp eq i8* %.55, null
  br i1 %.56.not, label %entry.endif.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !6

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  store double 0.000000e+00, double* %.60, align 8
  %.66 = call i32 @_ZN7kernels13int_power_sumB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(double* nonnull %.60, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* poison, i8* poison, i64 poison, i64 poison, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 poison, i64 %.45.0) #2
  %.67 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.74 = icmp sgt i32 %.66, 0
  %.75 = select i1 %.74, { i8*, i32, i8*, i8*, i32 }* %.67, { i8*, i32, i8*, i8*, i32 }* undef
  %.76 = load double, double* %.60, align 8
  call void @NRT_decref(i8* %.37.fca.0.load)
  switch i32 %.66, label %entry.endif.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %8 = icmp sgt i32 %.66, 0
  br i1 %8, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.e...endif.2.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif
  %.84 = call i8* @PyFloat_FromDouble(double %.76)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.89 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.75, align 8
  %.90 = extractvalue { i8*, i32, i8*, i8*, i32 } %.89, 4
  %.91 = icmp sgt i32 %.90, 0
  %.94 = extractvalue { i8*, i32, i8*, i8*, i32 } %.89, 0
  %.96 = extractvalue { i8*, i32, i8*, i8*, i32 } %.89, 1
  br i1 %.91, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.97 = sext i32 %.96 to i64
  %.98 = call i8* @PyBytes_FromStringAndSize(i8* %.94, i64 %.97)
  %.99 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.75, align 8
  %.100 = extractvalue { i8*, i32, i8*, i8*, i32 } %.99, 2
  %.102 = extractvalue { i8*, i32, i8*, i8*, i32 } %.99, 3
  %.103 = bitcast i8* %.102 to i8* (i8*)*
  %.104 = call i8* %.103(i8* %.100)
  %.105 = icmp eq i8* %.104, null
  br i1 %.105, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !1

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.118 = extractvalue { i8*, i32, i8*, i8*, i32 } %.89, 2
  %.119 = call i8* @numba_unpickle(i8* %.94, i32 %.96, i8* %.118)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.121 = phi i8* [ %.109, %entry.endif.endif.endif.e...endif ], [ %.119, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.122.not = icmp eq i8* %.121, null
  br i1 %.122.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !1

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.109 = call i8* @numba_runtime_build_excinfo_struct(i8* %.98, i8* nonnull %.104)
  %.110 = bitcast { i8*, i32, i8*, i8*, i32 }* %.75 to i8*
  call void @NRT_Free(i8* nonnull %.110)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.121)
  br label %common.ret

entry.endif.endif.endif.e...endif.2.endif:        ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyNumber_Long(i8*) local_unnamed_addr

declare i64 @PyLong_AsLongLong(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

define double @cfunc._ZN7kernels13int_power_sumB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, i64 %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %.10 = call i32 @_ZN7kernels13int_power_sumB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* poison, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.8, i64 poison, i64 %.2) #2
  %.11 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.12.not = icmp eq i32 %.10, 0
  %.18 = icmp sgt i32 %.10, 0
  %.19 = select i1 %.18, { i8*, i32, i8*, i8*, i32 }* %.11, { i8*, i32, i8*, i8*, i32 }* undef
  %.20 = load double, double* %.4, align 8
  %.22 = alloca i32, align 4
  store i32 0, i32* %.22, align 4
  br i1 %.12.not, label %common.ret, label %entry.if, !prof !6

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.10, 0
  call void @numba_gil_ensure(i32* nonnull %.22)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.25, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.20, %.25 ], [ %.20, %entry ]
  ret double %common.ret.op

.25:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.73 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f22f92d4b50>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.73)
  call void @Py_DecRef(i8* %.73)
  call void @numba_gil_release(i32* nonnull %.22)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.28 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.19, align 8
  %.29 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 4
  %.30 = icmp sgt i32 %.29, 0
  %.33 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 0
  %.35 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 1
  br i1 %.30, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.36 = sext i32 %.35 to i64
  %.37 = call i8* @PyBytes_FromStringAndSize(i8* %.33, i64 %.36)
  %.38 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.19, align 8
  %.39 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 2
  %.41 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 3
  %.42 = bitcast i8* %.41 to i8* (i8*)*
  %.43 = call i8* %.42(i8* %.39)
  %.44 = icmp eq i8* %.43, null
  br i1 %.44, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

entry.if.if.else:                                 ; preds = %entry.if.if
  %.57 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 2
  %.58 = call i8* @numba_unpickle(i8* %.33, i32 %.35, i8* %.57)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.60 = phi i8* [ %.48, %entry.if.if.if.endif ], [ %.58, %entry.if.if.else ]
  %.61.not = icmp eq i8* %.60, null
  br i1 %.61.not, label %.25, label %entry.if.if.endif.if, !prof !1

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.48 = call i8* @numba_runtime_build_excinfo_struct(i8* %.37, i8* nonnull %.43)
  %.49 = bitcast { i8*, i32, i8*, i8*, i32 }* %.19 to i8*
  call void @NRT_Free(i8* nonnull %.49)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.60)
  br label %.25

entry.if.endif.endif.endif:                       ; preds = %entry.if
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.25
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.pow.f64(double, double) #1

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !1

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !1

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #3

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { argmemonly nofree nosync nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline }
attributes #3 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { argmemonly nocallback nofree nounwind willreturn writeonly }

!0 = !{!"branch_weights", i32 21474836, i32 2126008812}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.unroll.disable"}
!4 = distinct !{!4, !3}
!5 = !{i1 true}
!6 = !{!"branch_weights", i32 99, i32 1}
