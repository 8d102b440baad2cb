"""The loss the data-parallel example differentiates, and its data.

`loss(W, v, X, y)` is half the summed squared error of a one-hidden-layer tanh
network (hidden weights `W`, output weights `v`) over the rows of `X` and `y`.
It allocates temporary arrays (the pre-activations, the predictions) in every
iteration, so its derivative runs through nrtgrad's handling of Numba's runtime.

Invariants:

- the loss is a sum over rows: over a dataset split into chunks of rows, it is the
  sum of the chunks' losses, and so is its gradient, up to the order of the sums;
- `X` is in Fortran order (each feature's column contiguous), as `dataset` and
  `chunks` make it: the loss reads it a column at a time;
- the module is imported by name, never run: worker processes import it to
  rebuild the unpickled gradient's function (nrtgrad pickles it by reference).
"""

from __future__ import annotations

import numba
import numpy as np

FEATURES = 16
HIDDEN = 32


@numba.njit
def loss(W, v, X, y):
    prediction = np.zeros(X.shape[0])
    for unit in range(W.shape[0]):
        z = np.zeros(X.shape[0])
        for feature in range(X.shape[1]):
            z += W[unit, feature] * X[:, feature]
        prediction += v[unit] * np.tanh(z)
    residual = prediction - y
    return 0.5 * np.sum(residual * residual)


def dataset(rows: int, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    """(X, y): `rows` rows of Gaussian features, X in Fortran order, and the targets a
    random network of the same shape gives them, with noise."""
    rng = np.random.default_rng(seed)
    X = np.asfortranarray(rng.standard_normal((rows, FEATURES)))
    W, v = parameters(seed + 1)
    y = np.tanh(X @ W.T) @ v + 0.1 * rng.standard_normal(rows)
    return X, y


def parameters(seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    """(W, v): hidden weights (HIDDEN, FEATURES) and output weights (HIDDEN,)."""
    rng = np.random.default_rng(seed)
    return (rng.standard_normal((HIDDEN, FEATURES)) / np.sqrt(FEATURES),
            rng.standard_normal(HIDDEN) / np.sqrt(HIDDEN))


def chunks(X: np.ndarray, y: np.ndarray, rows: int) -> list[tuple[np.ndarray, np.ndarray]]:
    """(X, y) split into consecutive chunks of `rows` rows (the last may be shorter),
    each X chunk a Fortran-order copy."""
    return [(np.asfortranarray(X[start:start + rows]), y[start:start + rows].copy())
            for start in range(0, X.shape[0], rows)]
