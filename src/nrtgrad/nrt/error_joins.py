"""Releases that reach a temporary through the join of a callee's error exits, made direct.

An inlined Numba callee that can fail (the outer product of `(A @ B) @ D`:
its shape checks and its allocation) returns through one block for all its
exits: phis merge the array it made (null on the error edges) and its status
(0 on the success edge, 1 on the others), and the caller branches on the
status.  On the success path the caller then releases the array through the
phi, and a temporary released through a merge keeps the entry a callee of
the primal wrapper (pipeline).  As a callee Enzyme differentiates it in
split mode, an augmented forward pass and a separate reverse pass, and
in split mode a call of a function with a registered augmented pass (the
BLAS wrappers, blas_rules) must have no constant argument: Enzyme adapts the
registered pass to constant integers (the wrappers' transposition flags and
sizes) by taking them as duplicated and records them so, while the reverse
pass sees them constant, and `recursivelyHandleSubfunction` asserts
(`argsInverted[i] == DUP_NONEED`): one such call left in split mode aborts
opt (A6 in docs/enzyme-workarounds.md).

The status is a constant on each edge into the join, so LLVM's jump
threading can copy the join for the success edge, which then branches
straight to the success path: there the phis' values are the callee's own
(the array, not the merge), every release is direct, and the entry becomes
Enzyme's top level, differentiated in one function (combined mode) like
every other product.  ``thread`` runs it only when some release goes through
a merge, and keeps the result only if no release does any more; otherwise
the module is left as it is (loop-carried arrays stay callees).
"""

from __future__ import annotations

from .. import enzyme, selfcheck
from ..errors import DifferentiationError
from ..toolchain import Toolchain

# the join copied holds the phis of the callee's results and the refcount
# markers of its exit: about 20 instructions, more than LLVM's default of 6
PASSES = "function(jump-threading)"
THRESHOLD = "-jump-threading-threshold=64"


def thread(toolchain: Toolchain, text: str, *, timeout: float) -> str:
    """The module with its error joins threaded, if that makes every release direct."""
    if not selfcheck.releases_through_merges(text):
        return text
    try:
        threaded = enzyme.run_opt(toolchain, text, PASSES, plugin=False, timeout=timeout,
                                  extra=[THRESHOLD])
    except enzyme.OptFailure as failure:
        raise DifferentiationError(f"threading the error exits failed: {failure}") from None
    return text if selfcheck.releases_through_merges(threaded) else threaded
