"""Dump the Numba IR of the hostile-input kernels (Numba 0.61.2, run in the project venv).

    python tests/hostile/inputs/dump.py

writes, next to this file:

- ``no_float_input.ll``: float64(int64[::1]), nothing to differentiate;
- ``recursion.ll``: a self-recursive jitted callee;
- ``unknown_external.ll``: a call to an external C function nobody defines.
"""

from pathlib import Path

from numba import njit, types

HERE = Path(__file__).resolve().parent


def dump(name, function, signature):
    function.__module__ = "hostile"
    dispatcher = njit(signature)(function)
    (HERE / f"{name}.ll").write_text(dispatcher.inspect_llvm(dispatcher.signatures[0]))


def int_mean(a):
    s = 0
    for i in range(a.shape[0]):
        s += a[i]
    return s / a.shape[0]


def power(x, n):
    if n <= 0:
        return 1.0
    return x * power(x, n - 1)


power.__module__ = "hostile"
power = njit("float64(float64, int64)")(power)


def recursive_power(x, n):
    return power(x, n)


mystery = types.ExternalFunction("mystery_transform", types.float64(types.float64))


def external(x):
    return mystery(x) * x


if __name__ == "__main__":
    dump("no_float_input", int_mean, "float64(int64[::1])")
    dump("recursion", recursive_power, "float64(float64, int64)")
    dump("unknown_external", external, "float64(float64)")
