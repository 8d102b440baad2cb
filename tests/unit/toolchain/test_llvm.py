"""The in-process LLVM (llvmlite): modules parsed and verified with opaque pointers, the
first error as the one-line cause, and a module emitted as bitcode, assembly or an
object whose tapes are allocated through the C runtime's names.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from nrtgrad import toolchain
from nrtgrad.errors import DifferentiationError
from nrtgrad.toolchain import llvm

MODULE = """declare ptr @malloc(i64)
declare void @free(ptr)

define double @scaled(ptr %x, double %a) {
entry:
  %tape = call ptr @malloc(i64 8)
  %v = load double, ptr %x
  %r = fmul double %v, %a
  store double %r, ptr %tape
  call void @free(ptr %tape)
  ret double %r
}
"""


def test_one_binding_per_process():
    assert llvm.binding() is llvm.binding()


def test_an_opaque_pointer_module_is_parsed_and_verified():
    module = llvm.parse_and_verify(MODULE)
    assert [f.name for f in module.functions] == ["malloc", "free", "scaled"]
    assert not module.get_function("scaled").is_declaration


@pytest.mark.parametrize("text, cause", [
    (MODULE.replace("%v, %a", "%v, %b"), "<string>:8:24: error: use of undefined value '%b'"),
    # parsed, but rejected by the verifier
    (MODULE.replace("  ret double %r", "  %late = fadd double %early, 1.0\n"
                                       "  %early = fadd double %r, 1.0\n  ret double %r"),
     "Instruction does not dominate all uses!"),
])
def test_an_invalid_module_is_one_line_with_its_first_error(text, cause):
    with pytest.raises(DifferentiationError) as invalid:
        llvm.parse_and_verify(text)
    assert str(invalid.value) == f"the derivative module is invalid: {cause}"


def test_bitcode_is_the_module_as_it_is():
    bitcode = llvm.emit(MODULE, "bc")
    assert bitcode.startswith(b"BC\xc0\xde")
    # read back by the toolchain's opt (llvmlite's global context may not read opaque
    # pointers, when Numba imported llvmlite first)
    text = subprocess.run([str(toolchain.find().opt), "-S", "-"], input=bitcode,
                          capture_output=True, check=True).stdout.decode()
    assert "define double @scaled(ptr %x, double %a)" in text
    assert "call ptr @malloc(i64 8)" in text  # IR outputs keep libc's allocator


def test_native_code_allocates_through_the_runtime():
    assembly = llvm.emit(MODULE, "asm").decode()
    assert "scaled:" in assembly
    assert "nrtgrad_rt_malloc" in assembly and "nrtgrad_rt_free" in assembly
    # each defined weakly as libc's function, for programs linked without the runtime
    assert ".weak\tnrtgrad_rt_malloc" in assembly
    obj = llvm.emit(MODULE, "obj")
    assert obj.startswith(b"\x7fELF") and b"nrtgrad_rt_malloc" in obj


@pytest.mark.parametrize("version, refused", [("0.43.0", True), ("0.44.0", False),
                                              ("0.50.0rc1", False)])
def test_the_api_refuses_an_llvmlite_that_cannot_read_the_derivative(monkeypatch, version,
                                                                     refused):
    import llvmlite
    import numba

    import nrtgrad

    monkeypatch.setattr(llvmlite, "__version__", version)
    if not refused:
        llvm.check_jit()
        return
    with pytest.raises(toolchain.ToolchainError, match=r"needs llvmlite 0\.44 or newer .* "
                       r"has llvmlite 0\.43\.0, which Numba 0\.60 pins"):
        nrtgrad.grad(numba.njit(lambda x: x * x))


@pytest.mark.parametrize("imported_first, variable", [("llvmlite", "None"), ("nrtgrad", "1")])
def test_opaque_pointers_are_asked_for_only_before_llvmlite_is_imported(imported_first,
                                                                      variable):
    # set after llvmlite's import, the variable would change only the processes this one
    # starts: their Numba would print other IR than this one's (another cache key)
    program = (f"import os, {imported_first}\nfrom nrtgrad.toolchain import llvm\n"
               "llvm.binding()\nprint(os.environ.get('LLVMLITE_ENABLE_OPAQUE_POINTERS'))")
    env = {key: value for key, value in os.environ.items()
           if key != "LLVMLITE_ENABLE_OPAQUE_POINTERS"}
    found = subprocess.run([sys.executable, "-c", program], env=env, capture_output=True,
                           text=True, check=True).stdout.split()
    assert found == [variable]
