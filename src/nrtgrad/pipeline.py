"""The differentiate pipeline: `PASSES`, each a function from module text to module text.

`PASSES` is the pipeline's table of contents, in the order it runs: the
front end (the input's module, canonical text, the entry point), the
rewrites before Enzyme, the entry points (`registered`: what `nrtgrad
normalize` writes), Enzyme, the lowering of every marker, and the last opt
run with its target and checks.  A pass runs when its condition holds: a
module that already calls Enzyme (__enzyme_autodiff, __enzyme_fwddiff,
__enzyme_augmentfwd / __enzyme_reverse ...: ENZYME_CALL) skips the Numba
passes, and every NRT_decref in it is taken as a release.
`stage_table()` renders the list for docs/architecture.md.

A pass that refuses says so in one line in Python terms: symbols and value
names through python_names, Enzyme's failures through enzyme.explain.

With a save-temps directory each pass's output is written there, numbered
and named after the pass, together with the opt commands that ran Enzyme,
so a failure can be reproduced.
"""

from __future__ import annotations

import contextlib
import dataclasses
import re
import shlex
from collections.abc import Callable
from pathlib import Path

from .rewrites import (address_comparisons, array_scopes, copies, enzyme_shapes, gathers,
                       index_types, int_pointers, loop_guards, stack_slots)
from .nrt import (allocation_sites, argument_copies, error_joins, markers as nrt, merged_arrays,
                  sunk_refcounts)
from .enzyme import blas, lapack, list_reallocs, loop_exits, math_rules, packed_rules
from .frontend import dialect, float_views, numba_abi, numba_link, numba_logs, prepare, return_values
from .entry import c_entry, second_order, array_results
from . import enzyme, ir, selfcheck
from .optimize import loop_versions, target
from .errors import CopiedLoopError, DifferentiationError, InputError, UnsupportedError
from .toolchain import Toolchain

# the calls the pinned Enzyme lowers: of any function whose name contains
# __enzyme_<one of these> (C++ mangles template arguments around it); the
# first global argument is the function transformed
ENZYME_ENTRY_POINTS = ("autodiff", "fwddiff", "fwdsplit", "augmentfwd", "augmentsize", "reverse",
                       "batch", "virtualreverse", "error_estimate", "truncate", "trace",
                       "condition")
ENZYME_CALL = re.compile(
    r"\b(?:call|invoke)\b[^@\n]*@\"?[-\w.$]*__enzyme_(?:" + "|".join(ENZYME_ENTRY_POINTS)
    + r")[-\w.$]*\"?\((?:[^@\n]*@(?P<target>\"[^\"]+\"|[-\w.$]+))?")


@dataclasses.dataclass
class Options:
    function: str | None = None
    name: str | None = None
    wrt: list[str] | None = None
    mode: str = "reverse"
    # reverse mode, scalar result: <name>_grad writes the value to *out (False:
    # it does not, and -O2 drops what only the value needed)
    value: bool = True
    register_nrt: bool = True
    optimize: bool = True
    # the derivative's CPU (None: the target's baseline) and libmvec in its loops (target)
    target_cpu: str | None = None
    vector_math: bool = True
    # -O 2 only: loops with broadcast selects versioned (loop_versions)
    version_loops: bool = True
    # whether the compiler that made the input unrolled its loops (False: Numba compiled
    # it again without, numba_recompile; prepare unrolls the loops of constant trip count)
    loops_unrolled: bool = True
    timeout: float = enzyme.DEFAULT_TIMEOUT
    save_temps: Path | None = None
    # what the function returns, when the caller knows it (the Python API, from
    # Numba's signature); otherwise read from the IR (return_values.py)
    result: return_values.Result | None = None


@dataclasses.dataclass
class Result:
    module: str
    gradient: c_entry.GradientSpec | None  # None for modules that call Enzyme themselves


class Stages:
    """Writes each stage's module into the save-temps directory, if any."""

    def __init__(self, directory: Path | None):
        self.directory = directory
        self.count = 0
        self.last = ""
        if directory is not None:
            try:
                directory.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise InputError(f"cannot create --save-temps directory {directory}: "
                                 f"{exc.strerror}") from None

    def keep(self, name: str, text: str) -> str:
        self.count += 1
        self.last = f"{self.count:02d}-{name}"
        if self.directory is not None:
            (self.directory / self.last).write_text(text)
        return text

    def keep_command(self, name: str, toolchain: Toolchain, passes: str, plugin: bool,
                     input_name: str, extra: tuple[str, ...] = ()) -> Path | None:
        """Write the opt command that reads `input_name`; the script, if one was written."""
        if self.directory is not None:
            # without address-space randomisation, as nrtgrad runs it
            argv = ["setarch", "-R", *enzyme.opt_command(toolchain, passes, plugin=plugin,
                                                         extra=list(extra))]
            command = shlex.join(argv[:-1]) + f" < {shlex.quote(str(self.directory / input_name))}"
            (self.directory / f"{name}.sh").write_text(command + "\n")
            return self.directory / f"{name}.sh"
        return None


@dataclasses.dataclass
class Context:
    """What the passes share: the run's settings and what earlier passes found."""
    toolchain: Toolchain
    options: Options
    display_name: str
    stages: Stages
    entry: numba_abi.EntryPoint | None = None  # None: the module calls Enzyme itself
    spec: c_entry.GradientSpec | None = None
    internal: c_entry.GradientSpec | None = None  # the entry Enzyme differentiates
    flags: list[str] = dataclasses.field(default_factory=list)  # the last opt run's
    lowered: str = ""  # the module whose shadows selfcheck checks while opt runs
    # the entry stays Enzyme's callee (_stays_callee); None: not decided yet
    callee: bool | None = None
    # Numba's module linked without LLVM's loop optimisations (numba_link), or to be
    before_loop_passes: bool = False

    @property
    def hessian(self) -> bool:
        return self.spec is not None and self.spec.mode == "hvp"


@dataclasses.dataclass(frozen=True)
class Pass:
    """One step from module text to module text; `--save-temps` writes NN-<name>.ll."""
    name: str
    run: Callable[[str, Context], str]
    summary: str
    when: Callable[[Context], bool] = lambda context: True
    condition: str = ""  # `when`, for the stage table


NUMBA = "a Numba function's module"
NUMBA_NRT = NUMBA + ", NRT registered"


def _numba(context: Context) -> bool:
    return context.spec is not None


def _numba_nrt(context: Context) -> bool:
    return context.spec is not None and context.options.register_nrt


def _entry_point(text: str, context: Context) -> str:
    """Find the entry and its gradient spec; a tuple or array result gets a synthetic
    entry that copies it into an array parameter, which is differentiated."""
    options, name = context.options, context.display_name
    if ENZYME_CALL.search(text):
        if not options.value:
            raise InputError(f"{name}: --no-value needs a Numba function (this module "
                             "calls Enzyme itself)")
        _check_function(text, options.function, name)
        return text
    found = numba_abi.find_entry(text, options.function, name)
    if options.result is not None:
        found = dataclasses.replace(
            found, result=options.result,
            return_dtype=options.result.dtype if options.result.kind == "scalar" else "")
    spec = c_entry.gradient_spec(found, options.name, options.wrt, options.mode,
                                 value=options.value)
    entry, internal = found, spec
    if c_entry.is_vector(found):
        text, entry = array_results.values_entry(text, found)
        spec = dataclasses.replace(spec, values=entry.arguments[-1])
        internal = array_results.internal_spec(spec, entry)
    context.entry, context.spec, context.internal = entry, spec, internal
    return text


def _normalize(text: str, context: Context) -> str:
    meminfos = {a.params[0][1] for a in context.entry.arguments if a.kind == "array"}
    return nrt.normalize(text, context.entry.symbol, meminfos, context.options.mode)


def _stays_callee(text: str, context: Context) -> bool:
    """Whether the entry stays Enzyme's callee: Enzyme keeps a temporary released through
    a phi alive for the reverse pass and frees it again when the function is its top
    level, so such a function stays a callee, whose arguments are cached on the tape.
    Decided once, before `packed-rules` (which moves no release)."""
    if context.callee is None:
        context.callee = selfcheck.releases_through_merges(text)
    return context.callee


def _packed_rules(text: str, context: Context) -> str:
    return packed_rules.pack(text) if _stays_callee(text, context) else text


def _entries(text: str, context: Context) -> str:
    spec, internal, entry = context.spec, context.internal, context.entry
    top_level = not _stays_callee(text, context)
    # forward-mode BLAS and LAPACK rules need every operand active (c_entry.zero_tangents)
    linear_algebra = lapack.described(text) is not None
    forward_rules = spec.mode in ("forward", "hvp") and (blas.has_rule_calls(text)
                                                          or linear_algebra)
    zero = c_entry.zero_tangents(internal) if forward_rules else frozenset()
    registered = c_entry.annotate_types(text, entry, top_level=top_level) + (
        second_order.entry(spec, top_level=top_level, zero=zero) if spec.mode == "hvp"
        else c_entry.gradient_entry(internal, zero=zero,
                                    noalias=top_level or linear_algebra,
                                    linkage="internal " if internal is not spec else ""))
    if internal is not spec:
        registered += array_results.public_entry(spec, internal, registered)
    if spec.mode == "hvp":
        registered = second_order.check_supported(registered, entry)
    return registered + ir.missing_declarations(registered, _ENTRY_DECLARATIONS)


_ENTRY_DECLARATIONS = {"malloc": "declare ptr @malloc(i64)", "free": "declare void @free(ptr)",
                       "llvm.memset.p0.i64": "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)"}


_ENZYME_PASSES = f"{enzyme.ENZYME_PASSES},{enzyme.CLEANUP_PASSES}"


@contextlib.contextmanager
def _explained(context: Context):
    """Enzyme's failures in the terms of what failed: a Hessian's, a BLAS rule's."""
    try:
        yield
    except DifferentiationError as failure:
        if context.hessian:
            raise second_order.explain(str(failure), context.spec.entry) from None
        explained = blas.explain(str(failure)) or lapack.explain(str(failure))
        if explained is None:
            raise
        raise UnsupportedError(explained) from None


def _run_enzyme(text: str, context: Context, command: str) -> str:
    """Enzyme's run on `text` (the last pass's file), its command kept as `command`.sh."""
    stages = context.stages
    options = packed_rules.ENZYME_OPTIONS if packed_rules.has_packed_calls(text) else ()
    return enzyme.run_enzyme(context.toolchain, text, timeout=context.options.timeout,
                             options=options,
                             reproducer=stages.keep_command(command, context.toolchain,
                                                            _ENZYME_PASSES, True, stages.last,
                                                            options))


def _check_differentiated(text: str) -> None:
    selfcheck.check_defined_addresses(text)
    selfcheck.check_null_addresses(text)
    selfcheck.check_single_release(text)
    selfcheck.check_merged_shadows(text)


def _searchable_loops(text: str, context: Context) -> None:
    """Refuse, before Enzyme runs, a loop whose exits it would search for ever."""
    if context.entry is not None:
        loop_exits.check(text, context.entry.symbol)


def _reverse(text: str, context: Context) -> str:
    _searchable_loops(text, context)
    with _explained(context):
        reverse = _run_enzyme(text, context, "reverse-command")
        _check_differentiated(reverse)
        return nrt.second_order(second_order.typed_reverse(reverse))


def _differentiate(text: str, context: Context) -> str:
    if not context.hessian:
        _searchable_loops(text, context)
    with _explained(context):
        differentiated = _run_enzyme(text, context, "enzyme-command")
    _check_differentiated(differentiated)
    return differentiated


def _vector_variants(text: str, context: Context) -> str:
    options = context.options
    context.flags = target.opt_flags(text, cpu=options.target_cpu,
                                     vector_math=options.vector_math)
    context.lowered = target.declare_vector_variants(text, context.flags)
    return context.lowered


def _opt(text: str, context: Context) -> str:
    """opt verifies the lowered text (the markers are gone, the NRT calls are real);
    -O 2 also optimizes it, while selfcheck checks the shadows on the text."""
    passes = "default<O2>" if context.options.optimize else "verify"
    try:
        with enzyme.OptRun(context.toolchain, text, passes, plugin=False,
                           timeout=context.options.timeout, extra=context.flags) as run:
            selfcheck.check_shadows(context.lowered)
            selfcheck.check_shadows_stay_shadows(context.lowered)
            return run.result()
    except enzyme.OptFailure as failure:
        raise DifferentiationError(f"opt failed on the derivative module ({passes}): "
                                   f"{failure}") from None


def _vector_library(text: str, context: Context) -> str:
    try:
        return target.call_vector_library(context.toolchain, text, context.flags,
                                          timeout=context.options.timeout)
    except enzyme.OptFailure as failure:
        raise DifferentiationError(f"opt failed on the derivative module "
                                   f"({target.REPLACE_WITH_VECTOR_LIBRARY}): {failure}") from None


def _checked(text: str, context: Context) -> str:
    target.check_vector_calls(text, context.options.target_cpu)
    selfcheck.check(text, python_free=context.spec is not None)
    return text


def _symbol(function):
    return lambda text, context: function(text, context.entry.symbol)


def _entry(function):
    return lambda text, context: function(text, context.entry)


def _plain(function):
    return lambda text, context: function(text)


def _timed(function):
    return lambda text, context: function(context.toolchain, text,
                                          timeout=context.options.timeout)


_ALLOCATION_MARKERS = {*nrt.ALLOCATORS, *map(nrt.alloc_marker, nrt.ALLOCATORS)}
_REGISTERED = "registered"

# The pipeline, in order: `register` (`nrtgrad normalize`) runs it up to
# `registered`, `differentiate` to the end.
PASSES = (
    Pass("input", lambda text, c: numba_logs.select(text, c.options.function, c.display_name,
                                                    c.toolchain, timeout=c.options.timeout,
                                                    before_loop_passes=c.before_loop_passes),
         "numba_logs: a NUMBA_DUMP_OPTIMIZED / NUMBA_DUMP_LLVM log's module for the "
         "function (numba_link: linked with the log's modules it needs, optimised as Numba "
         "does, or without the loop optimisations when they copied a loop-carried array)"),
    Pass("canonical", lambda text, c: dialect.canonicalize(c.toolchain, text, c.display_name,
                                                           timeout=c.options.timeout),
         "dialect: newer LLVM text lowered, read and printed by LLVM 15's opt"),
    Pass("entry-point", _entry_point,
         "numba_abi: the entry and what it returns; array_results: a tuple or array "
         "result copied by a synthetic entry into an array parameter"),
    Pass("release-markers", _plain(nrt.register_all_releases),
         "nrt: a module that calls Enzyme itself has every NRT_decref taken as a release",
         lambda c: c.spec is None and c.options.register_nrt,
         "the module calls Enzyme itself, NRT registered"),
    Pass("no-wrappers", _plain(prepare.strip_wrappers),
         "prepare: the Python and cfunc wrappers dropped", _numba, NUMBA),
    Pass("inlined", lambda text, c: prepare.inline_internals(
        c.toolchain, text, c.entry.symbol, timeout=c.options.timeout,
        unroll_constant_loops=not (c.options.loops_unrolled or c.before_loop_passes)),
         "prepare: one function, no Python (parallel_regions: prange regions serial), "
         "loops of a constant trip count unrolled in a module compiled without unrolling, "
         "broadcast indices (broadcast) and branch trees choosing float values "
         "(if_conversion) as selects (arms that call math functions or divide guarded, "
         "after the opt run), BLAS calls as loops or wrappers with rules (blas), "
         "LAPACK gesv, getrf + getri, getrf, potrf, evd, geqrf + orgqr, gesdd and gelsd as "
         "wrappers with rules (lapack)",
         _numba, NUMBA),
    Pass("split-stack-slots", _symbol(stack_slots.split),
         "stack_slots: a stack slot LLVM reused across lifetimes, one per lifetime", _numba,
         NUMBA),
    Pass("int-pointers", _symbol(int_pointers.rewrite),
         "int_pointers: integer addresses as GEPs", _numba, NUMBA),
    Pass("float-views", _entry(float_views.check),
         "float_views: an array's data loaded or stored as another float type than its own "
         "(`.view(np.float32)` of a float64 array) refused", _numba, NUMBA),
    # before typed-copies and array-scopes, which type the copies' memcpy and scope the
    # loads and stores through the phis that no longer take an argument
    Pass("copied-arguments", _entry(argument_copies.copy),
         "argument_copies: an argument rebound to new arrays (`x = a`, then `x = f(x)` in "
         "a loop) copied where a phi merges them, when nothing writes through it",
         _numba_nrt, NUMBA_NRT),
    Pass("typed-copies", _entry(copies.type_copies),
         "copies: memcpy/memmove/memset of array data typed", _numba, NUMBA),
    Pass("gathers", _plain(gathers.scalarize),
         "gathers: unmasked gathers/scatters per lane, in helper functions", _numba, NUMBA),
    Pass("array-scopes", _entry(array_scopes.mark),
         "array_scopes: argument and new arrays' loads and stores told apart", _numba, NUMBA),
    Pass("index-types", _symbol(index_types.type_index_loads),
         "index_types: i64 loads indexing arrays typed", _numba, NUMBA),
    Pass("list-reallocs", _symbol(list_reallocs.rewrite),
         "list_reallocs: list reallocs as wrappers with derivative rules; list_items: an append's "
         "or a display's release of the empty slot as null", _numba, NUMBA),
    Pass("unsunk-refcounts", _symbol(sunk_refcounts.unsink),
         "sunk_refcounts: decrefs LLVM sank into a phi swapped back", _numba_nrt,
         NUMBA_NRT),
    Pass("nrt-markers", _normalize,
         "nrt: NRT markers (ownership: which decref frees what, references held by lists "
         "of arrays); buffers: raw NRT buffers", _numba_nrt, NUMBA_NRT),
    # after the ownership analysis, which decided each refcount operation on the
    # copies: merging them keeps every operation where it runs
    Pass("unrotated-loops", lambda text, c: loop_guards.unrotate(
        text, c.entry.symbol, _ALLOCATION_MARKERS),
         "loop_guards: a guarded loop whose exit merges arrays tested at its header",
         lambda c: _numba(c) and c.before_loop_passes,
         "Numba's module linked before LLVM's loop optimisations"),
    Pass("allocation-sites", lambda text, c: allocation_sites.merge(
        text, c.entry.symbol, _ALLOCATION_MARKERS),
         "allocation_sites: one allocation site per loop-carried array", _numba, NUMBA),
    Pass("active-merges", lambda text, c: merged_arrays.activate(text, c.entry, c.internal),
         "merged_arrays: every float array that meets another at a phi or select made active "
         "(a copy of no bytes into it from an active pointer)", _numba_nrt, NUMBA_NRT),
    Pass("address-comparisons", _symbol(address_comparisons.pin),
         "address_comparisons: comparisons of addresses taped", _numba, NUMBA),
    Pass("enzyme-shapes", _symbol(enzyme_shapes.rewrite),
         "enzyme_shapes: addresses, bool vectors, newer math intrinsics and merged loop "
         "entries in shapes Enzyme handles", _numba, NUMBA),
    Pass("math-rules", _plain(math_rules.register),
         "math_rules: tanh with a derivative from its result",
         lambda c: c.spec is not None and c.spec.mode == "reverse", "reverse mode"),
    Pass("error-joins", _timed(error_joins.thread),
         "error_joins: a callee's error exits threaded off its success path when a "
         "temporary is released through their join", _numba, NUMBA),
    Pass("outlined-loop-bodies", lambda text, c: loop_exits.outline(
        c.toolchain, text, c.entry.symbol, timeout=c.options.timeout),
         "loop_exits: the body of a loop whose exits Enzyme would search for ever in a "
         "function of its own", _numba, NUMBA),
    Pass("packed-rules", _packed_rules,
         "packed_rules: in an entry that stays Enzyme's callee, calls of registered BLAS "
         "and LAPACK rules through a slot of their arguments",
         lambda c: c.spec is not None and c.spec.mode == "reverse", "reverse mode"),
    Pass(_REGISTERED, _entries,
         "c_entry: the <name>_grad entry, or for a vector result its internal entry and "
         "array_results' <name>_vjp / <name>_jvp; second_order: <name>_hvp",
         _numba, NUMBA),
    Pass("reverse-input", _plain(second_order.hide_forward),
         "second_order: the forward derivative's calls hidden from the first run",
         lambda c: c.hessian, "--mode hvp"),
    Pass("reverse", _reverse,
         "Enzyme: the reverse pass; second_order types its reloaded indices, nrt gives "
         "its releases forward derivatives", lambda c: c.hessian, "--mode hvp"),
    Pass("enzyme", _differentiate,
         "loop_exits: loops whose exits Enzyme would search for ever refused; Enzyme (a "
         "run the verifier rejects retried at other fixed layouts); selfcheck: nothing "
         "read through undef or null, one release, merged arrays shadowed all or none"),
    Pass("lowered-nrt", lambda text, c: nrt.lower(text, zero_every_allocation=c.hessian),
         "nrt, buffers: the markers back to NRT calls (hvp: every allocation zeroed)"),
    Pass("lowered-active-merges", _plain(merged_arrays.lower),
         "merged_arrays: the copies' byte counts 0 again"),
    Pass("lowered-address-comparisons", _plain(address_comparisons.lower),
         "address_comparisons: the taped comparisons back to comparisons"),
    Pass("lowered-enzyme-shapes", _plain(enzyme_shapes.lower),
         "enzyme_shapes: the shapes back to what Numba wrote"),
    Pass("internal-blas", _plain(lambda text: lapack.internalize(blas.internalize(text))),
         "blas, lapack: their wrappers internal again"),
    Pass("internal-list-reallocs", _plain(list_reallocs.internalize),
         "list_reallocs: its wrappers internal again"),
    Pass("lowered", _plain(math_rules.lower), "math_rules: libm's tanh called again"),
    Pass("vector-variants", _vector_variants,
         "target: the CPU's flags; libm functions LLVM 15 does not map declared as "
         "libmvec's vector variants"),
    Pass("versioned", _plain(loop_versions.version),
         "loop_versions: loops indexing through broadcast selects copied for when nothing "
         "broadcasts", lambda c: c.options.optimize and c.options.version_loops, "-O 2"),
    Pass("opt", _opt,
         "opt: -O2 (-O 1: verify), while selfcheck checks the lowered module's shadows"),
    Pass("libmvec", _vector_library,
         "target: Numba's vector math intrinsics call libmvec (vector math on)"),
    Pass("portable-features", _plain(target.portable_features),
         "target: each CPU feature named once, none later LLVMs lack"),
    Pass("checked", _checked, "selfcheck: the output's final checks"),
)


def _run(passes, text: str, context: Context) -> str:
    for step in passes:
        if step.when(context):
            text = context.stages.keep(f"{step.name}.ll", step.run(text, context))
    return text


_LAST_REGISTER = next(i for i, step in enumerate(PASSES) if step.name == _REGISTERED) + 1


def _registered(toolchain: Toolchain, data: bytes, display_name: str,
                options: Options) -> tuple[str, Context]:
    """The passes up to `registered` run on the input bytes, and their context.

    A NUMBA_DUMP_LLVM log whose loop-carried array LLVM's loop optimisations
    copied runs them again on its module linked without those optimisations.
    """
    text = dialect.decode(data, display_name)
    _check_not_derivative(text, display_name)
    context = Context(toolchain, options, display_name, Stages(options.save_temps),
                      before_loop_passes=numba_link.before_loop_passes(text))
    try:
        return _run(PASSES[:_LAST_REGISTER], text, context), context
    except CopiedLoopError:
        if not numba_logs.is_llvm_log(text):
            raise
    context = Context(toolchain, options, display_name, Stages(options.save_temps),
                      before_loop_passes=True)
    return _run(PASSES[:_LAST_REGISTER], text, context), context


def register(toolchain: Toolchain, data: bytes, display_name: str, options: Options) -> Result:
    """The module Enzyme will see: prepared, NRT markers in, gradient entry added.

    This is all of `nrtgrad normalize`; `differentiate` goes on from here.
    """
    registered, context = _registered(toolchain, data, display_name, options)
    return Result(registered, context.spec)


def differentiate(toolchain: Toolchain, data: bytes, display_name: str,
                  options: Options) -> Result:
    """The derivative module for the input bytes."""
    registered, context = _registered(toolchain, data, display_name, options)
    if options.target_cpu:
        target.check_cpu(toolchain, options.target_cpu, registered)
    return Result(_run(PASSES[_LAST_REGISTER:], registered, context), context.spec)


def stage_table() -> str:
    """The pass list as the Markdown table docs/architecture.md shows."""
    rows = ["| # | pass (`--save-temps` file) | runs | what it does |", "|---|---|---|---|"]
    for number, step in enumerate(PASSES, 1):
        rows.append(f"| {number} | `{step.name}` | {step.condition or 'always'} | "
                    f"{step.summary} |")
    return "\n".join(rows) + "\n"


def _check_not_derivative(text: str, display_name: str) -> None:
    """An output of nrtgrad given back as input is bad input, not a failure of opt's."""
    made = c_entry.DERIVATIVE_ENTRY.search(text)
    if made and not ENZYME_CALL.search(text):
        raise InputError(f"{display_name} is already a derivative (it defines "
                         f"{made.group(1)}): give nrtgrad the module Numba dumped "
                         "(`nrtgrad dump`, `inspect_llvm`, NUMBA_DUMP_OPTIMIZED)")


def _check_function(text: str, function: str | None, display_name: str) -> None:
    """--function must name a function the module differentiates."""
    if function is None:
        return
    targets = sorted({ir.unquote("@" + m.group("target")) for m in ENZYME_CALL.finditer(text)
                      if m.group("target")})
    if function not in targets:
        raise InputError(f"{display_name}: no differentiated function named {function!r} "
                         f"(differentiated here: {', '.join(targets) or 'none'})")
