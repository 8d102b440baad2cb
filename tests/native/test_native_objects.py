"""Derivative objects and headers as C and C++ programs consume them.

- `nm -u` of each object lists only symbols the runtime, libm or libc define
  (the runtime does not define NRT_incref/NRT_decref: each object that
  uses them defines its own);
- every header compiles alone, and all of them together, as C99 and as
  C++17 with -Wall -Wextra -Werror -pedantic;
- all objects link into one program with the runtime (no duplicate symbol).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from native_support import LINK_KERNELS, checked, link_libraries, run

WARNINGS = ["-Wall", "-Wextra", "-Werror", "-pedantic"]


def defined_symbols(nm: str, *paths: Path, dynamic: bool = False) -> set[str]:
    result = checked([nm, *(["-D"] if dynamic else []), "--defined-only", *paths])
    names = set()
    for line in result.stdout.splitlines():
        parts = line.split()
        if len(parts) >= 3:
            names.add(parts[-1].split("@")[0])
    return names


def undefined_symbols(nm: str, path: Path) -> set[str]:
    return {line.split()[-1] for line in checked([nm, "-u", path]).stdout.splitlines()
            if line.strip()}


@pytest.fixture(scope="module")
def system_libraries(compilers) -> set[str]:
    libraries = []
    for name in ("libc.so.6", "libm.so.6"):
        found = run([compilers["cc"], f"-print-file-name={name}"]).stdout.strip()
        if not found or not Path(found).exists():
            pytest.skip(f"cannot locate {name} to read its symbols")
        libraries.append(Path(found).resolve())
    return defined_symbols(compilers["nm"], *libraries, dynamic=True)


@pytest.fixture(scope="module")
def runtime_symbols(runtime_dir, compilers) -> set[str]:
    libraries = [runtime_dir / "libnrtgrad_rt.a"]
    if (runtime_dir / "libnrtgrad_rt_blas.a").is_file():
        libraries.append(runtime_dir / "libnrtgrad_rt_blas.a")
    return defined_symbols(compilers["nm"], *libraries)


def test_runtime_leaves_refcounting_to_the_objects(runtime_symbols):
    assert {"NRT_MemInfo_alloc_aligned", "NRT_MemInfo_alloc_safe_aligned",
            "NRT_MemInfo_new_varsize_dtor", "NRT_MemInfo_call_dtor", "NRT_Allocate",
            "NRT_Free", "NRT_MemInfo_varsize_alloc", "NRT_MemInfo_varsize_realloc",
            "NRT_MemInfo_varsize_free", "numba_attempt_nocopy_reshape",
            "nrtgrad_rt_stats"} <= runtime_symbols
    assert not {"NRT_incref", "NRT_decref"} & runtime_symbols


@pytest.mark.parametrize("name", LINK_KERNELS)
def test_object_needs_only_runtime_libm_libc(name, derivatives, compilers, system_libraries,
                                             runtime_symbols):
    obj, _ = derivatives[name]
    undefined = undefined_symbols(compilers["nm"], obj)
    outside = sorted(undefined - runtime_symbols - system_libraries)
    assert not outside, f"{obj.name} needs {outside} (nm -u: {sorted(undefined)})"
    assert not [s for s in undefined if re.match(r"Py|_Py|numba_gil", s)]
    defined = defined_symbols(compilers["nm"], obj)
    assert f"{name}_grad" in defined or f"{name}_vjp" in defined


@pytest.mark.parametrize("language", ["c99", "c++17"])
def test_headers_compile(language, derivatives, runtime_dir, compilers, tmp_path):
    headers = [header for _, header in derivatives.all().values()]
    compiler = compilers["cc"] if language == "c99" else compilers["cxx"]
    suffix = "c" if language == "c99" else "cpp"
    for header in [*headers, runtime_dir / "nrtgrad_rt.h"]:
        source = tmp_path / f"{header.stem}.{suffix}"
        source.write_text(f'#include "{header.name}"\n#include "{header.name}"\n'
                          "int main(void) { return 0; }\n")
        checked([compiler, f"-std={language}", *WARNINGS, "-I", header.parent, "-fsyntax-only",
                 source])
    together = tmp_path / f"all.{suffix}"
    together.write_text("".join(f'#include "{h.name}"\n' for h in headers)
                        + '#include "nrtgrad_rt.h"\nint main(void) { return 0; }\n')
    checked([compiler, f"-std={language}", *WARNINGS, "-I", headers[0].parent, "-I", runtime_dir,
             "-fsyntax-only", together])


def test_header_declares_the_contract_entry(derivatives):
    expected = {
        "exp_mul_sum": "int32_t exp_mul_sum_grad(const nrt_array_float64_1d *x, double *d_x, "
                       "const nrt_array_float64_1d *y, double *d_y, double *out);",
        "row_loop": "int32_t row_loop_grad(const nrt_array_float64_2d *A, double *d_A, "
                    "const nrt_array_float64_1d *x, double *d_x, double *out);",
        "ode_euler": "int32_t ode_euler_grad(const nrt_array_float64_1d *y0, double *d_y0, "
                     "double h, double *d_h, double *out);",
        "gather_sq": "int32_t gather_sq_grad(const nrt_array_float64_1d *x, double *d_x, "
                     "const nrt_array_int64_1d *idx, double *out);",
        "rosenbrock2": "int32_t rosenbrock2_grad(double a, double *d_a, double b, double *d_b, "
                       "double *out);",
        "poly_f32": "int32_t poly_f32_grad(const nrt_array_float32_1d *x, float *d_x, float a, "
                    "float *d_a, float *out);",
        "residuals": "int32_t residuals_vjp(const nrt_array_float64_1d *x, double *d_x, "
                     "const double *cotangent, nrt_array_float64_1d *result);",
        "sum_and_sumsq": "int32_t sum_and_sumsq_vjp(const nrt_array_float64_1d *x, double *d_x, "
                         "const double *cotangent, double *result);",
    }
    for name, declaration in expected.items():
        text = derivatives[name][1].read_text()
        assert declaration in text, text
    struct = derivatives["row_loop"][1].read_text()
    assert re.search(r"typedef struct nrt_array_float64_2d \{\s*void \*meminfo;.*\n\s*void "
                     r"\*parent;.*\n\s*int64_t nitems;\s*int64_t itemsize;\s*double \*data;\s*"
                     r"int64_t shape\[2\];\s*int64_t strides\[2\];", struct), struct


def test_all_objects_link_into_one_program(derivatives, runtime_dir, compilers, tmp_path):
    objects = [obj for obj, _ in derivatives.all().values()]
    main = tmp_path / "main.c"
    main.write_text("int main(void) { return 0; }\n")
    binary = tmp_path / "all"
    checked([compilers["cc"], main, *objects, "-L", runtime_dir, *link_libraries(runtime_dir),
             "-o", binary])
    assert run([binary]).returncode == 0
