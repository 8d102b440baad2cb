"""Releases LLVM sank into a phi of the old and the new array, swapped back.

LLVM's CFG simplification (Numba 0.68's LLVM) sinks the last instruction
common to the predecessors of a block into the block.  When `y` is
reassigned on either branch of an `if` in a loop, one branch ends with the
release of the old `y` and the other, after `incref(new); decref(old)`,
with the decref of the temporary holding the new `y`: the two become one
`NRT_decref` of a phi at the join that holds the old array on one path and
the new one on the other.  The ownership analysis refuses that join (the
arrays the paths hold differ).

The same sinking meets a function's early return: Numba's `norm` of an
empty matrix releases the argument and returns 0 while the other path
releases a temporary, and LLVM merges the two into a phi of both.

``unsink`` swaps such a decref back: when the phi gives one value `c` on
some edges and every other predecessor branches only to the block and
decrefs `c` with no call after it (refcount operations aside), that
predecessor decrefs its own incoming value instead, at its end, and the
block decrefs `c` on every path.  Only releases move, and only later on
their path (a release frees its own object only, and what the predecessor
still reads of its own array comes before); the phi goes when nothing else
uses it.  A predecessor left with `incref(x); decref(x)` drops the pair,
which changes no refcount: a call on the new array would keep Enzyme from
rematerialising it, and Enzyme would then free from its cache the array the
loop's phi already released (M7 in docs/enzyme-workarounds.md).  Nothing else changes; what does not
have this shape is left as it is.
"""

from __future__ import annotations

import re

from .. import ir

_REFCOUNT = re.compile(r"^\s*(?:tail )?call void @(NRT_decref|NRT_incref)\(ptr (?:nonnull |"
                       r"noundef )*(" + ir.LOCAL_NAME + r")\)(?:, !.*)?$")
_PHI = ir.phi_pattern("ptr")


def unsink(text: str, entry: str) -> str:
    """Swap back every sunk decref of the entry function (one at a time)."""
    while True:
        result = _unsink_one(text, entry)
        if result is None:
            return text
        text = result


def _unsink_one(text: str, entry: str) -> str | None:
    """The module with the first sunk decref swapped back, or None."""
    lines: list[str | None] = text.splitlines()
    function = ir.function_named(lines, entry)
    blocks = ir.blocks(lines, function)
    by_name = {block.name: block for block in blocks}
    for block in blocks:
        phis = {}
        for index in block.lines:
            line = lines[index]
            if " = phi " in line:
                phi = _PHI.match(line)
                if phi:
                    phis[phi.group(1)] = index
                continue
            if ir.DEBUG_CALL.match(line):
                continue
            call = _REFCOUNT.match(line)
            if call is None or call.group(1) != "NRT_decref" or call.group(2) not in phis:
                break
            swaps = _swaps(lines, by_name, ir.phi_incoming(lines[phis[call.group(2)]]))
            if swaps is not None:
                return _swap(lines, function, by_name, index, phis[call.group(2)], *swaps)
    return None


def _swaps(lines: list[str], by_name: dict[str, ir.Block],
           incoming: list[tuple[str, str]]) -> tuple[str, dict[int, tuple[str, str]]] | None:
    """The value `c` and, per predecessor not giving `c`, the line of its decref of
    `c` -> its own incoming value and its name; None if no value of the phi fits."""
    for common in sorted({value for value, _ in incoming}):
        if not common.startswith("%"):
            continue
        swaps = {}
        for value, predecessor in incoming:
            if value == common:
                continue
            source = by_name.get(predecessor)
            if source is None or len(set(source.successors)) != 1:
                break  # the decref would move on the predecessor's other edges too
            found = _final_decref(lines, source, common)
            if found is None:
                break
            swaps[found] = (value, predecessor)
        else:
            if swaps:
                return common, swaps
    return None


def _final_decref(lines: list[str], block: ir.Block, value: str) -> int | None:
    """The line of the block's decref of `value` followed by no call but refcount
    operations."""
    for index in reversed(block.lines[:-1]):
        match = _REFCOUNT.match(lines[index])
        if match is None and ir.CALLEE.search(lines[index]) and \
                not ir.DEBUG_CALL.match(lines[index]):
            return None
        if match and match.group(1) == "NRT_decref" and match.group(2) == value:
            return index
    return None


def _swap(lines: list[str | None], function: ir.Function, by_name: dict[str, ir.Block],
          call: int, phi: int, common: str, swaps: dict[int, tuple[str, str]]) -> str:
    value = ir.token_pattern(common)
    for index, (own, predecessor) in swaps.items():
        release = value.sub(own, lines[index], count=1)
        lines[index] = None
        previous = next((i for i in range(index - 1, function.start, -1)
                         if lines[i] is not None and not ir.DEBUG_CALL.match(lines[i])), None)
        match = _REFCOUNT.match(lines[previous] or "") if previous is not None else None
        if match and match.group(1) == "NRT_incref" and match.group(2) == own:
            lines[previous] = None
        else:
            end = by_name[predecessor].lines[-1]
            lines[end] = release + "\n" + lines[end]
    merged = ir.defined_value(lines[phi])
    lines[call] = ir.token_pattern(merged).sub(common, lines[call])
    if not any(ir.mentions(line, merged) for line in lines[function.start:function.end]
               if line is not None and ir.defined_value(line) != merged):
        lines[phi] = None
    return ir.module_text(lines)
