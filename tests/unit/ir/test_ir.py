"""The line-based helpers of the IR layer on text as opt prints it: symbols and their
quoting, functions and declarations, call sites and their arguments, renames, and the
values an instruction defines and uses.

ir.blocks is in test_ir_blocks.py, BlockGraph in test_block_graph.py.
"""

from __future__ import annotations

import pytest

from nrtgrad import ir

MODULE = """declare void @NRT_decref(ptr)
declare double @"llvm.fma.f64"(double, double, double)

define internal fastcc i32 @a.b$1(ptr noalias %retptr, ptr %x) {
entry:
  %v = tail call double @llvm.fma.f64(double 1.0, double 2.0, double 3.0)
  call void @NRT_decref(ptr nonnull %x), !dbg !4
  ret i32 0
}

define i32 @main() {
  %r = call fastcc i32 @a.b$1(ptr null, ptr null)
  ret i32 %r
}
attributes #0 = { nounwind }
attributes #3 = { noinline }
"""


@pytest.mark.parametrize("name, quoted", [
    ("f", "@f"), ("a.b$1", "@a.b$1"), ("-x", "@-x"), ("7", "@7"),
    ("a b", '@"a b"'), ("1x", '@"1x"'), ("<lambda>", '@"<lambda>"'),
])
def test_symbols_are_quoted_only_when_llvm_quotes_them(name, quoted):
    assert ir.quote(name) == quoted
    assert ir.unquote(quoted) == name


def test_functions_and_declarations_with_their_lines():
    lines = MODULE.splitlines()
    functions = ir.defined_functions(lines)
    assert [(f.name, f.start, f.end) for f in functions] == [("a.b$1", 3, 8), ("main", 10, 13)]
    assert ir.function_named(lines, "main").start == 10
    with pytest.raises(StopIteration):
        ir.function_named(lines, "missing")
    assert ir.declared_functions(lines) == {"NRT_decref": 0, "llvm.fma.f64": 1}
    assert ir.remove_declarations(lines, ["NRT_decref", "absent"]) == lines[1:]


def test_the_parameters_of_a_definition_each_as_written():
    line = ('define linkonce_odr noundef i32 @"f.g"(ptr noalias nocapture %retptr, '
            'ptr byval({ i64, ptr }) %s, i64 %"arg.\\CE\\B1") #0 {')
    assert ir.parameters(line) == ["ptr noalias nocapture %retptr", "ptr byval({ i64, ptr }) %s",
                                   'i64 %"arg.\\CE\\B1"']
    assert ir.parameters("define void @f() {") == []


def test_call_sites_and_their_arguments():
    lines = MODULE.splitlines()
    assert ir.calls_to(lines, "NRT_decref") == [6]
    assert ir.calls_to(lines, "a.b$1") == [11]  # the define line is not a call
    line = lines[6]
    start, end = ir.call_arguments(line, "NRT_decref")
    assert line[start:end] == "ptr nonnull %x"
    assert ir.operand_value(line[start:end]) == "%x"
    assert ir.split_arguments("i64 1, { i64, ptr } { i64 2, ptr null }, <2 x i32> <i32 0, i32 1>") \
        == ["i64 1", "{ i64, ptr } { i64 2, ptr null }", "<2 x i32> <i32 0, i32 1>"]
    with pytest.raises(ValueError):
        ir.call_arguments(line, "NRT_incref")


def test_a_call_retargeted_keeps_its_attributes_and_metadata():
    line = MODULE.splitlines()[6]
    assert ir.retarget_call(line, "NRT_decref", "nrtgrad.release") == \
        "  call void @nrtgrad.release(ptr nonnull %x), !dbg !4"
    assert ir.retarget_call(line, "NRT_decref", "a b", extra_argument="i64 0") == \
        '  call void @"a b"(ptr nonnull %x, i64 0), !dbg !4'


def test_a_symbol_renamed_everywhere_but_not_inside_longer_names():
    text = "call void @f(ptr @f.x)\ndeclare void @f(ptr)\n@g = global ptr @f\n"
    assert ir.rename_symbol(text, "f", "h h") == \
        'call void @"h h"(ptr @f.x)\ndeclare void @"h h"(ptr)\n@g = global ptr @"h h"\n'


def test_the_next_free_attribute_group_and_module_text():
    assert ir.next_attribute_group(MODULE) == 4
    assert ir.next_attribute_group("define void @f() {\n}\n") == 0
    assert ir.module_text(["a", None, "b"]) == "a\nb\n"


def test_the_value_a_line_defines_and_the_values_it_uses():
    assert ir.defined_value("  %v = fadd double %a, %a.1") == "%v"
    assert ir.defined_value("  store double %v, ptr %p") is None
    assert ir.local_uses("  %v = fadd double %a, %a.1, !dbg !7") == ["%a", "%a.1"]
    assert ir.local_uses('  store double %"x y", ptr %p, align 8') == ['%"x y"', "%p"]
    phi = '  %i = phi i64 [ 0, %entry ], [ %i.next, %"loop body" ]'
    assert ir.phi_incoming(phi) == [("0", "entry"), ("%i.next", "loop body")]
    constant = "add (i64 ptrtoint (ptr @g to i64), i64 56)"
    assert ir.phi_incoming(f"  %a = phi i64 [ %a.next, %loop ], [ {constant}, %entry ]") == \
        [("%a.next", "loop"), (constant, "entry")]
    assert ir.label_name('%"loop body"') == "loop body" and ir.label_name("%exit") == "exit"


def test_functions_nothing_else_names_are_removed_until_none_is_left():
    module = ir.module_text([
        "@table = global ptr @dtor",
        "define void @dtor(ptr %p) {", "  ret void", "}",
        "define i32 @primal(ptr %p) {", "  call void @helper()", "  ret i32 0", "}",
        "define linkonce_odr void @helper() {", "  call void @helper()", "  ret void", "}",
        "define i32 @f_grad(ptr %p) {", "  call void @used()", "  ret i32 0", "}",
        "define internal void @used() {", "  ret void", "}",
    ])
    kept = ir.without_unused_functions(module, ["f_grad"])
    assert [f.name for f in ir.defined_functions(kept.splitlines())] == ["dtor", "f_grad",
                                                                         "used"]
    assert ir.without_unused_functions(module, ["f_grad", "primal"]) == module
