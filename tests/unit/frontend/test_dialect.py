"""dialect: the input's bytes as text, read by the toolchain's opt into canonical
opaque-pointer IR, and every way that fails as one line of bad input (exit 2).

The newer-syntax rewrites themselves are in test_dialect_rewrites.py.
"""

from __future__ import annotations

import pytest

from nrtgrad import toolchain
from nrtgrad.errors import InputError
from nrtgrad.frontend import dialect

TYPED = """define i32 @f(i32* %p) {
entry:
  %v = load i32, i32* %p
  ret i32 %v
}
"""


def canonical(text: str, name: str = "f.ll") -> str:
    return dialect.canonicalize(toolchain.find(), text, name, timeout=60)


@pytest.mark.parametrize("data, message", [
    (b"\xff\xfed\x00e\x00", "f.ll: UTF-16 text; LLVM IR must be UTF-8 (or ASCII)"),
    (b"define\x00", "f.ll: binary data, not LLVM IR text (bitcode input is not supported yet)"),
    (b"; caf\xe9\n", "f.ll: not UTF-8 text (byte 5)"),
])
def test_bytes_that_are_not_utf8_text_are_refused(data, message):
    with pytest.raises(InputError) as refused:
        dialect.decode(data, "f.ll")
    assert str(refused.value) == message


def test_utf8_text_is_decoded():
    assert dialect.decode("; café\n".encode(), "f.ll") == "; café\n"


def test_typed_pointers_come_out_opaque():
    text = canonical(TYPED)
    assert "define i32 @f(ptr %p) {" in text
    assert "%v = load i32, ptr %p, align 4" in text
    assert "i32*" not in text


@pytest.mark.parametrize("text, name, message", [
    ("  \n", "f.ll", "f.ll: empty input, expected LLVM IR"),
    ("import numba\n", "f.ll", "f.ll is Python source, not LLVM IR: write a Numba function's "
                               "module with `nrtgrad dump FILE.py:FUNCTION` first"),
    ("x = 1\n", "kernels.py", "kernels.py is Python source, not LLVM IR: write a Numba "
                              "function's module with `nrtgrad dump kernels.py:FUNCTION` first"),
])
def test_what_is_not_ir_at_all_is_named(text, name, message):
    with pytest.raises(InputError) as refused:
        canonical(text, name)
    assert str(refused.value) == message


def test_a_parse_error_points_at_the_users_line():
    broken = TYPED.replace("ret i32 %v", "ret i32 %w")
    with pytest.raises(InputError) as refused:
        canonical(broken, "kernel.ll")
    message = str(refused.value)
    assert message.startswith("invalid IR: kernel.ll:4:")
    assert "use of undefined value '%w'" in message
    assert " at line 4: `ret i32 %w`" in message
    assert f"(read by LLVM {toolchain.find().llvm_version} opt; the input looks like " in message


def test_a_long_line_is_shown_around_the_column():
    line = "x" * 150 + "ERROR" + "y" * 150
    snippet = dialect._snippet(line, 153)
    assert snippet.startswith("…") and snippet.endswith("…") and "ERROR" in snippet
    assert len(snippet) <= dialect._SNIPPET + 2
    assert dialect._snippet("  short line ", 3) == "short line"
