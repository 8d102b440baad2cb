"""Every refusal and Enzyme failure starts in Python's words; Enzyme's text only after.

The walk reads each `raise` of a refusal (UnsupportedError, RefusedPattern,
DifferentiationError, CopiedLoopError) in nrtgrad's source: its literal text
before the first "(Enzyme" quotes no IR (no `%value`, `@symbol`, mangled
`_ZN`, `<stdin>` line), and a message that starts with a computed part starts
with one of the parts listed here, each of which says a construct, a function
or a place in Python terms.  A new refusal that starts with anything else
fails until it is added, with its reason.  Enzyme's own failures are walked
through `enzyme.explain`, one reason per kind it recognises and one it does not.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import nrtgrad
from nrtgrad import enzyme

SOURCE = Path(nrtgrad.__file__).parent
REFUSALS = {"UnsupportedError", "RefusedPattern", "DifferentiationError", "CopiedLoopError"}
IR_TEXT = re.compile(r"%[\w.\"$]|@\w|_ZN|<stdin>|\bdefine |= call ")

# computed message starts, and why each is in Python's words
PYTHON_STARTS = {
    "python_names.describe(entry)": "the construct behind a symbol (`np.linalg.solve`, ...)",
    "lapack.left_call_refusal(helper, lines[body.start + left[0]])":
        "the construct behind a LAPACK helper (`np.linalg.qr` (LAPACK geqrf) ...), from "
        "python_names.describe",
    "python_names.where(lines, first)": "'in `module.function` (line N)'",
    "place": "python_names.where: the function and source line",
    "place + ': ' if place else ''": "python_names.where: the function and source line",
    "what": "a construct's name from a table (markers.UNSUPPORTED_CALLS) or "
            "'Hessian-vector products of `f`'",
    "explain(failure.message)": "enzyme.explain, walked below",
    "explained": "blas.explain / lapack.explain: the matrix product or solve named",
    "copied_loop(variable)": "allocation_sites.copied_loop: 'a loop-carried array (`x`) ...'",
    "allocation_sites.copied_loop(variable)": "'a loop-carried array (`x`) ...'",
    "self.function.spec.name": "the Python function's name",
    "lapack.UNDETERMINED_MESSAGE": "'`np.linalg.svd` with full_matrices=True of a non-square "
                                   "matrix ...'",
    "lapack.LOOPED_LSTSQ": "'`np.linalg.lstsq` (LAPACK gelsd) called in a loop ...'",
    "compiled.function.spec.name": "the Python function's name",
    "_timed_out(f, signature, mode, options.timeout)":
        "'the reverse-mode derivative of `module.f` for (array(float64, 1d, C)) was not made "
        "within 600 s ...'",
}


def _refusals():
    for path in sorted(SOURCE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                    and node.func.id in REFUSALS and node.args:
                yield f"{path.relative_to(SOURCE)}:{node.lineno}", node.args[0]


def _literal_text(message: ast.expr) -> str:
    """The message's literal parts, computed parts as {}; '' for a message computed whole."""
    parts = message.values if isinstance(message, ast.JoinedStr) else [message]
    return "".join(p.value if isinstance(p, ast.Constant) and isinstance(p.value, str) else "{}"
                   for p in parts)


def _computed_start(message: ast.expr) -> str | None:
    if isinstance(message, ast.JoinedStr):
        first = message.values[0]
        return ast.unparse(first.value) if isinstance(first, ast.FormattedValue) else None
    if isinstance(message, ast.Constant):
        return None
    if isinstance(message, ast.BinOp):  # 'a' + b: its left operand starts it
        return _computed_start(message.left)
    return ast.unparse(message)


def test_the_walk_finds_the_refusals():
    assert len(list(_refusals())) > 40


@pytest.mark.parametrize("where, message", list(_refusals()), ids=lambda v: v
                         if isinstance(v, str) else "")
def test_a_refusal_starts_in_python_words(where, message):
    literal = _literal_text(message).split("(Enzyme")[0]
    assert not IR_TEXT.search(literal), f"{where}: IR in {literal!r}"
    start = _computed_start(message)
    assert start is None or start in PYTHON_STARTS, \
        f"{where}: a refusal starting with {start!r}, not known to be in Python's words"


ENZYME_REASONS = [
    "No augmented forward pass found for NRT_decref",
    "No augmented forward pass found for numba_xxpotrf",
    "No forward mode derivative found for _ZN5numba7cpython8mathimpl10gamma_implB2v1E",
    "Cannot deduce type of copy call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %b, i64 8)",
    "Cannot deduce type of load %x = load i64, ptr %p",
    "cannot handle unknown binary operator: %y = xor i64 %x, -1",
    "Illegal updateAnalysis prev:{[-1]:Pointer} new: {[-1]:Float@double} val: %v",
    "function failed verification: Instruction does not dominate all uses!",
    "Attributes 'readnone and writeonly' are incompatible! (ptr @hypot)",
    "opt crashed (SIGABRT): Assertion `found' failed at EnzymeLogic.cpp:123",
    "error: in function preprocess_f: %q = fmul double %a, %b is something new",
]


@pytest.mark.parametrize("reason", ENZYME_REASONS)
def test_an_enzyme_failure_starts_in_python_words(reason):
    explained = enzyme.explain(reason)
    assert reason in explained and "\n" not in explained
    before = explained.split(reason)[0]
    assert not IR_TEXT.search(before), before
    assert not explained.startswith("Enzyme failed"), explained
