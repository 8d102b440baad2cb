; ModuleID = 'list_append_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140438022086592 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.140438022086592.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.140438022086592 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.140438022086592, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140438022086592.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140438022085184 = internal constant [65 x i8] c"\80\04\956\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\12cannot resize list\94\85\94N\87\94."
@.const.pickledata.140438022085184.sha1 = internal constant [20 x i8] c"Y!\BA\A11\08M\FF\170\15\C3\9F\DA\DD^8\B9\F4\1E"
@.const.picklebuf.140438022085184 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([65 x i8], [65 x i8]* @.const.pickledata.140438022085184, i32 0, i32 0), i32 65, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140438022085184.sha1, i32 0, i32 0), i8* null, i32 0 }
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
@".const.<numba.core.cpu.CPUContext object at 0x7fba4667ded0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7fba4667ded0>\00"

define i32 @_ZN7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* nocapture readnone %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  %.37 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 24, i8* bitcast (void (i8*)* @.dtor.list.float64 to i8*))
  %.38 = icmp eq i8* %.37, null
  br i1 %.38, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

B62:                                              ; preds = %B62.preheader, %B62.endif.endif
  %.145.051 = phi i64 [ %.214, %B62.endif.endif ], [ 0, %B62.preheader ]
  %.214 = add nuw nsw i64 %.145.051, 1
  %scevgep305 = getelementptr double, double* %arg.x.4, i64 %.145.051
  %.270 = load double, double* %scevgep305, align 8
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
  %sunkaddr306 = getelementptr i8, i8* %.37, i64 24
  %2 = bitcast i8* %sunkaddr306 to i8**
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
  %xtraiter56 = and i64 %7, 7
  %8 = icmp ult i64 %5, 56
  br i1 %8, label %B204.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B154.lr.ph.new.new

B154.lr.ph.new.new:                               ; preds = %B154.lr.ph.new
  %unroll_iter69 = and i64 %7, 4611686018427387896
  %scevgep111 = getelementptr i8, i8* %.6.i32, i64 528
  br label %B154

B154:                                             ; preds = %B154, %B154.lr.ph.new.new
  %lsr.iv303 = phi i64 [ %lsr.iv.next304, %B154 ], [ %unroll_iter69, %B154.lr.ph.new.new ]
  %s.2.049 = phi double [ 0.000000e+00, %B154.lr.ph.new.new ], [ %.531.7.7, %B154 ]
  %.453.048 = phi i64 [ 0, %B154.lr.ph.new.new ], [ %.504.7.7, %B154 ]
  %9 = shl i64 %.453.048, 3
  %scevgep300 = getelementptr i8, i8* %scevgep111, i64 %9
  %scevgep300301 = bitcast i8* %scevgep300 to double*
  %scevgep302 = getelementptr double, double* %scevgep300301, i64 -63
  %.501 = load double, double* %scevgep302, align 8
  %.529 = tail call double @llvm.log.f64(double %.501)
  %.531 = fadd double %s.2.049, %.529
  %10 = shl i64 %.453.048, 3
  %scevgep294 = getelementptr i8, i8* %scevgep111, i64 %10
  %scevgep294295 = bitcast i8* %scevgep294 to double*
  %scevgep296 = getelementptr double, double* %scevgep294295, i64 -62
  %.501.1 = load double, double* %scevgep296, align 8
  %.529.1 = tail call double @llvm.log.f64(double %.501.1)
  %.531.1 = fadd double %.531, %.529.1
  %11 = shl i64 %.453.048, 3
  %scevgep291 = getelementptr i8, i8* %scevgep111, i64 %11
  %scevgep291292 = bitcast i8* %scevgep291 to double*
  %scevgep293 = getelementptr double, double* %scevgep291292, i64 -61
  %.501.2 = load double, double* %scevgep293, align 8
  %.529.2 = tail call double @llvm.log.f64(double %.501.2)
  %.531.2 = fadd double %.531.1, %.529.2
  %12 = shl i64 %.453.048, 3
  %scevgep288 = getelementptr i8, i8* %scevgep111, i64 %12
  %scevgep288289 = bitcast i8* %scevgep288 to double*
  %scevgep290 = getelementptr double, double* %scevgep288289, i64 -60
  %.501.3 = load double, double* %scevgep290, align 8
  %.529.3 = tail call double @llvm.log.f64(double %.501.3)
  %.531.3 = fadd double %.531.2, %.529.3
  %13 = shl i64 %.453.048, 3
  %scevgep285 = getelementptr i8, i8* %scevgep111, i64 %13
  %scevgep285286 = bitcast i8* %scevgep285 to double*
  %scevgep287 = getelementptr double, double* %scevgep285286, i64 -59
  %.501.4 = load double, double* %scevgep287, align 8
  %.529.4 = tail call double @llvm.log.f64(double %.501.4)
  %.531.4 = fadd double %.531.3, %.529.4
  %14 = shl i64 %.453.048, 3
  %scevgep282 = getelementptr i8, i8* %scevgep111, i64 %14
  %scevgep282283 = bitcast i8* %scevgep282 to double*
  %scevgep284 = getelementptr double, double* %scevgep282283, i64 -58
  %.501.5 = load double, double* %scevgep284, align 8
  %.529.5 = tail call double @llvm.log.f64(double %.501.5)
  %.531.5 = fadd double %.531.4, %.529.5
  %15 = shl i64 %.453.048, 3
  %scevgep279 = getelementptr i8, i8* %scevgep111, i64 %15
  %scevgep279280 = bitcast i8* %scevgep279 to double*
  %scevgep281 = getelementptr double, double* %scevgep279280, i64 -57
  %.501.6 = load double, double* %scevgep281, align 8
  %.529.6 = tail call double @llvm.log.f64(double %.501.6)
  %.531.6 = fadd double %.531.5, %.529.6
  %16 = shl i64 %.453.048, 3
  %scevgep297 = getelementptr i8, i8* %scevgep111, i64 %16
  %scevgep297298 = bitcast i8* %scevgep297 to double*
  %scevgep299 = getelementptr double, double* %scevgep297298, i64 -56
  %.501.7 = load double, double* %scevgep299, align 8
  %.529.7 = tail call double @llvm.log.f64(double %.501.7)
  %.531.7 = fadd double %.531.6, %.529.7
  %17 = shl i64 %.453.048, 3
  %scevgep253 = getelementptr i8, i8* %scevgep111, i64 %17
  %scevgep253254 = bitcast i8* %scevgep253 to double*
  %scevgep255 = getelementptr double, double* %scevgep253254, i64 -55
  %.501.171 = load double, double* %scevgep255, align 8
  %.529.173 = tail call double @llvm.log.f64(double %.501.171)
  %.531.174 = fadd double %.531.7, %.529.173
  %18 = shl i64 %.453.048, 3
  %scevgep250 = getelementptr i8, i8* %scevgep111, i64 %18
  %scevgep250251 = bitcast i8* %scevgep250 to double*
  %scevgep252 = getelementptr double, double* %scevgep250251, i64 -54
  %.501.1.1 = load double, double* %scevgep252, align 8
  %.529.1.1 = tail call double @llvm.log.f64(double %.501.1.1)
  %.531.1.1 = fadd double %.531.174, %.529.1.1
  %19 = shl i64 %.453.048, 3
  %scevgep247 = getelementptr i8, i8* %scevgep111, i64 %19
  %scevgep247248 = bitcast i8* %scevgep247 to double*
  %scevgep249 = getelementptr double, double* %scevgep247248, i64 -53
  %.501.2.1 = load double, double* %scevgep249, align 8
  %.529.2.1 = tail call double @llvm.log.f64(double %.501.2.1)
  %.531.2.1 = fadd double %.531.1.1, %.529.2.1
  %20 = shl i64 %.453.048, 3
  %scevgep244 = getelementptr i8, i8* %scevgep111, i64 %20
  %scevgep244245 = bitcast i8* %scevgep244 to double*
  %scevgep246 = getelementptr double, double* %scevgep244245, i64 -52
  %.501.3.1 = load double, double* %scevgep246, align 8
  %.529.3.1 = tail call double @llvm.log.f64(double %.501.3.1)
  %.531.3.1 = fadd double %.531.2.1, %.529.3.1
  %21 = shl i64 %.453.048, 3
  %scevgep241 = getelementptr i8, i8* %scevgep111, i64 %21
  %scevgep241242 = bitcast i8* %scevgep241 to double*
  %scevgep243 = getelementptr double, double* %scevgep241242, i64 -51
  %.501.4.1 = load double, double* %scevgep243, align 8
  %.529.4.1 = tail call double @llvm.log.f64(double %.501.4.1)
  %.531.4.1 = fadd double %.531.3.1, %.529.4.1
  %22 = shl i64 %.453.048, 3
  %scevgep238 = getelementptr i8, i8* %scevgep111, i64 %22
  %scevgep238239 = bitcast i8* %scevgep238 to double*
  %scevgep240 = getelementptr double, double* %scevgep238239, i64 -50
  %.501.5.1 = load double, double* %scevgep240, align 8
  %.529.5.1 = tail call double @llvm.log.f64(double %.501.5.1)
  %.531.5.1 = fadd double %.531.4.1, %.529.5.1
  %23 = shl i64 %.453.048, 3
  %scevgep235 = getelementptr i8, i8* %scevgep111, i64 %23
  %scevgep235236 = bitcast i8* %scevgep235 to double*
  %scevgep237 = getelementptr double, double* %scevgep235236, i64 -49
  %.501.6.1 = load double, double* %scevgep237, align 8
  %.529.6.1 = tail call double @llvm.log.f64(double %.501.6.1)
  %.531.6.1 = fadd double %.531.5.1, %.529.6.1
  %24 = shl i64 %.453.048, 3
  %scevgep232 = getelementptr i8, i8* %scevgep111, i64 %24
  %scevgep232233 = bitcast i8* %scevgep232 to double*
  %scevgep234 = getelementptr double, double* %scevgep232233, i64 -48
  %.501.7.1 = load double, double* %scevgep234, align 8
  %.529.7.1 = tail call double @llvm.log.f64(double %.501.7.1)
  %.531.7.1 = fadd double %.531.6.1, %.529.7.1
  %25 = shl i64 %.453.048, 3
  %scevgep229 = getelementptr i8, i8* %scevgep111, i64 %25
  %scevgep229230 = bitcast i8* %scevgep229 to double*
  %scevgep231 = getelementptr double, double* %scevgep229230, i64 -47
  %.501.276 = load double, double* %scevgep231, align 8
  %.529.278 = tail call double @llvm.log.f64(double %.501.276)
  %.531.279 = fadd double %.531.7.1, %.529.278
  %26 = shl i64 %.453.048, 3
  %scevgep226 = getelementptr i8, i8* %scevgep111, i64 %26
  %scevgep226227 = bitcast i8* %scevgep226 to double*
  %scevgep228 = getelementptr double, double* %scevgep226227, i64 -46
  %.501.1.2 = load double, double* %scevgep228, align 8
  %.529.1.2 = tail call double @llvm.log.f64(double %.501.1.2)
  %.531.1.2 = fadd double %.531.279, %.529.1.2
  %27 = shl i64 %.453.048, 3
  %scevgep223 = getelementptr i8, i8* %scevgep111, i64 %27
  %scevgep223224 = bitcast i8* %scevgep223 to double*
  %scevgep225 = getelementptr double, double* %scevgep223224, i64 -45
  %.501.2.2 = load double, double* %scevgep225, align 8
  %.529.2.2 = tail call double @llvm.log.f64(double %.501.2.2)
  %.531.2.2 = fadd double %.531.1.2, %.529.2.2
  %28 = shl i64 %.453.048, 3
  %scevgep220 = getelementptr i8, i8* %scevgep111, i64 %28
  %scevgep220221 = bitcast i8* %scevgep220 to double*
  %scevgep222 = getelementptr double, double* %scevgep220221, i64 -44
  %.501.3.2 = load double, double* %scevgep222, align 8
  %.529.3.2 = tail call double @llvm.log.f64(double %.501.3.2)
  %.531.3.2 = fadd double %.531.2.2, %.529.3.2
  %29 = shl i64 %.453.048, 3
  %scevgep217 = getelementptr i8, i8* %scevgep111, i64 %29
  %scevgep217218 = bitcast i8* %scevgep217 to double*
  %scevgep219 = getelementptr double, double* %scevgep217218, i64 -43
  %.501.4.2 = load double, double* %scevgep219, align 8
  %.529.4.2 = tail call double @llvm.log.f64(double %.501.4.2)
  %.531.4.2 = fadd double %.531.3.2, %.529.4.2
  %30 = shl i64 %.453.048, 3
  %scevgep214 = getelementptr i8, i8* %scevgep111, i64 %30
  %scevgep214215 = bitcast i8* %scevgep214 to double*
  %scevgep216 = getelementptr double, double* %scevgep214215, i64 -42
  %.501.5.2 = load double, double* %scevgep216, align 8
  %.529.5.2 = tail call double @llvm.log.f64(double %.501.5.2)
  %.531.5.2 = fadd double %.531.4.2, %.529.5.2
  %31 = shl i64 %.453.048, 3
  %scevgep211 = getelementptr i8, i8* %scevgep111, i64 %31
  %scevgep211212 = bitcast i8* %scevgep211 to double*
  %scevgep213 = getelementptr double, double* %scevgep211212, i64 -41
  %.501.6.2 = load double, double* %scevgep213, align 8
  %.529.6.2 = tail call double @llvm.log.f64(double %.501.6.2)
  %.531.6.2 = fadd double %.531.5.2, %.529.6.2
  %32 = shl i64 %.453.048, 3
  %scevgep208 = getelementptr i8, i8* %scevgep111, i64 %32
  %scevgep208209 = bitcast i8* %scevgep208 to double*
  %scevgep210 = getelementptr double, double* %scevgep208209, i64 -40
  %.501.7.2 = load double, double* %scevgep210, align 8
  %.529.7.2 = tail call double @llvm.log.f64(double %.501.7.2)
  %.531.7.2 = fadd double %.531.6.2, %.529.7.2
  %33 = shl i64 %.453.048, 3
  %scevgep205 = getelementptr i8, i8* %scevgep111, i64 %33
  %scevgep205206 = bitcast i8* %scevgep205 to double*
  %scevgep207 = getelementptr double, double* %scevgep205206, i64 -39
  %.501.381 = load double, double* %scevgep207, align 8
  %.529.383 = tail call double @llvm.log.f64(double %.501.381)
  %.531.384 = fadd double %.531.7.2, %.529.383
  %34 = shl i64 %.453.048, 3
  %scevgep202 = getelementptr i8, i8* %scevgep111, i64 %34
  %scevgep202203 = bitcast i8* %scevgep202 to double*
  %scevgep204 = getelementptr double, double* %scevgep202203, i64 -38
  %.501.1.3 = load double, double* %scevgep204, align 8
  %.529.1.3 = tail call double @llvm.log.f64(double %.501.1.3)
  %.531.1.3 = fadd double %.531.384, %.529.1.3
  %35 = shl i64 %.453.048, 3
  %scevgep199 = getelementptr i8, i8* %scevgep111, i64 %35
  %scevgep199200 = bitcast i8* %scevgep199 to double*
  %scevgep201 = getelementptr double, double* %scevgep199200, i64 -37
  %.501.2.3 = load double, double* %scevgep201, align 8
  %.529.2.3 = tail call double @llvm.log.f64(double %.501.2.3)
  %.531.2.3 = fadd double %.531.1.3, %.529.2.3
  %36 = shl i64 %.453.048, 3
  %scevgep196 = getelementptr i8, i8* %scevgep111, i64 %36
  %scevgep196197 = bitcast i8* %scevgep196 to double*
  %scevgep198 = getelementptr double, double* %scevgep196197, i64 -36
  %.501.3.3 = load double, double* %scevgep198, align 8
  %.529.3.3 = tail call double @llvm.log.f64(double %.501.3.3)
  %.531.3.3 = fadd double %.531.2.3, %.529.3.3
  %37 = shl i64 %.453.048, 3
  %scevgep193 = getelementptr i8, i8* %scevgep111, i64 %37
  %scevgep193194 = bitcast i8* %scevgep193 to double*
  %scevgep195 = getelementptr double, double* %scevgep193194, i64 -35
  %.501.4.3 = load double, double* %scevgep195, align 8
  %.529.4.3 = tail call double @llvm.log.f64(double %.501.4.3)
  %.531.4.3 = fadd double %.531.3.3, %.529.4.3
  %38 = shl i64 %.453.048, 3
  %scevgep190 = getelementptr i8, i8* %scevgep111, i64 %38
  %scevgep190191 = bitcast i8* %scevgep190 to double*
  %scevgep192 = getelementptr double, double* %scevgep190191, i64 -34
  %.501.5.3 = load double, double* %scevgep192, align 8
  %.529.5.3 = tail call double @llvm.log.f64(double %.501.5.3)
  %.531.5.3 = fadd double %.531.4.3, %.529.5.3
  %39 = shl i64 %.453.048, 3
  %scevgep187 = getelementptr i8, i8* %scevgep111, i64 %39
  %scevgep187188 = bitcast i8* %scevgep187 to double*
  %scevgep189 = getelementptr double, double* %scevgep187188, i64 -33
  %.501.6.3 = load double, double* %scevgep189, align 8
  %.529.6.3 = tail call double @llvm.log.f64(double %.501.6.3)
  %.531.6.3 = fadd double %.531.5.3, %.529.6.3
  %40 = shl i64 %.453.048, 3
  %scevgep184 = getelementptr i8, i8* %scevgep111, i64 %40
  %scevgep184185 = bitcast i8* %scevgep184 to double*
  %scevgep186 = getelementptr double, double* %scevgep184185, i64 -32
  %.501.7.3 = load double, double* %scevgep186, align 8
  %.529.7.3 = tail call double @llvm.log.f64(double %.501.7.3)
  %.531.7.3 = fadd double %.531.6.3, %.529.7.3
  %41 = shl i64 %.453.048, 3
  %scevgep181 = getelementptr i8, i8* %scevgep111, i64 %41
  %scevgep181182 = bitcast i8* %scevgep181 to double*
  %scevgep183 = getelementptr double, double* %scevgep181182, i64 -31
  %.501.486 = load double, double* %scevgep183, align 8
  %.529.488 = tail call double @llvm.log.f64(double %.501.486)
  %.531.489 = fadd double %.531.7.3, %.529.488
  %42 = shl i64 %.453.048, 3
  %scevgep178 = getelementptr i8, i8* %scevgep111, i64 %42
  %scevgep178179 = bitcast i8* %scevgep178 to double*
  %scevgep180 = getelementptr double, double* %scevgep178179, i64 -30
  %.501.1.4 = load double, double* %scevgep180, align 8
  %.529.1.4 = tail call double @llvm.log.f64(double %.501.1.4)
  %.531.1.4 = fadd double %.531.489, %.529.1.4
  %43 = shl i64 %.453.048, 3
  %scevgep175 = getelementptr i8, i8* %scevgep111, i64 %43
  %scevgep175176 = bitcast i8* %scevgep175 to double*
  %scevgep177 = getelementptr double, double* %scevgep175176, i64 -29
  %.501.2.4 = load double, double* %scevgep177, align 8
  %.529.2.4 = tail call double @llvm.log.f64(double %.501.2.4)
  %.531.2.4 = fadd double %.531.1.4, %.529.2.4
  %44 = shl i64 %.453.048, 3
  %scevgep172 = getelementptr i8, i8* %scevgep111, i64 %44
  %scevgep172173 = bitcast i8* %scevgep172 to double*
  %scevgep174 = getelementptr double, double* %scevgep172173, i64 -28
  %.501.3.4 = load double, double* %scevgep174, align 8
  %.529.3.4 = tail call double @llvm.log.f64(double %.501.3.4)
  %.531.3.4 = fadd double %.531.2.4, %.529.3.4
  %45 = shl i64 %.453.048, 3
  %scevgep169 = getelementptr i8, i8* %scevgep111, i64 %45
  %scevgep169170 = bitcast i8* %scevgep169 to double*
  %scevgep171 = getelementptr double, double* %scevgep169170, i64 -27
  %.501.4.4 = load double, double* %scevgep171, align 8
  %.529.4.4 = tail call double @llvm.log.f64(double %.501.4.4)
  %.531.4.4 = fadd double %.531.3.4, %.529.4.4
  %46 = shl i64 %.453.048, 3
  %scevgep166 = getelementptr i8, i8* %scevgep111, i64 %46
  %scevgep166167 = bitcast i8* %scevgep166 to double*
  %scevgep168 = getelementptr double, double* %scevgep166167, i64 -26
  %.501.5.4 = load double, double* %scevgep168, align 8
  %.529.5.4 = tail call double @llvm.log.f64(double %.501.5.4)
  %.531.5.4 = fadd double %.531.4.4, %.529.5.4
  %47 = shl i64 %.453.048, 3
  %scevgep163 = getelementptr i8, i8* %scevgep111, i64 %47
  %scevgep163164 = bitcast i8* %scevgep163 to double*
  %scevgep165 = getelementptr double, double* %scevgep163164, i64 -25
  %.501.6.4 = load double, double* %scevgep165, align 8
  %.529.6.4 = tail call double @llvm.log.f64(double %.501.6.4)
  %.531.6.4 = fadd double %.531.5.4, %.529.6.4
  %48 = shl i64 %.453.048, 3
  %scevgep160 = getelementptr i8, i8* %scevgep111, i64 %48
  %scevgep160161 = bitcast i8* %scevgep160 to double*
  %scevgep162 = getelementptr double, double* %scevgep160161, i64 -24
  %.501.7.4 = load double, double* %scevgep162, align 8
  %.529.7.4 = tail call double @llvm.log.f64(double %.501.7.4)
  %.531.7.4 = fadd double %.531.6.4, %.529.7.4
  %49 = shl i64 %.453.048, 3
  %scevgep157 = getelementptr i8, i8* %scevgep111, i64 %49
  %scevgep157158 = bitcast i8* %scevgep157 to double*
  %scevgep159 = getelementptr double, double* %scevgep157158, i64 -23
  %.501.591 = load double, double* %scevgep159, align 8
  %.529.593 = tail call double @llvm.log.f64(double %.501.591)
  %.531.594 = fadd double %.531.7.4, %.529.593
  %50 = shl i64 %.453.048, 3
  %scevgep154 = getelementptr i8, i8* %scevgep111, i64 %50
  %scevgep154155 = bitcast i8* %scevgep154 to double*
  %scevgep156 = getelementptr double, double* %scevgep154155, i64 -22
  %.501.1.5 = load double, double* %scevgep156, align 8
  %.529.1.5 = tail call double @llvm.log.f64(double %.501.1.5)
  %.531.1.5 = fadd double %.531.594, %.529.1.5
  %51 = shl i64 %.453.048, 3
  %scevgep151 = getelementptr i8, i8* %scevgep111, i64 %51
  %scevgep151152 = bitcast i8* %scevgep151 to double*
  %scevgep153 = getelementptr double, double* %scevgep151152, i64 -21
  %.501.2.5 = load double, double* %scevgep153, align 8
  %.529.2.5 = tail call double @llvm.log.f64(double %.501.2.5)
  %.531.2.5 = fadd double %.531.1.5, %.529.2.5
  %52 = shl i64 %.453.048, 3
  %scevgep148 = getelementptr i8, i8* %scevgep111, i64 %52
  %scevgep148149 = bitcast i8* %scevgep148 to double*
  %scevgep150 = getelementptr double, double* %scevgep148149, i64 -20
  %.501.3.5 = load double, double* %scevgep150, align 8
  %.529.3.5 = tail call double @llvm.log.f64(double %.501.3.5)
  %.531.3.5 = fadd double %.531.2.5, %.529.3.5
  %53 = shl i64 %.453.048, 3
  %scevgep145 = getelementptr i8, i8* %scevgep111, i64 %53
  %scevgep145146 = bitcast i8* %scevgep145 to double*
  %scevgep147 = getelementptr double, double* %scevgep145146, i64 -19
  %.501.4.5 = load double, double* %scevgep147, align 8
  %.529.4.5 = tail call double @llvm.log.f64(double %.501.4.5)
  %.531.4.5 = fadd double %.531.3.5, %.529.4.5
  %54 = shl i64 %.453.048, 3
  %scevgep142 = getelementptr i8, i8* %scevgep111, i64 %54
  %scevgep142143 = bitcast i8* %scevgep142 to double*
  %scevgep144 = getelementptr double, double* %scevgep142143, i64 -18
  %.501.5.5 = load double, double* %scevgep144, align 8
  %.529.5.5 = tail call double @llvm.log.f64(double %.501.5.5)
  %.531.5.5 = fadd double %.531.4.5, %.529.5.5
  %55 = shl i64 %.453.048, 3
  %scevgep139 = getelementptr i8, i8* %scevgep111, i64 %55
  %scevgep139140 = bitcast i8* %scevgep139 to double*
  %scevgep141 = getelementptr double, double* %scevgep139140, i64 -17
  %.501.6.5 = load double, double* %scevgep141, align 8
  %.529.6.5 = tail call double @llvm.log.f64(double %.501.6.5)
  %.531.6.5 = fadd double %.531.5.5, %.529.6.5
  %56 = shl i64 %.453.048, 3
  %scevgep136 = getelementptr i8, i8* %scevgep111, i64 %56
  %scevgep136137 = bitcast i8* %scevgep136 to double*
  %scevgep138 = getelementptr double, double* %scevgep136137, i64 -16
  %.501.7.5 = load double, double* %scevgep138, align 8
  %.529.7.5 = tail call double @llvm.log.f64(double %.501.7.5)
  %.531.7.5 = fadd double %.531.6.5, %.529.7.5
  %57 = shl i64 %.453.048, 3
  %scevgep133 = getelementptr i8, i8* %scevgep111, i64 %57
  %scevgep133134 = bitcast i8* %scevgep133 to double*
  %scevgep135 = getelementptr double, double* %scevgep133134, i64 -15
  %.501.696 = load double, double* %scevgep135, align 8
  %.529.698 = tail call double @llvm.log.f64(double %.501.696)
  %.531.699 = fadd double %.531.7.5, %.529.698
  %58 = shl i64 %.453.048, 3
  %scevgep130 = getelementptr i8, i8* %scevgep111, i64 %58
  %scevgep130131 = bitcast i8* %scevgep130 to double*
  %scevgep132 = getelementptr double, double* %scevgep130131, i64 -14
  %.501.1.6 = load double, double* %scevgep132, align 8
  %.529.1.6 = tail call double @llvm.log.f64(double %.501.1.6)
  %.531.1.6 = fadd double %.531.699, %.529.1.6
  %59 = shl i64 %.453.048, 3
  %scevgep127 = getelementptr i8, i8* %scevgep111, i64 %59
  %scevgep127128 = bitcast i8* %scevgep127 to double*
  %scevgep129 = getelementptr double, double* %scevgep127128, i64 -13
  %.501.2.6 = load double, double* %scevgep129, align 8
  %.529.2.6 = tail call double @llvm.log.f64(double %.501.2.6)
  %.531.2.6 = fadd double %.531.1.6, %.529.2.6
  %60 = shl i64 %.453.048, 3
  %scevgep124 = getelementptr i8, i8* %scevgep111, i64 %60
  %scevgep124125 = bitcast i8* %scevgep124 to double*
  %scevgep126 = getelementptr double, double* %scevgep124125, i64 -12
  %.501.3.6 = load double, double* %scevgep126, align 8
  %.529.3.6 = tail call double @llvm.log.f64(double %.501.3.6)
  %.531.3.6 = fadd double %.531.2.6, %.529.3.6
  %61 = shl i64 %.453.048, 3
  %scevgep121 = getelementptr i8, i8* %scevgep111, i64 %61
  %scevgep121122 = bitcast i8* %scevgep121 to double*
  %scevgep123 = getelementptr double, double* %scevgep121122, i64 -11
  %.501.4.6 = load double, double* %scevgep123, align 8
  %.529.4.6 = tail call double @llvm.log.f64(double %.501.4.6)
  %.531.4.6 = fadd double %.531.3.6, %.529.4.6
  %62 = shl i64 %.453.048, 3
  %scevgep118 = getelementptr i8, i8* %scevgep111, i64 %62
  %scevgep118119 = bitcast i8* %scevgep118 to double*
  %scevgep120 = getelementptr double, double* %scevgep118119, i64 -10
  %.501.5.6 = load double, double* %scevgep120, align 8
  %.529.5.6 = tail call double @llvm.log.f64(double %.501.5.6)
  %.531.5.6 = fadd double %.531.4.6, %.529.5.6
  %63 = shl i64 %.453.048, 3
  %scevgep115 = getelementptr i8, i8* %scevgep111, i64 %63
  %scevgep115116 = bitcast i8* %scevgep115 to double*
  %scevgep117 = getelementptr double, double* %scevgep115116, i64 -9
  %.501.6.6 = load double, double* %scevgep117, align 8
  %.529.6.6 = tail call double @llvm.log.f64(double %.501.6.6)
  %.531.6.6 = fadd double %.531.5.6, %.529.6.6
  %64 = shl i64 %.453.048, 3
  %scevgep112 = getelementptr i8, i8* %scevgep111, i64 %64
  %scevgep112113 = bitcast i8* %scevgep112 to double*
  %scevgep114 = getelementptr double, double* %scevgep112113, i64 -8
  %.501.7.6 = load double, double* %scevgep114, align 8
  %.529.7.6 = tail call double @llvm.log.f64(double %.501.7.6)
  %.531.7.6 = fadd double %.531.6.6, %.529.7.6
  %65 = shl i64 %.453.048, 3
  %scevgep276 = getelementptr i8, i8* %scevgep111, i64 %65
  %scevgep276277 = bitcast i8* %scevgep276 to double*
  %scevgep278 = getelementptr double, double* %scevgep276277, i64 -7
  %.501.7101 = load double, double* %scevgep278, align 8
  %.529.7103 = tail call double @llvm.log.f64(double %.501.7101)
  %.531.7104 = fadd double %.531.7.6, %.529.7103
  %66 = shl i64 %.453.048, 3
  %scevgep256 = getelementptr i8, i8* %scevgep111, i64 %66
  %scevgep256257 = bitcast i8* %scevgep256 to double*
  %scevgep258 = getelementptr double, double* %scevgep256257, i64 -6
  %.501.1.7 = load double, double* %scevgep258, align 8
  %.529.1.7 = tail call double @llvm.log.f64(double %.501.1.7)
  %.531.1.7 = fadd double %.531.7104, %.529.1.7
  %67 = shl i64 %.453.048, 3
  %scevgep259 = getelementptr i8, i8* %scevgep111, i64 %67
  %scevgep259260 = bitcast i8* %scevgep259 to double*
  %scevgep261 = getelementptr double, double* %scevgep259260, i64 -5
  %.501.2.7 = load double, double* %scevgep261, align 8
  %.529.2.7 = tail call double @llvm.log.f64(double %.501.2.7)
  %.531.2.7 = fadd double %.531.1.7, %.529.2.7
  %68 = shl i64 %.453.048, 3
  %scevgep262 = getelementptr i8, i8* %scevgep111, i64 %68
  %scevgep262263 = bitcast i8* %scevgep262 to double*
  %scevgep264 = getelementptr double, double* %scevgep262263, i64 -4
  %.501.3.7 = load double, double* %scevgep264, align 8
  %.529.3.7 = tail call double @llvm.log.f64(double %.501.3.7)
  %.531.3.7 = fadd double %.531.2.7, %.529.3.7
  %69 = shl i64 %.453.048, 3
  %scevgep265 = getelementptr i8, i8* %scevgep111, i64 %69
  %scevgep265266 = bitcast i8* %scevgep265 to double*
  %scevgep267 = getelementptr double, double* %scevgep265266, i64 -3
  %.501.4.7 = load double, double* %scevgep267, align 8
  %.529.4.7 = tail call double @llvm.log.f64(double %.501.4.7)
  %.531.4.7 = fadd double %.531.3.7, %.529.4.7
  %70 = shl i64 %.453.048, 3
  %scevgep268 = getelementptr i8, i8* %scevgep111, i64 %70
  %scevgep268269 = bitcast i8* %scevgep268 to double*
  %scevgep270 = getelementptr double, double* %scevgep268269, i64 -2
  %.501.5.7 = load double, double* %scevgep270, align 8
  %.529.5.7 = tail call double @llvm.log.f64(double %.501.5.7)
  %.531.5.7 = fadd double %.531.4.7, %.529.5.7
  %71 = shl i64 %.453.048, 3
  %scevgep271 = getelementptr i8, i8* %scevgep111, i64 %71
  %scevgep271272 = bitcast i8* %scevgep271 to double*
  %scevgep273 = getelementptr double, double* %scevgep271272, i64 -1
  %.501.6.7 = load double, double* %scevgep273, align 8
  %.529.6.7 = tail call double @llvm.log.f64(double %.501.6.7)
  %.531.6.7 = fadd double %.531.5.7, %.529.6.7
  %72 = shl i64 %.453.048, 3
  %scevgep274 = getelementptr i8, i8* %scevgep111, i64 %72
  %scevgep274275 = bitcast i8* %scevgep274 to double*
  %.501.7.7 = load double, double* %scevgep274275, align 8
  %.504.7.7 = add nuw i64 %.453.048, 64
  %.529.7.7 = tail call double @llvm.log.f64(double %.501.7.7)
  %.531.7.7 = fadd double %.531.6.7, %.529.7.7
  %lsr.iv.next304 = add i64 %lsr.iv303, -8
  %niter.ncmp.7105 = icmp eq i64 %lsr.iv.next304, 0
  br i1 %niter.ncmp.7105, label %B204.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B154

common.ret:                                       ; preds = %B62.endif.if.endif.if, %B62.endif.if.if, %B62.if.endif.if, %B62.if.if, %B0.endif.endif.if, %B204
  %common.ret.op = phi i32 [ 0, %B204 ], [ 1, %B0.endif.endif.if ], [ 1, %B62.if.if ], [ 1, %B62.if.endif.if ], [ 1, %B62.endif.if.if ], [ 1, %B62.endif.if.endif.if ]
  ret i32 %common.ret.op

B204.loopexit.unr-lcssa.loopexit.unr-lcssa:       ; preds = %B154, %B154.lr.ph.new
  %.531.7.lcssa.ph = phi double [ undef, %B154.lr.ph.new ], [ %.531.7.7, %B154 ]
  %s.2.049.unr66 = phi double [ 0.000000e+00, %B154.lr.ph.new ], [ %.531.7.7, %B154 ]
  %.453.048.unr67 = phi i64 [ 0, %B154.lr.ph.new ], [ %.504.7.7, %B154 ]
  %lcmp.mod.not106 = icmp eq i64 %xtraiter56, 0
  br i1 %lcmp.mod.not106, label %B204.loopexit.unr-lcssa, label %B154.epil57.preheader

B154.epil57.preheader:                            ; preds = %B204.loopexit.unr-lcssa.loopexit.unr-lcssa
  br label %B154.epil57

B154.epil57:                                      ; preds = %B154.epil57.preheader, %B154.epil57
  %lsr.iv = phi i64 [ %xtraiter56, %B154.epil57.preheader ], [ %lsr.iv.next, %B154.epil57 ]
  %s.2.049.epil58 = phi double [ %.531.7.epil, %B154.epil57 ], [ %s.2.049.unr66, %B154.epil57.preheader ]
  %.453.048.epil59 = phi i64 [ %.504.7.epil, %B154.epil57 ], [ %.453.048.unr67, %B154.epil57.preheader ]
  %sunkaddr307 = mul i64 %.453.048.epil59, 8
  %sunkaddr308 = getelementptr i8, i8* %.6.i32, i64 %sunkaddr307
  %sunkaddr309 = getelementptr i8, i8* %sunkaddr308, i64 24
  %73 = bitcast i8* %sunkaddr309 to double*
  %.501.epil61 = load double, double* %73, align 8
  %.504.epil62 = or i64 %.453.048.epil59, 1
  %.529.epil63 = tail call double @llvm.log.f64(double %.501.epil61)
  %.531.epil64 = fadd double %s.2.049.epil58, %.529.epil63
  %sunkaddr310 = mul i64 %.504.epil62, 8
  %sunkaddr311 = getelementptr i8, i8* %.6.i32, i64 %sunkaddr310
  %sunkaddr312 = getelementptr i8, i8* %sunkaddr311, i64 24
  %74 = bitcast i8* %sunkaddr312 to double*
  %.501.1.epil = load double, double* %74, align 8
  %.504.1.epil = or i64 %.453.048.epil59, 2
  %.529.1.epil = tail call double @llvm.log.f64(double %.501.1.epil)
  %.531.1.epil = fadd double %.531.epil64, %.529.1.epil
  %sunkaddr313 = mul i64 %.504.1.epil, 8
  %sunkaddr314 = getelementptr i8, i8* %.6.i32, i64 %sunkaddr313
  %sunkaddr315 = getelementptr i8, i8* %sunkaddr314, i64 24
  %75 = bitcast i8* %sunkaddr315 to double*
  %.501.2.epil = load double, double* %75, align 8
  %.504.2.epil = or i64 %.453.048.epil59, 3
  %.529.2.epil = tail call double @llvm.log.f64(double %.501.2.epil)
  %.531.2.epil = fadd double %.531.1.epil, %.529.2.epil
  %sunkaddr316 = mul i64 %.504.2.epil, 8
  %sunkaddr317 = getelementptr i8, i8* %.6.i32, i64 %sunkaddr316
  %sunkaddr318 = getelementptr i8, i8* %sunkaddr317, i64 24
  %76 = bitcast i8* %sunkaddr318 to double*
  %.501.3.epil = load double, double* %76, align 8
  %.504.3.epil = or i64 %.453.048.epil59, 4
  %.529.3.epil = tail call double @llvm.log.f64(double %.501.3.epil)
  %.531.3.epil = fadd double %.531.2.epil, %.529.3.epil
  %sunkaddr319 = mul i64 %.504.3.epil, 8
  %sunkaddr320 = getelementptr i8, i8* %.6.i32, i64 %sunkaddr319
  %sunkaddr321 = getelementptr i8, i8* %sunkaddr320, i64 24
  %77 = bitcast i8* %sunkaddr321 to double*
  %.501.4.epil = load double, double* %77, align 8
  %.504.4.epil = or i64 %.453.048.epil59, 5
  %.529.4.epil = tail call double @llvm.log.f64(double %.501.4.epil)
  %.531.4.epil = fadd double %.531.3.epil, %.529.4.epil
  %sunkaddr322 = mul i64 %.504.4.epil, 8
  %sunkaddr323 = getelementptr i8, i8* %.6.i32, i64 %sunkaddr322
  %sunkaddr324 = getelementptr i8, i8* %sunkaddr323, i64 24
  %78 = bitcast i8* %sunkaddr324 to double*
  %.501.5.epil = load double, double* %78, align 8
  %.504.5.epil = or i64 %.453.048.epil59, 6
  %.529.5.epil = tail call double @llvm.log.f64(double %.501.5.epil)
  %.531.5.epil = fadd double %.531.4.epil, %.529.5.epil
  %sunkaddr325 = mul i64 %.504.5.epil, 8
  %sunkaddr326 = getelementptr i8, i8* %.6.i32, i64 %sunkaddr325
  %sunkaddr327 = getelementptr i8, i8* %sunkaddr326, i64 24
  %79 = bitcast i8* %sunkaddr327 to double*
  %.501.6.epil = load double, double* %79, align 8
  %.504.6.epil = or i64 %.453.048.epil59, 7
  %.529.6.epil = tail call double @llvm.log.f64(double %.501.6.epil)
  %.531.6.epil = fadd double %.531.5.epil, %.529.6.epil
  %sunkaddr328 = mul i64 %.504.6.epil, 8
  %sunkaddr329 = getelementptr i8, i8* %.6.i32, i64 %sunkaddr328
  %sunkaddr330 = getelementptr i8, i8* %sunkaddr329, i64 24
  %80 = bitcast i8* %sunkaddr330 to double*
  %.501.7.epil = load double, double* %80, align 8
  %.504.7.epil = add nuw nsw i64 %.453.048.epil59, 8
  %.529.7.epil = tail call double @llvm.log.f64(double %.501.7.epil)
  %.531.7.epil = fadd double %.531.6.epil, %.529.7.epil
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %epil.iter65.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter65.cmp.not, label %B204.loopexit.unr-lcssa, label %B154.epil57, !llvm.loop !1

B204.loopexit.unr-lcssa:                          ; preds = %B154.epil57, %B204.loopexit.unr-lcssa.loopexit.unr-lcssa, %B154.lr.ph
  %.531.lcssa.ph = phi double [ undef, %B154.lr.ph ], [ %.531.7.lcssa.ph, %B204.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.531.7.epil, %B154.epil57 ]
  %s.2.049.unr = phi double [ 0.000000e+00, %B154.lr.ph ], [ %.531.7.lcssa.ph, %B204.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.531.7.epil, %B154.epil57 ]
  %.453.048.unr = phi i64 [ 0, %B154.lr.ph ], [ %unroll_iter, %B204.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %unroll_iter, %B154.epil57 ]
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
  %scevgep107 = getelementptr i8, i8* %scevgep, i64 %83
  %scevgep107108 = bitcast i8* %scevgep107 to double*
  %.501.epil = load double, double* %scevgep107108, align 8
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140438022086592, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !4
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
  %.20150.not = icmp slt i64 %arg.x.5.0, 1
  br i1 %.20150.not, label %B144, label %B62.preheader

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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140438022085184, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !4
  br label %common.ret

B62.if.endif:                                     ; preds = %B62.if
  %.328 = extractvalue { i64, i1 } %.327, 0
  %.339 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.37, i64 %.328)
  %.340 = icmp eq i8* %.339, null
  br i1 %.340, label %B62.if.endif.if, label %B62.if.endif.endif, !prof !0

B62.if.endif.if:                                  ; preds = %B62.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140438022085184, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !4
  br label %common.ret

B62.if.endif.endif:                               ; preds = %B62.if.endif
  %sunkaddr331 = getelementptr i8, i8* %.37, i64 24
  %89 = bitcast i8* %sunkaddr331 to i8**
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
  %sunkaddr332 = getelementptr i8, i8* %.37, i64 24
  %91 = bitcast i8* %sunkaddr332 to i64**
  %.6.i1446 = load i64*, i64** %91, align 8
  store i64 %.313, i64* %.6.i1446, align 8
  %sunkaddr333 = getelementptr i8, i8* %.37, i64 24
  %92 = bitcast i8* %sunkaddr333 to i8**
  %.6.i12 = load i8*, i8** %92, align 8
  %.428 = getelementptr inbounds i8, i8* %.6.i12, i64 24
  %93 = bitcast i8* %.428 to double*
  %.429 = getelementptr double, double* %93, i64 %.312
  store double %.302, double* %.429, align 8
  %exitcond53.not = icmp eq i64 %arg.x.5.0, %.214
  br i1 %exitcond53.not, label %B144, label %B62

B62.endif.if.if:                                  ; preds = %B62.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140438022085184, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !4
  br label %common.ret

B62.endif.if.endif:                               ; preds = %B62.endif.if
  %.362 = extractvalue { i64, i1 } %.361, 0
  %.373 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.37, i64 %.362)
  %.374 = icmp eq i8* %.373, null
  br i1 %.374, label %B62.endif.if.endif.if, label %B62.endif.if.endif.endif, !prof !0

B62.endif.if.endif.if:                            ; preds = %B62.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140438022085184, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !4
  br label %common.ret

B62.endif.if.endif.endif:                         ; preds = %B62.endif.if.endif
  %sunkaddr334 = getelementptr i8, i8* %.37, i64 24
  %94 = bitcast i8* %sunkaddr334 to i8**
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.log.f64(double) #0

define linkonce_odr void @.dtor.list.float64(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
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

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.67, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ]
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
  br i1 %.32, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %2 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %2, align 8
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr2 = getelementptr inbounds i8, i8* %3, i64 32
  %4 = bitcast i8* %sunkaddr2 to double**
  %.36.fca.4.load = load double*, double** %4, align 8
  %5 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %5, i64 40
  %6 = bitcast i8* %sunkaddr3 to i64*
  %.36.fca.5.0.load = load i64, i64* %6, align 8
  store double 0.000000e+00, double* %.43, align 8
  %.49 = call i32 @_ZN7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* poison, i8* poison, i64 poison, i64 poison, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 poison) #2
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
  %.9 = call i32 @_ZN7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* poison, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.7, i64 poison) #2
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
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7fba4667ded0>", i64 0, i64 0))
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

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }
attributes #2 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = distinct !{!3, !2}
!4 = !{i1 true}
!5 = !{!"branch_weights", i32 99, i32 1}
