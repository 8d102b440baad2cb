; ModuleID = 'list_append_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140459835613120 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.140459835613120.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.140459835613120 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.140459835613120, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140459835613120.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140459835612864 = internal constant [76 x i8] c"\80\04\95A\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Erange() arg 3 must not be zero\94\85\94N\87\94."
@.const.pickledata.140459835612864.sha1 = internal constant [20 x i8] c"\CA\8E\FB:r\D6\14\FE\87 2\CC\E3\AC2`\07\A3\07'"
@.const.picklebuf.140459835612864 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([76 x i8], [76 x i8]* @.const.pickledata.140459835612864, i32 0, i32 0), i32 76, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140459835612864.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140459835610304 = internal constant [65 x i8] c"\80\04\956\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\12cannot resize list\94\85\94N\87\94."
@.const.pickledata.140459835610304.sha1 = internal constant [20 x i8] c"Y!\BA\A11\08M\FF\170\15\C3\9F\DA\DD^8\B9\F4\1E"
@.const.picklebuf.140459835610304 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([65 x i8], [65 x i8]* @.const.pickledata.140459835610304, i32 0, i32 0), i32 65, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140459835610304.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.list_append_sum = internal constant [16 x i8] c"list_append_sum\00"
@_ZN08NumbaEnv7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [137 x i8] c"missing Environment: _ZN08NumbaEnv7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
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
@".const.<numba.core.cpu.CPUContext object at 0x7fbf5a98f290>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7fbf5a98f290>\00"

define i32 @_ZN7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture %excinfo, i8* %arg.x.0, i8* %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) {
entry:
  %inserted.meminfo = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } undef, i8* %arg.x.0, 0
  %inserted.parent = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.meminfo, i8* %arg.x.1, 1
  %inserted.nitems = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.parent, i64 %arg.x.2, 2
  %inserted.itemsize = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.nitems, i64 %arg.x.3, 3
  %inserted.data = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.itemsize, double* %arg.x.4, 4
  %.11 = insertvalue [1 x i64] undef, i64 %arg.x.5.0, 0
  %inserted.shape = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.11, 5
  %.12 = insertvalue [1 x i64] undef, i64 %arg.x.6.0, 0
  %inserted.strides = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.12, 6
  %x = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %x, align 8
  %.18 = alloca i1, align 1
  store i1 false, i1* %.18, align 1
  %.21 = alloca { i8*, i8* }, align 8
  store { i8*, i8* } zeroinitializer, { i8*, i8* }* %.21, align 8
  %try_state = alloca i64, align 8
  store i64 0, i64* %try_state, align 8
  %lst = alloca { i8*, i8* }, align 8
  store { i8*, i8* } zeroinitializer, { i8*, i8* }* %lst, align 8
  %.112 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.112, align 8
  %.122 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, { i64, i64, i64 }* %.122, align 8
  %.132 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, { i64, i64, i64 }* %.132, align 8
  %.136 = alloca { i64*, i64, i64, i64* }, align 8
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %.136, align 8
  %.145 = alloca i64, align 8
  store i64 0, i64* %.145, align 8
  %.148 = alloca i64, align 8
  store i64 0, i64* %.148, align 8
  %"$phi60.0" = alloca { i64*, i64, i64, i64* }, align 8
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %"$phi60.0", align 8
  %.191 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.191, align 8
  %.194 = alloca { i64*, i64, i64, i64* }, align 8
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %.194, align 8
  %.220 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.220, align 8
  %.226 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.226, align 8
  %"$phi62.1" = alloca i64, align 8
  store i64 0, i64* %"$phi62.1", align 8
  %.242 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.242, align 8
  %.272 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.272, align 8
  %.303 = alloca { i8*, i8* }, align 8
  store { i8*, i8* } zeroinitializer, { i8*, i8* }* %.303, align 8
  %s.2 = alloca double, align 8
  store double 0.000000e+00, double* %s.2, align 8
  %.446 = alloca { i8*, i8* }, align 8
  store { i8*, i8* } zeroinitializer, { i8*, i8* }* %.446, align 8
  %.450 = alloca { i8*, i64* }, align 8
  store { i8*, i64* } zeroinitializer, { i8*, i64* }* %.450, align 8
  %.453 = alloca i64, align 8
  store i64 0, i64* %.453, align 8
  %"$phi152.0" = alloca { i8*, i64* }, align 8
  store { i8*, i64* } zeroinitializer, { i8*, i64* }* %"$phi152.0", align 8
  %.475 = alloca { double, i1 }, align 8
  store { double, i1 } zeroinitializer, { double, i1 }* %.475, align 8
  %.478 = alloca { i8*, i64* }, align 8
  store { i8*, i64* } zeroinitializer, { i8*, i64* }* %.478, align 8
  %.510 = alloca { double, i1 }, align 8
  store { double, i1 } zeroinitializer, { double, i1 }* %.510, align 8
  %.516 = alloca { double, i1 }, align 8
  store { double, i1 } zeroinitializer, { double, i1 }* %.516, align 8
  %"$phi154.1" = alloca double, align 8
  store double 0.000000e+00, double* %"$phi154.1", align 8
  br label %B0

B0:                                               ; preds = %entry
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.13 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.14 = extractvalue [1 x i64] %extracted.strides, 0
  call void @NRT_incref(i8* %extracted.meminfo)
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %x, align 8
  store i1 true, i1* %.18, align 1
  store { i8*, i8* } zeroinitializer, { i8*, i8* }* %.21, align 8
  %.24 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 0, i64 8)
  %.25 = extractvalue { i64, i1 } %.24, 0
  %.26 = extractvalue { i64, i1 } %.24, 1
  %.27 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.25, i64 24)
  %.28 = extractvalue { i64, i1 } %.27, 0
  %.29 = extractvalue { i64, i1 } %.27, 1
  %.30 = or i1 %.26, %.29
  br i1 %.30, label %B0.if, label %B0.endif, !prof !0

B60:                                              ; preds = %B62.endif.endif, %B0.endif.endif.endif.endif.endif
  %.190 = load { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %"$phi60.0", align 8
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.191, align 8
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %.194, align 8
  store { i64*, i64, i64, i64* } %.190, { i64*, i64, i64, i64* }* %.194, align 8
  %.198 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.194, i32 0, i32 3
  %.199 = load i64*, i64** %.198, align 8
  %.200 = load i64, i64* %.199, align 8
  %.201 = icmp sgt i64 %.200, 0
  %.202 = getelementptr inbounds { i64, i1 }, { i64, i1 }* %.191, i32 0, i32 1
  store i1 %.201, i1* %.202, align 1
  br i1 %.201, label %B60.if, label %B60.endif

B62:                                              ; preds = %B60.endif
  %.236 = load i64, i64* %"$phi62.1", align 8
  %.237 = load i64, i64* %"$phi62.1", align 8
  store i64 0, i64* %"$phi62.1", align 8
  %.239 = load { i8*, i8* }, { i8*, i8* }* %lst, align 8
  %extracted.meminfo.2 = extractvalue { i8*, i8* } %.239, 0
  %extracted.parent.2 = extractvalue { i8*, i8* } %.239, 1
  call void @NRT_incref(i8* %extracted.meminfo.2)
  %.241 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %x, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.242, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.241, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.242, align 8
  %.246 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.242, i32 0, i32 5
  %.247 = getelementptr inbounds [1 x i64], [1 x i64]* %.246, i32 0, i32 0
  %.248 = load i64, i64* %.247, align 8, !range !1
  %.249 = insertvalue [1 x i64] undef, i64 %.248, 0
  %.250 = extractvalue [1 x i64] %.249, 0
  %.251 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.242, i32 0, i32 6
  %.252 = load [1 x i64], [1 x i64]* %.251, align 8
  %.253 = extractvalue [1 x i64] %.252, 0
  %.254 = icmp slt i64 %.236, 0
  %.255 = add i64 %.236, %.250
  %.256 = select i1 %.254, i64 %.255, i64 %.236
  %.257 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.242, i32 0, i32 5
  %.258 = getelementptr inbounds [1 x i64], [1 x i64]* %.257, i32 0, i32 0
  %.259 = load i64, i64* %.258, align 8, !range !1
  %.260 = insertvalue [1 x i64] undef, i64 %.259, 0
  %.261 = extractvalue [1 x i64] %.260, 0
  %.262 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.242, i32 0, i32 6
  %.263 = load [1 x i64], [1 x i64]* %.262, align 8
  %.264 = extractvalue [1 x i64] %.263, 0
  %.265 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.242, i32 0, i32 4
  %.266 = load double*, double** %.265, align 8
  %.267 = mul i64 %.256, 1
  %.268 = add i64 0, %.267
  %.269 = getelementptr double, double* %.266, i64 %.268
  %.270 = load double, double* %.269, align 8
  %.271 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %x, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.272, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.271, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.272, align 8
  %.276 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.272, i32 0, i32 5
  %.277 = getelementptr inbounds [1 x i64], [1 x i64]* %.276, i32 0, i32 0
  %.278 = load i64, i64* %.277, align 8, !range !1
  %.279 = insertvalue [1 x i64] undef, i64 %.278, 0
  %.280 = extractvalue [1 x i64] %.279, 0
  %.281 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.272, i32 0, i32 6
  %.282 = load [1 x i64], [1 x i64]* %.281, align 8
  %.283 = extractvalue [1 x i64] %.282, 0
  %.284 = icmp slt i64 %.236, 0
  %.285 = add i64 %.236, %.280
  %.286 = select i1 %.284, i64 %.285, i64 %.236
  %.287 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.272, i32 0, i32 5
  %.288 = getelementptr inbounds [1 x i64], [1 x i64]* %.287, i32 0, i32 0
  %.289 = load i64, i64* %.288, align 8, !range !1
  %.290 = insertvalue [1 x i64] undef, i64 %.289, 0
  %.291 = extractvalue [1 x i64] %.290, 0
  %.292 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.272, i32 0, i32 6
  %.293 = load [1 x i64], [1 x i64]* %.292, align 8
  %.294 = extractvalue [1 x i64] %.293, 0
  %.295 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.272, i32 0, i32 4
  %.296 = load double*, double** %.295, align 8
  %.297 = mul i64 %.286, 1
  %.298 = add i64 0, %.297
  %.299 = getelementptr double, double* %.296, i64 %.298
  %.300 = load double, double* %.299, align 8
  %.301 = fmul double %.270, %.300
  %.302 = fadd double %.301, 1.000000e+00
  store { i8*, i8* } zeroinitializer, { i8*, i8* }* %.303, align 8
  store { i8*, i8* } %.239, { i8*, i8* }* %.303, align 8
  %.307 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.303, i32 0, i32 0
  %.308 = load i8*, i8** %.307, align 8
  %.4.i = bitcast i8* %.308 to { i64, i8*, i8*, i8*, i64 }*
  %.5.i = getelementptr { i64, i8*, i8*, i8*, i64 }, { i64, i8*, i8*, i8*, i64 }* %.4.i, i32 0, i32 3
  %.6.i = load i8*, i8** %.5.i, align 8
  %.310 = bitcast i8* %.6.i to { i64, i64, i8, double }*
  %.311 = getelementptr inbounds { i64, i64, i8, double }, { i64, i64, i8, double }* %.310, i32 0, i32 0
  %.312 = load i64, i64* %.311, align 8
  %.313 = add i64 %.312, 1
  %.314 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.303, i32 0, i32 0
  %.315 = load i8*, i8** %.314, align 8
  %.4.i16 = bitcast i8* %.315 to { i64, i8*, i8*, i8*, i64 }*
  %.5.i17 = getelementptr { i64, i8*, i8*, i8*, i64 }, { i64, i8*, i8*, i8*, i64 }* %.4.i16, i32 0, i32 3
  %.6.i18 = load i8*, i8** %.5.i17, align 8
  %.317 = bitcast i8* %.6.i18 to { i64, i64, i8, double }*
  %.318 = getelementptr inbounds { i64, i64, i8, double }, { i64, i64, i8, double }* %.317, i32 0, i32 1
  %.319 = load i64, i64* %.318, align 8
  %.320 = icmp slt i64 %.319, %.313
  %.321 = ashr i64 %.319, 2
  %.322 = icmp sgt i64 %.321, %.313
  br i1 %.322, label %B62.if, label %B62.endif, !prof !0

B144:                                             ; preds = %B60.endif
  %.433 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %x, align 8
  %extracted.meminfo.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.433, 0
  %extracted.parent.4 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.433, 1
  %extracted.nitems.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.433, 2
  %extracted.itemsize.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.433, 3
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.433, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.433, 5
  %.434 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.433, 6
  %.435 = extractvalue [1 x i64] %extracted.strides.1, 0
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %x, align 8
  %.438 = load i64, i64* %"$phi62.1", align 8
  store i64 0, i64* %"$phi62.1", align 8
  %.440 = load { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %"$phi60.0", align 8
  %extracted.iter.3 = extractvalue { i64*, i64, i64, i64* } %.440, 0
  %extracted.stop.4 = extractvalue { i64*, i64, i64, i64* } %.440, 1
  %extracted.step.4 = extractvalue { i64*, i64, i64, i64* } %.440, 2
  %extracted.count.3 = extractvalue { i64*, i64, i64, i64* } %.440, 3
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %"$phi60.0", align 8
  %.443 = load double, double* %s.2, align 8
  store double 0.000000e+00, double* %s.2, align 8
  %.445 = load { i8*, i8* }, { i8*, i8* }* %lst, align 8
  store { i8*, i8* } zeroinitializer, { i8*, i8* }* %.446, align 8
  store { i8*, i8* } %.445, { i8*, i8* }* %.446, align 8
  store { i8*, i64* } zeroinitializer, { i8*, i64* }* %.450, align 8
  store i64 0, i64* %.453, align 8
  %.456 = getelementptr inbounds { i8*, i64* }, { i8*, i64* }* %.450, i32 0, i32 1
  store i64* %.453, i64** %.456, align 8
  %.458 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.446, i32 0, i32 0
  %.459 = load i8*, i8** %.458, align 8
  %.460 = getelementptr inbounds { i8*, i64* }, { i8*, i64* }* %.450, i32 0, i32 0
  store i8* %.459, i8** %.460, align 8
  %.462 = load { i8*, i64* }, { i8*, i64* }* %.450, align 8
  %extracted.meminfo.5 = extractvalue { i8*, i64* } %.462, 0
  %extracted.index = extractvalue { i8*, i64* } %.462, 1
  call void @NRT_incref(i8* %extracted.meminfo.5)
  %.464 = load { i8*, i8* }, { i8*, i8* }* %lst, align 8
  %extracted.meminfo.6 = extractvalue { i8*, i8* } %.464, 0
  %extracted.parent.5 = extractvalue { i8*, i8* } %.464, 1
  store { i8*, i8* } zeroinitializer, { i8*, i8* }* %lst, align 8
  %extracted.meminfo.7 = extractvalue { i8*, i64* } %.462, 0
  %extracted.index.1 = extractvalue { i8*, i64* } %.462, 1
  call void @NRT_incref(i8* %extracted.meminfo.7)
  %.469 = load { i8*, i64* }, { i8*, i64* }* %"$phi152.0", align 8
  %extracted.meminfo.8 = extractvalue { i8*, i64* } %.469, 0
  %extracted.index.2 = extractvalue { i8*, i64* } %.469, 1
  store { i8*, i64* } %.462, { i8*, i64* }* %"$phi152.0", align 8
  %extracted.meminfo.9 = extractvalue { i8*, i64* } %.462, 0
  %extracted.index.3 = extractvalue { i8*, i64* } %.462, 1
  call void @NRT_decref(i8* %extracted.meminfo.4)
  call void @NRT_decref(i8* %extracted.meminfo.6)
  call void @NRT_decref(i8* %extracted.meminfo.8)
  call void @NRT_decref(i8* %extracted.meminfo.9)
  br label %B152

B152:                                             ; preds = %B154, %B144
  %.474 = load { i8*, i64* }, { i8*, i64* }* %"$phi152.0", align 8
  store { double, i1 } zeroinitializer, { double, i1 }* %.475, align 8
  store { i8*, i64* } zeroinitializer, { i8*, i64* }* %.478, align 8
  store { i8*, i64* } %.474, { i8*, i64* }* %.478, align 8
  %.482 = getelementptr inbounds { i8*, i64* }, { i8*, i64* }* %.478, i32 0, i32 1
  %.483 = load i64*, i64** %.482, align 8
  %.484 = load i64, i64* %.483, align 8
  %.485 = getelementptr inbounds { i8*, i64* }, { i8*, i64* }* %.478, i32 0, i32 0
  %.486 = load i8*, i8** %.485, align 8
  %.4.i31 = bitcast i8* %.486 to { i64, i8*, i8*, i8*, i64 }*
  %.5.i32 = getelementptr { i64, i8*, i8*, i8*, i64 }, { i64, i8*, i8*, i8*, i64 }* %.4.i31, i32 0, i32 3
  %.6.i33 = load i8*, i8** %.5.i32, align 8
  %.488 = bitcast i8* %.6.i33 to { i64, i64, i8, double }*
  %.489 = getelementptr inbounds { i64, i64, i8, double }, { i64, i64, i8, double }* %.488, i32 0, i32 0
  %.490 = load i64, i64* %.489, align 8
  %.491 = icmp slt i64 %.484, %.490
  %.492 = getelementptr inbounds { double, i1 }, { double, i1 }* %.475, i32 0, i32 1
  store i1 %.491, i1* %.492, align 1
  br i1 %.491, label %B152.if, label %B152.endif

B154:                                             ; preds = %B152.endif
  %.526 = load double, double* %"$phi154.1", align 8
  %.527 = load double, double* %"$phi154.1", align 8
  store double 0.000000e+00, double* %"$phi154.1", align 8
  %.529 = call double @llvm.log.f64(double %.526)
  %.530 = load double, double* %s.2, align 8
  %.531 = fadd double %.530, %.529
  %.532 = load double, double* %s.2, align 8
  store double %.531, double* %s.2, align 8
  br label %B152

B204:                                             ; preds = %B152.endif
  %.535 = load double, double* %"$phi154.1", align 8
  store double 0.000000e+00, double* %"$phi154.1", align 8
  %.537 = load { i8*, i64* }, { i8*, i64* }* %"$phi152.0", align 8
  %extracted.meminfo.10 = extractvalue { i8*, i64* } %.537, 0
  %extracted.index.4 = extractvalue { i8*, i64* } %.537, 1
  call void @NRT_decref(i8* %extracted.meminfo.10)
  store { i8*, i64* } zeroinitializer, { i8*, i64* }* %"$phi152.0", align 8
  %.540 = load double, double* %s.2, align 8
  %.541 = load double, double* %s.2, align 8
  store double 0.000000e+00, double* %s.2, align 8
  store double %.540, double* %retptr, align 8
  ret i32 0

B0.if:                                            ; preds = %B0
  store i1 false, i1* %.18, align 1
  br label %B0.endif

B0.endif:                                         ; preds = %B0.if, %B0
  %.34 = load i1, i1* %.18, align 1
  br i1 %.34, label %B0.endif.if, label %B0.endif.endif, !prof !2

B0.endif.if:                                      ; preds = %B0.endif
  %.36 = bitcast void (i8*)* @.dtor.list.float64 to i8*
  %.37 = call i8* @NRT_MemInfo_new_varsize_dtor(i64 %.28, i8* %.36)
  %.38 = icmp eq i8* null, %.37
  br i1 %.38, label %B0.endif.if.if, label %B0.endif.if.else, !prof !0

B0.endif.endif:                                   ; preds = %B0.endif.if.endif, %B0.endif
  %.90 = load i1, i1* %.18, align 1
  %.91 = xor i1 %.90, true
  br i1 %.91, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

B0.endif.if.if:                                   ; preds = %B0.endif.if
  store i1 false, i1* %.18, align 1
  br label %B0.endif.if.endif

B0.endif.if.else:                                 ; preds = %B0.endif.if
  %.42 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.21, i32 0, i32 0
  store i8* %.37, i8** %.42, align 8
  %.44 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.21, i32 0, i32 1
  store i8* null, i8** %.44, align 8
  %.46 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.21, i32 0, i32 0
  %.47 = load i8*, i8** %.46, align 8
  %.4.i52 = bitcast i8* %.47 to { i64, i8*, i8*, i8*, i64 }*
  %.5.i53 = getelementptr { i64, i8*, i8*, i8*, i64 }, { i64, i8*, i8*, i8*, i64 }* %.4.i52, i32 0, i32 3
  %.6.i54 = load i8*, i8** %.5.i53, align 8
  %.49 = bitcast i8* %.6.i54 to { i64, i64, i8, double }*
  %.50 = getelementptr inbounds { i64, i64, i8, double }, { i64, i64, i8, double }* %.49, i32 0, i32 1
  store i64 0, i64* %.50, align 8
  %.52 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.21, i32 0, i32 0
  %.53 = load i8*, i8** %.52, align 8
  %.4.i49 = bitcast i8* %.53 to { i64, i8*, i8*, i8*, i64 }*
  %.5.i50 = getelementptr { i64, i8*, i8*, i8*, i64 }, { i64, i8*, i8*, i8*, i64 }* %.4.i49, i32 0, i32 3
  %.6.i51 = load i8*, i8** %.5.i50, align 8
  %.55 = bitcast i8* %.6.i51 to { i64, i64, i8, double }*
  %.56 = getelementptr inbounds { i64, i64, i8, double }, { i64, i64, i8, double }* %.55, i32 0, i32 0
  store i64 0, i64* %.56, align 8
  %.58 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.21, i32 0, i32 0
  %.59 = load i8*, i8** %.58, align 8
  %.4.i46 = bitcast i8* %.59 to { i64, i8*, i8*, i8*, i64 }*
  %.5.i47 = getelementptr { i64, i8*, i8*, i8*, i64 }, { i64, i8*, i8*, i8*, i64 }* %.4.i46, i32 0, i32 3
  %.6.i48 = load i8*, i8** %.5.i47, align 8
  %.61 = bitcast i8* %.6.i48 to { i64, i64, i8, double }*
  %.62 = getelementptr inbounds { i64, i64, i8, double }, { i64, i64, i8, double }* %.61, i32 0, i32 2
  %.63 = zext i1 false to i8
  store i8 %.63, i8* %.62, align 1
  %.65 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.21, i32 0, i32 0
  %.66 = load i8*, i8** %.65, align 8
  %.4.i43 = bitcast i8* %.66 to { i64, i8*, i8*, i8*, i64 }*
  %.5.i44 = getelementptr { i64, i8*, i8*, i8*, i64 }, { i64, i8*, i8*, i8*, i64 }* %.4.i43, i32 0, i32 3
  %.6.i45 = load i8*, i8** %.5.i44, align 8
  %.68 = bitcast i8* %.6.i45 to { i64, i64, i8, double }*
  %.69 = getelementptr inbounds { i64, i64, i8, double }, { i64, i64, i8, double }* %.68, i32 0, i32 0
  %.70 = load i64, i64* %.69, align 8
  %.71 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.21, i32 0, i32 0
  %.72 = load i8*, i8** %.71, align 8
  %.4.i40 = bitcast i8* %.72 to { i64, i8*, i8*, i8*, i64 }*
  %.5.i41 = getelementptr { i64, i8*, i8*, i8*, i64 }, { i64, i8*, i8*, i8*, i64 }* %.4.i40, i32 0, i32 3
  %.6.i42 = load i8*, i8** %.5.i41, align 8
  %.74 = bitcast i8* %.6.i42 to { i64, i64, i8, double }*
  %.75 = getelementptr inbounds { i64, i64, i8, double }, { i64, i64, i8, double }* %.74, i32 0, i32 3
  %.76 = getelementptr double, double* %.75, i64 0
  %.77 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.21, i32 0, i32 0
  %.78 = load i8*, i8** %.77, align 8
  %.4.i37 = bitcast i8* %.78 to { i64, i8*, i8*, i8*, i64 }*
  %.5.i38 = getelementptr { i64, i8*, i8*, i8*, i64 }, { i64, i8*, i8*, i8*, i64 }* %.4.i37, i32 0, i32 3
  %.6.i39 = load i8*, i8** %.5.i38, align 8
  %.80 = bitcast i8* %.6.i39 to { i64, i64, i8, double }*
  %.81 = getelementptr inbounds { i64, i64, i8, double }, { i64, i64, i8, double }* %.80, i32 0, i32 3
  %.82 = getelementptr double, double* %.81, i64 0
  %.83 = ptrtoint double* %.82 to i64
  %.84 = ptrtoint double* %.76 to i64
  %.85 = sub i64 %.83, %.84
  %.86 = bitcast double* %.76 to i8*
  call void @llvm.memset.p0i8.i64(i8* %.86, i8 0, i64 %.85, i1 false)
  br label %B0.endif.if.endif

B0.endif.if.endif:                                ; preds = %B0.endif.if.else, %B0.endif.if.if
  br label %B0.endif.endif

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140459835613120, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  store i64 0, i64* %try_state, align 8
  %.96 = load i64, i64* %try_state, align 8
  %.97 = icmp ugt i64 %.96, 0
  %.98 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  ret i32 1

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.100 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.21, i32 0, i32 0
  %.101 = load i8*, i8** %.100, align 8
  %.4.i34 = bitcast i8* %.101 to { i64, i8*, i8*, i8*, i64 }*
  %.5.i35 = getelementptr { i64, i8*, i8*, i8*, i64 }, { i64, i8*, i8*, i8*, i64 }* %.4.i34, i32 0, i32 3
  %.6.i36 = load i8*, i8** %.5.i35, align 8
  %.103 = bitcast i8* %.6.i36 to { i64, i64, i8, double }*
  %.104 = getelementptr inbounds { i64, i64, i8, double }, { i64, i64, i8, double }* %.103, i32 0, i32 0
  store i64 0, i64* %.104, align 8
  %.106 = load { i8*, i8* }, { i8*, i8* }* %.21, align 8
  %.108 = load { i8*, i8* }, { i8*, i8* }* %lst, align 8
  %extracted.meminfo.1 = extractvalue { i8*, i8* } %.108, 0
  %extracted.parent.1 = extractvalue { i8*, i8* } %.108, 1
  call void @NRT_decref(i8* %extracted.meminfo.1)
  store { i8*, i8* } %.106, { i8*, i8* }* %lst, align 8
  %.111 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %x, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.112, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.111, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.112, align 8
  %.116 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.112, i32 0, i32 5
  %.117 = getelementptr inbounds [1 x i64], [1 x i64]* %.116, i32 0, i32 0
  %.118 = load i64, i64* %.117, align 8, !range !1
  %.119 = insertvalue [1 x i64] undef, i64 %.118, 0
  %.120 = extractvalue [1 x i64] %.119, 0
  %.121 = extractvalue [1 x i64] %.119, 0
  store { i64, i64, i64 } zeroinitializer, { i64, i64, i64 }* %.122, align 8
  %.125 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.122, i32 0, i32 0
  store i64 0, i64* %.125, align 8
  %.127 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.122, i32 0, i32 1
  store i64 %.120, i64* %.127, align 8
  %.129 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.122, i32 0, i32 2
  store i64 1, i64* %.129, align 8
  %.131 = load { i64, i64, i64 }, { i64, i64, i64 }* %.122, align 8
  store { i64, i64, i64 } zeroinitializer, { i64, i64, i64 }* %.132, align 8
  store { i64, i64, i64 } %.131, { i64, i64, i64 }* %.132, align 8
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %.136, align 8
  %.139 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.132, i32 0, i32 0
  %.140 = load i64, i64* %.139, align 8
  %.141 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.132, i32 0, i32 1
  %.142 = load i64, i64* %.141, align 8
  %.143 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.132, i32 0, i32 2
  %.144 = load i64, i64* %.143, align 8
  store i64 %.140, i64* %.145, align 8
  %.150 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.136, i32 0, i32 0
  store i64* %.145, i64** %.150, align 8
  %.152 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.136, i32 0, i32 1
  store i64 %.142, i64* %.152, align 8
  %.154 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.136, i32 0, i32 2
  store i64 %.144, i64* %.154, align 8
  %.156 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.136, i32 0, i32 3
  store i64* %.148, i64** %.156, align 8
  %.158 = sub i64 %.142, %.140
  %.159 = icmp sgt i64 %.158, 0
  %.160 = icmp sgt i64 %.144, 0
  %.161 = xor i1 %.159, %.160
  %.162 = icmp eq i64 %.144, 0
  br i1 %.162, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140459835612864, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  %.165 = load i64, i64* %try_state, align 8
  %.166 = icmp ugt i64 %.165, 0
  %.167 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  ret i32 1

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  br i1 %.161, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.else

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  %.170 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.136, i32 0, i32 3
  %.171 = load i64*, i64** %.170, align 8
  store i64 0, i64* %.171, align 8
  br label %B0.endif.endif.endif.endif.endif

B0.endif.endif.endif.endif.else:                  ; preds = %B0.endif.endif.endif.endif
  %.174 = srem i64 %.158, %.144
  %.175 = sub i64 0, %.174
  %.176 = select i1 %.159, i64 %.174, i64 %.175
  %.177 = icmp sgt i64 %.176, 0
  %.178 = sdiv i64 %.158, %.144
  %.179 = select i1 %.177, i64 1, i64 0
  %.180 = add i64 %.178, %.179
  %.181 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.136, i32 0, i32 3
  %.182 = load i64*, i64** %.181, align 8
  store i64 %.180, i64* %.182, align 8
  br label %B0.endif.endif.endif.endif.endif

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif.else, %B0.endif.endif.endif.endif.if
  %.185 = load { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.136, align 8
  %extracted.start = extractvalue { i64, i64, i64 } %.131, 0
  %extracted.stop = extractvalue { i64, i64, i64 } %.131, 1
  %extracted.step = extractvalue { i64, i64, i64 } %.131, 2
  %extracted.iter = extractvalue { i64*, i64, i64, i64* } %.185, 0
  %extracted.stop.1 = extractvalue { i64*, i64, i64, i64* } %.185, 1
  %extracted.step.1 = extractvalue { i64*, i64, i64, i64* } %.185, 2
  %extracted.count = extractvalue { i64*, i64, i64, i64* } %.185, 3
  %.187 = load { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %"$phi60.0", align 8
  %extracted.iter.1 = extractvalue { i64*, i64, i64, i64* } %.187, 0
  %extracted.stop.2 = extractvalue { i64*, i64, i64, i64* } %.187, 1
  %extracted.step.2 = extractvalue { i64*, i64, i64, i64* } %.187, 2
  %extracted.count.1 = extractvalue { i64*, i64, i64, i64* } %.187, 3
  store { i64*, i64, i64, i64* } %.185, { i64*, i64, i64, i64* }* %"$phi60.0", align 8
  %extracted.iter.2 = extractvalue { i64*, i64, i64, i64* } %.185, 0
  %extracted.stop.3 = extractvalue { i64*, i64, i64, i64* } %.185, 1
  %extracted.step.3 = extractvalue { i64*, i64, i64, i64* } %.185, 2
  %extracted.count.2 = extractvalue { i64*, i64, i64, i64* } %.185, 3
  br label %B60

B60.if:                                           ; preds = %B60
  %.205 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.194, i32 0, i32 0
  %.206 = load i64*, i64** %.205, align 8
  %.207 = load i64, i64* %.206, align 8
  %.208 = getelementptr inbounds { i64, i1 }, { i64, i1 }* %.191, i32 0, i32 0
  store i64 %.207, i64* %.208, align 8
  %.210 = sub nsw i64 %.200, 1
  store i64 %.210, i64* %.199, align 8
  %.212 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.194, i32 0, i32 2
  %.213 = load i64, i64* %.212, align 8
  %.214 = add i64 %.207, %.213
  %.215 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.194, i32 0, i32 0
  %.216 = load i64*, i64** %.215, align 8
  store i64 %.214, i64* %.216, align 8
  br label %B60.endif

B60.endif:                                        ; preds = %B60.if, %B60
  %.219 = load { i64, i1 }, { i64, i1 }* %.191, align 8
  %extracted.first = extractvalue { i64, i1 } %.219, 0
  %extracted.second = extractvalue { i64, i1 } %.219, 1
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.220, align 8
  store { i64, i1 } %.219, { i64, i1 }* %.220, align 8
  %.224 = getelementptr inbounds { i64, i1 }, { i64, i1 }* %.220, i32 0, i32 0
  %.225 = load i64, i64* %.224, align 8
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.226, align 8
  store { i64, i1 } %.219, { i64, i1 }* %.226, align 8
  %.230 = getelementptr inbounds { i64, i1 }, { i64, i1 }* %.226, i32 0, i32 1
  %.231 = load i1, i1* %.230, align 1
  %extracted.first.1 = extractvalue { i64, i1 } %.219, 0
  %extracted.second.1 = extractvalue { i64, i1 } %.219, 1
  %.233 = load i64, i64* %"$phi62.1", align 8
  store i64 %.225, i64* %"$phi62.1", align 8
  br i1 %.231, label %B62, label %B144

B62.if:                                           ; preds = %B62
  %.324 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.313, i64 8)
  %.325 = extractvalue { i64, i1 } %.324, 0
  %.326 = extractvalue { i64, i1 } %.324, 1
  %.327 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.325, i64 24)
  %.328 = extractvalue { i64, i1 } %.327, 0
  %.329 = extractvalue { i64, i1 } %.327, 1
  %.330 = or i1 %.326, %.329
  br i1 %.330, label %B62.if.if, label %B62.if.endif, !prof !0

B62.endif:                                        ; preds = %B62.if.endif.endif, %B62
  br i1 %.320, label %B62.endif.if, label %B62.endif.endif, !prof !0

B62.if.if:                                        ; preds = %B62.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140459835610304, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  %.333 = load i64, i64* %try_state, align 8
  %.334 = icmp ugt i64 %.333, 0
  %.335 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  ret i32 1

B62.if.endif:                                     ; preds = %B62.if
  %.337 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.303, i32 0, i32 0
  %.338 = load i8*, i8** %.337, align 8
  %.339 = call i8* @NRT_MemInfo_varsize_realloc(i8* %.338, i64 %.328)
  %.340 = icmp eq i8* null, %.339
  br i1 %.340, label %B62.if.endif.if, label %B62.if.endif.endif, !prof !0

B62.if.endif.if:                                  ; preds = %B62.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140459835610304, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  %.343 = load i64, i64* %try_state, align 8
  %.344 = icmp ugt i64 %.343, 0
  %.345 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  ret i32 1

B62.if.endif.endif:                               ; preds = %B62.if.endif
  %.347 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.303, i32 0, i32 0
  %.348 = load i8*, i8** %.347, align 8
  %.4.i28 = bitcast i8* %.348 to { i64, i8*, i8*, i8*, i64 }*
  %.5.i29 = getelementptr { i64, i8*, i8*, i8*, i64 }, { i64, i8*, i8*, i8*, i64 }* %.4.i28, i32 0, i32 3
  %.6.i30 = load i8*, i8** %.5.i29, align 8
  %.350 = bitcast i8* %.6.i30 to { i64, i64, i8, double }*
  %.351 = getelementptr inbounds { i64, i64, i8, double }, { i64, i64, i8, double }* %.350, i32 0, i32 1
  store i64 %.313, i64* %.351, align 8
  br label %B62.endif

B62.endif.if:                                     ; preds = %B62.endif
  %.355 = ashr i64 %.313, 2
  %.356 = add i64 %.313, %.355
  %.357 = add i64 8, %.356
  %.358 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.357, i64 8)
  %.359 = extractvalue { i64, i1 } %.358, 0
  %.360 = extractvalue { i64, i1 } %.358, 1
  %.361 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.359, i64 24)
  %.362 = extractvalue { i64, i1 } %.361, 0
  %.363 = extractvalue { i64, i1 } %.361, 1
  %.364 = or i1 %.360, %.363
  br i1 %.364, label %B62.endif.if.if, label %B62.endif.if.endif, !prof !0

B62.endif.endif:                                  ; preds = %B62.endif.if.endif.endif, %B62.endif
  %.411 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.303, i32 0, i32 0
  %.412 = load i8*, i8** %.411, align 8
  %.4.i25 = bitcast i8* %.412 to { i64, i8*, i8*, i8*, i64 }*
  %.5.i26 = getelementptr { i64, i8*, i8*, i8*, i64 }, { i64, i8*, i8*, i8*, i64 }* %.4.i25, i32 0, i32 3
  %.6.i27 = load i8*, i8** %.5.i26, align 8
  %.414 = bitcast i8* %.6.i27 to { i64, i64, i8, double }*
  %.415 = getelementptr inbounds { i64, i64, i8, double }, { i64, i64, i8, double }* %.414, i32 0, i32 0
  store i64 %.313, i64* %.415, align 8
  %.417 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.303, i32 0, i32 0
  %.418 = load i8*, i8** %.417, align 8
  %.4.i22 = bitcast i8* %.418 to { i64, i8*, i8*, i8*, i64 }*
  %.5.i23 = getelementptr { i64, i8*, i8*, i8*, i64 }, { i64, i8*, i8*, i8*, i64 }* %.4.i22, i32 0, i32 3
  %.6.i24 = load i8*, i8** %.5.i23, align 8
  %.420 = bitcast i8* %.6.i24 to { i64, i64, i8, double }*
  %.421 = getelementptr inbounds { i64, i64, i8, double }, { i64, i64, i8, double }* %.420, i32 0, i32 3
  %.422 = getelementptr double, double* %.421, i64 %.312
  %.423 = load double, double* %.422, align 8
  %.424 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.303, i32 0, i32 0
  %.425 = load i8*, i8** %.424, align 8
  %.4.i19 = bitcast i8* %.425 to { i64, i8*, i8*, i8*, i64 }*
  %.5.i20 = getelementptr { i64, i8*, i8*, i8*, i64 }, { i64, i8*, i8*, i8*, i64 }* %.4.i19, i32 0, i32 3
  %.6.i21 = load i8*, i8** %.5.i20, align 8
  %.427 = bitcast i8* %.6.i21 to { i64, i64, i8, double }*
  %.428 = getelementptr inbounds { i64, i64, i8, double }, { i64, i64, i8, double }* %.427, i32 0, i32 3
  %.429 = getelementptr double, double* %.428, i64 %.312
  store double %.302, double* %.429, align 8
  %extracted.meminfo.3 = extractvalue { i8*, i8* } %.239, 0
  %extracted.parent.3 = extractvalue { i8*, i8* } %.239, 1
  call void @NRT_decref(i8* %extracted.meminfo.3)
  br label %B60

B62.endif.if.if:                                  ; preds = %B62.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140459835610304, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  %.367 = load i64, i64* %try_state, align 8
  %.368 = icmp ugt i64 %.367, 0
  %.369 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  ret i32 1

B62.endif.if.endif:                               ; preds = %B62.endif.if
  %.371 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.303, i32 0, i32 0
  %.372 = load i8*, i8** %.371, align 8
  %.373 = call i8* @NRT_MemInfo_varsize_realloc(i8* %.372, i64 %.362)
  %.374 = icmp eq i8* null, %.373
  br i1 %.374, label %B62.endif.if.endif.if, label %B62.endif.if.endif.endif, !prof !0

B62.endif.if.endif.if:                            ; preds = %B62.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140459835610304, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  %.377 = load i64, i64* %try_state, align 8
  %.378 = icmp ugt i64 %.377, 0
  %.379 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  ret i32 1

B62.endif.if.endif.endif:                         ; preds = %B62.endif.if.endif
  %.381 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.303, i32 0, i32 0
  %.382 = load i8*, i8** %.381, align 8
  %.4.i13 = bitcast i8* %.382 to { i64, i8*, i8*, i8*, i64 }*
  %.5.i14 = getelementptr { i64, i8*, i8*, i8*, i64 }, { i64, i8*, i8*, i8*, i64 }* %.4.i13, i32 0, i32 3
  %.6.i15 = load i8*, i8** %.5.i14, align 8
  %.384 = bitcast i8* %.6.i15 to { i64, i64, i8, double }*
  %.385 = getelementptr inbounds { i64, i64, i8, double }, { i64, i64, i8, double }* %.384, i32 0, i32 1
  store i64 %.357, i64* %.385, align 8
  %.387 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.303, i32 0, i32 0
  %.388 = load i8*, i8** %.387, align 8
  %.4.i10 = bitcast i8* %.388 to { i64, i8*, i8*, i8*, i64 }*
  %.5.i11 = getelementptr { i64, i8*, i8*, i8*, i64 }, { i64, i8*, i8*, i8*, i64 }* %.4.i10, i32 0, i32 3
  %.6.i12 = load i8*, i8** %.5.i11, align 8
  %.390 = bitcast i8* %.6.i12 to { i64, i64, i8, double }*
  %.391 = getelementptr inbounds { i64, i64, i8, double }, { i64, i64, i8, double }* %.390, i32 0, i32 0
  %.392 = load i64, i64* %.391, align 8
  %.393 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.303, i32 0, i32 0
  %.394 = load i8*, i8** %.393, align 8
  %.4.i7 = bitcast i8* %.394 to { i64, i8*, i8*, i8*, i64 }*
  %.5.i8 = getelementptr { i64, i8*, i8*, i8*, i64 }, { i64, i8*, i8*, i8*, i64 }* %.4.i7, i32 0, i32 3
  %.6.i9 = load i8*, i8** %.5.i8, align 8
  %.396 = bitcast i8* %.6.i9 to { i64, i64, i8, double }*
  %.397 = getelementptr inbounds { i64, i64, i8, double }, { i64, i64, i8, double }* %.396, i32 0, i32 3
  %.398 = getelementptr double, double* %.397, i64 %.392
  %.399 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.303, i32 0, i32 0
  %.400 = load i8*, i8** %.399, align 8
  %.4.i4 = bitcast i8* %.400 to { i64, i8*, i8*, i8*, i64 }*
  %.5.i5 = getelementptr { i64, i8*, i8*, i8*, i64 }, { i64, i8*, i8*, i8*, i64 }* %.4.i4, i32 0, i32 3
  %.6.i6 = load i8*, i8** %.5.i5, align 8
  %.402 = bitcast i8* %.6.i6 to { i64, i64, i8, double }*
  %.403 = getelementptr inbounds { i64, i64, i8, double }, { i64, i64, i8, double }* %.402, i32 0, i32 3
  %.404 = getelementptr double, double* %.403, i64 %.357
  %.405 = ptrtoint double* %.404 to i64
  %.406 = ptrtoint double* %.398 to i64
  %.407 = sub i64 %.405, %.406
  %.408 = bitcast double* %.398 to i8*
  call void @llvm.memset.p0i8.i64(i8* %.408, i8 0, i64 %.407, i1 false)
  br label %B62.endif.endif

B152.if:                                          ; preds = %B152
  %.495 = getelementptr inbounds { i8*, i64* }, { i8*, i64* }* %.478, i32 0, i32 0
  %.496 = load i8*, i8** %.495, align 8
  %.4.i1 = bitcast i8* %.496 to { i64, i8*, i8*, i8*, i64 }*
  %.5.i2 = getelementptr { i64, i8*, i8*, i8*, i64 }, { i64, i8*, i8*, i8*, i64 }* %.4.i1, i32 0, i32 3
  %.6.i3 = load i8*, i8** %.5.i2, align 8
  %.498 = bitcast i8* %.6.i3 to { i64, i64, i8, double }*
  %.499 = getelementptr inbounds { i64, i64, i8, double }, { i64, i64, i8, double }* %.498, i32 0, i32 3
  %.500 = getelementptr double, double* %.499, i64 %.484
  %.501 = load double, double* %.500, align 8
  %.502 = getelementptr inbounds { double, i1 }, { double, i1 }* %.475, i32 0, i32 0
  store double %.501, double* %.502, align 8
  %.504 = add i64 %.484, 1
  %.505 = getelementptr inbounds { i8*, i64* }, { i8*, i64* }* %.478, i32 0, i32 1
  %.506 = load i64*, i64** %.505, align 8
  store i64 %.504, i64* %.506, align 8
  br label %B152.endif

B152.endif:                                       ; preds = %B152.if, %B152
  %.509 = load { double, i1 }, { double, i1 }* %.475, align 8
  %extracted.first.2 = extractvalue { double, i1 } %.509, 0
  %extracted.second.2 = extractvalue { double, i1 } %.509, 1
  store { double, i1 } zeroinitializer, { double, i1 }* %.510, align 8
  store { double, i1 } %.509, { double, i1 }* %.510, align 8
  %.514 = getelementptr inbounds { double, i1 }, { double, i1 }* %.510, i32 0, i32 0
  %.515 = load double, double* %.514, align 8
  store { double, i1 } zeroinitializer, { double, i1 }* %.516, align 8
  store { double, i1 } %.509, { double, i1 }* %.516, align 8
  %.520 = getelementptr inbounds { double, i1 }, { double, i1 }* %.516, i32 0, i32 1
  %.521 = load i1, i1* %.520, align 1
  %extracted.first.3 = extractvalue { double, i1 } %.509, 0
  %extracted.second.3 = extractvalue { double, i1 } %.509, 1
  %.523 = load double, double* %"$phi154.1", align 8
  store double %.515, double* %"$phi154.1", align 8
  br i1 %.521, label %B154, label %B204
}

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #0

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.log.f64(double) #0

define linkonce_odr void @.dtor.list.float64(i8* %.1) {
.3:
  %.4 = bitcast i8* %.1 to { i64, i64, i8, double }*
  %.5 = getelementptr inbounds { i64, i64, i8, double }, { i64, i64, i8, double }* %.4, i32 0, i32 0
  %.6 = load i64, i64* %.5, align 8
  %.7 = getelementptr inbounds { i64, i64, i8, double }, { i64, i64, i8, double }* %.4, i32 0, i32 0
  %.8 = load i64, i64* %.7, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.body, %.3
  %loop.index = phi i64 [ 0, %.3 ], [ %.15, %for.body ]
  %loop.count = phi i64 [ 0, %.3 ], [ %.16, %for.body ]
  %.10 = icmp slt i64 %loop.index, %.8
  br i1 %.10, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %.12 = getelementptr inbounds { i64, i64, i8, double }, { i64, i64, i8, double }* %.4, i32 0, i32 3
  %.13 = getelementptr double, double* %.12, i64 %loop.index
  %.14 = load double, double* %.13, align 8
  %.15 = add i64 %loop.index, 1
  %.16 = add nsw i64 %loop.count, 1
  br label %for.cond

for.end:                                          ; preds = %for.cond
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*)

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

declare noalias i8* @NRT_MemInfo_varsize_realloc(i8*, i64)

define i8* @_ZN7cpython7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* %py_closure, i8* %py_args, i8* %py_kws) {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @.const.list_append_sum, i32 0, i32 0), i64 1, i64 1, i8** %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21, align 8
  %.43 = alloca double, align 8
  store double 0.000000e+00, double* %.43, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %entry.if, label %entry.endif, !prof !0

entry.if:                                         ; preds = %entry
  ret i8* null

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.12 = ptrtoint i8* %.11 to i64
  %.13 = add i64 %.12, 16
  %.14 = inttoptr i64 %.13 to i8*
  %.15 = bitcast i8* %.14 to { i8*, i8* }*
  %.16 = icmp eq i8* null, %.11
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

arg.end:                                          ; preds = %entry.endif.endif.endif.if
  ret i8* null

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* @PyExc_RuntimeError, i8* getelementptr inbounds ([137 x i8], [137 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i32 0, i32 0))
  ret i8* null

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* %.24)
  %.26 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21, i32 0, i32 3
  %.27 = load i64, i64* %.26, align 8
  %.28 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21, i32 0, i32 3
  %.29 = load i64, i64* %.28, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 0, %.25
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i32 0, i32 0))
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.36 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21, align 8
  br i1 %.32, label %entry.endif.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.if:                       ; preds = %entry.endif.endif.endif
  br label %arg.end

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  store double 0.000000e+00, double* %.43, align 8
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 0
  %extracted.parent.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 1
  %extracted.nitems.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 2
  %extracted.itemsize.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 3
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 5
  %.47 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 6
  %.48 = extractvalue [1 x i64] %extracted.strides.1, 0
  %.49 = call i32 @_ZN7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* %.43, { i8*, i32, i8*, i8*, i32 }** %excinfo, i8* %extracted.meminfo.1, i8* %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, double* %extracted.data.1, i64 %.47, i64 %.48) #2
  %.50 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.51 = icmp eq i32 %.49, 0
  %.52 = icmp eq i32 %.49, -2
  %.53 = icmp eq i32 %.49, -1
  %.54 = icmp eq i32 %.49, -3
  %.55 = or i1 %.51, %.52
  %.56 = xor i1 %.55, true
  %.57 = icmp sge i32 %.49, 1
  %.58 = select i1 %.57, { i8*, i32, i8*, i8*, i32 }* %.50, { i8*, i32, i8*, i8*, i32 }* undef
  %.59 = load double, double* %.43, align 8
  %extracted.meminfo.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 0
  %extracted.parent.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 1
  %extracted.nitems.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 2
  %extracted.itemsize.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 3
  %extracted.data.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 4
  %extracted.shape.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 5
  %.60 = extractvalue [1 x i64] %extracted.shape.2, 0
  %extracted.strides.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.36, 6
  %.61 = extractvalue [1 x i64] %extracted.strides.2, 0
  call void @NRT_decref(i8* %extracted.meminfo.2)
  br i1 %.55, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif, !prof !2

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  br i1 %.52, label %entry.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  br i1 %.57, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.if:              ; preds = %entry.endif.endif.endif.endif.if
  call void @Py_IncRef(i8* @_Py_NoneStruct)
  ret i8* @_Py_NoneStruct

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif.if
  %.67 = call i8* @PyFloat_FromDouble(double %.59)
  ret i8* %.67

.69:                                              ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.if.endif.endif
  ret i8* null

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.72 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.73 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 4
  %.74 = icmp sgt i32 %.73, 0
  br i1 %.74, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  br i1 %.54, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.76 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.77 = extractvalue { i8*, i32, i8*, i8*, i32 } %.76, 0
  %.78 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.79 = extractvalue { i8*, i32, i8*, i8*, i32 } %.78, 1
  %.80 = sext i32 %.79 to i64
  %.81 = call i8* @PyBytes_FromStringAndSize(i8* %.77, i64 %.80)
  %.82 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.83 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 2
  %.84 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.85 = extractvalue { i8*, i32, i8*, i8*, i32 } %.84, 3
  %.86 = bitcast i8* %.85 to i8* (i8*)*
  %.87 = call i8* %.86(i8* %.83)
  %.88 = icmp eq i8* null, %.87
  br i1 %.88, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.96 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.97 = extractvalue { i8*, i32, i8*, i8*, i32 } %.96, 0
  %.98 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.99 = extractvalue { i8*, i32, i8*, i8*, i32 } %.98, 1
  %.100 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.101 = extractvalue { i8*, i32, i8*, i8*, i32 } %.100, 2
  %.102 = call i8* @numba_unpickle(i8* %.97, i32 %.99, i8* %.101)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.104 = phi i8* [ %.92, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.102, %entry.endif.endif.endif.endif.endif.if.else ]
  %.105 = icmp ne i8* null, %.104
  br i1 %.105, label %entry.endif.endif.endif.endif.endif.if.endif.if, label %entry.endif.endif.endif.endif.endif.if.endif.endif, !prof !2

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i32 0, i32 0))
  ret i8* null

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.92 = call i8* @numba_runtime_build_excinfo_struct(i8* %.81, i8* %.87)
  %.93 = bitcast { i8*, i32, i8*, i8*, i32 }* %.58 to i8*
  call void @NRT_Free(i8* %.93)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* %.104)
  br label %entry.endif.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.endif.if.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif
  br label %.69

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(i8* @PyExc_StopIteration)
  br label %.69

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  br i1 %.53, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  br label %.69

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i32 0, i32 0))
  br label %.69
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...)

declare void @PyErr_SetString(i8*, i8*)

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture)

declare void @Py_IncRef(i8*)

declare i8* @PyFloat_FromDouble(double)

declare void @PyErr_Clear()

declare i8* @PyBytes_FromStringAndSize(i8*, i64)

declare i8* @numba_unpickle(i8*, i32, i8*)

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*)

declare void @NRT_Free(i8*)

declare void @numba_do_raise(i8*)

declare void @PyErr_SetNone(i8*)

define double @cfunc._ZN7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
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
  %.9 = call i32 @_ZN7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* %.3, { i8*, i32, i8*, i8*, i32 }** %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.7, i64 %.8) #2
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11 = icmp eq i32 %.9, 0
  %.12 = icmp eq i32 %.9, -2
  %.13 = icmp eq i32 %.9, -1
  %.14 = icmp eq i32 %.9, -3
  %.15 = or i1 %.11, %.12
  %.16 = xor i1 %.15, true
  %.17 = icmp sge i32 %.9, 1
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load double, double* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.16, label %entry.if, label %entry.endif, !prof !0

entry.if:                                         ; preds = %entry
  call void @numba_gil_ensure(i32* %.21)
  br i1 %.17, label %entry.if.if, label %entry.if.endif

entry.endif:                                      ; preds = %.24, %entry
  ret double %.19

.24:                                              ; preds = %entry.if.endif.endif.endif, %entry.if.endif.endif.if, %entry.if.endif.if, %entry.if.if.endif.endif
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7fbf5a98f290>", i32 0, i32 0))
  call void @PyErr_WriteUnraisable(i8* %.72)
  call void @Py_DecRef(i8* %.72)
  call void @numba_gil_release(i32* %.21)
  br label %entry.endif

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.27 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.28 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 4
  %.29 = icmp sgt i32 %.28, 0
  br i1 %.29, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  br i1 %.14, label %entry.if.endif.if, label %entry.if.endif.endif

entry.if.if.if:                                   ; preds = %entry.if.if
  %.31 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.32 = extractvalue { i8*, i32, i8*, i8*, i32 } %.31, 0
  %.33 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.34 = extractvalue { i8*, i32, i8*, i8*, i32 } %.33, 1
  %.35 = sext i32 %.34 to i64
  %.36 = call i8* @PyBytes_FromStringAndSize(i8* %.32, i64 %.35)
  %.37 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.38 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 2
  %.39 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.40 = extractvalue { i8*, i32, i8*, i8*, i32 } %.39, 3
  %.41 = bitcast i8* %.40 to i8* (i8*)*
  %.42 = call i8* %.41(i8* %.38)
  %.43 = icmp eq i8* null, %.42
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.51 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.52 = extractvalue { i8*, i32, i8*, i8*, i32 } %.51, 0
  %.53 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.54 = extractvalue { i8*, i32, i8*, i8*, i32 } %.53, 1
  %.55 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.56 = extractvalue { i8*, i32, i8*, i8*, i32 } %.55, 2
  %.57 = call i8* @numba_unpickle(i8* %.52, i32 %.54, i8* %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi i8* [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60 = icmp ne i8* null, %.59
  br i1 %.60, label %entry.if.if.endif.if, label %entry.if.if.endif.endif, !prof !2

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i32 0, i32 0))
  ret double 0.000000e+00

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.47 = call i8* @numba_runtime_build_excinfo_struct(i8* %.36, i8* %.42)
  %.48 = bitcast { i8*, i32, i8*, i8*, i32 }* %.18 to i8*
  call void @NRT_Free(i8* %.48)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* %.59)
  br label %entry.if.if.endif.endif

entry.if.if.endif.endif:                          ; preds = %entry.if.if.endif.if, %entry.if.if.endif
  br label %.24

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* @PyExc_StopIteration)
  br label %.24

entry.if.endif.endif:                             ; preds = %entry.if.endif
  br i1 %.13, label %entry.if.endif.endif.if, label %entry.if.endif.endif.endif

entry.if.endif.endif.if:                          ; preds = %entry.if.endif.endif
  br label %.24

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif.endif
  call void @PyErr_SetString(i8* @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i32 0, i32 0))
  br label %.24
}

declare void @numba_gil_ensure(i32*)

declare i8* @PyUnicode_FromString(i8*)

declare void @PyErr_WriteUnraisable(i8*)

declare void @Py_DecRef(i8*)

declare void @numba_gil_release(i32*)

; Function Attrs: noinline
define linkonce_odr void @NRT_incref(i8* %.1) #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %.3.if, label %.3.endif, !prof !0

.3.if:                                            ; preds = %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  %.5.i = add i64 %.4.i, 1
  ret void
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %.3.if, label %.3.endif, !prof !0

.3.if:                                            ; preds = %.3
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.5.i = sub i64 %.4.i, 1
  %.10 = icmp eq i64 %.5.i, 0
  br i1 %.10, label %.3.endif.if, label %.3.endif.endif, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  call void @NRT_MemInfo_call_dtor(i8* %.1)
  br label %.3.endif.endif

.3.endif.endif:                                   ; preds = %.3.endif.if, %.3.endif
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*)

attributes #0 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly nocallback nofree nounwind willreturn writeonly }
attributes #2 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i64 0, i64 9223372036854775807}
!2 = !{!"branch_weights", i32 99, i32 1}
!3 = !{i1 true}
