"""The Python API: nrtgrad.grad, value_and_grad and jvp on Numba dispatchers.

Gradients are checked against central finite differences of the Numba
primal on fixture kernels (tests/inputs/kernels.py), in C, F and strided
layouts, at n = 8 and at sizes that leave loop remainders (n = 1, 3, 7, 13
and a large odd n, checked along a random direction); errors arrive as nrtgrad exceptions; a second process finds the
derivative in the disk cache and runs no opt.  The whole file also runs
in the Numba 0.68 environment (`make numba68`) when it exists.
"""

from __future__ import annotations

import keyword
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import kernels
import numba
import numpy as np
import pytest

import nrtgrad
import numba68
from nrt_balance import assert_balanced
from nrtgrad.entry import c_entry
from nrtgrad.python import jit_pool
from opt_log import logging_opt
from nrtgrad.gradcheck.finite_differences import central_differences

ROOT = Path(__file__).resolve().parents[2]
INPUTS = ROOT / "tests" / "inputs"


# Kernels whose Numba 0.68 (LLVM 22) IR the pipeline does not differentiate yet
NUMBA_068 = tuple(map(int, numba.__version__.split(".")[:2])) >= (0, 68)
KNOWN_068: dict[str, str] = {}  # none today


def known_068(name: str, *more):
    """`name` (and more parameters), expected to fail with a DifferentiationError under
    Numba 0.68."""
    return pytest.param(name, *more, marks=pytest.mark.xfail(
        NUMBA_068 and name in KNOWN_068, reason=f"Numba 0.68: {KNOWN_068.get(name)}",
        raises=nrtgrad.DifferentiationError, strict=False))


def jitted(name: str, explicit: bool = True):
    function, signature, _ = kernels.KERNELS[name]
    return numba.njit(signature)(function) if explicit else numba.njit(function)


def example(name: str, seed: int = 0, n: int = 8) -> tuple:
    return kernels.KERNELS[name][2](seed=seed, n=n)


def assert_close(got, reference, what: str):
    scale = max(1.0, float(np.max(np.abs(reference))))
    np.testing.assert_allclose(got, reference, rtol=1e-5, atol=1e-7 * scale, err_msg=what)


def float_positions(args: tuple) -> list[int]:
    return [i for i, a in enumerate(args)
            if (a.dtype.kind == "f" if isinstance(a, np.ndarray) else isinstance(a, float))]


# kernel -> a description of what it adds
KERNELS = {
    "sum_sq": "loop over a 1-D array",
    "exp_mul_sum": "two arrays, array-expression temporaries",
    "scaled_tanh": "array and float scalar",
    "int_power_sum": "int scalar as a constant",
    "views_in_loop": "NRT allocations and slice views in a loop",
    "transpose_sum": "2-D C array and its F view",
    "row_loop": "2-D and 1-D arrays",
    "strided_sum": "non-contiguous ('A') array",
    "rosenbrock2": "scalars only",
}


@pytest.mark.parametrize("name", [known_068(name) for name in KERNELS])
def test_value_and_grad_match_finite_differences(name):
    f = jitted(name)
    for seed in (0, 1):
        args = example(name, seed)
        if name == "strided_sum":
            assert not args[0].flags.c_contiguous  # the [::2] view itself is passed
        positions = float_positions(args)
        value, gradients = nrtgrad.value_and_grad(f, argnums=tuple(positions))(*args)
        assert value == pytest.approx(f(*args), rel=1e-12)
        assert isinstance(gradients, tuple) and len(gradients) == len(positions)
        for position, gradient in zip(positions, gradients):
            argument = args[position]
            if isinstance(argument, np.ndarray):
                assert isinstance(gradient, np.ndarray)
                assert gradient.shape == argument.shape and gradient.dtype == argument.dtype
            else:
                assert isinstance(gradient, float)
            assert_close(gradient, central_differences(f, args, position),
                         f"{name} d/d argument {position}")
        # grad compiles the derivative without the value: the same gradient, up to
        # the rounding of math the two derivatives vectorise differently
        again = nrtgrad.grad(f, argnums=tuple(positions))(*args)
        for first, second in zip(gradients, again, strict=True):
            np.testing.assert_allclose(first, second, rtol=1e-13, atol=1e-15)


# Numba vectorises and unrolls loops: lengths that are not multiples of 8 also
# run the remainder loops, n = 1 runs each loop once (or, over `u[1:]`, never).
# Large sizes are checked along a random direction; row_loop's A is n x n.
ODD_SIZES = (1, 3, 7, 13)
LARGE = {"row_loop": 33}


def sized_cases():
    for name in KERNELS:
        if name != "rosenbrock2":  # scalars only: no size
            for n in (*ODD_SIZES, LARGE.get(name, 1001)):
                yield known_068(name, n)


def directional_difference(f, args, positions, tangents) -> float:
    """Central difference of f along the tangents of args[positions]; arrays are
    perturbed in place (views stay views) and restored."""
    args = list(args)
    originals = {p: np.copy(args[p]) for p in positions}
    step = 1e-6 * max(1.0, *(float(np.max(np.abs(v))) for v in originals.values()))

    def at(sign: float) -> float:
        for p, tangent in zip(positions, tangents):
            if np.ndim(args[p]):
                args[p][...] = originals[p] + sign * step * tangent
            else:
                args[p] = float(originals[p] + sign * step * tangent)
        return f(*args)

    try:
        return (at(1.0) - at(-1.0)) / (2 * step)
    finally:
        for p, original in originals.items():
            if np.ndim(original):
                args[p][...] = original


@pytest.mark.parametrize("name, n", list(sized_cases()))
def test_gradients_at_sizes_that_leave_loop_remainders(name, n):
    """1-D kernels at length n, transpose_sum at n x 3, row_loop at n x n: gradients
    against finite differences, element by element up to n = 13, else along a random
    direction, which the JVP must give too."""
    f = jitted(name)
    args = example(name, seed=n, n=n)
    positions = float_positions(args)
    value, gradients = nrtgrad.value_and_grad(f, argnums=tuple(positions))(*args)
    assert value == pytest.approx(f(*args), rel=1e-12)
    if n in ODD_SIZES:
        for position, gradient in zip(positions, gradients):
            assert_close(gradient, central_differences(f, args, position),
                         f"{name} n={n} d/d argument {position}")
        return
    rng = np.random.default_rng(n)
    tangents = tuple(rng.standard_normal(np.shape(args[p])) if np.ndim(args[p])
                     else float(rng.standard_normal()) for p in positions)
    dot = sum(float(np.sum(g * t)) for g, t in zip(gradients, tangents))
    assert dot == pytest.approx(directional_difference(f, args, positions, tangents),
                                rel=1e-5, abs=1e-7)
    _, derivative = nrtgrad.jvp(f, argnums=tuple(positions))(args, tangents)
    assert derivative == pytest.approx(dot, rel=1e-5, abs=1e-7)


@pytest.mark.parametrize("name", ["sum_sq", "scaled_tanh", "transpose_sum", "strided_sum",
                                  "rosenbrock2", "views_in_loop"])
def test_jvp_is_the_directional_derivative(name):
    f = jitted(name)
    args = example(name)
    positions = float_positions(args)
    rng = np.random.default_rng(7)
    tangents = tuple(rng.standard_normal(np.shape(args[p])) if np.ndim(args[p])
                     else float(rng.standard_normal()) for p in positions)
    expected = sum(float(np.sum(central_differences(f, args, p) * t))
                   for p, t in zip(positions, tangents))
    value, derivative = nrtgrad.jvp(f, argnums=tuple(positions))(args, tangents)
    assert value == pytest.approx(f(*args), rel=1e-12)
    assert derivative == pytest.approx(expected, rel=1e-5, abs=1e-7)


def test_jvp_with_argnums_takes_one_tangent():
    f = jitted("scaled_tanh")
    x, a = example("scaled_tanh")
    _, derivative = nrtgrad.jvp(f, argnums=1)((x, a), 1.0)
    assert derivative == pytest.approx(central_differences(f, (x, a), 1), rel=1e-5)


def test_argnums_selects_a_scalar_and_orders_the_tuple():
    f = jitted("scaled_tanh")
    x, a = example("scaled_tanh")
    da = nrtgrad.grad(f, argnums=1)(x, a)
    assert isinstance(da, float)
    assert da == pytest.approx(central_differences(f, (x, a), 1), rel=1e-5)
    da2, dx = nrtgrad.grad(f, argnums=(1, 0))(x, a)
    assert da2 == pytest.approx(da, rel=1e-12)
    assert_close(dx, central_differences(f, (x, a), 0), "dx")
    (dx_only,) = nrtgrad.grad(f, argnums=(0,))(x, a)
    np.testing.assert_allclose(dx_only, dx, rtol=1e-12)
    b = nrtgrad.grad(jitted("rosenbrock2"), argnums=-1)(*example("rosenbrock2"))
    assert b == pytest.approx(central_differences(jitted("rosenbrock2"),
                                                example("rosenbrock2"), 1), rel=1e-5)


@pytest.mark.parametrize("layout", ["C", "F", "strided"])
def test_any_layout_of_a_lazily_compiled_function(layout):
    f = jitted("transpose_sum", explicit=False)
    base = np.random.default_rng(3).standard_normal((5, 14))  # 5 x 7 in every layout
    X = {"C": base[:, :7].copy(), "F": np.asfortranarray(base[:, :7]),
         "strided": base[:, ::2]}[layout]
    gradient = nrtgrad.grad(f)(X)
    assert gradient.shape == X.shape and gradient.strides == X.strides
    assert_close(gradient, central_differences(f, (X,), 0), f"{layout} layout")


@pytest.mark.parametrize("layout", ["C", "F", "strided"])
def test_large_gradients_in_every_layout_are_pool_blocks(layout):
    """Gradients of 128 KiB and more come from the pool, laid out like their argument."""
    f = jitted("transpose_sum", explicit=False)
    base = np.random.default_rng(4).standard_normal((301, 258))
    X = {"C": base[:, :129].copy(), "F": np.asfortranarray(base[:, :129]),
         "strided": base[:, ::2]}[layout]
    expected = 2.0 * X * np.arange(1.0, 130.0)  # d/dX[j, i] = 2 X[j, i] (i + 1)
    gradient = nrtgrad.grad(f)
    gradient(X)  # warm: its gradient's block is back in the pool
    cached = jit_pool.stats()[2]
    for _ in range(2):  # the second from the block the first returned: zeroed again
        got = gradient(X)
        assert got.shape == X.shape and got.strides == X.strides
        np.testing.assert_allclose(got, expected, rtol=1e-14)
        assert got.ctypes.data % 64 == 0
        assert jit_pool.stats()[2] < cached, "the gradient is not a pool block"
        del got
        assert jit_pool.stats()[2] == cached, "the gradient's block did not go back"


def test_float32_gradients_keep_their_dtype():
    f = jitted("sum_sq", explicit=False)
    x = np.linspace(0.1, 1.0, 7, dtype=np.float32)
    gradient = nrtgrad.grad(f)(x)
    assert gradient.dtype == np.float32
    np.testing.assert_allclose(gradient, 2 * x, rtol=1e-6)


@pytest.mark.parametrize("n", [1, 7, 13, 1001])
def test_a_float32_result(n):
    f = jitted("poly_f32", explicit=False)
    x, a = example("poly_f32", n=n)
    value, (dx, da) = nrtgrad.value_and_grad(f, argnums=(0, 1))(x, np.float32(a))
    assert isinstance(value, float) and value == f(x, np.float32(a))
    assert dx.dtype == np.float32
    # exact in float64: d/dx = 2 a x + 0.5, d/da = sum x^2
    x64 = x.astype(np.float64)
    np.testing.assert_allclose(dx, 2 * a * x64 + 0.5, rtol=1e-6, atol=1e-6)
    np.testing.assert_allclose(da, np.sum(x64 * x64), rtol=1e-5)
    tangent = np.ones_like(x)
    value, derivative = nrtgrad.jvp(f, argnums=0)((x, np.float32(a)), (tangent,))
    np.testing.assert_allclose(derivative, np.sum(2 * a * x64 + 0.5), rtol=1e-5, atol=1e-5)


def test_allocations_are_freed_and_arguments_untouched():
    f = jitted("views_in_loop")
    (y0,) = example("views_in_loop")
    before_args = y0.copy()
    nrtgrad.grad(f)(y0)  # compile first
    assert_balanced(lambda: nrtgrad.grad(f)(y0))
    np.testing.assert_array_equal(y0, before_args)


@pytest.mark.parametrize("name", ["prange_sum", "prange_rows"])
def test_parallel_functions_differentiate_serially(name):
    """parallel=True: the primal runs on Numba's threads, the derivative serially; gradients
    against finite differences at n = 1 and 13, the JVP, and no NRT allocation left."""
    from numba.core.runtime import _nrt_python, rtsys

    function, signature, _ = kernels.KERNELS[name]
    f = numba.njit(signature, parallel=True)(function)
    for n in (1, 13):
        args = example(name, seed=n, n=n)
        positions = float_positions(args)
        _nrt_python.memsys_enable_stats()
        before = rtsys.get_allocation_stats()
        value, gradients = nrtgrad.value_and_grad(f, argnums=tuple(positions))(*args)
        after = rtsys.get_allocation_stats()
        assert after.mi_alloc - before.mi_alloc == after.mi_free - before.mi_free
        assert value == pytest.approx(f(*args), rel=1e-12)
        for position, gradient in zip(positions, gradients):
            assert_close(gradient, central_differences(f, args, position),
                         f"{name} n={n} d/d argument {position}")
        tangents = tuple(np.ones_like(args[p]) if np.ndim(args[p]) else 1.0 for p in positions)
        _, derivative = nrtgrad.jvp(f, argnums=tuple(positions))(args, tangents)
        assert derivative == pytest.approx(
            sum(float(np.sum(g)) for g in gradients), rel=1e-9, abs=1e-12)


@pytest.mark.parametrize("name, construct", [
    ("list_pop_arrays", r"an array is removed from a list"),
])
def test_unsupported_kernel_names_the_construct(name, construct):
    f, args = jitted(name), example(name)
    with pytest.raises(nrtgrad.UnsupportedError, match=construct) as raised:
        nrtgrad.grad(f)(*args)
    assert "not supported yet" in str(raised.value)
    assert len(str(raised.value).splitlines()) == 1


def test_bad_argnums_are_input_errors():
    f = jitted("int_power_sum")
    x, k = example("int_power_sum")
    with pytest.raises(nrtgrad.InputError, match="not a float64/float32 argument"):
        nrtgrad.grad(f, argnums=1)(x, k)
    with pytest.raises(nrtgrad.InputError, match="no argument 5"):
        nrtgrad.grad(f, argnums=5)(x, k)
    with pytest.raises(nrtgrad.InputError, match="argnums must be"):
        nrtgrad.grad(f, argnums="x")
    with pytest.raises(nrtgrad.InputError, match="not a Numba dispatcher"):
        nrtgrad.grad(kernels.sum_sq)


def test_arguments_outside_the_explicit_signatures_are_input_errors():
    f = jitted("sum_sq")  # float64[::1] only
    with pytest.raises(nrtgrad.InputError, match="no compiled signature"):
        nrtgrad.grad(f)(np.ones(8)[::2])
    with pytest.raises(nrtgrad.InputError, match="negative strides"):
        nrtgrad.grad(jitted("strided_sum"))(np.ones(8)[::-1])


def test_an_exception_in_the_function_is_raised():
    @numba.njit
    def guarded(x):
        if x[0] < 0.0:
            raise ValueError("negative first element")
        return np.sum(x * x)

    np.testing.assert_allclose(nrtgrad.grad(guarded)(np.ones(3)), 2.0)
    with pytest.raises(ValueError, match="negative first element"):
        nrtgrad.grad(guarded)(-np.ones(3))


@numba.njit
def interior(u, k):
    lap = np.zeros_like(u)
    lap[1:-1, 1:-1] = np.sin(u[k:, 1:-1])
    return np.sum(lap * lap)


@pytest.mark.parametrize("n", [1, 3, 7, 9, 13, 41])
def test_a_2d_slice_assignment_matches_differences_at_every_size(n):
    """d/du of sum(sin(u[2:, 1:-1])**2) is sin(2u) there, 0 elsewhere; finite differences
    too up to n = 13 (at 41 x 43 their rounding error, ~1e-7, exceeds the tolerance)."""
    u = np.random.default_rng(n).standard_normal((n, n + 2))
    copy = u.copy()
    gradient = nrtgrad.grad(interior, argnums=0)(u, 2)
    expected = np.zeros_like(u)
    expected[2:, 1:-1] = np.sin(2 * u[2:, 1:-1])
    np.testing.assert_allclose(gradient, expected, rtol=1e-12, atol=1e-14)
    if n <= 13:
        np.testing.assert_allclose(gradient, central_differences(interior, (u, 2), 0),
                                   rtol=1e-6, atol=1e-8)
    np.testing.assert_array_equal(u, copy)


def test_a_2d_slice_assignment_whose_shapes_differ_raises_numbas_error():
    """The shape check's message is a list of strings (prepare raises it without one):
    the derivative returns a non-zero status, and the API raises Numba's ValueError."""
    u = np.random.default_rng(0).standard_normal((6, 5))
    gradient = nrtgrad.grad(interior, argnums=0)
    np.testing.assert_allclose(gradient(u, 2), central_differences(interior, (u, 2), 0),
                               rtol=1e-6, atol=1e-8)
    # Numba 0.61 and 0.68 name the two shapes in opposite orders
    with pytest.raises(ValueError, match=r"cannot assign slice of shape \([45], 3\) from input "
                                         r"of shape \([45], 3\)"):
        gradient(u, 1)


def test_papercuts_name_the_argument_and_the_fix():
    scaled = numba.njit(lambda x, k: np.sum(k * x * x))
    x = np.linspace(0.0, 1.0, 7)
    dx, dk = nrtgrad.grad(scaled, argnums=(0, 1))(x, 2.0)  # a lambda: its symbol is sanitised
    assert_close(dx, 4.0 * x, "d/dx of a lambda")
    assert_close(dk, np.sum(x * x), "d/dk of a lambda")
    with pytest.raises(nrtgrad.InputError, match=r"argument 1 \(k: int64\) is not a "
                                                 r"float64/float32 argument: pass a float "
                                                 r"\(2.0, not 2\)"):
        nrtgrad.grad(scaled, argnums=1)(x, 2)
    with pytest.raises(nrtgrad.InputError, match=r"jvp: primals must be the tuple of "
                                                 r".*<lambda>'s arguments, e.g. jvp\(f\)"):
        nrtgrad.jvp(scaled)(x, x)
    with pytest.raises(nrtgrad.InputError, match=r"<lambda> takes 2 arguments, got 1$"):
        nrtgrad.jvp(scaled)((x,), (x,))


def test_the_default_argnums_gives_one_result_whatever_the_argument_types():
    """argnums defaults to 0: `f(x, 2)` (an integer parameter) and `f(x, 2.0)` (a float
    one) give the same structure, one array like x, from every function of the API; a
    1-tuple gives a 1-tuple; argnums=None is refused, saying what to pass."""
    scaled = numba.njit(lambda x, k: np.sum(k * x * x))
    x = np.linspace(0.0, 1.0, 7)
    for k in (2, 2.0):
        gradients = {"grad": nrtgrad.grad(scaled)(x, k),
                     "value_and_grad": nrtgrad.value_and_grad(scaled)(x, k)[1],
                     "vjp": nrtgrad.vjp(scaled)(x, k)[1](1.0),
                     "jacobian": nrtgrad.jacobian(scaled)(x, k)}
        for function, gradient in gradients.items():
            assert isinstance(gradient, np.ndarray), f"{function} with k={k!r}"
            assert_close(gradient, 4.0 * x, f"{function} d/dx with k={k!r}")
        _, derivative = nrtgrad.jvp(scaled)((x, k), np.ones_like(x))
        assert derivative == pytest.approx(float(np.sum(4.0 * x)), rel=1e-12)
        product = nrtgrad.hvp(scaled)((x, k), np.ones_like(x))
        assert isinstance(product, np.ndarray)
        assert_close(product, np.full_like(x, 4.0), f"hvp with k={k!r}")
    assert_close(nrtgrad.hessian(scaled)(x[:3], 2.0), 4.0 * np.eye(3), "hessian")
    (dx,) = nrtgrad.grad(scaled, argnums=(0,))(x, 2.0)
    assert_close(dx, 4.0 * x, "d/dx as a 1-tuple")
    with pytest.raises(nrtgrad.InputError, match=r"not None: name the arguments to "
                                                 r"differentiate, e.g. argnums=\(0, 1\)$"):
        nrtgrad.grad(scaled, argnums=None)


# the names nrtgrad's generated entries give their own values and blocks, but
# Python keywords
ENTRY_NAMES = sorted(n for n in c_entry.ENTRY_LOCALS if not keyword.iskeyword(n))


def test_parameters_named_like_the_entrys_own_values():
    scalars = [n for n in ENTRY_NAMES if n not in ("out", "seed")]
    source = (f"def named({', '.join(ENTRY_NAMES)}):\n"
              f"    return np.sum(out * seed) + {' + '.join(scalars)}\n")
    namespace = {"np": np}
    exec(source, namespace)
    named = numba.njit(namespace["named"])
    out, seed = np.linspace(0.5, 1.5, 5), np.linspace(-1.0, 1.0, 5)
    args = tuple(out if n == "out" else seed if n == "seed" else float(k)
                 for k, n in enumerate(ENTRY_NAMES))
    expected = tuple(seed if n == "out" else out if n == "seed" else 1.0 for n in ENTRY_NAMES)
    every = tuple(range(len(args)))
    for gradients in (nrtgrad.grad(named, every)(*args),
                      nrtgrad.value_and_grad(named, every)(*args)[1],
                      nrtgrad.vjp(named, every)(*args)[1](1.0)):
        for name, got, want in zip(ENTRY_NAMES, gradients, expected, strict=True):
            assert_close(got, want, f"d/d{name}")
    tangents = tuple(np.ones(5) if isinstance(a, np.ndarray) else 1.0 for a in args)
    value, tangent = nrtgrad.jvp(named, every)(args, tangents)
    assert_close(value, named(*args), "value")
    assert_close(tangent, sum(np.sum(w) for w in expected), "jvp")


def test_import_is_light_and_help_renders():
    code = ("import sys, nrtgrad; "
            "assert not {'numba', 'numpy', 'llvmlite', 'nrtgrad.python.api'} & set(sys.modules); "
            "assert callable(nrtgrad.grad) and 'nrtgrad.python.api' in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True, timeout=120)
    for function in (nrtgrad.grad, nrtgrad.value_and_grad, nrtgrad.jvp):
        assert "argnums" in function.__doc__
    assert issubclass(nrtgrad.UnsupportedError, nrtgrad.DifferentiationError)


def test_every_transformed_function_has_the_name_of_the_function():
    f = jitted("sum_sq")
    for api in ("grad", "value_and_grad", "jvp", "vjp", "hvp", "hessian", "jacobian"):
        transformed = getattr(nrtgrad, api)(f)
        assert (transformed.__name__, transformed.__qualname__, transformed.__module__) == (
            f.py_func.__name__, f.py_func.__qualname__, f.py_func.__module__), api


CACHE_SCRIPT = textwrap.dedent("""
    import sys
    import numba
    import nrtgrad
    sys.path.insert(0, sys.argv[1])
    import kernels
    function, signature, make_args = kernels.KERNELS["exp_mul_sum"]
    f = numba.njit(signature)(function)
    value, (dx, dy) = nrtgrad.value_and_grad(f, argnums=(0, 1))(*make_args())
    print(repr(value), repr(float(dx.sum())), repr(float(dy.sum())))
""")


def test_second_process_uses_the_disk_cache_runs_no_opt_and_prints_nothing(tmp_path):
    """... and loads the machine code the first one compiled (object_cache) rather than
    compiling it: it writes no object."""
    log, opt_environment = logging_opt(tmp_path)
    script = tmp_path / "use_grad.py"
    script.write_text(CACHE_SCRIPT)
    env = {**os.environ, "NRTGRAD_CACHE_DIR": str(tmp_path / "cache"), **opt_environment}

    def run() -> str:
        result = subprocess.run([sys.executable, str(script), str(INPUTS)], env=env,
                                capture_output=True, text=True, timeout=600)
        assert result.returncode == 0, result.stderr[-3000:]
        # nothing for the user's terminal: not LLVM's, not the toolchain's
        assert result.stderr == "", result.stderr[-3000:]
        return result.stdout

    first = run()
    assert log.is_file() and "enzyme" in log.read_text()
    assert list((tmp_path / "cache").glob("*.json"))
    objects = {path: path.stat().st_mtime_ns for path in (tmp_path / "cache" / "objects").iterdir()}
    assert len(objects) == 4  # the derivative's object and the pool's, each with its hash
    log.unlink()
    assert run() == first
    assert not log.exists(), f"the second process ran opt: {log.read_text()}"
    assert {path: path.stat().st_mtime_ns
            for path in (tmp_path / "cache" / "objects").iterdir()} == objects


@pytest.mark.full
@numba68.outer_only
def test_numba_068_environment():
    """`make test-full`: this file under Numba 0.68 but for row_loop, which Enzyme is
    slowest on (`make test` checks the kernels' 0.68.1 fixtures in tests/e2e)."""
    numba68.run_again(__file__, "not row_loop")


def product_of_squares(A, B):
    C = A @ B
    return np.sum(C * C)


def layer_twice(W, x):
    h = np.tanh(W @ x)
    return np.sum((W @ h) * h) + np.sum(x @ W)


@pytest.mark.parametrize("argnums", [0, 1, (0, 1)])
def test_matrix_product_with_a_constant_operand(argnums):
    """A @ B differentiated in one operand only: the BLAS rule then sees the other
    as constant (Enzyme adapts the registered derivative to it)."""
    f = numba.njit(product_of_squares)
    rng = np.random.default_rng(3)
    args = (rng.standard_normal((5, 4)), np.asfortranarray(rng.standard_normal((4, 3))))
    gradients = nrtgrad.grad(f, argnums=argnums)(*args)
    positions = [argnums] if isinstance(argnums, int) else list(argnums)
    gradients = (gradients,) if isinstance(argnums, int) else gradients
    for position, gradient in zip(positions, gradients):
        assert_close(gradient, central_differences(f, args, position), f"d/d argument {position}")


def test_products_sharing_an_operand():
    """W is read by two products and x @ W; each BLAS rule accumulates into dW."""
    f = numba.njit(layer_twice)
    rng = np.random.default_rng(4)
    args = (rng.standard_normal((6, 6)) / 3, rng.standard_normal(6))
    value, (dW, dx) = nrtgrad.value_and_grad(f, argnums=(0, 1))(*args)
    assert value == pytest.approx(f(*args), rel=1e-12)
    assert_close(dW, central_differences(f, args, 0), "d/dW")
    assert_close(dx, central_differences(f, args, 1), "d/dx")


@pytest.mark.parametrize("n", [1, 3, 7, 9, 13, 101])
@pytest.mark.parametrize("argnums", [0, 1, (0, 1)])
def test_forward_mode_of_a_product_with_a_constant_operand(argnums, n):
    """jvp of A @ B in one operand: the other gets a zero tangent (c_entry.zero_tangents)."""
    f = numba.njit(product_of_squares)
    rng = np.random.default_rng(n)
    args = (rng.standard_normal((n + 2, n)), np.asfortranarray(rng.standard_normal((n, 3))))
    positions = [argnums] if isinstance(argnums, int) else list(argnums)
    tangents = [rng.standard_normal(args[p].shape) for p in positions]
    value, derivative = nrtgrad.jvp(f, argnums=argnums)(
        args, tangents[0] if isinstance(argnums, int) else tuple(tangents))
    assert value == pytest.approx(f(*args), rel=1e-12)
    expected = sum(float(np.sum(central_differences(f, args, p) * t))
                   for p, t in zip(positions, tangents))
    assert derivative == pytest.approx(expected, rel=1e-6, abs=1e-8)
    tangent = tangents[0]
    assert_balanced(lambda: nrtgrad.jvp(f, argnums=positions[0])(args, tangent))


GLOBAL_MATRIX = np.arange(1.0, 7.0).reshape(3, 2)


@numba.njit
def product_with_a_global(x):
    y = GLOBAL_MATRIX @ x
    return np.sum(y * y)


def test_forward_mode_of_a_product_with_a_global_array_is_refused():
    x = np.ones(2)
    with pytest.raises(nrtgrad.UnsupportedError, match=r"forward mode \(jvp\) of a matrix "
                       r"product \(np.dot / @, BLAS numba_xxgemv\) with an operand that is "
                       r"constant data of the function") as raised:
        nrtgrad.jvp(product_with_a_global, argnums=0)((x,), np.ones_like(x))
    assert len(str(raised.value).splitlines()) == 1
    assert nrtgrad.grad(product_with_a_global, argnums=0)(x) == pytest.approx(
        2 * GLOBAL_MATRIX.T @ (GLOBAL_MATRIX @ x))


SLICED_MATRIX = np.linspace(-1.0, 1.0, 15 * 101).reshape(15, 101)


@numba.njit
def product_with_a_global_slice(x):
    return np.sum(np.tanh(SLICED_MATRIX[:, :x.shape[0]] @ x))


@pytest.mark.parametrize("n", [1, 3, 7, 9, 13, 101])
@pytest.mark.parametrize("columns", [None, 2], ids=["1-D", "2-D"])
@pytest.mark.filterwarnings("ignore:'@' is faster on contiguous arrays")
def test_a_product_with_a_slice_of_a_global_array(n, columns):
    """Numba copies a strided slice of its constant data for BLAS, walking it with integer
    addresses: the copy's reads stay constant (no adjoint written into the read-only data)
    and the gradient frees only blocks it allocated."""
    shape = (n,) if columns is None else (n, columns)
    x = np.linspace(-0.5, 0.7, n * (columns or 1)).reshape(shape)
    gradient = nrtgrad.grad(product_with_a_global_slice)(x)
    np.testing.assert_allclose(gradient, central_differences(product_with_a_global_slice,
                                                             (x,), 0), rtol=1e-6, atol=1e-9)
    A = SLICED_MATRIX[:, :n]
    np.testing.assert_allclose(gradient, A.T @ (1 - np.tanh(A @ x) ** 2), rtol=1e-10,
                               atol=1e-13)
    assert_balanced(lambda: nrtgrad.grad(product_with_a_global_slice)(x))


@numba.njit
def scaled_global_slice(x):
    return np.sum(np.tanh(SLICED_MATRIX[:, :x.shape[0]] * x[0]) * x[-1])


@pytest.mark.parametrize("n", [1, 3, 7, 9, 13, 101])
def test_element_wise_products_with_a_slice_of_a_global_array(n):
    """The slice's rows are walked from the constant's address plus offsets: reverse,
    forward and Hessian-vector products read it as constant data."""
    f = scaled_global_slice
    x = np.linspace(-0.5, 0.7, n)
    gradient = nrtgrad.grad(f)(x)
    np.testing.assert_allclose(gradient, central_differences(f, (x,), 0), rtol=1e-6, atol=1e-7)
    A = SLICED_MATRIX[:, :n]
    expected = np.zeros(n)
    expected[0] = np.sum((1 - np.tanh(A * x[0]) ** 2) * A) * x[-1]
    expected[-1] += np.sum(np.tanh(A * x[0]))
    np.testing.assert_allclose(gradient, expected, rtol=1e-10, atol=1e-12)
    tangent = np.linspace(1.0, 2.0, n)
    _, derivative = nrtgrad.jvp(f)((x,), tangent)
    assert derivative == pytest.approx(float(gradient @ tangent), rel=1e-10, abs=1e-12)
    h = 1e-5
    along = (nrtgrad.grad(f)(x + h * tangent) - nrtgrad.grad(f)(x - h * tangent)) / (2 * h)
    np.testing.assert_allclose(nrtgrad.hvp(f)((x,), tangent), along, rtol=1e-5, atol=1e-7)
    assert_balanced(lambda: nrtgrad.grad(f)(x))
    assert_balanced(lambda: nrtgrad.jvp(f)((x,), tangent))


@numba.njit
def weighted_by_a_global_slice(X):
    return np.sum(np.tanh(SLICED_MATRIX[:X.shape[1], :X.shape[0]].T * X))


@pytest.mark.parametrize("n", [1, 3, 7, 9, 13, 101])
def test_a_2d_element_wise_product_with_a_transposed_global_slice(n):
    f = weighted_by_a_global_slice
    X = np.linspace(-0.5, 0.7, n * 3).reshape(n, 3)
    A = SLICED_MATRIX[:3, :n].T
    gradient = nrtgrad.grad(f)(X)
    np.testing.assert_allclose(gradient, (1 - np.tanh(A * X) ** 2) * A, rtol=1e-10, atol=1e-13)
    np.testing.assert_allclose(gradient, central_differences(f, (X,), 0), rtol=1e-6, atol=1e-7)
    tangent = np.linspace(1.0, 2.0, n * 3).reshape(n, 3)
    _, derivative = nrtgrad.jvp(f)((X,), tangent)
    assert derivative == pytest.approx(float(np.sum(gradient * tangent)), rel=1e-10, abs=1e-12)
    assert_balanced(lambda: nrtgrad.grad(f)(X))


@pytest.mark.parametrize("constant", [0.123456789, 0.987654321])
def test_a_function_edited_in_a_float_constant_gets_its_own_derivative(constant):
    """The same function with another constant (one LLVM prints in hex) is another
    derivative in the disk cache: its key keeps float constants, not only names."""
    namespace = {"np": np}
    exec(compile(f"def edited(x):\n    return np.sum(x * x * {constant})\n", "model.py", "exec"),
         namespace)
    x = np.arange(1.0, 4.0)
    np.testing.assert_allclose(nrtgrad.grad(numba.njit(namespace["edited"]))(x),
                               2 * constant * x, rtol=1e-14)
