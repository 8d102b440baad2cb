"""Guarded loops whose exit merges arrays, made to test at their header again.

Python compiles `while c:` as `if c: do { body } while c`, and LLVM's loop
rotation does the same to other loops: blocks before the loop (the guard)
branch to the loop's header H or past the loop to its exit X, blocks of the
loop (the latch) branch back to H or to X, and X's phis merge what the
guard holds (the array from before the loop, when the loop does not run)
with what the loop holds (its array).  Enzyme, given that merge of arrays
allocated in and out of a loop, frees the array both through the phi and
from its cache (allocation_sites refuses it).

``unrotate`` sends every edge into H or X to a new block N instead, which
takes H's and X's phis (a value a phi did not take on an edge is a zero its
block never uses) and a phi of the loop condition, true on the edges that
entered H, and branches on it to H or X: N is the loop's header, one phi of
it carries the array around the loop and out of it, as a `for` loop's
header does.  Every path runs the same instructions in the same order, with
one branch more, and every value read holds what it held: where H itself
tests the loop and the loop also leaves from inside (a `break`: H dominates
X), X and the blocks after it may read H's phis, which in N take a zero on
the edges that leave.  So each phi of H read there is first read through a
phi of X that takes it on every edge into X (LLVM's loop-closed form);
moved into N, that phi takes H's phi on exactly the edges that leave.  Only
exits that merge an allocation made in the loop with one made before it are
rewritten, not those that also merge other loops' (loop versions), and only
where every value still dominates its uses.
"""

from __future__ import annotations

import re

from .. import ir
from ..ir.block_graph import BlockGraph

_BRANCH = re.compile(r"^\s*br (?:i1 (" + ir.LOCAL_NAME + r"|true|false), )?label (" +
                     ir.LOCAL_NAME + r")(?:, label (" + ir.LOCAL_NAME + r"))?(?:, !.*)?$")


def unrotate(text: str, entry: str, allocators: set[str]) -> str:
    """The entry with each guarded loop whose exit merges allocations tested at its header."""
    skipped: set[str] = set()
    while True:
        lines = text.splitlines()
        cfg = BlockGraph(lines, ir.function_named(lines, entry))
        found = _next_loop_exit(lines, cfg, allocators, skipped)
        if found is None:
            return text
        lines = _held_past_exit(lines, cfg, *found)
        rewritten = _rewrite(lines, BlockGraph(lines, ir.function_named(lines, entry)), *found)
        lines = rewritten.splitlines()
        if BlockGraph(lines, ir.function_named(lines, entry)).undominated_uses(lines):
            skipped.add(found[1])
        else:
            text = rewritten


def _next_loop_exit(lines: list[str], cfg: BlockGraph, allocators: set[str],
                    skipped: set[str]) -> tuple[str, str] | None:
    """(header, exit) of the first loop to rewrite, or None."""
    for block in cfg.blocks:
        if block.name in skipped or block.name in cfg.loops[block.name]:
            continue  # a loop's header: its phis carry arrays around the loop
        for header in _merged_loops(lines, cfg, block, allocators):
            sources = {*cfg.predecessors[header], *cfg.predecessors[block.name]}
            if all(_BRANCH.match(lines[cfg.by_name[s].lines[-1]]) for s in sources):
                return header, block.name
    return None


def _merged_loops(lines: list[str], cfg: BlockGraph, block: ir.Block, allocators) -> set[str]:
    """The header of the loop `block` exits whose phis merge an allocation made in the loop
    with one made outside it; none when they merge arrays of several loops (versions of
    one loop LLVM made: the new header would merge them)."""
    headers = set()
    for index in block.lines:
        if not ir.PHI.match(lines[index]):
            break
        if " phi ptr " not in lines[index]:
            continue
        loops = [cfg.loops[cfg.defined_in[value]] for value, _ in ir.phi_incoming(lines[index])
                 if _allocated(lines, cfg, value, allocators)]
        outside = cfg.loops[block.name]
        if any(loop == outside for loop in loops):
            headers |= {h for loop in loops for h in loop - outside
                        if not cfg.loops[h] - {h} - outside}
    return headers if len(headers) == 1 else set()


def _allocated(lines: list[str], cfg: BlockGraph, value: str, allocators: set[str]) -> bool:
    callee = ir.CALLEE.search(lines[cfg.definition[value]]) if value in cfg.definition else None
    return bool(callee) and ir.unquote(callee.group(1)) in allocators


def _held_past_exit(lines: list[str], cfg: BlockGraph, header: str, exit_: str) -> list[str]:
    """The lines with each phi of `header` that the exit or a block after it uses taken there
    through a phi of `exit_`, the header's value on every edge into the exit (LLVM's
    loop-closed form): `_rewrite` moves the header's phis into the new header, where the
    edges leaving the loop give them a zero, not the value they held."""
    if header not in cfg.dominators[exit_]:
        return lines  # the guard branches to the exit: nothing after it uses the header's phis
    types = {}
    for index in cfg.by_name[header].lines:
        phi = ir.PHI.match(lines[index])
        if not phi:
            break
        types[phi.group(2)] = phi.group(4)
    after = {block.name for block in cfg.blocks if exit_ in cfg.dominators[block.name]}
    held: dict[str, str] = {}

    def past(value: str, block: str) -> str:
        if value not in types or block not in after:
            return value
        return held.setdefault(value, ir.local_token(ir.label_name(value) + ".nrtgrad.held"))

    result = list(lines)
    for block in cfg.blocks:
        for index in block.lines:
            phi = ir.PHI.match(lines[index])
            if phi:
                incoming = ir.phi_incoming(lines[index])
                if any(past(value, source) != value for value, source in incoming):
                    result[index] = phi.group(1) + phi.group(3) + phi.group(4) + " " + ", ".join(
                        f"[ {past(value, source)}, {ir.local_token(source)} ]"
                        for value, source in incoming)
            elif block.name in after:
                result[index] = ir.LOCAL_TOKEN.sub(lambda m: past(m.group(0), block.name),
                                                   lines[index])
    if not held:
        return lines
    first = cfg.by_name[exit_].lines[0]
    return result[:first] + [
        f"  {name} = phi {types[value]} " + ", ".join(
            f"[ {value}, {ir.local_token(source)} ]" for source in cfg.predecessors[exit_])
        for value, name in held.items()] + result[first:]


def _rewrite(lines: list[str], cfg: BlockGraph, header: str, exit_: str) -> str:
    test = f"{header}.nrtgrad.test"
    sources = list(dict.fromkeys([*cfg.predecessors[header], *cfg.predecessors[exit_]]))
    enters, edits = {}, {}
    for source in sources:
        index = cfg.by_name[source].lines[-1]
        condition, first, second = _BRANCH.match(lines[index]).groups()
        targets = [ir.label_name(first), ir.label_name(second or first)]
        if {*targets} <= {header, exit_}:  # every edge of it goes to the test
            enters[source] = condition if targets == [header, exit_] else \
                "true" if targets[0] == header else "false"
            if targets == [exit_, header]:
                enters[source] = ir.local_token(f"{source}.nrtgrad.enters")
                edits[index] = [f"  {enters[source]} = xor i1 {condition}, true"]
            edits.setdefault(index, []).append(f"  br label {ir.local_token(test)}")
            continue
        enters[source] = "true" if header in targets else "false"
        edits[index] = [ir.token_pattern(ir.local_token(t)).sub(ir.local_token(test),
                                                                 lines[index])
                        for t in (header, exit_) if t in targets]
    phis = [f"  {ir.local_token(test + '.enters')} = phi i1 " + ", ".join(
        f"[ {enters[s]}, {ir.local_token(s)} ]" for s in sources)]
    for name in (header, exit_):
        for index in cfg.by_name[name].lines:
            phi = ir.PHI.match(lines[index])
            if not phi:
                break
            incoming = dict((source, value) for value, source in ir.phi_incoming(lines[index]))
            phis.append(phi.group(1) + phi.group(3) + phi.group(4) + " " + ", ".join(
                f"[ {incoming.get(s, ir.zero(phi.group(4)))}, {ir.local_token(s)} ]"
                for s in sources))
            edits[index] = []
    label = next(i for i in range(cfg.by_name[header].lines[0], 0, -1)
                 if ir.LABEL.match(lines[i]))
    block = [f"{ir.local_token(test)[1:]}:", *phis,
             f"  br i1 {ir.local_token(test + '.enters')}, label {ir.local_token(header)}, "
             f"label {ir.local_token(exit_)}", ""]
    result = []
    for index, line in enumerate(lines):
        result += block if index == label else []
        result += edits.get(index, [line])
    return ir.module_text(result)
