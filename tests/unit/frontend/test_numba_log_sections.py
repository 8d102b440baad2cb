"""`nrtgrad.frontend.numba_logs` on small NUMBA_DUMP_OPTIMIZED logs: a log told from a
module, its sections and their owners, and the module of the function --function names.

(test_numba_logs.py is the end-to-end test of Numba's real logs, in tests/e2e.)
The modules are cut down to a define line in Numba's convention: what the log
reader looks at.  Linking NUMBA_DUMP_LLVM modules is numba_link's (test_numba_link.py).
"""

from __future__ import annotations

import pytest

from nrtgrad.errors import InputError
from nrtgrad.frontend import numba_logs

SUFFIX = "B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE"
ENERGY = f"_ZN7kernels6energy{SUFFIX}"
COPY = f"_ZN7kernels9copy_math{SUFFIX}"


def module(symbol: str) -> str:
    return (f"define i32 @{symbol}(ptr noalias %retptr, ptr %excinfo, ptr %arg.x.0) {{\n"
            "entry:\n  ret i32 0\n}\n")


def section(kind: str, banner_name: str, symbol: str) -> str:
    dashes = "-" * 20
    return f"{dashes}{kind} DUMP {banner_name}{dashes}\n{module(symbol)}{'=' * 80}\n"


LOG = ("the program printed this\n"
       + section("OPTIMIZED", "energy", ENERGY)
       + "and this\n"
       + section("OPTIMIZED", "<function descriptor 'copy_math$2'>", COPY))


def test_a_log_is_told_from_a_module():
    assert numba_logs.is_log(LOG)
    assert not numba_logs.is_log(module(ENERGY))


def test_sections_with_their_owners_and_functions():
    energy, copy = numba_logs.sections(LOG)
    assert (energy.kind, energy.owner, energy.functions) == \
        ("OPTIMIZED", "energy", ("kernels.energy",))
    assert energy.text == module(ENERGY)  # without the banner, the end line or the prints
    # a long descriptor: the function's name without Numba's counter
    assert (copy.owner, copy.functions) == ("copy_math", ("kernels.copy_math",))


@pytest.mark.parametrize("function, symbol", [
    ("energy", ENERGY), ("kernels.energy", ENERGY), ("copy_math", COPY), (COPY, COPY),
])
def test_the_module_of_the_function_named(function, symbol):
    assert numba_logs.select(LOG, function, "run.log") == module(symbol)


def test_a_log_of_one_function_needs_no_name():
    log = section("OPTIMIZED", "energy", ENERGY)
    assert numba_logs.select(log, None, "run.log") == module(ENERGY)


def test_several_functions_need_a_name_and_an_unknown_one_is_listed():
    with pytest.raises(InputError) as several:
        numba_logs.select(LOG, None, "run.log")
    assert str(several.value) == ("run.log: a NUMBA_DUMP_OPTIMIZED log of 2 modules; choose "
                                  "one with --function: kernels.energy, kernels.copy_math")
    with pytest.raises(InputError) as unknown:
        numba_logs.select(LOG, "missing", "run.log")
    assert str(unknown.value) == ("run.log: a NUMBA_DUMP_OPTIMIZED log with no Numba function "
                                  "named 'missing' (functions: kernels.energy, "
                                  "kernels.copy_math)")


def test_a_log_with_optimized_and_unoptimized_modules_is_read_for_the_optimized():
    log = section("LLVM", "<function descriptor 'energy$1'>", ENERGY) + \
        section("OPTIMIZED", "copy_math", COPY)
    # the unoptimised energy is not a candidate: copy_math is the only function
    assert numba_logs.select(log, None, "run.log") == module(COPY)
    with pytest.raises(InputError, match=r"no Numba function named 'energy' \(functions: "
                                         r"kernels\.copy_math\)"):
        numba_logs.select(log, "energy", "run.log")


def test_text_that_is_not_a_log_is_returned_as_it_is():
    text = module(ENERGY)
    assert numba_logs.select(text, "anything", "f.ll") is text
