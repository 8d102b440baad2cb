"""Loops whose exits Enzyme would search for ever: refused before Enzyme runs.

For every loop it caches values in, Enzyme v0.0.289 (`CacheUtility::getContext`)
walks breadth first from each exiting block through the loop's blocks until
it meets the header, to tell an exit taken before the latch from one taken
after it.  The walk never marks a block as seen: it queues every path, and
the paths multiply at each branch and each inner loop between the exit and
the header.  A time loop whose body holds tens of branches between its
first exit and its latch (2-D slices in Numba's module from before the loop
optimisations: each slice bound clamped behind a branch, a loop over the
dimensions of each operand of an array expression) makes opt allocate
until the machine runs out of memory, minutes later.

`search_length` counts that walk (the blocks queued level by level, as
Enzyme queues them); the loops of most kernels queue at most a few thousand.
`outline` moves the body of a loop past `LIMIT` (every block but its header)
into an internal function of its own, which LLVM's code extractor writes and
the optimisation after Enzyme inlines again: the loop is then its header and
one call whose result picks the exit, and the body's own loops are searched
in the new function, where no outer loop is.  The `i64`s the call hands
back through memory are typed as integers (Enzyme cannot tell them from
addresses).  `check` refuses a loop of the function or of its outlined
bodies that still queues past `LIMIT`.
"""

from __future__ import annotations

import re
import tempfile
from collections import Counter
from pathlib import Path

from .. import ir
from ..errors import DifferentiationError, UnsupportedError
from ..frontend import python_names
from ..ir.block_graph import BlockGraph
from ..toolchain import ENZYME_VERSION, Toolchain
from . import OptFailure, run_opt

LIMIT = 10 ** 8
# how LLVM's code extractor names the function it writes: after the original
# and the block the body is entered at
_OUTLINED = "{symbol}.{entry}"
# an `i64` loaded from a stack slot (the extractor's reload of a value leaving the body)
_RELOAD = re.compile(rf"^\s*({ir.LOCAL_NAME}) = load i64, ptr ({ir.LOCAL_NAME})(, align \d+)?$")


def search_length(graph: BlockGraph, header: str, limit: int = LIMIT) -> tuple[int, str]:
    """The most blocks Enzyme queues searching the header from an exit of the loop at
    `header`, and the exiting block it starts from; a count past `limit` stops at it."""
    body = {name for name, headers in graph.loops.items() if header in headers}
    successors = {name: [s for s in graph.by_name[name].successors if s in body]
                  for name in body}
    worst, start = 0, ""
    for exiting in sorted(body):
        if all(s in body for s in graph.by_name[exiting].successors):
            continue
        level, queued = Counter({exiting: 1}), 0
        while level and queued <= limit:
            queued += sum(level.values())
            if header in level:
                break
            following = Counter()
            for name, paths in level.items():
                for successor in successors[name]:
                    following[successor] += paths
            level = following
        if queued > worst:
            worst, start = queued, exiting
    return worst, start


def _unsearchable(graph: BlockGraph) -> list[str]:
    """The headers of the loops Enzyme would search past `LIMIT`, in block order."""
    headers = [b.name for b in graph.blocks if b.name in graph.loops[b.name]]
    return [h for h in headers if search_length(graph, h)[0] > LIMIT]


def _extractable(name: str) -> bool:
    """Whether the code extractor's block list can name `name` (a space or `;` splits it)."""
    return not any(c in name for c in ' ;"\\')


def outline(toolchain: Toolchain, text: str, symbol: str, *, timeout: float) -> str:
    """`text` with the body of each outermost loop of `symbol` Enzyme would search past
    `LIMIT` in a function of its own; `text` itself when there is none."""
    lines = text.splitlines()
    graph = BlockGraph(lines, ir.function_named(lines, symbol))
    bodies = []
    for header in _unsearchable(graph):
        if any(header in body for body in bodies):
            continue
        body = [b.name for b in graph.blocks
                if header in graph.loops[b.name] and b.name != header]
        entries = [name for name in body
                   if any(p not in body for p in graph.predecessors[name])]
        if len(entries) != 1:  # not one region: the refusal stands
            return text
        bodies.append(entries + [name for name in body if name != entries[0]])
    if not bodies or not all(map(_extractable, [symbol, *sum(bodies, [])])):
        return text
    with tempfile.TemporaryDirectory(prefix="nrtgrad-") as directory:
        listing = Path(directory) / "blocks"
        listing.write_text("".join(f"{symbol} {';'.join(body)}\n" for body in bodies))
        try:
            outlined = run_opt(toolchain, text, "extract-blocks", plugin=False,
                               timeout=timeout, extra=[f"-extract-blocks-file={listing}"])
        except OptFailure as failure:
            raise DifferentiationError(f"outlining a loop's body failed: {failure}") from None
    return _typed_reloads(outlined, [_OUTLINED.format(symbol=symbol, entry=body[0])
                                     for body in bodies])


def _typed_reloads(text: str, outlined: list[str]) -> str:
    """The `i64`s loaded back from the slots passed to the `outlined` functions, typed
    `{[-1]:Integer}` for Enzyme."""
    lines = text.splitlines()
    slots = set()
    for name in outlined:
        for index in ir.calls_to(lines, name):
            start, end = ir.call_arguments(lines[index], name)
            slots |= {ir.operand_value(a) for a in ir.split_arguments(lines[index][start:end])}
    loads = [i for i, line in enumerate(lines)
             if (m := _RELOAD.match(line)) and m.group(2) in slots]
    if not loads:
        return text
    node = ir.next_metadata_node(text)
    for index in loads:
        lines[index] += f", !enzyme_type !{node}"
    lines += ir.enzyme_type_tree(node, "Integer")
    return ir.module_text(lines)


def check(text: str, symbol: str) -> None:
    """Refuse a loop of `symbol`, or of a body `outline` took out of it, whose exits
    Enzyme would search past `LIMIT` blocks."""
    lines = text.splitlines()
    for function in ir.defined_functions(lines):
        if function.name == symbol or function.name.startswith(f"{symbol}."):
            _check_function(lines, function)


def _check_function(lines: list[str], function: ir.Function) -> None:
    graph = BlockGraph(lines, function)
    unsearchable = _unsearchable(graph)
    if unsearchable:
        header = graph.by_name[unsearchable[0]]
        first = header.lines[0] if header.lines else function.start
        raise UnsupportedError(
            f"{python_names.where(lines, first)}: Enzyme {ENZYME_VERSION} would search "
            f"the exits of a loop without end: more than {LIMIT:.0e} paths from an exit "
            "back to its start, through the branches and inner loops of its body (2-D "
            "slices of arrays updated in a loop: every slice bound is a branch); not "
            "supported yet; write the slice expressions as explicit loops over the "
            "elements")
