"""The differentiate pipeline: each stage a function from module text to module text.

    input (numba_logs: a NUMBA_DUMP_OPTIMIZED / NUMBA_DUMP_LLVM log's module
           for the function; numba_link: a NUMBA_DUMP_LLVM module linked with
           the log's modules it needs, NRT defined, optimised)
          -> canonical (dialect; vector_results: a tuple or array result copied by a
                        synthetic entry into an array parameter, which is differentiated)
          -> prepared (prepare: one function, no Python (parallel_regions: prange
                       regions serial), broadcast indices (broadcast) and branch
                       trees choosing float values (if_conversion) as selects,
                       BLAS calls as loops or wrappers with derivative rules (blas);
                       int_pointers: integer addresses as GEPs;
                       copies: memcpy/memmove of array data typed;
                       gathers: unmasked gathers/scatters per lane, in helper functions;
                       array_scopes: argument and new arrays' loads and stores told
                       apart by alias scopes;
                       index_types: i64 loads indexing arrays typed;
                       lists: list reallocs as wrappers with derivative rules;
                       list_items: an append's or a display's release of the empty slot as null)
          -> registered (sunk_refcounts: decrefs LLVM sank into a phi swapped back;
                         nrt: NRT markers (ownership: which decref frees what, references
                         held by lists of arrays; reverse mode: those lists created without
                         their element dtor by list_items, Enzyme frees the arrays);
                         buffers: raw NRT buffers; allocation_sites: one allocation site
                         per loop-carried array; address_tests:
                         comparisons of addresses taped; enzyme_shapes: addresses, bool
                         vectors, newer math intrinsics and merged loop entries in shapes
                         Enzyme handles; math_rules (reverse mode): tanh with a
                         derivative from its result; error_joins: a callee's error exits
                         threaded off its success path when a temporary is released through their
                         join; driver: the <name>_grad entry, or for a vector result
                         its internal entry and vector_results' <name>_vjp / <name>_jvp;
                         hvp: second_order's internal gradient and <name>_hvp)
          -> differentiated (Enzyme, a run whose output the verifier rejects retried at
                             other fixed layouts; hvp: twice, in between second_order typing the
                             reverse pass's reloaded indices and nrt.second_order
                             giving its releases forward derivatives; selfcheck:
                             nothing read through undef, one release)
          -> lowered (nrt (hvp: every allocation zeroed), buffers, address_tests,
                      enzyme_shapes; blas, lists: their wrappers internal again;
                      math_rules: libm's tanh called again)
          -> versioned, for -O 2 (loop_versions: loops indexing through broadcast
                                  selects copied for when nothing broadcasts)
          -> verified or optimized (opt, running while selfcheck checks the
                                    lowered module's shadows; target: the CPU,
                                    libmvec in -O2's loops, also for the libm
                                    functions LLVM 15 does not map, and for
                                    Numba's vector math intrinsics) -> checked
          -> emitted, for --emit bc|asm|obj (llvm.emit; object_allocators: native
                                            code's tapes from the C runtime's pool)

Modules that already call Enzyme (__enzyme_autodiff, __enzyme_fwddiff,
__enzyme_augmentfwd / __enzyme_reverse ...: ENZYME_CALL) skip preparation
and the entry point: every NRT_decref in them is taken as a release.

A stage that refuses says so in one line in Python terms: symbols and value
names through python_names, Enzyme's failures through enzyme.explain.

With a save-temps directory every stage's output is written there, numbered,
together with the opt commands that ran, so a failure can be reproduced.
"""

from __future__ import annotations

import dataclasses
import re
import shlex
from pathlib import Path

from .rewrites import (address_tests, array_scopes, copies, enzyme_shapes, gathers, index_types,
                       int_pointers)
from .nrt import allocation_sites, error_joins, markers as nrt, sunk_refcounts
from .enzyme import blas, lists, math_rules
from .frontend import dialect, numba_abi, numba_logs, prepare, results
from .entry import driver, second_order, vector_results
from . import enzyme, ir, selfcheck
from .optimize import loop_versions, target
from .errors import DifferentiationError, InputError, UnsupportedError
from .toolchain import Toolchain

# the calls Enzyme 0.0.289 lowers: of any function whose name contains
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
    timeout: float = enzyme.DEFAULT_TIMEOUT
    save_temps: Path | None = None
    # what the function returns, when the caller knows it (the Python API, from
    # Numba's signature); otherwise read from the IR (results.py)
    result: results.Result | None = None


@dataclasses.dataclass
class Result:
    module: str
    gradient: driver.GradientSpec | None  # None for modules that call Enzyme themselves


class Stages:
    """Writes each stage's module into the save-temps directory, if any."""

    def __init__(self, directory: Path | None):
        self.directory = directory
        self.count = 0
        if directory is not None:
            try:
                directory.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise InputError(f"cannot create --save-temps directory {directory}: "
                                 f"{exc.strerror}") from None

    def keep(self, name: str, text: str) -> str:
        self.count += 1
        if self.directory is not None:
            (self.directory / f"{self.count:02d}-{name}").write_text(text)
        return text

    def keep_command(self, name: str, toolchain: Toolchain, passes: str, plugin: bool,
                     input_name: str) -> Path | None:
        """Write the opt command that reads `input_name`; the script, if one was written."""
        if self.directory is not None:
            # without address-space randomisation, as nrtgrad runs it
            argv = ["setarch", "-R", *enzyme.opt_command(toolchain, passes, plugin=plugin)]
            command = shlex.join(argv[:-1]) + f" < {shlex.quote(str(self.directory / input_name))}"
            (self.directory / f"{name}.sh").write_text(command + "\n")
            return self.directory / f"{name}.sh"
        return None


def register(toolchain: Toolchain, data: bytes, display_name: str, options: Options,
             stages: Stages | None = None) -> Result:
    """The module Enzyme will see: prepared, NRT markers in, gradient entry added.

    This is all of `nrtgrad normalize`; `differentiate` goes on from here.
    """
    stages = stages or Stages(options.save_temps)
    text = stages.keep("input.ll", numba_logs.select(
        dialect.decode(data, display_name), options.function, display_name, toolchain,
        timeout=options.timeout))
    canonical = stages.keep("canonical.ll", dialect.canonicalize(
        toolchain, text, display_name, timeout=options.timeout))
    if ENZYME_CALL.search(canonical):
        if not options.value:
            raise InputError(f"{display_name}: --no-value needs a Numba function (this module "
                             "calls Enzyme itself)")
        _check_function(canonical, options.function, display_name)
        registered = nrt.register_all_releases(canonical) if options.register_nrt else canonical
        spec = None
    else:
        found = numba_abi.find_entry(canonical, options.function, display_name)
        if options.result is not None:
            found = dataclasses.replace(
                found, result=options.result,
                return_dtype=options.result.dtype if options.result.kind == "scalar" else "")
        spec = driver.gradient_spec(found, options.name, options.wrt, options.mode,
                                    value=options.value)
        # a tuple or array result: the entry differentiated is a synthetic one that
        # copies the result into an array parameter (vector_results)
        entry, internal = found, spec
        if driver.is_vector(found):
            canonical, entry = vector_results.values_entry(canonical, found)
            spec = dataclasses.replace(spec, values=entry.arguments[-1])
            internal = vector_results.internal_spec(spec, entry)
        prepared = prepare.inline_internals(toolchain, prepare.strip_wrappers(canonical),
                                            entry.symbol, timeout=options.timeout)
        prepared = int_pointers.rewrite(prepared, entry.symbol)
        prepared = stages.keep("prepared.ll", lists.rewrite(index_types.type_index_loads(
            array_scopes.mark(gathers.scalarize(copies.type_copies(prepared, entry)), entry),
            entry.symbol), entry.symbol))
        if options.register_nrt:
            meminfos = {a.params[0][1] for a in entry.arguments if a.kind == "array"}
            prepared = sunk_refcounts.unsink(prepared, entry.symbol)
            prepared = nrt.normalize(prepared, entry.symbol, meminfos, options.mode)
        # after the ownership analysis, which decided each refcount operation
        # on the copies: merging them keeps every operation where it runs
        prepared = allocation_sites.merge(
            prepared, entry.symbol, {*nrt.ALLOCATORS, *map(nrt.alloc_marker, nrt.ALLOCATORS)})
        prepared = address_tests.pin(prepared, entry.symbol)
        prepared = enzyme_shapes.rewrite(prepared, entry.symbol)
        if spec.mode == "reverse":
            prepared = math_rules.register(prepared)
        prepared = error_joins.thread(toolchain, prepared, timeout=options.timeout)
        # Enzyme keeps a temporary released through a phi alive for the reverse
        # pass and frees it again when the function is its top level: such a
        # function stays a callee, whose arguments are cached on the tape.
        top_level = not selfcheck.releases_through_merges(prepared)
        registered = driver.annotate_types(prepared, entry, top_level=top_level) + (
            second_order.entry(spec, top_level=top_level) if spec.mode == "hvp"
            else driver.gradient_entry(internal, top_level=top_level,
                                       linkage="internal " if internal is not spec else ""))
        if internal is not spec:
            registered += vector_results.public_entry(spec, internal, registered)
        if spec.mode == "hvp":
            registered = second_order.check_supported(registered, entry)
    return Result(stages.keep("registered.ll", registered), spec)


def differentiate(toolchain: Toolchain, data: bytes, display_name: str,
                  options: Options) -> Result:
    """The derivative module for the input bytes."""
    stages = Stages(options.save_temps)
    registered = register(toolchain, data, display_name, options, stages)
    if options.target_cpu:
        target.check_cpu(toolchain, options.target_cpu, registered.module)
    passes = f"{enzyme.ENZYME_PASSES},{enzyme.CLEANUP_PASSES}"
    hessian = registered.gradient is not None and registered.gradient.mode == "hvp"
    module = registered.module
    try:
        if hessian:
            # Enzyme twice: the reverse pass, typed, then forward mode over it
            module = stages.keep("reverse-input.ll", second_order.hide_forward(module))
            reverse = enzyme.run_enzyme(
                toolchain, module, timeout=options.timeout,
                reproducer=stages.keep_command("reverse-command", toolchain, passes, True,
                                               f"{stages.count:02d}-reverse-input.ll"))
            selfcheck.check_defined_addresses(reverse)
            selfcheck.check_single_release(reverse)
            module = stages.keep("reverse.ll", nrt.second_order(
                second_order.typed_reverse(reverse)))
        last = f"{stages.count:02d}-{'reverse' if hessian else 'registered'}.ll"
        differentiated = stages.keep("enzyme.ll", enzyme.run_enzyme(
            toolchain, module, timeout=options.timeout,
            reproducer=stages.keep_command("enzyme-command", toolchain, passes, True, last)))
    except DifferentiationError as failure:
        if hessian:
            raise second_order.explain(str(failure), registered.gradient.entry) from None
        explained = blas.explain(str(failure))
        if explained is None:
            raise
        raise UnsupportedError(explained) from None
    selfcheck.check_defined_addresses(differentiated)
    selfcheck.check_single_release(differentiated)  # hvp: checked on the reverse pass
    result = stages.keep("lowered.ll", math_rules.lower(lists.internalize(blas.internalize(
        enzyme_shapes.lower(address_tests.lower(nrt.lower(
            differentiated, zero_every_allocation=hessian)))))))
    # opt verifies the lowered text (the markers are gone, the NRT calls are
    # real); -O 2 also optimizes it, while the shadows are checked on the text
    passes, stage = ("default<O2>", "optimized") if options.optimize else ("verify", "verified")
    flags = target.opt_flags(result, cpu=options.target_cpu, vector_math=options.vector_math)
    result = target.declare_vector_variants(result, flags)
    optimizing = result
    if options.optimize and options.version_loops:  # loops that vectorise unbroadcast
        optimizing = stages.keep("versioned.ll", loop_versions.version(result))
    try:
        with enzyme.OptRun(toolchain, optimizing, passes, plugin=False,
                           timeout=options.timeout, extra=flags) as run:
            selfcheck.check_shadows(result)
            selfcheck.check_shadows_stay_shadows(result)
            result = stages.keep(f"{stage}.ll", run.result())
        passes = target.REPLACE_WITH_VECTOR_LIBRARY  # what a failure from here names
        vectorised = target.call_vector_library(toolchain, result, flags,
                                                timeout=options.timeout)
    except enzyme.OptFailure as failure:
        raise DifferentiationError(f"opt failed on the derivative module ({passes}): "
                                   f"{failure}") from None
    if vectorised is not result:
        result = stages.keep("libmvec.ll", vectorised)
    result = target.portable_features(result)
    target.check_vector_calls(result, options.target_cpu)
    selfcheck.check(result, python_free=registered.gradient is not None)
    return Result(result, registered.gradient)


def _check_function(text: str, function: str | None, display_name: str) -> None:
    """--function must name a function the module differentiates."""
    if function is None:
        return
    targets = sorted({ir.unquote("@" + m.group("target")) for m in ENZYME_CALL.finditer(text)
                      if m.group("target")})
    if function not in targets:
        raise InputError(f"{display_name}: no differentiated function named {function!r} "
                         f"(differentiated here: {', '.join(targets) or 'none'})")
