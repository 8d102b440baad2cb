; ModuleID = 'residuals_f32'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.residuals_f32 = internal constant [14 x i8] c"residuals_f32\00"
@_ZN08NumbaEnv7kernels13residuals_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels13residuals_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE" = internal constant [135 x i8] c"missing Environment: _ZN08NumbaEnv7kernels13residuals_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.`env.consts` is NULL in `read_const`" = internal constant [37 x i8] c"`env.consts` is NULL in `read_const`\00"
@.const.pickledata.139692300712192 = internal constant [32 x i8] c"\80\04\95\15\00\00\00\00\00\00\00\8C\05numpy\94\8C\07ndarray\94\93\94."
@.const.pickledata.139692300712192.sha1 = internal constant [20 x i8] c"\DF\BC\FD\D3\9F\CB&\F4\D0\C6\80\95D\87\B8\C0\B5;\B8\A3"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f0c8f110a90>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f0c8f110a90>\00"
@_ZN08NumbaEnv5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139691917744064 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139691917744064.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139691917744064 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139691917744064, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139691917744064.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139691918580224 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139691918580224.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139691918580224 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139691918580224, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139691918580224.sha1, i32 0, i32 0), i8* null, i32 0 }

define i32 @_ZN7kernels13residuals_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, float* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.x.0)
  tail call void @NRT_incref(i8* %arg.x.0), !noalias !0
  %.32.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 4)
  %.34.i = extractvalue { i64, i1 } %.32.i, 1
  br i1 %.34.i, label %B0.if, label %B0.endif.i, !prof !4

B0.endif.i:                                       ; preds = %entry
  %.33.i = extractvalue { i64, i1 } %.32.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !5
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B0.if, label %B0.endif.endif, !prof !4

B104:                                             ; preds = %B104.preheader52, %B104
  %.99.027 = phi i64 [ %.168.7, %B104 ], [ %.99.027.unr, %B104.preheader52 ]
  %sunkaddr = mul i64 %.99.027, 4
  %0 = bitcast float* %arg.x.4 to i8*
  %sunkaddr526 = getelementptr i8, i8* %0, i64 %sunkaddr
  %sunkaddr527 = getelementptr i8, i8* %sunkaddr526, i64 4
  %1 = bitcast i8* %sunkaddr527 to float*
  %.224 = load float, float* %1, align 4
  %sunkaddr528 = mul i64 %.99.027, 4
  %2 = bitcast float* %arg.x.4 to i8*
  %sunkaddr529 = getelementptr i8, i8* %2, i64 %sunkaddr528
  %3 = bitcast i8* %sunkaddr529 to float*
  %.254 = load float, float* %3, align 4
  %.285 = fmul float %.254, %.254
  %.286 = fsub float %.224, %.285
  %.287 = fmul float %.286, 1.000000e+01
  %sunkaddr530 = mul i64 %.99.027, 4
  %4 = bitcast float* %.6.i1.i to i8*
  %sunkaddr531 = getelementptr i8, i8* %4, i64 %sunkaddr530
  %5 = bitcast i8* %sunkaddr531 to float*
  store float %.287, float* %5, align 4
  %sunkaddr532 = mul i64 %.99.027, 4
  %6 = bitcast float* %arg.x.4 to i8*
  %sunkaddr533 = getelementptr i8, i8* %6, i64 %sunkaddr532
  %sunkaddr534 = getelementptr i8, i8* %sunkaddr533, i64 8
  %7 = bitcast i8* %sunkaddr534 to float*
  %.224.1 = load float, float* %7, align 4
  %sunkaddr535 = mul i64 %.99.027, 4
  %8 = bitcast float* %arg.x.4 to i8*
  %sunkaddr536 = getelementptr i8, i8* %8, i64 %sunkaddr535
  %sunkaddr537 = getelementptr i8, i8* %sunkaddr536, i64 4
  %9 = bitcast i8* %sunkaddr537 to float*
  %.254.1 = load float, float* %9, align 4
  %.285.1 = fmul float %.254.1, %.254.1
  %.286.1 = fsub float %.224.1, %.285.1
  %.287.1 = fmul float %.286.1, 1.000000e+01
  %sunkaddr538 = mul i64 %.99.027, 4
  %10 = bitcast float* %.6.i1.i to i8*
  %sunkaddr539 = getelementptr i8, i8* %10, i64 %sunkaddr538
  %sunkaddr540 = getelementptr i8, i8* %sunkaddr539, i64 4
  %11 = bitcast i8* %sunkaddr540 to float*
  store float %.287.1, float* %11, align 4
  %sunkaddr541 = mul i64 %.99.027, 4
  %12 = bitcast float* %arg.x.4 to i8*
  %sunkaddr542 = getelementptr i8, i8* %12, i64 %sunkaddr541
  %sunkaddr543 = getelementptr i8, i8* %sunkaddr542, i64 12
  %13 = bitcast i8* %sunkaddr543 to float*
  %.224.2 = load float, float* %13, align 4
  %sunkaddr544 = mul i64 %.99.027, 4
  %14 = bitcast float* %arg.x.4 to i8*
  %sunkaddr545 = getelementptr i8, i8* %14, i64 %sunkaddr544
  %sunkaddr546 = getelementptr i8, i8* %sunkaddr545, i64 8
  %15 = bitcast i8* %sunkaddr546 to float*
  %.254.2 = load float, float* %15, align 4
  %.285.2 = fmul float %.254.2, %.254.2
  %.286.2 = fsub float %.224.2, %.285.2
  %.287.2 = fmul float %.286.2, 1.000000e+01
  %sunkaddr547 = mul i64 %.99.027, 4
  %16 = bitcast float* %.6.i1.i to i8*
  %sunkaddr548 = getelementptr i8, i8* %16, i64 %sunkaddr547
  %sunkaddr549 = getelementptr i8, i8* %sunkaddr548, i64 8
  %17 = bitcast i8* %sunkaddr549 to float*
  store float %.287.2, float* %17, align 4
  %sunkaddr550 = mul i64 %.99.027, 4
  %18 = bitcast float* %arg.x.4 to i8*
  %sunkaddr551 = getelementptr i8, i8* %18, i64 %sunkaddr550
  %sunkaddr552 = getelementptr i8, i8* %sunkaddr551, i64 16
  %19 = bitcast i8* %sunkaddr552 to float*
  %.224.3 = load float, float* %19, align 4
  %sunkaddr553 = mul i64 %.99.027, 4
  %20 = bitcast float* %arg.x.4 to i8*
  %sunkaddr554 = getelementptr i8, i8* %20, i64 %sunkaddr553
  %sunkaddr555 = getelementptr i8, i8* %sunkaddr554, i64 12
  %21 = bitcast i8* %sunkaddr555 to float*
  %.254.3 = load float, float* %21, align 4
  %.285.3 = fmul float %.254.3, %.254.3
  %.286.3 = fsub float %.224.3, %.285.3
  %.287.3 = fmul float %.286.3, 1.000000e+01
  %sunkaddr556 = mul i64 %.99.027, 4
  %22 = bitcast float* %.6.i1.i to i8*
  %sunkaddr557 = getelementptr i8, i8* %22, i64 %sunkaddr556
  %sunkaddr558 = getelementptr i8, i8* %sunkaddr557, i64 12
  %23 = bitcast i8* %sunkaddr558 to float*
  store float %.287.3, float* %23, align 4
  %sunkaddr559 = mul i64 %.99.027, 4
  %24 = bitcast float* %arg.x.4 to i8*
  %sunkaddr560 = getelementptr i8, i8* %24, i64 %sunkaddr559
  %sunkaddr561 = getelementptr i8, i8* %sunkaddr560, i64 20
  %25 = bitcast i8* %sunkaddr561 to float*
  %.224.4 = load float, float* %25, align 4
  %sunkaddr562 = mul i64 %.99.027, 4
  %26 = bitcast float* %arg.x.4 to i8*
  %sunkaddr563 = getelementptr i8, i8* %26, i64 %sunkaddr562
  %sunkaddr564 = getelementptr i8, i8* %sunkaddr563, i64 16
  %27 = bitcast i8* %sunkaddr564 to float*
  %.254.4 = load float, float* %27, align 4
  %.285.4 = fmul float %.254.4, %.254.4
  %.286.4 = fsub float %.224.4, %.285.4
  %.287.4 = fmul float %.286.4, 1.000000e+01
  %sunkaddr565 = mul i64 %.99.027, 4
  %28 = bitcast float* %.6.i1.i to i8*
  %sunkaddr566 = getelementptr i8, i8* %28, i64 %sunkaddr565
  %sunkaddr567 = getelementptr i8, i8* %sunkaddr566, i64 16
  %29 = bitcast i8* %sunkaddr567 to float*
  store float %.287.4, float* %29, align 4
  %sunkaddr568 = mul i64 %.99.027, 4
  %30 = bitcast float* %arg.x.4 to i8*
  %sunkaddr569 = getelementptr i8, i8* %30, i64 %sunkaddr568
  %sunkaddr570 = getelementptr i8, i8* %sunkaddr569, i64 24
  %31 = bitcast i8* %sunkaddr570 to float*
  %.224.5 = load float, float* %31, align 4
  %sunkaddr571 = mul i64 %.99.027, 4
  %32 = bitcast float* %arg.x.4 to i8*
  %sunkaddr572 = getelementptr i8, i8* %32, i64 %sunkaddr571
  %sunkaddr573 = getelementptr i8, i8* %sunkaddr572, i64 20
  %33 = bitcast i8* %sunkaddr573 to float*
  %.254.5 = load float, float* %33, align 4
  %.285.5 = fmul float %.254.5, %.254.5
  %.286.5 = fsub float %.224.5, %.285.5
  %.287.5 = fmul float %.286.5, 1.000000e+01
  %sunkaddr574 = mul i64 %.99.027, 4
  %34 = bitcast float* %.6.i1.i to i8*
  %sunkaddr575 = getelementptr i8, i8* %34, i64 %sunkaddr574
  %sunkaddr576 = getelementptr i8, i8* %sunkaddr575, i64 20
  %35 = bitcast i8* %sunkaddr576 to float*
  store float %.287.5, float* %35, align 4
  %sunkaddr577 = mul i64 %.99.027, 4
  %36 = bitcast float* %arg.x.4 to i8*
  %sunkaddr578 = getelementptr i8, i8* %36, i64 %sunkaddr577
  %sunkaddr579 = getelementptr i8, i8* %sunkaddr578, i64 28
  %37 = bitcast i8* %sunkaddr579 to float*
  %.224.6 = load float, float* %37, align 4
  %sunkaddr580 = mul i64 %.99.027, 4
  %38 = bitcast float* %arg.x.4 to i8*
  %sunkaddr581 = getelementptr i8, i8* %38, i64 %sunkaddr580
  %sunkaddr582 = getelementptr i8, i8* %sunkaddr581, i64 24
  %39 = bitcast i8* %sunkaddr582 to float*
  %.254.6 = load float, float* %39, align 4
  %.285.6 = fmul float %.254.6, %.254.6
  %.286.6 = fsub float %.224.6, %.285.6
  %.287.6 = fmul float %.286.6, 1.000000e+01
  %sunkaddr583 = mul i64 %.99.027, 4
  %40 = bitcast float* %.6.i1.i to i8*
  %sunkaddr584 = getelementptr i8, i8* %40, i64 %sunkaddr583
  %sunkaddr585 = getelementptr i8, i8* %sunkaddr584, i64 24
  %41 = bitcast i8* %sunkaddr585 to float*
  store float %.287.6, float* %41, align 4
  %.168.7 = add nuw nsw i64 %.99.027, 8
  %sunkaddr586 = mul i64 %.99.027, 4
  %42 = bitcast float* %arg.x.4 to i8*
  %sunkaddr587 = getelementptr i8, i8* %42, i64 %sunkaddr586
  %sunkaddr588 = getelementptr i8, i8* %sunkaddr587, i64 32
  %43 = bitcast i8* %sunkaddr588 to float*
  %.224.7 = load float, float* %43, align 4
  %sunkaddr589 = mul i64 %.99.027, 4
  %44 = bitcast float* %arg.x.4 to i8*
  %sunkaddr590 = getelementptr i8, i8* %44, i64 %sunkaddr589
  %sunkaddr591 = getelementptr i8, i8* %sunkaddr590, i64 28
  %45 = bitcast i8* %sunkaddr591 to float*
  %.254.7 = load float, float* %45, align 4
  %.285.7 = fmul float %.254.7, %.254.7
  %.286.7 = fsub float %.224.7, %.285.7
  %.287.7 = fmul float %.286.7, 1.000000e+01
  %sunkaddr592 = mul i64 %.99.027, 4
  %46 = bitcast float* %.6.i1.i to i8*
  %sunkaddr593 = getelementptr i8, i8* %46, i64 %sunkaddr592
  %sunkaddr594 = getelementptr i8, i8* %sunkaddr593, i64 28
  %47 = bitcast i8* %sunkaddr594 to float*
  store float %.287.7, float* %47, align 4
  %exitcond.not.7 = icmp eq i64 %.75, %.168.7
  br i1 %exitcond.not.7, label %B214, label %B104, !llvm.loop !12

common.ret:                                       ; preds = %B0.if, %B214
  %common.ret.op = phi i32 [ 0, %B214 ], [ 1, %B0.if ]
  ret i32 %common.ret.op

B214:                                             ; preds = %B104, %B104.prol.loopexit, %middle.block, %vec.epilog.middle.block, %B0.endif.endif
  %.353 = load float, float* %arg.x.4, align 4
  %.354 = fsub float 1.000000e+00, %.353
  %48 = tail call i64 @llvm.smin.i64(i64 %arg.x.5.0, i64 0)
  %.387 = add i64 %.75, %48
  %.400 = getelementptr float, float* %.6.i1.i, i64 %.387
  store float %.354, float* %.400, align 4
  %retptr.repack595 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.7.i.i.i, i8** %retptr.repack595, align 8
  %retptr.repack1 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack1, align 8
  %retptr.repack3 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %arg.x.5.0, i64* %retptr.repack3, align 8
  %retptr.repack5 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 4, i64* %retptr.repack5, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store float* %.6.i1.i, float** %retptr.repack7, align 8
  %49 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.x.5.0, i64* %49, align 8
  %50 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 4, i64* %50, align 8
  tail call void @NRT_decref(i8* %arg.x.0)
  br label %common.ret

B0.if:                                            ; preds = %entry, %B0.endif.i
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139691918580224, %B0.endif.i ], [ @.const.picklebuf.139691917744064, %entry ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %51 = bitcast i8* %.5.i.i to float**
  %.6.i1.i = load float*, float** %51, align 8, !noalias !0
  tail call void @NRT_decref(i8* %arg.x.0), !noalias !0
  %.75 = add i64 %arg.x.5.0, -1
  %52 = icmp slt i64 %arg.x.5.0, 2
  br i1 %52, label %B214, label %iter.check

iter.check:                                       ; preds = %B0.endif.endif
  %min.iters.check = icmp ult i64 %.75, 8
  br i1 %min.iters.check, label %B104.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %scevgep = getelementptr float, float* %.6.i1.i, i64 %.75
  %scevgep32 = getelementptr float, float* %arg.x.4, i64 %arg.x.5.0
  %bound0 = icmp ult float* %.6.i1.i, %scevgep32
  %bound1 = icmp ugt float* %scevgep, %arg.x.4
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %B104.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %min.iters.check34 = icmp ult i64 %.75, 64
  br i1 %min.iters.check34, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %.75, -64
  %53 = add i64 %n.vec, -64
  %54 = lshr exact i64 %53, 6
  %55 = add nuw nsw i64 %54, 1
  %xtraiter50 = and i64 %55, 7
  %56 = icmp ult i64 %53, 448
  br i1 %56, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %55, 576460752303423480
  %scevgep141 = getelementptr float, float* %arg.x.4, i64 497
  %scevgep428 = getelementptr float, float* %.6.i1.i, i64 496
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv524 = phi i64 [ %lsr.iv.next525, %vector.body ], [ %unroll_iter, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %scevgep392 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep392393 = bitcast float* %scevgep392 to <16 x float>*
  %scevgep394 = getelementptr <16 x float>, <16 x float>* %scevgep392393, i64 -31
  %wide.load = load <16 x float>, <16 x float>* %scevgep394, align 4, !alias.scope !14
  %scevgep401 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep401402 = bitcast float* %scevgep401 to <16 x float>*
  %scevgep403 = getelementptr <16 x float>, <16 x float>* %scevgep401402, i64 -30
  %wide.load35 = load <16 x float>, <16 x float>* %scevgep403, align 4, !alias.scope !14
  %scevgep398 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep398399 = bitcast float* %scevgep398 to <16 x float>*
  %scevgep400 = getelementptr <16 x float>, <16 x float>* %scevgep398399, i64 -29
  %wide.load36 = load <16 x float>, <16 x float>* %scevgep400, align 4, !alias.scope !14
  %scevgep395 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep395396 = bitcast float* %scevgep395 to <16 x float>*
  %scevgep397 = getelementptr <16 x float>, <16 x float>* %scevgep395396, i64 -28
  %wide.load37 = load <16 x float>, <16 x float>* %scevgep397, align 4, !alias.scope !14
  %scevgep404 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep404405 = bitcast float* %scevgep404 to <16 x float>*
  %scevgep406 = getelementptr <16 x float>, <16 x float>* %scevgep404405, i64 -31
  %scevgep406407 = bitcast <16 x float>* %scevgep406 to i8*
  %uglygep408 = getelementptr i8, i8* %scevgep406407, i64 -4
  %uglygep408409 = bitcast i8* %uglygep408 to <16 x float>*
  %wide.load38 = load <16 x float>, <16 x float>* %uglygep408409, align 4, !alias.scope !14
  %scevgep422 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep422423 = bitcast float* %scevgep422 to <16 x float>*
  %scevgep424 = getelementptr <16 x float>, <16 x float>* %scevgep422423, i64 -30
  %scevgep424425 = bitcast <16 x float>* %scevgep424 to i8*
  %uglygep426 = getelementptr i8, i8* %scevgep424425, i64 -4
  %uglygep426427 = bitcast i8* %uglygep426 to <16 x float>*
  %wide.load39 = load <16 x float>, <16 x float>* %uglygep426427, align 4, !alias.scope !14
  %scevgep416 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep416417 = bitcast float* %scevgep416 to <16 x float>*
  %scevgep418 = getelementptr <16 x float>, <16 x float>* %scevgep416417, i64 -29
  %scevgep418419 = bitcast <16 x float>* %scevgep418 to i8*
  %uglygep420 = getelementptr i8, i8* %scevgep418419, i64 -4
  %uglygep420421 = bitcast i8* %uglygep420 to <16 x float>*
  %wide.load40 = load <16 x float>, <16 x float>* %uglygep420421, align 4, !alias.scope !14
  %scevgep410 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep410411 = bitcast float* %scevgep410 to <16 x float>*
  %scevgep412 = getelementptr <16 x float>, <16 x float>* %scevgep410411, i64 -28
  %scevgep412413 = bitcast <16 x float>* %scevgep412 to i8*
  %uglygep414 = getelementptr i8, i8* %scevgep412413, i64 -4
  %uglygep414415 = bitcast i8* %uglygep414 to <16 x float>*
  %wide.load41 = load <16 x float>, <16 x float>* %uglygep414415, align 4, !alias.scope !14
  %57 = fmul <16 x float> %wide.load38, %wide.load38
  %58 = fmul <16 x float> %wide.load39, %wide.load39
  %59 = fmul <16 x float> %wide.load40, %wide.load40
  %60 = fmul <16 x float> %wide.load41, %wide.load41
  %61 = fsub <16 x float> %wide.load, %57
  %62 = fsub <16 x float> %wide.load35, %58
  %63 = fsub <16 x float> %wide.load36, %59
  %64 = fsub <16 x float> %wide.load37, %60
  %65 = fmul <16 x float> %61, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %66 = fmul <16 x float> %62, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %67 = fmul <16 x float> %63, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %68 = fmul <16 x float> %64, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %scevgep512 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep512513 = bitcast float* %scevgep512 to <16 x float>*
  %scevgep514 = getelementptr <16 x float>, <16 x float>* %scevgep512513, i64 -31
  store <16 x float> %65, <16 x float>* %scevgep514, align 4, !alias.scope !17, !noalias !14
  %scevgep521 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep521522 = bitcast float* %scevgep521 to <16 x float>*
  %scevgep523 = getelementptr <16 x float>, <16 x float>* %scevgep521522, i64 -30
  store <16 x float> %66, <16 x float>* %scevgep523, align 4, !alias.scope !17, !noalias !14
  %scevgep518 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep518519 = bitcast float* %scevgep518 to <16 x float>*
  %scevgep520 = getelementptr <16 x float>, <16 x float>* %scevgep518519, i64 -29
  store <16 x float> %67, <16 x float>* %scevgep520, align 4, !alias.scope !17, !noalias !14
  %scevgep515 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep515516 = bitcast float* %scevgep515 to <16 x float>*
  %scevgep517 = getelementptr <16 x float>, <16 x float>* %scevgep515516, i64 -28
  store <16 x float> %68, <16 x float>* %scevgep517, align 4, !alias.scope !17, !noalias !14
  %scevgep331 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep331332 = bitcast float* %scevgep331 to <16 x float>*
  %scevgep333 = getelementptr <16 x float>, <16 x float>* %scevgep331332, i64 -27
  %wide.load.1 = load <16 x float>, <16 x float>* %scevgep333, align 4, !alias.scope !14
  %scevgep328 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep328329 = bitcast float* %scevgep328 to <16 x float>*
  %scevgep330 = getelementptr <16 x float>, <16 x float>* %scevgep328329, i64 -26
  %wide.load35.1 = load <16 x float>, <16 x float>* %scevgep330, align 4, !alias.scope !14
  %scevgep325 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep325326 = bitcast float* %scevgep325 to <16 x float>*
  %scevgep327 = getelementptr <16 x float>, <16 x float>* %scevgep325326, i64 -25
  %wide.load36.1 = load <16 x float>, <16 x float>* %scevgep327, align 4, !alias.scope !14
  %scevgep322 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep322323 = bitcast float* %scevgep322 to <16 x float>*
  %scevgep324 = getelementptr <16 x float>, <16 x float>* %scevgep322323, i64 -24
  %wide.load37.1 = load <16 x float>, <16 x float>* %scevgep324, align 4, !alias.scope !14
  %scevgep352 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep352353 = bitcast float* %scevgep352 to <16 x float>*
  %scevgep354 = getelementptr <16 x float>, <16 x float>* %scevgep352353, i64 -27
  %scevgep354355 = bitcast <16 x float>* %scevgep354 to i8*
  %uglygep356 = getelementptr i8, i8* %scevgep354355, i64 -4
  %uglygep356357 = bitcast i8* %uglygep356 to <16 x float>*
  %wide.load38.1 = load <16 x float>, <16 x float>* %uglygep356357, align 4, !alias.scope !14
  %scevgep346 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep346347 = bitcast float* %scevgep346 to <16 x float>*
  %scevgep348 = getelementptr <16 x float>, <16 x float>* %scevgep346347, i64 -26
  %scevgep348349 = bitcast <16 x float>* %scevgep348 to i8*
  %uglygep350 = getelementptr i8, i8* %scevgep348349, i64 -4
  %uglygep350351 = bitcast i8* %uglygep350 to <16 x float>*
  %wide.load39.1 = load <16 x float>, <16 x float>* %uglygep350351, align 4, !alias.scope !14
  %scevgep340 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep340341 = bitcast float* %scevgep340 to <16 x float>*
  %scevgep342 = getelementptr <16 x float>, <16 x float>* %scevgep340341, i64 -25
  %scevgep342343 = bitcast <16 x float>* %scevgep342 to i8*
  %uglygep344 = getelementptr i8, i8* %scevgep342343, i64 -4
  %uglygep344345 = bitcast i8* %uglygep344 to <16 x float>*
  %wide.load40.1 = load <16 x float>, <16 x float>* %uglygep344345, align 4, !alias.scope !14
  %scevgep334 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep334335 = bitcast float* %scevgep334 to <16 x float>*
  %scevgep336 = getelementptr <16 x float>, <16 x float>* %scevgep334335, i64 -24
  %scevgep336337 = bitcast <16 x float>* %scevgep336 to i8*
  %uglygep338 = getelementptr i8, i8* %scevgep336337, i64 -4
  %uglygep338339 = bitcast i8* %uglygep338 to <16 x float>*
  %wide.load41.1 = load <16 x float>, <16 x float>* %uglygep338339, align 4, !alias.scope !14
  %69 = fmul <16 x float> %wide.load38.1, %wide.load38.1
  %70 = fmul <16 x float> %wide.load39.1, %wide.load39.1
  %71 = fmul <16 x float> %wide.load40.1, %wide.load40.1
  %72 = fmul <16 x float> %wide.load41.1, %wide.load41.1
  %73 = fsub <16 x float> %wide.load.1, %69
  %74 = fsub <16 x float> %wide.load35.1, %70
  %75 = fsub <16 x float> %wide.load36.1, %71
  %76 = fsub <16 x float> %wide.load37.1, %72
  %77 = fmul <16 x float> %73, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %78 = fmul <16 x float> %74, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %79 = fmul <16 x float> %75, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %80 = fmul <16 x float> %76, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %scevgep498 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep498499 = bitcast float* %scevgep498 to <16 x float>*
  %scevgep500 = getelementptr <16 x float>, <16 x float>* %scevgep498499, i64 -27
  store <16 x float> %77, <16 x float>* %scevgep500, align 4, !alias.scope !17, !noalias !14
  %scevgep495 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep495496 = bitcast float* %scevgep495 to <16 x float>*
  %scevgep497 = getelementptr <16 x float>, <16 x float>* %scevgep495496, i64 -26
  store <16 x float> %78, <16 x float>* %scevgep497, align 4, !alias.scope !17, !noalias !14
  %scevgep492 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep492493 = bitcast float* %scevgep492 to <16 x float>*
  %scevgep494 = getelementptr <16 x float>, <16 x float>* %scevgep492493, i64 -25
  store <16 x float> %79, <16 x float>* %scevgep494, align 4, !alias.scope !17, !noalias !14
  %scevgep489 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep489490 = bitcast float* %scevgep489 to <16 x float>*
  %scevgep491 = getelementptr <16 x float>, <16 x float>* %scevgep489490, i64 -24
  store <16 x float> %80, <16 x float>* %scevgep491, align 4, !alias.scope !17, !noalias !14
  %scevgep295 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep295296 = bitcast float* %scevgep295 to <16 x float>*
  %scevgep297 = getelementptr <16 x float>, <16 x float>* %scevgep295296, i64 -23
  %wide.load.2 = load <16 x float>, <16 x float>* %scevgep297, align 4, !alias.scope !14
  %scevgep292 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep292293 = bitcast float* %scevgep292 to <16 x float>*
  %scevgep294 = getelementptr <16 x float>, <16 x float>* %scevgep292293, i64 -22
  %wide.load35.2 = load <16 x float>, <16 x float>* %scevgep294, align 4, !alias.scope !14
  %scevgep289 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep289290 = bitcast float* %scevgep289 to <16 x float>*
  %scevgep291 = getelementptr <16 x float>, <16 x float>* %scevgep289290, i64 -21
  %wide.load36.2 = load <16 x float>, <16 x float>* %scevgep291, align 4, !alias.scope !14
  %scevgep286 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep286287 = bitcast float* %scevgep286 to <16 x float>*
  %scevgep288 = getelementptr <16 x float>, <16 x float>* %scevgep286287, i64 -20
  %wide.load37.2 = load <16 x float>, <16 x float>* %scevgep288, align 4, !alias.scope !14
  %scevgep316 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep316317 = bitcast float* %scevgep316 to <16 x float>*
  %scevgep318 = getelementptr <16 x float>, <16 x float>* %scevgep316317, i64 -23
  %scevgep318319 = bitcast <16 x float>* %scevgep318 to i8*
  %uglygep320 = getelementptr i8, i8* %scevgep318319, i64 -4
  %uglygep320321 = bitcast i8* %uglygep320 to <16 x float>*
  %wide.load38.2 = load <16 x float>, <16 x float>* %uglygep320321, align 4, !alias.scope !14
  %scevgep310 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep310311 = bitcast float* %scevgep310 to <16 x float>*
  %scevgep312 = getelementptr <16 x float>, <16 x float>* %scevgep310311, i64 -22
  %scevgep312313 = bitcast <16 x float>* %scevgep312 to i8*
  %uglygep314 = getelementptr i8, i8* %scevgep312313, i64 -4
  %uglygep314315 = bitcast i8* %uglygep314 to <16 x float>*
  %wide.load39.2 = load <16 x float>, <16 x float>* %uglygep314315, align 4, !alias.scope !14
  %scevgep304 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep304305 = bitcast float* %scevgep304 to <16 x float>*
  %scevgep306 = getelementptr <16 x float>, <16 x float>* %scevgep304305, i64 -21
  %scevgep306307 = bitcast <16 x float>* %scevgep306 to i8*
  %uglygep308 = getelementptr i8, i8* %scevgep306307, i64 -4
  %uglygep308309 = bitcast i8* %uglygep308 to <16 x float>*
  %wide.load40.2 = load <16 x float>, <16 x float>* %uglygep308309, align 4, !alias.scope !14
  %scevgep298 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep298299 = bitcast float* %scevgep298 to <16 x float>*
  %scevgep300 = getelementptr <16 x float>, <16 x float>* %scevgep298299, i64 -20
  %scevgep300301 = bitcast <16 x float>* %scevgep300 to i8*
  %uglygep302 = getelementptr i8, i8* %scevgep300301, i64 -4
  %uglygep302303 = bitcast i8* %uglygep302 to <16 x float>*
  %wide.load41.2 = load <16 x float>, <16 x float>* %uglygep302303, align 4, !alias.scope !14
  %81 = fmul <16 x float> %wide.load38.2, %wide.load38.2
  %82 = fmul <16 x float> %wide.load39.2, %wide.load39.2
  %83 = fmul <16 x float> %wide.load40.2, %wide.load40.2
  %84 = fmul <16 x float> %wide.load41.2, %wide.load41.2
  %85 = fsub <16 x float> %wide.load.2, %81
  %86 = fsub <16 x float> %wide.load35.2, %82
  %87 = fsub <16 x float> %wide.load36.2, %83
  %88 = fsub <16 x float> %wide.load37.2, %84
  %89 = fmul <16 x float> %85, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %90 = fmul <16 x float> %86, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %91 = fmul <16 x float> %87, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %92 = fmul <16 x float> %88, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %scevgep486 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep486487 = bitcast float* %scevgep486 to <16 x float>*
  %scevgep488 = getelementptr <16 x float>, <16 x float>* %scevgep486487, i64 -23
  store <16 x float> %89, <16 x float>* %scevgep488, align 4, !alias.scope !17, !noalias !14
  %scevgep483 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep483484 = bitcast float* %scevgep483 to <16 x float>*
  %scevgep485 = getelementptr <16 x float>, <16 x float>* %scevgep483484, i64 -22
  store <16 x float> %90, <16 x float>* %scevgep485, align 4, !alias.scope !17, !noalias !14
  %scevgep480 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep480481 = bitcast float* %scevgep480 to <16 x float>*
  %scevgep482 = getelementptr <16 x float>, <16 x float>* %scevgep480481, i64 -21
  store <16 x float> %91, <16 x float>* %scevgep482, align 4, !alias.scope !17, !noalias !14
  %scevgep477 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep477478 = bitcast float* %scevgep477 to <16 x float>*
  %scevgep479 = getelementptr <16 x float>, <16 x float>* %scevgep477478, i64 -20
  store <16 x float> %92, <16 x float>* %scevgep479, align 4, !alias.scope !17, !noalias !14
  %scevgep259 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep259260 = bitcast float* %scevgep259 to <16 x float>*
  %scevgep261 = getelementptr <16 x float>, <16 x float>* %scevgep259260, i64 -19
  %wide.load.3 = load <16 x float>, <16 x float>* %scevgep261, align 4, !alias.scope !14
  %scevgep256 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep256257 = bitcast float* %scevgep256 to <16 x float>*
  %scevgep258 = getelementptr <16 x float>, <16 x float>* %scevgep256257, i64 -18
  %wide.load35.3 = load <16 x float>, <16 x float>* %scevgep258, align 4, !alias.scope !14
  %scevgep253 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep253254 = bitcast float* %scevgep253 to <16 x float>*
  %scevgep255 = getelementptr <16 x float>, <16 x float>* %scevgep253254, i64 -17
  %wide.load36.3 = load <16 x float>, <16 x float>* %scevgep255, align 4, !alias.scope !14
  %scevgep250 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep250251 = bitcast float* %scevgep250 to <16 x float>*
  %scevgep252 = getelementptr <16 x float>, <16 x float>* %scevgep250251, i64 -16
  %wide.load37.3 = load <16 x float>, <16 x float>* %scevgep252, align 4, !alias.scope !14
  %scevgep280 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep280281 = bitcast float* %scevgep280 to <16 x float>*
  %scevgep282 = getelementptr <16 x float>, <16 x float>* %scevgep280281, i64 -19
  %scevgep282283 = bitcast <16 x float>* %scevgep282 to i8*
  %uglygep284 = getelementptr i8, i8* %scevgep282283, i64 -4
  %uglygep284285 = bitcast i8* %uglygep284 to <16 x float>*
  %wide.load38.3 = load <16 x float>, <16 x float>* %uglygep284285, align 4, !alias.scope !14
  %scevgep274 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep274275 = bitcast float* %scevgep274 to <16 x float>*
  %scevgep276 = getelementptr <16 x float>, <16 x float>* %scevgep274275, i64 -18
  %scevgep276277 = bitcast <16 x float>* %scevgep276 to i8*
  %uglygep278 = getelementptr i8, i8* %scevgep276277, i64 -4
  %uglygep278279 = bitcast i8* %uglygep278 to <16 x float>*
  %wide.load39.3 = load <16 x float>, <16 x float>* %uglygep278279, align 4, !alias.scope !14
  %scevgep268 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep268269 = bitcast float* %scevgep268 to <16 x float>*
  %scevgep270 = getelementptr <16 x float>, <16 x float>* %scevgep268269, i64 -17
  %scevgep270271 = bitcast <16 x float>* %scevgep270 to i8*
  %uglygep272 = getelementptr i8, i8* %scevgep270271, i64 -4
  %uglygep272273 = bitcast i8* %uglygep272 to <16 x float>*
  %wide.load40.3 = load <16 x float>, <16 x float>* %uglygep272273, align 4, !alias.scope !14
  %scevgep262 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep262263 = bitcast float* %scevgep262 to <16 x float>*
  %scevgep264 = getelementptr <16 x float>, <16 x float>* %scevgep262263, i64 -16
  %scevgep264265 = bitcast <16 x float>* %scevgep264 to i8*
  %uglygep266 = getelementptr i8, i8* %scevgep264265, i64 -4
  %uglygep266267 = bitcast i8* %uglygep266 to <16 x float>*
  %wide.load41.3 = load <16 x float>, <16 x float>* %uglygep266267, align 4, !alias.scope !14
  %93 = fmul <16 x float> %wide.load38.3, %wide.load38.3
  %94 = fmul <16 x float> %wide.load39.3, %wide.load39.3
  %95 = fmul <16 x float> %wide.load40.3, %wide.load40.3
  %96 = fmul <16 x float> %wide.load41.3, %wide.load41.3
  %97 = fsub <16 x float> %wide.load.3, %93
  %98 = fsub <16 x float> %wide.load35.3, %94
  %99 = fsub <16 x float> %wide.load36.3, %95
  %100 = fsub <16 x float> %wide.load37.3, %96
  %101 = fmul <16 x float> %97, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %102 = fmul <16 x float> %98, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %103 = fmul <16 x float> %99, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %104 = fmul <16 x float> %100, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %scevgep474 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep474475 = bitcast float* %scevgep474 to <16 x float>*
  %scevgep476 = getelementptr <16 x float>, <16 x float>* %scevgep474475, i64 -19
  store <16 x float> %101, <16 x float>* %scevgep476, align 4, !alias.scope !17, !noalias !14
  %scevgep471 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep471472 = bitcast float* %scevgep471 to <16 x float>*
  %scevgep473 = getelementptr <16 x float>, <16 x float>* %scevgep471472, i64 -18
  store <16 x float> %102, <16 x float>* %scevgep473, align 4, !alias.scope !17, !noalias !14
  %scevgep468 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep468469 = bitcast float* %scevgep468 to <16 x float>*
  %scevgep470 = getelementptr <16 x float>, <16 x float>* %scevgep468469, i64 -17
  store <16 x float> %103, <16 x float>* %scevgep470, align 4, !alias.scope !17, !noalias !14
  %scevgep465 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep465466 = bitcast float* %scevgep465 to <16 x float>*
  %scevgep467 = getelementptr <16 x float>, <16 x float>* %scevgep465466, i64 -16
  store <16 x float> %104, <16 x float>* %scevgep467, align 4, !alias.scope !17, !noalias !14
  %scevgep223 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep223224 = bitcast float* %scevgep223 to <16 x float>*
  %scevgep225 = getelementptr <16 x float>, <16 x float>* %scevgep223224, i64 -15
  %wide.load.4 = load <16 x float>, <16 x float>* %scevgep225, align 4, !alias.scope !14
  %scevgep220 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep220221 = bitcast float* %scevgep220 to <16 x float>*
  %scevgep222 = getelementptr <16 x float>, <16 x float>* %scevgep220221, i64 -14
  %wide.load35.4 = load <16 x float>, <16 x float>* %scevgep222, align 4, !alias.scope !14
  %scevgep217 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep217218 = bitcast float* %scevgep217 to <16 x float>*
  %scevgep219 = getelementptr <16 x float>, <16 x float>* %scevgep217218, i64 -13
  %wide.load36.4 = load <16 x float>, <16 x float>* %scevgep219, align 4, !alias.scope !14
  %scevgep214 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep214215 = bitcast float* %scevgep214 to <16 x float>*
  %scevgep216 = getelementptr <16 x float>, <16 x float>* %scevgep214215, i64 -12
  %wide.load37.4 = load <16 x float>, <16 x float>* %scevgep216, align 4, !alias.scope !14
  %scevgep244 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep244245 = bitcast float* %scevgep244 to <16 x float>*
  %scevgep246 = getelementptr <16 x float>, <16 x float>* %scevgep244245, i64 -15
  %scevgep246247 = bitcast <16 x float>* %scevgep246 to i8*
  %uglygep248 = getelementptr i8, i8* %scevgep246247, i64 -4
  %uglygep248249 = bitcast i8* %uglygep248 to <16 x float>*
  %wide.load38.4 = load <16 x float>, <16 x float>* %uglygep248249, align 4, !alias.scope !14
  %scevgep238 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep238239 = bitcast float* %scevgep238 to <16 x float>*
  %scevgep240 = getelementptr <16 x float>, <16 x float>* %scevgep238239, i64 -14
  %scevgep240241 = bitcast <16 x float>* %scevgep240 to i8*
  %uglygep242 = getelementptr i8, i8* %scevgep240241, i64 -4
  %uglygep242243 = bitcast i8* %uglygep242 to <16 x float>*
  %wide.load39.4 = load <16 x float>, <16 x float>* %uglygep242243, align 4, !alias.scope !14
  %scevgep232 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep232233 = bitcast float* %scevgep232 to <16 x float>*
  %scevgep234 = getelementptr <16 x float>, <16 x float>* %scevgep232233, i64 -13
  %scevgep234235 = bitcast <16 x float>* %scevgep234 to i8*
  %uglygep236 = getelementptr i8, i8* %scevgep234235, i64 -4
  %uglygep236237 = bitcast i8* %uglygep236 to <16 x float>*
  %wide.load40.4 = load <16 x float>, <16 x float>* %uglygep236237, align 4, !alias.scope !14
  %scevgep226 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep226227 = bitcast float* %scevgep226 to <16 x float>*
  %scevgep228 = getelementptr <16 x float>, <16 x float>* %scevgep226227, i64 -12
  %scevgep228229 = bitcast <16 x float>* %scevgep228 to i8*
  %uglygep230 = getelementptr i8, i8* %scevgep228229, i64 -4
  %uglygep230231 = bitcast i8* %uglygep230 to <16 x float>*
  %wide.load41.4 = load <16 x float>, <16 x float>* %uglygep230231, align 4, !alias.scope !14
  %105 = fmul <16 x float> %wide.load38.4, %wide.load38.4
  %106 = fmul <16 x float> %wide.load39.4, %wide.load39.4
  %107 = fmul <16 x float> %wide.load40.4, %wide.load40.4
  %108 = fmul <16 x float> %wide.load41.4, %wide.load41.4
  %109 = fsub <16 x float> %wide.load.4, %105
  %110 = fsub <16 x float> %wide.load35.4, %106
  %111 = fsub <16 x float> %wide.load36.4, %107
  %112 = fsub <16 x float> %wide.load37.4, %108
  %113 = fmul <16 x float> %109, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %114 = fmul <16 x float> %110, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %115 = fmul <16 x float> %111, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %116 = fmul <16 x float> %112, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %scevgep462 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep462463 = bitcast float* %scevgep462 to <16 x float>*
  %scevgep464 = getelementptr <16 x float>, <16 x float>* %scevgep462463, i64 -15
  store <16 x float> %113, <16 x float>* %scevgep464, align 4, !alias.scope !17, !noalias !14
  %scevgep459 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep459460 = bitcast float* %scevgep459 to <16 x float>*
  %scevgep461 = getelementptr <16 x float>, <16 x float>* %scevgep459460, i64 -14
  store <16 x float> %114, <16 x float>* %scevgep461, align 4, !alias.scope !17, !noalias !14
  %scevgep456 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep456457 = bitcast float* %scevgep456 to <16 x float>*
  %scevgep458 = getelementptr <16 x float>, <16 x float>* %scevgep456457, i64 -13
  store <16 x float> %115, <16 x float>* %scevgep458, align 4, !alias.scope !17, !noalias !14
  %scevgep453 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep453454 = bitcast float* %scevgep453 to <16 x float>*
  %scevgep455 = getelementptr <16 x float>, <16 x float>* %scevgep453454, i64 -12
  store <16 x float> %116, <16 x float>* %scevgep455, align 4, !alias.scope !17, !noalias !14
  %scevgep187 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep187188 = bitcast float* %scevgep187 to <16 x float>*
  %scevgep189 = getelementptr <16 x float>, <16 x float>* %scevgep187188, i64 -11
  %wide.load.5 = load <16 x float>, <16 x float>* %scevgep189, align 4, !alias.scope !14
  %scevgep184 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep184185 = bitcast float* %scevgep184 to <16 x float>*
  %scevgep186 = getelementptr <16 x float>, <16 x float>* %scevgep184185, i64 -10
  %wide.load35.5 = load <16 x float>, <16 x float>* %scevgep186, align 4, !alias.scope !14
  %scevgep181 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep181182 = bitcast float* %scevgep181 to <16 x float>*
  %scevgep183 = getelementptr <16 x float>, <16 x float>* %scevgep181182, i64 -9
  %wide.load36.5 = load <16 x float>, <16 x float>* %scevgep183, align 4, !alias.scope !14
  %scevgep178 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep178179 = bitcast float* %scevgep178 to <16 x float>*
  %scevgep180 = getelementptr <16 x float>, <16 x float>* %scevgep178179, i64 -8
  %wide.load37.5 = load <16 x float>, <16 x float>* %scevgep180, align 4, !alias.scope !14
  %scevgep208 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep208209 = bitcast float* %scevgep208 to <16 x float>*
  %scevgep210 = getelementptr <16 x float>, <16 x float>* %scevgep208209, i64 -11
  %scevgep210211 = bitcast <16 x float>* %scevgep210 to i8*
  %uglygep212 = getelementptr i8, i8* %scevgep210211, i64 -4
  %uglygep212213 = bitcast i8* %uglygep212 to <16 x float>*
  %wide.load38.5 = load <16 x float>, <16 x float>* %uglygep212213, align 4, !alias.scope !14
  %scevgep202 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep202203 = bitcast float* %scevgep202 to <16 x float>*
  %scevgep204 = getelementptr <16 x float>, <16 x float>* %scevgep202203, i64 -10
  %scevgep204205 = bitcast <16 x float>* %scevgep204 to i8*
  %uglygep206 = getelementptr i8, i8* %scevgep204205, i64 -4
  %uglygep206207 = bitcast i8* %uglygep206 to <16 x float>*
  %wide.load39.5 = load <16 x float>, <16 x float>* %uglygep206207, align 4, !alias.scope !14
  %scevgep196 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep196197 = bitcast float* %scevgep196 to <16 x float>*
  %scevgep198 = getelementptr <16 x float>, <16 x float>* %scevgep196197, i64 -9
  %scevgep198199 = bitcast <16 x float>* %scevgep198 to i8*
  %uglygep200 = getelementptr i8, i8* %scevgep198199, i64 -4
  %uglygep200201 = bitcast i8* %uglygep200 to <16 x float>*
  %wide.load40.5 = load <16 x float>, <16 x float>* %uglygep200201, align 4, !alias.scope !14
  %scevgep190 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep190191 = bitcast float* %scevgep190 to <16 x float>*
  %scevgep192 = getelementptr <16 x float>, <16 x float>* %scevgep190191, i64 -8
  %scevgep192193 = bitcast <16 x float>* %scevgep192 to i8*
  %uglygep194 = getelementptr i8, i8* %scevgep192193, i64 -4
  %uglygep194195 = bitcast i8* %uglygep194 to <16 x float>*
  %wide.load41.5 = load <16 x float>, <16 x float>* %uglygep194195, align 4, !alias.scope !14
  %117 = fmul <16 x float> %wide.load38.5, %wide.load38.5
  %118 = fmul <16 x float> %wide.load39.5, %wide.load39.5
  %119 = fmul <16 x float> %wide.load40.5, %wide.load40.5
  %120 = fmul <16 x float> %wide.load41.5, %wide.load41.5
  %121 = fsub <16 x float> %wide.load.5, %117
  %122 = fsub <16 x float> %wide.load35.5, %118
  %123 = fsub <16 x float> %wide.load36.5, %119
  %124 = fsub <16 x float> %wide.load37.5, %120
  %125 = fmul <16 x float> %121, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %126 = fmul <16 x float> %122, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %127 = fmul <16 x float> %123, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %128 = fmul <16 x float> %124, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %scevgep450 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep450451 = bitcast float* %scevgep450 to <16 x float>*
  %scevgep452 = getelementptr <16 x float>, <16 x float>* %scevgep450451, i64 -11
  store <16 x float> %125, <16 x float>* %scevgep452, align 4, !alias.scope !17, !noalias !14
  %scevgep447 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep447448 = bitcast float* %scevgep447 to <16 x float>*
  %scevgep449 = getelementptr <16 x float>, <16 x float>* %scevgep447448, i64 -10
  store <16 x float> %126, <16 x float>* %scevgep449, align 4, !alias.scope !17, !noalias !14
  %scevgep444 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep444445 = bitcast float* %scevgep444 to <16 x float>*
  %scevgep446 = getelementptr <16 x float>, <16 x float>* %scevgep444445, i64 -9
  store <16 x float> %127, <16 x float>* %scevgep446, align 4, !alias.scope !17, !noalias !14
  %scevgep441 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep441442 = bitcast float* %scevgep441 to <16 x float>*
  %scevgep443 = getelementptr <16 x float>, <16 x float>* %scevgep441442, i64 -8
  store <16 x float> %128, <16 x float>* %scevgep443, align 4, !alias.scope !17, !noalias !14
  %scevgep151 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep151152 = bitcast float* %scevgep151 to <16 x float>*
  %scevgep153 = getelementptr <16 x float>, <16 x float>* %scevgep151152, i64 -7
  %wide.load.6 = load <16 x float>, <16 x float>* %scevgep153, align 4, !alias.scope !14
  %scevgep148 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep148149 = bitcast float* %scevgep148 to <16 x float>*
  %scevgep150 = getelementptr <16 x float>, <16 x float>* %scevgep148149, i64 -6
  %wide.load35.6 = load <16 x float>, <16 x float>* %scevgep150, align 4, !alias.scope !14
  %scevgep145 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep145146 = bitcast float* %scevgep145 to <16 x float>*
  %scevgep147 = getelementptr <16 x float>, <16 x float>* %scevgep145146, i64 -5
  %wide.load36.6 = load <16 x float>, <16 x float>* %scevgep147, align 4, !alias.scope !14
  %scevgep142 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep142143 = bitcast float* %scevgep142 to <16 x float>*
  %scevgep144 = getelementptr <16 x float>, <16 x float>* %scevgep142143, i64 -4
  %wide.load37.6 = load <16 x float>, <16 x float>* %scevgep144, align 4, !alias.scope !14
  %scevgep172 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep172173 = bitcast float* %scevgep172 to <16 x float>*
  %scevgep174 = getelementptr <16 x float>, <16 x float>* %scevgep172173, i64 -7
  %scevgep174175 = bitcast <16 x float>* %scevgep174 to i8*
  %uglygep176 = getelementptr i8, i8* %scevgep174175, i64 -4
  %uglygep176177 = bitcast i8* %uglygep176 to <16 x float>*
  %wide.load38.6 = load <16 x float>, <16 x float>* %uglygep176177, align 4, !alias.scope !14
  %scevgep166 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep166167 = bitcast float* %scevgep166 to <16 x float>*
  %scevgep168 = getelementptr <16 x float>, <16 x float>* %scevgep166167, i64 -6
  %scevgep168169 = bitcast <16 x float>* %scevgep168 to i8*
  %uglygep170 = getelementptr i8, i8* %scevgep168169, i64 -4
  %uglygep170171 = bitcast i8* %uglygep170 to <16 x float>*
  %wide.load39.6 = load <16 x float>, <16 x float>* %uglygep170171, align 4, !alias.scope !14
  %scevgep160 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep160161 = bitcast float* %scevgep160 to <16 x float>*
  %scevgep162 = getelementptr <16 x float>, <16 x float>* %scevgep160161, i64 -5
  %scevgep162163 = bitcast <16 x float>* %scevgep162 to i8*
  %uglygep164 = getelementptr i8, i8* %scevgep162163, i64 -4
  %uglygep164165 = bitcast i8* %uglygep164 to <16 x float>*
  %wide.load40.6 = load <16 x float>, <16 x float>* %uglygep164165, align 4, !alias.scope !14
  %scevgep154 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep154155 = bitcast float* %scevgep154 to <16 x float>*
  %scevgep156 = getelementptr <16 x float>, <16 x float>* %scevgep154155, i64 -4
  %scevgep156157 = bitcast <16 x float>* %scevgep156 to i8*
  %uglygep158 = getelementptr i8, i8* %scevgep156157, i64 -4
  %uglygep158159 = bitcast i8* %uglygep158 to <16 x float>*
  %wide.load41.6 = load <16 x float>, <16 x float>* %uglygep158159, align 4, !alias.scope !14
  %129 = fmul <16 x float> %wide.load38.6, %wide.load38.6
  %130 = fmul <16 x float> %wide.load39.6, %wide.load39.6
  %131 = fmul <16 x float> %wide.load40.6, %wide.load40.6
  %132 = fmul <16 x float> %wide.load41.6, %wide.load41.6
  %133 = fsub <16 x float> %wide.load.6, %129
  %134 = fsub <16 x float> %wide.load35.6, %130
  %135 = fsub <16 x float> %wide.load36.6, %131
  %136 = fsub <16 x float> %wide.load37.6, %132
  %137 = fmul <16 x float> %133, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %138 = fmul <16 x float> %134, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %139 = fmul <16 x float> %135, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %140 = fmul <16 x float> %136, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %scevgep438 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep438439 = bitcast float* %scevgep438 to <16 x float>*
  %scevgep440 = getelementptr <16 x float>, <16 x float>* %scevgep438439, i64 -7
  store <16 x float> %137, <16 x float>* %scevgep440, align 4, !alias.scope !17, !noalias !14
  %scevgep435 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep435436 = bitcast float* %scevgep435 to <16 x float>*
  %scevgep437 = getelementptr <16 x float>, <16 x float>* %scevgep435436, i64 -6
  store <16 x float> %138, <16 x float>* %scevgep437, align 4, !alias.scope !17, !noalias !14
  %scevgep432 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep432433 = bitcast float* %scevgep432 to <16 x float>*
  %scevgep434 = getelementptr <16 x float>, <16 x float>* %scevgep432433, i64 -5
  store <16 x float> %139, <16 x float>* %scevgep434, align 4, !alias.scope !17, !noalias !14
  %scevgep429 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep429430 = bitcast float* %scevgep429 to <16 x float>*
  %scevgep431 = getelementptr <16 x float>, <16 x float>* %scevgep429430, i64 -4
  store <16 x float> %140, <16 x float>* %scevgep431, align 4, !alias.scope !17, !noalias !14
  %scevgep366 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep366367 = bitcast float* %scevgep366 to <16 x float>*
  %scevgep368 = getelementptr <16 x float>, <16 x float>* %scevgep366367, i64 -3
  %wide.load.7 = load <16 x float>, <16 x float>* %scevgep368, align 4, !alias.scope !14
  %scevgep363 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep363364 = bitcast float* %scevgep363 to <16 x float>*
  %scevgep365 = getelementptr <16 x float>, <16 x float>* %scevgep363364, i64 -2
  %wide.load35.7 = load <16 x float>, <16 x float>* %scevgep365, align 4, !alias.scope !14
  %scevgep360 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep360361 = bitcast float* %scevgep360 to <16 x float>*
  %scevgep362 = getelementptr <16 x float>, <16 x float>* %scevgep360361, i64 -1
  %wide.load36.7 = load <16 x float>, <16 x float>* %scevgep362, align 4, !alias.scope !14
  %scevgep358 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep358359 = bitcast float* %scevgep358 to <16 x float>*
  %wide.load37.7 = load <16 x float>, <16 x float>* %scevgep358359, align 4, !alias.scope !14
  %scevgep386 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep386387 = bitcast float* %scevgep386 to <16 x float>*
  %scevgep388 = getelementptr <16 x float>, <16 x float>* %scevgep386387, i64 -3
  %scevgep388389 = bitcast <16 x float>* %scevgep388 to i8*
  %uglygep390 = getelementptr i8, i8* %scevgep388389, i64 -4
  %uglygep390391 = bitcast i8* %uglygep390 to <16 x float>*
  %wide.load38.7 = load <16 x float>, <16 x float>* %uglygep390391, align 4, !alias.scope !14
  %scevgep380 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep380381 = bitcast float* %scevgep380 to <16 x float>*
  %scevgep382 = getelementptr <16 x float>, <16 x float>* %scevgep380381, i64 -2
  %scevgep382383 = bitcast <16 x float>* %scevgep382 to i8*
  %uglygep384 = getelementptr i8, i8* %scevgep382383, i64 -4
  %uglygep384385 = bitcast i8* %uglygep384 to <16 x float>*
  %wide.load39.7 = load <16 x float>, <16 x float>* %uglygep384385, align 4, !alias.scope !14
  %scevgep374 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep374375 = bitcast float* %scevgep374 to <16 x float>*
  %scevgep376 = getelementptr <16 x float>, <16 x float>* %scevgep374375, i64 -1
  %scevgep376377 = bitcast <16 x float>* %scevgep376 to i8*
  %uglygep378 = getelementptr i8, i8* %scevgep376377, i64 -4
  %uglygep378379 = bitcast i8* %uglygep378 to <16 x float>*
  %wide.load40.7 = load <16 x float>, <16 x float>* %uglygep378379, align 4, !alias.scope !14
  %scevgep369 = getelementptr float, float* %scevgep141, i64 %index
  %scevgep369370 = bitcast float* %scevgep369 to <16 x float>*
  %scevgep369370371 = bitcast <16 x float>* %scevgep369370 to i8*
  %uglygep372 = getelementptr i8, i8* %scevgep369370371, i64 -4
  %uglygep372373 = bitcast i8* %uglygep372 to <16 x float>*
  %wide.load41.7 = load <16 x float>, <16 x float>* %uglygep372373, align 4, !alias.scope !14
  %141 = fmul <16 x float> %wide.load38.7, %wide.load38.7
  %142 = fmul <16 x float> %wide.load39.7, %wide.load39.7
  %143 = fmul <16 x float> %wide.load40.7, %wide.load40.7
  %144 = fmul <16 x float> %wide.load41.7, %wide.load41.7
  %145 = fsub <16 x float> %wide.load.7, %141
  %146 = fsub <16 x float> %wide.load35.7, %142
  %147 = fsub <16 x float> %wide.load36.7, %143
  %148 = fsub <16 x float> %wide.load37.7, %144
  %149 = fmul <16 x float> %145, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %150 = fmul <16 x float> %146, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %151 = fmul <16 x float> %147, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %152 = fmul <16 x float> %148, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %scevgep509 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep509510 = bitcast float* %scevgep509 to <16 x float>*
  %scevgep511 = getelementptr <16 x float>, <16 x float>* %scevgep509510, i64 -3
  store <16 x float> %149, <16 x float>* %scevgep511, align 4, !alias.scope !17, !noalias !14
  %scevgep506 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep506507 = bitcast float* %scevgep506 to <16 x float>*
  %scevgep508 = getelementptr <16 x float>, <16 x float>* %scevgep506507, i64 -2
  store <16 x float> %150, <16 x float>* %scevgep508, align 4, !alias.scope !17, !noalias !14
  %scevgep503 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep503504 = bitcast float* %scevgep503 to <16 x float>*
  %scevgep505 = getelementptr <16 x float>, <16 x float>* %scevgep503504, i64 -1
  store <16 x float> %151, <16 x float>* %scevgep505, align 4, !alias.scope !17, !noalias !14
  %scevgep501 = getelementptr float, float* %scevgep428, i64 %index
  %scevgep501502 = bitcast float* %scevgep501 to <16 x float>*
  store <16 x float> %152, <16 x float>* %scevgep501502, align 4, !alias.scope !17, !noalias !14
  %index.next.7 = add i64 %index, 512
  %lsr.iv.next525 = add i64 %lsr.iv524, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next525, 0
  br i1 %niter.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !19

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod51.not = icmp eq i64 %xtraiter50, 0
  br i1 %lcmp.mod51.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv139 = phi i64 [ %xtraiter50, %vector.body.epil.preheader ], [ %lsr.iv.next140, %vector.body.epil ]
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %vector.body.epil.preheader ]
  %153 = or i64 %index.epil, 1
  %154 = getelementptr float, float* %arg.x.4, i64 %153
  %155 = bitcast float* %154 to <16 x float>*
  %wide.load.epil = load <16 x float>, <16 x float>* %155, align 4, !alias.scope !14
  %156 = getelementptr float, float* %154, i64 16
  %157 = bitcast float* %156 to <16 x float>*
  %wide.load35.epil = load <16 x float>, <16 x float>* %157, align 4, !alias.scope !14
  %158 = getelementptr float, float* %154, i64 32
  %159 = bitcast float* %158 to <16 x float>*
  %wide.load36.epil = load <16 x float>, <16 x float>* %159, align 4, !alias.scope !14
  %160 = getelementptr float, float* %154, i64 48
  %161 = bitcast float* %160 to <16 x float>*
  %wide.load37.epil = load <16 x float>, <16 x float>* %161, align 4, !alias.scope !14
  %sunkaddr596 = mul i64 %index.epil, 4
  %162 = bitcast float* %arg.x.4 to i8*
  %sunkaddr597 = getelementptr i8, i8* %162, i64 %sunkaddr596
  %163 = bitcast i8* %sunkaddr597 to <16 x float>*
  %wide.load38.epil = load <16 x float>, <16 x float>* %163, align 4, !alias.scope !14
  %sunkaddr598 = mul i64 %index.epil, 4
  %164 = bitcast float* %arg.x.4 to i8*
  %sunkaddr599 = getelementptr i8, i8* %164, i64 %sunkaddr598
  %sunkaddr600 = getelementptr i8, i8* %sunkaddr599, i64 64
  %165 = bitcast i8* %sunkaddr600 to <16 x float>*
  %wide.load39.epil = load <16 x float>, <16 x float>* %165, align 4, !alias.scope !14
  %sunkaddr601 = mul i64 %index.epil, 4
  %166 = bitcast float* %arg.x.4 to i8*
  %sunkaddr602 = getelementptr i8, i8* %166, i64 %sunkaddr601
  %sunkaddr603 = getelementptr i8, i8* %sunkaddr602, i64 128
  %167 = bitcast i8* %sunkaddr603 to <16 x float>*
  %wide.load40.epil = load <16 x float>, <16 x float>* %167, align 4, !alias.scope !14
  %sunkaddr604 = mul i64 %index.epil, 4
  %168 = bitcast float* %arg.x.4 to i8*
  %sunkaddr605 = getelementptr i8, i8* %168, i64 %sunkaddr604
  %sunkaddr606 = getelementptr i8, i8* %sunkaddr605, i64 192
  %169 = bitcast i8* %sunkaddr606 to <16 x float>*
  %wide.load41.epil = load <16 x float>, <16 x float>* %169, align 4, !alias.scope !14
  %170 = fmul <16 x float> %wide.load38.epil, %wide.load38.epil
  %171 = fmul <16 x float> %wide.load39.epil, %wide.load39.epil
  %172 = fmul <16 x float> %wide.load40.epil, %wide.load40.epil
  %173 = fmul <16 x float> %wide.load41.epil, %wide.load41.epil
  %174 = fsub <16 x float> %wide.load.epil, %170
  %175 = fsub <16 x float> %wide.load35.epil, %171
  %176 = fsub <16 x float> %wide.load36.epil, %172
  %177 = fsub <16 x float> %wide.load37.epil, %173
  %178 = fmul <16 x float> %174, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %179 = fmul <16 x float> %175, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %180 = fmul <16 x float> %176, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %181 = fmul <16 x float> %177, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %sunkaddr607 = mul i64 %index.epil, 4
  %182 = bitcast float* %.6.i1.i to i8*
  %sunkaddr608 = getelementptr i8, i8* %182, i64 %sunkaddr607
  %183 = bitcast i8* %sunkaddr608 to <16 x float>*
  store <16 x float> %178, <16 x float>* %183, align 4, !alias.scope !17, !noalias !14
  %sunkaddr609 = mul i64 %index.epil, 4
  %184 = bitcast float* %.6.i1.i to i8*
  %sunkaddr610 = getelementptr i8, i8* %184, i64 %sunkaddr609
  %sunkaddr611 = getelementptr i8, i8* %sunkaddr610, i64 64
  %185 = bitcast i8* %sunkaddr611 to <16 x float>*
  store <16 x float> %179, <16 x float>* %185, align 4, !alias.scope !17, !noalias !14
  %sunkaddr612 = mul i64 %index.epil, 4
  %186 = bitcast float* %.6.i1.i to i8*
  %sunkaddr613 = getelementptr i8, i8* %186, i64 %sunkaddr612
  %sunkaddr614 = getelementptr i8, i8* %sunkaddr613, i64 128
  %187 = bitcast i8* %sunkaddr614 to <16 x float>*
  store <16 x float> %180, <16 x float>* %187, align 4, !alias.scope !17, !noalias !14
  %sunkaddr615 = mul i64 %index.epil, 4
  %188 = bitcast float* %.6.i1.i to i8*
  %sunkaddr616 = getelementptr i8, i8* %188, i64 %sunkaddr615
  %sunkaddr617 = getelementptr i8, i8* %sunkaddr616, i64 192
  %189 = bitcast i8* %sunkaddr617 to <16 x float>*
  store <16 x float> %181, <16 x float>* %189, align 4, !alias.scope !17, !noalias !14
  %index.next.epil = add nuw i64 %index.epil, 64
  %lsr.iv.next140 = add nsw i64 %lsr.iv139, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next140, 0
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !20

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %.75, %n.vec
  br i1 %cmp.n, label %B214, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %.75, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %B104.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec43 = and i64 %.75, -8
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %offset.idx = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next48, %vec.epilog.vector.body ]
  %sunkaddr618 = mul i64 %offset.idx, 4
  %190 = bitcast float* %arg.x.4 to i8*
  %sunkaddr619 = getelementptr i8, i8* %190, i64 %sunkaddr618
  %sunkaddr620 = getelementptr i8, i8* %sunkaddr619, i64 4
  %191 = bitcast i8* %sunkaddr620 to <8 x float>*
  %wide.load46 = load <8 x float>, <8 x float>* %191, align 4, !alias.scope !22
  %sunkaddr621 = mul i64 %offset.idx, 4
  %192 = bitcast float* %arg.x.4 to i8*
  %sunkaddr622 = getelementptr i8, i8* %192, i64 %sunkaddr621
  %193 = bitcast i8* %sunkaddr622 to <8 x float>*
  %wide.load47 = load <8 x float>, <8 x float>* %193, align 4, !alias.scope !22
  %194 = fmul <8 x float> %wide.load47, %wide.load47
  %195 = fsub <8 x float> %wide.load46, %194
  %196 = fmul <8 x float> %195, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>
  %scevgep113 = getelementptr float, float* %.6.i1.i, i64 %offset.idx
  %scevgep113114 = bitcast float* %scevgep113 to <8 x float>*
  store <8 x float> %196, <8 x float>* %scevgep113114, align 4, !alias.scope !25, !noalias !22
  %index.next48 = add nuw i64 %offset.idx, 8
  %197 = icmp eq i64 %n.vec43, %index.next48
  br i1 %197, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !27

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n44 = icmp eq i64 %.75, %n.vec43
  br i1 %cmp.n44, label %B214, label %B104.preheader

B104.preheader:                                   ; preds = %vector.memcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %.99.027.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec43, %vec.epilog.middle.block ]
  %198 = add i64 %arg.x.5.0, 7
  %199 = add i64 %arg.x.5.0, -2
  %200 = sub i64 %199, %.99.027.ph
  %xtraiter = and i64 %198, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B104.prol.loopexit, label %B104.prol.preheader

B104.prol.preheader:                              ; preds = %B104.preheader
  br label %B104.prol

B104.prol:                                        ; preds = %B104.prol.preheader, %B104.prol
  %lsr.iv = phi i64 [ %xtraiter, %B104.prol.preheader ], [ %lsr.iv.next, %B104.prol ]
  %.99.027.prol = phi i64 [ %.168.prol, %B104.prol ], [ %.99.027.ph, %B104.prol.preheader ]
  %.168.prol = add nuw nsw i64 %.99.027.prol, 1
  %sunkaddr623 = mul i64 %.99.027.prol, 4
  %201 = bitcast float* %arg.x.4 to i8*
  %sunkaddr624 = getelementptr i8, i8* %201, i64 %sunkaddr623
  %sunkaddr625 = getelementptr i8, i8* %sunkaddr624, i64 4
  %202 = bitcast i8* %sunkaddr625 to float*
  %.224.prol = load float, float* %202, align 4
  %sunkaddr626 = mul i64 %.99.027.prol, 4
  %203 = bitcast float* %arg.x.4 to i8*
  %sunkaddr627 = getelementptr i8, i8* %203, i64 %sunkaddr626
  %204 = bitcast i8* %sunkaddr627 to float*
  %.254.prol = load float, float* %204, align 4
  %.285.prol = fmul float %.254.prol, %.254.prol
  %.286.prol = fsub float %.224.prol, %.285.prol
  %.287.prol = fmul float %.286.prol, 1.000000e+01
  %scevgep101 = getelementptr float, float* %.6.i1.i, i64 %.99.027.prol
  store float %.287.prol, float* %scevgep101, align 4
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.not, label %B104.prol.loopexit, label %B104.prol, !llvm.loop !29

B104.prol.loopexit:                               ; preds = %B104.prol, %B104.preheader
  %.99.027.unr = phi i64 [ %.99.027.ph, %B104.preheader ], [ %.168.prol, %B104.prol ]
  %205 = icmp ult i64 %200, 7
  br i1 %205, label %B214, label %B104.preheader52

B104.preheader52:                                 ; preds = %B104.prol.loopexit
  br label %B104
}

define i8* @_ZN7cpython7kernels13residuals_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.const.residuals_f32, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.102 = alloca { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !4

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.106, %entry.endif.endif.endif.endif.if.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels13residuals_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !4

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([135 x i8], [135 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels13residuals_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %1 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.29 = load i64, i64* %2, align 8
  %.30 = icmp ne i64 %.29, 4
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !4

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.43 to i8**
  %4 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %4, align 8
  %5 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %5, i64 32
  %6 = bitcast i8* %sunkaddr4 to float**
  %.36.fca.4.load = load float*, float** %6, align 8
  %7 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %7, i64 40
  %8 = bitcast i8* %sunkaddr5 to i64*
  %.36.fca.5.0.load = load i64, i64* %8, align 8
  %9 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.43 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %9, i8 0, i64 56, i1 false)
  %.49 = call i32 @_ZN7kernels13residuals_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* poison, i64 poison, i64 poison, float* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 poison) #2
  %.50 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.57 = icmp sgt i32 %.49, 0
  %.58 = select i1 %.57, { i8*, i32, i8*, i8*, i32 }* %.50, { i8*, i32, i8*, i8*, i32 }* undef
  %.59.fca.0.load = load i8*, i8** %3, align 8
  %10 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.43 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %10, i64 8
  %11 = bitcast i8* %sunkaddr6 to i8**
  %.59.fca.1.load = load i8*, i8** %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.43 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %12, i64 16
  %13 = bitcast i8* %sunkaddr7 to i64*
  %.59.fca.2.load = load i64, i64* %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.43 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %14, i64 24
  %15 = bitcast i8* %sunkaddr8 to i64*
  %.59.fca.3.load = load i64, i64* %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.43 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %16, i64 32
  %17 = bitcast i8* %sunkaddr9 to float**
  %.59.fca.4.load = load float*, float** %17, align 8
  %18 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.43 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %18, i64 40
  %19 = bitcast i8* %sunkaddr10 to i64*
  %.59.fca.5.0.load = load i64, i64* %19, align 8
  %20 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.43 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %20, i64 48
  %21 = bitcast i8* %sunkaddr11 to i64*
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
  %sunkaddr12 = getelementptr i8, i8* %.11, i64 24
  %23 = bitcast i8* %sunkaddr12 to i8**
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
  %24 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.102 to i8**
  %.101 = call i8* @numba_unpickle(i8* getelementptr inbounds ([32 x i8], [32 x i8]* @.const.pickledata.139692300712192, i64 0, i64 0), i32 32, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139692300712192.sha1, i64 0, i64 0))
  store i8* %.59.fca.0.load, i8** %24, align 8
  %25 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.102 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %25, i64 8
  %26 = bitcast i8* %sunkaddr13 to i8**
  store i8* %.59.fca.1.load, i8** %26, align 8
  %27 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.102 to i8*
  %sunkaddr14 = getelementptr inbounds i8, i8* %27, i64 16
  %28 = bitcast i8* %sunkaddr14 to i64*
  store i64 %.59.fca.2.load, i64* %28, align 8
  %29 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.102 to i8*
  %sunkaddr15 = getelementptr inbounds i8, i8* %29, i64 24
  %30 = bitcast i8* %sunkaddr15 to i64*
  store i64 %.59.fca.3.load, i64* %30, align 8
  %31 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.102 to i8*
  %sunkaddr16 = getelementptr inbounds i8, i8* %31, i64 32
  %32 = bitcast i8* %sunkaddr16 to float**
  store float* %.59.fca.4.load, float** %32, align 8
  %33 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.102 to i8*
  %sunkaddr17 = getelementptr inbounds i8, i8* %33, i64 40
  %34 = bitcast i8* %sunkaddr17 to i64*
  store i64 %.59.fca.5.0.load, i64* %34, align 8
  %35 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.102 to i8*
  %sunkaddr18 = getelementptr inbounds i8, i8* %35, i64 48
  %36 = bitcast i8* %sunkaddr18 to i64*
  store i64 %.59.fca.6.0.load, i64* %36, align 8
  %.105 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.102 to i8*
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
  br i1 %.130, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !4

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.143 = extractvalue { i8*, i32, i8*, i8*, i32 } %.114, 2
  %.144 = call i8* @numba_unpickle(i8* %.119, i32 %.121, i8* %.143)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.146 = phi i8* [ %.134, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.144, %entry.endif.endif.endif.endif.endif.if.else ]
  %.147.not = icmp eq i8* %.146, null
  br i1 %.147.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !4

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

define { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } @cfunc._ZN7kernels13residuals_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, align 8
  %.fca.0.gep1 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.3 to i8**
  %.fca.1.gep = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.3, i64 0, i32 1
  %.fca.2.gep = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.3, i64 0, i32 2
  %.fca.3.gep = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.3, i64 0, i32 3
  %.fca.4.gep = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.3, i64 0, i32 4
  %.fca.5.0.gep = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.3, i64 0, i32 5, i64 0
  %.fca.6.0.gep = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.3, i64 0, i32 6, i64 0
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.3 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels13residuals_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 poison, i64 poison, float* %extracted.data, i64 %.7, i64 poison) #2
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19.fca.0.load = load i8*, i8** %.fca.0.gep1, align 8
  %.19.fca.1.load = load i8*, i8** %.fca.1.gep, align 8
  %.19.fca.2.load = load i64, i64* %.fca.2.gep, align 8
  %.19.fca.3.load = load i64, i64* %.fca.3.gep, align 8
  %.19.fca.4.load = load float*, float** %.fca.4.gep, align 8
  %.19.fca.5.0.load = load i64, i64* %.fca.5.0.gep, align 8
  %.19.fca.6.0.load = load i64, i64* %.fca.6.0.gep, align 8
  %.25 = insertvalue [1 x i64] poison, i64 %.19.fca.5.0.load, 0
  %.26 = insertvalue [1 x i64] poison, i64 %.19.fca.6.0.load, 0
  %inserted.meminfo = insertvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } undef, i8* %.19.fca.0.load, 0
  %inserted.parent = insertvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %inserted.meminfo, i8* %.19.fca.1.load, 1
  %inserted.nitems = insertvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %inserted.parent, i64 %.19.fca.2.load, 2
  %inserted.itemsize = insertvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %inserted.nitems, i64 %.19.fca.3.load, 3
  %inserted.data = insertvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %inserted.itemsize, float* %.19.fca.4.load, 4
  %inserted.shape = insertvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.25, 5
  %inserted.strides = insertvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.26, 6
  %.32 = alloca i32, align 4
  store i32 0, i32* %.32, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !30

entry.if:                                         ; preds = %entry
  %1 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.32)
  br i1 %1, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.35, %entry.if.if.if.if
  %common.ret.op = phi { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } [ zeroinitializer, %entry.if.if.if.if ], [ %inserted.strides, %.35 ], [ %inserted.strides, %entry ]
  ret { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %common.ret.op

.35:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.83 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f0c8f110a90>", i64 0, i64 0))
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
  br i1 %.54, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !4

entry.if.if.else:                                 ; preds = %entry.if.if
  %.67 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 2
  %.68 = call i8* @numba_unpickle(i8* %.43, i32 %.45, i8* %.67)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.70 = phi i8* [ %.58, %entry.if.if.if.endif ], [ %.68, %entry.if.if.else ]
  %.71.not = icmp eq i8* %.70, null
  br i1 %.71.not, label %.35, label %entry.if.if.endif.if, !prof !4

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

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #0 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !4

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !4

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret, !prof !4

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smin.i64(i64, i64) #3

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #1 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline }
attributes #3 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { argmemonly nocallback nofree nounwind willreturn writeonly }

!0 = !{!1, !3}
!1 = distinct !{!1, !2, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE27omitted_28default_3dNone_29: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE27omitted_28default_3dNone_29"}
!3 = distinct !{!3, !2, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE27omitted_28default_3dNone_29: %excinfo"}
!4 = !{!"branch_weights", i32 1, i32 99}
!5 = !{!6, !8, !9, !11, !1, !3}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = distinct !{!9, !10, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!10 = distinct !{!10, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!11 = distinct !{!11, !10, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!15}
!15 = distinct !{!15, !16}
!16 = distinct !{!16, !"LVerDomain"}
!17 = !{!18}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !13}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = !{!23}
!23 = distinct !{!23, !24}
!24 = distinct !{!24, !"LVerDomain"}
!25 = !{!26}
!26 = distinct !{!26, !24}
!27 = distinct !{!27, !13, !28}
!28 = !{!"llvm.loop.unroll.runtime.disable"}
!29 = distinct !{!29, !21}
!30 = !{!"branch_weights", i32 99, i32 1}
