"""Unmasked vector gathers and scatters in forms Enzyme differentiates quickly.

LLVM's loop vectorizer turns a loop over a strided or generic-layout array
into `llvm.masked.gather` / `llvm.masked.scatter` calls, which Enzyme cannot
differentiate ("cannot handle (forward) unknown intrinsic"; A5 in
docs/enzyme-workarounds.md).  With a mask that is all `true` a gather is
exactly one load per lane and a scatter one store per lane, in lane order;
this stage writes them so (a scatter of a constant vector too).  Masked
calls with any other mask are left alone.

Where the lanes' addresses are `getelementptr T, ptr %base, <N x i64> %idx`,
the call becomes a call of a small internal function
`nrtgrad.gather.vN.T.alignA(ptr %base, <N x i64> %idx)` (scatter:
`(<N x T> %values, ptr %base, <N x i64> %idx)`) whose body is the per-lane
loads or stores: one `noinline` function per kind, lane count, element type
and alignment.  Enzyme differentiates the function, not each call's lanes;
in line, the N loads or stores of every call enter Enzyme's caching analysis
of the entry, which compares every load with every later store, and the
derivative module and its final O2 grow with them (C4).  Other address
vectors get the loads and stores in line.  Enzyme cannot take a vector of
pointers as a call argument (it aborts in `whatType`), hence the base and
index vector.
"""

from __future__ import annotations

import re

from .. import ir

_VALUE = ir.LOCAL_NAME
_GATHER = re.compile(
    rf"^(\s*)({_VALUE}) = (?:tail )?call <(\d+) x (\w+)> @llvm\.masked\.gather\.[\w.]+\("
    rf"<\d+ x ptr> ({_VALUE}), i32 (\d+), <\d+ x i1> <([^>]*)>, <\d+ x \w+> [^)]*\)")
_SCATTER = re.compile(
    rf"^(\s*)(?:tail )?call void @llvm\.masked\.scatter\.[\w.]+\(<(\d+) x (\w+)> "
    rf"({_VALUE}|<[^<>]*>), "
    rf"<\d+ x ptr> ({_VALUE}), i32 (\d+), <\d+ x i1> <([^>]*)>\)")
# lanes' addresses from one base pointer and a vector of element indices
_INDEXED = re.compile(rf"^\s*({_VALUE}) = getelementptr (?:inbounds )?(\w+), ptr ({_VALUE}), "
                      rf"<(\d+) x i64> ({_VALUE})\s*$")


def _all_true(mask: str, lanes: int) -> bool:
    return [m.strip() for m in mask.split(",")] == ["i1 true"] * lanes


def scalarize(text: str) -> str:
    """Every all-true masked gather and scatter as per-lane loads and stores."""
    lines = text.splitlines()
    # value names are per function
    indexed_in = {}
    for function in ir.defined_functions(lines):
        indexed = {m.group(1): (m.group(2), m.group(3), m.group(4), m.group(5))
                   for m in map(_INDEXED.match, lines[function.start:function.end]) if m}
        indexed_in.update(dict.fromkeys(range(function.start, function.end), indexed))
    out, helpers, count = [], {}, 0
    for index, line in enumerate(lines):
        indexed = indexed_in.get(index, {})
        gather, scatter = _GATHER.match(line), _SCATTER.match(line)
        if gather and _all_true(gather.group(7), int(gather.group(3))):
            indent, name, lanes, element, pointers, align, _ = gather.groups()
            address = _address(indexed, pointers, element, lanes)
            if address:
                helper = f"nrtgrad.gather.v{lanes}.{element}.align{align}"
                helpers[helper] = _gather_helper(helper, int(lanes), element, align)
                out.append(f"{indent}{name} = call <{lanes} x {element}> {ir.quote(helper)}"
                           f"({address})")
                continue
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
            address = _address(indexed, pointers, element, lanes)
            if address:
                helper = f"nrtgrad.scatter.v{lanes}.{element}.align{align}"
                helpers[helper] = _scatter_helper(helper, int(lanes), element, align)
                out.append(f"{indent}call void {ir.quote(helper)}(<{lanes} x {element}> "
                           f"{values}, {address})")
                continue
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
    for helper in sorted(helpers):
        out += ["", *helpers[helper]]
    return ir.module_text(out)


def _address(indexed: dict, pointers: str, element: str, lanes: str) -> str | None:
    """`ptr %base, <N x i64> %idx` when the lanes' addresses index one base pointer."""
    if pointers not in indexed:
        return None
    source, base, count, indices = indexed[pointers]
    if source != element or count != lanes:
        return None
    return f"ptr {base}, <{lanes} x i64> {indices}"


def _lane_address(lanes: int, element: str, lane: int) -> list[str]:
    return [f"  %index{lane} = extractelement <{lanes} x i64> %indices, i64 {lane}",
            f"  %address{lane} = getelementptr {element}, ptr %base, i64 %index{lane}"]


def _gather_helper(name: str, lanes: int, element: str, align: str) -> list[str]:
    vector, previous = f"<{lanes} x {element}>", "poison"
    body = [f"define internal {vector} {ir.quote(name)}(ptr %base, <{lanes} x i64> %indices) "
            "noinline nounwind {", "entry:"]
    for lane in range(lanes):
        body += [*_lane_address(lanes, element, lane),
                 f"  %element{lane} = load {element}, ptr %address{lane}, align {align}",
                 f"  %lanes{lane} = insertelement {vector} {previous}, {element} "
                 f"%element{lane}, i64 {lane}"]
        previous = f"%lanes{lane}"
    return body + [f"  ret {vector} {previous}", "}"]


def _scatter_helper(name: str, lanes: int, element: str, align: str) -> list[str]:
    vector = f"<{lanes} x {element}>"
    body = [f"define internal void {ir.quote(name)}({vector} %values, ptr %base, "
            f"<{lanes} x i64> %indices) noinline nounwind {{", "entry:"]
    for lane in range(lanes):
        body += [*_lane_address(lanes, element, lane),
                 f"  %element{lane} = extractelement {vector} %values, i64 {lane}",
                 f"  store {element} %element{lane}, ptr %address{lane}, align {align}"]
    return body + ["  ret void", "}"]
