"""Raw NRT buffers (`NRT_Allocate` / `NRT_Free`): which are data, which are exceptions'.

Numba allocates raw buffers (no MemInfo, no refcount) in two places:

- slice assignment (`y[:] = expr`, `out[i, :] = row`) copies its source into
  a temporary buffer when source and destination may overlap, reads the copy
  and frees it with `NRT_Free`;
- a dynamic exception (one raised with run-time values) builds its
  arguments in raw buffers and hands them to the caller through the excinfo
  out-parameter: never read, never freed in the function (a slice
  assignment's shape check, `ol_raise_with_shape_context`, no longer does:
  prepare raises it without its message).

A buffer whose pointer reaches an `NRT_Free` of the function (through phis
and selects) holds data: its allocation becomes ``nrtgrad.raw_alloc``,
registered allocation-like with the byte size as the shadow's size (Enzyme
zeroes the shadow itself: a raw buffer has no header) and ``nrtgrad.raw_free``
as the shadow's deallocator; the `NRT_Free` becomes ``nrtgrad.raw_free``
(``"enzyme_math"="free"``), so Enzyme frees the primal once, after the reverse
pass is done with it, and the shadow once.  In forward mode the `NRT_Free`
becomes ``nrtgrad.raw_free.forward`` with a registered derivative that frees
the primal and its shadow: Enzyme's own forward-mode shadow free goes through
one generated helper (``__enzyme_checked_free_1``) that calls whichever free
function it was first made for, so a second free-like marker would free
MemInfo shadows with `NRT_Free` or raw shadows with a MemInfo destructor.
Hessian-vector products take the reverse mode's markers; in the reverse pass
Enzyme generated, every raw free then becomes the forward-mode one, so
forward mode over it frees each buffer's tangent too (``second_order``).

Any other buffer must be an exception's: written, compared, stored, but
never read in the function, so no value of it can reach the result; its
allocation becomes ``nrtgrad.raw_alloc.inactive``.  A buffer that is read
and not freed is refused.  ``lower`` turns every marker back into
`NRT_Allocate` / `NRT_Free` after Enzyme.
"""

from __future__ import annotations

import re

from .. import ir
from ..errors import UnsupportedError

ALLOCATE, FREE = "NRT_Allocate", "NRT_Free"
RAW_ALLOC = "nrtgrad.raw_alloc"
INACTIVE_RAW_ALLOC = "nrtgrad.raw_alloc.inactive"
RAW_FREE = "nrtgrad.raw_free"
FORWARD_RAW_FREE = "nrtgrad.raw_free.forward"  # forward mode: its own derivative frees both
FORWARD_DERIVATIVE = "nrtgrad.raw_free.forward.derivative"
REGISTRATION = "@__enzyme_allocation_like.NRT_Allocate"
DERIVATIVE_REGISTRATION = "@__enzyme_register_derivative_nrtgrad_raw_free"

# marker -> (the NRT function it is lowered to, Enzyme attributes, result, parameters)
MARKERS = {
    RAW_ALLOC: (ALLOCATE, "nounwind", "ptr", "i64"),
    INACTIVE_RAW_ALLOC: (ALLOCATE, '"enzyme_inactive" nounwind', "ptr", "i64"),
    RAW_FREE: (FREE, '"enzyme_math"="free" nounwind', "void", "ptr"),
    FORWARD_RAW_FREE: (FREE, "nounwind", "void", "ptr"),
}

# Frees the primal and, unless Enzyme passes the primal as its own shadow, the shadow.
_FORWARD_DERIVATIVE_BODY = f"""
define internal void {ir.quote(FORWARD_DERIVATIVE)}(ptr %p, ptr %dp) {{
entry:
  call void @{FREE}(ptr %p)
  %same = icmp eq ptr %p, %dp
  br i1 %same, label %done, label %free
free:
  call void @{FREE}(ptr %dp)
  br label %done
done:
  ret void
}}"""

# instructions through which a pointer still points into its buffer
_DERIVING = re.compile(r"(?:getelementptr|phi|select|bitcast|addrspacecast)\b")


def register(lines: list[str], function: ir.Function, mode: str) -> list[str]:
    """Retarget the function's raw allocations and frees to the markers (see above)."""
    body = range(function.start, function.end + 1)
    allocations = {ir.defined_value(lines[i]): i for i in body
                   if ir.call_pattern(ALLOCATE).search(lines[i])}
    frees = [i for i in body if ir.call_pattern(FREE).search(lines[i])]
    if not allocations and not frees:
        return lines
    definitions = {ir.defined_value(lines[i]): i for i in body if ir.defined_value(lines[i])}
    freed = set()
    for index in frees:
        sources = _sources(lines, definitions, _first_operand(lines[index], FREE))
        if not sources & set(allocations):
            raise UnsupportedError("a raw NRT buffer freed (NRT_Free) that the function did "
                                   "not allocate is not supported")
        freed |= sources & set(allocations)
    lines = list(lines)
    for value, index in allocations.items():
        if value not in freed:
            _check_never_read(lines, body, value)
        marker = RAW_ALLOC if value in freed else INACTIVE_RAW_ALLOC
        lines[index] = ir.retarget_call(lines[index], ALLOCATE, marker)
    for index in frees:
        lines[index] = ir.retarget_call(lines[index], FREE,
                                        FORWARD_RAW_FREE if mode == "forward" else RAW_FREE)
    return lines


def _first_operand(line: str, callee: str) -> str:
    start, end = ir.call_arguments(line, callee)
    return ir.operand_value(ir.split_arguments(line[start:end])[0])


def _sources(lines: list[str], definitions: dict[str, int], value: str) -> set[str]:
    """The values a pointer may be, looking through phis and selects."""
    seen, todo = set(), [value]
    while todo:
        current = todo.pop()
        if current in seen:
            continue
        seen.add(current)
        index = definitions.get(current)
        if index is None:
            continue
        line = lines[index]
        if " = phi " in line:
            todo.extend(v for v, _ in ir.phi_incoming(line))
        elif " = select " in line:
            operands = ir.split_arguments(line.split(" = select ", 1)[1].split(", !")[0])
            todo.extend(ir.operand_value(o) for o in operands[1:])
    return seen


def _check_never_read(lines: list[str], body: range, allocation: str) -> None:
    """A buffer kept inactive may be written, compared and stored, never read."""
    derived, todo = set(), [allocation]
    while todo:
        value = todo.pop()
        if value in derived:
            continue
        derived.add(value)
        for index in body:
            line = lines[index]
            if value not in line or ir.defined_value(line) == value:
                continue
            uses = ir.local_uses(line)
            if value not in uses:
                continue
            instruction = line.split(" = ", 1)[1].strip() if ir.defined_value(line) \
                else line.strip()
            if _DERIVING.match(instruction):
                todo.append(ir.defined_value(line))
            elif instruction.startswith("store ") and uses[0] != value:
                continue  # written into
            elif instruction.startswith("store ") or instruction.startswith("icmp "):
                continue  # stored as a pointer (an exception's argument), or compared
            else:
                raise UnsupportedError(
                    "a raw NRT buffer (NRT_Allocate) that is read and never freed in the "
                    "function is not supported")


def declarations(text: str, group: int) -> tuple[list[str], int]:
    """Declarations of the markers used, and the raw allocation's registration."""
    out = []
    for marker, (_, attribute, result, params) in MARKERS.items():
        if ir.quote(marker) + "(" in text:
            out.append(f"declare {result} {ir.quote(marker)}({params}) #{group}")
            out.append(f"attributes #{group} = {{ {attribute} }}")
            group += 1
    if ir.quote(RAW_ALLOC) + "(" in text:
        if ir.quote(RAW_FREE) + "(" not in text:
            _, attribute, result, params = MARKERS[RAW_FREE]
            out.append(f"declare {result} {ir.quote(RAW_FREE)}({params}) #{group}")
            out.append(f"attributes #{group} = {{ {attribute} }}")
            group += 1
        out.append('@nrtgrad.raw_dealloc_indices = private unnamed_addr constant [3 x i8] '
                   'c"-1\\00"')
        out.append(f"{REGISTRATION} = global [4 x ptr] [ptr {ir.quote(RAW_ALLOC)}, "
                   f"ptr inttoptr (i64 0 to ptr), ptr @nrtgrad.raw_dealloc_indices, "
                   f"ptr {ir.quote(RAW_FREE)}]")
    if ir.quote(FORWARD_RAW_FREE) + "(" in text:
        out += _forward_free_derivative()
    return out, group


def _forward_free_derivative() -> list[str]:
    """The forward-mode raw free's derivative and its registration."""
    return [_FORWARD_DERIVATIVE_BODY, f"{DERIVATIVE_REGISTRATION} = global [2 x ptr] "
            f"[ptr {ir.quote(FORWARD_RAW_FREE)}, ptr {ir.quote(FORWARD_DERIVATIVE)}]"]


def second_order(text: str) -> str:
    """The reverse pass Enzyme generated, ready for forward mode over it (hvp): its raw
    frees, the primal's and the shadow's, become ``nrtgrad.raw_free.forward``, whose
    registered derivative frees the tangent too (forward mode's own shadow free would
    go through the helper of whichever free it met first)."""
    if ir.quote(RAW_FREE) + "(" not in text:
        return text
    lines = text.splitlines()
    for index in ir.calls_to(lines, RAW_FREE):
        lines[index] = ir.retarget_call(lines[index], RAW_FREE, FORWARD_RAW_FREE)
    lines += [f"declare void {ir.quote(FORWARD_RAW_FREE)}(ptr)", *_forward_free_derivative()]
    return ir.module_text(lines)


def lower(text: str) -> str:
    """Every marker back to NRT_Allocate / NRT_Free; the registration dropped."""
    if not any(ir.quote(marker) + "(" in text for marker in MARKERS):
        return text
    lines = [line for line in text.splitlines() if not line.startswith(
        (REGISTRATION, DERIVATIVE_REGISTRATION, "@nrtgrad.raw_dealloc_indices"))]
    lines = ir.remove_declarations(lines, list(MARKERS))
    text = ir.module_text(lines)
    needed = {}
    for marker, (real, _, result, params) in MARKERS.items():
        if real and ir.mentions(text, ir.quote(marker)):
            text = ir.rename_symbol(text, marker, real)
            needed[real] = (result, params)
    lines = text.splitlines()
    known = set(ir.declared_functions(lines)) | {f.name for f in ir.defined_functions(lines)}
    for real, (result, params) in needed.items():
        if real not in known:
            text += f"declare {result} {ir.quote(real)}({params})\n"
    return text
