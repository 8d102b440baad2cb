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

`check` counts that walk for each loop of the function Enzyme differentiates
(the blocks queued level by level, as Enzyme queues them) and refuses a
loop past `LIMIT`; the loops of the kernels nrtgrad differentiates queue at
most a few thousand.
"""

from __future__ import annotations

from collections import Counter

from .. import ir
from ..errors import UnsupportedError
from ..frontend import python_names
from ..ir.block_graph import BlockGraph
from ..toolchain import ENZYME_VERSION

LIMIT = 10 ** 8


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


def check(text: str, symbol: str) -> None:
    """Refuse a loop of `symbol` whose exits Enzyme would search past `LIMIT` blocks."""
    lines = text.splitlines()
    function = ir.function_named(lines, symbol)
    graph = BlockGraph(lines, function)
    headers = sorted({h for headers in graph.loops.values() for h in headers})
    for header in headers:
        queued, _ = search_length(graph, header)
        if queued > LIMIT:
            first = graph.by_name[header].lines[0] if graph.by_name[header].lines \
                else function.start
            raise UnsupportedError(
                f"{python_names.where(lines, first)}: Enzyme {ENZYME_VERSION} would search "
                f"the exits of a loop without end: more than {LIMIT:.0e} paths from an exit "
                "back to its start, through the branches and inner loops of its body (2-D "
                "slices of arrays updated in a loop: every slice bound is a branch); not "
                "supported yet; write the slice expressions as explicit loops over the "
                "elements")
