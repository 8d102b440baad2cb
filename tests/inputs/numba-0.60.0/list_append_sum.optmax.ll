; ModuleID = 'list_append_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139760327825600 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.139760327825600.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.139760327825600 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.139760327825600, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139760327825600.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139760328187264 = internal constant [65 x i8] c"\80\04\956\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\12cannot resize list\94\85\94N\87\94."
@.const.pickledata.139760328187264.sha1 = internal constant [20 x i8] c"Y!\BA\A11\08M\FF\170\15\C3\9F\DA\DD^8\B9\F4\1E"
@.const.picklebuf.139760328187264 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([65 x i8], [65 x i8]* @.const.pickledata.139760328187264, i32 0, i32 0), i32 65, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139760328187264.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.list_append_sum = internal constant [16 x i8] c"list_append_sum\00"
@_ZN08NumbaEnv7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [137 x i8] c"missing Environment: _ZN08NumbaEnv7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f1c7ccdd0d0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f1c7ccdd0d0>\00"

define i32 @_ZN7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* nocapture readnone %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  %.37 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 24, i8* bitcast (void (i8*)* @.dtor.list.float64 to i8*))
  %.38 = icmp eq i8* %.37, null
  br i1 %.38, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

B62:                                              ; preds = %B62.preheader, %B62.endif.endif
  %.145.050 = phi i64 [ %.214, %B62.endif.endif ], [ 0, %B62.preheader ]
  %.214 = add nuw nsw i64 %.145.050, 1
  %scevgep304 = getelementptr double, double* %arg.x.4, i64 %.145.050
  %.270 = load double, double* %scevgep304, align 8
  %.301 = fmul double %.270, %.270
  %.302 = fadd double %.301, 1.000000e+00
  %sunkaddr = getelementptr i8, i8* %.37, i64 24
  %0 = bitcast i8* %sunkaddr to i8**
  %.6.i = load i8*, i8** %0, align 8
  %.311 = bitcast i8* %.6.i to i64*
  %.312 = load i64, i64* %.311, align 8
  %.313 = add i64 %.312, 1
  %.318 = getelementptr inbounds i8, i8* %.6.i, i64 8
  %1 = bitcast i8* %.318 to i64*
  %.319 = load i64, i64* %1, align 8
  %.321 = ashr i64 %.319, 2
  %.322 = icmp sgt i64 %.321, %.313
  br i1 %.322, label %B62.if, label %B62.endif, !prof !0

B144:                                             ; preds = %B62.endif.endif, %B0.endif.endif.endif
  %sunkaddr305 = getelementptr i8, i8* %.37, i64 24
  %2 = bitcast i8* %sunkaddr305 to i8**
  %.6.i32 = load i8*, i8** %2, align 8
  %.489 = bitcast i8* %.6.i32 to i64*
  %.490 = load i64, i64* %.489, align 8
  %.49147 = icmp sgt i64 %.490, 0
  br i1 %.49147, label %B154.lr.ph, label %B204

B154.lr.ph:                                       ; preds = %B144
  %3 = add nsw i64 %.490, -1
  %xtraiter = and i64 %.490, 7
  %4 = icmp ult i64 %3, 7
  br i1 %4, label %B204.loopexit.unr-lcssa, label %B154.lr.ph.new

B154.lr.ph.new:                                   ; preds = %B154.lr.ph
  %unroll_iter = and i64 %.490, -8
  %5 = add i64 %unroll_iter, -8
  %6 = lshr exact i64 %5, 3
  %7 = add nuw nsw i64 %6, 1
  %xtraiter55 = and i64 %7, 7
  %8 = icmp ult i64 %5, 56
  br i1 %8, label %B204.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B154.lr.ph.new.new

B154.lr.ph.new.new:                               ; preds = %B154.lr.ph.new
  %unroll_iter68 = and i64 %7, 4611686018427387896
  %scevgep110 = getelementptr i8, i8* %.6.i32, i64 528
  br label %B154

B154:                                             ; preds = %B154, %B154.lr.ph.new.new
  %lsr.iv302 = phi i64 [ %lsr.iv.next303, %B154 ], [ %unroll_iter68, %B154.lr.ph.new.new ]
  %s.2.049 = phi double [ 0.000000e+00, %B154.lr.ph.new.new ], [ %.531.7.7, %B154 ]
  %.453.048 = phi i64 [ 0, %B154.lr.ph.new.new ], [ %.504.7.7, %B154 ]
  %9 = shl i64 %.453.048, 3
  %scevgep299 = getelementptr i8, i8* %scevgep110, i64 %9
  %scevgep299300 = bitcast i8* %scevgep299 to double*
  %scevgep301 = getelementptr double, double* %scevgep299300, i64 -63
  %.501 = load double, double* %scevgep301, align 8
  %.529 = tail call double @llvm.log.f64(double %.501)
  %.531 = fadd double %s.2.049, %.529
  %10 = shl i64 %.453.048, 3
  %scevgep293 = getelementptr i8, i8* %scevgep110, i64 %10
  %scevgep293294 = bitcast i8* %scevgep293 to double*
  %scevgep295 = getelementptr double, double* %scevgep293294, i64 -62
  %.501.1 = load double, double* %scevgep295, align 8
  %.529.1 = tail call double @llvm.log.f64(double %.501.1)
  %.531.1 = fadd double %.531, %.529.1
  %11 = shl i64 %.453.048, 3
  %scevgep290 = getelementptr i8, i8* %scevgep110, i64 %11
  %scevgep290291 = bitcast i8* %scevgep290 to double*
  %scevgep292 = getelementptr double, double* %scevgep290291, i64 -61
  %.501.2 = load double, double* %scevgep292, align 8
  %.529.2 = tail call double @llvm.log.f64(double %.501.2)
  %.531.2 = fadd double %.531.1, %.529.2
  %12 = shl i64 %.453.048, 3
  %scevgep287 = getelementptr i8, i8* %scevgep110, i64 %12
  %scevgep287288 = bitcast i8* %scevgep287 to double*
  %scevgep289 = getelementptr double, double* %scevgep287288, i64 -60
  %.501.3 = load double, double* %scevgep289, align 8
  %.529.3 = tail call double @llvm.log.f64(double %.501.3)
  %.531.3 = fadd double %.531.2, %.529.3
  %13 = shl i64 %.453.048, 3
  %scevgep284 = getelementptr i8, i8* %scevgep110, i64 %13
  %scevgep284285 = bitcast i8* %scevgep284 to double*
  %scevgep286 = getelementptr double, double* %scevgep284285, i64 -59
  %.501.4 = load double, double* %scevgep286, align 8
  %.529.4 = tail call double @llvm.log.f64(double %.501.4)
  %.531.4 = fadd double %.531.3, %.529.4
  %14 = shl i64 %.453.048, 3
  %scevgep281 = getelementptr i8, i8* %scevgep110, i64 %14
  %scevgep281282 = bitcast i8* %scevgep281 to double*
  %scevgep283 = getelementptr double, double* %scevgep281282, i64 -58
  %.501.5 = load double, double* %scevgep283, align 8
  %.529.5 = tail call double @llvm.log.f64(double %.501.5)
  %.531.5 = fadd double %.531.4, %.529.5
  %15 = shl i64 %.453.048, 3
  %scevgep278 = getelementptr i8, i8* %scevgep110, i64 %15
  %scevgep278279 = bitcast i8* %scevgep278 to double*
  %scevgep280 = getelementptr double, double* %scevgep278279, i64 -57
  %.501.6 = load double, double* %scevgep280, align 8
  %.529.6 = tail call double @llvm.log.f64(double %.501.6)
  %.531.6 = fadd double %.531.5, %.529.6
  %16 = shl i64 %.453.048, 3
  %scevgep296 = getelementptr i8, i8* %scevgep110, i64 %16
  %scevgep296297 = bitcast i8* %scevgep296 to double*
  %scevgep298 = getelementptr double, double* %scevgep296297, i64 -56
  %.501.7 = load double, double* %scevgep298, align 8
  %.529.7 = tail call double @llvm.log.f64(double %.501.7)
  %.531.7 = fadd double %.531.6, %.529.7
  %17 = shl i64 %.453.048, 3
  %scevgep252 = getelementptr i8, i8* %scevgep110, i64 %17
  %scevgep252253 = bitcast i8* %scevgep252 to double*
  %scevgep254 = getelementptr double, double* %scevgep252253, i64 -55
  %.501.170 = load double, double* %scevgep254, align 8
  %.529.172 = tail call double @llvm.log.f64(double %.501.170)
  %.531.173 = fadd double %.531.7, %.529.172
  %18 = shl i64 %.453.048, 3
  %scevgep249 = getelementptr i8, i8* %scevgep110, i64 %18
  %scevgep249250 = bitcast i8* %scevgep249 to double*
  %scevgep251 = getelementptr double, double* %scevgep249250, i64 -54
  %.501.1.1 = load double, double* %scevgep251, align 8
  %.529.1.1 = tail call double @llvm.log.f64(double %.501.1.1)
  %.531.1.1 = fadd double %.531.173, %.529.1.1
  %19 = shl i64 %.453.048, 3
  %scevgep246 = getelementptr i8, i8* %scevgep110, i64 %19
  %scevgep246247 = bitcast i8* %scevgep246 to double*
  %scevgep248 = getelementptr double, double* %scevgep246247, i64 -53
  %.501.2.1 = load double, double* %scevgep248, align 8
  %.529.2.1 = tail call double @llvm.log.f64(double %.501.2.1)
  %.531.2.1 = fadd double %.531.1.1, %.529.2.1
  %20 = shl i64 %.453.048, 3
  %scevgep243 = getelementptr i8, i8* %scevgep110, i64 %20
  %scevgep243244 = bitcast i8* %scevgep243 to double*
  %scevgep245 = getelementptr double, double* %scevgep243244, i64 -52
  %.501.3.1 = load double, double* %scevgep245, align 8
  %.529.3.1 = tail call double @llvm.log.f64(double %.501.3.1)
  %.531.3.1 = fadd double %.531.2.1, %.529.3.1
  %21 = shl i64 %.453.048, 3
  %scevgep240 = getelementptr i8, i8* %scevgep110, i64 %21
  %scevgep240241 = bitcast i8* %scevgep240 to double*
  %scevgep242 = getelementptr double, double* %scevgep240241, i64 -51
  %.501.4.1 = load double, double* %scevgep242, align 8
  %.529.4.1 = tail call double @llvm.log.f64(double %.501.4.1)
  %.531.4.1 = fadd double %.531.3.1, %.529.4.1
  %22 = shl i64 %.453.048, 3
  %scevgep237 = getelementptr i8, i8* %scevgep110, i64 %22
  %scevgep237238 = bitcast i8* %scevgep237 to double*
  %scevgep239 = getelementptr double, double* %scevgep237238, i64 -50
  %.501.5.1 = load double, double* %scevgep239, align 8
  %.529.5.1 = tail call double @llvm.log.f64(double %.501.5.1)
  %.531.5.1 = fadd double %.531.4.1, %.529.5.1
  %23 = shl i64 %.453.048, 3
  %scevgep234 = getelementptr i8, i8* %scevgep110, i64 %23
  %scevgep234235 = bitcast i8* %scevgep234 to double*
  %scevgep236 = getelementptr double, double* %scevgep234235, i64 -49
  %.501.6.1 = load double, double* %scevgep236, align 8
  %.529.6.1 = tail call double @llvm.log.f64(double %.501.6.1)
  %.531.6.1 = fadd double %.531.5.1, %.529.6.1
  %24 = shl i64 %.453.048, 3
  %scevgep231 = getelementptr i8, i8* %scevgep110, i64 %24
  %scevgep231232 = bitcast i8* %scevgep231 to double*
  %scevgep233 = getelementptr double, double* %scevgep231232, i64 -48
  %.501.7.1 = load double, double* %scevgep233, align 8
  %.529.7.1 = tail call double @llvm.log.f64(double %.501.7.1)
  %.531.7.1 = fadd double %.531.6.1, %.529.7.1
  %25 = shl i64 %.453.048, 3
  %scevgep228 = getelementptr i8, i8* %scevgep110, i64 %25
  %scevgep228229 = bitcast i8* %scevgep228 to double*
  %scevgep230 = getelementptr double, double* %scevgep228229, i64 -47
  %.501.275 = load double, double* %scevgep230, align 8
  %.529.277 = tail call double @llvm.log.f64(double %.501.275)
  %.531.278 = fadd double %.531.7.1, %.529.277
  %26 = shl i64 %.453.048, 3
  %scevgep225 = getelementptr i8, i8* %scevgep110, i64 %26
  %scevgep225226 = bitcast i8* %scevgep225 to double*
  %scevgep227 = getelementptr double, double* %scevgep225226, i64 -46
  %.501.1.2 = load double, double* %scevgep227, align 8
  %.529.1.2 = tail call double @llvm.log.f64(double %.501.1.2)
  %.531.1.2 = fadd double %.531.278, %.529.1.2
  %27 = shl i64 %.453.048, 3
  %scevgep222 = getelementptr i8, i8* %scevgep110, i64 %27
  %scevgep222223 = bitcast i8* %scevgep222 to double*
  %scevgep224 = getelementptr double, double* %scevgep222223, i64 -45
  %.501.2.2 = load double, double* %scevgep224, align 8
  %.529.2.2 = tail call double @llvm.log.f64(double %.501.2.2)
  %.531.2.2 = fadd double %.531.1.2, %.529.2.2
  %28 = shl i64 %.453.048, 3
  %scevgep219 = getelementptr i8, i8* %scevgep110, i64 %28
  %scevgep219220 = bitcast i8* %scevgep219 to double*
  %scevgep221 = getelementptr double, double* %scevgep219220, i64 -44
  %.501.3.2 = load double, double* %scevgep221, align 8
  %.529.3.2 = tail call double @llvm.log.f64(double %.501.3.2)
  %.531.3.2 = fadd double %.531.2.2, %.529.3.2
  %29 = shl i64 %.453.048, 3
  %scevgep216 = getelementptr i8, i8* %scevgep110, i64 %29
  %scevgep216217 = bitcast i8* %scevgep216 to double*
  %scevgep218 = getelementptr double, double* %scevgep216217, i64 -43
  %.501.4.2 = load double, double* %scevgep218, align 8
  %.529.4.2 = tail call double @llvm.log.f64(double %.501.4.2)
  %.531.4.2 = fadd double %.531.3.2, %.529.4.2
  %30 = shl i64 %.453.048, 3
  %scevgep213 = getelementptr i8, i8* %scevgep110, i64 %30
  %scevgep213214 = bitcast i8* %scevgep213 to double*
  %scevgep215 = getelementptr double, double* %scevgep213214, i64 -42
  %.501.5.2 = load double, double* %scevgep215, align 8
  %.529.5.2 = tail call double @llvm.log.f64(double %.501.5.2)
  %.531.5.2 = fadd double %.531.4.2, %.529.5.2
  %31 = shl i64 %.453.048, 3
  %scevgep210 = getelementptr i8, i8* %scevgep110, i64 %31
  %scevgep210211 = bitcast i8* %scevgep210 to double*
  %scevgep212 = getelementptr double, double* %scevgep210211, i64 -41
  %.501.6.2 = load double, double* %scevgep212, align 8
  %.529.6.2 = tail call double @llvm.log.f64(double %.501.6.2)
  %.531.6.2 = fadd double %.531.5.2, %.529.6.2
  %32 = shl i64 %.453.048, 3
  %scevgep207 = getelementptr i8, i8* %scevgep110, i64 %32
  %scevgep207208 = bitcast i8* %scevgep207 to double*
  %scevgep209 = getelementptr double, double* %scevgep207208, i64 -40
  %.501.7.2 = load double, double* %scevgep209, align 8
  %.529.7.2 = tail call double @llvm.log.f64(double %.501.7.2)
  %.531.7.2 = fadd double %.531.6.2, %.529.7.2
  %33 = shl i64 %.453.048, 3
  %scevgep204 = getelementptr i8, i8* %scevgep110, i64 %33
  %scevgep204205 = bitcast i8* %scevgep204 to double*
  %scevgep206 = getelementptr double, double* %scevgep204205, i64 -39
  %.501.380 = load double, double* %scevgep206, align 8
  %.529.382 = tail call double @llvm.log.f64(double %.501.380)
  %.531.383 = fadd double %.531.7.2, %.529.382
  %34 = shl i64 %.453.048, 3
  %scevgep201 = getelementptr i8, i8* %scevgep110, i64 %34
  %scevgep201202 = bitcast i8* %scevgep201 to double*
  %scevgep203 = getelementptr double, double* %scevgep201202, i64 -38
  %.501.1.3 = load double, double* %scevgep203, align 8
  %.529.1.3 = tail call double @llvm.log.f64(double %.501.1.3)
  %.531.1.3 = fadd double %.531.383, %.529.1.3
  %35 = shl i64 %.453.048, 3
  %scevgep198 = getelementptr i8, i8* %scevgep110, i64 %35
  %scevgep198199 = bitcast i8* %scevgep198 to double*
  %scevgep200 = getelementptr double, double* %scevgep198199, i64 -37
  %.501.2.3 = load double, double* %scevgep200, align 8
  %.529.2.3 = tail call double @llvm.log.f64(double %.501.2.3)
  %.531.2.3 = fadd double %.531.1.3, %.529.2.3
  %36 = shl i64 %.453.048, 3
  %scevgep195 = getelementptr i8, i8* %scevgep110, i64 %36
  %scevgep195196 = bitcast i8* %scevgep195 to double*
  %scevgep197 = getelementptr double, double* %scevgep195196, i64 -36
  %.501.3.3 = load double, double* %scevgep197, align 8
  %.529.3.3 = tail call double @llvm.log.f64(double %.501.3.3)
  %.531.3.3 = fadd double %.531.2.3, %.529.3.3
  %37 = shl i64 %.453.048, 3
  %scevgep192 = getelementptr i8, i8* %scevgep110, i64 %37
  %scevgep192193 = bitcast i8* %scevgep192 to double*
  %scevgep194 = getelementptr double, double* %scevgep192193, i64 -35
  %.501.4.3 = load double, double* %scevgep194, align 8
  %.529.4.3 = tail call double @llvm.log.f64(double %.501.4.3)
  %.531.4.3 = fadd double %.531.3.3, %.529.4.3
  %38 = shl i64 %.453.048, 3
  %scevgep189 = getelementptr i8, i8* %scevgep110, i64 %38
  %scevgep189190 = bitcast i8* %scevgep189 to double*
  %scevgep191 = getelementptr double, double* %scevgep189190, i64 -34
  %.501.5.3 = load double, double* %scevgep191, align 8
  %.529.5.3 = tail call double @llvm.log.f64(double %.501.5.3)
  %.531.5.3 = fadd double %.531.4.3, %.529.5.3
  %39 = shl i64 %.453.048, 3
  %scevgep186 = getelementptr i8, i8* %scevgep110, i64 %39
  %scevgep186187 = bitcast i8* %scevgep186 to double*
  %scevgep188 = getelementptr double, double* %scevgep186187, i64 -33
  %.501.6.3 = load double, double* %scevgep188, align 8
  %.529.6.3 = tail call double @llvm.log.f64(double %.501.6.3)
  %.531.6.3 = fadd double %.531.5.3, %.529.6.3
  %40 = shl i64 %.453.048, 3
  %scevgep183 = getelementptr i8, i8* %scevgep110, i64 %40
  %scevgep183184 = bitcast i8* %scevgep183 to double*
  %scevgep185 = getelementptr double, double* %scevgep183184, i64 -32
  %.501.7.3 = load double, double* %scevgep185, align 8
  %.529.7.3 = tail call double @llvm.log.f64(double %.501.7.3)
  %.531.7.3 = fadd double %.531.6.3, %.529.7.3
  %41 = shl i64 %.453.048, 3
  %scevgep180 = getelementptr i8, i8* %scevgep110, i64 %41
  %scevgep180181 = bitcast i8* %scevgep180 to double*
  %scevgep182 = getelementptr double, double* %scevgep180181, i64 -31
  %.501.485 = load double, double* %scevgep182, align 8
  %.529.487 = tail call double @llvm.log.f64(double %.501.485)
  %.531.488 = fadd double %.531.7.3, %.529.487
  %42 = shl i64 %.453.048, 3
  %scevgep177 = getelementptr i8, i8* %scevgep110, i64 %42
  %scevgep177178 = bitcast i8* %scevgep177 to double*
  %scevgep179 = getelementptr double, double* %scevgep177178, i64 -30
  %.501.1.4 = load double, double* %scevgep179, align 8
  %.529.1.4 = tail call double @llvm.log.f64(double %.501.1.4)
  %.531.1.4 = fadd double %.531.488, %.529.1.4
  %43 = shl i64 %.453.048, 3
  %scevgep174 = getelementptr i8, i8* %scevgep110, i64 %43
  %scevgep174175 = bitcast i8* %scevgep174 to double*
  %scevgep176 = getelementptr double, double* %scevgep174175, i64 -29
  %.501.2.4 = load double, double* %scevgep176, align 8
  %.529.2.4 = tail call double @llvm.log.f64(double %.501.2.4)
  %.531.2.4 = fadd double %.531.1.4, %.529.2.4
  %44 = shl i64 %.453.048, 3
  %scevgep171 = getelementptr i8, i8* %scevgep110, i64 %44
  %scevgep171172 = bitcast i8* %scevgep171 to double*
  %scevgep173 = getelementptr double, double* %scevgep171172, i64 -28
  %.501.3.4 = load double, double* %scevgep173, align 8
  %.529.3.4 = tail call double @llvm.log.f64(double %.501.3.4)
  %.531.3.4 = fadd double %.531.2.4, %.529.3.4
  %45 = shl i64 %.453.048, 3
  %scevgep168 = getelementptr i8, i8* %scevgep110, i64 %45
  %scevgep168169 = bitcast i8* %scevgep168 to double*
  %scevgep170 = getelementptr double, double* %scevgep168169, i64 -27
  %.501.4.4 = load double, double* %scevgep170, align 8
  %.529.4.4 = tail call double @llvm.log.f64(double %.501.4.4)
  %.531.4.4 = fadd double %.531.3.4, %.529.4.4
  %46 = shl i64 %.453.048, 3
  %scevgep165 = getelementptr i8, i8* %scevgep110, i64 %46
  %scevgep165166 = bitcast i8* %scevgep165 to double*
  %scevgep167 = getelementptr double, double* %scevgep165166, i64 -26
  %.501.5.4 = load double, double* %scevgep167, align 8
  %.529.5.4 = tail call double @llvm.log.f64(double %.501.5.4)
  %.531.5.4 = fadd double %.531.4.4, %.529.5.4
  %47 = shl i64 %.453.048, 3
  %scevgep162 = getelementptr i8, i8* %scevgep110, i64 %47
  %scevgep162163 = bitcast i8* %scevgep162 to double*
  %scevgep164 = getelementptr double, double* %scevgep162163, i64 -25
  %.501.6.4 = load double, double* %scevgep164, align 8
  %.529.6.4 = tail call double @llvm.log.f64(double %.501.6.4)
  %.531.6.4 = fadd double %.531.5.4, %.529.6.4
  %48 = shl i64 %.453.048, 3
  %scevgep159 = getelementptr i8, i8* %scevgep110, i64 %48
  %scevgep159160 = bitcast i8* %scevgep159 to double*
  %scevgep161 = getelementptr double, double* %scevgep159160, i64 -24
  %.501.7.4 = load double, double* %scevgep161, align 8
  %.529.7.4 = tail call double @llvm.log.f64(double %.501.7.4)
  %.531.7.4 = fadd double %.531.6.4, %.529.7.4
  %49 = shl i64 %.453.048, 3
  %scevgep156 = getelementptr i8, i8* %scevgep110, i64 %49
  %scevgep156157 = bitcast i8* %scevgep156 to double*
  %scevgep158 = getelementptr double, double* %scevgep156157, i64 -23
  %.501.590 = load double, double* %scevgep158, align 8
  %.529.592 = tail call double @llvm.log.f64(double %.501.590)
  %.531.593 = fadd double %.531.7.4, %.529.592
  %50 = shl i64 %.453.048, 3
  %scevgep153 = getelementptr i8, i8* %scevgep110, i64 %50
  %scevgep153154 = bitcast i8* %scevgep153 to double*
  %scevgep155 = getelementptr double, double* %scevgep153154, i64 -22
  %.501.1.5 = load double, double* %scevgep155, align 8
  %.529.1.5 = tail call double @llvm.log.f64(double %.501.1.5)
  %.531.1.5 = fadd double %.531.593, %.529.1.5
  %51 = shl i64 %.453.048, 3
  %scevgep150 = getelementptr i8, i8* %scevgep110, i64 %51
  %scevgep150151 = bitcast i8* %scevgep150 to double*
  %scevgep152 = getelementptr double, double* %scevgep150151, i64 -21
  %.501.2.5 = load double, double* %scevgep152, align 8
  %.529.2.5 = tail call double @llvm.log.f64(double %.501.2.5)
  %.531.2.5 = fadd double %.531.1.5, %.529.2.5
  %52 = shl i64 %.453.048, 3
  %scevgep147 = getelementptr i8, i8* %scevgep110, i64 %52
  %scevgep147148 = bitcast i8* %scevgep147 to double*
  %scevgep149 = getelementptr double, double* %scevgep147148, i64 -20
  %.501.3.5 = load double, double* %scevgep149, align 8
  %.529.3.5 = tail call double @llvm.log.f64(double %.501.3.5)
  %.531.3.5 = fadd double %.531.2.5, %.529.3.5
  %53 = shl i64 %.453.048, 3
  %scevgep144 = getelementptr i8, i8* %scevgep110, i64 %53
  %scevgep144145 = bitcast i8* %scevgep144 to double*
  %scevgep146 = getelementptr double, double* %scevgep144145, i64 -19
  %.501.4.5 = load double, double* %scevgep146, align 8
  %.529.4.5 = tail call double @llvm.log.f64(double %.501.4.5)
  %.531.4.5 = fadd double %.531.3.5, %.529.4.5
  %54 = shl i64 %.453.048, 3
  %scevgep141 = getelementptr i8, i8* %scevgep110, i64 %54
  %scevgep141142 = bitcast i8* %scevgep141 to double*
  %scevgep143 = getelementptr double, double* %scevgep141142, i64 -18
  %.501.5.5 = load double, double* %scevgep143, align 8
  %.529.5.5 = tail call double @llvm.log.f64(double %.501.5.5)
  %.531.5.5 = fadd double %.531.4.5, %.529.5.5
  %55 = shl i64 %.453.048, 3
  %scevgep138 = getelementptr i8, i8* %scevgep110, i64 %55
  %scevgep138139 = bitcast i8* %scevgep138 to double*
  %scevgep140 = getelementptr double, double* %scevgep138139, i64 -17
  %.501.6.5 = load double, double* %scevgep140, align 8
  %.529.6.5 = tail call double @llvm.log.f64(double %.501.6.5)
  %.531.6.5 = fadd double %.531.5.5, %.529.6.5
  %56 = shl i64 %.453.048, 3
  %scevgep135 = getelementptr i8, i8* %scevgep110, i64 %56
  %scevgep135136 = bitcast i8* %scevgep135 to double*
  %scevgep137 = getelementptr double, double* %scevgep135136, i64 -16
  %.501.7.5 = load double, double* %scevgep137, align 8
  %.529.7.5 = tail call double @llvm.log.f64(double %.501.7.5)
  %.531.7.5 = fadd double %.531.6.5, %.529.7.5
  %57 = shl i64 %.453.048, 3
  %scevgep132 = getelementptr i8, i8* %scevgep110, i64 %57
  %scevgep132133 = bitcast i8* %scevgep132 to double*
  %scevgep134 = getelementptr double, double* %scevgep132133, i64 -15
  %.501.695 = load double, double* %scevgep134, align 8
  %.529.697 = tail call double @llvm.log.f64(double %.501.695)
  %.531.698 = fadd double %.531.7.5, %.529.697
  %58 = shl i64 %.453.048, 3
  %scevgep129 = getelementptr i8, i8* %scevgep110, i64 %58
  %scevgep129130 = bitcast i8* %scevgep129 to double*
  %scevgep131 = getelementptr double, double* %scevgep129130, i64 -14
  %.501.1.6 = load double, double* %scevgep131, align 8
  %.529.1.6 = tail call double @llvm.log.f64(double %.501.1.6)
  %.531.1.6 = fadd double %.531.698, %.529.1.6
  %59 = shl i64 %.453.048, 3
  %scevgep126 = getelementptr i8, i8* %scevgep110, i64 %59
  %scevgep126127 = bitcast i8* %scevgep126 to double*
  %scevgep128 = getelementptr double, double* %scevgep126127, i64 -13
  %.501.2.6 = load double, double* %scevgep128, align 8
  %.529.2.6 = tail call double @llvm.log.f64(double %.501.2.6)
  %.531.2.6 = fadd double %.531.1.6, %.529.2.6
  %60 = shl i64 %.453.048, 3
  %scevgep123 = getelementptr i8, i8* %scevgep110, i64 %60
  %scevgep123124 = bitcast i8* %scevgep123 to double*
  %scevgep125 = getelementptr double, double* %scevgep123124, i64 -12
  %.501.3.6 = load double, double* %scevgep125, align 8
  %.529.3.6 = tail call double @llvm.log.f64(double %.501.3.6)
  %.531.3.6 = fadd double %.531.2.6, %.529.3.6
  %61 = shl i64 %.453.048, 3
  %scevgep120 = getelementptr i8, i8* %scevgep110, i64 %61
  %scevgep120121 = bitcast i8* %scevgep120 to double*
  %scevgep122 = getelementptr double, double* %scevgep120121, i64 -11
  %.501.4.6 = load double, double* %scevgep122, align 8
  %.529.4.6 = tail call double @llvm.log.f64(double %.501.4.6)
  %.531.4.6 = fadd double %.531.3.6, %.529.4.6
  %62 = shl i64 %.453.048, 3
  %scevgep117 = getelementptr i8, i8* %scevgep110, i64 %62
  %scevgep117118 = bitcast i8* %scevgep117 to double*
  %scevgep119 = getelementptr double, double* %scevgep117118, i64 -10
  %.501.5.6 = load double, double* %scevgep119, align 8
  %.529.5.6 = tail call double @llvm.log.f64(double %.501.5.6)
  %.531.5.6 = fadd double %.531.4.6, %.529.5.6
  %63 = shl i64 %.453.048, 3
  %scevgep114 = getelementptr i8, i8* %scevgep110, i64 %63
  %scevgep114115 = bitcast i8* %scevgep114 to double*
  %scevgep116 = getelementptr double, double* %scevgep114115, i64 -9
  %.501.6.6 = load double, double* %scevgep116, align 8
  %.529.6.6 = tail call double @llvm.log.f64(double %.501.6.6)
  %.531.6.6 = fadd double %.531.5.6, %.529.6.6
  %64 = shl i64 %.453.048, 3
  %scevgep111 = getelementptr i8, i8* %scevgep110, i64 %64
  %scevgep111112 = bitcast i8* %scevgep111 to double*
  %scevgep113 = getelementptr double, double* %scevgep111112, i64 -8
  %.501.7.6 = load double, double* %scevgep113, align 8
  %.529.7.6 = tail call double @llvm.log.f64(double %.501.7.6)
  %.531.7.6 = fadd double %.531.6.6, %.529.7.6
  %65 = shl i64 %.453.048, 3
  %scevgep275 = getelementptr i8, i8* %scevgep110, i64 %65
  %scevgep275276 = bitcast i8* %scevgep275 to double*
  %scevgep277 = getelementptr double, double* %scevgep275276, i64 -7
  %.501.7100 = load double, double* %scevgep277, align 8
  %.529.7102 = tail call double @llvm.log.f64(double %.501.7100)
  %.531.7103 = fadd double %.531.7.6, %.529.7102
  %66 = shl i64 %.453.048, 3
  %scevgep255 = getelementptr i8, i8* %scevgep110, i64 %66
  %scevgep255256 = bitcast i8* %scevgep255 to double*
  %scevgep257 = getelementptr double, double* %scevgep255256, i64 -6
  %.501.1.7 = load double, double* %scevgep257, align 8
  %.529.1.7 = tail call double @llvm.log.f64(double %.501.1.7)
  %.531.1.7 = fadd double %.531.7103, %.529.1.7
  %67 = shl i64 %.453.048, 3
  %scevgep258 = getelementptr i8, i8* %scevgep110, i64 %67
  %scevgep258259 = bitcast i8* %scevgep258 to double*
  %scevgep260 = getelementptr double, double* %scevgep258259, i64 -5
  %.501.2.7 = load double, double* %scevgep260, align 8
  %.529.2.7 = tail call double @llvm.log.f64(double %.501.2.7)
  %.531.2.7 = fadd double %.531.1.7, %.529.2.7
  %68 = shl i64 %.453.048, 3
  %scevgep261 = getelementptr i8, i8* %scevgep110, i64 %68
  %scevgep261262 = bitcast i8* %scevgep261 to double*
  %scevgep263 = getelementptr double, double* %scevgep261262, i64 -4
  %.501.3.7 = load double, double* %scevgep263, align 8
  %.529.3.7 = tail call double @llvm.log.f64(double %.501.3.7)
  %.531.3.7 = fadd double %.531.2.7, %.529.3.7
  %69 = shl i64 %.453.048, 3
  %scevgep264 = getelementptr i8, i8* %scevgep110, i64 %69
  %scevgep264265 = bitcast i8* %scevgep264 to double*
  %scevgep266 = getelementptr double, double* %scevgep264265, i64 -3
  %.501.4.7 = load double, double* %scevgep266, align 8
  %.529.4.7 = tail call double @llvm.log.f64(double %.501.4.7)
  %.531.4.7 = fadd double %.531.3.7, %.529.4.7
  %70 = shl i64 %.453.048, 3
  %scevgep267 = getelementptr i8, i8* %scevgep110, i64 %70
  %scevgep267268 = bitcast i8* %scevgep267 to double*
  %scevgep269 = getelementptr double, double* %scevgep267268, i64 -2
  %.501.5.7 = load double, double* %scevgep269, align 8
  %.529.5.7 = tail call double @llvm.log.f64(double %.501.5.7)
  %.531.5.7 = fadd double %.531.4.7, %.529.5.7
  %71 = shl i64 %.453.048, 3
  %scevgep270 = getelementptr i8, i8* %scevgep110, i64 %71
  %scevgep270271 = bitcast i8* %scevgep270 to double*
  %scevgep272 = getelementptr double, double* %scevgep270271, i64 -1
  %.501.6.7 = load double, double* %scevgep272, align 8
  %.529.6.7 = tail call double @llvm.log.f64(double %.501.6.7)
  %.531.6.7 = fadd double %.531.5.7, %.529.6.7
  %72 = shl i64 %.453.048, 3
  %scevgep273 = getelementptr i8, i8* %scevgep110, i64 %72
  %scevgep273274 = bitcast i8* %scevgep273 to double*
  %.501.7.7 = load double, double* %scevgep273274, align 8
  %.504.7.7 = add nuw i64 %.453.048, 64
  %.529.7.7 = tail call double @llvm.log.f64(double %.501.7.7)
  %.531.7.7 = fadd double %.531.6.7, %.529.7.7
  %lsr.iv.next303 = add i64 %lsr.iv302, -8
  %niter.ncmp.7104 = icmp eq i64 %lsr.iv.next303, 0
  br i1 %niter.ncmp.7104, label %B204.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B154

common.ret:                                       ; preds = %B62.endif.if.endif.if, %B62.endif.if.if, %B62.if.endif.if, %B62.if.if, %B0.endif.endif.if, %B204
  %common.ret.op = phi i32 [ 0, %B204 ], [ 1, %B0.endif.endif.if ], [ 1, %B62.if.if ], [ 1, %B62.if.endif.if ], [ 1, %B62.endif.if.if ], [ 1, %B62.endif.if.endif.if ]
  ret i32 %common.ret.op

B204.loopexit.unr-lcssa.loopexit.unr-lcssa:       ; preds = %B154, %B154.lr.ph.new
  %.531.7.lcssa.ph = phi double [ undef, %B154.lr.ph.new ], [ %.531.7.7, %B154 ]
  %s.2.049.unr65 = phi double [ 0.000000e+00, %B154.lr.ph.new ], [ %.531.7.7, %B154 ]
  %.453.048.unr66 = phi i64 [ 0, %B154.lr.ph.new ], [ %.504.7.7, %B154 ]
  %lcmp.mod.not105 = icmp eq i64 %xtraiter55, 0
  br i1 %lcmp.mod.not105, label %B204.loopexit.unr-lcssa, label %B154.epil56.preheader

B154.epil56.preheader:                            ; preds = %B204.loopexit.unr-lcssa.loopexit.unr-lcssa
  br label %B154.epil56

B154.epil56:                                      ; preds = %B154.epil56.preheader, %B154.epil56
  %lsr.iv = phi i64 [ %xtraiter55, %B154.epil56.preheader ], [ %lsr.iv.next, %B154.epil56 ]
  %s.2.049.epil57 = phi double [ %.531.7.epil, %B154.epil56 ], [ %s.2.049.unr65, %B154.epil56.preheader ]
  %.453.048.epil58 = phi i64 [ %.504.7.epil, %B154.epil56 ], [ %.453.048.unr66, %B154.epil56.preheader ]
  %sunkaddr306 = mul i64 %.453.048.epil58, 8
  %sunkaddr307 = getelementptr i8, i8* %.6.i32, i64 %sunkaddr306
  %sunkaddr308 = getelementptr i8, i8* %sunkaddr307, i64 24
  %73 = bitcast i8* %sunkaddr308 to double*
  %.501.epil60 = load double, double* %73, align 8
  %.504.epil61 = or i64 %.453.048.epil58, 1
  %.529.epil62 = tail call double @llvm.log.f64(double %.501.epil60)
  %.531.epil63 = fadd double %s.2.049.epil57, %.529.epil62
  %sunkaddr309 = mul i64 %.504.epil61, 8
  %sunkaddr310 = getelementptr i8, i8* %.6.i32, i64 %sunkaddr309
  %sunkaddr311 = getelementptr i8, i8* %sunkaddr310, i64 24
  %74 = bitcast i8* %sunkaddr311 to double*
  %.501.1.epil = load double, double* %74, align 8
  %.504.1.epil = or i64 %.453.048.epil58, 2
  %.529.1.epil = tail call double @llvm.log.f64(double %.501.1.epil)
  %.531.1.epil = fadd double %.531.epil63, %.529.1.epil
  %sunkaddr312 = mul i64 %.504.1.epil, 8
  %sunkaddr313 = getelementptr i8, i8* %.6.i32, i64 %sunkaddr312
  %sunkaddr314 = getelementptr i8, i8* %sunkaddr313, i64 24
  %75 = bitcast i8* %sunkaddr314 to double*
  %.501.2.epil = load double, double* %75, align 8
  %.504.2.epil = or i64 %.453.048.epil58, 3
  %.529.2.epil = tail call double @llvm.log.f64(double %.501.2.epil)
  %.531.2.epil = fadd double %.531.1.epil, %.529.2.epil
  %sunkaddr315 = mul i64 %.504.2.epil, 8
  %sunkaddr316 = getelementptr i8, i8* %.6.i32, i64 %sunkaddr315
  %sunkaddr317 = getelementptr i8, i8* %sunkaddr316, i64 24
  %76 = bitcast i8* %sunkaddr317 to double*
  %.501.3.epil = load double, double* %76, align 8
  %.504.3.epil = or i64 %.453.048.epil58, 4
  %.529.3.epil = tail call double @llvm.log.f64(double %.501.3.epil)
  %.531.3.epil = fadd double %.531.2.epil, %.529.3.epil
  %sunkaddr318 = mul i64 %.504.3.epil, 8
  %sunkaddr319 = getelementptr i8, i8* %.6.i32, i64 %sunkaddr318
  %sunkaddr320 = getelementptr i8, i8* %sunkaddr319, i64 24
  %77 = bitcast i8* %sunkaddr320 to double*
  %.501.4.epil = load double, double* %77, align 8
  %.504.4.epil = or i64 %.453.048.epil58, 5
  %.529.4.epil = tail call double @llvm.log.f64(double %.501.4.epil)
  %.531.4.epil = fadd double %.531.3.epil, %.529.4.epil
  %sunkaddr321 = mul i64 %.504.4.epil, 8
  %sunkaddr322 = getelementptr i8, i8* %.6.i32, i64 %sunkaddr321
  %sunkaddr323 = getelementptr i8, i8* %sunkaddr322, i64 24
  %78 = bitcast i8* %sunkaddr323 to double*
  %.501.5.epil = load double, double* %78, align 8
  %.504.5.epil = or i64 %.453.048.epil58, 6
  %.529.5.epil = tail call double @llvm.log.f64(double %.501.5.epil)
  %.531.5.epil = fadd double %.531.4.epil, %.529.5.epil
  %sunkaddr324 = mul i64 %.504.5.epil, 8
  %sunkaddr325 = getelementptr i8, i8* %.6.i32, i64 %sunkaddr324
  %sunkaddr326 = getelementptr i8, i8* %sunkaddr325, i64 24
  %79 = bitcast i8* %sunkaddr326 to double*
  %.501.6.epil = load double, double* %79, align 8
  %.504.6.epil = or i64 %.453.048.epil58, 7
  %.529.6.epil = tail call double @llvm.log.f64(double %.501.6.epil)
  %.531.6.epil = fadd double %.531.5.epil, %.529.6.epil
  %sunkaddr327 = mul i64 %.504.6.epil, 8
  %sunkaddr328 = getelementptr i8, i8* %.6.i32, i64 %sunkaddr327
  %sunkaddr329 = getelementptr i8, i8* %sunkaddr328, i64 24
  %80 = bitcast i8* %sunkaddr329 to double*
  %.501.7.epil = load double, double* %80, align 8
  %.504.7.epil = add nuw nsw i64 %.453.048.epil58, 8
  %.529.7.epil = tail call double @llvm.log.f64(double %.501.7.epil)
  %.531.7.epil = fadd double %.531.6.epil, %.529.7.epil
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %epil.iter64.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter64.cmp.not, label %B204.loopexit.unr-lcssa, label %B154.epil56, !llvm.loop !1

B204.loopexit.unr-lcssa:                          ; preds = %B154.epil56, %B204.loopexit.unr-lcssa.loopexit.unr-lcssa, %B154.lr.ph
  %.531.lcssa.ph = phi double [ undef, %B154.lr.ph ], [ %.531.7.lcssa.ph, %B204.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.531.7.epil, %B154.epil56 ]
  %s.2.049.unr = phi double [ 0.000000e+00, %B154.lr.ph ], [ %.531.7.lcssa.ph, %B204.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.531.7.epil, %B154.epil56 ]
  %.453.048.unr = phi i64 [ 0, %B154.lr.ph ], [ %unroll_iter, %B204.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %unroll_iter, %B154.epil56 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B204, label %B154.epil.preheader

B154.epil.preheader:                              ; preds = %B204.loopexit.unr-lcssa
  %81 = shl i64 %.453.048.unr, 3
  %82 = add nuw nsw i64 %81, 24
  %scevgep = getelementptr i8, i8* %.6.i32, i64 %82
  br label %B154.epil

B154.epil:                                        ; preds = %B154.epil.preheader, %B154.epil
  %s.2.049.epil = phi double [ %.531.epil, %B154.epil ], [ %s.2.049.unr, %B154.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B154.epil ], [ 0, %B154.epil.preheader ]
  %83 = shl nuw nsw i64 %epil.iter, 3
  %scevgep106 = getelementptr i8, i8* %scevgep, i64 %83
  %scevgep106107 = bitcast i8* %scevgep106 to double*
  %.501.epil = load double, double* %scevgep106107, align 8
  %.529.epil = tail call double @llvm.log.f64(double %.501.epil)
  %.531.epil = fadd double %s.2.049.epil, %.529.epil
  %epil.iter.next = add nuw nsw i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B204, label %B154.epil, !llvm.loop !3

B204:                                             ; preds = %B154.epil, %B204.loopexit.unr-lcssa, %B144
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B144 ], [ %.531.lcssa.ph, %B204.loopexit.unr-lcssa ], [ %.531.epil, %B154.epil ]
  tail call void @NRT_decref(i8* nonnull %.37)
  store double %s.2.0.lcssa, double* %retptr, align 8
  br label %common.ret

B0.endif.endif.if:                                ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139760327825600, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !4
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %entry
  %.5.i27 = getelementptr i8, i8* %.37, i64 24
  %84 = bitcast i8* %.5.i27 to i8**
  %.6.i28 = load i8*, i8** %84, align 8
  %.50 = getelementptr inbounds i8, i8* %.6.i28, i64 8
  %85 = bitcast i8* %.50 to i64*
  store i64 0, i64* %85, align 8
  %86 = bitcast i8* %.5.i27 to i64**
  %.6.i2644 = load i64*, i64** %86, align 8
  store i64 0, i64* %.6.i2644, align 8
  %.6.i24 = load i8*, i8** %84, align 8
  %87 = getelementptr inbounds i8, i8* %.6.i24, i64 16
  store i8 0, i8* %87, align 1
  %.6.i1845 = load i64*, i64** %86, align 8
  store i64 0, i64* %.6.i1845, align 8
  %.159.inv = icmp sgt i64 %arg.x.5.0, 0
  br i1 %.159.inv, label %B62.preheader, label %B144

B62.preheader:                                    ; preds = %B0.endif.endif.endif
  br label %B62

B62.if:                                           ; preds = %B62
  %.324 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.313, i64 8)
  %.325 = extractvalue { i64, i1 } %.324, 0
  %.326 = extractvalue { i64, i1 } %.324, 1
  %.327 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.325, i64 24)
  %.329 = extractvalue { i64, i1 } %.327, 1
  %.330 = or i1 %.326, %.329
  br i1 %.330, label %B62.if.if, label %B62.if.endif, !prof !0

B62.endif:                                        ; preds = %B62.if.endif.endif, %B62
  %88 = icmp slt i64 %.319, %.313
  br i1 %88, label %B62.endif.if, label %B62.endif.endif, !prof !0

B62.if.if:                                        ; preds = %B62.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139760328187264, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !4
  br label %common.ret

B62.if.endif:                                     ; preds = %B62.if
  %.328 = extractvalue { i64, i1 } %.327, 0
  %.339 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.37, i64 %.328)
  %.340 = icmp eq i8* %.339, null
  br i1 %.340, label %B62.if.endif.if, label %B62.if.endif.endif, !prof !0

B62.if.endif.if:                                  ; preds = %B62.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139760328187264, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !4
  br label %common.ret

B62.if.endif.endif:                               ; preds = %B62.if.endif
  %sunkaddr330 = getelementptr i8, i8* %.37, i64 24
  %89 = bitcast i8* %sunkaddr330 to i8**
  %.6.i16 = load i8*, i8** %89, align 8
  %.351 = getelementptr inbounds i8, i8* %.6.i16, i64 8
  %90 = bitcast i8* %.351 to i64*
  store i64 %.313, i64* %90, align 8
  br label %B62.endif

B62.endif.if:                                     ; preds = %B62.endif
  %.355 = ashr i64 %.313, 2
  %.356 = add i64 %.312, 9
  %.357 = add i64 %.356, %.355
  %.358 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.357, i64 8)
  %.359 = extractvalue { i64, i1 } %.358, 0
  %.360 = extractvalue { i64, i1 } %.358, 1
  %.361 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.359, i64 24)
  %.363 = extractvalue { i64, i1 } %.361, 1
  %.364 = or i1 %.360, %.363
  br i1 %.364, label %B62.endif.if.if, label %B62.endif.if.endif, !prof !0

B62.endif.endif:                                  ; preds = %B62.endif.if.endif.endif, %B62.endif
  %sunkaddr331 = getelementptr i8, i8* %.37, i64 24
  %91 = bitcast i8* %sunkaddr331 to i64**
  %.6.i1446 = load i64*, i64** %91, align 8
  store i64 %.313, i64* %.6.i1446, align 8
  %sunkaddr332 = getelementptr i8, i8* %.37, i64 24
  %92 = bitcast i8* %sunkaddr332 to i8**
  %.6.i12 = load i8*, i8** %92, align 8
  %.428 = getelementptr inbounds i8, i8* %.6.i12, i64 24
  %93 = bitcast i8* %.428 to double*
  %.429 = getelementptr double, double* %93, i64 %.312
  store double %.302, double* %.429, align 8
  %exitcond52.not = icmp eq i64 %arg.x.5.0, %.214
  br i1 %exitcond52.not, label %B144, label %B62

B62.endif.if.if:                                  ; preds = %B62.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139760328187264, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !4
  br label %common.ret

B62.endif.if.endif:                               ; preds = %B62.endif.if
  %.362 = extractvalue { i64, i1 } %.361, 0
  %.373 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.37, i64 %.362)
  %.374 = icmp eq i8* %.373, null
  br i1 %.374, label %B62.endif.if.endif.if, label %B62.endif.if.endif.endif, !prof !0

B62.endif.if.endif.if:                            ; preds = %B62.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139760328187264, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !4
  br label %common.ret

B62.endif.if.endif.endif:                         ; preds = %B62.endif.if.endif
  %sunkaddr333 = getelementptr i8, i8* %.37, i64 24
  %94 = bitcast i8* %sunkaddr333 to i8**
  %.6.i10 = load i8*, i8** %94, align 8
  %.385 = getelementptr inbounds i8, i8* %.6.i10, i64 8
  %95 = bitcast i8* %.385 to i64*
  store i64 %.357, i64* %95, align 8
  %.6.i8 = load i8*, i8** %94, align 8
  %.391 = bitcast i8* %.6.i8 to i64*
  %.392 = load i64, i64* %.391, align 8
  %.397 = getelementptr inbounds i8, i8* %.6.i8, i64 24
  %96 = bitcast i8* %.397 to double*
  %.398 = getelementptr double, double* %96, i64 %.392
  %.404 = getelementptr double, double* %96, i64 %.357
  %.405 = ptrtoint double* %.404 to i64
  %.406 = ptrtoint double* %.398 to i64
  %.407 = sub i64 %.405, %.406
  %.408 = bitcast double* %.398 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.408, i8 0, i64 %.407, i1 false)
  br label %B62.endif.endif
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.log.f64(double) #0

define linkonce_odr void @.dtor.list.float64(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #0

declare noalias i8* @NRT_MemInfo_varsize_realloc(i8*, i64) local_unnamed_addr

define i8* @_ZN7cpython7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @.const.list_append_sum, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.67, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([137 x i8], [137 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %.24, i8 0, i64 56, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %0, i64 24
  %1 = bitcast i8* %sunkaddr to i64*
  %.29 = load i64, i64* %1, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %2 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %2, align 8
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %3, i64 32
  %4 = bitcast i8* %sunkaddr3 to double**
  %.36.fca.4.load = load double*, double** %4, align 8
  %5 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %5, i64 40
  %6 = bitcast i8* %sunkaddr4 to i64*
  %.36.fca.5.0.load = load i64, i64* %6, align 8
  store double 0.000000e+00, double* %.43, align 8
  %.49 = call i32 @_ZN7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* undef, i8* undef, i64 undef, i64 undef, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 undef) #2
  %.50 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.57 = icmp sgt i32 %.49, 0
  %.58 = select i1 %.57, { i8*, i32, i8*, i8*, i32 }* %.50, { i8*, i32, i8*, i8*, i32 }* undef
  %.59 = load double, double* %.43, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  switch i32 %.49, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %7 = icmp sgt i32 %.49, 0
  br i1 %7, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif, %entry.endif.endif.endif.endif
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

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.80 = sext i32 %.79 to i64
  %.81 = call i8* @PyBytes_FromStringAndSize(i8* %.77, i64 %.80)
  %.82 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.83 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 2
  %.85 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 3
  %.86 = bitcast i8* %.85 to i8* (i8*)*
  %.87 = call i8* %.86(i8* %.83)
  %.88 = icmp eq i8* %.87, null
  br i1 %.88, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.101 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 2
  %.102 = call i8* @numba_unpickle(i8* %.77, i32 %.79, i8* %.101)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.104 = phi i8* [ %.92, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.102, %entry.endif.endif.endif.endif.endif.if.else ]
  %.105.not = icmp eq i8* %.104, null
  br i1 %.105.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !0

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

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

define double @cfunc._ZN7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* undef, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.7, i64 undef) #2
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load double, double* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !5

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f1c7ccdd0d0>", i64 0, i64 0))
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

entry.if.if.if:                                   ; preds = %entry.if.if
  %.35 = sext i32 %.34 to i64
  %.36 = call i8* @PyBytes_FromStringAndSize(i8* %.32, i64 %.35)
  %.37 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.38 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 2
  %.40 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 3
  %.41 = bitcast i8* %.40 to i8* (i8*)*
  %.42 = call i8* %.41(i8* %.38)
  %.43 = icmp eq i8* %.42, null
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 2
  %.57 = call i8* @numba_unpickle(i8* %.32, i32 %.34, i8* %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi i8* [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq i8* %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !0

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

entry.if.endif.endif.endif:                       ; preds = %entry.if
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.24
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !0

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #2 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = distinct !{!3, !2}
!4 = !{i1 true}
!5 = !{!"branch_weights", i32 99, i32 1}
