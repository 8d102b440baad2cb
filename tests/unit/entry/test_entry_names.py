"""c_entry.ENTRY_LOCALS lists every name the generated entry points give
their own values and blocks (c_entry, second_order, array_results), so that
a parameter named like one of them is renamed there (`arg.<name>`).

Each kind of entry is generated from a real fixture: `<name>_grad` with and
without the value, `_jvp`, `_hvp` with its internal gradient, and a vector
result's `_vjp` / `_jvp` with their internal entries.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from nrtgrad.entry import c_entry, array_results
from nrtgrad import ir, pipeline, toolchain

INPUTS = Path(__file__).resolve().parents[2] / "inputs" / "numba-0.61.2"
LOCAL = re.compile(r"%([A-Za-z_][A-Za-z0-9_]*)(?![-\w.$])")  # no dot: could be a Python name
LABEL = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*):")


@pytest.mark.parametrize("kernel, mode, value", [
    ("sum_sq", "reverse", True), ("sum_sq", "reverse", False), ("sum_sq", "forward", True),
    ("sum_sq", "hvp", True), ("sin_matrix", "reverse", True), ("sin_matrix", "forward", True),
])
def test_every_bare_name_of_an_entry_is_listed(kernel, mode, value):
    registered = pipeline.register(toolchain.find(), (INPUTS / f"{kernel}.ll").read_bytes(),
                                   kernel, pipeline.Options(mode=mode, value=value))
    spec = registered.gradient
    lines = registered.module.splitlines()
    entries = [f for f in ir.defined_functions(lines)
               if f.name.startswith((spec.name, "nrtgrad.gradient."))]
    assert entries
    names = set()
    for function in entries:
        for line in lines[function.start:function.end + 1]:
            names |= set(LOCAL.findall(line))
            names |= set(LABEL.findall(line))
    parameters = {c_entry._local_name(a.name) for a in spec.entry.arguments}
    assert names - parameters - {array_results.RESULT} <= c_entry.ENTRY_LOCALS
