; ModuleID = 'list_append_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c, i32 67, ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1, ptr null, i32 0 }
@.const.pickledata.5921baa131084dff173015c39fdadd5e38b9f41e = internal constant [65 x i8] c"\80\04\956\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\12cannot resize list\94\85\94N\87\94."
@.const.pickledata.5921baa131084dff173015c39fdadd5e38b9f41e.sha1 = internal constant [20 x i8] c"Y!\BA\A11\08M\FF\170\15\C3\9F\DA\DD^8\B9\F4\1E"
@.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.5921baa131084dff173015c39fdadd5e38b9f41e, i32 65, ptr @.const.pickledata.5921baa131084dff173015c39fdadd5e38b9f41e.sha1, ptr null, i32 0 }
@.const.list_append_sum = internal constant [16 x i8] c"list_append_sum\00"
@_ZN08NumbaEnv7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [137 x i8] c"missing Environment: _ZN08NumbaEnv7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"

define range(i32 0, 2) i32 @_ZN7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr readnone captures(none) %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B0.endif.if:
  %.37 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 24, ptr nonnull @.dtor.list.float64)
  %.38 = icmp eq ptr %.37, null
  br i1 %.38, label %B0.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B62:                                              ; preds = %B62.preheader, %B62.endif.endif
  %.207120125 = phi i64 [ %.214, %B62.endif.endif ], [ 0, %B62.preheader ]
  %.214 = add nuw nsw i64 %.207120125, 1
  %0 = shl i64 %.207120125, 3
  %scevgep137 = getelementptr i8, ptr %arg.x.4, i64 %0
  %.270 = load double, ptr %scevgep137, align 8
  %.301 = fmul double %.270, %.270
  %.302 = fadd double %.301, 1.000000e+00
  %sunkaddr = getelementptr i8, ptr %.37, i64 24
  %.6.i = load ptr, ptr %sunkaddr, align 8
  %.312 = load i64, ptr %.6.i, align 8
  %.313 = add i64 %.312, 1
  %.318 = getelementptr inbounds nuw i8, ptr %.6.i, i64 8
  %.319 = load i64, ptr %.318, align 8
  %.321 = ashr i64 %.319, 2
  %.322 = icmp sgt i64 %.321, %.313
  br i1 %.322, label %B62.if, label %B62.endif, !prof !0

B144:                                             ; preds = %B62.endif.endif, %B0.endif.endif.endif.endif
  %sunkaddr141 = getelementptr i8, ptr %.37, i64 24
  %.6.i2 = load ptr, ptr %sunkaddr141, align 8
  %.490130 = load i64, ptr %.6.i2, align 8
  %.491131 = icmp sgt i64 %.490130, 0
  br i1 %.491131, label %B154.preheader, label %B204

B154.preheader:                                   ; preds = %B144
  %xtraiter = and i64 %.490130, 7
  %1 = icmp samesign ult i64 %.490130, 8
  br i1 %1, label %B154.epil.preheader, label %B154.preheader.new

B154.preheader.new:                               ; preds = %B154.preheader
  %unroll_iter = and i64 %.490130, 9223372036854775800
  %2 = add nsw i64 %.490130, -8
  %3 = lshr i64 %2, 3
  %4 = add nuw nsw i64 %3, 1
  %xtraiter27 = and i64 %4, 3
  %5 = icmp ult i64 %2, 24
  br i1 %5, label %B154.epil.preheader26, label %B154.preheader.new.new

B154.preheader.new.new:                           ; preds = %B154.preheader.new
  %unroll_iter40 = and i64 %4, 4611686018427387900
  br label %B154

B154:                                             ; preds = %B154, %B154.preheader.new.new
  %lsr.iv135 = phi i64 [ %lsr.iv.next136, %B154 ], [ %unroll_iter40, %B154.preheader.new.new ]
  %s.2.0133 = phi double [ 0.000000e+00, %B154.preheader.new.new ], [ %.531.7.3, %B154 ]
  %.484128132 = phi i64 [ 0, %B154.preheader.new.new ], [ %.504.7.3, %B154 ]
  %sunkaddr142 = mul i64 %.484128132, 8
  %sunkaddr143 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr142
  %sunkaddr144 = getelementptr i8, ptr %sunkaddr143, i64 24
  %.501 = load double, ptr %sunkaddr144, align 8
  %.529 = tail call double @llvm.log.f64(double %.501)
  %.531 = fadd double %s.2.0133, %.529
  %sunkaddr145 = mul i64 %.484128132, 8
  %sunkaddr146 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr145
  %sunkaddr147 = getelementptr i8, ptr %sunkaddr146, i64 32
  %.501.1 = load double, ptr %sunkaddr147, align 8
  %.529.1 = tail call double @llvm.log.f64(double %.501.1)
  %.531.1 = fadd double %.531, %.529.1
  %sunkaddr148 = mul i64 %.484128132, 8
  %sunkaddr149 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr148
  %sunkaddr150 = getelementptr i8, ptr %sunkaddr149, i64 40
  %.501.2 = load double, ptr %sunkaddr150, align 8
  %.529.2 = tail call double @llvm.log.f64(double %.501.2)
  %.531.2 = fadd double %.531.1, %.529.2
  %sunkaddr151 = mul i64 %.484128132, 8
  %sunkaddr152 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr151
  %sunkaddr153 = getelementptr i8, ptr %sunkaddr152, i64 48
  %.501.3 = load double, ptr %sunkaddr153, align 8
  %.529.3 = tail call double @llvm.log.f64(double %.501.3)
  %.531.3 = fadd double %.531.2, %.529.3
  %sunkaddr154 = mul i64 %.484128132, 8
  %sunkaddr155 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr154
  %sunkaddr156 = getelementptr i8, ptr %sunkaddr155, i64 56
  %.501.4 = load double, ptr %sunkaddr156, align 8
  %.529.4 = tail call double @llvm.log.f64(double %.501.4)
  %.531.4 = fadd double %.531.3, %.529.4
  %sunkaddr157 = mul i64 %.484128132, 8
  %sunkaddr158 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr157
  %sunkaddr159 = getelementptr i8, ptr %sunkaddr158, i64 64
  %.501.5 = load double, ptr %sunkaddr159, align 8
  %.529.5 = tail call double @llvm.log.f64(double %.501.5)
  %.531.5 = fadd double %.531.4, %.529.5
  %sunkaddr160 = mul i64 %.484128132, 8
  %sunkaddr161 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr160
  %sunkaddr162 = getelementptr i8, ptr %sunkaddr161, i64 72
  %.501.6 = load double, ptr %sunkaddr162, align 8
  %.529.6 = tail call double @llvm.log.f64(double %.501.6)
  %.531.6 = fadd double %.531.5, %.529.6
  %sunkaddr163 = mul i64 %.484128132, 8
  %sunkaddr164 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr163
  %sunkaddr165 = getelementptr i8, ptr %sunkaddr164, i64 80
  %.501.7 = load double, ptr %sunkaddr165, align 8
  %.529.7 = tail call double @llvm.log.f64(double %.501.7)
  %.531.7 = fadd double %.531.6, %.529.7
  %sunkaddr166 = mul i64 %.484128132, 8
  %sunkaddr167 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr166
  %sunkaddr168 = getelementptr i8, ptr %sunkaddr167, i64 88
  %.501.142 = load double, ptr %sunkaddr168, align 8
  %.529.143 = tail call double @llvm.log.f64(double %.501.142)
  %.531.144 = fadd double %.531.7, %.529.143
  %sunkaddr169 = mul i64 %.484128132, 8
  %sunkaddr170 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr169
  %sunkaddr171 = getelementptr i8, ptr %sunkaddr170, i64 96
  %.501.1.1 = load double, ptr %sunkaddr171, align 8
  %.529.1.1 = tail call double @llvm.log.f64(double %.501.1.1)
  %.531.1.1 = fadd double %.531.144, %.529.1.1
  %sunkaddr172 = mul i64 %.484128132, 8
  %sunkaddr173 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr172
  %sunkaddr174 = getelementptr i8, ptr %sunkaddr173, i64 104
  %.501.2.1 = load double, ptr %sunkaddr174, align 8
  %.529.2.1 = tail call double @llvm.log.f64(double %.501.2.1)
  %.531.2.1 = fadd double %.531.1.1, %.529.2.1
  %sunkaddr175 = mul i64 %.484128132, 8
  %sunkaddr176 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr175
  %sunkaddr177 = getelementptr i8, ptr %sunkaddr176, i64 112
  %.501.3.1 = load double, ptr %sunkaddr177, align 8
  %.529.3.1 = tail call double @llvm.log.f64(double %.501.3.1)
  %.531.3.1 = fadd double %.531.2.1, %.529.3.1
  %sunkaddr178 = mul i64 %.484128132, 8
  %sunkaddr179 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr178
  %sunkaddr180 = getelementptr i8, ptr %sunkaddr179, i64 120
  %.501.4.1 = load double, ptr %sunkaddr180, align 8
  %.529.4.1 = tail call double @llvm.log.f64(double %.501.4.1)
  %.531.4.1 = fadd double %.531.3.1, %.529.4.1
  %sunkaddr181 = mul i64 %.484128132, 8
  %sunkaddr182 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr181
  %sunkaddr183 = getelementptr i8, ptr %sunkaddr182, i64 128
  %.501.5.1 = load double, ptr %sunkaddr183, align 8
  %.529.5.1 = tail call double @llvm.log.f64(double %.501.5.1)
  %.531.5.1 = fadd double %.531.4.1, %.529.5.1
  %sunkaddr184 = mul i64 %.484128132, 8
  %sunkaddr185 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr184
  %sunkaddr186 = getelementptr i8, ptr %sunkaddr185, i64 136
  %.501.6.1 = load double, ptr %sunkaddr186, align 8
  %.529.6.1 = tail call double @llvm.log.f64(double %.501.6.1)
  %.531.6.1 = fadd double %.531.5.1, %.529.6.1
  %sunkaddr187 = mul i64 %.484128132, 8
  %sunkaddr188 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr187
  %sunkaddr189 = getelementptr i8, ptr %sunkaddr188, i64 144
  %.501.7.1 = load double, ptr %sunkaddr189, align 8
  %.529.7.1 = tail call double @llvm.log.f64(double %.501.7.1)
  %.531.7.1 = fadd double %.531.6.1, %.529.7.1
  %sunkaddr190 = mul i64 %.484128132, 8
  %sunkaddr191 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr190
  %sunkaddr192 = getelementptr i8, ptr %sunkaddr191, i64 152
  %.501.246 = load double, ptr %sunkaddr192, align 8
  %.529.247 = tail call double @llvm.log.f64(double %.501.246)
  %.531.248 = fadd double %.531.7.1, %.529.247
  %sunkaddr193 = mul i64 %.484128132, 8
  %sunkaddr194 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr193
  %sunkaddr195 = getelementptr i8, ptr %sunkaddr194, i64 160
  %.501.1.2 = load double, ptr %sunkaddr195, align 8
  %.529.1.2 = tail call double @llvm.log.f64(double %.501.1.2)
  %.531.1.2 = fadd double %.531.248, %.529.1.2
  %sunkaddr196 = mul i64 %.484128132, 8
  %sunkaddr197 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr196
  %sunkaddr198 = getelementptr i8, ptr %sunkaddr197, i64 168
  %.501.2.2 = load double, ptr %sunkaddr198, align 8
  %.529.2.2 = tail call double @llvm.log.f64(double %.501.2.2)
  %.531.2.2 = fadd double %.531.1.2, %.529.2.2
  %sunkaddr199 = mul i64 %.484128132, 8
  %sunkaddr200 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr199
  %sunkaddr201 = getelementptr i8, ptr %sunkaddr200, i64 176
  %.501.3.2 = load double, ptr %sunkaddr201, align 8
  %.529.3.2 = tail call double @llvm.log.f64(double %.501.3.2)
  %.531.3.2 = fadd double %.531.2.2, %.529.3.2
  %sunkaddr202 = mul i64 %.484128132, 8
  %sunkaddr203 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr202
  %sunkaddr204 = getelementptr i8, ptr %sunkaddr203, i64 184
  %.501.4.2 = load double, ptr %sunkaddr204, align 8
  %.529.4.2 = tail call double @llvm.log.f64(double %.501.4.2)
  %.531.4.2 = fadd double %.531.3.2, %.529.4.2
  %sunkaddr205 = mul i64 %.484128132, 8
  %sunkaddr206 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr205
  %sunkaddr207 = getelementptr i8, ptr %sunkaddr206, i64 192
  %.501.5.2 = load double, ptr %sunkaddr207, align 8
  %.529.5.2 = tail call double @llvm.log.f64(double %.501.5.2)
  %.531.5.2 = fadd double %.531.4.2, %.529.5.2
  %sunkaddr208 = mul i64 %.484128132, 8
  %sunkaddr209 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr208
  %sunkaddr210 = getelementptr i8, ptr %sunkaddr209, i64 200
  %.501.6.2 = load double, ptr %sunkaddr210, align 8
  %.529.6.2 = tail call double @llvm.log.f64(double %.501.6.2)
  %.531.6.2 = fadd double %.531.5.2, %.529.6.2
  %sunkaddr211 = mul i64 %.484128132, 8
  %sunkaddr212 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr211
  %sunkaddr213 = getelementptr i8, ptr %sunkaddr212, i64 208
  %.501.7.2 = load double, ptr %sunkaddr213, align 8
  %.529.7.2 = tail call double @llvm.log.f64(double %.501.7.2)
  %.531.7.2 = fadd double %.531.6.2, %.529.7.2
  %sunkaddr214 = mul i64 %.484128132, 8
  %sunkaddr215 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr214
  %sunkaddr216 = getelementptr i8, ptr %sunkaddr215, i64 216
  %.501.350 = load double, ptr %sunkaddr216, align 8
  %.529.351 = tail call double @llvm.log.f64(double %.501.350)
  %.531.352 = fadd double %.531.7.2, %.529.351
  %sunkaddr217 = mul i64 %.484128132, 8
  %sunkaddr218 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr217
  %sunkaddr219 = getelementptr i8, ptr %sunkaddr218, i64 224
  %.501.1.3 = load double, ptr %sunkaddr219, align 8
  %.529.1.3 = tail call double @llvm.log.f64(double %.501.1.3)
  %.531.1.3 = fadd double %.531.352, %.529.1.3
  %sunkaddr220 = mul i64 %.484128132, 8
  %sunkaddr221 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr220
  %sunkaddr222 = getelementptr i8, ptr %sunkaddr221, i64 232
  %.501.2.3 = load double, ptr %sunkaddr222, align 8
  %.529.2.3 = tail call double @llvm.log.f64(double %.501.2.3)
  %.531.2.3 = fadd double %.531.1.3, %.529.2.3
  %sunkaddr223 = mul i64 %.484128132, 8
  %sunkaddr224 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr223
  %sunkaddr225 = getelementptr i8, ptr %sunkaddr224, i64 240
  %.501.3.3 = load double, ptr %sunkaddr225, align 8
  %.529.3.3 = tail call double @llvm.log.f64(double %.501.3.3)
  %.531.3.3 = fadd double %.531.2.3, %.529.3.3
  %sunkaddr226 = mul i64 %.484128132, 8
  %sunkaddr227 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr226
  %sunkaddr228 = getelementptr i8, ptr %sunkaddr227, i64 248
  %.501.4.3 = load double, ptr %sunkaddr228, align 8
  %.529.4.3 = tail call double @llvm.log.f64(double %.501.4.3)
  %.531.4.3 = fadd double %.531.3.3, %.529.4.3
  %sunkaddr229 = mul i64 %.484128132, 8
  %sunkaddr230 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr229
  %sunkaddr231 = getelementptr i8, ptr %sunkaddr230, i64 256
  %.501.5.3 = load double, ptr %sunkaddr231, align 8
  %.529.5.3 = tail call double @llvm.log.f64(double %.501.5.3)
  %.531.5.3 = fadd double %.531.4.3, %.529.5.3
  %sunkaddr232 = mul i64 %.484128132, 8
  %sunkaddr233 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr232
  %sunkaddr234 = getelementptr i8, ptr %sunkaddr233, i64 264
  %.501.6.3 = load double, ptr %sunkaddr234, align 8
  %.529.6.3 = tail call double @llvm.log.f64(double %.501.6.3)
  %.531.6.3 = fadd double %.531.5.3, %.529.6.3
  %sunkaddr235 = mul i64 %.484128132, 8
  %sunkaddr236 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr235
  %sunkaddr237 = getelementptr i8, ptr %sunkaddr236, i64 272
  %.501.7.3 = load double, ptr %sunkaddr237, align 8
  %.504.7.3 = add nuw i64 %.484128132, 32
  %.529.7.3 = tail call double @llvm.log.f64(double %.501.7.3)
  %.531.7.3 = fadd double %.531.6.3, %.529.7.3
  %lsr.iv.next136 = add i64 %lsr.iv135, -4
  %niter.ncmp.3 = icmp eq i64 %lsr.iv.next136, 0
  br i1 %niter.ncmp.3, label %B204.loopexit.unr-lcssa.unr-lcssa, label %B154

common.ret:                                       ; preds = %B62.endif.if.endif.if, %B62.endif.if.if, %B62.if.endif.if, %B62.if.if, %B0.endif.endif.if, %B204
  %common.ret.op = phi i32 [ 0, %B204 ], [ 1, %B0.endif.endif.if ], [ 1, %B62.if.if ], [ 1, %B62.if.endif.if ], [ 1, %B62.endif.if.if ], [ 1, %B62.endif.if.endif.if ]
  ret i32 %common.ret.op

B204.loopexit.unr-lcssa.unr-lcssa:                ; preds = %B154
  %lcmp.mod.not53 = icmp eq i64 %xtraiter27, 0
  br i1 %lcmp.mod.not53, label %B204.loopexit.unr-lcssa, label %B154.epil.preheader26

B154.epil.preheader26:                            ; preds = %B204.loopexit.unr-lcssa.unr-lcssa, %B154.preheader.new
  %s.2.0133.epil.init36 = phi double [ 0.000000e+00, %B154.preheader.new ], [ %.531.7.3, %B204.loopexit.unr-lcssa.unr-lcssa ]
  %.484128132.epil.init37 = phi i64 [ 0, %B154.preheader.new ], [ %.504.7.3, %B204.loopexit.unr-lcssa.unr-lcssa ]
  %6 = shl i64 %.484128132.epil.init37, 3
  %7 = add i64 %6, 80
  %scevgep55 = getelementptr i8, ptr %.6.i2, i64 %7
  %8 = shl nuw nsw i64 %xtraiter27, 6
  br label %B154.epil28

B154.epil28:                                      ; preds = %B154.epil28, %B154.epil.preheader26
  %lsr.iv = phi i64 [ %lsr.iv.next, %B154.epil28 ], [ 0, %B154.epil.preheader26 ]
  %s.2.0133.epil29 = phi double [ %s.2.0133.epil.init36, %B154.epil.preheader26 ], [ %.531.7.epil, %B154.epil28 ]
  %scevgep69 = getelementptr i8, ptr %scevgep55, i64 %lsr.iv
  %scevgep70 = getelementptr i8, ptr %scevgep69, i64 -56
  %.501.epil32 = load double, ptr %scevgep70, align 8
  %.529.epil33 = tail call double @llvm.log.f64(double %.501.epil32)
  %.531.epil34 = fadd double %s.2.0133.epil29, %.529.epil33
  %scevgep67 = getelementptr i8, ptr %scevgep55, i64 %lsr.iv
  %scevgep68 = getelementptr i8, ptr %scevgep67, i64 -48
  %.501.1.epil = load double, ptr %scevgep68, align 8
  %.529.1.epil = tail call double @llvm.log.f64(double %.501.1.epil)
  %.531.1.epil = fadd double %.531.epil34, %.529.1.epil
  %scevgep65 = getelementptr i8, ptr %scevgep55, i64 %lsr.iv
  %scevgep66 = getelementptr i8, ptr %scevgep65, i64 -40
  %.501.2.epil = load double, ptr %scevgep66, align 8
  %.529.2.epil = tail call double @llvm.log.f64(double %.501.2.epil)
  %.531.2.epil = fadd double %.531.1.epil, %.529.2.epil
  %scevgep63 = getelementptr i8, ptr %scevgep55, i64 %lsr.iv
  %scevgep64 = getelementptr i8, ptr %scevgep63, i64 -32
  %.501.3.epil = load double, ptr %scevgep64, align 8
  %.529.3.epil = tail call double @llvm.log.f64(double %.501.3.epil)
  %.531.3.epil = fadd double %.531.2.epil, %.529.3.epil
  %scevgep61 = getelementptr i8, ptr %scevgep55, i64 %lsr.iv
  %scevgep62 = getelementptr i8, ptr %scevgep61, i64 -24
  %.501.4.epil = load double, ptr %scevgep62, align 8
  %.529.4.epil = tail call double @llvm.log.f64(double %.501.4.epil)
  %.531.4.epil = fadd double %.531.3.epil, %.529.4.epil
  %scevgep59 = getelementptr i8, ptr %scevgep55, i64 %lsr.iv
  %scevgep60 = getelementptr i8, ptr %scevgep59, i64 -16
  %.501.5.epil = load double, ptr %scevgep60, align 8
  %.529.5.epil = tail call double @llvm.log.f64(double %.501.5.epil)
  %.531.5.epil = fadd double %.531.4.epil, %.529.5.epil
  %scevgep57 = getelementptr i8, ptr %scevgep55, i64 %lsr.iv
  %scevgep58 = getelementptr i8, ptr %scevgep57, i64 -8
  %.501.6.epil = load double, ptr %scevgep58, align 8
  %.529.6.epil = tail call double @llvm.log.f64(double %.501.6.epil)
  %.531.6.epil = fadd double %.531.5.epil, %.529.6.epil
  %scevgep56 = getelementptr i8, ptr %scevgep55, i64 %lsr.iv
  %.501.7.epil = load double, ptr %scevgep56, align 8
  %.529.7.epil = tail call double @llvm.log.f64(double %.501.7.epil)
  %.531.7.epil = fadd double %.531.6.epil, %.529.7.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter35.cmp.not = icmp eq i64 %8, %lsr.iv.next
  br i1 %epil.iter35.cmp.not, label %B204.loopexit.unr-lcssa, label %B154.epil28, !llvm.loop !1

B204.loopexit.unr-lcssa:                          ; preds = %B154.epil28, %B204.loopexit.unr-lcssa.unr-lcssa
  %.531.7.lcssa = phi double [ %.531.7.3, %B204.loopexit.unr-lcssa.unr-lcssa ], [ %.531.7.epil, %B154.epil28 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B204, label %B154.epil.preheader

B154.epil.preheader:                              ; preds = %B204.loopexit.unr-lcssa, %B154.preheader
  %s.2.0133.epil.init = phi double [ 0.000000e+00, %B154.preheader ], [ %.531.7.lcssa, %B204.loopexit.unr-lcssa ]
  %.484128132.epil.init = phi i64 [ 0, %B154.preheader ], [ %unroll_iter, %B204.loopexit.unr-lcssa ]
  %9 = shl i64 %.484128132.epil.init, 3
  %10 = add nuw nsw i64 %9, 24
  %scevgep = getelementptr i8, ptr %.6.i2, i64 %10
  br label %B154.epil

B154.epil:                                        ; preds = %B154.epil, %B154.epil.preheader
  %s.2.0133.epil = phi double [ %.531.epil, %B154.epil ], [ %s.2.0133.epil.init, %B154.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B154.epil ], [ 0, %B154.epil.preheader ]
  %11 = shl nuw nsw i64 %epil.iter, 3
  %scevgep54 = getelementptr i8, ptr %scevgep, i64 %11
  %.501.epil = load double, ptr %scevgep54, align 8
  %.529.epil = tail call double @llvm.log.f64(double %.501.epil)
  %.531.epil = fadd double %s.2.0133.epil, %.529.epil
  %epil.iter.next = add nuw nsw i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B204, label %B154.epil, !llvm.loop !3

B204:                                             ; preds = %B154.epil, %B204.loopexit.unr-lcssa, %B144
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B144 ], [ %.531.7.lcssa, %B204.loopexit.unr-lcssa ], [ %.531.epil, %B154.epil ]
  tail call void @NRT_decref(ptr nonnull %.37)
  store double %s.2.0.lcssa, ptr %retptr, align 8
  br label %common.ret

B0.endif.endif.if:                                ; preds = %B0.endif.if
  store ptr @.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c, ptr %excinfo, align 8, !numba_exception_output !4
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.if
  %.5.i5 = getelementptr i8, ptr %.37, i64 24
  %.6.i6 = load ptr, ptr %.5.i5, align 8
  %.50 = getelementptr inbounds nuw i8, ptr %.6.i6, i64 8
  store i64 0, ptr %.50, align 8
  %.6.i8 = load ptr, ptr %.5.i5, align 8
  store i64 0, ptr %.6.i8, align 8
  %.6.i10 = load ptr, ptr %.5.i5, align 8
  %.62 = getelementptr inbounds nuw i8, ptr %.6.i10, i64 16
  store i8 0, ptr %.62, align 1
  %.6.i12 = load ptr, ptr %.5.i5, align 8
  store i64 0, ptr %.6.i12, align 8
  %.201124.not = icmp slt i64 %arg.x.5.0, 1
  br i1 %.201124.not, label %B144, label %B62.preheader

B62.preheader:                                    ; preds = %B0.endif.endif.endif.endif
  br label %B62

B62.if:                                           ; preds = %B62
  %const140 = bitcast i64 -1152921504606846975 to i64
  %const138 = bitcast i64 -2305843009213693952 to i64
  %.325 = shl i64 %.313, 3
  %12 = add i64 %.312, %const140
  %.326 = icmp ult i64 %12, %const138
  %.327 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.325, i64 24)
  %.329 = extractvalue { i64, i1 } %.327, 1
  %.330 = or i1 %.326, %.329
  br i1 %.330, label %B62.if.if, label %B62.if.endif, !prof !0

B62.endif:                                        ; preds = %B62.if.endif.endif, %B62
  %13 = icmp slt i64 %.319, %.313
  br i1 %13, label %B62.endif.if, label %B62.endif.endif, !prof !0

B62.if.if:                                        ; preds = %B62.if
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !numba_exception_output !4
  br label %common.ret

B62.if.endif:                                     ; preds = %B62.if
  %.328 = extractvalue { i64, i1 } %.327, 0
  %.339 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.37, i64 %.328)
  %.340 = icmp eq ptr %.339, null
  br i1 %.340, label %B62.if.endif.if, label %B62.if.endif.endif, !prof !0

B62.if.endif.if:                                  ; preds = %B62.if.endif
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !numba_exception_output !4
  br label %common.ret

B62.if.endif.endif:                               ; preds = %B62.if.endif
  %sunkaddr238 = getelementptr i8, ptr %.37, i64 24
  %.6.i14 = load ptr, ptr %sunkaddr238, align 8
  %.351 = getelementptr inbounds nuw i8, ptr %.6.i14, i64 8
  store i64 %.313, ptr %.351, align 8
  br label %B62.endif

B62.endif.if:                                     ; preds = %B62.endif
  %const139 = bitcast i64 -1152921504606846975 to i64
  %const = bitcast i64 -2305843009213693952 to i64
  %.355 = ashr i64 %.313, 2
  %.356 = add i64 %.355, %.313
  %.357 = add i64 %.356, 8
  %.359 = shl i64 %.357, 3
  %const_mat = add i64 %const139, 7
  %14 = add i64 %.356, %const_mat
  %.360 = icmp ult i64 %14, %const
  %.361 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.359, i64 24)
  %.363 = extractvalue { i64, i1 } %.361, 1
  %.364 = or i1 %.360, %.363
  br i1 %.364, label %B62.endif.if.if, label %B62.endif.if.endif, !prof !0

B62.endif.endif:                                  ; preds = %B62.endif.if.endif.endif, %B62.endif
  %sunkaddr239 = getelementptr i8, ptr %.37, i64 24
  %.6.i16 = load ptr, ptr %sunkaddr239, align 8
  store i64 %.313, ptr %.6.i16, align 8
  %.6.i18 = load ptr, ptr %sunkaddr239, align 8
  %.428 = getelementptr inbounds nuw i8, ptr %.6.i18, i64 24
  %.429 = getelementptr double, ptr %.428, i64 %.312
  store double %.302, ptr %.429, align 8
  %exitcond.not = icmp eq i64 %arg.x.5.0, %.214
  br i1 %exitcond.not, label %B144, label %B62

B62.endif.if.if:                                  ; preds = %B62.endif.if
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !numba_exception_output !4
  br label %common.ret

B62.endif.if.endif:                               ; preds = %B62.endif.if
  %.362 = extractvalue { i64, i1 } %.361, 0
  %.373 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.37, i64 %.362)
  %.374 = icmp eq ptr %.373, null
  br i1 %.374, label %B62.endif.if.endif.if, label %B62.endif.if.endif.endif, !prof !0

B62.endif.if.endif.if:                            ; preds = %B62.endif.if.endif
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !numba_exception_output !4
  br label %common.ret

B62.endif.if.endif.endif:                         ; preds = %B62.endif.if.endif
  %sunkaddr240 = getelementptr i8, ptr %.37, i64 24
  %.6.i20 = load ptr, ptr %sunkaddr240, align 8
  %.385 = getelementptr inbounds nuw i8, ptr %.6.i20, i64 8
  store i64 %.357, ptr %.385, align 8
  %.6.i22 = load ptr, ptr %sunkaddr240, align 8
  %.392 = load i64, ptr %.6.i22, align 8
  %.397 = getelementptr inbounds nuw i8, ptr %.6.i22, i64 24
  %.398.idx = shl i64 %.392, 3
  %.398 = getelementptr i8, ptr %.397, i64 %.398.idx
  %15 = sub i64 %.357, %.392
  %gepdiff = shl i64 %15, 3
  tail call void @llvm.memset.p0.i64(ptr align 1 %.398, i8 0, i64 %gepdiff, i1 false)
  br label %B62.endif.endif
}

define linkonce_odr void @.dtor.list.float64(ptr %.1) {
.3:
  ret void
}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #0

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #0

declare noalias ptr @NRT_MemInfo_varsize_realloc(ptr, i64) local_unnamed_addr

define ptr @_ZN7cpython7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.list_append_sum, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.41 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ %.65, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE")
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
  br i1 %.30, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.34.fca.0.load = load ptr, ptr %.19, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.19, i64 32
  %.34.fca.4.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.19, i64 40
  %.34.fca.5.0.load = load i64, ptr %sunkaddr2, align 8
  store double 0.000000e+00, ptr %.41, align 8
  %.47 = call i32 @_ZN7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.41, ptr nonnull %excinfo, ptr poison, ptr poison, i64 poison, i64 poison, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 poison) #2
  %.48 = load ptr, ptr %excinfo, align 8
  %.57 = load double, ptr %.41, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %cond = icmp eq i32 %.47, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !5

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
  br i1 %.86, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.99 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 2
  %.100 = call ptr @numba_unpickle(ptr %.75, i32 %.77, ptr %.99)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.102 = phi ptr [ %.90, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.100, %entry.endif.endif.endif.endif.endif.if.else ]
  %.103.not = icmp eq ptr %.102, null
  br i1 %.103.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !0

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

define double @cfunc._ZN7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels15list_append_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr poison, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 poison) #2
  %.10 = load ptr, ptr %excinfo, align 8
  %.19 = load double, ptr %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, ptr %.21, align 4
  %cond = icmp eq i32 %.9, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !5

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
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if
  %.56 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 2
  %.57 = call ptr @numba_unpickle(ptr %.32, i32 %.34, ptr %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi ptr [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq ptr %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !0

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

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !0

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #3

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { noinline }
attributes #3 = { nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = distinct !{!3, !2}
!4 = !{i1 true}
!5 = !{!"branch_weights", i32 49, i32 1}
