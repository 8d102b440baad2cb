"""Numba's parallel regions (`parallel=True`, `prange`) run on the calling thread.

Numba compiles every parallel loop (a `prange`, and the array expressions and
reductions `parallel=True` turns into loops) into a gufunc
`__gufunc__.*__numba_parfor_gufunc*` and hands it to its threading layer:

    n = get_num_threads()                      # also sizes per-thread reduction arrays
    size = get_sched_size(n, ndim, starts, stops)
    sched = allocate_sched(2 * ndim * size)
    do_scheduling_(un)signed(ndim, starts, stops, size, sched, debug)
    numba_gil_ensure; PyEval_SaveThread
    numba_parallel_for(gufunc, args, dims, steps, data, inner_ndim, arrays, n)
    PyEval_RestoreThread; numba_gil_release; deallocate_sched(sched)

with `get_thread_id()` in the gufunc choosing the thread's slot of a reduction.
Enzyme knows none of these functions, and the threading layer is a Python
extension.  This stage gives them serial bodies: one thread, one chunk that is
the whole iteration space (what Numba's scheduler gives one thread),
`numba_parallel_for` a direct call of the gufunc over it, the GIL calls gone.
After inlining the region is an ordinary loop nest of the entry, which is
differentiated like any other, in reverse and forward mode.  The derivative
therefore runs serially; the primal Numba runs from Python stays parallel.
"""

from __future__ import annotations

import re

from .. import ir
from ..errors import UnsupportedError

PARALLEL_FOR = "numba_parallel_for"
# after inlining, the loop over the one chunk runs once: deleted, or Enzyme
# caches which exit of the region's loops was taken as one value stored
# several times under one !invariant.group, and O2 reads the first store
PASSES = ",function(loop(loop-deletion),instcombine,simplifycfg)"

# the threading layer's functions as one thread runs them; {ret} is the
# declared return type, parameters are named in the declared order
_SERIAL_BODIES = {
    "get_num_threads": ["ret {ret} 1"],
    "get_thread_id": ["ret {ret} 0"],
    "get_parallel_chunksize": ["ret {ret} 0"],
    "set_parallel_chunksize": ["{zero}"],
    # with no chunk size set, one chunk per thread
    "get_sched_size": ["ret {ret} %p0"],
    "allocate_sched": ["%bytes = shl i64 %p0, 3", "%sched = call ptr @malloc(i64 %bytes)",
                       "ret ptr %sched"],
    "deallocate_sched": ["call void @free(ptr %p0)", "ret void"],
    "numba_gil_ensure": ["ret void"],
    "numba_gil_release": ["ret void"],
    "PyEval_SaveThread": ["ret ptr null"],
    "PyEval_RestoreThread": ["ret void"],
}

# do_scheduling_(un)signed(ndim, starts, stops, chunks, sched, debug): the
# schedule of one chunk, its starts, then its (inclusive) stops
_SCHEDULE = """\
  %empty = icmp eq i64 %p0, 0
  br i1 %empty, label %done, label %copy
copy:
  %d = phi i64 [ 0, %entry ], [ %next, %copy ]
  %start.at = getelementptr i64, ptr %p1, i64 %d
  %start = load i64, ptr %start.at
  %start.to = getelementptr i64, ptr %p4, i64 %d
  store i64 %start, ptr %start.to
  %stop.at = getelementptr i64, ptr %p2, i64 %d
  %stop = load i64, ptr %stop.at
  %stop.index = add i64 %d, %p0
  %stop.to = getelementptr i64, ptr %p4, i64 %stop.index
  store i64 %stop, ptr %stop.to
  %next = add i64 %d, 1
  %more = icmp ult i64 %next, %p0
  br i1 %more, label %copy, label %done
done:
  {ret}"""

_SCHEDULERS = {"do_scheduling_signed", "do_scheduling_unsigned"}
_DECLARATION = re.compile(r"^declare\b(?P<attrs>[^@]*?)(?P<ret>\S+) (?P<name>"
                          + ir.GLOBAL_NAME + r")\((?P<params>[^)]*)\)")


def has_parallel_regions(text: str) -> bool:
    return ir.quote(PARALLEL_FOR) + "(" in text


def serialize(text: str) -> str:
    """Run every parallel region of the module on the calling thread."""
    if not has_parallel_regions(text):
        return text
    lines = text.splitlines()
    sites = [index for index, line in enumerate(lines)
             if PARALLEL_FOR in line and not line.startswith("declare")]
    gufuncs = {ir.unquote(_gufunc(lines[index])) for index in sites}
    defined = ir.functions_by_name(lines)
    if gufuncs - set(defined):
        raise UnsupportedError("a parallel region (parallel=True) whose code is not in the "
                               "module: give the module Numba linked (`nrtgrad dump`, "
                               "`inspect_llvm`, or a NUMBA_DUMP_OPTIMIZED log)")
    for index in sites:
        lines[index] = _direct_call(lines[index])
    # inlined into their callers, the gufuncs themselves are dropped
    for name in gufuncs:
        start = defined[name].start
        lines[start] = re.sub(r"^define (?:weak_odr |linkonce_odr )?", "define internal ",
                              lines[start])
    lines = ir.remove_declarations(lines, [PARALLEL_FOR])
    declared = ir.declared_functions(lines)
    serial = sorted((set(_SERIAL_BODIES) | _SCHEDULERS) & set(declared))
    definitions = []
    for name in serial:
        match = _DECLARATION.match(lines[declared[name]])
        definitions.append(_definition(name, match.group("ret"), ir.split_arguments(
            match.group("params"))))
    for name, declaration in (("malloc", "declare noalias ptr @malloc(i64)"),
                              ("free", "declare void @free(ptr)")):
        if name not in declared and name not in defined:
            definitions.append(declaration)
    lines = ir.remove_declarations(lines, serial)
    return ir.module_text([*lines, "", "\n\n".join(definitions)])


def _direct_call(line: str) -> str:
    """`call void @numba_parallel_for(ptr @gufunc, args, dims, steps, data, ...)` ->
    `call void @gufunc(args, dims, steps, data)`."""
    start, end = ir.call_arguments(line, PARALLEL_FOR)
    arguments = ir.split_arguments(line[start:end])
    match = ir.call_pattern(PARALLEL_FOR).search(line)
    head = line[:match.start()] + match.group(0)[:-len(ir.quote(PARALLEL_FOR)) - 1]
    return (f"{head}{ir.operand_value(arguments[0])}({', '.join(arguments[1:5])})"
            f"{line[end + 1:]}")


def _gufunc(line: str) -> str:
    """The gufunc a call of numba_parallel_for runs: its first argument."""
    start, end = ir.call_arguments(line, PARALLEL_FOR)
    return ir.operand_value(ir.split_arguments(line[start:end])[0])


def _definition(name: str, ret: str, params: list[str]) -> str:
    signature = ", ".join(f"{param.split()[0]} %p{index}" for index, param in enumerate(params))
    if name in _SCHEDULERS:
        body = _SCHEDULE.format(ret="ret void" if ret == "void" else f"ret {ret} %p4")
    else:
        zero = "ret void" if ret == "void" else f"ret {ret} 0"
        body = "\n".join("  " + step.format(ret=ret, zero=zero) for step in _SERIAL_BODIES[name])
    return f"define internal {ret} {ir.quote(name)}({signature}) {{\nentry:\n{body}\n}}"
