"""The `nrtgrad` command line: options, exit codes and error output; nothing else.

Every failure is one line on stderr and an exit code scripts can trust:
0 success, 1 differentiation or toolchain failure, 2 bad input or usage.
Heavy modules are imported inside the commands so `--help` stays fast.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from .errors import InputError, NrtgradError

EXAMPLES = """
\b
Examples:
  nrtgrad toolchain install                 # once: fetch the Enzyme plugin
  nrtgrad differentiate f.ll -o f_grad.ll   # f.ll as dumped by Numba
  nrtgrad differentiate f.ll | llc -O2 -o f.s
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


def _read_input(path: str) -> tuple[bytes, str]:
    if path == "-":
        return sys.stdin.buffer.read(), "<stdin>"
    try:
        return Path(path).read_bytes(), path
    except OSError as exc:
        raise InputError(f"cannot read {path}: {exc.strerror}") from None


def _write_output(path: str | None, data: bytes) -> None:
    from .output import write_atomically

    if path in (None, "-"):
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
    else:
        write_atomically(Path(path), data)


def _check_output_path(path: str | None) -> None:
    from .output import check_writable

    if path not in (None, "-"):
        check_writable(Path(path))


@click.group(epilog=EXAMPLES, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="nrtgrad")
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
@click.argument("input_path", metavar="IN.ll")
@click.option("-o", "--output", "output", metavar="OUT",
              help="Output file; '-' or no -o writes to stdout.")
@click.option("--function", metavar="F",
              help="Function to differentiate: full symbol or Python name.")
@click.option("--emit", type=click.Choice(["ll", "bc", "asm", "obj"]), default="ll",
              show_default=True, help="Output format (bc/asm/obj through llvmlite).")
@click.option("-O", "--opt-level", "opt_level", type=click.Choice(["1", "2"]), default="2",
              show_default=True,
              help="2: run LLVM's O2 on the derivative; 1: only the cleanup after Enzyme "
                   "(for reading the derivative).")
@click.option("--save-temps", type=click.Path(file_okay=False), metavar="DIR",
              help="Keep every stage's module and the opt commands in DIR.")
@click.option("--timeout", type=float, default=600.0, show_default=True,
              help="Seconds before an opt run is abandoned.")
@click.option("--no-nrt-registration", is_flag=True,
              help="Do not tell Enzyme about NRT (shows what Enzyme does without it).")
@_guarded
def differentiate(input_path, output, function, emit, opt_level, save_temps, timeout,
                  no_nrt_registration):
    """Differentiate IN.ll ('-' for stdin) and write the derivative module.

    Modules that call __enzyme_autodiff / __enzyme_fwddiff themselves are
    differentiated as they are, with every NRT_decref registered as the
    deallocation of its MemInfo and every NRT allocation given a shadow
    MemInfo with zeroed data.
    """
    from . import llvm, pipeline, toolchain

    _check_output_path(output)
    data, name = _read_input(input_path)
    options = pipeline.Options(function=function, register_nrt=not no_nrt_registration,
                               optimize=opt_level == "2", timeout=timeout,
                               save_temps=Path(save_temps) if save_temps else None)
    text = pipeline.differentiate(toolchain.find(), data, name, options)
    _write_output(output, text.encode() if emit == "ll" else llvm.emit(text, emit))


@main.group()
def toolchain():
    """Install or inspect the Enzyme opt plugin nrtgrad runs."""


@toolchain.command()
@_guarded
def install():
    """Download the pinned Enzyme plugin and its opt into the cache, and prove they run.

    Idempotent, and offline once cached. NRTGRAD_HOME overrides the cache
    directory; NRTGRAD_WHEEL names an already downloaded wheel.
    """
    from . import toolchain as tc

    result = tc.install(progress=lambda line: click.echo(f"nrtgrad: {line}", err=True))
    click.echo(f"Enzyme {result.enzyme_version} on LLVM {result.llvm_version}: {result.opt}")


@toolchain.command()
@_guarded
def status():
    """Show which opt and Enzyme plugin nrtgrad would use, and why."""
    from rich.console import Console
    from rich.table import Table

    from . import toolchain as tc

    found = tc.find()
    table = Table(title="nrtgrad toolchain", show_header=False)
    table.add_row("source", "NRTGRAD_OPT / NRTGRAD_ENZYME_PLUGIN" if found.source == "environment"
                  else f"installed cache ({tc.tree_dir()})")
    table.add_row("opt", str(found.opt))
    table.add_row("LLVM", found.llvm_version)
    table.add_row("Enzyme plugin", str(found.plugin))
    table.add_row("Enzyme version", found.enzyme_version)
    table.add_row("glibc substitution",
                  "yes: libz3, libedit, libxml2 linked to the system's copies"
                  if found.glibc_substitution else "no: vendored libraries run as they are")
    table.add_row("opt --version", "runs, LLVM " + tc.llvm_version_of(found.opt))
    Console().print(table)
