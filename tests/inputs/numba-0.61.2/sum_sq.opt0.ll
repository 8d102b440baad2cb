; ModuleID = 'sum_sq'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139639049996480 = internal constant [76 x i8] c"\80\04\95A\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Erange() arg 3 must not be zero\94\85\94N\87\94."
@.const.pickledata.139639049996480.sha1 = internal constant [20 x i8] c"\CA\8E\FB:r\D6\14\FE\87 2\CC\E3\AC2`\07\A3\07'"
@.const.picklebuf.139639049996480 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([76 x i8], [76 x i8]* @.const.pickledata.139639049996480, i32 0, i32 0), i32 76, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139639049996480.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.sum_sq = internal constant [7 x i8] c"sum_sq\00"
@_ZN08NumbaEnv7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [127 x i8] c"missing Environment: _ZN08NumbaEnv7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
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
@".const.<numba.core.cpu.CPUContext object at 0x7f003ff7e290>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f003ff7e290>\00"

define i32 @_ZN7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture %excinfo, i8* %arg.x.0, i8* %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) {
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
  %s.2 = alloca double, align 8
  store double 0.000000e+00, double* %s.2, align 8
  %.22 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22, align 8
  %.32 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, { i64, i64, i64 }* %.32, align 8
  %.42 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, { i64, i64, i64 }* %.42, align 8
  %.46 = alloca { i64*, i64, i64, i64* }, align 8
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %.46, align 8
  %.55 = alloca i64, align 8
  store i64 0, i64* %.55, align 8
  %.58 = alloca i64, align 8
  store i64 0, i64* %.58, align 8
  %try_state = alloca i64, align 8
  store i64 0, i64* %try_state, align 8
  %"$phi60.0" = alloca { i64*, i64, i64, i64* }, align 8
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %"$phi60.0", align 8
  %.103 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.103, align 8
  %.106 = alloca { i64*, i64, i64, i64* }, align 8
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %.106, align 8
  %.132 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.132, align 8
  %.138 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.138, align 8
  %"$phi62.1" = alloca i64, align 8
  store i64 0, i64* %"$phi62.1", align 8
  %.152 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.152, align 8
  %.182 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.182, align 8
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
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.strides, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %x, align 8
  %.19 = load double, double* %s.2, align 8
  store double 0.000000e+00, double* %s.2, align 8
  %.21 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %x, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.21, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22, align 8
  %.26 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22, i32 0, i32 5
  %.27 = getelementptr inbounds [1 x i64], [1 x i64]* %.26, i32 0, i32 0
  %.28 = load i64, i64* %.27, align 8, !range !0
  %.29 = insertvalue [1 x i64] undef, i64 %.28, 0
  %.30 = extractvalue [1 x i64] %.29, 0
  %.31 = extractvalue [1 x i64] %.29, 0
  store { i64, i64, i64 } zeroinitializer, { i64, i64, i64 }* %.32, align 8
  %.35 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.32, i32 0, i32 0
  store i64 0, i64* %.35, align 8
  %.37 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.32, i32 0, i32 1
  store i64 %.30, i64* %.37, align 8
  %.39 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.32, i32 0, i32 2
  store i64 1, i64* %.39, align 8
  %.41 = load { i64, i64, i64 }, { i64, i64, i64 }* %.32, align 8
  store { i64, i64, i64 } zeroinitializer, { i64, i64, i64 }* %.42, align 8
  store { i64, i64, i64 } %.41, { i64, i64, i64 }* %.42, align 8
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %.46, align 8
  %.49 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.42, i32 0, i32 0
  %.50 = load i64, i64* %.49, align 8
  %.51 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.42, i32 0, i32 1
  %.52 = load i64, i64* %.51, align 8
  %.53 = getelementptr inbounds { i64, i64, i64 }, { i64, i64, i64 }* %.42, i32 0, i32 2
  %.54 = load i64, i64* %.53, align 8
  store i64 %.50, i64* %.55, align 8
  %.60 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.46, i32 0, i32 0
  store i64* %.55, i64** %.60, align 8
  %.62 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.46, i32 0, i32 1
  store i64 %.52, i64* %.62, align 8
  %.64 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.46, i32 0, i32 2
  store i64 %.54, i64* %.64, align 8
  %.66 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.46, i32 0, i32 3
  store i64* %.58, i64** %.66, align 8
  %.68 = sub i64 %.52, %.50
  %.69 = icmp sgt i64 %.68, 0
  %.70 = icmp sgt i64 %.54, 0
  %.71 = xor i1 %.69, %.70
  %.72 = icmp eq i64 %.54, 0
  br i1 %.72, label %B0.if, label %B0.endif, !prof !1

B60:                                              ; preds = %B0.endif.endif, %B62
  %.102 = load { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %"$phi60.0", align 8
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.103, align 8
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %.106, align 8
  store { i64*, i64, i64, i64* } %.102, { i64*, i64, i64, i64* }* %.106, align 8
  %.110 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.106, i32 0, i32 3
  %.111 = load i64*, i64** %.110, align 8
  %.112 = load i64, i64* %.111, align 8
  %.113 = icmp sgt i64 %.112, 0
  %.114 = getelementptr inbounds { i64, i1 }, { i64, i1 }* %.103, i32 0, i32 1
  store i1 %.113, i1* %.114, align 1
  br i1 %.113, label %B60.if, label %B60.endif

B62:                                              ; preds = %B60.endif
  %.148 = load i64, i64* %"$phi62.1", align 8
  %.149 = load i64, i64* %"$phi62.1", align 8
  store i64 0, i64* %"$phi62.1", align 8
  %.151 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %x, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.152, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.151, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.152, align 8
  %.156 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.152, i32 0, i32 5
  %.157 = getelementptr inbounds [1 x i64], [1 x i64]* %.156, i32 0, i32 0
  %.158 = load i64, i64* %.157, align 8, !range !0
  %.159 = insertvalue [1 x i64] undef, i64 %.158, 0
  %.160 = extractvalue [1 x i64] %.159, 0
  %.161 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.152, i32 0, i32 6
  %.162 = load [1 x i64], [1 x i64]* %.161, align 8
  %.163 = extractvalue [1 x i64] %.162, 0
  %.164 = icmp slt i64 %.148, 0
  %.165 = add i64 %.148, %.160
  %.166 = select i1 %.164, i64 %.165, i64 %.148
  %.167 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.152, i32 0, i32 5
  %.168 = getelementptr inbounds [1 x i64], [1 x i64]* %.167, i32 0, i32 0
  %.169 = load i64, i64* %.168, align 8, !range !0
  %.170 = insertvalue [1 x i64] undef, i64 %.169, 0
  %.171 = extractvalue [1 x i64] %.170, 0
  %.172 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.152, i32 0, i32 6
  %.173 = load [1 x i64], [1 x i64]* %.172, align 8
  %.174 = extractvalue [1 x i64] %.173, 0
  %.175 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.152, i32 0, i32 4
  %.176 = load double*, double** %.175, align 8
  %.177 = mul i64 %.166, 1
  %.178 = add i64 0, %.177
  %.179 = getelementptr double, double* %.176, i64 %.178
  %.180 = load double, double* %.179, align 8
  %.181 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %x, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.182, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.181, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.182, align 8
  %.186 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.182, i32 0, i32 5
  %.187 = getelementptr inbounds [1 x i64], [1 x i64]* %.186, i32 0, i32 0
  %.188 = load i64, i64* %.187, align 8, !range !0
  %.189 = insertvalue [1 x i64] undef, i64 %.188, 0
  %.190 = extractvalue [1 x i64] %.189, 0
  %.191 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.182, i32 0, i32 6
  %.192 = load [1 x i64], [1 x i64]* %.191, align 8
  %.193 = extractvalue [1 x i64] %.192, 0
  %.194 = icmp slt i64 %.148, 0
  %.195 = add i64 %.148, %.190
  %.196 = select i1 %.194, i64 %.195, i64 %.148
  %.197 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.182, i32 0, i32 5
  %.198 = getelementptr inbounds [1 x i64], [1 x i64]* %.197, i32 0, i32 0
  %.199 = load i64, i64* %.198, align 8, !range !0
  %.200 = insertvalue [1 x i64] undef, i64 %.199, 0
  %.201 = extractvalue [1 x i64] %.200, 0
  %.202 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.182, i32 0, i32 6
  %.203 = load [1 x i64], [1 x i64]* %.202, align 8
  %.204 = extractvalue [1 x i64] %.203, 0
  %.205 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.182, i32 0, i32 4
  %.206 = load double*, double** %.205, align 8
  %.207 = mul i64 %.196, 1
  %.208 = add i64 0, %.207
  %.209 = getelementptr double, double* %.206, i64 %.208
  %.210 = load double, double* %.209, align 8
  %.211 = fmul double %.180, %.210
  %.212 = load double, double* %s.2, align 8
  %.213 = fadd double %.212, %.211
  %.214 = load double, double* %s.2, align 8
  store double %.213, double* %s.2, align 8
  br label %B60

B106:                                             ; preds = %B60.endif
  %.217 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %x, align 8
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.217, 0
  %extracted.parent.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.217, 1
  %extracted.nitems.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.217, 2
  %extracted.itemsize.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.217, 3
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.217, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.217, 5
  %.218 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.217, 6
  %.219 = extractvalue [1 x i64] %extracted.strides.1, 0
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %x, align 8
  %.222 = load i64, i64* %"$phi62.1", align 8
  store i64 0, i64* %"$phi62.1", align 8
  %.224 = load { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %"$phi60.0", align 8
  %extracted.iter.3 = extractvalue { i64*, i64, i64, i64* } %.224, 0
  %extracted.stop.4 = extractvalue { i64*, i64, i64, i64* } %.224, 1
  %extracted.step.4 = extractvalue { i64*, i64, i64, i64* } %.224, 2
  %extracted.count.3 = extractvalue { i64*, i64, i64, i64* } %.224, 3
  store { i64*, i64, i64, i64* } zeroinitializer, { i64*, i64, i64, i64* }* %"$phi60.0", align 8
  %.226 = load double, double* %s.2, align 8
  %.227 = load double, double* %s.2, align 8
  store double 0.000000e+00, double* %s.2, align 8
  store double %.226, double* %retptr, align 8
  ret i32 0

B0.if:                                            ; preds = %B0
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139639049996480, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  store i64 0, i64* %try_state, align 8
  %.77 = load i64, i64* %try_state, align 8
  %.78 = icmp ugt i64 %.77, 0
  %.79 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  ret i32 1

B0.endif:                                         ; preds = %B0
  br i1 %.71, label %B0.endif.if, label %B0.endif.else

B0.endif.if:                                      ; preds = %B0.endif
  %.82 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.46, i32 0, i32 3
  %.83 = load i64*, i64** %.82, align 8
  store i64 0, i64* %.83, align 8
  br label %B0.endif.endif

B0.endif.else:                                    ; preds = %B0.endif
  %.86 = srem i64 %.68, %.54
  %.87 = sub i64 0, %.86
  %.88 = select i1 %.69, i64 %.86, i64 %.87
  %.89 = icmp sgt i64 %.88, 0
  %.90 = sdiv i64 %.68, %.54
  %.91 = select i1 %.89, i64 1, i64 0
  %.92 = add i64 %.90, %.91
  %.93 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.46, i32 0, i32 3
  %.94 = load i64*, i64** %.93, align 8
  store i64 %.92, i64* %.94, align 8
  br label %B0.endif.endif

B0.endif.endif:                                   ; preds = %B0.endif.else, %B0.endif.if
  %.97 = load { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.46, align 8
  %extracted.start = extractvalue { i64, i64, i64 } %.41, 0
  %extracted.stop = extractvalue { i64, i64, i64 } %.41, 1
  %extracted.step = extractvalue { i64, i64, i64 } %.41, 2
  %extracted.iter = extractvalue { i64*, i64, i64, i64* } %.97, 0
  %extracted.stop.1 = extractvalue { i64*, i64, i64, i64* } %.97, 1
  %extracted.step.1 = extractvalue { i64*, i64, i64, i64* } %.97, 2
  %extracted.count = extractvalue { i64*, i64, i64, i64* } %.97, 3
  %.99 = load { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %"$phi60.0", align 8
  %extracted.iter.1 = extractvalue { i64*, i64, i64, i64* } %.99, 0
  %extracted.stop.2 = extractvalue { i64*, i64, i64, i64* } %.99, 1
  %extracted.step.2 = extractvalue { i64*, i64, i64, i64* } %.99, 2
  %extracted.count.1 = extractvalue { i64*, i64, i64, i64* } %.99, 3
  store { i64*, i64, i64, i64* } %.97, { i64*, i64, i64, i64* }* %"$phi60.0", align 8
  %extracted.iter.2 = extractvalue { i64*, i64, i64, i64* } %.97, 0
  %extracted.stop.3 = extractvalue { i64*, i64, i64, i64* } %.97, 1
  %extracted.step.3 = extractvalue { i64*, i64, i64, i64* } %.97, 2
  %extracted.count.2 = extractvalue { i64*, i64, i64, i64* } %.97, 3
  br label %B60

B60.if:                                           ; preds = %B60
  %.117 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.106, i32 0, i32 0
  %.118 = load i64*, i64** %.117, align 8
  %.119 = load i64, i64* %.118, align 8
  %.120 = getelementptr inbounds { i64, i1 }, { i64, i1 }* %.103, i32 0, i32 0
  store i64 %.119, i64* %.120, align 8
  %.122 = sub nsw i64 %.112, 1
  store i64 %.122, i64* %.111, align 8
  %.124 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.106, i32 0, i32 2
  %.125 = load i64, i64* %.124, align 8
  %.126 = add i64 %.119, %.125
  %.127 = getelementptr inbounds { i64*, i64, i64, i64* }, { i64*, i64, i64, i64* }* %.106, i32 0, i32 0
  %.128 = load i64*, i64** %.127, align 8
  store i64 %.126, i64* %.128, align 8
  br label %B60.endif

B60.endif:                                        ; preds = %B60.if, %B60
  %.131 = load { i64, i1 }, { i64, i1 }* %.103, align 8
  %extracted.first = extractvalue { i64, i1 } %.131, 0
  %extracted.second = extractvalue { i64, i1 } %.131, 1
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.132, align 8
  store { i64, i1 } %.131, { i64, i1 }* %.132, align 8
  %.136 = getelementptr inbounds { i64, i1 }, { i64, i1 }* %.132, i32 0, i32 0
  %.137 = load i64, i64* %.136, align 8
  store { i64, i1 } zeroinitializer, { i64, i1 }* %.138, align 8
  store { i64, i1 } %.131, { i64, i1 }* %.138, align 8
  %.142 = getelementptr inbounds { i64, i1 }, { i64, i1 }* %.138, i32 0, i32 1
  %.143 = load i1, i1* %.142, align 1
  %extracted.first.1 = extractvalue { i64, i1 } %.131, 0
  %extracted.second.1 = extractvalue { i64, i1 } %.131, 1
  %.145 = load i64, i64* %"$phi62.1", align 8
  store i64 %.137, i64* %"$phi62.1", align 8
  br i1 %.143, label %B62, label %B106
}

define i8* @_ZN7cpython7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* %py_closure, i8* %py_args, i8* %py_kws) {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.const.sum_sq, i32 0, i32 0), i64 1, i64 1, i8** %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  store { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } zeroinitializer, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21, align 8
  %.43 = alloca double, align 8
  store double 0.000000e+00, double* %.43, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %entry.if, label %entry.endif, !prof !1

entry.if:                                         ; preds = %entry
  ret i8* null

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.12 = ptrtoint i8* %.11 to i64
  %.13 = add i64 %.12, 16
  %.14 = inttoptr i64 %.13 to i8*
  %.15 = bitcast i8* %.14 to { i8*, i8* }*
  %.16 = icmp eq i8* null, %.11
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !1

arg.end:                                          ; preds = %entry.endif.endif.endif.if
  ret i8* null

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* @PyExc_RuntimeError, i8* getelementptr inbounds ([127 x i8], [127 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i32 0, i32 0))
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
  br i1 %.32, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !1

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i32 0, i32 0))
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.36 = load { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21, align 8
  br i1 %.32, label %entry.endif.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !1

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
  %.49 = call i32 @_ZN7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* %.43, { i8*, i32, i8*, i8*, i32 }** %excinfo, i8* %extracted.meminfo.1, i8* %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, double* %extracted.data.1, i64 %.47, i64 %.48) #0
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
  br i1 %.55, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif, !prof !3

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
  br i1 %.88, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !1

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
  br i1 %.105, label %entry.endif.endif.endif.endif.endif.if.endif.if, label %entry.endif.endif.endif.endif.endif.if.endif.endif, !prof !3

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

define double @cfunc._ZN7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) {
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
  %.9 = call i32 @_ZN7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* %.3, { i8*, i32, i8*, i8*, i32 }** %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.7, i64 %.8) #0
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
  br i1 %.16, label %entry.if, label %entry.endif, !prof !1

entry.if:                                         ; preds = %entry
  call void @numba_gil_ensure(i32* %.21)
  br i1 %.17, label %entry.if.if, label %entry.if.endif

entry.endif:                                      ; preds = %.24, %entry
  ret double %.19

.24:                                              ; preds = %entry.if.endif.endif.endif, %entry.if.endif.endif.if, %entry.if.endif.if, %entry.if.if.endif.endif
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f003ff7e290>", i32 0, i32 0))
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
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

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
  br i1 %.60, label %entry.if.if.endif.if, label %entry.if.if.endif.endif, !prof !3

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
define linkonce_odr void @NRT_decref(i8* %.1) #0 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %.3.if, label %.3.endif, !prof !1

.3.if:                                            ; preds = %.3
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.5.i = sub i64 %.4.i, 1
  %.10 = icmp eq i64 %.5.i, 0
  br i1 %.10, label %.3.endif.if, label %.3.endif.endif, !prof !1

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  call void @NRT_MemInfo_call_dtor(i8* %.1)
  br label %.3.endif.endif

.3.endif.endif:                                   ; preds = %.3.endif.if, %.3.endif
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*)

attributes #0 = { noinline }

!0 = !{i64 0, i64 9223372036854775807}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{i1 true}
!3 = !{!"branch_weights", i32 99, i32 1}
