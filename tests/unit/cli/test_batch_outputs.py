"""`nrtgrad.cli.batch`, several inputs in one call: where each output goes, and the batch
run that reports each input as it ends and exits with the worst outcome.

(test_batch.py, in tests/e2e, runs it on Numba fixtures.)  Here the one input that is
differentiated calls Enzyme itself: a few lines through the whole pipeline.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from enzyme_modules import SQUARE

from nrtgrad import pipeline, toolchain
from nrtgrad.cli import batch
from nrtgrad.errors import InputError


@pytest.mark.parametrize("emit, mode, names", [
    ("ll", "reverse", ["f_grad.ll", "g_grad.ll"]),
    ("obj", "forward", ["f_jvp.o", "g_jvp.o"]),
    ("asm", "hvp", ["f_hvp.s", "g_hvp.s"]),
    ("bc", "reverse", ["f_grad.bc", "g_grad.bc"]),
])
def test_each_output_is_named_after_its_input(emit, mode, names):
    outputs = batch.output_paths(["a/f.ll", "b/g.ll"], Path("out"), emit, mode)
    assert outputs == [Path("out") / name for name in names]


def test_inputs_that_would_share_an_output_or_read_stdin_are_refused():
    with pytest.raises(InputError, match=r"^a/f\.ll and b/f\.ll would both be written to "
                                         r"out/f_grad\.ll$"):
        batch.output_paths(["a/f.ll", "b/f.ll"], Path("out"), "ll", "reverse")
    with pytest.raises(InputError, match=r"stdin \('-'\) can only be differentiated on its own"):
        batch.output_paths(["a.ll", "-"], Path("out"), "ll", "reverse")


def test_every_input_is_reported_and_the_worst_outcome_is_the_exit_code(tmp_path):
    (tmp_path / "square.ll").write_text(SQUARE)
    (tmp_path / "empty.ll").write_text("")
    inputs = [str(tmp_path / name) for name in ("square.ll", "empty.ll", "missing.ll")]
    outputs = batch.output_paths(inputs, tmp_path / "out", "ll", "reverse")
    (tmp_path / "out").mkdir()
    reported = []
    worst = batch.differentiate_all(toolchain.find(), inputs, outputs, pipeline.Options(), "ll",
                                    2, reported.append)
    assert worst == 2  # bad input
    by_input = {Path(outcome.input).name: outcome for outcome in reported}
    assert sorted(by_input) == ["empty.ll", "missing.ll", "square.ll"]
    assert by_input["square.ll"].error is None and by_input["square.ll"].seconds > 0
    assert "define double @dsquare(double %x)" in outputs[0].read_text()
    assert str(by_input["empty.ll"].error).endswith("empty.ll: empty input, expected LLVM IR")
    assert str(by_input["missing.ll"].error).startswith("cannot read ")
    # a failed input leaves no output
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["square_grad.ll"]
