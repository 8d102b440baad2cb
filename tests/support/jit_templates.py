"""Rule templates JIT-compiled over Numba's own LAPACK and BLAS helpers, for the unit
tests of the lapack_*_rules modules."""

from __future__ import annotations

import ctypes

from nrtgrad.enzyme import blas, lapack
from nrtgrad.toolchain import llvm


def instantiated(templates: dict[str, str], element: str) -> str:
    """The rule templates `templates` (routine -> the template lapack.py instantiates for
    it) for the element type `element` as lapack.py adds them to a module (named
    `lapack.rule_name(element, routine)`), with the wrappers and products they call, and
    declarations of the helpers they call."""
    assert all(lapack.TEMPLATES[routine] is template for routine, template in templates.items())
    return lapack.declared(blas.with_products(
        lapack.instantiated({(routine, element) for routine in templates}), {element}))


def compile_module(text: str):
    """An MCJIT engine of `text` (its internal functions made external, so their addresses
    can be taken), Numba's helpers resolved: the caller keeps it alive while it calls in."""
    from numba.core.registry import cpu_target

    cpu_target.target_context  # registers numba_ez_* & co. with LLVM's symbol table
    binding = llvm.binding()
    machine = binding.Target.from_default_triple().create_target_machine()
    engine = binding.create_mcjit_compiler(
        llvm.parse_and_verify(text.replace("define internal ", "define ")), machine)
    engine.finalize_object()
    return engine


def assert_verified_and_registered(text: str, declarations: str, p: str,
                                   status: str | None) -> None:
    """`text` (a template instantiated as `p`) verifies, registers its augmented, reverse
    and forward passes with Enzyme, and its status helper `p.<status>` (if it has one) is
    inactive."""
    llvm.parse_and_verify(text + declarations)
    assert (f'@"__enzyme_register_gradient_{p}" = global [3 x ptr] [ptr @"{p}", '
            f'ptr @"{p}.augment", ptr @"{p}.reverse"]') in text
    assert f'@"__enzyme_register_derivative_{p}" = global [2 x ptr] [ptr @"{p}", ' \
           f'ptr @"{p}.forward"]' in text
    if status is not None:
        helper = text.split(f'define internal i32 @"{p}.{status}"(')[1]
        assert '"enzyme_inactive"' in helper.split("\n")[0]


def rule_passes(engine, p: str, passed: list) -> dict:
    """The augmented, reverse and forward passes of the rules `p` in `engine`, as ctypes
    functions of the registered parameters `passed` (the tape last in reverse)."""
    address = engine.get_function_address
    return {"augment": ctypes.CFUNCTYPE(ctypes.c_void_p, *passed)(address(f"{p}.augment")),
            "reverse": ctypes.CFUNCTYPE(None, *passed, ctypes.c_void_p)(address(f"{p}.reverse")),
            "forward": ctypes.CFUNCTYPE(None, *passed)(address(f"{p}.forward"))}
