"""nrtgrad: gradients of Numba code through Enzyme, with the Numba runtime understood.

    nrtgrad.grad(f, argnums=0)               # gradients of an @njit function
    nrtgrad.value_and_grad(f, argnums=0)     # (value, gradients)
    nrtgrad.jvp(f, argnums=0)                # (value, directional derivative)
    nrtgrad.vjp(f, argnums=0)                # (value, pullback) of any f
    nrtgrad.jacobian(f, argnums=0, mode="auto")  # of a tuple- or array-valued f
    nrtgrad.hvp(f, argnums=0)                # Hessian-vector products (float64 result)
    nrtgrad.hessian(f, argnums=0)            # dense Hessian, one hvp per column

`argnums` as in JAX: an int gives one result, a tuple of ints a tuple.
What they return pickles as the call that made it (python/transformed.py).

The functions are imported on first use, so `import nrtgrad` stays light.
"""

__version__ = "0.1.0"

from .errors import (  # noqa: E402
    DifferentiationError,
    InputError,
    NrtgradError,
    ToolchainError,
    UnsupportedError,
)

_API = ("grad", "value_and_grad", "jvp")
_JACOBIANS = ("vjp", "jacobian")
_HESSIANS = ("hvp", "hessian")

__all__ = ["__version__", *_API, *_JACOBIANS, *_HESSIANS, "NrtgradError", "InputError",
           "DifferentiationError", "UnsupportedError", "ToolchainError"]


def __getattr__(name):
    if name in _API:
        from .python import api

        return getattr(api, name)
    if name in _JACOBIANS:
        from .python import jacobians

        return getattr(jacobians, name)
    if name in _HESSIANS:
        from .python import hessians

        return getattr(hessians, name)
    raise AttributeError(f"module 'nrtgrad' has no attribute {name!r}")


def __dir__():
    return sorted(set(globals()) | set(_API) | set(_JACOBIANS) | set(_HESSIANS))
