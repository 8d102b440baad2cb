; ModuleID = 'int_power_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366 = internal constant [69 x i8] c"\80\04\95:\00\00\00\00\00\00\00\8C\08builtins\94\8C\11ZeroDivisionError\94\93\94\8C\10division by zero\94\85\94N\87\94."
@.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366.sha1 = internal constant [20 x i8] c"\B2\80\08\A0\F8\8B\AD_\F0\F0$>\84\DA\B9\0C\AB\19\B3f"
@.const.picklebuf.b28008a0f88bad5ff0f0243e84dab90cab19b366 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366, i32 69, ptr @.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366.sha1, ptr null, i32 0 }
@.const.int_power_sum = internal constant [14 x i8] c"int_power_sum\00"
@_ZN08NumbaEnv7kernels13int_power_sumB3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels13int_power_sumB3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx" = internal constant [137 x i8] c"missing Environment: _ZN08NumbaEnv7kernels13int_power_sumB3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba7cpython7numbers14int_power_impl12_3clocals_3e9int_powerB3v28B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEdx = common local_unnamed_addr global ptr null
@.const.pickledata.654552fb3a1f054e103c92c5c4c8741b162a5e97 = internal constant [87 x i8] c"\80\04\95L\00\00\00\00\00\00\00\8C\08builtins\94\8C\0DOverflowError\94\93\94)\8C\09int_power\94\8C\18numba/cpython/numbers.py\94K\DE\87\94\87\94."
@.const.pickledata.654552fb3a1f054e103c92c5c4c8741b162a5e97.sha1 = internal constant [20 x i8] c"eER\FB:\1F\05N\10<\92\C5\C4\C8t\1B\16*^\97"
@.const.picklebuf.654552fb3a1f054e103c92c5c4c8741b162a5e97 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.654552fb3a1f054e103c92c5c4c8741b162a5e97, i32 87, ptr @.const.pickledata.654552fb3a1f054e103c92c5c4c8741b162a5e97.sha1, ptr null, i32 0 }
@.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366.6 = internal constant [69 x i8] c"\80\04\95:\00\00\00\00\00\00\00\8C\08builtins\94\8C\11ZeroDivisionError\94\93\94\8C\10division by zero\94\85\94N\87\94."
@.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366.sha1.7 = internal constant [20 x i8] c"\B2\80\08\A0\F8\8B\AD_\F0\F0$>\84\DA\B9\0C\AB\19\B3f"
@.const.picklebuf.b28008a0f88bad5ff0f0243e84dab90cab19b366.5 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366.6, i32 69, ptr @.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366.sha1.7, ptr null, i32 0 }

define range(i32 0, 2) i32 @_ZN7kernels13int_power_sumB3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, i64 %arg.k) local_unnamed_addr {
B0.endif:
  %arg.k.fr = freeze i64 %arg.k
  tail call void @NRT_incref(ptr %arg.x.0)
  %.11676.not = icmp slt i64 %arg.x.5.0, 1
  br i1 %.11676.not, label %B94, label %B62.preheader

B62.preheader:                                    ; preds = %B0.endif
  %.16.i = icmp slt i64 %arg.k.fr, 0
  %.22.i = sub i64 0, %arg.k.fr
  %.76.i = sitofp i64 %arg.k.fr to double
  br i1 %.16.i, label %B62.preheader.split.us, label %B62.preheader.split.split

B62.preheader.split.us:                           ; preds = %B62.preheader
  %.27.i = icmp slt i64 %.22.i, 0
  br i1 %.27.i, label %B62.if.if, label %B62.preheader.split.us.split

B62.preheader.split.us.split:                     ; preds = %B62.preheader.split.us
  %.67.i.us = icmp samesign ugt i64 %.22.i, 65536
  br i1 %.67.i.us, label %B62.us.us.preheader, label %B62.us.preheader

B62.us.preheader:                                 ; preds = %B62.preheader.split.us.split
  br label %B62.us

B62.us.us.preheader:                              ; preds = %B62.preheader.split.us.split
  %xtraiter73 = and i64 %arg.x.5.0, 7
  %0 = icmp ult i64 %arg.x.5.0, 8
  br i1 %0, label %B62.us.us.epil.preheader, label %B62.us.us.preheader.new

B62.us.us.preheader.new:                          ; preds = %B62.us.us.preheader
  %const118 = bitcast i64 9223372036854775800 to i64
  %unroll_iter78 = and i64 %arg.x.5.0, %const118
  br label %B62.us.us

B62.us.us:                                        ; preds = %B62.us.us, %B62.us.us.preheader.new
  %s.2.079.us.us = phi double [ 0.000000e+00, %B62.us.us.preheader.new ], [ %.210.us.us.7, %B62.us.us ]
  %.1227577.us.us = phi i64 [ 0, %B62.us.us.preheader.new ], [ %.129.us.us.7, %B62.us.us ]
  %sunkaddr = mul i64 %.1227577.us.us, 8
  %sunkaddr119 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %.183.us.us = load double, ptr %sunkaddr119, align 8
  %.80.i.us.us = tail call double @llvm.pow.f64(double %.183.us.us, double %.76.i)
  %.210.us.us = fadd double %s.2.079.us.us, %.80.i.us.us
  %sunkaddr120 = mul i64 %.1227577.us.us, 8
  %sunkaddr121 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr120
  %sunkaddr122 = getelementptr i8, ptr %sunkaddr121, i64 8
  %.183.us.us.1 = load double, ptr %sunkaddr122, align 8
  %.80.i.us.us.1 = tail call double @llvm.pow.f64(double %.183.us.us.1, double %.76.i)
  %.210.us.us.1 = fadd double %.210.us.us, %.80.i.us.us.1
  %sunkaddr123 = mul i64 %.1227577.us.us, 8
  %sunkaddr124 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr123
  %sunkaddr125 = getelementptr i8, ptr %sunkaddr124, i64 16
  %.183.us.us.2 = load double, ptr %sunkaddr125, align 8
  %.80.i.us.us.2 = tail call double @llvm.pow.f64(double %.183.us.us.2, double %.76.i)
  %.210.us.us.2 = fadd double %.210.us.us.1, %.80.i.us.us.2
  %sunkaddr126 = mul i64 %.1227577.us.us, 8
  %sunkaddr127 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr126
  %sunkaddr128 = getelementptr i8, ptr %sunkaddr127, i64 24
  %.183.us.us.3 = load double, ptr %sunkaddr128, align 8
  %.80.i.us.us.3 = tail call double @llvm.pow.f64(double %.183.us.us.3, double %.76.i)
  %.210.us.us.3 = fadd double %.210.us.us.2, %.80.i.us.us.3
  %sunkaddr129 = mul i64 %.1227577.us.us, 8
  %sunkaddr130 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr129
  %sunkaddr131 = getelementptr i8, ptr %sunkaddr130, i64 32
  %.183.us.us.4 = load double, ptr %sunkaddr131, align 8
  %.80.i.us.us.4 = tail call double @llvm.pow.f64(double %.183.us.us.4, double %.76.i)
  %.210.us.us.4 = fadd double %.210.us.us.3, %.80.i.us.us.4
  %sunkaddr132 = mul i64 %.1227577.us.us, 8
  %sunkaddr133 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr132
  %sunkaddr134 = getelementptr i8, ptr %sunkaddr133, i64 40
  %.183.us.us.5 = load double, ptr %sunkaddr134, align 8
  %.80.i.us.us.5 = tail call double @llvm.pow.f64(double %.183.us.us.5, double %.76.i)
  %.210.us.us.5 = fadd double %.210.us.us.4, %.80.i.us.us.5
  %sunkaddr135 = mul i64 %.1227577.us.us, 8
  %sunkaddr136 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr135
  %sunkaddr137 = getelementptr i8, ptr %sunkaddr136, i64 48
  %.183.us.us.6 = load double, ptr %sunkaddr137, align 8
  %.80.i.us.us.6 = tail call double @llvm.pow.f64(double %.183.us.us.6, double %.76.i)
  %.210.us.us.6 = fadd double %.210.us.us.5, %.80.i.us.us.6
  %sunkaddr138 = mul i64 %.1227577.us.us, 8
  %sunkaddr139 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr138
  %sunkaddr140 = getelementptr i8, ptr %sunkaddr139, i64 56
  %.183.us.us.7 = load double, ptr %sunkaddr140, align 8
  %.80.i.us.us.7 = tail call double @llvm.pow.f64(double %.183.us.us.7, double %.76.i)
  %.129.us.us.7 = add nuw nsw i64 %.1227577.us.us, 8
  %.210.us.us.7 = fadd double %.210.us.us.6, %.80.i.us.us.7
  %niter79.ncmp.7 = icmp eq i64 %unroll_iter78, %.129.us.us.7
  br i1 %niter79.ncmp.7, label %B94.thread.loopexit.unr-lcssa, label %B62.us.us

B62.us:                                           ; preds = %B62.us.preheader, %B338.endif.i.us
  %s.2.079.us = phi double [ %.210.us, %B338.endif.i.us ], [ 0.000000e+00, %B62.us.preheader ]
  %.1227577.us = phi i64 [ %.129.us, %B338.endif.i.us ], [ 0, %B62.us.preheader ]
  %1 = getelementptr double, ptr %arg.x.4, i64 %.1227577.us
  %.183.us = load double, ptr %1, align 8
  br label %B282.i.us

B282.i.us:                                        ; preds = %B62.us, %B282.i.us
  %r.2.0.i.us = phi double [ %spec.select.i.us, %B282.i.us ], [ 1.000000e+00, %B62.us ]
  %a.1.2.0.i.us = phi double [ %.147.i.us, %B282.i.us ], [ %.183.us, %B62.us ]
  %exp.4.0.i.us = phi i64 [ %.142.i.us, %B282.i.us ], [ %.22.i, %B62.us ]
  %.122.i.us = and i64 %exp.4.0.i.us, 1
  %.123.not.i.us = icmp eq i64 %.122.i.us, 0
  %.127.i.us = fmul double %r.2.0.i.us, %a.1.2.0.i.us
  %spec.select.i.us = select i1 %.123.not.i.us, double %r.2.0.i.us, double %.127.i.us
  %.142.i.us = lshr i64 %exp.4.0.i.us, 1
  %.147.i.us = fmul double %a.1.2.0.i.us, %a.1.2.0.i.us
  %.150.not.i.us = icmp eq i64 %.142.i.us, 0
  br i1 %.150.not.i.us, label %B334.i.us, label %B282.i.us

B334.i.us:                                        ; preds = %B282.i.us
  %.168.i.us = fcmp oeq double %spec.select.i.us, 0.000000e+00
  br i1 %.168.i.us, label %B62.if.if, label %B338.endif.i.us, !prof !0

B338.endif.i.us:                                  ; preds = %B334.i.us
  %.175.i.us = fdiv double 1.000000e+00, %spec.select.i.us
  %.129.us = add nuw nsw i64 %.1227577.us, 1
  %.210.us = fadd double %s.2.079.us, %.175.i.us
  %exitcond.not.us = icmp eq i64 %arg.x.5.0, %.129.us
  br i1 %exitcond.not.us, label %B94, label %B62.us

B62.preheader.split.split:                        ; preds = %B62.preheader
  %.67.i = icmp samesign ugt i64 %arg.k.fr, 65536
  br i1 %.67.i, label %B62.us9.preheader, label %B62.preheader.split.split.split

B62.us9.preheader:                                ; preds = %B62.preheader.split.split
  %xtraiter66 = and i64 %arg.x.5.0, 7
  %2 = icmp ult i64 %arg.x.5.0, 8
  br i1 %2, label %B62.us9.epil.preheader, label %B62.us9.preheader.new

B62.us9.preheader.new:                            ; preds = %B62.us9.preheader
  %const117 = bitcast i64 9223372036854775800 to i64
  %unroll_iter71 = and i64 %arg.x.5.0, %const117
  br label %B62.us9

B62.us9:                                          ; preds = %B62.us9, %B62.us9.preheader.new
  %s.2.079.us10 = phi double [ 0.000000e+00, %B62.us9.preheader.new ], [ %.210.us18.7, %B62.us9 ]
  %.1227577.us11 = phi i64 [ 0, %B62.us9.preheader.new ], [ %.129.us17.7, %B62.us9 ]
  %sunkaddr141 = mul i64 %.1227577.us11, 8
  %sunkaddr142 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr141
  %.183.us12 = load double, ptr %sunkaddr142, align 8
  %.80.i.us14 = tail call double @llvm.pow.f64(double %.183.us12, double %.76.i)
  %.210.us18 = fadd double %s.2.079.us10, %.80.i.us14
  %sunkaddr143 = mul i64 %.1227577.us11, 8
  %sunkaddr144 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr143
  %sunkaddr145 = getelementptr i8, ptr %sunkaddr144, i64 8
  %.183.us12.1 = load double, ptr %sunkaddr145, align 8
  %.80.i.us14.1 = tail call double @llvm.pow.f64(double %.183.us12.1, double %.76.i)
  %.210.us18.1 = fadd double %.210.us18, %.80.i.us14.1
  %sunkaddr146 = mul i64 %.1227577.us11, 8
  %sunkaddr147 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr146
  %sunkaddr148 = getelementptr i8, ptr %sunkaddr147, i64 16
  %.183.us12.2 = load double, ptr %sunkaddr148, align 8
  %.80.i.us14.2 = tail call double @llvm.pow.f64(double %.183.us12.2, double %.76.i)
  %.210.us18.2 = fadd double %.210.us18.1, %.80.i.us14.2
  %sunkaddr149 = mul i64 %.1227577.us11, 8
  %sunkaddr150 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr149
  %sunkaddr151 = getelementptr i8, ptr %sunkaddr150, i64 24
  %.183.us12.3 = load double, ptr %sunkaddr151, align 8
  %.80.i.us14.3 = tail call double @llvm.pow.f64(double %.183.us12.3, double %.76.i)
  %.210.us18.3 = fadd double %.210.us18.2, %.80.i.us14.3
  %sunkaddr152 = mul i64 %.1227577.us11, 8
  %sunkaddr153 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr152
  %sunkaddr154 = getelementptr i8, ptr %sunkaddr153, i64 32
  %.183.us12.4 = load double, ptr %sunkaddr154, align 8
  %.80.i.us14.4 = tail call double @llvm.pow.f64(double %.183.us12.4, double %.76.i)
  %.210.us18.4 = fadd double %.210.us18.3, %.80.i.us14.4
  %sunkaddr155 = mul i64 %.1227577.us11, 8
  %sunkaddr156 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr155
  %sunkaddr157 = getelementptr i8, ptr %sunkaddr156, i64 40
  %.183.us12.5 = load double, ptr %sunkaddr157, align 8
  %.80.i.us14.5 = tail call double @llvm.pow.f64(double %.183.us12.5, double %.76.i)
  %.210.us18.5 = fadd double %.210.us18.4, %.80.i.us14.5
  %sunkaddr158 = mul i64 %.1227577.us11, 8
  %sunkaddr159 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr158
  %sunkaddr160 = getelementptr i8, ptr %sunkaddr159, i64 48
  %.183.us12.6 = load double, ptr %sunkaddr160, align 8
  %.80.i.us14.6 = tail call double @llvm.pow.f64(double %.183.us12.6, double %.76.i)
  %.210.us18.6 = fadd double %.210.us18.5, %.80.i.us14.6
  %sunkaddr161 = mul i64 %.1227577.us11, 8
  %sunkaddr162 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr161
  %sunkaddr163 = getelementptr i8, ptr %sunkaddr162, i64 56
  %.183.us12.7 = load double, ptr %sunkaddr163, align 8
  %.80.i.us14.7 = tail call double @llvm.pow.f64(double %.183.us12.7, double %.76.i)
  %.129.us17.7 = add nuw nsw i64 %.1227577.us11, 8
  %.210.us18.7 = fadd double %.210.us18.6, %.80.i.us14.7
  %niter72.ncmp.7 = icmp eq i64 %unroll_iter71, %.129.us17.7
  br i1 %niter72.ncmp.7, label %B94.thread.loopexit61.unr-lcssa, label %B62.us9

B62.preheader.split.split.split:                  ; preds = %B62.preheader.split.split
  %.108.not.i = icmp eq i64 %arg.k.fr, 0
  br i1 %.108.not.i, label %B94.thread53, label %B62.preheader62

B62.preheader62:                                  ; preds = %B62.preheader.split.split.split
  %xtraiter = and i64 %arg.x.5.0, 3
  %3 = icmp ult i64 %arg.x.5.0, 4
  br i1 %3, label %B62.epil.preheader, label %B62.preheader62.new

B62.preheader62.new:                              ; preds = %B62.preheader62
  %const = bitcast i64 9223372036854775800 to i64
  %const_mat = add i64 %const, 4
  %unroll_iter = and i64 %arg.x.5.0, %const_mat
  br label %B62

B94.thread53:                                     ; preds = %B62.preheader.split.split.split
  tail call void @NRT_decref(ptr %arg.x.0)
  br label %B94.if

B62:                                              ; preds = %B334.i.3, %B62.preheader62.new
  %s.2.079 = phi double [ 0.000000e+00, %B62.preheader62.new ], [ %.210.3, %B334.i.3 ]
  %.1227577 = phi i64 [ 0, %B62.preheader62.new ], [ %.129.3, %B334.i.3 ]
  %4 = getelementptr double, ptr %arg.x.4, i64 %.1227577
  %.183 = load double, ptr %4, align 8
  br label %B282.i

B282.i:                                           ; preds = %B62, %B282.i
  %r.2.0.i = phi double [ %spec.select.i, %B282.i ], [ 1.000000e+00, %B62 ]
  %a.1.2.0.i = phi double [ %.147.i, %B282.i ], [ %.183, %B62 ]
  %exp.4.0.i = phi i64 [ %.142.i, %B282.i ], [ %arg.k.fr, %B62 ]
  %.122.i = and i64 %exp.4.0.i, 1
  %.123.not.i = icmp eq i64 %.122.i, 0
  %.127.i = fmul double %r.2.0.i, %a.1.2.0.i
  %spec.select.i = select i1 %.123.not.i, double %r.2.0.i, double %.127.i
  %.142.i = lshr i64 %exp.4.0.i, 1
  %.147.i = fmul double %a.1.2.0.i, %a.1.2.0.i
  %.150.not.i = icmp eq i64 %.142.i, 0
  br i1 %.150.not.i, label %B334.i, label %B282.i

B334.i:                                           ; preds = %B282.i
  %.210 = fadd double %s.2.079, %spec.select.i
  %5 = getelementptr double, ptr %arg.x.4, i64 %.1227577
  %6 = getelementptr i8, ptr %5, i64 8
  %.183.1 = load double, ptr %6, align 8
  br label %B282.i.1

B282.i.1:                                         ; preds = %B282.i.1, %B334.i
  %r.2.0.i.1 = phi double [ %spec.select.i.1, %B282.i.1 ], [ 1.000000e+00, %B334.i ]
  %a.1.2.0.i.1 = phi double [ %.147.i.1, %B282.i.1 ], [ %.183.1, %B334.i ]
  %exp.4.0.i.1 = phi i64 [ %.142.i.1, %B282.i.1 ], [ %arg.k.fr, %B334.i ]
  %.122.i.1 = and i64 %exp.4.0.i.1, 1
  %.123.not.i.1 = icmp eq i64 %.122.i.1, 0
  %.127.i.1 = fmul double %r.2.0.i.1, %a.1.2.0.i.1
  %spec.select.i.1 = select i1 %.123.not.i.1, double %r.2.0.i.1, double %.127.i.1
  %.142.i.1 = lshr i64 %exp.4.0.i.1, 1
  %.147.i.1 = fmul double %a.1.2.0.i.1, %a.1.2.0.i.1
  %.150.not.i.1 = icmp eq i64 %.142.i.1, 0
  br i1 %.150.not.i.1, label %B334.i.1, label %B282.i.1

B334.i.1:                                         ; preds = %B282.i.1
  %.210.1 = fadd double %.210, %spec.select.i.1
  %7 = getelementptr double, ptr %arg.x.4, i64 %.1227577
  %8 = getelementptr i8, ptr %7, i64 16
  %.183.2 = load double, ptr %8, align 8
  br label %B282.i.2

B282.i.2:                                         ; preds = %B282.i.2, %B334.i.1
  %r.2.0.i.2 = phi double [ %spec.select.i.2, %B282.i.2 ], [ 1.000000e+00, %B334.i.1 ]
  %a.1.2.0.i.2 = phi double [ %.147.i.2, %B282.i.2 ], [ %.183.2, %B334.i.1 ]
  %exp.4.0.i.2 = phi i64 [ %.142.i.2, %B282.i.2 ], [ %arg.k.fr, %B334.i.1 ]
  %.122.i.2 = and i64 %exp.4.0.i.2, 1
  %.123.not.i.2 = icmp eq i64 %.122.i.2, 0
  %.127.i.2 = fmul double %r.2.0.i.2, %a.1.2.0.i.2
  %spec.select.i.2 = select i1 %.123.not.i.2, double %r.2.0.i.2, double %.127.i.2
  %.142.i.2 = lshr i64 %exp.4.0.i.2, 1
  %.147.i.2 = fmul double %a.1.2.0.i.2, %a.1.2.0.i.2
  %.150.not.i.2 = icmp eq i64 %.142.i.2, 0
  br i1 %.150.not.i.2, label %B334.i.2, label %B282.i.2

B334.i.2:                                         ; preds = %B282.i.2
  %.210.2 = fadd double %.210.1, %spec.select.i.2
  %9 = getelementptr double, ptr %arg.x.4, i64 %.1227577
  %10 = getelementptr i8, ptr %9, i64 24
  %.183.3 = load double, ptr %10, align 8
  br label %B282.i.3

B282.i.3:                                         ; preds = %B282.i.3, %B334.i.2
  %r.2.0.i.3 = phi double [ %spec.select.i.3, %B282.i.3 ], [ 1.000000e+00, %B334.i.2 ]
  %a.1.2.0.i.3 = phi double [ %.147.i.3, %B282.i.3 ], [ %.183.3, %B334.i.2 ]
  %exp.4.0.i.3 = phi i64 [ %.142.i.3, %B282.i.3 ], [ %arg.k.fr, %B334.i.2 ]
  %.122.i.3 = and i64 %exp.4.0.i.3, 1
  %.123.not.i.3 = icmp eq i64 %.122.i.3, 0
  %.127.i.3 = fmul double %r.2.0.i.3, %a.1.2.0.i.3
  %spec.select.i.3 = select i1 %.123.not.i.3, double %r.2.0.i.3, double %.127.i.3
  %.142.i.3 = lshr i64 %exp.4.0.i.3, 1
  %.147.i.3 = fmul double %a.1.2.0.i.3, %a.1.2.0.i.3
  %.150.not.i.3 = icmp eq i64 %.142.i.3, 0
  br i1 %.150.not.i.3, label %B334.i.3, label %B282.i.3

B334.i.3:                                         ; preds = %B282.i.3
  %.129.3 = add nuw nsw i64 %.1227577, 4
  %.210.3 = fadd double %.210.2, %spec.select.i.3
  %niter.ncmp.3 = icmp eq i64 %.129.3, %unroll_iter
  br i1 %niter.ncmp.3, label %B94.loopexit63.unr-lcssa, label %B62

B94.thread.loopexit.unr-lcssa:                    ; preds = %B62.us.us
  %lcmp.mod75.not = icmp eq i64 %xtraiter73, 0
  br i1 %lcmp.mod75.not, label %B94.thread, label %B62.us.us.epil.preheader

B62.us.us.epil.preheader:                         ; preds = %B94.thread.loopexit.unr-lcssa, %B62.us.us.preheader
  %s.2.079.us.us.epil.init = phi double [ 0.000000e+00, %B62.us.us.preheader ], [ %.210.us.us.7, %B94.thread.loopexit.unr-lcssa ]
  %.1227577.us.us.epil.init = phi i64 [ 0, %B62.us.us.preheader ], [ %.129.us.us.7, %B94.thread.loopexit.unr-lcssa ]
  %11 = shl i64 %.1227577.us.us.epil.init, 3
  %scevgep = getelementptr i8, ptr %arg.x.4, i64 %11
  br label %B62.us.us.epil

B62.us.us.epil:                                   ; preds = %B62.us.us.epil, %B62.us.us.epil.preheader
  %s.2.079.us.us.epil = phi double [ %.210.us.us.epil, %B62.us.us.epil ], [ %s.2.079.us.us.epil.init, %B62.us.us.epil.preheader ]
  %epil.iter74 = phi i64 [ %epil.iter74.next, %B62.us.us.epil ], [ 0, %B62.us.us.epil.preheader ]
  %12 = shl nuw nsw i64 %epil.iter74, 3
  %scevgep82 = getelementptr i8, ptr %scevgep, i64 %12
  %.183.us.us.epil = load double, ptr %scevgep82, align 8
  %.80.i.us.us.epil = tail call double @llvm.pow.f64(double %.183.us.us.epil, double %.76.i)
  %.210.us.us.epil = fadd double %s.2.079.us.us.epil, %.80.i.us.us.epil
  %epil.iter74.next = add i64 %epil.iter74, 1
  %epil.iter74.cmp.not = icmp eq i64 %xtraiter73, %epil.iter74.next
  br i1 %epil.iter74.cmp.not, label %B94.thread, label %B62.us.us.epil, !llvm.loop !1

B94.thread.loopexit61.unr-lcssa:                  ; preds = %B62.us9
  %lcmp.mod68.not = icmp eq i64 %xtraiter66, 0
  br i1 %lcmp.mod68.not, label %B94.thread, label %B62.us9.epil.preheader

B62.us9.epil.preheader:                           ; preds = %B94.thread.loopexit61.unr-lcssa, %B62.us9.preheader
  %s.2.079.us10.epil.init = phi double [ 0.000000e+00, %B62.us9.preheader ], [ %.210.us18.7, %B94.thread.loopexit61.unr-lcssa ]
  %.1227577.us11.epil.init = phi i64 [ 0, %B62.us9.preheader ], [ %.129.us17.7, %B94.thread.loopexit61.unr-lcssa ]
  %13 = shl i64 %.1227577.us11.epil.init, 3
  %scevgep99 = getelementptr i8, ptr %arg.x.4, i64 %13
  br label %B62.us9.epil

B62.us9.epil:                                     ; preds = %B62.us9.epil, %B62.us9.epil.preheader
  %s.2.079.us10.epil = phi double [ %.210.us18.epil, %B62.us9.epil ], [ %s.2.079.us10.epil.init, %B62.us9.epil.preheader ]
  %epil.iter67 = phi i64 [ %epil.iter67.next, %B62.us9.epil ], [ 0, %B62.us9.epil.preheader ]
  %14 = shl nuw nsw i64 %epil.iter67, 3
  %scevgep100 = getelementptr i8, ptr %scevgep99, i64 %14
  %.183.us12.epil = load double, ptr %scevgep100, align 8
  %.80.i.us14.epil = tail call double @llvm.pow.f64(double %.183.us12.epil, double %.76.i)
  %.210.us18.epil = fadd double %s.2.079.us10.epil, %.80.i.us14.epil
  %epil.iter67.next = add i64 %epil.iter67, 1
  %epil.iter67.cmp.not = icmp eq i64 %xtraiter66, %epil.iter67.next
  br i1 %epil.iter67.cmp.not, label %B94.thread, label %B62.us9.epil, !llvm.loop !3

B94.thread:                                       ; preds = %B62.us9.epil, %B62.us.us.epil, %B94.thread.loopexit61.unr-lcssa, %B94.thread.loopexit.unr-lcssa
  %s.2.0.lcssa.ph = phi double [ %.210.us.us.epil, %B62.us.us.epil ], [ %.210.us.us.7, %B94.thread.loopexit.unr-lcssa ], [ %.210.us18.7, %B94.thread.loopexit61.unr-lcssa ], [ %.210.us18.epil, %B62.us9.epil ]
  tail call void @NRT_decref(ptr %arg.x.0)
  br label %B94.endif

B94.loopexit63.unr-lcssa:                         ; preds = %B334.i.3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B94, label %B62.epil.preheader

B62.epil.preheader:                               ; preds = %B94.loopexit63.unr-lcssa, %B62.preheader62
  %s.2.079.epil.init = phi double [ 0.000000e+00, %B62.preheader62 ], [ %.210.3, %B94.loopexit63.unr-lcssa ]
  %.1227577.epil.init = phi i64 [ 0, %B62.preheader62 ], [ %.129.3, %B94.loopexit63.unr-lcssa ]
  br label %B62.epil

B62.epil:                                         ; preds = %B334.i.epil, %B62.epil.preheader
  %s.2.079.epil = phi double [ %.210.epil, %B334.i.epil ], [ %s.2.079.epil.init, %B62.epil.preheader ]
  %.1227577.epil = phi i64 [ %.129.epil, %B334.i.epil ], [ %.1227577.epil.init, %B62.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B334.i.epil ], [ 0, %B62.epil.preheader ]
  %15 = getelementptr double, ptr %arg.x.4, i64 %.1227577.epil
  %.183.epil = load double, ptr %15, align 8
  br label %B282.i.epil

B282.i.epil:                                      ; preds = %B282.i.epil, %B62.epil
  %r.2.0.i.epil = phi double [ %spec.select.i.epil, %B282.i.epil ], [ 1.000000e+00, %B62.epil ]
  %a.1.2.0.i.epil = phi double [ %.147.i.epil, %B282.i.epil ], [ %.183.epil, %B62.epil ]
  %exp.4.0.i.epil = phi i64 [ %.142.i.epil, %B282.i.epil ], [ %arg.k.fr, %B62.epil ]
  %.122.i.epil = and i64 %exp.4.0.i.epil, 1
  %.123.not.i.epil = icmp eq i64 %.122.i.epil, 0
  %.127.i.epil = fmul double %r.2.0.i.epil, %a.1.2.0.i.epil
  %spec.select.i.epil = select i1 %.123.not.i.epil, double %r.2.0.i.epil, double %.127.i.epil
  %.142.i.epil = lshr i64 %exp.4.0.i.epil, 1
  %.147.i.epil = fmul double %a.1.2.0.i.epil, %a.1.2.0.i.epil
  %.150.not.i.epil = icmp eq i64 %.142.i.epil, 0
  br i1 %.150.not.i.epil, label %B334.i.epil, label %B282.i.epil

B334.i.epil:                                      ; preds = %B282.i.epil
  %.129.epil = add nuw nsw i64 %.1227577.epil, 1
  %.210.epil = fadd double %s.2.079.epil, %spec.select.i.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %B94, label %B62.epil, !llvm.loop !4

B94:                                              ; preds = %B334.i.epil, %B338.endif.i.us, %B94.loopexit63.unr-lcssa, %B0.endif
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.210.us, %B338.endif.i.us ], [ %.210.3, %B94.loopexit63.unr-lcssa ], [ %.210.epil, %B334.i.epil ]
  tail call void @NRT_decref(ptr %arg.x.0)
  %.226 = icmp eq i64 %arg.k.fr, 0
  br i1 %.226, label %B94.if, label %B94.endif, !prof !5

common.ret:                                       ; preds = %B94.endif, %B94.if, %B62.if.if
  %common.ret.op = phi i32 [ 1, %B62.if.if ], [ 1, %B94.if ], [ 0, %B94.endif ]
  ret i32 %common.ret.op

B62.if.if:                                        ; preds = %B334.i.us, %B62.preheader.split.us
  %excinfo.1.1.us.split = phi ptr [ @.const.picklebuf.654552fb3a1f054e103c92c5c4c8741b162a5e97, %B62.preheader.split.us ], [ @.const.picklebuf.b28008a0f88bad5ff0f0243e84dab90cab19b366.5, %B334.i.us ]
  store ptr %excinfo.1.1.us.split, ptr %excinfo, align 8
  br label %common.ret

B94.if:                                           ; preds = %B94.thread53, %B94
  store ptr @.const.picklebuf.b28008a0f88bad5ff0f0243e84dab90cab19b366, ptr %excinfo, align 8, !numba_exception_output !6
  br label %common.ret

B94.endif:                                        ; preds = %B94.thread, %B94
  %s.2.0.lcssa52 = phi double [ %s.2.0.lcssa.ph, %B94.thread ], [ %s.2.0.lcssa, %B94 ]
  %.225 = sitofp i64 %arg.k.fr to double
  %.233 = fdiv double %s.2.0.lcssa52, %.225
  store double %.233, ptr %retptr, align 8
  br label %common.ret
}

define ptr @_ZN7cpython7kernels13int_power_sumB3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.int_power_sum, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.58 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !7

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %arg0.err, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ %.82, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %arg0.err ], [ null, %entry.endif.endif.endif.thread ], [ null, %entry.endif.endif.endif.e...if.1 ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels13int_power_sumB3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !7

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels13int_power_sumB3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.19 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.20, i8 0, i64 56, i1 false)
  %.24 = call i32 @NRT_adapt_ndarray_from_python(ptr %.19, ptr nonnull %.20)
  %sunkaddr = getelementptr inbounds i8, ptr %.20, i64 24
  %.28 = load i64, ptr %sunkaddr, align 8
  %.29 = icmp ne i64 %.28, 8
  %.30 = icmp ne i32 %.24, 0
  %.31 = or i1 %.30, %.29
  br i1 %.31, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !7

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.35.fca.0.load = load ptr, ptr %.20, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.20, i64 32
  %.35.fca.4.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.20, i64 40
  %.35.fca.5.0.load = load i64, ptr %sunkaddr2, align 8
  %.42 = load ptr, ptr %.6, align 8
  %.45 = call ptr @PyNumber_Long(ptr %.42)
  %.46.not = icmp eq ptr %.45, null
  br i1 %.46.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !7

arg0.err:                                         ; preds = %entry.endif.endif.endif.endif.endif
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  %.48 = call i64 @PyLong_AsLongLong(ptr nonnull %.45)
  call void @Py_DecRef(ptr nonnull %.45)
  br label %entry.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif
  %.43.0 = phi i64 [ %.48, %entry.endif.endif.endif.endif.if ], [ 0, %entry.endif.endif.endif.endif ]
  %.53 = call ptr @PyErr_Occurred()
  %.54.not = icmp eq ptr %.53, null
  br i1 %.54.not, label %entry.endif.endif.endif.endif.endif.endif, label %arg0.err, !prof !8

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  store double 0.000000e+00, ptr %.58, align 8
  %.64 = call i32 @_ZN7kernels13int_power_sumB3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr nonnull %.58, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 poison, i64 %.43.0) #3
  %.65 = load ptr, ptr %excinfo, align 8
  %.74 = load double, ptr %.58, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  %cond = icmp eq i32 %.64, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.endif.if, !prof !9

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.82 = call ptr @PyFloat_FromDouble(double %.74)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.87 = load { ptr, i32, ptr, ptr, i32 }, ptr %.65, align 8
  %.88 = extractvalue { ptr, i32, ptr, ptr, i32 } %.87, 4
  %.89 = icmp sgt i32 %.88, 0
  %.92 = extractvalue { ptr, i32, ptr, ptr, i32 } %.87, 0
  %.94 = extractvalue { ptr, i32, ptr, ptr, i32 } %.87, 1
  br i1 %.89, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.95 = sext i32 %.94 to i64
  %.96 = call ptr @PyBytes_FromStringAndSize(ptr %.92, i64 %.95)
  %.97 = load { ptr, i32, ptr, ptr, i32 }, ptr %.65, align 8
  %.98 = extractvalue { ptr, i32, ptr, ptr, i32 } %.97, 2
  %.100 = extractvalue { ptr, i32, ptr, ptr, i32 } %.97, 3
  %.102 = call ptr %.100(ptr %.98)
  %.103 = icmp eq ptr %.102, null
  br i1 %.103, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !7

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.116 = extractvalue { ptr, i32, ptr, ptr, i32 } %.87, 2
  %.117 = call ptr @numba_unpickle(ptr %.92, i32 %.94, ptr %.116)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.119 = phi ptr [ %.107, %entry.endif.endif.endif.e...endif ], [ %.117, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.120.not = icmp eq ptr %.119, null
  br i1 %.120.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !7

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.107 = call ptr @numba_runtime_build_excinfo_struct(ptr %.96, ptr nonnull %.102)
  call void @NRT_Free(ptr nonnull %.65)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.119)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyNumber_Long(ptr) local_unnamed_addr

declare i64 @PyLong_AsLongLong(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define double @cfunc._ZN7kernels13int_power_sumB3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, i64 %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, ptr %.4, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %.10 = call i32 @_ZN7kernels13int_power_sumB3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.8, i64 poison, i64 %.2) #3
  %.11 = load ptr, ptr %excinfo, align 8
  %.20 = load double, ptr %.4, align 8
  %.22 = alloca i32, align 4
  store i32 0, ptr %.22, align 4
  %cond = icmp eq i32 %.10, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !9

entry.if:                                         ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.22)
  call void @PyErr_Clear()
  %.28 = load { ptr, i32, ptr, ptr, i32 }, ptr %.11, align 8
  %.29 = extractvalue { ptr, i32, ptr, ptr, i32 } %.28, 4
  %.30 = icmp sgt i32 %.29, 0
  %.33 = extractvalue { ptr, i32, ptr, ptr, i32 } %.28, 0
  %.35 = extractvalue { ptr, i32, ptr, ptr, i32 } %.28, 1
  br i1 %.30, label %entry.if.if.if, label %entry.if.if.else

common.ret:                                       ; preds = %entry, %.25, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.20, %.25 ], [ %.20, %entry ]
  ret double %common.ret.op

.25:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.73 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.73)
  call void @Py_DecRef(ptr %.73)
  call void @numba_gil_release(ptr nonnull %.22)
  br label %common.ret

entry.if.if.if:                                   ; preds = %entry.if
  %.36 = sext i32 %.35 to i64
  %.37 = call ptr @PyBytes_FromStringAndSize(ptr %.33, i64 %.36)
  %.38 = load { ptr, i32, ptr, ptr, i32 }, ptr %.11, align 8
  %.39 = extractvalue { ptr, i32, ptr, ptr, i32 } %.38, 2
  %.41 = extractvalue { ptr, i32, ptr, ptr, i32 } %.38, 3
  %.43 = call ptr %.41(ptr %.39)
  %.44 = icmp eq ptr %.43, null
  br i1 %.44, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !7

entry.if.if.else:                                 ; preds = %entry.if
  %.57 = extractvalue { ptr, i32, ptr, ptr, i32 } %.28, 2
  %.58 = call ptr @numba_unpickle(ptr %.33, i32 %.35, ptr %.57)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.60 = phi ptr [ %.48, %entry.if.if.if.endif ], [ %.58, %entry.if.if.else ]
  %.61.not = icmp eq ptr %.60, null
  br i1 %.61.not, label %.25, label %entry.if.if.endif.if, !prof !7

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.48 = call ptr @numba_runtime_build_excinfo_struct(ptr %.37, ptr nonnull %.43)
  call void @NRT_Free(ptr nonnull %.11)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.60)
  br label %.25
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.pow.f64(double, double) #1

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !7

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !7

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !7

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { nounwind }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!"branch_weights", i32 34359737, i32 2113123911}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = distinct !{!3, !2}
!4 = distinct !{!4, !2}
!5 = !{!"branch_weights", i32 0, i32 -2147483648}
!6 = !{i1 true}
!7 = !{!"branch_weights", i32 1, i32 99}
!8 = !{!"branch_weights", i32 99, i32 1}
!9 = !{!"branch_weights", i32 49, i32 1}
