"""The pipeline's frame: the passes in order and their table, what `--save-temps` keeps,
and `register` / `differentiate` on a module that calls Enzyme itself (a few lines: the
passes for Numba modules are skipped, those around Enzyme run).

Which calls count as calling Enzyme is in test_enzyme_calls.py; the passes on Numba
fixtures run end to end (tests/e2e).
"""

from __future__ import annotations

import pytest

from enzyme_modules import SQUARE

from nrtgrad import pipeline, toolchain
from nrtgrad.errors import InputError


def test_passes_have_one_name_each_and_registration_comes_before_enzyme():
    names = [step.name for step in pipeline.PASSES]
    assert len(names) == len(set(names))
    assert names[0] == "input" and names[-1] == "checked"
    assert names.index("registered") < names.index("enzyme") < names.index("lowered-nrt")
    assert pipeline._LAST_REGISTER == names.index("registered") + 1


def test_the_stage_table_has_a_row_per_pass():
    rows = pipeline.stage_table().splitlines()
    assert rows[0] == "| # | pass (`--save-temps` file) | runs | what it does |"
    assert len(rows) == 2 + len(pipeline.PASSES)
    assert rows[2].startswith("| 1 | `input` | always | numba_logs: ")
    assert any(row.startswith("| ") and "| `reverse` | --mode hvp |" in row for row in rows)


def test_each_stage_is_kept_numbered_with_its_opt_command(tmp_path):
    stages = pipeline.Stages(tmp_path / "temps")
    assert stages.keep("input.ll", "; one") == "; one"
    stages.keep("canonical.ll", "; two")
    assert sorted(p.name for p in (tmp_path / "temps").iterdir()) == \
        ["01-input.ll", "02-canonical.ll"]
    assert stages.last == "02-canonical.ll"
    script = stages.keep_command("enzyme", toolchain.find(), "enzyme", True, "02-canonical.ll")
    assert script == tmp_path / "temps" / "enzyme.sh"
    command = script.read_text()
    assert command.startswith("setarch -R ") and "-passes=enzyme" in command
    assert command.endswith(f" < {tmp_path / 'temps' / '02-canonical.ll'}\n")


def test_without_a_directory_nothing_is_written(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    stages = pipeline.Stages(None)
    stages.keep("input.ll", "; text")
    assert stages.count == 1 and stages.keep_command("x", None, "verify", False, "in") is None
    assert list(tmp_path.iterdir()) == []


def test_a_save_temps_directory_that_cannot_be_made_is_bad_input(tmp_path):
    (tmp_path / "file").write_text("")
    with pytest.raises(InputError, match=r"^cannot create --save-temps directory .*file/temps: "):
        pipeline.Stages(tmp_path / "file" / "temps")


def test_only_the_passes_whose_condition_holds_run(tmp_path):
    result = pipeline.register(toolchain.find(), SQUARE.encode(), "square.ll",
                               pipeline.Options(save_temps=tmp_path))
    assert result.gradient is None  # the module calls Enzyme itself
    assert "@__enzyme_autodiff(ptr @square, double %x)" in result.module
    assert sorted(p.name for p in tmp_path.iterdir()) == \
        ["01-input.ll", "02-canonical.ll", "03-entry-point.ll", "04-release-markers.ll"]


def test_the_whole_pipeline_on_a_module_that_calls_enzyme():
    result = pipeline.differentiate(toolchain.find(), SQUARE.encode(), "square.ll",
                                    pipeline.Options(function="square"))
    assert "__enzyme_autodiff" not in result.module
    assert "define double @dsquare(double %x)" in result.module


@pytest.mark.parametrize("options, message", [
    (pipeline.Options(function="cube"), "square.ll: no differentiated function named 'cube' "
                                        "(differentiated here: square)"),
    (pipeline.Options(value=False), "square.ll: --no-value needs a Numba function (this module "
                                    "calls Enzyme itself)"),
])
def test_options_for_numba_functions_are_refused_on_such_a_module(options, message):
    with pytest.raises(InputError) as refused:
        pipeline.register(toolchain.find(), SQUARE.encode(), "square.ll", options)
    assert str(refused.value) == message
