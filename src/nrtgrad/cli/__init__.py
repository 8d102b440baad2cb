"""The `nrtgrad` command line: options, exit codes and error output; nothing else.

Every failure is one line on stderr and an exit code scripts can trust:
0 success, 1 differentiation or toolchain failure, 2 bad input or usage.
Heavy modules are imported inside the commands so `--help` stays fast.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from .. import __version__
from ..errors import InputError, NrtgradError, ToolchainError
from .output import check_output_path, read_input, write_atomically, write_output

EXAMPLES = """
\b
Examples:
  nrtgrad toolchain install                 # once: fetch the Enzyme plugin
  nrtgrad dump kernels.py:energy -o f.ll    # a Numba function's module
  nrtgrad differentiate f.ll -o f_grad.ll   # f.ll as dumped by Numba
  nrtgrad differentiate f.ll | llc -O2 -o f.s
  nrtgrad differentiate a.ll b.ll -o grads/ # several, in parallel (-j N)
  nrtgrad inspect f.ll
"""


class Context:
    debug = False


def _fail(error: Exception) -> None:
    if isinstance(error, NrtgradError):
        click.echo(f"nrtgrad: error: {error}", err=True)
        sys.exit(error.exit_code)
    click.echo(f"nrtgrad: internal error: {type(error).__name__}: {error} "
               "(rerun with --debug for a traceback)", err=True)
    sys.exit(1)


def _guarded(function):
    """Run a command body, turning exceptions into one line and an exit code."""
    def run(*args, **kwargs):
        try:
            return function(*args, **kwargs)
        except (click.exceptions.Exit, click.ClickException, SystemExit):
            raise
        except KeyboardInterrupt:
            click.echo("nrtgrad: interrupted", err=True)
            sys.exit(130)
        except Exception as error:  # noqa: BLE001 - the one place errors become exit codes
            if Context.debug:
                raise
            _fail(error)
    run.__name__ = function.__name__
    run.__doc__ = function.__doc__
    return run


class _Commands(click.Group):
    """click's command group, whose own errors (a usage error: an unknown option, a
    missing argument, a bad value) are one line on stderr too, with the exit code
    click gives them (2 for usage)."""

    def main(self, *args, **kwargs):
        kwargs.pop("standalone_mode", None)
        try:
            result = super().main(*args, standalone_mode=False, **kwargs)
        except click.UsageError as error:
            command = error.ctx.command_path if error.ctx else "nrtgrad"
            click.echo(f"nrtgrad: error: {error.format_message()} (see '{command} --help')",
                       err=True)
            sys.exit(error.exit_code)
        except click.ClickException as error:
            click.echo(f"nrtgrad: error: {error.format_message()}", err=True)
            sys.exit(error.exit_code)
        except click.exceptions.Abort:
            click.echo("nrtgrad: interrupted", err=True)
            sys.exit(130)
        sys.exit(result if isinstance(result, int) else 0)


def _print_version(ctx: click.Context) -> None:
    from .. import toolchain as tc

    click.echo(f"nrtgrad {__version__}")
    try:
        found = tc.find()
        click.echo(f"Enzyme {found.enzyme_version}, LLVM {found.llvm_version} ({found.opt})")
    except NrtgradError as error:
        click.echo(f"Enzyme: {error}")
    ctx.exit()


@click.group(cls=_Commands, epilog=EXAMPLES,
             context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--version", is_flag=True, is_eager=True, expose_value=False,
              callback=lambda ctx, _, value: _print_version(ctx) if value else None,
              help="Show nrtgrad's version and the Enzyme and LLVM it runs, and exit.")
@click.option("--debug", is_flag=True, help="Show Python tracebacks for failures.")
def main(debug: bool) -> None:
    """Gradients of Numba code: differentiate Numba-dumped LLVM IR with Enzyme.

    nrtgrad teaches Enzyme the Numba runtime (NRT): which decref frees an
    array, which refcount operations are inactive, and how to allocate a
    zeroed shadow array. The output is valid LLVM IR with a C-callable
    gradient entry point.
    """
    Context.debug = debug


@main.command(epilog="""
\b
Exit codes: 0 success; 1 differentiation failed (Enzyme error or crash,
unsupported construct); 2 bad input or usage. On failure no output file is
created or changed.
""")
@click.argument("input_paths", metavar="IN.ll [IN2.ll ...]", nargs=-1, required=True)
@click.option("-o", "--output", "output", metavar="OUT",
              help="Output file; '-' or no -o writes to stdout. With several inputs: "
                   "a directory (created if needed) that gets <stem>_grad.ll (_jvp.ll, "
                   "_hvp.ll) "
                   "for each.")
@click.option("-j", "--jobs", type=click.IntRange(min=1), metavar="N",
              help="With several inputs: differentiate N at once (default: one per CPU).")
@click.option("--function", metavar="F",
              help="Numba function to differentiate: full symbol or Python name "
                   "(sumsq, pkg.mod.sumsq). Default: the module's only entry point.")
@click.option("--name", metavar="SYMBOL",
              help="Name of the generated entry point (default <python name>_grad).")
@click.option("--mode", type=click.Choice(["reverse", "forward", "hvp"]), default="reverse",
              show_default=True,
              help="reverse: <name>_grad; forward: <name>_jvp; hvp: <name>_hvp "
                   "(Hessian-vector products, forward over reverse).")
@click.option("--wrt", metavar="ARG[,ARG...]",
              help="Float parameters to differentiate with respect to (default: all).")
@click.option("--no-value", is_flag=True,
              help="<name>_grad leaves *out unwritten (it may be NULL) and skips what only "
                   "the function's value needs, such as a sum whose terms the gradient "
                   "recomputes: faster when only the gradient is wanted (nrtgrad.grad "
                   "compiles this way).")
@click.option("--emit", type=click.Choice(["ll", "bc", "asm", "obj"]), default="ll",
              show_default=True, help="Output format (bc/asm/obj through llvmlite).")
@click.option("--header", type=click.Path(dir_okay=False), metavar="OUT.h",
              help="Also write a C header declaring the array structs and the entry point.")
@click.option("-O", "--opt-level", "opt_level", type=click.Choice(["1", "2"]), default="2",
              show_default=True,
              help="2: run LLVM's O2 on the derivative; 1: only the cleanup after Enzyme "
                   "(for reading the derivative).")
@click.option("--target-cpu", metavar="CPU",
              help="LLVM CPU the derivative's code is for (x86-64-v3, znver3, ...; 'native': "
                   "this machine's, output then depends on the machine). Default: the "
                   "target's baseline, which runs on every machine of the target.")
@click.option("--no-vector-math", is_flag=True,
              help="Keep scalar libm calls in the derivative's loops (for a --target-cpu "
                   "with AVX2, -O2 calls glibc's libmvec vector functions there; -lm "
                   "links them).")
@click.option("--save-temps", type=click.Path(file_okay=False), metavar="DIR",
              help="Keep each pass's module (NN-<pass>.ll) and the opt commands that "
                   "ran Enzyme in DIR.")
@click.option("--timeout", type=float, default=600.0, show_default=True,
              help="Seconds before an opt run is abandoned.")
@click.option("--no-nrt-registration", is_flag=True,
              help="Do not tell Enzyme about NRT (shows what Enzyme does without it).")
@_guarded
def differentiate(input_paths, output, jobs, function, name, mode, wrt, no_value, emit, header,
                  opt_level, target_cpu, no_vector_math, save_temps, timeout,
                  no_nrt_registration):
    """Differentiate IN.ll ('-' for stdin) and write the derivative module.

    IN.ll is a module dumped by Numba (`f.inspect_llvm(sig)`, `nrtgrad dump`)
    or the log of a program run with NUMBA_DUMP_OPTIMIZED=1 or NUMBA_DUMP_LLVM=1
    (--function picks the function). The output keeps the primal and adds
    `<name>_grad`, callable from C: arrays as `nrt_array*` plus a shadow
    buffer the gradient is added to, float scalars by value plus a `double*`
    accumulator, integers by value, then `double *out` for the result
    (`float *out` for a float32 result; --no-value leaves it unwritten); it
    returns Numba's status (0 on success).
    --mode forward adds `<name>_jvp` instead, --mode hvp `<name>_hvp`
    (Hessian-vector products of a float64 result, see the README).
    Parallel regions of a function compiled with parallel=True (prange) run
    serially in the derivative.

    Modules that call Enzyme themselves (__enzyme_autodiff, __enzyme_fwddiff,
    __enzyme_augmentfwd/__enzyme_reverse ...) are differentiated as they are,
    with every NRT_decref taken as the release of its MemInfo.

    Several inputs are differentiated in parallel (-j) into the directory
    -o names, one line on stderr per finished input; the exit code is the
    worst outcome (2 over 1 over 0).
    """
    from ..toolchain import llvm
    from .. import pipeline, toolchain

    options = pipeline.Options(function=function, name=name,
                               wrt=[w.strip() for w in wrt.split(",")] if wrt else None,
                               mode=mode, value=not no_value,
                               register_nrt=not no_nrt_registration,
                               optimize=opt_level == "2", target_cpu=target_cpu,
                               vector_math=not no_vector_math, timeout=timeout,
                               save_temps=Path(save_temps) if save_temps else None)
    if len(input_paths) > 1:
        _differentiate_batch(list(input_paths), output, jobs, options, emit,
                             per_module={"--function": function, "--name": name,
                                         "--header": header, "--save-temps": save_temps})
        return
    check_output_path(output)
    check_output_path(header)
    data, display_name = read_input(input_paths[0])
    result = pipeline.differentiate(toolchain.find(), data, display_name, options)
    if header and result.gradient is None:
        raise InputError("--header needs a Numba function (this module calls Enzyme itself)")
    module = result.module
    write_output(output, module.encode() if emit == "ll" else llvm.emit(module, emit))
    if header:
        from ..entry.c_entry import c_header

        write_atomically(Path(header), c_header(result.gradient).encode())


def _differentiate_batch(inputs: list[str], output: str | None, jobs: int | None,
                         options, emit: str, per_module: dict) -> None:
    import os

    from . import batch
    from .. import toolchain

    given = [option for option, value in per_module.items() if value]
    if given:
        raise InputError(f"{', '.join(given)} name{'s' if len(given) == 1 else ''} one "
                         "module: differentiate such inputs one at a time")
    if output in (None, "-"):
        raise InputError("several inputs need -o DIR (the directory their outputs go to)")
    directory = Path(output)
    outputs = batch.output_paths(inputs, directory, emit, options.mode)
    found = toolchain.find()
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise InputError(f"cannot create {directory}: {exc.strerror}") from None
    done = [0]

    def report(outcome) -> None:
        done[0] += 1
        step = f"[{done[0]}/{len(inputs)}]"
        if outcome.error is None:
            click.echo(f"nrtgrad: {step} {outcome.input} -> {outcome.output} "
                       f"({outcome.seconds:.1f} s)", err=True)
        else:
            cause = str(outcome.error)
            if outcome.input not in cause:
                cause = f"{outcome.input}: {cause}"
            click.echo(f"nrtgrad: {step} error: {cause}", err=True)

    worst = batch.differentiate_all(found, inputs, outputs, options, emit,
                                    jobs or os.cpu_count() or 1, report)
    if worst:
        sys.exit(worst)


@main.command()
@click.argument("input_path", metavar="IN.ll")
@click.option("-o", "--output", "output", metavar="OUT",
              help="Output file; '-' or no -o writes to stdout.")
@click.option("--function", metavar="F", help="Numba function (as for differentiate).")
@click.option("--timeout", type=float, default=600.0, show_default=True,
              help="Seconds before an opt run is abandoned.")
@_guarded
def normalize(input_path, output, function, timeout):
    """Run only the NRT normalisation on IN.ll and write the module Enzyme would see.

    Refcount operations are retargeted to nrtgrad's markers (the release of
    each temporary, inactive increfs/decrefs), NRT allocations go through
    the zeroing shadow allocator, and the `<name>_grad` entry is added.
    Useful to see why a pattern is refused or what Enzyme is given.
    """
    from .. import pipeline, toolchain

    check_output_path(output)
    data, display_name = read_input(input_path)
    result = pipeline.register(toolchain.find(), data, display_name,
                               pipeline.Options(function=function, timeout=timeout))
    write_output(output, result.module.encode())


@main.command(epilog="""
\b
Examples:
  nrtgrad dump kernels.py:energy -o energy.ll
  nrtgrad dump kernels.py:energy --signature 'float64(float64[::1], float64)' \\
      | nrtgrad differentiate - -o energy_grad.ll
  nrtgrad dump kernels.py:energy --all-signatures -o ir/   # ir/energy.0.ll ...
\b
A function compiled with parallel=True is dumped with its parallel regions;
its derivative runs them serially.
\b
Exit codes: 0 success; 1 Numba is not installed; 2 bad usage (no such file
or function, not a Numba function, a signature that does not compile).
""")
@click.argument("target", metavar="FILE.py:FUNCTION")
@click.option("--signature", metavar="SIG",
              help="Numba signature to compile FUNCTION for, e.g. "
                   "'float64(float64[::1], float64)'. Default: the signature it was compiled "
                   "for (with @njit('...') or a call at the top level of the file).")
@click.option("--all-signatures", is_flag=True,
              help="Write the module of every signature FUNCTION was compiled for "
                   "into the directory -o names (created if needed): FUNCTION.0.ll, "
                   "FUNCTION.1.ll ...")
@click.option("-o", "--output", "output", metavar="OUT",
              help="Output file, or a directory (existing, or ending in /) that gets "
                   "FUNCTION.ll; '-' or no -o writes to stdout.")
@_guarded
def dump(target, signature, all_signatures, output):
    """Write the LLVM module of a Numba function of a Python file, for `differentiate`.

    FILE.py is imported with the Numba of this Python, as a module: its
    `if __name__ == "__main__":` block does not run, and what it prints goes
    to stderr. FUNCTION must be a Numba function (@numba.njit). Without
    --signature, FUNCTION's compiled signature is used; when it has none,
    FILE.py runs as a program once, so that its main block's calls compile
    it. The module is Numba's `FUNCTION.inspect_llvm(signature)`, which
    `nrtgrad differentiate` reads; when Enzyme cannot differentiate that
    module (a time loop of a run-time step count, whose array LLVM's loop
    optimisations copy), it is Numba's module from before those
    optimisations, linked, and stderr says so.
    """
    from ..frontend import numba_dump

    if signature and all_signatures:
        raise InputError("--signature and --all-signatures exclude each other")
    path, function = numba_dump.parse_target(target)
    to_directory = output not in (None, "-") and (
        all_signatures or output.endswith("/") or Path(output).is_dir())
    if all_signatures and not to_directory:
        raise InputError("--all-signatures needs -o DIR (the directory the modules go to)")
    if not to_directory:
        check_output_path(output)
    f = numba_dump.load_function(path, function)
    if signature is None and not f.signatures:
        f = numba_dump.load_function(path, function, as_main=True)
    modules = [_differentiable(f, module)
               for module in numba_dump.dump(f, signature, all_signatures)]
    if not to_directory:
        write_output(output, modules[0].text.encode())
        return
    directory = Path(output)
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise InputError(f"cannot create {directory}: {exc.strerror}") from None
    for index, module in enumerate(modules):
        written = directory / (f"{function}.{index}.ll" if all_signatures else f"{function}.ll")
        write_atomically(written, module.text.encode())
        click.echo(f"nrtgrad: {function}{module.signature} -> {written} ({module.form})",
                   err=True)


def _differentiable(f, module):
    """The module of `f` that `differentiate` takes: Numba's optimised one, unless
    Enzyme cannot differentiate it and the one from before LLVM's loop optimisations
    passes the passes before Enzyme (then that one, and a note on stderr).  Without
    the toolchain, or when neither does, the optimised one."""
    from .. import pipeline, toolchain
    from ..frontend import numba_dump

    name = f.py_func.__qualname__
    try:
        tools = toolchain.find()
        pipeline.differentiate(tools, module.text.encode(), name, pipeline.Options())
        return module
    except ToolchainError:
        return module
    except NrtgradError:
        pass
    try:
        before = numba_dump.before_loop_passes(f, module, tools)
        pipeline.register(tools, before.text.encode(), name, pipeline.Options())
    except NrtgradError:  # `differentiate` says why
        return module
    click.echo(f"nrtgrad: {name}{before.signature}: wrote {before.form}: the optimised "
               "module does not differentiate (`nrtgrad differentiate` on it says why)",
               err=True)
    return before


@main.group()
def toolchain():
    """Install or inspect the Enzyme opt plugin nrtgrad runs."""


@toolchain.command()
@click.option("--no-system-libraries", is_flag=True,
              help="On glibc < 2.38, build stubs for libz3, libedit and libxml2 even where "
                   "the system has them.")
@_guarded
def install(no_system_libraries):
    """Download the pinned Enzyme plugin and its opt into the cache, and prove they run.

    Idempotent, and offline once cached. NRTGRAD_HOME overrides the cache
    directory; NRTGRAD_WHEEL names an already downloaded wheel. Needs no
    root: on glibc older than 2.38 (Debian 12) the three libraries of the
    wheel that cannot load there, and that opt never calls, are linked to the
    system's copies, or replaced by stubs built with the C compiler.
    """
    from .. import toolchain as tc

    result = tc.install(progress=lambda line: click.echo(f"nrtgrad: {line}", err=True),
                        system_libraries=not no_system_libraries)
    click.echo(f"Enzyme {result.enzyme_version} on LLVM {result.llvm_version}: {result.opt}")


@toolchain.command()
@_guarded
def status():
    """Show which opt and Enzyme plugin nrtgrad would use, and why."""
    from rich.console import Console
    from rich.table import Table

    from .. import toolchain as tc

    found = tc.find()
    table = Table(title="nrtgrad toolchain", show_header=False)
    table.add_column(no_wrap=True)
    table.add_column(overflow="fold")
    table.add_row("source", "NRTGRAD_OPT / NRTGRAD_ENZYME_PLUGIN" if found.source == "environment"
                  else f"installed cache ({tc.tree_dir()})")
    table.add_row("opt", str(found.opt))
    table.add_row("LLVM", found.llvm_version)
    table.add_row("Enzyme plugin", str(found.plugin))
    table.add_row("Enzyme version", found.enzyme_version)
    stand_ins = [f"{vendored} -> " + ("a stub (opt never calls it)" if stand_in == "stub"
                                      else stand_in)
                 for vendored, stand_in in found.substitutes.items()]
    table.add_row("glibc substitution",
                  "; ".join(stand_ins) or "no: vendored libraries run as they are")
    table.add_row("opt --version", "runs, LLVM " + tc.llvm_version_of(found.opt))
    Console().print(table)


@main.command()
@click.argument("input_path", metavar="IN.ll")
@click.option("--function", metavar="F",
              help="In a NUMBA_DUMP_OPTIMIZED / NUMBA_DUMP_LLVM log: the function whose "
                   "module to show.")
@click.option("--timeout", type=float, default=600.0, show_default=True,
              help="Seconds before the opt run that reads the input is abandoned.")
@_guarded
def inspect(input_path, function, timeout):
    """Show the Numba entry points and NRT operations of IN.ll ('-' for stdin).

    Lists each entry point's Python name, Numba signature and arguments (and
    which get a derivative), the runtime calls of every defined function, and
    the defined functions that are not entry points.
    """
    from rich.console import Console
    from rich.table import Table

    from ..entry.c_entry import DERIVATIVE_ENTRY
    from ..frontend import dialect, numba_abi, numba_logs
    from .. import toolchain

    data, name = read_input(input_path)
    found = toolchain.find()
    text = dialect.canonicalize(found, numba_logs.select(
        dialect.decode(data, name), function, name, found, timeout=timeout), name,
        timeout=timeout)
    entries = numba_abi.entry_points(text)

    def short(symbol, width=32):
        return symbol if len(symbol) <= width else symbol[:width - 1] + "…"

    console = Console()
    table = Table(title=f"Numba entry points in {name}")
    table.add_column("symbol", max_width=20, no_wrap=True)
    table.add_column("Python name", overflow="fold")
    table.add_column("signature", overflow="fold")
    table.add_column("arguments")
    for entry in entries:
        arguments = "\n".join(
            f"{a.name}: {a.dtype}" + (f" {a.ndim}-D {a.layout} array" if a.kind == "array" else "")
            + (", derivative" if a.is_float else ", no derivative")
            for a in entry.arguments)
        table.add_row(entry.symbol, entry.qualname, entry.signature, arguments)
    console.print(table if entries else "No Numba entry point.")

    entry_symbols = {entry.symbol: entry.qualname for entry in entries}
    calls = numba_abi.runtime_calls(text)
    table = Table(title="Runtime calls per defined function")
    table.add_column("function")
    for category in numba_abi.RUNTIME_CATEGORIES:
        table.add_column(category, justify="right", min_width=len(category))
    for symbol, counts in calls.items():
        label = entry_symbols.get(symbol) or numba_abi.describe(symbol)[0] or symbol
        table.add_row(short(label, 24),
                      *(str(counts[category]) for category in numba_abi.RUNTIME_CATEGORIES))
    console.print(table)

    table = Table(title="Other defined functions")
    table.add_column("symbol", no_wrap=True)
    table.add_column("demangled", overflow="fold")
    table.add_column("role", no_wrap=True)
    derivatives = set(DERIVATIVE_ENTRY.findall(text))
    for symbol in calls:
        if symbol in derivatives:
            table.add_row(short(symbol), "", "nrtgrad entry point (a derivative)")
        elif symbol not in entry_symbols:
            table.add_row(short(symbol), *numba_abi.describe(symbol))
    console.print(table)


@main.group()
def runtime():
    """Build the standalone NRT runtime C and C++ programs link derivatives with."""


@runtime.command(name="build", epilog="""
\b
Example:
  nrtgrad differentiate f.ll --emit obj -o f_grad.o --header f_grad.h
  nrtgrad runtime build -o rt
  cc -std=c99 -Irt main.c f_grad.o -Lrt -lnrtgrad_rt -lm -o main
  # derivatives of matrix products (np.dot, @) also need the BLAS helpers:
  cc ... f_grad.o -Lrt -lnrtgrad_rt -lnrtgrad_rt_blas $(cat rt/blas-libs.txt) -lm
\b
Exit codes: 0 success; 1 no C compiler or archiver, or the build failed;
2 bad usage (DIR cannot be written).
""")
@click.option("-o", "--output", "output", metavar="DIR", required=True,
              help="Directory for libnrtgrad_rt.a and nrtgrad_rt.h (created if missing).")
@_guarded
def runtime_build(output):
    """Compile the runtime into DIR/libnrtgrad_rt.a and copy DIR/nrtgrad_rt.h.

    Uses the system C compiler (CC, else cc, gcc or clang) and archiver
    (AR, else ar). The library provides every NRT function a derivative
    object calls, except NRT_incref/NRT_decref, which each object defines.
    With a system CBLAS (NRTGRAD_BLAS_LIBS, else -lopenblas, -lcblas or
    -lblas, the first that links) it also writes DIR/libnrtgrad_rt_blas.a,
    Numba's BLAS helpers that derivatives of matrix products call, and
    DIR/blas-libs.txt, the flags to link that CBLAS with.
    """
    from ..native import runtime as rt

    paths = rt.build(Path(output))
    for path in paths:
        click.echo(str(path))
    if not any(path.name == rt.BLAS_LIBRARY for path in paths):
        click.echo(f"nrtgrad: note: {rt.NO_BLAS}: derivatives of matrix products "
                   "(np.dot, @) will not link", err=True)


@main.command(name="check", epilog="""
\b
Examples:
  nrtgrad check ir/                          # every .ll under ir/, one worker per core
  nrtgrad check ir/ --junit report.xml -j 4  # JUnit XML for the CI's test report
  nrtgrad check sumsq.ll --seed 3            # other random inputs
  nrtgrad check ir/ --shard 2/4 --junit report-2.xml   # job 2 of a CI matrix of 4
\b
Sidecar ir/gather.check.toml (beside ir/gather.ll), every key optional:
  function = "gather"          # when the module has several entry points
  [args.x]
  shape = [16]                 # pins one size; default: 9 sizes, 1 to 1003
  low = -2.0                   # uniform in [low, high]; default [-1, 1]
  high = 2.0
  [args.idx]
  values = [0, 5, 3]           # or low/high (inclusive) for integers
\b
Sharding: --shard I/N checks the I-th of N parts of the files, so that N CI
jobs (a matrix, I = 1..N) check all of them at once. Give every job the same
PATH...: each file is in exactly one shard, whatever the order of PATH...,
-j or the machine; the shards are dealt by file size, so they take about
the same time. A shard with no file passes.
\b
Exit codes: 0 nothing failed (skipped files are fine); 1 a check failed or a
file could not be differentiated; 2 bad usage (no .ll file found, a --shard
that is not I/N with 1 <= I <= N).
""")
@click.argument("paths", nargs=-1, required=True, metavar="PATH...")
@click.option("-j", "--jobs", type=click.IntRange(min=1), default=None, metavar="N",
              help="Worker processes (default: the number of cores).")
@click.option("--junit", type=click.Path(dir_okay=False), metavar="REPORT.xml",
              help="Also write a JUnit XML report: one testcase per file.")
@click.option("--seed", type=int, default=0, show_default=True,
              help="Seed of the random inputs and directions (a sidecar may override it).")
@click.option("--rtol", type=float, default=None,
              help="Tolerance on errors relative to the largest reference magnitude "
                   "(at least 1). Default: 1e-5; 5e-3 for a function with float32 "
                   "parameters, 2e-2 for a float32 result, tuple or array (their finite "
                   "differences carry float32 rounding).")
@click.option("--timeout", type=float, default=600.0, show_default=True,
              help="Seconds before an opt run is abandoned.")
@click.option("--shard", metavar="I/N",
              help="Check only shard I of N (1 <= I <= N): one job of a CI matrix. "
                   "Shards 1..N together check every file exactly once, the same files "
                   "on every machine and in every order of PATH...")
@_guarded
def check_command(paths, jobs, junit, seed, rtol, timeout, shard):
    """Check the derivatives of Numba IR files against finite differences, for CI.

    Every .ll file in PATH... (directories are searched recursively) is
    differentiated in reverse and forward mode and run, without Numba, on
    random inputs against the package's C runtime: the gradient must match
    central finite differences of the Numba function, the result must equal
    it, every NRT allocation must be freed and argument reference counts must
    not change, and the forward-mode derivative along a random direction
    must equal the gradient dotted with it. A function returning a tuple or
    an array is checked through <name>_vjp (a random cotangent) and
    <name>_jvp the same way.

    Inputs: float arrays at nine sizes (1-D 1 ... 1003, 2-D 1x1 ... 11x1003)
    uniform in [-1, 1], float scalars 0.7. Integer arguments (indices) have
    no safe default: give them in NAME.check.toml beside NAME.ll, or the
    file is skipped.

    Prints a table (file, kernel, PASS/FAIL/SKIP/ERROR, sizes, max relative
    error, time) and writes --junit REPORT.xml for the CI's test report.
    """
    try:
        from ..gradcheck import check as checking, check_shards
    except ImportError as missing:
        if (missing.name or "nrtgrad").partition(".")[0] == "nrtgrad":
            raise ToolchainError(f"this nrtgrad installation is incomplete ({missing}): "
                                 "reinstall it") from None
        raise ToolchainError(f"nrtgrad check needs {missing.name}: "
                             "pip install 'nrtgrad[check]'") from None
    sys.exit(checking.main(list(paths), jobs=jobs, junit=junit,
                           settings=checking.Settings(seed=seed, rtol=rtol, timeout=timeout),
                           shard=None if shard is None else check_shards.parse(shard)))
