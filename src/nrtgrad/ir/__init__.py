"""Small text-level helpers over LLVM IR as opt prints it.

Every stage after the dialect stage sees canonical text: opaque pointers,
one instruction per line, printed by the active opt.  That regularity is what
lets these helpers stay line-based: function bodies, call sites and their
argument lists, declarations, and symbol renames.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Iterator

GLOBAL_NAME = r'@(?:"[^"]*"|[-\w.$]+)'
_DEFINE = re.compile(r"^define\b[^@]*?(" + GLOBAL_NAME + r")\(")
_DECLARE = re.compile(r"^declare\b[^@]*?(" + GLOBAL_NAME + r")\(")
_PLAIN = re.compile(r"[-\w.$]+")


def unquote(symbol: str) -> str:
    """'@"a.b"' or '@a.b' -> 'a.b'."""
    symbol = symbol.lstrip("@")
    return symbol[1:-1] if symbol.startswith('"') else symbol


def quote(name: str) -> str:
    """'a.b' -> '@a.b'; names that need it are quoted."""
    return "@" + name if _PLAIN.fullmatch(name) else f'@"{name}"'


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
        match = _DEFINE.match(line) if line.startswith("define") else None
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
    return re.sub(re.escape(quote(old)) + r"(?![-\w.$])", lambda _: quote(new), text)


def remove_declarations(lines: list[str], names: list[str]) -> list[str]:
    declared = declared_functions(lines)
    dropped = {declared[name] for name in names if name in declared}
    return [line for index, line in enumerate(lines) if index not in dropped]


def next_attribute_group(text: str) -> int:
    numbers = [int(n) for n in re.findall(r"^attributes #(\d+)", text, re.M)]
    return max(numbers, default=-1) + 1


LOCAL_NAME = r'%(?:"[^"]*"|[-\w.$]+)'
# the function a line calls or invokes (by name), in group 1: search the line
CALLEE = re.compile(r"\b(?:call|invoke)\b[^@]*?(" + GLOBAL_NAME + r")\(")


@functools.cache
def phi_pattern(value_type: str = "") -> re.Pattern:
    """`%v = phi <value_type> ...` (any type when empty), `%v` in group 1: match a line."""
    typed = f"{value_type} " if value_type else ""
    return re.compile(r"^\s*(" + LOCAL_NAME + r") = phi " + typed)


# a block's label line, the name in group 1
LABEL = re.compile(r'^("[^"]+"|[-\w.$]+):')
# a call of a debug-info intrinsic (llvm.dbg.value, .declare): no instruction of the program
DEBUG_CALL = re.compile(r"^\s*(?:tail )?call void @llvm\.dbg\.")
# `store ptr V, ptr P` and `%v = load ptr, ptr P` (of a stripped line), V or %v and P in groups
STORE_PTR = re.compile(r"store ptr (\S+?), ptr (\S+?)(?:,|$)")
LOAD_PTR = re.compile(r"(%\S+) = load ptr, ptr (\S+?)(?:,|$)")
# the prefixes Enzyme gives the functions it generates from a function's name
ENZYME_GENERATED = re.compile(r"^(?:fakeaugmented_|augmented_|diffe)")
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
_INCOMING = re.compile(r"\[\s*([^\[\],]+?),\s*(" + LOCAL_NAME + r")\s*\]")
_USE = re.compile(LOCAL_NAME + r"(?![-\w.$])")


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
    return _USE.findall(body.split(", !")[0])
