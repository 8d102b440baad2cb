"""Unmasked vector gathers and scatters as scalar loads and stores.

LLVM's loop vectorizer turns a loop over a strided or generic-layout array
into `llvm.masked.gather` / `llvm.masked.scatter` calls (Numba 0.61 does so
in `v.sum()` of a jitted helper), which Enzyme 0.0.289 cannot differentiate
("cannot handle (forward) unknown intrinsic").  With a mask that is all
`true` a gather is exactly one load per lane and a scatter one store per
lane, in lane order; this stage writes them so.  Masked calls with any
other mask are left alone.
"""

from __future__ import annotations

import re

_VALUE = r"%[-\w.$]+"
_GATHER = re.compile(
    rf"^(\s*)({_VALUE}) = (?:tail )?call <(\d+) x (\w+)> @llvm\.masked\.gather\.[\w.]+\("
    rf"<\d+ x ptr> ({_VALUE}), i32 (\d+), <\d+ x i1> <([^>]*)>, <\d+ x \w+> [^)]*\)")
_SCATTER = re.compile(
    rf"^(\s*)(?:tail )?call void @llvm\.masked\.scatter\.[\w.]+\(<(\d+) x (\w+)> ({_VALUE}), "
    rf"<\d+ x ptr> ({_VALUE}), i32 (\d+), <\d+ x i1> <([^>]*)>\)")


def _all_true(mask: str, lanes: int) -> bool:
    return [m.strip() for m in mask.split(",")] == ["i1 true"] * lanes


def scalarize(text: str) -> str:
    """Every all-true masked gather and scatter as scalar loads and stores."""
    out, count = [], 0
    for line in text.splitlines():
        gather, scatter = _GATHER.match(line), _SCATTER.match(line)
        if gather and _all_true(gather.group(7), int(gather.group(3))):
            indent, name, lanes, element, pointers, align, _ = gather.groups()
            vector, previous, stem = f"<{lanes} x {element}>", "poison", f"%nrtgrad.gather{count}"
            count += 1
            for lane in range(int(lanes)):
                result = name if lane == int(lanes) - 1 else f"{stem}.lane{lane}"
                out += [f"{indent}{stem}.ptr{lane} = extractelement <{lanes} x ptr> {pointers}, "
                        f"i64 {lane}",
                        f"{indent}{stem}.elt{lane} = load {element}, ptr {stem}.ptr{lane}, "
                        f"align {align}",
                        f"{indent}{result} = insertelement {vector} {previous}, {element} "
                        f"{stem}.elt{lane}, i64 {lane}"]
                previous = result
        elif scatter and _all_true(scatter.group(7), int(scatter.group(2))):
            indent, lanes, element, values, pointers, align, _ = scatter.groups()
            stem = f"%nrtgrad.scatter{count}"
            count += 1
            for lane in range(int(lanes)):
                out += [f"{indent}{stem}.ptr{lane} = extractelement <{lanes} x ptr> {pointers}, "
                        f"i64 {lane}",
                        f"{indent}{stem}.elt{lane} = extractelement <{lanes} x {element}> "
                        f"{values}, i64 {lane}",
                        f"{indent}store {element} {stem}.elt{lane}, ptr {stem}.ptr{lane}, "
                        f"align {align}"]
        else:
            out.append(line)
    return "\n".join(out) + "\n"
