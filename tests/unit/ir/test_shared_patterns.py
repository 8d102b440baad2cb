"""Every regular expression of the package is written once (`nrtgrad.ir` holds the shared ones).

The check reads the source of every module: the pattern argument of each call
of a `re` function, and every module-level string constant that is a pattern
piece (it contains a backslash or a group).  Two places with the same source
text are one pattern written twice, and one of them drifts the day the other
is fixed; the shared one belongs in `nrtgrad.ir`.  Patterns of at most six
characters (`\\d+`, `\\W`) are character classes, not IR shapes, and are left
out.
"""

from __future__ import annotations

import ast
import importlib
import pkgutil
import re
from collections import defaultdict
from pathlib import Path

import nrtgrad
from nrtgrad import ir

PACKAGE = Path(nrtgrad.__file__).parent
_RE_FUNCTIONS = {"compile", "match", "search", "fullmatch", "findall", "finditer", "sub", "subn",
                 "split"}
_SHORTEST = 7


def _pattern_sources(tree: ast.Module) -> list[tuple[int, str]]:
    """(line, source) of every pattern a module writes."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and isinstance(node.func.value, ast.Name) and node.func.value.id == "re" \
                and node.func.attr in _RE_FUNCTIONS and node.args:
            found.append((node.lineno, ast.unparse(node.args[0])))
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) \
                and isinstance(node.value.value, str) \
                and ("\\" in node.value.value or "(?" in node.value.value):
            found.append((node.lineno, repr(node.value.value)))
    return found


def duplicated_patterns(root: Path) -> dict[str, list[str]]:
    """Pattern source -> the places (path:line) that write it, for those written twice."""
    places = defaultdict(list)
    for path in sorted(root.rglob("*.py")):
        for line, source in _pattern_sources(ast.parse(path.read_text())):
            if len(source) >= _SHORTEST:
                places[source].append(f"{path.relative_to(root)}:{line}")
    return {source: where for source, where in places.items() if len(where) > 1}


def test_no_pattern_is_written_twice():
    assert duplicated_patterns(PACKAGE) == {}


def test_no_compiled_pattern_is_compiled_again_elsewhere():
    """The same check on what the modules compile at their top level: patterns built
    from pieces (`ir.GLOBAL_NAME` in one module, `GLOBAL_NAME` in another) read
    differently in the source."""
    places = defaultdict(list)
    for info in pkgutil.walk_packages(nrtgrad.__path__, "nrtgrad."):
        if info.name.endswith("__main__"):
            continue
        module = importlib.import_module(info.name)
        for node in ast.parse(Path(module.__file__).read_text()).body:
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) \
                    and ast.unparse(node.value.func) == "re.compile":
                for target in node.targets:
                    compiled = getattr(module, target.id)
                    places[(compiled.pattern, compiled.flags)].append(
                        f"{info.name}.{target.id}")
    assert {pattern: where for (pattern, _), where in places.items() if len(where) > 1} == {}


def test_the_check_finds_a_pattern_written_in_two_modules(tmp_path):
    for name in ("first.py", "second.py"):
        (tmp_path / name).write_text('import re\n_PHI = re.compile(r"^\\s*(%\\S+) = phi ")\n')
    (tmp_path / "third.py").write_text('_VALUE = r"%[-\\w.$]+"\nOTHER = r"%[-\\w.$]+"\n')
    found = duplicated_patterns(tmp_path)
    assert sorted(found.values()) == [["first.py:2", "second.py:2"], ["third.py:1", "third.py:2"]]


def test_a_name_is_a_whole_token():
    assert ir.mentions("call void @f(ptr %a.1)", "%a.1")
    assert not ir.mentions("call void @f(ptr %a.1)", "%a")
    assert ir.token_pattern("%x").sub("%y", "%x, %x.y, %x") == "%y, %x.y, %y"


def test_names_are_quoted_as_llvm_prints_them():
    assert ir.local_token("a.b$c-d") == "%a.b$c-d"
    assert ir.local_token("12") == "%12"
    assert ir.local_token("0.lr.ph") == '%"0.lr.ph"'
    assert ir.local_token("a b") == '%"a b"'
    assert ir.quote("NRT_decref") == "@NRT_decref"
    assert ir.quote("1f") == '@"1f"'


def test_phi_parts():
    match = ir.PHI.match("  %s = phi fast double [ 0.0, %entry ], [ %t, %loop ]")
    assert match.groups() == ("  %s = phi ", "%s", "fast ", "double",
                              "[ 0.0, %entry ], [ %t, %loop ]")
    match = ir.PHI.match('  %"p.0" = phi [2 x i64] [ %a, %b ]')
    assert (match.group(2), match.group(3), match.group(4)) == ('%"p.0"', "", "[2 x i64]")
    assert ir.PHI.match("  %s = select i1 %c, double %a, double %b") is None


def test_memset():
    zeroing = ir.memset("  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 %s, "
                        "i8 0, i64 24, i1 false)")
    assert zeroing == ir.Memset("  ", True, "%s", 24)
    filling = ir.memset("  call void @llvm.memset.p0.i64(ptr %p, i8 %v, i64 %n, i1 false)")
    assert filling == ir.Memset("  ", False, "%p", None)
    assert ir.memset("  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %q, i64 8, i1 false)") is None


def test_module_text_and_metadata_numbers():
    assert ir.module_text(["define void @f() {", None, "}"]) == "define void @f() {\n}\n"
    assert ir.next_metadata_node("!0 = !{}\n!7 = !{!0}\n  call void @f(), !dbg !9\n") == 8
    assert ir.next_metadata_node("define void @f() {\n}\n") == 0


def test_missing_declarations():
    declarations = {"llvm.umin.i64": "declare i64 @llvm.umin.i64(i64, i64)",
                    "free": "declare void @free(ptr)"}
    text = "  %m = call i64 @llvm.umin.i64(i64 %a, i64 %b)\n  call void @free(ptr %p)\n" \
           "declare void @free(ptr)\n"
    assert ir.missing_declarations(text, declarations) == \
        "\ndeclare i64 @llvm.umin.i64(i64, i64)\n"
    assert ir.missing_declarations("", declarations) == ""


def test_integer_constants():
    assert [bool(ir.INTEGER.fullmatch(v)) for v in ("0", "-12", "1.0", "%x", "")] == \
        [True, True, False, False, False]
    assert re.fullmatch(ir.NAME_END, "") is not None


def test_data_field_of():
    assert ir.data_field_of("getelementptr i8, ptr %mi, i64 24") == "%mi"
    assert ir.data_field_of("getelementptr inbounds { i64, ptr, ptr, ptr, i64 }, ptr %\"m.0\", "
                            "i64 0, i32 3, !dbg !4") == '%"m.0"'
    assert ir.data_field_of("getelementptr i8, ptr %mi, i64 32") is None
