"""An opt run that passes its time limit, through the Python API: said in Python's terms.

The first call of a derivative runs Enzyme, which may run for long on a large
function; the limit for each opt run is NRTGRAD_TIMEOUT seconds (default
600, the command line's `--timeout`).  When it passes, `grad` and `jvp`
raise DifferentiationError in one line naming the function, its argument
types, the mode and the variable to set, never the command line's flag; a
value that is not a positive number is an InputError naming the variable.
A first call still running after `PROGRESS_AFTER` seconds (120) says so
once, as a RuntimeWarning, and then returns its gradient.
Enzyme's run is made to time out at once here (the real runner, with a limit
of 10 ms), and the cache is a fresh directory per test.
"""

from __future__ import annotations

import time

import numba
import numpy as np
import pytest

import nrtgrad
from nrtgrad import enzyme
from nrtgrad.python import derivative_cache


@numba.njit
def sine_energy(x):
    return np.sum(np.sin(x) * x)


@pytest.fixture
def enzyme_times_out(monkeypatch, tmp_path):
    monkeypatch.setenv("NRTGRAD_CACHE_DIR", str(tmp_path))
    real = enzyme.run_enzyme
    monkeypatch.setattr(enzyme, "run_enzyme",
                        lambda toolchain, text, **options: real(toolchain, text,
                                                                **{**options, "timeout": 0.01}))


@pytest.mark.parametrize("route, what", [("grad", "reverse-mode"), ("jvp", "forward-mode")])
def test_a_timeout_names_the_function_and_the_environment_variable(enzyme_times_out, route,
                                                                   what, monkeypatch):
    monkeypatch.setenv("NRTGRAD_TIMEOUT", "123")
    x = np.linspace(0.0, 1.0, 5)
    with pytest.raises(nrtgrad.DifferentiationError) as failed:
        if route == "jvp":
            nrtgrad.jvp(sine_energy)((x,), (x,))
        else:
            nrtgrad.grad(sine_energy)(x)
    message = str(failed.value)
    assert message == (
        f"the {what} derivative of `test_api_timeout.sine_energy` for (array(float64, 1d, C)) "
        "was not made within 123 s: Enzyme was still differentiating it; set the environment "
        "variable NRTGRAD_TIMEOUT to more seconds to wait longer (for each run of Enzyme), or "
        "simplify the function")
    assert "--timeout" not in message


@pytest.mark.parametrize("value", ["abc", "0", "-5", "inf"])
def test_a_timeout_that_is_no_positive_number_is_refused(value, monkeypatch, tmp_path):
    monkeypatch.setenv("NRTGRAD_CACHE_DIR", str(tmp_path))
    monkeypatch.setenv("NRTGRAD_TIMEOUT", value)
    with pytest.raises(nrtgrad.InputError, match=r"^NRTGRAD_TIMEOUT="):
        nrtgrad.grad(sine_energy)(np.linspace(0.0, 1.0, 5))


def test_a_long_first_call_says_it_is_still_running(monkeypatch, tmp_path):
    monkeypatch.setenv("NRTGRAD_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(derivative_cache, "PROGRESS_AFTER", 0.01)
    real = enzyme.run_enzyme

    def slow(*args, **options):
        time.sleep(0.5)
        return real(*args, **options)
    monkeypatch.setattr(enzyme, "run_enzyme", slow)
    x = np.linspace(0.0, 1.0, 5)
    with pytest.warns(RuntimeWarning, match=(
            r"^nrtgrad: the reverse-mode derivative of `test_api_timeout.sine_energy` for "
            r"\(array\(float64, 1d, C\)\) is still being made after 0.01 s \(.*"
            r"NRTGRAD_TIMEOUT=600 s\)$")):
        gradient = nrtgrad.grad(sine_energy)(x)
    np.testing.assert_allclose(gradient, np.sin(x) + x * np.cos(x), rtol=1e-12)
