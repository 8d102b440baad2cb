"""A derivative object's own allocations, from the C runtime's pool.

Enzyme's tapes and caches, and the BLAS rules' operand copies, are libc
`malloc`/`calloc`/`realloc`/`free` calls in the derivative module (LLVM
makes a `malloc` followed by a zeroing `memset` one `calloc`); at large n each
call of a served gradient faults their pages in afresh.  In native code
(`--emit obj|asm`) they call `nrtgrad_rt_malloc`, `_calloc`, `_realloc` and
`_free` instead, which libnrtgrad_rt serves from its pool.  The object also
defines each of the four weakly, as libc's function: linked with libnrtgrad_rt the
runtime's definitions take precedence; linked without it (or with an older
runtime that lacks them) the tapes come from libc.

IR outputs (`ll`, `bc`) and the in-process JIT (jit_pool routes the same
calls to its own pool) are left as they are.
"""

from __future__ import annotations

import re

from .. import ir

ROUTES = {"malloc": "nrtgrad_rt_malloc", "calloc": "nrtgrad_rt_calloc",
          "realloc": "nrtgrad_rt_realloc", "free": "nrtgrad_rt_free"}

_NAME = re.compile(r"@(malloc|calloc|realloc|free)" + ir.NAME_END)
_DECLARATION = re.compile(r"^declare [^\n]*@(malloc|calloc|realloc|free)\([^\n]*\n",
                          re.MULTILINE)

# libc's functions under the runtime's names, for a program linked without it
FALLBACKS = {
    "malloc": """define weak ptr @nrtgrad_rt_malloc(i64 %size) {
  %data = tail call ptr @malloc(i64 %size)
  ret ptr %data
}
declare ptr @malloc(i64)
""",
    "calloc": """define weak ptr @nrtgrad_rt_calloc(i64 %count, i64 %size) {
  %data = tail call ptr @calloc(i64 %count, i64 %size)
  ret ptr %data
}
declare ptr @calloc(i64, i64)
""",
    "realloc": """define weak ptr @nrtgrad_rt_realloc(ptr %data, i64 %size) {
  %moved = tail call ptr @realloc(ptr %data, i64 %size)
  ret ptr %moved
}
declare ptr @realloc(ptr, i64)
""",
    "free": """define weak void @nrtgrad_rt_free(ptr %data) {
  tail call void @free(ptr %data)
  ret void
}
declare void @free(ptr)
""",
}


def route(module: str) -> str:
    """The module with its libc allocation calls on the runtime's pooled functions."""
    declared = _DECLARATION.findall(module)
    if not declared:
        return module
    routed = _NAME.sub(lambda m: "@" + ROUTES[m.group(1)], _DECLARATION.sub("", module))
    return routed + "\n" + "".join(FALLBACKS[name] for name in sorted(set(declared)))
