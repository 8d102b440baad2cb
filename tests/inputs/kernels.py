"""Numba kernels used to produce the LLVM IR fixtures under ``tests/inputs``.

Every kernel is a plain, undecorated Python function that Numba can compile in
nopython mode and that returns a single ``float64``.  The fixture generator
(``scripts/dump_fixtures.py``) compiles each one with
``numba.njit(signature)`` and dumps the LLVM module that Numba produced.

The declarative table is ``KERNELS``::

    KERNELS = {
        name: (function, signature, make_args),
        ...
    }

* ``name`` (str) -- the kernel name; also the fixture file stem
  (``<name>.ll``).  It is always equal to ``function.__name__``.
* ``function`` -- the undecorated Python function.
* ``signature`` (str) -- an explicit Numba signature, e.g.
  ``"float64(float64[::1], float64)"``.  Arrays are C-contiguous
  (``[::1]`` / ``[:, ::1]``) except where a kernel tests the generic
  ``'A'`` layout (``float64[:]``).
* ``make_args`` -- a factory ``make_args(seed=0, n=8) -> tuple`` that returns
  realistic example arguments (NumPy arrays with the dtypes and layouts of the
  signature, Python floats, ints) for a problem of size ``n``.  The values are
  drawn from ``numpy.random.default_rng(seed)`` and keep the kernel away from
  kinks and singularities (e.g. no exact zeros where a branch switches, and
  positive values under ``log``/``sqrt``).  ``n`` must be >= 1; kernels that
  reshape into pairs use ``2 * ((n + 1) // 2)`` elements.

``PATTERNS`` maps every kernel name to a short description of the code
pattern it covers (used in the fixture README).

Only NumPy is needed to import this module; Numba is needed only to compile
the kernels.
"""

import math

import numpy as np

try:  # helpers called from a kernel must be jitted themselves
    from numba import njit as _njit, prange
except ImportError:  # importing this module needs only NumPy
    def _njit(function):
        return function
    prange = range


# ---------------------------------------------------------------------------
# Kernels
# ---------------------------------------------------------------------------


def sum_sq(x):
    s = 0.0
    for i in range(x.shape[0]):
        s += x[i] * x[i]
    return s


def sum_sq_np(x):
    return np.sum(x * x)


def exp_mul_sum(x, y):
    return np.sum(np.exp(x) * y)


def math_mix(x):
    s = 0.0
    for i in range(x.shape[0]):
        v = x[i]
        s += math.exp(0.5 * v) + math.log(1.0 + v * v) + math.tanh(v)
        s += math.sin(v) * math.sqrt(v * v + 1.0) + (v * v + 2.0) ** 1.5
    return s


def logsumexp(x):
    m = np.max(x)
    return m + np.log(np.sum(np.exp(x - m)))


def max_plus_sum(x):
    return np.max(x * x) + np.sum(np.sin(x))


def branchy(x):
    s = 0.0
    for i in range(x.shape[0]):
        v = x[i]
        if v > 0.0:
            s += v * v
        else:
            s += math.sin(v)
    return s



def huber_loss(x, y):
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


def piecewise_2d(X):
    s = 0.0
    for i in range(X.shape[0]):
        for j in range(X.shape[1]):
            v = X[i, j]
            if v < -1.0:
                t = -2.0 * v - 1.0
            elif v < 0.0:
                t = v * v
            elif v < 1.0:
                t = 0.5 * v * v
            else:
                t = v - 0.5
            s += t
    return s

def scaled_tanh(x, a):
    s = 0.0
    for i in range(x.shape[0]):
        s += math.tanh(a * x[i]) + a * a * x[i]
    return s


def int_power_sum(x, k):
    s = 0.0
    for i in range(x.shape[0]):
        s += x[i] ** k
    return s / k


def gather_sq(x, idx):
    s = 0.0
    for j in range(idx.shape[0]):
        v = x[idx[j]]
        s += v * v + math.sin(v)
    return s


def ode_euler(y0, h):
    y = y0.copy()
    for _ in range(6):
        k = np.sin(y) - 0.5 * y
        y = y + h * k
    return np.sum(y * y)


def euler_cubic(y0, h):
    y = y0.copy()
    for _ in range(3):
        y = y + h * (-y ** 3 + np.sin(y))
    return np.sum(y * y)


def euler_decay(y0, h):
    y = y0.copy()
    for _ in range(3):
        y = y + h * (-y * y)
    return np.sum(y)


def euler_2d(u0, h):
    u = u0.copy()
    for _ in range(4):
        u = u + h * (np.sin(u) - u * u)
    return np.sum(u * u)


def euler_rates(y0, k):
    y = y0.copy()
    for _ in range(20):
        f = k * y - y * y * y + np.sin(y)
        y = y + 0.01 * f
    return np.sum(y * y)


def diff_slices(u):
    d = u[1:] - u[:-1]
    return np.sum(d * d)


def transpose_sum(X):
    Xt = X.T
    s = 0.0
    for i in range(Xt.shape[0]):
        for j in range(Xt.shape[1]):
            s += Xt[i, j] * Xt[i, j] * (i + 1.0)
    return s


def row_loop(A, x):
    s = 0.0
    for i in range(A.shape[0]):
        row = A[i]
        s += math.tanh(np.sum(row * x))
    return s


def reshape_pairs(x):
    n = x.shape[0] // 2
    P = x.reshape((n, 2))
    s = 0.0
    for i in range(n):
        s += P[i, 0] * P[i, 1] + P[i, 1] * P[i, 1]
    return s


def copy_update(x):
    y = x.copy()
    for i in range(1, y.shape[0]):
        y[i] = y[i] + 0.5 * y[i - 1]
    return np.sum(y * y)


def cumsum_sin(x):
    c = np.cumsum(x)
    return np.sum(np.sin(c))


def where_select(x):
    w = np.where(x > 0.0, x * x, np.sin(x))
    return np.sum(w)


def dot1d(x, y):
    d = np.dot(x, y)
    return d * d + np.dot(x, x)


def matvec(A, x):
    v = A @ x
    return np.sum(v * v)


def strided_sum(x):
    s = 0.0
    for i in range(x.shape[0]):
        s += (i + 1.0) * x[i] * x[i]
    return s


def list_append_sum(x):
    lst = []
    for i in range(x.shape[0]):
        lst.append(x[i] * x[i] + 1.0)
    s = 0.0
    for v in lst:
        s += math.log(v)
    return s


def rosenbrock2(a, b):
    return (1.0 - a) ** 2 + 100.0 * (b - a * a) ** 2


def branch_alloc(x, c):
    if c > 0.0:
        t = x * c
    else:
        t = x + c
    return np.sum(t * t)


def reassign_arg(x):
    y = x
    for _ in range(3):
        y = y * 0.5 + x
    return np.sum(np.sin(y))


def views_in_loop(x):
    s = 0.0
    for i in range(3):
        t = np.exp(x * (0.1 * i))
        u = t[1:] - t[:-1]
        s += np.sum(u * u)
    return s


def copy_math(x):
    y = x.copy()
    y *= 2.0
    return np.sum(np.sin(y) * x)


def heat_copy_2d(u0, h):
    u = u0.copy()
    n, m = u.shape
    for _ in range(3):
        un = u.copy()
        for i in range(n):
            for j in range(1, m - 1):
                u[i, j] = un[i, j] + h * (un[i, j - 1] - 2.0 * un[i, j] + un[i, j + 1]
                                          + np.sin(un[i, j]))
    return np.sum(u * u)


def sort_weighted(x, w):
    return np.sum(np.sort(x) * w)


def argsort_gather(x, w):
    g = x[np.argsort(x)]
    return np.sum(g * w) + np.sum(g * g)


def row_max_loop(A):
    s = 0.0
    for i in range(A.shape[0]):
        row = A[i]
        s += row.max() * (i + 1.0) + row[0]
    return s


@_njit
def _stats(v):
    return v.sum(), (v * v).sum()


def tuple_stats(x):
    a, b = _stats(x)
    c, d = _stats(np.sin(x))
    return a * b + c - d


def erf_loop(x):
    s = 0.0
    for i in range(x.shape[0]):
        s += math.erf(x[i]) * x[i]
    return s


def polar_loss(x, y):
    return np.sum(np.hypot(x, y) * np.arctan2(y, x))


def slice_assign(x):
    y = np.empty_like(x)
    y[:] = np.sin(x) * x
    return np.sum(y * y)


def row_assign(X):
    n, m = X.shape
    out = np.empty((n, m))
    for i in range(n):
        row = np.sin(X[i]) * X[i]
        out[i, :] = row
    return np.sum(out * out)


def list_append_f32(x):
    lst = []
    for i in range(x.shape[0]):
        lst.append(x[i] * x[i] + np.float32(1.0))
    s = 0.0
    for v in lst:
        s += math.log(v) * v
    return s


def list_of_arrays(x):
    lst = []
    for k in range(3):
        lst.append(x * (k + 1.0))
    s = 0.0
    for a in lst:
        s += np.sum(np.sin(a))
    return s


def list_comp_arrays(x):
    rows = [x * k for k in range(3)]
    s = 0.0
    for r in rows:
        s += np.sum(r * r)
    return s


def list_display_arrays(x):
    rows = [x * 2.0, np.sin(x), x * x]
    s = 0.0
    for r in rows:
        s += np.sum(r * rows[0])
    return s


def list_pop_arrays(x):
    lst = []
    for k in range(3):
        lst.append(x * (k + 1.0))
    a = lst.pop()
    return np.sum(a * a) + np.sum(lst[0])


def sum_axis0(X):
    c = np.sum(X, axis=0)
    return np.sum(c * c)


def shift_assign(x):
    y = np.sin(x)
    y[1:] = y[:-1]
    return np.sum(y * x)


def rk4_steps(y0, h):
    y = y0.copy()
    for _ in range(3):
        k1 = np.sin(y) - 0.5 * y
        y2 = y + (0.5 * h) * k1
        k2 = np.sin(y2) - 0.5 * y2
        y3 = y + (0.5 * h) * k2
        k3 = np.sin(y3) - 0.5 * y3
        y4 = y + h * k3
        k4 = np.sin(y4) - 0.5 * y4
        y = y + (h / 6.0) * (k1 + 2.0 * k2 + 2.0 * k3 + k4)
    return np.sum(y * y)


def heat_copy(u0, h):
    u = u0.copy()
    n, m = u.shape
    for _ in range(3):
        un = u.copy()
        for i in range(1, n - 1):
            for j in range(1, m - 1):
                un[i, j] = u[i, j] + h * (u[i - 1, j] + u[i + 1, j] + u[i, j - 1]
                                          + u[i, j + 1] - 4.0 * u[i, j] + math.sin(u[i, j]))
        u = un
    return np.sum(u * u)


def heat_buffer(u0, h):
    u = u0.copy()
    n, m = u.shape
    for _ in range(3):
        un = np.empty_like(u)
        for i in range(n):
            for j in range(m):
                c = u[i, j]
                up = u[max(i - 1, 0), j]
                down = u[min(i + 1, n - 1), j]
                left = u[i, max(j - 1, 0)]
                right = u[i, min(j + 1, m - 1)]
                un[i, j] = c + h * (up + down + left + right - 4.0 * c - c * c * c)
        u = un
    return np.sum(u * u)


def branch_carried(y0, h):
    y = y0 * 1.0  # a copy without y0.copy()
    for _ in range(4):
        if y[0] > 0.0:
            y = y + h * np.sin(y)
        else:
            y = y * (1.0 - h) + h * np.cos(y)
    return np.sum(y * y)


def matmul(A, B):
    C = A @ B
    return np.sum(C * C)


def matmul_f(A, B):
    C = A @ B
    return np.sum(C * C)


def matmul_f32(A, B):
    C = A @ B
    return np.sum(C * C)


def matvec_f(A, x):
    v = A @ x
    return np.sum(v * v)


def matvec_f32(A, x):
    v = A @ x
    return np.sum(v * v)


def solve_loss(A, b):
    return np.sum(np.linalg.solve(A, b) ** 2)


def solve_matrix(A, B):
    X = np.linalg.solve(A, B)
    return np.sum(np.sin(X))


def solve_f32(A, b):
    return np.sum(np.linalg.solve(A, b) ** 2)


def inv_loss(A, b):
    return np.sum((np.linalg.inv(A) @ b) ** 2)


def inv_f32(A, b):
    return np.sum((np.linalg.inv(A) @ b) ** 2)


def cholesky_loss(A):
    # the factor of A A^T + n I, positive definite for every A
    n = A.shape[0]
    S = A @ A.T
    for i in range(n):
        S[i, i] += n
    return np.sum(np.sin(np.linalg.cholesky(S)))


def cholesky_solve(A, b):
    # A^-1 b from the factor L of A by two triangular substitutions
    L = np.linalg.cholesky(A)
    n = b.shape[0]
    y = np.empty(n)
    for i in range(n):
        s = b[i]
        for k in range(i):
            s -= L[i, k] * y[k]
        y[i] = s / L[i, i]
    x = np.empty(n)
    for i in range(n - 1, -1, -1):
        s = y[i]
        for k in range(i + 1, n):
            s -= L[k, i] * x[k]
        x[i] = s / L[i, i]
    return np.sum(x ** 2)


def cholesky_f32(A, b):
    # L @ b: a float32 sum of n terms, not of n^2 (its rounding would swamp the check)
    n = A.shape[0]
    S = A @ A.T
    for i in range(n):
        S[i, i] += n
    return np.sum(np.sin(np.linalg.cholesky(S) @ b))


def det_loss(A, b):
    return np.linalg.det(A) * np.sum(b)


def slogdet_loss(A, b):
    sign, logabsdet = np.linalg.slogdet(A)
    return sign * logabsdet + np.sum(b * b)


def det_f32(A, b):
    return np.linalg.det(A) * np.sum(b)


def vecmat(A, x):
    v = x @ A
    return np.sum(np.sin(v))


def dot_mv(A, x):
    v = np.dot(A, x)
    return np.sum(v * x)


def norm_sum(x):
    return np.linalg.norm(x) + np.sum(x)


def matmul_chain(A, B):
    return np.sum(np.sin((A @ B) @ B.T))


def softmax_rows(X, w):
    s = 0.0
    for i in range(X.shape[0]):
        e = np.exp(X[i] - np.max(X[i]))
        p = e / np.sum(e)
        s += np.sum(p * w)
    return s


def cross_entropy(X, labels):
    loss = 0.0
    for i in range(X.shape[0]):
        row = X[i]
        m = np.max(row)
        loss += m + np.log(np.sum(np.exp(row - m))) - row[labels[i]]
    return loss / X.shape[0]


def mlp2(W1, W2, x):
    h = np.empty(W1.shape[0])
    for i in range(W1.shape[0]):
        acc = 0.0
        for j in range(x.shape[0]):
            acc += W1[i, j] * x[j]
        h[i] = acc
    h = np.tanh(h)
    s = 0.0
    for k in range(W2.shape[0]):
        acc = 0.0
        for i in range(h.shape[0]):
            acc += W2[k, i] * h[i]
        s += math.tanh(acc)
    return s


def matvec_tanh(A, x):
    v = np.zeros(A.shape[0])
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            v[i] += A[i, j] * x[j]
    return np.sum(np.tanh(v))


def masked_where_sum(x, y):
    mask = x > 0.0
    return np.sum(np.where(mask, x * y, 0.0)) + np.sum(mask * y)


def softmax_loop(X):
    s = 0.0
    for i in range(X.shape[0]):
        m = X[i, 0]
        for j in range(X.shape[1]):
            m = max(m, X[i, j])
        z = 0.0
        for j in range(X.shape[1]):
            z += math.exp(X[i, j] - m)
        s += math.log(z) + m
    return s


def outer_sum(x, y):
    return np.sum(np.sin(np.outer(x, y)))


def matmul3(A, B, D):
    return np.sum(np.sin((A @ B) @ D))


def sum_sq_f32(x):
    return np.sum(x * x)


def poly_f32(x, a):
    s = np.float32(0.0)
    for i in range(x.shape[0]):
        s += a * x[i] * x[i] + np.float32(0.5) * x[i]
    return s


def sum_and_sumsq(x):
    return np.sum(np.sin(x)), np.sum(x * x)


def residuals(x):
    r = np.empty(x.shape[0])
    for i in range(x.shape[0] - 1):
        r[i] = 10.0 * (x[i + 1] - x[i] * x[i])
    r[x.shape[0] - 1] = 1.0 - x[0]
    return r


def residuals_f32(x):
    r = np.empty_like(x)
    for i in range(x.shape[0] - 1):
        r[i] = np.float32(10.0) * (x[i + 1] - x[i] * x[i])
    r[x.shape[0] - 1] = np.float32(1.0) - x[0]
    return r


def sin_matrix(X):
    return np.sin(X) * X


def tail_view(x):
    return x[1:]


def transpose_view(X):
    return X.T


def moments_f32(x):
    return np.sum(x * x), np.sum(np.sin(x))


def prange_sum(x, h):
    s = 0.0
    for i in prange(x.shape[0]):
        s += math.exp(x[i] * h)
    return s


def prange_update(x, y):
    out = np.empty_like(x)
    for i in prange(x.shape[0]):
        out[i] = np.sin(x[i]) * y[i] + x[i] * x[i]
    return np.sum(out * out)


def prange_rows(X, w):
    acc = np.zeros(X.shape[0])
    for i in prange(X.shape[0]):
        t = 0.0
        for j in prange(X.shape[1]):  # a nested prange: Numba runs it serially
            t += X[i, j] * w[j]
        acc[i] = math.tanh(t)
    return np.sum(acc * acc)


def eigvalsh_loss(A, c):
    w = np.linalg.eigvalsh(A)
    return np.sum(w * c) + np.log(np.sum(np.exp(w)))


def eigh_loss(A, c):
    w, V = np.linalg.eigh(A)
    return np.sum((w + 3.0) ** 2 * c * c) + np.sum(V ** 4 * c)


def eigh_f32(A, c):
    w, V = np.linalg.eigh(A)
    return np.sum((w + 3.0) ** 2 * c * c) + np.sum(V ** 4 * c)


def svd_values(A, c):
    _, s, _ = np.linalg.svd(A, full_matrices=False)
    return np.sum(s * c[:s.size]) + np.sum(np.log(s))


def svd_loss(A, c):
    U, s, Vt = np.linalg.svd(A, full_matrices=False)
    return np.sum(s * c[:s.size]) + np.sum(U ** 4) + np.sum(Vt ** 4 * c)


def svd_square(A, c):
    U, s, Vt = np.linalg.svd(A)
    return np.sum(s * c) + np.sum(U ** 4) + np.sum(Vt ** 4 * c)


def svd_f32(A, c):
    U, s, Vt = np.linalg.svd(A, full_matrices=False)
    return np.sum(s * c[:s.size]) + np.sum(U ** 4) + np.sum(Vt ** 4 * c)


def pinv_loss(A):
    P = np.linalg.pinv(A)
    return np.sum(P * P) + np.sum(np.sin(P))


def norm2_loss(A):
    return np.linalg.norm(A, 2)



def cond_loss(A):
    return np.linalg.cond(A)


def rank_loss(A):
    return np.sum(A * A) * np.linalg.matrix_rank(A)


def qr_loss(A):
    Q, R = np.linalg.qr(A)
    return np.sum(np.sin(Q)) + np.sum(R * R * 0.3) + np.sum(np.cos(R))


def qr_wide(A):
    Q, R = np.linalg.qr(A)
    return np.sum(Q * Q[0, 0]) + np.sum(np.tanh(R))


def qr_f32(A):
    Q, R = np.linalg.qr(A)
    return np.sum(np.sin(Q)) + np.sum(R * R * np.float32(0.3))


def rnn_steps(A, x0):
    x = x0.copy()
    for _ in range(4):
        x = np.tanh(A @ x)
    return np.sum(x * x)


def matmul_steps(A, X0):
    X = X0.copy()
    for _ in range(3):
        X = np.tanh(A @ X)
    return np.sum(X * X)


def implicit_euler(A, x0):
    M = np.eye(x0.shape[0]) - 0.1 * A
    x = x0.copy()
    for _ in range(4):
        x = np.linalg.solve(M, x)
    return np.sum(x * x)
def lstsq_loss(A, b):
    x, res, rank, s = np.linalg.lstsq(A, b)
    return np.sum(np.sin(x)) + np.sum(s)


def lstsq_matrix(A, B):
    X, res, rank, s = np.linalg.lstsq(A, B)
    return np.sum(np.cos(X) * X)


def lstsq_square(A, b):
    x, res, rank, s = np.linalg.lstsq(A, b)
    return np.sum(np.sin(x))


def lstsq_wide(A, b):
    x, res, rank, s = np.linalg.lstsq(A, b)
    return np.sum(np.sin(x)) + np.sum(x * x)


def lstsq_residuals(A, b):
    x, res, rank, s = np.linalg.lstsq(A, b)
    return np.sum(res) + np.sum(np.sin(x))


def lstsq_f32(A, b):
    x, res, rank, s = np.linalg.lstsq(A, b)
    return np.sum(np.sin(x.astype(np.float64))) + np.sum(s.astype(np.float64))


def _args_matmul3(seed=0, n=8):
    A, B = _args_matmul(seed, n)
    D = _rng(seed + 1).standard_normal((3, 2))
    return (A, B, np.ascontiguousarray(D))


def _args_rows(seed=0, n=8):
    rng = _rng(seed)
    return (np.ascontiguousarray(rng.standard_normal((n, 9))), _vec(rng, 9))


def _args_logits(seed=0, n=8):
    rng = _rng(seed)
    X = np.ascontiguousarray(rng.standard_normal((n, 9)))
    return (X, np.ascontiguousarray(rng.integers(0, 9, size=n).astype(np.int64)))


def _args_mlp(seed=0, n=8):
    rng = _rng(seed)
    W1 = np.ascontiguousarray(rng.standard_normal((n, 7)) / math.sqrt(7))
    W2 = np.ascontiguousarray(rng.standard_normal((3, n)) / math.sqrt(n))
    return (W1, W2, _vec(rng, 7))


def _args_wide_matrix(seed=0, n=8):
    # 11 columns: the unrolled loops over a row run their main body and remainder
    return (np.ascontiguousarray(_rng(seed).standard_normal((n, 11))),)


def _args_tall_matrix_vec(seed=0, n=8):
    rng = _rng(seed)
    return (np.ascontiguousarray(rng.standard_normal((n, 7)) / math.sqrt(7)), _vec(rng, 7))


def _args_matmul(seed=0, n=8):
    rng = _rng(seed)
    A = rng.standard_normal((n, n)) / math.sqrt(n)
    return (np.ascontiguousarray(A), np.ascontiguousarray(rng.standard_normal((n, 3))))


def _args_matmul_f(seed=0, n=8):
    # at least 2 rows: a 1 x 1 or 1 x 3 array is C-contiguous too, and Numba types it 'C'
    return tuple(np.asfortranarray(a) for a in _args_matmul(seed, max(n, 2)))


def _args_matmul_f32(seed=0, n=8):
    return tuple(a.astype(np.float32) for a in _args_matmul(seed, n))


def _args_matvec_f(seed=0, n=8):
    A, x = _args_matrix_vec(seed, max(n, 2))  # at least 2 rows: see _args_matmul_f
    return (np.asfortranarray(A), x)


def _args_x32(seed=0, n=8):
    return (_vec(_rng(seed), n).astype(np.float32),)


def _args_matvec_f32(seed=0, n=8):
    return tuple(a.astype(np.float32) for a in _args_matrix_vec(seed, n))


def _args_x_f32(seed=0, n=8):
    return (_vec(_rng(seed), n).astype(np.float32),)


def _args_poly_f32(seed=0, n=8):
    rng = _rng(seed)
    return (_vec(rng, n).astype(np.float32), float(np.float32(rng.uniform(0.5, 1.5))))


def _args_vecmat(seed=0, n=8):
    rng = _rng(seed)
    return (np.ascontiguousarray(rng.standard_normal((n, 3))), _vec(rng, n))


# ---------------------------------------------------------------------------
# Example-argument factories
# ---------------------------------------------------------------------------


def _rng(seed):
    return np.random.default_rng(seed)


def _vec(rng, n):
    # Standard normal, nudged away from exact zero (branch points).
    v = rng.standard_normal(n)
    v[np.abs(v) < 1e-3] = 0.25
    return np.ascontiguousarray(v, dtype=np.float64)


def _args_x(seed=0, n=8):
    return (_vec(_rng(seed), n),)


def _args_xy(seed=0, n=8):
    rng = _rng(seed)
    return (_vec(rng, n), _vec(rng, n))


def _args_x_scale(seed=0, n=8):
    rng = _rng(seed)
    return (_vec(rng, n), float(rng.uniform(0.5, 1.5)))


def _args_x_int(seed=0, n=8):
    rng = _rng(seed)
    return (_vec(rng, n), 3)


def _args_gather(seed=0, n=8):
    rng = _rng(seed)
    x = _vec(rng, n)
    idx = rng.integers(0, n, size=2 * n).astype(np.int64)
    return (x, np.ascontiguousarray(idx))


def _args_ode(seed=0, n=8):
    rng = _rng(seed)
    return (_vec(rng, n), 0.1)


def _args_matrix(seed=0, n=8):
    rng = _rng(seed)
    X = rng.standard_normal((n, 3))
    return (np.ascontiguousarray(X, dtype=np.float64),)


def _args_matrix_ode(seed=0, n=8):
    return (*_args_matrix(seed, n), 0.1)


def _args_matrix_vec(seed=0, n=8):
    rng = _rng(seed)
    A = np.ascontiguousarray(rng.standard_normal((n, n)) / math.sqrt(n))
    return (A, _vec(rng, n))


def _well_conditioned(rng, n):
    # uniform entries of spectral radius about 0.6 shifted by 3 I: condition number
    # under 2 at every n, so np.linalg.solve's and inv's finite differences are accurate
    return np.ascontiguousarray(rng.uniform(-1.0, 1.0, (n, n)) / math.sqrt(n) + 3.0 * np.eye(n))


def _args_solve(seed=0, n=8):
    rng = _rng(seed)
    return (_well_conditioned(rng, n), _vec(rng, n))


def _args_solve_matrix(seed=0, n=8):
    rng = _rng(seed)
    return (_well_conditioned(rng, n), np.ascontiguousarray(rng.standard_normal((n, 3))))


def _args_solve_f32(seed=0, n=8):
    return tuple(a.astype(np.float32) for a in _args_solve(seed, n))


def _args_cholesky(seed=0, n=8):
    return (np.ascontiguousarray(_rng(seed).standard_normal((n, n))),)


def _args_cholesky_solve(seed=0, n=8):
    # M M^T of a well-conditioned M: symmetric positive definite, condition under 4
    rng = _rng(seed)
    M = _well_conditioned(rng, n)
    return (np.ascontiguousarray(M @ M.T), _vec(rng, n))


def _args_cholesky_f32(seed=0, n=8):
    rng = _rng(seed)
    return (rng.standard_normal((n, n)).astype(np.float32), _vec(rng, n).astype(np.float32))


def _args_det(seed=0, n=8):
    # the rows of a matrix near I reversed: partial pivoting swaps them back, and the
    # determinant stays within a few orders of magnitude of 1 at every n
    rng = _rng(seed)
    return (np.ascontiguousarray(_well_conditioned(rng, n)[::-1] / 3.0), _vec(rng, n))


def _args_det_f32(seed=0, n=8):
    return tuple(a.astype(np.float32) for a in _args_det(seed, n))


def _args_pairs(seed=0, n=8):
    return (_vec(_rng(seed), 2 * ((n + 1) // 2)),)


def _args_strided(seed=0, n=8):
    base = _vec(_rng(seed), 2 * n)
    return (base[::2],)  # non-contiguous view, stride 16 bytes


def _args_sortable(seed=0, n=8):
    # distinct values at least 1/n apart: a finite-difference step never reorders them
    rng = _rng(seed)
    x = (rng.permutation(n) + rng.uniform(0.25, 0.75, n)) * (2.0 / n) - 1.0
    return (np.ascontiguousarray(x), _vec(rng, n))


def _args_scalars(seed=0, n=8):
    rng = _rng(seed)
    return (float(rng.uniform(-1.5, 1.5)), float(rng.uniform(-0.5, 2.0)))


def _args_eigh(seed=0, n=8):
    # the lower triangle (which np.linalg.eigh reads) of Q diag(d) Q^T, eigenvalues at
    # least 0.5 apart, so eigenvector differences are accurate; random numbers above it.
    # At most 201 x 201: the large size of the fixture tests (2001) would spend
    # seconds in LAPACK per call
    rng = _rng(seed)
    n = min(n, 201)
    Q, _ = np.linalg.qr(rng.standard_normal((n, n)))
    d = (np.arange(n) - (n - 1) / 2.0) * 0.6 + rng.uniform(0.0, 0.1, n)
    A = np.tril(Q @ np.diag(d) @ Q.T) + np.triu(rng.standard_normal((n, n)), 1)
    return (np.ascontiguousarray(A), _vec(rng, n))


def _args_eigh_f32(seed=0, n=8):
    return tuple(a.astype(np.float32) for a in _args_eigh(seed, n))


def _separated(rng, m, n, gap=0.5):
    # Q1 diag(d) Q2^T, m x n, its singular values d at least `gap` apart and at least 1,
    # so differences of singular vectors (and of pinv) are accurate.  At most 101 x 103:
    # the large size of the fixture tests (2001) would spend seconds in LAPACK per call
    m, n = min(m, 103), min(n, 103)
    k = min(m, n)
    Q1, _ = np.linalg.qr(rng.standard_normal((m, k)))
    Q2, _ = np.linalg.qr(rng.standard_normal((n, k)))
    d = 1.0 + gap * np.arange(k)[::-1] + rng.uniform(0.0, 0.1, k)
    return np.ascontiguousarray(Q1 @ np.diag(d) @ Q2.T)


def _args_svd(seed=0, n=8):
    # a tall matrix, (n + 2) x n, and weights
    rng = _rng(seed)
    return (_separated(rng, n + 2, n), _vec(rng, min(n, 103)))


def _args_svd_square(seed=0, n=8):
    rng = _rng(seed)
    return (_separated(rng, n, n), _vec(rng, min(n, 103)))


def _args_svd_f32(seed=0, n=8):
    # singular values 2 apart: float32's rounding of the singular vectors' derivative
    # (which divides by the gaps) stays within the float32 tolerance of the checks
    rng = _rng(seed)
    A = _separated(rng, n + 2, n, gap=2.0)
    return (A.astype(np.float32), _vec(rng, min(n, 103)).astype(np.float32))


def _args_svd_matrix(seed=0, n=8):
    return (_separated(_rng(seed), n + 2, n),)


def _args_svd_wide(seed=0, n=8):
    return (_separated(_rng(seed), n, n + 2),)


def _args_qr(seed=0, n=8):
    # (n + 2) x n: Q has an orthogonal complement; at most 201 columns (the derivative
    # forms the m x m Q_full)
    n = min(n, 201)
    return (np.ascontiguousarray(_rng(seed).standard_normal((n + 2, n))),)


def _args_qr_wide(seed=0, n=8):
    n = min(n, 201)
    return (np.ascontiguousarray(_rng(seed).standard_normal((n, n + 3))),)


def _args_qr_f32(seed=0, n=8):
    # at most 101 columns: at 201 x 201 the float32 JVP and gradient of a loss of some
    # 4 10^4 terms differ by 2e-5 of a directional derivative of 13 (seed 3), past the
    # float32 tolerance; the float64 qr_loss and qr_wide are checked at 201 columns
    n = min(n, 101)
    return (np.ascontiguousarray(_rng(seed).standard_normal((n, n)).astype(np.float32)),)


def _args_steps(seed=0, n=8):
    # A of spectral radius about 0.6: the steps neither blow up nor saturate tanh
    rng = _rng(seed)
    return (np.ascontiguousarray(rng.uniform(-1.0, 1.0, (n, n)) / math.sqrt(n)), _vec(rng, n))


def _args_matmul_steps(seed=0, n=8):
    rng = _rng(seed)
    return (np.ascontiguousarray(rng.uniform(-1.0, 1.0, (n, n)) / math.sqrt(n)),
            np.ascontiguousarray(rng.uniform(-1.0, 1.0, (n, 3))))
def _args_lstsq(seed=0, n=8, rows=None, columns=None):
    # a full-rank (n + 2) x n A (or rows x columns) and a right-hand side; at most
    # 201 columns: LAPACK's SVD per call at the fixture tests' large size
    rng = _rng(seed)
    n = min(n, 201)
    rows, columns = rows or n + 2, columns or n
    return (rng.standard_normal((rows, columns)), _vec(rng, rows))


def _args_lstsq_matrix(seed=0, n=8):
    A, _ = _args_lstsq(seed, n)
    return (A, np.ascontiguousarray(_rng(seed + 1).standard_normal((A.shape[0], 3))))


def _args_lstsq_square(seed=0, n=8):
    A, b = _args_lstsq(seed, n, rows=min(n, 201))
    return (A + 3.0 * np.eye(len(A)), b)


def _args_lstsq_wide(seed=0, n=8):
    return _args_lstsq(seed, n, rows=min(n, 201), columns=min(n, 201) + 2)


def _args_lstsq_f32(seed=0, n=8):
    # singular values from 1, 0.5 apart (_separated): float32's rounding of the
    # derivative grows with A's condition number (with a random 15 x 13 A it missed the
    # float32 tolerance of the fixture checks)
    rng = _rng(seed)
    A = _separated(rng, n + 2, n)
    return (A.astype(np.float32), _vec(rng, A.shape[0]).astype(np.float32))


# ---------------------------------------------------------------------------
# Declarative table
# ---------------------------------------------------------------------------

_V = "float64[::1]"
_M = "float64[:, ::1]"
_MF = "float64[::1, :]"
_M32 = "float32[:, ::1]"
_V32 = "float32[::1]"

KERNELS = {
    "sum_sq": (sum_sq, f"float64({_V})", _args_x),
    "sum_sq_np": (sum_sq_np, f"float64({_V})", _args_x),
    "exp_mul_sum": (exp_mul_sum, f"float64({_V}, {_V})", _args_xy),
    "math_mix": (math_mix, f"float64({_V})", _args_x),
    "logsumexp": (logsumexp, f"float64({_V})", _args_x),
    "max_plus_sum": (max_plus_sum, f"float64({_V})", _args_x),
    "branchy": (branchy, f"float64({_V})", _args_x),
    "scaled_tanh": (scaled_tanh, f"float64({_V}, float64)", _args_x_scale),
    "int_power_sum": (int_power_sum, f"float64({_V}, int64)", _args_x_int),
    "gather_sq": (gather_sq, f"float64({_V}, int64[::1])", _args_gather),
    "ode_euler": (ode_euler, f"float64({_V}, float64)", _args_ode),
    "euler_cubic": (euler_cubic, f"float64({_V}, float64)", _args_ode),
    "euler_decay": (euler_decay, f"float64({_V}, float64)", _args_ode),
    "euler_2d": (euler_2d, f"float64({_M}, float64)", _args_matrix_ode),
    "euler_rates": (euler_rates, f"float64({_V}, {_V})", _args_xy),
    "huber_loss": (huber_loss, f"float64({_V}, {_V})", _args_xy),
    "piecewise_2d": (piecewise_2d, f"float64({_M})", _args_wide_matrix),
    "diff_slices": (diff_slices, f"float64({_V})", _args_x),
    "transpose_sum": (transpose_sum, f"float64({_M})", _args_matrix),
    "row_loop": (row_loop, f"float64({_M}, {_V})", _args_matrix_vec),
    "reshape_pairs": (reshape_pairs, f"float64({_V})", _args_pairs),
    "copy_update": (copy_update, f"float64({_V})", _args_x),
    "cumsum_sin": (cumsum_sin, f"float64({_V})", _args_x),
    "where_select": (where_select, f"float64({_V})", _args_x),
    "dot1d": (dot1d, f"float64({_V}, {_V})", _args_xy),
    "matvec": (matvec, f"float64({_M}, {_V})", _args_matrix_vec),
    "strided_sum": (strided_sum, "float64(float64[:])", _args_strided),
    "list_append_sum": (list_append_sum, f"float64({_V})", _args_x),
    "rosenbrock2": (rosenbrock2, "float64(float64, float64)", _args_scalars),
    "branch_alloc": (branch_alloc, f"float64({_V}, float64)", _args_x_scale),
    "reassign_arg": (reassign_arg, f"float64({_V})", _args_x),
    "views_in_loop": (views_in_loop, f"float64({_V})", _args_x),
    "copy_math": (copy_math, f"float64({_V})", _args_x),
    "heat_copy_2d": (heat_copy_2d, f"float64({_M}, float64)", _args_matrix_ode),
    "sort_weighted": (sort_weighted, f"float64({_V}, {_V})", _args_sortable),
    "argsort_gather": (argsort_gather, f"float64({_V}, {_V})", _args_sortable),
    "row_max_loop": (row_max_loop, f"float64({_M})", _args_matrix),
    "tuple_stats": (tuple_stats, f"float64({_V})", _args_x),
    "erf_loop": (erf_loop, f"float64({_V})", _args_x),
    "polar_loss": (polar_loss, f"float64({_V}, {_V})", _args_xy),
    "slice_assign": (slice_assign, f"float64({_V})", _args_x),
    "row_assign": (row_assign, f"float64({_M})", _args_matrix),
    "list_of_arrays": (list_of_arrays, f"float64({_V})", _args_x),
    "list_comp_arrays": (list_comp_arrays, f"float64({_V})", _args_x),
    "list_display_arrays": (list_display_arrays, f"float64({_V})", _args_x),
    "list_pop_arrays": (list_pop_arrays, f"float64({_V})", _args_x),
    "sum_axis0": (sum_axis0, f"float64({_M})", _args_matrix),
    "shift_assign": (shift_assign, f"float64({_V})", _args_x),
    "rk4_steps": (rk4_steps, f"float64({_V}, float64)", _args_ode),
    "heat_copy": (heat_copy, f"float64({_M}, float64)", _args_matrix_ode),
    "heat_buffer": (heat_buffer, f"float64({_M}, float64)", _args_matrix_ode),
    "branch_carried": (branch_carried, f"float64({_V}, float64)", _args_ode),
    "matmul": (matmul, f"float64({_M}, {_M})", _args_matmul),
    "matmul_f": (matmul_f, f"float64({_MF}, {_MF})", _args_matmul_f),
    "matmul_f32": (matmul_f32, f"float64({_M32}, {_M32})", _args_matmul_f32),
    "matvec_f": (matvec_f, f"float64({_MF}, {_V})", _args_matvec_f),
    "matvec_f32": (matvec_f32, f"float64({_M32}, {_V32})", _args_matvec_f32),
    "solve_loss": (solve_loss, f"float64({_M}, {_V})", _args_solve),
    "solve_matrix": (solve_matrix, f"float64({_M}, {_M})", _args_solve_matrix),
    "solve_f32": (solve_f32, f"float64({_M32}, {_V32})", _args_solve_f32),
    "inv_loss": (inv_loss, f"float64({_M}, {_V})", _args_solve),
    "inv_f32": (inv_f32, f"float64({_M32}, {_V32})", _args_solve_f32),
    "cholesky_loss": (cholesky_loss, f"float64({_M})", _args_cholesky),
    "cholesky_solve": (cholesky_solve, f"float64({_M}, {_V})", _args_cholesky_solve),
    "cholesky_f32": (cholesky_f32, f"float64({_M32}, {_V32})", _args_cholesky_f32),
    "det_loss": (det_loss, f"float64({_M}, {_V})", _args_det),
    "slogdet_loss": (slogdet_loss, f"float64({_M}, {_V})", _args_det),
    "det_f32": (det_f32, f"float64({_M32}, {_V32})", _args_det_f32),
    "vecmat": (vecmat, f"float64({_M}, {_V})", _args_vecmat),
    "dot_mv": (dot_mv, f"float64({_M}, {_V})", _args_matrix_vec),
    "norm_sum": (norm_sum, f"float64({_V})", _args_x),
    "matmul_chain": (matmul_chain, f"float64({_M}, {_M})", _args_matmul),
    "softmax_rows": (softmax_rows, f"float64({_M}, {_V})", _args_rows),
    "cross_entropy": (cross_entropy, f"float64({_M}, int64[::1])", _args_logits),
    "mlp2": (mlp2, f"float64({_M}, {_M}, {_V})", _args_mlp),
    "matvec_tanh": (matvec_tanh, f"float64({_M}, {_V})", _args_tall_matrix_vec),
    "masked_where_sum": (masked_where_sum, f"float64({_V}, {_V})", _args_xy),
    "softmax_loop": (softmax_loop, f"float64({_M})", _args_wide_matrix),
    "outer_sum": (outer_sum, f"float64({_V}, {_V})", _args_xy),
    "matmul3": (matmul3, f"float64({_M}, {_M}, {_M})", _args_matmul3),
    "sum_sq_f32": (sum_sq_f32, f"float32({_V32})", _args_x_f32),
    "poly_f32": (poly_f32, f"float32({_V32}, float32)", _args_poly_f32),
    "sum_and_sumsq": (sum_and_sumsq, f"UniTuple(float64, 2)({_V})", _args_x),
    "residuals": (residuals, f"float64[::1]({_V})", _args_x),
    "residuals_f32": (residuals_f32, f"float32[::1]({_V32})", _args_x_f32),
    "sin_matrix": (sin_matrix, f"float64[:, ::1]({_M})", _args_matrix),
    "tail_view": (tail_view, f"float64[:]({_V})", _args_x),
    "transpose_view": (transpose_view, f"float64[::1, :]({_M})", _args_matrix),
    "moments_f32": (moments_f32, f"UniTuple(float32, 2)({_V32})", _args_x_f32),
    "list_append_f32": (list_append_f32, f"float64({_V32})", _args_x32),
    "prange_sum": (prange_sum, f"float64({_V}, float64)", _args_x_scale),
    "prange_update": (prange_update, f"float64({_V}, {_V})", _args_xy),
    "prange_rows": (prange_rows, f"float64({_M}, {_V})", _args_rows),
    "eigvalsh_loss": (eigvalsh_loss, f"float64({_M}, {_V})", _args_eigh),
    "eigh_loss": (eigh_loss, f"float64({_M}, {_V})", _args_eigh),
    "eigh_f32": (eigh_f32, f"float64({_M32}, {_V32})", _args_eigh_f32),
    "svd_values": (svd_values, f"float64({_M}, {_V})", _args_svd),
    "svd_loss": (svd_loss, f"float64({_M}, {_V})", _args_svd),
    "svd_square": (svd_square, f"float64({_M}, {_V})", _args_svd_square),
    "svd_f32": (svd_f32, f"float64({_M32}, {_V32})", _args_svd_f32),
    "pinv_loss": (pinv_loss, f"float64({_M})", _args_svd_matrix),
    "norm2_loss": (norm2_loss, f"float64({_M})", _args_svd_wide),
    "cond_loss": (cond_loss, f"float64({_M})", _args_svd_wide),
    "rank_loss": (rank_loss, f"float64({_M})", _args_svd_matrix),
    "qr_loss": (qr_loss, f"float64({_M})", _args_qr),
    "qr_wide": (qr_wide, f"float64({_M})", _args_qr_wide),
    "qr_f32": (qr_f32, f"float64({_M32})", _args_qr_f32),
    "rnn_steps": (rnn_steps, f"float64({_M}, {_V})", _args_steps),
    "matmul_steps": (matmul_steps, f"float64({_M}, {_M})", _args_matmul_steps),
    "implicit_euler": (implicit_euler, f"float64({_M}, {_V})", _args_steps),
    "lstsq_loss": (lstsq_loss, f"float64({_M}, {_V})", _args_lstsq),
    "lstsq_matrix": (lstsq_matrix, f"float64({_M}, {_M})", _args_lstsq_matrix),
    "lstsq_square": (lstsq_square, f"float64({_M}, {_V})", _args_lstsq_square),
    "lstsq_wide": (lstsq_wide, f"float64({_M}, {_V})", _args_lstsq_wide),
    "lstsq_residuals": (lstsq_residuals, f"float64({_M}, {_V})", _args_lstsq),
    "lstsq_f32": (lstsq_f32, f"float64({_M32}, {_V32})", _args_lstsq_f32),
}

# compiled with parallel=True
PARALLEL = {"prange_sum", "prange_update", "prange_rows"}

PATTERNS = {
    "sum_sq": "explicit loop reduction (sum of squares), no allocation",
    "sum_sq_np": "array expression temporary `x * x` + `np.sum`",
    "exp_mul_sum": "temporaries `np.sum(np.exp(x) * y)`, two array args",
    "math_mix": "scalar math in a loop: exp, log, tanh, sin, sqrt, `**` (float power)",
    "logsumexp": "`np.max` + `np.exp`/`np.log`/`np.sum` with a broadcast scalar",
    "max_plus_sum": "reductions `np.max` and `np.sum` over temporaries",
    "branchy": "data-dependent if/else inside a loop",
    "scaled_tanh": "float64 scalar parameter together with an array",
    "int_power_sum": "int64 scalar parameter (integer power `x[i] ** k`, divide by k)",
    "gather_sq": "int64[::1] index array, gather `x[idx[j]]`",
    "ode_euler": "loop-carried allocating array `y = y + h * k`, fresh `k` each step, float step h",
    "euler_cubic": "explicit Euler `y = y + h * (-y ** 3 + np.sin(y))`, 3 steps, from `y0.copy()`",
    "euler_decay": "explicit Euler `y = y + h * (-y * y)`, 3 steps, from `y0.copy()`, `np.sum(y)`",
    "euler_2d": "explicit Euler on a 2-D array `u = u + h * (np.sin(u) - u * u)`, 4 steps",
    "euler_rates": "explicit Euler `f = k * y - y * y * y + np.sin(y); y = y + 0.01 * f`, 20 "
                   "steps (a loop, not unrolled), from `y0.copy()`; `y` read at broadcast indices",
    "huber_loss": "Huber loss: `if`/`elif`/`else` choosing one of three float expressions "
                  "per element (a three-way branch in a loop)",
    "piecewise_2d": "a C1 piecewise polynomial over a 2-D array: four branches, "
                    "`if`/`elif`/`elif`/`else`",
    "diff_slices": "slice views `u[1:] - u[:-1]`",
    "transpose_sum": "2-D C array and its transpose view `X.T` (F layout)",
    "row_loop": "row views `A[i]` of a 2-D C array, temporary per row",
    "reshape_pairs": "`x.reshape((n, 2))` view of a 1-D array",
    "copy_update": "`y = x.copy()` then in-place loop-carried update",
    "cumsum_sin": "`np.cumsum` (non-inlined internal callee returning an array)",
    "where_select": "`np.where(cond, a, b)` with array operands",
    "dot1d": "`np.dot` of two 1-D arrays (BLAS `numba_xxdot`)",
    "matvec": "matrix-vector `A @ x` (BLAS `numba_xxgemv`)",
    "strided_sum": "non-contiguous ('A' layout) `float64[:]` argument",
    "list_append_sum": "reflected list built with `append` in a loop, then iterated",
    "rosenbrock2": "scalar-only function of two float64 arguments",
    "branch_alloc": "a temporary allocated on either branch of an if, merged by a phi",
    "reassign_arg": "loop-carried array that starts as the caller's argument (`y = x`)",
    "views_in_loop": "temporaries and slice views of them allocated in every loop iteration",
    "copy_math": "`y = x.copy()` (a memcpy of float data), in-place scaling, then math",
    "heat_copy_2d": "2-D time stepping with `un = u.copy()` each step, stencil over rows",
    "sort_weighted": "`np.sum(np.sort(x) * w)`: a sorted copy (memcpy, then in-place sort)",
    "argsort_gather": "`x[np.argsort(x)]`: a gather through an index array from argsort",
    "row_max_loop": "`row.max()` of row views `A[i]` inside a loop over rows",
    "tuple_stats": "a jitted helper returning a tuple of reductions `(v.sum(), (v*v).sum())`",
    "erf_loop": "`math.erf` inside a loop",
    "polar_loss": "`np.hypot` and `np.arctan2` of two arrays, then `np.sum`",
    "slice_assign": "slice assignment `y[:] = np.sin(x) * x` (a raw `NRT_Allocate` buffer), then `np.sum`",
    "row_assign": "row assignment `out[i, :] = row` in a loop over a 2-D output",
    "list_of_arrays": "reflected list of arrays built with `append`, then iterated",
    "list_comp_arrays": "list comprehension of arrays `[x * k for k in range(3)]`, then iterated",
    "list_display_arrays": "a list display of arrays `[x * 2.0, np.sin(x), x * x]`, iterated and indexed",
    "list_pop_arrays": "`lst.pop()` from a list of arrays (refused: an array leaves the list)",
    "sum_axis0": "`np.sum(X, axis=0)` of a 2-D array",
    "shift_assign": "overlapping slice assignment `y[1:] = y[:-1]` (copied through a raw buffer)",
    "rk4_steps": "classic RK4, stages `k1..k4` and `y = y + h/6 * (...)`, 3 steps, from `y0.copy()`",
    "heat_copy": "2-D double buffering `un = u.copy()`, interior stencil loop, `u = un`, 3 steps",
    "heat_buffer": "2-D double buffering without a copy: `un = np.empty_like(u)`, loop, `u = un`",
    "branch_carried": "loop-carried array reassigned on either branch of a data-dependent if (phi), from `y0 * 1.0`",
    "matmul": "matrix-matrix `A @ B` of C arrays, n x n times n x 3 (BLAS `numba_xxgemm`)",
    "matmul_f": "matrix-matrix `A @ B` of Fortran-order arrays (BLAS `numba_xxgemm`)",
    "matmul_f32": "float32 matrix-matrix `A @ B` (BLAS `numba_xxgemm`, kind 's')",
    "matvec_f": "matrix-vector `A @ x` with a Fortran-order A (BLAS `numba_xxgemv`)",
    "matvec_f32": "float32 matrix-vector `A @ x` (BLAS `numba_xxgemv`, kind 's')",
    "solve_loss": "`np.linalg.solve(A, b)` of a vector b (LAPACK `numba_xgesv`)",
    "solve_matrix": "`np.linalg.solve(A, B)` of an n x 3 B, then `np.sin` (LAPACK `numba_xgesv`)",
    "solve_f32": "float32 `np.linalg.solve(A, b)` (LAPACK `numba_xgesv`, kind 's')",
    "inv_loss": "`np.linalg.inv(A) @ b` (LAPACK `numba_xxgetrf` and `numba_ez_xxgetri`, then "
                "BLAS `numba_xxgemv`)",
    "inv_f32": "float32 `np.linalg.inv(A) @ b` (LAPACK getrf and getri, kind 's')",
    "cholesky_loss": "`np.linalg.cholesky(A @ A.T + n I)`, then `np.sin` (LAPACK "
                     "`numba_xxpotrf`)",
    "cholesky_solve": "`np.linalg.cholesky(A)` of a symmetric A, then two triangular "
                      "substitutions in loops (LAPACK `numba_xxpotrf`)",
    "cholesky_f32": "float32 `np.linalg.cholesky(A @ A.T + n I) @ b` (LAPACK potrf, kind 's')",
    "det_loss": "`np.linalg.det(A) * np.sum(b)` (LAPACK `numba_xxgetrf`, then the factors' "
                "diagonal and the pivots read)",
    "slogdet_loss": "`sign * logabsdet` of `np.linalg.slogdet(A)` (LAPACK `numba_xxgetrf`)",
    "det_f32": "float32 `np.linalg.det(A) * np.sum(b)` (LAPACK getrf, kind 's')",
    "vecmat": "vector-matrix `x @ A`, n x 3 A (BLAS `numba_xxgemv`, transposed)",
    "dot_mv": "`np.dot(A, x)` of a matrix and a vector (BLAS `numba_xxgemv`)",
    "norm_sum": "`np.linalg.norm(x)` of a vector (BLAS `numba_xxnrm2`)",
    "matmul_chain": "a product of a product `(A @ B) @ B.T` (the transpose an F-order view)",
    "softmax_rows": "row-wise softmax `np.exp(X[i] - np.max(X[i])) / np.sum(e)` in a loop over rows",
    "cross_entropy": "cross-entropy loop: log-sum-exp of each row minus the row's label entry",
    "mlp2": "two-layer MLP as loops: `np.tanh` of a loop matrix-vector product, then `math.tanh`",
    "matvec_tanh": "matrix-vector product as a double loop into `np.zeros`, then `np.sum(np.tanh(v))`",
    "masked_where_sum": "boolean mask array `x > 0.0` used by `np.where` and as `mask * y`",
    "softmax_loop": "row-wise log-sum-exp written as scalar loops: running `max`, then `math.exp`",
    "outer_sum": "`np.sum(np.sin(np.outer(x, y)))`: an outer product (reshapes, then a broadcast multiply)",
    "matmul3": "a product of products with three arguments `np.sum(np.sin((A @ B) @ D))`",
    "sum_sq_f32": "a float32 result: `np.sum(x * x)` of a float32 array",
    "poly_f32": "a float32 result accumulated in a loop, with a float32 scalar argument",
    "sum_and_sumsq": "a tuple result `(np.sum(np.sin(x)), np.sum(x * x))`",
    "residuals": "an array result: Rosenbrock-style residuals filled in a loop",
    "residuals_f32": "a float32 array result filled in a loop (`np.empty_like(x)`)",
    "sin_matrix": "a 2-D array result of an array expression",
    "tail_view": "a view of the argument as the result (`x[1:]`)",
    "transpose_view": "a Fortran-order view of the argument as the result (`X.T`)",
    "moments_f32": "a tuple of two float32 results",
    "list_append_f32": "a list of float32 built with `append`, then iterated",
    "prange_sum": "`parallel=True`: a `prange` sum reduction of `math.exp(x[i] * h)`",
    "prange_update": "`parallel=True`: a `prange` loop filling `np.empty_like(x)`, then `np.sum(out * out)`",
    "prange_rows": "`parallel=True`: a `prange` over rows with a nested `prange` reduction, into `np.zeros`",
    "eigvalsh_loss": "`np.linalg.eigvalsh(A)` (LAPACK `numba_ez_xxxevd`, eigenvalues only), "
                     "then a log-sum-exp of them",
    "eigh_loss": "`np.linalg.eigh(A)` (LAPACK `numba_ez_xxxevd`), eigenvalues and the fourth "
                 "powers of eigenvector components",
    "eigh_f32": "float32 `np.linalg.eigh(A)` (LAPACK `numba_ez_xxxevd`, kind 's')",
    "svd_values": "the singular values of `np.linalg.svd(A, full_matrices=False)` (LAPACK "
                  "`numba_ez_gesdd`) of a tall A, weighted, and their logarithms",
    "svd_loss": "`np.linalg.svd(A, full_matrices=False)` of a tall A: singular values and the "
                "fourth powers of singular vector components",
    "svd_square": "`np.linalg.svd(A)` (full_matrices=True) of a square A: singular values and "
                  "the fourth powers of singular vector components",
    "svd_f32": "float32 `np.linalg.svd(A, full_matrices=False)` (LAPACK gesdd, kind 's')",
    "pinv_loss": "`np.linalg.pinv(A)` of a tall A (LAPACK gesdd, then gemm), then `np.sin`",
    "norm2_loss": "`np.linalg.norm(A, 2)` of a wide A (LAPACK gesdd, singular values only)",
    "cond_loss": "`np.linalg.cond(A)` of a wide A (LAPACK gesdd, singular values only)",
    "rank_loss": "`np.sum(A * A) * np.linalg.matrix_rank(A)`: an integer from LAPACK gesdd",
    "qr_loss": "`np.linalg.qr(A)` of a tall A (LAPACK `numba_ez_geqrf` and `numba_ez_xxgqr`), "
               "then `np.sin` of Q and R's squares and cosines",
    "qr_wide": "`np.linalg.qr(A)` of a wide A (more columns than rows: R has a rectangular "
               "part), then Q scaled by an element of itself and `np.tanh` of R",
    "qr_f32": "float32 `np.linalg.qr(A)` (LAPACK geqrf and orgqr, kind 's')",
    "rnn_steps": "`x = np.tanh(A @ x)` in a loop of four steps (BLAS gemv in a time loop)",
    "matmul_steps": "`X = np.tanh(A @ X)` of an n x 3 X in a loop of three steps (BLAS gemm "
                    "in a time loop)",
    "implicit_euler": "implicit Euler: `x = np.linalg.solve(M, x)` in a loop of four steps",
    "lstsq_loss": "`np.linalg.lstsq(A, b)` of a tall A (LAPACK `numba_ez_gelsd`): the solution and "
                  "the singular values",
    "lstsq_matrix": "`np.linalg.lstsq(A, B)` of a tall A and an m x 3 B (LAPACK gelsd)",
    "lstsq_square": "`np.linalg.lstsq(A, b)` of a square A (LAPACK gelsd)",
    "lstsq_wide": "`np.linalg.lstsq(A, b)` of a wide A: the minimum-norm solution (LAPACK gelsd)",
    "lstsq_residuals": "the residuals of `np.linalg.lstsq(A, b)` (sums of squares; LAPACK gelsd)",
    "lstsq_f32": "float32 `np.linalg.lstsq(A, b)` (LAPACK gelsd, kind 's')",
}

assert set(PATTERNS) == set(KERNELS)
assert all(fn.__name__ == name for name, (fn, _, _) in KERNELS.items())
