"""The pinned status of every fixture under tests/inputs, and the tables built from it.

A fixture (a Numba version, a kernel, a variant or None for the default
dump) is supported unless it is pinned here as refused (`UNSUPPORTED`, with
the message nrtgrad must give) or as aborting Enzyme (`ENZYME_ABORTS`, with
the assertion).  tests/e2e/test_gradients.py parametrizes its tests with
these lists, tests/e2e/test_fixture_status.py checks that every fixture has
exactly one status.  The Hessian-vector products are pinned the same way
(`HVP_SUPPORTED`, `HVP_REFUSED`, `HVP_MESSAGES`), for tests/e2e/test_hvp.py.
scripts/support_table.py writes `support_table()`, `hvp_table()` and
`versions_table()` into docs/supported.md.  Imports only the standard library.
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path
from typing import NamedTuple

INPUTS = Path(__file__).resolve().parents[1] / "inputs"
VERSIONS = ["0.60.0", "0.61.2", "0.68.1"]  # LLVM 14 (typed), 15 (typed), 22 (opaque)
# fixtures nrtgrad refuses (exit 1, one line naming the cause), by
# (Numba version, kernel, variant or None for the default dump)
UNSUPPORTED = {
    # `lst.pop()` takes an array out of a list of arrays: its last release is not the list's
    **{(version, "list_pop_arrays", None): "an array is removed from a list"
       for version in VERSIONS},
}
# the plugin (Enzyme 0.0.289) aborting on a fixture's IR (enzyme_shapes gives
# it vectorised alias checks, bool masks, newer math intrinsics and merged loop
# entries in shapes it handles); an entry pins the assertion
ENZYME_ABORTS: dict = {}


@functools.cache
def manifest(version: str) -> dict:
    return json.loads((INPUTS / f"numba-{version}" / "manifest.json").read_text())


def cases(version: str):
    for kernel in manifest(version)["kernels"]:
        yield version, kernel["name"], None
        for variant in kernel.get("variants", {}):
            yield version, kernel["name"], variant


def fixture(version: str, name: str, variant: str | None) -> Path:
    return INPUTS / f"numba-{version}" / (f"{name}.{variant}.ll" if variant else f"{name}.ll")


ALL = [c for v in VERSIONS for c in cases(v)]
SUPPORTED = [c for c in ALL
             if c not in UNSUPPORTED and c not in ENZYME_ABORTS]


def status(case) -> str:
    """The pinned status of one case, as the support table says it."""
    if case in UNSUPPORTED:
        return "refused"
    if case in ENZYME_ABORTS:
        return "Enzyme aborts"
    return "supported" if case in ALL else "not dumped"


class Row(NamedTuple):
    """A row of the support table: the construct, its kernels, and what
    "supported" checks when it is not only the gradient and the JVP."""
    construct: str
    kernels: tuple[str, ...]
    checked: str = ""


VECTOR = "VJP, JVP"  # a tuple or an array as the result: <name>_vjp and <name>_jvp
SERIAL = "serial derivative"  # parallel=True: the derivative runs on one thread

EIGH_KERNELS = ("eigvalsh_loss", "eigh_loss", "eigh_f32")
QR_KERNELS = ("qr_loss", "qr_wide", "qr_f32")
SVD_KERNELS = ("svd_values", "svd_loss", "svd_square", "svd_f32", "pinv_loss", "cond_loss",
               "rank_loss")
LSTSQ_KERNELS = ("lstsq_loss", "lstsq_matrix", "lstsq_square", "lstsq_wide", "lstsq_residuals",
                 "lstsq_f32")

# docs/supported.md's table of everyday constructs, one row per construct
ROWS = [
    Row("`A @ B`, C / F order, float32", ("matmul", "matmul_f", "matmul_f32")),
    Row("`A @ x`, C / F order, float32", ("matvec", "matvec_f", "matvec_f32")),
    Row("`x @ A`", ("vecmat",)),
    Row("`np.dot(A, x)`", ("dot_mv",)),
    Row("`np.dot(x, y)`", ("dot1d",)),
    Row("`(A @ B) @ B.T`", ("matmul_chain",)),
    Row("`(A @ B) @ D`", ("matmul3",)),
    Row("`np.outer(x, y)`", ("outer_sum",)),
    Row("`np.linalg.norm(x)`", ("norm_sum",)),
    Row("`np.linalg.solve(A, b)`, a matrix `B`, float32", ("solve_loss", "solve_matrix",
                                                            "solve_f32")),
    Row("`np.linalg.inv(A)`, float32", ("inv_loss", "inv_f32")),
    Row("`np.linalg.det(A)`, `np.linalg.slogdet(A)`, float32", ("det_loss", "slogdet_loss",
                                                                 "det_f32")),
    Row("`np.linalg.cholesky(A)`, then triangular solves in loops, float32",
        ("cholesky_loss", "cholesky_solve", "cholesky_f32")),
    Row("`np.linalg.eigvalsh(A)`, `np.linalg.eigh(A)`, float32", EIGH_KERNELS),
    Row("`np.linalg.qr(A)` of a tall and a wide A, float32", QR_KERNELS),
    Row("`np.linalg.svd(A, full_matrices=False)` (s; U and V), `svd(A)` of a square A, "
        "`np.linalg.pinv`, `cond`, `matrix_rank`, float32", SVD_KERNELS),
    Row("`np.linalg.norm(A, 2)`", ("norm2_loss",)),
    Row("`np.linalg.lstsq(A, b)` of a tall A (solution, residuals, singular values), a matrix "
        "`B`, a square and a wide A, float32", LSTSQ_KERNELS),
    Row("`y = y + h * f(y)` (explicit Euler)",
        ("ode_euler", "euler_cubic", "euler_decay", "euler_2d", "euler_rates")),
    Row("RK4 stages `k1..k4`", ("rk4_steps",)),
    Row("matrix products in a time loop: `x = np.tanh(A @ x)`, `X = np.tanh(A @ X)`",
        ("rnn_steps", "matmul_steps")),
    Row("implicit Euler `x = np.linalg.solve(M, x)` in a time loop", ("implicit_euler",)),
    Row("2-D double buffering `un = np.empty_like(u)`, `u = un`", ("heat_buffer",)),
    Row("2-D double buffering `un = u.copy()`, `u = un`", ("heat_copy", "heat_copy_2d")),
    Row("array reassigned on either branch of an `if` in a loop", ("branch_carried",)),
    Row("`if`/`elif`/`else` choosing a float expression per element",
        ("huber_loss", "piecewise_2d")),
    Row("`y[:] = expr`, `out[i, :] = row`, `y[1:] = y[:-1]`",
        ("slice_assign", "row_assign", "shift_assign")),
    Row("`lst.append(v)`, a list of float64 / float32", ("list_append_sum", "list_append_f32")),
    Row("lists of arrays: `lst.append(a)`, `[x * k for k in range(3)]`, `[a, b, c]`, "
        "then read back", ("list_of_arrays", "list_comp_arrays", "list_display_arrays")),
    Row("`lst.pop()` from a list of arrays", ("list_pop_arrays",)),
    Row("`np.sum(X, axis=0)`", ("sum_axis0",)),
    Row("`y = x.copy()`, then in place", ("copy_math", "copy_update")),
    Row("`np.sort(x)`", ("sort_weighted",)),
    Row("`x[np.argsort(x)]`", ("argsort_gather",)),
    Row("`row.max()` in a loop over rows", ("row_max_loop",)),
    Row("a jitted helper returning a tuple of reductions", ("tuple_stats",)),
    Row("`math.erf` in a loop", ("erf_loop",)),
    Row("`np.hypot`, `np.arctan2`", ("polar_loss",)),
    Row("row-wise softmax, cross-entropy", ("softmax_rows", "cross_entropy", "softmax_loop")),
    Row("two-layer MLP loop, matrix-vector loop with `np.tanh`", ("mlp2", "matvec_tanh")),
    Row("`np.where` (masked sums, selects)", ("where_select", "masked_where_sum")),
    Row("row views `A[i]` with a temporary per row", ("row_loop",)),
    Row("a float32 result (`np.sum` of float32, a float32 accumulator)",
        ("sum_sq_f32", "poly_f32")),
    Row("a tuple of floats as the result (`return a, b`), float64 / float32",
        ("sum_and_sumsq", "moments_f32"), VECTOR),
    Row("an array as the result: filled in a loop, an array expression (2-D), float32",
        ("residuals", "sin_matrix", "residuals_f32"), VECTOR),
    Row("a view of an argument as the result (`x[1:]`, `X.T`)",
        ("tail_view", "transpose_view"), VECTOR),
    Row("`parallel=True`: a `prange` sum reduction, a `prange` loop filling an array, "
        "a `prange` over rows with a nested `prange`",
        ("prange_sum", "prange_update", "prange_rows"), SERIAL),
]


def cell(row: Row, version: str) -> str:
    """What the pins say of the row's default dumps by `version`: one status, or
    each status with its kernels when they differ."""
    by_status: dict[str, list[str]] = {}
    for kernel in row.kernels:
        by_status.setdefault(status((version, kernel, None)), []).append(kernel)
    if len(by_status) == 1:
        (said,) = by_status
        return f"{said} ({row.checked})" if said == "supported" and row.checked else said
    return "; ".join(f"{said}: " + ", ".join(f"`{k}`" for k in kernels)
                     for said, kernels in by_status.items())


def _check_kernels(rows) -> None:
    named = {name for _, name, _ in ALL}
    unknown = [k for row in rows for k in row.kernels if k not in named]
    if unknown:
        raise ValueError(f"support table rows name kernels no manifest has: {unknown}")


def _header() -> list[str]:
    return ["| construct | fixtures | " + " | ".join(
                f"Numba {v}" if i == 0 else v for i, v in enumerate(VERSIONS)) + " |",
            "| --- | --- | " + " | ".join("---" for _ in VERSIONS) + " |"]


def support_table() -> str:
    """The Markdown table of `ROWS`, a column per Numba version."""
    _check_kernels(ROWS)
    lines = _header()
    for row in ROWS:
        fixtures = ", ".join(f"`{k}`" for k in row.kernels)
        lines.append(f"| {row.construct} | {fixtures} | "
                     + " | ".join(cell(row, v) for v in VERSIONS) + " |")
    return "\n".join(lines) + "\n"


# Hessian-vector products (`--mode hvp`, `<name>_hvp`) of default dumps, by (Numba
# version, kernel).  tests/e2e/test_hvp.py checks `<name>_hvp` of HVP_KERNELS from
# every version against finite differences of the gradient, and each refusal of
# HVP_MESSAGES (exit 1, one line) with its message; HVP_REFUSED is every refusal
# docs/supported.md's table shows, the others recorded from runs of
# tests/support/gradient_check.py with `N:SEED:hvp`.  A float64 function is
# supported unless it is in HVP_REFUSED.

# a temporary array (sum_sq_np), two array arguments and temporaries (exp_mul_sum),
# scalars only (rosenbrock2), 2-D with a temporary per row (softmax_rows), slice
# assignment's raw NRT buffers (SLICE_KERNELS), matrix products (PRODUCT_KERNELS: BLAS
# gemv and gemm, the other products in `make test-full`; not matmul3 and matmul_chain,
# np.sin of products, whose finite differences at n = 2001 are off by more than the
# check's tolerance, as step^2: their cells record runs at n = 1 to 13), np.linalg's
# functions but qr and lstsq (LINALG_HVP_KERNELS; not slogdet_loss, whose finite
# differences at the large size are off the same way, nor the float32 ones, whose
# differences of a float32 gradient are noise there: their cells record runs at n = 1
# to 13, and tests/api/test_linalg_hessians.py checks slogdet to n = 51)
SLICE_KERNELS = ("slice_assign", "row_assign", "shift_assign")
PRODUCT_KERNELS = ("matvec", "matmul", "matmul_f", "matmul3", "matmul_chain", "matvec_f",
                   "vecmat", "dot_mv")
LINALG_HVP_KERNELS = ("solve_loss", "solve_matrix", "inv_loss", "det_loss", "cholesky_loss",
                      "cholesky_solve", "eigvalsh_loss", "eigh_loss", "svd_values", "svd_loss",
                      "svd_square", "cond_loss", "rank_loss", "norm2_loss")
HVP_KERNELS = ["sum_sq_np", "exp_mul_sum", "rosenbrock2", "softmax_rows", *SLICE_KERNELS,
               *(name for name in PRODUCT_KERNELS if name not in ("matmul3", "matmul_chain")),
               *LINALG_HVP_KERNELS]
# Enzyme 0.0.289's forward mode over 0.68.1's eigh_loss (and eigh_f32, svd_square) gives
# the decomposition's buffers no tangent (`ptr undef`), which the self-check refuses
HVP_SUPPORTED = [(version, name, None) for version in VERSIONS for name in HVP_KERNELS
                 if (version, name) not in (("0.68.1", "eigh_loss"), ("0.68.1", "svd_square"))]
# left out of `make test` besides FULL_ONLY: slice assignment is checked there from 0.68.1
# (an overlapping copy; a 2-D row), matrix products from 0.68.1's matvec, np.linalg from
# 0.68.1's solve_loss (tests/api/test_product_hessians.py and test_linalg_hessians.py
# check the Python API's of both versions)
HVP_FULL_ONLY = {*(("0.61.2", name, None) for name in SLICE_KERNELS),
                 ("0.68.1", "slice_assign", None),
                 *((version, name, None) for version in VERSIONS for name in HVP_KERNELS
                   if name in PRODUCT_KERNELS and (version, name) != ("0.68.1", "matvec")),
                 *((version, name, None) for version in VERSIONS for name in LINALG_HVP_KERNELS
                   if (version, name) != ("0.68.1", "solve_loss"))}

# why Enzyme 0.0.289's forward mode over the reverse pass fails, as the table says it
INTEGER_INTRINSIC = "an integer intrinsic"  # integer arithmetic of the reverse pass ...
TAPE_INDEX = "an index from the tape"  # ... taken for float data
STORE_TYPE = "type of a store"  # Enzyme's "Cannot deduce type of store"
UNDEF_LOAD = "a load through undef"  # the self-check's refusal of a tangent Enzyme left undef

APPEND_KERNELS = ("list_append_sum", "list_append_f32")
SOLVE_KERNELS = ("solve_loss", "solve_matrix", "solve_f32")
INV_KERNELS = ("inv_loss", "inv_f32")
DET_KERNELS = ("det_loss", "slogdet_loss", "det_f32")
CHOLESKY_KERNELS = ("cholesky_loss", "cholesky_solve", "cholesky_f32")
FLOAT32_KERNELS = ("sum_sq_f32", "poly_f32", "matmul_f32", "matvec_f32")
VECTOR_KERNELS = ("sum_and_sumsq", "moments_f32", "residuals", "residuals_f32", "sin_matrix",
                  "tail_view", "transpose_view")

# docs/supported.md's table of Hessian-vector products, one row per construct
HVP_ROWS = [
    Row("matrix products through BLAS (`A @ B`, `A @ x`, `x @ A`, `np.dot(A, x)`)",
        PRODUCT_KERNELS),
    Row("`np.linalg.solve` (LAPACK gesv)", SOLVE_KERNELS),
    Row("`np.linalg.inv` (LAPACK getrf and getri)", INV_KERNELS),
    Row("`np.linalg.det`, `np.linalg.slogdet` (LAPACK getrf)", DET_KERNELS),
    Row("`np.linalg.cholesky` (LAPACK potrf)", CHOLESKY_KERNELS),
    Row("`np.linalg.eigvalsh`, `np.linalg.eigh` (LAPACK evd)", EIGH_KERNELS),
    Row("`np.linalg.qr` (LAPACK geqrf and orgqr)", QR_KERNELS),
    Row("`np.linalg.svd`, `pinv`, `cond`, `matrix_rank`, `norm(A, 2)` (LAPACK gesdd)",
        (*SVD_KERNELS, "norm2_loss")),
    Row("`np.linalg.lstsq` (LAPACK gelsd)", LSTSQ_KERNELS),
    Row("`lst.append(v)`", APPEND_KERNELS),
    Row("`np.sum(X, axis=0)` (Numba builds a list)", ("sum_axis0",)),
    Row("`y[:] = expr`, `out[i, :] = row`, `y[1:] = y[:-1]`", SLICE_KERNELS),
    Row("`np.where`", ("where_select",)),
    Row("`np.where` with a mask product", ("masked_where_sum",)),
    Row("`np.outer(x, y)`", ("outer_sum",)),
    Row("`x[np.argsort(x)]`", ("argsort_gather",)),
    Row("a float32 result", FLOAT32_KERNELS),
    Row("a tuple or an array as the result", VECTOR_KERNELS),
]
# (Numba version, kernel) -> the reason the table gives ("" when the construct says it)
HVP_REFUSED = {
    # QR and least squares (their LAPACK rules are first-order only), growing lists
    # (realloc rules allocate raw buffers), results not float64
    **{(version, name): "" for version in VERSIONS
       for name in APPEND_KERNELS + FLOAT32_KERNELS + VECTOR_KERNELS + QR_KERNELS
       + LSTSQ_KERNELS},
    **{(version, "sum_axis0"): "" for version in ("0.60.0", "0.61.2")},
    ("0.60.0", "where_select"): INTEGER_INTRINSIC,
    ("0.68.1", "where_select"): STORE_TYPE,
    ("0.60.0", "masked_where_sum"): INTEGER_INTRINSIC,
    ("0.61.2", "masked_where_sum"): INTEGER_INTRINSIC,
    ("0.68.1", "masked_where_sum"): STORE_TYPE,
    ("0.60.0", "outer_sum"): TAPE_INDEX,
    ("0.68.1", "argsort_gather"): STORE_TYPE,
    ("0.68.1", "eigh_loss"): UNDEF_LOAD,
    ("0.68.1", "eigh_f32"): UNDEF_LOAD,
    ("0.68.1", "svd_square"): UNDEF_LOAD,
    # Enzyme differentiates the body of a product wrapper inside pinv (an operand it takes
    # for constant), and nrtgrad's message takes it for a frozen global array
    **{(version, "pinv_loss"): "a product inside pinv" for version in VERSIONS},
}
# the refusals tests/e2e/test_hvp.py runs -> what the one-line message must contain
HVP_MESSAGES = {
    ("0.68.1", "list_append_sum"): "which grows a list (`list.append`, or NumPy code Numba "
                                   "implements with one, such as `np.sum(X, axis=0)`), are not "
                                   "supported yet",
    ("0.61.2", "qr_loss"): "which factors a matrix (`np.linalg.qr`, LAPACK geqrf and orgqr), "
                           "are not supported yet",
    ("0.68.1", "lstsq_loss"): "which solves a least-squares problem (`np.linalg.lstsq`, LAPACK "
                              "gelsd), are not supported yet",
    ("0.68.1", "sum_sq_f32"): "which returns float32, are not supported yet: return a float64",
    ("0.68.1", "residuals"): "which returns a 1-D array, are not supported yet",
    ("0.61.2", "masked_where_sum"): "Enzyme 0.0.289's forward mode takes integer arithmetic",
    ("0.68.1", "where_select"): "Enzyme cannot tell whether a value is a float or an integer",
}


def hvp_status(version: str, name: str) -> str:
    """The pinned status of `<name>_hvp` of a default dump, as the table says it."""
    if (version, name) in HVP_REFUSED:
        reason = HVP_REFUSED[version, name]
        return f"refused ({reason})" if reason else "refused"
    return "supported" if (version, name, None) in ALL else "not dumped"


def _code_list(names) -> str:
    names = [f"`{name}`" for name in names]
    return ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else names[0]


def hvp_table() -> str:
    """The Markdown table of `HVP_ROWS`, a column per Numba version, and what the tests
    check of it."""
    _check_kernels(HVP_ROWS)
    lines = _header()
    for row in HVP_ROWS:
        cells = []
        for version in VERSIONS:
            by_status: dict[str, list[str]] = {}
            for kernel in row.kernels:
                by_status.setdefault(hvp_status(version, kernel), []).append(kernel)
            cells.append(next(iter(by_status)) if len(by_status) == 1 else "; ".join(
                f"{said}: " + ", ".join(f"`{k}`" for k in kernels)
                for said, kernels in by_status.items()))
        lines.append(f"| {row.construct} | " + ", ".join(f"`{k}`" for k in row.kernels)
                     + " | " + " | ".join(cells) + " |")
    by_version = {version: sorted(n for v, n in HVP_MESSAGES if v == version)
                  for version in VERSIONS}
    refusals = " and of ".join(f"{_code_list(names)} from {version}"
                               for version, names in by_version.items() if names)
    return ("\n".join(lines) + "\n\n"
            f"`tests/e2e/test_hvp.py` checks `<name>_hvp` of {_code_list(HVP_KERNELS)} "
            f"from every version, and the refusals of {refusals}, each with its message; "
            "the other cells record runs of `tests/support/gradient_check.py` with "
            "`N:SEED:hvp`, which no test repeats.\n")


PLUGIN_LLVM = 15  # the Enzyme plugin's opt: syntax of newer LLVMs is lowered (dialect.py)


def ir_form(version: str) -> str:
    """How a version's IR reaches the plugin's opt: its pointers, and whether its syntax
    is lowered."""
    first = manifest(version)["kernels"][0]["name"]
    typed = re.search(r"\bi8\*", fixture(version, first, None).read_text())
    major = int(manifest(version)["llvm_version"].split(".")[0])
    lowered = (f"LLVM {PLUGIN_LLVM + 1}-{major} syntax lowered" if major > PLUGIN_LLVM
               else "read as they are")
    return f"{'typed' if typed else 'opaque'} pointers, {lowered}"


def version_status(version: str) -> str:
    """"supported", then each refusal and abort of the version's fixtures with its construct."""
    said = ["supported"]
    for what, table in (("refused (exit 1)", UNSUPPORTED),
                        ("Enzyme aborts (exit 1)", ENZYME_ABORTS)):
        named = []
        for _, name, variant in (c for c in table if c[0] == version):
            construct = next((row.construct for row in ROWS if name in row.kernels), "")
            named.append(f"`{name}{'.' + variant if variant else ''}`"
                         + (f" ({construct})" if construct else ""))
        if named:
            said.append(f"{what}: " + ", ".join(named))
    return "; ".join(said)


def versions_table() -> str:
    """The Markdown table of the Numba versions dumped under tests/inputs."""
    lines = ["| Numba | LLVM (llvmlite) | IR | status | reproduce |",
             "| --- | --- | --- | --- | --- |"]
    for version in VERSIONS:
        info = manifest(version)
        llvmlite = ".".join(info["llvmlite_version"].split(".")[:2])
        lines.append(f"| {info['numba_version']} | {info['llvm_version']} ({llvmlite}) | "
                     f"{ir_form(version)} | {version_status(version)} | "
                     f"`python -m pytest tests/e2e -k {version}` |")
    return "\n".join(lines) + "\n"


# fixtures whose case takes over 8 s (0.60.0: LLVM 14 unrolls vector stores, which
# Enzyme's cache analysis compares with every load): `make test` checks these
# kernels on the versions not listed here, `make test-full` on every version
FULL_ONLY = {
    *(("0.61.2", name, None) for name in (
        "argsort_gather", "heat_copy", "heat_copy_2d", "sum_axis0", "tuple_stats",
        "cross_entropy", "mlp2", "ode_euler", "solve_matrix", "solve_f32", "inv_loss",
        "inv_f32", "det_loss", "slogdet_loss", "det_f32", "rnn_steps", "matmul_steps")),
    *(("0.60.0", name, None) for name in (
        "argsort_gather", "tuple_stats", "outer_sum", "heat_copy", "masked_where_sum",
        "rk4_steps", "list_display_arrays", "heat_copy_2d", "sum_axis0", "sort_weighted",
        "softmax_rows", "heat_buffer", "row_assign", "branch_carried", "euler_2d",
        "shift_assign", "euler_decay", "matmul", "matmul_f32", "matmul_chain", "dot_mv",
        "row_loop", "exp_mul_sum", "diff_slices", "math_mix", "euler_rates", "max_plus_sum",
        "where_select", "matmul_f", "slice_assign", "euler_cubic",
        "int_power_sum", "list_comp_arrays", "list_of_arrays", "logsumexp", "matmul3",
        "matvec", "matvec_f", "matvec_f32", "moments_f32", "residuals_f32", "sin_matrix",
        "sum_and_sumsq", "solve_loss", "solve_matrix", "solve_f32")),
    *(("0.68.1", name, None) for name in (
        "outer_sum", "row_assign", "slice_assign", "masked_where_sum", "shift_assign",
        "heat_buffer", "matmul_chain", "matmul_f32", "rk4_steps", "inv_f32", "solve_f32",
        "solve_matrix", "det_loss", "det_f32", "slogdet_loss", "matmul_steps")),
    # np.linalg.eigh and eigvalsh: `make test` checks eigh_loss through the API
    # (tests/api/test_linalg.py) and eigvalsh_loss from C (tests/native)
    *((version, name, None) for version in VERSIONS for name in EIGH_KERNELS),
    # np.linalg.svd, pinv, cond, matrix_rank: Enzyme takes 5 to 70 s a kernel (make test
    # checks svd_values and cond_loss through the API, svd_values from C)
    *((version, name, None) for version in ("0.61.2", "0.68.1") for name in SVD_KERNELS),
    # np.linalg.norm(A, 2): Enzyme takes 30 s a mode on 0.61.2's module (0.68.1's is in make test)
    ("0.61.2", "norm2_loss", None),
    # np.linalg.cholesky's rules are O(n^3) LAPACK and BLAS: 30 to 60 s a case at n = 2001
    # (make test checks them through the API at n = 1 to 13, and from C)
    *((version, name, None) for version in ("0.61.2", "0.68.1") for name in CHOLESKY_KERNELS),
    # np.linalg.qr: Enzyme takes minutes on 0.61.2's modules (make test checks them
    # through the API on 0.68.1 at n = 1 to 13, and qr_loss from C)
    *((version, name, None) for version in ("0.61.2", "0.68.1") for name in QR_KERNELS),
    # np.linalg.lstsq: Enzyme takes some 20 s of CPU per mode on 0.61.2's modules (make test
    # checks lstsq_loss through the API on 0.68.1, and from C)
    *((version, name, None) for version in ("0.61.2", "0.68.1") for name in LSTSQ_KERNELS),
    # Numba 0.60.0's np.linalg fixtures and time loops of matrix products: checked by
    # `make test` from the other versions (LLVM 14's unrolled copies take Enzyme longest)
    *(("0.60.0", name, None) for name in (
        *INV_KERNELS, *DET_KERNELS, *CHOLESKY_KERNELS, *QR_KERNELS, *SVD_KERNELS, "norm2_loss",
        *LSTSQ_KERNELS, "rnn_steps", "matmul_steps")),
}


def other_versions(supported, full_only) -> set:
    """The cases of tests/e2e/test_gradients.py `make test` leaves to `make test-full`
    besides `full_only`: of a kernel (or variant) it would check on several Numba
    versions, all but one: 0.60.0's when all three remain (LLVM 14, the quickest
    for Enzyme on most), else 0.68.1's (opaque pointers; the API tests compile
    0.61.2's typed ones)."""
    versions: dict = {}
    for case in supported:
        if case not in full_only:
            versions.setdefault(case[1:], []).append(case[0])
    left = set()
    for (name, variant), found in versions.items():
        if len(found) > 1:
            kept = "0.60.0" if len(found) == 3 else "0.68.1" if "0.68.1" in found else found[0]
            left |= {(version, name, variant) for version in found if version != kept}
    return left
