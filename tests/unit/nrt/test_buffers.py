"""Raw NRT buffers (buffers.py): registered for Enzyme, refused when unsound, lowered back."""

from __future__ import annotations

import pytest

from nrtgrad.nrt import buffers
from nrtgrad import ir
from nrtgrad.errors import UnsupportedError

# slice assignment's copy: a buffer allocated, filled, read and freed, whose
# free goes through a phi with the source; and an exception's buffer
SLICE_COPY = """define i32 @f(ptr %src, i64 %n, i1 %overlap, ptr %exc) {
entry:
  br i1 %overlap, label %copy, label %use
copy:
  %buf = call ptr @NRT_Allocate(i64 %n)
  call void @llvm.memcpy.p0.p0.i64(ptr %buf, ptr %src, i64 %n, i1 false)
  br label %use
use:
  %from = phi ptr [ %buf, %copy ], [ %src, %entry ]
  %v = load double, ptr %from
  br i1 %overlap, label %free, label %raise
free:
  call void @NRT_Free(ptr %from)
  ret i32 0
raise:
  %args = call ptr @NRT_Allocate(i64 48)
  %none = icmp eq ptr %args, null
  %field = getelementptr i8, ptr %args, i64 8
  store i64 %n, ptr %field
  store ptr %args, ptr %exc
  ret i32 1
}
"""


def _function(text: str) -> tuple[list[str], ir.Function]:
    lines = text.splitlines()
    return lines, ir.defined_functions(lines)[0]


def test_a_freed_buffer_is_registered_and_an_exception_buffer_is_inactive():
    lines, function = _function(SLICE_COPY)
    out = "\n".join(buffers.register(lines, function, "reverse"))
    assert "%buf = call ptr @nrtgrad.raw_alloc(i64 %n)" in out
    assert "%args = call ptr @nrtgrad.raw_alloc.inactive(i64 48)" in out
    assert "call void @nrtgrad.raw_free(ptr %from)" in out
    declarations, _ = buffers.declarations(out, 7)
    registration = [d for d in declarations if d.startswith(buffers.REGISTRATION)]
    # the shadow's size is the byte count (argument 0); freed with the marker
    assert registration == [f"{buffers.REGISTRATION} = global [4 x ptr] [ptr "
                            f"@nrtgrad.raw_alloc, ptr inttoptr (i64 0 to ptr), ptr "
                            f"@nrtgrad.raw_dealloc_indices, ptr @nrtgrad.raw_free]"]
    assert any('"enzyme_math"="free"' in d for d in declarations)


def test_forward_mode_frees_through_a_registered_derivative():
    lines, function = _function(SLICE_COPY)
    out = "\n".join(buffers.register(lines, function, "forward"))
    assert "call void @nrtgrad.raw_free.forward(ptr %from)" in out
    declarations, _ = buffers.declarations(out, 7)
    text = "\n".join(declarations)
    assert (f"{buffers.DERIVATIVE_REGISTRATION} = global [2 x ptr] [ptr "
            f"@nrtgrad.raw_free.forward, ptr @nrtgrad.raw_free.forward.derivative]") in text
    # the derivative frees the shadow only when it is not the primal itself
    assert "icmp eq ptr %p, %dp" in text


def test_hvp_frees_through_the_forward_derivative_in_the_reverse_pass():
    lines, function = _function(SLICE_COPY)
    out = "\n".join(buffers.register(lines, function, "hvp"))
    assert "call void @nrtgrad.raw_free(ptr %from)" in out  # the reverse mode's marker
    # what Enzyme's reverse pass frees: the primal and the shadow
    reverse = out + "\n  call void @nrtgrad.raw_free(ptr %\"buf'mi\")\n"
    ready = buffers.second_order(reverse)
    assert "call void @nrtgrad.raw_free(" not in ready
    assert ready.count("call void @nrtgrad.raw_free.forward(") == 2
    assert "declare void @nrtgrad.raw_free.forward(ptr)" in ready
    assert (f"{buffers.DERIVATIVE_REGISTRATION} = global [2 x ptr] [ptr "
            f"@nrtgrad.raw_free.forward, ptr @nrtgrad.raw_free.forward.derivative]") in ready
    assert buffers.second_order(SLICE_COPY) == SLICE_COPY


def test_lowering_restores_the_nrt_calls():
    lines, function = _function(SLICE_COPY)
    registered = "\n".join(buffers.register(lines, function, "forward")) + "\n"
    registered += "\n".join(buffers.declarations(registered, 7)[0]) + "\n"
    lowered = buffers.lower(registered)
    assert "nrtgrad.raw_alloc" not in lowered and "@nrtgrad.raw_free(" not in lowered
    assert "__enzyme_" not in lowered
    assert lowered.count("call ptr @NRT_Allocate(i64") == 2
    assert lowered.count("declare ptr @NRT_Allocate(i64)") == 1
    assert "call void @NRT_Free(ptr %from)" in lowered


def test_a_buffer_read_but_never_freed_is_refused():
    text = SLICE_COPY.replace("  call void @NRT_Free(ptr %from)\n", "")
    lines, function = _function(text)
    with pytest.raises(UnsupportedError, match="read and never freed"):
        buffers.register(lines, function, "reverse")


def test_a_free_of_memory_not_allocated_here_is_refused():
    text = SLICE_COPY.replace("call void @NRT_Free(ptr %from)", "call void @NRT_Free(ptr %src)")
    lines, function = _function(text)
    with pytest.raises(UnsupportedError, match="did not allocate"):
        buffers.register(lines, function, "reverse")
