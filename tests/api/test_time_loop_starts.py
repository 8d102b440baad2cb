"""Time loops whose array starts as constants, through the Python API.

`x = np.linspace(...)` then `x = np.cos(x) * a` in a `for`, a `while`, a
`while` that also tests convergence, and two nested loops (compiled again
fused, with Numba's own np.linspace: the parfor pass's gives NaN for one
point), under `error_model="numpy"` too; and `x = np.empty_like(a); x[:] =
0.25` (a slice assignment: compiled again plainly) before nested loops,
whose linked module Enzyme 0.0.289 differentiates at some memory layouts
only (the verifier rejects the others: "Instruction does not dominate all
uses!"), the API then going on to the module numba_capture records, which it
finds for a function defined by `exec` too (Numba's module `<dynamic>`).
Gradients, values, JVPs, HVPs and an array result's VJP are checked against
central differences at n = 1, 3, 7, 9, 13, 1001 and 3x5, and NRT allocations
equal frees.  A loop that cannot be differentiated from before LLVM's loop
optimisations is refused naming the user's variable, with a way forward in
Python.  `make test` checks the 3x5 matrix of the loops' values, gradients and
JVPs from np.linspace's `for` and the filled nested loops only; under `make
test-full` every kernel's, and the file also runs in the Numba 0.68 environment
(`make numba68`).
"""

from __future__ import annotations

import numba
import numpy as np
import pytest

import nrtgrad
import numba68
from nrt_balance import assert_balanced
from nrtgrad import pipeline
from nrtgrad.errors import CopiedLoopError, InputError
from nrtgrad.frontend import numba_capture, numba_link, numba_recompile
from nrtgrad.gradcheck.finite_differences import central_differences

SHAPES = ((1,), (3,), (7,), (9,), (13,), (1001,), (3, 5))
STEPS = 6


@numba.njit
def lin_for(a, steps):
    x = np.linspace(0.0, 1.0, a.size).reshape(a.shape)
    for _ in range(steps):
        x = np.cos(x) * a
    return np.sum(x * x)


@numba.njit
def lin_while(a, steps):
    x = np.linspace(0.0, 1.0, a.size).reshape(a.shape)
    k = 0
    while k < steps:
        x = np.cos(x) * a
        k += 1
    return np.sum(x * x)


@numba.njit
def lin_converging(a, steps):
    x = np.linspace(0.0, 1.0, a.size).reshape(a.shape)
    k = 0
    change = 1.0
    while change > 1e-7 and k < steps:
        new = np.cos(x) * a
        change = np.max(np.abs(new - x))
        x = new
        k += 1
    return np.sum(x * x)


@numba.njit
def lin_nested(a, steps):
    x = np.linspace(0.0, 1.0, a.size).reshape(a.shape)
    for _ in range(steps):
        for _ in range(2):
            x = np.cos(x) * a
    return np.sum(x * x)


@numba.njit
def fill_nested(a, steps):
    x = np.empty_like(a)
    x[:] = 0.25
    for _ in range(steps):
        for _ in range(2):
            x = np.cos(x) * a
    return np.sum(x * x)


@numba.njit(error_model="numpy")
def lin_numpy_errors(a, steps):
    x = np.linspace(0.0, 1.0, a.size).reshape(a.shape)
    for _ in range(steps):
        x = np.cos(x) * a
    return np.sum(x * x)


@numba.njit
def lin_trajectory(a, steps):
    x = np.linspace(0.0, 1.0, a.size).reshape(a.shape)
    for _ in range(steps):
        x = np.cos(x) * a
    return x * 2.0


SCALAR = [lin_for, lin_while, lin_converging, lin_nested, fill_nested, lin_numpy_errors]


def shape_id(shape: tuple) -> str:
    return "x".join(map(str, shape))


def start(shape: tuple) -> np.ndarray:
    return np.linspace(0.5, 0.9, int(np.prod(shape))).reshape(shape)


def by_name(functions):
    return pytest.mark.parametrize("f", functions, ids=lambda f: f.py_func.__name__)


# a matrix is a derivative of its own per kernel and mode: `make test` checks those of
# the two initialisers (np.linspace, np.empty_like filled), `make test-full` every kernel's
MATRIX_KERNELS = (lin_for, fill_nested)


def kernels_and_shapes(functions) -> list:
    return [pytest.param(f, shape, id=f"{f.py_func.__name__}-{shape_id(shape)}",
                         marks=pytest.mark.full if len(shape) > 1 and f not in MATRIX_KERNELS
                         else ())
            for shape in SHAPES for f in functions]


@pytest.mark.parametrize("f, shape", kernels_and_shapes(SCALAR))
def test_value_gradient_and_jvp_match_finite_differences(f, shape):
    a = start(shape)
    value, gradient = nrtgrad.value_and_grad(f)(a, STEPS)
    assert value == pytest.approx(f(a, STEPS), rel=1e-12)
    tangent = np.cos(np.arange(a.size)).reshape(shape)
    step = 1e-6
    along = (f(a + step * tangent, STEPS) - f(a - step * tangent, STEPS)) / (2 * step)
    assert float(np.sum(gradient * tangent)) == pytest.approx(along, rel=1e-5, abs=1e-7)
    assert nrtgrad.jvp(f)((a, STEPS), tangent)[1] == pytest.approx(along, rel=1e-5, abs=1e-7)
    if a.size < 20:
        np.testing.assert_allclose(gradient, central_differences(f, (a, STEPS), 0),
                                   rtol=1e-5, atol=1e-7)
    assert_balanced(lambda: nrtgrad.value_and_grad(f)(a, STEPS))


@pytest.mark.parametrize("shape", [(1,), (7,), (3, 5)], ids=shape_id)
@by_name([lin_for, fill_nested])
def test_grad_and_hvp(f, shape):
    a = start(shape)
    gradient = nrtgrad.grad(f)
    np.testing.assert_allclose(gradient(a, STEPS), central_differences(f, (a, STEPS), 0),
                               rtol=1e-5, atol=1e-7)
    v = np.cos(np.arange(a.size)).reshape(shape)
    step = 1e-5
    expected = (gradient(a + step * v, STEPS) - gradient(a - step * v, STEPS)) / (2 * step)
    np.testing.assert_allclose(nrtgrad.hvp(f)((a, STEPS), v), expected, rtol=1e-5, atol=1e-7)
    assert_balanced(lambda: nrtgrad.hvp(f)((a, STEPS), v))


@pytest.mark.parametrize("shape", SHAPES, ids=shape_id)
def test_the_vjp_of_an_array_result(shape):
    a = start(shape)
    cotangent = np.linspace(-1.0, 1.0, a.size).reshape(shape)
    value, pullback = nrtgrad.vjp(lin_trajectory)(a, STEPS)
    np.testing.assert_allclose(value, lin_trajectory(a, STEPS), rtol=1e-12)
    expected = central_differences(lambda x: float(np.sum(cotangent * lin_trajectory(x, STEPS))),
                                   (a,), 0)
    np.testing.assert_allclose(pullback(cotangent), expected, rtol=1e-5, atol=1e-7)
    assert_balanced(lambda: nrtgrad.vjp(lin_trajectory)(a, STEPS)[1](cotangent))


def defined_by_exec():
    """fill_nested from source with no `__name__`: Numba's module `<dynamic>`."""
    namespace = {"np": np}
    exec("def fill_nested(a, steps):\n    x = np.empty_like(a)\n    x[:] = 0.25\n"
         "    for _ in range(steps):\n        for _ in range(2):\n"
         "            x = np.cos(x) * a\n    return np.sum(x * x)\n", namespace)
    return numba.njit(namespace["fill_nested"])


def test_a_time_loop_defined_by_exec_differentiates_from_its_captured_module(monkeypatch,
                                                                              tmp_path):
    """Without the module Numba linked for the function compiled again, and its optimised
    module refused (LLVM copies the loop or not, by Numba's version and pointers), the
    module numba_capture records: a function of `<dynamic>` is the user's too."""
    monkeypatch.setenv("NRTGRAD_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(numba_recompile, "_linked", lambda *args: None)
    differentiate = pipeline.differentiate

    def before_loop_passes_only(tools, data, name, options):
        if not numba_link.before_loop_passes(data.decode()):
            raise CopiedLoopError("copied")
        return differentiate(tools, data, name, options)

    monkeypatch.setattr(pipeline, "differentiate", before_loop_passes_only)
    captured, capture = [], numba_capture.linked_before_loop_passes

    def recorded(*args, **kwargs):
        captured.append(capture(*args, **kwargs))
        return captured[-1]

    monkeypatch.setattr(numba_capture, "linked_before_loop_passes", recorded)
    f, a = defined_by_exec(), start((7,))
    np.testing.assert_allclose(nrtgrad.grad(f)(a, STEPS), central_differences(f, (a, STEPS), 0),
                               rtol=1e-5, atol=1e-7)
    assert captured


def test_a_copied_loop_is_refused_with_the_users_variable_and_a_way_forward_in_python(
        monkeypatch, tmp_path):
    monkeypatch.setenv("NRTGRAD_CACHE_DIR", str(tmp_path))

    def cannot(*args, **kwargs):
        raise InputError("lin_for: cannot link it")

    monkeypatch.setattr(numba_link, "optimised", cannot)
    monkeypatch.setattr(numba_capture, "linked_before_loop_passes", cannot)
    with pytest.raises(CopiedLoopError) as refused:
        nrtgrad.grad(numba.njit(lin_for.py_func))(start((7,)), STEPS)
    message = str(refused.value)
    assert message.startswith("a loop-carried array (`x`) whose loop")
    assert message.endswith("(cannot link it): allocate `x` once before the loop and assign "
                            "each step's values into it (`x[:] = ...`) rather than binding it "
                            "to a new array")
    assert "NUMBA_DUMP" not in message and "nrtgrad " not in message


@pytest.mark.full
@numba68.outer_only
def test_numba_068_environment():
    """The file again with Numba 0.68 (`make numba68`), but for the large size: in `make
    test-full` (test_loop_matrix.py's selection runs in `make test` on one version)."""
    numba68.run_again(__file__, "not 1001")
