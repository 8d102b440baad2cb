"""The benchmark tables of the docs are `make bench`'s results, not pasted numbers.

scripts/perf_tables.py writes them from bench/results/*.json; these tests run
its `--check` (no benchmark runs) and check that it renders each JSON file as
the benchmark itself wrote the .md file beside it.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "perf_tables.py"
RESULTS = ROOT / "bench" / "results"

_SPEC = importlib.util.spec_from_file_location("perf_tables", SCRIPT)
perf_tables = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(perf_tables)


def test_the_documented_tables_are_the_bench_results():
    result = subprocess.run([sys.executable, str(SCRIPT), "--check"],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr


def test_the_performance_page_has_every_table():
    page = (ROOT / "docs" / "performance.md").read_text()
    sources = [m["source"] for m in perf_tables.BLOCK.finditer(page)]
    assert sorted(sources) == sorted(perf_tables.RENDER)


@pytest.mark.parametrize("source", sorted(perf_tables.RENDER))
def test_a_table_is_what_the_benchmark_wrote(source):
    """One rendering: the JSON gives the .md file the benchmark wrote beside it."""
    written = (RESULTS / source).with_suffix(".md").read_text()
    assert perf_tables.render(source) == written


def _page(tmp_path, body: str) -> Path:
    page = tmp_path / "page.md"
    page.write_text("# Page\n\n" + perf_tables.BEGIN.format(source="parallel.json")
                    + body + perf_tables.END + "\nafter\n")
    return page


def test_check_names_a_stale_page_and_a_run_rewrites_it(tmp_path, monkeypatch, capsys):
    page = _page(tmp_path, "\n| kernel | n |\n|---|---|\n| pasted | 1 |\n\n")
    monkeypatch.setattr(perf_tables, "PAGES", [page])
    before = page.read_text()
    assert perf_tables.main(["--check"]) == 1
    assert "page.md" in capsys.readouterr().err
    assert page.read_text() == before
    assert perf_tables.main([]) == 0
    after = page.read_text()
    assert "pasted" not in after and after.endswith(perf_tables.END + "\nafter\n")
    assert perf_tables.render("parallel.json") in after
    assert perf_tables.main(["--check"]) == 0


def test_an_unclosed_table_is_an_error(tmp_path, monkeypatch, capsys):
    page = tmp_path / "page.md"
    page.write_text(perf_tables.BEGIN.format(source="tool.json") + "\n| x |\n")
    monkeypatch.setattr(perf_tables, "PAGES", [page])
    assert perf_tables.main(["--check"]) == 1
    assert "page.md" in capsys.readouterr().err


@pytest.mark.parametrize("source", ["bench.json", "latency.json", "summary.json", "memory.json"])
def test_results_of_a_quick_run_are_refused(source, tmp_path, monkeypatch, capsys):
    results = json.loads((RESULTS / source).read_text())
    (tmp_path / source).write_text(json.dumps({**results, "quick": True}))
    monkeypatch.setattr(perf_tables, "RESULTS", tmp_path)
    page = tmp_path / "page.md"
    page.write_text(perf_tables.BEGIN.format(source=source) + perf_tables.END)
    monkeypatch.setattr(perf_tables, "PAGES", [page])
    assert perf_tables.main([]) == 1
    assert "--quick" in capsys.readouterr().err
