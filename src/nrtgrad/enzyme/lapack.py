"""Numba's LAPACK solve, inverse, LU, Cholesky and symmetric eigen decompositions for Enzyme:
wrappers with rules.

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
index of the first zero on U's diagonal, 0 when there is none.

`np.linalg.inv(A)` copies A to Fortran order, factors the copy in place
(`numba_xxgetrf(kind, n, n, a, n, ipiv)`, info > 0: Numba raises
`LinAlgError`) and overwrites the factors with A^-1 (`numba_ez_xxgetri(kind,
n, a, n, ipiv)`).  Such a pair, a getrf call of a square matrix and a later
getri call of the same function on the same buffer and pivots, of kind 'd'
or 's', becomes: getrf called by an inactive helper (`nrtgrad.lapack.inv.
double.factor`), whose info the primal tests as before, and getri called by
the wrapper (`nrtgrad.lapack.inv.double`) with rules.  Invariant: to
Enzyme the buffer holds A until the wrapper makes it Y = A^-1, and the rules
read only Y (taped by the forward pass): dA = -Y^T dY Y^T in reverse, dY =
-Y dA Y forward.  The pivots go to the wrapper as an integer (the address),
which Enzyme passes through as a constant.  getri's own status is 0: its
info is only ever positive for a zero pivot, which getrf has reported, and
when getri cannot run (a negative info) the wrapper leaves NaN in the
buffer, not a wrong inverse.
`np.linalg.slogdet(A)` (and `det`, through it) factors a Fortran-order copy
the same way and reads the pivots (the sign) and U's diagonal in compiled
loops; for a positive info it returns (0., -inf) as constants.  Every other
getrf call of a square matrix of kind 'd' or 's', whose status is tested as
there, becomes a call of the LU wrapper (`nrtgrad.lapack.lu.double`), given
the pivots' address as an integer (it still writes Numba's pivots), with
rules of the factorization itself (lapack_lu_rules.py), so Enzyme
differentiates the loops that read the factors; the status is read from the
factors (`.status`).  Invariant: a singular matrix never gets the derivative
of Numba's constants, which is not the function's: that return gives
SINGULAR_STATUS in the derivative instead (the Python API raises Numba's
LinAlgError for it).  Other getrf calls and other kinds (complex) are left
alone and refused later by name.

`np.linalg.eigh(A)` and `np.linalg.eigvalsh(A)` copy A to Fortran order and
call `numba_ez_xxxevd(kind, jobz, uplo, n, a, lda, w)`: the eigenvalues of
the symmetric matrix of A's triangle `uplo` into w, with jobz 'V' (eigh) its
eigenvectors over the copy (info > 0: Numba raises "Internal algorithm
failed to converge.").  Each such call of kind 'd' or 's' with a constant
jobz ('V', 'N') and uplo ('L', 'U') becomes a call of the wrapper
(`nrtgrad.lapack.eigh.double`, `nrtgrad.lapack.eigvalsh.double`, ...) with
rules (lapack_eigh_rules.py), which leaves w NaN when LAPACK fails, and the
status the primal tests is read back from w by an inactive helper
(`.status`: 1 when an eigenvalue is NaN, else 0; A is finite, Numba checks).

`np.linalg.cholesky(A)` factors a C-order copy of A in place with
`numba_xxpotrf(kind, 'U', n, a, n)` (info > 0: Numba raises `LinAlgError`)
and zeroes the triangle potrf leaves alone in a loop.  Each such call of kind
'd' or 's' becomes the inactive `nrtgrad.lapack.cholesky.double.factor` (the
same potrf, its info the primal's status) followed by the wrapper, whose
rules (lapack_cholesky_rules.py) say how the factor moves with the triangle
potrf read: to Enzyme the buffer holds A until the wrapper.

`np.linalg.lstsq(A, b)` copies A to Fortran order and b into a max(m, n) x nrhs
buffer and calls `numba_ez_gelsd(kind, m, n, nrhs, a, lda, b, ldb, s, rcond,
rank)` (info > 0: "Internal algorithm failed to converge.").  Each such call of
kind 'd' or 's' becomes a call of the wrapper (`nrtgrad.lapack.lstsq.double`,
...) with reverse and forward rules (lapack_lstsq_rules.py), given rcond's bits
and the rank's address as integers from inactive helpers; the status is read
back from the singular values (NaN when LAPACK fails), and a rank-deficient A
(rank < min(m, n)) returns SINGULAR_STATUS from the function: the least-squares
solution is not differentiable there.
"""

from __future__ import annotations

import re

from .. import ir
from ..errors import UnsupportedError
from .blas import KINDS, kind_code, opaque
from .lapack_cholesky_rules import CHOLESKY as _CHOLESKY
from .lapack_eigh_rules import EIGH as _EIGH, EIGVALSH as _EIGVALSH
from .lapack_lstsq_rules import LSTSQ as _LSTSQ
from .lapack_lu_rules import LU as _LU
from .lapack_rules import GESV as _GESV, INV as _INV

_SIZES = {"double": 8, "float": 4}
_TEMPLATES = {"gesv": _GESV, "inv": _INV, "lu": _LU, "cholesky": _CHOLESKY,
              "eigh": _EIGH, "eigvalsh": _EIGVALSH, "lstsq": _LSTSQ}
# machine epsilon, as LLVM writes a constant of the element type
_EPSILON = {"double": "0x3CB0000000000000", "float": "0x3E80000000000000"}
_SQRT = {"double": "llvm.sqrt.f64", "float": "llvm.sqrt.f32"}
_DECLARATIONS = {
    "malloc": "declare ptr @malloc(i64)",
    "free": "declare void @free(ptr)",
    "llvm.memcpy.p0.p0.i64": "declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)",
    "llvm.memset.p0.i64": "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)",
    "numba_xgesv": "declare i32 @numba_xgesv(i8, i64, i64, ptr, i64, ptr, ptr, i64)",
    "numba_xxgetrf": "declare i32 @numba_xxgetrf(i8, i64, i64, ptr, i64, ptr)",
    "numba_ez_xxgetri": "declare i32 @numba_ez_xxgetri(i8, i64, ptr, i64, ptr)",
    "numba_ez_xxxevd": "declare i32 @numba_ez_xxxevd(i8, i8, i8, i64, ptr, i64, ptr)",
    "numba_xxpotrf": "declare i32 @numba_xxpotrf(i8, i8, i64, ptr, i64)",
    "numba_ez_gelsd": "declare i32 @numba_ez_gelsd(i8, i64, i64, i64, ptr, i64, ptr, i64, ptr, double, "
                      "ptr)",
    "numba_ez_gesdd": "declare i32 @numba_ez_gesdd(i8, i8, i64, i64, ptr, i64, ptr, ptr, i64, ptr, i64)",
    "llvm.sqrt.f64": "declare double @llvm.sqrt.f64(double)",
    "llvm.sqrt.f32": "declare float @llvm.sqrt.f32(float)",
    "numba_xxgemm": "declare i32 @numba_xxgemm(i8, i8, i8, i64, i64, i64, ptr, ptr, i64, ptr, i64, "
                    "ptr, ptr, i64)",
}


def _helper_call(helper: str) -> re.Pattern:
    """A call of a Numba LAPACK helper: indent, result, arguments."""
    return re.compile(r"^(\s*)(%[-\w.$\"]+) = (?:tail |notail )?call i32 @" + helper
                      + r"\((.*)\)(, ![^()]*)?$")


_GESV_CALL = _helper_call("numba_xgesv")
_GETRF_CALL = _helper_call("numba_xxgetrf")
_GETRI_CALL = _helper_call("numba_ez_xxgetri")
_EVD_CALL = _helper_call("numba_ez_xxxevd")
_POTRF_CALL = _helper_call("numba_xxpotrf")
_GELSD_CALL = _helper_call("numba_ez_gelsd")
_UPPER = "85"  # ord('U'): the triangle Numba's cholesky has potrf read


def lower_lapack_calls(text: str) -> str:
    """numba_xgesv calls, numba_xxgetrf calls with the numba_ez_xxgetri call that
    inverts their factors, the other numba_xxgetrf calls of square matrices (det,
    slogdet), numba_xxpotrf calls of the upper triangle and numba_ez_xxxevd calls,
    of a float kind as calls of wrappers with derivative rules.

    The statuses the primal tests (LAPACK's info: 0, or the index of a zero
    pivot; evd's: 0, or 1 when it failed) are never negative, and their calls
    say so (`!range`): LLVM then drops Numba's branch to `numba_fatal_error`
    for a negative info, which C programs do not have.
    """
    lines = text.splitlines()
    node = ir.next_metadata_node(text)
    rules = (_lower_solves(lines, node) | _lower_inversions(lines, node)
             | _lower_lu_factorizations(lines, node)
             | _lower_cholesky_factorizations(lines, node) | _lower_eigendecompositions(lines, node)
             | _lower_least_squares(lines, node))
    if not rules:
        return text
    text = ir.module_text(lines) + f"!{node} = !{{i32 0, i32 2147483647}}\n"
    for routine, element in sorted(rules):
        text += _TEMPLATES[routine].format(p=rule_name(element, routine), t=element,
                                           kind=kind_code(element), size=_SIZES[element],
                                           eps=_EPSILON[element], sqrt=_SQRT[element])
    return text + ir.missing_declarations(text, _DECLARATIONS)


def _float_call(pattern: re.Pattern, line: str) -> tuple[re.Match, list[str], str] | None:
    """A call of `pattern` of kind 'd' or 's': the match, its arguments (without
    attributes) and the element type."""
    match = pattern.match(line)
    arguments = [opaque(a) for a in ir.split_arguments(match.group(3))] if match else []
    kind = arguments[0].split()[-1] if arguments else ""
    element = KINDS.get(int(kind)) if kind.isdigit() else None
    return (match, arguments, element) if element else None


def _lower_solves(lines: list[str], node: int) -> set[tuple[str, str]]:
    """Each gesv call as the wrapper's call and the status read from the LU factors."""
    rules = set()
    for index, line in enumerate(lines):
        call = _float_call(_GESV_CALL, line)
        if call is None:
            continue
        match, arguments, element = call
        indent, result = match.group(1), match.group(2)
        # Numba's pivots (arguments[5]) stay unused: the wrapper has its own
        kept = [a for position, a in enumerate(arguments) if position not in (0, 5)]
        n, a, lda = kept[0], kept[2], kept[3]
        name = rule_name(element)
        lines[index] = (f"{indent}call void {ir.quote(name)}({', '.join(kept)})\n"
                        f"{indent}{result} = call i32 {ir.quote(name + '.status')}"
                        f"({n}, {a}, {lda}), !range !{node}")
        rules.add(("gesv", element))
    return rules


def _lower_inversions(lines: list[str], node: int) -> set[tuple[str, str]]:
    """Each getrf call of a square matrix whose factors a later getri call of the same
    function inverts, nothing else naming them in between (np.linalg.inv): getrf as
    the inactive `.factor`, getri as the wrapper, given the pivots' address as an
    integer, and a status of 0."""
    rules = set()
    for function in ir.defined_functions(lines):
        for index in range(function.start + 1, function.end):
            call = _float_call(_GETRF_CALL, lines[index])
            if call is None:
                continue
            match, (kind, m, n, a, lda, pivots), element = call
            inverse = _inverting_call(lines, index + 1, function.end, [kind, n, a, lda, pivots])
            if m != n or inverse is None:
                continue
            name = rule_name(element, "inv")
            lines[index] = (f"{match.group(1)}{match.group(2)} = call i32 "
                            f"{ir.quote(name + '.factor')}({n}, {a}, {lda}, {pivots}), "
                            f"!range !{node}")
            indent, result = _GETRI_CALL.match(lines[inverse]).group(1, 2)
            address = f"%nrtgrad.pivots.{inverse}"
            lines[inverse] = (f"{indent}{address} = ptrtoint {pivots} to i64\n"
                              f"{indent}call void {ir.quote(name)}({n}, {a}, {lda}, i64 {address})\n"
                              f"{indent}{result} = add i32 0, 0")
            rules.add(("inv", element))
    return rules


def _lower_cholesky_factorizations(lines: list[str], node: int) -> set[tuple[str, str]]:
    """Each potrf call of the upper triangle (np.linalg.cholesky's) as the inactive
    `.factor`, whose status the primal tests, then the wrapper."""
    rules = set()
    for index, line in enumerate(lines):
        call = _float_call(_POTRF_CALL, line)
        if call is None:
            continue
        match, (_, uplo, n, a, lda), element = call
        if uplo.split()[-1] != _UPPER:
            continue
        indent, result = match.group(1, 2)
        name = rule_name(element, "cholesky")
        lines[index] = (f"{indent}{result} = call i32 {ir.quote(name + '.factor')}"
                        f"({n}, {a}, {lda}), !range !{node}\n"
                        f"{indent}call void {ir.quote(name)}({n}, {a}, {lda})")
        rules.add(("cholesky", element))
    return rules


# the derivative's status when a matrix whose LU factors np.linalg.det or slogdet read
# is singular: Numba's code returns constants there, whose derivative is not the
# function's, so the derivative fails instead (the Python API raises Numba's LinAlgError)
SINGULAR_STATUS = 3
SINGULAR_MESSAGE = ("Matrix is singular to machine precision (rank-deficient): the derivative "
                    "is not defined there.")
_POSITIVE_TEST = re.compile(r"^\s*(%\S+) = icmp sgt i32 (%\S+), 0$")
_BRANCH = re.compile(r"^\s*br i1 (%\S+), label (%\S+), label %\S+$")


def _lower_lu_factorizations(lines: list[str], node: int) -> set[tuple[str, str]]:
    """Each getrf call of a square matrix left after _lower_inversions (np.linalg.det,
    slogdet: later code reads the factors and the pivots) as the LU wrapper, given the
    pivots' address as an integer, its status read from the factors, and the function's
    return for a positive status (Numba's constants) returning SINGULAR_STATUS.  A getrf
    whose status is tested otherwise is left alone (refused later by name)."""
    rules = set()
    for function in ir.defined_functions(lines):
        for index in range(function.start + 1, function.end):
            call = _float_call(_GETRF_CALL, lines[index])
            if call is None:
                continue
            match, (_, m, n, a, lda, pivots), element = call
            indent, result = match.group(1, 2)
            if m != n or not _singular_fails(lines, function, index, result):
                continue
            name = rule_name(element, "lu")
            address = f"%nrtgrad.pivots.{index}"
            lines[index] = (f"{indent}{address} = ptrtoint {pivots} to i64\n"
                            f"{indent}call void {ir.quote(name)}({n}, {a}, {lda}, i64 {address})\n"
                            f"{indent}{result} = call i32 {ir.quote(name + '.status')}({n}, {a}, "
                            f"{lda}), !range !{node}")
            rules.add(("lu", element))
    return rules


def _singular_fails(lines: list[str], function: ir.Function, index: int, status: str) -> bool:
    """Numba's `if r > 0: return (0., -inf)` after the getrf call at `index` made to return
    SINGULAR_STATUS with a null excinfo: the lines after the call branch on the status
    being positive to a block of their own that ends by jumping to the function's
    return, whose returned phi takes 0 from it.  False (nothing changed) otherwise."""
    test = _POSITIVE_TEST.match(lines[index + 1])
    branch = _BRANCH.match(lines[index + 2])
    if not (test and test.group(2) == status and branch and branch.group(1) == test.group(1)):
        return False
    graph = {block.name: block for block in ir.blocks(lines, function)}
    constant = graph.get(ir.label_name(branch.group(2)))
    if (constant is None or len(constant.successors) != 1
            or sum(block.successors.count(constant.name) for block in graph.values()) != 1):
        return False
    join = graph.get(constant.successors[0])
    if join is None:
        return False
    returned = [lines[i].split()[-1] for i in join.lines if lines[i].strip().startswith("ret i32 %")]
    for line_index in join.lines:
        phi = lines[line_index]
        if (" = phi i32 " in phi and ir.defined_value(phi) in returned
                and ("0", constant.name) in ir.phi_incoming(phi)):
            incoming = re.compile(r"\[\s*0,\s*" + re.escape(branch.group(2)) + r"\s*\]")
            lines[line_index] = incoming.sub(f"[ {SINGULAR_STATUS}, {branch.group(2)} ]", phi)
            excinfo = ir.operand_value(ir.parameters(lines[function.start])[1])
            jump = constant.lines[-1]
            lines[jump] = f"  store ptr null, ptr {excinfo}, align 8\n{lines[jump]}"
            return True
    return False


def _inverting_call(lines: list[str], start: int, end: int, arguments: list[str]) -> int | None:
    """The line of the getri call in [start, end) with these arguments, if it is the
    first line there to name the factors (arguments[2]): to Enzyme they are A."""
    factors = ir.operand_value(arguments[2])
    for index in range(start, end):
        if ir.mentions(lines[index], factors):
            call = _float_call(_GETRI_CALL, lines[index])
            return index if call is not None and call[1] == arguments else None
    return None


# jobz: eigenvectors too (np.linalg.eigh), eigenvalues only (eigvalsh); uplo: 'L', 'U'
_EVD_JOBS = {ord("V"): "eigh", ord("N"): "eigvalsh"}
_EVD_TRIANGLES = (ord("L"), ord("U"))


def _lower_eigendecompositions(lines: list[str], node: int) -> set[tuple[str, str]]:
    """Each evd call of a constant jobz and uplo as the wrapper's call and the status
    read from the eigenvalues."""
    rules = set()
    for index, line in enumerate(lines):
        call = _float_call(_EVD_CALL, line)
        if call is None:
            continue
        match, (_, jobz, uplo, n, a, lda, w), element = call
        routine = _EVD_JOBS.get(_constant(jobz))
        if routine is None or _constant(uplo) not in _EVD_TRIANGLES:
            continue
        name = rule_name(element, routine)
        indent, result = match.group(1, 2)
        lines[index] = (f"{indent}call void {ir.quote(name)}({uplo}, {n}, {a}, {lda}, {w})\n"
                        f"{indent}{result} = call i32 {ir.quote(name + '.status')}({n}, {w}), "
                        f"!range !{node}")
        rules.add((routine, element))
    return rules


def _lower_least_squares(lines: list[str], node: int) -> set[tuple[str, str]]:
    """    Each gelsd call as the wrapper's call (rcond as its bits, the rank's address as an
    integer), the status read from the singular values, and a return of SINGULAR_STATUS
    with a null excinfo when A is rank-deficient (rank < min(m, n), gelsd's own rank):
    the derivative is not defined there.  The call's block is split after it, so the
    phis of its successors name the block's second part."""
    rules = set()
    for function in ir.defined_functions(lines):
        graph = ir.blocks(lines, function)
        for index in range(function.start + 1, function.end):
            call = _float_call(_GELSD_CALL, lines[index])
            if call is None:
                continue
            match, (_, m, n, nrhs, a, lda, b, ldb, s, rcond, rank), element = call
            indent, result = match.group(1, 2)
            name = rule_name(element, "lstsq")
            block = next(block for block in graph if index in block.lines)
            tag = f"nrtgrad.lstsq.{index}"
            excinfo = ir.operand_value(ir.parameters(lines[function.start])[1])
            lines[index] = (
                f"{indent}%{tag}.rcond = call i64 {ir.quote(name + '.bits')}({rcond})\n"
                f"{indent}%{tag}.rank = call i64 {ir.quote(name + '.address')}({rank})\n"
                f"{indent}call void {ir.quote(name)}({m}, {n}, {nrhs}, {a}, {lda}, {b}, {ldb}, {s}, "
                f"i64 %{tag}.rcond, i64 %{tag}.rank)\n"
                f"{indent}%{tag}.k = call i64 {ir.quote(name + '.min')}({m}, {n})\n"
                f"{indent}{result} = call i32 {ir.quote(name + '.status')}(i64 %{tag}.k, {s}), "
                f"!range !{node}\n"
                f"{indent}%{tag}.low = call i1 {ir.quote(name + '.deficient')}(i64 %{tag}.k, "
                f"{rank}, i32 {result})\n"
                f"{indent}br i1 %{tag}.low, label %{tag}.deficient, label %{tag}.ranked\n"
                f"{tag}.deficient:\n"
                f"{indent}store ptr null, ptr {excinfo}, align 8\n"
                f"{indent}ret i32 {SINGULAR_STATUS}\n"
                f"{tag}.ranked:")
            _rename_predecessor(lines, graph, block, f"{tag}.ranked")
            rules.add(("lstsq", element))
    return rules


def _rename_predecessor(lines: list[str], graph: list[ir.Block], block: ir.Block, name: str):
    """The phis of block's successors take from block `name` what they took from block
    (labels and values share a function's names, so the label is the only match)."""
    old = ir.token_pattern(ir.local_token(block.name))
    for successor in sorted(set(block.successors)):
        for line_index in next(b for b in graph if b.name == successor).lines:
            if ir.phi_incoming(lines[line_index]):
                lines[line_index] = old.sub(ir.local_token(name), lines[line_index])


def _constant(argument: str) -> int | None:
    """The value of an integer constant argument ('i8 86'), else None."""
    value = argument.split()[-1]
    return int(value) if value.isdigit() else None


# Numba's LAPACK helpers no rule covers (svd, pinv, qr, lstsq, eig): refused by name
# before Enzyme, which can search their callers' loops for minutes
WITHOUT_RULES = ("numba_ez_gesdd", "numba_ez_geqrf", "numba_ez_xxgqr", "numba_ez_rgeev",
                 "numba_ez_cgeev")

WRAPPER_PREFIX = "nrtgrad.lapack."


def rule_name(element: str, routine: str = "gesv") -> str:
    return f"{WRAPPER_PREFIX}{routine}.{element}"


_PYTHON = {"gesv": "`np.linalg.solve` (LAPACK gesv)",
           "inv": "`np.linalg.inv` (LAPACK getrf and getri)",
           "cholesky": "`np.linalg.cholesky` (LAPACK potrf)",
           "lstsq": "`np.linalg.lstsq` (LAPACK gelsd)"}
_WHAT = {"gesv": "solves a linear system (`np.linalg.solve`, LAPACK gesv)",
         "inv": "inverts a matrix (`np.linalg.inv`, LAPACK getrf and getri)",
         "lu": "factors a matrix (`np.linalg.det` / `np.linalg.slogdet`, LAPACK getrf)",
         "cholesky": "factors a matrix (`np.linalg.cholesky`, LAPACK potrf)",
         "eigh": "computes the eigenvectors of a symmetric matrix (`np.linalg.eigh`, "
                 "LAPACK evd)",
         "eigvalsh": "computes the eigenvalues of a symmetric matrix (`np.linalg.eigvalsh`, "
                     "LAPACK evd)",
         "lstsq": "solves a least-squares problem (`np.linalg.lstsq`, LAPACK gelsd)"}


def described(text: str) -> str | None:
    """What the module's LAPACK wrappers do, in Python terms ('solves a linear
    system (...)'), or None when it has none."""
    done = [what for routine, what in _WHAT.items() if f"{WRAPPER_PREFIX}{routine}." in text]
    return " and ".join(done) or None


_WRAPPER_DEFINITION = re.compile(r"^define (?:dso_local )?(?!internal )(?=[^@]*@\"?nrtgrad\.lapack\.)",
                                 re.M)


# what Enzyme names its own derivative of a function's body
_BODY_DERIVATIVE = re.compile(r'^define [^@]*@"?(?:fwddiffe|diffe|augmented_)nrtgrad\.lapack\.'
                              r'(\w+)\.', re.M)


def internalize(text: str) -> str:
    """After Enzyme: the wrappers and their derivatives local to the module again (as blas.py's).

    A wrapper whose body Enzyme differentiated instead of calling its registered
    derivative is refused: the cholesky wrapper's body (the zeroing of a triangle)
    differentiates without an error, to a wrong derivative.
    """
    bypassed = _BODY_DERIVATIVE.search(text)
    if bypassed:
        raise UnsupportedError(f"differentiating {_PYTHON[bypassed.group(1)]} here is not "
                               "supported yet: Enzyme 0.0.289 did not use its registered "
                               "derivative")
    return _WRAPPER_DEFINITION.sub("define internal ", text)


_NO_FORWARD_RULE = re.compile(r"No forward mode derivative found for numba_xgesv")
_NO_FORWARD_LSTSQ = re.compile(r"No forward mode derivative found for numba_ez_gelsd")


def explain(message: str) -> str | None:
    """A refusal in Python terms for Enzyme's failure on the gesv or lstsq wrapper, if it is one.

    Enzyme adapts the registered reverse-mode derivative to a constant
    operand, but not the forward-mode one: it then differentiates the
    wrapper's body and finds the LAPACK helper.
    """
    if _NO_FORWARD_LSTSQ.search(message):
        return ("forward mode (jvp) of `np.linalg.lstsq` (LAPACK gelsd) is not supported yet: "
                "Enzyme 0.0.289 does not use its registered derivative; use reverse mode (grad)")
    if not _NO_FORWARD_RULE.search(message):
        return None
    return ("forward mode (jvp) of `np.linalg.solve` (LAPACK gesv) with an operand that is "
            "not differentiated is not supported yet: differentiate with respect to both "
            "the matrix and the right-hand side, or use reverse mode")
