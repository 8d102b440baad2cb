"""check_inputs: the sizes a file is checked at, its sidecar read and validated, and the
arguments drawn for an entry, or the reason (Skip) it cannot be checked without more."""

from __future__ import annotations

import numpy as np
import pytest

from nrtgrad.errors import InputError
from nrtgrad.frontend.numba_abi import Argument, EntryPoint
from nrtgrad.frontend.return_values import Result
from nrtgrad.gradcheck import check_inputs
from nrtgrad.gradcheck.check_inputs import PINNED_SIZE, Size, Skip


def array(name, ndim=1, dtype="float64"):
    return Argument(name, "array", dtype, ndim, "C", ())


def scalar(name, dtype="float64"):
    return Argument(name, "scalar", dtype, 0, "", ())


def entry(*arguments):
    return EntryPoint("f_sym", "kernels.f", "f", Result("scalar", "float64"), "float64",
                      tuple(arguments), "()")


def test_shapes_of_a_size():
    size = Size(rows=3, n=7)
    assert [size.shape(ndim) for ndim in range(4)] == [(), (7,), (3, 7), (3, 3, 7)]


def test_sizes_that_give_every_array_the_same_shape_are_checked_once():
    one_d = check_inputs.sizes(entry(array("x"), scalar("a")), None)
    assert [s.n for s in one_d] == [1, 2, 3, 7, 9, 10, 13, 1002, 1003]
    assert len(check_inputs.sizes(entry(array("m", 2)), None)) == len(check_inputs.SIZES)
    assert check_inputs.sizes(entry(scalar("a")), None) == [check_inputs.SIZES[0]]
    pinned = {"args": {"x": {"shape": [4]}}}
    assert check_inputs.sizes(entry(array("x")), pinned) == [PINNED_SIZE]


def test_the_sidecar_beside_a_file(tmp_path):
    path = tmp_path / "sumsq.ll"
    assert check_inputs.sidecar_path(path) == tmp_path / "sumsq.check.toml"
    assert check_inputs.read_sidecar(path) is None
    (tmp_path / "sumsq.check.toml").write_text(
        'function = "sumsq"\nseed = 3\nrtol = 1e-4\n[args.x]\nshape = [16]\nlow = -2.0\n'
        "high = 2.0\n")
    assert check_inputs.read_sidecar(path) == {
        "function": "sumsq", "seed": 3, "rtol": 1e-4, "name": "sumsq.check.toml",
        "args": {"x": {"shape": [16], "low": -2.0, "high": 2.0}}}


@pytest.mark.parametrize("text, message", [
    ("color = 1\n", "sumsq.check.toml: unknown key 'color' (known: args, function, rtol, "
                    "seed, skip)"),
    ("seed = true\n", "sumsq.check.toml: seed has the wrong type"),
    ("rtol = 'small'\n", "sumsq.check.toml: rtol has the wrong type"),
    ("args = 3\n", "sumsq.check.toml: args has the wrong type"),
    ("[args]\nx = 1\n", "sumsq.check.toml: args.x must be a table"),
    ("[args.x]\nsize = 3\n", "sumsq.check.toml: args.x: unknown key 'size' (known: high, low, "
                             "shape, value, values)"),
    ("seed = \n", "sumsq.check.toml: "),
])
def test_a_sidecar_that_is_not_valid_is_bad_input(tmp_path, text, message):
    (tmp_path / "sumsq.check.toml").write_text(text)
    with pytest.raises(InputError) as invalid:
        check_inputs.read_sidecar(tmp_path / "sumsq.ll")
    assert str(invalid.value).startswith(message)


def test_default_inputs_by_kind_and_dtype():
    rng = np.random.default_rng(0)
    values = check_inputs.make_inputs(
        entry(array("x", 2), array("y", 1, "float32"), array("mask", 1, "bool"), scalar("a")),
        None, rng, size=Size(3, 5))
    x, y, mask, a = values
    assert x.shape == (3, 5) and x.dtype == np.float64 and np.all(np.abs(x) <= 1.0)
    assert y.shape == (5,) and y.dtype == np.float32
    assert mask.dtype == np.bool_ and mask.shape == (5,)
    assert a == check_inputs.DEFAULT_FLOAT


def test_sidecar_values_ranges_and_shapes():
    sidecar = {"name": "f.check.toml", "args": {
        "idx": {"values": [0, 2, 1]}, "x": {"shape": [4], "low": 5.0, "high": 6.0},
        "k": {"value": 3}, "n": {"low": 1, "high": 1}}}
    idx, x, k, n = check_inputs.make_inputs(
        entry(array("idx", 1, "int64"), array("x"), scalar("k", "int64"), scalar("n", "int32")),
        sidecar, np.random.default_rng(0))
    assert idx.tolist() == [0, 2, 1] and idx.dtype == np.int64
    assert x.shape == (4,) and np.all((5.0 <= x) & (x <= 6.0))
    assert (k, n) == (3, 1)


def test_an_integer_without_a_value_is_skipped_with_the_hint():
    with pytest.raises(Skip, match=r"^integer argument i: add f\.check\.toml$"):
        check_inputs.make_inputs(entry(scalar("i", "int64")), None, np.random.default_rng(0),
                                 hint="f.check.toml")
    with pytest.raises(Skip, match="argument h is float16"):
        check_inputs.make_inputs(entry(scalar("h", "float16")), None, np.random.default_rng(0))


@pytest.mark.parametrize("arguments, specs, message", [
    ((array("x"),), {"y": {}}, "f.check.toml: args.y names no parameter of kernels.f "
                               "(parameters: x)"),
    ((array("x"),), {"x": {"value": 1.0}}, "f.check.toml: args.x: an array takes 'values', "
                                           "not 'value'"),
    ((array("x", 2),), {"x": {"values": [1.0, 2.0]}}, "f.check.toml: args.x: values has 1 "
                                                      "dimension(s), the parameter 2"),
    ((array("x"),), {"x": {"shape": [-1]}}, "f.check.toml: args.x: shape must be 1 "
                                            "non-negative integer(s)"),
    ((array("x"),), {"x": {"low": 1.0}}, "f.check.toml: args.x: give both low and high"),
    ((array("x"),), {"x": {"low": 2.0, "high": 1.0}}, "f.check.toml: args.x: low and high "
                                                      "must be numbers with low <= high"),
    ((scalar("k", "int8"),), {"k": {"low": 0, "high": 300}}, "f.check.toml: args.k: [0, 300] "
                                                             "does not fit int8"),
    ((scalar("k", "int64"),), {"k": {"value": 1.5}}, "f.check.toml: args.k: value must be an "
                                                     "integer"),
    ((scalar("a"),), {"a": {"values": [1.0]}}, "f.check.toml: args.a: a scalar takes 'value' "
                                               "(or low/high)"),
])
def test_arguments_the_sidecar_gets_wrong_are_bad_input(arguments, specs, message):
    with pytest.raises(InputError) as invalid:
        check_inputs.make_inputs(entry(*arguments), {"name": "f.check.toml", "args": specs},
                                 np.random.default_rng(0))
    assert str(invalid.value) == message


def test_the_shapes_of_one_check_are_described():
    arguments = entry(array("A", 2), scalar("a"), array("x"))
    values = [np.zeros((3, 7)), 0.5, np.zeros(7)]
    assert check_inputs.describe(arguments, values) == "A[3x7], x[7]"
    assert check_inputs.describe(entry(scalar("a")), [0.5]) == ""
