"""meminfo_uses on small functions: which stack slots it follows (one store, besides the
zeroing of a local in the entry), which values copy a MemInfo, and the exact refusal for
each use of a temporary's MemInfo it does not follow.

The modules have the shape test_ownership.py gives them (the analysis's input):
%arg.a.0 and %arg.b.0 are the MemInfos of the caller's arrays, %t a temporary.
Every module must verify in LLVM 15 (llvmlite).
"""

from __future__ import annotations

import pytest

from nrtgrad import ir
from nrtgrad.errors import RefusedPattern
from nrtgrad.ir.flow import Flow
from nrtgrad.nrt import markers, meminfo_uses
from nrtgrad.nrt.meminfo_uses import MemInfoUses, Slot, called_function
from nrtgrad.toolchain import llvm

HEADER = """\
declare ptr @NRT_MemInfo_alloc_aligned(i64, i32)
declare void @NRT_incref(ptr)
declare void @NRT_decref(ptr)
declare void @helper(ptr)
declare ptr @nrtgrad.list.realloc.test(ptr, i64)
declare i32 @numba_attempt_nocopy_reshape(i64, ptr, ptr, i64, ptr, ptr, i64, i32)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1 immarg)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1 immarg)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr)

define i32 @f(ptr %excinfo, ptr %arg.a.0, ptr %arg.b.0, i1 %c, i64 %n) {
"""
ALLOC = "  %t = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)"


def module(body: str) -> list[str]:
    text = HEADER + body.strip("\n").replace("ALLOC", ALLOC.strip()) + "\n}\n"
    llvm.parse_and_verify(text)
    return text.splitlines()


def uses(body: str, items: dict[str, str] | None = None) -> tuple[list[str], MemInfoUses]:
    lines = module(body)
    flow = Flow(lines, ir.function_named(lines, "f"))
    return lines, MemInfoUses(lines, flow, set(markers.ALLOCATORS), items or {})


def line_of(lines: list[str], instruction: str) -> int:
    return max(i for i, text in enumerate(lines) if text.strip() == instruction)


# -- calls and refusals ---------------------------------------------------------

@pytest.mark.parametrize("text, callee", [
    ("call void @NRT_decref(ptr %t)", "NRT_decref"),
    ("%r = tail call i32 @\"a.b\"(i64 1)", "a.b"),
    ("%m = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)", "NRT_MemInfo_alloc_aligned"),
    ("call void %fp(ptr %t)", None),  # indirect
    ("%x = add i64 1, 2", None),
    ("store ptr %t, ptr %slot, align 8", None),
])
def test_the_function_a_call_names(text, callee):
    assert called_function(text) == callee


def test_a_refusal_names_the_function_the_reason_and_the_way_forward():
    lines = module("entry:\n  ret i32 0")
    refused = meminfo_uses.refusal(lines, len(lines) - 2, "something odd")
    assert isinstance(refused, RefusedPattern) and refused.index == len(lines) - 2
    assert str(refused) == f"in `f`: something odd: not supported yet; {meminfo_uses.REWRITE}"
    assert str(meminfo_uses.refusal(lines, 0, "why", "do this")) == \
        "why: not supported yet; do this"  # a declaration is in no function


# -- stack slots --------------------------------------------------------------------

ARRAY = "{ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }"
SLOT = f"""
entry:
  %slot = alloca {ARRAY}, align 8
  %shape = getelementptr inbounds {ARRAY}, ptr %slot, i64 0, i32 5, i64 0
  %strides = getelementptr inbounds i8, ptr %slot, i64 48
  %new = alloca [2 x i64], align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr %slot)
  store ptr %arg.a.0, ptr %slot, align 8
  store i64 %n, ptr %shape, align 8
  %r = call i32 @numba_attempt_nocopy_reshape(i64 1, ptr %shape, ptr %strides, i64 1, ptr %new, ptr %new, i64 8, i32 0)
  %copy = load ptr, ptr %slot, align 8
  call void @NRT_incref(ptr %copy)
  ret i32 0
"""


def test_a_slot_written_once_before_its_loads_is_followed():
    lines, found = uses(SLOT)
    assert found.slots == {"%slot": Slot("%arg.a.0", ("%copy",))}
    load = line_of(lines, "%copy = load ptr, ptr %slot, align 8")
    assert found.slot_reads(load) == {"%arg.a.0"}
    assert found.same_object(lines[load].strip()) == "%arg.a.0"
    # an alloca whose first word is never written holds nothing to follow
    assert "%new" not in found.slots


@pytest.mark.parametrize("writes", [
    pytest.param("  store ptr %arg.a.0, ptr %slot, align 8\n"
                 "  store ptr %arg.b.0, ptr %slot, align 8", id="two-stores"),
    pytest.param("  store ptr %arg.a.0, ptr %slot, align 8\n"
                 "  call void @llvm.memset.p0.i64(ptr %slot, i8 0, i64 8, i1 false)", id="memset"),
    pytest.param("  store ptr %arg.a.0, ptr %slot, align 8\n"
                 "  %alias = getelementptr i8, ptr %slot, i64 0\n"
                 "  store ptr %arg.b.0, ptr %alias, align 8", id="store-through-gep"),
    pytest.param("  store ptr %arg.a.0, ptr %slot, align 8\n"
                 "  call void @helper(ptr %slot)", id="passed-to-a-call"),
    pytest.param("  store ptr %arg.a.0, ptr %slot, align 8\n"
                 "  store ptr %slot, ptr %excinfo, align 8", id="slot-stored"),
    pytest.param("  store volatile ptr %arg.a.0, ptr %slot, align 8", id="volatile-store"),
    pytest.param("  store ptr %arg.a.0, ptr %slot, align 8\n"
                 "  call void @llvm.lifetime.start.p0(i64 8, ptr %slot)", id="lifetime-after"),
])
def test_a_slot_written_or_passed_elsewhere_is_not_followed(writes):
    lines, found = uses(f"""
entry:
  %slot = alloca ptr, align 8
{writes}
  %copy = load ptr, ptr %slot, align 8
  ret i32 0
""")
    assert found.slots == {}
    load = line_of(lines, "%copy = load ptr, ptr %slot, align 8")
    assert found.slot_reads(load) == set() and found.same_object(lines[load].strip()) is None


ZEROED_THEN_WRITTEN = """
entry:
  %slot = alloca ptr, align 8
  store ptr null, ptr %slot, align 8
  br label %write
write:
  ALLOC
  store ptr %t, ptr %slot, align 8
  %copy = load ptr, ptr %slot, align 8
  call void @NRT_decref(ptr %copy)
  ret i32 0
"""


@pytest.mark.parametrize("body, followed", [
    pytest.param(ZEROED_THEN_WRITTEN, True, id="a-local-zeroed-then-written"),
    pytest.param(ZEROED_THEN_WRITTEN.replace("  br label %write\n", "  br i1 %c, label %write, "
                                             "label %other\nother:\n  br label %write\n"),
                 True, id="zeroed-on-every-path"),
    pytest.param(ZEROED_THEN_WRITTEN.replace(
        "  store ptr null, ptr %slot, align 8\n  br label %write\n",
        "  br i1 %c, label %write, label %zero\nzero:\n  store ptr null, ptr %slot, align 8\n"
        "  br label %write\n"), False, id="zeroed-on-one-path"),
    pytest.param(ZEROED_THEN_WRITTEN.replace(
        "  store ptr null, ptr %slot, align 8\n  br label %write\nwrite:\n",
        "  br label %write\nwrite:\n  store ptr null, ptr %slot, align 8\n").replace(
        "  ret i32 0", "  br i1 %c, label %write, label %done\ndone:\n  ret i32 0"),
        False, id="zeroed-again-on-the-next-trip"),
])
def test_a_slot_zeroed_before_its_one_store_is_followed(body, followed):
    _, found = uses(body)
    assert found.slots == ({"%slot": Slot("%t", ("%copy",))} if followed else {})


def test_a_slot_whose_first_word_nothing_loads_takes_any_stores():
    # an inlined callee's result struct, written on two paths and zeroed, whose array
    # LLVM took from registers: the stores are dead, so neither is an escape
    lines, found = uses(f"""
entry:
  %slot = alloca {ARRAY}, align 8
  %field = getelementptr inbounds {ARRAY}, ptr %slot, i64 0, i32 1
  ALLOC
  call void @llvm.memset.p0.i64(ptr %slot, i8 0, i64 56, i1 false)
  br i1 %c, label %one, label %two
one:
  store ptr %t, ptr %slot, align 8
  call void @llvm.memset.p0.i64(ptr %field, i8 0, i64 16, i1 false)
  br label %done
two:
  store ptr %arg.a.0, ptr %slot, align 8
  br label %done
done:
  call void @NRT_decref(ptr %t)
  ret i32 0
""")
    assert found.slots == {"%slot": Slot(None, ())}
    found.check()
    # a load of the first word: two stores are not followed
    with pytest.raises(RefusedPattern, match="stored in a local tuple or structure"):
        uses(f"""
entry:
  %slot = alloca {ARRAY}, align 8
  ALLOC
  store ptr %t, ptr %slot, align 8
  store ptr %arg.a.0, ptr %slot, align 8
  %copy = load ptr, ptr %slot, align 8
  call void @NRT_decref(ptr %t)
  ret i32 0
""")[1].check()


def test_a_slot_whose_store_does_not_dominate_its_load_is_not_followed():
    _, found = uses("""
entry:
  %slot = alloca ptr, align 8
  br i1 %c, label %write, label %read
write:
  store ptr %arg.a.0, ptr %slot, align 8
  br label %read
read:
  %copy = load ptr, ptr %slot, align 8
  ret i32 0
""")
    assert found.slots == {}


# -- copies of a MemInfo ------------------------------------------------------------

@pytest.mark.parametrize("test, select, same", [
    ("icmp eq ptr %t, null", "select i1 %z, ptr null, ptr %t", "%t"),
    ("icmp ne ptr %t, null", "select i1 %z, ptr %t, ptr null", "%t"),
    ("icmp ne ptr %t, null", "select i1 %z, ptr null, ptr %t", None),  # always null
    ("icmp eq ptr %t, %arg.a.0", "select i1 %z, ptr null, ptr %t", None),
])
def test_a_null_normalising_select_copies_its_operand(test, select, same):
    lines, found = uses(f"""
entry:
  ALLOC
  %z = {test}
  %s = {select}
  ret i32 0
""")
    assert found.same_object(lines[line_of(lines, f"%s = {select}")].strip()) == same


# -- uses followed, and escapes ----------------------------------------------------

def test_the_uses_the_analysis_follows_are_accepted():
    _, found = uses("""
entry:
  %slot = alloca ptr, align 8
  ALLOC
  %failed = icmp eq ptr %t, null
  %s = select i1 %failed, ptr null, ptr %t
  %data.addr = getelementptr i8, ptr %s, i64 24
  %data = load ptr, ptr %data.addr, align 8
  store ptr %t, ptr %slot, align 8
  %again = load ptr, ptr %slot, align 8
  %grown = call ptr @nrtgrad.list.realloc.test(ptr %again, i64 16)
  store ptr %t, ptr %excinfo, align 8
  call void @NRT_decref(ptr %s)
  ret i32 0
""", items={"%excinfo": "%list"})  # %excinfo standing for an item of a list of arrays
    found.check()


def escape(what: str) -> str:
    return f"a temporary array escapes: {what}; its lifetime and its gradient's are not known"


def assert_escapes(body: str, instruction: str, what: str) -> None:
    lines, found = uses(body)
    with pytest.raises(RefusedPattern) as refused:
        found.check()
    assert refused.value.index == line_of(lines, instruction)
    assert str(refused.value).startswith(f"in `f`: {escape(what)}: not supported yet; ")


@pytest.mark.parametrize("use, what", [
    ("%s = select i1 %c, ptr %t, ptr %arg.a.0", "merged with another value by a select"),
    ("%i = ptrtoint ptr %t to i64", "used by ptrtoint"),
    ("%v = insertvalue { ptr, i64 } undef, ptr %t, 0", "used by insertvalue"),
    ("%v = insertelement <2 x ptr> undef, ptr %t, i32 0", "used by insertelement"),
    ("%f = freeze ptr %t", "used by freeze"),
    ("store ptr %t, ptr %excinfo, align 8",
     "stored to memory (in a list, a tuple, a structure or a global)"),
    ("store volatile ptr %t, ptr %excinfo, align 8", "stored by a volatile store"),
    ("store atomic ptr %t, ptr %excinfo unordered, align 8", "stored by an atomic store"),
    ("store i64 0, ptr %t, align 8", "its header is written"),
    ("call void @helper(ptr %t)", "passed to `helper` (an external function)"),
    ("call void %fp(ptr %t)", "passed to an indirect call"),
    ("%same = icmp eq ptr %t, %arg.a.0", "compared with something other than null"),
])
def test_a_use_nrtgrad_does_not_follow_is_an_escape(use, what):
    assert_escapes(f"""
entry:
  %fp = load ptr, ptr %excinfo, align 8
  ALLOC
  {use}
  call void @NRT_decref(ptr %t)
  ret i32 0
""", use, what)


def test_a_select_that_is_always_null_is_not_a_copy():
    # `t != null ? null : t` is null whatever %t is
    use = "%s = select i1 %present, ptr null, ptr %t"
    assert_escapes(f"""
entry:
  ALLOC
  %present = icmp ne ptr %t, null
  {use}
  call void @NRT_decref(ptr %s)
  ret i32 0
""", use, "merged with another value by a select")


def test_a_store_into_the_meminfo_header_is_an_escape():
    use = "%field = getelementptr i8, ptr %t, i64 24"
    assert_escapes(f"""
entry:
  ALLOC
  {use}
  store ptr null, ptr %field, align 8
  call void @NRT_decref(ptr %t)
  ret i32 0
""", use, "addressed by a getelementptr that is not only loaded from")


def test_a_store_into_a_slot_that_is_copied_is_an_escape():
    use = "store ptr %t, ptr %slot, align 8"
    assert_escapes(f"""
entry:
  %slot = alloca ptr, align 8
  %other = alloca ptr, align 8
  ALLOC
  {use}
  call void @llvm.memcpy.p0.p0.i64(ptr %other, ptr %slot, i64 8, i1 false)
  call void @NRT_decref(ptr %t)
  ret i32 0
""", use, "stored in a local tuple or structure nrtgrad cannot follow")


@pytest.mark.parametrize("status, refused", [("1", False), ("0", True)])
def test_a_store_on_a_path_that_only_raises_hands_the_array_to_the_caller(status, refused):
    # an exception's argument: stored into the exception on a path returning an error
    body = f"""
entry:
  ALLOC
  br i1 %c, label %raise, label %ok
raise:
  store ptr %t, ptr %excinfo, align 8
  ret i32 {status}
ok:
  call void @NRT_decref(ptr %t)
  ret i32 0
"""
    if refused:
        assert_escapes(body, "store ptr %t, ptr %excinfo, align 8",
                       "stored to memory (in a list, a tuple, a structure or a global)")
    else:
        uses(body)[1].check()
