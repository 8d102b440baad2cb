; ModuleID = 'reshape_pairs'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139788184215808 = internal constant [83 x i8] c"\80\04\95H\00\00\00\00\00\00\00\8C\08builtins\94\8C\13NotImplementedError\94\93\94\8C\1Cincompatible shape for array\94\85\94N\87\94."
@.const.pickledata.139788184215808.sha1 = internal constant [20 x i8] c"\DC;\BA\83,L7X'=\0D\B2K\83V\91\AF?1l"
@.const.picklebuf.139788184215808 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([83 x i8], [83 x i8]* @.const.pickledata.139788184215808, i32 0, i32 0), i32 83, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788184215808.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.reshape_pairs = internal constant [14 x i8] c"reshape_pairs\00"
@_ZN08NumbaEnv7kernels13reshape_pairsB3v38B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels13reshape_pairsB3v38B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [136 x i8] c"missing Environment: _ZN08NumbaEnv7kernels13reshape_pairsB3v38B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
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
@".const.<numba.core.cpu.CPUContext object at 0x7f22f91a5b50>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f22f91a5b50>\00"
@_ZN08NumbaEnv5numba2np8arrayobj23normalize_reshape_valueB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.139788188480832 = internal constant [140 x i8] c"\80\04\95\81\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C)total size of new array must be unchanged\94\85\94\8C\17normalize_reshape_value\94\8C\14numba/np/arrayobj.py\94MK\08\87\94\87\94."
@.const.pickledata.139788188480832.sha1 = internal constant [20 x i8] c"\F0\07\05\FB?\14VG'\B9\17\7F\E3\BA\D7pF\19\06v"
@.const.picklebuf.139788188480832 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([140 x i8], [140 x i8]* @.const.pickledata.139788188480832, i32 0, i32 0), i32 140, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788188480832.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139788188481280 = internal constant [140 x i8] c"\80\04\95\81\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C)total size of new array must be unchanged\94\85\94\8C\17normalize_reshape_value\94\8C\14numba/np/arrayobj.py\94MV\08\87\94\87\94."
@.const.pickledata.139788188481280.sha1 = internal constant [20 x i8] c"\82\E9\9B\D4AY\D8\A1e\081\EB\BD\A4\A1J*XP "
@.const.picklebuf.139788188481280 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([140 x i8], [140 x i8]* @.const.pickledata.139788188481280, i32 0, i32 0), i32 140, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788188481280.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139788189131264 = internal constant [129 x i8] c"\80\04\95v\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Emultiple negative shape values\94\85\94\8C\17normalize_reshape_value\94\8C\14numba/np/arrayobj.py\94MZ\08\87\94\87\94."
@.const.pickledata.139788189131264.sha1 = internal constant [20 x i8] c"F\0A\EAS\DCK\1B\F8`pNU\0F\C1\99\01\B2\E50{"
@.const.picklebuf.139788189131264 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([129 x i8], [129 x i8]* @.const.pickledata.139788189131264, i32 0, i32 0), i32 129, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788189131264.sha1, i32 0, i32 0), i8* null, i32 0 }

define i32 @_ZN7kernels13reshape_pairsB3v38B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B0.else.if:
  %const = bitcast i64 -9223372036854775807 to i64
  %.82 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.fca.0.gep14544 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.82 to i8**
  %.fca.1.gep146 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.82, i64 0, i32 1
  %.fca.2.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.82, i64 0, i32 2
  %.fca.3.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.82, i64 0, i32 3
  %.fca.4.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.82, i64 0, i32 4
  %.fca.5.0.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.82, i64 0, i32 5, i64 0
  %.fca.6.0.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.82, i64 0, i32 6, i64 0
  %.86 = alloca [2 x i64], align 8
  %.fca.0.gep14345 = bitcast [2 x i64]* %.86 to i64*
  %.fca.1.gep144 = getelementptr inbounds [2 x i64], [2 x i64]* %.86, i64 0, i64 1
  %.140 = alloca [2 x i64], align 8
  %0 = bitcast [2 x i64]* %.140 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  tail call void @NRT_incref(i8* %arg.x.0)
  %.48 = sdiv i64 %arg.x.5.0, 2
  %1 = and i64 %arg.x.5.0, %const
  %.51 = icmp eq i64 %1, %const
  %.58 = sext i1 %.51 to i64
  %spec.select = add nsw i64 %.48, %.58
  store i8* %arg.x.0, i8** %.fca.0.gep14544, align 8
  store i8* %arg.x.1, i8** %.fca.1.gep146, align 8
  store i64 %arg.x.2, i64* %.fca.2.gep, align 8
  store i64 %arg.x.3, i64* %.fca.3.gep, align 8
  store double* %arg.x.4, double** %.fca.4.gep, align 8
  store i64 %arg.x.5.0, i64* %.fca.5.0.gep, align 8
  store i64 %arg.x.6.0, i64* %.fca.6.0.gep, align 8
  store i64 %spec.select, i64* %.fca.0.gep14345, align 8
  store i64 2, i64* %.fca.1.gep144, align 8
  %2 = ptrtoint [2 x i64]* %.86 to i64
  br label %B44.epil.i

B44.epil.i:                                       ; preds = %B44.epil.i, %B0.else.if
  %lsr.iv.i = phi i64 [ %2, %B0.else.if ], [ %lsr.iv.next.i, %B44.epil.i ]
  %neg_ax.1.027.epil.i = phi i64 [ 0, %B0.else.if ], [ %neg_ax.2.1.epil.i, %B44.epil.i ]
  %num_neg_value.2.026.epil.i = phi i64 [ 0, %B0.else.if ], [ %num_neg_value.3.1.epil.i, %B44.epil.i ]
  %known_size.2.025.epil.i = phi i64 [ 1, %B0.else.if ], [ %known_size.3.1.epil.i, %B44.epil.i ]
  %.34.024.epil.i = phi i64 [ 0, %B0.else.if ], [ %.134.epil.i, %B44.epil.i ]
  %.134.epil.i = add nuw nsw i64 %.34.024.epil.i, 1
  %.130.epil.i = inttoptr i64 %lsr.iv.i to i64*
  %.131.epil.i = load i64, i64* %.130.epil.i, align 8, !noalias !0
  %.210.epil.i = icmp slt i64 %.131.epil.i, 0
  %.250.epil.i = select i1 %.210.epil.i, i64 1, i64 %.131.epil.i
  %known_size.3.1.epil.i = mul nsw i64 %.250.epil.i, %known_size.2.025.epil.i
  %.131.lobit.epil.i = lshr i64 %.131.epil.i, 63
  %num_neg_value.3.1.epil.i = add nuw nsw i64 %.131.lobit.epil.i, %num_neg_value.2.026.epil.i
  %neg_ax.2.1.epil.i = select i1 %.210.epil.i, i64 %.34.024.epil.i, i64 %neg_ax.1.027.epil.i
  %lsr.iv.next.i = add i64 %lsr.iv.i, 8
  %epil.iter.cmp.not.i = icmp eq i64 %.134.epil.i, 2
  br i1 %epil.iter.cmp.not.i, label %B92.i, label %B44.epil.i, !llvm.loop !4

B92.i:                                            ; preds = %B44.epil.i
  switch i64 %num_neg_value.3.1.epil.i, label %B0.endif.if [
    i64 0, label %B104.i
    i64 1, label %B162.i
  ]

B104.i:                                           ; preds = %B92.i
  %.281.i = uitofp i64 %arg.x.2 to double
  %.282.i = sitofp i64 %known_size.3.1.epil.i to double
  %.283.i = fcmp une double %.281.i, %.282.i
  br i1 %.283.i, label %B0.endif.if, label %B0.endif.endif

B162.i:                                           ; preds = %B92.i
  %.304.i = icmp eq i64 %known_size.3.1.epil.i, 0
  br i1 %.304.i, label %B220.i, label %B192.else.i

B220.i:                                           ; preds = %B192.else.if.i, %B162.i
  %inferred.2.0.i = phi i64 [ 0, %B162.i ], [ %spec.select.i, %B192.else.if.i ]
  %ok.2.0.in.i = phi i64 [ %arg.x.2, %B162.i ], [ %spec.select21.i, %B192.else.if.i ]
  %ok.2.0.i = icmp eq i64 %ok.2.0.in.i, 0
  br i1 %ok.2.0.i, label %B254.i, label %B0.endif.if

B254.i:                                           ; preds = %B192.else.i, %B220.i
  %inferred.2.020.i = phi i64 [ %inferred.2.0.i, %B220.i ], [ 0, %B192.else.i ]
  %3 = lshr i64 %neg_ax.2.1.epil.i, 62
  %4 = and i64 %3, 2
  %.454.i = add i64 %4, %neg_ax.2.1.epil.i
  %.467.i = getelementptr [2 x i64], [2 x i64]* %.86, i64 0, i64 %.454.i
  store i64 %inferred.2.020.i, i64* %.467.i, align 8, !noalias !0
  br label %B0.endif.endif

B192.else.i:                                      ; preds = %B162.i
  %const_mat43 = add i64 %const, -1
  %.338.i = icmp ne i64 %arg.x.2, %const_mat43
  %.339.i = icmp ne i64 %known_size.3.1.epil.i, -1
  %.341.i = or i1 %.338.i, %.339.i
  br i1 %.341.i, label %B192.else.if.i, label %B254.i, !prof !6

B192.else.if.i:                                   ; preds = %B192.else.i
  %.343.i = sdiv i64 %arg.x.2, %known_size.3.1.epil.i
  %.344.i = srem i64 %arg.x.2, %known_size.3.1.epil.i
  %.345.i = xor i64 %.344.i, %known_size.3.1.epil.i
  %.346.i = icmp slt i64 %.345.i, 0
  %.347.i = icmp ne i64 %.344.i, 0
  %.348.i = and i1 %.347.i, %.346.i
  %.353.i = sext i1 %.348.i to i64
  %spec.select.i = add i64 %.343.i, %.353.i
  %.401.i = select i1 %.348.i, i64 %known_size.3.1.epil.i, i64 0
  %spec.select21.i = add i64 %.401.i, %.344.i
  br label %B220.i

B118:                                             ; preds = %B118, %B118.preheader.new
  %lsr.iv18 = phi double* [ %21, %B118 ], [ %.162, %B118.preheader.new ]
  %s.2.012 = phi double [ 0.000000e+00, %B118.preheader.new ], [ %.546.7, %B118 ]
  %.232.010 = phi i64 [ 0, %B118.preheader.new ], [ %.301.7, %B118 ]
  %lsr.iv1819 = bitcast double* %lsr.iv18 to i1*
  %lsr.iv1822 = bitcast double* %lsr.iv18 to i8*
  %.379 = load double, double* %lsr.iv18, align 8
  %scevgep21 = getelementptr double, double* %lsr.iv18, i64 1
  %.433 = load double, double* %scevgep21, align 8
  %.434 = fmul double %.379, %.433
  %.543 = fmul double %.433, %.433
  %.544 = fadd double %.434, %.543
  %.546 = fadd double %s.2.012, %.544
  %uglygep = getelementptr i8, i8* %lsr.iv1822, i64 %37
  %sunkaddr55 = mul i64 %.163.fca.1.load, 8
  %5 = bitcast double* %lsr.iv18 to i8*
  %sunkaddr56 = getelementptr i8, i8* %5, i64 %sunkaddr55
  %6 = bitcast i8* %sunkaddr56 to double*
  %.379.1 = load double, double* %6, align 8
  %sunkaddr57 = mul i64 %.163.fca.1.load, 8
  %7 = bitcast double* %lsr.iv18 to i8*
  %sunkaddr58 = getelementptr i8, i8* %7, i64 %sunkaddr57
  %sunkaddr59 = getelementptr i8, i8* %sunkaddr58, i64 8
  %8 = bitcast i8* %sunkaddr59 to double*
  %.433.1 = load double, double* %8, align 8
  %.434.1 = fmul double %.379.1, %.433.1
  %.543.1 = fmul double %.433.1, %.433.1
  %.544.1 = fadd double %.434.1, %.543.1
  %.546.1 = fadd double %.546, %.544.1
  %uglygep25 = getelementptr i8, i8* %uglygep, i64 %37
  %sunkaddr60 = mul i64 %.163.fca.1.load, 8
  %sunkaddr61 = getelementptr i8, i8* %uglygep, i64 %sunkaddr60
  %9 = bitcast i8* %sunkaddr61 to double*
  %.379.2 = load double, double* %9, align 8
  %sunkaddr62 = mul i64 %.163.fca.1.load, 8
  %sunkaddr63 = getelementptr i8, i8* %uglygep, i64 %sunkaddr62
  %sunkaddr64 = getelementptr i8, i8* %sunkaddr63, i64 8
  %10 = bitcast i8* %sunkaddr64 to double*
  %.433.2 = load double, double* %10, align 8
  %.434.2 = fmul double %.379.2, %.433.2
  %.543.2 = fmul double %.433.2, %.433.2
  %.544.2 = fadd double %.434.2, %.543.2
  %.546.2 = fadd double %.546.1, %.544.2
  %uglygep28 = getelementptr i8, i8* %uglygep25, i64 %37
  %sunkaddr65 = mul i64 %.163.fca.1.load, 8
  %sunkaddr66 = getelementptr i8, i8* %uglygep25, i64 %sunkaddr65
  %11 = bitcast i8* %sunkaddr66 to double*
  %.379.3 = load double, double* %11, align 8
  %sunkaddr67 = mul i64 %.163.fca.1.load, 8
  %sunkaddr68 = getelementptr i8, i8* %uglygep25, i64 %sunkaddr67
  %sunkaddr69 = getelementptr i8, i8* %sunkaddr68, i64 8
  %12 = bitcast i8* %sunkaddr69 to double*
  %.433.3 = load double, double* %12, align 8
  %.434.3 = fmul double %.379.3, %.433.3
  %.543.3 = fmul double %.433.3, %.433.3
  %.544.3 = fadd double %.434.3, %.543.3
  %.546.3 = fadd double %.546.2, %.544.3
  %uglygep31 = getelementptr i8, i8* %uglygep28, i64 %37
  %sunkaddr70 = mul i64 %.163.fca.1.load, 8
  %sunkaddr71 = getelementptr i8, i8* %uglygep28, i64 %sunkaddr70
  %13 = bitcast i8* %sunkaddr71 to double*
  %.379.4 = load double, double* %13, align 8
  %sunkaddr72 = mul i64 %.163.fca.1.load, 8
  %sunkaddr73 = getelementptr i8, i8* %uglygep28, i64 %sunkaddr72
  %sunkaddr74 = getelementptr i8, i8* %sunkaddr73, i64 8
  %14 = bitcast i8* %sunkaddr74 to double*
  %.433.4 = load double, double* %14, align 8
  %.434.4 = fmul double %.379.4, %.433.4
  %.543.4 = fmul double %.433.4, %.433.4
  %.544.4 = fadd double %.434.4, %.543.4
  %.546.4 = fadd double %.546.3, %.544.4
  %uglygep34 = getelementptr i8, i8* %uglygep31, i64 %37
  %sunkaddr75 = mul i64 %.163.fca.1.load, 8
  %sunkaddr76 = getelementptr i8, i8* %uglygep31, i64 %sunkaddr75
  %15 = bitcast i8* %sunkaddr76 to double*
  %.379.5 = load double, double* %15, align 8
  %sunkaddr77 = mul i64 %.163.fca.1.load, 8
  %sunkaddr78 = getelementptr i8, i8* %uglygep31, i64 %sunkaddr77
  %sunkaddr79 = getelementptr i8, i8* %sunkaddr78, i64 8
  %16 = bitcast i8* %sunkaddr79 to double*
  %.433.5 = load double, double* %16, align 8
  %.434.5 = fmul double %.379.5, %.433.5
  %.543.5 = fmul double %.433.5, %.433.5
  %.544.5 = fadd double %.434.5, %.543.5
  %.546.5 = fadd double %.546.4, %.544.5
  %uglygep37 = getelementptr i8, i8* %uglygep34, i64 %37
  %sunkaddr80 = mul i64 %.163.fca.1.load, 8
  %sunkaddr81 = getelementptr i8, i8* %uglygep34, i64 %sunkaddr80
  %17 = bitcast i8* %sunkaddr81 to double*
  %.379.6 = load double, double* %17, align 8
  %sunkaddr82 = mul i64 %.163.fca.1.load, 8
  %sunkaddr83 = getelementptr i8, i8* %uglygep34, i64 %sunkaddr82
  %sunkaddr84 = getelementptr i8, i8* %sunkaddr83, i64 8
  %18 = bitcast i8* %sunkaddr84 to double*
  %.433.6 = load double, double* %18, align 8
  %.434.6 = fmul double %.379.6, %.433.6
  %.543.6 = fmul double %.433.6, %.433.6
  %.544.6 = fadd double %.434.6, %.543.6
  %.546.6 = fadd double %.546.5, %.544.6
  %.301.7 = add nuw i64 %.232.010, 8
  %sunkaddr = mul i64 %.163.fca.1.load, 8
  %sunkaddr48 = getelementptr i8, i8* %uglygep37, i64 %sunkaddr
  %19 = bitcast i8* %sunkaddr48 to double*
  %.379.7 = load double, double* %19, align 8
  %sunkaddr49 = mul i64 %.163.fca.1.load, 8
  %sunkaddr50 = getelementptr i8, i8* %uglygep37, i64 %sunkaddr49
  %sunkaddr51 = getelementptr i8, i8* %sunkaddr50, i64 8
  %20 = bitcast i8* %sunkaddr51 to double*
  %.433.7 = load double, double* %20, align 8
  %.434.7 = fmul double %.379.7, %.433.7
  %.543.7 = fmul double %.433.7, %.433.7
  %.544.7 = fadd double %.434.7, %.543.7
  %.546.7 = fadd double %.546.6, %.544.7
  %scevgep20 = getelementptr i1, i1* %lsr.iv1819, i64 %36
  %21 = bitcast i1* %scevgep20 to double*
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.301.7
  br i1 %niter.ncmp.7, label %B214.loopexit.unr-lcssa, label %B118

common.ret:                                       ; preds = %B0.endif.if, %B0.endif.endif.if, %B214
  %common.ret.op = phi i32 [ 0, %B214 ], [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.if ]
  ret i32 %common.ret.op

B214.loopexit.unr-lcssa:                          ; preds = %B118, %B118.preheader
  %.546.lcssa.ph = phi double [ undef, %B118.preheader ], [ %.546.7, %B118 ]
  %s.2.012.unr = phi double [ 0.000000e+00, %B118.preheader ], [ %.546.7, %B118 ]
  %.232.010.unr = phi i64 [ 0, %B118.preheader ], [ %.301.7, %B118 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B214, label %B118.epil.preheader

B118.epil.preheader:                              ; preds = %B214.loopexit.unr-lcssa
  %22 = mul i64 %.232.010.unr, %.163.fca.1.load
  %23 = add i64 %22, 1
  %scevgep = getelementptr double, double* %.162, i64 %23
  %24 = shl i64 %.163.fca.1.load, 3
  br label %B118.epil

B118.epil:                                        ; preds = %B118.epil.preheader, %B118.epil
  %lsr.iv17 = phi i64 [ %xtraiter, %B118.epil.preheader ], [ %lsr.iv.next, %B118.epil ]
  %lsr.iv = phi double* [ %scevgep, %B118.epil.preheader ], [ %25, %B118.epil ]
  %s.2.012.epil = phi double [ %.546.epil, %B118.epil ], [ %s.2.012.unr, %B118.epil.preheader ]
  %lsr.iv14 = bitcast double* %lsr.iv to i1*
  %scevgep16 = getelementptr double, double* %lsr.iv, i64 -1
  %.379.epil = load double, double* %scevgep16, align 8
  %.433.epil = load double, double* %lsr.iv, align 8
  %.434.epil = fmul double %.379.epil, %.433.epil
  %.543.epil = fmul double %.433.epil, %.433.epil
  %.544.epil = fadd double %.434.epil, %.543.epil
  %.546.epil = fadd double %s.2.012.epil, %.544.epil
  %scevgep15 = getelementptr i1, i1* %lsr.iv14, i64 %24
  %25 = bitcast i1* %scevgep15 to double*
  %lsr.iv.next = add nsw i64 %lsr.iv17, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.not, label %B214, label %B118.epil, !llvm.loop !7

B214:                                             ; preds = %B118.epil, %B214.loopexit.unr-lcssa, %B0.endif.endif.endif.endif
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif.endif.endif.endif ], [ %.546.lcssa.ph, %B214.loopexit.unr-lcssa ], [ %.546.epil, %B118.epil ]
  call void @NRT_decref(i8* %.168)
  store double %s.2.0.lcssa, double* %retptr, align 8
  br label %common.ret

B0.endif.if:                                      ; preds = %B104.i, %B220.i, %B92.i
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139788189131264, %B92.i ], [ @.const.picklebuf.139788188481280, %B220.i ], [ @.const.picklebuf.139788188480832, %B104.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B104.i, %B254.i
  %26 = bitcast [2 x i64]* %.140 to i64*
  %27 = bitcast [2 x i64]* %.86 to i64*
  %.150 = call i32 @numba_attempt_nocopy_reshape(i64 1, i64* nonnull %.fca.5.0.gep, i64* nonnull %.fca.6.0.gep, i64 2, i64* nonnull %27, i64* nonnull %26, i64 %arg.x.3, i32 0)
  %.151 = icmp eq i32 %.150, 0
  br i1 %.151, label %B0.endif.endif.if, label %B0.endif.endif.endif.endif

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788184215808, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif
  %28 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.82 to i8**
  %29 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.82 to i8*
  %sunkaddr52 = getelementptr inbounds i8, i8* %29, i64 32
  %30 = bitcast i8* %sunkaddr52 to double**
  %.162 = load double*, double** %30, align 8
  %31 = bitcast [2 x i64]* %.86 to i8*
  %sunkaddr53 = getelementptr inbounds i8, i8* %31, i64 8
  %32 = bitcast i8* %sunkaddr53 to i64*
  %.163.fca.1.load = load i64, i64* %32, align 8
  %.168 = load i8*, i8** %28, align 8
  call void @NRT_incref(i8* %.168)
  %33 = call i64 @llvm.smax.i64(i64 %spec.select, i64 0)
  %.2889.not = icmp slt i64 %spec.select, 1
  call void @NRT_decref(i8* %arg.x.0)
  br i1 %.2889.not, label %B214, label %B118.preheader

B118.preheader:                                   ; preds = %B0.endif.endif.endif.endif
  %34 = add nsw i64 %33, -1
  %xtraiter = and i64 %33, 7
  %35 = icmp ult i64 %34, 7
  br i1 %35, label %B214.loopexit.unr-lcssa, label %B118.preheader.new

B118.preheader.new:                               ; preds = %B118.preheader
  %const_mat = add i64 %const, -9
  %unroll_iter = and i64 %33, %const_mat
  %36 = shl i64 %.163.fca.1.load, 6
  %37 = shl i64 %.163.fca.1.load, 3
  br label %B118
}

declare i32 @numba_attempt_nocopy_reshape(i64, i64*, i64*, i64, i64*, i64*, i64, i32) local_unnamed_addr

define i8* @_ZN7cpython7kernels13reshape_pairsB3v38B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.const.reshape_pairs, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !9

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.if.if ], [ %.67, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels13reshape_pairsB3v38B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !9

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([136 x i8], [136 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels13reshape_pairsB3v38B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !9

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
  %.49 = call i32 @_ZN7kernels13reshape_pairsB3v38B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* %.36.fca.1.load, i64 %.36.fca.2.load, i64 8, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.6.0.load) #1
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
  br i1 %.88, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !9

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.101 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 2
  %.102 = call i8* @numba_unpickle(i8* %.77, i32 %.79, i8* %.101)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.104 = phi i8* [ %.92, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.102, %entry.endif.endif.endif.endif.endif.if.else ]
  %.105.not = icmp eq i8* %.104, null
  br i1 %.105.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !9

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

define double @cfunc._ZN7kernels13reshape_pairsB3v38B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
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
  %.9 = call i32 @_ZN7kernels13reshape_pairsB3v38B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.7, i64 %.8) #1
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
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f22f91a5b50>", i64 0, i64 0))
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
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !9

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 2
  %.57 = call i8* @numba_unpickle(i8* %.32, i32 %.34, i8* %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi i8* [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq i8* %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !9

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

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #0 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !9

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !9

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !9

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #2

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #1 = { noinline }
attributes #2 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { argmemonly nocallback nofree nounwind willreturn writeonly }

!0 = !{!1, !3}
!1 = distinct !{!1, !2, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE"}
!3 = distinct !{!3, !2, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %excinfo"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.unroll.disable"}
!6 = !{!"branch_weights", i32 99, i32 1}
!7 = distinct !{!7, !5}
!8 = !{i1 true}
!9 = !{!"branch_weights", i32 1, i32 99}
