"""`nrtgrad.gradcheck.check_shards`: `--shard I/N` parsed, and the files of each shard.

(tests/check/test_check.py partitions the real fixture directories and runs a sharded
check end to end.)
"""

from __future__ import annotations

import random

import pytest

from nrtgrad.errors import InputError
from nrtgrad.gradcheck import check, check_shards


@pytest.mark.parametrize("text, expected", [("1/1", (1, 1)), ("2/4", (2, 4)),
                                            ("7/7", (7, 7)), ("03/10", (3, 10))])
def test_a_shard_is_i_of_n(text, expected):
    assert check_shards.parse(text) == expected


@pytest.mark.parametrize("text, message", [
    ("0/2", "--shard 0/2: I must be from 1 to N = 2: shards are numbered from 1"),
    ("3/2", "--shard 3/2: I must be from 1 to N = 2, the number of shards"),
    ("1/0", "--shard 1/0: N, the number of shards, must be at least 1"),
    *((text, f"--shard {text}: expected I/N, two whole numbers (--shard 2/4: the second "
             "of four shards)") for text in ("a/b", "1", "1/2/3", "-1/2", "1/2 ", "", "\u0661/\u0662")),
])
def test_anything_else_is_one_line_of_bad_usage(text, message):
    with pytest.raises(InputError) as raised:
        check_shards.parse(text)
    assert str(raised.value) == message and raised.value.exit_code == 2


def files_of_sizes(tmp_path, sizes: list[int]) -> list[str]:
    names = []
    for number, size in enumerate(sizes):
        path = tmp_path / f"k{number:02d}.ll"
        path.write_text(f"; {number}\n".ljust(size, "x"))
        names.append(str(path))
    return names


@pytest.mark.parametrize("count", [1, 2, 3, 7, 30])
def test_shards_partition_the_files_evenly_whatever_the_order_given(tmp_path, count):
    names = files_of_sizes(tmp_path, [10 * (n % 9) + 20 for n in range(23)])
    found = check.discover(names)
    shards = [check_shards.select(found, index, count) for index in range(1, count + 1)]
    every = [file for shard in shards for file in shard]
    assert sorted(every) == sorted(found) and len(every) == len(set(every))
    assert {len(shard) for shard in shards} <= {len(found) // count, -(-len(found) // count)}
    for shard in shards:  # in the order the files were given
        assert shard == [file for file in found if file in shard]
    shuffled = names[:]
    random.Random(count).shuffle(shuffled)
    again = check.discover(shuffled)
    for index, shard in enumerate(shards, 1):
        assert sorted(check_shards.select(again, index, count)) == sorted(shard)


def test_files_are_dealt_by_size_largest_first_and_back(tmp_path):
    sizes = [60, 10, 50, 20, 40, 30]
    found = check.discover(files_of_sizes(tmp_path, sizes))
    by_size = {size: file for size, file in zip(sizes, found)}
    # 60 -> 1, 50 -> 2, 40 -> 2, 30 -> 1, 20 -> 1, 10 -> 2
    assert check_shards.select(found, 1, 2) == [by_size[s] for s in (60, 20, 30)]
    assert check_shards.select(found, 2, 2) == [by_size[s] for s in (10, 50, 40)]


def test_which_shard_follows_the_contents_not_the_path(tmp_path):
    first, second = tmp_path / "one", tmp_path / "two"
    for directory, names in ((first, ("a", "b", "c", "d")), (second, ("w", "x", "y", "z"))):
        directory.mkdir()
        for name, text in zip(names, ("alpha", "beta", "gamma", "delta")):
            (directory / f"{name}.ll").write_text(text)
    shards = {}
    for directory in (first, second):
        found = check.discover([str(directory)])
        contents = {file: file[0].read_text() for file in found}
        shards[directory] = [sorted(contents[file] for file in check_shards.select(found, i, 3))
                             for i in (1, 2, 3)]
    assert shards[first] == shards[second]


def test_more_shards_than_files_leaves_some_empty(tmp_path):
    found = check.discover(files_of_sizes(tmp_path, [30, 20]))
    shards = [check_shards.select(found, index, 4) for index in range(1, 5)]
    assert [len(shard) for shard in shards] == [1, 1, 0, 0]


def test_a_file_that_cannot_be_read_is_bad_input(tmp_path):
    found = check.discover(files_of_sizes(tmp_path, [30]))
    found[0][0].unlink()
    with pytest.raises(InputError, match=r"^cannot read .*k00\.ll: No such file"):
        check_shards.select(found, 1, 2)
