"""The documentation: README.md as a front page, the mkdocs site under docs/.

- `mkdocs build --strict` builds the site without a warning (mkdocs.yml
  turns unknown links and missing anchors into warnings);
- every page under docs/ is in mkdocs.yml's nav, and every nav entry exists;
- README.md stays a front page (under 250 lines), its links into docs/ reach
  a page and a heading, and its install and `make` blocks are the ones
  docs/install.md shows;
- every fenced ```python block marked runnable runs as a program.

A block is marked runnable by an HTML comment starting `<!-- runnable` on
the line just before its fence; mark only complete programs.  Each one runs
in a subprocess of this Python, in an empty directory, with its own
NRTGRAD_CACHE_DIR, and must exit 0.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
README = ROOT / "README.md"
RUNNABLE_MARK = "<!-- runnable"
INSTALL_MARK = "<!-- install:"
README_MAX_LINES = 250


def _pages() -> list[Path]:
    return [README] + sorted(DOCS.rglob("*.md"))


def _fenced_blocks(text: str):
    """(line before the fence, info string, code) of every fenced block."""
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        fence = re.match(r"^(`{3,})(.*)$", lines[i])
        if not fence:
            i += 1
            continue
        start, ticks, info = i, fence.group(1), fence.group(2).strip()
        i += 1
        body = []
        while i < len(lines) and not lines[i].startswith(ticks):
            body.append(lines[i])
            i += 1
        assert i < len(lines), f"a fence opened at line {start + 1} is not closed"
        i += 1
        yield (lines[start - 1] if start else ""), info, "\n".join(body) + "\n"


def _runnable_blocks() -> dict[str, list[str]]:
    """The code of every block marked runnable, with where it appears."""
    blocks: dict[str, list[str]] = {}
    for page in _pages():
        for n, (before, info, code) in enumerate(_fenced_blocks(page.read_text())):
            if before.startswith(RUNNABLE_MARK):
                assert info == "python", f"{page.name}: block {n} is marked runnable but is ```{info}"
                blocks.setdefault(code, []).append(f"{page.relative_to(ROOT)}#{n}")
    return blocks


RUNNABLE = _runnable_blocks()


def _headings(text: str) -> list[str]:
    out, fenced = [], False
    for line in text.split("\n"):
        if line.startswith("```"):
            fenced = not fenced
        elif not fenced and re.match(r"#{1,6} ", line):
            out.append(line.lstrip("#").strip())
    return out


def _slug(heading: str) -> str:
    from markdown.extensions.toc import slugify

    return slugify(heading.replace("`", ""), "-")


def _nav_files(nav) -> list[str]:
    if isinstance(nav, str):
        return [nav]
    if isinstance(nav, list):
        return [f for item in nav for f in _nav_files(item)]
    if isinstance(nav, dict):
        return [f for value in nav.values() for f in _nav_files(value)]
    raise AssertionError(f"unexpected nav entry {nav!r}")


def test_mkdocs_build_strict_has_no_warnings(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict",
         "-f", str(ROOT / "mkdocs.yml"), "-d", str(tmp_path / "site")],
        cwd=ROOT, capture_output=True, text=True, timeout=120)
    output = result.stdout + result.stderr
    warnings = [line for line in output.splitlines() if "WARNING" in line]
    assert result.returncode == 0 and not warnings, output
    assert (tmp_path / "site" / "index.html").is_file()


def test_every_page_is_in_the_nav():
    import yaml

    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text())
    assert config.get("docs_dir", "docs") == "docs"
    nav = _nav_files(config["nav"])
    assert len(nav) == len(set(nav)), f"a page is in the nav twice: {nav}"
    pages = sorted(str(p.relative_to(DOCS)) for p in DOCS.rglob("*.md"))
    assert sorted(nav) == pages


def test_readme_is_a_front_page():
    lines = README.read_text().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    assert len(lines) < README_MAX_LINES, f"README.md has {len(lines)} lines"


def test_readme_links_reach_the_docs():
    text = README.read_text()
    links = re.findall(r"\]\(([^)\s]+)\)", text)
    assert any(link.startswith("docs/") for link in links)
    for link in links:
        if re.match(r"[a-z]+:", link):
            continue
        path, _, anchor = link.partition("#")
        target = ROOT / path if path else README
        assert target.is_file(), f"README.md links to {link}: no such file"
        if anchor:
            slugs = [_slug(h) for h in _headings(target.read_text())]
            assert anchor in slugs, f"README.md links to {link}: no such heading"


def test_install_page_shows_the_readme_blocks():
    """docs/install.md repeats README.md's install block and `make` block as they are."""
    def blocks(page: Path) -> list[str]:
        return [code for _, info, code in _fenced_blocks(page.read_text()) if info == ""]

    readme_text = README.read_text()
    assert INSTALL_MARK in readme_text, "README.md lost its install block"
    install = readme_text.split(INSTALL_MARK, 1)[1].split("```\n", 1)[1].split("```", 1)[0]
    make = next(code for code in blocks(README) if code.startswith("make demo"))
    shown = blocks(DOCS / "install.md")
    assert install in shown and make in shown


def test_something_is_runnable():
    assert any("README.md" in where for places in RUNNABLE.values() for where in places)


@pytest.mark.parametrize("code", list(RUNNABLE), ids=[" ".join(w) for w in RUNNABLE.values()])
def test_runnable_example(code, tmp_path):
    env = dict(os.environ, NRTGRAD_CACHE_DIR=str(tmp_path / "cache"))
    result = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env,
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, (
        f"{' '.join(RUNNABLE[code])} exited {result.returncode}\n{result.stderr[-3000:]}")
