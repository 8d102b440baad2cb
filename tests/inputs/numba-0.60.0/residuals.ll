; ModuleID = 'residuals'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.residuals = internal constant [10 x i8] c"residuals\00"
@_ZN08NumbaEnv7kernels9residualsB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels9residualsB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [130 x i8] c"missing Environment: _ZN08NumbaEnv7kernels9residualsB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.`env.consts` is NULL in `read_const`" = internal constant [37 x i8] c"`env.consts` is NULL in `read_const`\00"
@.const.pickledata.140289955380224 = internal constant [32 x i8] c"\80\04\95\15\00\00\00\00\00\00\00\8C\05numpy\94\8C\07ndarray\94\93\94."
@.const.pickledata.140289955380224.sha1 = internal constant [20 x i8] c"\DF\BC\FD\D3\9F\CB&\F4\D0\C6\80\95D\87\B8\C0\B5;\B8\A3"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f97b722cb50>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f97b722cb50>\00"
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140289589620544 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140289589620544.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140289589620544 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140289589620544, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140289589620544.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140289589620608 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140289589620608.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140289589620608 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140289589620608, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140289589620608.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140289593148672 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140289593148672.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140289593148672 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140289593148672, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140289593148672.sha1, i32 0, i32 0), i8* null, i32 0 }

define i32 @_ZN7kernels9residualsB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.x.0)
  %.14.i = icmp slt i64 %arg.x.5.0, 0
  br i1 %.14.i, label %B0.if, label %B0.endif.endif.i, !prof !0

B0.endif.endif.i:                                 ; preds = %entry
  %.28.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 8)
  %.30.i = extractvalue { i64, i1 } %.28.i, 1
  br i1 %.30.i, label %B0.if, label %B0.endif.endif.endif.i, !prof !0

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i
  %.29.i = extractvalue { i64, i1 } %.28.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.29.i, i32 32), !noalias !1
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B0.if, label %B0.endif.endif, !prof !0

B126:                                             ; preds = %B126.preheader45, %B126
  %.107.027 = phi i64 [ %.176.7, %B126 ], [ %.107.027.unr, %B126.preheader45 ]
  %sunkaddr = mul i64 %.107.027, 8
  %0 = bitcast double* %arg.x.4 to i8*
  %sunkaddr509 = getelementptr i8, i8* %0, i64 %sunkaddr
  %sunkaddr510 = getelementptr i8, i8* %sunkaddr509, i64 8
  %1 = bitcast i8* %sunkaddr510 to double*
  %.231 = load double, double* %1, align 8
  %sunkaddr511 = mul i64 %.107.027, 8
  %2 = bitcast double* %arg.x.4 to i8*
  %sunkaddr512 = getelementptr i8, i8* %2, i64 %sunkaddr511
  %3 = bitcast i8* %sunkaddr512 to double*
  %.261 = load double, double* %3, align 8
  %.292 = fmul double %.261, %.261
  %.293 = fsub double %.231, %.292
  %.294 = fmul double %.293, 1.000000e+01
  %sunkaddr513 = mul i64 %.107.027, 8
  %4 = bitcast double* %.6.i1.i to i8*
  %sunkaddr514 = getelementptr i8, i8* %4, i64 %sunkaddr513
  %5 = bitcast i8* %sunkaddr514 to double*
  store double %.294, double* %5, align 8
  %sunkaddr515 = mul i64 %.107.027, 8
  %6 = bitcast double* %arg.x.4 to i8*
  %sunkaddr516 = getelementptr i8, i8* %6, i64 %sunkaddr515
  %sunkaddr517 = getelementptr i8, i8* %sunkaddr516, i64 16
  %7 = bitcast i8* %sunkaddr517 to double*
  %.231.1 = load double, double* %7, align 8
  %sunkaddr518 = mul i64 %.107.027, 8
  %8 = bitcast double* %arg.x.4 to i8*
  %sunkaddr519 = getelementptr i8, i8* %8, i64 %sunkaddr518
  %sunkaddr520 = getelementptr i8, i8* %sunkaddr519, i64 8
  %9 = bitcast i8* %sunkaddr520 to double*
  %.261.1 = load double, double* %9, align 8
  %.292.1 = fmul double %.261.1, %.261.1
  %.293.1 = fsub double %.231.1, %.292.1
  %.294.1 = fmul double %.293.1, 1.000000e+01
  %sunkaddr521 = mul i64 %.107.027, 8
  %10 = bitcast double* %.6.i1.i to i8*
  %sunkaddr522 = getelementptr i8, i8* %10, i64 %sunkaddr521
  %sunkaddr523 = getelementptr i8, i8* %sunkaddr522, i64 8
  %11 = bitcast i8* %sunkaddr523 to double*
  store double %.294.1, double* %11, align 8
  %sunkaddr524 = mul i64 %.107.027, 8
  %12 = bitcast double* %arg.x.4 to i8*
  %sunkaddr525 = getelementptr i8, i8* %12, i64 %sunkaddr524
  %sunkaddr526 = getelementptr i8, i8* %sunkaddr525, i64 24
  %13 = bitcast i8* %sunkaddr526 to double*
  %.231.2 = load double, double* %13, align 8
  %sunkaddr527 = mul i64 %.107.027, 8
  %14 = bitcast double* %arg.x.4 to i8*
  %sunkaddr528 = getelementptr i8, i8* %14, i64 %sunkaddr527
  %sunkaddr529 = getelementptr i8, i8* %sunkaddr528, i64 16
  %15 = bitcast i8* %sunkaddr529 to double*
  %.261.2 = load double, double* %15, align 8
  %.292.2 = fmul double %.261.2, %.261.2
  %.293.2 = fsub double %.231.2, %.292.2
  %.294.2 = fmul double %.293.2, 1.000000e+01
  %sunkaddr530 = mul i64 %.107.027, 8
  %16 = bitcast double* %.6.i1.i to i8*
  %sunkaddr531 = getelementptr i8, i8* %16, i64 %sunkaddr530
  %sunkaddr532 = getelementptr i8, i8* %sunkaddr531, i64 16
  %17 = bitcast i8* %sunkaddr532 to double*
  store double %.294.2, double* %17, align 8
  %sunkaddr533 = mul i64 %.107.027, 8
  %18 = bitcast double* %arg.x.4 to i8*
  %sunkaddr534 = getelementptr i8, i8* %18, i64 %sunkaddr533
  %sunkaddr535 = getelementptr i8, i8* %sunkaddr534, i64 32
  %19 = bitcast i8* %sunkaddr535 to double*
  %.231.3 = load double, double* %19, align 8
  %sunkaddr536 = mul i64 %.107.027, 8
  %20 = bitcast double* %arg.x.4 to i8*
  %sunkaddr537 = getelementptr i8, i8* %20, i64 %sunkaddr536
  %sunkaddr538 = getelementptr i8, i8* %sunkaddr537, i64 24
  %21 = bitcast i8* %sunkaddr538 to double*
  %.261.3 = load double, double* %21, align 8
  %.292.3 = fmul double %.261.3, %.261.3
  %.293.3 = fsub double %.231.3, %.292.3
  %.294.3 = fmul double %.293.3, 1.000000e+01
  %sunkaddr539 = mul i64 %.107.027, 8
  %22 = bitcast double* %.6.i1.i to i8*
  %sunkaddr540 = getelementptr i8, i8* %22, i64 %sunkaddr539
  %sunkaddr541 = getelementptr i8, i8* %sunkaddr540, i64 24
  %23 = bitcast i8* %sunkaddr541 to double*
  store double %.294.3, double* %23, align 8
  %sunkaddr542 = mul i64 %.107.027, 8
  %24 = bitcast double* %arg.x.4 to i8*
  %sunkaddr543 = getelementptr i8, i8* %24, i64 %sunkaddr542
  %sunkaddr544 = getelementptr i8, i8* %sunkaddr543, i64 40
  %25 = bitcast i8* %sunkaddr544 to double*
  %.231.4 = load double, double* %25, align 8
  %sunkaddr545 = mul i64 %.107.027, 8
  %26 = bitcast double* %arg.x.4 to i8*
  %sunkaddr546 = getelementptr i8, i8* %26, i64 %sunkaddr545
  %sunkaddr547 = getelementptr i8, i8* %sunkaddr546, i64 32
  %27 = bitcast i8* %sunkaddr547 to double*
  %.261.4 = load double, double* %27, align 8
  %.292.4 = fmul double %.261.4, %.261.4
  %.293.4 = fsub double %.231.4, %.292.4
  %.294.4 = fmul double %.293.4, 1.000000e+01
  %sunkaddr548 = mul i64 %.107.027, 8
  %28 = bitcast double* %.6.i1.i to i8*
  %sunkaddr549 = getelementptr i8, i8* %28, i64 %sunkaddr548
  %sunkaddr550 = getelementptr i8, i8* %sunkaddr549, i64 32
  %29 = bitcast i8* %sunkaddr550 to double*
  store double %.294.4, double* %29, align 8
  %sunkaddr551 = mul i64 %.107.027, 8
  %30 = bitcast double* %arg.x.4 to i8*
  %sunkaddr552 = getelementptr i8, i8* %30, i64 %sunkaddr551
  %sunkaddr553 = getelementptr i8, i8* %sunkaddr552, i64 48
  %31 = bitcast i8* %sunkaddr553 to double*
  %.231.5 = load double, double* %31, align 8
  %sunkaddr554 = mul i64 %.107.027, 8
  %32 = bitcast double* %arg.x.4 to i8*
  %sunkaddr555 = getelementptr i8, i8* %32, i64 %sunkaddr554
  %sunkaddr556 = getelementptr i8, i8* %sunkaddr555, i64 40
  %33 = bitcast i8* %sunkaddr556 to double*
  %.261.5 = load double, double* %33, align 8
  %.292.5 = fmul double %.261.5, %.261.5
  %.293.5 = fsub double %.231.5, %.292.5
  %.294.5 = fmul double %.293.5, 1.000000e+01
  %sunkaddr557 = mul i64 %.107.027, 8
  %34 = bitcast double* %.6.i1.i to i8*
  %sunkaddr558 = getelementptr i8, i8* %34, i64 %sunkaddr557
  %sunkaddr559 = getelementptr i8, i8* %sunkaddr558, i64 40
  %35 = bitcast i8* %sunkaddr559 to double*
  store double %.294.5, double* %35, align 8
  %sunkaddr560 = mul i64 %.107.027, 8
  %36 = bitcast double* %arg.x.4 to i8*
  %sunkaddr561 = getelementptr i8, i8* %36, i64 %sunkaddr560
  %sunkaddr562 = getelementptr i8, i8* %sunkaddr561, i64 56
  %37 = bitcast i8* %sunkaddr562 to double*
  %.231.6 = load double, double* %37, align 8
  %sunkaddr563 = mul i64 %.107.027, 8
  %38 = bitcast double* %arg.x.4 to i8*
  %sunkaddr564 = getelementptr i8, i8* %38, i64 %sunkaddr563
  %sunkaddr565 = getelementptr i8, i8* %sunkaddr564, i64 48
  %39 = bitcast i8* %sunkaddr565 to double*
  %.261.6 = load double, double* %39, align 8
  %.292.6 = fmul double %.261.6, %.261.6
  %.293.6 = fsub double %.231.6, %.292.6
  %.294.6 = fmul double %.293.6, 1.000000e+01
  %sunkaddr566 = mul i64 %.107.027, 8
  %40 = bitcast double* %.6.i1.i to i8*
  %sunkaddr567 = getelementptr i8, i8* %40, i64 %sunkaddr566
  %sunkaddr568 = getelementptr i8, i8* %sunkaddr567, i64 48
  %41 = bitcast i8* %sunkaddr568 to double*
  store double %.294.6, double* %41, align 8
  %.176.7 = add nuw nsw i64 %.107.027, 8
  %sunkaddr569 = mul i64 %.107.027, 8
  %42 = bitcast double* %arg.x.4 to i8*
  %sunkaddr570 = getelementptr i8, i8* %42, i64 %sunkaddr569
  %sunkaddr571 = getelementptr i8, i8* %sunkaddr570, i64 64
  %43 = bitcast i8* %sunkaddr571 to double*
  %.231.7 = load double, double* %43, align 8
  %sunkaddr572 = mul i64 %.107.027, 8
  %44 = bitcast double* %arg.x.4 to i8*
  %sunkaddr573 = getelementptr i8, i8* %44, i64 %sunkaddr572
  %sunkaddr574 = getelementptr i8, i8* %sunkaddr573, i64 56
  %45 = bitcast i8* %sunkaddr574 to double*
  %.261.7 = load double, double* %45, align 8
  %.292.7 = fmul double %.261.7, %.261.7
  %.293.7 = fsub double %.231.7, %.292.7
  %.294.7 = fmul double %.293.7, 1.000000e+01
  %sunkaddr575 = mul i64 %.107.027, 8
  %46 = bitcast double* %.6.i1.i to i8*
  %sunkaddr576 = getelementptr i8, i8* %46, i64 %sunkaddr575
  %sunkaddr577 = getelementptr i8, i8* %sunkaddr576, i64 56
  %47 = bitcast i8* %sunkaddr577 to double*
  store double %.294.7, double* %47, align 8
  %exitcond.not.7 = icmp eq i64 %.83, %.176.7
  br i1 %exitcond.not.7, label %B200, label %B126, !llvm.loop !11

common.ret:                                       ; preds = %B0.if, %B200
  %common.ret.op = phi i32 [ 0, %B200 ], [ 1, %B0.if ]
  ret i32 %common.ret.op

B200:                                             ; preds = %B126, %B126.prol.loopexit, %middle.block, %B0.endif.endif
  %.359 = load double, double* %arg.x.4, align 8
  %.360 = fsub double 1.000000e+00, %.359
  %sunkaddr578 = mul i64 %arg.x.5.0, 8
  %48 = bitcast double* %.6.i1.i to i8*
  %sunkaddr579 = getelementptr i8, i8* %48, i64 %sunkaddr578
  %sunkaddr580 = getelementptr i8, i8* %sunkaddr579, i64 -8
  %49 = bitcast i8* %sunkaddr580 to double*
  store double %.360, double* %49, align 8
  %retptr.repack581 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.7.i.i.i, i8** %retptr.repack581, align 8
  %retptr.repack1 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack1, align 8
  %retptr.repack3 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %arg.x.5.0, i64* %retptr.repack3, align 8
  %retptr.repack5 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 8, i64* %retptr.repack5, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store double* %.6.i1.i, double** %retptr.repack7, align 8
  %50 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.x.5.0, i64* %50, align 8
  %51 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 8, i64* %51, align 8
  tail call void @NRT_decref(i8* %arg.x.0)
  br label %common.ret

B0.if:                                            ; preds = %entry, %B0.endif.endif.i, %B0.endif.endif.endif.i
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140289593148672, %B0.endif.endif.endif.i ], [ @.const.picklebuf.140289589620608, %B0.endif.endif.i ], [ @.const.picklebuf.140289589620544, %entry ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %52 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %52, align 8, !noalias !13
  %.83 = add i64 %arg.x.5.0, -1
  %.121 = icmp ult i64 %arg.x.5.0, 2
  %.16326.not41 = icmp eq i64 %.83, 0
  %.16326.not = select i1 %.121, i1 true, i1 %.16326.not41
  br i1 %.16326.not, label %B200, label %B126.preheader

B126.preheader:                                   ; preds = %B0.endif.endif
  %min.iters.check = icmp ult i64 %.83, 32
  br i1 %min.iters.check, label %B126.preheader42, label %vector.memcheck

vector.memcheck:                                  ; preds = %B126.preheader
  %scevgep = getelementptr double, double* %.6.i1.i, i64 %.83
  %scevgep32 = getelementptr double, double* %arg.x.4, i64 %arg.x.5.0
  %bound0 = icmp ult double* %.6.i1.i, %scevgep32
  %bound1 = icmp ugt double* %scevgep, %arg.x.4
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %B126.preheader42, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %.83, -32
  %53 = add i64 %n.vec, -32
  %54 = lshr exact i64 %53, 5
  %55 = add nuw nsw i64 %54, 1
  %xtraiter43 = and i64 %55, 7
  %56 = icmp ult i64 %53, 224
  br i1 %56, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %55, 1152921504606846968
  %scevgep125 = getelementptr double, double* %arg.x.4, i64 249
  %scevgep411 = getelementptr double, double* %.6.i1.i, i64 248
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv507 = phi i64 [ %lsr.iv.next508, %vector.body ], [ %unroll_iter, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %scevgep375 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep375376 = bitcast double* %scevgep375 to <8 x double>*
  %scevgep377 = getelementptr <8 x double>, <8 x double>* %scevgep375376, i64 -31
  %wide.load = load <8 x double>, <8 x double>* %scevgep377, align 8, !alias.scope !14
  %scevgep384 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep384385 = bitcast double* %scevgep384 to <8 x double>*
  %scevgep386 = getelementptr <8 x double>, <8 x double>* %scevgep384385, i64 -30
  %wide.load34 = load <8 x double>, <8 x double>* %scevgep386, align 8, !alias.scope !14
  %scevgep381 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep381382 = bitcast double* %scevgep381 to <8 x double>*
  %scevgep383 = getelementptr <8 x double>, <8 x double>* %scevgep381382, i64 -29
  %wide.load35 = load <8 x double>, <8 x double>* %scevgep383, align 8, !alias.scope !14
  %scevgep378 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep378379 = bitcast double* %scevgep378 to <8 x double>*
  %scevgep380 = getelementptr <8 x double>, <8 x double>* %scevgep378379, i64 -28
  %wide.load36 = load <8 x double>, <8 x double>* %scevgep380, align 8, !alias.scope !14
  %scevgep387 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep387388 = bitcast double* %scevgep387 to <8 x double>*
  %scevgep389 = getelementptr <8 x double>, <8 x double>* %scevgep387388, i64 -31
  %scevgep389390 = bitcast <8 x double>* %scevgep389 to i8*
  %uglygep391 = getelementptr i8, i8* %scevgep389390, i64 -8
  %uglygep391392 = bitcast i8* %uglygep391 to <8 x double>*
  %wide.load37 = load <8 x double>, <8 x double>* %uglygep391392, align 8, !alias.scope !14
  %scevgep405 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep405406 = bitcast double* %scevgep405 to <8 x double>*
  %scevgep407 = getelementptr <8 x double>, <8 x double>* %scevgep405406, i64 -30
  %scevgep407408 = bitcast <8 x double>* %scevgep407 to i8*
  %uglygep409 = getelementptr i8, i8* %scevgep407408, i64 -8
  %uglygep409410 = bitcast i8* %uglygep409 to <8 x double>*
  %wide.load38 = load <8 x double>, <8 x double>* %uglygep409410, align 8, !alias.scope !14
  %scevgep399 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep399400 = bitcast double* %scevgep399 to <8 x double>*
  %scevgep401 = getelementptr <8 x double>, <8 x double>* %scevgep399400, i64 -29
  %scevgep401402 = bitcast <8 x double>* %scevgep401 to i8*
  %uglygep403 = getelementptr i8, i8* %scevgep401402, i64 -8
  %uglygep403404 = bitcast i8* %uglygep403 to <8 x double>*
  %wide.load39 = load <8 x double>, <8 x double>* %uglygep403404, align 8, !alias.scope !14
  %scevgep393 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep393394 = bitcast double* %scevgep393 to <8 x double>*
  %scevgep395 = getelementptr <8 x double>, <8 x double>* %scevgep393394, i64 -28
  %scevgep395396 = bitcast <8 x double>* %scevgep395 to i8*
  %uglygep397 = getelementptr i8, i8* %scevgep395396, i64 -8
  %uglygep397398 = bitcast i8* %uglygep397 to <8 x double>*
  %wide.load40 = load <8 x double>, <8 x double>* %uglygep397398, align 8, !alias.scope !14
  %57 = fmul <8 x double> %wide.load37, %wide.load37
  %58 = fmul <8 x double> %wide.load38, %wide.load38
  %59 = fmul <8 x double> %wide.load39, %wide.load39
  %60 = fmul <8 x double> %wide.load40, %wide.load40
  %61 = fsub <8 x double> %wide.load, %57
  %62 = fsub <8 x double> %wide.load34, %58
  %63 = fsub <8 x double> %wide.load35, %59
  %64 = fsub <8 x double> %wide.load36, %60
  %65 = fmul <8 x double> %61, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %66 = fmul <8 x double> %62, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %67 = fmul <8 x double> %63, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %68 = fmul <8 x double> %64, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %scevgep495 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep495496 = bitcast double* %scevgep495 to <8 x double>*
  %scevgep497 = getelementptr <8 x double>, <8 x double>* %scevgep495496, i64 -31
  store <8 x double> %65, <8 x double>* %scevgep497, align 8, !alias.scope !17, !noalias !14
  %scevgep504 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep504505 = bitcast double* %scevgep504 to <8 x double>*
  %scevgep506 = getelementptr <8 x double>, <8 x double>* %scevgep504505, i64 -30
  store <8 x double> %66, <8 x double>* %scevgep506, align 8, !alias.scope !17, !noalias !14
  %scevgep501 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep501502 = bitcast double* %scevgep501 to <8 x double>*
  %scevgep503 = getelementptr <8 x double>, <8 x double>* %scevgep501502, i64 -29
  store <8 x double> %67, <8 x double>* %scevgep503, align 8, !alias.scope !17, !noalias !14
  %scevgep498 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep498499 = bitcast double* %scevgep498 to <8 x double>*
  %scevgep500 = getelementptr <8 x double>, <8 x double>* %scevgep498499, i64 -28
  store <8 x double> %68, <8 x double>* %scevgep500, align 8, !alias.scope !17, !noalias !14
  %scevgep314 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep314315 = bitcast double* %scevgep314 to <8 x double>*
  %scevgep316 = getelementptr <8 x double>, <8 x double>* %scevgep314315, i64 -27
  %wide.load.1 = load <8 x double>, <8 x double>* %scevgep316, align 8, !alias.scope !14
  %scevgep311 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep311312 = bitcast double* %scevgep311 to <8 x double>*
  %scevgep313 = getelementptr <8 x double>, <8 x double>* %scevgep311312, i64 -26
  %wide.load34.1 = load <8 x double>, <8 x double>* %scevgep313, align 8, !alias.scope !14
  %scevgep308 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep308309 = bitcast double* %scevgep308 to <8 x double>*
  %scevgep310 = getelementptr <8 x double>, <8 x double>* %scevgep308309, i64 -25
  %wide.load35.1 = load <8 x double>, <8 x double>* %scevgep310, align 8, !alias.scope !14
  %scevgep305 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep305306 = bitcast double* %scevgep305 to <8 x double>*
  %scevgep307 = getelementptr <8 x double>, <8 x double>* %scevgep305306, i64 -24
  %wide.load36.1 = load <8 x double>, <8 x double>* %scevgep307, align 8, !alias.scope !14
  %scevgep335 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep335336 = bitcast double* %scevgep335 to <8 x double>*
  %scevgep337 = getelementptr <8 x double>, <8 x double>* %scevgep335336, i64 -27
  %scevgep337338 = bitcast <8 x double>* %scevgep337 to i8*
  %uglygep339 = getelementptr i8, i8* %scevgep337338, i64 -8
  %uglygep339340 = bitcast i8* %uglygep339 to <8 x double>*
  %wide.load37.1 = load <8 x double>, <8 x double>* %uglygep339340, align 8, !alias.scope !14
  %scevgep329 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep329330 = bitcast double* %scevgep329 to <8 x double>*
  %scevgep331 = getelementptr <8 x double>, <8 x double>* %scevgep329330, i64 -26
  %scevgep331332 = bitcast <8 x double>* %scevgep331 to i8*
  %uglygep333 = getelementptr i8, i8* %scevgep331332, i64 -8
  %uglygep333334 = bitcast i8* %uglygep333 to <8 x double>*
  %wide.load38.1 = load <8 x double>, <8 x double>* %uglygep333334, align 8, !alias.scope !14
  %scevgep323 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep323324 = bitcast double* %scevgep323 to <8 x double>*
  %scevgep325 = getelementptr <8 x double>, <8 x double>* %scevgep323324, i64 -25
  %scevgep325326 = bitcast <8 x double>* %scevgep325 to i8*
  %uglygep327 = getelementptr i8, i8* %scevgep325326, i64 -8
  %uglygep327328 = bitcast i8* %uglygep327 to <8 x double>*
  %wide.load39.1 = load <8 x double>, <8 x double>* %uglygep327328, align 8, !alias.scope !14
  %scevgep317 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep317318 = bitcast double* %scevgep317 to <8 x double>*
  %scevgep319 = getelementptr <8 x double>, <8 x double>* %scevgep317318, i64 -24
  %scevgep319320 = bitcast <8 x double>* %scevgep319 to i8*
  %uglygep321 = getelementptr i8, i8* %scevgep319320, i64 -8
  %uglygep321322 = bitcast i8* %uglygep321 to <8 x double>*
  %wide.load40.1 = load <8 x double>, <8 x double>* %uglygep321322, align 8, !alias.scope !14
  %69 = fmul <8 x double> %wide.load37.1, %wide.load37.1
  %70 = fmul <8 x double> %wide.load38.1, %wide.load38.1
  %71 = fmul <8 x double> %wide.load39.1, %wide.load39.1
  %72 = fmul <8 x double> %wide.load40.1, %wide.load40.1
  %73 = fsub <8 x double> %wide.load.1, %69
  %74 = fsub <8 x double> %wide.load34.1, %70
  %75 = fsub <8 x double> %wide.load35.1, %71
  %76 = fsub <8 x double> %wide.load36.1, %72
  %77 = fmul <8 x double> %73, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %78 = fmul <8 x double> %74, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %79 = fmul <8 x double> %75, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %80 = fmul <8 x double> %76, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %scevgep481 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep481482 = bitcast double* %scevgep481 to <8 x double>*
  %scevgep483 = getelementptr <8 x double>, <8 x double>* %scevgep481482, i64 -27
  store <8 x double> %77, <8 x double>* %scevgep483, align 8, !alias.scope !17, !noalias !14
  %scevgep478 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep478479 = bitcast double* %scevgep478 to <8 x double>*
  %scevgep480 = getelementptr <8 x double>, <8 x double>* %scevgep478479, i64 -26
  store <8 x double> %78, <8 x double>* %scevgep480, align 8, !alias.scope !17, !noalias !14
  %scevgep475 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep475476 = bitcast double* %scevgep475 to <8 x double>*
  %scevgep477 = getelementptr <8 x double>, <8 x double>* %scevgep475476, i64 -25
  store <8 x double> %79, <8 x double>* %scevgep477, align 8, !alias.scope !17, !noalias !14
  %scevgep472 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep472473 = bitcast double* %scevgep472 to <8 x double>*
  %scevgep474 = getelementptr <8 x double>, <8 x double>* %scevgep472473, i64 -24
  store <8 x double> %80, <8 x double>* %scevgep474, align 8, !alias.scope !17, !noalias !14
  %scevgep278 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep278279 = bitcast double* %scevgep278 to <8 x double>*
  %scevgep280 = getelementptr <8 x double>, <8 x double>* %scevgep278279, i64 -23
  %wide.load.2 = load <8 x double>, <8 x double>* %scevgep280, align 8, !alias.scope !14
  %scevgep275 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep275276 = bitcast double* %scevgep275 to <8 x double>*
  %scevgep277 = getelementptr <8 x double>, <8 x double>* %scevgep275276, i64 -22
  %wide.load34.2 = load <8 x double>, <8 x double>* %scevgep277, align 8, !alias.scope !14
  %scevgep272 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep272273 = bitcast double* %scevgep272 to <8 x double>*
  %scevgep274 = getelementptr <8 x double>, <8 x double>* %scevgep272273, i64 -21
  %wide.load35.2 = load <8 x double>, <8 x double>* %scevgep274, align 8, !alias.scope !14
  %scevgep269 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep269270 = bitcast double* %scevgep269 to <8 x double>*
  %scevgep271 = getelementptr <8 x double>, <8 x double>* %scevgep269270, i64 -20
  %wide.load36.2 = load <8 x double>, <8 x double>* %scevgep271, align 8, !alias.scope !14
  %scevgep299 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep299300 = bitcast double* %scevgep299 to <8 x double>*
  %scevgep301 = getelementptr <8 x double>, <8 x double>* %scevgep299300, i64 -23
  %scevgep301302 = bitcast <8 x double>* %scevgep301 to i8*
  %uglygep303 = getelementptr i8, i8* %scevgep301302, i64 -8
  %uglygep303304 = bitcast i8* %uglygep303 to <8 x double>*
  %wide.load37.2 = load <8 x double>, <8 x double>* %uglygep303304, align 8, !alias.scope !14
  %scevgep293 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep293294 = bitcast double* %scevgep293 to <8 x double>*
  %scevgep295 = getelementptr <8 x double>, <8 x double>* %scevgep293294, i64 -22
  %scevgep295296 = bitcast <8 x double>* %scevgep295 to i8*
  %uglygep297 = getelementptr i8, i8* %scevgep295296, i64 -8
  %uglygep297298 = bitcast i8* %uglygep297 to <8 x double>*
  %wide.load38.2 = load <8 x double>, <8 x double>* %uglygep297298, align 8, !alias.scope !14
  %scevgep287 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep287288 = bitcast double* %scevgep287 to <8 x double>*
  %scevgep289 = getelementptr <8 x double>, <8 x double>* %scevgep287288, i64 -21
  %scevgep289290 = bitcast <8 x double>* %scevgep289 to i8*
  %uglygep291 = getelementptr i8, i8* %scevgep289290, i64 -8
  %uglygep291292 = bitcast i8* %uglygep291 to <8 x double>*
  %wide.load39.2 = load <8 x double>, <8 x double>* %uglygep291292, align 8, !alias.scope !14
  %scevgep281 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep281282 = bitcast double* %scevgep281 to <8 x double>*
  %scevgep283 = getelementptr <8 x double>, <8 x double>* %scevgep281282, i64 -20
  %scevgep283284 = bitcast <8 x double>* %scevgep283 to i8*
  %uglygep285 = getelementptr i8, i8* %scevgep283284, i64 -8
  %uglygep285286 = bitcast i8* %uglygep285 to <8 x double>*
  %wide.load40.2 = load <8 x double>, <8 x double>* %uglygep285286, align 8, !alias.scope !14
  %81 = fmul <8 x double> %wide.load37.2, %wide.load37.2
  %82 = fmul <8 x double> %wide.load38.2, %wide.load38.2
  %83 = fmul <8 x double> %wide.load39.2, %wide.load39.2
  %84 = fmul <8 x double> %wide.load40.2, %wide.load40.2
  %85 = fsub <8 x double> %wide.load.2, %81
  %86 = fsub <8 x double> %wide.load34.2, %82
  %87 = fsub <8 x double> %wide.load35.2, %83
  %88 = fsub <8 x double> %wide.load36.2, %84
  %89 = fmul <8 x double> %85, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %90 = fmul <8 x double> %86, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %91 = fmul <8 x double> %87, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %92 = fmul <8 x double> %88, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %scevgep469 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep469470 = bitcast double* %scevgep469 to <8 x double>*
  %scevgep471 = getelementptr <8 x double>, <8 x double>* %scevgep469470, i64 -23
  store <8 x double> %89, <8 x double>* %scevgep471, align 8, !alias.scope !17, !noalias !14
  %scevgep466 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep466467 = bitcast double* %scevgep466 to <8 x double>*
  %scevgep468 = getelementptr <8 x double>, <8 x double>* %scevgep466467, i64 -22
  store <8 x double> %90, <8 x double>* %scevgep468, align 8, !alias.scope !17, !noalias !14
  %scevgep463 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep463464 = bitcast double* %scevgep463 to <8 x double>*
  %scevgep465 = getelementptr <8 x double>, <8 x double>* %scevgep463464, i64 -21
  store <8 x double> %91, <8 x double>* %scevgep465, align 8, !alias.scope !17, !noalias !14
  %scevgep460 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep460461 = bitcast double* %scevgep460 to <8 x double>*
  %scevgep462 = getelementptr <8 x double>, <8 x double>* %scevgep460461, i64 -20
  store <8 x double> %92, <8 x double>* %scevgep462, align 8, !alias.scope !17, !noalias !14
  %scevgep242 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep242243 = bitcast double* %scevgep242 to <8 x double>*
  %scevgep244 = getelementptr <8 x double>, <8 x double>* %scevgep242243, i64 -19
  %wide.load.3 = load <8 x double>, <8 x double>* %scevgep244, align 8, !alias.scope !14
  %scevgep239 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep239240 = bitcast double* %scevgep239 to <8 x double>*
  %scevgep241 = getelementptr <8 x double>, <8 x double>* %scevgep239240, i64 -18
  %wide.load34.3 = load <8 x double>, <8 x double>* %scevgep241, align 8, !alias.scope !14
  %scevgep236 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep236237 = bitcast double* %scevgep236 to <8 x double>*
  %scevgep238 = getelementptr <8 x double>, <8 x double>* %scevgep236237, i64 -17
  %wide.load35.3 = load <8 x double>, <8 x double>* %scevgep238, align 8, !alias.scope !14
  %scevgep233 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep233234 = bitcast double* %scevgep233 to <8 x double>*
  %scevgep235 = getelementptr <8 x double>, <8 x double>* %scevgep233234, i64 -16
  %wide.load36.3 = load <8 x double>, <8 x double>* %scevgep235, align 8, !alias.scope !14
  %scevgep263 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep263264 = bitcast double* %scevgep263 to <8 x double>*
  %scevgep265 = getelementptr <8 x double>, <8 x double>* %scevgep263264, i64 -19
  %scevgep265266 = bitcast <8 x double>* %scevgep265 to i8*
  %uglygep267 = getelementptr i8, i8* %scevgep265266, i64 -8
  %uglygep267268 = bitcast i8* %uglygep267 to <8 x double>*
  %wide.load37.3 = load <8 x double>, <8 x double>* %uglygep267268, align 8, !alias.scope !14
  %scevgep257 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep257258 = bitcast double* %scevgep257 to <8 x double>*
  %scevgep259 = getelementptr <8 x double>, <8 x double>* %scevgep257258, i64 -18
  %scevgep259260 = bitcast <8 x double>* %scevgep259 to i8*
  %uglygep261 = getelementptr i8, i8* %scevgep259260, i64 -8
  %uglygep261262 = bitcast i8* %uglygep261 to <8 x double>*
  %wide.load38.3 = load <8 x double>, <8 x double>* %uglygep261262, align 8, !alias.scope !14
  %scevgep251 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep251252 = bitcast double* %scevgep251 to <8 x double>*
  %scevgep253 = getelementptr <8 x double>, <8 x double>* %scevgep251252, i64 -17
  %scevgep253254 = bitcast <8 x double>* %scevgep253 to i8*
  %uglygep255 = getelementptr i8, i8* %scevgep253254, i64 -8
  %uglygep255256 = bitcast i8* %uglygep255 to <8 x double>*
  %wide.load39.3 = load <8 x double>, <8 x double>* %uglygep255256, align 8, !alias.scope !14
  %scevgep245 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep245246 = bitcast double* %scevgep245 to <8 x double>*
  %scevgep247 = getelementptr <8 x double>, <8 x double>* %scevgep245246, i64 -16
  %scevgep247248 = bitcast <8 x double>* %scevgep247 to i8*
  %uglygep249 = getelementptr i8, i8* %scevgep247248, i64 -8
  %uglygep249250 = bitcast i8* %uglygep249 to <8 x double>*
  %wide.load40.3 = load <8 x double>, <8 x double>* %uglygep249250, align 8, !alias.scope !14
  %93 = fmul <8 x double> %wide.load37.3, %wide.load37.3
  %94 = fmul <8 x double> %wide.load38.3, %wide.load38.3
  %95 = fmul <8 x double> %wide.load39.3, %wide.load39.3
  %96 = fmul <8 x double> %wide.load40.3, %wide.load40.3
  %97 = fsub <8 x double> %wide.load.3, %93
  %98 = fsub <8 x double> %wide.load34.3, %94
  %99 = fsub <8 x double> %wide.load35.3, %95
  %100 = fsub <8 x double> %wide.load36.3, %96
  %101 = fmul <8 x double> %97, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %102 = fmul <8 x double> %98, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %103 = fmul <8 x double> %99, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %104 = fmul <8 x double> %100, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %scevgep457 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep457458 = bitcast double* %scevgep457 to <8 x double>*
  %scevgep459 = getelementptr <8 x double>, <8 x double>* %scevgep457458, i64 -19
  store <8 x double> %101, <8 x double>* %scevgep459, align 8, !alias.scope !17, !noalias !14
  %scevgep454 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep454455 = bitcast double* %scevgep454 to <8 x double>*
  %scevgep456 = getelementptr <8 x double>, <8 x double>* %scevgep454455, i64 -18
  store <8 x double> %102, <8 x double>* %scevgep456, align 8, !alias.scope !17, !noalias !14
  %scevgep451 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep451452 = bitcast double* %scevgep451 to <8 x double>*
  %scevgep453 = getelementptr <8 x double>, <8 x double>* %scevgep451452, i64 -17
  store <8 x double> %103, <8 x double>* %scevgep453, align 8, !alias.scope !17, !noalias !14
  %scevgep448 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep448449 = bitcast double* %scevgep448 to <8 x double>*
  %scevgep450 = getelementptr <8 x double>, <8 x double>* %scevgep448449, i64 -16
  store <8 x double> %104, <8 x double>* %scevgep450, align 8, !alias.scope !17, !noalias !14
  %scevgep206 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep206207 = bitcast double* %scevgep206 to <8 x double>*
  %scevgep208 = getelementptr <8 x double>, <8 x double>* %scevgep206207, i64 -15
  %wide.load.4 = load <8 x double>, <8 x double>* %scevgep208, align 8, !alias.scope !14
  %scevgep203 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep203204 = bitcast double* %scevgep203 to <8 x double>*
  %scevgep205 = getelementptr <8 x double>, <8 x double>* %scevgep203204, i64 -14
  %wide.load34.4 = load <8 x double>, <8 x double>* %scevgep205, align 8, !alias.scope !14
  %scevgep200 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep200201 = bitcast double* %scevgep200 to <8 x double>*
  %scevgep202 = getelementptr <8 x double>, <8 x double>* %scevgep200201, i64 -13
  %wide.load35.4 = load <8 x double>, <8 x double>* %scevgep202, align 8, !alias.scope !14
  %scevgep197 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep197198 = bitcast double* %scevgep197 to <8 x double>*
  %scevgep199 = getelementptr <8 x double>, <8 x double>* %scevgep197198, i64 -12
  %wide.load36.4 = load <8 x double>, <8 x double>* %scevgep199, align 8, !alias.scope !14
  %scevgep227 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep227228 = bitcast double* %scevgep227 to <8 x double>*
  %scevgep229 = getelementptr <8 x double>, <8 x double>* %scevgep227228, i64 -15
  %scevgep229230 = bitcast <8 x double>* %scevgep229 to i8*
  %uglygep231 = getelementptr i8, i8* %scevgep229230, i64 -8
  %uglygep231232 = bitcast i8* %uglygep231 to <8 x double>*
  %wide.load37.4 = load <8 x double>, <8 x double>* %uglygep231232, align 8, !alias.scope !14
  %scevgep221 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep221222 = bitcast double* %scevgep221 to <8 x double>*
  %scevgep223 = getelementptr <8 x double>, <8 x double>* %scevgep221222, i64 -14
  %scevgep223224 = bitcast <8 x double>* %scevgep223 to i8*
  %uglygep225 = getelementptr i8, i8* %scevgep223224, i64 -8
  %uglygep225226 = bitcast i8* %uglygep225 to <8 x double>*
  %wide.load38.4 = load <8 x double>, <8 x double>* %uglygep225226, align 8, !alias.scope !14
  %scevgep215 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep215216 = bitcast double* %scevgep215 to <8 x double>*
  %scevgep217 = getelementptr <8 x double>, <8 x double>* %scevgep215216, i64 -13
  %scevgep217218 = bitcast <8 x double>* %scevgep217 to i8*
  %uglygep219 = getelementptr i8, i8* %scevgep217218, i64 -8
  %uglygep219220 = bitcast i8* %uglygep219 to <8 x double>*
  %wide.load39.4 = load <8 x double>, <8 x double>* %uglygep219220, align 8, !alias.scope !14
  %scevgep209 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep209210 = bitcast double* %scevgep209 to <8 x double>*
  %scevgep211 = getelementptr <8 x double>, <8 x double>* %scevgep209210, i64 -12
  %scevgep211212 = bitcast <8 x double>* %scevgep211 to i8*
  %uglygep213 = getelementptr i8, i8* %scevgep211212, i64 -8
  %uglygep213214 = bitcast i8* %uglygep213 to <8 x double>*
  %wide.load40.4 = load <8 x double>, <8 x double>* %uglygep213214, align 8, !alias.scope !14
  %105 = fmul <8 x double> %wide.load37.4, %wide.load37.4
  %106 = fmul <8 x double> %wide.load38.4, %wide.load38.4
  %107 = fmul <8 x double> %wide.load39.4, %wide.load39.4
  %108 = fmul <8 x double> %wide.load40.4, %wide.load40.4
  %109 = fsub <8 x double> %wide.load.4, %105
  %110 = fsub <8 x double> %wide.load34.4, %106
  %111 = fsub <8 x double> %wide.load35.4, %107
  %112 = fsub <8 x double> %wide.load36.4, %108
  %113 = fmul <8 x double> %109, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %114 = fmul <8 x double> %110, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %115 = fmul <8 x double> %111, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %116 = fmul <8 x double> %112, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %scevgep445 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep445446 = bitcast double* %scevgep445 to <8 x double>*
  %scevgep447 = getelementptr <8 x double>, <8 x double>* %scevgep445446, i64 -15
  store <8 x double> %113, <8 x double>* %scevgep447, align 8, !alias.scope !17, !noalias !14
  %scevgep442 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep442443 = bitcast double* %scevgep442 to <8 x double>*
  %scevgep444 = getelementptr <8 x double>, <8 x double>* %scevgep442443, i64 -14
  store <8 x double> %114, <8 x double>* %scevgep444, align 8, !alias.scope !17, !noalias !14
  %scevgep439 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep439440 = bitcast double* %scevgep439 to <8 x double>*
  %scevgep441 = getelementptr <8 x double>, <8 x double>* %scevgep439440, i64 -13
  store <8 x double> %115, <8 x double>* %scevgep441, align 8, !alias.scope !17, !noalias !14
  %scevgep436 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep436437 = bitcast double* %scevgep436 to <8 x double>*
  %scevgep438 = getelementptr <8 x double>, <8 x double>* %scevgep436437, i64 -12
  store <8 x double> %116, <8 x double>* %scevgep438, align 8, !alias.scope !17, !noalias !14
  %scevgep170 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep170171 = bitcast double* %scevgep170 to <8 x double>*
  %scevgep172 = getelementptr <8 x double>, <8 x double>* %scevgep170171, i64 -11
  %wide.load.5 = load <8 x double>, <8 x double>* %scevgep172, align 8, !alias.scope !14
  %scevgep167 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep167168 = bitcast double* %scevgep167 to <8 x double>*
  %scevgep169 = getelementptr <8 x double>, <8 x double>* %scevgep167168, i64 -10
  %wide.load34.5 = load <8 x double>, <8 x double>* %scevgep169, align 8, !alias.scope !14
  %scevgep164 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep164165 = bitcast double* %scevgep164 to <8 x double>*
  %scevgep166 = getelementptr <8 x double>, <8 x double>* %scevgep164165, i64 -9
  %wide.load35.5 = load <8 x double>, <8 x double>* %scevgep166, align 8, !alias.scope !14
  %scevgep161 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep161162 = bitcast double* %scevgep161 to <8 x double>*
  %scevgep163 = getelementptr <8 x double>, <8 x double>* %scevgep161162, i64 -8
  %wide.load36.5 = load <8 x double>, <8 x double>* %scevgep163, align 8, !alias.scope !14
  %scevgep191 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep191192 = bitcast double* %scevgep191 to <8 x double>*
  %scevgep193 = getelementptr <8 x double>, <8 x double>* %scevgep191192, i64 -11
  %scevgep193194 = bitcast <8 x double>* %scevgep193 to i8*
  %uglygep195 = getelementptr i8, i8* %scevgep193194, i64 -8
  %uglygep195196 = bitcast i8* %uglygep195 to <8 x double>*
  %wide.load37.5 = load <8 x double>, <8 x double>* %uglygep195196, align 8, !alias.scope !14
  %scevgep185 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep185186 = bitcast double* %scevgep185 to <8 x double>*
  %scevgep187 = getelementptr <8 x double>, <8 x double>* %scevgep185186, i64 -10
  %scevgep187188 = bitcast <8 x double>* %scevgep187 to i8*
  %uglygep189 = getelementptr i8, i8* %scevgep187188, i64 -8
  %uglygep189190 = bitcast i8* %uglygep189 to <8 x double>*
  %wide.load38.5 = load <8 x double>, <8 x double>* %uglygep189190, align 8, !alias.scope !14
  %scevgep179 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep179180 = bitcast double* %scevgep179 to <8 x double>*
  %scevgep181 = getelementptr <8 x double>, <8 x double>* %scevgep179180, i64 -9
  %scevgep181182 = bitcast <8 x double>* %scevgep181 to i8*
  %uglygep183 = getelementptr i8, i8* %scevgep181182, i64 -8
  %uglygep183184 = bitcast i8* %uglygep183 to <8 x double>*
  %wide.load39.5 = load <8 x double>, <8 x double>* %uglygep183184, align 8, !alias.scope !14
  %scevgep173 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep173174 = bitcast double* %scevgep173 to <8 x double>*
  %scevgep175 = getelementptr <8 x double>, <8 x double>* %scevgep173174, i64 -8
  %scevgep175176 = bitcast <8 x double>* %scevgep175 to i8*
  %uglygep177 = getelementptr i8, i8* %scevgep175176, i64 -8
  %uglygep177178 = bitcast i8* %uglygep177 to <8 x double>*
  %wide.load40.5 = load <8 x double>, <8 x double>* %uglygep177178, align 8, !alias.scope !14
  %117 = fmul <8 x double> %wide.load37.5, %wide.load37.5
  %118 = fmul <8 x double> %wide.load38.5, %wide.load38.5
  %119 = fmul <8 x double> %wide.load39.5, %wide.load39.5
  %120 = fmul <8 x double> %wide.load40.5, %wide.load40.5
  %121 = fsub <8 x double> %wide.load.5, %117
  %122 = fsub <8 x double> %wide.load34.5, %118
  %123 = fsub <8 x double> %wide.load35.5, %119
  %124 = fsub <8 x double> %wide.load36.5, %120
  %125 = fmul <8 x double> %121, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %126 = fmul <8 x double> %122, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %127 = fmul <8 x double> %123, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %128 = fmul <8 x double> %124, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %scevgep433 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep433434 = bitcast double* %scevgep433 to <8 x double>*
  %scevgep435 = getelementptr <8 x double>, <8 x double>* %scevgep433434, i64 -11
  store <8 x double> %125, <8 x double>* %scevgep435, align 8, !alias.scope !17, !noalias !14
  %scevgep430 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep430431 = bitcast double* %scevgep430 to <8 x double>*
  %scevgep432 = getelementptr <8 x double>, <8 x double>* %scevgep430431, i64 -10
  store <8 x double> %126, <8 x double>* %scevgep432, align 8, !alias.scope !17, !noalias !14
  %scevgep427 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep427428 = bitcast double* %scevgep427 to <8 x double>*
  %scevgep429 = getelementptr <8 x double>, <8 x double>* %scevgep427428, i64 -9
  store <8 x double> %127, <8 x double>* %scevgep429, align 8, !alias.scope !17, !noalias !14
  %scevgep424 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep424425 = bitcast double* %scevgep424 to <8 x double>*
  %scevgep426 = getelementptr <8 x double>, <8 x double>* %scevgep424425, i64 -8
  store <8 x double> %128, <8 x double>* %scevgep426, align 8, !alias.scope !17, !noalias !14
  %scevgep135 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep135136 = bitcast double* %scevgep135 to <8 x double>*
  %scevgep137 = getelementptr <8 x double>, <8 x double>* %scevgep135136, i64 -7
  %wide.load.6 = load <8 x double>, <8 x double>* %scevgep137, align 8, !alias.scope !14
  %scevgep132 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep132133 = bitcast double* %scevgep132 to <8 x double>*
  %scevgep134 = getelementptr <8 x double>, <8 x double>* %scevgep132133, i64 -6
  %wide.load34.6 = load <8 x double>, <8 x double>* %scevgep134, align 8, !alias.scope !14
  %scevgep129 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep129130 = bitcast double* %scevgep129 to <8 x double>*
  %scevgep131 = getelementptr <8 x double>, <8 x double>* %scevgep129130, i64 -5
  %wide.load35.6 = load <8 x double>, <8 x double>* %scevgep131, align 8, !alias.scope !14
  %scevgep126 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep126127 = bitcast double* %scevgep126 to <8 x double>*
  %scevgep128 = getelementptr <8 x double>, <8 x double>* %scevgep126127, i64 -4
  %wide.load36.6 = load <8 x double>, <8 x double>* %scevgep128, align 8, !alias.scope !14
  %scevgep155 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep155156 = bitcast double* %scevgep155 to <8 x double>*
  %scevgep157 = getelementptr <8 x double>, <8 x double>* %scevgep155156, i64 -7
  %scevgep157158 = bitcast <8 x double>* %scevgep157 to i8*
  %uglygep159 = getelementptr i8, i8* %scevgep157158, i64 -8
  %uglygep159160 = bitcast i8* %uglygep159 to <8 x double>*
  %wide.load37.6 = load <8 x double>, <8 x double>* %uglygep159160, align 8, !alias.scope !14
  %scevgep149 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep149150 = bitcast double* %scevgep149 to <8 x double>*
  %scevgep151 = getelementptr <8 x double>, <8 x double>* %scevgep149150, i64 -6
  %scevgep151152 = bitcast <8 x double>* %scevgep151 to i8*
  %uglygep153 = getelementptr i8, i8* %scevgep151152, i64 -8
  %uglygep153154 = bitcast i8* %uglygep153 to <8 x double>*
  %wide.load38.6 = load <8 x double>, <8 x double>* %uglygep153154, align 8, !alias.scope !14
  %scevgep143 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep143144 = bitcast double* %scevgep143 to <8 x double>*
  %scevgep145 = getelementptr <8 x double>, <8 x double>* %scevgep143144, i64 -5
  %scevgep145146 = bitcast <8 x double>* %scevgep145 to i8*
  %uglygep147 = getelementptr i8, i8* %scevgep145146, i64 -8
  %uglygep147148 = bitcast i8* %uglygep147 to <8 x double>*
  %wide.load39.6 = load <8 x double>, <8 x double>* %uglygep147148, align 8, !alias.scope !14
  %scevgep138 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep138139 = bitcast double* %scevgep138 to <8 x double>*
  %scevgep140 = getelementptr <8 x double>, <8 x double>* %scevgep138139, i64 -4
  %scevgep140141 = bitcast <8 x double>* %scevgep140 to i8*
  %uglygep = getelementptr i8, i8* %scevgep140141, i64 -8
  %uglygep142 = bitcast i8* %uglygep to <8 x double>*
  %wide.load40.6 = load <8 x double>, <8 x double>* %uglygep142, align 8, !alias.scope !14
  %129 = fmul <8 x double> %wide.load37.6, %wide.load37.6
  %130 = fmul <8 x double> %wide.load38.6, %wide.load38.6
  %131 = fmul <8 x double> %wide.load39.6, %wide.load39.6
  %132 = fmul <8 x double> %wide.load40.6, %wide.load40.6
  %133 = fsub <8 x double> %wide.load.6, %129
  %134 = fsub <8 x double> %wide.load34.6, %130
  %135 = fsub <8 x double> %wide.load35.6, %131
  %136 = fsub <8 x double> %wide.load36.6, %132
  %137 = fmul <8 x double> %133, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %138 = fmul <8 x double> %134, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %139 = fmul <8 x double> %135, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %140 = fmul <8 x double> %136, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %scevgep421 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep421422 = bitcast double* %scevgep421 to <8 x double>*
  %scevgep423 = getelementptr <8 x double>, <8 x double>* %scevgep421422, i64 -7
  store <8 x double> %137, <8 x double>* %scevgep423, align 8, !alias.scope !17, !noalias !14
  %scevgep418 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep418419 = bitcast double* %scevgep418 to <8 x double>*
  %scevgep420 = getelementptr <8 x double>, <8 x double>* %scevgep418419, i64 -6
  store <8 x double> %138, <8 x double>* %scevgep420, align 8, !alias.scope !17, !noalias !14
  %scevgep415 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep415416 = bitcast double* %scevgep415 to <8 x double>*
  %scevgep417 = getelementptr <8 x double>, <8 x double>* %scevgep415416, i64 -5
  store <8 x double> %139, <8 x double>* %scevgep417, align 8, !alias.scope !17, !noalias !14
  %scevgep412 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep412413 = bitcast double* %scevgep412 to <8 x double>*
  %scevgep414 = getelementptr <8 x double>, <8 x double>* %scevgep412413, i64 -4
  store <8 x double> %140, <8 x double>* %scevgep414, align 8, !alias.scope !17, !noalias !14
  %scevgep349 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep349350 = bitcast double* %scevgep349 to <8 x double>*
  %scevgep351 = getelementptr <8 x double>, <8 x double>* %scevgep349350, i64 -3
  %wide.load.7 = load <8 x double>, <8 x double>* %scevgep351, align 8, !alias.scope !14
  %scevgep346 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep346347 = bitcast double* %scevgep346 to <8 x double>*
  %scevgep348 = getelementptr <8 x double>, <8 x double>* %scevgep346347, i64 -2
  %wide.load34.7 = load <8 x double>, <8 x double>* %scevgep348, align 8, !alias.scope !14
  %scevgep343 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep343344 = bitcast double* %scevgep343 to <8 x double>*
  %scevgep345 = getelementptr <8 x double>, <8 x double>* %scevgep343344, i64 -1
  %wide.load35.7 = load <8 x double>, <8 x double>* %scevgep345, align 8, !alias.scope !14
  %scevgep341 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep341342 = bitcast double* %scevgep341 to <8 x double>*
  %wide.load36.7 = load <8 x double>, <8 x double>* %scevgep341342, align 8, !alias.scope !14
  %scevgep369 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep369370 = bitcast double* %scevgep369 to <8 x double>*
  %scevgep371 = getelementptr <8 x double>, <8 x double>* %scevgep369370, i64 -3
  %scevgep371372 = bitcast <8 x double>* %scevgep371 to i8*
  %uglygep373 = getelementptr i8, i8* %scevgep371372, i64 -8
  %uglygep373374 = bitcast i8* %uglygep373 to <8 x double>*
  %wide.load37.7 = load <8 x double>, <8 x double>* %uglygep373374, align 8, !alias.scope !14
  %scevgep363 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep363364 = bitcast double* %scevgep363 to <8 x double>*
  %scevgep365 = getelementptr <8 x double>, <8 x double>* %scevgep363364, i64 -2
  %scevgep365366 = bitcast <8 x double>* %scevgep365 to i8*
  %uglygep367 = getelementptr i8, i8* %scevgep365366, i64 -8
  %uglygep367368 = bitcast i8* %uglygep367 to <8 x double>*
  %wide.load38.7 = load <8 x double>, <8 x double>* %uglygep367368, align 8, !alias.scope !14
  %scevgep357 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep357358 = bitcast double* %scevgep357 to <8 x double>*
  %scevgep359 = getelementptr <8 x double>, <8 x double>* %scevgep357358, i64 -1
  %scevgep359360 = bitcast <8 x double>* %scevgep359 to i8*
  %uglygep361 = getelementptr i8, i8* %scevgep359360, i64 -8
  %uglygep361362 = bitcast i8* %uglygep361 to <8 x double>*
  %wide.load39.7 = load <8 x double>, <8 x double>* %uglygep361362, align 8, !alias.scope !14
  %scevgep352 = getelementptr double, double* %scevgep125, i64 %index
  %scevgep352353 = bitcast double* %scevgep352 to <8 x double>*
  %scevgep352353354 = bitcast <8 x double>* %scevgep352353 to i8*
  %uglygep355 = getelementptr i8, i8* %scevgep352353354, i64 -8
  %uglygep355356 = bitcast i8* %uglygep355 to <8 x double>*
  %wide.load40.7 = load <8 x double>, <8 x double>* %uglygep355356, align 8, !alias.scope !14
  %141 = fmul <8 x double> %wide.load37.7, %wide.load37.7
  %142 = fmul <8 x double> %wide.load38.7, %wide.load38.7
  %143 = fmul <8 x double> %wide.load39.7, %wide.load39.7
  %144 = fmul <8 x double> %wide.load40.7, %wide.load40.7
  %145 = fsub <8 x double> %wide.load.7, %141
  %146 = fsub <8 x double> %wide.load34.7, %142
  %147 = fsub <8 x double> %wide.load35.7, %143
  %148 = fsub <8 x double> %wide.load36.7, %144
  %149 = fmul <8 x double> %145, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %150 = fmul <8 x double> %146, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %151 = fmul <8 x double> %147, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %152 = fmul <8 x double> %148, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %scevgep492 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep492493 = bitcast double* %scevgep492 to <8 x double>*
  %scevgep494 = getelementptr <8 x double>, <8 x double>* %scevgep492493, i64 -3
  store <8 x double> %149, <8 x double>* %scevgep494, align 8, !alias.scope !17, !noalias !14
  %scevgep489 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep489490 = bitcast double* %scevgep489 to <8 x double>*
  %scevgep491 = getelementptr <8 x double>, <8 x double>* %scevgep489490, i64 -2
  store <8 x double> %150, <8 x double>* %scevgep491, align 8, !alias.scope !17, !noalias !14
  %scevgep486 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep486487 = bitcast double* %scevgep486 to <8 x double>*
  %scevgep488 = getelementptr <8 x double>, <8 x double>* %scevgep486487, i64 -1
  store <8 x double> %151, <8 x double>* %scevgep488, align 8, !alias.scope !17, !noalias !14
  %scevgep484 = getelementptr double, double* %scevgep411, i64 %index
  %scevgep484485 = bitcast double* %scevgep484 to <8 x double>*
  store <8 x double> %152, <8 x double>* %scevgep484485, align 8, !alias.scope !17, !noalias !14
  %index.next.7 = add i64 %index, 256
  %lsr.iv.next508 = add i64 %lsr.iv507, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next508, 0
  br i1 %niter.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !19

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod44.not = icmp eq i64 %xtraiter43, 0
  br i1 %lcmp.mod44.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv123 = phi i64 [ %xtraiter43, %vector.body.epil.preheader ], [ %lsr.iv.next124, %vector.body.epil ]
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %vector.body.epil.preheader ]
  %153 = or i64 %index.epil, 1
  %154 = getelementptr double, double* %arg.x.4, i64 %153
  %155 = bitcast double* %154 to <8 x double>*
  %wide.load.epil = load <8 x double>, <8 x double>* %155, align 8, !alias.scope !14
  %156 = getelementptr double, double* %154, i64 8
  %157 = bitcast double* %156 to <8 x double>*
  %wide.load34.epil = load <8 x double>, <8 x double>* %157, align 8, !alias.scope !14
  %158 = getelementptr double, double* %154, i64 16
  %159 = bitcast double* %158 to <8 x double>*
  %wide.load35.epil = load <8 x double>, <8 x double>* %159, align 8, !alias.scope !14
  %160 = getelementptr double, double* %154, i64 24
  %161 = bitcast double* %160 to <8 x double>*
  %wide.load36.epil = load <8 x double>, <8 x double>* %161, align 8, !alias.scope !14
  %sunkaddr582 = mul i64 %index.epil, 8
  %162 = bitcast double* %arg.x.4 to i8*
  %sunkaddr583 = getelementptr i8, i8* %162, i64 %sunkaddr582
  %163 = bitcast i8* %sunkaddr583 to <8 x double>*
  %wide.load37.epil = load <8 x double>, <8 x double>* %163, align 8, !alias.scope !14
  %sunkaddr584 = mul i64 %index.epil, 8
  %164 = bitcast double* %arg.x.4 to i8*
  %sunkaddr585 = getelementptr i8, i8* %164, i64 %sunkaddr584
  %sunkaddr586 = getelementptr i8, i8* %sunkaddr585, i64 64
  %165 = bitcast i8* %sunkaddr586 to <8 x double>*
  %wide.load38.epil = load <8 x double>, <8 x double>* %165, align 8, !alias.scope !14
  %sunkaddr587 = mul i64 %index.epil, 8
  %166 = bitcast double* %arg.x.4 to i8*
  %sunkaddr588 = getelementptr i8, i8* %166, i64 %sunkaddr587
  %sunkaddr589 = getelementptr i8, i8* %sunkaddr588, i64 128
  %167 = bitcast i8* %sunkaddr589 to <8 x double>*
  %wide.load39.epil = load <8 x double>, <8 x double>* %167, align 8, !alias.scope !14
  %sunkaddr590 = mul i64 %index.epil, 8
  %168 = bitcast double* %arg.x.4 to i8*
  %sunkaddr591 = getelementptr i8, i8* %168, i64 %sunkaddr590
  %sunkaddr592 = getelementptr i8, i8* %sunkaddr591, i64 192
  %169 = bitcast i8* %sunkaddr592 to <8 x double>*
  %wide.load40.epil = load <8 x double>, <8 x double>* %169, align 8, !alias.scope !14
  %170 = fmul <8 x double> %wide.load37.epil, %wide.load37.epil
  %171 = fmul <8 x double> %wide.load38.epil, %wide.load38.epil
  %172 = fmul <8 x double> %wide.load39.epil, %wide.load39.epil
  %173 = fmul <8 x double> %wide.load40.epil, %wide.load40.epil
  %174 = fsub <8 x double> %wide.load.epil, %170
  %175 = fsub <8 x double> %wide.load34.epil, %171
  %176 = fsub <8 x double> %wide.load35.epil, %172
  %177 = fsub <8 x double> %wide.load36.epil, %173
  %178 = fmul <8 x double> %174, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %179 = fmul <8 x double> %175, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %180 = fmul <8 x double> %176, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %181 = fmul <8 x double> %177, <double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01, double 1.000000e+01>
  %sunkaddr593 = mul i64 %index.epil, 8
  %182 = bitcast double* %.6.i1.i to i8*
  %sunkaddr594 = getelementptr i8, i8* %182, i64 %sunkaddr593
  %183 = bitcast i8* %sunkaddr594 to <8 x double>*
  store <8 x double> %178, <8 x double>* %183, align 8, !alias.scope !17, !noalias !14
  %sunkaddr595 = mul i64 %index.epil, 8
  %184 = bitcast double* %.6.i1.i to i8*
  %sunkaddr596 = getelementptr i8, i8* %184, i64 %sunkaddr595
  %sunkaddr597 = getelementptr i8, i8* %sunkaddr596, i64 64
  %185 = bitcast i8* %sunkaddr597 to <8 x double>*
  store <8 x double> %179, <8 x double>* %185, align 8, !alias.scope !17, !noalias !14
  %sunkaddr598 = mul i64 %index.epil, 8
  %186 = bitcast double* %.6.i1.i to i8*
  %sunkaddr599 = getelementptr i8, i8* %186, i64 %sunkaddr598
  %sunkaddr600 = getelementptr i8, i8* %sunkaddr599, i64 128
  %187 = bitcast i8* %sunkaddr600 to <8 x double>*
  store <8 x double> %180, <8 x double>* %187, align 8, !alias.scope !17, !noalias !14
  %sunkaddr601 = mul i64 %index.epil, 8
  %188 = bitcast double* %.6.i1.i to i8*
  %sunkaddr602 = getelementptr i8, i8* %188, i64 %sunkaddr601
  %sunkaddr603 = getelementptr i8, i8* %sunkaddr602, i64 192
  %189 = bitcast i8* %sunkaddr603 to <8 x double>*
  store <8 x double> %181, <8 x double>* %189, align 8, !alias.scope !17, !noalias !14
  %index.next.epil = add nuw i64 %index.epil, 32
  %lsr.iv.next124 = add nsw i64 %lsr.iv123, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next124, 0
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !20

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %.83, %n.vec
  br i1 %cmp.n, label %B200, label %B126.preheader42

B126.preheader42:                                 ; preds = %vector.memcheck, %B126.preheader, %middle.block
  %.107.027.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %B126.preheader ], [ %n.vec, %middle.block ]
  %190 = add i64 %arg.x.5.0, 7
  %191 = add i64 %arg.x.5.0, -2
  %192 = sub i64 %191, %.107.027.ph
  %xtraiter = and i64 %190, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B126.prol.loopexit, label %B126.prol.preheader

B126.prol.preheader:                              ; preds = %B126.preheader42
  br label %B126.prol

B126.prol:                                        ; preds = %B126.prol.preheader, %B126.prol
  %lsr.iv = phi i64 [ %xtraiter, %B126.prol.preheader ], [ %lsr.iv.next, %B126.prol ]
  %.107.027.prol = phi i64 [ %.176.prol, %B126.prol ], [ %.107.027.ph, %B126.prol.preheader ]
  %.176.prol = add nuw nsw i64 %.107.027.prol, 1
  %sunkaddr604 = mul i64 %.107.027.prol, 8
  %193 = bitcast double* %arg.x.4 to i8*
  %sunkaddr605 = getelementptr i8, i8* %193, i64 %sunkaddr604
  %sunkaddr606 = getelementptr i8, i8* %sunkaddr605, i64 8
  %194 = bitcast i8* %sunkaddr606 to double*
  %.231.prol = load double, double* %194, align 8
  %sunkaddr607 = mul i64 %.107.027.prol, 8
  %195 = bitcast double* %arg.x.4 to i8*
  %sunkaddr608 = getelementptr i8, i8* %195, i64 %sunkaddr607
  %196 = bitcast i8* %sunkaddr608 to double*
  %.261.prol = load double, double* %196, align 8
  %.292.prol = fmul double %.261.prol, %.261.prol
  %.293.prol = fsub double %.231.prol, %.292.prol
  %.294.prol = fmul double %.293.prol, 1.000000e+01
  %scevgep94 = getelementptr double, double* %.6.i1.i, i64 %.107.027.prol
  store double %.294.prol, double* %scevgep94, align 8
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.not, label %B126.prol.loopexit, label %B126.prol, !llvm.loop !22

B126.prol.loopexit:                               ; preds = %B126.prol, %B126.preheader42
  %.107.027.unr = phi i64 [ %.107.027.ph, %B126.preheader42 ], [ %.176.prol, %B126.prol ]
  %197 = icmp ult i64 %192, 7
  br i1 %197, label %B200, label %B126.preheader45

B126.preheader45:                                 ; preds = %B126.prol.loopexit
  br label %B126
}

define i8* @_ZN7cpython7kernels9residualsB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.const.residuals, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.102 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.106, %entry.endif.endif.endif.endif.if.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels9residualsB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([130 x i8], [130 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels9residualsB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.43 to i8**
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %4, align 8
  %5 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %5, i64 32
  %6 = bitcast i8* %sunkaddr5 to double**
  %.36.fca.4.load = load double*, double** %6, align 8
  %7 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %7, i64 40
  %8 = bitcast i8* %sunkaddr6 to i64*
  %.36.fca.5.0.load = load i64, i64* %8, align 8
  %9 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.43 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %9, i8 0, i64 56, i1 false)
  %.49 = call i32 @_ZN7kernels9residualsB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 undef) #2
  %.50 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.57 = icmp sgt i32 %.49, 0
  %.58 = select i1 %.57, { i8*, i32, i8*, i8*, i32 }* %.50, { i8*, i32, i8*, i8*, i32 }* undef
  %.59.fca.0.load = load i8*, i8** %3, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.43 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %10, i64 8
  %11 = bitcast i8* %sunkaddr7 to i8**
  %.59.fca.1.load = load i8*, i8** %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.43 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %12, i64 16
  %13 = bitcast i8* %sunkaddr8 to i64*
  %.59.fca.2.load = load i64, i64* %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.43 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %14, i64 24
  %15 = bitcast i8* %sunkaddr9 to i64*
  %.59.fca.3.load = load i64, i64* %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.43 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %16, i64 32
  %17 = bitcast i8* %sunkaddr10 to double**
  %.59.fca.4.load = load double*, double** %17, align 8
  %18 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.43 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %18, i64 40
  %19 = bitcast i8* %sunkaddr11 to i64*
  %.59.fca.5.0.load = load i64, i64* %19, align 8
  %20 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.43 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %20, i64 48
  %21 = bitcast i8* %sunkaddr12 to i64*
  %.59.fca.6.0.load = load i64, i64* %21, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  switch i32 %.49, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %22 = icmp sgt i32 %.49, 0
  br i1 %22, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif, %entry.endif.endif.endif.endif
  %sunkaddr13 = getelementptr i8, i8* %.11, i64 24
  %23 = bitcast i8* %sunkaddr13 to i8**
  %.83 = load i8*, i8** %23, align 8
  %.87.not = icmp eq i8* %.83, null
  br i1 %.87.not, label %entry.endif.endif.endif.endif.if.endif.else, label %entry.endif.endif.endif.endif.if.endif.if

entry.endif.endif.endif.endif.if.endif.if:        ; preds = %entry.endif.endif.endif.endif.if.endif
  %.89 = call i8* @PyList_GetItem(i8* nonnull %.83, i64 0)
  br label %entry.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.if.endif.else:      ; preds = %entry.endif.endif.endif.endif.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([37 x i8], [37 x i8]* @".const.`env.consts` is NULL in `read_const`", i64 0, i64 0))
  br label %entry.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.if.endif.endif:     ; preds = %entry.endif.endif.endif.endif.if.endif.else, %entry.endif.endif.endif.endif.if.endif.if
  %.84.0 = phi i8* [ %.89, %entry.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.if.endif.else ]
  %24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.102 to i8**
  %.101 = call i8* @numba_unpickle(i8* getelementptr inbounds ([32 x i8], [32 x i8]* @.const.pickledata.140289955380224, i64 0, i64 0), i32 32, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140289955380224.sha1, i64 0, i64 0))
  store i8* %.59.fca.0.load, i8** %24, align 8
  %25 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.102 to i8*
  %sunkaddr14 = getelementptr inbounds i8, i8* %25, i64 8
  %26 = bitcast i8* %sunkaddr14 to i8**
  store i8* %.59.fca.1.load, i8** %26, align 8
  %27 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.102 to i8*
  %sunkaddr15 = getelementptr inbounds i8, i8* %27, i64 16
  %28 = bitcast i8* %sunkaddr15 to i64*
  store i64 %.59.fca.2.load, i64* %28, align 8
  %29 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.102 to i8*
  %sunkaddr16 = getelementptr inbounds i8, i8* %29, i64 24
  %30 = bitcast i8* %sunkaddr16 to i64*
  store i64 %.59.fca.3.load, i64* %30, align 8
  %31 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.102 to i8*
  %sunkaddr17 = getelementptr inbounds i8, i8* %31, i64 32
  %32 = bitcast i8* %sunkaddr17 to double**
  store double* %.59.fca.4.load, double** %32, align 8
  %33 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.102 to i8*
  %sunkaddr18 = getelementptr inbounds i8, i8* %33, i64 40
  %34 = bitcast i8* %sunkaddr18 to i64*
  store i64 %.59.fca.5.0.load, i64* %34, align 8
  %35 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.102 to i8*
  %sunkaddr19 = getelementptr inbounds i8, i8* %35, i64 48
  %36 = bitcast i8* %sunkaddr19 to i64*
  store i64 %.59.fca.6.0.load, i64* %36, align 8
  %.105 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.102 to i8*
  %.106 = call i8* @NRT_adapt_ndarray_to_python_acqref(i8* nonnull %.105, i8* %.101, i32 1, i32 1, i8* %.84.0)
  call void @NRT_decref(i8* %.59.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.114 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.115 = extractvalue { i8*, i32, i8*, i8*, i32 } %.114, 4
  %.116 = icmp sgt i32 %.115, 0
  %.119 = extractvalue { i8*, i32, i8*, i8*, i32 } %.114, 0
  %.121 = extractvalue { i8*, i32, i8*, i8*, i32 } %.114, 1
  br i1 %.116, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.122 = sext i32 %.121 to i64
  %.123 = call i8* @PyBytes_FromStringAndSize(i8* %.119, i64 %.122)
  %.124 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.125 = extractvalue { i8*, i32, i8*, i8*, i32 } %.124, 2
  %.127 = extractvalue { i8*, i32, i8*, i8*, i32 } %.124, 3
  %.128 = bitcast i8* %.127 to i8* (i8*)*
  %.129 = call i8* %.128(i8* %.125)
  %.130 = icmp eq i8* %.129, null
  br i1 %.130, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.143 = extractvalue { i8*, i32, i8*, i8*, i32 } %.114, 2
  %.144 = call i8* @numba_unpickle(i8* %.119, i32 %.121, i8* %.143)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.146 = phi i8* [ %.134, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.144, %entry.endif.endif.endif.endif.endif.if.else ]
  %.147.not = icmp eq i8* %.146, null
  br i1 %.147.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.134 = call i8* @numba_runtime_build_excinfo_struct(i8* %.123, i8* nonnull %.129)
  %.135 = bitcast { i8*, i32, i8*, i8*, i32 }* %.58 to i8*
  call void @NRT_Free(i8* nonnull %.135)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.146)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyList_GetItem(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @NRT_adapt_ndarray_to_python_acqref(i8* nocapture, i8*, i32, i32, i8*) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

define { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } @cfunc._ZN7kernels9residualsB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.fca.0.gep1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.3 to i8**
  %.fca.1.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.3, i64 0, i32 1
  %.fca.2.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.3, i64 0, i32 2
  %.fca.3.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.3, i64 0, i32 3
  %.fca.4.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.3, i64 0, i32 4
  %.fca.5.0.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.3, i64 0, i32 5, i64 0
  %.fca.6.0.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.3, i64 0, i32 6, i64 0
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.3 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels9residualsB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.7, i64 undef) #2
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19.fca.0.load = load i8*, i8** %.fca.0.gep1, align 8
  %.19.fca.1.load = load i8*, i8** %.fca.1.gep, align 8
  %.19.fca.2.load = load i64, i64* %.fca.2.gep, align 8
  %.19.fca.3.load = load i64, i64* %.fca.3.gep, align 8
  %.19.fca.4.load = load double*, double** %.fca.4.gep, align 8
  %.19.fca.5.0.load = load i64, i64* %.fca.5.0.gep, align 8
  %.19.fca.6.0.load = load i64, i64* %.fca.6.0.gep, align 8
  %.25 = insertvalue [1 x i64] poison, i64 %.19.fca.5.0.load, 0
  %.26 = insertvalue [1 x i64] poison, i64 %.19.fca.6.0.load, 0
  %inserted.meminfo = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } undef, i8* %.19.fca.0.load, 0
  %inserted.parent = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.meminfo, i8* %.19.fca.1.load, 1
  %inserted.nitems = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.parent, i64 %.19.fca.2.load, 2
  %inserted.itemsize = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.nitems, i64 %.19.fca.3.load, 3
  %inserted.data = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.itemsize, double* %.19.fca.4.load, 4
  %inserted.shape = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.25, 5
  %inserted.strides = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.26, 6
  %.32 = alloca i32, align 4
  store i32 0, i32* %.32, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !23

entry.if:                                         ; preds = %entry
  %1 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.32)
  br i1 %1, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.35, %entry.if.if.if.if
  %common.ret.op = phi { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } [ zeroinitializer, %entry.if.if.if.if ], [ %inserted.strides, %.35 ], [ %inserted.strides, %entry ]
  ret { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %common.ret.op

.35:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.83 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f97b722cb50>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.83)
  call void @Py_DecRef(i8* %.83)
  call void @numba_gil_release(i32* nonnull %.32)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.38 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.39 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 4
  %.40 = icmp sgt i32 %.39, 0
  %.43 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 0
  %.45 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 1
  br i1 %.40, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.46 = sext i32 %.45 to i64
  %.47 = call i8* @PyBytes_FromStringAndSize(i8* %.43, i64 %.46)
  %.48 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.49 = extractvalue { i8*, i32, i8*, i8*, i32 } %.48, 2
  %.51 = extractvalue { i8*, i32, i8*, i8*, i32 } %.48, 3
  %.52 = bitcast i8* %.51 to i8* (i8*)*
  %.53 = call i8* %.52(i8* %.49)
  %.54 = icmp eq i8* %.53, null
  br i1 %.54, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.67 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 2
  %.68 = call i8* @numba_unpickle(i8* %.43, i32 %.45, i8* %.67)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.70 = phi i8* [ %.58, %entry.if.if.if.endif ], [ %.68, %entry.if.if.else ]
  %.71.not = icmp eq i8* %.70, null
  br i1 %.71.not, label %.35, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.58 = call i8* @numba_runtime_build_excinfo_struct(i8* %.47, i8* nonnull %.53)
  %.59 = bitcast { i8*, i32, i8*, i8*, i32 }* %.18 to i8*
  call void @NRT_Free(i8* nonnull %.59)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.70)
  br label %.35

entry.if.endif.endif.endif:                       ; preds = %entry.if
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.35
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

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

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!2, !4, !5, !7, !8, !10}
!2 = distinct !{!2, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!4 = distinct !{!4, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!5 = distinct !{!5, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!6 = distinct !{!6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!7 = distinct !{!7, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!8 = distinct !{!8, !9, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29: %retptr"}
!9 = distinct !{!9, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29"}
!10 = distinct !{!10, !9, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29: %excinfo"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!8, !10}
!14 = !{!15}
!15 = distinct !{!15, !16}
!16 = distinct !{!16, !"LVerDomain"}
!17 = !{!18}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !21}
!23 = !{!"branch_weights", i32 99, i32 1}
