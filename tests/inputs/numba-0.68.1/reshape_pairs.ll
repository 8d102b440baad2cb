; ModuleID = 'reshape_pairs'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c = internal constant [83 x i8] c"\80\04\95H\00\00\00\00\00\00\00\8C\08builtins\94\8C\13NotImplementedError\94\93\94\8C\1Cincompatible shape for array\94\85\94N\87\94."
@.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c.sha1 = internal constant [20 x i8] c"\DC;\BA\83,L7X'=\0D\B2K\83V\91\AF?1l"
@.const.picklebuf.dc3bba832c4c3758273d0db24b835691af3f316c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c, i32 83, ptr @.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c.sha1, ptr null, i32 0 }
@.const.reshape_pairs = internal constant [14 x i8] c"reshape_pairs\00"
@_ZN08NumbaEnv7kernels13reshape_pairsB3v40B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels13reshape_pairsB3v40B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [136 x i8] c"missing Environment: _ZN08NumbaEnv7kernels13reshape_pairsB3v40B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np8arrayobj23normalize_reshape_valueB3v17B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.1ebcf6e9d7c0eb736243d427d6bab75f1daba2ae = internal constant [140 x i8] c"\80\04\95\81\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C)total size of new array must be unchanged\94\85\94\8C\17normalize_reshape_value\94\8C\14numba/np/arrayobj.py\94M\A1\09\87\94\87\94."
@.const.pickledata.1ebcf6e9d7c0eb736243d427d6bab75f1daba2ae.sha1 = internal constant [20 x i8] c"\1E\BC\F6\E9\D7\C0\EBsbC\D4'\D6\BA\B7_\1D\AB\A2\AE"
@.const.picklebuf.1ebcf6e9d7c0eb736243d427d6bab75f1daba2ae = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.1ebcf6e9d7c0eb736243d427d6bab75f1daba2ae, i32 140, ptr @.const.pickledata.1ebcf6e9d7c0eb736243d427d6bab75f1daba2ae.sha1, ptr null, i32 0 }
@.const.pickledata.f1993f683500eac99a139481b65c12a7423d09e4 = internal constant [140 x i8] c"\80\04\95\81\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C)total size of new array must be unchanged\94\85\94\8C\17normalize_reshape_value\94\8C\14numba/np/arrayobj.py\94M\AC\09\87\94\87\94."
@.const.pickledata.f1993f683500eac99a139481b65c12a7423d09e4.sha1 = internal constant [20 x i8] c"\F1\99?h5\00\EA\C9\9A\13\94\81\B6\\\12\A7B=\09\E4"
@.const.picklebuf.f1993f683500eac99a139481b65c12a7423d09e4 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.f1993f683500eac99a139481b65c12a7423d09e4, i32 140, ptr @.const.pickledata.f1993f683500eac99a139481b65c12a7423d09e4.sha1, ptr null, i32 0 }
@.const.pickledata.3dc32ace2620013f7970c5631ea51c4a39f358d0 = internal constant [129 x i8] c"\80\04\95v\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Emultiple negative shape values\94\85\94\8C\17normalize_reshape_value\94\8C\14numba/np/arrayobj.py\94M\B0\09\87\94\87\94."
@.const.pickledata.3dc32ace2620013f7970c5631ea51c4a39f358d0.sha1 = internal constant [20 x i8] c"=\C3*\CE& \01?yp\C5c\1E\A5\1CJ9\F3X\D0"
@.const.picklebuf.3dc32ace2620013f7970c5631ea51c4a39f358d0 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.3dc32ace2620013f7970c5631ea51c4a39f358d0, i32 129, ptr @.const.pickledata.3dc32ace2620013f7970c5631ea51c4a39f358d0.sha1, ptr null, i32 0 }

define range(i32 0, 2) i32 @_ZN7kernels13reshape_pairsB3v40B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B0.else.if:
  %.82 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.fca.1.gep146 = getelementptr inbounds nuw i8, ptr %.82, i64 8
  %.fca.2.gep = getelementptr inbounds nuw i8, ptr %.82, i64 16
  %.fca.3.gep = getelementptr inbounds nuw i8, ptr %.82, i64 24
  %.fca.4.gep = getelementptr inbounds nuw i8, ptr %.82, i64 32
  %.fca.5.0.gep = getelementptr inbounds nuw i8, ptr %.82, i64 40
  %.fca.6.0.gep = getelementptr inbounds nuw i8, ptr %.82, i64 48
  %.86 = alloca [2 x i64], align 8
  %.fca.1.gep144 = getelementptr inbounds nuw i8, ptr %.86, i64 8
  %.140 = alloca [2 x i64], align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.140, i8 0, i64 16, i1 false)
  tail call void @NRT_incref(ptr %arg.x.0)
  %.37.1 = ashr i64 %arg.x.5.0, 1
  store ptr %arg.x.0, ptr %.82, align 8
  store ptr %arg.x.1, ptr %.fca.1.gep146, align 8
  store i64 %arg.x.2, ptr %.fca.2.gep, align 8
  store i64 %arg.x.3, ptr %.fca.3.gep, align 8
  store ptr %arg.x.4, ptr %.fca.4.gep, align 8
  store i64 %arg.x.5.0, ptr %.fca.5.0.gep, align 8
  store i64 %arg.x.6.0, ptr %.fca.6.0.gep, align 8
  store i64 %.37.1, ptr %.86, align 8
  store i64 2, ptr %.fca.1.gep144, align 8
  br label %B44.epil.i

B44.epil.i:                                       ; preds = %B44.epil.i, %B0.else.if
  %known_size.2.0242.epil.i = phi i64 [ %known_size.3.1.epil.i, %B44.epil.i ], [ 1, %B0.else.if ]
  %num_neg_value.2.0241.epil.i = phi i64 [ %num_neg_value.3.1.epil.i, %B44.epil.i ], [ 0, %B0.else.if ]
  %neg_ax.1.0240.epil.i = phi i64 [ %neg_ax.2.1.epil.i, %B44.epil.i ], [ 0, %B0.else.if ]
  %.112235238.epil.i = phi i64 [ %.134.epil.i, %B44.epil.i ], [ 0, %B0.else.if ]
  %0 = shl nuw nsw i64 %.112235238.epil.i, 3
  %scevgep27 = getelementptr i8, ptr %.86, i64 %0
  %.131.epil.i = load i64, ptr %scevgep27, align 8, !noalias !0
  %.134.epil.i = add nuw nsw i64 %.112235238.epil.i, 1
  %.210.epil.i = icmp slt i64 %.131.epil.i, 0
  %.250.epil.i = select i1 %.210.epil.i, i64 1, i64 %.131.epil.i
  %known_size.3.1.epil.i = mul nsw i64 %.250.epil.i, %known_size.2.0242.epil.i
  %.131.lobit.epil.i = lshr i64 %.131.epil.i, 63
  %num_neg_value.3.1.epil.i = add nuw nsw i64 %.131.lobit.epil.i, %num_neg_value.2.0241.epil.i
  %neg_ax.2.1.epil.i = select i1 %.210.epil.i, i64 %.112235238.epil.i, i64 %neg_ax.1.0240.epil.i
  %epil.iter.cmp.not.i = icmp eq i64 %.134.epil.i, 2
  br i1 %epil.iter.cmp.not.i, label %B92.i, label %B44.epil.i, !llvm.loop !4

B92.i:                                            ; preds = %B44.epil.i
  switch i64 %num_neg_value.3.1.epil.i, label %B0.endif.if.if [
    i64 0, label %B104.i
    i64 1, label %B162.i
  ]

B104.i:                                           ; preds = %B92.i
  %.281.i = uitofp i64 %arg.x.2 to double
  %.282.i = sitofp i64 %known_size.3.1.epil.i to double
  %.283.i = fcmp une double %.281.i, %.282.i
  br i1 %.283.i, label %B0.endif.if.if, label %B0.endif.endif

B162.i:                                           ; preds = %B92.i
  %.304.i = icmp eq i64 %known_size.3.1.epil.i, 0
  br i1 %.304.i, label %B174.i, label %B192.else.i

B174.i:                                           ; preds = %B162.i
  %.314.i = icmp eq i64 %arg.x.2, 0
  br i1 %.314.i, label %B254.i, label %B0.endif.if.if

B254.i:                                           ; preds = %25, %B192.else.i, %B174.i
  %inferred.2.0219.i = phi i64 [ 0, %B174.i ], [ %spec.select.i, %25 ], [ 0, %B192.else.i ]
  %1 = getelementptr i64, ptr %.86, i64 %neg_ax.2.1.epil.i
  store i64 %inferred.2.0219.i, ptr %1, align 8, !noalias !0
  br label %B0.endif.endif

B192.else.i:                                      ; preds = %B162.i
  %const = bitcast i64 9223372036854775800 to i64
  %const_mat = add i64 %const, 8
  %.338.i = icmp ne i64 %arg.x.2, %const_mat
  %.339.i = icmp ne i64 %known_size.3.1.epil.i, -1
  %.340.not.i = or i1 %.338.i, %.339.i
  br i1 %.340.not.i, label %B192.else.if.i, label %B254.i, !prof !6

B192.else.if.i:                                   ; preds = %B192.else.i
  %2 = or i64 %known_size.3.1.epil.i, %arg.x.2
  %3 = icmp ult i64 %2, 4294967296
  br i1 %3, label %4, label %11

4:                                                ; preds = %B192.else.if.i
  %5 = trunc nuw i64 %known_size.3.1.epil.i to i32
  %6 = trunc nuw i64 %arg.x.2 to i32
  %7 = udiv i32 %6, %5
  %8 = urem i32 %6, %5
  %9 = zext i32 %7 to i64
  %10 = zext i32 %8 to i64
  br label %25

11:                                               ; preds = %B192.else.if.i
  %12 = or i64 %arg.x.2, %known_size.3.1.epil.i
  %13 = and i64 %12, -4294967296
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %15, label %22

15:                                               ; preds = %11
  %16 = trunc i64 %known_size.3.1.epil.i to i32
  %17 = trunc i64 %arg.x.2 to i32
  %18 = udiv i32 %17, %16
  %19 = urem i32 %17, %16
  %20 = zext i32 %18 to i64
  %21 = zext i32 %19 to i64
  br label %25

22:                                               ; preds = %11
  %23 = sdiv i64 %arg.x.2, %known_size.3.1.epil.i
  %24 = srem i64 %arg.x.2, %known_size.3.1.epil.i
  br label %25

25:                                               ; preds = %15, %22, %4
  %26 = phi i64 [ %9, %4 ], [ %20, %15 ], [ %23, %22 ]
  %27 = phi i64 [ %10, %4 ], [ %21, %15 ], [ %24, %22 ]
  %.345.i = xor i64 %27, %known_size.3.1.epil.i
  %.346.i = icmp slt i64 %.345.i, 0
  %.347.i = icmp ne i64 %27, 0
  %.348.i = and i1 %.347.i, %.346.i
  %.353.i = sext i1 %.348.i to i64
  %spec.select.i = add i64 %26, %.353.i
  %.401.i = select i1 %.348.i, i64 %known_size.3.1.epil.i, i64 0
  %.381.1.i = sub i64 0, %.401.i
  %.415.i = icmp eq i64 %27, %.381.1.i
  br i1 %.415.i, label %B254.i, label %B0.endif.if.if

B118:                                             ; preds = %B118, %B118.preheader.new
  %lsr.iv10 = phi ptr [ %scevgep11, %B118 ], [ %.162, %B118.preheader.new ]
  %s.2.0194 = phi double [ 0.000000e+00, %B118.preheader.new ], [ %.546.7, %B118 ]
  %.294190192 = phi i64 [ 0, %B118.preheader.new ], [ %.301.7, %B118 ]
  %.379 = load double, ptr %lsr.iv10, align 8
  %scevgep12 = getelementptr i8, ptr %lsr.iv10, i64 8
  %.433 = load double, ptr %scevgep12, align 8
  %.434 = fmul double %.379, %.433
  %.543 = fmul double %.433, %.433
  %.544 = fadd double %.434, %.543
  %.546 = fadd double %s.2.0194, %.544
  %scevgep13 = getelementptr i8, ptr %lsr.iv10, i64 %34
  %sunkaddr39 = mul i64 %.163.fca.1.load, 8
  %sunkaddr40 = getelementptr i8, ptr %lsr.iv10, i64 %sunkaddr39
  %.379.1 = load double, ptr %sunkaddr40, align 8
  %sunkaddr41 = mul i64 %.163.fca.1.load, 8
  %sunkaddr42 = getelementptr i8, ptr %lsr.iv10, i64 %sunkaddr41
  %sunkaddr43 = getelementptr i8, ptr %sunkaddr42, i64 8
  %.433.1 = load double, ptr %sunkaddr43, align 8
  %.434.1 = fmul double %.379.1, %.433.1
  %.543.1 = fmul double %.433.1, %.433.1
  %.544.1 = fadd double %.434.1, %.543.1
  %.546.1 = fadd double %.546, %.544.1
  %scevgep15 = getelementptr i8, ptr %scevgep13, i64 %34
  %sunkaddr44 = mul i64 %.163.fca.1.load, 8
  %sunkaddr45 = getelementptr i8, ptr %scevgep13, i64 %sunkaddr44
  %.379.2 = load double, ptr %sunkaddr45, align 8
  %sunkaddr46 = mul i64 %.163.fca.1.load, 8
  %sunkaddr47 = getelementptr i8, ptr %scevgep13, i64 %sunkaddr46
  %sunkaddr48 = getelementptr i8, ptr %sunkaddr47, i64 8
  %.433.2 = load double, ptr %sunkaddr48, align 8
  %.434.2 = fmul double %.379.2, %.433.2
  %.543.2 = fmul double %.433.2, %.433.2
  %.544.2 = fadd double %.434.2, %.543.2
  %.546.2 = fadd double %.546.1, %.544.2
  %scevgep17 = getelementptr i8, ptr %scevgep15, i64 %34
  %sunkaddr49 = mul i64 %.163.fca.1.load, 8
  %sunkaddr50 = getelementptr i8, ptr %scevgep15, i64 %sunkaddr49
  %.379.3 = load double, ptr %sunkaddr50, align 8
  %sunkaddr51 = mul i64 %.163.fca.1.load, 8
  %sunkaddr52 = getelementptr i8, ptr %scevgep15, i64 %sunkaddr51
  %sunkaddr53 = getelementptr i8, ptr %sunkaddr52, i64 8
  %.433.3 = load double, ptr %sunkaddr53, align 8
  %.434.3 = fmul double %.379.3, %.433.3
  %.543.3 = fmul double %.433.3, %.433.3
  %.544.3 = fadd double %.434.3, %.543.3
  %.546.3 = fadd double %.546.2, %.544.3
  %scevgep19 = getelementptr i8, ptr %scevgep17, i64 %34
  %sunkaddr54 = mul i64 %.163.fca.1.load, 8
  %sunkaddr55 = getelementptr i8, ptr %scevgep17, i64 %sunkaddr54
  %.379.4 = load double, ptr %sunkaddr55, align 8
  %sunkaddr56 = mul i64 %.163.fca.1.load, 8
  %sunkaddr57 = getelementptr i8, ptr %scevgep17, i64 %sunkaddr56
  %sunkaddr58 = getelementptr i8, ptr %sunkaddr57, i64 8
  %.433.4 = load double, ptr %sunkaddr58, align 8
  %.434.4 = fmul double %.379.4, %.433.4
  %.543.4 = fmul double %.433.4, %.433.4
  %.544.4 = fadd double %.434.4, %.543.4
  %.546.4 = fadd double %.546.3, %.544.4
  %scevgep21 = getelementptr i8, ptr %scevgep19, i64 %34
  %sunkaddr59 = mul i64 %.163.fca.1.load, 8
  %sunkaddr60 = getelementptr i8, ptr %scevgep19, i64 %sunkaddr59
  %.379.5 = load double, ptr %sunkaddr60, align 8
  %sunkaddr61 = mul i64 %.163.fca.1.load, 8
  %sunkaddr62 = getelementptr i8, ptr %scevgep19, i64 %sunkaddr61
  %sunkaddr63 = getelementptr i8, ptr %sunkaddr62, i64 8
  %.433.5 = load double, ptr %sunkaddr63, align 8
  %.434.5 = fmul double %.379.5, %.433.5
  %.543.5 = fmul double %.433.5, %.433.5
  %.544.5 = fadd double %.434.5, %.543.5
  %.546.5 = fadd double %.546.4, %.544.5
  %scevgep23 = getelementptr i8, ptr %scevgep21, i64 %34
  %sunkaddr64 = mul i64 %.163.fca.1.load, 8
  %sunkaddr65 = getelementptr i8, ptr %scevgep21, i64 %sunkaddr64
  %.379.6 = load double, ptr %sunkaddr65, align 8
  %sunkaddr66 = mul i64 %.163.fca.1.load, 8
  %sunkaddr67 = getelementptr i8, ptr %scevgep21, i64 %sunkaddr66
  %sunkaddr68 = getelementptr i8, ptr %sunkaddr67, i64 8
  %.433.6 = load double, ptr %sunkaddr68, align 8
  %.434.6 = fmul double %.379.6, %.433.6
  %.543.6 = fmul double %.433.6, %.433.6
  %.544.6 = fadd double %.434.6, %.543.6
  %.546.6 = fadd double %.546.5, %.544.6
  %.301.7 = add nuw nsw i64 %.294190192, 8
  %sunkaddr = mul i64 %.163.fca.1.load, 8
  %sunkaddr31 = getelementptr i8, ptr %scevgep23, i64 %sunkaddr
  %.379.7 = load double, ptr %sunkaddr31, align 8
  %sunkaddr32 = mul i64 %.163.fca.1.load, 8
  %sunkaddr33 = getelementptr i8, ptr %scevgep23, i64 %sunkaddr32
  %sunkaddr34 = getelementptr i8, ptr %sunkaddr33, i64 8
  %.433.7 = load double, ptr %sunkaddr34, align 8
  %.434.7 = fmul double %.379.7, %.433.7
  %.543.7 = fmul double %.433.7, %.433.7
  %.544.7 = fadd double %.434.7, %.543.7
  %.546.7 = fadd double %.546.6, %.544.7
  %scevgep11 = getelementptr i8, ptr %lsr.iv10, i64 %33
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.301.7
  br i1 %niter.ncmp.7, label %B214.loopexit.unr-lcssa, label %B118

common.ret:                                       ; preds = %B0.endif.endif.if, %B0.endif.if.if, %B214
  %common.ret.op = phi i32 [ 0, %B214 ], [ 1, %B0.endif.if.if ], [ 1, %B0.endif.endif.if ]
  ret i32 %common.ret.op

B214.loopexit.unr-lcssa:                          ; preds = %B118
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B214, label %B118.epil.preheader

B118.epil.preheader:                              ; preds = %B214.loopexit.unr-lcssa, %B118.preheader
  %s.2.0194.epil.init = phi double [ 0.000000e+00, %B118.preheader ], [ %.546.7, %B214.loopexit.unr-lcssa ]
  %.294190192.epil.init = phi i64 [ 0, %B118.preheader ], [ %.301.7, %B214.loopexit.unr-lcssa ]
  %28 = mul i64 %.294190192.epil.init, %.163.fca.1.load
  %29 = shl i64 %28, 3
  %30 = add i64 %29, 8
  %scevgep = getelementptr i8, ptr %.162, i64 %30
  %31 = shl i64 %.163.fca.1.load, 3
  br label %B118.epil

B118.epil:                                        ; preds = %B118.epil, %B118.epil.preheader
  %lsr.iv9 = phi i64 [ %lsr.iv.next, %B118.epil ], [ %xtraiter, %B118.epil.preheader ]
  %lsr.iv = phi ptr [ %scevgep7, %B118.epil ], [ %scevgep, %B118.epil.preheader ]
  %s.2.0194.epil = phi double [ %.546.epil, %B118.epil ], [ %s.2.0194.epil.init, %B118.epil.preheader ]
  %scevgep8 = getelementptr i8, ptr %lsr.iv, i64 -8
  %.379.epil = load double, ptr %scevgep8, align 8
  %.433.epil = load double, ptr %lsr.iv, align 8
  %.434.epil = fmul double %.379.epil, %.433.epil
  %.543.epil = fmul double %.433.epil, %.433.epil
  %.544.epil = fadd double %.434.epil, %.543.epil
  %.546.epil = fadd double %s.2.0194.epil, %.544.epil
  %scevgep7 = getelementptr i8, ptr %lsr.iv, i64 %31
  %lsr.iv.next = add nsw i64 %lsr.iv9, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.not, label %B214, label %B118.epil, !llvm.loop !7

B214:                                             ; preds = %B118.epil, %B214.loopexit.unr-lcssa, %B0.endif.endif.endif.endif
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif.endif.endif.endif ], [ %.546.7, %B214.loopexit.unr-lcssa ], [ %.546.epil, %B118.epil ]
  call void @NRT_decref(ptr %.168)
  store double %s.2.0.lcssa, ptr %retptr, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B104.i, %B254.i
  %.150 = call i32 @numba_attempt_nocopy_reshape(i64 1, ptr nonnull %.fca.5.0.gep, ptr nonnull %.fca.6.0.gep, i64 2, ptr nonnull %.86, ptr nonnull %.140, i64 %arg.x.3, i32 0)
  %.151 = icmp eq i32 %.150, 0
  br i1 %.151, label %B0.endif.endif.if, label %B0.endif.endif.endif.endif

B0.endif.if.if:                                   ; preds = %B174.i, %B104.i, %25, %B92.i
  %excinfo.1.0.ph = phi ptr [ @.const.picklebuf.3dc32ace2620013f7970c5631ea51c4a39f358d0, %B92.i ], [ @.const.picklebuf.f1993f683500eac99a139481b65c12a7423d09e4, %25 ], [ @.const.picklebuf.1ebcf6e9d7c0eb736243d427d6bab75f1daba2ae, %B104.i ], [ @.const.picklebuf.f1993f683500eac99a139481b65c12a7423d09e4, %B174.i ]
  store ptr %excinfo.1.0.ph, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store ptr @.const.picklebuf.dc3bba832c4c3758273d0db24b835691af3f316c, ptr %excinfo, align 8, !numba_exception_output !8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif
  %sunkaddr35 = getelementptr inbounds i8, ptr %.82, i64 32
  %.162 = load ptr, ptr %sunkaddr35, align 8
  %sunkaddr36 = getelementptr inbounds i8, ptr %.86, i64 8
  %.163.fca.1.load = load i64, ptr %sunkaddr36, align 8
  %.168 = load ptr, ptr %.82, align 8
  call void @NRT_incref(ptr %.168)
  %.288191.not = icmp slt i64 %.37.1, 1
  call void @NRT_decref(ptr %arg.x.0)
  br i1 %.288191.not, label %B214, label %B118.preheader

B118.preheader:                                   ; preds = %B0.endif.endif.endif.endif
  %xtraiter = and i64 %.37.1, 7
  %32 = icmp ult i64 %.37.1, 8
  br i1 %32, label %B118.epil.preheader, label %B118.preheader.new

B118.preheader.new:                               ; preds = %B118.preheader
  %const28 = bitcast i64 9223372036854775800 to i64
  %unroll_iter = and i64 %.37.1, %const28
  %33 = shl i64 %.163.fca.1.load, 6
  %34 = shl i64 %.163.fca.1.load, 3
  br label %B118
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

declare i32 @numba_attempt_nocopy_reshape(i64, ptr, ptr, i64, ptr, ptr, i64, i32) local_unnamed_addr

define ptr @_ZN7cpython7kernels13reshape_pairsB3v40B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.reshape_pairs, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.41 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !9

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ %.65, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels13reshape_pairsB3v40B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !9

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels13reshape_pairsB3v40B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.18 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.19, i8 0, i64 56, i1 false)
  %.23 = call i32 @NRT_adapt_ndarray_from_python(ptr %.18, ptr nonnull %.19)
  %sunkaddr = getelementptr inbounds i8, ptr %.19, i64 24
  %.27 = load i64, ptr %sunkaddr, align 8
  %.28 = icmp ne i64 %.27, 8
  %.29 = icmp ne i32 %.23, 0
  %.30 = or i1 %.29, %.28
  br i1 %.30, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !9

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.34.fca.0.load = load ptr, ptr %.19, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.19, i64 8
  %.34.fca.1.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.19, i64 16
  %.34.fca.2.load = load i64, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.19, i64 32
  %.34.fca.4.load = load ptr, ptr %sunkaddr3, align 8
  %sunkaddr4 = getelementptr inbounds i8, ptr %.19, i64 40
  %.34.fca.5.0.load = load i64, ptr %sunkaddr4, align 8
  %sunkaddr5 = getelementptr inbounds i8, ptr %.19, i64 48
  %.34.fca.6.0.load = load i64, ptr %sunkaddr5, align 8
  store double 0.000000e+00, ptr %.41, align 8
  %.47 = call i32 @_ZN7kernels13reshape_pairsB3v40B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.41, ptr nonnull %excinfo, ptr %.34.fca.0.load, ptr %.34.fca.1.load, i64 %.34.fca.2.load, i64 8, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 %.34.fca.6.0.load) #2
  %.48 = load ptr, ptr %excinfo, align 8
  %.57 = load double, ptr %.41, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %cond = icmp eq i32 %.47, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !10

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.65 = call ptr @PyFloat_FromDouble(double %.57)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.70 = load { ptr, i32, ptr, ptr, i32 }, ptr %.48, align 8
  %.71 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 4
  %.72 = icmp sgt i32 %.71, 0
  %.75 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 0
  %.77 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 1
  br i1 %.72, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.78 = sext i32 %.77 to i64
  %.79 = call ptr @PyBytes_FromStringAndSize(ptr %.75, i64 %.78)
  %.80 = load { ptr, i32, ptr, ptr, i32 }, ptr %.48, align 8
  %.81 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 2
  %.83 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 3
  %.85 = call ptr %.83(ptr %.81)
  %.86 = icmp eq ptr %.85, null
  br i1 %.86, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !9

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.99 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 2
  %.100 = call ptr @numba_unpickle(ptr %.75, i32 %.77, ptr %.99)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.102 = phi ptr [ %.90, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.100, %entry.endif.endif.endif.endif.endif.if.else ]
  %.103.not = icmp eq ptr %.102, null
  br i1 %.103.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !9

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.90 = call ptr @numba_runtime_build_excinfo_struct(ptr %.79, ptr nonnull %.85)
  call void @NRT_Free(ptr nonnull %.48)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.102)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define double @cfunc._ZN7kernels13reshape_pairsB3v40B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.parent = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 1
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 6
  %.8 = extractvalue [1 x i64] %extracted.strides, 0
  %.9 = call i32 @_ZN7kernels13reshape_pairsB3v40B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.7, i64 %.8) #2
  %.10 = load ptr, ptr %excinfo, align 8
  %.19 = load double, ptr %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, ptr %.21, align 4
  %cond = icmp eq i32 %.9, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !10

entry.if:                                         ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.21)
  call void @PyErr_Clear()
  %.27 = load { ptr, i32, ptr, ptr, i32 }, ptr %.10, align 8
  %.28 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 4
  %.29 = icmp sgt i32 %.28, 0
  %.32 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 0
  %.34 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 1
  br i1 %.29, label %entry.if.if.if, label %entry.if.if.else

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.72 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.72)
  call void @Py_DecRef(ptr %.72)
  call void @numba_gil_release(ptr nonnull %.21)
  br label %common.ret

entry.if.if.if:                                   ; preds = %entry.if
  %.35 = sext i32 %.34 to i64
  %.36 = call ptr @PyBytes_FromStringAndSize(ptr %.32, i64 %.35)
  %.37 = load { ptr, i32, ptr, ptr, i32 }, ptr %.10, align 8
  %.38 = extractvalue { ptr, i32, ptr, ptr, i32 } %.37, 2
  %.40 = extractvalue { ptr, i32, ptr, ptr, i32 } %.37, 3
  %.42 = call ptr %.40(ptr %.38)
  %.43 = icmp eq ptr %.42, null
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !9

entry.if.if.else:                                 ; preds = %entry.if
  %.56 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 2
  %.57 = call ptr @numba_unpickle(ptr %.32, i32 %.34, ptr %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi ptr [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq ptr %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !9

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.47 = call ptr @numba_runtime_build_excinfo_struct(ptr %.36, ptr nonnull %.42)
  call void @NRT_Free(ptr nonnull %.10)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.59)
  br label %.24
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !9

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !9

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !9

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #3

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!1, !3}
!1 = distinct !{!1, !2, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB3v17B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB3v17B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE"}
!3 = distinct !{!3, !2, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB3v17B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %excinfo"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.unroll.disable"}
!6 = !{!"branch_weights", i32 99, i32 1}
!7 = distinct !{!7, !5}
!8 = !{i1 true}
!9 = !{!"branch_weights", i32 1, i32 99}
!10 = !{!"branch_weights", i32 49, i32 1}
