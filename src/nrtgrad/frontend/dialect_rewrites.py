"""Lowering newer LLVM textual IR (up to LLVM 22) to what an older opt reads.

Each rewrite is named, knows the LLVM major that introduced its syntax, and
is applied only when the active opt is older than that.  A rewrite either
keeps the meaning exactly (``captures(none)`` is ``nocapture``) or drops a
promise whose absence is conservative (``samesign``, ``range(...)``,
``or disjoint``...): the lowered module allows at least every behaviour of
the original, so the derivative computed from it is still the derivative.

Rewrites never add or remove lines, so opt's line numbers point into the
user's file.  They leave quoted strings (``c"..."``, ``@"..."``) and
comments alone.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Callable

# ---------------------------------------------------------------------------
# The table


@dataclasses.dataclass(frozen=True)
class Rewrite:
    """One piece of newer syntax and how to say it in older IR."""

    name: str
    since: int  # the LLVM major that introduced the syntax
    detect: re.Pattern
    lower: Callable[[str], str]  # one line's code (outside strings) -> lowered code
    summary: str
    whole_line: bool = False  # `lower` gets the whole line, strings included


def _sub(pattern: str, replacement) -> Callable[[str], str]:
    compiled = re.compile(pattern)
    return lambda code: compiled.sub(replacement, code)


# a keyword, not part of a name such as @memory or %range.1
KEYWORD = r"(?<![-@%.$\w])"


# memory(...) ---------------------------------------------------------------

MEMORY = re.compile(KEYWORD + r"memory\(([^()]*)\)")
_LOCATIONS = ("argmem", "inaccessiblemem", "errnomem", "target_mem0", "target_mem1")
_EFFECTS = {"none": frozenset(), "read": frozenset({"read"}), "write": frozenset({"write"}),
            "readwrite": frozenset({"read", "write"})}


def _memory_effects(body: str) -> dict[str, set[str]] | None:
    """memory(...) as {location: effects}; "other" for everything unnamed."""
    default: set[str] | None = None
    named: dict[str, set[str]] = {}
    for item in (part.strip() for part in body.split(",")):
        location, _, effect = item.rpartition(":")
        effect = effect.strip()
        if effect not in _EFFECTS:
            return None
        if location:
            named[location.strip()] = _EFFECTS[effect]
        else:
            default = _EFFECTS[effect]
    default = default if default is not None else set()
    effects = {location: named.get(location, default) for location in _LOCATIONS}
    effects["other"] = default
    return effects


def _old_memory_attributes(match: re.Match) -> str:
    """LLVM 15's readnone/readonly/writeonly/argmemonly/inaccessiblememonly for memory(...).

    Anything LLVM 15 cannot say exactly is said more weakly (or not at all).
    """
    effects = _memory_effects(match.group(1))
    if effects is None:
        return ""
    touched = {location for location, effect in effects.items() if effect}
    union = set().union(*effects.values())
    access = {frozenset(): "readnone", frozenset({"read"}): "readonly",
              frozenset({"write"}): "writeonly"}.get(frozenset(union), "")
    if not touched:
        return "readnone"
    if touched == {"argmem"}:
        scope = "argmemonly"
    elif touched == {"inaccessiblemem"}:
        scope = "inaccessiblememonly"
    elif touched == {"argmem", "inaccessiblemem"}:
        scope = "inaccessiblemem_or_argmemonly"
    else:
        scope = ""
    return " ".join(word for word in (scope, access) if word)


def _drop_memory_location(location: str) -> Callable[[str], str]:
    """Remove `location: effect` from memory(...), widening the default to cover it.

    The default then stands for the dropped location too, so it must allow
    at least what the dropped entry allowed: `memory(none, target_mem0: read)`
    becomes `memory(read)`.
    """
    dropped = re.compile(location)

    def rewrite(match: re.Match) -> str:
        default: set[str] = set()
        kept, widen = [], set()
        for item in (part.strip() for part in match.group(1).split(",")):
            name, _, effect = item.rpartition(":")
            effect = _EFFECTS.get(effect.strip())
            if effect is None:
                return match.group(0)
            if not name:
                default = set(effect)
            elif dropped.fullmatch(name.strip()):
                widen |= effect
            else:
                kept.append(item)
        default |= widen
        spelled = {frozenset(v): k for k, v in _EFFECTS.items()}[frozenset(default)]
        return f"memory({', '.join([spelled] + kept)})"

    return lambda code: MEMORY.sub(rewrite, code)


# splat (...) ---------------------------------------------------------------

SPLAT = re.compile(KEYWORD + r"splat \((\w+) ([^()]+?)\)")
VECTOR_TYPE = re.compile(r"<(\d+) x (\w+)>")


def _expand_splats(code: str) -> str:
    """`splat (T v)` -> `<T v, T v, ...>`, the width from the nearest `<N x T>` before it."""
    def expand(match: re.Match) -> str:
        element, value = match.group(1), match.group(2).strip()
        widths = [int(m.group(1)) for m in VECTOR_TYPE.finditer(code, 0, match.start())
                  if m.group(2) == element]
        if not widths:
            return match.group(0)  # no width in sight: opt will say so
        return "<" + ", ".join([f"{element} {value}"] * widths[-1]) + ">"
    return SPLAT.sub(expand, code)


# llvm.x86.atomic.<op>.cc ---------------------------------------------------

ATOMIC_CC_CALL = re.compile(
    r"^(?P<indent>\s*)(?P<result>%[-\w.$]+) = (?:tail |notail |musttail )?call i8 "
    r"@llvm\.x86\.atomic\.(?P<op>add|sub|or|and|xor)\.cc\.(?P<type>i\d+)\("
    r"(?:ptr|i\d+\*)(?: [a-z_]+(?:\(\d+\))?)* (?P<pointer>[%@][-\w.$]+), "
    r"i\d+ (?P<value>[^,]+), i32 (?P<cc>\d+)\)[^;]*(?P<comment>;.*)?$")
ATOMIC_CC_DECLARE = re.compile(r"^declare .*@llvm\.x86\.atomic\.(add|sub|or|and|xor)\.cc\.")
# X86 condition codes computable from the result alone: ZF and SF.
# 4 (E): zero, 5 (NE): not zero, 8 (S): negative, 9 (NS): not negative.
_CONDITIONS = {4: "icmp eq", 5: "icmp ne", 8: "icmp slt", 9: "icmp sge"}


def _expand_atomic_cc(line: str) -> str:
    """`%r = call i8 @llvm.x86.atomic.sub.cc.i64(ptr p, i64 v, i32 4)` as plain IR.

    The intrinsic is a `lock sub` whose flags are tested: an atomicrmw (seq_cst,
    as strong as the locked instruction), the same operation on the old value,
    and the condition on the new value, zero-extended to i8.  Written on the
    call's own line so line numbers stay those of the input.  The new values
    are named after the call's result, unique in its function, so the output
    does not depend on what else this process rewrote.
    """
    if ATOMIC_CC_DECLARE.match(line):
        return ""
    match = ATOMIC_CC_CALL.match(line)
    if not match or int(match["cc"]) not in _CONDITIONS:
        return line
    compare = _CONDITIONS[int(match["cc"])]
    t, value, name = match["type"], match["value"].strip(), match["result"][1:]
    old, new, flag = (f"%nrtgrad.atomic.{name}.{part}" for part in ("old", "new", "flag"))
    pointer_type = "ptr" if "(ptr" in line else f"{t}*"
    return (f"{match['indent']}{old} = atomicrmw {match['op']} {pointer_type} "
            f"{match['pointer']}, {t} {value} seq_cst  {new} = {match['op']} {t} {old}, "
            f"{value}  {flag} = {compare} {t} {new}, 0  "
            f"{match['result']} = zext i1 {flag} to i8" + (f" {match['comment']}" if
                                                            match["comment"] else ""))


def _lower_captures(code: str) -> str:
    """`captures(none)` is `nocapture`; a partial capture has no old spelling: dropped."""
    code = re.sub(KEYWORD + r"captures\(none\)", "nocapture", code)
    return re.sub(r" ?" + KEYWORD + r"captures\([^()]*\)", "", code)


# llvm.lifetime.start/end without a size ----------------------------------

LIFETIME = re.compile(r"(@llvm\.lifetime\.(?:start|end)\.p0)\((?!i64 )(?=ptr)")


def _lifetime_size(line: str) -> str:
    size = "i64 immarg" if line.lstrip().startswith("declare") else "i64 -1"
    return LIFETIME.sub(lambda m: f"{m.group(1)}({size}, ", line)


# llvm.masked.* without an alignment operand --------------------------------

MASKED = re.compile(r"(@llvm\.masked\.(load|store|gather|scatter)\.[\w.]+)\(")
# the mask right after the pointer(s): no alignment operand between them
MASKED_WITHOUT_ALIGNMENT = re.compile(
    r"@llvm\.masked\.(?:(?:load|gather)\.[\w.]+\(|(?:store|scatter)\.[\w.]+\(<[^>]*>[^,]*,)"
    r"[^,]*, <\d+ x i1>")
# the operand that carries the alignment: the pointer(s)
_MASKED_POINTER = {"load": 0, "gather": 0, "store": 1, "scatter": 1}


def _split_operands(text: str) -> list[str]:
    """Top-level comma-separated pieces of an operand list (brackets nest)."""
    pieces, depth, start = [], 0, 0
    for index, char in enumerate(text):
        if char in "<([{":
            depth += 1
        elif char in ">)]}":
            depth -= 1
        elif char == "," and depth == 0:
            pieces.append(text[start:index])
            start = index + 1
    pieces.append(text[start:])
    return pieces


def _masked_alignment(code: str) -> str:
    """`llvm.masked.load(ptr align 4 %p, m, v)` -> `(ptr %p, i32 4, m, v)`, stores alike.

    LLVM 22 moved the alignment operand of the masked load, store, gather and
    scatter intrinsics into an `align` attribute of the pointer operand; an
    operand without one has alignment 1.  Declarations get `i32 immarg`.
    """
    match = MASKED.search(code)
    if not match:
        return code
    start, depth = match.end(), 1
    for end in range(start, len(code)):
        depth += {"(": 1, ")": -1}.get(code[end], 0)
        if depth == 0:
            break
    else:
        return code
    operands = _split_operands(code[start:end])
    position = _MASKED_POINTER[match.group(2)]
    if len(operands) != 3:
        return code  # already has its alignment operand
    pointer = operands[position]
    if code.lstrip().startswith("declare"):
        alignment = " i32 immarg"
    else:
        found = re.search(r" align (\d+)", pointer)
        alignment = f" i32 {found.group(1) if found else 1}"
        pointer = re.sub(r" align \d+", "", pointer)
    operands[position:position + 1] = [pointer, alignment]
    return code[:start] + ",".join(operands) + code[end:]


# the table, in the order the rewrites run ---------------------------------

REWRITES: tuple[Rewrite, ...] = (
    Rewrite("atomic-cc-intrinsic", 16, re.compile(r"@llvm\.x86\.atomic\.\w+\.cc\."),
            _expand_atomic_cc,
            "`call i8 @llvm.x86.atomic.sub.cc.i64(p, v, cc)` (NRT_decref's body) -> "
            "atomicrmw + the flag's icmp + zext; its declaration removed",
            whole_line=True),
    Rewrite("lifetime-without-size", 22, re.compile(r"@llvm\.lifetime\.(?:start|end)\.p0\(ptr"),
            _lifetime_size,
            "`llvm.lifetime.start/end.p0(ptr p)` -> `(i64 -1, ptr p)` (whole object)"),
    Rewrite("masked-align-attribute", 22, MASKED_WITHOUT_ALIGNMENT, _masked_alignment,
            "`llvm.masked.load/store/gather/scatter(ptr align A %p, ...)` -> "
            "`(ptr %p, i32 A, ...)`; declarations get `i32 immarg`"),
    Rewrite("memory-target-mem", 22, re.compile(r"\btarget_mem\d:"),
            _drop_memory_location(r"target_mem\d"),
            "`target_memN: e` dropped from memory(...) (the default effect then covers it)"),
    Rewrite("memory-errnomem", 21, re.compile(r"\berrnomem:"),
            _drop_memory_location("errnomem"),
            "`errnomem: e` dropped from memory(...) (the default effect then covers it)"),
    Rewrite("memory-effects", 16, MEMORY, lambda code: MEMORY.sub(_old_memory_attributes, code),
            "`memory(...)` -> readnone/readonly/writeonly/argmemonly/inaccessiblememonly/"
            "inaccessiblemem_or_argmemonly, or dropped when LLVM 15 cannot say it"),
    Rewrite("captures", 21, re.compile(KEYWORD + r"captures\("),
            _lower_captures,
            "`captures(none)` -> `nocapture`; any other `captures(...)` dropped"),
    Rewrite("nocreateundeforpoison", 22, re.compile(r"\bnocreateundeforpoison\b"),
            _sub(r"\bnocreateundeforpoison\b ?", ""), "function attribute dropped"),
    Rewrite("dead-on-return", 21, re.compile(r"\bdead_on_return\b"),
            _sub(r"\bdead_on_return\b(\(\d+\))? ?", ""), "parameter attribute dropped"),
    Rewrite("icmp-samesign", 20, re.compile(r"\bicmp samesign\b"),
            _sub(r"\bicmp samesign\b", "icmp"), "`icmp samesign` -> `icmp`"),
    Rewrite("noalias-addrspace", 20, re.compile(r"!noalias\.addrspace\b"),
            _sub(r",\s*!noalias\.addrspace !\d+", ""), "`!noalias.addrspace` metadata dropped"),
    Rewrite("gep-nuw-nusw", 19, re.compile(r"\bgetelementptr(?: inbounds)?(?: nusw| nuw)+\b"),
            _sub(r"\bgetelementptr((?: inbounds| nusw| nuw)+)\b",
                 lambda m: "getelementptr" + (" inbounds" if "inbounds" in m.group(1) else "")),
            "`getelementptr [inbounds] nuw/nusw` -> `getelementptr [inbounds]`"),
    Rewrite("trunc-nuw-nsw", 19, re.compile(r"\btrunc (?:nuw|nsw)\b"),
            _sub(r"\btrunc(?: nuw| nsw)+\b", "trunc"), "`trunc nuw/nsw` -> `trunc`"),
    Rewrite("uitofp-nneg", 19, re.compile(r"\buitofp nneg\b"),
            _sub(r"\buitofp nneg\b", "uitofp"), "`uitofp nneg` -> `uitofp`"),
    Rewrite("range-attribute", 19, re.compile(KEYWORD + r"range\(i\d+ "),
            _sub(KEYWORD + r"range\(i\d+ -?\d+, -?\d+\) ?", ""),
            "`range(iN a, b)` parameter/return attribute dropped"),
    Rewrite("initializes", 19, re.compile(KEYWORD + r"initializes\("),
            _sub(KEYWORD + r"initializes\((?:\(-?\d+, -?\d+\)(?:, )?)+\) ?", ""),
            "`initializes((a, b))` parameter attribute dropped"),
    Rewrite("splat-constant", 19, SPLAT, _expand_splats,
            "`splat (T v)` -> `<T v, T v, ...>` (width from the vector type on the line)"),
    Rewrite("debug-records", 19, re.compile(r"^\s*#dbg_\w+\(", re.M),
            lambda line: "" if re.match(r"\s*#dbg_\w+\(", line) else line,
            "`#dbg_value(...)`-style debug records dropped (debug info only)",
            whole_line=True),
    Rewrite("zext-nneg", 18, re.compile(r"\bzext nneg\b"),
            _sub(r"\bzext nneg\b", "zext"), "`zext nneg` -> `zext`"),
    Rewrite("or-disjoint", 18, re.compile(r"\bor disjoint\b"),
            _sub(r"\bor disjoint\b", "or"), "`or disjoint` -> `or`"),
    Rewrite("writable-dead-on-unwind", 18, re.compile(r"\b(?:writable|dead_on_unwind)\b"),
            _sub(r"\b(?:writable|dead_on_unwind)\b ?", ""), "parameter attributes dropped"),
    Rewrite("nofpclass", 17, re.compile(KEYWORD + r"nofpclass\("),
            _sub(KEYWORD + r"nofpclass\([^()]*\) ?", ""), "`nofpclass(...)` attribute dropped"),
)

BY_NAME = {rewrite.name: rewrite for rewrite in REWRITES}


# ---------------------------------------------------------------------------
# Applying the table

_STRING = re.compile(r'"[^"\n]*"')
EMPTY_GROUP = re.compile(r"^(attributes #\d+ = )\{\s*\}", re.M)


def _on_code(line: str, lower: Callable[[str], str]) -> str:
    """Apply `lower` to the parts of a line outside quoted strings and comments."""
    comment = _comment_start(line)
    code, rest = line[:comment], line[comment:]
    pieces, last = [], 0
    for match in _STRING.finditer(code):
        pieces.append(lower(code[last:match.start()]))
        pieces.append(match.group(0))
        last = match.end()
    pieces.append(lower(code[last:]))
    return "".join(pieces) + rest


def _comment_start(line: str) -> int:
    inside = False
    for index, char in enumerate(line):
        if char == '"':
            inside = not inside
        elif char == ";" and not inside:
            return index
    return len(line)


# a substring every match of a rewrite's syntax contains: a cheap test that
# spares a large input the regexes of syntax it does not have
_HINTS = {
    "atomic-cc-intrinsic": ".cc.", "lifetime-without-size": "@llvm.lifetime.",
    "masked-align-attribute": "@llvm.masked.",
    "memory-target-mem": "target_mem", "memory-errnomem": "errnomem", "memory-effects": "memory(",
    "captures": "captures(", "nocreateundeforpoison": "nocreateundeforpoison",
    "dead-on-return": "dead_on_return", "icmp-samesign": "samesign",
    "noalias-addrspace": "noalias.addrspace", "gep-nuw-nusw": "getelementptr", "trunc-nuw-nsw": "trunc n",
    "uitofp-nneg": "uitofp nneg", "range-attribute": "range(", "initializes": "initializes(",
    "splat-constant": "splat (", "debug-records": "#dbg_", "zext-nneg": "zext nneg",
    "or-disjoint": "or disjoint", "nofpclass": "nofpclass(",
}


def _present(rewrite: Rewrite, text: str) -> bool:
    hints = _HINTS.get(rewrite.name)
    if hints is None and rewrite.name == "writable-dead-on-unwind":
        hints = "writable" if "writable" in text else "dead_on_unwind"
    return (hints is None or hints in text) and rewrite.detect.search(text) is not None


def needed(text: str, llvm_major: int) -> list[Rewrite]:
    """The rewrites an opt of LLVM `llvm_major` needs for this text, in table order."""
    return [r for r in REWRITES if r.since > llvm_major and _present(r, text)]


def lower(text: str, llvm_major: int) -> tuple[str, list[str]]:
    """The text with every construct newer than `llvm_major` lowered; the rewrites applied."""
    applied = []
    for rewrite in needed(text, llvm_major):
        lines = text.split("\n")
        if rewrite.whole_line:
            lowered = [rewrite.lower(line) if rewrite.detect.search(line) else line
                       for line in lines]
        else:
            lowered = [_on_code(line, rewrite.lower) if rewrite.detect.search(line) else line
                       for line in lines]
        assert len(lowered) == len(lines), rewrite.name
        new_text = "\n".join(lowered)
        if new_text != text:
            applied.append(rewrite.name)
            text = new_text
    if applied:
        # a group whose only attributes were dropped must still hold one
        text = EMPTY_GROUP.sub(r'\1{ "nrtgrad-lowered" }', text)
    return text, applied


# ---------------------------------------------------------------------------
# Where a file comes from

TYPED_POINTER = re.compile(r"\b(?:i\d+|double|float|%[-\w.$\"]+|\})\*")
OPAQUE_POINTER = re.compile(r"\bptr\b")


def provenance(text: str) -> str:
    """A guess, from the syntax alone, of the LLVM (and Numba) that wrote the text."""
    newest = max((r.since for r in REWRITES if _present(r, text)), default=None)
    if newest is not None:
        return f"LLVM >= {newest} IR (Numba >= 0.62)"
    typed = "*" in text and TYPED_POINTER.search(text) is not None
    if "ptr" in text and OPAQUE_POINTER.search(text) and not typed:
        return "opaque-pointer IR of LLVM >= 15 (Numba >= 0.62)"
    if typed:
        return "typed-pointer IR of LLVM <= 15 (Numba <= 0.61)"
    return "version-neutral IR (no pointers, no version-specific syntax)"
