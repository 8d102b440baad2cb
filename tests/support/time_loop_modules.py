"""The modules the Python API differentiates a time loop from, for tests that run the
pipeline on them directly (with a workaround taken out, say).

`before_loop_passes(kernel, *args)` compiles the Numba kernel for `args` and
returns, by route, (module text, entry symbol) of the two modules from before
LLVM's loop optimisations: "linked", the module Numba linked for the kernel
compiled again (numba_recompile) made ready without loop passes (numba_link),
which the API tries first, and "captured", the one numba_capture records.
`differentiate(text, symbol, mode)` is the pipeline's result for one of them
(without the last -O2).
"""

from __future__ import annotations

from nrtgrad import pipeline, toolchain
from nrtgrad.frontend import numba_capture, numba_dump, numba_link, numba_recompile


def before_loop_passes(kernel, *args) -> dict[str, tuple[str, str]]:
    kernel(*args)
    tools = toolchain.find()
    signature = kernel.signatures[0]
    again = numba_recompile.recompiled(kernel, signature,
                                       numba_dump.module_text(kernel, signature))
    return {"linked": (numba_link.optimised(again.linked, "test", tools, "test", timeout=600,
                                            before_loop_passes=True), again.symbol),
            "captured": numba_capture.linked_before_loop_passes(kernel, signature, tools)}


def differentiate(text: str, symbol: str, mode: str) -> pipeline.Result:
    options = pipeline.Options(function=symbol, mode=mode, optimize=False)
    return pipeline.differentiate(toolchain.find(), text.encode(), "test", options)
