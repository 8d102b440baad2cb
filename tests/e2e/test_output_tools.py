"""The derivative module in the tools that come after nrtgrad.

For fixtures of every Numba version (LLVM 14 typed, LLVM 15 typed, LLVM 22
opaque): the output parses and verifies in llvmlite 0.44 (LLVM 15, this
venv) and in the newest llvmlite (LLVM 22, `.venv-llvm22`, made by
`make llvm22`); `nrtgrad differentiate F -o - | llc-19` gives an object that
gcc links with a C main calling `<name>_grad` (NULL MemInfos) and a small
NRT stub; and `--emit bc|asm|obj` give bitcode llvmlite reads back,
assembly defining the entry, and an ELF relocatable object exporting it.

Outside `make`, the LLVM 22 venv and llc-19 are optional: their tests skip,
saying what to install. Under `make` (MAKELEVEL set) they must be there.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from e2e_support import INPUTS, NRTGRAD, ROOT, differentiate

from nrtgrad.toolchain import llvm

VERSIONS = ["0.60.0", "0.61.2", "0.68.1"]
KERNELS = ["sum_sq_np", "exp_mul_sum", "matmul"]
LLVM22_PYTHON = ROOT / ".venv-llvm22" / "bin" / "python"
LLC = next((p for p in ("/usr/lib/llvm-19/bin/llc", shutil.which("llc-19")) if p
            and Path(p).is_file()), None)

NRT_STUB = r"""
#include <stdint.h>
#include <stdlib.h>
/* Numba's MemInfo: the data pointer is at offset 24. */
typedef struct {
    int64_t refct;
    void (*dtor)(void *, size_t, void *);
    void *dtor_info;
    void *data;
    size_t size;
    void *external_allocator;
} MemInfo;
long nrt_allocations, nrt_frees;
void *NRT_MemInfo_alloc_aligned(size_t size, uint32_t align) {
    MemInfo *mi = calloc(1, sizeof(MemInfo));
    if (posix_memalign(&mi->data, align < sizeof(void *) ? sizeof(void *) : align,
                       size ? size : 1) != 0)
        abort();
    mi->refct = 1;
    mi->size = size;
    nrt_allocations++;
    return mi;
}
void NRT_MemInfo_call_dtor(void *p) {
    MemInfo *mi = p;
    free(mi->data);
    free(mi);
    nrt_frees++;
}
"""

MAIN = r"""
#include <math.h>
#include <stdio.h>
#include "grad.h"
extern long nrt_allocations, nrt_frees;
int main(void) {
    double x[4] = {0.5, -1.0, 2.0, 3.0}, d_x[4] = {0}, out = 0;
    nrt_array_float64_1d a = {NULL, NULL, 4, 8, x, {4}, {8}};
    int32_t status = sum_sq_np_grad(&a, d_x, &out);
    int ok = status == 0 && fabs(out - 14.25) < 1e-12 && nrt_allocations == nrt_frees;
    for (int i = 0; i < 4; i++)
        ok = ok && fabs(d_x[i] - 2 * x[i]) < 1e-12;
    printf("status %d out %g d_x %g %g %g %g, %ld allocations, %ld frees\n", status, out,
           d_x[0], d_x[1], d_x[2], d_x[3], nrt_allocations, nrt_frees);
    return ok ? 0 : 1;
}
"""


def required(what: str, hint: str):
    """Skip with `hint` outside make; under make a missing tool is a failure."""
    if os.environ.get("MAKELEVEL"):
        pytest.fail(f"{what} is missing although make should have set it up: {hint}")
    pytest.skip(f"{what} is not installed: {hint}")


def derivative(version: str, kernel: str, *extra: str) -> subprocess.CompletedProcess:
    result = differentiate(INPUTS / f"numba-{version}" / f"{kernel}.ll", *extra)
    assert result.returncode == 0, result.stderr
    return result


CASES = [(v, k) for v in VERSIONS for k in KERNELS]


def case_id(case) -> str:
    return "-".join(case)


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_output_verifies_in_llvmlite_of_llvm15(case):
    module = llvm.parse_and_verify(derivative(*case).stdout)
    assert module.get_function(f"{case[1]}_grad") is not None


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_output_verifies_in_llvmlite_of_llvm22(case):
    if not LLVM22_PYTHON.is_file():
        required(".venv-llvm22 (llvmlite 0.50, LLVM 22)", "run `make llvm22`")
    script = ("import sys, llvmlite.binding as llvm\n"
              "module = llvm.parse_assembly(sys.stdin.read())\n"
              "module.verify()\n"
              f"assert module.get_function('{case[1]}_grad') is not None\n"
              "print('.'.join(map(str, llvm.llvm_version_info)))\n")
    result = subprocess.run([str(LLVM22_PYTHON), "-c", script], input=derivative(*case).stdout,
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.startswith("22.")


@pytest.mark.parametrize("version", VERSIONS)
def test_llc19_object_links_into_a_c_program(version, tmp_path):
    if LLC is None:
        required("llc of LLVM 19", "install the Debian package llvm-19")
    fixture = INPUTS / f"numba-{version}" / "sum_sq_np.ll"
    nrtgrad = subprocess.Popen([NRTGRAD, "differentiate", str(fixture), "-o", "-",
                                "--header", str(tmp_path / "grad.h")], stdout=subprocess.PIPE)
    llc = subprocess.run([LLC, "-O2", "-filetype=obj", "-relocation-model=pic",
                          "-o", str(tmp_path / "grad.o")], stdin=nrtgrad.stdout,
                         capture_output=True, text=True, timeout=300)
    nrtgrad.stdout.close()
    assert nrtgrad.wait(timeout=600) == 0
    assert llc.returncode == 0, llc.stderr[-2000:]
    (tmp_path / "nrt_stub.c").write_text(NRT_STUB)
    (tmp_path / "main.c").write_text(MAIN)
    build = subprocess.run(["gcc", "-O1", "-o", str(tmp_path / "main"), str(tmp_path / "main.c"),
                            str(tmp_path / "nrt_stub.c"), str(tmp_path / "grad.o"), "-lm"],
                           capture_output=True, text=True, cwd=tmp_path, timeout=120)
    assert build.returncode == 0, build.stderr[-2000:]
    run = subprocess.run([str(tmp_path / "main")], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stdout + run.stderr


@pytest.mark.parametrize("version", ["0.60.0", "0.68.1"])
def test_emit_bc_parses_back(version):
    data = subprocess.run([NRTGRAD, "differentiate", "--emit", "bc", "-o", "-",
                           str(INPUTS / f"numba-{version}" / "sum_sq_np.ll")],
                          capture_output=True, timeout=600)
    assert data.returncode == 0, data.stderr
    assert data.stdout[:4] == b"BC\xc0\xde"
    module = llvm.binding().parse_bitcode(data.stdout)
    module.verify()
    assert module.get_function("sum_sq_np_grad") is not None


def test_emit_asm_defines_the_entry():
    result = derivative("0.68.1", "sum_sq_np", "--emit", "asm")
    assert "\nsum_sq_np_grad:" in result.stdout


def test_emit_obj_is_an_elf_relocatable_exporting_the_entry(tmp_path):
    out = tmp_path / "grad.o"
    result = subprocess.run([NRTGRAD, "differentiate", "--emit", "obj", "-o", str(out),
                             str(INPUTS / "numba-0.68.1" / "sum_sq_np.ll")],
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr
    data = out.read_bytes()
    assert data[:4] == b"\x7fELF"
    assert int.from_bytes(data[16:18], "little") == 1  # ET_REL
    symbols = subprocess.run(["nm", str(out)], capture_output=True, text=True).stdout
    assert any(line.split()[-2:] == ["T", "sum_sq_np_grad"] for line in symbols.splitlines())


def test_native_derivative_compiles_quietly_in_later_llvms(tmp_path):
    """`--target-cpu native` stamps LLVM 15's reading of this machine's features on every
    function: llc-19 compiles the derivative without a word on stderr (LLVM 19 dropped
    Xeon Phi's features, whose "disabled" LLVM 15 writes on every machine), and LLVM 15
    makes the same object of it as of the list opt wrote."""
    if LLC is None:
        required("llc of LLVM 19", "install the Debian package llvm-19")
    portable = derivative("0.68.1", "ode_euler", "--target-cpu", "native").stdout
    lists = re.findall(r'"target-features"="([^"]*)"', portable)
    assert lists
    for features in lists:
        names = [entry.lstrip("+-") for entry in features.split(",")]
        assert len(names) == len(set(names)), features
        assert not {"avx512pf", "avx512er", "prefetchwt1"} & set(names), features
    # the list as opt writes it: twice over, with the features LLVM 19 lacks
    raw = re.sub(r'"target-features"="([^"]*)"',
                 lambda m: f'"target-features"="{m[1]},-avx512pf,-prefetchwt1,{m[1]}"', portable)

    def llc19(text: str, name: str) -> subprocess.CompletedProcess:
        return subprocess.run([LLC, "-O2", "-filetype=obj", "-o", str(tmp_path / name)],
                              input=text, capture_output=True, text=True, timeout=300)

    quiet, warned = llc19(portable, "portable.o"), llc19(raw, "raw.o")
    assert quiet.returncode == 0 and quiet.stderr == "", quiet.stderr[-2000:]
    assert "'-avx512pf' is not a recognized feature" in warned.stderr
    assert llvm.emit(portable, "obj") == llvm.emit(raw, "obj")
