"""Loops that index through broadcast selects get a copy in which nothing broadcasts.

broadcast.py leaves each array-expression operand's index as
``select i1 %wide, i64 %i, i64 0`` (in reductions ``select i1 %one, i64 0,
i64 %i``), its condition fixed for the call.  A load or store at such an
index has no affine address, so LLVM's vectorisers leave the loop scalar,
in the forward pass and in Enzyme's reverse pass alike.  Before -O2, each
outermost loop with such selects whose conditions are computed before it
is versioned: a dispatch block, entered instead of the loop's header, tests
whether every condition picks the index (nothing broadcasts, the usual
case) and then runs a copy of the loop in which each of those selects is
its index; otherwise the loop as it was.  The copy leaves through the
loop's exits: their phis get the copy's values, and a value of the loop
used past its exit gets a phi there merging both versions, when that exit
is the loop's only one and is entered from the loop alone.

The remainder loops of LLVM's unroller (`.epil`, `.prol` in their names) are
left alone: shorter than a vector, they would only add code.

A loop this cannot version safely (a header entered twice from one block,
a value used past several exits or past an exit other blocks enter too,
a value whose type the text does not say) is left as it was: scalar, the
same numbers.
"""

from __future__ import annotations

import functools
import itertools
import re

from .. import ir
from ..ir.block_graph import BlockGraph

SUFFIX = ".unbroadcast"
_SELECT = re.compile(r"^\s*(" + ir.LOCAL_NAME + r") = select i1 (" + ir.LOCAL_NAME
                     + r"), i64 ([^,\s]+), i64 ([^,\s]+)\s*(?:, !.*)?$")
_ICMP = re.compile(r"^\s*" + ir.LOCAL_NAME + r" = (icmp \w+ i64 [^,\s]+, [^,\s]+)\s*$")
# the remainder loops LLVM's unroller leaves (fewer iterations than the unroll
# count): too short to vectorise, so a copy of one would only be more code for O2
_REMAINDER = re.compile(r"\.(?:epil|prol)(?:\.|$)")
_LOOP_METADATA = re.compile(r", !llvm\.loop !\d+")
_FLAGS = {"fast", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc", "nuw", "nsw",
          "exact", "volatile", "inbounds", "disjoint"}
_SCALAR_TYPE = re.compile(r"(?:i\d+|half|float|double|ptr)")
# `= <operation> <flags> TYPE ...`: the result has the type named after the flags
_TYPED = re.compile(r"= (?:fadd|fsub|fmul|fdiv|frem|fneg|add|sub|mul|udiv|sdiv|urem|srem|shl|"
                    r"lshr|ashr|and|or|xor|load|freeze) (?:(?:" + "|".join(sorted(_FLAGS))
                    + r") )*(\S+?)[ ,]")
_CAST = re.compile(r"= (?:zext|sext|trunc|fptrunc|fpext|fptoui|fptosi|uitofp|sitofp|ptrtoint|"
                   r"inttoptr|bitcast) .* to (\S+?)(?:, !.*)?$")
_CALL = re.compile(r"= (?:tail |musttail |notail )?call (?:[^@%(]*? )?(\S+) [@%][^(]*\(")


def version(text: str) -> str:
    """The module with every loop of broadcast selects versioned (see the docstring)."""
    lines = text.splitlines()
    types = {m.group(1) for m in re.finditer(r"^(" + ir.LOCAL_NAME + r") = type ", text, re.M)}
    for function in reversed(ir.defined_functions(lines)):
        if not any(_SELECT.match(line) for line in lines[function.start:function.end]):
            continue
        tried: set[str] = set()
        # a round versions the loops whose changes touch lines apart; the rest wait
        while (versioned := _round(lines, function, tried, types)) is not None:
            lines[function.start:function.end + 1] = versioned
            function = ir.Function(function.name, function.start,
                                   function.start + len(versioned) - 1)
    return ir.module_text(lines)


class _Function:
    """One function's blocks, loops and where each value is used, for one round."""

    def __init__(self, lines: list[str], function: ir.Function):
        self.lines = lines
        self.graph = BlockGraph(lines, function)
        self.block_of = {i: b.name for b in self.graph.blocks for i in b.lines}
        self.bodies: dict[str, set[str]] = {}
        for block in self.graph.blocks:
            for header in self.graph.loops[block.name]:
                self.bodies.setdefault(header, set()).add(block.name)

    @functools.cached_property
    def uses(self) -> dict[str, list[int]]:
        """{value: the lines naming it}; a definition counts as a use in its own block."""
        uses: dict[str, list[int]] = {}
        for index in self.block_of:
            for value in dict.fromkeys(ir.LOCAL_TOKEN.findall(self.lines[index].split(", !")[0])):
                uses.setdefault(value, []).append(index)
        return uses

    def invariant(self, condition: str, body: set[str]) -> str | None:
        """`condition` if it is computed before the loop of `body`; for an icmp in the
        loop of values from before it, the comparison's text; otherwise None."""
        if self.graph.defined_in.get(condition) not in body:
            return condition
        line = self.lines[self.graph.definition[condition]]
        compare = _ICMP.match(line)
        if compare and all(self.graph.defined_in.get(v) not in body
                           for v in ir.local_uses(line)):
            return compare.group(1)
        return None

    def candidates(self, tried: set[str]) -> dict[str, dict[str, bool]]:
        """{header: {condition: the value that picks the index}} of the outermost loops
        not yet tried whose broadcast selects have conditions from before them."""
        found: dict[str, dict[str, bool | None]] = {}
        for index, block in self.block_of.items():
            select = _SELECT.match(self.lines[index])
            if not select or (select.group(3) == "0") == (select.group(4) == "0"):
                continue
            condition = select.group(2)
            around = [h for h in self.graph.loops[block] if not _REMAINDER.search(h)
                      and self.invariant(condition, self.bodies[h]) is not None]
            if around:
                header = max(around, key=lambda h: len(self.bodies[h]))
                picks = select.group(4) == "0"
                if found.setdefault(header, {}).setdefault(condition, picks) != picks:
                    found[header][condition] = None  # both ways in one loop
        outermost = {}
        for header, conditions in found.items():
            # a condition that picks the index in one select and 0 in another: not tested
            conditions = {c: picks for c, picks in conditions.items() if picks is not None}
            if not conditions:
                tried.add(header)
            elif header not in tried and not any(header in self.bodies[other] for other in found
                                                 if other != header and other not in tried):
                outermost[header] = conditions
        return outermost


def _round(lines, function: ir.Function, tried: set[str], types: set[str]) -> list[str] | None:
    """The function's lines with every loop that can be versioned apart from the others
    versioned; None when no loop is left to try."""
    info = _Function(lines, function)
    candidates = info.candidates(tried)
    if not candidates:
        return None
    edits: dict[int, str] = {}
    inserts: dict[int, list[str]] = {}
    appended: list[str] = []
    touched: set[int] = set()
    for header, conditions in candidates.items():
        plan = _plan(info, header, conditions, types)
        if plan is None:
            tried.add(header)
            continue
        plan_edits, plan_inserts, plan_blocks, plan_touched, plan_copy_header = plan
        if plan_touched & touched:
            continue  # next round, on the lines as this one leaves them
        tried |= {header, plan_copy_header}
        edits.update(plan_edits)
        inserts.update(plan_inserts)
        appended += plan_blocks
        touched |= plan_touched
    if not appended:
        return None  # every candidate refused
    result = [lines[function.start]]
    for index in range(function.start + 1, function.end):
        result += inserts.get(index, [])
        result.append(edits.get(index, lines[index]))
    return result + appended + [lines[function.end]]


def _renamed(token: str, suffix: str) -> str:
    return ir.local_token(ir.label_name(token) + suffix)


def _span(lines: list[str], block: ir.Block) -> list[int]:
    """The block's lines, with the lines of cases a `switch` terminator goes on to."""
    last = block.lines[-1]
    if not lines[last].lstrip().startswith("switch ") or "]" in lines[last]:
        return block.lines
    end = next(i for i in range(last + 1, len(lines)) if "]" in lines[i])
    return block.lines + list(range(last + 1, end + 1))


def _plan(info: _Function, header: str, conditions: dict[str, bool], types: set[str]):
    """(edits {line: text}, inserts {line: lines before it}, the new blocks' lines, the
    lines read or changed) versioning the loop at `header`; None if it cannot be."""
    lines, graph = info.lines, info.graph
    body = [b for b in graph.blocks if b.name in info.bodies[header]]
    names = info.bodies[header]
    entering = [p for p in graph.predecessors[header] if p not in names]
    if sum(graph.by_name[p].successors.count(header) for p in entering) != len(entering):
        return None
    defined = {v for v, b in graph.defined_in.items() if b in names}
    originals = [ir.local_token(b) for b in sorted(names)] + sorted(defined)
    if set(originals) & types:
        return None
    taken = set(graph.defined_in) | {ir.local_token(b.name) for b in graph.blocks}
    # a loop copied before (in a copy of an outer loop) has copies of these names
    suffixes = (SUFFIX + (str(count) if count > 1 else "") for count in itertools.count(1))
    suffix = next(s for s in suffixes if not {_renamed(t, s) for t in originals} & taken)

    def copy_name(token: str) -> str:
        return _renamed(token, suffix)
    rename = {t: copy_name(t) for t in originals}

    def copied(text: str) -> str:
        renamed = ir.LOCAL_TOKEN.sub(lambda m: rename.get(m.group(0), m.group(0)), text)
        return _LOOP_METADATA.sub("", renamed)

    exits = list(dict.fromkeys(s for b in body for s in b.successors if s not in names))
    found = _exit_edits(info, names, defined, exits, copied, copy_name)
    if found is None:
        return None
    edits, inserts = found
    touched = {i for b in body for i in _span(lines, b)} | set(edits) | set(inserts)
    dispatch = ir.local_token(header + ".versions")
    head = ir.local_token(header)
    for block in entering:
        for index in _span(lines, graph.by_name[block])[len(graph.by_name[block].lines) - 1:]:
            edits[index] = ir.token_pattern("label " + head).sub(
                f"label {dispatch}", edits.get(index, lines[index]))
            touched.add(index)
    dispatch_lines, copy_phis = [], {}
    for index in graph.by_name[header].lines:
        phi = ir.PHI.match(lines[index])
        if not phi:
            break
        incoming = ir.phi_incoming(lines[index])
        outside = [(v, p) for v, p in incoming if p not in names]
        inside = ", ".join(f"[ {v}, {ir.local_token(p)} ]" for v, p in incoming if p in names)
        value = outside[0][0]
        typed = phi.group(3) + phi.group(4)  # fast-math flags and type
        if len(outside) > 1:  # the loop is entered from several blocks
            entry_name = ir.label_name(ir.defined_value(lines[index])) + ".entry"
            value = copy_name(ir.local_token(entry_name))
            dispatch_lines.append(f"  {value} = phi {typed} " + ", ".join(
                f"[ {v}, {ir.local_token(p)} ]" for v, p in outside))
        edits[index] = f"{phi.group(1)}{typed} [ {value}, {dispatch} ], {inside}"
        copy_phis[index] = copied(edits[index])
    test = None
    for count, (condition, picks) in enumerate(sorted(conditions.items())):
        computed = info.invariant(condition, names)
        if computed != condition:  # computed in the loop from values from before it
            condition = ir.local_token(f"{header}.versions.test{count}")
            dispatch_lines.append(f"  {condition} = {computed}")
        if not picks:
            dispatch_lines.append(f"  {ir.local_token(f'{header}.versions.not{count}')} = "
                                  f"xor i1 {condition}, true")
            condition = ir.local_token(f"{header}.versions.not{count}")
        if test is not None:
            dispatch_lines.append(f"  {ir.local_token(f'{header}.versions.all{count}')} = "
                                  f"and i1 {test}, {condition}")
            condition = ir.local_token(f"{header}.versions.all{count}")
        test = condition
    dispatch_lines.append(f"  br i1 {test}, label {copy_name(head)}, label {head}")

    blocks = [f"{dispatch[1:]}:", *dispatch_lines]
    for block in body:
        blocks.append(f"{copy_name(ir.local_token(block.name))[1:]}:")
        for index in _span(lines, block):
            select = _SELECT.match(lines[index])
            if index in copy_phis:
                blocks.append(copy_phis[index])
            elif select and select.group(2) in conditions:
                index_value = select.group(3) if conditions[select.group(2)] else select.group(4)
                blocks.append(f"  {copied(select.group(1))} = select i1 true, i64 "
                              f"{copied(index_value)}, i64 0")
            else:
                blocks.append(copied(lines[index]))
    return edits, inserts, blocks, touched, header + suffix


def _exit_edits(info: _Function, names: set[str], defined: set[str], exits: list[str],
                copied, copy_name):
    """({line: new text} adding the copy's edges to the exits' phis and pointing later
    uses at merging phis, {line: the merging phis inserted before it}); None when
    the loop's values are used where this cannot merge them."""
    lines, graph = info.lines, info.graph
    edits: dict[int, str] = {}
    for block in exits:
        for index in graph.by_name[block].lines:
            line = lines[index]
            if not ir.PHI.match(line):
                break
            extra = [f"[ {copied(v)}, {copied(ir.local_token(p))} ]"
                     for v, p in ir.phi_incoming(line) if p in names]
            edits[index] = line.rstrip() + ", " + ", ".join(extra)
    later: dict[str, list[int]] = {}
    for value in sorted(defined):
        for index in info.uses.get(value, []):
            if info.block_of[index] in names:
                continue
            if ir.PHI.match(lines[index]):
                incoming = ir.phi_incoming(lines[index])
                if not any(v == value and p not in names for v, p in incoming):
                    continue  # an exit's phi, from the loop
                if any(v in defined for v, p in incoming if p in names):
                    return None
            later.setdefault(value, []).append(index)
    if not later:
        return edits, {}
    if len(exits) != 1 or not set(graph.predecessors[exits[0]]) <= names:
        return None  # the merging phi would need a value from outside the loop too
    exit_block = graph.by_name[exits[0]]
    edges = [p for b in graph.blocks for p in [b.name] * b.successors.count(exit_block.name)]
    merge_lines = []
    for value, uses in later.items():
        value_type = _result_type(lines[graph.definition[value]])
        if value_type is None:
            return None
        merged = copy_name(ir.local_token(ir.label_name(value) + ".merged"))
        entries = [f"[ {value}, {ir.local_token(p)} ]" for p in edges]
        entries += [f"[ {copied(value)}, {copied(ir.local_token(p))} ]" for p in edges]
        merge_lines.append(f"  {merged} = phi {value_type} " + ", ".join(entries))
        pattern = ir.token_pattern(value)
        for index in uses:
            edits[index] = pattern.sub(merged, edits.get(index, lines[index]))
    return edits, {exit_block.lines[0]: merge_lines}


def _result_type(line: str) -> str | None:
    """The type of the value an instruction defines, where its text names it simply."""
    phi = ir.PHI.match(line)
    if phi:
        return phi.group(4)
    if " = icmp " in line or " = fcmp " in line:
        return "i1" if "<" not in line.split(" = ", 1)[1].split(",")[0] else None
    if " = getelementptr " in line:
        return "ptr" if " <" not in line else None
    select = re.search(r"= select i1 \S+, (\S+) ", line)
    typed = _TYPED.search(line)
    found = (select and select.group(1)) or (typed and typed.group(1)) or (
        (m := _CAST.search(line)) and m.group(1)) or ((m := _CALL.search(line)) and m.group(1))
    return found if found and _SCALAR_TYPE.fullmatch(found) else None
