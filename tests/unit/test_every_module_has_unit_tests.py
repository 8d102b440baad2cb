"""Tests mirror the packages: every module of nrtgrad has a unit test file of its own.

The tests of `nrtgrad.<package>.<name>` live in tests/unit/<package>/ (those of
a package's `__init__`, `nrtgrad.<package>`, there too; those of the root's
modules in tests/unit/).  A file there covers the module when it imports it
and either is named `test_<name>.py` or names the module in backquotes in the
first paragraph of its docstring, e.g. `nrtgrad.nrt.meminfo_uses`.  The second
form is for a module whose `test_<name>.py` would share its name with a file
elsewhere under tests/ (pytest imports test files by their name) or whose
tests are in one file with another module's.  A file never counts for a
module it does not import, so a mention alone covers nothing; ruff's unused
import rule (test_static_names.py) makes sure it uses what it imports.
`__main__` and `__init__` files with nothing but a docstring and imports
have no behaviour of their own to test.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "src" / "nrtgrad"
UNIT = ROOT / "tests" / "unit"


def _only_declarations(tree: ast.Module) -> bool:
    """Nothing but a docstring, imports and `__all__`."""
    for statement in tree.body:
        if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant):
            continue
        if isinstance(statement, (ast.Import, ast.ImportFrom)):
            continue
        if isinstance(statement, ast.Assign) and [getattr(t, "id", None)
                                                  for t in statement.targets] == ["__all__"]:
            continue
        return False
    return True


def modules() -> dict[str, tuple[Path, str]]:
    """Dotted module name -> (the directory its tests live in, the test file's name)."""
    found = {}
    for path in sorted(SOURCE.rglob("*.py")):
        parts = path.relative_to(SOURCE.parent).with_suffix("").parts
        if parts[-1] == "__main__":
            continue
        if parts[-1] == "__init__":
            if _only_declarations(ast.parse(path.read_text())):
                continue
            parts = parts[:-1]
            directory = UNIT.joinpath(*parts[1:])
        else:
            directory = UNIT.joinpath(*parts[1:-1])
        found[".".join(parts)] = (directory, f"test_{parts[-1]}.py")
    return found


def imported(tree: ast.Module) -> set[str]:
    """The dotted names a test file imports (`from a.b import c`: a.b and a.b.c)."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def covers(test: Path, module: str, expected_name: str) -> bool:
    tree = ast.parse(test.read_text())
    if module not in imported(tree):
        return False
    if test.name == expected_name:
        return True
    first_paragraph = (ast.get_docstring(tree) or "").split("\n\n")[0]
    return f"`{module}`" in first_paragraph


def test_the_rule_sees_the_package():
    found = modules()
    assert {"nrtgrad.pipeline", "nrtgrad.nrt.meminfo_uses", "nrtgrad.ir",
            "nrtgrad.native.runtime", "nrtgrad"} <= set(found)
    # packages whose __init__ only documents them are not modules to test
    assert "nrtgrad.rewrites" not in found and "nrtgrad.__main__" not in found
    assert found["nrtgrad.ir.flow"] == (UNIT / "ir", "test_flow.py")
    assert found["nrtgrad.native.runtime"] == (UNIT / "native" / "runtime", "test_runtime.py")


def test_every_module_has_a_unit_test_file():
    missing = []
    for module, (directory, expected_name) in modules().items():
        tests = sorted(directory.glob("test_*.py")) if directory.is_dir() else []
        if not any(covers(test, module, expected_name) for test in tests):
            missing.append(f"{module} ({(directory / expected_name).relative_to(ROOT)})")
    assert not missing, ("modules without a unit test file (or a file there that imports "
                         "them and names them in its docstring):\n" + "\n".join(missing))


def test_every_unit_test_directory_mirrors_a_package():
    packages = {path.parent.relative_to(SOURCE) for path in SOURCE.rglob("__init__.py")}
    directories = {path.parent.relative_to(UNIT) for path in UNIT.rglob("test_*.py")}
    assert directories - packages == set()
