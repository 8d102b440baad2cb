"""Small text-level helpers over LLVM IR as opt prints it.

Every stage after the dialect stage sees canonical text: opaque pointers,
one instruction per line, printed by the active opt.  That regularity is what
lets these helpers stay line-based: function bodies, call sites and their
argument lists, declarations, and symbol renames.
"""

from __future__ import annotations

import collections
import dataclasses
import functools
import re
from collections.abc import Iterable, Iterator

GLOBAL_NAME = r'@(?:"[^"]*"|[-\w.$]+)'
# a `define` line, the function's name (as written) in group 1
DEFINE = re.compile(r"^define\b[^@]*?(" + GLOBAL_NAME + r")\(")
_DECLARE = re.compile(r"^declare\b[^@]*?(" + GLOBAL_NAME + r")\(")
_PLAIN = re.compile(r"[-\w.$]+")
# what may not follow a name's last character: `%a` is not a token of `%a.1`
NAME_END = r"(?![-\w.$])"


def unquote(symbol: str) -> str:
    """'@"a.b"' or '@a.b' -> 'a.b'."""
    symbol = symbol.lstrip("@")
    return symbol[1:-1] if symbol.startswith('"') else symbol


def _plain(name: str) -> bool:
    """Whether LLVM prints `name` unquoted: a number, or a name not starting with a digit."""
    return name.isdigit() or (_PLAIN.fullmatch(name) is not None and not name[0].isdigit())


def quote(name: str) -> str:
    """'a.b' -> '@a.b'; names that need it are quoted."""
    return "@" + name if _plain(name) else f'@"{name}"'


def local_token(name: str) -> str:
    """A block's or value's name as an operand: 'a.b' -> '%a.b'; names that need it are quoted."""
    return "%" + name if _plain(name) else f'%"{name}"'


def token_pattern(token: str) -> re.Pattern:
    """Matches `token` (a '%local', '@global' or label operand) as a whole name."""
    return re.compile(re.escape(token) + NAME_END)


def mentions(text: str, token: str) -> bool:
    """Whether `text` names `token` (a whole name, not the prefix of a longer one)."""
    return token_pattern(token).search(text) is not None


def module_text(lines: Iterable[str | None]) -> str:
    """The text of a module held as lines, one per line, lines set to None left out."""
    return "\n".join(line for line in lines if line is not None) + "\n"


@dataclasses.dataclass
class Function:
    name: str
    start: int  # line index of `define`
    end: int    # line index of the closing `}`


def defined_functions(lines: list[str]) -> list[Function]:
    functions = []
    current = None
    # only `define` and `}` lines matter: picked out first, in one pass
    for index in [i for i, line in enumerate(lines) if line.startswith(("define", "}"))]:
        line = lines[index]
        match = DEFINE.match(line) if line.startswith("define") else None
        if match:
            current = Function(unquote(match.group(1)), index, index)
        elif current is not None and line.startswith("}"):
            current.end = index
            functions.append(current)
            current = None
    return functions


def function_named(lines: list[str], name: str) -> Function:
    """The function `lines` define under `name` (StopIteration when none)."""
    return next(f for f in defined_functions(lines) if f.name == name)


def functions_by_name(lines: list[str]) -> dict[str, Function]:
    """Every function `lines` define, by name."""
    return {function.name: function for function in defined_functions(lines)}


def without_unused_functions(text: str, kept: Iterable[str]) -> str:
    """`text` without the definitions of the functions, other than those `kept`, that
    nothing outside their own bodies names (until none is left)."""
    lines: list[str | None] = text.splitlines()
    kept = set(kept)
    functions = [f for f in defined_functions(lines) if f.name not in kept]
    names = [[unquote(name) for name in re.findall(GLOBAL_NAME, line)] for line in lines]
    mentions = collections.Counter(name for line in names for name in line)
    while unused := [f for f in functions if mentions[f.name] == sum(
            line.count(f.name) for line in names[f.start:f.end + 1])]:
        for function in unused:
            functions.remove(function)
            mentions.subtract(name for line in names[function.start:function.end + 1]
                              for name in line)
            lines[function.start:function.end + 1] = [None] * (function.end + 1 - function.start)
    return module_text(lines)


def declared_functions(lines: list[str]) -> dict[str, int]:
    """Declared (not defined) function name -> line index."""
    return {unquote(m.group(1)): index for index, line in enumerate(lines)
            if line.startswith("declare") and (m := _DECLARE.match(line))}


def outside_declarations(pattern: re.Pattern, text: str) -> Iterator[re.Match]:
    """The matches of `pattern` in `text` that are not on a `declare` line."""
    for match in pattern.finditer(text):
        if not text.startswith("declare", text.rfind("\n", 0, match.start()) + 1):
            yield match


def call_pattern(callee: str) -> re.Pattern:
    """Matches a call or invoke of `callee`, capturing text up to the '('."""
    return re.compile(r"\b(?:call|invoke)\b[^;]*?" + re.escape(quote(callee)) + r"\(")


def calls_to(lines: list[str], callee: str) -> list[int]:
    pattern, needle = call_pattern(callee), quote(callee) + "("
    return [index for index, line in enumerate(lines)
            if needle in line and not line.startswith(("define", "declare"))
            and pattern.search(line)]


def call_arguments(line: str, callee: str) -> tuple[int, int]:
    """(start, end) offsets of the argument text inside `callee(...)` on line."""
    match = call_pattern(callee).search(line)
    if match is None:
        raise ValueError(f"no call to {callee} on line: {line}")
    start = match.end()
    depth = 1
    for offset in range(start, len(line)):
        char = line[offset]
        if char in "([{<":
            depth += 1
        elif char in ")]}>":
            depth -= 1
            if depth == 0:
                return start, offset
    raise ValueError(f"unbalanced call to {callee}: {line}")


def split_arguments(text: str) -> list[str]:
    """Split a call's argument text at top-level commas."""
    parts, depth, current = [], 0, []
    for char in text:
        if char in "([{<":
            depth += 1
        elif char in ")]}>":
            depth -= 1
        if char == "," and depth == 0:
            parts.append("".join(current).strip())
            current = []
        else:
            current.append(char)
    if "".join(current).strip():
        parts.append("".join(current).strip())
    return parts


def parameters(line: str) -> list[str]:
    """The parameters of a `define` line, each as written: 'ptr noalias %x'."""
    start = DEFINE.match(line).end()
    depth = 1
    for end in range(start, len(line)):
        depth += {"(": 1, ")": -1}.get(line[end], 0)
        if depth == 0:
            break
    return split_arguments(line[start:end])


def operand_value(argument: str) -> str:
    """The value of a typed operand: 'ptr noundef %x' -> '%x'."""
    return argument.split()[-1]


def retarget_call(line: str, old: str, new: str, extra_argument: str | None = None) -> str:
    """Make the call to `old` on line call `new`, optionally appending an argument."""
    if extra_argument is not None:
        _, end = call_arguments(line, old)
        line = line[:end] + ", " + extra_argument + line[end:]
    match = call_pattern(old).search(line)
    head = line[:match.start()] + match.group(0)[:-len(quote(old)) - 1]
    return head + quote(new) + "(" + line[match.end():]


def rename_symbol(text: str, old: str, new: str) -> str:
    """Rename every reference to the global `old`."""
    return token_pattern(quote(old)).sub(lambda _: quote(new), text)


def missing_declarations(text: str, declarations: dict[str, str]) -> str:
    """Of `declarations` (name -> `declare` line), those `text` calls but neither declares
    nor defines, as text to append to it."""
    missing = [declaration for name, declaration in declarations.items()
               if quote(name) + "(" in text
               and not re.search(rf"^(declare|define)[^@]*{re.escape(quote(name))}\(", text, re.M)]
    return "\n" + "\n".join(missing) + "\n" if missing else ""


def remove_declarations(lines: list[str], names: list[str]) -> list[str]:
    declared = declared_functions(lines)
    dropped = {declared[name] for name in names if name in declared}
    return [line for index, line in enumerate(lines) if index not in dropped]


def next_attribute_group(text: str) -> int:
    numbers = [int(n) for n in re.findall(r"^attributes #(\d+)", text, re.M)]
    return max(numbers, default=-1) + 1


def next_metadata_node(text: str) -> int:
    """The first metadata number `!N` the module does not define yet."""
    numbers = [int(n) for n in re.findall(r"^!(\d+) = ", text, re.M)]
    return max(numbers, default=-1) + 1


def enzyme_type_tree(node: int, *kinds: str) -> list[str]:
    """The metadata lines, numbered from `node`, of the `!enzyme_type` tree whose
    value is `kinds[0]`, what it points to `kinds[1]`, and so on: ("Integer") is
    `{[-1]:Integer}`, ("Pointer", "Float@double") `{[-1]:Pointer, [-1,-1]:Float@double}`."""
    lines = [f'!{node + i} = !{{!"{kind}", i32 -1, !{node + i + 1}}}'
             for i, kind in enumerate(("Unknown",) + kinds[:-1])]
    return lines + [f'!{node + len(kinds)} = !{{!"{kinds[-1]}"}}']


LOCAL_NAME = r'%(?:"[^"]*"|[-\w.$]+)'
# an integer constant operand: fullmatch it
INTEGER = re.compile(r"-?\d+")
# the function a line calls or invokes (by name), in group 1: search the line
CALLEE = re.compile(r"\b(?:call|invoke)\b[^@]*?(" + GLOBAL_NAME + r")\(")


@functools.cache
def phi_pattern(value_type: str = "") -> re.Pattern:
    """`%v = phi <value_type> ...` (any type when empty), `%v` in group 1: match a line."""
    typed = f"{value_type} " if value_type else ""
    return re.compile(r"^\s*(" + LOCAL_NAME + r") = phi " + typed)


def zero(value_type: str) -> str:
    """The zero constant of a first-class type: a value a phi takes on an edge it never uses."""
    if value_type == "ptr":
        return "null"
    if value_type in ("double", "float", "half"):
        return "0.000000e+00"
    return "0" if re.fullmatch(r"i\d+", value_type) else "zeroinitializer"


# a phi: its text up to `phi `, its name, its fast-math flags, its type and its incoming
# list in groups 1 to 5; match a line
PHI = re.compile(r"^(\s*(" + LOCAL_NAME + r") = phi )((?:(?:fast|nnan|ninf|nsz|arcp|contract|afn|"
                 r"reassoc) )*)(.+?) (\[ .*)$")
# a block's label line, the name in group 1
LABEL = re.compile(r'^("[^"]+"|[-\w.$]+):')
# a call of a debug-info intrinsic (llvm.dbg.value, .declare): no instruction of the program
DEBUG_CALL = re.compile(r"^\s*(?:tail )?call void @llvm\.dbg\.")
# `store ptr V, ptr P` and `%v = load ptr, ptr P` (of a stripped line), V or %v and P in groups
STORE_PTR = re.compile(r"store ptr (\S+?), ptr (\S+?)(?:,|$)")
LOAD_PTR = re.compile(r"(%\S+) = load ptr, ptr (\S+?)(?:,|$)")
# a `llvm.lifetime.start` or `.end` call: start or end in group 1, the stack slot in group 2
LIFETIME = re.compile(r"call void @llvm\.lifetime\.(start|end)\.p0\(i64 -?\d+, ptr (?:nonnull )?"
                      r"(\S+?)\)")
# the prefixes Enzyme gives the functions it generates from a function's name
ENZYME_GENERATED = re.compile(r"^(?:fakeaugmented_|augmented_|diffe)")


@dataclasses.dataclass
class Memset:
    indent: str
    tail: bool                # a `tail call`
    address: str              # the local the memset writes to
    zeroed_bytes: int | None  # the constant length when it writes zeros, else None


_MEMSET = re.compile(r"^(\s*)(tail )?call void @llvm\.memset\.p0\.i64\(ptr [^%]*(" + LOCAL_NAME
                     + r"), ")
_ZERO_FILL = re.compile(r"i8 0, i64 (\d+), i1 false\)")


def memset(line: str) -> Memset | None:
    """The call of `llvm.memset` on `line` (into a local address), else None."""
    match = _MEMSET.match(line)
    if match is None:
        return None
    zeros = _ZERO_FILL.match(line, match.end())
    return Memset(match.group(1), match.group(2) is not None, match.group(3),
                  int(zeros.group(1)) if zeros else None)


# the address of a MemInfo's data pointer: byte 24 of the MemInfo, or its field 3 as
# Numba's unoptimised IR addresses it; search an instruction's text without its metadata
_DATA_FIELD = re.compile(r"getelementptr (?:inbounds )?(?:i8, ptr (" + LOCAL_NAME + r"), i64 24|"
                         r"\{ i64, ptr, ptr, ptr, i64 \}, ptr (" + LOCAL_NAME
                         + r"), i64 0, i32 3)\s*$")


def data_field_of(text: str) -> str | None:
    """The MemInfo whose data pointer's address `text` (a getelementptr) computes, else None."""
    match = _DATA_FIELD.search(text.split(", !")[0])
    return match and (match.group(1) or match.group(2))


# a branch's or select's test of a pointer against null, `icmp` and the pointer in groups
NULL_TEST = re.compile(r"icmp (eq|ne) ptr (%\S+), null\b")
_TARGET = re.compile(r"label (" + LOCAL_NAME + ")")
_TERMINATORS = ("br ", "switch ", "ret", "unreachable", "invoke ", "resume ", "indirectbr ",
                "callbr ")


@dataclasses.dataclass
class Block:
    name: str                 # without '%', unquoted
    lines: list[int]          # line indices of its instructions, terminator last
    successors: list[str]


def label_name(token: str) -> str:
    """'%"a.b"' / '%a.b' / 'a.b' -> 'a.b'."""
    token = token.lstrip("%")
    return token[1:-1] if token.startswith('"') else token


def blocks(lines: list[str], function: Function) -> list[Block]:
    """The basic blocks of a defined function, in order, with their successors."""
    result: list[Block] = []
    current = None
    index = function.start + 1
    while index < function.end:
        line = lines[index]
        label = LABEL.match(line)
        if label:
            current = Block(label_name(label.group(1)), [], [])
            result.append(current)
        elif line.startswith("  ") and not line.lstrip().startswith(";"):
            if current is None:  # an unnamed entry block
                current = Block("0", [], [])
                result.append(current)
            current.lines.append(index)
            instruction = line.strip()
            if instruction.startswith(_TERMINATORS) or " = invoke " in instruction:
                text = instruction
                while instruction.startswith("switch ") and "]" not in text:
                    index += 1
                    text += " " + lines[index].strip()
                current.successors = [label_name(t) for t in _TARGET.findall(text)]
        index += 1
    return result


_DEFINED = re.compile(r"\s*(" + LOCAL_NAME + r") = ")
# a constant expression's parentheses, nested up to three deep
_PARENTHESES = r"\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)"
_INCOMING = re.compile(r"\[\s*((?:[^\[\](),]|" + _PARENTHESES + r")+?),\s*(" + LOCAL_NAME
                       + r")\s*\]")
# a local value named in an instruction, as a whole token
LOCAL_TOKEN = re.compile(LOCAL_NAME + NAME_END)


def defined_value(line: str) -> str | None:
    """'%x' for a line '  %x = ...', else None."""
    match = _DEFINED.match(line)
    return match.group(1) if match else None


def phi_incoming(line: str) -> list[tuple[str, str]]:
    """[(value, predecessor block name)] of a phi instruction."""
    return [(value.strip(), label_name(block)) for value, block in
            _INCOMING.findall(line)]


def local_uses(text: str) -> list[str]:
    """Every local value named in an instruction's text (defined one excluded)."""
    defined = defined_value(text)
    body = text.split(" = ", 1)[1] if defined else text
    return LOCAL_TOKEN.findall(body.split(", !")[0])
