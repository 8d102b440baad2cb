"""Numba's LAPACK solver in a form Enzyme differentiates: a gesv call with rules.

`np.linalg.solve(A, b)` copies A and b to Fortran order and calls Numba's
helper `numba_xgesv(kind, n, nrhs, a, lda, ipiv, b, ldb)`, which overwrites
the copy of A with its LU factors and the copy of b with the solution X,
and returns LAPACK's info (> 0: A is singular, and Numba raises
`LinAlgError`).  Enzyme cannot see into it.  For kinds 'd' (float64) and
's' (float32), each call becomes a call of a small wrapper
(`nrtgrad.lapack.gesv.double`, ...) that calls the same helper on pivots
of its own, with derivatives registered with Enzyme (their IR is in
lapack_rules.py): the reverse pass is LAPACK and BLAS again (dB = A^-T dX
by gesv on a transposed copy of A, dA -= dB X^T by gemm, on copies of A
and X taped by the forward pass), the forward pass dX = A^-1 (dB - dA X).

The wrapper returns nothing and takes only A and B as pointers: Enzyme
0.0.289 does not adapt a registered derivative to an integer result (it
assumes one duplicated) nor, in forward mode, to a constant pointer such
as Numba's pivot array.  So the status the primal tests is read back from
the LU factors by an inactive helper (`.status`): LAPACK's info is the
index of the first zero on U's diagonal, 0 when there is none.  Other
kinds (complex) are left alone and refused later by name.
"""

from __future__ import annotations

import re

from .. import ir
from .blas import KINDS, kind_code, opaque
from .lapack_rules import GESV as _GESV

_SIZES = {"double": 8, "float": 4}
_GESV_CALL = re.compile(r"^(\s*)(%[-\w.$\"]+) = (?:tail |notail )?call i32 @numba_xgesv"
                        r"\((.*)\)(, ![^()]*)?$")
_DECLARATIONS = {
    "malloc": "declare ptr @malloc(i64)",
    "free": "declare void @free(ptr)",
    "llvm.memcpy.p0.p0.i64": "declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)",
    "numba_xgesv": "declare i32 @numba_xgesv(i8, i64, i64, ptr, i64, ptr, ptr, i64)",
    "numba_xxgemm": "declare i32 @numba_xxgemm(i8, i8, i8, i64, i64, i64, ptr, ptr, i64, ptr, i64, "
                    "ptr, ptr, i64)",
}


def lower_lapack_calls(text: str) -> str:
    """numba_xgesv calls of a float kind as calls of the gesv wrapper with derivative rules.

    The status (LAPACK's info: 0, or the index of a zero pivot) is never
    negative, and its call says so (`!range`): LLVM then drops Numba's branch
    to `numba_fatal_error` for a negative info, which C programs do not have.
    """
    lines = text.splitlines()
    elements = set()
    node = ir.next_metadata_node(text)
    for index, line in enumerate(lines):
        match = _GESV_CALL.match(line)
        arguments = ir.split_arguments(match.group(3)) if match else []
        kind = arguments[0].split()[-1] if arguments else ""
        element = KINDS.get(int(kind)) if kind.isdigit() else None
        if element is None:
            continue
        indent, result = match.group(1), match.group(2)
        # Numba's pivots (arguments[5]) stay unused: the wrapper has its own
        kept = [opaque(a) for position, a in enumerate(arguments) if position not in (0, 5)]
        n, a, lda = kept[0], kept[2], kept[3]
        lines[index] = (f"{indent}call void {ir.quote(rule_name(element))}({', '.join(kept)})\n"
                        f"{indent}{result} = call i32 {ir.quote(rule_name(element) + '.status')}"
                        f"({n}, {a}, {lda}), !range !{node}")
        elements.add(element)
    if not elements:
        return text
    text = ir.module_text(lines) + f"!{node} = !{{i32 0, i32 2147483647}}\n"
    for element in sorted(elements):
        text += _GESV.format(p=rule_name(element), t=element, kind=kind_code(element),
                             size=_SIZES[element])
    return text + ir.missing_declarations(text, _DECLARATIONS)


WRAPPER_PREFIX = "nrtgrad.lapack."


def rule_name(element: str) -> str:
    return f"{WRAPPER_PREFIX}gesv.{element}"


_WRAPPER_DEFINITION = re.compile(r"^define (?:dso_local )?(?!internal )(?=[^@]*@\"?nrtgrad\.lapack\.)",
                                 re.M)


def internalize(text: str) -> str:
    """After Enzyme: the wrappers and their derivatives local to the module again (as blas.py's)."""
    return _WRAPPER_DEFINITION.sub("define internal ", text)


_NO_FORWARD_RULE = re.compile(r"No forward mode derivative found for numba_xgesv")


def explain(message: str) -> str | None:
    """A refusal in Python terms for Enzyme's failure on the gesv wrapper, if it is one.

    Enzyme adapts the registered reverse-mode derivative to a constant
    operand, but not the forward-mode one: it then differentiates the
    wrapper's body and finds the LAPACK helper.
    """
    if not _NO_FORWARD_RULE.search(message):
        return None
    return ("forward mode (jvp) of `np.linalg.solve` (LAPACK gesv) with an operand that is "
            "not differentiated is not supported yet: differentiate with respect to both "
            "the matrix and the right-hand side, or use reverse mode")
