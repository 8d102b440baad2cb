"""Benchmark kernels: each a Numba-compilable function returning one float64.

``BENCHMARKS`` is a list of ``Benchmark`` records.  Every record has

* ``function`` -- the plain Python function Numba compiles (``njit(signature)``);
* ``signature`` -- its explicit Numba signature;
* ``make_args(n, seed)`` -- example arguments for problem size ``n``;
* ``size`` -- the ``n`` the benchmark is timed at, ``check_size`` the small
  ``n`` its gradient is checked against finite differences at;
* ``jax(jnp, lax)`` -- the same function written in jax.numpy (built lazily,
  so this module imports with NumPy only);
* ``elementwise`` -- whether the kernel streams over its arrays (one pass or a
  few, O(n) work on O(n) data): for those scripts/bench.py also times the
  physical floor, one NumPy pass writing a gradient-sized array per float
  input (``floor``).

Every float parameter is differentiated (nrtgrad's default), and JAX
differentiates the same parameters.  The MLP's dense layers are loops;
`matmul` times a BLAS product (`A @ B`), whose derivative is BLAS again.
"""

from __future__ import annotations

import dataclasses
import math
from typing import Callable

import numpy as np


@dataclasses.dataclass(frozen=True)
class Benchmark:
    name: str
    pattern: str
    function: Callable
    signature: str
    make_args: Callable
    size: int
    check_size: int
    jax: Callable
    elementwise: bool = False

    def elements(self, n: int) -> int:
        """Number of float inputs the gradient has (the n of 2n finite differences)."""
        return sum(np.size(a) for a in self.make_args(n, 0)
                   if np.asarray(a).dtype.kind == "f")


# ---------------------------------------------------------------------------
# Kernels (Numba)
# ---------------------------------------------------------------------------


def expr_temps(x, y):
    return np.sum(np.exp(-0.5 * x * x) * np.sin(y) + 0.1 * x * y * y)


def loop_math(x):
    s = 0.0
    for i in range(x.shape[0]):
        v = x[i]
        s += math.log(1.0 + v * v) + math.tanh(v) * math.cos(v)
    return s


def rosenbrock(x):
    a = x[1:] - x[:-1] * x[:-1]
    b = 1.0 - x[:-1]
    return np.sum(100.0 * a * a + b * b)


def logsumexp(x):
    m = np.max(x)
    return m + np.log(np.sum(np.exp(x - m)))


def softplus_where(x):
    return np.sum(np.where(x > 0.0, x + np.log1p(np.exp(-x)), np.log1p(np.exp(x))))


def huber(x, y):
    s = 0.0
    for i in range(x.shape[0]):
        r = x[i] - y[i]
        if r > 1.0:
            s += r - 0.5
        elif r < -1.0:
            s += -r - 0.5
        else:
            s += 0.5 * r * r
    return s


def stencil2d(u):
    s = 0.0
    for i in range(1, u.shape[0] - 1):
        for j in range(1, u.shape[1] - 1):
            c = u[i, j]
            lap = u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1] - 4.0 * c
            s += lap * lap + 0.1 * c * c * c * c
    return s


def mlp_loss(X, W1, b1, W2, b2, w3, y):
    n, d = X.shape
    h = W1.shape[1]
    h1 = np.empty(h)
    loss = 0.0
    for k in range(n):
        for j in range(h):
            a = b1[j]
            for i in range(d):
                a += X[k, i] * W1[i, j]
            h1[j] = math.tanh(a)
        out = 0.0
        for j in range(h):
            a = b2[j]
            for i in range(h):
                a += h1[i] * W2[i, j]
            out += w3[j] * math.tanh(a)
        r = out - y[k]
        loss += r * r
    return loss / n


ODE_STEPS = 20
ODE_H = 0.01


def ode_euler(y0, k):
    y = y0.copy()
    for _ in range(ODE_STEPS):
        f = k * y - y * y * y + np.sin(y)
        y = y + ODE_H * f
    return np.sum(y * y)


def ode_loops(y0, k):
    y = y0.copy()
    for _ in range(ODE_STEPS):
        for i in range(y.shape[0]):
            v = y[i]
            y[i] = v + ODE_H * (k[i] * v - v * v * v + math.sin(v))
    return np.sum(y * y)


# time loops of a run-time step count (the last argument): LLVM's loop
# optimisations copy their arrays, so they are differentiated from Numba's
# module before those optimisations, as nrtgrad.grad does
TIME_STEPS = 10


def rk4_steps(y0, k, steps):
    y = y0.copy()
    for _ in range(steps):
        k1 = k * y - y * y * y + np.sin(y)
        y2 = y + 0.5 * ODE_H * k1
        k2 = k * y2 - y2 * y2 * y2 + np.sin(y2)
        y3 = y + 0.5 * ODE_H * k2
        k3 = k * y3 - y3 * y3 * y3 + np.sin(y3)
        y4 = y + ODE_H * k3
        k4 = k * y4 - y4 * y4 * y4 + np.sin(y4)
        y = y + (ODE_H / 6.0) * (k1 + 2.0 * k2 + 2.0 * k3 + k4)
    return np.sum(y * y)


def heat_steps(u0, alpha, steps):
    u = u0.copy()
    for _ in range(steps):
        un = u.copy()
        for i in range(1, u.shape[0] - 1):
            for j in range(1, u.shape[1] - 1):
                un[i, j] = u[i, j] + alpha * (u[i + 1, j] + u[i - 1, j] + u[i, j + 1]
                                              + u[i, j - 1] - 4.0 * u[i, j])
        u = un
    return np.sum(u * u)


def sum_squares(x):
    return np.sum(x * x)


def stencil1d(x):
    d = x[2:] - 2.0 * x[1:-1] + x[:-2]
    return np.sum(d * d)


def normalise(x):
    y = (x - np.mean(x)) / np.std(x)
    return np.sum(y * y * y)


def matvec_tanh(A, x):
    return np.sum(np.tanh(A @ x))


def transposed(A, x):
    r = A.T @ x
    return np.sum(r * r)


def horner(x, c):
    p = 0.0
    for i in range(c.shape[0]):
        p = p * x + c[i]
    return p


def piecewise(x):
    s = 0.0
    for i in range(x.shape[0]):
        v = x[i]
        if v > 0.5:
            s += v * v
        elif v < -0.5:
            s += math.exp(v)
        else:
            s += 0.25 * v - v * v * v
    return s


# ---------------------------------------------------------------------------
# The same functions in jax.numpy
# ---------------------------------------------------------------------------


def _jax_expr_temps(jnp, lax):
    return lambda x, y: jnp.sum(jnp.exp(-0.5 * x * x) * jnp.sin(y) + 0.1 * x * y * y)


def _jax_loop_math(jnp, lax):
    return lambda x: jnp.sum(jnp.log(1.0 + x * x) + jnp.tanh(x) * jnp.cos(x))


def _jax_rosenbrock(jnp, lax):
    def f(x):
        a = x[1:] - x[:-1] * x[:-1]
        b = 1.0 - x[:-1]
        return jnp.sum(100.0 * a * a + b * b)
    return f


def _jax_logsumexp(jnp, lax):
    def f(x):
        m = jnp.max(x)
        return m + jnp.log(jnp.sum(jnp.exp(x - m)))
    return f


def _jax_softplus_where(jnp, lax):
    return lambda x: jnp.sum(jnp.where(x > 0.0, x + jnp.log1p(jnp.exp(-x)),
                                       jnp.log1p(jnp.exp(x))))


def _jax_huber(jnp, lax):
    def f(x, y):
        r = x - y
        return jnp.sum(jnp.where(r > 1.0, r - 0.5,
                                 jnp.where(r < -1.0, -r - 0.5, 0.5 * r * r)))
    return f


def _jax_stencil2d(jnp, lax):
    def f(u):
        c = u[1:-1, 1:-1]
        lap = u[:-2, 1:-1] + u[2:, 1:-1] + u[1:-1, :-2] + u[1:-1, 2:] - 4.0 * c
        return jnp.sum(lap * lap + 0.1 * c * c * c * c)
    return f


def _jax_mlp_loss(jnp, lax):
    def f(X, W1, b1, W2, b2, w3, y):
        h1 = jnp.tanh(X @ W1 + b1)
        out = jnp.tanh(h1 @ W2 + b2) @ w3
        r = out - y
        return jnp.sum(r * r) / X.shape[0]
    return f


def _jax_ode_euler(jnp, lax):
    def f(y0, k):
        def step(_, y):
            return y + ODE_H * (k * y - y * y * y + jnp.sin(y))
        y = lax.fori_loop(0, ODE_STEPS, step, y0)
        return jnp.sum(y * y)
    return f


_jax_ode_loops = _jax_ode_euler  # the same integrator, updated in place


# JAX differentiates a loop of a static trip count: the step count argument is
# TIME_STEPS, which the arguments pass
def _jax_rk4_steps(jnp, lax):
    def f(y0, k, steps):
        def slope(y):
            return k * y - y * y * y + jnp.sin(y)

        def step(_, y):
            k1 = slope(y)
            k2 = slope(y + 0.5 * ODE_H * k1)
            k3 = slope(y + 0.5 * ODE_H * k2)
            k4 = slope(y + ODE_H * k3)
            return y + (ODE_H / 6.0) * (k1 + 2.0 * k2 + 2.0 * k3 + k4)
        y = lax.fori_loop(0, TIME_STEPS, step, y0)
        return jnp.sum(y * y)
    return f


def _jax_heat_steps(jnp, lax):
    def f(u0, alpha, steps):
        def step(_, u):
            c = u[1:-1, 1:-1]
            lap = u[2:, 1:-1] + u[:-2, 1:-1] + u[1:-1, 2:] + u[1:-1, :-2] - 4.0 * c
            return u.at[1:-1, 1:-1].set(c + alpha * lap)
        u = lax.fori_loop(0, TIME_STEPS, step, u0)
        return jnp.sum(u * u)
    return f


def _jax_sum_squares(jnp, lax):
    return lambda x: jnp.sum(x * x)


def _jax_stencil1d(jnp, lax):
    def f(x):
        d = x[2:] - 2.0 * x[1:-1] + x[:-2]
        return jnp.sum(d * d)
    return f


def _jax_normalise(jnp, lax):
    def f(x):
        y = (x - jnp.mean(x)) / jnp.std(x)
        return jnp.sum(y * y * y)
    return f


def _jax_matvec_tanh(jnp, lax):
    return lambda A, x: jnp.sum(jnp.tanh(A @ x))


def _jax_transposed(jnp, lax):
    def f(A, x):
        r = A.T @ x
        return jnp.sum(r * r)
    return f


def _jax_horner(jnp, lax):
    def f(x, c):
        c = jnp.asarray(c)
        return lax.fori_loop(0, c.shape[0], lambda i, p: p * x + c[i], jnp.zeros_like(x))
    return f


def _jax_piecewise(jnp, lax):
    def f(x):
        return jnp.sum(jnp.where(x > 0.5, x * x,
                                 jnp.where(x < -0.5, jnp.exp(x), 0.25 * x - x * x * x)))
    return f


# ---------------------------------------------------------------------------
# Arguments
# ---------------------------------------------------------------------------


def _vec(rng, n, scale=1.0):
    v = scale * rng.standard_normal(n)
    v[np.abs(v) < 1e-3] = 0.25  # away from kinks
    return v


def _one_vec(n, seed=0):
    return (_vec(np.random.default_rng(seed), n),)


def _two_vecs(n, seed=0):
    rng = np.random.default_rng(seed)
    return _vec(rng, n), _vec(rng, n)


def _rosen_args(n, seed=0):
    return (0.5 * _vec(np.random.default_rng(seed), n),)


def _huber_args(n, seed=0):
    rng = np.random.default_rng(seed)
    x = _vec(rng, n, 1.5)
    y = _vec(rng, n, 0.5)
    r = x - y
    x[np.abs(np.abs(r) - 1.0) < 1e-3] += 0.01  # away from the branch switch
    return x, y


def _grid(n, seed=0):
    return (np.ascontiguousarray(_vec(np.random.default_rng(seed), n * n).reshape(n, n)),)


def _rk4_args(n, seed=0):
    return (*_ode_args(n, seed), TIME_STEPS)


def _heat_args(n, seed=0):
    return (*_grid(n, seed), 0.1, TIME_STEPS)


MLP_DIM, MLP_HIDDEN = 8, 16


def _mlp_args(n, seed=0, d=MLP_DIM, h=MLP_HIDDEN):
    rng = np.random.default_rng(seed)
    X = rng.standard_normal((n, d))
    W1 = rng.standard_normal((d, h)) / math.sqrt(d)
    b1 = 0.1 * rng.standard_normal(h)
    W2 = rng.standard_normal((h, h)) / math.sqrt(h)
    b2 = 0.1 * rng.standard_normal(h)
    w3 = rng.standard_normal(h) / math.sqrt(h)
    y = rng.standard_normal(n)
    return X, W1, b1, W2, b2, w3, y


def _ode_args(n, seed=0):
    rng = np.random.default_rng(seed)
    return 0.5 * _vec(rng, n), 0.5 + 0.1 * rng.random(n)


def matmul(A, B):
    C = A @ B
    return np.sum(C * C)


def _jax_matmul(jnp, lax):
    def f(A, B):
        C = A @ B
        return jnp.sum(C * C)
    return f


def _two_matrices(n, seed=0):
    rng = np.random.default_rng(seed)
    return (np.ascontiguousarray(rng.standard_normal((n, n)) / math.sqrt(n)),
            np.ascontiguousarray(rng.standard_normal((n, n))))


def _normalise_args(n, seed=0):
    return (1.0 + _vec(np.random.default_rng(seed), n),)


MATVEC_ROWS_PER_COLUMN = 2  # matvec_tanh's A is n x 2n (256 x 512), transposed's 2n x n


def _matvec_args(n, seed=0):
    rng = np.random.default_rng(seed)
    m = MATVEC_ROWS_PER_COLUMN * n
    return (np.ascontiguousarray(rng.standard_normal((n, m)) / math.sqrt(m)),
            rng.standard_normal(m))


def _transposed_args(n, seed=0):
    rng = np.random.default_rng(seed)
    m = MATVEC_ROWS_PER_COLUMN * n
    return (np.ascontiguousarray(rng.standard_normal((m, n)) / math.sqrt(m)),
            rng.standard_normal(m))


def _horner_args(n, seed=0):
    rng = np.random.default_rng(seed)
    return 0.9 + 0.05 * rng.random(), rng.standard_normal(n)


def _piecewise_args(n, seed=0):
    x = _vec(np.random.default_rng(seed), n)
    x[np.abs(np.abs(x) - 0.5) < 1e-3] += 0.01  # away from the branch switches
    return (x,)


V = "float64[::1]"
M = "float64[:, ::1]"

BENCHMARKS = [
    Benchmark("expr_temps", "array expression, 5 temporaries", expr_temps,
              f"float64({V}, {V})", _two_vecs, 1_000_001, 9, _jax_expr_temps,
              elementwise=True),
    Benchmark("loop_math", "explicit loop, log/tanh/cos", loop_math,
              f"float64({V})", _one_vec, 1_000_001, 9, _jax_loop_math,
              elementwise=True),
    Benchmark("rosenbrock", "slices and temporaries", rosenbrock,
              f"float64({V})", _rosen_args, 1_000_001, 9, _jax_rosenbrock,
              elementwise=True),
    Benchmark("logsumexp", "max reduction, temporaries", logsumexp,
              f"float64({V})", _one_vec, 1_000_001, 9, _jax_logsumexp,
              elementwise=True),
    Benchmark("softplus_where", "np.where of two branches", softplus_where,
              f"float64({V})", _one_vec, 1_000_001, 9, _jax_softplus_where,
              elementwise=True),
    Benchmark("huber", "reduction with if/elif/else", huber,
              f"float64({V}, {V})", _huber_args, 1_000_001, 9, _jax_huber,
              elementwise=True),
    Benchmark("stencil2d", "2-D 5-point stencil, nested loops", stencil2d,
              f"float64({M})", _grid, 1000, 6, _jax_stencil2d),
    Benchmark("mlp_loss", f"MLP {MLP_DIM}-{MLP_HIDDEN}-{MLP_HIDDEN}-1, loops, tanh",
              mlp_loss, f"float64({M}, {M}, {V}, {M}, {V}, {V}, {V})", _mlp_args,
              4000, 4, _jax_mlp_loss),
    Benchmark("ode_euler", f"explicit Euler, {ODE_STEPS} allocating steps", ode_euler,
              f"float64({V}, {V})", _ode_args, 100_000, 8, _jax_ode_euler),
    Benchmark("ode_loops", f"explicit Euler, {ODE_STEPS} steps in place, element loop",
              ode_loops, f"float64({V}, {V})", _ode_args, 100_000, 8, _jax_ode_loops),
    Benchmark("rk4_steps", f"RK4, a run-time count of steps ({TIME_STEPS})", rk4_steps,
              f"float64({V}, {V}, int64)", _rk4_args, 100_000, 8, _jax_rk4_steps),
    Benchmark("heat_steps", f"2-D heat, {TIME_STEPS} run-time steps, double-buffered copies",
              heat_steps, f"float64({M}, float64, int64)", _heat_args, 500, 6,
              _jax_heat_steps),
    Benchmark("matmul", "`A @ B` of n x n matrices (BLAS gemm), sum of squares", matmul,
              f"float64({M}, {M})", _two_matrices, 512, 5, _jax_matmul),
    Benchmark("sum_squares", "`np.sum(x * x)`", sum_squares,
              f"float64({V})", _one_vec, 1_000_001, 9, _jax_sum_squares, elementwise=True),
    Benchmark("stencil1d", "1-D 3-point stencil of slices, sum of squares", stencil1d,
              f"float64({V})", _one_vec, 1_000_001, 9, _jax_stencil1d, elementwise=True),
    Benchmark("normalise", "`(x - mean) / std`, sum of cubes", normalise,
              f"float64({V})", _normalise_args, 1_000_001, 9, _jax_normalise,
              elementwise=True),
    Benchmark("matvec_tanh", "`sum(tanh(A @ x))`, A 256 x 512 (BLAS gemv)", matvec_tanh,
              f"float64({M}, {V})", _matvec_args, 256, 3, _jax_matvec_tanh),
    Benchmark("transposed", "`A.T @ x` of a 512 x 256 A, sum of squares", transposed,
              f"float64({M}, {V})", _transposed_args, 256, 3, _jax_transposed),
    Benchmark("horner", "Horner loop: a polynomial of a float, coefficients in an array",
              horner, f"float64(float64, {V})", _horner_args, 100_001, 9, _jax_horner),
    Benchmark("piecewise", "element loop, three branches (if/elif/else)", piecewise,
              f"float64({V})", _piecewise_args, 1_000_001, 9, _jax_piecewise,
              elementwise=True),
]

