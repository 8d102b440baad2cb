"""central_differences, the reference of every gradient check: of scalar and array
arguments, with the step relative to each element and the array restored exactly."""

from __future__ import annotations

import numpy as np

from nrtgrad.gradcheck.finite_differences import central_differences


def test_a_scalar_argument():
    derivative = central_differences(lambda x, a: a * x ** 3, (2.0, 5.0), 0)
    assert abs(derivative - 60.0) < 1e-6
    assert abs(central_differences(lambda x, a: a * x ** 3, (2.0, 5.0), 1) - 8.0) < 1e-6


def test_an_array_argument_element_by_element_and_restored():
    x = np.array([[1.0, -2.0, 300.0], [0.0, 0.5, -7.0]])
    original = x.copy()
    calls = []

    def f(values, scale):
        calls.append(values.copy())
        return scale * float(np.sum(values ** 2))

    gradient = central_differences(f, [x, 3.0], 0)
    assert gradient.shape == x.shape
    np.testing.assert_allclose(gradient, 6.0 * original, rtol=1e-6, atol=1e-4)
    assert np.array_equal(x, original)  # bit for bit
    assert len(calls) == 2 * x.size
    # the step is relative to the element's magnitude (at least 1): 300 moves by 3e-4,
    # 0.5 by 1e-6
    moved = [c[0, 2] - original[0, 2] for c in calls if c[0, 2] != original[0, 2]]
    np.testing.assert_allclose(moved, [3e-4, -3e-4], rtol=1e-6)
    moved = [c[1, 1] - original[1, 1] for c in calls if c[1, 1] != original[1, 1]]
    np.testing.assert_allclose(moved, [1e-6, -1e-6], rtol=1e-6)


def test_the_difference_is_over_the_step_actually_taken():
    # in float32, 1 + 1e-6 rounds: the quotient uses the rounded arguments
    x = np.array([1.0], dtype=np.float32)
    gradient = central_differences(lambda v: float(v[0]) * 4.0, [x], 0)
    assert gradient[0] == 4.0
