; ModuleID = 'residuals_f32'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.residuals_f32 = internal constant [14 x i8] c"residuals_f32\00"
@_ZN08NumbaEnv7kernels13residuals_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels13residuals_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE" = internal constant [135 x i8] c"missing Environment: _ZN08NumbaEnv7kernels13residuals_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.`env.consts` is NULL in `read_const`" = internal constant [37 x i8] c"`env.consts` is NULL in `read_const`\00"
@.const.pickledata.dfbcfdd39fcb26f4d0c680954487b8c0b53bb8a3 = internal constant [32 x i8] c"\80\04\95\15\00\00\00\00\00\00\00\8C\05numpy\94\8C\07ndarray\94\93\94."
@.const.pickledata.dfbcfdd39fcb26f4d0c680954487b8c0b53bb8a3.sha1 = internal constant [20 x i8] c"\DF\BC\FD\D3\9F\CB&\F4\D0\C6\80\95D\87\B8\C0\B5;\B8\A3"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }

define range(i32 0, 2) i32 @_ZN7kernels13residuals_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B0:
  tail call void @NRT_incref(ptr %arg.x.0)
  tail call void @NRT_incref(ptr %arg.x.0), !noalias !0
  %0 = add i64 %arg.x.5.0, -2305843009213693952
  %.34.i = icmp ult i64 %0, -4611686018427387904
  br i1 %.34.i, label %B0.if.if, label %B0.endif.i, !prof !4

B0.endif.i:                                       ; preds = %B0
  %.33.i = shl nsw i64 %arg.x.5.0, 2
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !5
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B0.if.if, label %B0.endif.endif, !prof !4

B104:                                             ; preds = %B104.preheader27, %B104
  %.161192194 = phi i64 [ %.168.7, %B104 ], [ %.161192194.unr, %B104.preheader27 ]
  %sunkaddr = mul i64 %.161192194, 4
  %sunkaddr106 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %sunkaddr107 = getelementptr i8, ptr %sunkaddr106, i64 4
  %.224 = load float, ptr %sunkaddr107, align 4
  %sunkaddr108 = mul i64 %.161192194, 4
  %sunkaddr109 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr108
  %.254 = load float, ptr %sunkaddr109, align 4
  %.285 = fmul float %.254, %.254
  %.286 = fsub float %.224, %.285
  %.287 = fmul float %.286, 1.000000e+01
  %sunkaddr110 = mul i64 %.161192194, 4
  %sunkaddr111 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr110
  store float %.287, ptr %sunkaddr111, align 4
  %sunkaddr112 = mul i64 %.161192194, 4
  %sunkaddr113 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr112
  %sunkaddr114 = getelementptr i8, ptr %sunkaddr113, i64 8
  %.224.1 = load float, ptr %sunkaddr114, align 4
  %sunkaddr115 = mul i64 %.161192194, 4
  %sunkaddr116 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr115
  %sunkaddr117 = getelementptr i8, ptr %sunkaddr116, i64 4
  %.254.1 = load float, ptr %sunkaddr117, align 4
  %.285.1 = fmul float %.254.1, %.254.1
  %.286.1 = fsub float %.224.1, %.285.1
  %.287.1 = fmul float %.286.1, 1.000000e+01
  %sunkaddr118 = mul i64 %.161192194, 4
  %sunkaddr119 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr118
  %sunkaddr120 = getelementptr i8, ptr %sunkaddr119, i64 4
  store float %.287.1, ptr %sunkaddr120, align 4
  %sunkaddr121 = mul i64 %.161192194, 4
  %sunkaddr122 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr121
  %sunkaddr123 = getelementptr i8, ptr %sunkaddr122, i64 12
  %.224.2 = load float, ptr %sunkaddr123, align 4
  %sunkaddr124 = mul i64 %.161192194, 4
  %sunkaddr125 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr124
  %sunkaddr126 = getelementptr i8, ptr %sunkaddr125, i64 8
  %.254.2 = load float, ptr %sunkaddr126, align 4
  %.285.2 = fmul float %.254.2, %.254.2
  %.286.2 = fsub float %.224.2, %.285.2
  %.287.2 = fmul float %.286.2, 1.000000e+01
  %sunkaddr127 = mul i64 %.161192194, 4
  %sunkaddr128 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr127
  %sunkaddr129 = getelementptr i8, ptr %sunkaddr128, i64 8
  store float %.287.2, ptr %sunkaddr129, align 4
  %sunkaddr130 = mul i64 %.161192194, 4
  %sunkaddr131 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr130
  %sunkaddr132 = getelementptr i8, ptr %sunkaddr131, i64 16
  %.224.3 = load float, ptr %sunkaddr132, align 4
  %sunkaddr133 = mul i64 %.161192194, 4
  %sunkaddr134 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr133
  %sunkaddr135 = getelementptr i8, ptr %sunkaddr134, i64 12
  %.254.3 = load float, ptr %sunkaddr135, align 4
  %.285.3 = fmul float %.254.3, %.254.3
  %.286.3 = fsub float %.224.3, %.285.3
  %.287.3 = fmul float %.286.3, 1.000000e+01
  %sunkaddr136 = mul i64 %.161192194, 4
  %sunkaddr137 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr136
  %sunkaddr138 = getelementptr i8, ptr %sunkaddr137, i64 12
  store float %.287.3, ptr %sunkaddr138, align 4
  %sunkaddr139 = mul i64 %.161192194, 4
  %sunkaddr140 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr139
  %sunkaddr141 = getelementptr i8, ptr %sunkaddr140, i64 20
  %.224.4 = load float, ptr %sunkaddr141, align 4
  %sunkaddr142 = mul i64 %.161192194, 4
  %sunkaddr143 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr142
  %sunkaddr144 = getelementptr i8, ptr %sunkaddr143, i64 16
  %.254.4 = load float, ptr %sunkaddr144, align 4
  %.285.4 = fmul float %.254.4, %.254.4
  %.286.4 = fsub float %.224.4, %.285.4
  %.287.4 = fmul float %.286.4, 1.000000e+01
  %sunkaddr145 = mul i64 %.161192194, 4
  %sunkaddr146 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr145
  %sunkaddr147 = getelementptr i8, ptr %sunkaddr146, i64 16
  store float %.287.4, ptr %sunkaddr147, align 4
  %sunkaddr148 = mul i64 %.161192194, 4
  %sunkaddr149 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr148
  %sunkaddr150 = getelementptr i8, ptr %sunkaddr149, i64 24
  %.224.5 = load float, ptr %sunkaddr150, align 4
  %sunkaddr151 = mul i64 %.161192194, 4
  %sunkaddr152 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr151
  %sunkaddr153 = getelementptr i8, ptr %sunkaddr152, i64 20
  %.254.5 = load float, ptr %sunkaddr153, align 4
  %.285.5 = fmul float %.254.5, %.254.5
  %.286.5 = fsub float %.224.5, %.285.5
  %.287.5 = fmul float %.286.5, 1.000000e+01
  %sunkaddr154 = mul i64 %.161192194, 4
  %sunkaddr155 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr154
  %sunkaddr156 = getelementptr i8, ptr %sunkaddr155, i64 20
  store float %.287.5, ptr %sunkaddr156, align 4
  %sunkaddr157 = mul i64 %.161192194, 4
  %sunkaddr158 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr157
  %sunkaddr159 = getelementptr i8, ptr %sunkaddr158, i64 28
  %.224.6 = load float, ptr %sunkaddr159, align 4
  %sunkaddr160 = mul i64 %.161192194, 4
  %sunkaddr161 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr160
  %sunkaddr162 = getelementptr i8, ptr %sunkaddr161, i64 24
  %.254.6 = load float, ptr %sunkaddr162, align 4
  %.285.6 = fmul float %.254.6, %.254.6
  %.286.6 = fsub float %.224.6, %.285.6
  %.287.6 = fmul float %.286.6, 1.000000e+01
  %sunkaddr163 = mul i64 %.161192194, 4
  %sunkaddr164 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr163
  %sunkaddr165 = getelementptr i8, ptr %sunkaddr164, i64 24
  store float %.287.6, ptr %sunkaddr165, align 4
  %.168.7 = add nuw nsw i64 %.161192194, 8
  %sunkaddr166 = mul i64 %.161192194, 4
  %sunkaddr167 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr166
  %sunkaddr168 = getelementptr i8, ptr %sunkaddr167, i64 32
  %.224.7 = load float, ptr %sunkaddr168, align 4
  %sunkaddr169 = mul i64 %.161192194, 4
  %sunkaddr170 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr169
  %sunkaddr171 = getelementptr i8, ptr %sunkaddr170, i64 28
  %.254.7 = load float, ptr %sunkaddr171, align 4
  %.285.7 = fmul float %.254.7, %.254.7
  %.286.7 = fsub float %.224.7, %.285.7
  %.287.7 = fmul float %.286.7, 1.000000e+01
  %sunkaddr172 = mul i64 %.161192194, 4
  %sunkaddr173 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr172
  %sunkaddr174 = getelementptr i8, ptr %sunkaddr173, i64 28
  store float %.287.7, ptr %sunkaddr174, align 4
  %exitcond.not.7 = icmp eq i64 %..75, %.168.7
  br i1 %exitcond.not.7, label %B214, label %B104, !llvm.loop !12

common.ret:                                       ; preds = %B0.if.if, %B214
  %common.ret.op = phi i32 [ 0, %B214 ], [ 1, %B0.if.if ]
  ret i32 %common.ret.op

B214:                                             ; preds = %B104, %B104.prol.loopexit, %middle.block, %vec.epilog.middle.block, %B0.endif.endif
  %.353 = load float, ptr %arg.x.4, align 4
  %.354 = fsub float 1.000000e+00, %.353
  %.386 = tail call i64 @llvm.smin.i64(i64 %arg.x.5.0, i64 0)
  %1 = getelementptr float, ptr %.6.i.i, i64 %.75
  %.400 = getelementptr float, ptr %1, i64 %.386
  store float %.354, ptr %.400, align 4
  store ptr %.7.i.i.i, ptr %retptr, align 8
  %retptr.repack179 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack179, align 8
  %retptr.repack181 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %arg.x.5.0, ptr %retptr.repack181, align 8
  %retptr.repack183 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 4, ptr %retptr.repack183, align 8
  %retptr.repack185 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i.i, ptr %retptr.repack185, align 8
  %retptr.repack187 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.x.5.0, ptr %retptr.repack187, align 8
  %retptr.repack189 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 4, ptr %retptr.repack189, align 8
  tail call void @NRT_decref(ptr %arg.x.0)
  br label %common.ret

B0.if.if:                                         ; preds = %B0, %B0.endif.i
  %excinfo.1.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, %B0.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, %B0 ]
  store ptr %excinfo.1.0.ph, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !0
  tail call void @NRT_decref(ptr %arg.x.0), !noalias !0
  %.75 = add nsw i64 %arg.x.5.0, -1
  %.113 = icmp slt i64 %arg.x.5.0, 2
  %..75 = select i1 %.113, i64 0, i64 %.75
  %.155193 = icmp sgt i64 %..75, 0
  br i1 %.155193, label %iter.check, label %B214

iter.check:                                       ; preds = %B0.endif.endif
  %min.iters.check = icmp ult i64 %..75, 8
  br i1 %min.iters.check, label %B104.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %2 = shl i64 %..75, 2
  %scevgep = getelementptr i8, ptr %.6.i.i, i64 %2
  %3 = getelementptr i8, ptr %arg.x.4, i64 %2
  %scevgep11 = getelementptr i8, ptr %3, i64 4
  %bound0 = icmp ult ptr %.6.i.i, %scevgep11
  %bound1 = icmp ult ptr %arg.x.4, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %B104.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %const = bitcast i64 9223372036854775744 to i64
  %min.iters.check12 = icmp ult i64 %..75, 64
  br i1 %min.iters.check12, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %..75, %const
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr175 = mul i64 %index, 4
  %sunkaddr176 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr175
  %sunkaddr177 = getelementptr i8, ptr %sunkaddr176, i64 4
  %wide.load = load <16 x float>, ptr %sunkaddr177, align 4, !alias.scope !14
  %sunkaddr178 = mul i64 %index, 4
  %sunkaddr179 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr178
  %sunkaddr180 = getelementptr i8, ptr %sunkaddr179, i64 68
  %wide.load13 = load <16 x float>, ptr %sunkaddr180, align 4, !alias.scope !14
  %sunkaddr181 = mul i64 %index, 4
  %sunkaddr182 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr181
  %sunkaddr183 = getelementptr i8, ptr %sunkaddr182, i64 132
  %wide.load14 = load <16 x float>, ptr %sunkaddr183, align 4, !alias.scope !14
  %sunkaddr184 = mul i64 %index, 4
  %sunkaddr185 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr184
  %sunkaddr186 = getelementptr i8, ptr %sunkaddr185, i64 196
  %wide.load15 = load <16 x float>, ptr %sunkaddr186, align 4, !alias.scope !14
  %sunkaddr187 = mul i64 %index, 4
  %sunkaddr188 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr187
  %wide.load16 = load <16 x float>, ptr %sunkaddr188, align 4, !alias.scope !14
  %sunkaddr189 = mul i64 %index, 4
  %sunkaddr190 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr189
  %sunkaddr191 = getelementptr i8, ptr %sunkaddr190, i64 64
  %wide.load17 = load <16 x float>, ptr %sunkaddr191, align 4, !alias.scope !14
  %sunkaddr192 = mul i64 %index, 4
  %sunkaddr193 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr192
  %sunkaddr194 = getelementptr i8, ptr %sunkaddr193, i64 128
  %wide.load18 = load <16 x float>, ptr %sunkaddr194, align 4, !alias.scope !14
  %sunkaddr195 = mul i64 %index, 4
  %sunkaddr196 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr195
  %sunkaddr197 = getelementptr i8, ptr %sunkaddr196, i64 192
  %wide.load19 = load <16 x float>, ptr %sunkaddr197, align 4, !alias.scope !14
  %4 = fmul <16 x float> %wide.load16, %wide.load16
  %5 = fmul <16 x float> %wide.load17, %wide.load17
  %6 = fmul <16 x float> %wide.load18, %wide.load18
  %7 = fmul <16 x float> %wide.load19, %wide.load19
  %8 = fsub <16 x float> %wide.load, %4
  %9 = fsub <16 x float> %wide.load13, %5
  %10 = fsub <16 x float> %wide.load14, %6
  %11 = fsub <16 x float> %wide.load15, %7
  %12 = fmul <16 x float> %8, splat (float 1.000000e+01)
  %13 = fmul <16 x float> %9, splat (float 1.000000e+01)
  %14 = fmul <16 x float> %10, splat (float 1.000000e+01)
  %15 = fmul <16 x float> %11, splat (float 1.000000e+01)
  %sunkaddr198 = mul i64 %index, 4
  %sunkaddr199 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr198
  store <16 x float> %12, ptr %sunkaddr199, align 4, !alias.scope !17, !noalias !14
  %sunkaddr200 = mul i64 %index, 4
  %sunkaddr201 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr200
  %sunkaddr202 = getelementptr i8, ptr %sunkaddr201, i64 64
  store <16 x float> %13, ptr %sunkaddr202, align 4, !alias.scope !17, !noalias !14
  %sunkaddr203 = mul i64 %index, 4
  %sunkaddr204 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr203
  %sunkaddr205 = getelementptr i8, ptr %sunkaddr204, i64 128
  store <16 x float> %14, ptr %sunkaddr205, align 4, !alias.scope !17, !noalias !14
  %sunkaddr206 = mul i64 %index, 4
  %sunkaddr207 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr206
  %sunkaddr208 = getelementptr i8, ptr %sunkaddr207, i64 192
  store <16 x float> %15, ptr %sunkaddr208, align 4, !alias.scope !17, !noalias !14
  %index.next = add nuw i64 %index, 64
  %16 = icmp eq i64 %n.vec, %index.next
  br i1 %16, label %middle.block, label %vector.body, !llvm.loop !19

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %..75, %n.vec
  br i1 %cmp.n, label %B214, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %17 = and i64 %..75, 56
  %min.epilog.iters.check = icmp eq i64 %17, 0
  br i1 %min.epilog.iters.check, label %B104.preheader, label %vec.epilog.ph, !prof !21

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %const_mat = add i64 %const, 56
  %n.vec21 = and i64 %..75, %const_mat
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index22 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next25, %vec.epilog.vector.body ]
  %sunkaddr209 = mul i64 %index22, 4
  %sunkaddr210 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr209
  %sunkaddr211 = getelementptr i8, ptr %sunkaddr210, i64 4
  %wide.load23 = load <8 x float>, ptr %sunkaddr211, align 4, !alias.scope !14
  %sunkaddr212 = mul i64 %index22, 4
  %sunkaddr213 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr212
  %wide.load24 = load <8 x float>, ptr %sunkaddr213, align 4, !alias.scope !14
  %18 = fmul <8 x float> %wide.load24, %wide.load24
  %19 = fsub <8 x float> %wide.load23, %18
  %20 = fmul <8 x float> %19, splat (float 1.000000e+01)
  %21 = shl i64 %index22, 2
  %scevgep79 = getelementptr i8, ptr %.6.i.i, i64 %21
  store <8 x float> %20, ptr %scevgep79, align 4, !alias.scope !17, !noalias !14
  %index.next25 = add nuw i64 %index22, 8
  %22 = icmp eq i64 %n.vec21, %index.next25
  br i1 %22, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !22

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n26 = icmp eq i64 %..75, %n.vec21
  br i1 %cmp.n26, label %B214, label %B104.preheader

B104.preheader:                                   ; preds = %vector.memcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %.161192194.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec21, %vec.epilog.middle.block ]
  %xtraiter = and i64 %..75, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B104.prol.loopexit, label %B104.prol.preheader

B104.prol.preheader:                              ; preds = %B104.preheader
  br label %B104.prol

B104.prol:                                        ; preds = %B104.prol.preheader, %B104.prol
  %lsr.iv = phi i64 [ %xtraiter, %B104.prol.preheader ], [ %lsr.iv.next, %B104.prol ]
  %.161192194.prol = phi i64 [ %.168.prol, %B104.prol ], [ %.161192194.ph, %B104.prol.preheader ]
  %.168.prol = add nuw nsw i64 %.161192194.prol, 1
  %sunkaddr214 = mul i64 %.161192194.prol, 4
  %sunkaddr215 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr214
  %sunkaddr216 = getelementptr i8, ptr %sunkaddr215, i64 4
  %.224.prol = load float, ptr %sunkaddr216, align 4
  %sunkaddr217 = mul i64 %.161192194.prol, 4
  %sunkaddr218 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr217
  %.254.prol = load float, ptr %sunkaddr218, align 4
  %.285.prol = fmul float %.254.prol, %.254.prol
  %.286.prol = fsub float %.224.prol, %.285.prol
  %.287.prol = fmul float %.286.prol, 1.000000e+01
  %23 = shl i64 %.161192194.prol, 2
  %scevgep75 = getelementptr i8, ptr %.6.i.i, i64 %23
  store float %.287.prol, ptr %scevgep75, align 4
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.not, label %B104.prol.loopexit, label %B104.prol, !llvm.loop !23

B104.prol.loopexit:                               ; preds = %B104.prol, %B104.preheader
  %.161192194.unr = phi i64 [ %.161192194.ph, %B104.preheader ], [ %.168.prol, %B104.prol ]
  %24 = sub nsw i64 %.161192194.ph, %..75
  %25 = icmp ugt i64 %24, -8
  br i1 %25, label %B214, label %B104.preheader27

B104.preheader27:                                 ; preds = %B104.prol.loopexit
  br label %B104
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

define ptr @_ZN7cpython7kernels13residuals_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.residuals_f32, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.41 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %.100 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !4

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ %.104, %entry.endif.endif.endif.endif.if.endif.endif ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels13residuals_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !4

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels13residuals_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.18 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.19, i8 0, i64 56, i1 false)
  %.23 = call i32 @NRT_adapt_ndarray_from_python(ptr %.18, ptr nonnull %.19)
  %sunkaddr = getelementptr inbounds i8, ptr %.19, i64 24
  %.27 = load i64, ptr %sunkaddr, align 8
  %.28 = icmp ne i64 %.27, 4
  %.29 = icmp ne i32 %.23, 0
  %.30 = or i1 %.29, %.28
  br i1 %.30, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !4

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.34.fca.0.load = load ptr, ptr %.19, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.19, i64 32
  %.34.fca.4.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.19, i64 40
  %.34.fca.5.0.load = load i64, ptr %sunkaddr2, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.41, i8 0, i64 56, i1 false)
  %.47 = call i32 @_ZN7kernels13residuals_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(ptr nonnull %.41, ptr nonnull %excinfo, ptr %.34.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 poison) #2
  %.48 = load ptr, ptr %excinfo, align 8
  %.57.fca.0.load = load ptr, ptr %.41, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.41, i64 8
  %.57.fca.1.load = load ptr, ptr %sunkaddr3, align 8
  %sunkaddr4 = getelementptr inbounds i8, ptr %.41, i64 16
  %.57.fca.2.load = load i64, ptr %sunkaddr4, align 8
  %sunkaddr5 = getelementptr inbounds i8, ptr %.41, i64 24
  %.57.fca.3.load = load i64, ptr %sunkaddr5, align 8
  %sunkaddr6 = getelementptr inbounds i8, ptr %.41, i64 32
  %.57.fca.4.load = load ptr, ptr %sunkaddr6, align 8
  %sunkaddr7 = getelementptr inbounds i8, ptr %.41, i64 40
  %.57.fca.5.0.load = load i64, ptr %sunkaddr7, align 8
  %sunkaddr8 = getelementptr inbounds i8, ptr %.41, i64 48
  %.57.fca.6.0.load = load i64, ptr %sunkaddr8, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %cond = icmp eq i32 %.47, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !25

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.80 = getelementptr i8, ptr %.11, i64 24
  %.81 = load ptr, ptr %.80, align 8
  %.85.not = icmp eq ptr %.81, null
  br i1 %.85.not, label %entry.endif.endif.endif.endif.if.endif.else, label %entry.endif.endif.endif.endif.if.endif.if

entry.endif.endif.endif.endif.if.endif.if:        ; preds = %entry.endif.endif.endif.endif.if.endif
  %.87 = call ptr @PyList_GetItem(ptr nonnull %.81, i64 0)
  br label %entry.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.if.endif.else:      ; preds = %entry.endif.endif.endif.endif.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.`env.consts` is NULL in `read_const`")
  br label %entry.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.if.endif.endif:     ; preds = %entry.endif.endif.endif.endif.if.endif.else, %entry.endif.endif.endif.endif.if.endif.if
  %.82.0 = phi ptr [ %.87, %entry.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.if.endif.else ]
  %.99 = call ptr @numba_unpickle(ptr nonnull @.const.pickledata.dfbcfdd39fcb26f4d0c680954487b8c0b53bb8a3, i32 32, ptr nonnull @.const.pickledata.dfbcfdd39fcb26f4d0c680954487b8c0b53bb8a3.sha1)
  store ptr %.57.fca.0.load, ptr %.100, align 8
  %sunkaddr9 = getelementptr inbounds i8, ptr %.100, i64 8
  store ptr %.57.fca.1.load, ptr %sunkaddr9, align 8
  %sunkaddr10 = getelementptr inbounds i8, ptr %.100, i64 16
  store i64 %.57.fca.2.load, ptr %sunkaddr10, align 8
  %sunkaddr11 = getelementptr inbounds i8, ptr %.100, i64 24
  store i64 %.57.fca.3.load, ptr %sunkaddr11, align 8
  %sunkaddr12 = getelementptr inbounds i8, ptr %.100, i64 32
  store ptr %.57.fca.4.load, ptr %sunkaddr12, align 8
  %sunkaddr13 = getelementptr inbounds i8, ptr %.100, i64 40
  store i64 %.57.fca.5.0.load, ptr %sunkaddr13, align 8
  %sunkaddr14 = getelementptr inbounds i8, ptr %.100, i64 48
  store i64 %.57.fca.6.0.load, ptr %sunkaddr14, align 8
  %.104 = call ptr @NRT_adapt_ndarray_to_python_acqref(ptr nonnull %.100, ptr %.99, i32 1, i32 1, ptr %.82.0)
  call void @NRT_decref(ptr %.57.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.112 = load { ptr, i32, ptr, ptr, i32 }, ptr %.48, align 8
  %.113 = extractvalue { ptr, i32, ptr, ptr, i32 } %.112, 4
  %.114 = icmp sgt i32 %.113, 0
  %.117 = extractvalue { ptr, i32, ptr, ptr, i32 } %.112, 0
  %.119 = extractvalue { ptr, i32, ptr, ptr, i32 } %.112, 1
  br i1 %.114, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.120 = sext i32 %.119 to i64
  %.121 = call ptr @PyBytes_FromStringAndSize(ptr %.117, i64 %.120)
  %.122 = load { ptr, i32, ptr, ptr, i32 }, ptr %.48, align 8
  %.123 = extractvalue { ptr, i32, ptr, ptr, i32 } %.122, 2
  %.125 = extractvalue { ptr, i32, ptr, ptr, i32 } %.122, 3
  %.127 = call ptr %.125(ptr %.123)
  %.128 = icmp eq ptr %.127, null
  br i1 %.128, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !4

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.141 = extractvalue { ptr, i32, ptr, ptr, i32 } %.112, 2
  %.142 = call ptr @numba_unpickle(ptr %.117, i32 %.119, ptr %.141)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.144 = phi ptr [ %.132, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.142, %entry.endif.endif.endif.endif.endif.if.else ]
  %.145.not = icmp eq ptr %.144, null
  br i1 %.145.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !4

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.132 = call ptr @numba_runtime_build_excinfo_struct(ptr %.121, ptr nonnull %.127)
  call void @NRT_Free(ptr nonnull %.48)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.144)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyList_GetItem(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @NRT_adapt_ndarray_to_python_acqref(ptr captures(none), ptr, i32, i32, ptr) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } @cfunc._ZN7kernels13residuals_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.fca.1.gep = getelementptr inbounds nuw i8, ptr %.3, i64 8
  %.fca.2.gep = getelementptr inbounds nuw i8, ptr %.3, i64 16
  %.fca.3.gep = getelementptr inbounds nuw i8, ptr %.3, i64 24
  %.fca.4.gep = getelementptr inbounds nuw i8, ptr %.3, i64 32
  %.fca.5.0.gep = getelementptr inbounds nuw i8, ptr %.3, i64 40
  %.fca.6.0.gep = getelementptr inbounds nuw i8, ptr %.3, i64 48
  %excinfo = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.3, i8 0, i64 56, i1 false)
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels13residuals_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 poison) #2
  %.10 = load ptr, ptr %excinfo, align 8
  %.19.fca.0.load = load ptr, ptr %.3, align 8
  %.19.fca.1.load = load ptr, ptr %.fca.1.gep, align 8
  %.19.fca.2.load = load i64, ptr %.fca.2.gep, align 8
  %.19.fca.3.load = load i64, ptr %.fca.3.gep, align 8
  %.19.fca.4.load = load ptr, ptr %.fca.4.gep, align 8
  %.19.fca.5.0.load = load i64, ptr %.fca.5.0.gep, align 8
  %.19.fca.6.0.load = load i64, ptr %.fca.6.0.gep, align 8
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %.19.fca.0.load, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %.19.fca.1.load, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %.19.fca.2.load, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %.19.fca.3.load, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %.19.fca.4.load, 4
  %.28 = insertvalue [1 x i64] undef, i64 %.19.fca.5.0.load, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.28, 5
  %.30 = insertvalue [1 x i64] undef, i64 %.19.fca.6.0.load, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.30, 6
  %.32 = alloca i32, align 4
  store i32 0, ptr %.32, align 4
  %cond = icmp eq i32 %.9, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !25

entry.if:                                         ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.32)
  call void @PyErr_Clear()
  %.38 = load { ptr, i32, ptr, ptr, i32 }, ptr %.10, align 8
  %.39 = extractvalue { ptr, i32, ptr, ptr, i32 } %.38, 4
  %.40 = icmp sgt i32 %.39, 0
  %.43 = extractvalue { ptr, i32, ptr, ptr, i32 } %.38, 0
  %.45 = extractvalue { ptr, i32, ptr, ptr, i32 } %.38, 1
  br i1 %.40, label %entry.if.if.if, label %entry.if.if.else

common.ret:                                       ; preds = %entry, %.35, %entry.if.if.if.if
  %common.ret.op = phi { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } [ zeroinitializer, %entry.if.if.if.if ], [ %inserted.strides, %.35 ], [ %inserted.strides, %entry ]
  ret { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %common.ret.op

.35:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.83 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.83)
  call void @Py_DecRef(ptr %.83)
  call void @numba_gil_release(ptr nonnull %.32)
  br label %common.ret

entry.if.if.if:                                   ; preds = %entry.if
  %.46 = sext i32 %.45 to i64
  %.47 = call ptr @PyBytes_FromStringAndSize(ptr %.43, i64 %.46)
  %.48 = load { ptr, i32, ptr, ptr, i32 }, ptr %.10, align 8
  %.49 = extractvalue { ptr, i32, ptr, ptr, i32 } %.48, 2
  %.51 = extractvalue { ptr, i32, ptr, ptr, i32 } %.48, 3
  %.53 = call ptr %.51(ptr %.49)
  %.54 = icmp eq ptr %.53, null
  br i1 %.54, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !4

entry.if.if.else:                                 ; preds = %entry.if
  %.67 = extractvalue { ptr, i32, ptr, ptr, i32 } %.38, 2
  %.68 = call ptr @numba_unpickle(ptr %.43, i32 %.45, ptr %.67)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.70 = phi ptr [ %.58, %entry.if.if.if.endif ], [ %.68, %entry.if.if.else ]
  %.71.not = icmp eq ptr %.70, null
  br i1 %.71.not, label %.35, label %entry.if.if.endif.if, !prof !4

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.58 = call ptr @numba_runtime_build_excinfo_struct(ptr %.47, ptr nonnull %.53)
  call void @NRT_Free(ptr nonnull %.10)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.70)
  br label %.35
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
  br i1 %.4, label %common.ret, label %.3.endif, !prof !4

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !4

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !4

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #3

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #4

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline }
attributes #3 = { nounwind }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!19 = distinct !{!19, !13, !20}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = !{!"branch_weights", i32 8, i32 56}
!22 = distinct !{!22, !13, !20}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = !{!"branch_weights", i32 49, i32 1}
