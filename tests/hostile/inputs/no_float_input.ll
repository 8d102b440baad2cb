; ModuleID = 'int_mean'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140314350810112 = internal constant [69 x i8] c"\80\04\95:\00\00\00\00\00\00\00\8C\08builtins\94\8C\11ZeroDivisionError\94\93\94\8C\10division by zero\94\85\94N\87\94."
@.const.pickledata.140314350810112.sha1 = internal constant [20 x i8] c"\B2\80\08\A0\F8\8B\AD_\F0\F0$>\84\DA\B9\0C\AB\19\B3f"
@.const.picklebuf.140314350810112 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([69 x i8], [69 x i8]* @.const.pickledata.140314350810112, i32 0, i32 0), i32 69, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140314350810112.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.int_mean = internal constant [9 x i8] c"int_mean\00"
@_ZN08NumbaEnv7hostile8int_meanB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7hostile8int_meanB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE" = internal constant [129 x i8] c"missing Environment: _ZN08NumbaEnv7hostile8int_meanB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f9d7b1e8e10>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f9d7b1e8e10>\00"

; Function Attrs: argmemonly nofree norecurse nosync nounwind
define i32 @_ZN7hostile8int_meanB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* nocapture readnone %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, i64* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr #0 {
B0.endif:
  %0 = tail call i64 @llvm.smax.i64(i64 %arg.a.5.0, i64 0)
  %.1133.not = icmp slt i64 %arg.a.5.0, 1
  br i1 %.1133.not, label %B88, label %B62.preheader

B62.preheader:                                    ; preds = %B0.endif
  %min.iters.check = icmp ult i64 %0, 16
  br i1 %min.iters.check, label %B62.preheader15, label %vector.ph

vector.ph:                                        ; preds = %B62.preheader
  %n.vec = and i64 %0, 9223372036854775792
  %1 = add nsw i64 %n.vec, -16
  %2 = lshr exact i64 %1, 4
  %3 = add nuw nsw i64 %2, 1
  %xtraiter = and i64 %3, 7
  %4 = icmp ult i64 %1, 112
  br i1 %4, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %3, 2305843009213693944
  %scevgep45 = getelementptr i64, i64* %arg.a.4, i64 124
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv141 = phi i64 [ %lsr.iv.next142, %vector.body ], [ %unroll_iter, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %vec.phi = phi <4 x i64> [ zeroinitializer, %vector.ph.new ], [ %33, %vector.body ]
  %vec.phi7 = phi <4 x i64> [ zeroinitializer, %vector.ph.new ], [ %34, %vector.body ]
  %vec.phi8 = phi <4 x i64> [ zeroinitializer, %vector.ph.new ], [ %35, %vector.body ]
  %vec.phi9 = phi <4 x i64> [ zeroinitializer, %vector.ph.new ], [ %36, %vector.body ]
  %scevgep129 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep129130 = bitcast i64* %scevgep129 to <4 x i64>*
  %scevgep131 = getelementptr <4 x i64>, <4 x i64>* %scevgep129130, i64 -31
  %wide.load = load <4 x i64>, <4 x i64>* %scevgep131, align 8
  %scevgep138 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep138139 = bitcast i64* %scevgep138 to <4 x i64>*
  %scevgep140 = getelementptr <4 x i64>, <4 x i64>* %scevgep138139, i64 -30
  %wide.load10 = load <4 x i64>, <4 x i64>* %scevgep140, align 8
  %scevgep135 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep135136 = bitcast i64* %scevgep135 to <4 x i64>*
  %scevgep137 = getelementptr <4 x i64>, <4 x i64>* %scevgep135136, i64 -29
  %wide.load11 = load <4 x i64>, <4 x i64>* %scevgep137, align 8
  %scevgep132 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep132133 = bitcast i64* %scevgep132 to <4 x i64>*
  %scevgep134 = getelementptr <4 x i64>, <4 x i64>* %scevgep132133, i64 -28
  %wide.load12 = load <4 x i64>, <4 x i64>* %scevgep134, align 8
  %5 = add <4 x i64> %wide.load, %vec.phi
  %6 = add <4 x i64> %wide.load10, %vec.phi7
  %7 = add <4 x i64> %wide.load11, %vec.phi8
  %8 = add <4 x i64> %wide.load12, %vec.phi9
  %scevgep115 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep115116 = bitcast i64* %scevgep115 to <4 x i64>*
  %scevgep117 = getelementptr <4 x i64>, <4 x i64>* %scevgep115116, i64 -27
  %wide.load.1 = load <4 x i64>, <4 x i64>* %scevgep117, align 8
  %scevgep112 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep112113 = bitcast i64* %scevgep112 to <4 x i64>*
  %scevgep114 = getelementptr <4 x i64>, <4 x i64>* %scevgep112113, i64 -26
  %wide.load10.1 = load <4 x i64>, <4 x i64>* %scevgep114, align 8
  %scevgep109 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep109110 = bitcast i64* %scevgep109 to <4 x i64>*
  %scevgep111 = getelementptr <4 x i64>, <4 x i64>* %scevgep109110, i64 -25
  %wide.load11.1 = load <4 x i64>, <4 x i64>* %scevgep111, align 8
  %scevgep106 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep106107 = bitcast i64* %scevgep106 to <4 x i64>*
  %scevgep108 = getelementptr <4 x i64>, <4 x i64>* %scevgep106107, i64 -24
  %wide.load12.1 = load <4 x i64>, <4 x i64>* %scevgep108, align 8
  %9 = add <4 x i64> %wide.load.1, %5
  %10 = add <4 x i64> %wide.load10.1, %6
  %11 = add <4 x i64> %wide.load11.1, %7
  %12 = add <4 x i64> %wide.load12.1, %8
  %scevgep103 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep103104 = bitcast i64* %scevgep103 to <4 x i64>*
  %scevgep105 = getelementptr <4 x i64>, <4 x i64>* %scevgep103104, i64 -23
  %wide.load.2 = load <4 x i64>, <4 x i64>* %scevgep105, align 8
  %scevgep100 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep100101 = bitcast i64* %scevgep100 to <4 x i64>*
  %scevgep102 = getelementptr <4 x i64>, <4 x i64>* %scevgep100101, i64 -22
  %wide.load10.2 = load <4 x i64>, <4 x i64>* %scevgep102, align 8
  %scevgep97 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep9798 = bitcast i64* %scevgep97 to <4 x i64>*
  %scevgep99 = getelementptr <4 x i64>, <4 x i64>* %scevgep9798, i64 -21
  %wide.load11.2 = load <4 x i64>, <4 x i64>* %scevgep99, align 8
  %scevgep94 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep9495 = bitcast i64* %scevgep94 to <4 x i64>*
  %scevgep96 = getelementptr <4 x i64>, <4 x i64>* %scevgep9495, i64 -20
  %wide.load12.2 = load <4 x i64>, <4 x i64>* %scevgep96, align 8
  %13 = add <4 x i64> %wide.load.2, %9
  %14 = add <4 x i64> %wide.load10.2, %10
  %15 = add <4 x i64> %wide.load11.2, %11
  %16 = add <4 x i64> %wide.load12.2, %12
  %scevgep91 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep9192 = bitcast i64* %scevgep91 to <4 x i64>*
  %scevgep93 = getelementptr <4 x i64>, <4 x i64>* %scevgep9192, i64 -19
  %wide.load.3 = load <4 x i64>, <4 x i64>* %scevgep93, align 8
  %scevgep88 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep8889 = bitcast i64* %scevgep88 to <4 x i64>*
  %scevgep90 = getelementptr <4 x i64>, <4 x i64>* %scevgep8889, i64 -18
  %wide.load10.3 = load <4 x i64>, <4 x i64>* %scevgep90, align 8
  %scevgep85 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep8586 = bitcast i64* %scevgep85 to <4 x i64>*
  %scevgep87 = getelementptr <4 x i64>, <4 x i64>* %scevgep8586, i64 -17
  %wide.load11.3 = load <4 x i64>, <4 x i64>* %scevgep87, align 8
  %scevgep82 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep8283 = bitcast i64* %scevgep82 to <4 x i64>*
  %scevgep84 = getelementptr <4 x i64>, <4 x i64>* %scevgep8283, i64 -16
  %wide.load12.3 = load <4 x i64>, <4 x i64>* %scevgep84, align 8
  %17 = add <4 x i64> %wide.load.3, %13
  %18 = add <4 x i64> %wide.load10.3, %14
  %19 = add <4 x i64> %wide.load11.3, %15
  %20 = add <4 x i64> %wide.load12.3, %16
  %scevgep79 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep7980 = bitcast i64* %scevgep79 to <4 x i64>*
  %scevgep81 = getelementptr <4 x i64>, <4 x i64>* %scevgep7980, i64 -15
  %wide.load.4 = load <4 x i64>, <4 x i64>* %scevgep81, align 8
  %scevgep76 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep7677 = bitcast i64* %scevgep76 to <4 x i64>*
  %scevgep78 = getelementptr <4 x i64>, <4 x i64>* %scevgep7677, i64 -14
  %wide.load10.4 = load <4 x i64>, <4 x i64>* %scevgep78, align 8
  %scevgep73 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep7374 = bitcast i64* %scevgep73 to <4 x i64>*
  %scevgep75 = getelementptr <4 x i64>, <4 x i64>* %scevgep7374, i64 -13
  %wide.load11.4 = load <4 x i64>, <4 x i64>* %scevgep75, align 8
  %scevgep70 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep7071 = bitcast i64* %scevgep70 to <4 x i64>*
  %scevgep72 = getelementptr <4 x i64>, <4 x i64>* %scevgep7071, i64 -12
  %wide.load12.4 = load <4 x i64>, <4 x i64>* %scevgep72, align 8
  %21 = add <4 x i64> %wide.load.4, %17
  %22 = add <4 x i64> %wide.load10.4, %18
  %23 = add <4 x i64> %wide.load11.4, %19
  %24 = add <4 x i64> %wide.load12.4, %20
  %scevgep67 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep6768 = bitcast i64* %scevgep67 to <4 x i64>*
  %scevgep69 = getelementptr <4 x i64>, <4 x i64>* %scevgep6768, i64 -11
  %wide.load.5 = load <4 x i64>, <4 x i64>* %scevgep69, align 8
  %scevgep64 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep6465 = bitcast i64* %scevgep64 to <4 x i64>*
  %scevgep66 = getelementptr <4 x i64>, <4 x i64>* %scevgep6465, i64 -10
  %wide.load10.5 = load <4 x i64>, <4 x i64>* %scevgep66, align 8
  %scevgep61 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep6162 = bitcast i64* %scevgep61 to <4 x i64>*
  %scevgep63 = getelementptr <4 x i64>, <4 x i64>* %scevgep6162, i64 -9
  %wide.load11.5 = load <4 x i64>, <4 x i64>* %scevgep63, align 8
  %scevgep58 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep5859 = bitcast i64* %scevgep58 to <4 x i64>*
  %scevgep60 = getelementptr <4 x i64>, <4 x i64>* %scevgep5859, i64 -8
  %wide.load12.5 = load <4 x i64>, <4 x i64>* %scevgep60, align 8
  %25 = add <4 x i64> %wide.load.5, %21
  %26 = add <4 x i64> %wide.load10.5, %22
  %27 = add <4 x i64> %wide.load11.5, %23
  %28 = add <4 x i64> %wide.load12.5, %24
  %scevgep55 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep5556 = bitcast i64* %scevgep55 to <4 x i64>*
  %scevgep57 = getelementptr <4 x i64>, <4 x i64>* %scevgep5556, i64 -7
  %wide.load.6 = load <4 x i64>, <4 x i64>* %scevgep57, align 8
  %scevgep52 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep5253 = bitcast i64* %scevgep52 to <4 x i64>*
  %scevgep54 = getelementptr <4 x i64>, <4 x i64>* %scevgep5253, i64 -6
  %wide.load10.6 = load <4 x i64>, <4 x i64>* %scevgep54, align 8
  %scevgep49 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep4950 = bitcast i64* %scevgep49 to <4 x i64>*
  %scevgep51 = getelementptr <4 x i64>, <4 x i64>* %scevgep4950, i64 -5
  %wide.load11.6 = load <4 x i64>, <4 x i64>* %scevgep51, align 8
  %scevgep46 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep4647 = bitcast i64* %scevgep46 to <4 x i64>*
  %scevgep48 = getelementptr <4 x i64>, <4 x i64>* %scevgep4647, i64 -4
  %wide.load12.6 = load <4 x i64>, <4 x i64>* %scevgep48, align 8
  %29 = add <4 x i64> %wide.load.6, %25
  %30 = add <4 x i64> %wide.load10.6, %26
  %31 = add <4 x i64> %wide.load11.6, %27
  %32 = add <4 x i64> %wide.load12.6, %28
  %scevgep126 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep126127 = bitcast i64* %scevgep126 to <4 x i64>*
  %scevgep128 = getelementptr <4 x i64>, <4 x i64>* %scevgep126127, i64 -3
  %wide.load.7 = load <4 x i64>, <4 x i64>* %scevgep128, align 8
  %scevgep123 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep123124 = bitcast i64* %scevgep123 to <4 x i64>*
  %scevgep125 = getelementptr <4 x i64>, <4 x i64>* %scevgep123124, i64 -2
  %wide.load10.7 = load <4 x i64>, <4 x i64>* %scevgep125, align 8
  %scevgep120 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep120121 = bitcast i64* %scevgep120 to <4 x i64>*
  %scevgep122 = getelementptr <4 x i64>, <4 x i64>* %scevgep120121, i64 -1
  %wide.load11.7 = load <4 x i64>, <4 x i64>* %scevgep122, align 8
  %scevgep118 = getelementptr i64, i64* %scevgep45, i64 %index
  %scevgep118119 = bitcast i64* %scevgep118 to <4 x i64>*
  %wide.load12.7 = load <4 x i64>, <4 x i64>* %scevgep118119, align 8
  %33 = add <4 x i64> %wide.load.7, %29
  %34 = add <4 x i64> %wide.load10.7, %30
  %35 = add <4 x i64> %wide.load11.7, %31
  %36 = add <4 x i64> %wide.load12.7, %32
  %index.next.7 = add i64 %index, 128
  %lsr.iv.next142 = add i64 %lsr.iv141, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next142, 0
  br i1 %niter.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !0

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa19.ph = phi <4 x i64> [ undef, %vector.ph ], [ %33, %vector.body ]
  %.lcssa18.ph = phi <4 x i64> [ undef, %vector.ph ], [ %34, %vector.body ]
  %.lcssa17.ph = phi <4 x i64> [ undef, %vector.ph ], [ %35, %vector.body ]
  %.lcssa.ph = phi <4 x i64> [ undef, %vector.ph ], [ %36, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %vec.phi.unr = phi <4 x i64> [ zeroinitializer, %vector.ph ], [ %33, %vector.body ]
  %vec.phi7.unr = phi <4 x i64> [ zeroinitializer, %vector.ph ], [ %34, %vector.body ]
  %vec.phi8.unr = phi <4 x i64> [ zeroinitializer, %vector.ph ], [ %35, %vector.body ]
  %vec.phi9.unr = phi <4 x i64> [ zeroinitializer, %vector.ph ], [ %36, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %37 = add nuw nsw i64 %index.unr, 12
  %scevgep33 = getelementptr i64, i64* %arg.a.4, i64 %37
  %38 = shl nuw nsw i64 %xtraiter, 7
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next, %vector.body.epil ]
  %vec.phi.epil = phi <4 x i64> [ %40, %vector.body.epil ], [ %vec.phi.unr, %vector.body.epil.preheader ]
  %vec.phi7.epil = phi <4 x i64> [ %41, %vector.body.epil ], [ %vec.phi7.unr, %vector.body.epil.preheader ]
  %vec.phi8.epil = phi <4 x i64> [ %42, %vector.body.epil ], [ %vec.phi8.unr, %vector.body.epil.preheader ]
  %vec.phi9.epil = phi <4 x i64> [ %43, %vector.body.epil ], [ %vec.phi9.unr, %vector.body.epil.preheader ]
  %39 = bitcast i64* %scevgep33 to i8*
  %uglygep42 = getelementptr i8, i8* %39, i64 %lsr.iv
  %uglygep4243 = bitcast i8* %uglygep42 to <4 x i64>*
  %scevgep44 = getelementptr <4 x i64>, <4 x i64>* %uglygep4243, i64 -3
  %wide.load.epil = load <4 x i64>, <4 x i64>* %scevgep44, align 8
  %uglygep39 = getelementptr i8, i8* %39, i64 %lsr.iv
  %uglygep3940 = bitcast i8* %uglygep39 to <4 x i64>*
  %scevgep41 = getelementptr <4 x i64>, <4 x i64>* %uglygep3940, i64 -2
  %wide.load10.epil = load <4 x i64>, <4 x i64>* %scevgep41, align 8
  %uglygep36 = getelementptr i8, i8* %39, i64 %lsr.iv
  %uglygep3637 = bitcast i8* %uglygep36 to <4 x i64>*
  %scevgep38 = getelementptr <4 x i64>, <4 x i64>* %uglygep3637, i64 -1
  %wide.load11.epil = load <4 x i64>, <4 x i64>* %scevgep38, align 8
  %uglygep = getelementptr i8, i8* %39, i64 %lsr.iv
  %uglygep35 = bitcast i8* %uglygep to <4 x i64>*
  %wide.load12.epil = load <4 x i64>, <4 x i64>* %uglygep35, align 8
  %40 = add <4 x i64> %wide.load.epil, %vec.phi.epil
  %41 = add <4 x i64> %wide.load10.epil, %vec.phi7.epil
  %42 = add <4 x i64> %wide.load11.epil, %vec.phi8.epil
  %43 = add <4 x i64> %wide.load12.epil, %vec.phi9.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 128
  %epil.iter.cmp.not = icmp eq i64 %38, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !2

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %.lcssa19 = phi <4 x i64> [ %.lcssa19.ph, %middle.block.unr-lcssa ], [ %40, %vector.body.epil ]
  %.lcssa18 = phi <4 x i64> [ %.lcssa18.ph, %middle.block.unr-lcssa ], [ %41, %vector.body.epil ]
  %.lcssa17 = phi <4 x i64> [ %.lcssa17.ph, %middle.block.unr-lcssa ], [ %42, %vector.body.epil ]
  %.lcssa = phi <4 x i64> [ %.lcssa.ph, %middle.block.unr-lcssa ], [ %43, %vector.body.epil ]
  %bin.rdx = add <4 x i64> %.lcssa18, %.lcssa19
  %bin.rdx13 = add <4 x i64> %.lcssa17, %bin.rdx
  %bin.rdx14 = add <4 x i64> %.lcssa, %bin.rdx13
  %rdx.shuf = shufflevector <4 x i64> %bin.rdx14, <4 x i64> poison, <4 x i32> <i32 2, i32 3, i32 undef, i32 undef>
  %bin.rdx143 = add <4 x i64> %bin.rdx14, %rdx.shuf
  %rdx.shuf144 = shufflevector <4 x i64> %bin.rdx143, <4 x i64> poison, <4 x i32> <i32 1, i32 undef, i32 undef, i32 undef>
  %bin.rdx145 = add <4 x i64> %bin.rdx143, %rdx.shuf144
  %44 = extractelement <4 x i64> %bin.rdx145, i32 0
  %cmp.n = icmp eq i64 %0, %n.vec
  br i1 %cmp.n, label %B88.loopexit, label %B62.preheader15

B62.preheader15:                                  ; preds = %B62.preheader, %middle.block
  %s.2.06.ph = phi i64 [ 0, %B62.preheader ], [ %44, %middle.block ]
  %.55.04.ph = phi i64 [ 0, %B62.preheader ], [ %n.vec, %middle.block ]
  br label %B62

B62:                                              ; preds = %B62.preheader15, %B62
  %s.2.06 = phi i64 [ %.182, %B62 ], [ %s.2.06.ph, %B62.preheader15 ]
  %.55.04 = phi i64 [ %.126, %B62 ], [ %.55.04.ph, %B62.preheader15 ]
  %.126 = add nuw nsw i64 %.55.04, 1
  %scevgep = getelementptr i64, i64* %arg.a.4, i64 %.55.04
  %.180 = load i64, i64* %scevgep, align 8
  %.182 = add nsw i64 %.180, %s.2.06
  %exitcond.not = icmp eq i64 %0, %.126
  br i1 %exitcond.not, label %B88.loopexit, label %B62, !llvm.loop !4

B88.loopexit:                                     ; preds = %B62, %middle.block
  %.182.lcssa = phi i64 [ %44, %middle.block ], [ %.182, %B62 ]
  %phi.cast = sitofp i64 %.182.lcssa to double
  br label %B88

B88:                                              ; preds = %B88.loopexit, %B0.endif
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %phi.cast, %B88.loopexit ]
  %.209 = icmp eq i64 %arg.a.5.0, 0
  br i1 %.209, label %B88.if, label %B88.endif, !prof !6

common.ret:                                       ; preds = %B88.endif, %B88.if
  %common.ret.op = phi i32 [ 1, %B88.if ], [ 0, %B88.endif ]
  ret i32 %common.ret.op

B88.if:                                           ; preds = %B88
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140314350810112, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B88.endif:                                        ; preds = %B88
  %.208 = sitofp i64 %arg.a.5.0 to double
  %.216 = fdiv double %s.2.0.lcssa, %.208
  store double %.216, double* %retptr, align 8
  br label %common.ret
}

define i8* @_ZN7cpython7hostile8int_meanB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.const.int_mean, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !6

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.67, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7hostile8int_meanB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !6

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([129 x i8], [129 x i8]* @".const.missing Environment: _ZN08NumbaEnv7hostile8int_meanB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %1 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.29 = load i64, i64* %2, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !6

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr2 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr2 to i64**
  %.36.fca.4.load = load i64*, i64** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr3 to i64*
  %.36.fca.5.0.load = load i64, i64* %7, align 8
  store double 0.000000e+00, double* %.43, align 8
  %.49 = call i32 @_ZN7hostile8int_meanB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* poison, i8* poison, i64 poison, i64 poison, i64* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 poison) #1
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
  %8 = icmp sgt i32 %.49, 0
  br i1 %8, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

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
  br i1 %.88, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !6

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.101 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 2
  %.102 = call i8* @numba_unpickle(i8* %.77, i32 %.79, i8* %.101)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.104 = phi i8* [ %.92, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.102, %entry.endif.endif.endif.endif.endif.if.else ]
  %.105.not = icmp eq i8* %.104, null
  br i1 %.105.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !6

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

define double @cfunc._ZN7hostile8int_meanB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.data = extractvalue { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7hostile8int_meanB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* poison, i8* poison, i64 poison, i64 poison, i64* %extracted.data, i64 %.7, i64 poison) #1
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load double, double* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !8

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f9d7b1e8e10>", i64 0, i64 0))
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
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !6

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 2
  %.57 = call i8* @numba_unpickle(i8* %.32, i32 %.34, i8* %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi i8* [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq i8* %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !6

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
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !6

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !6

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

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #4

attributes #0 = { argmemonly nofree norecurse nosync nounwind }
attributes #1 = { noinline }
attributes #2 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { argmemonly nocallback nofree nounwind willreturn writeonly }
attributes #4 = { nocallback nofree nosync nounwind readnone willreturn }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.unroll.disable"}
!4 = distinct !{!4, !5, !1}
!5 = !{!"llvm.loop.unroll.runtime.disable"}
!6 = !{!"branch_weights", i32 1, i32 99}
!7 = !{i1 true}
!8 = !{!"branch_weights", i32 99, i32 1}
