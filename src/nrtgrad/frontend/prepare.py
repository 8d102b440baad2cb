"""Preparing a Numba module for differentiation: one function, no Python.

The Python-facing wrappers (`cpython.*`, `cfunc.*`) are deleted: they call
the Python C API and are not differentiated.  Numba's internal callees
(cumsum, where, dot helpers, ...) are inlined into the entry, BLAS helpers
become loops or wrappers with derivative rules (blas.py), LAPACK gesv, getrf
+ getri, getrf alone, potrf, evd and gesdd wrappers with derivative rules (lapack.py), so every
array a callee returns through its result pointer becomes an SSA value the
ownership analysis can follow. SROA then takes MemInfos out of the stack
slots Numba keeps them in at NUMBA_OPT=0, and broadcast indices
(broadcast.py) and branches that only choose a float value
(if_conversion.py) become plain selects, those whose arms need guards after
the opt run. In a module Numba compiled without unrolling (numba_recompile),
loops of a small constant trip count are unrolled fully, as Numba's own
pipeline does, so that Enzyme tapes no value per step of one.
Numba's `raise_with_shape_context` (a slice assignment's shape mismatch)
raises without building its message: the message is a list of strings the
derivative never shows.  What cannot be inlined (recursion) is refused, and
so is a `with numba.objmode(...)` block, by name: Numba lowers it to a call
of the block's lifted Python function through the C API, the dispatcher
loaded from a global of its own (`@cached_objmode_dispatcher`, which only
that lowering makes), code run by the interpreter with no derivative.
Scalar math declarations lose the `readonly` Numba 0.60/0.61 give
them: Enzyme marks the math functions it knows `readnone`, and LLVM rejects a
function that is both.
"""

from __future__ import annotations

import re

from ..enzyme import blas, lapack
from ..rewrites import broadcast, if_conversion, parallel_regions
from .. import enzyme, ir
from . import python_names
from ..errors import DifferentiationError, UnsupportedError
from ..toolchain import Toolchain

RUNTIME_FUNCTIONS = {"NRT_incref", "NRT_decref"}
# the global Numba's lowering of `with numba.objmode(...)` keeps the block's dispatcher in
_OBJMODE_DISPATCHER = re.compile(r'@"?cached_objmode_dispatcher\b')
OBJMODE_REFUSAL = ("code in `with numba.objmode(...)` runs in the Python interpreter: it has "
                   "no derivative here; move it out of the function, or compute its result "
                   "outside and pass it in as an argument")
PREPARE_PASSES = ("cgscc(inline),globaldce,"
                  "function(sroa,early-cse,instcombine,simplifycfg,jump-threading,simplifycfg)")
# the loops of a constant trip count small enough unrolled fully, as an optimising
# compiler does, and the unrolled copies simplified
FULL_UNROLL_PASSES = ",function(loop(loop-unroll-full),instcombine,simplifycfg)"


def strip_wrappers(text: str) -> str:
    """Delete the bodies of the cpython./cfunc. wrappers (they call Python)."""
    lines = text.splitlines()
    keep = [True] * len(lines)
    for function in ir.defined_functions(lines):
        if _is_wrapper(function.name):
            for index in range(function.start, function.end + 1):
                keep[index] = False
            # the comment opt prints above a definition
            if function.start and lines[function.start - 1].startswith("; Function Attrs"):
                keep[function.start - 1] = False
    return ir.module_text(line for line, kept in zip(lines, keep) if kept)


def _is_wrapper(name: str) -> bool:
    return name.startswith(("cfunc.", "_ZN7cpython"))


_CONVERTER = re.compile(r"\bstore ptr @__excinfo_unwrap_args\w+,")


def drop_exception_converters(text: str) -> str:
    """A dynamic exception's excinfo gets a null converter instead of Numba's.

    Numba stores in the excinfo of an exception raised with runtime values
    (a shape mismatch) a function that turns them into Python objects.  The
    derivative's caller gets a status, never the excinfo, and the converter
    calls the Python C API: with no store left, opt drops it.
    """
    return _CONVERTER.sub("store ptr null,", text)


# Numba's implementations of `raise_with_shape_context(src_shapes, index_shape)`:
# `numba.np.arrayobj.ol_raise_with_shape_context_<target>.<locals>.impl`,
# the component with its length prefix (Numba 0.61 to 0.68; 0.60 raises a
# static exception instead)
_SHAPE_CONTEXT = re.compile(r"^_ZN5numba\w*?(\d+)(ol_raise_with_shape_context_[a-z]+)12_3clocals_3e")
_USER_EXCEPTION = 1  # numba.core.callconv's RETCODE_USEREXC


def _raises_with_shape_context(name: str) -> bool:
    match = _SHAPE_CONTEXT.match(name)
    return match is not None and int(match.group(1)) == len(match.group(2))


def raise_without_message(text: str) -> str:
    """Numba's `raise_with_shape_context` raises without formatting its message.

    A slice assignment whose shapes differ calls it: its CPU implementation
    writes the shapes into a ValueError's message with
    `', '.join([str(x) for x in shape])`, a list of strings, on the error path
    only.  The derivative's caller reads its status, never the excinfo (the
    Python API runs the function again to raise the exception), so the body
    becomes: a null excinfo, status 1 (a user exception), as before non-zero.
    """
    lines = text.splitlines()
    for function in reversed(ir.defined_functions(lines)):
        parameters = ir.parameters(lines[function.start])
        if not _raises_with_shape_context(function.name) or len(parameters) < 2:
            continue
        excinfo = ir.operand_value(parameters[1])  # Numba's ABI: (retptr, excinfo, args...)
        lines[function.start + 1:function.end] = [
            "entry:", f"  store ptr null, ptr {excinfo}, align 8",
            f"  ret i32 {_USER_EXCEPTION}"]
    return ir.module_text(lines)


def allow_inlining(text: str) -> str:
    """Drop `noinline` (Numba sets it under debug=True) except on NRT_incref/NRT_decref."""
    text = re.sub(r"^(attributes #\d+ = \{.*?) noinline\b", r"\1", text, flags=re.M)
    text = re.sub(r"^(attributes #\d+ = \{) \}", r'\1 "nrtgrad-inlinable" }', text, flags=re.M)
    return re.sub(r"^(define [^@]*@NRT_(?:in|de)cref\([^)]*\)[^#{!]*)", r"\1noinline ",
                  text, flags=re.M)


# numba_attempt_nocopy_reshape(nd, dims, strides, newnd, newdims, newstrides,
# itemsize, is_f_order) reads its first three arrays and writes newstrides only
_RESHAPE = "numba_attempt_nocopy_reshape"
_RESHAPE_DECLARATION = re.compile(rf"^declare i32 @{_RESHAPE}\(.*$", re.M)
_RESHAPE_EFFECTS = (f"declare i32 @{_RESHAPE}(i64, ptr nocapture readonly, "
                    "ptr nocapture readonly, i64, ptr nocapture readonly, ptr nocapture, "
                    "i64, i32) argmemonly nounwind willreturn")


def inline_internals(toolchain: Toolchain, text: str, entry: str, *, timeout: float,
                     unroll_constant_loops: bool = False) -> str:
    """Inline every Numba-internal callee into the entry and simplify; with
    `unroll_constant_loops` (a module Numba compiled without unrolling), unroll its loops
    of a small constant trip count fully, as Numba's pipeline would have (`np.var`'s
    two-step loop per element: Enzyme would tape its values per step).

    `arr.reshape` (and `np.outer`, which reshapes both operands) keeps the
    array it reshapes in a stack struct whose shape and strides
    `numba_attempt_nocopy_reshape` reads: SROA leaves the struct in memory
    and the MemInfo comes back as a load.  Told what the call touches, GVN
    forwards the stored MemInfo to that load; the declaration is restored
    afterwards, so Enzyme sees the module's own.
    """
    serial = parallel_regions.has_parallel_regions(text)
    text = if_conversion.convert(broadcast.resolve_joins(parallel_regions.serialize(text)))
    text = allow_inlining(lapack.lower_lapack_calls(blas.lower_blas_calls(
        drop_exception_converters(raise_without_message(text)))))
    reshape = _RESHAPE_DECLARATION.search(text)
    passes = (PREPARE_PASSES + (parallel_regions.PASSES if serial else "")
              + (FULL_UNROLL_PASSES if unroll_constant_loops else ""))
    if reshape:
        text = text[:reshape.start()] + _RESHAPE_EFFECTS + text[reshape.end():]
        passes += ",function(gvn,instcombine,simplifycfg)"
    try:
        result = enzyme.run_opt(toolchain, text, passes, plugin=False,
                                timeout=timeout, extra=["-inline-threshold=1000000",
                                                        "-inline-cold-callsite-threshold=1000000"])
    except enzyme.OptFailure as failure:
        report = "" if "did not finish" in failure.message else \
            " (nrtgrad produced a module opt rejects: report it with the --save-temps directory)"
        raise DifferentiationError(f"preparing the module failed: {failure}{report}") from None
    if reshape:
        result = _RESHAPE_DECLARATION.sub(lambda _: reshape.group(0), result, count=1)
    lines = result.splitlines()
    functions = ir.functions_by_name(lines)
    body = functions[entry]
    for helper in lapack.HELPERS:
        left = ir.calls_to(lines[body.start:body.end + 1], helper)
        if left:
            raise UnsupportedError(lapack.left_call_refusal(helper, lines[body.start + left[0]]))
    if lapack.calls_lstsq_in_a_loop(lines, body):
        raise UnsupportedError(lapack.LOOPED_LSTSQ)
    objmode = next((i for i in range(body.start + 1, body.end)
                    if _OBJMODE_DISPATCHER.search(lines[i])), None)
    if objmode is not None:
        place = python_names.where(lines, objmode)
        raise UnsupportedError(f"{place + ': ' if place else ''}{OBJMODE_REFUSAL}")
    unresolved = re.search(r'@"?\.numba\.unresolved\$([^"\s]+)', "\n".join(
        lines[body.start:body.end + 1]))
    if unresolved:
        raise UnsupportedError(f"{python_names.describe(entry)} calls "
                               f"{python_names.describe(unresolved.group(1))} recursively: "
                               "recursion is not supported yet; write it as a loop")
    for name in functions:
        if name in (entry, *RUNTIME_FUNCTIONS) or name.startswith((".dtor", "nrtgrad.blas.", "nrtgrad.lapack.")):
            continue
        if ir.calls_to(lines[body.start:body.end + 1], name):
            raise UnsupportedError(
                f"{python_names.describe(entry)} calls {python_names.describe(name)}, which "
                "stays a separate function after inlining (recursion, or code Numba keeps "
                "out of line): not supported yet; "
                f"{python_names.advice(name) or 'write it as a loop in the function'}")
    return drop_math_readonly(type_stack_memsets(broadcast.resolve(forward_single_value_phis(
        if_conversion.convert(result, guarded=True), entry))))


_PTR_PHI = ir.phi_pattern("ptr")


def forward_single_value_phis(text: str, entry: str) -> str:
    """The entry's pointer phis whose incoming values are all one value replaced by it.

    Inlining `np.linalg.solve` leaves its early return for an empty system and
    its normal return meeting in a block whose phis take the same array on
    both edges (other fields of the result differ, so the block stays).  A
    release through such a phi is a release of the array itself, but the
    release analysis would see it reach the array through a merge.  A phi
    that a refcount operation takes and whose incoming values are one array
    once other phis are (`np.linalg.inv`'s result, through the chain of its
    empty-matrix return) is forwarded too: that rewrite runs until no such phi
    is left.  (Forwarding every phi that becomes one value would also merge
    the data pointers of loops LLVM copied, which allocation_sites then
    refuses.)
    """
    text = _forward_phis(text, entry, lambda name, lines: True)
    while True:
        forwarded = _forward_phis(text, entry, _refcounted)
        if forwarded == text:
            return text
        text = forwarded


def _refcounted(name: str, lines: list) -> bool:
    pattern = re.compile(r"call void @NRT_(?:in|de)cref\(ptr " + re.escape(name) + ir.NAME_END)
    return any(line is not None and pattern.search(line) for line in lines)


def _forward_phis(text: str, entry: str, chosen) -> str:
    """One round of forward_single_value_phis: the phis of one value as the text has them,
    of those `chosen(name, lines)` picks."""
    lines = text.splitlines()
    function = ir.function_named(lines, entry)
    replaced = {}
    for index in range(function.start + 1, function.end):
        match = _PTR_PHI.match(lines[index])
        values = {value for value, _ in ir.phi_incoming(lines[index])} if match else set()
        if len(values) == 1 and not re.fullmatch(r"%\d+", match.group(1)) \
                and match.group(1) not in values and chosen(match.group(1), lines):
            replaced[match.group(1)] = values.pop()
            lines[index] = None
    if not replaced:
        return text
    for name in list(replaced):  # a phi of a replaced phi
        while replaced[name] in replaced:
            replaced[name] = replaced[replaced[name]]
    pattern = re.compile("|".join(re.escape(name) + ir.NAME_END for name in sorted(replaced)))
    for index in range(function.start + 1, function.end):
        if lines[index] is not None:
            lines[index] = pattern.sub(lambda m: replaced[m.group(0)], lines[index])
    return ir.module_text(lines)


_ZERO = {"ptr": "null", "i64": "0", "double": "0.000000e+00"}


def type_stack_memsets(text: str) -> str:
    """Zero the leading fields of a stack struct with typed stores instead of a memset.

    Numba clears an array struct's meminfo and parent pointers with a 16-byte
    memset; Enzyme cannot deduce the type of untyped memory and stops.
    """
    lines = text.splitlines()
    allocas = {}
    for line in lines:
        match = re.match(r"\s*(%[-\w.$]+) = alloca (\{.*?\}), align", line)
        if match:
            allocas[match.group(1)] = match.group(2)
    for index, line in enumerate(lines):
        call = ir.memset(line)
        if not call or call.tail or call.zeroed_bytes is None or call.address not in allocas:
            continue
        indent, slot, size = call.indent, call.address, call.zeroed_bytes
        struct = allocas[slot]
        fields = ir.split_arguments(struct[1:-1])
        stores, covered = [], 0
        for position, field in enumerate(fields):
            if covered == size or field not in _ZERO:
                break
            address = f"{slot}.zero{position}"
            stores += [f"{indent}{address} = getelementptr inbounds {struct}, ptr {slot}, "
                       f"i64 0, i32 {position}",
                       f"{indent}store {field} {_ZERO[field]}, ptr {address}, align 8"]
            covered += 8
        if covered == size:
            lines[index] = "\n".join(stores)
    return ir.module_text(lines)


_FLOAT = r"(?:double|float)"
_MATH_DECLARE = re.compile(rf"^declare {_FLOAT} @[\w.]+\({_FLOAT}(?:, {_FLOAT})*\)[^#]*#(\d+)\s*$")


_MEMORY_PROMISES = {"readonly", "writeonly"}


def drop_math_readonly(text: str) -> str:
    """Give `readonly` or `writeonly` scalar math declarations (`double @erf(double)`)
    an attribute group without them.

    Numba 0.60/0.61 declare libm functions `readonly`; Numba 0.68's LLVM
    declares `hypot` as writing errno only, which the dialect stage lowers to
    `writeonly`.  Dropping the promise is conservative; Enzyme then adds
    `readnone` to the functions it knows, which LLVM accepts only without
    either.
    """
    lines = text.splitlines()
    groups = {}
    for index, line in enumerate(lines):
        match = re.match(r"attributes #(\d+) = \{(.*)\}\s*$", line)
        if match:
            groups[match.group(1)] = (index, match.group(2).split())
    replacement, added = {}, []
    for index, line in enumerate(lines):
        match = _MATH_DECLARE.match(line)
        if not match or not _MEMORY_PROMISES & {*groups.get(match.group(1), (0, []))[1]}:
            continue
        group = match.group(1)
        if group not in replacement:
            replacement[group] = str(max(map(int, groups)) + 1 + len(added))
            kept = [a for a in groups[group][1] if a not in _MEMORY_PROMISES]
            added.append(f"attributes #{replacement[group]} = {{ {' '.join(kept)} }}")
        lines[index] = line[:match.start(1)] + replacement[group] + line[match.end(1):]
    return ir.module_text(lines + added)
