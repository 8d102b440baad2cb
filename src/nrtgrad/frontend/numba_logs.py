"""Numba's own dumps as input: the text of NUMBA_DUMP_OPTIMIZED=1 or NUMBA_DUMP_LLVM=1.

Such a log holds one module per compiled library, each between a banner
(`-----OPTIMIZED DUMP energy-----`, `---LLVM DUMP <function descriptor
'energy$1'>---`) and a line of `=`; anything else the program printed is
ignored.  A long descriptor fills the banner's line, leaving no dashes.  An
optimised module is already linked with what its function calls, so the
module of the function `--function` names (or of the only user function the
log compiled) is the input, as `inspect_llvm` gives it.  NUMBA_DUMP_LLVM's
modules are Numba's before optimisation and linking (callees only declared,
no NRT definitions): the chosen function's module is linked with the others
and optimised by numba_link.  A log of both kinds is read for its optimised
modules.

This module owns recognising such text and choosing the module; everything
after that sees one module.
"""

from __future__ import annotations

import dataclasses
import re

from .. import enzyme, toolchain
from . import numba_abi, numba_link
from ..errors import InputError
from ..toolchain import Toolchain

_BANNER = re.compile(r"^-*(?P<kind>OPTIMIZED|LLVM) DUMP (?P<name>.+?)-*$", re.M)
_END = re.compile(r"^={20,}$", re.M)
_VARIABLES = {"OPTIMIZED": "NUMBA_DUMP_OPTIMIZED", "LLVM": "NUMBA_DUMP_LLVM"}
_DESCRIPTOR = re.compile(r"<function descriptor '(?P<name>.*)\$\d+'>")


@dataclasses.dataclass(frozen=True)
class Section:
    kind: str       # OPTIMIZED or LLVM
    owner: str      # the function (library) the module was compiled for
    text: str
    functions: tuple[str, ...]  # Python names of the user functions it defines


def is_log(text: str) -> bool:
    """Whether the text is a Numba dump log rather than one module."""
    return _BANNER.search(text) is not None


def sections(text: str) -> list[Section]:
    """The modules of a log, in order."""
    found = []
    for banner in _BANNER.finditer(text):
        end = _END.search(text, banner.end())
        body = text[banner.end():end.start() if end else len(text)].strip("\n") + "\n"
        name = banner.group("name")
        descriptor = _DESCRIPTOR.fullmatch(name)
        owner = descriptor.group("name") if descriptor else name
        found.append(Section(banner.group("kind"), owner, body,
                             tuple(numba_abi.python_functions(body))))
    return found


def _names(function: str, name: str) -> bool:
    """Whether `function` (a Python name, short or qualified) names the qualified `name`."""
    return function == name or name.endswith("." + function)


def _owned(section: Section) -> list[str]:
    """The user functions of a section that it was compiled for."""
    return [f for f in section.functions if _names(section.owner.replace(".<locals>", ""), f)]


def is_llvm_log(text: str) -> bool:
    """Whether `text` is a NUMBA_DUMP_LLVM log: Numba's modules before their optimisation."""
    return is_log(text) and not any(s.kind == "OPTIMIZED" for s in sections(text))


def select(text: str, function: str | None, display_name: str,
           tools: Toolchain | None = None, *, timeout: float = enzyme.DEFAULT_TIMEOUT,
           before_loop_passes: bool = False) -> str:
    """The module text for `function` out of a log; other text is returned unchanged.

    `tools` (found when not given) link and optimise a NUMBA_DUMP_LLVM log's
    modules (`before_loop_passes`: numba_link.link); an optimised log needs none.
    """
    if not is_log(text):
        return text
    found = sections(text)
    kind = "OPTIMIZED" if any(s.kind == "OPTIMIZED" for s in found) else "LLVM"
    found = [s for s in found if s.kind == kind]
    variable = _VARIABLES[kind]
    user = [s for s in found if _owned(s)]
    names = list(dict.fromkeys(f for s in user for f in _owned(s)))
    listing = ", ".join(names) or "none"
    if function is None:
        chosen = user
    elif function.startswith("_Z"):
        qualname = numba_abi.python_name(function)
        chosen = [s for s in user if function in s.text and qualname in _owned(s)]
    else:
        chosen = [s for s in user if any(_names(function, f) for f in _owned(s))]
    if not chosen:
        raise InputError(f"{display_name}: a {variable} log with no Numba function "
                         + (f"named {function!r}" if function else "of the program")
                         + f" (functions: {listing})")
    if len(chosen) > 1:
        raise InputError(f"{display_name}: a {variable} log of {len(chosen)} modules"
                         + (f" for {function!r} (several signatures: pass the full symbol)"
                            if function else "") + f"; choose one with --function: {listing}")
    if kind == "OPTIMIZED":
        return chosen[0].text
    return numba_link.link([(s.owner, s.text) for s in found], found.index(chosen[0]),
                           tools or toolchain.find(), display_name, timeout=timeout,
                           before_loop_passes=before_loop_passes)
