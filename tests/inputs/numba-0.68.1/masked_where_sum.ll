; ModuleID = 'masked_where_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, i32 133, ptr @.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04.sha1, ptr null, i32 0 }
@.const.masked_where_sum = internal constant [17 x i8] c"masked_where_sum\00"
@_ZN08NumbaEnv7kernels16masked_where_sumB3v28B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels16masked_where_sumB3v28B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [170 x i8] c"missing Environment: _ZN08NumbaEnv7kernels16masked_where_sumB3v28B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fbc84514f10B3v59B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v13B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fbc845f9750B3v60B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath19_where_generic_impl12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global ptr null
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np9arraymath10np_asarray12_3clocals_3e4implB3v32B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd27omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj13impl_np_array12_3clocals_3e4implB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd18dtype_28float64_29 = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.21 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.22 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.17 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.21, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.22, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj25ol_numpy_broadcast_shapes12_3clocals_3e4implB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12StarArgTupleI8UniTupleIxLi1EE8UniTupleIxLi1EE8UniTupleIxLi0EEE = common local_unnamed_addr global ptr null
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c, i32 67, ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba4misc7literal19literal_unroll_impl12_3clocals_3e4implB3v35B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12StarArgTupleI8UniTupleIxLi1EE8UniTupleIxLi1EE8UniTupleIxLi0EEE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7listobj6in_seq12_3clocals_3e17seq_contains_implB3v48B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj27numpy_broadcast_shapes_listB3v40B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE = common local_unnamed_addr global ptr null
@.const.pickledata.45973db995be9b89d366284a2ea757604ac903f4 = internal constant [138 x i8] c"\80\04\95\7F\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C#negative dimensions are not allowed\94\85\94\8C\1Bnumpy_broadcast_shapes_list\94\8C\14numba/np/arrayobj.py\94M\22\07\87\94\87\94."
@.const.pickledata.45973db995be9b89d366284a2ea757604ac903f4.sha1 = internal constant [20 x i8] c"E\97=\B9\95\BE\9B\89\D3f(J.\A7W`J\C9\03\F4"
@.const.picklebuf.45973db995be9b89d366284a2ea757604ac903f4 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.45973db995be9b89d366284a2ea757604ac903f4, i32 138, ptr @.const.pickledata.45973db995be9b89d366284a2ea757604ac903f4.sha1, ptr null, i32 0 }
@.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, i32 66, ptr @.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.sha1, ptr null, i32 0 }
@.const.pickledata.e3c0b8e97bfb7cb1de712eaacc9262374e9af6f3 = internal constant [164 x i8] c"\80\04\95\99\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C=shape mismatch: objects cannot be broadcast to a single shape\94\85\94\8C\1Bnumpy_broadcast_shapes_list\94\8C\14numba/np/arrayobj.py\94M(\07\87\94\87\94."
@.const.pickledata.e3c0b8e97bfb7cb1de712eaacc9262374e9af6f3.sha1 = internal constant [20 x i8] c"\E3\C0\B8\E9{\FB|\B1\DEq.\AA\CC\92b7N\9A\F6\F3"
@.const.picklebuf.e3c0b8e97bfb7cb1de712eaacc9262374e9af6f3 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.e3c0b8e97bfb7cb1de712eaacc9262374e9af6f3, i32 164, ptr @.const.pickledata.e3c0b8e97bfb7cb1de712eaacc9262374e9af6f3.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7listobj6in_seq12_3clocals_3e17seq_contains_implB3v49B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj26_default_broadcast_to_implB3v50B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE8UniTupleIxLi1EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath10np_asarray12_3clocals_3e4implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj14_can_broadcastB3v51B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE8UniTupleIxLi1EE = common local_unnamed_addr global ptr null
@.const.pickledata.270c8723ff6de8b219d80de026602a036e0be6fd = internal constant [142 x i8] c"\80\04\95\83\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C4all elements of broadcast shape must be non-negative\94\85\94\8C\0E_can_broadcast\94\8C\14numba/np/arrayobj.py\94M\D5\06\87\94\87\94."
@.const.pickledata.270c8723ff6de8b219d80de026602a036e0be6fd.sha1 = internal constant [20 x i8] c"'\0C\87#\FFm\E8\B2\19\D8\0D\E0&`*\03n\0B\E6\FD"
@.const.picklebuf.270c8723ff6de8b219d80de026602a036e0be6fd = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.270c8723ff6de8b219d80de026602a036e0be6fd, i32 142, ptr @.const.pickledata.270c8723ff6de8b219d80de026602a036e0be6fd.sha1, ptr null, i32 0 }
@.const.pickledata.6fad541cfdf6473a0ac41f07f5ff80c156e68b49 = internal constant [151 x i8] c"\80\04\95\8C\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C=operands could not be broadcast together with remapped shapes\94\85\94\8C\0E_can_broadcast\94\8C\14numba/np/arrayobj.py\94M\E7\06\87\94\87\94."
@.const.pickledata.6fad541cfdf6473a0ac41f07f5ff80c156e68b49.sha1 = internal constant [20 x i8] c"o\ADT\1C\FD\F6G:\0A\C4\1F\07\F5\FF\80\C1V\E6\8BI"
@.const.picklebuf.6fad541cfdf6473a0ac41f07f5ff80c156e68b49 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.6fad541cfdf6473a0ac41f07f5ff80c156e68b49, i32 151, ptr @.const.pickledata.6fad541cfdf6473a0ac41f07f5ff80c156e68b49.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj26_default_broadcast_to_implB3v52B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath10np_asarray12_3clocals_3e4implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj14_can_broadcastB3v53B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE = common local_unnamed_addr global ptr null
@.const.pickledata.6fad541cfdf6473a0ac41f07f5ff80c156e68b49.21 = internal constant [151 x i8] c"\80\04\95\8C\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C=operands could not be broadcast together with remapped shapes\94\85\94\8C\0E_can_broadcast\94\8C\14numba/np/arrayobj.py\94M\E7\06\87\94\87\94."
@.const.pickledata.6fad541cfdf6473a0ac41f07f5ff80c156e68b49.sha1.22 = internal constant [20 x i8] c"o\ADT\1C\FD\F6G:\0A\C4\1F\07\F5\FF\80\C1V\E6\8BI"
@.const.picklebuf.6fad541cfdf6473a0ac41f07f5ff80c156e68b49.17 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.6fad541cfdf6473a0ac41f07f5ff80c156e68b49.21, i32 151, ptr @.const.pickledata.6fad541cfdf6473a0ac41f07f5ff80c156e68b49.sha1.22, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj26_default_broadcast_to_implB3v54B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedE8UniTupleIxLi1EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath10np_asarray12_3clocals_3e4implB3v55B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj14_can_broadcastB3v56B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedE8UniTupleIxLi1EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29 = common local_unnamed_addr global ptr null
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.19 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.20 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.18 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.19, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.20, ptr null, i32 0 }
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.31 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.32 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.30 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.31, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.32, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath25_where_generic_inner_implB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fbc845f8c50B3v61B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEbd = common local_unnamed_addr global ptr null

define range(i32 -1, -2) i32 @_ZN7kernels16masked_where_sumB3v28B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, ptr %arg.y.0, ptr readnone captures(none) %arg.y.1, i64 %arg.y.2, i64 %arg.y.3, ptr readonly captures(none) %arg.y.4, i64 %arg.y.5.0, i64 %arg.y.6.0) local_unnamed_addr {
B128.i:
  %arg.y.5.0.fr = freeze i64 %arg.y.5.0
  %arg.x.5.0.fr = freeze i64 %arg.x.5.0
  %.439 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %excinfo.8 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.439, i8 0, i64 56, i1 false)
  store ptr null, ptr %excinfo.8, align 8
  tail call void @NRT_incref(ptr %arg.x.0)
  tail call void @NRT_incref(ptr %arg.y.0)
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %arg.x.5.0.fr, i32 32), !noalias !0
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif, !prof !7

common.ret:                                       ; preds = %for.end.2.endif, %for.end.1.endif.endif.end...if.if, %for.end.1.endif.endif.endif.endif.endif.endif.if, %for.end.1.endif.endif.endif.endif.endif.if, %for.end.1.if.if, %for.end.endif.endif.endif.endif.endif.if.if, %for.end.endif.endif.endif.endif.if, %for.end.endif.endif.endif.if, %B0.endif.endif.endif.if.if
  %common.ret.op = phi i32 [ 0, %for.end.2.endif ], [ 1, %for.end.1.endif.endif.endif.endif.endif.if ], [ %.447, %for.end.1.if.if ], [ 1, %B0.endif.endif.endif.if.if ], [ 1, %for.end.endif.endif.endif.endif.if ], [ 1, %for.end.1.endif.endif.end...if.if ], [ 1, %for.end.endif.endif.endif.endif.endif.if.if ], [ 1, %for.end.1.endif.endif.endif.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.endif.endif:                       ; preds = %B128.i
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.157146 = icmp sgt i64 %arg.x.5.0.fr, 0
  br i1 %.157146, label %for.body.lr.ph, label %B128.i38

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif
  %.159.not = icmp eq i64 %arg.x.5.0.fr, 1
  br i1 %.159.not, label %for.body.endif.endif.endif, label %iter.check

iter.check:                                       ; preds = %for.body.lr.ph
  %min.iters.check = icmp ult i64 %arg.x.5.0.fr, 8
  br i1 %min.iters.check, label %for.body.endif.endif.endif.us.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %scevgep = getelementptr i8, ptr %.6.i, i64 %arg.x.5.0.fr
  %0 = shl i64 %arg.x.5.0.fr, 3
  %scevgep232 = getelementptr i8, ptr %arg.x.4, i64 %0
  %bound0 = icmp ult ptr %.6.i, %scevgep232
  %bound1 = icmp ult ptr %arg.x.4, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.endif.endif.endif.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %const741 = bitcast i64 9223372036854775776 to i64
  %min.iters.check233 = icmp ult i64 %arg.x.5.0.fr, 32
  br i1 %min.iters.check233, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %arg.x.5.0.fr, %const741
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr = mul i64 %index, 8
  %sunkaddr747 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %wide.load = load <8 x double>, ptr %sunkaddr747, align 8, !alias.scope !8
  %sunkaddr748 = mul i64 %index, 8
  %sunkaddr749 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr748
  %sunkaddr750 = getelementptr i8, ptr %sunkaddr749, i64 64
  %wide.load234 = load <8 x double>, ptr %sunkaddr750, align 8, !alias.scope !8
  %sunkaddr751 = mul i64 %index, 8
  %sunkaddr752 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr751
  %sunkaddr753 = getelementptr i8, ptr %sunkaddr752, i64 128
  %wide.load235 = load <8 x double>, ptr %sunkaddr753, align 8, !alias.scope !8
  %sunkaddr754 = mul i64 %index, 8
  %sunkaddr755 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr754
  %sunkaddr756 = getelementptr i8, ptr %sunkaddr755, i64 192
  %wide.load236 = load <8 x double>, ptr %sunkaddr756, align 8, !alias.scope !8
  %1 = fcmp ogt <8 x double> %wide.load, zeroinitializer
  %2 = fcmp ogt <8 x double> %wide.load234, zeroinitializer
  %3 = fcmp ogt <8 x double> %wide.load235, zeroinitializer
  %4 = fcmp ogt <8 x double> %wide.load236, zeroinitializer
  %5 = zext <8 x i1> %1 to <8 x i8>
  %6 = zext <8 x i1> %2 to <8 x i8>
  %7 = zext <8 x i1> %3 to <8 x i8>
  %8 = zext <8 x i1> %4 to <8 x i8>
  %sunkaddr757 = getelementptr i8, ptr %.6.i, i64 %index
  store <8 x i8> %5, ptr %sunkaddr757, align 1, !alias.scope !11, !noalias !8
  %sunkaddr758 = getelementptr i8, ptr %.6.i, i64 %index
  %sunkaddr759 = getelementptr i8, ptr %sunkaddr758, i64 8
  store <8 x i8> %6, ptr %sunkaddr759, align 1, !alias.scope !11, !noalias !8
  %sunkaddr760 = getelementptr i8, ptr %.6.i, i64 %index
  %sunkaddr761 = getelementptr i8, ptr %sunkaddr760, i64 16
  store <8 x i8> %7, ptr %sunkaddr761, align 1, !alias.scope !11, !noalias !8
  %sunkaddr762 = getelementptr i8, ptr %.6.i, i64 %index
  %sunkaddr763 = getelementptr i8, ptr %sunkaddr762, i64 24
  store <8 x i8> %8, ptr %sunkaddr763, align 1, !alias.scope !11, !noalias !8
  %index.next = add nuw i64 %index, 32
  %9 = icmp eq i64 %n.vec, %index.next
  br i1 %9, label %middle.block, label %vector.body, !llvm.loop !13

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %arg.x.5.0.fr, %n.vec
  br i1 %cmp.n, label %B90.i49, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %10 = and i64 %arg.x.5.0.fr, 24
  %min.epilog.iters.check = icmp eq i64 %10, 0
  br i1 %min.epilog.iters.check, label %for.body.endif.endif.endif.us.preheader, label %vec.epilog.ph, !prof !16

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %const_mat742 = add i64 %const741, 24
  %n.vec238 = and i64 %arg.x.5.0.fr, %const_mat742
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index239 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next241, %vec.epilog.vector.body ]
  %11 = shl i64 %index239, 3
  %scevgep721 = getelementptr i8, ptr %arg.x.4, i64 %11
  %wide.load240 = load <8 x double>, ptr %scevgep721, align 8, !alias.scope !8
  %12 = fcmp ogt <8 x double> %wide.load240, zeroinitializer
  %13 = zext <8 x i1> %12 to <8 x i8>
  %14 = getelementptr i8, ptr %.6.i, i64 %index239
  store <8 x i8> %13, ptr %14, align 1, !alias.scope !11, !noalias !8
  %index.next241 = add nuw i64 %index239, 8
  %15 = icmp eq i64 %n.vec238, %index.next241
  br i1 %15, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !17

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n242 = icmp eq i64 %arg.x.5.0.fr, %n.vec238
  br i1 %cmp.n242, label %B90.i49, label %for.body.endif.endif.endif.us.preheader

for.body.endif.endif.endif.us.preheader:          ; preds = %vector.memcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index148.us.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec238, %vec.epilog.middle.block ]
  %xtraiter = and i64 %arg.x.5.0.fr, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol.preheader

for.body.endif.endif.endif.us.prol.preheader:     ; preds = %for.body.endif.endif.endif.us.preheader
  br label %for.body.endif.endif.endif.us.prol

for.body.endif.endif.endif.us.prol:               ; preds = %for.body.endif.endif.endif.us.prol.preheader, %for.body.endif.endif.endif.us.prol
  %lsr.iv719 = phi i64 [ %xtraiter, %for.body.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next720, %for.body.endif.endif.endif.us.prol ]
  %loop.index148.us.prol = phi i64 [ %.206.us.prol, %for.body.endif.endif.endif.us.prol ], [ %loop.index148.us.ph, %for.body.endif.endif.endif.us.prol.preheader ]
  %16 = shl i64 %loop.index148.us.prol, 3
  %scevgep718 = getelementptr i8, ptr %arg.x.4, i64 %16
  %.167.us.prol = load double, ptr %scevgep718, align 8
  %.5.i18.prol = fcmp ogt double %.167.us.prol, 0.000000e+00
  %.6.i19.prol = zext i1 %.5.i18.prol to i8
  %.204.us.prol = getelementptr i8, ptr %.6.i, i64 %loop.index148.us.prol
  store i8 %.6.i19.prol, ptr %.204.us.prol, align 1
  %.206.us.prol = add nuw nsw i64 %loop.index148.us.prol, 1
  %lsr.iv.next720 = add nsw i64 %lsr.iv719, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next720, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol, !llvm.loop !18

for.body.endif.endif.endif.us.prol.loopexit:      ; preds = %for.body.endif.endif.endif.us.prol, %for.body.endif.endif.endif.us.preheader
  %loop.index148.us.unr = phi i64 [ %loop.index148.us.ph, %for.body.endif.endif.endif.us.preheader ], [ %.206.us.prol, %for.body.endif.endif.endif.us.prol ]
  %17 = sub nsw i64 %loop.index148.us.ph, %arg.x.5.0.fr
  %18 = icmp ugt i64 %17, -8
  br i1 %18, label %B90.i49, label %for.body.endif.endif.endif.us.preheader446

for.body.endif.endif.endif.us.preheader446:       ; preds = %for.body.endif.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.endif.us

for.body.endif.endif.endif.us:                    ; preds = %for.body.endif.endif.endif.us.preheader446, %for.body.endif.endif.endif.us
  %loop.index148.us = phi i64 [ %.206.us.7, %for.body.endif.endif.endif.us ], [ %loop.index148.us.unr, %for.body.endif.endif.endif.us.preheader446 ]
  %sunkaddr764 = mul i64 %loop.index148.us, 8
  %sunkaddr765 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr764
  %.167.us = load double, ptr %sunkaddr765, align 8
  %.5.i18 = fcmp ogt double %.167.us, 0.000000e+00
  %.6.i19 = zext i1 %.5.i18 to i8
  %sunkaddr766 = getelementptr i8, ptr %.6.i, i64 %loop.index148.us
  store i8 %.6.i19, ptr %sunkaddr766, align 1
  %sunkaddr767 = mul i64 %loop.index148.us, 8
  %sunkaddr768 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr767
  %sunkaddr769 = getelementptr i8, ptr %sunkaddr768, i64 8
  %.167.us.1 = load double, ptr %sunkaddr769, align 8
  %.5.i18.1 = fcmp ogt double %.167.us.1, 0.000000e+00
  %.6.i19.1 = zext i1 %.5.i18.1 to i8
  %sunkaddr770 = getelementptr i8, ptr %.6.i, i64 %loop.index148.us
  %sunkaddr771 = getelementptr i8, ptr %sunkaddr770, i64 1
  store i8 %.6.i19.1, ptr %sunkaddr771, align 1
  %sunkaddr772 = mul i64 %loop.index148.us, 8
  %sunkaddr773 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr772
  %sunkaddr774 = getelementptr i8, ptr %sunkaddr773, i64 16
  %.167.us.2 = load double, ptr %sunkaddr774, align 8
  %.5.i18.2 = fcmp ogt double %.167.us.2, 0.000000e+00
  %.6.i19.2 = zext i1 %.5.i18.2 to i8
  %sunkaddr775 = getelementptr i8, ptr %.6.i, i64 %loop.index148.us
  %sunkaddr776 = getelementptr i8, ptr %sunkaddr775, i64 2
  store i8 %.6.i19.2, ptr %sunkaddr776, align 1
  %sunkaddr777 = mul i64 %loop.index148.us, 8
  %sunkaddr778 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr777
  %sunkaddr779 = getelementptr i8, ptr %sunkaddr778, i64 24
  %.167.us.3 = load double, ptr %sunkaddr779, align 8
  %.5.i18.3 = fcmp ogt double %.167.us.3, 0.000000e+00
  %.6.i19.3 = zext i1 %.5.i18.3 to i8
  %sunkaddr780 = getelementptr i8, ptr %.6.i, i64 %loop.index148.us
  %sunkaddr781 = getelementptr i8, ptr %sunkaddr780, i64 3
  store i8 %.6.i19.3, ptr %sunkaddr781, align 1
  %sunkaddr782 = mul i64 %loop.index148.us, 8
  %sunkaddr783 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr782
  %sunkaddr784 = getelementptr i8, ptr %sunkaddr783, i64 32
  %.167.us.4 = load double, ptr %sunkaddr784, align 8
  %.5.i18.4 = fcmp ogt double %.167.us.4, 0.000000e+00
  %.6.i19.4 = zext i1 %.5.i18.4 to i8
  %sunkaddr785 = getelementptr i8, ptr %.6.i, i64 %loop.index148.us
  %sunkaddr786 = getelementptr i8, ptr %sunkaddr785, i64 4
  store i8 %.6.i19.4, ptr %sunkaddr786, align 1
  %sunkaddr787 = mul i64 %loop.index148.us, 8
  %sunkaddr788 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr787
  %sunkaddr789 = getelementptr i8, ptr %sunkaddr788, i64 40
  %.167.us.5 = load double, ptr %sunkaddr789, align 8
  %.5.i18.5 = fcmp ogt double %.167.us.5, 0.000000e+00
  %.6.i19.5 = zext i1 %.5.i18.5 to i8
  %sunkaddr790 = getelementptr i8, ptr %.6.i, i64 %loop.index148.us
  %sunkaddr791 = getelementptr i8, ptr %sunkaddr790, i64 5
  store i8 %.6.i19.5, ptr %sunkaddr791, align 1
  %sunkaddr792 = mul i64 %loop.index148.us, 8
  %sunkaddr793 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr792
  %sunkaddr794 = getelementptr i8, ptr %sunkaddr793, i64 48
  %.167.us.6 = load double, ptr %sunkaddr794, align 8
  %.5.i18.6 = fcmp ogt double %.167.us.6, 0.000000e+00
  %.6.i19.6 = zext i1 %.5.i18.6 to i8
  %sunkaddr795 = getelementptr i8, ptr %.6.i, i64 %loop.index148.us
  %sunkaddr796 = getelementptr i8, ptr %sunkaddr795, i64 6
  store i8 %.6.i19.6, ptr %sunkaddr796, align 1
  %sunkaddr797 = mul i64 %loop.index148.us, 8
  %sunkaddr798 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr797
  %sunkaddr799 = getelementptr i8, ptr %sunkaddr798, i64 56
  %.167.us.7 = load double, ptr %sunkaddr799, align 8
  %.5.i18.7 = fcmp ogt double %.167.us.7, 0.000000e+00
  %.6.i19.7 = zext i1 %.5.i18.7 to i8
  %sunkaddr800 = getelementptr i8, ptr %.6.i, i64 %loop.index148.us
  %sunkaddr801 = getelementptr i8, ptr %sunkaddr800, i64 7
  store i8 %.6.i19.7, ptr %sunkaddr801, align 1
  %.206.us.7 = add nuw nsw i64 %loop.index148.us, 8
  %exitcond190.not.7 = icmp eq i64 %arg.x.5.0.fr, %.206.us.7
  br i1 %exitcond190.not.7, label %B90.i49, label %for.body.endif.endif.endif.us, !llvm.loop !20

B0.endif.endif.endif.if.if:                       ; preds = %B128.i
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

B128.i38:                                         ; preds = %for.body.endif.endif.endif, %B0.endif.endif.endif.endif
  %.101.not.i39 = icmp eq i64 %arg.x.5.0.fr, 1
  br i1 %.101.not.i39, label %B128.i58, label %B90.i49

for.body.endif.endif.endif:                       ; preds = %for.body.lr.ph
  %.167 = load double, ptr %arg.x.4, align 8
  %.5.i20 = fcmp ogt double %.167, 0.000000e+00
  %.6.i21 = zext i1 %.5.i20 to i8
  store i8 %.6.i21, ptr %.6.i, align 1
  br label %B128.i38

B90.i49:                                          ; preds = %for.body.endif.endif.endif.us, %for.body.endif.endif.endif.us.prol.loopexit, %middle.block, %vec.epilog.middle.block, %B128.i38
  %.71.i50 = icmp ne i64 %arg.y.5.0.fr, %arg.x.5.0.fr
  %.76.i51 = icmp ne i64 %arg.y.5.0.fr, 1
  %or.cond.i52 = and i1 %.76.i51, %.71.i50
  br i1 %or.cond.i52, label %for.end.endif.endif.endif.if, label %B150.i53

B128.i58:                                         ; preds = %B128.i38
  %.101.not.i59 = icmp eq i64 %arg.y.5.0.fr, 1
  br i1 %.101.not.i59, label %for.end.endif.endif.endif.endif.endif, label %B150.i53

B150.i53:                                         ; preds = %B128.i58, %B90.i49
  %dest_shape.1.1 = phi i64 [ %arg.x.5.0.fr, %B90.i49 ], [ %arg.y.5.0.fr, %B128.i58 ]
  %const745 = bitcast i64 -1152921504606846976 to i64
  %const743 = bitcast i64 -2305843009213693952 to i64
  %19 = add i64 %dest_shape.1.1, %const745
  %.316 = icmp ult i64 %19, %const743
  br i1 %.316, label %for.end.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif, !prof !21

for.end.endif.endif.endif.if:                     ; preds = %B90.i49
  store ptr @.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, ptr %excinfo, align 8, !numba_exception_output !22
  br label %common.ret

for.end.endif.endif.endif.endif.if:               ; preds = %B150.i53
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !22
  br label %common.ret

for.end.endif.endif.endif.endif.endif:            ; preds = %B128.i58, %B150.i53
  %dest_shape.1.1220 = phi i64 [ %dest_shape.1.1, %B150.i53 ], [ 1, %B128.i58 ]
  %.315 = shl nsw i64 %dest_shape.1.1220, 3
  %.7.i.i62 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.315, i32 32), !noalias !23
  %.8.i.i63 = icmp eq ptr %.7.i.i62, null
  br i1 %.8.i.i63, label %for.end.endif.endif.endif.endif.endif.if.if, label %for.end.endif.endif.endif.endif.endif.endif, !prof !7

for.end.endif.endif.endif.endif.endif.endif:      ; preds = %for.end.endif.endif.endif.endif.endif
  %const = bitcast i64 9223372036854775776 to i64
  %.5.i68 = getelementptr i8, ptr %.7.i.i62, i64 24
  %.6.i69 = load ptr, ptr %.5.i68, align 8
  %.386149 = icmp sgt i64 %dest_shape.1.1220, 0
  br i1 %.386149, label %for.body.1.lr.ph, label %for.end.1

for.body.1.lr.ph:                                 ; preds = %for.end.endif.endif.endif.endif.endif.endif
  %.388 = icmp ugt i64 %arg.x.5.0.fr, 1
  br i1 %.388, label %for.body.1.lr.ph.split.us, label %for.body.1.lr.ph.split

for.body.1.lr.ph.split.us:                        ; preds = %for.body.1.lr.ph
  %20 = icmp ugt i64 %arg.y.5.0.fr, 1
  br i1 %20, label %iter.check381, label %iter.check340

iter.check340:                                    ; preds = %for.body.1.lr.ph.split.us
  %21 = icmp ult i64 %dest_shape.1.1220, 4
  br i1 %21, label %for.body.1.endif.endif.endif.us.preheader, label %vector.memcheck327

vector.memcheck327:                               ; preds = %iter.check340
  %22 = shl i64 %dest_shape.1.1220, 3
  %scevgep328 = getelementptr i8, ptr %.6.i69, i64 %22
  %scevgep329 = getelementptr i8, ptr %arg.x.4, i64 %22
  %scevgep330 = getelementptr i8, ptr %arg.y.4, i64 8
  %bound0331 = icmp ult ptr %.6.i69, %scevgep329
  %bound1332 = icmp ult ptr %arg.x.4, %scevgep328
  %found.conflict333 = and i1 %bound0331, %bound1332
  %bound0334 = icmp ult ptr %.6.i69, %scevgep330
  %bound1335 = icmp ult ptr %arg.y.4, %scevgep328
  %found.conflict336 = and i1 %bound0334, %bound1335
  %conflict.rdx337 = or i1 %found.conflict333, %found.conflict336
  br i1 %conflict.rdx337, label %for.body.1.endif.endif.endif.us.preheader, label %vector.main.loop.iter.check342

vector.main.loop.iter.check342:                   ; preds = %vector.memcheck327
  %min.iters.check341 = icmp ult i64 %dest_shape.1.1220, 32
  br i1 %min.iters.check341, label %vec.epilog.ph361, label %vector.ph343

vector.ph343:                                     ; preds = %vector.main.loop.iter.check342
  %n.vec345 = and i64 %dest_shape.1.1220, %const
  %23 = load double, ptr %arg.y.4, align 8, !alias.scope !30
  %broadcast.splatinsert352 = insertelement <8 x double> poison, double %23, i64 0
  %broadcast.splat353 = shufflevector <8 x double> %broadcast.splatinsert352, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body346

vector.body346:                                   ; preds = %vector.body346, %vector.ph343
  %index347 = phi i64 [ 0, %vector.ph343 ], [ %index.next354, %vector.body346 ]
  %sunkaddr802 = mul i64 %index347, 8
  %sunkaddr803 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr802
  %wide.load348 = load <8 x double>, ptr %sunkaddr803, align 8, !alias.scope !33
  %sunkaddr804 = mul i64 %index347, 8
  %sunkaddr805 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr804
  %sunkaddr806 = getelementptr i8, ptr %sunkaddr805, i64 64
  %wide.load349 = load <8 x double>, ptr %sunkaddr806, align 8, !alias.scope !33
  %sunkaddr807 = mul i64 %index347, 8
  %sunkaddr808 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr807
  %sunkaddr809 = getelementptr i8, ptr %sunkaddr808, i64 128
  %wide.load350 = load <8 x double>, ptr %sunkaddr809, align 8, !alias.scope !33
  %sunkaddr810 = mul i64 %index347, 8
  %sunkaddr811 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr810
  %sunkaddr812 = getelementptr i8, ptr %sunkaddr811, i64 192
  %wide.load351 = load <8 x double>, ptr %sunkaddr812, align 8, !alias.scope !33
  %24 = fmul <8 x double> %wide.load348, %broadcast.splat353
  %25 = fmul <8 x double> %wide.load349, %broadcast.splat353
  %26 = fmul <8 x double> %wide.load350, %broadcast.splat353
  %27 = fmul <8 x double> %wide.load351, %broadcast.splat353
  %sunkaddr813 = mul i64 %index347, 8
  %sunkaddr814 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr813
  store <8 x double> %24, ptr %sunkaddr814, align 8, !alias.scope !35, !noalias !37
  %sunkaddr815 = mul i64 %index347, 8
  %sunkaddr816 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr815
  %sunkaddr817 = getelementptr i8, ptr %sunkaddr816, i64 64
  store <8 x double> %25, ptr %sunkaddr817, align 8, !alias.scope !35, !noalias !37
  %sunkaddr818 = mul i64 %index347, 8
  %sunkaddr819 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr818
  %sunkaddr820 = getelementptr i8, ptr %sunkaddr819, i64 128
  store <8 x double> %26, ptr %sunkaddr820, align 8, !alias.scope !35, !noalias !37
  %sunkaddr821 = mul i64 %index347, 8
  %sunkaddr822 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr821
  %sunkaddr823 = getelementptr i8, ptr %sunkaddr822, i64 192
  store <8 x double> %27, ptr %sunkaddr823, align 8, !alias.scope !35, !noalias !37
  %index.next354 = add nuw i64 %index347, 32
  %28 = icmp eq i64 %n.vec345, %index.next354
  br i1 %28, label %middle.block355, label %vector.body346, !llvm.loop !38

middle.block355:                                  ; preds = %vector.body346
  %cmp.n356 = icmp eq i64 %dest_shape.1.1220, %n.vec345
  br i1 %cmp.n356, label %for.end.1, label %vec.epilog.iter.check359

vec.epilog.iter.check359:                         ; preds = %middle.block355
  %29 = and i64 %dest_shape.1.1220, 28
  %min.epilog.iters.check360 = icmp eq i64 %29, 0
  br i1 %min.epilog.iters.check360, label %for.body.1.endif.endif.endif.us.preheader, label %vec.epilog.ph361, !prof !39

vec.epilog.ph361:                                 ; preds = %vector.main.loop.iter.check342, %vec.epilog.iter.check359
  %vec.epilog.resume.val357 = phi i64 [ %n.vec345, %vec.epilog.iter.check359 ], [ 0, %vector.main.loop.iter.check342 ]
  %const_mat737 = add i64 %const, 28
  %n.vec363 = and i64 %dest_shape.1.1220, %const_mat737
  %30 = load double, ptr %arg.y.4, align 8, !alias.scope !30
  %broadcast.splatinsert367 = insertelement <4 x double> poison, double %30, i64 0
  %broadcast.splat368 = shufflevector <4 x double> %broadcast.splatinsert367, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body364

vec.epilog.vector.body364:                        ; preds = %vec.epilog.vector.body364, %vec.epilog.ph361
  %index365 = phi i64 [ %vec.epilog.resume.val357, %vec.epilog.ph361 ], [ %index.next369, %vec.epilog.vector.body364 ]
  %31 = shl i64 %index365, 3
  %scevgep587 = getelementptr i8, ptr %arg.x.4, i64 %31
  %wide.load366 = load <4 x double>, ptr %scevgep587, align 8, !alias.scope !33
  %32 = fmul <4 x double> %wide.load366, %broadcast.splat368
  %33 = shl i64 %index365, 3
  %scevgep586 = getelementptr i8, ptr %.6.i69, i64 %33
  store <4 x double> %32, ptr %scevgep586, align 8, !alias.scope !35, !noalias !37
  %index.next369 = add nuw i64 %index365, 4
  %34 = icmp eq i64 %n.vec363, %index.next369
  br i1 %34, label %vec.epilog.middle.block370, label %vec.epilog.vector.body364, !llvm.loop !40

vec.epilog.middle.block370:                       ; preds = %vec.epilog.vector.body364
  %cmp.n371 = icmp eq i64 %dest_shape.1.1220, %n.vec363
  br i1 %cmp.n371, label %for.end.1, label %for.body.1.endif.endif.endif.us.preheader

for.body.1.endif.endif.endif.us.preheader:        ; preds = %vector.memcheck327, %iter.check340, %vec.epilog.iter.check359, %vec.epilog.middle.block370
  %loop.index.1152.us.ph = phi i64 [ 0, %iter.check340 ], [ 0, %vector.memcheck327 ], [ %n.vec345, %vec.epilog.iter.check359 ], [ %n.vec363, %vec.epilog.middle.block370 ]
  %35 = sub nsw i64 %dest_shape.1.1220, %loop.index.1152.us.ph
  %xtraiter424 = and i64 %35, 7
  %lcmp.mod425.not = icmp eq i64 %xtraiter424, 0
  br i1 %lcmp.mod425.not, label %for.body.1.endif.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.prol.preheader

for.body.1.endif.endif.endif.us.prol.preheader:   ; preds = %for.body.1.endif.endif.endif.us.preheader
  br label %for.body.1.endif.endif.endif.us.prol

for.body.1.endif.endif.endif.us.prol:             ; preds = %for.body.1.endif.endif.endif.us.prol.preheader, %for.body.1.endif.endif.endif.us.prol
  %lsr.iv584 = phi i64 [ %xtraiter424, %for.body.1.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next585, %for.body.1.endif.endif.endif.us.prol ]
  %loop.index.1152.us.prol = phi i64 [ %.434.us.prol, %for.body.1.endif.endif.endif.us.prol ], [ %loop.index.1152.us.ph, %for.body.1.endif.endif.endif.us.prol.preheader ]
  %36 = shl i64 %loop.index.1152.us.prol, 3
  %scevgep583 = getelementptr i8, ptr %arg.x.4, i64 %36
  %.396.us.prol = load double, ptr %scevgep583, align 8
  %.405.us.prol = load double, ptr %arg.y.4, align 8
  %.6.i71.prol = fmul double %.396.us.prol, %.405.us.prol
  %37 = shl i64 %loop.index.1152.us.prol, 3
  %scevgep582 = getelementptr i8, ptr %.6.i69, i64 %37
  store double %.6.i71.prol, ptr %scevgep582, align 8
  %.434.us.prol = add nuw i64 %loop.index.1152.us.prol, 1
  %lsr.iv.next585 = add nsw i64 %lsr.iv584, -1
  %prol.iter426.cmp.not = icmp eq i64 %lsr.iv.next585, 0
  br i1 %prol.iter426.cmp.not, label %for.body.1.endif.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.prol, !llvm.loop !41

for.body.1.endif.endif.endif.us.prol.loopexit:    ; preds = %for.body.1.endif.endif.endif.us.prol, %for.body.1.endif.endif.endif.us.preheader
  %loop.index.1152.us.unr = phi i64 [ %loop.index.1152.us.ph, %for.body.1.endif.endif.endif.us.preheader ], [ %.434.us.prol, %for.body.1.endif.endif.endif.us.prol ]
  %38 = sub nsw i64 %loop.index.1152.us.ph, %dest_shape.1.1220
  %39 = icmp ugt i64 %38, -8
  br i1 %39, label %for.end.1, label %for.body.1.endif.endif.endif.us.preheader440

for.body.1.endif.endif.endif.us.preheader440:     ; preds = %for.body.1.endif.endif.endif.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.us

iter.check381:                                    ; preds = %for.body.1.lr.ph.split.us
  %40 = icmp ult i64 %dest_shape.1.1220, 4
  br i1 %40, label %for.body.1.endif.endif.endif.us.us.preheader, label %vector.memcheck373

vector.memcheck373:                               ; preds = %iter.check381
  %41 = ptrtoint ptr %.6.i69 to i64
  %42 = ptrtoint ptr %arg.x.4 to i64
  %43 = ptrtoint ptr %arg.y.4 to i64
  %44 = sub i64 %41, %42
  %diff.check = icmp ult i64 %44, 256
  %45 = sub i64 %41, %43
  %diff.check377 = icmp ult i64 %45, 256
  %conflict.rdx378 = or i1 %diff.check, %diff.check377
  br i1 %conflict.rdx378, label %for.body.1.endif.endif.endif.us.us.preheader, label %vector.main.loop.iter.check383

vector.main.loop.iter.check383:                   ; preds = %vector.memcheck373
  %min.iters.check382 = icmp ult i64 %dest_shape.1.1220, 32
  br i1 %min.iters.check382, label %vec.epilog.ph404, label %vector.ph384

vector.ph384:                                     ; preds = %vector.main.loop.iter.check383
  %n.vec386 = and i64 %dest_shape.1.1220, %const
  br label %vector.body387

vector.body387:                                   ; preds = %vector.body387, %vector.ph384
  %index388 = phi i64 [ 0, %vector.ph384 ], [ %index.next397, %vector.body387 ]
  %sunkaddr824 = mul i64 %index388, 8
  %sunkaddr825 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr824
  %wide.load389 = load <8 x double>, ptr %sunkaddr825, align 8
  %sunkaddr826 = mul i64 %index388, 8
  %sunkaddr827 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr826
  %sunkaddr828 = getelementptr i8, ptr %sunkaddr827, i64 64
  %wide.load390 = load <8 x double>, ptr %sunkaddr828, align 8
  %sunkaddr829 = mul i64 %index388, 8
  %sunkaddr830 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr829
  %sunkaddr831 = getelementptr i8, ptr %sunkaddr830, i64 128
  %wide.load391 = load <8 x double>, ptr %sunkaddr831, align 8
  %sunkaddr832 = mul i64 %index388, 8
  %sunkaddr833 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr832
  %sunkaddr834 = getelementptr i8, ptr %sunkaddr833, i64 192
  %wide.load392 = load <8 x double>, ptr %sunkaddr834, align 8
  %sunkaddr835 = mul i64 %index388, 8
  %sunkaddr836 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr835
  %wide.load393 = load <8 x double>, ptr %sunkaddr836, align 8
  %sunkaddr837 = mul i64 %index388, 8
  %sunkaddr838 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr837
  %sunkaddr839 = getelementptr i8, ptr %sunkaddr838, i64 64
  %wide.load394 = load <8 x double>, ptr %sunkaddr839, align 8
  %sunkaddr840 = mul i64 %index388, 8
  %sunkaddr841 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr840
  %sunkaddr842 = getelementptr i8, ptr %sunkaddr841, i64 128
  %wide.load395 = load <8 x double>, ptr %sunkaddr842, align 8
  %sunkaddr843 = mul i64 %index388, 8
  %sunkaddr844 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr843
  %sunkaddr845 = getelementptr i8, ptr %sunkaddr844, i64 192
  %wide.load396 = load <8 x double>, ptr %sunkaddr845, align 8
  %46 = fmul <8 x double> %wide.load389, %wide.load393
  %47 = fmul <8 x double> %wide.load390, %wide.load394
  %48 = fmul <8 x double> %wide.load391, %wide.load395
  %49 = fmul <8 x double> %wide.load392, %wide.load396
  %sunkaddr846 = mul i64 %index388, 8
  %sunkaddr847 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr846
  store <8 x double> %46, ptr %sunkaddr847, align 8
  %sunkaddr848 = mul i64 %index388, 8
  %sunkaddr849 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr848
  %sunkaddr850 = getelementptr i8, ptr %sunkaddr849, i64 64
  store <8 x double> %47, ptr %sunkaddr850, align 8
  %sunkaddr851 = mul i64 %index388, 8
  %sunkaddr852 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr851
  %sunkaddr853 = getelementptr i8, ptr %sunkaddr852, i64 128
  store <8 x double> %48, ptr %sunkaddr853, align 8
  %sunkaddr854 = mul i64 %index388, 8
  %sunkaddr855 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr854
  %sunkaddr856 = getelementptr i8, ptr %sunkaddr855, i64 192
  store <8 x double> %49, ptr %sunkaddr856, align 8
  %index.next397 = add nuw i64 %index388, 32
  %50 = icmp eq i64 %n.vec386, %index.next397
  br i1 %50, label %middle.block398, label %vector.body387, !llvm.loop !42

middle.block398:                                  ; preds = %vector.body387
  %cmp.n399 = icmp eq i64 %dest_shape.1.1220, %n.vec386
  br i1 %cmp.n399, label %for.end.1, label %vec.epilog.iter.check402

vec.epilog.iter.check402:                         ; preds = %middle.block398
  %51 = and i64 %dest_shape.1.1220, 28
  %min.epilog.iters.check403 = icmp eq i64 %51, 0
  br i1 %min.epilog.iters.check403, label %for.body.1.endif.endif.endif.us.us.preheader, label %vec.epilog.ph404, !prof !39

vec.epilog.ph404:                                 ; preds = %vector.main.loop.iter.check383, %vec.epilog.iter.check402
  %vec.epilog.resume.val400 = phi i64 [ %n.vec386, %vec.epilog.iter.check402 ], [ 0, %vector.main.loop.iter.check383 ]
  %const_mat738 = add i64 %const, 28
  %n.vec406 = and i64 %dest_shape.1.1220, %const_mat738
  br label %vec.epilog.vector.body407

vec.epilog.vector.body407:                        ; preds = %vec.epilog.vector.body407, %vec.epilog.ph404
  %index408 = phi i64 [ %vec.epilog.resume.val400, %vec.epilog.ph404 ], [ %index.next411, %vec.epilog.vector.body407 ]
  %52 = shl i64 %index408, 3
  %scevgep525 = getelementptr i8, ptr %arg.x.4, i64 %52
  %wide.load409 = load <4 x double>, ptr %scevgep525, align 8
  %53 = shl i64 %index408, 3
  %scevgep524 = getelementptr i8, ptr %arg.y.4, i64 %53
  %wide.load410 = load <4 x double>, ptr %scevgep524, align 8
  %54 = fmul <4 x double> %wide.load409, %wide.load410
  %55 = shl i64 %index408, 3
  %scevgep523 = getelementptr i8, ptr %.6.i69, i64 %55
  store <4 x double> %54, ptr %scevgep523, align 8
  %index.next411 = add nuw i64 %index408, 4
  %56 = icmp eq i64 %n.vec406, %index.next411
  br i1 %56, label %vec.epilog.middle.block412, label %vec.epilog.vector.body407, !llvm.loop !43

vec.epilog.middle.block412:                       ; preds = %vec.epilog.vector.body407
  %cmp.n413 = icmp eq i64 %dest_shape.1.1220, %n.vec406
  br i1 %cmp.n413, label %for.end.1, label %for.body.1.endif.endif.endif.us.us.preheader

for.body.1.endif.endif.endif.us.us.preheader:     ; preds = %vector.memcheck373, %iter.check381, %vec.epilog.iter.check402, %vec.epilog.middle.block412
  %loop.index.1152.us.us.ph = phi i64 [ 0, %iter.check381 ], [ 0, %vector.memcheck373 ], [ %n.vec386, %vec.epilog.iter.check402 ], [ %n.vec406, %vec.epilog.middle.block412 ]
  %57 = sub nsw i64 %dest_shape.1.1220, %loop.index.1152.us.us.ph
  %xtraiter427 = and i64 %57, 7
  %lcmp.mod428.not = icmp eq i64 %xtraiter427, 0
  br i1 %lcmp.mod428.not, label %for.body.1.endif.endif.endif.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us.prol.preheader

for.body.1.endif.endif.endif.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us.us.preheader
  br label %for.body.1.endif.endif.endif.us.us.prol

for.body.1.endif.endif.endif.us.us.prol:          ; preds = %for.body.1.endif.endif.endif.us.us.prol.preheader, %for.body.1.endif.endif.endif.us.us.prol
  %lsr.iv521 = phi i64 [ %xtraiter427, %for.body.1.endif.endif.endif.us.us.prol.preheader ], [ %lsr.iv.next522, %for.body.1.endif.endif.endif.us.us.prol ]
  %loop.index.1152.us.us.prol = phi i64 [ %.434.us.us.prol, %for.body.1.endif.endif.endif.us.us.prol ], [ %loop.index.1152.us.us.ph, %for.body.1.endif.endif.endif.us.us.prol.preheader ]
  %58 = shl i64 %loop.index.1152.us.us.prol, 3
  %scevgep520 = getelementptr i8, ptr %arg.x.4, i64 %58
  %.396.us.us.prol = load double, ptr %scevgep520, align 8
  %59 = shl i64 %loop.index.1152.us.us.prol, 3
  %scevgep519 = getelementptr i8, ptr %arg.y.4, i64 %59
  %.405.us.us.prol = load double, ptr %scevgep519, align 8
  %.6.i70.prol = fmul double %.396.us.us.prol, %.405.us.us.prol
  %60 = shl i64 %loop.index.1152.us.us.prol, 3
  %scevgep518 = getelementptr i8, ptr %.6.i69, i64 %60
  store double %.6.i70.prol, ptr %scevgep518, align 8
  %.434.us.us.prol = add nuw i64 %loop.index.1152.us.us.prol, 1
  %lsr.iv.next522 = add nsw i64 %lsr.iv521, -1
  %prol.iter429.cmp.not = icmp eq i64 %lsr.iv.next522, 0
  br i1 %prol.iter429.cmp.not, label %for.body.1.endif.endif.endif.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us.prol, !llvm.loop !44

for.body.1.endif.endif.endif.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us.us.prol, %for.body.1.endif.endif.endif.us.us.preheader
  %loop.index.1152.us.us.unr = phi i64 [ %loop.index.1152.us.us.ph, %for.body.1.endif.endif.endif.us.us.preheader ], [ %.434.us.us.prol, %for.body.1.endif.endif.endif.us.us.prol ]
  %61 = sub nsw i64 %loop.index.1152.us.us.ph, %dest_shape.1.1220
  %62 = icmp ugt i64 %61, -8
  br i1 %62, label %for.end.1, label %for.body.1.endif.endif.endif.us.us.preheader439

for.body.1.endif.endif.endif.us.us.preheader439:  ; preds = %for.body.1.endif.endif.endif.us.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.us.us

for.body.1.endif.endif.endif.us.us:               ; preds = %for.body.1.endif.endif.endif.us.us.preheader439, %for.body.1.endif.endif.endif.us.us
  %loop.index.1152.us.us = phi i64 [ %.434.us.us.7, %for.body.1.endif.endif.endif.us.us ], [ %loop.index.1152.us.us.unr, %for.body.1.endif.endif.endif.us.us.preheader439 ]
  %sunkaddr857 = mul i64 %loop.index.1152.us.us, 8
  %sunkaddr858 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr857
  %.396.us.us = load double, ptr %sunkaddr858, align 8
  %sunkaddr859 = mul i64 %loop.index.1152.us.us, 8
  %sunkaddr860 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr859
  %.405.us.us = load double, ptr %sunkaddr860, align 8
  %.6.i70 = fmul double %.396.us.us, %.405.us.us
  %sunkaddr861 = mul i64 %loop.index.1152.us.us, 8
  %sunkaddr862 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr861
  store double %.6.i70, ptr %sunkaddr862, align 8
  %sunkaddr863 = mul i64 %loop.index.1152.us.us, 8
  %sunkaddr864 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr863
  %sunkaddr865 = getelementptr i8, ptr %sunkaddr864, i64 8
  %.396.us.us.1 = load double, ptr %sunkaddr865, align 8
  %sunkaddr866 = mul i64 %loop.index.1152.us.us, 8
  %sunkaddr867 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr866
  %sunkaddr868 = getelementptr i8, ptr %sunkaddr867, i64 8
  %.405.us.us.1 = load double, ptr %sunkaddr868, align 8
  %.6.i70.1 = fmul double %.396.us.us.1, %.405.us.us.1
  %sunkaddr869 = mul i64 %loop.index.1152.us.us, 8
  %sunkaddr870 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr869
  %sunkaddr871 = getelementptr i8, ptr %sunkaddr870, i64 8
  store double %.6.i70.1, ptr %sunkaddr871, align 8
  %sunkaddr872 = mul i64 %loop.index.1152.us.us, 8
  %sunkaddr873 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr872
  %sunkaddr874 = getelementptr i8, ptr %sunkaddr873, i64 16
  %.396.us.us.2 = load double, ptr %sunkaddr874, align 8
  %sunkaddr875 = mul i64 %loop.index.1152.us.us, 8
  %sunkaddr876 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr875
  %sunkaddr877 = getelementptr i8, ptr %sunkaddr876, i64 16
  %.405.us.us.2 = load double, ptr %sunkaddr877, align 8
  %.6.i70.2 = fmul double %.396.us.us.2, %.405.us.us.2
  %sunkaddr878 = mul i64 %loop.index.1152.us.us, 8
  %sunkaddr879 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr878
  %sunkaddr880 = getelementptr i8, ptr %sunkaddr879, i64 16
  store double %.6.i70.2, ptr %sunkaddr880, align 8
  %sunkaddr881 = mul i64 %loop.index.1152.us.us, 8
  %sunkaddr882 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr881
  %sunkaddr883 = getelementptr i8, ptr %sunkaddr882, i64 24
  %.396.us.us.3 = load double, ptr %sunkaddr883, align 8
  %sunkaddr884 = mul i64 %loop.index.1152.us.us, 8
  %sunkaddr885 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr884
  %sunkaddr886 = getelementptr i8, ptr %sunkaddr885, i64 24
  %.405.us.us.3 = load double, ptr %sunkaddr886, align 8
  %.6.i70.3 = fmul double %.396.us.us.3, %.405.us.us.3
  %sunkaddr887 = mul i64 %loop.index.1152.us.us, 8
  %sunkaddr888 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr887
  %sunkaddr889 = getelementptr i8, ptr %sunkaddr888, i64 24
  store double %.6.i70.3, ptr %sunkaddr889, align 8
  %sunkaddr890 = mul i64 %loop.index.1152.us.us, 8
  %sunkaddr891 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr890
  %sunkaddr892 = getelementptr i8, ptr %sunkaddr891, i64 32
  %.396.us.us.4 = load double, ptr %sunkaddr892, align 8
  %sunkaddr893 = mul i64 %loop.index.1152.us.us, 8
  %sunkaddr894 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr893
  %sunkaddr895 = getelementptr i8, ptr %sunkaddr894, i64 32
  %.405.us.us.4 = load double, ptr %sunkaddr895, align 8
  %.6.i70.4 = fmul double %.396.us.us.4, %.405.us.us.4
  %sunkaddr896 = mul i64 %loop.index.1152.us.us, 8
  %sunkaddr897 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr896
  %sunkaddr898 = getelementptr i8, ptr %sunkaddr897, i64 32
  store double %.6.i70.4, ptr %sunkaddr898, align 8
  %sunkaddr899 = mul i64 %loop.index.1152.us.us, 8
  %sunkaddr900 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr899
  %sunkaddr901 = getelementptr i8, ptr %sunkaddr900, i64 40
  %.396.us.us.5 = load double, ptr %sunkaddr901, align 8
  %sunkaddr902 = mul i64 %loop.index.1152.us.us, 8
  %sunkaddr903 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr902
  %sunkaddr904 = getelementptr i8, ptr %sunkaddr903, i64 40
  %.405.us.us.5 = load double, ptr %sunkaddr904, align 8
  %.6.i70.5 = fmul double %.396.us.us.5, %.405.us.us.5
  %sunkaddr905 = mul i64 %loop.index.1152.us.us, 8
  %sunkaddr906 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr905
  %sunkaddr907 = getelementptr i8, ptr %sunkaddr906, i64 40
  store double %.6.i70.5, ptr %sunkaddr907, align 8
  %sunkaddr908 = mul i64 %loop.index.1152.us.us, 8
  %sunkaddr909 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr908
  %sunkaddr910 = getelementptr i8, ptr %sunkaddr909, i64 48
  %.396.us.us.6 = load double, ptr %sunkaddr910, align 8
  %sunkaddr911 = mul i64 %loop.index.1152.us.us, 8
  %sunkaddr912 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr911
  %sunkaddr913 = getelementptr i8, ptr %sunkaddr912, i64 48
  %.405.us.us.6 = load double, ptr %sunkaddr913, align 8
  %.6.i70.6 = fmul double %.396.us.us.6, %.405.us.us.6
  %sunkaddr914 = mul i64 %loop.index.1152.us.us, 8
  %sunkaddr915 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr914
  %sunkaddr916 = getelementptr i8, ptr %sunkaddr915, i64 48
  store double %.6.i70.6, ptr %sunkaddr916, align 8
  %sunkaddr917 = mul i64 %loop.index.1152.us.us, 8
  %sunkaddr918 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr917
  %sunkaddr919 = getelementptr i8, ptr %sunkaddr918, i64 56
  %.396.us.us.7 = load double, ptr %sunkaddr919, align 8
  %sunkaddr920 = mul i64 %loop.index.1152.us.us, 8
  %sunkaddr921 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr920
  %sunkaddr922 = getelementptr i8, ptr %sunkaddr921, i64 56
  %.405.us.us.7 = load double, ptr %sunkaddr922, align 8
  %.6.i70.7 = fmul double %.396.us.us.7, %.405.us.us.7
  %sunkaddr923 = mul i64 %loop.index.1152.us.us, 8
  %sunkaddr924 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr923
  %sunkaddr925 = getelementptr i8, ptr %sunkaddr924, i64 56
  store double %.6.i70.7, ptr %sunkaddr925, align 8
  %.434.us.us.7 = add nuw nsw i64 %loop.index.1152.us.us, 8
  %exitcond194.not.7 = icmp eq i64 %dest_shape.1.1220, %.434.us.us.7
  br i1 %exitcond194.not.7, label %for.end.1, label %for.body.1.endif.endif.endif.us.us, !llvm.loop !45

for.body.1.endif.endif.endif.us:                  ; preds = %for.body.1.endif.endif.endif.us.preheader440, %for.body.1.endif.endif.endif.us
  %loop.index.1152.us = phi i64 [ %.434.us.7, %for.body.1.endif.endif.endif.us ], [ %loop.index.1152.us.unr, %for.body.1.endif.endif.endif.us.preheader440 ]
  %sunkaddr926 = mul i64 %loop.index.1152.us, 8
  %sunkaddr927 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr926
  %.396.us = load double, ptr %sunkaddr927, align 8
  %.405.us = load double, ptr %arg.y.4, align 8
  %.6.i71 = fmul double %.396.us, %.405.us
  %sunkaddr928 = mul i64 %loop.index.1152.us, 8
  %sunkaddr929 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr928
  store double %.6.i71, ptr %sunkaddr929, align 8
  %sunkaddr930 = mul i64 %loop.index.1152.us, 8
  %sunkaddr931 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr930
  %sunkaddr932 = getelementptr i8, ptr %sunkaddr931, i64 8
  %.396.us.1 = load double, ptr %sunkaddr932, align 8
  %.405.us.1 = load double, ptr %arg.y.4, align 8
  %.6.i71.1 = fmul double %.396.us.1, %.405.us.1
  %sunkaddr933 = mul i64 %loop.index.1152.us, 8
  %sunkaddr934 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr933
  %sunkaddr935 = getelementptr i8, ptr %sunkaddr934, i64 8
  store double %.6.i71.1, ptr %sunkaddr935, align 8
  %sunkaddr936 = mul i64 %loop.index.1152.us, 8
  %sunkaddr937 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr936
  %sunkaddr938 = getelementptr i8, ptr %sunkaddr937, i64 16
  %.396.us.2 = load double, ptr %sunkaddr938, align 8
  %.405.us.2 = load double, ptr %arg.y.4, align 8
  %.6.i71.2 = fmul double %.396.us.2, %.405.us.2
  %sunkaddr939 = mul i64 %loop.index.1152.us, 8
  %sunkaddr940 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr939
  %sunkaddr941 = getelementptr i8, ptr %sunkaddr940, i64 16
  store double %.6.i71.2, ptr %sunkaddr941, align 8
  %sunkaddr942 = mul i64 %loop.index.1152.us, 8
  %sunkaddr943 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr942
  %sunkaddr944 = getelementptr i8, ptr %sunkaddr943, i64 24
  %.396.us.3 = load double, ptr %sunkaddr944, align 8
  %.405.us.3 = load double, ptr %arg.y.4, align 8
  %.6.i71.3 = fmul double %.396.us.3, %.405.us.3
  %sunkaddr945 = mul i64 %loop.index.1152.us, 8
  %sunkaddr946 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr945
  %sunkaddr947 = getelementptr i8, ptr %sunkaddr946, i64 24
  store double %.6.i71.3, ptr %sunkaddr947, align 8
  %sunkaddr948 = mul i64 %loop.index.1152.us, 8
  %sunkaddr949 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr948
  %sunkaddr950 = getelementptr i8, ptr %sunkaddr949, i64 32
  %.396.us.4 = load double, ptr %sunkaddr950, align 8
  %.405.us.4 = load double, ptr %arg.y.4, align 8
  %.6.i71.4 = fmul double %.396.us.4, %.405.us.4
  %sunkaddr951 = mul i64 %loop.index.1152.us, 8
  %sunkaddr952 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr951
  %sunkaddr953 = getelementptr i8, ptr %sunkaddr952, i64 32
  store double %.6.i71.4, ptr %sunkaddr953, align 8
  %sunkaddr954 = mul i64 %loop.index.1152.us, 8
  %sunkaddr955 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr954
  %sunkaddr956 = getelementptr i8, ptr %sunkaddr955, i64 40
  %.396.us.5 = load double, ptr %sunkaddr956, align 8
  %.405.us.5 = load double, ptr %arg.y.4, align 8
  %.6.i71.5 = fmul double %.396.us.5, %.405.us.5
  %sunkaddr957 = mul i64 %loop.index.1152.us, 8
  %sunkaddr958 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr957
  %sunkaddr959 = getelementptr i8, ptr %sunkaddr958, i64 40
  store double %.6.i71.5, ptr %sunkaddr959, align 8
  %sunkaddr960 = mul i64 %loop.index.1152.us, 8
  %sunkaddr961 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr960
  %sunkaddr962 = getelementptr i8, ptr %sunkaddr961, i64 48
  %.396.us.6 = load double, ptr %sunkaddr962, align 8
  %.405.us.6 = load double, ptr %arg.y.4, align 8
  %.6.i71.6 = fmul double %.396.us.6, %.405.us.6
  %sunkaddr963 = mul i64 %loop.index.1152.us, 8
  %sunkaddr964 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr963
  %sunkaddr965 = getelementptr i8, ptr %sunkaddr964, i64 48
  store double %.6.i71.6, ptr %sunkaddr965, align 8
  %sunkaddr966 = mul i64 %loop.index.1152.us, 8
  %sunkaddr967 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr966
  %sunkaddr968 = getelementptr i8, ptr %sunkaddr967, i64 56
  %.396.us.7 = load double, ptr %sunkaddr968, align 8
  %.405.us.7 = load double, ptr %arg.y.4, align 8
  %.6.i71.7 = fmul double %.396.us.7, %.405.us.7
  %sunkaddr969 = mul i64 %loop.index.1152.us, 8
  %sunkaddr970 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr969
  %sunkaddr971 = getelementptr i8, ptr %sunkaddr970, i64 56
  store double %.6.i71.7, ptr %sunkaddr971, align 8
  %.434.us.7 = add nuw nsw i64 %loop.index.1152.us, 8
  %exitcond193.not.7 = icmp eq i64 %dest_shape.1.1220, %.434.us.7
  br i1 %exitcond193.not.7, label %for.end.1, label %for.body.1.endif.endif.endif.us, !llvm.loop !46

for.body.1.lr.ph.split:                           ; preds = %for.body.1.lr.ph
  %63 = icmp ugt i64 %arg.y.5.0.fr, 1
  br i1 %63, label %iter.check294, label %iter.check255

iter.check255:                                    ; preds = %for.body.1.lr.ph.split
  %64 = icmp ult i64 %dest_shape.1.1220, 4
  br i1 %64, label %for.body.1.endif.endif.endif.preheader, label %vector.memcheck243

vector.memcheck243:                               ; preds = %iter.check255
  %65 = shl i64 %dest_shape.1.1220, 3
  %scevgep244 = getelementptr i8, ptr %.6.i69, i64 %65
  %scevgep245 = getelementptr i8, ptr %arg.x.4, i64 8
  %scevgep246 = getelementptr i8, ptr %arg.y.4, i64 8
  %bound0247 = icmp ult ptr %.6.i69, %scevgep245
  %bound1248 = icmp ult ptr %arg.x.4, %scevgep244
  %found.conflict249 = and i1 %bound0247, %bound1248
  %bound0250 = icmp ult ptr %.6.i69, %scevgep246
  %bound1251 = icmp ult ptr %arg.y.4, %scevgep244
  %found.conflict252 = and i1 %bound0250, %bound1251
  %conflict.rdx = or i1 %found.conflict249, %found.conflict252
  br i1 %conflict.rdx, label %for.body.1.endif.endif.endif.preheader, label %vector.main.loop.iter.check257

vector.main.loop.iter.check257:                   ; preds = %vector.memcheck243
  %min.iters.check256 = icmp ult i64 %dest_shape.1.1220, 32
  br i1 %min.iters.check256, label %vec.epilog.ph270, label %vector.ph258

vector.ph258:                                     ; preds = %vector.main.loop.iter.check257
  %n.vec260 = and i64 %dest_shape.1.1220, %const
  %66 = load double, ptr %arg.y.4, align 8, !alias.scope !47
  %67 = load double, ptr %arg.x.4, align 8, !alias.scope !50
  %68 = fmul double %67, %66
  %broadcast.splatinsert = insertelement <8 x double> poison, double %68, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body261

vector.body261:                                   ; preds = %vector.body261, %vector.ph258
  %index262 = phi i64 [ 0, %vector.ph258 ], [ %index.next263, %vector.body261 ]
  %sunkaddr972 = mul i64 %index262, 8
  %sunkaddr973 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr972
  store <8 x double> %broadcast.splat, ptr %sunkaddr973, align 8, !alias.scope !52, !noalias !54
  %sunkaddr974 = mul i64 %index262, 8
  %sunkaddr975 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr974
  %sunkaddr976 = getelementptr i8, ptr %sunkaddr975, i64 64
  store <8 x double> %broadcast.splat, ptr %sunkaddr976, align 8, !alias.scope !52, !noalias !54
  %sunkaddr977 = mul i64 %index262, 8
  %sunkaddr978 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr977
  %sunkaddr979 = getelementptr i8, ptr %sunkaddr978, i64 128
  store <8 x double> %broadcast.splat, ptr %sunkaddr979, align 8, !alias.scope !52, !noalias !54
  %sunkaddr980 = mul i64 %index262, 8
  %sunkaddr981 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr980
  %sunkaddr982 = getelementptr i8, ptr %sunkaddr981, i64 192
  store <8 x double> %broadcast.splat, ptr %sunkaddr982, align 8, !alias.scope !52, !noalias !54
  %index.next263 = add nuw i64 %index262, 32
  %69 = icmp eq i64 %n.vec260, %index.next263
  br i1 %69, label %middle.block264, label %vector.body261, !llvm.loop !55

middle.block264:                                  ; preds = %vector.body261
  %cmp.n265 = icmp eq i64 %dest_shape.1.1220, %n.vec260
  br i1 %cmp.n265, label %for.end.1, label %vec.epilog.iter.check268

vec.epilog.iter.check268:                         ; preds = %middle.block264
  %70 = and i64 %dest_shape.1.1220, 28
  %min.epilog.iters.check269 = icmp eq i64 %70, 0
  br i1 %min.epilog.iters.check269, label %for.body.1.endif.endif.endif.preheader, label %vec.epilog.ph270, !prof !39

vec.epilog.ph270:                                 ; preds = %vector.main.loop.iter.check257, %vec.epilog.iter.check268
  %vec.epilog.resume.val266 = phi i64 [ %n.vec260, %vec.epilog.iter.check268 ], [ 0, %vector.main.loop.iter.check257 ]
  %const_mat739 = add i64 %const, 28
  %n.vec272 = and i64 %dest_shape.1.1220, %const_mat739
  %71 = load double, ptr %arg.y.4, align 8, !alias.scope !47
  %72 = load double, ptr %arg.x.4, align 8, !alias.scope !50
  %73 = fmul double %72, %71
  %broadcast.splatinsert275 = insertelement <4 x double> poison, double %73, i64 0
  %broadcast.splat276 = shufflevector <4 x double> %broadcast.splatinsert275, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body273

vec.epilog.vector.body273:                        ; preds = %vec.epilog.vector.body273, %vec.epilog.ph270
  %index274 = phi i64 [ %vec.epilog.resume.val266, %vec.epilog.ph270 ], [ %index.next277, %vec.epilog.vector.body273 ]
  %74 = shl i64 %index274, 3
  %scevgep677 = getelementptr i8, ptr %.6.i69, i64 %74
  store <4 x double> %broadcast.splat276, ptr %scevgep677, align 8, !alias.scope !52, !noalias !54
  %index.next277 = add nuw i64 %index274, 4
  %75 = icmp eq i64 %n.vec272, %index.next277
  br i1 %75, label %vec.epilog.middle.block278, label %vec.epilog.vector.body273, !llvm.loop !56

vec.epilog.middle.block278:                       ; preds = %vec.epilog.vector.body273
  %cmp.n279 = icmp eq i64 %dest_shape.1.1220, %n.vec272
  br i1 %cmp.n279, label %for.end.1, label %for.body.1.endif.endif.endif.preheader

for.body.1.endif.endif.endif.preheader:           ; preds = %vector.memcheck243, %iter.check255, %vec.epilog.iter.check268, %vec.epilog.middle.block278
  %loop.index.1152.ph = phi i64 [ 0, %iter.check255 ], [ 0, %vector.memcheck243 ], [ %n.vec260, %vec.epilog.iter.check268 ], [ %n.vec272, %vec.epilog.middle.block278 ]
  %76 = sub nsw i64 %dest_shape.1.1220, %loop.index.1152.ph
  %xtraiter418 = and i64 %76, 7
  %lcmp.mod419.not = icmp eq i64 %xtraiter418, 0
  br i1 %lcmp.mod419.not, label %for.body.1.endif.endif.endif.prol.loopexit, label %for.body.1.endif.endif.endif.prol.preheader

for.body.1.endif.endif.endif.prol.preheader:      ; preds = %for.body.1.endif.endif.endif.preheader
  br label %for.body.1.endif.endif.endif.prol

for.body.1.endif.endif.endif.prol:                ; preds = %for.body.1.endif.endif.endif.prol.preheader, %for.body.1.endif.endif.endif.prol
  %lsr.iv675 = phi i64 [ %xtraiter418, %for.body.1.endif.endif.endif.prol.preheader ], [ %lsr.iv.next676, %for.body.1.endif.endif.endif.prol ]
  %loop.index.1152.prol = phi i64 [ %.434.prol, %for.body.1.endif.endif.endif.prol ], [ %loop.index.1152.ph, %for.body.1.endif.endif.endif.prol.preheader ]
  %.396.prol = load double, ptr %arg.x.4, align 8
  %.405.prol = load double, ptr %arg.y.4, align 8
  %.6.i73.prol = fmul double %.396.prol, %.405.prol
  %77 = shl i64 %loop.index.1152.prol, 3
  %scevgep674 = getelementptr i8, ptr %.6.i69, i64 %77
  store double %.6.i73.prol, ptr %scevgep674, align 8
  %.434.prol = add nuw i64 %loop.index.1152.prol, 1
  %lsr.iv.next676 = add nsw i64 %lsr.iv675, -1
  %prol.iter420.cmp.not = icmp eq i64 %lsr.iv.next676, 0
  br i1 %prol.iter420.cmp.not, label %for.body.1.endif.endif.endif.prol.loopexit, label %for.body.1.endif.endif.endif.prol, !llvm.loop !57

for.body.1.endif.endif.endif.prol.loopexit:       ; preds = %for.body.1.endif.endif.endif.prol, %for.body.1.endif.endif.endif.preheader
  %loop.index.1152.unr = phi i64 [ %loop.index.1152.ph, %for.body.1.endif.endif.endif.preheader ], [ %.434.prol, %for.body.1.endif.endif.endif.prol ]
  %78 = sub nsw i64 %loop.index.1152.ph, %dest_shape.1.1220
  %79 = icmp ugt i64 %78, -8
  br i1 %79, label %for.end.1, label %for.body.1.endif.endif.endif.preheader444

for.body.1.endif.endif.endif.preheader444:        ; preds = %for.body.1.endif.endif.endif.prol.loopexit
  br label %for.body.1.endif.endif.endif

iter.check294:                                    ; preds = %for.body.1.lr.ph.split
  %80 = icmp ult i64 %dest_shape.1.1220, 4
  br i1 %80, label %for.body.1.endif.endif.endif.us158.preheader, label %vector.memcheck281

vector.memcheck281:                               ; preds = %iter.check294
  %81 = shl i64 %dest_shape.1.1220, 3
  %scevgep282 = getelementptr i8, ptr %.6.i69, i64 %81
  %scevgep283 = getelementptr i8, ptr %arg.x.4, i64 8
  %scevgep284 = getelementptr i8, ptr %arg.y.4, i64 %81
  %bound0285 = icmp ult ptr %.6.i69, %scevgep283
  %bound1286 = icmp ult ptr %arg.x.4, %scevgep282
  %found.conflict287 = and i1 %bound0285, %bound1286
  %bound0288 = icmp ult ptr %.6.i69, %scevgep284
  %bound1289 = icmp ult ptr %arg.y.4, %scevgep282
  %found.conflict290 = and i1 %bound0288, %bound1289
  %conflict.rdx291 = or i1 %found.conflict287, %found.conflict290
  br i1 %conflict.rdx291, label %for.body.1.endif.endif.endif.us158.preheader, label %vector.main.loop.iter.check296

vector.main.loop.iter.check296:                   ; preds = %vector.memcheck281
  %min.iters.check295 = icmp ult i64 %dest_shape.1.1220, 32
  br i1 %min.iters.check295, label %vec.epilog.ph315, label %vector.ph297

vector.ph297:                                     ; preds = %vector.main.loop.iter.check296
  %n.vec299 = and i64 %dest_shape.1.1220, %const
  %82 = load double, ptr %arg.x.4, align 8, !alias.scope !58
  %broadcast.splatinsert306 = insertelement <8 x double> poison, double %82, i64 0
  %broadcast.splat307 = shufflevector <8 x double> %broadcast.splatinsert306, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body300

vector.body300:                                   ; preds = %vector.body300, %vector.ph297
  %index301 = phi i64 [ 0, %vector.ph297 ], [ %index.next308, %vector.body300 ]
  %sunkaddr983 = mul i64 %index301, 8
  %sunkaddr984 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr983
  %wide.load302 = load <8 x double>, ptr %sunkaddr984, align 8, !alias.scope !61
  %sunkaddr985 = mul i64 %index301, 8
  %sunkaddr986 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr985
  %sunkaddr987 = getelementptr i8, ptr %sunkaddr986, i64 64
  %wide.load303 = load <8 x double>, ptr %sunkaddr987, align 8, !alias.scope !61
  %sunkaddr988 = mul i64 %index301, 8
  %sunkaddr989 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr988
  %sunkaddr990 = getelementptr i8, ptr %sunkaddr989, i64 128
  %wide.load304 = load <8 x double>, ptr %sunkaddr990, align 8, !alias.scope !61
  %sunkaddr991 = mul i64 %index301, 8
  %sunkaddr992 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr991
  %sunkaddr993 = getelementptr i8, ptr %sunkaddr992, i64 192
  %wide.load305 = load <8 x double>, ptr %sunkaddr993, align 8, !alias.scope !61
  %83 = fmul <8 x double> %broadcast.splat307, %wide.load302
  %84 = fmul <8 x double> %broadcast.splat307, %wide.load303
  %85 = fmul <8 x double> %broadcast.splat307, %wide.load304
  %86 = fmul <8 x double> %broadcast.splat307, %wide.load305
  %sunkaddr994 = mul i64 %index301, 8
  %sunkaddr995 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr994
  store <8 x double> %83, ptr %sunkaddr995, align 8, !alias.scope !63, !noalias !65
  %sunkaddr996 = mul i64 %index301, 8
  %sunkaddr997 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr996
  %sunkaddr998 = getelementptr i8, ptr %sunkaddr997, i64 64
  store <8 x double> %84, ptr %sunkaddr998, align 8, !alias.scope !63, !noalias !65
  %sunkaddr999 = mul i64 %index301, 8
  %sunkaddr1000 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr999
  %sunkaddr1001 = getelementptr i8, ptr %sunkaddr1000, i64 128
  store <8 x double> %85, ptr %sunkaddr1001, align 8, !alias.scope !63, !noalias !65
  %sunkaddr1002 = mul i64 %index301, 8
  %sunkaddr1003 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr1002
  %sunkaddr1004 = getelementptr i8, ptr %sunkaddr1003, i64 192
  store <8 x double> %86, ptr %sunkaddr1004, align 8, !alias.scope !63, !noalias !65
  %index.next308 = add nuw i64 %index301, 32
  %87 = icmp eq i64 %n.vec299, %index.next308
  br i1 %87, label %middle.block309, label %vector.body300, !llvm.loop !66

middle.block309:                                  ; preds = %vector.body300
  %cmp.n310 = icmp eq i64 %dest_shape.1.1220, %n.vec299
  br i1 %cmp.n310, label %for.end.1, label %vec.epilog.iter.check313

vec.epilog.iter.check313:                         ; preds = %middle.block309
  %88 = and i64 %dest_shape.1.1220, 28
  %min.epilog.iters.check314 = icmp eq i64 %88, 0
  br i1 %min.epilog.iters.check314, label %for.body.1.endif.endif.endif.us158.preheader, label %vec.epilog.ph315, !prof !39

vec.epilog.ph315:                                 ; preds = %vector.main.loop.iter.check296, %vec.epilog.iter.check313
  %vec.epilog.resume.val311 = phi i64 [ %n.vec299, %vec.epilog.iter.check313 ], [ 0, %vector.main.loop.iter.check296 ]
  %const_mat740 = add i64 %const, 28
  %n.vec317 = and i64 %dest_shape.1.1220, %const_mat740
  %89 = load double, ptr %arg.x.4, align 8, !alias.scope !58
  %broadcast.splatinsert321 = insertelement <4 x double> poison, double %89, i64 0
  %broadcast.splat322 = shufflevector <4 x double> %broadcast.splatinsert321, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body318

vec.epilog.vector.body318:                        ; preds = %vec.epilog.vector.body318, %vec.epilog.ph315
  %index319 = phi i64 [ %vec.epilog.resume.val311, %vec.epilog.ph315 ], [ %index.next323, %vec.epilog.vector.body318 ]
  %90 = shl i64 %index319, 3
  %scevgep641 = getelementptr i8, ptr %arg.y.4, i64 %90
  %wide.load320 = load <4 x double>, ptr %scevgep641, align 8, !alias.scope !61
  %91 = fmul <4 x double> %broadcast.splat322, %wide.load320
  %92 = shl i64 %index319, 3
  %scevgep640 = getelementptr i8, ptr %.6.i69, i64 %92
  store <4 x double> %91, ptr %scevgep640, align 8, !alias.scope !63, !noalias !65
  %index.next323 = add nuw i64 %index319, 4
  %93 = icmp eq i64 %n.vec317, %index.next323
  br i1 %93, label %vec.epilog.middle.block324, label %vec.epilog.vector.body318, !llvm.loop !67

vec.epilog.middle.block324:                       ; preds = %vec.epilog.vector.body318
  %cmp.n325 = icmp eq i64 %dest_shape.1.1220, %n.vec317
  br i1 %cmp.n325, label %for.end.1, label %for.body.1.endif.endif.endif.us158.preheader

for.body.1.endif.endif.endif.us158.preheader:     ; preds = %vector.memcheck281, %iter.check294, %vec.epilog.iter.check313, %vec.epilog.middle.block324
  %loop.index.1152.us155.ph = phi i64 [ 0, %iter.check294 ], [ 0, %vector.memcheck281 ], [ %n.vec299, %vec.epilog.iter.check313 ], [ %n.vec317, %vec.epilog.middle.block324 ]
  %94 = sub nsw i64 %dest_shape.1.1220, %loop.index.1152.us155.ph
  %xtraiter421 = and i64 %94, 7
  %lcmp.mod422.not = icmp eq i64 %xtraiter421, 0
  br i1 %lcmp.mod422.not, label %for.body.1.endif.endif.endif.us158.prol.loopexit, label %for.body.1.endif.endif.endif.us158.prol.preheader

for.body.1.endif.endif.endif.us158.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us158.preheader
  br label %for.body.1.endif.endif.endif.us158.prol

for.body.1.endif.endif.endif.us158.prol:          ; preds = %for.body.1.endif.endif.endif.us158.prol.preheader, %for.body.1.endif.endif.endif.us158.prol
  %lsr.iv638 = phi i64 [ %xtraiter421, %for.body.1.endif.endif.endif.us158.prol.preheader ], [ %lsr.iv.next639, %for.body.1.endif.endif.endif.us158.prol ]
  %loop.index.1152.us155.prol = phi i64 [ %.434.us161.prol, %for.body.1.endif.endif.endif.us158.prol ], [ %loop.index.1152.us155.ph, %for.body.1.endif.endif.endif.us158.prol.preheader ]
  %.396.us157.prol = load double, ptr %arg.x.4, align 8
  %95 = shl i64 %loop.index.1152.us155.prol, 3
  %scevgep637 = getelementptr i8, ptr %arg.y.4, i64 %95
  %.405.us165.prol = load double, ptr %scevgep637, align 8
  %.6.i72.prol = fmul double %.396.us157.prol, %.405.us165.prol
  %96 = shl i64 %loop.index.1152.us155.prol, 3
  %scevgep636 = getelementptr i8, ptr %.6.i69, i64 %96
  store double %.6.i72.prol, ptr %scevgep636, align 8
  %.434.us161.prol = add nuw i64 %loop.index.1152.us155.prol, 1
  %lsr.iv.next639 = add nsw i64 %lsr.iv638, -1
  %prol.iter423.cmp.not = icmp eq i64 %lsr.iv.next639, 0
  br i1 %prol.iter423.cmp.not, label %for.body.1.endif.endif.endif.us158.prol.loopexit, label %for.body.1.endif.endif.endif.us158.prol, !llvm.loop !68

for.body.1.endif.endif.endif.us158.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us158.prol, %for.body.1.endif.endif.endif.us158.preheader
  %loop.index.1152.us155.unr = phi i64 [ %loop.index.1152.us155.ph, %for.body.1.endif.endif.endif.us158.preheader ], [ %.434.us161.prol, %for.body.1.endif.endif.endif.us158.prol ]
  %97 = sub nsw i64 %loop.index.1152.us155.ph, %dest_shape.1.1220
  %98 = icmp ugt i64 %97, -8
  br i1 %98, label %for.end.1, label %for.body.1.endif.endif.endif.us158.preheader442

for.body.1.endif.endif.endif.us158.preheader442:  ; preds = %for.body.1.endif.endif.endif.us158.prol.loopexit
  br label %for.body.1.endif.endif.endif.us158

for.body.1.endif.endif.endif.us158:               ; preds = %for.body.1.endif.endif.endif.us158.preheader442, %for.body.1.endif.endif.endif.us158
  %loop.index.1152.us155 = phi i64 [ %.434.us161.7, %for.body.1.endif.endif.endif.us158 ], [ %loop.index.1152.us155.unr, %for.body.1.endif.endif.endif.us158.preheader442 ]
  %.396.us157 = load double, ptr %arg.x.4, align 8
  %sunkaddr1005 = mul i64 %loop.index.1152.us155, 8
  %sunkaddr1006 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr1005
  %.405.us165 = load double, ptr %sunkaddr1006, align 8
  %.6.i72 = fmul double %.396.us157, %.405.us165
  %sunkaddr1007 = mul i64 %loop.index.1152.us155, 8
  %sunkaddr1008 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr1007
  store double %.6.i72, ptr %sunkaddr1008, align 8
  %.396.us157.1 = load double, ptr %arg.x.4, align 8
  %sunkaddr1009 = mul i64 %loop.index.1152.us155, 8
  %sunkaddr1010 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr1009
  %sunkaddr1011 = getelementptr i8, ptr %sunkaddr1010, i64 8
  %.405.us165.1 = load double, ptr %sunkaddr1011, align 8
  %.6.i72.1 = fmul double %.396.us157.1, %.405.us165.1
  %sunkaddr1012 = mul i64 %loop.index.1152.us155, 8
  %sunkaddr1013 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr1012
  %sunkaddr1014 = getelementptr i8, ptr %sunkaddr1013, i64 8
  store double %.6.i72.1, ptr %sunkaddr1014, align 8
  %.396.us157.2 = load double, ptr %arg.x.4, align 8
  %sunkaddr1015 = mul i64 %loop.index.1152.us155, 8
  %sunkaddr1016 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr1015
  %sunkaddr1017 = getelementptr i8, ptr %sunkaddr1016, i64 16
  %.405.us165.2 = load double, ptr %sunkaddr1017, align 8
  %.6.i72.2 = fmul double %.396.us157.2, %.405.us165.2
  %sunkaddr1018 = mul i64 %loop.index.1152.us155, 8
  %sunkaddr1019 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr1018
  %sunkaddr1020 = getelementptr i8, ptr %sunkaddr1019, i64 16
  store double %.6.i72.2, ptr %sunkaddr1020, align 8
  %.396.us157.3 = load double, ptr %arg.x.4, align 8
  %sunkaddr1021 = mul i64 %loop.index.1152.us155, 8
  %sunkaddr1022 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr1021
  %sunkaddr1023 = getelementptr i8, ptr %sunkaddr1022, i64 24
  %.405.us165.3 = load double, ptr %sunkaddr1023, align 8
  %.6.i72.3 = fmul double %.396.us157.3, %.405.us165.3
  %sunkaddr1024 = mul i64 %loop.index.1152.us155, 8
  %sunkaddr1025 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr1024
  %sunkaddr1026 = getelementptr i8, ptr %sunkaddr1025, i64 24
  store double %.6.i72.3, ptr %sunkaddr1026, align 8
  %.396.us157.4 = load double, ptr %arg.x.4, align 8
  %sunkaddr1027 = mul i64 %loop.index.1152.us155, 8
  %sunkaddr1028 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr1027
  %sunkaddr1029 = getelementptr i8, ptr %sunkaddr1028, i64 32
  %.405.us165.4 = load double, ptr %sunkaddr1029, align 8
  %.6.i72.4 = fmul double %.396.us157.4, %.405.us165.4
  %sunkaddr1030 = mul i64 %loop.index.1152.us155, 8
  %sunkaddr1031 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr1030
  %sunkaddr1032 = getelementptr i8, ptr %sunkaddr1031, i64 32
  store double %.6.i72.4, ptr %sunkaddr1032, align 8
  %.396.us157.5 = load double, ptr %arg.x.4, align 8
  %sunkaddr1033 = mul i64 %loop.index.1152.us155, 8
  %sunkaddr1034 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr1033
  %sunkaddr1035 = getelementptr i8, ptr %sunkaddr1034, i64 40
  %.405.us165.5 = load double, ptr %sunkaddr1035, align 8
  %.6.i72.5 = fmul double %.396.us157.5, %.405.us165.5
  %sunkaddr1036 = mul i64 %loop.index.1152.us155, 8
  %sunkaddr1037 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr1036
  %sunkaddr1038 = getelementptr i8, ptr %sunkaddr1037, i64 40
  store double %.6.i72.5, ptr %sunkaddr1038, align 8
  %.396.us157.6 = load double, ptr %arg.x.4, align 8
  %sunkaddr1039 = mul i64 %loop.index.1152.us155, 8
  %sunkaddr1040 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr1039
  %sunkaddr1041 = getelementptr i8, ptr %sunkaddr1040, i64 48
  %.405.us165.6 = load double, ptr %sunkaddr1041, align 8
  %.6.i72.6 = fmul double %.396.us157.6, %.405.us165.6
  %sunkaddr1042 = mul i64 %loop.index.1152.us155, 8
  %sunkaddr1043 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr1042
  %sunkaddr1044 = getelementptr i8, ptr %sunkaddr1043, i64 48
  store double %.6.i72.6, ptr %sunkaddr1044, align 8
  %.396.us157.7 = load double, ptr %arg.x.4, align 8
  %sunkaddr1045 = mul i64 %loop.index.1152.us155, 8
  %sunkaddr1046 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr1045
  %sunkaddr1047 = getelementptr i8, ptr %sunkaddr1046, i64 56
  %.405.us165.7 = load double, ptr %sunkaddr1047, align 8
  %.6.i72.7 = fmul double %.396.us157.7, %.405.us165.7
  %sunkaddr1048 = mul i64 %loop.index.1152.us155, 8
  %sunkaddr1049 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr1048
  %sunkaddr1050 = getelementptr i8, ptr %sunkaddr1049, i64 56
  store double %.6.i72.7, ptr %sunkaddr1050, align 8
  %.434.us161.7 = add nuw nsw i64 %loop.index.1152.us155, 8
  %exitcond192.not.7 = icmp eq i64 %dest_shape.1.1220, %.434.us161.7
  br i1 %exitcond192.not.7, label %for.end.1, label %for.body.1.endif.endif.endif.us158, !llvm.loop !69

for.end.endif.endif.endif.endif.endif.if.if:      ; preds = %for.end.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.end.1:                                        ; preds = %for.body.1.endif.endif.endif, %for.body.1.endif.endif.endif.us158, %for.body.1.endif.endif.endif.us, %for.body.1.endif.endif.endif.us.us, %for.body.1.endif.endif.endif.prol.loopexit, %for.body.1.endif.endif.endif.us158.prol.loopexit, %for.body.1.endif.endif.endif.us.prol.loopexit, %for.body.1.endif.endif.endif.us.us.prol.loopexit, %middle.block264, %vec.epilog.middle.block278, %middle.block309, %vec.epilog.middle.block324, %middle.block355, %vec.epilog.middle.block370, %middle.block398, %vec.epilog.middle.block412, %for.end.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.x.0)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.439, i8 0, i64 56, i1 false)
  %.447 = call i32 @_ZN5numba2np9arraymath19_where_generic_impl12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedEd(ptr nonnull %.439, ptr nonnull %excinfo.8, ptr nonnull %.7.i.i, ptr null, i64 %arg.x.5.0.fr, i64 1, ptr %.6.i, i64 %arg.x.5.0.fr, i64 1, ptr nonnull %.7.i.i62, ptr null, i64 %dest_shape.1.1220, i64 8, ptr %.6.i69, i64 %dest_shape.1.1220, i64 8, double 0.000000e+00)
  %.457.fca.0.load = load ptr, ptr %.439, align 8
  %cond = icmp eq i32 %.447, 0
  br i1 %cond, label %for.end.1.endif, label %for.end.1.if.if, !prof !70

for.body.1.endif.endif.endif:                     ; preds = %for.body.1.endif.endif.endif.preheader444, %for.body.1.endif.endif.endif
  %loop.index.1152 = phi i64 [ %.434.7, %for.body.1.endif.endif.endif ], [ %loop.index.1152.unr, %for.body.1.endif.endif.endif.preheader444 ]
  %.396 = load double, ptr %arg.x.4, align 8
  %.405 = load double, ptr %arg.y.4, align 8
  %.6.i73 = fmul double %.396, %.405
  %sunkaddr1051 = mul i64 %loop.index.1152, 8
  %sunkaddr1052 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr1051
  store double %.6.i73, ptr %sunkaddr1052, align 8
  %.396.1 = load double, ptr %arg.x.4, align 8
  %.405.1 = load double, ptr %arg.y.4, align 8
  %.6.i73.1 = fmul double %.396.1, %.405.1
  %sunkaddr1053 = mul i64 %loop.index.1152, 8
  %sunkaddr1054 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr1053
  %sunkaddr1055 = getelementptr i8, ptr %sunkaddr1054, i64 8
  store double %.6.i73.1, ptr %sunkaddr1055, align 8
  %.396.2 = load double, ptr %arg.x.4, align 8
  %.405.2 = load double, ptr %arg.y.4, align 8
  %.6.i73.2 = fmul double %.396.2, %.405.2
  %sunkaddr1056 = mul i64 %loop.index.1152, 8
  %sunkaddr1057 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr1056
  %sunkaddr1058 = getelementptr i8, ptr %sunkaddr1057, i64 16
  store double %.6.i73.2, ptr %sunkaddr1058, align 8
  %.396.3 = load double, ptr %arg.x.4, align 8
  %.405.3 = load double, ptr %arg.y.4, align 8
  %.6.i73.3 = fmul double %.396.3, %.405.3
  %sunkaddr1059 = mul i64 %loop.index.1152, 8
  %sunkaddr1060 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr1059
  %sunkaddr1061 = getelementptr i8, ptr %sunkaddr1060, i64 24
  store double %.6.i73.3, ptr %sunkaddr1061, align 8
  %.396.4 = load double, ptr %arg.x.4, align 8
  %.405.4 = load double, ptr %arg.y.4, align 8
  %.6.i73.4 = fmul double %.396.4, %.405.4
  %sunkaddr1062 = mul i64 %loop.index.1152, 8
  %sunkaddr1063 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr1062
  %sunkaddr1064 = getelementptr i8, ptr %sunkaddr1063, i64 32
  store double %.6.i73.4, ptr %sunkaddr1064, align 8
  %.396.5 = load double, ptr %arg.x.4, align 8
  %.405.5 = load double, ptr %arg.y.4, align 8
  %.6.i73.5 = fmul double %.396.5, %.405.5
  %sunkaddr1065 = mul i64 %loop.index.1152, 8
  %sunkaddr1066 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr1065
  %sunkaddr1067 = getelementptr i8, ptr %sunkaddr1066, i64 40
  store double %.6.i73.5, ptr %sunkaddr1067, align 8
  %.396.6 = load double, ptr %arg.x.4, align 8
  %.405.6 = load double, ptr %arg.y.4, align 8
  %.6.i73.6 = fmul double %.396.6, %.405.6
  %sunkaddr1068 = mul i64 %loop.index.1152, 8
  %sunkaddr1069 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr1068
  %sunkaddr1070 = getelementptr i8, ptr %sunkaddr1069, i64 48
  store double %.6.i73.6, ptr %sunkaddr1070, align 8
  %.396.7 = load double, ptr %arg.x.4, align 8
  %.405.7 = load double, ptr %arg.y.4, align 8
  %.6.i73.7 = fmul double %.396.7, %.405.7
  %sunkaddr1071 = mul i64 %loop.index.1152, 8
  %sunkaddr1072 = getelementptr i8, ptr %.6.i69, i64 %sunkaddr1071
  %sunkaddr1073 = getelementptr i8, ptr %sunkaddr1072, i64 56
  store double %.6.i73.7, ptr %sunkaddr1073, align 8
  %.434.7 = add nuw nsw i64 %loop.index.1152, 8
  %exitcond191.not.7 = icmp eq i64 %dest_shape.1.1220, %.434.7
  br i1 %exitcond191.not.7, label %for.end.1, label %for.body.1.endif.endif.endif, !llvm.loop !71

for.end.1.endif:                                  ; preds = %for.end.1
  %sunkaddr1074 = getelementptr inbounds i8, ptr %.439, i64 40
  %.457.fca.5.0.load = load i64, ptr %sunkaddr1074, align 8
  %sunkaddr1075 = getelementptr inbounds i8, ptr %.439, i64 32
  %.457.fca.4.load = load ptr, ptr %sunkaddr1075, align 8
  tail call void @NRT_decref(ptr nonnull %.7.i.i62)
  %.94.not11.i = icmp sgt i64 %.457.fca.5.0.load, 0
  br i1 %.94.not11.i, label %.89.endif.preheader.i, label %B128.i92, !prof !72

.89.endif.preheader.i:                            ; preds = %for.end.1.endif
  %xtraiter.i = and i64 %.457.fca.5.0.load, 7
  %99 = icmp samesign ult i64 %.457.fca.5.0.load, 8
  br i1 %99, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !73

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %const_mat = add i64 %const, 24
  %unroll_iter.i = and i64 %.457.fca.5.0.load, %const_mat
  %100 = add nsw i64 %.457.fca.5.0.load, -8
  %101 = lshr i64 %100, 3
  %102 = add nuw nsw i64 %101, 1
  %xtraiter430 = and i64 %102, 3
  %103 = and i64 %100, 24
  %lcmp.mod431.not = icmp eq i64 %103, 24
  br i1 %lcmp.mod431.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !72

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv468 = phi i64 [ %xtraiter430, %.89.endif.i.prol.preheader ], [ %lsr.iv.next469, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.457.fca.4.load, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !74
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i74.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i74.prol, align 8, !noalias !74
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !74
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !74
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !74
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !74
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !74
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !74
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next469 = add i64 %lsr.iv468, -1
  %prol.iter432.cmp.not = icmp eq i64 %lsr.iv.next469, 0
  br i1 %prol.iter432.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !77, !llvm.loop !78

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.457.fca.4.load, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %104 = icmp ult i64 %100, 24
  br i1 %104, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !79

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %B128.i92, label %.89.endif.epil.preheader.i, !prof !80

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.457.fca.4.load, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %105 = shl i64 %epil.iter.i, 3
  %scevgep467 = getelementptr i8, ptr %.77.013.epil.init.i, i64 %105
  %.106.epil.i = load double, ptr %scevgep467, align 8, !noalias !74
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %B128.i92, label %.89.endif.epil.i, !prof !81, !llvm.loop !82

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !74
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i74 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i74, align 8, !noalias !74
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !74
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !74
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !74
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !74
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !74
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !74
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !74
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i74.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i74.1, align 8, !noalias !74
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !74
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !74
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !74
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !74
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !74
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !74
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !74
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i74.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i74.2, align 8, !noalias !74
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !74
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !74
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !74
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !74
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !74
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !74
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !74
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i74.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i74.3, align 8, !noalias !74
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !74
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !74
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !74
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !74
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !74
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !74
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !84, !llvm.loop !85

for.end.1.if.if:                                  ; preds = %for.end.1
  %.455 = icmp sgt i32 %.447, 0
  %.448 = load ptr, ptr %excinfo.8, align 8
  %.456 = select i1 %.455, ptr %.448, ptr undef
  store ptr %.456, ptr %excinfo, align 8
  br label %common.ret

B128.i92:                                         ; preds = %.89.endif.epil.i, %for.end.1.endif, %common.ret.loopexit.unr-lcssa.i
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1.endif ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr %.457.fca.0.load)
  %.101.not.i93 = icmp eq i64 %arg.x.5.0.fr, 1
  br i1 %.101.not.i93, label %B128.i112, label %B90.i103

B90.i103:                                         ; preds = %B128.i92
  %.71.i104 = icmp ne i64 %arg.y.5.0.fr, %arg.x.5.0.fr
  %.76.i105 = icmp ne i64 %arg.y.5.0.fr, 1
  %or.cond.i106 = and i1 %.76.i105, %.71.i104
  br i1 %or.cond.i106, label %for.end.1.endif.endif.endif.endif.endif.if, label %B150.i107

B128.i112:                                        ; preds = %B128.i92
  %.101.not.i113 = icmp eq i64 %arg.y.5.0.fr, 1
  br i1 %.101.not.i113, label %for.end.1.endif.endif.endif.endif.endif.endif.endif, label %B150.i107

B150.i107:                                        ; preds = %B128.i112, %B90.i103
  %dest_shape.2.1 = phi i64 [ %arg.x.5.0.fr, %B90.i103 ], [ %arg.y.5.0.fr, %B128.i112 ]
  %const746 = bitcast i64 -1152921504606846976 to i64
  %const744 = bitcast i64 -2305843009213693952 to i64
  %106 = add i64 %dest_shape.2.1, %const746
  %.618 = icmp ult i64 %106, %const744
  br i1 %.618, label %for.end.1.endif.endif.endif.endif.endif.endif.if, label %for.end.1.endif.endif.endif.endif.endif.endif.endif, !prof !87

for.end.1.endif.endif.endif.endif.endif.if:       ; preds = %B90.i103
  store ptr @.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, ptr %excinfo, align 8, !numba_exception_output !22
  br label %common.ret

for.end.1.endif.endif.endif.endif.endif.endif.if: ; preds = %B150.i107
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !22
  br label %common.ret

for.end.1.endif.endif.endif.endif.endif.endif.endif: ; preds = %B128.i112, %B150.i107
  %dest_shape.2.1225 = phi i64 [ %dest_shape.2.1, %B150.i107 ], [ 1, %B128.i112 ]
  %.617 = shl nsw i64 %dest_shape.2.1225, 3
  %.7.i.i116 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.617, i32 32), !noalias !88
  %.8.i.i117 = icmp eq ptr %.7.i.i116, null
  br i1 %.8.i.i117, label %for.end.1.endif.endif.end...if.if, label %for.end.1.endif.endif.end...endif, !prof !7

for.end.1.endif.endif.end...endif:                ; preds = %for.end.1.endif.endif.endif.endif.endif.endif.endif
  %.5.i122 = getelementptr i8, ptr %.7.i.i116, i64 24
  %.6.i123 = load ptr, ptr %.5.i122, align 8
  %.688171 = icmp sgt i64 %dest_shape.2.1225, 0
  br i1 %.688171, label %for.body.2.lr.ph, label %for.end.2.endif.critedge

for.body.2.lr.ph:                                 ; preds = %for.end.1.endif.endif.end...endif
  %xtraiter433 = and i64 %dest_shape.2.1225, 7
  %107 = icmp ult i64 %dest_shape.2.1225, 8
  br i1 %107, label %for.body.2.endif.endif.endif.endif.epil.preheader, label %for.body.2.lr.ph.new

for.body.2.lr.ph.new:                             ; preds = %for.body.2.lr.ph
  %const_mat735 = add i64 %const, 24
  %unroll_iter = and i64 %dest_shape.2.1225, %const_mat735
  br label %for.body.2.endif.endif.endif.endif

for.end.1.endif.endif.end...if.if:                ; preds = %for.end.1.endif.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.end.2.unr-lcssa:                              ; preds = %for.body.2.endif.endif.endif.endif
  %lcmp.mod434.not = icmp eq i64 %xtraiter433, 0
  br i1 %lcmp.mod434.not, label %for.end.2, label %for.body.2.endif.endif.endif.endif.epil.preheader

for.body.2.endif.endif.endif.endif.epil.preheader: ; preds = %for.end.2.unr-lcssa, %for.body.2.lr.ph
  %loop.index.2174.epil.init = phi i64 [ 0, %for.body.2.lr.ph ], [ %.746.7, %for.end.2.unr-lcssa ]
  %.684.0173.epil.init = phi i64 [ 0, %for.body.2.lr.ph ], [ %.684.1.7, %for.end.2.unr-lcssa ]
  %.681.0172.epil.init = phi i64 [ 0, %for.body.2.lr.ph ], [ %spec.select145.7, %for.end.2.unr-lcssa ]
  br label %for.body.2.endif.endif.endif.endif.epil

for.body.2.endif.endif.endif.endif.epil:          ; preds = %for.body.2.endif.endif.endif.endif.epil, %for.body.2.endif.endif.endif.endif.epil.preheader
  %lsr.iv449 = phi i64 [ %lsr.iv.next450, %for.body.2.endif.endif.endif.endif.epil ], [ %xtraiter433, %for.body.2.endif.endif.endif.endif.epil.preheader ]
  %loop.index.2174.epil = phi i64 [ %loop.index.2174.epil.init, %for.body.2.endif.endif.endif.endif.epil.preheader ], [ %.746.epil, %for.body.2.endif.endif.endif.endif.epil ]
  %.684.0173.epil = phi i64 [ %.684.0173.epil.init, %for.body.2.endif.endif.endif.endif.epil.preheader ], [ %.684.1.epil, %for.body.2.endif.endif.endif.endif.epil ]
  %.681.0172.epil = phi i64 [ %.681.0172.epil.init, %for.body.2.endif.endif.endif.endif.epil.preheader ], [ %spec.select145.epil, %for.body.2.endif.endif.endif.endif.epil ]
  %108 = icmp ugt i64 %arg.y.5.0.fr, 1
  %109 = icmp ugt i64 %arg.x.5.0.fr, 1
  %spec.select145.epil = select i1 %109, i64 %loop.index.2174.epil, i64 %.681.0172.epil
  %.697.epil = getelementptr i8, ptr %.6.i, i64 %spec.select145.epil
  %.698.epil = load i8, ptr %.697.epil, align 1
  %.701.epil = icmp ne i8 %.698.epil, 0
  %.684.1.epil = select i1 %108, i64 %loop.index.2174.epil, i64 %.684.0173.epil
  %.715.epil = getelementptr double, ptr %arg.y.4, i64 %.684.1.epil
  %.716.epil = load double, ptr %.715.epil, align 8
  %.16.i.epil = uitofp i1 %.701.epil to double
  %.17.i.epil = fmul double %.716.epil, %.16.i.epil
  %110 = shl i64 %loop.index.2174.epil, 3
  %scevgep448 = getelementptr i8, ptr %.6.i123, i64 %110
  store double %.17.i.epil, ptr %scevgep448, align 8
  %.746.epil = add nuw nsw i64 %loop.index.2174.epil, 1
  %lsr.iv.next450 = add nsw i64 %lsr.iv449, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next450, 0
  br i1 %epil.iter.cmp.not, label %for.end.2, label %for.body.2.endif.endif.endif.endif.epil, !llvm.loop !95

for.end.2:                                        ; preds = %for.body.2.endif.endif.endif.endif.epil, %for.end.2.unr-lcssa
  tail call void @NRT_decref(ptr %arg.y.0)
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %xtraiter.i127 = and i64 %dest_shape.2.1225, 7
  %111 = icmp samesign ult i64 %dest_shape.2.1225, 8
  br i1 %111, label %.89.endif.epil.preheader.i162, label %.89.endif.preheader.new.i128, !prof !73

.89.endif.preheader.new.i128:                     ; preds = %for.end.2
  %const_mat736 = add i64 %const, 24
  %unroll_iter.i129 = and i64 %dest_shape.2.1225, %const_mat736
  %112 = add nsw i64 %dest_shape.2.1225, -8
  %113 = lshr i64 %112, 3
  %114 = add nuw nsw i64 %113, 1
  %xtraiter436 = and i64 %114, 3
  %115 = and i64 %112, 24
  %lcmp.mod437.not = icmp eq i64 %115, 24
  br i1 %lcmp.mod437.not, label %.89.endif.i130.prol.loopexit, label %.89.endif.i130.prol.preheader, !prof !72

.89.endif.i130.prol.preheader:                    ; preds = %.89.endif.preheader.new.i128
  br label %.89.endif.i130.prol

.89.endif.i130.prol:                              ; preds = %.89.endif.i130.prol.preheader, %.89.endif.i130.prol
  %lsr.iv = phi i64 [ %xtraiter436, %.89.endif.i130.prol.preheader ], [ %lsr.iv.next, %.89.endif.i130.prol ]
  %lsr.iv.i131.prol = phi i64 [ %lsr.iv.next.i158.prol, %.89.endif.i130.prol ], [ %unroll_iter.i129, %.89.endif.i130.prol.preheader ]
  %.77.013.i132.prol = phi ptr [ %.114.7.i157.prol, %.89.endif.i130.prol ], [ %.6.i123, %.89.endif.i130.prol.preheader ]
  %.72.012.i133.prol = phi double [ %.108.7.i156.prol, %.89.endif.i130.prol ], [ 0.000000e+00, %.89.endif.i130.prol.preheader ]
  %.106.i134.prol = load double, ptr %.77.013.i132.prol, align 8, !noalias !96
  %.108.i135.prol = fadd double %.72.012.i133.prol, %.106.i134.prol
  %.114.i136.prol = getelementptr i8, ptr %.77.013.i132.prol, i64 8
  %.106.1.i137.prol = load double, ptr %.114.i136.prol, align 8, !noalias !96
  %.108.1.i138.prol = fadd double %.108.i135.prol, %.106.1.i137.prol
  %.114.1.i139.prol = getelementptr i8, ptr %.77.013.i132.prol, i64 16
  %.106.2.i140.prol = load double, ptr %.114.1.i139.prol, align 8, !noalias !96
  %.108.2.i141.prol = fadd double %.108.1.i138.prol, %.106.2.i140.prol
  %.114.2.i142.prol = getelementptr i8, ptr %.77.013.i132.prol, i64 24
  %.106.3.i143.prol = load double, ptr %.114.2.i142.prol, align 8, !noalias !96
  %.108.3.i144.prol = fadd double %.108.2.i141.prol, %.106.3.i143.prol
  %.114.3.i145.prol = getelementptr i8, ptr %.77.013.i132.prol, i64 32
  %.106.4.i146.prol = load double, ptr %.114.3.i145.prol, align 8, !noalias !96
  %.108.4.i147.prol = fadd double %.108.3.i144.prol, %.106.4.i146.prol
  %.114.4.i148.prol = getelementptr i8, ptr %.77.013.i132.prol, i64 40
  %.106.5.i149.prol = load double, ptr %.114.4.i148.prol, align 8, !noalias !96
  %.108.5.i150.prol = fadd double %.108.4.i147.prol, %.106.5.i149.prol
  %.114.5.i151.prol = getelementptr i8, ptr %.77.013.i132.prol, i64 48
  %.106.6.i152.prol = load double, ptr %.114.5.i151.prol, align 8, !noalias !96
  %.108.6.i153.prol = fadd double %.108.5.i150.prol, %.106.6.i152.prol
  %.114.6.i154.prol = getelementptr i8, ptr %.77.013.i132.prol, i64 56
  %.106.7.i155.prol = load double, ptr %.114.6.i154.prol, align 8, !noalias !96
  %.108.7.i156.prol = fadd double %.108.6.i153.prol, %.106.7.i155.prol
  %.114.7.i157.prol = getelementptr i8, ptr %.77.013.i132.prol, i64 64
  %lsr.iv.next.i158.prol = add i64 %lsr.iv.i131.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter438.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter438.cmp.not, label %.89.endif.i130.prol.loopexit, label %.89.endif.i130.prol, !prof !77, !llvm.loop !99

.89.endif.i130.prol.loopexit:                     ; preds = %.89.endif.i130.prol, %.89.endif.preheader.new.i128
  %.108.7.i156.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i128 ], [ %.108.7.i156.prol, %.89.endif.i130.prol ]
  %.114.7.i157.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i128 ], [ %.114.7.i157.prol, %.89.endif.i130.prol ]
  %lsr.iv.i131.unr = phi i64 [ %unroll_iter.i129, %.89.endif.preheader.new.i128 ], [ %lsr.iv.next.i158.prol, %.89.endif.i130.prol ]
  %.77.013.i132.unr = phi ptr [ %.6.i123, %.89.endif.preheader.new.i128 ], [ %.114.7.i157.prol, %.89.endif.i130.prol ]
  %.72.012.i133.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i128 ], [ %.108.7.i156.prol, %.89.endif.i130.prol ]
  %116 = icmp ult i64 %112, 24
  br i1 %116, label %common.ret.loopexit.unr-lcssa.i160, label %.89.endif.i130.preheader, !prof !79

.89.endif.i130.preheader:                         ; preds = %.89.endif.i130.prol.loopexit
  br label %.89.endif.i130

common.ret.loopexit.unr-lcssa.i160:               ; preds = %.89.endif.i130, %.89.endif.i130.prol.loopexit
  %.108.7.i156.lcssa = phi double [ %.108.7.i156.lcssa.unr, %.89.endif.i130.prol.loopexit ], [ %.108.7.i156.3, %.89.endif.i130 ]
  %.114.7.i157.lcssa = phi ptr [ %.114.7.i157.lcssa.unr, %.89.endif.i130.prol.loopexit ], [ %.114.7.i157.3, %.89.endif.i130 ]
  %lcmp.mod.not.i161 = icmp eq i64 %xtraiter.i127, 0
  br i1 %lcmp.mod.not.i161, label %for.end.2.endif, label %.89.endif.epil.preheader.i162, !prof !80

.89.endif.epil.preheader.i162:                    ; preds = %common.ret.loopexit.unr-lcssa.i160, %for.end.2
  %.77.013.epil.init.i163 = phi ptr [ %.6.i123, %for.end.2 ], [ %.114.7.i157.lcssa, %common.ret.loopexit.unr-lcssa.i160 ]
  %.72.012.epil.init.i164 = phi double [ 0.000000e+00, %for.end.2 ], [ %.108.7.i156.lcssa, %common.ret.loopexit.unr-lcssa.i160 ]
  br label %.89.endif.epil.i165

.89.endif.epil.i165:                              ; preds = %.89.endif.epil.i165, %.89.endif.epil.preheader.i162
  %.72.012.epil.i166 = phi double [ %.108.epil.i170, %.89.endif.epil.i165 ], [ %.72.012.epil.init.i164, %.89.endif.epil.preheader.i162 ]
  %epil.iter.i167 = phi i64 [ %epil.iter.next.i171, %.89.endif.epil.i165 ], [ 0, %.89.endif.epil.preheader.i162 ]
  %117 = shl i64 %epil.iter.i167, 3
  %scevgep447 = getelementptr i8, ptr %.77.013.epil.init.i163, i64 %117
  %.106.epil.i169 = load double, ptr %scevgep447, align 8, !noalias !96
  %.108.epil.i170 = fadd double %.72.012.epil.i166, %.106.epil.i169
  %epil.iter.next.i171 = add i64 %epil.iter.i167, 1
  %epil.iter.cmp.not.i172 = icmp eq i64 %xtraiter.i127, %epil.iter.next.i171
  br i1 %epil.iter.cmp.not.i172, label %for.end.2.endif, label %.89.endif.epil.i165, !prof !81, !llvm.loop !82

.89.endif.i130:                                   ; preds = %.89.endif.i130.preheader, %.89.endif.i130
  %lsr.iv.i131 = phi i64 [ %lsr.iv.next.i158.3, %.89.endif.i130 ], [ %lsr.iv.i131.unr, %.89.endif.i130.preheader ]
  %.77.013.i132 = phi ptr [ %.114.7.i157.3, %.89.endif.i130 ], [ %.77.013.i132.unr, %.89.endif.i130.preheader ]
  %.72.012.i133 = phi double [ %.108.7.i156.3, %.89.endif.i130 ], [ %.72.012.i133.unr, %.89.endif.i130.preheader ]
  %.106.i134 = load double, ptr %.77.013.i132, align 8, !noalias !96
  %.108.i135 = fadd double %.72.012.i133, %.106.i134
  %.114.i136 = getelementptr i8, ptr %.77.013.i132, i64 8
  %.106.1.i137 = load double, ptr %.114.i136, align 8, !noalias !96
  %.108.1.i138 = fadd double %.108.i135, %.106.1.i137
  %.114.1.i139 = getelementptr i8, ptr %.77.013.i132, i64 16
  %.106.2.i140 = load double, ptr %.114.1.i139, align 8, !noalias !96
  %.108.2.i141 = fadd double %.108.1.i138, %.106.2.i140
  %.114.2.i142 = getelementptr i8, ptr %.77.013.i132, i64 24
  %.106.3.i143 = load double, ptr %.114.2.i142, align 8, !noalias !96
  %.108.3.i144 = fadd double %.108.2.i141, %.106.3.i143
  %.114.3.i145 = getelementptr i8, ptr %.77.013.i132, i64 32
  %.106.4.i146 = load double, ptr %.114.3.i145, align 8, !noalias !96
  %.108.4.i147 = fadd double %.108.3.i144, %.106.4.i146
  %.114.4.i148 = getelementptr i8, ptr %.77.013.i132, i64 40
  %.106.5.i149 = load double, ptr %.114.4.i148, align 8, !noalias !96
  %.108.5.i150 = fadd double %.108.4.i147, %.106.5.i149
  %.114.5.i151 = getelementptr i8, ptr %.77.013.i132, i64 48
  %.106.6.i152 = load double, ptr %.114.5.i151, align 8, !noalias !96
  %.108.6.i153 = fadd double %.108.5.i150, %.106.6.i152
  %.114.6.i154 = getelementptr i8, ptr %.77.013.i132, i64 56
  %.106.7.i155 = load double, ptr %.114.6.i154, align 8, !noalias !96
  %.108.7.i156 = fadd double %.108.6.i153, %.106.7.i155
  %.114.7.i157 = getelementptr i8, ptr %.77.013.i132, i64 64
  %.106.i134.1 = load double, ptr %.114.7.i157, align 8, !noalias !96
  %.108.i135.1 = fadd double %.108.7.i156, %.106.i134.1
  %.114.i136.1 = getelementptr i8, ptr %.77.013.i132, i64 72
  %.106.1.i137.1 = load double, ptr %.114.i136.1, align 8, !noalias !96
  %.108.1.i138.1 = fadd double %.108.i135.1, %.106.1.i137.1
  %.114.1.i139.1 = getelementptr i8, ptr %.77.013.i132, i64 80
  %.106.2.i140.1 = load double, ptr %.114.1.i139.1, align 8, !noalias !96
  %.108.2.i141.1 = fadd double %.108.1.i138.1, %.106.2.i140.1
  %.114.2.i142.1 = getelementptr i8, ptr %.77.013.i132, i64 88
  %.106.3.i143.1 = load double, ptr %.114.2.i142.1, align 8, !noalias !96
  %.108.3.i144.1 = fadd double %.108.2.i141.1, %.106.3.i143.1
  %.114.3.i145.1 = getelementptr i8, ptr %.77.013.i132, i64 96
  %.106.4.i146.1 = load double, ptr %.114.3.i145.1, align 8, !noalias !96
  %.108.4.i147.1 = fadd double %.108.3.i144.1, %.106.4.i146.1
  %.114.4.i148.1 = getelementptr i8, ptr %.77.013.i132, i64 104
  %.106.5.i149.1 = load double, ptr %.114.4.i148.1, align 8, !noalias !96
  %.108.5.i150.1 = fadd double %.108.4.i147.1, %.106.5.i149.1
  %.114.5.i151.1 = getelementptr i8, ptr %.77.013.i132, i64 112
  %.106.6.i152.1 = load double, ptr %.114.5.i151.1, align 8, !noalias !96
  %.108.6.i153.1 = fadd double %.108.5.i150.1, %.106.6.i152.1
  %.114.6.i154.1 = getelementptr i8, ptr %.77.013.i132, i64 120
  %.106.7.i155.1 = load double, ptr %.114.6.i154.1, align 8, !noalias !96
  %.108.7.i156.1 = fadd double %.108.6.i153.1, %.106.7.i155.1
  %.114.7.i157.1 = getelementptr i8, ptr %.77.013.i132, i64 128
  %.106.i134.2 = load double, ptr %.114.7.i157.1, align 8, !noalias !96
  %.108.i135.2 = fadd double %.108.7.i156.1, %.106.i134.2
  %.114.i136.2 = getelementptr i8, ptr %.77.013.i132, i64 136
  %.106.1.i137.2 = load double, ptr %.114.i136.2, align 8, !noalias !96
  %.108.1.i138.2 = fadd double %.108.i135.2, %.106.1.i137.2
  %.114.1.i139.2 = getelementptr i8, ptr %.77.013.i132, i64 144
  %.106.2.i140.2 = load double, ptr %.114.1.i139.2, align 8, !noalias !96
  %.108.2.i141.2 = fadd double %.108.1.i138.2, %.106.2.i140.2
  %.114.2.i142.2 = getelementptr i8, ptr %.77.013.i132, i64 152
  %.106.3.i143.2 = load double, ptr %.114.2.i142.2, align 8, !noalias !96
  %.108.3.i144.2 = fadd double %.108.2.i141.2, %.106.3.i143.2
  %.114.3.i145.2 = getelementptr i8, ptr %.77.013.i132, i64 160
  %.106.4.i146.2 = load double, ptr %.114.3.i145.2, align 8, !noalias !96
  %.108.4.i147.2 = fadd double %.108.3.i144.2, %.106.4.i146.2
  %.114.4.i148.2 = getelementptr i8, ptr %.77.013.i132, i64 168
  %.106.5.i149.2 = load double, ptr %.114.4.i148.2, align 8, !noalias !96
  %.108.5.i150.2 = fadd double %.108.4.i147.2, %.106.5.i149.2
  %.114.5.i151.2 = getelementptr i8, ptr %.77.013.i132, i64 176
  %.106.6.i152.2 = load double, ptr %.114.5.i151.2, align 8, !noalias !96
  %.108.6.i153.2 = fadd double %.108.5.i150.2, %.106.6.i152.2
  %.114.6.i154.2 = getelementptr i8, ptr %.77.013.i132, i64 184
  %.106.7.i155.2 = load double, ptr %.114.6.i154.2, align 8, !noalias !96
  %.108.7.i156.2 = fadd double %.108.6.i153.2, %.106.7.i155.2
  %.114.7.i157.2 = getelementptr i8, ptr %.77.013.i132, i64 192
  %.106.i134.3 = load double, ptr %.114.7.i157.2, align 8, !noalias !96
  %.108.i135.3 = fadd double %.108.7.i156.2, %.106.i134.3
  %.114.i136.3 = getelementptr i8, ptr %.77.013.i132, i64 200
  %.106.1.i137.3 = load double, ptr %.114.i136.3, align 8, !noalias !96
  %.108.1.i138.3 = fadd double %.108.i135.3, %.106.1.i137.3
  %.114.1.i139.3 = getelementptr i8, ptr %.77.013.i132, i64 208
  %.106.2.i140.3 = load double, ptr %.114.1.i139.3, align 8, !noalias !96
  %.108.2.i141.3 = fadd double %.108.1.i138.3, %.106.2.i140.3
  %.114.2.i142.3 = getelementptr i8, ptr %.77.013.i132, i64 216
  %.106.3.i143.3 = load double, ptr %.114.2.i142.3, align 8, !noalias !96
  %.108.3.i144.3 = fadd double %.108.2.i141.3, %.106.3.i143.3
  %.114.3.i145.3 = getelementptr i8, ptr %.77.013.i132, i64 224
  %.106.4.i146.3 = load double, ptr %.114.3.i145.3, align 8, !noalias !96
  %.108.4.i147.3 = fadd double %.108.3.i144.3, %.106.4.i146.3
  %.114.4.i148.3 = getelementptr i8, ptr %.77.013.i132, i64 232
  %.106.5.i149.3 = load double, ptr %.114.4.i148.3, align 8, !noalias !96
  %.108.5.i150.3 = fadd double %.108.4.i147.3, %.106.5.i149.3
  %.114.5.i151.3 = getelementptr i8, ptr %.77.013.i132, i64 240
  %.106.6.i152.3 = load double, ptr %.114.5.i151.3, align 8, !noalias !96
  %.108.6.i153.3 = fadd double %.108.5.i150.3, %.106.6.i152.3
  %.114.6.i154.3 = getelementptr i8, ptr %.77.013.i132, i64 248
  %.106.7.i155.3 = load double, ptr %.114.6.i154.3, align 8, !noalias !96
  %.108.7.i156.3 = fadd double %.108.6.i153.3, %.106.7.i155.3
  %.114.7.i157.3 = getelementptr i8, ptr %.77.013.i132, i64 256
  %lsr.iv.next.i158.3 = add nsw i64 %lsr.iv.i131, -32
  %niter.ncmp.7.i159.3 = icmp eq i64 %lsr.iv.next.i158.3, 0
  br i1 %niter.ncmp.7.i159.3, label %common.ret.loopexit.unr-lcssa.i160, label %.89.endif.i130, !prof !84, !llvm.loop !100

for.body.2.endif.endif.endif.endif:               ; preds = %for.body.2.endif.endif.endif.endif, %for.body.2.lr.ph.new
  %loop.index.2174 = phi i64 [ 0, %for.body.2.lr.ph.new ], [ %127, %for.body.2.endif.endif.endif.endif ]
  %.684.0173 = phi i64 [ 0, %for.body.2.lr.ph.new ], [ %.684.1.7, %for.body.2.endif.endif.endif.endif ]
  %.681.0172 = phi i64 [ 0, %for.body.2.lr.ph.new ], [ %spec.select145.7, %for.body.2.endif.endif.endif.endif ]
  %118 = icmp ugt i64 %arg.y.5.0.fr, 1
  %119 = icmp ugt i64 %arg.x.5.0.fr, 1
  %spec.select145 = select i1 %119, i64 %loop.index.2174, i64 %.681.0172
  %.697 = getelementptr i8, ptr %.6.i, i64 %spec.select145
  %.698 = load i8, ptr %.697, align 1
  %.701 = icmp ne i8 %.698, 0
  %.684.1 = select i1 %118, i64 %loop.index.2174, i64 %.684.0173
  %.715 = getelementptr double, ptr %arg.y.4, i64 %.684.1
  %.716 = load double, ptr %.715, align 8
  %.16.i = uitofp i1 %.701 to double
  %.17.i = fmul double %.716, %.16.i
  %sunkaddr1076 = mul i64 %loop.index.2174, 8
  %sunkaddr1077 = getelementptr i8, ptr %.6.i123, i64 %sunkaddr1076
  store double %.17.i, ptr %sunkaddr1077, align 8
  %120 = add i64 %loop.index.2174, 1
  %spec.select145.1 = select i1 %119, i64 %120, i64 %.681.0172
  %.697.1 = getelementptr i8, ptr %.6.i, i64 %spec.select145.1
  %.698.1 = load i8, ptr %.697.1, align 1
  %.701.1 = icmp ne i8 %.698.1, 0
  %.684.1.1 = select i1 %118, i64 %120, i64 %.684.0173
  %.715.1 = getelementptr double, ptr %arg.y.4, i64 %.684.1.1
  %.716.1 = load double, ptr %.715.1, align 8
  %.16.i.1 = uitofp i1 %.701.1 to double
  %.17.i.1 = fmul double %.716.1, %.16.i.1
  %sunkaddr1078 = mul i64 %loop.index.2174, 8
  %sunkaddr1079 = getelementptr i8, ptr %.6.i123, i64 %sunkaddr1078
  %sunkaddr1080 = getelementptr i8, ptr %sunkaddr1079, i64 8
  store double %.17.i.1, ptr %sunkaddr1080, align 8
  %121 = add i64 %120, 1
  %spec.select145.2 = select i1 %119, i64 %121, i64 %.681.0172
  %.697.2 = getelementptr i8, ptr %.6.i, i64 %spec.select145.2
  %.698.2 = load i8, ptr %.697.2, align 1
  %.701.2 = icmp ne i8 %.698.2, 0
  %.684.1.2 = select i1 %118, i64 %121, i64 %.684.0173
  %.715.2 = getelementptr double, ptr %arg.y.4, i64 %.684.1.2
  %.716.2 = load double, ptr %.715.2, align 8
  %.16.i.2 = uitofp i1 %.701.2 to double
  %.17.i.2 = fmul double %.716.2, %.16.i.2
  %sunkaddr1081 = mul i64 %loop.index.2174, 8
  %sunkaddr1082 = getelementptr i8, ptr %.6.i123, i64 %sunkaddr1081
  %sunkaddr1083 = getelementptr i8, ptr %sunkaddr1082, i64 16
  store double %.17.i.2, ptr %sunkaddr1083, align 8
  %122 = add i64 %121, 1
  %spec.select145.3 = select i1 %119, i64 %122, i64 %.681.0172
  %.697.3 = getelementptr i8, ptr %.6.i, i64 %spec.select145.3
  %.698.3 = load i8, ptr %.697.3, align 1
  %.701.3 = icmp ne i8 %.698.3, 0
  %.684.1.3 = select i1 %118, i64 %122, i64 %.684.0173
  %.715.3 = getelementptr double, ptr %arg.y.4, i64 %.684.1.3
  %.716.3 = load double, ptr %.715.3, align 8
  %.16.i.3 = uitofp i1 %.701.3 to double
  %.17.i.3 = fmul double %.716.3, %.16.i.3
  %sunkaddr1084 = mul i64 %loop.index.2174, 8
  %sunkaddr1085 = getelementptr i8, ptr %.6.i123, i64 %sunkaddr1084
  %sunkaddr1086 = getelementptr i8, ptr %sunkaddr1085, i64 24
  store double %.17.i.3, ptr %sunkaddr1086, align 8
  %123 = add i64 %122, 1
  %spec.select145.4 = select i1 %119, i64 %123, i64 %.681.0172
  %.697.4 = getelementptr i8, ptr %.6.i, i64 %spec.select145.4
  %.698.4 = load i8, ptr %.697.4, align 1
  %.701.4 = icmp ne i8 %.698.4, 0
  %.684.1.4 = select i1 %118, i64 %123, i64 %.684.0173
  %.715.4 = getelementptr double, ptr %arg.y.4, i64 %.684.1.4
  %.716.4 = load double, ptr %.715.4, align 8
  %.16.i.4 = uitofp i1 %.701.4 to double
  %.17.i.4 = fmul double %.716.4, %.16.i.4
  %sunkaddr1087 = mul i64 %loop.index.2174, 8
  %sunkaddr1088 = getelementptr i8, ptr %.6.i123, i64 %sunkaddr1087
  %sunkaddr1089 = getelementptr i8, ptr %sunkaddr1088, i64 32
  store double %.17.i.4, ptr %sunkaddr1089, align 8
  %124 = add i64 %123, 1
  %spec.select145.5 = select i1 %119, i64 %124, i64 %.681.0172
  %.697.5 = getelementptr i8, ptr %.6.i, i64 %spec.select145.5
  %.698.5 = load i8, ptr %.697.5, align 1
  %.701.5 = icmp ne i8 %.698.5, 0
  %.684.1.5 = select i1 %118, i64 %124, i64 %.684.0173
  %.715.5 = getelementptr double, ptr %arg.y.4, i64 %.684.1.5
  %.716.5 = load double, ptr %.715.5, align 8
  %.16.i.5 = uitofp i1 %.701.5 to double
  %.17.i.5 = fmul double %.716.5, %.16.i.5
  %sunkaddr1090 = mul i64 %loop.index.2174, 8
  %sunkaddr1091 = getelementptr i8, ptr %.6.i123, i64 %sunkaddr1090
  %sunkaddr1092 = getelementptr i8, ptr %sunkaddr1091, i64 40
  store double %.17.i.5, ptr %sunkaddr1092, align 8
  %125 = add i64 %124, 1
  %spec.select145.6 = select i1 %119, i64 %125, i64 %.681.0172
  %.697.6 = getelementptr i8, ptr %.6.i, i64 %spec.select145.6
  %.698.6 = load i8, ptr %.697.6, align 1
  %.701.6 = icmp ne i8 %.698.6, 0
  %.684.1.6 = select i1 %118, i64 %125, i64 %.684.0173
  %.715.6 = getelementptr double, ptr %arg.y.4, i64 %.684.1.6
  %.716.6 = load double, ptr %.715.6, align 8
  %.16.i.6 = uitofp i1 %.701.6 to double
  %.17.i.6 = fmul double %.716.6, %.16.i.6
  %sunkaddr1093 = mul i64 %loop.index.2174, 8
  %sunkaddr1094 = getelementptr i8, ptr %.6.i123, i64 %sunkaddr1093
  %sunkaddr1095 = getelementptr i8, ptr %sunkaddr1094, i64 48
  store double %.17.i.6, ptr %sunkaddr1095, align 8
  %126 = add i64 %125, 1
  %spec.select145.7 = select i1 %119, i64 %126, i64 %.681.0172
  %.697.7 = getelementptr i8, ptr %.6.i, i64 %spec.select145.7
  %.698.7 = load i8, ptr %.697.7, align 1
  %.701.7 = icmp ne i8 %.698.7, 0
  %.684.1.7 = select i1 %118, i64 %126, i64 %.684.0173
  %.715.7 = getelementptr double, ptr %arg.y.4, i64 %.684.1.7
  %.716.7 = load double, ptr %.715.7, align 8
  %.16.i.7 = uitofp i1 %.701.7 to double
  %.17.i.7 = fmul double %.716.7, %.16.i.7
  %sunkaddr1096 = mul i64 %loop.index.2174, 8
  %sunkaddr1097 = getelementptr i8, ptr %.6.i123, i64 %sunkaddr1096
  %sunkaddr1098 = getelementptr i8, ptr %sunkaddr1097, i64 56
  store double %.17.i.7, ptr %sunkaddr1098, align 8
  %.746.7 = add nuw nsw i64 %loop.index.2174, 8
  %127 = add i64 %126, 1
  %niter.ncmp.7 = icmp eq i64 %127, %unroll_iter
  br i1 %niter.ncmp.7, label %for.end.2.unr-lcssa, label %for.body.2.endif.endif.endif.endif

for.end.2.endif.critedge:                         ; preds = %for.end.1.endif.endif.end...endif
  tail call void @NRT_decref(ptr %arg.y.0)
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  br label %for.end.2.endif

for.end.2.endif:                                  ; preds = %.89.endif.epil.i165, %for.end.2.endif.critedge, %common.ret.loopexit.unr-lcssa.i160
  %.72.0.lcssa.i125 = phi double [ 0.000000e+00, %for.end.2.endif.critedge ], [ %.108.7.i156.lcssa, %common.ret.loopexit.unr-lcssa.i160 ], [ %.108.epil.i170, %.89.endif.epil.i165 ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i116)
  %.783 = fadd double %.72.0.lcssa.i, %.72.0.lcssa.i125
  store double %.783, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

define ptr @_ZN7cpython7kernels16masked_where_sumB3v28B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.masked_where_sum, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.65 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !7

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.e...if.2 ], [ %.94, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.thread ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.e...endif.2.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels16masked_where_sumB3v28B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !7

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels16masked_where_sumB3v28B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.19 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.20, i8 0, i64 56, i1 false)
  %.24 = call i32 @NRT_adapt_ndarray_from_python(ptr %.19, ptr nonnull %.20)
  %sunkaddr = getelementptr inbounds i8, ptr %.20, i64 24
  %.28 = load i64, ptr %sunkaddr, align 8
  %.29 = icmp ne i64 %.28, 8
  %.30 = icmp ne i32 %.24, 0
  %.31 = or i1 %.30, %.29
  br i1 %.31, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !7

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.35.fca.0.load = load ptr, ptr %.20, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.20, i64 32
  %.35.fca.4.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.20, i64 40
  %.35.fca.5.0.load = load i64, ptr %sunkaddr2, align 8
  %.42 = load ptr, ptr %.6, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.43, i8 0, i64 56, i1 false)
  %.47 = call i32 @NRT_adapt_ndarray_from_python(ptr %.42, ptr nonnull %.43)
  %sunkaddr3 = getelementptr inbounds i8, ptr %.43, i64 24
  %.51 = load i64, ptr %sunkaddr3, align 8
  %.52 = icmp ne i64 %.51, 8
  %.53 = icmp ne i32 %.47, 0
  %.54 = or i1 %.53, %.52
  br i1 %.54, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !7

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %.58.fca.0.load = load ptr, ptr %.43, align 8
  %sunkaddr4 = getelementptr inbounds i8, ptr %.43, i64 32
  %.58.fca.4.load = load ptr, ptr %sunkaddr4, align 8
  %sunkaddr5 = getelementptr inbounds i8, ptr %.43, i64 40
  %.58.fca.5.0.load = load i64, ptr %sunkaddr5, align 8
  store double 0.000000e+00, ptr %.65, align 8
  %.73 = call i32 @_ZN7kernels16masked_where_sumB3v28B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.65, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 poison, ptr %.58.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.58.fca.4.load, i64 %.58.fca.5.0.load, i64 poison) #2
  %.74 = load ptr, ptr %excinfo, align 8
  %.83 = load double, ptr %.65, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  call void @NRT_decref(ptr %.58.fca.0.load)
  %cond = icmp eq i32 %.73, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.endif, !prof !70

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.81 = icmp sgt i32 %.73, 0
  br i1 %.81, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.94 = call ptr @PyFloat_FromDouble(double %.83)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.99 = load { ptr, i32, ptr, ptr, i32 }, ptr %.74, align 8
  %.100 = extractvalue { ptr, i32, ptr, ptr, i32 } %.99, 4
  %.101 = icmp sgt i32 %.100, 0
  %.104 = extractvalue { ptr, i32, ptr, ptr, i32 } %.99, 0
  %.106 = extractvalue { ptr, i32, ptr, ptr, i32 } %.99, 1
  br i1 %.101, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  switch i32 %.73, label %entry.endif.endif.endif.e...endif.2.endif [
    i32 -3, label %entry.endif.endif.endif.e...if.2
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.107 = sext i32 %.106 to i64
  %.108 = call ptr @PyBytes_FromStringAndSize(ptr %.104, i64 %.107)
  %.109 = load { ptr, i32, ptr, ptr, i32 }, ptr %.74, align 8
  %.110 = extractvalue { ptr, i32, ptr, ptr, i32 } %.109, 2
  %.112 = extractvalue { ptr, i32, ptr, ptr, i32 } %.109, 3
  %.114 = call ptr %.112(ptr %.110)
  %.115 = icmp eq ptr %.114, null
  br i1 %.115, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !7

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.128 = extractvalue { ptr, i32, ptr, ptr, i32 } %.99, 2
  %.129 = call ptr @numba_unpickle(ptr %.104, i32 %.106, ptr %.128)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.131 = phi ptr [ %.119, %entry.endif.endif.endif.e...endif ], [ %.129, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.132.not = icmp eq ptr %.131, null
  br i1 %.132.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !7

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.119 = call ptr @numba_runtime_build_excinfo_struct(ptr %.108, ptr nonnull %.114)
  call void @NRT_Free(ptr nonnull %.74)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.131)
  br label %common.ret

entry.endif.endif.endif.e...if.2:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.e...endif.2.endif:        ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function")
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

declare void @PyErr_SetNone(ptr) local_unnamed_addr

define double @cfunc._ZN7kernels16masked_where_sumB3v28B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, ptr %.4, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.meminfo.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 0
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 5
  %.10 = extractvalue [1 x i64] %extracted.shape.1, 0
  %.12 = call i32 @_ZN7kernels16masked_where_sumB3v28B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.8, i64 poison, ptr %extracted.meminfo.1, ptr poison, i64 poison, i64 poison, ptr %extracted.data.1, i64 %.10, i64 poison) #2
  %.13 = load ptr, ptr %excinfo, align 8
  %.22 = load double, ptr %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, ptr %.24, align 4
  %cond = icmp eq i32 %.12, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !70

entry.if:                                         ; preds = %entry
  %.20 = icmp sgt i32 %.12, 0
  call void @numba_gil_ensure(ptr nonnull %.24)
  br i1 %.20, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.27, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.22, %.27 ], [ %.22, %entry ]
  ret double %common.ret.op

.27:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.75 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.75)
  call void @Py_DecRef(ptr %.75)
  call void @numba_gil_release(ptr nonnull %.24)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.30 = load { ptr, i32, ptr, ptr, i32 }, ptr %.13, align 8
  %.31 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 4
  %.32 = icmp sgt i32 %.31, 0
  %.35 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 0
  %.37 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 1
  br i1 %.32, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.12, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.27
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.38 = sext i32 %.37 to i64
  %.39 = call ptr @PyBytes_FromStringAndSize(ptr %.35, i64 %.38)
  %.40 = load { ptr, i32, ptr, ptr, i32 }, ptr %.13, align 8
  %.41 = extractvalue { ptr, i32, ptr, ptr, i32 } %.40, 2
  %.43 = extractvalue { ptr, i32, ptr, ptr, i32 } %.40, 3
  %.45 = call ptr %.43(ptr %.41)
  %.46 = icmp eq ptr %.45, null
  br i1 %.46, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !7

entry.if.if.else:                                 ; preds = %entry.if.if
  %.59 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 2
  %.60 = call ptr @numba_unpickle(ptr %.35, i32 %.37, ptr %.59)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.62 = phi ptr [ %.50, %entry.if.if.if.endif ], [ %.60, %entry.if.if.else ]
  %.63.not = icmp eq ptr %.62, null
  br i1 %.63.not, label %.27, label %entry.if.if.endif.if, !prof !7

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.50 = call ptr @numba_runtime_build_excinfo_struct(ptr %.39, ptr nonnull %.45)
  call void @NRT_Free(ptr nonnull %.13)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.62)
  br label %.27

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %.27

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function.2")
  br label %.27
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

define linkonce_odr range(i32 -1, -2) i32 @_ZN5numba2np9arraymath19_where_generic_impl12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedEd(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.condition.0, ptr readnone captures(none) %arg.condition.1, i64 %arg.condition.2, i64 %arg.condition.3, ptr readonly captures(none) %arg.condition.4, i64 %arg.condition.5.0, i64 %arg.condition.6.0, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, double %arg.y) local_unnamed_addr {
B0.endif.endif:
  %.179 = alloca [1 x i64], align 8
  %excinfo.4 = alloca ptr, align 8
  store ptr null, ptr %excinfo.4, align 8
  %.404 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %excinfo.9 = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.condition.0)
  tail call void @NRT_incref(ptr %arg.x.0)
  %.7.i.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32), !noalias !101
  %.8.i.i.i.i = icmp eq ptr %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B0.endif.endif.if.if, label %B0.endif.endif.endif, !prof !7

B412:                                             ; preds = %B126.i.i20
  %0 = icmp eq i64 %arg.x.5.0, 1
  %1 = icmp ne i64 %arg.dest_shape.0.fr.i.i, 1
  %.103.i28 = and i1 %0, %1
  %.104.i29 = select i1 %.103.i28, i64 %arg.dest_shape.0.fr.i.i, i64 %arg.x.5.0
  %.105.i30 = select i1 %.103.i28, i64 0, i64 %arg.x.6.0
  %.34.i = icmp samesign ugt i64 %arg.dest_shape.0.fr.i.i, 1152921504606846975
  tail call void @NRT_decref(ptr %arg.x.0)
  br i1 %.34.i, label %B412.if.if, label %B0.endif.endif.endif.i, !prof !7

B0.endif.endif.endif.i:                           ; preds = %B412
  %.33.i = shl nuw nsw i64 %arg.dest_shape.0.fr.i.i, 3
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !114
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B412.if.if, label %B496, !prof !7

B496:                                             ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !124
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.404, i8 0, i64 56, i1 false)
  %.416 = call i32 @_ZN5numba2np9arraymath25_where_generic_inner_implB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.404, ptr nonnull %excinfo.9, ptr %arg.condition.0, ptr null, i64 %.104.i, i64 %arg.condition.3, ptr %arg.condition.4, i64 %.104.i, i64 %.105.i, ptr %arg.x.0, ptr null, i64 %.104.i29, i64 %arg.x.3, ptr %arg.x.4, i64 %.104.i29, i64 %.105.i30, ptr nonnull %.7.i.i.i.i, ptr null, i64 %arg.dest_shape.0.fr.i.i, i64 8, ptr nonnull %.6.i.i.i, i64 %arg.dest_shape.0.fr.i.i, i64 0, ptr nonnull %.7.i.i.i, ptr null, i64 %arg.dest_shape.0.fr.i.i, i64 8, ptr %.6.i.i, i64 %arg.dest_shape.0.fr.i.i, i64 8)
  switch i32 %.416, label %B496.if.if [
    i32 -2, label %B496.endif
    i32 0, label %B496.endif
  ], !prof !125

common.ret:                                       ; preds = %B496.if.if, %B496.endif, %B412.if.if, %B0.endif.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.if.if, %B0.endif.endif.if.if
  %common.ret.op = phi i32 [ %.416, %B496.if.if ], [ 0, %B496.endif ], [ 1, %B0.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.endif.endif.if.if ], [ 1, %B412.if.if ]
  ret i32 %common.ret.op

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.5.i.i.i = getelementptr i8, ptr %.7.i.i.i.i, i64 24
  %.6.i.i.i = load ptr, ptr %.5.i.i.i, align 8, !noalias !126
  store double %arg.y, ptr %.6.i.i.i, align 8, !noalias !126
  store i64 0, ptr %.179, align 8
  %.185 = call i32 @_ZN5numba2np8arrayobj25ol_numpy_broadcast_shapes12_3clocals_3e4implB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12StarArgTupleI8UniTupleIxLi1EE8UniTupleIxLi1EE8UniTupleIxLi0EEE(ptr nonnull %.179, ptr nonnull %excinfo.4, i64 %arg.condition.5.0, i64 %arg.x.5.0)
  %.195.fca.0.load = load i64, ptr %.179, align 8
  %arg.dest_shape.0.fr.i.i = freeze i64 %.195.fca.0.load
  %cond2 = icmp eq i32 %.185, 0
  br i1 %cond2, label %B0.endif.endif.endif.endif, label %B0.endif.endif.endif.if.if, !prof !70

B0.endif.endif.if.if:                             ; preds = %B0.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.17, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  tail call void @NRT_incref(ptr %arg.condition.0), !noalias !127
  %.137.i.i = icmp slt i64 %arg.dest_shape.0.fr.i.i, 0
  br i1 %.137.i.i, label %B0.endif.endif.endif.endif.if.if, label %B126.i.i

B126.i.i:                                         ; preds = %B0.endif.endif.endif.endif
  %.206.i.i = icmp eq i64 %arg.condition.5.0, %arg.dest_shape.0.fr.i.i
  %.209.i.i = icmp eq i64 %arg.condition.5.0, 1
  %or.cond.i.i = or i1 %.209.i.i, %.206.i.i
  br i1 %or.cond.i.i, label %B126.i.i20, label %B0.endif.endif.endif.endif.if.if

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif
  %.186 = load ptr, ptr %excinfo.4, align 8
  store ptr %.186, ptr %excinfo, align 8
  br label %common.ret

B126.i.i20:                                       ; preds = %B126.i.i
  %2 = icmp eq i64 %arg.condition.5.0, 1
  %3 = icmp ne i64 %arg.dest_shape.0.fr.i.i, 1
  %.103.i = and i1 %2, %3
  %.104.i = select i1 %.103.i, i64 %arg.dest_shape.0.fr.i.i, i64 %arg.condition.5.0
  %.105.i = select i1 %.103.i, i64 0, i64 %arg.condition.6.0
  tail call void @NRT_incref(ptr %arg.x.0), !noalias !131
  %.206.i.i21 = icmp eq i64 %arg.x.5.0, %arg.dest_shape.0.fr.i.i
  %.209.i.i22 = icmp eq i64 %arg.x.5.0, 1
  %or.cond.i.i23 = or i1 %.209.i.i22, %.206.i.i21
  tail call void @NRT_decref(ptr %arg.condition.0)
  br i1 %or.cond.i.i23, label %B412, label %B0.endif.endif.endif.endif.endif.if.if

B0.endif.endif.endif.endif.if.if:                 ; preds = %B126.i.i, %B0.endif.endif.endif.endif
  %excinfo.5.0.ph = phi ptr [ @.const.picklebuf.270c8723ff6de8b219d80de026602a036e0be6fd, %B0.endif.endif.endif.endif ], [ @.const.picklebuf.6fad541cfdf6473a0ac41f07f5ff80c156e68b49, %B126.i.i ]
  store ptr %excinfo.5.0.ph, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.if.if:           ; preds = %B126.i.i20
  store ptr @.const.picklebuf.6fad541cfdf6473a0ac41f07f5ff80c156e68b49.17, ptr %excinfo, align 8
  br label %common.ret

B412.if.if:                                       ; preds = %B0.endif.endif.endif.i, %B412
  %excinfo.8.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.30, %B0.endif.endif.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.18, %B412 ]
  store ptr %excinfo.8.0.ph, ptr %excinfo, align 8
  br label %common.ret

B496.endif:                                       ; preds = %B496, %B496
  %.426.fca.0.load = load ptr, ptr %.404, align 8
  %sunkaddr = getelementptr inbounds nuw i8, ptr %.404, i64 8
  %.426.fca.1.load = load ptr, ptr %sunkaddr, align 8
  %sunkaddr130 = getelementptr inbounds nuw i8, ptr %.404, i64 16
  %.426.fca.2.load = load i64, ptr %sunkaddr130, align 8
  %sunkaddr131 = getelementptr inbounds nuw i8, ptr %.404, i64 24
  %.426.fca.3.load = load i64, ptr %sunkaddr131, align 8
  %sunkaddr132 = getelementptr inbounds nuw i8, ptr %.404, i64 32
  %.426.fca.4.load = load ptr, ptr %sunkaddr132, align 8
  %sunkaddr133 = getelementptr inbounds nuw i8, ptr %.404, i64 40
  %.426.fca.5.0.load = load i64, ptr %sunkaddr133, align 8
  %sunkaddr134 = getelementptr inbounds nuw i8, ptr %.404, i64 48
  %.426.fca.6.0.load = load i64, ptr %sunkaddr134, align 8
  store ptr %.426.fca.0.load, ptr %retptr, align 8
  %retptr.repack245 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr %.426.fca.1.load, ptr %retptr.repack245, align 8
  %retptr.repack247 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.426.fca.2.load, ptr %retptr.repack247, align 8
  %retptr.repack249 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 %.426.fca.3.load, ptr %retptr.repack249, align 8
  %retptr.repack251 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.426.fca.4.load, ptr %retptr.repack251, align 8
  %retptr.repack253 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %.426.fca.5.0.load, ptr %retptr.repack253, align 8
  %retptr.repack255 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %.426.fca.6.0.load, ptr %retptr.repack255, align 8
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i.i)
  tail call void @NRT_decref(ptr %arg.x.0)
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i)
  tail call void @NRT_decref(ptr %arg.condition.0)
  br label %common.ret

B496.if.if:                                       ; preds = %B496
  store ptr null, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !7

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
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !7

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !7

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nofree norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define linkonce_odr noundef i32 @_ZN5numba2np9arraymath25_where_generic_inner_implB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr readnone captures(none) %arg.cond.0, ptr readnone captures(none) %arg.cond.1, i64 %arg.cond.2, i64 %arg.cond.3, ptr readonly captures(none) %arg.cond.4, i64 %arg.cond.5.0, i64 %arg.cond.6.0, ptr readnone captures(none) %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, ptr readnone captures(none) %arg.y.0, ptr readnone captures(none) %arg.y.1, i64 %arg.y.2, i64 %arg.y.3, ptr readonly captures(none) %arg.y.4, i64 %arg.y.5.0, i64 %arg.y.6.0, ptr %arg.res.0, ptr %arg.res.1, i64 %arg.res.2, i64 %arg.res.3, ptr %arg.res.4, i64 %arg.res.5.0, i64 %arg.res.6.0) local_unnamed_addr #3 {
B0:
  tail call void @NRT_incref(ptr %arg.res.0)
  %.82.not = icmp eq i64 %arg.cond.5.0, 0
  br i1 %.82.not, label %B98, label %B44.endif.preheader, !prof !79

B44.endif.preheader:                              ; preds = %B0
  %smax = tail call i64 @llvm.smax.i64(i64 %arg.cond.5.0, i64 1)
  %xtraiter = and i64 %smax, 7
  %0 = icmp slt i64 %arg.cond.5.0, 8
  br i1 %0, label %B44.endif.epil.preheader, label %B44.endif.preheader.new, !prof !73

B44.endif.preheader.new:                          ; preds = %B44.endif.preheader
  %1 = and i64 %smax, 9223372036854775800
  br label %B44.endif

B98.loopexit.unr-lcssa:                           ; preds = %B44.endif
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B98, label %B44.endif.epil.preheader, !prof !80

B44.endif.epil.preheader:                         ; preds = %B98.loopexit.unr-lcssa, %B44.endif.preheader
  %.181169174.epil.ph = phi ptr [ %arg.cond.4, %B44.endif.preheader ], [ %.181168.7, %B98.loopexit.unr-lcssa ]
  %.175170173.epil.ph = phi i64 [ 0, %B44.endif.preheader ], [ %lsr.iv.next2, %B98.loopexit.unr-lcssa ]
  br label %B44.endif.epil

B44.endif.epil:                                   ; preds = %B44.endif.epil.preheader, %B44.endif.epil
  %lsr.iv = phi i64 [ %lsr.iv.next, %B44.endif.epil ], [ %xtraiter, %B44.endif.epil.preheader ]
  %.181169174.epil = phi ptr [ %.181168.epil, %B44.endif.epil ], [ %.181169174.epil.ph, %B44.endif.epil.preheader ]
  %.175170173.epil = phi i64 [ %.175.epil, %B44.endif.epil ], [ %.175170173.epil.ph, %B44.endif.epil.preheader ]
  %.156.epil = load i8, ptr %.181169174.epil, align 1
  %.159.not.epil = icmp eq i8 %.156.epil, 0
  %.175.epil = add i64 %.175170173.epil, 1
  %.176.epil = icmp slt i64 %.175.epil, %arg.cond.5.0
  %.181168.idx.epil = select i1 %.176.epil, i64 %arg.cond.6.0, i64 0, !prof !135
  %.181168.epil = getelementptr i8, ptr %.181169174.epil, i64 %.181168.idx.epil
  %arg.y.6.0.arg.x.6.0.epil = select i1 %.159.not.epil, i64 %arg.y.6.0, i64 %arg.x.6.0
  %arg.y.4.arg.x.4.epil = select i1 %.159.not.epil, ptr %arg.y.4, ptr %arg.x.4
  %.293.epil = mul i64 %arg.y.6.0.arg.x.6.0.epil, %.175170173.epil
  %.295.epil = getelementptr i8, ptr %arg.y.4.arg.x.4.epil, i64 %.293.epil
  %"$phi88.1.2.1.epil" = load double, ptr %.295.epil, align 8
  %2 = shl i64 %.175170173.epil, 3
  %scevgep = getelementptr i8, ptr %arg.res.4, i64 %2
  store double %"$phi88.1.2.1.epil", ptr %scevgep, align 8
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.not, label %B98, label %B44.endif.epil, !prof !81, !llvm.loop !136

B98:                                              ; preds = %B44.endif.epil, %B98.loopexit.unr-lcssa, %B0
  store ptr %arg.res.0, ptr %retptr, align 8
  %retptr.repack154 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr %arg.res.1, ptr %retptr.repack154, align 8
  %retptr.repack156 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %arg.res.2, ptr %retptr.repack156, align 8
  %retptr.repack158 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 %arg.res.3, ptr %retptr.repack158, align 8
  %retptr.repack160 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %arg.res.4, ptr %retptr.repack160, align 8
  %retptr.repack162 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.res.5.0, ptr %retptr.repack162, align 8
  %retptr.repack164 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %arg.res.6.0, ptr %retptr.repack164, align 8
  ret i32 0

B44.endif:                                        ; preds = %B44.endif, %B44.endif.preheader.new
  %lsr.iv1 = phi i64 [ %lsr.iv.next2, %B44.endif ], [ 0, %B44.endif.preheader.new ]
  %.181169174 = phi ptr [ %.181168.7, %B44.endif ], [ %arg.cond.4, %B44.endif.preheader.new ]
  %3 = add i64 %lsr.iv1, 4
  %.156 = load i8, ptr %.181169174, align 1
  %.159.not = icmp eq i8 %.156, 0
  %4 = add i64 %lsr.iv1, 1
  %.176 = icmp slt i64 %4, %arg.cond.5.0
  %.181168.idx = select i1 %.176, i64 %arg.cond.6.0, i64 0, !prof !135
  %.181168 = getelementptr i8, ptr %.181169174, i64 %.181168.idx
  %arg.y.6.0.arg.x.6.0 = select i1 %.159.not, i64 %arg.y.6.0, i64 %arg.x.6.0
  %arg.y.4.arg.x.4 = select i1 %.159.not, ptr %arg.y.4, ptr %arg.x.4
  %.293 = mul i64 %arg.y.6.0.arg.x.6.0, %lsr.iv1
  %.295 = getelementptr i8, ptr %arg.y.4.arg.x.4, i64 %.293
  %"$phi88.1.2.1" = load double, ptr %.295, align 8
  %sunkaddr = mul i64 %lsr.iv1, 8
  %sunkaddr25 = getelementptr i8, ptr %arg.res.4, i64 %sunkaddr
  store double %"$phi88.1.2.1", ptr %sunkaddr25, align 8
  %.156.1 = load i8, ptr %.181168, align 1
  %.159.not.1 = icmp eq i8 %.156.1, 0
  %5 = add i64 %lsr.iv1, 2
  %.176.1 = icmp slt i64 %5, %arg.cond.5.0
  %.181168.idx.1 = select i1 %.176.1, i64 %arg.cond.6.0, i64 0, !prof !135
  %.181168.1 = getelementptr i8, ptr %.181168, i64 %.181168.idx.1
  %arg.y.6.0.arg.x.6.0.1 = select i1 %.159.not.1, i64 %arg.y.6.0, i64 %arg.x.6.0
  %arg.y.4.arg.x.4.1 = select i1 %.159.not.1, ptr %arg.y.4, ptr %arg.x.4
  %.293.1 = mul i64 %arg.y.6.0.arg.x.6.0.1, %4
  %.295.1 = getelementptr i8, ptr %arg.y.4.arg.x.4.1, i64 %.293.1
  %"$phi88.1.2.1.1" = load double, ptr %.295.1, align 8
  %sunkaddr26 = mul i64 %lsr.iv1, 8
  %sunkaddr27 = getelementptr i8, ptr %arg.res.4, i64 %sunkaddr26
  %sunkaddr28 = getelementptr i8, ptr %sunkaddr27, i64 8
  store double %"$phi88.1.2.1.1", ptr %sunkaddr28, align 8
  %.156.2 = load i8, ptr %.181168.1, align 1
  %.159.not.2 = icmp eq i8 %.156.2, 0
  %6 = add i64 %lsr.iv1, 3
  %.176.2.not = icmp sgt i64 %3, %arg.cond.5.0
  %.181168.idx.2 = select i1 %.176.2.not, i64 0, i64 %arg.cond.6.0, !prof !7
  %.181168.2 = getelementptr i8, ptr %.181168.1, i64 %.181168.idx.2
  %arg.y.6.0.arg.x.6.0.2 = select i1 %.159.not.2, i64 %arg.y.6.0, i64 %arg.x.6.0
  %arg.y.4.arg.x.4.2 = select i1 %.159.not.2, ptr %arg.y.4, ptr %arg.x.4
  %.293.2 = mul i64 %arg.y.6.0.arg.x.6.0.2, %5
  %.295.2 = getelementptr i8, ptr %arg.y.4.arg.x.4.2, i64 %.293.2
  %"$phi88.1.2.1.2" = load double, ptr %.295.2, align 8
  %sunkaddr29 = mul i64 %lsr.iv1, 8
  %sunkaddr30 = getelementptr i8, ptr %arg.res.4, i64 %sunkaddr29
  %sunkaddr31 = getelementptr i8, ptr %sunkaddr30, i64 16
  store double %"$phi88.1.2.1.2", ptr %sunkaddr31, align 8
  %.156.3 = load i8, ptr %.181168.2, align 1
  %.159.not.3 = icmp eq i8 %.156.3, 0
  %.176.3 = icmp slt i64 %3, %arg.cond.5.0
  %.181168.idx.3 = select i1 %.176.3, i64 %arg.cond.6.0, i64 0, !prof !135
  %.181168.3 = getelementptr i8, ptr %.181168.2, i64 %.181168.idx.3
  %arg.y.6.0.arg.x.6.0.3 = select i1 %.159.not.3, i64 %arg.y.6.0, i64 %arg.x.6.0
  %arg.y.4.arg.x.4.3 = select i1 %.159.not.3, ptr %arg.y.4, ptr %arg.x.4
  %.293.3 = mul i64 %arg.y.6.0.arg.x.6.0.3, %6
  %.295.3 = getelementptr i8, ptr %arg.y.4.arg.x.4.3, i64 %.293.3
  %"$phi88.1.2.1.3" = load double, ptr %.295.3, align 8
  %sunkaddr32 = mul i64 %lsr.iv1, 8
  %sunkaddr33 = getelementptr i8, ptr %arg.res.4, i64 %sunkaddr32
  %sunkaddr34 = getelementptr i8, ptr %sunkaddr33, i64 24
  store double %"$phi88.1.2.1.3", ptr %sunkaddr34, align 8
  %.156.4 = load i8, ptr %.181168.3, align 1
  %.159.not.4 = icmp eq i8 %.156.4, 0
  %7 = add i64 %lsr.iv1, 5
  %.176.4 = icmp slt i64 %7, %arg.cond.5.0
  %.181168.idx.4 = select i1 %.176.4, i64 %arg.cond.6.0, i64 0, !prof !135
  %.181168.4 = getelementptr i8, ptr %.181168.3, i64 %.181168.idx.4
  %arg.y.6.0.arg.x.6.0.4 = select i1 %.159.not.4, i64 %arg.y.6.0, i64 %arg.x.6.0
  %arg.y.4.arg.x.4.4 = select i1 %.159.not.4, ptr %arg.y.4, ptr %arg.x.4
  %.293.4 = mul i64 %arg.y.6.0.arg.x.6.0.4, %3
  %.295.4 = getelementptr i8, ptr %arg.y.4.arg.x.4.4, i64 %.293.4
  %"$phi88.1.2.1.4" = load double, ptr %.295.4, align 8
  %sunkaddr35 = mul i64 %lsr.iv1, 8
  %sunkaddr36 = getelementptr i8, ptr %arg.res.4, i64 %sunkaddr35
  %sunkaddr37 = getelementptr i8, ptr %sunkaddr36, i64 32
  store double %"$phi88.1.2.1.4", ptr %sunkaddr37, align 8
  %.156.5 = load i8, ptr %.181168.4, align 1
  %.159.not.5 = icmp eq i8 %.156.5, 0
  %8 = add i64 %lsr.iv1, 6
  %.176.5 = icmp slt i64 %8, %arg.cond.5.0
  %.181168.idx.5 = select i1 %.176.5, i64 %arg.cond.6.0, i64 0, !prof !135
  %.181168.5 = getelementptr i8, ptr %.181168.4, i64 %.181168.idx.5
  %arg.y.6.0.arg.x.6.0.5 = select i1 %.159.not.5, i64 %arg.y.6.0, i64 %arg.x.6.0
  %arg.y.4.arg.x.4.5 = select i1 %.159.not.5, ptr %arg.y.4, ptr %arg.x.4
  %.293.5 = mul i64 %arg.y.6.0.arg.x.6.0.5, %7
  %.295.5 = getelementptr i8, ptr %arg.y.4.arg.x.4.5, i64 %.293.5
  %"$phi88.1.2.1.5" = load double, ptr %.295.5, align 8
  %sunkaddr38 = mul i64 %lsr.iv1, 8
  %sunkaddr39 = getelementptr i8, ptr %arg.res.4, i64 %sunkaddr38
  %sunkaddr40 = getelementptr i8, ptr %sunkaddr39, i64 40
  store double %"$phi88.1.2.1.5", ptr %sunkaddr40, align 8
  %.156.6 = load i8, ptr %.181168.5, align 1
  %.159.not.6 = icmp eq i8 %.156.6, 0
  %9 = add i64 %lsr.iv1, 7
  %.176.6 = icmp slt i64 %9, %arg.cond.5.0
  %.181168.idx.6 = select i1 %.176.6, i64 %arg.cond.6.0, i64 0, !prof !135
  %.181168.6 = getelementptr i8, ptr %.181168.5, i64 %.181168.idx.6
  %arg.y.6.0.arg.x.6.0.6 = select i1 %.159.not.6, i64 %arg.y.6.0, i64 %arg.x.6.0
  %arg.y.4.arg.x.4.6 = select i1 %.159.not.6, ptr %arg.y.4, ptr %arg.x.4
  %.293.6 = mul i64 %arg.y.6.0.arg.x.6.0.6, %8
  %.295.6 = getelementptr i8, ptr %arg.y.4.arg.x.4.6, i64 %.293.6
  %"$phi88.1.2.1.6" = load double, ptr %.295.6, align 8
  %sunkaddr41 = mul i64 %lsr.iv1, 8
  %sunkaddr42 = getelementptr i8, ptr %arg.res.4, i64 %sunkaddr41
  %sunkaddr43 = getelementptr i8, ptr %sunkaddr42, i64 48
  store double %"$phi88.1.2.1.6", ptr %sunkaddr43, align 8
  %.156.7 = load i8, ptr %.181168.6, align 1
  %.159.not.7 = icmp eq i8 %.156.7, 0
  %10 = add i64 %lsr.iv1, 8
  %.176.7 = icmp slt i64 %10, %arg.cond.5.0
  %.181168.idx.7 = select i1 %.176.7, i64 %arg.cond.6.0, i64 0, !prof !135
  %.181168.7 = getelementptr i8, ptr %.181168.6, i64 %.181168.idx.7
  %arg.y.6.0.arg.x.6.0.7 = select i1 %.159.not.7, i64 %arg.y.6.0, i64 %arg.x.6.0
  %arg.y.4.arg.x.4.7 = select i1 %.159.not.7, ptr %arg.y.4, ptr %arg.x.4
  %.293.7 = mul i64 %arg.y.6.0.arg.x.6.0.7, %9
  %.295.7 = getelementptr i8, ptr %arg.y.4.arg.x.4.7, i64 %.293.7
  %"$phi88.1.2.1.7" = load double, ptr %.295.7, align 8
  %sunkaddr44 = mul i64 %lsr.iv1, 8
  %sunkaddr45 = getelementptr i8, ptr %arg.res.4, i64 %sunkaddr44
  %sunkaddr46 = getelementptr i8, ptr %sunkaddr45, i64 56
  store double %"$phi88.1.2.1.7", ptr %sunkaddr46, align 8
  %lsr.iv.next2 = add nuw nsw i64 %lsr.iv1, 8
  %niter.ncmp.7 = icmp eq i64 %1, %lsr.iv.next2
  br i1 %niter.ncmp.7, label %B98.loopexit.unr-lcssa, label %B44.endif, !prof !84, !llvm.loop !137
}

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np8arrayobj25ol_numpy_broadcast_shapes12_3clocals_3e4implB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12StarArgTupleI8UniTupleIxLi1EE8UniTupleIxLi1EE8UniTupleIxLi0EEE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, i64 %arg.args.0.0, i64 %arg.args.1.0) local_unnamed_addr {
B0.endif.if:
  %.29 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 32, ptr nonnull @.dtor.list.int64)
  %.30 = icmp eq ptr %.29, null
  br i1 %.30, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !7

B328.loopexit.unr-lcssa.unr-lcssa:                ; preds = %for.body.1.us
  %0 = and i64 %7, 8
  %lcmp.mod.not13.not = icmp eq i64 %0, 0
  br i1 %lcmp.mod.not13.not, label %for.body.1.us.epil.preheader1, label %B328.loopexit.unr-lcssa

for.body.1.us.epil.preheader1:                    ; preds = %B328.loopexit.unr-lcssa.unr-lcssa, %for.body.1.us.preheader.new
  %loop.index.1225.us.epil.init7 = phi i64 [ 0, %for.body.1.us.preheader.new ], [ %.240.us.7.1, %B328.loopexit.unr-lcssa.unr-lcssa ]
  %sunkaddr = getelementptr i8, ptr %.29, i64 24
  %.6.i87.epil4 = load ptr, ptr %sunkaddr, align 8
  %.222.us.epil = getelementptr inbounds nuw i8, ptr %.6.i87.epil4, i64 24
  %1 = shl i64 %loop.index.1225.us.epil.init7, 3
  %scevgep137.epil = getelementptr i8, ptr %.222.us.epil, i64 %1
  %.224.us.epil5 = load i64, ptr %scevgep137.epil, align 8
  %sunkaddr79 = getelementptr i8, ptr %.145, i64 24
  %.6.i89.epil6 = load ptr, ptr %sunkaddr79, align 8
  %.237.us.epil = getelementptr inbounds nuw i8, ptr %.6.i89.epil6, i64 24
  %scevgep136.epil = getelementptr i8, ptr %.237.us.epil, i64 %1
  store i64 %.224.us.epil5, ptr %scevgep136.epil, align 8
  %.6.i87.1.epil = load ptr, ptr %sunkaddr, align 8
  %scevgep132.epil = getelementptr i8, ptr %.6.i87.1.epil, i64 32
  %scevgep133.epil = getelementptr i8, ptr %scevgep132.epil, i64 %1
  %.224.us.1.epil = load i64, ptr %scevgep133.epil, align 8
  %.6.i89.1.epil = load ptr, ptr %sunkaddr79, align 8
  %scevgep134.epil = getelementptr i8, ptr %.6.i89.1.epil, i64 32
  %scevgep135.epil = getelementptr i8, ptr %scevgep134.epil, i64 %1
  store i64 %.224.us.1.epil, ptr %scevgep135.epil, align 8
  %.6.i87.2.epil = load ptr, ptr %sunkaddr, align 8
  %scevgep128.epil = getelementptr i8, ptr %.6.i87.2.epil, i64 40
  %scevgep129.epil = getelementptr i8, ptr %scevgep128.epil, i64 %1
  %.224.us.2.epil = load i64, ptr %scevgep129.epil, align 8
  %.6.i89.2.epil = load ptr, ptr %sunkaddr79, align 8
  %scevgep130.epil = getelementptr i8, ptr %.6.i89.2.epil, i64 40
  %scevgep131.epil = getelementptr i8, ptr %scevgep130.epil, i64 %1
  store i64 %.224.us.2.epil, ptr %scevgep131.epil, align 8
  %.6.i87.3.epil = load ptr, ptr %sunkaddr, align 8
  %scevgep124.epil = getelementptr i8, ptr %.6.i87.3.epil, i64 48
  %scevgep125.epil = getelementptr i8, ptr %scevgep124.epil, i64 %1
  %.224.us.3.epil = load i64, ptr %scevgep125.epil, align 8
  %.6.i89.3.epil = load ptr, ptr %sunkaddr79, align 8
  %scevgep126.epil = getelementptr i8, ptr %.6.i89.3.epil, i64 48
  %scevgep127.epil = getelementptr i8, ptr %scevgep126.epil, i64 %1
  store i64 %.224.us.3.epil, ptr %scevgep127.epil, align 8
  %.6.i87.4.epil = load ptr, ptr %sunkaddr, align 8
  %scevgep120.epil = getelementptr i8, ptr %.6.i87.4.epil, i64 56
  %scevgep121.epil = getelementptr i8, ptr %scevgep120.epil, i64 %1
  %.224.us.4.epil = load i64, ptr %scevgep121.epil, align 8
  %.6.i89.4.epil = load ptr, ptr %sunkaddr79, align 8
  %scevgep122.epil = getelementptr i8, ptr %.6.i89.4.epil, i64 56
  %scevgep123.epil = getelementptr i8, ptr %scevgep122.epil, i64 %1
  store i64 %.224.us.4.epil, ptr %scevgep123.epil, align 8
  %.6.i87.5.epil = load ptr, ptr %sunkaddr, align 8
  %scevgep116.epil = getelementptr i8, ptr %.6.i87.5.epil, i64 64
  %scevgep117.epil = getelementptr i8, ptr %scevgep116.epil, i64 %1
  %.224.us.5.epil = load i64, ptr %scevgep117.epil, align 8
  %.6.i89.5.epil = load ptr, ptr %sunkaddr79, align 8
  %scevgep118.epil = getelementptr i8, ptr %.6.i89.5.epil, i64 64
  %scevgep119.epil = getelementptr i8, ptr %scevgep118.epil, i64 %1
  store i64 %.224.us.5.epil, ptr %scevgep119.epil, align 8
  %.6.i87.6.epil = load ptr, ptr %sunkaddr, align 8
  %scevgep112.epil = getelementptr i8, ptr %.6.i87.6.epil, i64 72
  %scevgep113.epil = getelementptr i8, ptr %scevgep112.epil, i64 %1
  %.224.us.6.epil = load i64, ptr %scevgep113.epil, align 8
  %.6.i89.6.epil = load ptr, ptr %sunkaddr79, align 8
  %scevgep114.epil = getelementptr i8, ptr %.6.i89.6.epil, i64 72
  %scevgep115.epil = getelementptr i8, ptr %scevgep114.epil, i64 %1
  store i64 %.224.us.6.epil, ptr %scevgep115.epil, align 8
  %.6.i87.7.epil = load ptr, ptr %sunkaddr, align 8
  %scevgep108.epil = getelementptr i8, ptr %.6.i87.7.epil, i64 80
  %scevgep109.epil = getelementptr i8, ptr %scevgep108.epil, i64 %1
  %.224.us.7.epil = load i64, ptr %scevgep109.epil, align 8
  %.6.i89.7.epil = load ptr, ptr %sunkaddr79, align 8
  %scevgep110.epil = getelementptr i8, ptr %.6.i89.7.epil, i64 80
  %scevgep111.epil = getelementptr i8, ptr %scevgep110.epil, i64 %1
  store i64 %.224.us.7.epil, ptr %scevgep111.epil, align 8
  br label %B328.loopexit.unr-lcssa

B328.loopexit.unr-lcssa:                          ; preds = %for.body.1.us.epil.preheader1, %B328.loopexit.unr-lcssa.unr-lcssa
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B328, label %for.body.1.us.epil.preheader

for.body.1.us.epil.preheader:                     ; preds = %for.body.1.us.preheader, %B328.loopexit.unr-lcssa
  %loop.index.1225.us.epil.init = phi i64 [ 0, %for.body.1.us.preheader ], [ %unroll_iter, %B328.loopexit.unr-lcssa ]
  %2 = or disjoint i64 %loop.index.1225.us.epil.init, 3
  br label %for.body.1.us.epil

for.body.1.us.epil:                               ; preds = %for.body.1.us.epil, %for.body.1.us.epil.preheader
  %lsr.iv106 = phi i64 [ %lsr.iv.next107, %for.body.1.us.epil ], [ %xtraiter, %for.body.1.us.epil.preheader ]
  %lsr.iv = phi i64 [ %lsr.iv.next, %for.body.1.us.epil ], [ %2, %for.body.1.us.epil.preheader ]
  %sunkaddr80 = getelementptr i8, ptr %.29, i64 24
  %.6.i87.epil = load ptr, ptr %sunkaddr80, align 8
  %3 = shl i64 %lsr.iv, 3
  %scevgep105 = getelementptr i8, ptr %.6.i87.epil, i64 %3
  %.224.us.epil = load i64, ptr %scevgep105, align 8
  %sunkaddr81 = getelementptr i8, ptr %.145, i64 24
  %.6.i89.epil = load ptr, ptr %sunkaddr81, align 8
  %scevgep = getelementptr i8, ptr %.6.i89.epil, i64 %3
  store i64 %.224.us.epil, ptr %scevgep, align 8
  %lsr.iv.next = add nuw i64 %lsr.iv, 1
  %lsr.iv.next107 = add nsw i64 %lsr.iv106, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next107, 0
  br i1 %epil.iter.cmp.not, label %B328, label %for.body.1.us.epil, !llvm.loop !139

B328:                                             ; preds = %for.body.1.us.epil, %B0.endif.endif.endif.endif.endif.endif, %B328.loopexit.unr-lcssa
  tail call void @NRT_decref(ptr nonnull %.29)
  %arg.shape.0.fr.i = freeze i64 %arg.args.0.0
  %.156.i = icmp slt i64 %arg.shape.0.fr.i, 0
  br i1 %.156.i, label %B328.if.if, label %B0.endif.endif.split.i

B0.endif.endif.split.i:                           ; preds = %B328
  %.178.i = icmp eq i64 %arg.shape.0.fr.i, 1
  br i1 %.178.i, label %B328.1, label %switch.end.i

switch.end.i:                                     ; preds = %B0.endif.endif.split.i
  %sunkaddr82 = getelementptr i8, ptr %.145, i64 24
  %.6.i.i = load ptr, ptr %sunkaddr82, align 8, !noalias !140
  %.197.i = load i64, ptr %.6.i.i, align 8, !noalias !140
  %.207.i = icmp slt i64 %.197.i, 1
  br i1 %.207.i, label %B328.if.if, label %B178.endif.i, !prof !7

B178.endif.i:                                     ; preds = %switch.end.i
  %.219.i = getelementptr inbounds nuw i8, ptr %.6.i.i, i64 24
  %.221.i = load i64, ptr %.219.i, align 8, !noalias !140
  %.222.i = icmp eq i64 %.221.i, 1
  br i1 %.222.i, label %B202.endif.i, label %B214.endif.i

B202.endif.i:                                     ; preds = %B178.endif.i
  %sunkaddr83 = getelementptr inbounds i8, ptr %.6.i.i, i64 24
  store i64 %arg.shape.0.fr.i, ptr %sunkaddr83, align 8, !noalias !140
  br label %B328.1

B214.endif.i:                                     ; preds = %B178.endif.i
  %.314.not.i = icmp eq i64 %.221.i, %arg.shape.0.fr.i
  br i1 %.314.not.i, label %B328.1, label %B328.if.if

common.ret:                                       ; preds = %B328.if.if, %B0.endif.endif.endif.endif.endif.if, %B0.endif.endif.if, %B1221
  %common.ret.op = phi i32 [ 1, %B328.if.if ], [ 0, %B1221 ], [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B1221:                                            ; preds = %B1219.preheader, %B1222.2
  %tup.2.sroa.0.0.lcssa = phi i64 [ 1, %B1222.2 ], [ %.728, %B1219.preheader ]
  tail call void @NRT_decref(ptr nonnull %.145)
  store i64 %tup.2.sroa.0.0.lcssa, ptr %retptr, align 8
  br label %common.ret

B328.1:                                           ; preds = %B214.endif.i, %B202.endif.i, %B0.endif.endif.split.i
  %arg.shape.0.fr.i14 = freeze i64 %arg.args.1.0
  %.156.i15 = icmp slt i64 %arg.shape.0.fr.i14, 0
  br i1 %.156.i15, label %B328.if.if, label %B0.endif.endif.split.i16

B0.endif.endif.split.i16:                         ; preds = %B328.1
  %.178.i17 = icmp eq i64 %arg.shape.0.fr.i14, 1
  %sunkaddr84 = getelementptr i8, ptr %.145, i64 24
  %.6.i61.pre102 = load ptr, ptr %sunkaddr84, align 8
  br i1 %.178.i17, label %B1222.2, label %switch.end.i18

switch.end.i18:                                   ; preds = %B0.endif.endif.split.i16
  %.197.i21 = load i64, ptr %.6.i61.pre102, align 8, !noalias !144
  %.207.i22 = icmp slt i64 %.197.i21, 1
  br i1 %.207.i22, label %B328.if.if, label %B178.endif.i23, !prof !7

B178.endif.i23:                                   ; preds = %switch.end.i18
  %.219.i24 = getelementptr inbounds nuw i8, ptr %.6.i61.pre102, i64 24
  %.221.i25 = load i64, ptr %.219.i24, align 8, !noalias !144
  %.222.i26 = icmp eq i64 %.221.i25, 1
  br i1 %.222.i26, label %B202.endif.i32, label %B214.endif.i27

B202.endif.i32:                                   ; preds = %B178.endif.i23
  %sunkaddr85 = getelementptr inbounds i8, ptr %.6.i61.pre102, i64 24
  store i64 %arg.shape.0.fr.i14, ptr %sunkaddr85, align 8, !noalias !144
  %sunkaddr86 = getelementptr i8, ptr %.145, i64 24
  %.6.i61.pre = load ptr, ptr %sunkaddr86, align 8
  br label %B1222.2

B214.endif.i27:                                   ; preds = %B178.endif.i23
  %.314.not.i28 = icmp eq i64 %.221.i25, %arg.shape.0.fr.i14
  br i1 %.314.not.i28, label %B1222.2, label %B328.if.if

B1222.2:                                          ; preds = %B214.endif.i27, %B202.endif.i32, %B0.endif.endif.split.i16
  %.6.i61 = phi ptr [ %.6.i61.pre102, %B214.endif.i27 ], [ %.6.i61.pre, %B202.endif.i32 ], [ %.6.i61.pre102, %B0.endif.endif.split.i16 ]
  %.717253 = load i64, ptr %.6.i61, align 8
  %.718254 = icmp sgt i64 %.717253, 0
  br i1 %.718254, label %B1219.preheader, label %B1221

B1219.preheader:                                  ; preds = %B1222.2
  %4 = getelementptr i8, ptr %.6.i61, i64 16
  %.727 = getelementptr i64, ptr %4, i64 %.717253
  %.728 = load i64, ptr %.727, align 8
  br label %B1221

B0.endif.endif.if:                                ; preds = %B0.endif.if
  store ptr @.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c, ptr %excinfo, align 8, !numba_exception_output !22
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.if
  %.5.i62 = getelementptr i8, ptr %.29, i64 24
  %.6.i63 = load ptr, ptr %.5.i62, align 8
  %.42 = getelementptr inbounds nuw i8, ptr %.6.i63, i64 8
  store i64 1, ptr %.42, align 8
  %.6.i65 = load ptr, ptr %.5.i62, align 8
  store i64 0, ptr %.6.i65, align 8
  %.6.i67 = load ptr, ptr %.5.i62, align 8
  %.54 = getelementptr inbounds nuw i8, ptr %.6.i67, i64 16
  store i8 0, ptr %.54, align 1
  %.6.i69 = load ptr, ptr %.5.i62, align 8
  %.67 = getelementptr inbounds nuw i8, ptr %.6.i69, i64 24
  store i64 0, ptr %.67, align 1
  %.6.i71 = load ptr, ptr %.5.i62, align 8
  store i64 1, ptr %.6.i71, align 8
  %.6.i73 = load ptr, ptr %.5.i62, align 8
  %.109 = getelementptr inbounds nuw i8, ptr %.6.i73, i64 24
  store i64 1, ptr %.109, align 8
  %.6.i75 = load ptr, ptr %.5.i62, align 8
  %.122 = load i64, ptr %.6.i75, align 8
  %.133 = shl i64 %.122, 3
  %5 = add i64 %.122, -1152921504606846976
  %.134 = icmp ult i64 %5, -2305843009213693952
  %.135 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.133, i64 24)
  %.137 = extractvalue { i64, i1 } %.135, 1
  %.138 = or i1 %.134, %.137
  br i1 %.138, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.if, !prof !7

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif
  %.136 = extractvalue { i64, i1 } %.135, 0
  %.145 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 %.136, ptr nonnull @.dtor.list.int64)
  %.146 = icmp eq ptr %.145, null
  br i1 %.146, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !7

B0.endif.endif.endif.endif.endif.if:              ; preds = %B0.endif.endif.endif.endif.if, %B0.endif.endif.endif
  store ptr @.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c, ptr %excinfo, align 8, !numba_exception_output !22
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif.endif.if
  %.5.i76 = getelementptr i8, ptr %.145, i64 24
  %.6.i77 = load ptr, ptr %.5.i76, align 8
  %.158 = getelementptr inbounds nuw i8, ptr %.6.i77, i64 8
  store i64 %.122, ptr %.158, align 8
  %.6.i79 = load ptr, ptr %.5.i76, align 8
  store i64 0, ptr %.6.i79, align 8
  %.6.i81 = load ptr, ptr %.5.i76, align 8
  %.170 = getelementptr inbounds nuw i8, ptr %.6.i81, i64 16
  store i8 0, ptr %.170, align 1
  %.6.i83 = load ptr, ptr %.5.i76, align 8
  %.183 = getelementptr inbounds nuw i8, ptr %.6.i83, i64 24
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %.183, i8 0, i64 %.133, i1 false)
  %.6.i85 = load ptr, ptr %.5.i76, align 8
  store i64 %.122, ptr %.6.i85, align 8
  %.213226 = icmp sgt i64 %.122, 0
  br i1 %.213226, label %for.body.1.us.preheader, label %B328

for.body.1.us.preheader:                          ; preds = %B0.endif.endif.endif.endif.endif.endif
  %xtraiter = and i64 %.122, 7
  %6 = icmp samesign ult i64 %.122, 8
  br i1 %6, label %for.body.1.us.epil.preheader, label %for.body.1.us.preheader.new

for.body.1.us.preheader.new:                      ; preds = %for.body.1.us.preheader
  %unroll_iter = and i64 %.122, 9223372036854775800
  %7 = add nsw i64 %.122, -8
  %8 = lshr i64 %7, 3
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %for.body.1.us.epil.preheader1, label %for.body.1.us.preheader.new.new

for.body.1.us.preheader.new.new:                  ; preds = %for.body.1.us.preheader.new
  %10 = add nuw nsw i64 %8, 1
  %11 = lshr i64 %10, 1
  %12 = mul nsw i64 %11, -2
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us, %for.body.1.us.preheader.new.new
  %lsr.iv1 = phi i64 [ %lsr.iv.next2, %for.body.1.us ], [ %12, %for.body.1.us.preheader.new.new ]
  %loop.index.1225.us = phi i64 [ %.240.us.7.1, %for.body.1.us ], [ 0, %for.body.1.us.preheader.new.new ]
  %sunkaddr87 = getelementptr i8, ptr %.29, i64 24
  %.6.i87 = load ptr, ptr %sunkaddr87, align 8
  %.222.us = getelementptr inbounds nuw i8, ptr %.6.i87, i64 24
  %13 = shl i64 %loop.index.1225.us, 3
  %scevgep137 = getelementptr i8, ptr %.222.us, i64 %13
  %.224.us = load i64, ptr %scevgep137, align 8
  %sunkaddr88 = getelementptr i8, ptr %.145, i64 24
  %.6.i89 = load ptr, ptr %sunkaddr88, align 8
  %.237.us = getelementptr inbounds nuw i8, ptr %.6.i89, i64 24
  %scevgep136 = getelementptr i8, ptr %.237.us, i64 %13
  store i64 %.224.us, ptr %scevgep136, align 8
  %.6.i87.1 = load ptr, ptr %sunkaddr87, align 8
  %scevgep132 = getelementptr i8, ptr %.6.i87.1, i64 32
  %14 = shl i64 %loop.index.1225.us, 3
  %scevgep78 = getelementptr i8, ptr %scevgep132, i64 %14
  %.224.us.1 = load i64, ptr %scevgep78, align 8
  %.6.i89.1 = load ptr, ptr %sunkaddr88, align 8
  %scevgep134 = getelementptr i8, ptr %.6.i89.1, i64 32
  %15 = shl i64 %loop.index.1225.us, 3
  %scevgep77 = getelementptr i8, ptr %scevgep134, i64 %15
  store i64 %.224.us.1, ptr %scevgep77, align 8
  %.6.i87.2 = load ptr, ptr %sunkaddr87, align 8
  %scevgep128 = getelementptr i8, ptr %.6.i87.2, i64 40
  %16 = shl i64 %loop.index.1225.us, 3
  %scevgep76 = getelementptr i8, ptr %scevgep128, i64 %16
  %.224.us.2 = load i64, ptr %scevgep76, align 8
  %.6.i89.2 = load ptr, ptr %sunkaddr88, align 8
  %scevgep130 = getelementptr i8, ptr %.6.i89.2, i64 40
  %17 = shl i64 %loop.index.1225.us, 3
  %scevgep75 = getelementptr i8, ptr %scevgep130, i64 %17
  store i64 %.224.us.2, ptr %scevgep75, align 8
  %.6.i87.3 = load ptr, ptr %sunkaddr87, align 8
  %scevgep124 = getelementptr i8, ptr %.6.i87.3, i64 48
  %18 = shl i64 %loop.index.1225.us, 3
  %scevgep74 = getelementptr i8, ptr %scevgep124, i64 %18
  %.224.us.3 = load i64, ptr %scevgep74, align 8
  %.6.i89.3 = load ptr, ptr %sunkaddr88, align 8
  %scevgep126 = getelementptr i8, ptr %.6.i89.3, i64 48
  %19 = shl i64 %loop.index.1225.us, 3
  %scevgep73 = getelementptr i8, ptr %scevgep126, i64 %19
  store i64 %.224.us.3, ptr %scevgep73, align 8
  %.6.i87.4 = load ptr, ptr %sunkaddr87, align 8
  %scevgep120 = getelementptr i8, ptr %.6.i87.4, i64 56
  %20 = shl i64 %loop.index.1225.us, 3
  %scevgep72 = getelementptr i8, ptr %scevgep120, i64 %20
  %.224.us.4 = load i64, ptr %scevgep72, align 8
  %.6.i89.4 = load ptr, ptr %sunkaddr88, align 8
  %scevgep122 = getelementptr i8, ptr %.6.i89.4, i64 56
  %21 = shl i64 %loop.index.1225.us, 3
  %scevgep71 = getelementptr i8, ptr %scevgep122, i64 %21
  store i64 %.224.us.4, ptr %scevgep71, align 8
  %.6.i87.5 = load ptr, ptr %sunkaddr87, align 8
  %scevgep116 = getelementptr i8, ptr %.6.i87.5, i64 64
  %22 = shl i64 %loop.index.1225.us, 3
  %scevgep70 = getelementptr i8, ptr %scevgep116, i64 %22
  %.224.us.5 = load i64, ptr %scevgep70, align 8
  %.6.i89.5 = load ptr, ptr %sunkaddr88, align 8
  %scevgep118 = getelementptr i8, ptr %.6.i89.5, i64 64
  %23 = shl i64 %loop.index.1225.us, 3
  %scevgep69 = getelementptr i8, ptr %scevgep118, i64 %23
  store i64 %.224.us.5, ptr %scevgep69, align 8
  %.6.i87.6 = load ptr, ptr %sunkaddr87, align 8
  %scevgep112 = getelementptr i8, ptr %.6.i87.6, i64 72
  %24 = shl i64 %loop.index.1225.us, 3
  %scevgep68 = getelementptr i8, ptr %scevgep112, i64 %24
  %.224.us.6 = load i64, ptr %scevgep68, align 8
  %.6.i89.6 = load ptr, ptr %sunkaddr88, align 8
  %scevgep114 = getelementptr i8, ptr %.6.i89.6, i64 72
  %25 = shl i64 %loop.index.1225.us, 3
  %scevgep67 = getelementptr i8, ptr %scevgep114, i64 %25
  store i64 %.224.us.6, ptr %scevgep67, align 8
  %.6.i87.7 = load ptr, ptr %sunkaddr87, align 8
  %scevgep108 = getelementptr i8, ptr %.6.i87.7, i64 80
  %26 = shl i64 %loop.index.1225.us, 3
  %scevgep66 = getelementptr i8, ptr %scevgep108, i64 %26
  %.224.us.7 = load i64, ptr %scevgep66, align 8
  %.6.i89.7 = load ptr, ptr %sunkaddr88, align 8
  %scevgep110 = getelementptr i8, ptr %.6.i89.7, i64 80
  %27 = shl i64 %loop.index.1225.us, 3
  %scevgep65 = getelementptr i8, ptr %scevgep110, i64 %27
  store i64 %.224.us.7, ptr %scevgep65, align 8
  %.6.i87.110 = load ptr, ptr %sunkaddr87, align 8
  %scevgep14 = getelementptr i8, ptr %.6.i87.110, i64 88
  %28 = shl i64 %loop.index.1225.us, 3
  %scevgep64 = getelementptr i8, ptr %scevgep14, i64 %28
  %.224.us.111 = load i64, ptr %scevgep64, align 8
  %.6.i89.112 = load ptr, ptr %sunkaddr88, align 8
  %scevgep16 = getelementptr i8, ptr %.6.i89.112, i64 88
  %29 = shl i64 %loop.index.1225.us, 3
  %scevgep63 = getelementptr i8, ptr %scevgep16, i64 %29
  store i64 %.224.us.111, ptr %scevgep63, align 8
  %.6.i87.1.1 = load ptr, ptr %sunkaddr87, align 8
  %scevgep18 = getelementptr i8, ptr %.6.i87.1.1, i64 96
  %30 = shl i64 %loop.index.1225.us, 3
  %scevgep62 = getelementptr i8, ptr %scevgep18, i64 %30
  %.224.us.1.1 = load i64, ptr %scevgep62, align 8
  %.6.i89.1.1 = load ptr, ptr %sunkaddr88, align 8
  %scevgep20 = getelementptr i8, ptr %.6.i89.1.1, i64 96
  %31 = shl i64 %loop.index.1225.us, 3
  %scevgep61 = getelementptr i8, ptr %scevgep20, i64 %31
  store i64 %.224.us.1.1, ptr %scevgep61, align 8
  %.6.i87.2.1 = load ptr, ptr %sunkaddr87, align 8
  %scevgep22 = getelementptr i8, ptr %.6.i87.2.1, i64 104
  %32 = shl i64 %loop.index.1225.us, 3
  %scevgep60 = getelementptr i8, ptr %scevgep22, i64 %32
  %.224.us.2.1 = load i64, ptr %scevgep60, align 8
  %.6.i89.2.1 = load ptr, ptr %sunkaddr88, align 8
  %scevgep24 = getelementptr i8, ptr %.6.i89.2.1, i64 104
  %33 = shl i64 %loop.index.1225.us, 3
  %scevgep13 = getelementptr i8, ptr %scevgep24, i64 %33
  store i64 %.224.us.2.1, ptr %scevgep13, align 8
  %.6.i87.3.1 = load ptr, ptr %sunkaddr87, align 8
  %scevgep26 = getelementptr i8, ptr %.6.i87.3.1, i64 112
  %34 = shl i64 %loop.index.1225.us, 3
  %scevgep12 = getelementptr i8, ptr %scevgep26, i64 %34
  %.224.us.3.1 = load i64, ptr %scevgep12, align 8
  %.6.i89.3.1 = load ptr, ptr %sunkaddr88, align 8
  %scevgep28 = getelementptr i8, ptr %.6.i89.3.1, i64 112
  %35 = shl i64 %loop.index.1225.us, 3
  %scevgep11 = getelementptr i8, ptr %scevgep28, i64 %35
  store i64 %.224.us.3.1, ptr %scevgep11, align 8
  %.6.i87.4.1 = load ptr, ptr %sunkaddr87, align 8
  %scevgep30 = getelementptr i8, ptr %.6.i87.4.1, i64 120
  %36 = shl i64 %loop.index.1225.us, 3
  %scevgep10 = getelementptr i8, ptr %scevgep30, i64 %36
  %.224.us.4.1 = load i64, ptr %scevgep10, align 8
  %.6.i89.4.1 = load ptr, ptr %sunkaddr88, align 8
  %scevgep32 = getelementptr i8, ptr %.6.i89.4.1, i64 120
  %37 = shl i64 %loop.index.1225.us, 3
  %scevgep9 = getelementptr i8, ptr %scevgep32, i64 %37
  store i64 %.224.us.4.1, ptr %scevgep9, align 8
  %.6.i87.5.1 = load ptr, ptr %sunkaddr87, align 8
  %scevgep34 = getelementptr i8, ptr %.6.i87.5.1, i64 128
  %38 = shl i64 %loop.index.1225.us, 3
  %scevgep8 = getelementptr i8, ptr %scevgep34, i64 %38
  %.224.us.5.1 = load i64, ptr %scevgep8, align 8
  %.6.i89.5.1 = load ptr, ptr %sunkaddr88, align 8
  %scevgep36 = getelementptr i8, ptr %.6.i89.5.1, i64 128
  %39 = shl i64 %loop.index.1225.us, 3
  %scevgep7 = getelementptr i8, ptr %scevgep36, i64 %39
  store i64 %.224.us.5.1, ptr %scevgep7, align 8
  %.6.i87.6.1 = load ptr, ptr %sunkaddr87, align 8
  %scevgep38 = getelementptr i8, ptr %.6.i87.6.1, i64 136
  %40 = shl i64 %loop.index.1225.us, 3
  %scevgep6 = getelementptr i8, ptr %scevgep38, i64 %40
  %.224.us.6.1 = load i64, ptr %scevgep6, align 8
  %.6.i89.6.1 = load ptr, ptr %sunkaddr88, align 8
  %scevgep40 = getelementptr i8, ptr %.6.i89.6.1, i64 136
  %41 = shl i64 %loop.index.1225.us, 3
  %scevgep5 = getelementptr i8, ptr %scevgep40, i64 %41
  store i64 %.224.us.6.1, ptr %scevgep5, align 8
  %.6.i87.7.1 = load ptr, ptr %sunkaddr87, align 8
  %scevgep42 = getelementptr i8, ptr %.6.i87.7.1, i64 144
  %42 = shl i64 %loop.index.1225.us, 3
  %scevgep4 = getelementptr i8, ptr %scevgep42, i64 %42
  %.224.us.7.1 = load i64, ptr %scevgep4, align 8
  %.6.i89.7.1 = load ptr, ptr %sunkaddr88, align 8
  %scevgep44 = getelementptr i8, ptr %.6.i89.7.1, i64 144
  %43 = shl i64 %loop.index.1225.us, 3
  %scevgep3 = getelementptr i8, ptr %scevgep44, i64 %43
  store i64 %.224.us.7.1, ptr %scevgep3, align 8
  %.240.us.7.1 = add i64 %loop.index.1225.us, 16
  %lsr.iv.next2 = add i64 %lsr.iv1, 2
  %niter.ncmp.1 = icmp eq i64 %lsr.iv.next2, 0
  br i1 %niter.ncmp.1, label %B328.loopexit.unr-lcssa.unr-lcssa, label %for.body.1.us

B328.if.if:                                       ; preds = %B214.endif.i27, %switch.end.i18, %B328.1, %B214.endif.i, %switch.end.i, %B328
  %excinfo.3.2 = phi ptr [ @.const.picklebuf.45973db995be9b89d366284a2ea757604ac903f4, %B328 ], [ @.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, %switch.end.i ], [ @.const.picklebuf.e3c0b8e97bfb7cb1de712eaacc9262374e9af6f3, %B214.endif.i ], [ @.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, %switch.end.i18 ], [ @.const.picklebuf.e3c0b8e97bfb7cb1de712eaacc9262374e9af6f3, %B214.endif.i27 ], [ @.const.picklebuf.45973db995be9b89d366284a2ea757604ac903f4, %B328.1 ]
  store ptr %excinfo.3.2, ptr %excinfo, align 8
  br label %common.ret
}

define linkonce_odr void @.dtor.list.int64(ptr %.1) {
.3:
  ret void
}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #4

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #5

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline }
attributes #3 = { nofree norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!1, !3, !4, !6}
!1 = distinct !{!1, !2, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!3 = distinct !{!3, !2, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!4 = distinct !{!4, !5, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!5 = distinct !{!5, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!6 = distinct !{!6, !5, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!7 = !{!"branch_weights", i32 1, i32 99}
!8 = !{!9}
!9 = distinct !{!9, !10}
!10 = distinct !{!10, !"LVerDomain"}
!11 = !{!12}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = !{!"branch_weights", i32 8, i32 24}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !14}
!21 = !{!"branch_weights", i32 28856811, i32 2118626837}
!22 = !{i1 true}
!23 = !{!24, !26, !27, !29}
!24 = distinct !{!24, !25, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!25 = distinct !{!25, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!26 = distinct !{!26, !25, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!27 = distinct !{!27, !28, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!28 = distinct !{!28, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!29 = distinct !{!29, !28, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!30 = !{!31}
!31 = distinct !{!31, !32}
!32 = distinct !{!32, !"LVerDomain"}
!33 = !{!34}
!34 = distinct !{!34, !32}
!35 = !{!36}
!36 = distinct !{!36, !32}
!37 = !{!34, !31}
!38 = distinct !{!38, !14, !15}
!39 = !{!"branch_weights", i32 4, i32 28}
!40 = distinct !{!40, !14, !15}
!41 = distinct !{!41, !19}
!42 = distinct !{!42, !14, !15}
!43 = distinct !{!43, !14, !15}
!44 = distinct !{!44, !19}
!45 = distinct !{!45, !14}
!46 = distinct !{!46, !14}
!47 = !{!48}
!48 = distinct !{!48, !49}
!49 = distinct !{!49, !"LVerDomain"}
!50 = !{!51}
!51 = distinct !{!51, !49}
!52 = !{!53}
!53 = distinct !{!53, !49}
!54 = !{!51, !48}
!55 = distinct !{!55, !14, !15}
!56 = distinct !{!56, !14, !15}
!57 = distinct !{!57, !19}
!58 = !{!59}
!59 = distinct !{!59, !60}
!60 = distinct !{!60, !"LVerDomain"}
!61 = !{!62}
!62 = distinct !{!62, !60}
!63 = !{!64}
!64 = distinct !{!64, !60}
!65 = !{!59, !62}
!66 = distinct !{!66, !14, !15}
!67 = distinct !{!67, !14, !15}
!68 = distinct !{!68, !19}
!69 = distinct !{!69, !14}
!70 = !{!"branch_weights", i32 49, i32 1}
!71 = distinct !{!71, !14}
!72 = !{!"branch_weights", i32 127, i32 1}
!73 = !{!"branch_weights", i32 146201250, i32 2001282398}
!74 = !{!75}
!75 = distinct !{!75, !76, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!76 = distinct !{!76, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!77 = !{!"branch_weights", i32 1, i32 1}
!78 = distinct !{!78, !19}
!79 = !{!"branch_weights", i32 1, i32 127}
!80 = !{!"branch_weights", i32 277993707, i32 1869489941}
!81 = !{!"branch_weights", i32 542333185, i32 1605150463}
!82 = distinct !{!82, !83, !19}
!83 = !{!"llvm.loop.estimated_trip_count", i32 4}
!84 = !{!"branch_weights", i32 166258294, i32 1981225354}
!85 = distinct !{!85, !86}
!86 = !{!"llvm.loop.estimated_trip_count", i32 3}
!87 = !{!"branch_weights", i32 32212253, i32 2115271395}
!88 = !{!89, !91, !92, !94}
!89 = distinct !{!89, !90, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!90 = distinct !{!90, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!91 = distinct !{!91, !90, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!92 = distinct !{!92, !93, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!93 = distinct !{!93, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!94 = distinct !{!94, !93, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!95 = distinct !{!95, !19}
!96 = !{!97}
!97 = distinct !{!97, !98, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!98 = distinct !{!98, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!99 = distinct !{!99, !19}
!100 = distinct !{!100, !86}
!101 = !{!102, !104, !105, !107, !108, !110, !111, !113}
!102 = distinct !{!102, !103, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!103 = distinct !{!103, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!104 = distinct !{!104, !103, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!105 = distinct !{!105, !106, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!106 = distinct !{!106, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!107 = distinct !{!107, !106, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!108 = distinct !{!108, !109, !"_ZN5numba2np8arrayobj13impl_np_array12_3clocals_3e4implB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd18dtype_28float64_29: %retptr"}
!109 = distinct !{!109, !"_ZN5numba2np8arrayobj13impl_np_array12_3clocals_3e4implB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd18dtype_28float64_29"}
!110 = distinct !{!110, !109, !"_ZN5numba2np8arrayobj13impl_np_array12_3clocals_3e4implB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd18dtype_28float64_29: %excinfo"}
!111 = distinct !{!111, !112, !"_ZN5numba2np9arraymath10np_asarray12_3clocals_3e4implB3v32B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd27omitted_28default_3dNone_29: %retptr"}
!112 = distinct !{!112, !"_ZN5numba2np9arraymath10np_asarray12_3clocals_3e4implB3v32B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd27omitted_28default_3dNone_29"}
!113 = distinct !{!113, !112, !"_ZN5numba2np9arraymath10np_asarray12_3clocals_3e4implB3v32B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd27omitted_28default_3dNone_29: %excinfo"}
!114 = !{!115, !117, !118, !120, !121, !123}
!115 = distinct !{!115, !116, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!116 = distinct !{!116, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!117 = distinct !{!117, !116, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!118 = distinct !{!118, !119, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!119 = distinct !{!119, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!120 = distinct !{!120, !119, !"_ZN5numba2np8arrayobj15_call_allocatorB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!121 = distinct !{!121, !122, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %retptr"}
!122 = distinct !{!122, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29"}
!123 = distinct !{!123, !122, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v57B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %excinfo"}
!124 = !{!121, !123}
!125 = !{!"branch_weights", i32 1, i32 49, i32 49}
!126 = !{!108, !110, !111, !113}
!127 = !{!128, !130}
!128 = distinct !{!128, !129, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v50B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE8UniTupleIxLi1EE: %retptr"}
!129 = distinct !{!129, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v50B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE8UniTupleIxLi1EE"}
!130 = distinct !{!130, !129, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v50B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE8UniTupleIxLi1EE: %excinfo"}
!131 = !{!132, !134}
!132 = distinct !{!132, !133, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v52B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE: %retptr"}
!133 = distinct !{!133, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v52B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE"}
!134 = distinct !{!134, !133, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v52B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE: %excinfo"}
!135 = !{!"branch_weights", i32 99, i32 1}
!136 = distinct !{!136, !83, !19}
!137 = distinct !{!137, !138}
!138 = !{!"llvm.loop.estimated_trip_count", i32 12}
!139 = distinct !{!139, !19}
!140 = !{!141, !143}
!141 = distinct !{!141, !142, !"_ZN5numba2np8arrayobj27numpy_broadcast_shapes_listB3v40B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE: %retptr"}
!142 = distinct !{!142, !"_ZN5numba2np8arrayobj27numpy_broadcast_shapes_listB3v40B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE"}
!143 = distinct !{!143, !142, !"_ZN5numba2np8arrayobj27numpy_broadcast_shapes_listB3v40B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE: %excinfo"}
!144 = !{!145, !147}
!145 = distinct !{!145, !146, !"_ZN5numba2np8arrayobj27numpy_broadcast_shapes_listB3v40B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE: %retptr"}
!146 = distinct !{!146, !"_ZN5numba2np8arrayobj27numpy_broadcast_shapes_listB3v40B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE"}
!147 = distinct !{!147, !146, !"_ZN5numba2np8arrayobj27numpy_broadcast_shapes_listB3v40B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE: %excinfo"}
