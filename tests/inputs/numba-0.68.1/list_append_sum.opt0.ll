; ModuleID = 'list_append_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c, i32 67, ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1, ptr null, i32 0 }
@.const.pickledata.ca8efb3a72d614fe872032cce3ac326007a30727 = internal constant [76 x i8] c"\80\04\95A\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Erange() arg 3 must not be zero\94\85\94N\87\94."
@.const.pickledata.ca8efb3a72d614fe872032cce3ac326007a30727.sha1 = internal constant [20 x i8] c"\CA\8E\FB:r\D6\14\FE\87 2\CC\E3\AC2`\07\A3\07'"
@.const.picklebuf.ca8efb3a72d614fe872032cce3ac326007a30727 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ca8efb3a72d614fe872032cce3ac326007a30727, i32 76, ptr @.const.pickledata.ca8efb3a72d614fe872032cce3ac326007a30727.sha1, ptr null, i32 0 }
@.const.pickledata.5921baa131084dff173015c39fdadd5e38b9f41e = internal constant [65 x i8] c"\80\04\956\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\12cannot resize list\94\85\94N\87\94."
@.const.pickledata.5921baa131084dff173015c39fdadd5e38b9f41e.sha1 = internal constant [20 x i8] c"Y!\BA\A11\08M\FF\170\15\C3\9F\DA\DD^8\B9\F4\1E"
@.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.5921baa131084dff173015c39fdadd5e38b9f41e, i32 65, ptr @.const.pickledata.5921baa131084dff173015c39fdadd5e38b9f41e.sha1, ptr null, i32 0 }
@.const.list_append_sum = internal constant [16 x i8] c"list_append_sum\00"
@_ZN08NumbaEnv7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common global ptr null
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
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"

define i32 @_ZN7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias captures(none) %retptr, ptr noalias captures(none) %excinfo, ptr %arg.x.0, ptr %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %arg.x.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %arg.x.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %arg.x.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %arg.x.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %arg.x.4, 4
  %.11 = insertvalue [1 x i64] undef, i64 %arg.x.5.0, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.11, 5
  %.12 = insertvalue [1 x i64] undef, i64 %arg.x.6.0, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.12, 6
  %x = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %x, align 8
  %.18 = alloca i1, align 1
  store i1 false, ptr %.18, align 1
  %.21 = alloca { ptr, ptr }, align 8
  store { ptr, ptr } zeroinitializer, ptr %.21, align 8
  %try_state = alloca i64, align 8
  store i64 0, ptr %try_state, align 8
  %lst = alloca { ptr, ptr }, align 8
  store { ptr, ptr } zeroinitializer, ptr %lst, align 8
  %.112 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.112, align 8
  %.122 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.122, align 8
  %.132 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.132, align 8
  %.136 = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.136, align 8
  %.145 = alloca i64, align 8
  store i64 0, ptr %.145, align 8
  %.148 = alloca i64, align 8
  store i64 0, ptr %.148, align 8
  %"$phi60.0" = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %"$phi60.0", align 8
  %.191 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.191, align 8
  %.194 = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.194, align 8
  %.220 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.220, align 8
  %.226 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.226, align 8
  %"$phi62.1" = alloca i64, align 8
  store i64 0, ptr %"$phi62.1", align 8
  %.242 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.242, align 8
  %.272 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.272, align 8
  %.303 = alloca { ptr, ptr }, align 8
  store { ptr, ptr } zeroinitializer, ptr %.303, align 8
  %s.2 = alloca double, align 8
  store double 0.000000e+00, ptr %s.2, align 8
  %.446 = alloca { ptr, ptr }, align 8
  store { ptr, ptr } zeroinitializer, ptr %.446, align 8
  %.450 = alloca { ptr, ptr }, align 8
  store { ptr, ptr } zeroinitializer, ptr %.450, align 8
  %.453 = alloca i64, align 8
  store i64 0, ptr %.453, align 8
  %"$phi152.0" = alloca { ptr, ptr }, align 8
  store { ptr, ptr } zeroinitializer, ptr %"$phi152.0", align 8
  %.475 = alloca { double, i1 }, align 8
  store { double, i1 } zeroinitializer, ptr %.475, align 8
  %.478 = alloca { ptr, ptr }, align 8
  store { ptr, ptr } zeroinitializer, ptr %.478, align 8
  %.510 = alloca { double, i1 }, align 8
  store { double, i1 } zeroinitializer, ptr %.510, align 8
  %.516 = alloca { double, i1 }, align 8
  store { double, i1 } zeroinitializer, ptr %.516, align 8
  %"$phi154.1" = alloca double, align 8
  store double 0.000000e+00, ptr %"$phi154.1", align 8
  br label %B0

B0:                                               ; preds = %entry
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.13 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.14 = extractvalue [1 x i64] %extracted.strides, 0
  call void @NRT_incref(ptr %extracted.meminfo)
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %x, align 8
  store i1 true, ptr %.18, align 1
  store { ptr, ptr } zeroinitializer, ptr %.21, align 8
  %.24 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 0, i64 8)
  %.25 = extractvalue { i64, i1 } %.24, 0
  %.26 = extractvalue { i64, i1 } %.24, 1
  %.27 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.25, i64 24)
  %.28 = extractvalue { i64, i1 } %.27, 0
  %.29 = extractvalue { i64, i1 } %.27, 1
  %.30 = or i1 %.26, %.29
  br i1 %.30, label %B0.if, label %B0.endif, !prof !0

B60:                                              ; preds = %B62.endif.endif, %B0.endif.endif.endif.endif.endif
  %.190 = load { ptr, i64, i64, ptr }, ptr %"$phi60.0", align 8
  store { i64, i1 } zeroinitializer, ptr %.191, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.194, align 8
  store { ptr, i64, i64, ptr } %.190, ptr %.194, align 8
  %.198 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.194, i32 0, i32 3
  %.199 = load ptr, ptr %.198, align 8
  %.200 = load i64, ptr %.199, align 8
  %.201 = icmp sgt i64 %.200, 0
  %.202 = getelementptr inbounds { i64, i1 }, ptr %.191, i32 0, i32 1
  store i1 %.201, ptr %.202, align 1
  br i1 %.201, label %B60.if, label %B60.endif

B62:                                              ; preds = %B60.endif
  %.236 = load i64, ptr %"$phi62.1", align 8
  %.237 = load i64, ptr %"$phi62.1", align 8
  store i64 0, ptr %"$phi62.1", align 8
  %.239 = load { ptr, ptr }, ptr %lst, align 8
  %extracted.meminfo.2 = extractvalue { ptr, ptr } %.239, 0
  %extracted.parent.2 = extractvalue { ptr, ptr } %.239, 1
  call void @NRT_incref(ptr %extracted.meminfo.2)
  %.241 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.242, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.241, ptr %.242, align 8
  %.246 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.242, i32 0, i32 5
  %.247 = getelementptr inbounds [1 x i64], ptr %.246, i32 0, i32 0
  %.248 = load i64, ptr %.247, align 8, !range !1
  %.249 = insertvalue [1 x i64] undef, i64 %.248, 0
  %.250 = extractvalue [1 x i64] %.249, 0
  %.251 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.242, i32 0, i32 6
  %.252 = load [1 x i64], ptr %.251, align 8
  %.253 = extractvalue [1 x i64] %.252, 0
  %.254 = icmp slt i64 %.236, 0
  %.255 = add i64 %.236, %.250
  %.256 = select i1 %.254, i64 %.255, i64 %.236
  %.257 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.242, i32 0, i32 5
  %.258 = getelementptr inbounds [1 x i64], ptr %.257, i32 0, i32 0
  %.259 = load i64, ptr %.258, align 8, !range !1
  %.260 = insertvalue [1 x i64] undef, i64 %.259, 0
  %.261 = extractvalue [1 x i64] %.260, 0
  %.262 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.242, i32 0, i32 6
  %.263 = load [1 x i64], ptr %.262, align 8
  %.264 = extractvalue [1 x i64] %.263, 0
  %.265 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.242, i32 0, i32 4
  %.266 = load ptr, ptr %.265, align 8
  %.267 = mul i64 %.256, 1
  %.268 = add i64 0, %.267
  %.269 = getelementptr double, ptr %.266, i64 %.268
  %.270 = load double, ptr %.269, align 8
  %.271 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.272, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.271, ptr %.272, align 8
  %.276 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.272, i32 0, i32 5
  %.277 = getelementptr inbounds [1 x i64], ptr %.276, i32 0, i32 0
  %.278 = load i64, ptr %.277, align 8, !range !1
  %.279 = insertvalue [1 x i64] undef, i64 %.278, 0
  %.280 = extractvalue [1 x i64] %.279, 0
  %.281 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.272, i32 0, i32 6
  %.282 = load [1 x i64], ptr %.281, align 8
  %.283 = extractvalue [1 x i64] %.282, 0
  %.284 = icmp slt i64 %.236, 0
  %.285 = add i64 %.236, %.280
  %.286 = select i1 %.284, i64 %.285, i64 %.236
  %.287 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.272, i32 0, i32 5
  %.288 = getelementptr inbounds [1 x i64], ptr %.287, i32 0, i32 0
  %.289 = load i64, ptr %.288, align 8, !range !1
  %.290 = insertvalue [1 x i64] undef, i64 %.289, 0
  %.291 = extractvalue [1 x i64] %.290, 0
  %.292 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.272, i32 0, i32 6
  %.293 = load [1 x i64], ptr %.292, align 8
  %.294 = extractvalue [1 x i64] %.293, 0
  %.295 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.272, i32 0, i32 4
  %.296 = load ptr, ptr %.295, align 8
  %.297 = mul i64 %.286, 1
  %.298 = add i64 0, %.297
  %.299 = getelementptr double, ptr %.296, i64 %.298
  %.300 = load double, ptr %.299, align 8
  %.301 = fmul double %.270, %.300
  %.302 = fadd double %.301, 1.000000e+00
  store { ptr, ptr } zeroinitializer, ptr %.303, align 8
  store { ptr, ptr } %.239, ptr %.303, align 8
  %.307 = getelementptr inbounds { ptr, ptr }, ptr %.303, i32 0, i32 0
  %.308 = load ptr, ptr %.307, align 8
  %.309 = call ptr @NRT_MemInfo_data_fast(ptr %.308)
  %.310 = bitcast ptr %.309 to ptr
  %.311 = getelementptr inbounds { i64, i64, i8, double }, ptr %.310, i32 0, i32 0
  %.312 = load i64, ptr %.311, align 8
  %.313 = add i64 %.312, 1
  %.314 = getelementptr inbounds { ptr, ptr }, ptr %.303, i32 0, i32 0
  %.315 = load ptr, ptr %.314, align 8
  %.316 = call ptr @NRT_MemInfo_data_fast(ptr %.315)
  %.317 = bitcast ptr %.316 to ptr
  %.318 = getelementptr inbounds { i64, i64, i8, double }, ptr %.317, i32 0, i32 1
  %.319 = load i64, ptr %.318, align 8
  %.320 = icmp slt i64 %.319, %.313
  %.321 = ashr i64 %.319, 2
  %.322 = icmp sgt i64 %.321, %.313
  br i1 %.322, label %B62.if, label %B62.endif, !prof !0

B144:                                             ; preds = %B60.endif
  %.433 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %x, align 8
  %extracted.meminfo.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.433, 0
  %extracted.parent.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.433, 1
  %extracted.nitems.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.433, 2
  %extracted.itemsize.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.433, 3
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.433, 4
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.433, 5
  %.434 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.433, 6
  %.435 = extractvalue [1 x i64] %extracted.strides.1, 0
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %x, align 8
  %.438 = load i64, ptr %"$phi62.1", align 8
  store i64 0, ptr %"$phi62.1", align 8
  %.440 = load { ptr, i64, i64, ptr }, ptr %"$phi60.0", align 8
  %extracted.iter.3 = extractvalue { ptr, i64, i64, ptr } %.440, 0
  %extracted.stop.4 = extractvalue { ptr, i64, i64, ptr } %.440, 1
  %extracted.step.4 = extractvalue { ptr, i64, i64, ptr } %.440, 2
  %extracted.count.3 = extractvalue { ptr, i64, i64, ptr } %.440, 3
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %"$phi60.0", align 8
  %.443 = load double, ptr %s.2, align 8
  store double 0.000000e+00, ptr %s.2, align 8
  %.445 = load { ptr, ptr }, ptr %lst, align 8
  store { ptr, ptr } zeroinitializer, ptr %.446, align 8
  store { ptr, ptr } %.445, ptr %.446, align 8
  store { ptr, ptr } zeroinitializer, ptr %.450, align 8
  store i64 0, ptr %.453, align 8
  %.456 = getelementptr inbounds { ptr, ptr }, ptr %.450, i32 0, i32 1
  store ptr %.453, ptr %.456, align 8
  %.458 = getelementptr inbounds { ptr, ptr }, ptr %.446, i32 0, i32 0
  %.459 = load ptr, ptr %.458, align 8
  %.460 = getelementptr inbounds { ptr, ptr }, ptr %.450, i32 0, i32 0
  store ptr %.459, ptr %.460, align 8
  %.462 = load { ptr, ptr }, ptr %.450, align 8
  %extracted.meminfo.5 = extractvalue { ptr, ptr } %.462, 0
  %extracted.index = extractvalue { ptr, ptr } %.462, 1
  call void @NRT_incref(ptr %extracted.meminfo.5)
  %.464 = load { ptr, ptr }, ptr %lst, align 8
  %extracted.meminfo.6 = extractvalue { ptr, ptr } %.464, 0
  %extracted.parent.5 = extractvalue { ptr, ptr } %.464, 1
  store { ptr, ptr } zeroinitializer, ptr %lst, align 8
  %extracted.meminfo.7 = extractvalue { ptr, ptr } %.462, 0
  %extracted.index.1 = extractvalue { ptr, ptr } %.462, 1
  call void @NRT_incref(ptr %extracted.meminfo.7)
  %.469 = load { ptr, ptr }, ptr %"$phi152.0", align 8
  %extracted.meminfo.8 = extractvalue { ptr, ptr } %.469, 0
  %extracted.index.2 = extractvalue { ptr, ptr } %.469, 1
  store { ptr, ptr } %.462, ptr %"$phi152.0", align 8
  %extracted.meminfo.9 = extractvalue { ptr, ptr } %.462, 0
  %extracted.index.3 = extractvalue { ptr, ptr } %.462, 1
  call void @NRT_decref(ptr %extracted.meminfo.4)
  call void @NRT_decref(ptr %extracted.meminfo.6)
  call void @NRT_decref(ptr %extracted.meminfo.8)
  call void @NRT_decref(ptr %extracted.meminfo.9)
  br label %B152

B152:                                             ; preds = %B154, %B144
  %.474 = load { ptr, ptr }, ptr %"$phi152.0", align 8
  store { double, i1 } zeroinitializer, ptr %.475, align 8
  store { ptr, ptr } zeroinitializer, ptr %.478, align 8
  store { ptr, ptr } %.474, ptr %.478, align 8
  %.482 = getelementptr inbounds { ptr, ptr }, ptr %.478, i32 0, i32 1
  %.483 = load ptr, ptr %.482, align 8
  %.484 = load i64, ptr %.483, align 8
  %.485 = getelementptr inbounds { ptr, ptr }, ptr %.478, i32 0, i32 0
  %.486 = load ptr, ptr %.485, align 8
  %.487 = call ptr @NRT_MemInfo_data_fast(ptr %.486)
  %.488 = bitcast ptr %.487 to ptr
  %.489 = getelementptr inbounds { i64, i64, i8, double }, ptr %.488, i32 0, i32 0
  %.490 = load i64, ptr %.489, align 8
  %.491 = icmp slt i64 %.484, %.490
  %.492 = getelementptr inbounds { double, i1 }, ptr %.475, i32 0, i32 1
  store i1 %.491, ptr %.492, align 1
  br i1 %.491, label %B152.if, label %B152.endif

B154:                                             ; preds = %B152.endif
  %.526 = load double, ptr %"$phi154.1", align 8
  %.527 = load double, ptr %"$phi154.1", align 8
  store double 0.000000e+00, ptr %"$phi154.1", align 8
  %.529 = call double @llvm.log.f64(double %.526)
  %.530 = load double, ptr %s.2, align 8
  %.531 = fadd double %.530, %.529
  %.532 = load double, ptr %s.2, align 8
  store double %.531, ptr %s.2, align 8
  br label %B152

B204:                                             ; preds = %B152.endif
  %.535 = load double, ptr %"$phi154.1", align 8
  store double 0.000000e+00, ptr %"$phi154.1", align 8
  %.537 = load { ptr, ptr }, ptr %"$phi152.0", align 8
  %extracted.meminfo.10 = extractvalue { ptr, ptr } %.537, 0
  %extracted.index.4 = extractvalue { ptr, ptr } %.537, 1
  call void @NRT_decref(ptr %extracted.meminfo.10)
  store { ptr, ptr } zeroinitializer, ptr %"$phi152.0", align 8
  %.540 = load double, ptr %s.2, align 8
  %.541 = load double, ptr %s.2, align 8
  store double 0.000000e+00, ptr %s.2, align 8
  store double %.540, ptr %retptr, align 8
  ret i32 0

B0.if:                                            ; preds = %B0
  store i1 false, ptr %.18, align 1
  br label %B0.endif

B0.endif:                                         ; preds = %B0.if, %B0
  %.34 = load i1, ptr %.18, align 1
  br i1 %.34, label %B0.endif.if, label %B0.endif.endif, !prof !2

B0.endif.if:                                      ; preds = %B0.endif
  %.36 = bitcast ptr @.dtor.list.float64 to ptr
  %.37 = call ptr @NRT_MemInfo_new_varsize_dtor(i64 %.28, ptr %.36)
  %.38 = icmp eq ptr null, %.37
  br i1 %.38, label %B0.endif.if.if, label %B0.endif.if.else, !prof !0

B0.endif.endif:                                   ; preds = %B0.endif.if.endif, %B0.endif
  %.90 = load i1, ptr %.18, align 1
  %.91 = xor i1 %.90, true
  br i1 %.91, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

B0.endif.if.if:                                   ; preds = %B0.endif.if
  store i1 false, ptr %.18, align 1
  br label %B0.endif.if.endif

B0.endif.if.else:                                 ; preds = %B0.endif.if
  %.42 = getelementptr inbounds { ptr, ptr }, ptr %.21, i32 0, i32 0
  store ptr %.37, ptr %.42, align 8
  %.44 = getelementptr inbounds { ptr, ptr }, ptr %.21, i32 0, i32 1
  store ptr null, ptr %.44, align 8
  %.46 = getelementptr inbounds { ptr, ptr }, ptr %.21, i32 0, i32 0
  %.47 = load ptr, ptr %.46, align 8
  %.48 = call ptr @NRT_MemInfo_data_fast(ptr %.47)
  %.49 = bitcast ptr %.48 to ptr
  %.50 = getelementptr inbounds { i64, i64, i8, double }, ptr %.49, i32 0, i32 1
  store i64 0, ptr %.50, align 8
  %.52 = getelementptr inbounds { ptr, ptr }, ptr %.21, i32 0, i32 0
  %.53 = load ptr, ptr %.52, align 8
  %.54 = call ptr @NRT_MemInfo_data_fast(ptr %.53)
  %.55 = bitcast ptr %.54 to ptr
  %.56 = getelementptr inbounds { i64, i64, i8, double }, ptr %.55, i32 0, i32 0
  store i64 0, ptr %.56, align 8
  %.58 = getelementptr inbounds { ptr, ptr }, ptr %.21, i32 0, i32 0
  %.59 = load ptr, ptr %.58, align 8
  %.60 = call ptr @NRT_MemInfo_data_fast(ptr %.59)
  %.61 = bitcast ptr %.60 to ptr
  %.62 = getelementptr inbounds { i64, i64, i8, double }, ptr %.61, i32 0, i32 2
  %.63 = zext i1 false to i8
  store i8 %.63, ptr %.62, align 1
  %.65 = getelementptr inbounds { ptr, ptr }, ptr %.21, i32 0, i32 0
  %.66 = load ptr, ptr %.65, align 8
  %.67 = call ptr @NRT_MemInfo_data_fast(ptr %.66)
  %.68 = bitcast ptr %.67 to ptr
  %.69 = getelementptr inbounds { i64, i64, i8, double }, ptr %.68, i32 0, i32 0
  %.70 = load i64, ptr %.69, align 8
  %.71 = getelementptr inbounds { ptr, ptr }, ptr %.21, i32 0, i32 0
  %.72 = load ptr, ptr %.71, align 8
  %.73 = call ptr @NRT_MemInfo_data_fast(ptr %.72)
  %.74 = bitcast ptr %.73 to ptr
  %.75 = getelementptr inbounds { i64, i64, i8, double }, ptr %.74, i32 0, i32 3
  %.76 = getelementptr double, ptr %.75, i64 0
  %.77 = getelementptr inbounds { ptr, ptr }, ptr %.21, i32 0, i32 0
  %.78 = load ptr, ptr %.77, align 8
  %.79 = call ptr @NRT_MemInfo_data_fast(ptr %.78)
  %.80 = bitcast ptr %.79 to ptr
  %.81 = getelementptr inbounds { i64, i64, i8, double }, ptr %.80, i32 0, i32 3
  %.82 = getelementptr double, ptr %.81, i64 0
  %.83 = ptrtoint ptr %.82 to i64
  %.84 = ptrtoint ptr %.76 to i64
  %.85 = sub i64 %.83, %.84
  %.86 = bitcast ptr %.76 to ptr
  call void @llvm.memset.p0.i64(ptr %.86, i8 0, i64 %.85, i1 false)
  br label %B0.endif.if.endif

B0.endif.if.endif:                                ; preds = %B0.endif.if.else, %B0.endif.if.if
  br label %B0.endif.endif

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store ptr @.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c, ptr %excinfo, align 8, !numba_exception_output !3
  store i64 0, ptr %try_state, align 8
  %.96 = load i64, ptr %try_state, align 8
  %.97 = icmp ugt i64 %.96, 0
  %.98 = load ptr, ptr %excinfo, align 8
  ret i32 1

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.100 = getelementptr inbounds { ptr, ptr }, ptr %.21, i32 0, i32 0
  %.101 = load ptr, ptr %.100, align 8
  %.102 = call ptr @NRT_MemInfo_data_fast(ptr %.101)
  %.103 = bitcast ptr %.102 to ptr
  %.104 = getelementptr inbounds { i64, i64, i8, double }, ptr %.103, i32 0, i32 0
  store i64 0, ptr %.104, align 8
  %.106 = load { ptr, ptr }, ptr %.21, align 8
  %.108 = load { ptr, ptr }, ptr %lst, align 8
  %extracted.meminfo.1 = extractvalue { ptr, ptr } %.108, 0
  %extracted.parent.1 = extractvalue { ptr, ptr } %.108, 1
  call void @NRT_decref(ptr %extracted.meminfo.1)
  store { ptr, ptr } %.106, ptr %lst, align 8
  %.111 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.112, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.111, ptr %.112, align 8
  %.116 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.112, i32 0, i32 5
  %.117 = getelementptr inbounds [1 x i64], ptr %.116, i32 0, i32 0
  %.118 = load i64, ptr %.117, align 8, !range !1
  %.119 = insertvalue [1 x i64] undef, i64 %.118, 0
  %.120 = extractvalue [1 x i64] %.119, 0
  %.121 = extractvalue [1 x i64] %.119, 0
  store { i64, i64, i64 } zeroinitializer, ptr %.122, align 8
  %.125 = getelementptr inbounds { i64, i64, i64 }, ptr %.122, i32 0, i32 0
  store i64 0, ptr %.125, align 8
  %.127 = getelementptr inbounds { i64, i64, i64 }, ptr %.122, i32 0, i32 1
  store i64 %.120, ptr %.127, align 8
  %.129 = getelementptr inbounds { i64, i64, i64 }, ptr %.122, i32 0, i32 2
  store i64 1, ptr %.129, align 8
  %.131 = load { i64, i64, i64 }, ptr %.122, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.132, align 8
  store { i64, i64, i64 } %.131, ptr %.132, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.136, align 8
  %.139 = getelementptr inbounds { i64, i64, i64 }, ptr %.132, i32 0, i32 0
  %.140 = load i64, ptr %.139, align 8
  %.141 = getelementptr inbounds { i64, i64, i64 }, ptr %.132, i32 0, i32 1
  %.142 = load i64, ptr %.141, align 8
  %.143 = getelementptr inbounds { i64, i64, i64 }, ptr %.132, i32 0, i32 2
  %.144 = load i64, ptr %.143, align 8
  store i64 %.140, ptr %.145, align 8
  %.150 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.136, i32 0, i32 0
  store ptr %.145, ptr %.150, align 8
  %.152 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.136, i32 0, i32 1
  store i64 %.142, ptr %.152, align 8
  %.154 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.136, i32 0, i32 2
  store i64 %.144, ptr %.154, align 8
  %.156 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.136, i32 0, i32 3
  store ptr %.148, ptr %.156, align 8
  %.158 = sub i64 %.142, %.140
  %.159 = icmp sgt i64 %.158, 0
  %.160 = icmp sgt i64 %.144, 0
  %.161 = xor i1 %.159, %.160
  %.162 = icmp eq i64 %.144, 0
  br i1 %.162, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store ptr @.const.picklebuf.ca8efb3a72d614fe872032cce3ac326007a30727, ptr %excinfo, align 8, !numba_exception_output !3
  %.165 = load i64, ptr %try_state, align 8
  %.166 = icmp ugt i64 %.165, 0
  %.167 = load ptr, ptr %excinfo, align 8
  ret i32 1

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  br i1 %.161, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.else

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  %.170 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.136, i32 0, i32 3
  %.171 = load ptr, ptr %.170, align 8
  store i64 0, ptr %.171, align 8
  br label %B0.endif.endif.endif.endif.endif

B0.endif.endif.endif.endif.else:                  ; preds = %B0.endif.endif.endif.endif
  %.174 = srem i64 %.158, %.144
  %.175 = sub i64 0, %.174
  %.176 = select i1 %.159, i64 %.174, i64 %.175
  %.177 = icmp sgt i64 %.176, 0
  %.178 = sdiv i64 %.158, %.144
  %.179 = select i1 %.177, i64 1, i64 0
  %.180 = add i64 %.178, %.179
  %.181 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.136, i32 0, i32 3
  %.182 = load ptr, ptr %.181, align 8
  store i64 %.180, ptr %.182, align 8
  br label %B0.endif.endif.endif.endif.endif

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif.else, %B0.endif.endif.endif.endif.if
  %.185 = load { ptr, i64, i64, ptr }, ptr %.136, align 8
  %extracted.start = extractvalue { i64, i64, i64 } %.131, 0
  %extracted.stop = extractvalue { i64, i64, i64 } %.131, 1
  %extracted.step = extractvalue { i64, i64, i64 } %.131, 2
  %extracted.iter = extractvalue { ptr, i64, i64, ptr } %.185, 0
  %extracted.stop.1 = extractvalue { ptr, i64, i64, ptr } %.185, 1
  %extracted.step.1 = extractvalue { ptr, i64, i64, ptr } %.185, 2
  %extracted.count = extractvalue { ptr, i64, i64, ptr } %.185, 3
  %.187 = load { ptr, i64, i64, ptr }, ptr %"$phi60.0", align 8
  %extracted.iter.1 = extractvalue { ptr, i64, i64, ptr } %.187, 0
  %extracted.stop.2 = extractvalue { ptr, i64, i64, ptr } %.187, 1
  %extracted.step.2 = extractvalue { ptr, i64, i64, ptr } %.187, 2
  %extracted.count.1 = extractvalue { ptr, i64, i64, ptr } %.187, 3
  store { ptr, i64, i64, ptr } %.185, ptr %"$phi60.0", align 8
  %extracted.iter.2 = extractvalue { ptr, i64, i64, ptr } %.185, 0
  %extracted.stop.3 = extractvalue { ptr, i64, i64, ptr } %.185, 1
  %extracted.step.3 = extractvalue { ptr, i64, i64, ptr } %.185, 2
  %extracted.count.2 = extractvalue { ptr, i64, i64, ptr } %.185, 3
  br label %B60

B60.if:                                           ; preds = %B60
  %.205 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.194, i32 0, i32 0
  %.206 = load ptr, ptr %.205, align 8
  %.207 = load i64, ptr %.206, align 8
  %.208 = getelementptr inbounds { i64, i1 }, ptr %.191, i32 0, i32 0
  store i64 %.207, ptr %.208, align 8
  %.210 = sub nsw i64 %.200, 1
  store i64 %.210, ptr %.199, align 8
  %.212 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.194, i32 0, i32 2
  %.213 = load i64, ptr %.212, align 8
  %.214 = add i64 %.207, %.213
  %.215 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.194, i32 0, i32 0
  %.216 = load ptr, ptr %.215, align 8
  store i64 %.214, ptr %.216, align 8
  br label %B60.endif

B60.endif:                                        ; preds = %B60.if, %B60
  %.219 = load { i64, i1 }, ptr %.191, align 8
  %extracted.first = extractvalue { i64, i1 } %.219, 0
  %extracted.second = extractvalue { i64, i1 } %.219, 1
  store { i64, i1 } zeroinitializer, ptr %.220, align 8
  store { i64, i1 } %.219, ptr %.220, align 8
  %.224 = getelementptr inbounds { i64, i1 }, ptr %.220, i32 0, i32 0
  %.225 = load i64, ptr %.224, align 8
  store { i64, i1 } zeroinitializer, ptr %.226, align 8
  store { i64, i1 } %.219, ptr %.226, align 8
  %.230 = getelementptr inbounds { i64, i1 }, ptr %.226, i32 0, i32 1
  %.231 = load i1, ptr %.230, align 1
  %extracted.first.1 = extractvalue { i64, i1 } %.219, 0
  %extracted.second.1 = extractvalue { i64, i1 } %.219, 1
  %.233 = load i64, ptr %"$phi62.1", align 8
  store i64 %.225, ptr %"$phi62.1", align 8
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
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !numba_exception_output !3
  %.333 = load i64, ptr %try_state, align 8
  %.334 = icmp ugt i64 %.333, 0
  %.335 = load ptr, ptr %excinfo, align 8
  ret i32 1

B62.if.endif:                                     ; preds = %B62.if
  %.337 = getelementptr inbounds { ptr, ptr }, ptr %.303, i32 0, i32 0
  %.338 = load ptr, ptr %.337, align 8
  %.339 = call ptr @NRT_MemInfo_varsize_realloc(ptr %.338, i64 %.328)
  %.340 = icmp eq ptr null, %.339
  br i1 %.340, label %B62.if.endif.if, label %B62.if.endif.endif, !prof !0

B62.if.endif.if:                                  ; preds = %B62.if.endif
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !numba_exception_output !3
  %.343 = load i64, ptr %try_state, align 8
  %.344 = icmp ugt i64 %.343, 0
  %.345 = load ptr, ptr %excinfo, align 8
  ret i32 1

B62.if.endif.endif:                               ; preds = %B62.if.endif
  %.347 = getelementptr inbounds { ptr, ptr }, ptr %.303, i32 0, i32 0
  %.348 = load ptr, ptr %.347, align 8
  %.349 = call ptr @NRT_MemInfo_data_fast(ptr %.348)
  %.350 = bitcast ptr %.349 to ptr
  %.351 = getelementptr inbounds { i64, i64, i8, double }, ptr %.350, i32 0, i32 1
  store i64 %.313, ptr %.351, align 8
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
  %.411 = getelementptr inbounds { ptr, ptr }, ptr %.303, i32 0, i32 0
  %.412 = load ptr, ptr %.411, align 8
  %.413 = call ptr @NRT_MemInfo_data_fast(ptr %.412)
  %.414 = bitcast ptr %.413 to ptr
  %.415 = getelementptr inbounds { i64, i64, i8, double }, ptr %.414, i32 0, i32 0
  store i64 %.313, ptr %.415, align 8
  %.417 = getelementptr inbounds { ptr, ptr }, ptr %.303, i32 0, i32 0
  %.418 = load ptr, ptr %.417, align 8
  %.419 = call ptr @NRT_MemInfo_data_fast(ptr %.418)
  %.420 = bitcast ptr %.419 to ptr
  %.421 = getelementptr inbounds { i64, i64, i8, double }, ptr %.420, i32 0, i32 3
  %.422 = getelementptr double, ptr %.421, i64 %.312
  %.423 = load double, ptr %.422, align 8
  %.424 = getelementptr inbounds { ptr, ptr }, ptr %.303, i32 0, i32 0
  %.425 = load ptr, ptr %.424, align 8
  %.426 = call ptr @NRT_MemInfo_data_fast(ptr %.425)
  %.427 = bitcast ptr %.426 to ptr
  %.428 = getelementptr inbounds { i64, i64, i8, double }, ptr %.427, i32 0, i32 3
  %.429 = getelementptr double, ptr %.428, i64 %.312
  store double %.302, ptr %.429, align 8
  %extracted.meminfo.3 = extractvalue { ptr, ptr } %.239, 0
  %extracted.parent.3 = extractvalue { ptr, ptr } %.239, 1
  call void @NRT_decref(ptr %extracted.meminfo.3)
  br label %B60

B62.endif.if.if:                                  ; preds = %B62.endif.if
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !numba_exception_output !3
  %.367 = load i64, ptr %try_state, align 8
  %.368 = icmp ugt i64 %.367, 0
  %.369 = load ptr, ptr %excinfo, align 8
  ret i32 1

B62.endif.if.endif:                               ; preds = %B62.endif.if
  %.371 = getelementptr inbounds { ptr, ptr }, ptr %.303, i32 0, i32 0
  %.372 = load ptr, ptr %.371, align 8
  %.373 = call ptr @NRT_MemInfo_varsize_realloc(ptr %.372, i64 %.362)
  %.374 = icmp eq ptr null, %.373
  br i1 %.374, label %B62.endif.if.endif.if, label %B62.endif.if.endif.endif, !prof !0

B62.endif.if.endif.if:                            ; preds = %B62.endif.if.endif
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !numba_exception_output !3
  %.377 = load i64, ptr %try_state, align 8
  %.378 = icmp ugt i64 %.377, 0
  %.379 = load ptr, ptr %excinfo, align 8
  ret i32 1

B62.endif.if.endif.endif:                         ; preds = %B62.endif.if.endif
  %.381 = getelementptr inbounds { ptr, ptr }, ptr %.303, i32 0, i32 0
  %.382 = load ptr, ptr %.381, align 8
  %.383 = call ptr @NRT_MemInfo_data_fast(ptr %.382)
  %.384 = bitcast ptr %.383 to ptr
  %.385 = getelementptr inbounds { i64, i64, i8, double }, ptr %.384, i32 0, i32 1
  store i64 %.357, ptr %.385, align 8
  %.387 = getelementptr inbounds { ptr, ptr }, ptr %.303, i32 0, i32 0
  %.388 = load ptr, ptr %.387, align 8
  %.389 = call ptr @NRT_MemInfo_data_fast(ptr %.388)
  %.390 = bitcast ptr %.389 to ptr
  %.391 = getelementptr inbounds { i64, i64, i8, double }, ptr %.390, i32 0, i32 0
  %.392 = load i64, ptr %.391, align 8
  %.393 = getelementptr inbounds { ptr, ptr }, ptr %.303, i32 0, i32 0
  %.394 = load ptr, ptr %.393, align 8
  %.395 = call ptr @NRT_MemInfo_data_fast(ptr %.394)
  %.396 = bitcast ptr %.395 to ptr
  %.397 = getelementptr inbounds { i64, i64, i8, double }, ptr %.396, i32 0, i32 3
  %.398 = getelementptr double, ptr %.397, i64 %.392
  %.399 = getelementptr inbounds { ptr, ptr }, ptr %.303, i32 0, i32 0
  %.400 = load ptr, ptr %.399, align 8
  %.401 = call ptr @NRT_MemInfo_data_fast(ptr %.400)
  %.402 = bitcast ptr %.401 to ptr
  %.403 = getelementptr inbounds { i64, i64, i8, double }, ptr %.402, i32 0, i32 3
  %.404 = getelementptr double, ptr %.403, i64 %.357
  %.405 = ptrtoint ptr %.404 to i64
  %.406 = ptrtoint ptr %.398 to i64
  %.407 = sub i64 %.405, %.406
  %.408 = bitcast ptr %.398 to ptr
  call void @llvm.memset.p0.i64(ptr %.408, i8 0, i64 %.407, i1 false)
  br label %B62.endif.endif

B152.if:                                          ; preds = %B152
  %.495 = getelementptr inbounds { ptr, ptr }, ptr %.478, i32 0, i32 0
  %.496 = load ptr, ptr %.495, align 8
  %.497 = call ptr @NRT_MemInfo_data_fast(ptr %.496)
  %.498 = bitcast ptr %.497 to ptr
  %.499 = getelementptr inbounds { i64, i64, i8, double }, ptr %.498, i32 0, i32 3
  %.500 = getelementptr double, ptr %.499, i64 %.484
  %.501 = load double, ptr %.500, align 8
  %.502 = getelementptr inbounds { double, i1 }, ptr %.475, i32 0, i32 0
  store double %.501, ptr %.502, align 8
  %.504 = add i64 %.484, 1
  %.505 = getelementptr inbounds { ptr, ptr }, ptr %.478, i32 0, i32 1
  %.506 = load ptr, ptr %.505, align 8
  store i64 %.504, ptr %.506, align 8
  br label %B152.endif

B152.endif:                                       ; preds = %B152.if, %B152
  %.509 = load { double, i1 }, ptr %.475, align 8
  %extracted.first.2 = extractvalue { double, i1 } %.509, 0
  %extracted.second.2 = extractvalue { double, i1 } %.509, 1
  store { double, i1 } zeroinitializer, ptr %.510, align 8
  store { double, i1 } %.509, ptr %.510, align 8
  %.514 = getelementptr inbounds { double, i1 }, ptr %.510, i32 0, i32 0
  %.515 = load double, ptr %.514, align 8
  store { double, i1 } zeroinitializer, ptr %.516, align 8
  store { double, i1 } %.509, ptr %.516, align 8
  %.520 = getelementptr inbounds { double, i1 }, ptr %.516, i32 0, i32 1
  %.521 = load i1, ptr %.520, align 1
  %extracted.first.3 = extractvalue { double, i1 } %.509, 0
  %extracted.second.3 = extractvalue { double, i1 } %.509, 1
  %.523 = load double, ptr %"$phi154.1", align 8
  store double %.515, ptr %"$phi154.1", align 8
  br i1 %.521, label %B154, label %B204
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #0

define linkonce_odr void @.dtor.list.float64(ptr %.1) {
.3:
  %.4 = bitcast ptr %.1 to ptr
  %.5 = getelementptr inbounds { i64, i64, i8, double }, ptr %.4, i32 0, i32 0
  %.6 = load i64, ptr %.5, align 8
  %.7 = getelementptr inbounds { i64, i64, i8, double }, ptr %.4, i32 0, i32 0
  %.8 = load i64, ptr %.7, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.body, %.3
  %loop.index = phi i64 [ 0, %.3 ], [ %.15, %for.body ]
  %loop.count = phi i64 [ 0, %.3 ], [ %.16, %for.body ]
  %.10 = icmp slt i64 %loop.index, %.8
  br i1 %.10, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %.12 = getelementptr inbounds { i64, i64, i8, double }, ptr %.4, i32 0, i32 3
  %.13 = getelementptr double, ptr %.12, i64 %loop.index
  %.14 = load double, ptr %.13, align 8
  %.15 = add i64 %loop.index, 1
  %.16 = add nsw i64 %loop.count, 1
  br label %for.cond

for.end:                                          ; preds = %for.cond
  ret void
}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

declare noalias ptr @NRT_MemInfo_varsize_realloc(ptr, i64)

define ptr @_ZN7cpython7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr %py_closure, ptr %py_args, ptr %py_kws) {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr @.const.list_append_sum, i64 1, i64 1, ptr %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.19, align 8
  %.41 = alloca double, align 8
  store double 0.000000e+00, ptr %.41, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %entry.if, label %entry.endif, !prof !0

entry.if:                                         ; preds = %entry
  ret ptr null

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.12 = getelementptr i8, ptr %.11, i64 16
  %.13 = bitcast ptr %.12 to ptr
  %.14 = icmp eq ptr null, %.11
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !0

arg.end:                                          ; preds = %entry.endif.endif.endif.if
  ret ptr null

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr @PyExc_RuntimeError, ptr @".const.missing Environment: _ZN08NumbaEnv7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE")
  ret ptr null

entry.endif.endif:                                ; preds = %entry.endif
  %.18 = load ptr, ptr %.5, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.19, align 8
  %.22 = bitcast ptr %.19 to ptr
  %.23 = call i32 @NRT_adapt_ndarray_from_python(ptr %.18, ptr %.22)
  %.24 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.19, i32 0, i32 3
  %.25 = load i64, ptr %.24, align 8
  %.26 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.19, i32 0, i32 3
  %.27 = load i64, ptr %.26, align 8
  %.28 = icmp ne i64 %.27, 8
  %.29 = icmp ne i32 0, %.23
  %.30 = or i1 %.29, %.28
  br i1 %.30, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr @PyExc_TypeError, ptr @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.34 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.19, align 8
  br i1 %.30, label %entry.endif.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.if:                       ; preds = %entry.endif.endif.endif
  br label %arg.end

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  store double 0.000000e+00, ptr %.41, align 8
  %extracted.meminfo.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.34, 0
  %extracted.parent.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.34, 1
  %extracted.nitems.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.34, 2
  %extracted.itemsize.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.34, 3
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.34, 4
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.34, 5
  %.45 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.34, 6
  %.46 = extractvalue [1 x i64] %extracted.strides.1, 0
  %.47 = call i32 @_ZN7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr %.41, ptr %excinfo, ptr %extracted.meminfo.1, ptr %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, ptr %extracted.data.1, i64 %.45, i64 %.46) #2
  %.48 = load ptr, ptr %excinfo, align 8
  %.49 = icmp eq i32 %.47, 0
  %.50 = icmp eq i32 %.47, -2
  %.51 = icmp eq i32 %.47, -1
  %.52 = icmp eq i32 %.47, -3
  %.53 = or i1 %.49, %.50
  %.54 = xor i1 %.53, true
  %.55 = icmp sge i32 %.47, 1
  %.56 = select i1 %.55, ptr %.48, ptr undef
  %.57 = load double, ptr %.41, align 8
  %extracted.meminfo.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.34, 0
  %extracted.parent.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.34, 1
  %extracted.nitems.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.34, 2
  %extracted.itemsize.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.34, 3
  %extracted.data.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.34, 4
  %extracted.shape.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.34, 5
  %.58 = extractvalue [1 x i64] %extracted.shape.2, 0
  %extracted.strides.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.34, 6
  %.59 = extractvalue [1 x i64] %extracted.strides.2, 0
  call void @NRT_decref(ptr %extracted.meminfo.2)
  br i1 %.53, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif, !prof !2

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  br i1 %.50, label %entry.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  br i1 %.55, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.if:              ; preds = %entry.endif.endif.endif.endif.if
  call void @Py_IncRef(ptr @_Py_NoneStruct)
  ret ptr @_Py_NoneStruct

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif.if
  %.65 = call ptr @PyFloat_FromDouble(double %.57)
  ret ptr %.65

.67:                                              ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.if.endif.endif
  ret ptr null

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.70 = load { ptr, i32, ptr, ptr, i32 }, ptr %.56, align 8
  %.71 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 4
  %.72 = icmp sgt i32 %.71, 0
  br i1 %.72, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  br i1 %.52, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.74 = load { ptr, i32, ptr, ptr, i32 }, ptr %.56, align 8
  %.75 = extractvalue { ptr, i32, ptr, ptr, i32 } %.74, 0
  %.76 = load { ptr, i32, ptr, ptr, i32 }, ptr %.56, align 8
  %.77 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 1
  %.78 = sext i32 %.77 to i64
  %.79 = call ptr @PyBytes_FromStringAndSize(ptr %.75, i64 %.78)
  %.80 = load { ptr, i32, ptr, ptr, i32 }, ptr %.56, align 8
  %.81 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 2
  %.82 = load { ptr, i32, ptr, ptr, i32 }, ptr %.56, align 8
  %.83 = extractvalue { ptr, i32, ptr, ptr, i32 } %.82, 3
  %.84 = bitcast ptr %.83 to ptr
  %.85 = call ptr %.84(ptr %.81)
  %.86 = icmp eq ptr null, %.85
  br i1 %.86, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.94 = load { ptr, i32, ptr, ptr, i32 }, ptr %.56, align 8
  %.95 = extractvalue { ptr, i32, ptr, ptr, i32 } %.94, 0
  %.96 = load { ptr, i32, ptr, ptr, i32 }, ptr %.56, align 8
  %.97 = extractvalue { ptr, i32, ptr, ptr, i32 } %.96, 1
  %.98 = load { ptr, i32, ptr, ptr, i32 }, ptr %.56, align 8
  %.99 = extractvalue { ptr, i32, ptr, ptr, i32 } %.98, 2
  %.100 = call ptr @numba_unpickle(ptr %.95, i32 %.97, ptr %.99)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.102 = phi ptr [ %.90, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.100, %entry.endif.endif.endif.endif.endif.if.else ]
  %.103 = icmp ne ptr null, %.102
  br i1 %.103, label %entry.endif.endif.endif.endif.endif.if.endif.if, label %entry.endif.endif.endif.endif.endif.if.endif.endif, !prof !2

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr @PyExc_RuntimeError, ptr @".const.Error creating Python tuple from runtime exception arguments")
  ret ptr null

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.90 = call ptr @numba_runtime_build_excinfo_struct(ptr %.79, ptr %.85)
  %.91 = bitcast ptr %.56 to ptr
  call void @NRT_Free(ptr %.91)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr %.102)
  br label %entry.endif.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.endif.if.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif
  br label %.67

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(ptr @PyExc_StopIteration)
  br label %.67

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  br i1 %.51, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  br label %.67

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(ptr @PyExc_SystemError, ptr @".const.unknown error when calling native function")
  br label %.67
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...)

declare void @PyErr_SetString(ptr, ptr)

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none))

declare void @Py_IncRef(ptr)

declare ptr @PyFloat_FromDouble(double)

declare void @PyErr_Clear()

declare ptr @PyBytes_FromStringAndSize(ptr, i64)

declare ptr @numba_unpickle(ptr, i32, ptr)

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr)

declare void @NRT_Free(ptr)

declare void @numba_do_raise(ptr)

declare void @PyErr_SetNone(ptr)

define double @cfunc._ZN7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
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
  %.9 = call i32 @_ZN7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr %.3, ptr %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.7, i64 %.8) #2
  %.10 = load ptr, ptr %excinfo, align 8
  %.11 = icmp eq i32 %.9, 0
  %.12 = icmp eq i32 %.9, -2
  %.13 = icmp eq i32 %.9, -1
  %.14 = icmp eq i32 %.9, -3
  %.15 = or i1 %.11, %.12
  %.16 = xor i1 %.15, true
  %.17 = icmp sge i32 %.9, 1
  %.18 = select i1 %.17, ptr %.10, ptr undef
  %.19 = load double, ptr %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, ptr %.21, align 4
  br i1 %.16, label %entry.if, label %entry.endif, !prof !0

entry.if:                                         ; preds = %entry
  call void @numba_gil_ensure(ptr %.21)
  br i1 %.17, label %entry.if.if, label %entry.if.endif

entry.endif:                                      ; preds = %.24, %entry
  ret double %.19

.24:                                              ; preds = %entry.if.endif.endif.endif, %entry.if.endif.endif.if, %entry.if.endif.if, %entry.if.if.endif.endif
  %.72 = call ptr @PyUnicode_FromString(ptr @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.72)
  call void @Py_DecRef(ptr %.72)
  call void @numba_gil_release(ptr %.21)
  br label %entry.endif

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.27 = load { ptr, i32, ptr, ptr, i32 }, ptr %.18, align 8
  %.28 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 4
  %.29 = icmp sgt i32 %.28, 0
  br i1 %.29, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  br i1 %.14, label %entry.if.endif.if, label %entry.if.endif.endif

entry.if.if.if:                                   ; preds = %entry.if.if
  %.31 = load { ptr, i32, ptr, ptr, i32 }, ptr %.18, align 8
  %.32 = extractvalue { ptr, i32, ptr, ptr, i32 } %.31, 0
  %.33 = load { ptr, i32, ptr, ptr, i32 }, ptr %.18, align 8
  %.34 = extractvalue { ptr, i32, ptr, ptr, i32 } %.33, 1
  %.35 = sext i32 %.34 to i64
  %.36 = call ptr @PyBytes_FromStringAndSize(ptr %.32, i64 %.35)
  %.37 = load { ptr, i32, ptr, ptr, i32 }, ptr %.18, align 8
  %.38 = extractvalue { ptr, i32, ptr, ptr, i32 } %.37, 2
  %.39 = load { ptr, i32, ptr, ptr, i32 }, ptr %.18, align 8
  %.40 = extractvalue { ptr, i32, ptr, ptr, i32 } %.39, 3
  %.41 = bitcast ptr %.40 to ptr
  %.42 = call ptr %.41(ptr %.38)
  %.43 = icmp eq ptr null, %.42
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.51 = load { ptr, i32, ptr, ptr, i32 }, ptr %.18, align 8
  %.52 = extractvalue { ptr, i32, ptr, ptr, i32 } %.51, 0
  %.53 = load { ptr, i32, ptr, ptr, i32 }, ptr %.18, align 8
  %.54 = extractvalue { ptr, i32, ptr, ptr, i32 } %.53, 1
  %.55 = load { ptr, i32, ptr, ptr, i32 }, ptr %.18, align 8
  %.56 = extractvalue { ptr, i32, ptr, ptr, i32 } %.55, 2
  %.57 = call ptr @numba_unpickle(ptr %.52, i32 %.54, ptr %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi ptr [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60 = icmp ne ptr null, %.59
  br i1 %.60, label %entry.if.if.endif.if, label %entry.if.if.endif.endif, !prof !2

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr @PyExc_RuntimeError, ptr @".const.Error creating Python tuple from runtime exception arguments.1")
  ret double 0.000000e+00

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.47 = call ptr @numba_runtime_build_excinfo_struct(ptr %.36, ptr %.42)
  %.48 = bitcast ptr %.18 to ptr
  call void @NRT_Free(ptr %.48)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr %.59)
  br label %entry.if.if.endif.endif

entry.if.if.endif.endif:                          ; preds = %entry.if.if.endif.if, %entry.if.if.endif
  br label %.24

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(ptr @PyExc_StopIteration)
  br label %.24

entry.if.endif.endif:                             ; preds = %entry.if.endif
  br i1 %.13, label %entry.if.endif.endif.if, label %entry.if.endif.endif.endif

entry.if.endif.endif.if:                          ; preds = %entry.if.endif.endif
  br label %.24

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif.endif
  call void @PyErr_SetString(ptr @PyExc_SystemError, ptr @".const.unknown error when calling native function.2")
  br label %.24
}

declare void @numba_gil_ensure(ptr)

declare ptr @PyUnicode_FromString(ptr)

declare void @PyErr_WriteUnraisable(ptr)

declare void @Py_DecRef(ptr)

declare void @numba_gil_release(ptr)

define linkonce_odr ptr @NRT_MemInfo_data_fast(ptr %.1) {
.3:
  %.4 = bitcast ptr %.1 to ptr
  %.5 = getelementptr { i64, ptr, ptr, ptr, i64 }, ptr %.4, i32 0, i32 3
  %.6 = load ptr, ptr %.5, align 8
  ret ptr %.6
}

; Function Attrs: noinline
define linkonce_odr void @NRT_incref(ptr %.1) #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %.3.if, label %.3.endif, !prof !0

.3.if:                                            ; preds = %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast ptr %.1 to ptr
  %.8 = call i64 @nrt_atomic_add(ptr %.7)
  ret void
}

define linkonce_odr i64 @nrt_atomic_add(ptr %.1) {
.3:
  %.4 = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  %.5 = add i64 %.4, 1
  ret i64 %.5
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %.3.if, label %.3.endif, !prof !0

.3.if:                                            ; preds = %.3
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast ptr %.1 to ptr
  %.9 = call i64 @nrt_atomic_sub(ptr %.8)
  %.10 = icmp eq i64 %.9, 0
  br i1 %.10, label %.3.endif.if, label %.3.endif.endif, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  call void @NRT_MemInfo_call_dtor(ptr %.1)
  br label %.3.endif.endif

.3.endif.endif:                                   ; preds = %.3.endif.if, %.3.endif
  ret void
}

define linkonce_odr i64 @nrt_atomic_sub(ptr %.1) {
.3:
  %.4 = atomicrmw sub ptr %.1, i64 1 monotonic, align 8
  %.5 = sub i64 %.4, 1
  ret i64 %.5
}

declare void @NRT_MemInfo_call_dtor(ptr)

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i64 0, i64 9223372036854775807}
!2 = !{!"branch_weights", i32 99, i32 1}
!3 = !{i1 true}
