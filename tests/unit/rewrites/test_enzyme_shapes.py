"""The IR shapes Enzyme 0.0.289 aborts on are rewritten, and only those."""

from __future__ import annotations

from nrtgrad.rewrites import enzyme_shapes

# a vectorised loop's alias check (addresses subtracted and added), a bool
# array written from a vector comparison, and LLVM 19's llvm.tanh
ENTRY = """define i32 @f(ptr %a, ptr %b, ptr %m, <2 x double> %v, double %s, i64 %k) {
entry:
  %pa = ptrtoint ptr %a to i64
  %pb = ptrtoint ptr %b to i64
  %kept = ptrtoint ptr %m to i64
  %diff = sub i64 %pa, %pb
  %sum = add i64 %diff, %k
  %check = icmp ult i64 %sum, 128
  %back = inttoptr i64 %kept to ptr
  %c = fcmp ogt <2 x double> %v, zeroinitializer
  %bytes = zext <2 x i1> %c to <2 x i8>
  store <2 x i8> %bytes, ptr %m, align 1
  %t = call fast <2 x double> @llvm.tanh.v2f64(<2 x double> %v)
  %u = tail call double @llvm.tanh.f64(double %s)
  ret i32 0
}

declare <2 x double> @llvm.tanh.v2f64(<2 x double>)
declare double @llvm.tanh.f64(double)
"""


def test_addresses_that_stay_integers_become_the_marker():
    text = enzyme_shapes.rewrite(ENTRY, "f")
    assert "  %pa = call i64 @nrtgrad.address(ptr %a)" in text
    assert "  %pb = call i64 @nrtgrad.address(ptr %b)" in text
    # an address that becomes a pointer again is left to Enzyme
    assert "  %kept = ptrtoint ptr %m to i64" in text
    assert text.count('declare i64 @nrtgrad.address(ptr "enzyme_type"="{[-1]:Pointer}") #') == 1
    assert '"enzyme_inactive"' in text and "inaccessiblememonly" in text


def test_lowering_restores_the_ptrtoint():
    lowered = enzyme_shapes.lower(enzyme_shapes.rewrite(ENTRY, "f"))
    assert "@nrtgrad.address" not in lowered
    assert "  %pa = ptrtoint ptr %a to i64" in lowered
    assert "  %pb = ptrtoint ptr %b to i64" in lowered


def test_a_bool_vector_is_selected_not_extended():
    text = enzyme_shapes.rewrite(ENTRY, "f")
    assert ("  %bytes = select <2 x i1> %c, <2 x i8> <i8 1, i8 1>, <2 x i8> zeroinitializer"
            in text)
    assert "zext <2 x i1>" not in text


def test_newer_math_intrinsics_become_libm_calls_lane_by_lane():
    text = enzyme_shapes.rewrite(ENTRY, "f")
    assert "@llvm.tanh" not in text
    assert "  %u = call double @tanh(double %s)" in text
    for lane in (0, 1):
        assert (f'%"nrtgrad.t.0.{lane}" = extractelement <2 x double> %v, i64 {lane}'
                in text)
        assert f'%"nrtgrad.t.r{lane}" = call double @tanh(double %"nrtgrad.t.0.{lane}")' in text
    assert ('%"nrtgrad.t.v0" = insertelement <2 x double> undef, double %"nrtgrad.t.r0", i64 0'
            in text)
    assert ('%t = insertelement <2 x double> %"nrtgrad.t.v0", double %"nrtgrad.t.r1", i64 1'
            in text)
    assert text.count("declare double @tanh(double)") == 1


def test_an_existing_libm_declaration_is_reused():
    text = enzyme_shapes.rewrite(ENTRY + "declare double @tanh(double) #7\n", "f")
    assert text.count("declare double @tanh(") == 1
    assert "declare double @tanh(double) #7" in text


def test_an_intrinsic_still_called_elsewhere_keeps_its_declaration():
    other = ("define double @g(double %x) {\nentry:\n"
             "  %y = call double @llvm.tanh.f64(double %x)\n  ret double %y\n}\n")
    text = enzyme_shapes.rewrite(ENTRY + other, "f")
    assert "declare double @llvm.tanh.f64(double)" in text
    assert "declare <2 x double> @llvm.tanh.v2f64" not in text


def test_a_function_without_these_shapes_is_unchanged():
    text = "define i32 @g(i64 %n) {\nentry:\n  %c = icmp ult i64 %n, 4\n  ret i32 0\n}\n"
    assert enzyme_shapes.rewrite(text, "g") == text
    assert enzyme_shapes.lower(text) == text


# an unrolled running max: the remainder loop continues from the main loop's
# last value, merged by a phi outside both loops
MAX_LOOPS = """define double @m(ptr %x, i1 %c) {
entry:
  br i1 %c, label %rest.entry, label %main
main:
  %m.main = phi double [ 0.000000e+00, %entry ], [ %m.next, %main ]
  %v = load double, ptr %x, align 8
  %gt = fcmp ogt double %v, %m.main
  %m.next = select i1 %gt, double %v, double %m.main
  br i1 %c, label %rest.entry, label %main
rest.entry:
  %m.unr = phi double [ 0.000000e+00, %entry ], [ %m.next, %main ]
  br label %rest
rest:
  %m.rest = phi double [ %m.unr, %rest.entry ], [ %m.rest.next, %rest ]
  %s.rest = phi double [ %m.unr, %rest.entry ], [ %s.rest.next, %rest ]
  %gt.rest = fcmp ogt double %v, %m.rest
  %m.rest.next = select i1 %gt.rest, double %v, double %m.rest
  %s.rest.next = fadd double %s.rest, %v
  br i1 %c, label %exit, label %rest
exit:
  ret double %m.rest.next
}
"""


def test_a_compared_loop_phi_entered_with_a_merge_gets_a_copy():
    text = enzyme_shapes.rewrite(MAX_LOOPS, "m")
    zero, copy = '%"nrtgrad.zero.m.unr.rest.entry"', '%"nrtgrad.entry.m.unr.rest.entry"'
    assert f'  {zero} = call double @nrtgrad.negative_zero.double()' in text
    assert f"  {copy} = fadd double %m.unr, {zero}\n  br label %rest" in text
    assert f"%m.rest = phi double [ {copy}, %rest.entry ]" in text
    # a sum needs no value in the reverse pass; the main loop is entered with a constant
    assert "%s.rest = phi double [ %m.unr, %rest.entry ]" in text
    assert "%m.main = phi double [ 0.000000e+00, %entry ]" in text
    assert text.count('declare double @nrtgrad.negative_zero.double() #') == 1


def test_lowering_makes_the_copy_an_identity():
    lowered = enzyme_shapes.lower(enzyme_shapes.rewrite(MAX_LOOPS, "m"))
    assert "negative_zero" not in lowered
    assert '  %"nrtgrad.zero.m.unr.rest.entry" = fneg double 0.000000e+00' in lowered


def test_constant_float_vector_stores_get_their_addresses_typed():
    text = enzyme_shapes.rewrite("""define i32 @f(ptr %a, i64 %i) {
entry:
  %at = getelementptr double, ptr %a, i64 %i
  store <8 x double> zeroinitializer, ptr %at, align 8
  %other = getelementptr i8, ptr %a, i64 %i
  store <2 x double> zeroinitializer, ptr %other, align 8
  ret i32 0
}

!0 = !{i1 true}
""", "f")
    assert "  %at = getelementptr double, ptr %a, i64 %i, !enzyme_type !1\n" in text
    assert ('!1 = !{!"Unknown", i32 -1, !2}\n!2 = !{!"Pointer", i32 -1, !3}\n'
            '!3 = !{!"Float@double"}\n') in text
    # an address whose element type is not the stored one is left alone
    assert "  %other = getelementptr i8, ptr %a, i64 %i\n" in text
