#!/usr/bin/env python3
"""Dump the LLVM IR that Numba produces for the kernels in tests/inputs/kernels.py.

Usage:
    python scripts/dump_fixtures.py [--numba 0.61.2] [--out tests/inputs/numba-0.61.2]
                                    [--variants] [--keep-venv DIR] [--python PY]
                                    [--kernels a,b,c]

The script creates a throwaway virtual environment (in a temporary directory
that is deleted afterwards, unless --keep-venv DIR is given, in which case DIR
is created or reused and kept), pip-installs ``numba==VERSION`` and ``scipy``
into it (scipy provides the BLAS that ``np.dot`` / ``@`` need), and runs,
inside that venv, a small dumping program.  For every kernel of the
``KERNELS`` table it compiles ``numba.njit(signature)(function)`` and writes

    OUT/<kernel>.ll      dispatcher.inspect_llvm(dispatcher.signatures[0])

i.e. the whole module text Numba produced, including the ``cpython.``
wrapper.  It also writes ``OUT/manifest.json`` with the numba, llvmlite and
LLVM versions and, per kernel, its name, signature, native entry symbol
(``fndesc.mangled_name``), file name and the value of the kernel on its
example arguments (``make_args(seed=0, n=8)``).

With --variants, a few kernels are additionally dumped as

    OUT/<kernel>.opt0.ll     environment NUMBA_OPT=0
    OUT/<kernel>.optmax.ll   environment NUMBA_OPT=max
    OUT/<kernel>.debug.ll    numba.njit(signature, debug=True)

Numba reads NUMBA_OPT when it is imported, so every variant runs in its own
subprocess.  All NUMBA_* variables of the calling environment are dropped so
that the output does not depend on them.

Existing ``*.ll`` files and ``manifest.json`` in OUT are removed first, so OUT
always reflects exactly one run.  With --kernels only those kernels' files are
replaced, and the manifest keeps the entries of the others.

Source file names that Numba embeds in the IR (locations inside pickled
exception data, debug-info ``DIFile`` entries) are recorded relative to the
repository root (``tests/inputs/kernels.py``) or to the ``sys.path`` entry
they were imported from (``numba/np/arrayobj.py``), so the fixtures do not
depend on where the repository or the venv live.  Nothing else is changed:
each ``.ll`` file is the module text exactly as Numba returned it.

The mangled entry symbols contain a per-process function counter
(``...B2v1B...``), so they depend on the order in which kernels are compiled;
read them from manifest.json rather than hard-coding them.

This script uses the Python standard library only (Python >= 3.10).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
KERNELS_FILE = REPO_ROOT / "tests" / "inputs" / "kernels.py"
DEFAULT_NUMBA = "0.61.2"

# Kernels dumped in every variant with --variants: a plain loop, array
# temporaries, the loop-carried ODE loop, an internal array callee and a
# growing list.
VARIANT_KERNELS = ["sum_sq", "exp_mul_sum", "ode_euler", "cumsum_sin", "list_append_sum"]

VARIANTS = {
    # mode: (file suffix, extra environment)
    "opt0": (".opt0", {"NUMBA_OPT": "0"}),
    "optmax": (".optmax", {"NUMBA_OPT": "max"}),
    "debug": (".debug", {}),
}

# Run first inside the venv: source files (and the modules imported from them)
# compiled under names relative to the repository root or to their sys.path
# entry ("numba/np/linalg.py") instead of absolute paths, so that the file
# names Numba embeds in the IR (pickled exception locations, debug info) do
# not depend on where the venv or the repository live.
RELATIVE_SOURCES = r'''
import importlib.machinery as machinery
import os, sys, types

sys.path[:] = [p for p in sys.path if p not in ("", os.getcwd())]
_roots = sorted((os.path.abspath(p) for p in sys.path if p), key=len, reverse=True)

def _relname(path):
    for root in _roots:
        if path.startswith(root + os.sep):
            return os.path.relpath(path, root).replace(os.sep, "/")
    return os.path.basename(path)

class _RelativeSourceLoader(machinery.SourceFileLoader):
    def get_code(self, fullname):
        path = self.get_filename(fullname)
        return compile(self.get_data(path), _relname(path), "exec", dont_inherit=True)

sys.path_hooks.insert(0, machinery.FileFinder.path_hook(
    (machinery.ExtensionFileLoader, machinery.EXTENSION_SUFFIXES),
    (_RelativeSourceLoader, machinery.SOURCE_SUFFIXES),
    (machinery.SourcelessFileLoader, machinery.BYTECODE_SUFFIXES)))
sys.path_importer_cache.clear()
'''

# Program run inside the venv, after RELATIVE_SOURCES.
# argv: kernels_file kernels_name out_dir mode names result_json
DUMPER = RELATIVE_SOURCES + r'''
import json, traceback
import numpy as np
from pathlib import Path

kernels_file, kernels_name, out_dir, mode, names, result_path = sys.argv[1:7]
out_dir = Path(out_dir)
names = [n for n in names.split(",") if n]

mod = types.ModuleType("kernels")
mod.__file__ = kernels_name
sys.modules["kernels"] = mod
with open(kernels_file, "rb") as fh:
    exec(compile(fh.read(), kernels_name, "exec", dont_inherit=True), mod.__dict__)

import numba
import llvmlite
import llvmlite.binding as llvm
import numpy
from numba.core import debuginfo

try:
    import scipy
    scipy_version = scipy.__version__
except ImportError:
    scipy_version = None

# DIBuilder makes the file name absolute (os.path.abspath, cwd-dependent);
# give its module an os.path whose abspath leaves relative names alone.
_relpath_mod = types.ModuleType("os.path")
_relpath_mod.__dict__.update({k: v for k, v in vars(os.path).items() if not k.startswith("__")})
_relpath_mod.abspath = os.path.normpath
debuginfo.os = types.SimpleNamespace(path=_relpath_mod)

suffix = {"default": "", "opt0": ".opt0", "optmax": ".optmax", "debug": ".debug"}[mode]
result = {
    "numba_version": numba.__version__,
    "llvmlite_version": llvmlite.__version__,
    "llvm_version": ".".join(str(v) for v in llvm.llvm_version_info),
    "numpy_version": numpy.__version__,
    "scipy_version": scipy_version,
    "python_version": ".".join(str(v) for v in sys.version_info[:3]),
    "numba_opt": ("max" if getattr(numba.config.OPT, "is_opt_max", False)
                  else int(numba.config.OPT)),
    "kernels": [],
}

for name in names:
    fn, sig, make_args = mod.KERNELS[name]
    entry = {"name": name, "signature": sig}
    try:
        disp = numba.njit(sig, debug=(mode == "debug"),
                          parallel=name in getattr(mod, "PARALLEL", ()))(fn)
        csig = disp.signatures[0]
        text = disp.inspect_llvm(csig)
        fndesc = disp.overloads[csig].fndesc
        symbol = fndesc.mangled_name
        if symbol not in text:
            raise RuntimeError("entry symbol %s not found in the IR" % symbol)
        fname = name + suffix + ".ll"
        (out_dir / fname).write_text(text, encoding="utf-8")
        entry.update(file=fname, symbol=symbol,
                     cpython_wrapper=fndesc.llvm_cpython_wrapper_name)
        args = make_args(0, 8)
        # a scalar, or the values of a tuple or array result
        value = np.asarray(disp(*args), dtype=np.float64)
        ref = np.asarray(fn(*args), dtype=np.float64)
        # float32 kernels round differently compiled (fused, reordered) and interpreted
        tolerance = 1e-5 if "float32" in sig else 1e-9
        if value.shape != ref.shape or not np.allclose(value, ref, rtol=tolerance, atol=1e-12):
            raise RuntimeError("compiled value %r != interpreted value %r" % (value, ref))
        entry["example"] = {"seed": 0, "n": 8, "value": value.tolist()}
        print("  [%s] %-16s -> %s (%d bytes)" % (mode, name, fname, len(text)), flush=True)
    except Exception as exc:
        msg = "%s: %s" % (type(exc).__name__, (str(exc).strip().splitlines() or [""])[0])
        entry["error"] = msg
        print("  [%s] %-16s FAILED: %s" % (mode, name, msg), flush=True)
        traceback.print_exc(file=sys.stderr)
    result["kernels"].append(entry)

Path(result_path).write_text(json.dumps(result, indent=2), encoding="utf-8")
'''


def log(msg: str) -> None:
    print(f"[dump_fixtures] {msg}", flush=True)


def die(msg: str) -> "None":
    print(f"dump_fixtures: error: {msg}", file=sys.stderr, flush=True)
    sys.exit(1)


def venv_python(venv: Path) -> Path:
    return venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def clean_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("NUMBA_")}
    env.pop("PYTHONPATH", None)
    env["PYTHONHASHSEED"] = "0"
    env.update(extra or {})
    return env


def installed_numba(py: Path) -> str | None:
    """numba version importable in the venv (with scipy), or None."""
    proc = subprocess.run(
        [str(py), "-c", "import numba, scipy; print(numba.__version__)"],
        capture_output=True, text=True, env=clean_env(),
    )
    return proc.stdout.strip() if proc.returncode == 0 else None


def pip_install(py: Path, numba_version: str, log_file: Path) -> None:
    cmd = [str(py), "-m", "pip", "install", "--disable-pip-version-check",
           f"numba=={numba_version}", "scipy"]
    log(f"pip install numba=={numba_version} scipy")
    with open(log_file, "w", encoding="utf-8") as fh:
        proc = subprocess.run(cmd, stdout=fh, stderr=subprocess.STDOUT, env=clean_env())
    if proc.returncode != 0:
        lines = log_file.read_text(encoding="utf-8", errors="replace").splitlines()
        errors = [ln.strip() for ln in lines if ln.startswith("ERROR")]
        detail = errors[-1] if errors else (lines[-1].strip() if lines else "no output")
        die(f"pip install numba=={numba_version} scipy failed (exit {proc.returncode}): {detail}")


def prepare_venv(venv: Path, python: str, numba_version: str, log_dir: Path) -> Path:
    py = venv_python(venv)
    if py.exists():
        have = installed_numba(py)
        if have == numba_version:
            log(f"reusing venv {venv} (numba {have})")
            return py
        log(f"venv {venv} has numba {have or 'not installed'}; installing {numba_version}")
    else:
        log(f"creating venv {venv} with {python}")
        proc = subprocess.run([python, "-m", "venv", str(venv)], capture_output=True, text=True)
        if proc.returncode != 0:
            detail = (proc.stderr.strip().splitlines() or ["no output"])[-1]
            die(f"could not create a venv with {python}: {detail}")
    pip_install(py, numba_version, log_dir / f"pip-numba-{numba_version}.log")
    have = installed_numba(py)
    if have != numba_version:
        die(f"after pip install, the venv imports numba {have!r}, expected {numba_version}")
    return py


def run_dumper(py: Path, out: Path, mode: str, names: list[str], work: Path,
               env_extra: dict[str, str]) -> dict:
    result_file = work / f"result-{mode}.json"
    log(f"dumping {len(names)} kernel(s), mode {mode}"
        + (f" ({' '.join(f'{k}={v}' for k, v in env_extra.items())})" if env_extra else ""))
    proc = subprocess.run(
        [str(py), "-c", DUMPER, str(KERNELS_FILE),
         KERNELS_FILE.relative_to(REPO_ROOT).as_posix(), str(out), mode, ",".join(names),
         str(result_file)],
        env=clean_env(env_extra), cwd=str(REPO_ROOT),
    )
    if proc.returncode != 0 or not result_file.exists():
        die(f"the dumping program failed in mode {mode} (exit {proc.returncode})")
    return json.loads(result_file.read_text(encoding="utf-8"))


def kernel_names(selected: str | None) -> list[str]:
    # Read the table's keys without importing NumPy into this interpreter.
    import ast

    tree = ast.parse(KERNELS_FILE.read_text(encoding="utf-8"))
    for node in tree.body:
        if (isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict)
                and any(isinstance(t, ast.Name) and t.id == "KERNELS" for t in node.targets)):
            names = [k.value for k in node.value.keys if isinstance(k, ast.Constant)]
            break
    else:
        die(f"no KERNELS table found in {KERNELS_FILE.name}")
    if selected:
        wanted = [n.strip() for n in selected.split(",") if n.strip()]
        unknown = [n for n in wanted if n not in names]
        if unknown:
            die(f"unknown kernel(s): {', '.join(unknown)}")
        names = [n for n in names if n in wanted]
    return names


def _previous_manifest(out: Path) -> dict | None:
    path = out / "manifest.json"
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else None


def _keep_other_kernels(manifest: dict, previous: dict, names: list[str]) -> None:
    """Entries of the kernels not dumped this time stay, in kernels.py's order."""
    order = {name: i for i, name in enumerate(kernel_names(None))}
    for key in ("kernels", "failed"):
        kept = [e for e in previous.get(key, []) if e["name"] not in names]
        manifest[key] = sorted(kept + manifest[key], key=lambda e: order.get(e["name"], len(order)))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--numba", default=DEFAULT_NUMBA, help="numba version to install (default %(default)s)")
    ap.add_argument("--out", type=Path, help="output directory (default tests/inputs/numba-VERSION)")
    ap.add_argument("--variants", action="store_true",
                    help="also dump NUMBA_OPT=0 / NUMBA_OPT=max / debug=True variants of a few kernels")
    ap.add_argument("--keep-venv", type=Path, metavar="DIR",
                    help="create (or reuse) the venv in DIR and keep it")
    ap.add_argument("--python", default=sys.executable,
                    help="interpreter used to create the venv (default: this one)")
    ap.add_argument("--kernels", help="comma-separated subset of kernels to dump")
    args = ap.parse_args(argv)

    out = (args.out or REPO_ROOT / "tests" / "inputs" / f"numba-{args.numba}").resolve()
    names = kernel_names(args.kernels)
    with tempfile.TemporaryDirectory(prefix="nrtgrad-dump-") as tmp:
        work = Path(tmp)
        venv = args.keep_venv.resolve() if args.keep_venv else work / "venv"
        py = prepare_venv(venv, args.python, args.numba, work)

        # Only now that the venv is usable, replace the previous output (with
        # --kernels, only those kernels' files; the manifest keeps the others).
        out.mkdir(parents=True, exist_ok=True)
        previous = _previous_manifest(out) if args.kernels else None
        stale = [p for n in names for p in [out / f"{n}.ll", *out.glob(f"{n}.*.ll")]] \
            if args.kernels else list(out.glob("*.ll"))
        for path in stale + [out / "manifest.json"]:
            if path.exists():
                path.unlink()

        base = run_dumper(py, out, "default", names, work, {})
        results = {"default": base}
        if args.variants:
            vnames = [n for n in VARIANT_KERNELS if n in names]
            for mode, (_suffix, env_extra) in VARIANTS.items():
                results[mode] = run_dumper(py, out, mode, vnames, work, env_extra)
        if not args.keep_venv:
            log("removing the temporary venv")

    manifest = {k: base[k] for k in ("numba_version", "llvmlite_version", "llvm_version",
                                     "python_version", "numpy_version", "scipy_version")}
    manifest["kernels"] = []
    manifest["failed"] = []
    by_mode = {mode: {k["name"]: k for k in res["kernels"]} for mode, res in results.items()}
    for entry in base["kernels"]:
        if "error" in entry:
            manifest["failed"].append(entry)
            continue
        variants = {}
        for mode in VARIANTS:
            v = by_mode.get(mode, {}).get(entry["name"])
            if v and "error" not in v:
                variants[mode] = {"file": v["file"], "symbol": v["symbol"],
                                  "numba_opt": results[mode]["numba_opt"],
                                  "debug": mode == "debug"}
            elif v:
                manifest["failed"].append(dict(v, variant=mode))
        if variants:
            entry["variants"] = variants
        manifest["kernels"].append(entry)
    if previous is not None:
        _keep_other_kernels(manifest, previous, names)
    (out / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")

    n_files = len(list(out.glob("*.ll")))
    log(f"wrote {n_files} .ll file(s) and manifest.json to {out} "
        f"(numba {manifest['numba_version']}, llvmlite {manifest['llvmlite_version']}, "
        f"LLVM {manifest['llvm_version']})")
    if manifest["failed"]:
        for f in manifest["failed"]:
            log(f"FAILED {f['name']}{' (' + f['variant'] + ')' if 'variant' in f else ''}: {f['error']}")
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
