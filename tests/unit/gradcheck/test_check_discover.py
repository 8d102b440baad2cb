"""`nrtgrad.gradcheck.check`, the `nrtgrad check` command: which .ll files its arguments
name, and the usage it refuses before any file is differentiated.

(test_check.py, in tests/check, runs whole batches.)
"""

from __future__ import annotations

import pytest

from nrtgrad.errors import InputError
from nrtgrad.gradcheck import check


def test_directories_are_searched_recursively_and_files_are_taken_once(tmp_path):
    for name in ("b.ll", "a.ll", "sub/c.ll", "sub/notes.txt", "sub/deeper/d.ll"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("")
    found = check.discover([str(tmp_path / "b.ll"), str(tmp_path)])
    assert [path.relative_to(tmp_path).as_posix() for path, _ in found] == \
        ["b.ll", "a.ll", "sub/c.ll", "sub/deeper/d.ll"]
    assert all(display == str(path) for path, display in found)


def test_what_names_no_ll_file_is_bad_input(tmp_path):
    with pytest.raises(InputError, match=r"missing: no such file or directory$"):
        check.discover([str(tmp_path / "missing")])
    (tmp_path / "notes.txt").write_text("")
    with pytest.raises(InputError, match=r"^no \.ll files found in "):
        check.discover([str(tmp_path)])


@pytest.mark.parametrize("rtol", [0.0, -1e-3, float("nan")])
def test_a_tolerance_that_is_not_positive_is_refused(tmp_path, rtol):
    with pytest.raises(InputError, match=r"^--rtol must be positive$"):
        check.main([str(tmp_path)], settings=check.Settings(rtol=rtol))


def test_an_unwritable_report_is_refused_before_any_work(tmp_path):
    (tmp_path / "k.ll").write_text("")
    with pytest.raises(InputError, match=r"cannot write .*report\.xml: directory .*absent does "
                                         r"not exist"):
        check.main([str(tmp_path)], junit=str(tmp_path / "absent" / "report.xml"))
