"""Numba's LAPACK solve, inverse, LU, Cholesky, symmetric eigen, QR and singular value
decompositions for Enzyme: wrappers with rules.

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

`np.linalg.qr(A)` factors a Fortran-order copy q with `numba_ez_geqrf(kind,
m, n, q, m, tau)` (a negative info: Numba calls numba_fatal_error), copies R
out of q's upper trapezoid in loops and makes Q of the reflectors below it
with `numba_ez_xxgqr(kind, m, k, k, q, m, tau)`, k = min(m, n).  Such a pair
of kind 'd' or 's' becomes two wrappers with rules (lapack_qr_rules.py),
given tau's address as an integer: `nrtgrad.lapack.qr.double` (geqrf) and
`nrtgrad.lapack.qr.q.double` (orgqr).  Invariant: to Enzyme q holds R and an
encoding of dQ between the two.  The status Numba tests after geqrf is the
inactive `.status`: -1 where R's diagonal has a zero to working precision (the
derivative does not exist), and that path returns SINGULAR_STATUS instead of
calling numba_fatal_error.

`np.linalg.svd(A)` copies A to Fortran order and calls `numba_ez_gesdd(kind,
jobz, m, n, a, lda, s, u, ldu, vt, ldvt)` with jobz a select of 'S' and 'A' on
`full_matrices`; `pinv` calls it with 'S', `cond` and `matrix_rank` with 'N'
(values only); info > 0: Numba raises "SVD did not converge".  Each such call of
kind 'd' or 's' becomes a call of the wrapper (`nrtgrad.lapack.svd.double`,
`nrtgrad.lapack.svdvals.double`, ...) with rules (lapack_svd_rules.py), which
leaves s NaN when LAPACK fails, and the status is read back from s by an
inactive helper (`.outcome`).  Invariant: a full SVD of a non-square matrix,
whose U or V has columns the matrix does not determine, never gets a derivative:
its status is UNDETERMINED_STATUS, which Numba's test of the status and every
caller's returns as it is (the Python API raises UNDETERMINED_MESSAGE).

`np.linalg.lstsq(A, b)` copies A to Fortran order and b into a max(m, n) x nrhs
buffer and calls `numba_ez_gelsd(kind, m, n, nrhs, a, lda, b, ldb, s, rcond,
rank)` (info > 0: "Internal algorithm failed to converge.").  Each such call of
kind 'd' or 's' becomes a call of the wrapper (`nrtgrad.lapack.lstsq.double`,
...) with reverse and forward rules (lapack_lstsq_rules.py), given rcond's bits
and the rank's address as its distance from s, integers from inactive helpers; the status is read
back from the singular values (NaN when LAPACK fails), and a rank-deficient A
(rank < min(m, n)) returns SINGULAR_STATUS from the function: the least-squares
solution is not differentiable there.
"""

from __future__ import annotations

import re

from .. import ir
from ..errors import UnsupportedError
from ..frontend import python_names
from ..ir.block_graph import BlockGraph
from ..nrt.meminfo_uses import REFCOUNT_CALLS, called_function
from .blas import KINDS, kind_code, opaque, product_names, with_products
from .lapack_cholesky_rules import CHOLESKY as _CHOLESKY
from .lapack_eigh_rules import EIGH as _EIGH, EIGVALSH as _EIGVALSH
from .lapack_lstsq_rules import LSTSQ as _LSTSQ
from .lapack_lu_rules import LU as _LU
from .lapack_qr_rules import QR as _QR, QR_Q as _QR_Q
from .lapack_rules import GESV as _GESV, INV as _INV
from .lapack_svd_rules import SVD as _SVD, SVDVALS as _SVDVALS

_SIZES = {"double": 8, "float": 4}
TEMPLATES = {"gesv": _GESV, "inv": _INV, "lu": _LU, "cholesky": _CHOLESKY,
              "eigh": _EIGH, "eigvalsh": _EIGVALSH, "qr": _QR, "qr.q": _QR_Q, "svd": _SVD,
              "svdvals": _SVDVALS, "lstsq": _LSTSQ}
# the wrappers other routines' rules call (`{gesv}` in a template), so that forward mode over
# their reverse passes (Hessian-vector products) finds the wrappers' forward-mode derivatives
_CALLED_WRAPPERS = ("gesv", "eigh", "svd")
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
    "numba_ez_geqrf": "declare i32 @numba_ez_geqrf(i8, i64, i64, ptr, i64, ptr)",
    "numba_ez_xxgqr": "declare i32 @numba_ez_xxgqr(i8, i64, i64, i64, ptr, i64, ptr)",
    "numba_ez_gesdd": "declare i32 @numba_ez_gesdd(i8, i8, i64, i64, ptr, i64, ptr, ptr, i64, ptr, "
                      "i64)",
    "numba_ez_gelsd": "declare i32 @numba_ez_gelsd(i8, i64, i64, i64, ptr, i64, ptr, i64, ptr, double, "
                      "ptr)",
    "llvm.sqrt.f64": "declare double @llvm.sqrt.f64(double)",
    "llvm.sqrt.f32": "declare float @llvm.sqrt.f32(float)",
    "numba_xxgemm": "declare i32 @numba_xxgemm(i8, i8, i8, i64, i64, i64, ptr, ptr, i64, ptr, i64, "
                    "ptr, ptr, i64)",
    "numba_xxgemv": "declare i32 @numba_xxgemv(i8, i8, i64, i64, ptr, ptr, i64, ptr, ptr, ptr)",
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
_GESDD_CALL = _helper_call("numba_ez_gesdd")
_UPPER = "85"  # ord('U'): the triangle Numba's cholesky has potrf read


def lower_lapack_calls(text: str) -> str:
    """numba_xgesv calls, numba_xxgetrf calls with the numba_ez_xxgetri call that
    inverts their factors, the other numba_xxgetrf calls of square matrices (det,
    slogdet), numba_xxpotrf calls of the upper triangle, numba_ez_xxxevd calls and
    numba_ez_gesdd calls, of a float kind as calls of wrappers with derivative rules.

    The statuses the primal tests (LAPACK's info: 0, or the index of a zero
    pivot; evd's and gesdd's: 0, or 1 when it failed; a full SVD of a non-square
    matrix's: UNDETERMINED_STATUS) are never negative, and their calls
    say so (`!range`): LLVM then drops Numba's branch to `numba_fatal_error`
    for a negative info, which C programs do not have.
    """
    lines = text.splitlines()
    node = ir.next_metadata_node(text)
    rules = (_lower_solves(lines, node) | _lower_inversions(lines, node)
             | _lower_lu_factorizations(lines, node)
             | _lower_cholesky_factorizations(lines, node) | _lower_eigendecompositions(lines, node)
             | _lower_qr_factorizations(lines)
             | _lower_singular_value_decompositions(lines, node)
             | _lower_least_squares(lines, node))
    if not rules:
        return text
    text = (ir.module_text(lines) + f"!{node} = !{{i32 0, i32 2147483647}}\n"
            + instantiated(rules))
    return declared(with_products(text, {element for _, element in rules}))


def declared(text: str) -> str:
    """`text` with declarations of the helpers its LAPACK rules call that it does not declare."""
    return text + ir.missing_declarations(text, _DECLARATIONS)


def instantiated(rules: set[tuple[str, str]]) -> str:
    """The wrappers and rules of each (routine, element type) of `rules` and of the wrappers
    their rules call (`_CALLED_WRAPPERS`), as IR; the product wrappers they call are
    blas.with_products', which adds them once per module."""
    rules = rules | {(used, element) for routine, element in rules for used in _CALLED_WRAPPERS
                     if "{" + used + "}" in TEMPLATES[routine]}
    return "".join(TEMPLATES[routine].format(
        p=rule_name(element, routine), t=element, kind=kind_code(element), size=_SIZES[element],
        eps=_EPSILON[element], sqrt=_SQRT[element], undetermined=UNDETERMINED_STATUS,
        **{used: rule_name(element, used) for used in _CALLED_WRAPPERS},
        **product_names(element)) for routine, element in sorted(rules))


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
    SINGULAR_STATUS with a null excinfo: the lines after the call (and the refcount calls
    after it) branch on the status being positive to a block of their own that ends by
    jumping to the function's return, whose returned phi takes 0 from it.  False
    (nothing changed) otherwise."""
    test_line = _after_refcounts(lines, index)
    test = _POSITIVE_TEST.match(lines[test_line])
    branch = _BRANCH.match(lines[test_line + 1])
    if not (test and test.group(2) == status and branch and branch.group(1) == test.group(1)):
        return False
    return _returns_singular(lines, function, branch.group(2), "0") is not None


def _after_refcounts(lines: list[str], index: int) -> int:
    """The first line after `index` that is not a refcount call (Numba's module before
    LLVM's optimisations releases the call's operands before testing its status)."""
    index += 1
    while called_function(lines[index].strip()) in REFCOUNT_CALLS:
        index += 1
    return index


def _returns_singular(lines: list[str], function: ir.Function, label: str,
                      value: str) -> ir.Block | None:
    """The block `label`, reached by one branch, which ends by jumping to the function's
    return, whose returned phi takes `value` from it, made to return SINGULAR_STATUS with
    a null excinfo: the block, or None (nothing changed) when it is not such a block."""
    graph = {block.name: block for block in ir.blocks(lines, function)}
    constant = graph.get(ir.label_name(label))
    if (constant is None or len(constant.successors) != 1
            or sum(block.successors.count(constant.name) for block in graph.values()) != 1):
        return None
    join = graph.get(constant.successors[0])
    if join is None:
        return None
    returned = [lines[i].split()[-1] for i in join.lines if lines[i].strip().startswith("ret i32 %")]
    for line_index in join.lines:
        phi = lines[line_index]
        if (" = phi i32 " in phi and ir.defined_value(phi) in returned
                and (value, constant.name) in ir.phi_incoming(phi)):
            incoming = re.compile(r"\[\s*" + re.escape(value) + r",\s*" + re.escape(label) + r"\s*\]")
            lines[line_index] = incoming.sub(f"[ {SINGULAR_STATUS}, {label} ]", phi)
            excinfo = ir.operand_value(ir.parameters(lines[function.start])[1])
            jump = constant.lines[-1]
            lines[jump] = f"  store ptr null, ptr {excinfo}, align 8\n{lines[jump]}"
            return constant
    return None


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
    """Each gelsd call as the wrapper's call (rcond as its bits, the rank's address as its
    distance from s), the status read from the singular values, and a return of SINGULAR_STATUS
    with a null excinfo when A is rank-deficient (rank < min(m, n), gelsd's own rank):
    the derivative is not defined there.  The call's block is split after it, so the
    phis of its successors name the block's last part (that after its last call)."""
    rules = set()
    for function in ir.defined_functions(lines):
        graph = ir.blocks(lines, function)
        tails = {}  # a split block's name -> the label of its last part
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
                f"{indent}%{tag}.rank = call i64 {ir.quote(name + '.offset')}({rank}, {s})\n"
                f"{indent}call void {ir.quote(name)}({m}, {n}, {nrhs}, {a}, {lda}, {b}, {ldb}, {s}, "
                f"i64 %{tag}.rcond, i64 %{tag}.rank)\n"
                f"{indent}%{tag}.k = call i64 {ir.quote(name + '.minimum')}({m}, {n})\n"
                f"{indent}{result} = call i32 {ir.quote(name + '.status')}(i64 %{tag}.k, {s}), "
                f"!range !{node}\n"
                f"{indent}%{tag}.low = call i1 {ir.quote(name + '.deficient')}(i64 %{tag}.k, "
                f"{rank}, i32 {result})\n"
                f"{indent}br i1 %{tag}.low, label %{tag}.deficient, label %{tag}.ranked\n"
                f"{tag}.deficient:\n"
                f"{indent}store ptr null, ptr {excinfo}, align 8\n"
                f"{indent}ret i32 {SINGULAR_STATUS}\n"
                f"{tag}.ranked:")
            _rename_predecessor(lines, graph, block, tails.get(block.name, block.name),
                                f"{tag}.ranked")
            tails[block.name] = f"{tag}.ranked"
            rules.add(("lstsq", element))
    return rules


def _rename_predecessor(lines: list[str], graph: list[ir.Block], block: ir.Block, old: str,
                        new: str):
    """The phis of block's successors take from block `new` what they took from block `old`
    (labels and values share a function's names, so the label is the only match)."""
    pattern = ir.token_pattern(ir.local_token(old))
    for successor in sorted(set(block.successors)):
        for line_index in next(b for b in graph if b.name == successor).lines:
            if ir.phi_incoming(lines[line_index]):
                lines[line_index] = pattern.sub(ir.local_token(new), lines[line_index])


# jobz: U and V^T too, reduced ('S') or full ('A': the same for a square A, else the
# wrapper's status refuses it at run time), values only ('N': norm(A, 2), cond,
# matrix_rank).  Numba's svd chooses 'S' or 'A' from full_matrices with a select
_SVD_VECTORS = {ord("S"), ord("A")}
_VALUES_ONLY = {ord("N")}
_CONSTANT_CHOICE = re.compile(r"^\s*%\S+ = select i1 \S+, i8 (\d+), i8 (\d+)$")


def _lower_singular_value_decompositions(lines: list[str], node: int) -> set[tuple[str, str]]:
    """Each gesdd call whose jobz is a constant, or a select of constants, of the same
    routine as the wrapper's call and the status read from the singular values.  Any
    other jobz is left alone (refused later by name)."""
    rules, full = set(), []
    for function in ir.defined_functions(lines):
        for index in range(function.start + 1, function.end):
            call = _float_call(_GESDD_CALL, lines[index])
            if call is None:
                continue
            match, (_, jobz, m, n, a, lda, s, u, ldu, vt, ldvt), element = call
            choices = _jobz_choices(lines, function, jobz)
            if choices and choices <= _SVD_VECTORS:
                routine, operands = "svd", [jobz, m, n, a, lda, s, u, ldu, vt, ldvt]
            elif choices == _VALUES_ONLY:
                routine, operands = "svdvals", [m, n, a, lda, s]
            else:
                continue
            name = rule_name(element, routine)
            indent, result = match.group(1, 2)
            lines[index] = (f"{indent}call void {ir.quote(name)}({', '.join(operands)})\n"
                            f"{indent}{result} = call i32 {ir.quote(name + '.outcome')}({jobz}, "
                            f"{m}, {n}, {s}), !range !{node}")
            if ord("A") in choices:
                full.append((function, index, result))
            rules.add((routine, element))
    _undetermined_fails(lines, full)
    return rules


# the derivative's status for np.linalg.svd with full_matrices=True of a non-square matrix:
# U or V has columns the function does not determine (the Python API raises
# UNDETERMINED_MESSAGE for it)
UNDETERMINED_STATUS = 4
UNDETERMINED_MESSAGE = ("`np.linalg.svd` with full_matrices=True of a non-square matrix is not "
                        "differentiable: pass full_matrices=False")
_ZERO_TEST = re.compile(r"^\s*(%\S+) = icmp eq i32 (%\S+), 0$")
_ZERO_BRANCH = re.compile(r"^(\s*)br i1 (%\S+), label (%\S+), label (%\S+)(, !.*)?$")
_STATUS_CALL = re.compile(r"^\s*(%\S+) = (?:tail )?call i32 (@\S+)\(")


def _undetermined_fails(lines: list[str], statuses: list[tuple[ir.Function, int, str]]) -> None:
    """Numba's test of each status (`if r != 0`: raise, or pass the callee's status on),
    the full gesdd's, then that of every call of a function changed so, made to return
    UNDETERMINED_STATUS with a null excinfo for that status first (Numba 0.68 passes any
    failing callee's status on as 1).  A status tested otherwise is left alone: it then
    raises Numba's "SVD did not converge", never a derivative."""
    changed = {function.name for function, index, status in statuses
               if _return_undetermined(lines, function, index, status)}
    while changed:
        callers = set()
        for function in ir.defined_functions(lines):
            for index in range(function.start + 1, function.end):
                call = _STATUS_CALL.match(lines[index])
                if (call and ir.unquote(call.group(2)) in changed
                        and _return_undetermined(lines, function, index, call.group(1))):
                    callers.add(function.name)
        changed = callers


def _return_undetermined(lines: list[str], function: ir.Function, index: int,
                         status: str) -> bool:
    """The branch ending the block of `index` on `status` being 0 sent, when the status is
    UNDETERMINED_STATUS, to a block returning it, at the function's end: whether it was
    (not when the block tests no such thing, or the failing block starts with a phi)."""
    end = next(i for i in range(index, function.end) if lines[i].lstrip().startswith(
        ("br ", "ret ", "switch ", "unreachable")))
    test = _ZERO_TEST.match(lines[end - 1])
    branch = _ZERO_BRANCH.match(lines[end])
    if not (test and test.group(2) == status and branch and branch.group(2) == test.group(1)):
        return False
    failing = branch.group(4)
    label = next((i for i in range(function.start, function.end)
                  if lines[i].startswith(ir.label_name(failing) + ":")), None)
    if label is None or " = phi " in lines[label + 1]:
        return False
    check, refuse = f"nrtgrad.svd.failed.{end}", f"nrtgrad.svd.undetermined.{end}"
    excinfo = ir.operand_value(ir.parameters(lines[function.start])[1])
    lines[end] = (f"{branch.group(1)}br i1 {test.group(1)}, label {branch.group(3)}, "
                  f"label %{check}{branch.group(5) or ''}")
    lines[function.end] = (f"{lines[function.end][:-1]}\n{check}:\n  %{check}.test = icmp eq "
                           f"i32 {status}, {UNDETERMINED_STATUS}\n  br i1 %{check}.test, label "
                           f"%{refuse}, label {failing}\n\n{refuse}:\n  store ptr null, ptr "
                           f"{excinfo}, align 8\n  ret i32 {UNDETERMINED_STATUS}\n}}")
    return True


def _jobz_choices(lines: list[str], function: ir.Function, jobz: str) -> set[int]:
    """The values a gesdd call's jobz argument ('i8 83', 'i8 %JOBZ') can have: a constant,
    or the two constants of the select in the same function that defines it; else none."""
    value = _constant(jobz)
    if value is not None:
        return {value}
    name = ir.operand_value(jobz)
    for index in range(function.start + 1, function.end):
        if ir.defined_value(lines[index]) == name:
            choice = _CONSTANT_CHOICE.match(lines[index])
            return {int(choice.group(1)), int(choice.group(2))} if choice else set()
    return set()


def _constant(argument: str) -> int | None:
    """The value of an integer constant argument ('i8 86'), else None."""
    value = argument.split()[-1]
    return int(value) if value.isdigit() else None


_GEQRF_CALL = _helper_call("numba_ez_geqrf")
_ORGQR_CALL = _helper_call("numba_ez_xxgqr")
_NEGATIVE_TEST = re.compile(r"^\s*(%\S+) = icmp slt i32 (%\S+), 0$")
_FATAL_ERROR = ir.call_pattern("numba_fatal_error")
_RETURN_RANGE = re.compile(r" range\(i32 [^)]*\)")


def _lower_qr_factorizations(lines: list[str]) -> set[tuple[str, str]]:
    """Each geqrf call whose reflectors one orgqr call of the same function makes Q
    (np.linalg.qr: the same buffer, leading dimension and tau, orgqr's n and k equal)
    and whose failure (a negative status) Numba's code tests: geqrf as the QR wrapper
    given tau's address as an integer, its status the inactive `.status` (-1 where R's
    diagonal has a zero to working precision: the derivative does not exist), the
    failure's path returning SINGULAR_STATUS instead of calling numba_fatal_error (its
    callers pass that status on); orgqr as the Q wrapper, its status 0.  Other calls
    are left alone (refused later by name)."""
    rules = set()
    for function in ir.defined_functions(lines):
        for index in range(function.start + 1, function.end):
            call = _float_call(_GEQRF_CALL, lines[index])
            if call is None:
                continue
            match, (kind, m, n, a, lda, tau), element = call
            indent, result = match.group(1, 2)
            orgqr = _orthogonalizing_call(lines, function, [kind, m, a, lda, tau])
            if orgqr is None or not _failure_fails(lines, function, index, result):
                continue
            name = rule_name(element, "qr")
            address = f"%nrtgrad.tau.{index}"
            lines[index] = (f"{indent}{address} = ptrtoint {tau} to i64\n"
                            f"{indent}call void {ir.quote(name)}({m}, {n}, {a}, {lda}, i64 {address})\n"
                            f"{indent}{result} = call i32 {ir.quote(name + '.status')}({m}, {n}, "
                            f"{a}, {lda})")
            k = _float_call(_ORGQR_CALL, lines[orgqr])[1][2]
            indent, result = _ORGQR_CALL.match(lines[orgqr]).group(1, 2)
            address = f"%nrtgrad.tau.{orgqr}"
            lines[orgqr] = (f"{indent}{address} = ptrtoint {tau} to i64\n"
                            f"{indent}call void {ir.quote(rule_name(element, 'qr.q'))}({m}, {k}, "
                            f"{a}, {lda}, i64 {address})\n"
                            f"{indent}{result} = add i32 0, 0")
            lines[function.start] = _RETURN_RANGE.sub("", lines[function.start], count=1)
            _pass_status_on(lines, function.name)
            rules |= {("qr", element), ("qr.q", element)}
    return rules


def _orthogonalizing_call(lines: list[str], function: ir.Function, arguments: list[str]) -> int | None:
    """The line of the one orgqr call in `function` of the factors, leading dimension
    and tau of `arguments` (kind, m, a, lda, tau), with n = k."""
    found = []
    for index in range(function.start + 1, function.end):
        call = _float_call(_ORGQR_CALL, lines[index])
        if call is not None:
            kind, m, n, k, a, lda, tau = call[1]
            if [kind, m, a, lda, tau] == arguments and n == k:
                found.append(index)
    return found[0] if len(found) == 1 else None


def _failure_fails(lines: list[str], function: ir.Function, index: int, status: str) -> bool:
    """Numba's `if ret < 0: fatal_error_func()` after the geqrf call at `index` made to
    return SINGULAR_STATUS with a null excinfo, without the call.  False (nothing
    changed) when the lines after the call (and the refcount calls after it) are not
    that test."""
    test_line = _after_refcounts(lines, index)
    test = _NEGATIVE_TEST.match(lines[test_line])
    branch = _BRANCH.match(lines[test_line + 1])
    if not (test and test.group(2) == status and branch and branch.group(1) == test.group(1)):
        return False
    block = _returns_singular(lines, function, branch.group(2), "1")
    if block is None:
        return False
    for line_index in block.lines:
        if _FATAL_ERROR.search(lines[line_index]):
            lines[line_index] = f"  {ir.defined_value(lines[line_index])} = add i32 0, 0"
    return True


# a conditional branch, its false target last, metadata (`!prof`) allowed
_TWO_WAY = re.compile(r"^\s*br i1 (%\S+), label %\S+, label (%[^\s,]+)")


def _pass_status_on(lines: list[str], callee: str) -> None:
    """In the callers of `callee`, a block a nonzero status of its call leads to, which
    returns the constant 1 (LLVM knew the callee's statuses were 0 and 1), made to
    return that status."""
    call = re.compile(r"^\s*(%\S+) = (?:tail )?call i32 " + re.escape(ir.quote(callee)) + r"\(")
    for function in ir.defined_functions(lines):
        for block in ir.blocks(lines, function):
            calls = [call.match(lines[i]) for i in block.lines]
            statuses = {found.group(1) for found in calls if found}
            branch = _TWO_WAY.match(lines[block.lines[-1]]) if statuses else None
            if branch is None:
                continue
            tests = [_ZERO_TEST.match(lines[i]) for i in block.lines]
            status = next((test.group(2) for test in tests if test and test.group(1) == branch.group(1)
                           and test.group(2) in statuses), None)
            if status is not None:
                _pass_on(lines, function, ir.label_name(branch.group(2)), status)


def _pass_on(lines: list[str], function: ir.Function, label: str, status: str) -> None:
    """The block `label` of `function`, if it jumps to the return, whose returned phi
    takes the constant 1 from it, made to return `status`."""
    graph = {block.name: block for block in ir.blocks(lines, function)}
    failed = graph.get(label)
    join = graph.get(failed.successors[0]) if failed and len(failed.successors) == 1 else None
    for line_index in join.lines if join else ():
        phi = lines[line_index]
        if " = phi i32 " in phi and ("1", label) in ir.phi_incoming(phi):
            incoming = re.compile(r"\[\s*1,\s*" + re.escape(ir.local_token(label)) + r"\s*\]")
            lines[line_index] = incoming.sub(f"[ {status}, {ir.local_token(label)} ]", phi)


# Numba's LAPACK helpers: a call the rewrites above left in the entry (eig, which no rule
# covers; any other of complex arrays, or of float arrays in a form they do not
# recognise) is refused by name before Enzyme, which can search its callers' loops for
# minutes
HELPERS = ("numba_xgesv", "numba_xxgetrf", "numba_ez_xxgetri", "numba_xxpotrf",
           "numba_ez_xxxevd", "numba_ez_gesdd", "numba_ez_geqrf", "numba_ez_xxgqr",
           "numba_ez_gelsd", "numba_ez_rgeev", "numba_ez_cgeev")
_WITHOUT_RULES = ("numba_ez_rgeev", "numba_ez_cgeev")


def left_call_refusal(helper: str, line: str) -> str:
    """The refusal of a call of Numba's LAPACK `helper` the rewrites left (`line`)."""
    what = python_names.describe(helper)
    if helper not in _WITHOUT_RULES:
        start, end = ir.call_arguments(line, helper)
        if _constant(ir.split_arguments(line[start:end])[0]) in KINDS:
            return (f"{what} of float arrays is called here in a form nrtgrad does not "
                    "recognise yet (how the function tests its status): not supported yet; "
                    "report it with the --save-temps directory")
        what += " of complex arrays"
    return (f"{what} is not differentiable yet: compute it with NumPy operations nrtgrad "
            "differentiates, or pass its result in as an argument")

WRAPPER_PREFIX = "nrtgrad.lapack."


def rule_name(element: str, routine: str = "gesv") -> str:
    return f"{WRAPPER_PREFIX}{routine}.{element}"


# Enzyme 0.0.289 gave the matrix of an lstsq in a time loop with a matrix product no
# derivative, and its allocations did not balance
LOOPED_LSTSQ = ("`np.linalg.lstsq` (LAPACK gelsd) called in a loop is not supported yet: "
                "call it outside loops, or for a matrix of full column rank solve the normal "
                "equations (`np.linalg.solve(A.T @ A, A.T @ b)`)")
_LSTSQ_CALL = re.compile(r'^\s*call void @"?' + re.escape(WRAPPER_PREFIX) + r'lstsq\.\w+"?\(')


def calls_lstsq_in_a_loop(lines: list[str], function: ir.Function) -> bool:
    """Whether `function` calls the lstsq wrapper inside one of its loops."""
    graph = BlockGraph(lines, function)
    return any(graph.loops[block.name] for block in graph.blocks
               if any(_LSTSQ_CALL.match(lines[i]) for i in block.lines))


_PYTHON = {"gesv": "`np.linalg.solve` (LAPACK gesv)",
           "inv": "`np.linalg.inv` (LAPACK getrf and getri)",
           "cholesky": "`np.linalg.cholesky` (LAPACK potrf)",
           "qr": "`np.linalg.qr` (LAPACK geqrf and orgqr)",
           "lstsq": "`np.linalg.lstsq` (LAPACK gelsd)"}
_WHAT = {"gesv": "solves a linear system (`np.linalg.solve`, LAPACK gesv)",
         "inv": "inverts a matrix (`np.linalg.inv`, LAPACK getrf and getri)",
         "lu": "factors a matrix (`np.linalg.det` / `np.linalg.slogdet`, LAPACK getrf)",
         "cholesky": "factors a matrix (`np.linalg.cholesky`, LAPACK potrf)",
         "eigh": "computes the eigenvectors of a symmetric matrix (`np.linalg.eigh`, "
                 "LAPACK evd)",
         "eigvalsh": "computes the eigenvalues of a symmetric matrix (`np.linalg.eigvalsh`, "
                     "LAPACK evd)",
         "qr": "factors a matrix (`np.linalg.qr`, LAPACK geqrf and orgqr)",
         "svd": "computes a singular value decomposition (`np.linalg.svd`, LAPACK gesdd)",
         "svdvals": "computes the singular values of a matrix (`np.linalg.norm(A, 2)`, `cond`, "
                    "`matrix_rank`, LAPACK gesdd)",
         "lstsq": "solves a least-squares problem (`np.linalg.lstsq`, LAPACK gelsd)"}


# the routines whose rules' reverse passes Enzyme's forward mode runs over (Hessian-vector
# products, second_order.py): their products are blas_rules.PRODUCTS' wrappers, and their
# augmented and reverse passes factor and solve through wrappers with forward-mode
# derivatives (theirs, `{gesv}`, `{eigh}`, `{svd}`).  Not qr (orgqr of the taped reflectors
# has no such wrapper) nor lstsq (Enzyme 0.0.289 aborts in recursivelyHandleSubfunction)
SECOND_ORDER = ("cholesky", "eigh", "eigvalsh", "gesv", "inv", "lu", "svd", "svdvals")


def described(text: str, without: tuple[str, ...] = ()) -> str | None:
    """What the module's LAPACK wrappers (but those of the routines `without`) do, in
    Python terms ('solves a linear system (...)'), or None when it has none: the
    wrappers the function's own code calls, not those only other wrappers' rules call."""
    called = _called_routines(text)
    done = [what for routine, what in _WHAT.items() if routine not in without and routine in called]
    return " and ".join(done) or None


# a call of a wrapper (or of its packed twin, packed_rules.py): its routine
_WRAPPER_CALL = re.compile(r'\bcall [^@]*@"?nrtgrad\.lapack\.(\w+)(?:\.q)?\.(?:double|float)\b')


def _called_routines(text: str) -> set[str]:
    """The routines whose wrappers functions other than nrtgrad's own call."""
    lines = text.splitlines()
    return {match.group(1) for function in ir.defined_functions(lines)
            if not function.name.startswith("nrtgrad.")
            for line in lines[function.start + 1:function.end]
            for match in _WRAPPER_CALL.finditer(line)}


_WRAPPER_DEFINITION = re.compile(r"^define (?:dso_local )?(?!internal )(?=[^@]*@\"?nrtgrad\.lapack\.)",
                                 re.M)


# what Enzyme names its own derivative of a wrapper's body (not of its rules' bodies and
# helpers, which forward mode over a reverse pass differentiates: second_order.py)
_BODY_DERIVATIVE = re.compile(r'^define [^@]*@"?(?:fwddiffe|diffe|augmented_)nrtgrad\.lapack\.'
                              r'(\w+)(?:\.q)?\.(?:double|float)(?:\.\d+)?"?\(', re.M)


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
