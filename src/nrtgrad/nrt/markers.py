"""Telling Enzyme what the Numba runtime's functions mean, and undoing it afterwards.

Before Enzyme, NRT calls are retargeted to declarations that carry the
meaning Enzyme honours (facts: `"enzyme_math"="free"`, `"enzyme_inactive"`,
`__enzyme_allocation_like`):

- ``nrtgrad.release``: a decref that frees its MemInfo.  Enzyme treats it as
  ``free``: the primal release moves to where the reverse pass is done with
  the memory, and the shadow gets exactly one free.
- ``nrtgrad.release.shadow`` (forward mode): frees only the shadow; the
  primal's release is ``nrtgrad.decref.final``, a decref Enzyme must neither
  differentiate nor move, declared without ``nofree`` since it frees.
- ``nrtgrad.incref.inactive`` / ``nrtgrad.decref.inactive``: refcount
  operations Enzyme must neither differentiate nor move.
- ``nrtgrad.alloc.<allocator>``: an NRT allocator with one extra argument, a
  zero byte count.  It is registered as allocation-like with its size index
  on that zero, so Enzyme's own memset of the shadow is empty.  After Enzyme,
  shadow allocations (the calls Enzyme names ``<primal>'mi``) go through a
  wrapper that zeroes the data of the MemInfo it returns, so the shadow is a
  valid MemInfo with zeroed data, never a zeroed header; primal allocations
  call the allocator again, unzeroed, as Numba does.
- ``nrtgrad.shadow_free``: what Enzyme calls to free a shadow MemInfo; after
  Enzyme it is defined as a null-safe NRT_MemInfo_call_dtor.

In reverse mode a list of arrays is created without its element dtor:
Enzyme frees each array the function does not free itself, and its shadow,
in the reverse pass (list_items.disown_items).  In forward mode the list
releases its arrays, and the shadow list, whose items are their shadows,
releases those.

``lower`` turns every marker back into the real NRT call after Enzyme.

Hessian-vector products (``mode="hvp"``) take the reverse mode's markers:
Enzyme runs forward mode over the reverse pass it generated.  There the
releases and the shadow free are themselves differentiated: ``second_order``
registers their forward derivatives, which free a tangent too (raw buffers:
``buffers.second_order``); and every
allocation of the derivative gets zeroed data: the forward-mode shadow of a
zeroed reverse-mode shadow accumulates the tangents of adjoints, and Enzyme
sees neither zeroing.
"""

from __future__ import annotations

import re

from . import buffers, list_items, ownership
from .. import ir
from ..frontend import python_names
from ..errors import UnsupportedError

RELEASE = "nrtgrad.release"
SHADOW_RELEASE = "nrtgrad.release.shadow"
SHADOW_FREE = "nrtgrad.shadow_free"
INACTIVE_INCREF = "nrtgrad.incref.inactive"
INACTIVE_DECREF = "nrtgrad.decref.inactive"
FINAL_DECREF = "nrtgrad.decref.final"
SECOND_ORDER_RELEASE = "nrtgrad.release.second_order"  # hvp: a release, forward over reverse

# allocator -> its parameter types; the byte size is always the first one
ALLOCATORS = {
    "NRT_MemInfo_alloc": ("i64",),
    "NRT_MemInfo_alloc_aligned": ("i64", "i32"),
    "NRT_MemInfo_alloc_safe_aligned": ("i64", "i32"),
    "NRT_MemInfo_new_varsize_dtor": ("i64", "ptr"),
}
# Numba helpers that carry no derivative: integer shape arithmetic, and the
# random generators' state (their draws are constants of the derivative)
INACTIVE_HELPERS = ("numba_attempt_nocopy_reshape", "numba_get_np_random_state",
                    "numba_get_py_random_state", "numba_get_internal_random_state",
                    "numba_rnd_init", "numba_rnd_shuffle", "numba_poisson_ptrs")
# calls nrtgrad knows it cannot differentiate correctly yet
UNSUPPORTED_CALLS = {
    # list_reallocs.py rewrites the reallocs it recognises; any left are refused
    "NRT_MemInfo_varsize_realloc": "a list that grows (`list.append`) in a way nrtgrad does "
                                   "not recognise",
    "NRT_MemInfo_varsize_alloc": "a `list` (a variable-size NRT buffer)",
    "numba_xxdot": "`np.dot` of complex arrays (BLAS dot)",
    "numba_xxgemv": "`np.dot` / `@` of complex arrays (BLAS gemv)",
    "numba_xxgemm": "`np.dot` / `@` of complex matrices (BLAS gemm)",
    "numba_xxnrm2": "`np.linalg.norm` of a complex vector (BLAS nrm2)",
    "numba_dict_new_sized": "a `dict` (Numba's typed dictionary)",
    # Enzyme 0.0.289 aborts on them: their derivative, digamma, has no implementation
    "lgamma": "`math.lgamma`",
    "lgammaf": "`math.lgamma`",
}
MEMINFO_DATA_OFFSET = 24

_INACTIVE_ATTRIBUTES = '"enzyme_inactive" nofree nounwind inaccessiblememonly'

# marker -> (the real NRT function it is lowered to, Enzyme attribute, signature)
_MARKERS = {
    RELEASE: ("NRT_decref", '"enzyme_math"="free"', "void", "ptr"),
    # forward mode; lower() drops the primal's call and makes the shadow's a shadow free
    SHADOW_RELEASE: (None, '"enzyme_math"="free"', "void", "ptr"),
    # nofree is true of both: the analysis proved these decrefs never free.
    # inaccessiblememonly: they touch only the refcount word, which nothing in
    # a Numba function reads or writes directly; without it Enzyme caches every
    # array element loaded before one of them (it might have changed the data).
    INACTIVE_INCREF: ("NRT_incref", _INACTIVE_ATTRIBUTES, "void", "ptr"),
    INACTIVE_DECREF: ("NRT_decref", _INACTIVE_ATTRIBUTES, "void", "ptr"),
    # forward mode's primal release: inactive, but it frees the array
    FINAL_DECREF: ("NRT_decref", '"enzyme_inactive" nounwind', "void", "ptr"),
    # its forward derivative is registered (second_order)
    SECOND_ORDER_RELEASE: ("NRT_decref", "nounwind", "void", "ptr"),
}


ALLOC_MARKER_PREFIX = "nrtgrad.alloc."


def alloc_marker(allocator: str) -> str:
    return ALLOC_MARKER_PREFIX + allocator


def register_all_releases(text: str) -> str:
    """Every NRT_decref becomes a release and every NRT allocation is registered.

    This is the whole registration for modules that already call
    __enzyme_autodiff themselves, where each NRT_decref is the final one.
    """
    lines = text.splitlines()
    for index in ir.calls_to(lines, "NRT_decref"):
        lines[index] = ir.retarget_call(lines[index], "NRT_decref", RELEASE)
    return register_allocations(ir.module_text(lines))


def normalize(text: str, entry: str, argument_meminfos: set[str],
              mode: str = "reverse") -> str:
    """Tell Enzyme, for each refcount operation in the entry, what it means.

    The ownership analysis decides which decref frees a temporary (it becomes
    the release), which operations are inactive, and which act on null (they
    are deleted); it refuses what it cannot decide.

    Forward mode has no reverse pass to defer a free to, and Enzyme's forward
    mode drops frees of arrays it finds inactive (a leak): there the release
    stays a real, inactive decref (the final one), preceded by a shadow-only
    release that frees the shadow and is deleted afterwards.
    """
    lines = text.splitlines()
    function = ir.function_named(lines, entry)
    body = lines[function.start:function.end + 1]
    for callee, what in UNSUPPORTED_CALLS.items():
        if ir.calls_to(body, callee):
            forward = python_names.advice(callee) or "write it with loops over array elements"
            raise UnsupportedError(f"{what} is not supported yet: {forward}")
    actions = ownership.classify(lines, function, argument_meminfos, set(ALLOCATORS))
    deleted = set()
    for index, action in actions.items():
        callee = "NRT_incref" if "@NRT_incref(" in lines[index] else "NRT_decref"
        if action == ownership.DELETE:
            deleted.add(index)
        elif action == ownership.RELEASE and mode == "forward":
            lines[index] = (ir.retarget_call(lines[index], callee, SHADOW_RELEASE) + "\n"
                            + ir.retarget_call(lines[index], callee, FINAL_DECREF))
        elif action == ownership.RELEASE:
            lines[index] = ir.retarget_call(lines[index], callee, RELEASE)
        else:
            marker = INACTIVE_INCREF if callee == "NRT_incref" else INACTIVE_DECREF
            lines[index] = ir.retarget_call(lines[index], callee, marker)
    if mode != "forward":
        lines = list_items.disown_items(lines, function)
    lines = buffers.register(lines, function, mode)
    lines = [line for index, line in enumerate(lines) if index not in deleted]
    lines = _mark_inactive_helpers(lines)
    return register_allocations(ir.module_text(lines))


def _mark_inactive_helpers(lines: list[str]) -> list[str]:
    """Declare the inactive helpers so that Enzyme runs them once, in the forward pass.

    Without "enzyme_no_escaping_allocation", Enzyme asks for an augmented
    forward pass of an inactive call that writes memory (the generator's
    state), which a declaration does not have.
    """
    declared = ir.declared_functions(lines)
    for helper in INACTIVE_HELPERS:
        if helper in declared:
            lines[declared[helper]] += (' "enzyme_inactive" "enzyme_no_escaping_allocation" '
                                        'nofree nounwind')
    return lines


def register_allocations(text: str) -> str:
    """Route NRT allocations through their markers and declare every marker used."""
    lines = text.splitlines()
    allocators = []
    for allocator in ALLOCATORS:
        sites = ir.calls_to(lines, allocator)
        if sites:
            allocators.append(allocator)
        for index in sites:
            lines[index] = ir.retarget_call(lines[index], allocator, alloc_marker(allocator),
                                            extra_argument="i64 0")
    text = ir.module_text(lines)
    return text + _declarations(text, allocators)


def _declarations(text: str, allocators: list[str]) -> str:
    out = []
    group = ir.next_attribute_group(text)
    for marker in [m for m in _MARKERS if ir.quote(m) + "(" in text]:
        _, attribute, result, params = _MARKERS[marker]
        out.append(f"declare {result} {ir.quote(marker)}({params}) #{group}")
        out.append(f"attributes #{group} = {{ {attribute} }}")
        group += 1
    raw, group = buffers.declarations(text, group)
    out.extend(raw)
    if allocators:
        out.append(f"declare void {ir.quote(SHADOW_FREE)}(ptr)")
    if allocators:
        out.append('@nrtgrad.dealloc_indices = private unnamed_addr constant [3 x i8] c"-1\\00"')
    for allocator in allocators:
        params = ", ".join(ALLOCATORS[allocator] + ("i64",))
        size_index = len(ALLOCATORS[allocator])
        marker = ir.quote(alloc_marker(allocator))
        out.append(f"declare ptr {marker}({params})")
        out.append(f"@__enzyme_allocation_like.{allocator} = global [4 x ptr] "
                   f"[ptr {marker}, ptr inttoptr (i64 {size_index} to ptr), "
                   f"ptr @nrtgrad.dealloc_indices, ptr {ir.quote(SHADOW_FREE)}]")
    return ir.module_text(out)


SHADOW_FREE_FORWARD = "nrtgrad.shadow_free.forward"
_RELEASE_FORWARD = "nrtgrad.release.second_order.forward"
_REGISTRATIONS = ("@__enzyme_register_derivative_nrtgrad_shadow_free",
                  "@__enzyme_register_derivative_nrtgrad_release")
# the functions Enzyme gives external linkage, for their registered derivatives
_FORWARD_DERIVATIVES = (SHADOW_FREE_FORWARD, _RELEASE_FORWARD, buffers.FORWARD_DERIVATIVE)


def second_order(text: str) -> str:
    """The reverse pass Enzyme generated, ready for forward mode over it (hvp).

    Its releases and shadow frees must free the primal and, when it has one,
    its tangent.  Declared `free`s they do not: Enzyme's forward mode drops
    the free of an inactive array (a leak), and frees every tangent through
    one helper that calls the first free function it met, so the tangent of
    a cache Enzyme `malloc`s would go to `NRT_decref` (a crash; H2 in
    docs/enzyme-workarounds.md).  So the release becomes
    ``nrtgrad.release.second_order``, a plain declaration, and both get a
    registered forward derivative; an inactive call stays the primal's, and
    `free` is the only free function Enzyme's forward mode sees.
    """
    lines = buffers.second_order(text).splitlines()
    for index in ir.calls_to(lines, RELEASE):
        lines[index] = ir.retarget_call(lines[index], RELEASE, SECOND_ORDER_RELEASE)
    text = ir.module_text(lines)
    if ir.quote(SECOND_ORDER_RELEASE) + "(" in text:
        text += (f"declare void {ir.quote(SECOND_ORDER_RELEASE)}(ptr)\n"
                 + _forward_free(SECOND_ORDER_RELEASE, _RELEASE_FORWARD, "@NRT_decref",
                                 _REGISTRATIONS[1]))
    if ir.quote(SHADOW_FREE) + "(" in text:
        text += _forward_free(SHADOW_FREE, SHADOW_FREE_FORWARD, ir.quote(SHADOW_FREE),
                              _REGISTRATIONS[0])
    return text


def _forward_free(marker: str, forward: str, free: str, registration: str) -> str:
    """A forward derivative of `marker` that frees with `free` the primal and, unless
    it is the primal itself, the tangent; and its registration."""
    return f"""
define internal void {ir.quote(forward)}(ptr %mi, ptr %dmi) {{
entry:
  call void {free}(ptr %mi)
  %same = icmp eq ptr %mi, %dmi
  br i1 %same, label %done, label %free
free:
  call void {free}(ptr %dmi)
  br label %done
done:
  ret void
}}
{registration} = global [2 x ptr] [ptr {ir.quote(marker)}, ptr {ir.quote(forward)}]
"""


def lower(text: str, *, zero_every_allocation: bool = False) -> str:
    """Replace every marker by the NRT call it stands for; drop the registrations.

    The shadow allocators and the shadow free become small internal
    functions (Enzyme may also name them in metadata).  With
    `zero_every_allocation` (hvp) primal allocations get zeroed data too.
    """
    text = buffers.lower(text)
    lines = [line for line in text.splitlines()
             if not line.startswith(("@__enzyme_allocation_like.", "@nrtgrad.dealloc_indices",
                                     *_REGISTRATIONS))]
    # Enzyme gives a function with a registered derivative external linkage
    forward = tuple(f"define dso_local void {ir.quote(f)}(" for f in _FORWARD_DERIVATIVES)
    lines = [f"define internal {line[len('define dso_local '):]}" if line.startswith(forward)
             else line for line in lines]
    lines = drop_unused_shadows(lines)
    if not zero_every_allocation:
        lines = _allocate_primals_directly(lines)
    lines = ir.remove_declarations(lines, [*_MARKERS, SHADOW_FREE,
                                           *(alloc_marker(a) for a in ALLOCATORS)])
    text = ir.module_text(lines)
    needed = []
    text = _lower_shadow_releases(text)
    for marker, (real, _, result, params) in _MARKERS.items():
        if real and ir.mentions(text, ir.quote(marker)):
            text = ir.rename_symbol(text, marker, real)
            needed.append((real, result, params))
    for allocator, params in ALLOCATORS.items():
        if ir.mentions(text, ir.quote(alloc_marker(allocator))):
            text += _allocation_wrapper(allocator, params)
            needed.append((allocator, "ptr", ", ".join(params)))
    if ir.mentions(text, ir.quote(SHADOW_FREE)):
        text += _SHADOW_FREE_BODY
        needed.append(("NRT_MemInfo_call_dtor", "void", "ptr"))
    lines = text.splitlines()
    known = set(ir.declared_functions(lines)) | {f.name for f in ir.defined_functions(lines)}
    for real, result, params in needed:
        if real not in known:
            text += f"declare {result} {ir.quote(real)}({params})\n"
            known.add(real)
    if "@llvm.memset.p0.i64(" in text and "llvm.memset.p0.i64" not in known:
        text += "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1 immarg)\n"
    return text


def _allocate_primals_directly(lines: list[str]) -> list[str]:
    """Primal allocations call the NRT allocator itself: only shadows need zeroed data."""
    lines = list(lines)
    for allocator in ALLOCATORS:
        marker = alloc_marker(allocator)
        for index in ir.calls_to(lines, marker):
            result = ir.defined_value(lines[index]) or ""
            if "'mi" in result:
                continue
            start, end = ir.call_arguments(lines[index], marker)
            arguments = ir.split_arguments(lines[index][start:end])[:-1]
            line = lines[index][:start] + ", ".join(arguments) + lines[index][end:]
            lines[index] = ir.retarget_call(line, marker, allocator)
    return lines


def _lower_shadow_releases(text: str) -> str:
    """Forward mode: the primal's shadow-only release goes, the shadow's becomes a free.

    Enzyme frees a shadow by calling the same deallocator on it.  The
    primal's call is the one whose operand the final decref right after it
    releases for real; a shadow never has a final decref.
    """
    if not ir.mentions(text, ir.quote(SHADOW_RELEASE)):
        return text
    lines = text.splitlines()
    pattern, final = ir.call_pattern(SHADOW_RELEASE), ir.call_pattern(FINAL_DECREF)
    dropped = set()
    for function in ir.defined_functions(lines):
        body = range(function.start, function.end + 1)
        released = {_operand(lines[i], FINAL_DECREF) for i in body if final.search(lines[i])}
        for index in body:
            if pattern.search(lines[index]):
                if _operand(lines[index], SHADOW_RELEASE) in released:
                    dropped.add(index)
                else:
                    lines[index] = ir.retarget_call(lines[index], SHADOW_RELEASE, SHADOW_FREE)
    return ir.module_text(line for i, line in enumerate(lines) if i not in dropped)


def _operand(line: str, callee: str) -> str:
    start, end = ir.call_arguments(line, callee)
    return ir.operand_value(ir.split_arguments(line[start:end])[0])


# Frees a shadow MemInfo (refcount 1, never shared): null-safe, since Enzyme
# frees the shadow of a possibly-null phi.
_SHADOW_FREE_BODY = f"""
define internal void {ir.quote(SHADOW_FREE)}(ptr %mi) alwaysinline {{
entry:
  %null = icmp eq ptr %mi, null
  br i1 %null, label %done, label %free
free:
  call void @NRT_MemInfo_call_dtor(ptr %mi)
  br label %done
done:
  ret void
}}
"""


_SHADOW_CALL = re.compile(r'\s*(%"[^"]+\'mi"|%[-\w.$]+\'mi) = (?:tail )?call\b')


def drop_unused_shadows(lines: list[str]) -> list[str]:
    """Delete shadow allocations nothing uses.

    When a subfunction's primal must run in its augmented forward pass,
    Enzyme also allocates the shadow there, never uses it, and allocates a
    fresh one in the reverse pass: left in, it would leak.  Its only use is
    Enzyme's (empty) memset.
    """
    markers = tuple(ir.quote(alloc_marker(a)) + "(" for a in ALLOCATORS)
    dead = set()
    for function in ir.defined_functions(lines):
        span = range(function.start, function.end + 1)
        shadows = {}
        for index in span:
            match = "'mi" in lines[index] and _SHADOW_CALL.match(lines[index])
            if match and any(m in lines[index] for m in markers):
                shadows[match.group(1)] = index
        if not shadows:
            continue
        uses = re.compile("|".join(re.escape(s) for s in shadows) + r"(?![-\w.$\"])")
        users = {shadow: [] for shadow in shadows}
        for index in span:
            for found in set(uses.findall(lines[index])):
                if index != shadows[found]:
                    users[found].append(index)
        for shadow, where in users.items():
            if all("@llvm.memset." in lines[i] and ", i8 0, i64 0," in lines[i] for i in where):
                dead.update([shadows[shadow], *where])
    return [line for index, line in enumerate(lines) if index not in dead]


def _allocation_wrapper(allocator: str, params: tuple[str, ...]) -> str:
    """An allocator that returns a MemInfo whose data is zeroed (null on failure)."""
    names = [f"%a{i}" for i in range(len(params))]
    formals = ", ".join(f"{t} {n}" for t, n in zip(params, names))
    return f"""
define internal ptr {ir.quote(alloc_marker(allocator))}({formals}, i64 %unused) alwaysinline {{
entry:
  %mi = call ptr {ir.quote(allocator)}({formals})
  %failed = icmp eq ptr %mi, null
  br i1 %failed, label %done, label %zero
zero:
  %data.addr = getelementptr i8, ptr %mi, i64 {MEMINFO_DATA_OFFSET}
  %data = load ptr, ptr %data.addr
  call void @llvm.memset.p0.i64(ptr %data, i8 0, i64 %a0, i1 false)
  br label %done
done:
  ret ptr %mi
}}
"""
