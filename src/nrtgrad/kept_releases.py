"""A loop-carried array's first value, kept by Enzyme, left out of the forward release.

`y = y0.copy(); for ...: y = y + h * f(y)` releases the array bound before
the loop through the loop's phi (`release(phi [copy, new])`).  Differentiated
at top level, Enzyme keeps the copy alive for the reverse pass and frees it
at the end (a primal `nrtgrad.shadow_free` of its cache), since it finds no
release of the copy itself; the release through the phi still runs in the
forward pass and would free the copy first.  `guard` rewrites each such
release so that it skips the value Enzyme keeps: every array is then freed
once, the copy by Enzyme after the reverse pass, the arrays made in the loop
by the forward pass's release.

Only where the kept value is defined once per call, in no loop, on every
path to the release (an array bound before the loop): an array made in the
loop has instances from earlier iterations no comparison tells apart.
Anything else stays a release through a phi, which
`selfcheck.check_single_release` refuses.  `loop_carried_only` tells the
pipeline when trying top level is worth an Enzyme run: when every release
through a merge releases a loop's carried array (other merges, an array
allocated on either side of a branch, stay callees as before).
"""

from __future__ import annotations

from . import ir, selfcheck
from .block_graph import BlockGraph


def guard(enzyme_text: str) -> str:
    """The Enzyme output with releases through a phi skipping the values Enzyme keeps."""
    lines = enzyme_text.splitlines()
    count = 0
    for function in ir.defined_functions(lines):
        body = lines[function.start:function.end + 1]
        kept = {selfcheck.named_after(m.group(1)) for line in body
                if (m := selfcheck.PRIMAL_CACHE_FREE.search(line)) and "'" not in m.group(1)}
        if not kept:
            continue
        merges, graph = selfcheck.merges_in(body), None
        for index in range(function.start, function.end + 1):
            release = "@nrtgrad.release(" in lines[index] \
                and selfcheck.RELEASE_CALL.search(lines[index])
            skipped = release and sorted(
                selfcheck.merged_by(ir.label_name(release.group(1)), merges) & kept)
            if not skipped:
                continue
            graph = graph or BlockGraph(lines, function)
            if not all(_once_before(graph, "%" + ir.quote(v)[1:], index) for v in skipped):
                continue
            value, guarded = release.group(1), []
            for kept_value in skipped:
                count += 1
                test, unkept = f"%nrtgrad.kept.{count}", f"%nrtgrad.unkept.{count}"
                guarded += [f"  {test} = icmp eq ptr {value}, %{ir.quote(kept_value)[1:]}",
                            f"  {unkept} = select i1 {test}, ptr null, ptr {value}"]
                value = unkept
            lines[index] = "\n".join(guarded + [f"  call void @NRT_decref(ptr {value})"])
    return "\n".join(lines) + "\n" if count else enzyme_text


def loop_carried_only(text: str) -> bool:
    """Every release through a phi or select releases a phi of a loop header."""
    lines = text.splitlines()
    for function in ir.defined_functions(lines):
        body = lines[function.start:function.end + 1]
        merges, graph = selfcheck.merges_in(body), None
        for line in body:
            release = "@nrtgrad.release(" in line and selfcheck.RELEASE_CALL.search(line)
            if not release or ir.label_name(release.group(1)) not in merges:
                continue
            graph = graph or BlockGraph(lines, function)
            block = graph.defined_in.get(release.group(1))
            if block is None or block not in graph.loops[block] \
                    or " = phi " not in lines[graph.definition[release.group(1)]]:
                return False
    return True


def _once_before(graph: BlockGraph, value: str, index: int) -> bool:
    """`value` is defined on every path to line `index`, once per call (in no loop):
    comparing with it tells its one array from every other."""
    block = graph.defined_in.get(value)
    release_block = next(b.name for b in graph.blocks if index in b.lines)
    if block is None or graph.loops[block]:
        return False
    return (graph.definition[value] < index if block == release_block
            else block in graph.dominators[release_block])
