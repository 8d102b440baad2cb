"""The API's results pickled in one process and called in a fresh one.

A first process takes every API function's result for functions of a module
(tests/support/pickled_functions.py) and for a function of its own `__main__`, calls
them, and pickles them with pickle and with cloudpickle, with a pullback `vjp` gave;
a second process unpickles them and calls them: the same results, bit for bit, and no
opt run (its derivatives come from the disk cache).  The module's functions go by
name, the `__main__` one by Numba's pickling of the dispatcher.
"""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
import textwrap

import numpy as np
import pickled_functions
import pytest

from opt_log import logging_opt
from nrtgrad.gradcheck.finite_differences import central_differences

PICKLE = textwrap.dedent("""
    import pickle, sys
    import cloudpickle, numba, numpy as np
    import nrtgrad
    import pickled_functions

    @numba.njit
    def local_energy(x, a):
        return np.sum(np.sin(a * x) * x)

    derivatives = pickled_functions.derivatives(nrtgrad)
    local = nrtgrad.grad(local_energy, argnums=(0, 1))
    x, a, _, c = pickled_functions.inputs()
    pullback = nrtgrad.vjp(pickled_functions.residuals)(x)[1]
    found = {"module": pickled_functions.results(derivatives), "main": local(x, a),
             "pullback": pullback(c)}
    with open(sys.argv[1], "wb") as out:
        pickle.dump(found, out)
        for dumps in (pickle.dumps, cloudpickle.dumps):
            out.write(dumps((derivatives, local, pullback)))
""")

UNPICKLE = textwrap.dedent("""
    import pickle, sys
    import pickled_functions

    with open(sys.argv[1], "rb") as data:
        pickle.load(data)
        again = []
        for _ in range(2):
            derivatives, local, pullback = pickle.load(data)
            # by name: the module's own dispatchers
            assert derivatives["grad"]._recipe[1] is pickled_functions.energy
            assert derivatives["jacobian"]._recipe[1] is pickled_functions.residuals
            x, a, _, c = pickled_functions.inputs()
            again.append({"module": pickled_functions.results(derivatives),
                          "main": local(x, a), "pullback": pullback(c)})
    with open(sys.argv[2], "wb") as out:
        pickle.dump(again, out)
""")


def assert_identical(got, expected, what: str):
    if isinstance(expected, tuple):
        assert isinstance(got, tuple) and len(got) == len(expected), what
        for index, (g, e) in enumerate(zip(got, expected)):
            assert_identical(g, e, f"{what}[{index}]")
    else:
        assert type(got) is type(expected), what
        np.testing.assert_array_equal(got, expected, err_msg=what)


def test_results_pickled_in_one_process_run_in_another_from_the_disk_cache(tmp_path):
    log, opt_environment = logging_opt(tmp_path)
    support = os.path.dirname(pickled_functions.__file__)
    env = {**os.environ, "NRTGRAD_CACHE_DIR": str(tmp_path / "cache"), **opt_environment,
           "PYTHONPATH": os.pathsep.join([support, os.environ.get("PYTHONPATH", "")])}
    scripts = {"pickling": PICKLE, "unpickling": UNPICKLE}
    for name, text in scripts.items():
        (tmp_path / f"{name}.py").write_text(text)

    def run(name: str, *files) -> None:
        result = subprocess.run([sys.executable, str(tmp_path / f"{name}.py"), *map(str, files)],
                                env=env, capture_output=True, text=True, timeout=900,
                                cwd=tmp_path)
        assert result.returncode == 0, result.stderr[-3000:]
        assert result.stderr == "", result.stderr[-3000:]

    run("pickling", tmp_path / "pickled")
    assert "enzyme" in log.read_text()
    log.unlink()
    run("unpickling", tmp_path / "pickled", tmp_path / "results")
    assert not log.exists(), f"the unpickling process ran opt: {log.read_text()}"

    with open(tmp_path / "pickled", "rb") as data:
        expected = pickle.load(data)
    x, a, _, _ = pickled_functions.inputs()
    assert expected["module"]["grad"] == pytest.approx(
        central_differences(pickled_functions.energy, (x, a), 0), rel=1e-6, abs=1e-9)
    with open(tmp_path / "results", "rb") as data:
        for pickler, got in zip(("pickle", "cloudpickle"), pickle.load(data)):
            for name, value in expected["module"].items():
                assert_identical(got["module"][name], value, f"{pickler}: {name}")
            assert_identical(got["main"], expected["main"], f"{pickler}: __main__'s grad")
            assert_identical(got["pullback"], expected["pullback"], f"{pickler}: pullback")
