"""One allocation site per loop-carried array: undoing the jump threading of allocations.

Numba's optimiser (LLVM 14 and 15 in Numba 0.60 and 0.61) jump-threads the
test of a loop's trip count across the allocation of `y + h * k`: the
allocation is copied into a second block for the path on which the
following loop does not run, and the two copies meet in the phi of the
loop-carried `y`.  On the copy whose array is never written Enzyme's
activity analysis finds nothing active stored, takes the allocation as
inactive and makes the primal array the shadow on that edge of the phi: the
gradient would be written into the primal, and the primal freed twice.

Numba 0.68's LLVM unrolls a short time loop and unswitches it on the
array's extents: in the versions whose loops do not run, the arrays are
never written, and where the versions meet Enzyme again makes the primal
array a shadow (M6 in docs/enzyme-workarounds.md).

``merge`` undoes those copies: blocks in the same loops that end in an
allocation, its null test and the branch on it, calling the same allocator
alike, whose results meet in a phi, all branch to one new block that
allocates once and then dispatches, on the block it was entered from, to a
landing block per copy and on to the block that copy continued to (a copy
whose successor other blocks also reach first gets a successor of its own).
Phis where the copies met that now take the one allocation on every edge are
replaced by it.  Operands that differ between the copies (each version computes the size)
pass through phis of the merged block; copies with different failure
blocks reach theirs through a second dispatch.  Every execution of a copy
is one execution of the merged block, so the program makes the same
allocations in the same order; Enzyme sees one allocation per loop-carried
value, which the stores of the loop make active.  Refcount operations on other arrays between a copy's
allocation and its branch move above the allocation.  What the copies'
successors used from above a copy is computed again in the landing block
when it is pure, or passes through a phi of the merged block (the other
copies give it a zero they never use).  Copies in different loops are not
merged (the merged block would enter a loop in its middle); a merge of such
copies is refused (`copied_loop`: the array's variable named only where its
value's name is the user's, python_names.variable, never a variable of a
function inlined into the entry).  This runs after the ownership analysis,
which decided each refcount operation on the copies as they were.  What
does not have this shape is left as it is (the self-check refuses what
Enzyme then gets wrong).
"""

from __future__ import annotations

import re

from .. import ir
from ..ir.block_graph import BlockGraph
from ..errors import CopiedLoopError
from ..frontend import python_names

_ALLOCATION = re.compile(r"^\s*(" + ir.LOCAL_NAME + r") = (.*\bcall ptr (" + ir.GLOBAL_NAME
                         + r")\(.*)$")
_NULL_TEST = re.compile(r"^\s*(" + ir.LOCAL_NAME + r") = icmp eq ptr (" + ir.LOCAL_NAME
                        + r"), null(, !.*)?$")
_BRANCH = re.compile(r"^\s*br i1 (" + ir.LOCAL_NAME + r"), label (" + ir.LOCAL_NAME
                     + r"), label (" + ir.LOCAL_NAME + r")(.*)$")
_PHI = ir.phi_pattern()
# refcount markers (markers.py): none reads or writes an array's data, so one may
# run before an allocation instead of after it
_REFCOUNT = re.compile(r"^\s*(?:tail )?call void @nrtgrad\.(?:incref\.inactive|decref\.inactive|"
                       r"release|release\.shadow|decref\.final)\(")
# instructions whose value can pass through a phi, with their types
_CARRIED = re.compile(r"^\s*" + ir.LOCAL_NAME + r" = (?:load (ptr|i\d+|double|float),"
                      r"|(?:tail )?call (?:noalias |nonnull |noundef )*(ptr|i\d+|double|float) @"
                      r"|phi (ptr|i\d+|double|float) )")
# instructions that may be computed again below the merged block: no memory, no control
_PURE = re.compile(r"^\s*" + ir.LOCAL_NAME + r" = (?:icmp|fcmp|add|sub|mul|and|or|xor|shl|lshr|"
                   r"ashr|trunc|zext|sext|select|getelementptr|ptrtoint|"
                   r"fadd|fsub|fmul|fdiv|fneg|insertelement|extractelement|shufflevector|"
                   r"extractvalue|insertvalue|bitcast|sitofp|uitofp|fptosi|fptoui)\b")


def merge(text: str, entry: str, allocators: set[str]) -> str:
    """Merge the jump-threaded copies of allocations in the entry function.

    One group at a time, each on the module the previous merge left: every
    merge removes at least one allocation site, so this ends.  A merged
    module LLVM rejects (a value no longer dominating its uses, where the
    copies sat in loops of their own) is refused as the loop copies it is.
    """
    original = text
    text = _split_shared_successors(text, entry, allocators)
    merged = 0
    while True:
        result = _merge_one(text, entry, allocators, f"nrtgrad.alloc.site.{merged}")
        if result is None:
            break
        text, merged = result, merged + 1
    _refuse_merges_across_loops(text, entry, allocators)
    if text != original:
        lines = text.splitlines()
        if BlockGraph(lines, ir.function_named(lines, entry)).undominated_uses(lines):
            lines = original.splitlines()
            function = ir.function_named(lines, entry)
            cfg = BlockGraph(lines, function)
            sites = allocation_blocks(lines, cfg.blocks, allocators)
            copies = {site.value for group in _groups(lines, function, sites, cfg.loops)
                      for site in group}
            variable = _variable(lines, function, copies)
            raise CopiedLoopError(f"{copied_loop(variable)}; {LOG_FORWARD}", variable)
    return text


def _split_shared_successors(text: str, entry: str, allocators: set[str]) -> str:
    """Give each grouped copy a successor of its own.

    A copy whose successor other blocks also reach (jump threading makes
    two copies branch to one block) branches to a new block that only
    branches on; the successor's phis take the copy's values from it.  Only
    when nothing but blocks above every copy of the group dominates the
    successor: then the merge keeps every value used from there on defined
    (what came from a copy comes through the successor's phis).
    """
    lines: list[str] = text.splitlines()
    function = ir.function_named(lines, entry)
    cfg = BlockGraph(lines, function)
    sites = allocation_blocks(lines, cfg.blocks, allocators)
    new_blocks = []
    for group in _groups(lines, function, sites, cfg.loops):
        names = {site.block.name for site in group}
        above = set.intersection(*(cfg.dominators[name] for name in names)) - names
        for site in group:
            successor = site.successor
            if len(cfg.predecessors[successor]) == 1 or \
                    not cfg.dominators[successor] - {successor} <= above:
                continue
            split = f"{site.block.name}.nrtgrad.next"
            old = ir.token_pattern(ir.local_token(site.block.name))
            branch = site.tail[-1]
            lines[branch] = lines[branch].replace(f"label {site.success}",
                                                  f"label {ir.local_token(split)}")
            for index in cfg.by_name[successor].lines:
                if _PHI.match(lines[index]):
                    lines[index] = old.sub(ir.local_token(split), lines[index])
            new_blocks += [f"{split}:", f"  br label {site.success}"]
    if not new_blocks:
        return text
    result = lines[:function.end] + new_blocks + lines[function.end:]
    return ir.module_text(result)


# the way forward from a module Numba optimised, given on the command line
LOG_FORWARD = ("run the program with NUMBA_DUMP_LLVM=1 and differentiate its log (`nrtgrad "
               "differentiate LOG --function NAME`), which is differentiated before those "
               "optimisations")


def copied_loop(variable: str) -> str:
    """What is refused when LLVM's loop optimisations copied a loop-carried array: the
    user's `variable` named when known ("": not), the way forward left to the caller."""
    named = f" (`{variable}`)" if variable else ""
    return (f"a loop-carried array{named} whose loop LLVM's loop optimisations copied (the "
            "loop may run zero times, or was unswitched): not supported yet in a module "
            "Numba optimised")


def _variable(lines: list[str], function: ir.Function, arrays: set[str]) -> str:
    """The user's variable (python_names.variable) of the first pointer phi of `function`
    that is one of `arrays` or takes one of them, or ""."""
    for line in lines[function.start:function.end]:
        match = _PHI.match(line)
        if match and " phi ptr " in line and (
                match.group(1) in arrays or arrays & {v for v, _ in ir.phi_incoming(line)}):
            name = python_names.variable(match.group(1))
            if name:
                return name
    return ""


def _refuse_merges_across_loops(text: str, entry: str, allocators: set[str]) -> None:
    """Refuse a phi, not a loop's header, merging arrays allocated in different loops.

    LLVM's loop passes leave such a merge in the modules Numba optimises: a
    rotated loop that may not run merges, after it, the array from before
    it with the loop's, and unswitching merges two versions of a
    loop-carried computation, one of them looping.  The copies cannot be
    merged (that would enter a loop in its middle), and Enzyme, given the
    merge, frees the array both through the phi and from its cache.  The
    modules linked from a NUMBA_DUMP_LLVM log have neither (numba_link).
    """
    lines = text.splitlines()
    function = ir.function_named(lines, entry)
    cfg = BlockGraph(lines, function)
    sites = allocation_blocks(lines, cfg.blocks, allocators)
    for block in cfg.blocks:
        if any(block.name in cfg.dominators[p] for p in cfg.predecessors[block.name]):
            continue  # a loop header: its phis carry arrays around the loop
        for index in block.lines:
            if not (_PHI.match(lines[index]) and " phi ptr " in lines[index]):
                continue
            merged = {value for value, _ in ir.phi_incoming(lines[index]) if value in sites}
            if len({frozenset(cfg.loops[sites[value].block.name]) for value in merged}) > 1:
                variable = _variable(lines, function, {ir.defined_value(lines[index]), *merged})
                raise CopiedLoopError(f"{copied_loop(variable)}; {LOG_FORWARD}", variable)


def _merge_one(text: str, entry: str, allocators: set[str], label: str) -> str | None:
    """The module with the first group that can be merged merged, or None."""
    lines: list[str | None] = text.splitlines()
    function = ir.function_named(lines, entry)
    cfg = BlockGraph(lines, function)
    sites = allocation_blocks(lines, cfg.blocks, allocators)
    for group in _groups(lines, function, sites, cfg.loops):
        plan = _plan(lines, group, cfg)
        if plan is not None:
            break
    else:
        return None
    new_blocks = _rewrite(lines, group, cfg, plan, label)
    body = "\n".join(line for line in lines[function.start:function.end] if line is not None)
    rename = _renamer([site.value for site in group[1:]], "", to=group[0].value)
    body = _forward_phis_of(rename(body), group[0].value)
    result = lines[:function.start] + body.split("\n") + new_blocks + lines[function.end:]
    return ir.module_text(result)


def _forward_phis_of(body: str, value: str) -> str:
    """The phis where the copies met, now taking only `value` on every edge (through
    other such phis too), as `value` itself: a release through one is a release of the
    allocation, which the entry's release analysis then sees as one.  A phi that
    another phi merges with other values stays: forwarded, it would put the allocation
    itself into that merge (which _refuse_merges_across_loops takes for a loop LLVM
    copied when the other values are allocations of other loops)."""
    lines = body.split("\n")
    phis = {ir.defined_value(line): index for index, line in enumerate(lines)
            if " = phi " in line}
    incoming = {name: {v for v, _ in ir.phi_incoming(lines[index])}
                for name, index in phis.items()}
    single: set[str] = set()
    while True:
        more = {name for name in phis if name not in single
                and incoming[name] <= single | {value}}
        if not more:
            break
        single |= more
    merged = {v for name in phis if name not in single for v in incoming[name]}
    forwarded = single - merged
    if not forwarded:
        return body
    rename = _renamer(sorted(forwarded), "", to=value)
    return rename("\n".join(line for index, line in enumerate(lines)
                            if index not in {phis[name] for name in forwarded}))


class Site:
    """A block that only allocates, tests the result for null and branches."""

    def __init__(self, block: ir.Block, value: str, call: str, test: str, test_tail: str,
                 failure: str, success: str, branch_tail: str):
        self.block, self.value, self.call, self.test = block, value, call, test
        self.callee = ir.CALLEE.search(call).group(1)
        start, end = ir.call_arguments(call, ir.unquote(self.callee))
        self.head, self.arguments = call[:start], ir.split_arguments(call[start:end])
        self.test_tail = test_tail
        self.tail: list[int] = []   # line indices from the allocation to the branch
        self.moved: list[int] = []  # the refcount operations among them
        self.failure, self.success, self.branch_tail = failure, success, branch_tail
        self.successor = ir.label_name(success)


def allocation_blocks(lines: list[str], blocks: list[ir.Block],
                      allocators: set[str]) -> dict[str, Site]:
    """Blocks ending in an allocation, its null test and the branch on it.

    Debug-value intrinsics between them are dropped with the copy (debug
    information only); refcount operations on other arrays move above the
    allocation.
    """
    sites = {}
    for block in blocks:
        tail = [i for i in block.lines if not ir.DEBUG_CALL.match(lines[i])
                and not _REFCOUNT.match(lines[i])][-3:]
        if len(tail) < 3 or tail[-1] != block.lines[-1]:
            continue
        allocation, test, branch = (lines[i] for i in tail)
        a, t, b = _ALLOCATION.match(allocation), _NULL_TEST.match(test), _BRANCH.match(branch)
        if not (a and t and b) or ir.unquote(a.group(3)) not in allocators:
            continue
        if t.group(2) != a.group(1) or b.group(1) != t.group(1):
            continue
        site = Site(block, a.group(1), a.group(2), t.group(1), t.group(3) or "",
                    b.group(2), b.group(3), b.group(4))
        site.tail = block.lines[block.lines.index(tail[0]):]
        site.moved = [i for i in site.tail if _REFCOUNT.match(lines[i])]
        if any(ir.mentions(lines[i], site.value) for i in site.moved):
            continue
        sites[site.value] = site
    return sites


def _groups(lines: list[str], function: ir.Function, sites: dict[str, Site],
            loops: dict[str, set[str]]) -> list[list[Site]]:
    """Sites in the same loops calling the same allocator alike (operands aside) whose
    results meet in a phi."""
    incoming: dict[str, list[str]] = {}
    for line in lines[function.start:function.end]:
        match = _PHI.match(line)
        if match and " phi ptr " in line:
            incoming[match.group(1)] = [value for value, _ in ir.phi_incoming(line)]
    reaching = {phi: {v for v in values if v in sites} for phi, values in incoming.items()}
    changed = True
    while changed:
        changed = False
        for phi, values in incoming.items():
            for value in values:
                if value in reaching and not reaching[value] <= reaching[phi]:
                    reaching[phi] |= reaching[value]
                    changed = True
    parent = {value: value for value in sites}

    def root(value: str) -> str:
        while parent[value] != value:
            value = parent[value]
        return value

    for phi in incoming:
        met = sorted(reaching[phi], key=lambda v: sites[v].block.lines[0])
        for value in met[1:]:
            first, other = sites[met[0]], sites[value]
            if _shape(first) == _shape(other) and \
                    loops[first.block.name] == loops[other.block.name]:
                parent[root(value)] = root(met[0])
    groups: dict[str, list[Site]] = {}
    for value in sorted(sites, key=lambda v: sites[v].block.lines[0]):
        groups.setdefault(root(value), []).append(sites[value])
    return [group for group in groups.values() if len(group) > 1]


def _shape(site: Site) -> tuple:
    """What two copies must share to be merged: the call but its operands' values."""
    return (site.head, tuple(argument.rsplit(" ", 1)[0] for argument in site.arguments))


def _varying(group: list[Site]) -> list[int]:
    """The positions of the call's operands whose values differ between the copies."""
    return [position for position in range(len(group[0].arguments))
            if len({site.arguments[position] for site in group}) > 1]


def _plan(lines: list[str], group: list[Site], cfg: BlockGraph) -> dict | None:
    """Per copy: the values to compute again below the merged block and the values
    to pass through its phis (with their types); None: do not merge.

    What a copy dominated, the merged block dominates once the copy's
    successor has the copy as its only predecessor; values defined above a
    copy but not above every copy are computed again when they are pure, or
    carried through a phi when they are loads, calls or phis (anything else:
    the group is left alone).  The copies must be in the same loops, the
    failure block must not tell them apart in a phi, the call's operands must
    be defined above every copy, and the null tests must have no other use.
    """
    names = {site.block.name for site in group}
    if len({site.successor for site in group}) != len(group):
        return None
    # copies in different loops would make the merged block a second entry
    # into a loop (irreducible control flow, which Enzyme does not handle)
    if any(cfg.loops[name] != cfg.loops[group[0].block.name] for name in names):
        return None
    if any(cfg.predecessors[site.successor] != [site.block.name] for site in group):
        return None
    above = set.intersection(*(cfg.dominators[name] for name in names)) - names
    one_failure = len({site.failure for site in group}) == 1
    for failure in {ir.label_name(site.failure) for site in group}:
        for index in cfg.by_name[failure].lines:
            if not _PHI.match(lines[index]):
                continue
            for value, block in ir.phi_incoming(lines[index]):
                home = cfg.defined_in.get(value)
                if block in names and (one_failure or (home is not None and home not in above)):
                    return None
    varying = _varying(group)
    for position, argument in enumerate(group[0].arguments):
        home = cfg.defined_in.get(ir.operand_value(argument))  # None: an argument, a constant
        if position not in varying and home is not None and home not in above:
            return None
    handled = {site.value for site in group} | {site.test for site in group}
    others = "\n".join(lines[i] for block in cfg.blocks if block.name not in names
                       for i in block.lines if lines[i] is not None)
    if any(ir.mentions(others, site.test) for site in group):
        return None
    plan = {}
    for site in group:
        region = cfg.region(site.successor)
        inside = {b.name for b in region}
        used = [u for b in region for i in b.lines if lines[i] is not None
                for u in ir.local_uses(lines[i])]
        used += [value for b in cfg.blocks if b.name not in inside for i in b.lines
                 if lines[i] is not None and _PHI.match(lines[i])
                 for value, pred in ir.phi_incoming(lines[i]) if pred in inside]
        again: list[str] = []
        carried: dict[str, str] = {}
        if not _crossing(lines, cfg, used, above | inside, handled, again, carried):
            return None
        plan[site.value] = (sorted(again, key=lambda v: cfg.definition[v]),
                            sorted(carried.items(), key=lambda v: cfg.definition[v[0]]))
    return plan


def _crossing(lines, cfg: BlockGraph, used: list[str], above: set[str], handled: set[str],
              again: list[str], carried: dict[str, str]) -> bool:
    """Sort the used values not defined above every copy.

    Pure ones go to `again` (computed again below, with their operands);
    loads, calls and phis to `carried` (value -> type: passed through a phi of
    the merged block).  False if one is neither.
    """
    for value in used:
        home = cfg.defined_in.get(value)
        if home is None or home in above or value in handled or value in again \
                or value in carried:
            continue
        line = lines[cfg.definition[value]]
        if _PURE.match(line):
            again.append(value)
            if not _crossing(lines, cfg, ir.local_uses(line), above, handled, again, carried):
                return False
            continue
        kind = _CARRIED.match(line)
        if kind is None:
            return False
        carried[value] = next(t for t in kind.groups() if t)
    return True


def _rewrite(lines: list[str | None], group: list[Site], cfg: BlockGraph, plan: dict,
             label: str) -> list[str]:
    """Each copy branches to one merged block; returns the new blocks' lines.

    The merged block allocates and tests; its dispatch block switches on the
    copy it was entered from to one landing block per copy, which computes
    that copy's pure values again and goes on to the copy's successor (whose
    phis now come from the landing block).  Values carried through the merged
    block's phis, and the ones computed again, get the copy's number as a
    suffix in everything the successor dominates.  Operands of the call that
    differ between the copies pass through phis of the merged block (a call
    that differs between the copies loses its metadata, which may not hold
    for every copy).  Copies with different failure blocks reach theirs
    through a failure dispatch and one landing block per copy.  Deleted
    lines become None.
    """
    first = group[0]
    selector = f"%{label}.from"
    call, phis = _merged_call(group, label)
    failure, failures = first.failure, []
    if len({site.failure for site in group}) > 1:
        failure = ir.local_token(label + ".fail")
        failures = [f"{label}.fail:", f"  switch i32 {selector}, label "
                    f"{ir.local_token(label + '.fail.0')} [ " + " ".join(
                        f"i32 {n}, label {ir.local_token(f'{label}.fail.{n}')}"
                        for n in range(1, len(group))) + " ]"]
        for number, site in enumerate(group):
            failures += [f"{label}.fail.{number}:", f"  br label {site.failure}"]
            old = ir.token_pattern(ir.local_token(site.block.name))
            for index in cfg.by_name[ir.label_name(site.failure)].lines:
                if _PHI.match(lines[index]):
                    lines[index] = old.sub(ir.local_token(f"{label}.fail.{number}"), lines[index])
    incoming = ", ".join(f"[ {n}, {ir.local_token(site.block.name)} ]"
                         for n, site in enumerate(group))
    landings = [f"{label}.to.{n}" for n in range(len(group))]
    cases = " ".join(f"i32 {n}, label {ir.local_token(landings[n])}" for n in range(1, len(group)))
    below: list[str] = []
    for number, site in enumerate(group):
        allocation, *rest = site.tail
        lines[allocation] = "\n".join([*(lines[i] for i in site.moved),
                                       f"  br label {ir.local_token(label)}"])
        for index in rest:
            lines[index] = None
        old = ir.token_pattern(ir.local_token(site.block.name))
        for index in cfg.by_name[site.successor].lines:
            if _PHI.match(lines[index]):
                lines[index] = old.sub(ir.local_token(landings[number]), lines[index])
        again, carried = plan[site.value]
        rename = _renamer(again + [value for value, _ in carried], f".{label}.{number}")
        _rename_below(lines, cfg, site, rename)
        for value, kind in carried:
            edges = ", ".join(f"[ {value if other is site else ir.zero(kind)}, "
                              f"{ir.local_token(other.block.name)} ]" for other in group)
            phis.append(f"  {rename(value)} = phi {kind} {edges}")
        below += [f"{landings[number]}:",
                  *(rename(lines[cfg.definition[value]]) for value in again),
                  f"  br label {site.success}"]
    return [f"{label}:",
            f"  {selector} = phi i32 {incoming}", *phis,
            f"  {first.value} = {call}",
            f"  {first.test} = icmp eq ptr {first.value}, null{first.test_tail}",
            f"  br i1 {first.test}, label {failure}, label {ir.local_token(label + '.dispatch')}"
            f"{first.branch_tail}",
            f"{label}.dispatch:",
            f"  switch i32 {selector}, label {ir.local_token(landings[0])} [ {cases} ]",
            *below, *failures]


def _merged_call(group: list[Site], label: str) -> tuple[str, list[str]]:
    """The merged block's call and the phis of its operands that differ between copies."""
    varying = _varying(group)
    if len({site.call for site in group}) == 1:
        return group[0].call, []
    arguments = list(group[0].arguments)
    phis = []
    for position in varying:
        kind, _ = arguments[position].rsplit(" ", 1)
        value = f"%{label}.arg.{position}"
        edges = ", ".join(f"[ {ir.operand_value(site.arguments[position])}, "
                          f"{ir.local_token(site.block.name)} ]" for site in group)
        phis.append(f"  {value} = phi {kind.split()[0]} {edges}")
        arguments[position] = f"{kind} {value}"
    return f"{group[0].head}{', '.join(arguments)})", phis


def _renamer(values: list[str], suffix: str, to: str | None = None):
    """A function renaming `values` in a text (each with a suffix, or all `to` one)."""
    renamed = {value: to or _suffixed(value, suffix) for value in values}
    pattern = re.compile("|".join(re.escape(v) + ir.NAME_END for v in
                                  sorted(renamed, key=len, reverse=True)) or r"(?!x)x")
    return lambda text: pattern.sub(lambda m: renamed[m.group(0)], text)


def _rename_below(lines: list[str | None], cfg: BlockGraph, site: Site, rename) -> None:
    """Rename in every block the copy's successor dominates, and on edges out of them."""
    inside = {b.name for b in cfg.region(site.successor)}
    for block in cfg.blocks:
        for index in block.lines:
            line = lines[index]
            if line is None:
                continue
            if block.name in inside:
                lines[index] = rename(line)
            elif _PHI.match(line):
                lines[index] = re.sub(
                    r"\[\s*([^\[\],]+?),\s*(" + ir.LOCAL_NAME + r")\s*\]",
                    lambda m: (f"[ {rename(m.group(1))}, {m.group(2)} ]"
                               if ir.label_name(m.group(2)) in inside else m.group(0)),
                    line)


def _suffixed(value: str, suffix: str) -> str:
    """'%x' -> '%x<suffix>'; numbered values ('%7') get a name ('%v7<suffix>')."""
    name = ir.label_name(value)
    name = ("v" + name if name.isdigit() else name) + suffix
    return "%" + ir.quote(name)[1:]
