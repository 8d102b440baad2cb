"""Running opt, with or without the Enzyme plugin, and turning its failures into messages.

opt reads the module on stdin and prints it on stdout, both temporary files.
A non-zero exit, a signal (the plugin is built with assertions and aborts)
or a timeout becomes one line: the reason opt (or Enzyme) gives
(`opt_reason`), which `explain` puts in Python terms with a way forward.
The caller decides the exit code: a parse failure on the user's input is bad input (2), everything
after that is a failed differentiation (1).

Enzyme iterates containers keyed by pointers (blocks, values): its block
order, cache switch cases and tape layout follow heap addresses.  So opt
runs without address-space randomisation, and loads the plugin through a
path of fixed length (dlopen and opt copy it onto the heap, so a longer
install directory would move everything after it), opt itself by a path of
that length too (its stack starts below argv[0]), with a fixed
environment (the number of variables moves the heap too), and reads its
input from a file, whose reads do not depend on scheduling as a pipe's do:
the same module, passes and toolchain give the same bytes, whatever the
run, the caller's environment, the load on the machine or the install
directory.
"""

from __future__ import annotations

import ctypes
import dataclasses
import os
import re
import select
import shlex
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from ..frontend import python_names
from ..errors import REPORT, DifferentiationError
from ..toolchain import ENZYME_VERSION, Toolchain

# Enzyme's reverse pass with the NRT registration; `preserve-nvvm` must come
# first for __enzyme_allocation_like to take effect, `always-inline` puts the
# Numba function into the primal wrapper Enzyme differentiates.
ENZYME_PASSES = "preserve-nvvm,always-inline,enzyme"
CLEANUP_PASSES = "mem2reg,instsimplify,adce,loop-deletion,correlated-propagation,simplifycfg"
DEFAULT_TIMEOUT = 600.0
# how an OptFailure of a run that passed its timeout starts (the API says it its own way)
TIMED_OUT = "opt did not finish within"

ADDR_NO_RANDOMIZE = 0x0040000  # linux/personality.h
PR_SET_PDEATHSIG = 1  # linux/prctl.h
PLUGIN_PATH_LENGTH = 1024
# Enzyme iterates some maps in pointer order, so opt's memory layout
# decides parts of its output; at a few layouts it emits a derivative the
# verifier rejects ("Instruction does not dominate all uses!").  Such a run is
# retried at the next path length, which moves opt's stack and heap: the
# lengths are fixed, so the output stays byte-identical from run to run.
RETRY_PATH_LENGTHS = (PLUGIN_PATH_LENGTH, PLUGIN_PATH_LENGTH + 16, PLUGIN_PATH_LENGTH + 32)
_INVALID_OUTPUT = "function failed verification"
# Enzyme's option that caches allocations for the reverse pass instead of making them
# again there: a derivative the verifier rejects at every layout is tried once more with
# it (Enzyme 0.0.289 placed the code that makes again an allocation initialised by a loop
# with a remainder where it does not dominate its uses)
NO_REMATERIALIZATION = "-enzyme-rematerialize=0"
# Enzyme's min-cut choice of what the reverse pass caches: a run that aborts inside it
# is tried once more without it, caching what the reverse pass needs as Enzyme did
# before the min-cut (Enzyme 0.0.289 asserts there on a loop that reads the last
# value of a loop before it, e.g. a max then a sum of exp(x - max), when no remainder
# loop of an unrolling stands between the two)
NO_MIN_CUT = "-enzyme-mincut-cache=0"
# the function in opt's stack dump, demangled (with llvm-symbolizer) or not
_MIN_CUT_FRAME = re.compile(r"GradientUtils(?:::|15)computeMinCache")
_QUERY_PERSONALITY = 0xFFFFFFFF


def _libc_calls():
    """libc's personality(2) and prctl(2), resolved once in the parent (nothing is
    looked up after fork); None, None off Linux."""
    if not sys.platform.startswith("linux"):
        return None, None
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        personality, prctl = libc.personality, libc.prctl
    except (OSError, AttributeError):
        return None, None
    personality.argtypes, personality.restype = [ctypes.c_ulong], ctypes.c_int
    prctl.argtypes, prctl.restype = [ctypes.c_int, ctypes.c_ulong], ctypes.c_int
    return personality, prctl


_PERSONALITY, _PRCTL = _libc_calls()


def _in_child() -> None:
    """Run in the child between fork and exec: opt is killed when the process that
    started it dies (killed from outside, it cannot kill opt's group), and runs
    without ASLR.

    Foreign calls only, no imports and no locks, so it is safe in the threads
    of batch mode.  Where the kernel refuses ASLR's removal (some seccomp
    profiles), opt runs randomised: its output is still correct, only not
    byte-stable.
    """
    _PRCTL(PR_SET_PDEATHSIG, signal.SIGKILL)
    current = _PERSONALITY(_QUERY_PERSONALITY)
    if current != -1:
        _PERSONALITY(current | ADDR_NO_RANDOMIZE)


_NOISE = re.compile(r"^(PLEASE submit|Stack dump|\s*#\d+|\d+\.\s|Program arguments|"
                    r"Running pass|opt: WARNING)")
# what Enzyme prints while it differentiates, failing or not: a release through a phi
# ("freeing without malloc"), a call it caches for the reverse pass
_ENZYME_REMARK = re.compile(r"^(?:freeing without malloc|caching call:)")


@dataclasses.dataclass
class OptFailure(Exception):
    """opt did not produce a module."""

    message: str
    command: str
    in_min_cut: bool = False  # opt aborted inside Enzyme's min-cut cache choice

    def __str__(self) -> str:
        return self.message


def opt_command(toolchain: Toolchain, passes: str, *, plugin: bool,
                extra: list[str] = ()) -> list[str]:
    """opt running `passes`: a pass pipeline, or one legacy pass's flag such as
    `-replace-with-veclib`, which has no pipeline name in LLVM 15."""
    argv = [str(toolchain.opt)]
    if plugin:
        argv.append(f"-load-pass-plugin={toolchain.plugin}")
    argv += [passes if passes.startswith("-") else f"-passes={passes}", *extra, "-S", "-"]
    if toolchain.llvm_major < 16:
        argv.insert(1, "-opaque-pointers=1")
    return argv


def run_opt(toolchain: Toolchain, module: str, passes: str, *, plugin: bool,
            timeout: float = DEFAULT_TIMEOUT, extra: list[str] = (),
            path_length: int = PLUGIN_PATH_LENGTH) -> str:
    """The module after `passes`; raises OptFailure with a one-line cause."""
    with OptRun(toolchain, module, passes, plugin=plugin, timeout=timeout, extra=extra,
                path_length=path_length) as run:
        return run.result()


class OptRun:
    """opt started on a module; `result()` waits for it: the caller works meanwhile.

    opt runs in a process group of its own, which a timeout (or an
    interrupt) kills, and so does leaving the `with` block, with or without
    the result (an exception in the caller's work): nothing opt started is
    left running.  The timeout counts from the start.  opt writes its output
    and its messages to temporary files, so it never waits on a full pipe
    while the caller is busy.
    """

    def __init__(self, toolchain: Toolchain, module: str, passes: str, *, plugin: bool,
                 timeout: float = DEFAULT_TIMEOUT, extra: list[str] = (),
                 path_length: int = PLUGIN_PATH_LENGTH):
        argv = opt_command(toolchain, passes, plugin=plugin, extra=extra)
        self.command = shlex.join(argv)
        argv = [_fixed_length(toolchain.opt, path_length), *argv[1:]]
        if plugin:
            argv = _fixed_length_plugin(argv, toolchain, path_length)
        self.timeout = timeout
        self.deadline = time.monotonic() + timeout
        self.stdout, self.stderr = tempfile.TemporaryFile(), tempfile.TemporaryFile()
        # opt reads its input from a file, not a pipe: the sizes of its reads from
        # a pipe follow the scheduling, and so would its heap (and Enzyme's output)
        with tempfile.TemporaryFile() as source:
            source.write(module.encode())
            source.seek(0)
            try:
                self.process = subprocess.Popen(
                    argv, stdin=source, stdout=self.stdout, stderr=self.stderr,
                    env=_opt_environment(), start_new_session=True,
                    preexec_fn=_in_child if _PERSONALITY else None)
            except OSError as exc:
                self._close()
                raise OptFailure(f"cannot run {argv[0]}: {exc.strerror}",
                                 self.command) from None

    def __enter__(self) -> OptRun:
        return self

    def __exit__(self, *failure) -> None:
        # opt if it still runs, and whatever it started and left behind
        _kill_group(self.process)
        self._close()

    def result(self) -> str:
        """opt's output; raises OptFailure with a one-line cause."""
        try:
            _wait(self.process, max(0.0, self.deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            _kill_group(self.process)
            raise OptFailure(f"{TIMED_OUT} {self.timeout:g} s (see --timeout)",
                             self.command) from None
        except BaseException:
            _kill_group(self.process)
            raise
        if self.process.returncode == 0:
            return _read(self.stdout)
        stderr = _read(self.stderr)
        cause = opt_reason(stderr)
        if self.process.returncode < 0:
            try:
                name = signal.Signals(-self.process.returncode).name
            except ValueError:
                name = f"signal {-self.process.returncode}"
            raise OptFailure(f"opt crashed ({name}): {cause or 'no message'}", self.command,
                             in_min_cut=_MIN_CUT_FRAME.search(stderr) is not None)
        raise OptFailure(cause or f"opt exited with status {self.process.returncode}",
                         self.command)

    def _close(self) -> None:
        self.stdout.close()
        self.stderr.close()


def _wait(process: subprocess.Popen, timeout: float) -> None:
    """Wait for the process to exit, waking when it does (Popen.wait with a timeout
    polls, sleeping up to 50 ms past the exit); TimeoutExpired after `timeout` s."""
    try:
        exited = os.pidfd_open(process.pid)
    except (AttributeError, OSError):  # not Linux >= 5.3
        process.wait(timeout=timeout)
        return
    try:
        poller = select.poll()
        poller.register(exited, select.POLLIN)
        if not poller.poll(timeout * 1000):
            raise subprocess.TimeoutExpired(process.args, timeout)
    finally:
        os.close(exited)
    process.wait()


def _read(stream) -> str:
    """The text opt wrote, with universal newlines."""
    stream.seek(0)
    return stream.read().decode(errors="replace").replace("\r\n", "\n").replace("\r", "\n")


def _opt_environment() -> dict[str, str]:
    """A fixed environment for opt: how many variables it has moves opt's heap,
    and with it Enzyme's output.  Only what finding libraries may need is kept."""
    kept = {name: os.environ[name] for name in ("LD_LIBRARY_PATH",) if name in os.environ}
    return {"PATH": os.defpath, **kept}


def _fixed_length(path, length: int) -> str:
    """The absolute path padded by `./` to `length` characters."""
    path = str(Path(path).absolute())
    directory, name = os.path.split(path)
    pad = max(0, length - len(path))
    return f"{directory}/{'./' * (pad // 2)}{'/' * (pad % 2)}{name}"


def _fixed_length_plugin(argv: list[str], toolchain: Toolchain, length: int) -> list[str]:
    """argv with the plugin's path padded to `length` characters."""
    padded = _fixed_length(toolchain.plugin, length)
    return [f"-load-pass-plugin={padded}" if arg.startswith("-load-pass-plugin=") else arg
            for arg in argv]


def _kill_group(process: subprocess.Popen) -> None:
    """Kill opt and every process it started, and reap opt."""
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except OSError:
        pass
    process.wait()


def run_enzyme(toolchain: Toolchain, module: str, *, timeout: float = DEFAULT_TIMEOUT,
               reproducer: Path | None = None, options: tuple[str, ...] = ()) -> str:
    """Differentiate every __enzyme_* call in the module, then clean up.

    `reproducer` is the saved script that reruns this opt command
    (--save-temps); a failure message names it.  `options` are Enzyme's own
    (packed_rules.ENZYME_OPTIONS).  An output the verifier rejects is retried at
    the other path lengths, then without rematerialization; an abort inside the
    min-cut cache choice, without it.
    """
    attempts = [(length, options) for length in RETRY_PATH_LENGTHS]
    if NO_REMATERIALIZATION not in options:
        attempts.append((PLUGIN_PATH_LENGTH, (*options, NO_REMATERIALIZATION)))
    for number, (length, flags) in enumerate(attempts, start=1):
        try:
            return run_opt(toolchain, module, f"{ENZYME_PASSES},{CLEANUP_PASSES}",
                           plugin=True, timeout=timeout, extra=list(flags), path_length=length)
        except OptFailure as failure:
            if _INVALID_OUTPUT in failure.message and number != len(attempts):
                continue
            if failure.in_min_cut and NO_MIN_CUT not in options:
                return run_enzyme(toolchain, module, timeout=timeout, reproducer=reproducer,
                                  options=(*options, NO_MIN_CUT))
            rerun = f" (reproduce with: sh {reproducer})" if reproducer is not None else ""
            raise DifferentiationError(f"{explain(failure.message)}{rerun}") from failure


_MISSING_DERIVATIVE = re.compile(r"No (?:augmented forward pass|reverse pass|forward mode "
                                 r"derivative|derivative) found for (\S+)")


def explain(reason: str) -> str:
    """Enzyme's reason in Python terms, with a way forward; one line."""
    missing = _MISSING_DERIVATIVE.search(reason)
    if missing:
        callee = missing.group(1)
        if callee.startswith("NRT_"):
            return (f"{python_names.describe(callee)} (Numba's runtime call `{callee}`) is "
                    "unknown to Enzyme: nrtgrad registers it unless --no-nrt-registration is "
                    f"given (Enzyme: {reason})")
        forward = python_names.advice(callee) or (
            "compute it with NumPy operations nrtgrad differentiates, or pass its result in "
            "as an argument")
        return (f"{python_names.describe(callee)} is not differentiable yet: {forward} "
                f"(Enzyme: {reason})")
    if "Cannot deduce type of copy" in reason:
        return ("Enzyme cannot tell the element type of a memory copy (`arr.copy()`, `np.sort`, "
                "a slice copy): copy element by element in a loop, or differentiate the "
                f"function dumped by another Numba version (Enzyme: {reason})")
    if reason.startswith("Cannot deduce type of"):
        return ("Enzyme cannot tell whether a value is a float or an integer (as in `np.sort`'s "
                "swaps of elements): not supported yet; differentiate the function dumped by "
                f"another Numba version, or {REPORT} (Enzyme: {reason})")
    if reason.startswith("cannot handle unknown binary operator"):
        return ("Enzyme cannot differentiate integer arithmetic on the bits of a float (a bit "
                "trick, or an integer operation Enzyme takes for float data): write it with "
                f"float operations (Enzyme: {reason})")
    if reason.startswith("Illegal updateAnalysis"):
        return ("Enzyme's type analysis found one value used as two types (an integer and "
                "a pointer or a float, such as an address computed from an integer): "
                f"{REPORT} (Enzyme: {reason})")
    if _INVALID_OUTPUT in reason:
        return (f"Enzyme {ENZYME_VERSION} produced an invalid derivative ({reason}): a "
                "limitation of Enzyme on this IR, not an error in your code; try the function "
                f"dumped by another Numba version, or {REPORT}")
    if " are incompatible!" in reason or "module is broken" in reason:
        value = re.search(r"\(ptr @([-\w.$]+)\)", reason)
        around = f" around {python_names.describe(value.group(1))}" if value else ""
        return f"nrtgrad gave Enzyme an invalid module{around} ({reason}): {REPORT}"
    what = "aborted on" if "Assertion `" in reason else "could not differentiate"
    return (f"Enzyme {ENZYME_VERSION} {what} this function (a limitation of Enzyme, not an "
            "error in your code): try the function dumped by another Numba version, or "
            f"{REPORT} (Enzyme: {reason})")


_ASSERTION = re.compile(r"(?P<file>[^\s:]+):(?P<line>\d+): (?P<function>.*?): "
                        r"Assertion `(?P<condition>.*)' failed")
# Enzyme's own statement of what it cannot do, wherever it prints it (often
# after a dump of the function's IR and its activity analysis)
_ENZYME_REASON = re.compile(
    r"(?:cannot handle unknown \w+(?: \w+)*: .*|cannot handle .*|Cannot deduce .*"
    r"|No (?:augmented forward pass|reverse pass|forward mode derivative|derivative)"
    r" found for \S+|Illegal .*|Attributes '.*' are incompatible!)")
_ENZYME_HEADER = re.compile(r"in function (\S+).*?: Enzyme: (.*)")
_BROKEN = re.compile(r"input module is broken|Broken module found|function failed verification")
_ANALYSIS = re.compile(r"^\s*(?:constantarg\[|constantinst\[|</?analysis>)|intvals: \{")
_IR_LINE = re.compile(r"^(?:;|define |declare |\}|\s|\S+:\s*(?:;.*)?$)")
_MAX_REASON = 240


def opt_reason(stderr: str) -> str:
    """The one line that says why opt failed, out of all it printed.

    In order: a failed assertion (where, and what), Enzyme's reason (which it
    prints after a dump of the function it gave up on, so the first line is
    IR), a verifier complaint (printed before "input module is broken", after
    Enzyme's remarks, which are not it), then the first line that names an
    error, then the first that is not stack-dump noise.
    """
    lines = [line.rstrip() for line in stderr.splitlines() if line.strip()]
    for line in lines:
        assertion = _ASSERTION.search(line)
        if assertion:
            function = assertion.group("function").split("(")[0].split()[-1].strip("*&")
            return (f"Assertion `{assertion.group('condition')}' failed in {function} "
                    f"({os.path.basename(assertion.group('file'))}:{assertion.group('line')})")
    for index, line in enumerate(lines):
        reason = _ENZYME_REASON.search(line)
        if reason:
            # the verifier names the offending value on the next line
            value = f" ({lines[index + 1].strip()})" if reason.group(0).endswith(
                "incompatible!") and index + 1 < len(lines) else ""
            return _one_line(reason.group(0) + value)
    for index, line in enumerate(lines):
        if _BROKEN.search(line) and index > 0:
            complaint = [text.strip() for text in lines[:index] if not _NOISE.match(text)
                         and not _ENZYME_REMARK.match(text.strip())]
            if complaint:
                return _one_line(f"{_strip_program(line)}: {'; '.join(complaint[:2])}")
    for index, line in enumerate(lines):
        header = _ENZYME_HEADER.search(line)
        if header and not _IR_LINE.match(header.group(2)):
            return _one_line(header.group(2))
        if header:
            # a dump of the function, its analysis, then (last) what went wrong
            said = [text.strip() for text in lines[index + 1:] if not _IR_LINE.match(text)
                    and not _ANALYSIS.search(text) and not _NOISE.match(text.strip())]
            return _one_line(said[-1] if said else f"gave up on {header.group(1)}")
    for line in lines:
        if "error:" in line or "ERROR" in line:
            return _one_line(_strip_program(line.strip()))
    for line in lines:
        if not _NOISE.match(line.strip()):
            return _one_line(_strip_program(line.strip()))
    return ""


def _one_line(text: str) -> str:
    """One line, without the attribute and metadata references of quoted IR."""
    text = re.sub(r" #\d+\b|, !(?:[\w.]+ )?!\d+|\{\} sz: \d+", "", " ".join(text.split()))
    return text if len(text) <= _MAX_REASON else text[:_MAX_REASON - 1] + "…"


def _strip_program(line: str) -> str:
    return re.sub(r"^\S*\bopt: ", "", line)
