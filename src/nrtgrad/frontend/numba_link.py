"""Linking a NUMBA_DUMP_LLVM log's modules into the module Numba would have optimised.

NUMBA_DUMP_LLVM prints each library's module as Numba generated it, before
linking and optimisation: the user function's module calls other jitted
functions and Numba's helpers, which it only declares, and NRT_incref /
NRT_decref, which Numba defines in a module of its own that the log never
prints.  This module links, as text, the modules the chosen function needs:
every declared symbol another module of the log defines pulls that module
in (recursively); identical definitions are kept once, clashing internal
globals renamed, metadata renumbered; functions of the modules pulled in
become `linkonce_odr`, as Numba links libraries.  NRT_incref, NRT_decref and
NRT_MemInfo_data_fast, when only declared, get the definitions Numba's NRT
module gives them (null-safe, atomic, not inlined).

The result is optimised as Numba optimises a library (O3 without SLP
vectorisation), so the rest of the pipeline sees what NUMBA_DUMP_OPTIMIZED
shows, without the refcount pruning Numba runs on it.  Or, `before_loop_passes`,
it is made ready for Enzyme without LLVM's loop optimisations (PRE_AD_PASSES):
callees inlined, scalars taken out of memory, expressions and the CFG
simplified, but no loop rotated, unswitched, unrolled or vectorised.  Each
loop-carried array is then one phi of its loop's header, not the copies
those passes make of it (an array merged after a loop that may not run,
loop versions), which the NRT analysis refuses (CopiedLoopError); the
derivative gets its loops optimised after Enzyme, with the rest.  Scalar
loops differentiate faster from the O3 module (Enzyme knows a rotated
loop's trip count and caches no indices), so that is the first choice but
for a loop that carries an array it allocates (`carries_allocated_arrays`).

Refused, with the ways to get the optimised module: functions compiled with
parallel=True (the gufunc's wrapper is not in the log), calls of jitted
functions the log does not define (e.g. loaded from Numba's cache), and
lists of arrays (their references are only right after Numba's refcount
pruning, which runs on the linked module and which opt does not have).
"""

from __future__ import annotations

import dataclasses
import re

from . import dialect, dialect_rewrites
from .. import enzyme, ir
from ..ir.block_graph import BlockGraph
from ..nrt import list_items, markers
from ..errors import InputError
from ..toolchain import Toolchain

# the pipeline of a Numba library: O3, loop vectorisation on, SLP off
OPTIMIZE_PASSES = "default<O3>"
OPTIMIZE_OPTIONS = ["-vectorize-slp=false"]
# inlining and scalar simplification; nothing that copies or reshapes a loop
PRE_AD_PASSES = ("cgscc(inline,function(sroa,early-cse<memssa>,simplifycfg,instcombine)),"
                 "function(sroa,early-cse<memssa>,gvn,sccp,instcombine,simplifycfg,dse,adce,"
                 "simplifycfg,instcombine)")

# named metadata that marks a module linked with PRE_AD_PASSES: its loops are
# as Numba lowered them, rotated only where Python's bytecode is (`while`)
BEFORE_LOOP_PASSES = "!nrtgrad.before_loop_passes = !{}"


def before_loop_passes(text: str) -> bool:
    """Whether `text` is a module `link` made without LLVM's loop optimisations."""
    return BEFORE_LOOP_PASSES in text


def carries_allocated_arrays(text: str, function: str) -> bool:
    """Whether a loop of `function` in `text`, a Numba module (either pointer dialect),
    carries an array it allocates (a time loop, `y = y + h * f(y)`): a pointer phi
    of a loop header takes, directly or through other phis, an NRT allocation's
    result.  LLVM's loop optimisations copy such a loop, so its module before them
    (`before_loop_passes`) is the one to differentiate."""
    lines = text.splitlines()
    cfg = BlockGraph(lines, ir.function_named(lines, function))
    pointer_phi = ir.phi_pattern(r"(?:ptr|i8\*)")  # either of Numba's pointer dialects
    pending = [value for header in set().union(*cfg.loops.values())
               for index in cfg.by_name[header].lines if pointer_phi.match(lines[index])
               for value, _ in ir.phi_incoming(lines[index])]
    seen = set(pending)
    while pending:
        value = pending.pop()
        if value not in cfg.definition:
            continue
        line = lines[cfg.definition[value]]
        call = ir.CALLEE.search(line)
        if call and ir.unquote(call.group(1)) in markers.ALLOCATORS:
            return True
        if ir.phi_pattern().match(line):
            incoming = {value for value, _ in ir.phi_incoming(line)} - seen
            seen |= incoming
            pending += incoming
    return False


INSTEAD = ("run the program with NUMBA_DUMP_OPTIMIZED=1 instead, or use "
           "`nrtgrad dump FILE.py:FUNCTION`")

_SYMBOL = ir.GLOBAL_NAME
_NAME = re.compile(_SYMBOL)
# what a section's text is rewritten token by token: symbols, numbered
# metadata; strings are matched only to be skipped
_TOKEN = re.compile(_SYMBOL + r'|c"[^"]*"|![-\w.]*"[^"]*"|"[^"]*"|!\d+\b')
_METADATA = re.compile(r"!(\d+) = ")
_NAMED_METADATA = re.compile(r"!([-\w.]+) = !\{(.*)\}$")
_LOCAL = {"private", "internal"}
_MERGEABLE = {"linkonce", "linkonce_odr", "weak", "weak_odr", "common"}
_LINKAGES = _LOCAL | _MERGEABLE | {"external", "available_externally", "appending",
                                   "extern_weak"}
# jitted code, as opposed to the runtime's C functions
_JITTED = re.compile(r"^(?:_ZN|\.kernel\.|cfunc\.)")
_PARALLEL = "___gufunc__"

# Numba's NRT module (numba/core/runtime/nrtdynmod.py), in the pointer
# style of the log: {p} a byte pointer, {w} a pointer to the refcount word,
# {pp} a pointer to a byte pointer
_NRT = {
    "NRT_incref": """\
define linkonce_odr void @"NRT_incref"({p} %".1") noinline
{{
entry:
  %".2" = icmp eq {p} %".1", null
  br i1 %".2", label %"done", label %"count", !prof !{weights}
count:
  %".3" = bitcast {p} %".1" to {w}
  %".4" = atomicrmw add {w} %".3", i64 1 monotonic
  br label %"done"
done:
  ret void
}}""",
    "NRT_decref": """\
define linkonce_odr void @"NRT_decref"({p} %".1") noinline
{{
entry:
  %".2" = icmp eq {p} %".1", null
  br i1 %".2", label %"done", label %"count", !prof !{weights}
count:
  %".3" = bitcast {p} %".1" to {w}
  fence release
  %".4" = atomicrmw sub {w} %".3", i64 1 monotonic
  %".5" = icmp eq i64 %".4", 1
  br i1 %".5", label %"free", label %"done", !prof !{weights}
free:
  fence acquire
  call void @"NRT_MemInfo_call_dtor"({p} %".1")
  br label %"done"
done:
  ret void
}}""",
    "NRT_MemInfo_data_fast": """\
define linkonce_odr {p} @"NRT_MemInfo_data_fast"({p} %".1")
{{
entry:
  %".2" = getelementptr i8, {p} %".1", i64 24
  %".3" = bitcast {p} %".2" to {pp}
  %".4" = load {p}, {pp} %".3"
  ret {p} %".4"
}}""",
}
_CALL_DTOR = 'declare void @"NRT_MemInfo_call_dtor"({p})'
_UNLIKELY = '!{weights} = !{{ !"branch_weights", i32 1, i32 99 }}'


@dataclasses.dataclass
class _Entity:
    kind: str      # define, declare, global, external (a global declared), metadata, named, type
    name: str      # the symbol (unquoted), the metadata number or name, the type name
    text: str

    @property
    def linkage(self) -> str:
        words = self.text.split("=", 1)[1].split() if self.kind == "global" else \
            self.text.split("@", 1)[0].split()[1:]
        return next((w for w in words if w in _LINKAGES), "external")


def link(modules: list[tuple[str, str]], chosen: int, toolchain: Toolchain, display_name: str,
         *, timeout: float, before_loop_passes: bool = False) -> str:
    """The optimised module of `modules[chosen]`, linked with what it needs.

    `modules` are the (owner, text) of the log's NUMBA_DUMP_LLVM sections.
    """
    return optimised(linked_text(modules, chosen, display_name), modules[chosen][0],
                     toolchain, display_name, timeout=timeout,
                     before_loop_passes=before_loop_passes)


def optimised(text: str, owner: str, toolchain: Toolchain, display_name: str, *,
              timeout: float, before_loop_passes: bool = False) -> str:
    """`text`, `owner`'s module linked as Numba links it and not optimised, optimised as
    Numba optimises it or, `before_loop_passes`, made ready for Enzyme without LLVM's loop
    optimisations (marked BEFORE_LOOP_PASSES)."""
    canonical = dialect.canonicalize(toolchain, text, display_name, timeout=timeout)
    try:
        if before_loop_passes:
            return enzyme.run_opt(toolchain, canonical, PRE_AD_PASSES, plugin=False,
                                  timeout=timeout) + BEFORE_LOOP_PASSES + "\n"
        return enzyme.run_opt(toolchain, canonical, OPTIMIZE_PASSES, plugin=False,
                              timeout=timeout, extra=OPTIMIZE_OPTIONS)
    except enzyme.OptFailure as failure:
        raise InputError(f"{display_name}: optimising the linked module of {owner} failed: "
                         f"{failure}; {INSTEAD}") from None


def linked_text(modules: list[tuple[str, str]], chosen: int, display_name: str) -> str:
    """The text of `modules[chosen]` linked with the modules it needs, not optimised."""
    parsed = [_entities(text, owner, display_name) for owner, text in modules]
    owner = modules[chosen][0]
    order = _needed(parsed, chosen)
    _check_complete(parsed, order, owner, display_name)
    pointers = "ptr" if dialect_rewrites.OPAQUE_POINTER.search(modules[chosen][1]) else "typed"
    text = _header(modules[chosen][1]) + _merge([parsed[i] for i in order], pointers,
                                                owner, display_name)
    if any(list_items.is_array(m.group(1)) for m in list_items.DTOR.finditer(text)):
        raise InputError(f"{display_name}: {owner} keeps arrays in a list, whose reference "
                         "counts are only right after the refcount pruning Numba runs on the "
                         f"linked module, which NUMBA_DUMP_LLVM does not show; {INSTEAD}")
    return text


def _entities(text: str, owner: str, display_name: str) -> list[_Entity]:
    """The top-level entities of one module as llvmlite prints it."""
    found = []
    lines = text.split("\n")
    index = 0
    while index < len(lines):
        line = lines[index]
        index += 1
        if not line.strip() or line.startswith((";", "target ", "source_filename")):
            continue
        if line.startswith(("define ", "declare ", "@")) and not _NAME.search(line):
            raise InputError(f"{display_name}: cannot link the NUMBA_DUMP_LLVM module of "
                             f"{owner}: no symbol in `{line[:80]}`; {INSTEAD}")
        if line.startswith("define "):
            end = index
            while end < len(lines) and lines[end] != "}":
                end += 1
            if end == len(lines):
                raise InputError(f"{display_name}: the NUMBA_DUMP_LLVM module of {owner} ends "
                                 "inside a function (a truncated log?)")
            found.append(_Entity("define", _name(line), "\n".join(lines[index - 1:end + 1])))
            index = end + 1
        elif line.startswith("declare "):
            found.append(_Entity("declare", _name(line), line))
        elif line.startswith("@"):
            external = re.match(_SYMBOL + r" = (?:\w+ )*?external (?:\w+ )*?global ", line)
            found.append(_Entity("external" if external else "global", _name(line), line))
        elif _METADATA.match(line):
            found.append(_Entity("metadata", _METADATA.match(line).group(1), line))
        elif _NAMED_METADATA.match(line):
            found.append(_Entity("named", _NAMED_METADATA.match(line).group(1), line))
        elif line.startswith("%") and " = type " in line:
            found.append(_Entity("type", line.split(" = ", 1)[0], line))
        else:
            raise InputError(f"{display_name}: cannot link the NUMBA_DUMP_LLVM module of "
                             f"{owner}: unexpected line `{line[:80]}`; {INSTEAD}")
    return found


def _name(line: str) -> str:
    return _unquote(_NAME.search(line).group(0)[1:])


def _unquote(name: str) -> str:
    return name[1:-1] if name.startswith('"') else name


def _defines(entities: list[_Entity]) -> set[str]:
    return {e.name for e in entities if e.kind in ("define", "global")}


def _uses(entities: list[_Entity]) -> set[str]:
    return {e.name for e in entities if e.kind in ("declare", "external")}


def _needed(parsed: list[list[_Entity]], chosen: int) -> list[int]:
    """The modules to link, the chosen one first: each pulls in those defining what it declares."""
    definer: dict[str, int] = {}
    for index, entities in enumerate(parsed):
        for name in _defines(entities):
            definer.setdefault(name, index)
    order = [chosen]
    for index in order:
        for name in sorted(_uses(parsed[index])):
            if name in definer and definer[name] not in order:
                order.append(definer[name])
    return order


def _check_complete(parsed: list[list[_Entity]], order: list[int], owner: str,
                    display_name: str) -> None:
    """Refuse what the log cannot give: a parallel region's gufunc, a jitted callee it lacks."""
    defined = set().union(*(_defines(parsed[i]) for i in order))
    missing = sorted(name for i in order for name in _uses(parsed[i])
                     if name not in defined and _JITTED.match(name))
    if any(_PARALLEL in name for name in missing):
        raise InputError(f"{display_name}: {owner} was compiled with parallel=True, and "
                         "NUMBA_DUMP_LLVM does not print the wrappers of its parallel "
                         f"regions; {INSTEAD}")
    if missing:
        raise InputError(f"{display_name}: the NUMBA_DUMP_LLVM log does not define "
                         f"`{missing[0]}`, which {owner} calls (compiled before the log "
                         f"started, or loaded from Numba's cache?); {INSTEAD}")


def _header(text: str) -> str:
    return "".join(line + "\n" for line in text.split("\n")
                   if line.startswith(("target triple", "target datalayout")))


def _merge(modules: list[list[_Entity]], pointers: str, owner: str, display_name: str) -> str:
    """One module's text out of several: definitions once, locals apart, metadata renumbered."""
    kept: dict[str, _Entity] = {}        # definitions by symbol, the first one's text
    sources: dict[str, str] = {}         # a kept definition's text before rewriting
    declared: dict[str, str] = {}
    types: dict[str, str] = {}
    named: dict[str, list[str]] = {}
    metadata: list[str] = []
    bodies: dict[str, str] = {}          # a numbered node's text, by its number
    next_metadata = 0
    for position, entities in enumerate(modules):
        offset = next_metadata
        renames: dict[str, str] = {}
        for entity in entities:
            if entity.kind in ("define", "global") and entity.name in kept \
                    and entity.linkage in _LOCAL and sources[entity.name] != entity.text:
                renames[entity.name] = _fresh(entity.name, {*kept, *renames.values()})
        for entity in entities:
            text = _rewrite(entity.text, renames, offset)
            name = renames.get(entity.name, entity.name)
            if entity.kind in ("define", "global"):
                if name in kept:
                    if sources[name] != entity.text and entity.linkage not in _MERGEABLE:
                        raise InputError(f"{display_name}: two different definitions of "
                                         f"`{name}` in the modules {owner} needs; {INSTEAD}")
                    continue
                if position and entity.kind == "define" and entity.linkage == "external":
                    text = re.sub(r"^define (?:external )?", "define linkonce_odr ", text)
                kept[name] = _Entity(entity.kind, name, text)
                sources[name] = entity.text
            elif entity.kind in ("declare", "external"):
                declared.setdefault(name, text)
            elif entity.kind == "metadata":
                metadata.append(text)
                bodies[text.split(" = ", 1)[0]] = text.split(" = ", 1)[1]
                next_metadata = max(next_metadata, int(entity.name) + offset + 1)
            elif entity.kind == "named":
                operands = _NAMED_METADATA.match(text).group(2).split(",")
                named.setdefault(name, []).extend(o.strip() for o in operands if o.strip())
            else:
                types.setdefault(name, text)
    nrt = [name for name in _NRT if name in declared and name not in kept]
    if nrt:
        weights = next_metadata
        metadata.append(_UNLIKELY.format(weights=weights))
        p, w, pp = ("i8*", "i64*", "i8**") if pointers == "typed" else ("ptr", "ptr", "ptr")
        for name in nrt:
            kept[name] = _Entity("define", name,
                                 _NRT[name].format(p=p, w=w, pp=pp, weights=weights))
        if "NRT_decref" in nrt:
            declared.setdefault("NRT_MemInfo_call_dtor", _CALL_DTOR.format(p=p))
    parts = [*types.values(),
             *(e.text for e in kept.values() if e.kind == "global"),
             *(e.text for e in kept.values() if e.kind == "define"),
             *(text for name, text in declared.items() if name not in kept),
             *metadata,
             *(f"!{name} = !{{{', '.join(_distinct(ops, bodies))}}}"
               for name, ops in named.items())]
    return "\n\n".join(parts) + "\n"


def _distinct(operands: list[str], bodies: dict[str, str]) -> list[str]:
    """Named metadata's operands, one of each node text (every module's module flags)."""
    seen: dict[str, str] = {}
    for operand in operands:
        seen.setdefault(bodies.get(operand, operand), operand)
    return list(seen.values())


def _fresh(name: str, taken: set[str]) -> str:
    suffix = 1
    while f"{name}.{suffix}" in taken:
        suffix += 1
    return f"{name}.{suffix}"


def _rewrite(text: str, renames: dict[str, str], offset: int) -> str:
    """The text with symbols renamed and numbered metadata moved up by `offset`."""
    if not renames and not offset:
        return text

    def token(match: re.Match) -> str:
        found = match.group(0)
        if found.startswith("@"):
            name = _unquote(found[1:])
            return f'@"{renames[name]}"' if name in renames else found
        if found.startswith("!") and found[1:].isdigit():
            return f"!{int(found[1:]) + offset}"
        return found

    return _TOKEN.sub(token, text)
