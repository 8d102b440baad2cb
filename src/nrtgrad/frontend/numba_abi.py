"""What nrtgrad knows about Numba's ABI, as pure functions over canonical module text.

This module owns:

- Numba's Itanium-like symbol mangling (`demangle`): the Python qualified
  name and the Numba argument types encoded in a native symbol;
- the native entry convention: `i32 @sym(ptr %retptr, ptr %excinfo, args...)`,
  where each array argument is expanded into meminfo, parent, nitems,
  itemsize, data, shape[ndim] and strides[ndim] parameters (`%arg.NAME.K`)
  and each scalar is one parameter `%arg.NAME` (`entry_points`);
- choosing the user's function in a module (`find_entry`);
- the Numba runtime's helper families (`runtime_calls`): NRT refcounts and
  allocations, the `numba_xx*` BLAS helpers, other `numba_*` helpers and
  Python C-API calls.

Entry points are the externally visible definitions with that convention.
Functions Numba links in from other libraries (array-expression kernels,
`numba.*` implementations, other jitted functions) are `linkonce_odr` and
are not entry points; neither are the `cpython.` and `cfunc.` wrappers.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from .. import ir
from . import return_values
from ..errors import InputError, UnsupportedError

# Itanium builtin type codes Numba uses, as numpy dtype names.
_BUILTIN_CODES = {
    "b": "bool", "h": "uint8", "a": "int8", "t": "uint16", "s": "int16",
    "j": "uint32", "i": "int32", "y": "uint64", "x": "int64",
    "Dh": "float16", "f": "float32", "d": "float64", "v": "void",
}
# The LLVM type of a scalar argument of each dtype (bool is passed as a byte).
_ARGUMENT_TYPES = {
    "bool": "i8", "uint8": "i8", "int8": "i8", "uint16": "i16", "int16": "i16",
    "uint32": "i32", "int32": "i32", "uint64": "i64", "int64": "i64",
    "float16": "half", "float32": "float", "float64": "double",
}
FLOAT_DTYPES = ("float64", "float32")

# Runtime calls by family: exact callees, then callee prefixes.
_RUNTIME_CALLEES = {"NRT_incref": "incref", "NRT_decref": "decref",
                    "NRT_MemInfo_alloc_aligned": "alloc"}
_RUNTIME_PREFIXES = (("NRT_", "NRT"), ("numba_xx", "BLAS"), ("numba_", "numba_*"),
                     ("Py", "C-API"), ("_Py", "C-API"))
RUNTIME_CATEGORIES = (*_RUNTIME_CALLEES.values(),
                      *dict.fromkeys(category for _, category in _RUNTIME_PREFIXES))
# ASCII characters Numba's own function names contain (`<locals>`, `<lambda>`).
_NAME_PUNCTUATION = "<>"


@dataclass(frozen=True)
class Argument:
    name: str
    kind: str                            # "array" | "scalar"
    dtype: str
    ndim: int                            # 0 for scalars
    layout: str                          # "C", "F", "A" for arrays; "" for scalars
    params: tuple[tuple[str, str], ...]  # (LLVM type, %name) of the native parameters

    @property
    def is_float(self) -> bool:
        """float64/float32 arrays and scalars get derivatives."""
        return self.dtype in FLOAT_DTYPES


@dataclass(frozen=True)
class EntryPoint:
    symbol: str
    qualname: str
    name: str
    result: return_values.Result  # what it stores through %retptr
    return_dtype: str       # "" when the result is not a scalar
    arguments: tuple[Argument, ...]
    signature: str


# --- demangling -----------------------------------------------------------

@dataclass(frozen=True)
class _Type:
    """A mangled Numba type: a builtin dtype, or a name with template parameters."""
    name: str
    params: tuple = ()   # of _Type or int literals

    def __str__(self) -> str:
        if self.name == "Array" and len(self.params) == 5:
            dtype, ndim, layout, mutable, aligned = self.params
            readonly = ", readonly=True" if str(mutable) == "readonly" else ""
            unaligned = ", aligned=False" if str(aligned) == "unaligned" else ""
            return f"Array({dtype}, {ndim}, '{layout}'{readonly}{unaligned})"
        if not self.params:
            return self.name
        return f"{self.name}({', '.join(map(str, self.params))})"


class _Reader:
    def __init__(self, symbol: str):
        self.symbol, self.pos = symbol, 0

    def peek(self, text: str) -> bool:
        return self.symbol.startswith(text, self.pos)

    def take(self, text: str) -> bool:
        if self.peek(text):
            self.pos += len(text)
            return True
        return False

    def expect(self, text: str) -> None:
        if not self.take(text):
            self.fail()

    def fail(self):
        raise InputError(f"cannot demangle Numba symbol {self.symbol!r} "
                         f"at offset {self.pos}")

    def source_name(self, punctuation: str | None = None) -> str:
        """<length><text>, unescaped (see _unescape)."""
        match = re.compile(r"\d+").match(self.symbol, self.pos)
        if match is None:
            self.fail()
        start = match.end()
        self.pos = start + int(match.group())
        if self.pos > len(self.symbol):
            self.fail()
        return _unescape(self.symbol[start:self.pos], punctuation)

    def name(self, punctuation: str | None = None) -> tuple[list[str], tuple]:
        """<name>: one identifier, or N<identifiers>[I..E][B<tag>]*E."""
        if not self.take("N"):
            return [self.source_name(punctuation)], self.template()
        parts = []
        while self.peek_digit():
            parts.append(self.source_name(punctuation))
        params = self.template()
        while self.take("B"):
            self.source_name()   # abi tags (uid, flags hash): not part of the name
        self.expect("E")
        return parts, params

    def peek_digit(self) -> bool:
        return self.pos < len(self.symbol) and self.symbol[self.pos].isdigit()

    def template(self) -> tuple:
        if not self.take("I"):
            return ()
        params = []
        while not self.take("E"):
            params.append(self.literal() if self.peek("L") else self.type())
        return tuple(params)

    def literal(self) -> int:
        match = re.compile(r"Li(-?\d+)E").match(self.symbol, self.pos)
        if match is None:
            self.fail()
        self.pos = match.end()
        return int(match.group(1))

    def type(self) -> _Type:
        for code in _BUILTIN_CODES:
            if self.take(code):
                return _Type(_BUILTIN_CODES[code])
        parts, params = self.name()
        return _Type(".".join(parts), params)


def _unescape(text: str, punctuation: str | None = None) -> str:
    """Undo Numba's `_xx` escapes of characters outside [a-zA-Z0-9_].

    The mangling is ambiguous (`_` is not escaped: `conv_2d` could be `conv-`),
    so UTF-8 sequences are always decoded but an escaped ASCII character only
    when it is in `punctuation` (None: any non-identifier character).
    """
    def replace(match: re.Match) -> str:
        try:
            char = bytes.fromhex(match.group(0).replace("_", "")).decode("utf-8")
        except UnicodeDecodeError:
            return match.group(0)
        if char.isascii() and (re.match(r"\w", char, re.ASCII)
                               or punctuation is not None and char not in punctuation):
            return match.group(0)
        return char
    return re.sub(r"_[0-7][0-9a-f]|_[c-f][0-9a-f](?:_[89ab][0-9a-f])+", replace, text)


def _parse(symbol: str) -> tuple[str, list[_Type]]:
    reader = _Reader(symbol)
    reader.expect("_Z")
    parts, _ = reader.name(_NAME_PUNCTUATION)
    types = []
    while reader.pos < len(symbol):
        types.append(reader.type())
    return ".".join(parts), types


def demangle(symbol: str) -> tuple[str, list[str]]:
    """A Numba symbol's Python qualified name and its argument types, as text."""
    qualname, types = _parse(symbol)
    return qualname, [str(t) for t in types]


# --- entry points ---------------------------------------------------------

_DEFINE_HEAD = re.compile(r"^define\s+(?P<head>[^@]*?)\s*(?P<symbol>" + ir.GLOBAL_NAME + r")\(")
_LINKAGES = {"private", "internal", "linkonce", "linkonce_odr", "weak", "weak_odr",
             "available_externally", "appending", "common", "extern_weak"}


def _parameters(line: str) -> list[tuple[str, str]]:
    """(type, %name) of each parameter of the `define` line."""
    params = []
    for param in ir.parameters(line):
        words = param.split()
        params.append((words[0], words[-1] if words[-1].startswith("%") else ""))
    return params


def _value_name(name: str) -> str:
    """'%arg.x.0' -> 'arg.x.0'; '%"arg.\\CE\\B1"' -> 'arg.α'; '' stays ''."""
    name = name[1:]
    if not name.startswith('"'):
        return name
    raw = re.sub(rb"\\([0-9A-Fa-f]{2})", lambda m: bytes.fromhex(m.group(1).decode()),
                 name[1:-1].encode())
    return raw.decode("utf-8")


def _decode(numba_type: _Type, symbol: str) -> tuple[str, int, str]:
    """(dtype, ndim, layout) of a scalar or array argument type."""
    if numba_type.name in _ARGUMENT_TYPES:
        return numba_type.name, 0, ""
    if numba_type.name == "Array" and len(numba_type.params) == 5:
        dtype, ndim, layout = numba_type.params[:3]
        if (isinstance(dtype, _Type) and dtype.name in _ARGUMENT_TYPES
                and isinstance(ndim, int) and isinstance(layout, _Type)
                and layout.name in ("C", "F", "A")):
            return dtype.name, ndim, layout.name
    raise UnsupportedError(f"`{python_name(symbol)}`: an argument of type {numba_type} is not "
                           "supported yet (only scalars and arrays of numeric or bool dtype); "
                           "pass the values as such arrays or scalars")


def python_name(symbol: str) -> str:
    """The Python name a symbol demangles to (the symbol itself if it does not)."""
    try:
        return _parse(symbol)[0].replace(".<locals>", "")
    except InputError:
        return symbol


def _argument(numba_type: _Type, params: list[tuple[str, str]], symbol: str) -> Argument:
    """The argument of `numba_type`, consuming its parameters from the head of params."""
    dtype, ndim, layout = _decode(numba_type, symbol)
    if layout:
        slots = [("ptr", ".0"), ("ptr", ".1"), ("i64", ".2"), ("i64", ".3"), ("ptr", ".4")]
        slots += [("i64", f".{k}.{i}") for k in (5, 6) for i in range(ndim)]
    else:
        slots = [(_ARGUMENT_TYPES[dtype], "")]
    taken = tuple(params[:len(slots)])
    del params[:len(slots)]
    actual = [(kind, _value_name(name)) for kind, name in taken]
    name = actual[0][1].removeprefix("arg.").removesuffix(slots[0][1]) if actual else ""
    if not re.fullmatch(r"[^.]+", name) or \
            actual != [(kind, f"arg.{name}{suffix}") for kind, suffix in slots]:
        found = ", ".join(" ".join(param) for param in taken) or "no parameters"
        raise UnsupportedError(f"`{python_name(symbol)}`: the parameters {found} do not match "
                               f"its Numba argument type {numba_type}: not supported yet; pass "
                               "the function as Numba dumps it (`inspect_llvm`)")
    return Argument(name, "array" if layout else "scalar", dtype, ndim, layout, taken)


def _spelling(argument: Argument) -> str:
    """Numba's signature spelling: float64, float64[::1], float64[:, ::1], float64[:]..."""
    if argument.kind == "scalar":
        return argument.dtype
    if argument.ndim == 0:
        return f"array({argument.dtype}, 0d, {argument.layout})"
    dims = [":"] * argument.ndim
    if argument.layout == "C":
        dims[-1] = "::1"
    elif argument.layout == "F":
        dims[0] = "::1"
    return f"{argument.dtype}[{', '.join(dims)}]"


def _entry_point(body: list[str]) -> EntryPoint | None:
    """The entry point a function definition is, or None if it is not one."""
    match = _DEFINE_HEAD.match(body[0])
    words = match.group("head").split()
    symbol = ir.unquote(match.group("symbol"))
    params = _parameters(body[0])
    if (words[-1:] != ["i32"] or _LINKAGES & set(words) or not symbol.startswith("_Z")
            or [name for _, name in params[:2]] != ["%retptr", "%excinfo"]):
        return None
    qualname, types = _parse(symbol)
    if qualname.startswith(("numba.", "cpython.")):
        return None
    rest = params[2:]
    arguments = tuple(_argument(numba_type, rest, symbol) for numba_type in types)
    if rest:
        raise UnsupportedError(f"`{qualname}`: the parameters "
                               f"{', '.join(' '.join(p) for p in rest)} have no Numba argument "
                               "type in its symbol: not supported yet; pass the function as "
                               "Numba dumps it (`inspect_llvm`)")
    result = return_values.read(body)
    return_dtype = result.dtype if result.kind == "scalar" else ""
    signature = f"{result.spelling()}({', '.join(map(_spelling, arguments))})"
    return EntryPoint(symbol, qualname, qualname.rsplit(".", 1)[-1], result,
                      return_dtype, arguments, signature)


def _native_functions(text: str) -> list[tuple[str, str]]:
    """(Python name, parameter suffix) of each function the text defines with
    Numba's native convention, in module order; raw or canonical text.

    Numba compiles a recursive function again once its own type is known, and
    that compilation's parameters all carry a suffix (`%retptr.1`)."""
    found = []
    for line in text.splitlines():
        match = _DEFINE_HEAD.match(line)
        symbol = match and ir.unquote(match.group("symbol"))
        if symbol and symbol.startswith("_Z"):
            params = _parameters(line)
            retptr = re.fullmatch(r"retptr(\.\d+)?", _value_name(params[0][1])) if params else None
            if retptr:
                found.append((python_name(symbol), retptr.group(1) or ""))
    return found


# the qualified names of functions Numba makes: its implementations, Python wrappers and
# generated kernels (array expressions, parfors' gufuncs, stencils).  Others in the
# module `<dynamic>` are the user's, defined in source with no `__name__` (`exec`)
_NUMBAS = ("numba.", "cpython.", "<dynamic>.__numba_")


def python_functions(text: str) -> list[str]:
    """The Python names of the user functions (not Numba's) the text defines, in order."""
    names = [name for name, _ in _native_functions(text) if not name.startswith(_NUMBAS)]
    return list(dict.fromkeys(names))


def _recursive(text: str) -> list[str]:
    """Python names of the recursive functions the module defines (no entry points)."""
    return [name for name, suffix in _native_functions(text) if suffix]


def entry_points(text: str) -> list[EntryPoint]:
    """The module's user entry points, in module order."""
    lines = text.splitlines()
    entries = (_entry_point(lines[f.start:f.end + 1]) for f in ir.defined_functions(lines))
    return [entry for entry in entries if entry is not None]


def _listing(entries: list[EntryPoint], symbols: bool = False) -> str:
    return "; ".join(f"{e.qualname} {e.signature}" + (f" = {e.symbol}" if symbols else "")
                     for e in entries)


def find_entry(text: str, function: str | None, display_name: str) -> EntryPoint:
    """The entry point `function` names (full symbol or Python name), or the only one."""
    entries = entry_points(text)
    named = [e for e in entries if function in (None, e.symbol, e.qualname)
             or e.qualname.endswith("." + function)]
    if not named:
        # the Python API names the function by its symbol
        wanted = python_name(function) if function and function.startswith("_Z") else function
        recursive = [name for name in _recursive(text) if wanted in (None, name)
                     or name.endswith("." + wanted)]
        if recursive:
            raise UnsupportedError(f"`{recursive[0]}` is recursive: recursion is not "
                                   "supported yet; write it as a loop")
    if not entries:
        raise InputError(f"{display_name} has no Numba entry point (a defined "
                         "'i32 @_Z...(ptr %retptr, ptr %excinfo, ...)' function)")
    if function is None:
        if len(entries) == 1:
            return entries[0]
        raise InputError(f"{display_name} has {len(entries)} Numba entry points, choose one "
                         f"with --function: {_listing(entries)}")
    matches = [e for e in entries if function in (e.symbol, e.qualname)
               or e.qualname.endswith("." + function)]
    if len(matches) == 1:
        return matches[0]
    if matches:
        raise InputError(f"{display_name}: {function!r} names {len(matches)} entry points, "
                         f"pass the full symbol: {_listing(matches, symbols=True)}")
    raise InputError(f"{display_name}: no Numba function named {function!r} "
                     f"(entry points: {_listing(entries)})")


# --- reports --------------------------------------------------------------

def _runtime_category(callee: str) -> str | None:
    return _RUNTIME_CALLEES.get(callee) or next(
        (category for prefix, category in _RUNTIME_PREFIXES if callee.startswith(prefix)), None)


def runtime_calls(text: str) -> dict[str, Counter]:
    """Defined function -> number of calls per RUNTIME_CATEGORIES family."""
    lines = text.splitlines()
    calls = {}
    for function in ir.defined_functions(lines):
        callees = (ir.CALLEE.search(line) for line in lines[function.start + 1:function.end])
        calls[function.name] = Counter(
            category for match in callees
            if match and (category := _runtime_category(ir.unquote(match.group(1)))))
    return calls


def describe(symbol: str) -> tuple[str, str]:
    """(demangled name or "", role) of a defined function that is not an entry point."""
    if symbol.startswith("NRT_"):
        return "", "NRT runtime"
    wrapper = symbol.startswith("cfunc.")
    try:
        qualname, _ = _parse(symbol.removeprefix("cfunc."))
    except InputError:
        return "", "other"
    if wrapper:
        return "cfunc." + qualname, "cfunc wrapper"
    if qualname.startswith("cpython."):
        return qualname, "CPython wrapper"
    if qualname.startswith(_NUMBAS):
        return qualname, "Numba internal"
    return qualname, "linked jitted function"
