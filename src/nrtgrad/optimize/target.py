"""The derivative's target: the CPU its code is for, and vector math in its loops.

The last opt run (pipeline) gets these flags.  `-mcpu` stamps the CPU on
every function, so `llc`, the in-process JIT and LLVM's vectorisers all use
its features; without it the code is for the target's baseline (x86-64:
SSE2), runs on every machine of the target and is the same bytes on every
machine.  `native` is the CPU of the machine nrtgrad runs on (what
`nrtgrad.grad` uses in process).  With a CPU, a loop that sums floats in
order (Numba's `s += ...`: no reassociation allowed) is vectorised too,
its sum still taken element by element in order (LLVM's ordered
reductions, `-force-ordered-reductions`): the rest of its body, math calls
included, runs on vectors, and the sum is the same.

With vector math, `-O2`'s vectorisers call glibc's libmvec (`_ZGVbN2v_exp`,
`_ZGVdN4v_log`, ...: exp, log, sin, cos, pow and others on two or four
doubles at once, at most 4 ulp from the scalar function) instead of scalar
libm one element at a time.  LLVM 15 offers its four-wide (AVX2) variants
whatever the CPU, and a CPU without AVX2 passes their vectors in the wrong
registers: so vector math is on only for a CPU with AVX2 (`has_avx2`, asked
of LLVM itself), and a derivative calling a wide variant for another CPU
is refused (`check_vector_calls`).  `-lm` links libmvec (glibc's libm.so
names it), the JIT loads it (`load_vector_library`).  LLVM 15 knows libmvec
for x86-64 only: other targets keep their scalar calls.

Numba's own loops are vectorised before nrtgrad sees them, and call math
intrinsics on vectors (`llvm.sin.v4f64`).  Code generation (`llc`, the JIT,
`--emit obj`) splits those into one scalar libm call per lane, so with
vector math they are replaced by their libmvec functions in the module
itself (`call_vector_library`, LLVM's `-replace-with-veclib`; a call on 8
doubles, from an AVX-512 machine's dump, is split into two on 4 first, as
LLVM 15 knows only libmvec's SSE2 and AVX2 variants).

LLVM 15's libmvec table has `sin`, `cos`, `exp`, `log` and `pow` only;
glibc 2.35 and later also has `tanh`, `log1p`, `expm1`, `atan2` and more
in vector form.  Those the machine's libmvec has are declared as vector
variants of their libm functions before `-O2` (`declare_vector_variants`,
LLVM's `vector-function-abi-variant` attribute), so a loop calling them is
vectorised as well.

With `native`, opt stamps every function with LLVM 15's reading of this
machine's features, each named enabled or disabled.  The derivative keeps
one entry per feature (each opt run appends the list again), and none of
the disabled features that later LLVMs removed (`portable_features`): an
LLVM 19 or newer (llvmlite 0.50's JIT, a user's `llc`) warns on stderr
for each such name in every function.  Those features are off in every CPU
LLVM 15 knows but Xeon Phi's and pre-2012 AMD's, so dropping their
"disabled" changes no code.
"""

from __future__ import annotations

import ctypes
import functools
import platform
import re
import subprocess

from .. import enzyme, ir
from ..toolchain import llvm
from ..errors import DifferentiationError, InputError
from ..toolchain import Toolchain

VECTOR_LIBRARY = "LIBMVEC-X86"
VECTOR_LIBRARY_OBJECT = "libmvec.so.1"
_TRIPLE = re.compile(r'^target triple = "([^"]+)"', re.M)
_UNKNOWN_CPU = "is not a recognized processor"
# libmvec's variants beyond SSE2 (c: AVX, d: AVX2, e: AVX-512), by name
_WIDE_VECTOR_FUNCTION = re.compile(r"@(_ZGV[cde]N\d+v+_\w+)\(")
_EXTENSIONS = {"c": "AVX", "d": "AVX2", "e": "AVX-512"}
# the functions LLVM 15's libmvec table maps
_MAPPED_FUNCTIONS = "sin|cos|exp|log|pow"
# a call of a math intrinsic on a vector
_VECTOR_INTRINSIC_CALL = re.compile(
    rf"\bcall [^@\n]*@llvm\.(?:{_MAPPED_FUNCTIONS})\.v\d+f(?:32|64)\(")
_VECTOR_INTRINSIC_DECLARATION = re.compile(
    rf"^declare [^@\n]*@(llvm\.(?:{_MAPPED_FUNCTIONS})\.v\d+f(?:32|64))\(", re.M)
# one on a vector wider than AVX2's (from an AVX-512 machine's dump), its
# operands plain values
_WIDE_INTRINSIC_CALL = re.compile(
    r"^(?P<indent>\s*)(?P<result>%[-\w.$]+) = (?P<tail>(?:tail |notail )?)call "
    r"(?P<flags>(?:[a-z]+ )*)<(?P<lanes>8 x double|16 x float)> "
    rf"@llvm\.(?P<function>{_MAPPED_FUNCTIONS})\.v(?:8f64|16f32)\("
    r"(?P<operands>[^()\n]*)\)(?P<rest>[^\n]*)$", re.M)
_OPERAND = re.compile(r"<(?:8 x double|16 x float)> (%[-\w.$]+)$")
REPLACE_WITH_VECTOR_LIBRARY = "-replace-with-veclib"
# libm functions libmvec has (glibc 2.35) and LLVM 15's table lacks: their arguments
_EXTRA_VECTOR_FUNCTIONS = {
    **dict.fromkeys(("acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "cosh", "erf",
                     "erfc", "exp10", "exp2", "expm1", "log10", "log1p", "log2", "sinh", "tan",
                     "tanh"), 1),
    "atan2": 2, "hypot": 2}
_SCALAR_DECLARATION = re.compile(
    r"^declare [^@\n]*?(?P<type>double|float) @(?P<name>\w+)\((?P<params>[^)]*)\)[^\n]*$", re.M)
_COMPILER_USED = re.compile(
    r'^@llvm\.compiler\.used = appending global \[\d+ x ptr\] \[([^\]]*)\], '
    r'section "llvm\.metadata"$', re.M)
# what opt stamps on each function for a CPU
_TARGET_FEATURES = re.compile(r'"target-features"="([^"]*)"')
# x86 features LLVM 15 names and LLVM 19 removed: Xeon Phi's (knl, knm) and 3DNow!
_REMOVED_FEATURES = frozenset({"3dnow", "3dnowa", "avx512er", "avx512pf", "prefetchwt1"})
# a 256-bit integer add is one instruction only with AVX2
_AVX2_PROBE = """define <4 x i64> @probe(<4 x i64> %a, <4 x i64> %b) {
  %sum = add <4 x i64> %a, %b
  ret <4 x i64> %sum
}
"""


def opt_flags(module: str, *, cpu: str | None, vector_math: bool) -> list[str]:
    """The flags that give opt the CPU (and its vectoriser in-order sums) and, for an
    x86-64 CPU with AVX2, the vector library."""
    flags = [f"-mcpu={cpu}", "-force-ordered-reductions"] if cpu else []
    if vector_math and cpu and _is_x86_64(module) and has_avx2(cpu):
        flags.append(f"-vector-library={VECTOR_LIBRARY}")
    return flags


@functools.cache
def has_avx2(cpu: str) -> bool:
    """Whether LLVM gives the x86-64 CPU named `cpu` (`native`: this machine's) AVX2."""
    binding = llvm.binding()
    if cpu == "native":
        try:
            return bool(binding.get_host_cpu_features().get("avx2"))
        except RuntimeError:  # LLVM cannot tell on this host
            return False
    machine = binding.Target.from_triple("x86_64-unknown-linux-gnu").create_target_machine(
        cpu=cpu)
    assembly = machine.emit_assembly(binding.parse_assembly(_AVX2_PROBE))
    return re.search(r"vpaddq\s+%ymm", assembly) is not None


def portable_features(module: str) -> str:
    """The module with each "target-features" list naming every feature once (its
    last entry, the one LLVM applies), without the disabled ones later LLVMs lack."""

    def portable(match: re.Match) -> str:
        named, kept = set(), []
        for entry in reversed(match[1].split(",")):
            name = entry.lstrip("+-")
            if name in named:
                continue
            named.add(name)
            if not (entry.startswith("-") and name in _REMOVED_FEATURES):
                kept.append(entry)
        return f'"target-features"="{",".join(reversed(kept))}"'

    return _TARGET_FEATURES.sub(portable, module) if '"target-features"' in module else module


def _vector_math_on(flags: list[str]) -> bool:
    return f"-vector-library={VECTOR_LIBRARY}" in flags


def declare_vector_variants(module: str, flags: list[str]) -> str:
    """The module with the libm functions it declares that LLVM 15's table lacks
    and this machine's libmvec has told their vector variants, when `flags`
    (from `opt_flags`) turn vector math on; otherwise the module unchanged."""
    if not _vector_math_on(flags):
        return module
    variants = []

    def declared(match: re.Match) -> str:
        name, single = match["name"], match["type"] == "float"
        base = name[:-1] if single else name
        arity = _EXTRA_VECTOR_FUNCTIONS.get(base)
        params = [p.split()[0] for p in match["params"].split(",") if p.strip()]
        if arity is None or params != [match["type"]] * arity:
            return match[0]
        lanes = ((8, "d"), (4, "b")) if single else ((4, "d"), (2, "b"))
        names = [(width, f"_ZGV{isa}N{width}{'v' * arity}_{name}") for width, isa in lanes]
        if not all(libmvec_has(symbol) for _, symbol in names):
            return match[0]
        abi = ",".join(f"_ZGV_LLVM_N{width}{'v' * arity}_{name}({symbol})"
                       for width, symbol in names)
        for width, symbol in names:
            vector = f"<{width} x {match['type']}>"
            variants.append((symbol, f"declare {vector} @{symbol}({', '.join([vector] * arity)})"))
        return f'{match[0]} "vector-function-abi-variant"="{abi}"'

    module = _SCALAR_DECLARATION.sub(declared, module)
    variants = [(symbol, line) for symbol, line in variants if f"@{symbol}(" not in module]
    if not variants:
        return module
    # kept by -O2 until its vectoriser calls them
    used = [f"ptr @{symbol}" for symbol, _ in variants]
    existing = _COMPILER_USED.search(module)
    if existing:
        used = [item.strip() for item in existing[1].split(",")] + used
        module = module[:existing.start()] + module[existing.end():]
    return (module.rstrip("\n") + "\n\n" + "\n".join(line for _, line in variants)
            + f'\n@llvm.compiler.used = appending global [{len(used)} x ptr] '
            f'[{", ".join(used)}], section "llvm.metadata"\n')


@functools.cache
def libmvec_has(symbol: str) -> bool:
    """Whether this machine's libmvec defines `symbol`."""
    try:
        return hasattr(ctypes.CDLL(VECTOR_LIBRARY_OBJECT), symbol)
    except OSError:
        return False


def call_vector_library(toolchain: Toolchain, module: str, flags: list[str], *,
                        timeout: float) -> str:
    """The module with its vector math intrinsics calling libmvec, when `flags`
    (from `opt_flags`) turn vector math on; otherwise the module unchanged."""
    if not _vector_math_on(flags) or not _VECTOR_INTRINSIC_CALL.search(module):
        return module
    module = _split_wide_intrinsic_calls(module)
    return _drop_uncalled_intrinsics(enzyme.run_opt(
        toolchain, module, REPLACE_WITH_VECTOR_LIBRARY, plugin=False, timeout=timeout,
        extra=flags))


def _drop_uncalled_intrinsics(module: str) -> str:
    """Without the declarations of the vector math intrinsics libmvec replaced."""
    declared = _VECTOR_INTRINSIC_DECLARATION.findall(module)
    uncalled = [name for name in declared if module.count(f"@{name}(") == 1]
    if not uncalled:
        return module
    return ir.module_text(ir.remove_declarations(module.splitlines(), uncalled))


def _split_wide_intrinsic_calls(module: str) -> str:
    """Each call of a math intrinsic on 8 doubles (16 floats) as two on 4 (8),
    the widths libmvec has AVX2 variants of."""
    declarations = {}
    count = 0

    def split(match: re.Match) -> str:
        nonlocal count
        operands = [_OPERAND.match(operand.strip()) for operand in match["operands"].split(",")]
        if not all(operands):
            return match[0]
        count += 1
        lanes, element = match["lanes"].split(" x ")
        half, indent, base = int(lanes) // 2, match["indent"], f"%nrtgrad.half.{count}"
        wide, narrow = f"<{lanes} x {element}>", f"<{half} x {element}>"
        suffix = f"v{half}f{64 if element == 'double' else 32}"
        intrinsic = f"@llvm.{match['function']}.{suffix}"
        parameters = ", ".join([narrow] * len(operands))
        declarations[intrinsic] = f"declare {narrow} {intrinsic}({parameters})"
        lines = []
        for part, first in (("lo", 0), ("hi", half)):
            mask = ", ".join(f"i32 {first + i}" for i in range(half))
            halves = []
            for index, operand in enumerate(operands):
                halves.append(f"{base}.{part}.{index}")
                lines.append(f"{indent}{halves[-1]} = shufflevector {wide} {operand[1]}, "
                             f"{wide} poison, <{half} x i32> <{mask}>")
            arguments = ", ".join(f"{narrow} {value}" for value in halves)
            lines.append(f"{indent}{base}.{part} = {match['tail']}call {match['flags']}{narrow} "
                         f"{intrinsic}({arguments}){match['rest']}")
        mask = ", ".join(f"i32 {i}" for i in range(int(lanes)))
        lines.append(f"{indent}{match['result']} = shufflevector {narrow} {base}.lo, "
                     f"{narrow} {base}.hi, <{lanes} x i32> <{mask}>")
        return "\n".join(lines)

    module = _WIDE_INTRINSIC_CALL.sub(split, module)
    missing = [line for intrinsic, line in sorted(declarations.items())
               if not re.search(rf"^declare [^\n]*{re.escape(intrinsic)}\(", module, re.M)]
    return module + "".join(f"{line}\n" for line in missing)


def check_vector_calls(module: str, cpu: str | None) -> None:
    """Refuse a derivative that calls a libmvec variant its CPU may not have.

    LLVM 15 calls the SSE2 (b) and AVX2 (d) variants only; AVX (c) and
    AVX-512 (e) ones are refused too, as nothing here checks for them.
    """
    for call in ir.outside_declarations(_WIDE_VECTOR_FUNCTION, module):
        name = call.group(1)
        if name[4] == "d" and cpu and has_avx2(cpu):
            continue
        raise DifferentiationError(
            f"the derivative calls {name}, which needs {_EXTENSIONS[name[4]]}, for a CPU "
            f"that may lack it (use --no-vector-math)")


def _is_x86_64(module: str) -> bool:
    triple = _TRIPLE.search(module)
    architecture = triple.group(1).split("-")[0] if triple else platform.machine()
    return architecture in ("x86_64", "amd64")


def check_cpu(toolchain: Toolchain, cpu: str, module: str) -> None:
    """Refuse a CPU name this LLVM does not know (opt would only warn and ignore it)."""
    if cpu == "native":
        return
    triple = _TRIPLE.search(module)
    probe = f'target triple = "{triple.group(1)}"\n' if triple else ""
    try:
        completed = subprocess.run([str(toolchain.opt), f"-mcpu={cpu}", "-passes=verify",
                                    "-disable-output", "-"], input=probe, text=True,
                                   capture_output=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise InputError(f"cannot check --target-cpu {cpu}: {exc}") from None
    if _UNKNOWN_CPU in completed.stderr:
        raise InputError(f"--target-cpu {cpu}: LLVM {toolchain.llvm_major} does not know this "
                         "CPU (e.g. x86-64-v3, haswell, znver3; `native` is this machine's)")


def load_vector_library(binding) -> None:
    """Make libmvec's functions resolvable in this process (the JIT's derivatives call them).

    Without glibc's libmvec nothing is loaded; a derivative that calls it is
    then refused by the JIT as calling what no library in the process provides.
    """
    try:
        binding.load_library_permanently(VECTOR_LIBRARY_OBJECT)
    except RuntimeError:
        pass
