"""numba_capture: Numba's unoptimised modules of a function and of all it calls, in-process."""

from __future__ import annotations

import re

import numba
import numpy as np
from numba.core import config, dispatcher, utils

from nrtgrad import toolchain
from nrtgrad.frontend import numba_capture, numba_link, numba_logs


@numba.njit
def half(v):
    return 0.5 * v


@numba.njit
def caller(x):
    y = x.copy()
    for _ in range(3):
        y = half(y) + np.sin(y)
    return np.sum(y) + half(1.0)


def test_every_module_the_function_needs_is_captured_and_linked(capsys):
    x = np.ones(4)
    caller(x)  # half, np.sum and caller compiled before: compiled again for the log
    captured = numba_capture.unoptimized_log(caller, caller.signatures[0])
    sections = numba_logs.sections(captured.log)
    assert all(s.kind == "LLVM" for s in sections)
    owners = [s.owner for s in sections]
    assert owners.count("half") == 2  # for an array and for a float
    assert any("array_sum" in owner for owner in owners)
    assert owners[-1] == "caller" and captured.symbol in sections[-1].text
    linked = numba_link.linked_text([(s.owner, s.text) for s in sections],
                                    len(sections) - 1, "caller")
    # callers call the symbols of the overloads half keeps, which the log defines
    for symbol in [captured.symbol, *(o.fndesc.mangled_name for o in half.overloads.values())]:
        assert re.search(rf'^define [^@\n]*@"{re.escape(symbol)}"\(', linked, re.M), symbol
    assert capsys.readouterr() == ("", "")


def test_numba_is_as_it_was():
    before = (config.DUMP_LLVM, utils.dump_llvm, dispatcher._DispatcherBase.get_call_template,
              caller.targetctx.cached_internal_func, dict(caller.overloads), dict(half.overloads))
    numba_capture.unoptimized_log(caller, caller.signatures[0])
    after = (config.DUMP_LLVM, utils.dump_llvm, dispatcher._DispatcherBase.get_call_template,
             caller.targetctx.cached_internal_func, dict(caller.overloads), dict(half.overloads))
    assert after == before


def test_a_function_defined_by_exec_is_found_in_its_log():
    """A function of source with no `__name__` (`exec`) is in Numba's module `<dynamic>`,
    beside Numba's array-expression kernels: it is the user's all the same."""
    namespace = {"np": np}
    exec("def steps(x):\n    y = x.copy()\n    for _ in range(3):\n"
         "        y = np.sin(y) * x\n    return np.sum(y)\n", namespace)
    steps = numba.njit(namespace["steps"])
    steps(np.ones(4))
    module, symbol = numba_capture.linked_before_loop_passes(steps, steps.signatures[0],
                                                             toolchain.find())
    assert symbol.startswith("_ZN13_3cdynamic_3e5steps")
    assert re.search(rf'^define [^@\n]*@"?{re.escape(symbol)}"?\(', module, re.M)
