"""Inputs of `nrtgrad check`: sidecars, the sizes a file is checked at, and random arguments.

Without a sidecar pinning a shape, every file is checked at each of `SIZES`:
the last axis of every array has length n, the others `rows` (1-D: n; 2-D:
rows x n; n-D: rows x ... x rows x n), so a matrix row matches a 1-D
argument.  The lengths leave remainders after vectorised and unrolled loops
(1, 3, 7, 9, 13, 1003), run loops once or not at all (1, and the empty
slices of length-1 arrays), and include even lengths (2, 10, 1002) for
kernels that need them.  A sidecar `shape` or `values` pins the file to one
size: the arrays it names take those shapes, the others `PINNED_SIZE`.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from ..errors import InputError

SIDECAR_SUFFIX = ".check.toml"
DEFAULT_FLOAT = 0.7
DEFAULT_LOW, DEFAULT_HIGH = -1.0, 1.0
_SIDECAR_KEYS = {"function", "seed", "rtol", "skip", "args"}
_ARGUMENT_KEYS = {"shape", "low", "high", "value", "values"}


class Skip(Exception):
    """The file cannot be checked without more information; the reason says what to add."""


@dataclasses.dataclass(frozen=True)
class Size:
    """Array shapes of one check: the last axis n, every other axis `rows`."""

    rows: int
    n: int

    def shape(self, ndim: int) -> tuple[int, ...]:
        return () if ndim == 0 else (self.rows,) * (ndim - 1) + (self.n,)


SIZES = (Size(1, 1), Size(1, 2), Size(7, 3), Size(3, 7), Size(9, 9), Size(5, 10),
         Size(13, 13), Size(3, 1002), Size(11, 1003))
PINNED_SIZE = Size(9, 13)


# --- sidecars -------------------------------------------------------------------

def sidecar_path(path: Path) -> Path:
    """NAME.ll -> NAME.check.toml beside it."""
    stem = path.name[:-3] if path.name.endswith(".ll") else path.name
    return path.with_name(stem + SIDECAR_SUFFIX)


def _toml():
    try:
        import tomllib
    except ImportError:
        try:
            import tomli as tomllib
        except ImportError:
            return None
    return tomllib


def read_sidecar(path: Path) -> dict | None:
    """The validated sidecar of an .ll file, or None when it has none."""
    sidecar = sidecar_path(path)
    if not sidecar.is_file():
        return None
    toml = _toml()
    if toml is None:
        raise Skip(f"reading {sidecar.name} needs Python 3.11 or the tomli package")
    try:
        data = toml.loads(sidecar.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"cannot read {sidecar.name}: {exc}") from None
    except toml.TOMLDecodeError as exc:
        raise InputError(f"{sidecar.name}: {exc}") from None
    unknown = sorted(set(data) - _SIDECAR_KEYS)
    if unknown:
        raise InputError(f"{sidecar.name}: unknown key {unknown[0]!r} "
                         f"(known: {', '.join(sorted(_SIDECAR_KEYS))})")
    for key, kind in (("function", str), ("skip", str), ("seed", int), ("rtol", (int, float)),
                      ("args", dict)):
        if key in data and (not isinstance(data[key], kind) or isinstance(data[key], bool)):
            raise InputError(f"{sidecar.name}: {key} has the wrong type")
    for name, spec in data.get("args", {}).items():
        if not isinstance(spec, dict):
            raise InputError(f"{sidecar.name}: args.{name} must be a table")
        unknown = sorted(set(spec) - _ARGUMENT_KEYS)
        if unknown:
            raise InputError(f"{sidecar.name}: args.{name}: unknown key {unknown[0]!r} "
                             f"(known: {', '.join(sorted(_ARGUMENT_KEYS))})")
    data["name"] = sidecar.name
    return data


# --- sizes ----------------------------------------------------------------------

def sizes(entry, sidecar: dict | None) -> list[Size]:
    """The sizes to check `entry` at, without two that give every array the same shape."""
    specs = (sidecar or {}).get("args", {})
    arrays = [a for a in entry.arguments if a.kind == "array"]
    if any("shape" in specs.get(a.name, {}) or "values" in specs.get(a.name, {})
           for a in arrays):
        return [PINNED_SIZE]
    chosen, seen = [], set()
    for size in SIZES:
        shapes = tuple(size.shape(a.ndim) for a in arrays)
        if shapes not in seen:
            seen.add(shapes)
            chosen.append(size)
    return chosen


def describe(entry, values) -> str:
    """The array shapes of one check, e.g. 'A[3x7], x[7]'; '' when there are no arrays."""
    return ", ".join(f"{a.name}[{'x'.join(map(str, v.shape))}]"
                     for a, v in zip(entry.arguments, values) if a.kind == "array")


# --- values ---------------------------------------------------------------------

def make_inputs(entry, sidecar: dict | None, rng, hint: str = "NAME.check.toml",
                size: Size = PINNED_SIZE) -> list:
    """One value per Numba parameter: arrays (NumPy) and Python scalars.

    Arrays the sidecar gives no shape or values take `size`.  Raises Skip
    for an argument that has no safe default, telling to add `hint`.
    """
    import numpy as np

    specs = (sidecar or {}).get("args", {})
    where = sidecar["name"] if sidecar else None
    unknown = sorted(set(specs) - {a.name for a in entry.arguments})
    if unknown:
        raise InputError(f"{where}: args.{unknown[0]} names no parameter of {entry.qualname} "
                         f"(parameters: {', '.join(a.name for a in entry.arguments)})")
    values = []
    for argument in entry.arguments:
        spec = specs.get(argument.name, {})
        label = f"{where}: args.{argument.name}"
        is_int = argument.dtype not in ("float64", "float32", "float16", "bool")
        needs = f"{'integer' if is_int else 'boolean'} argument {argument.name}: add {hint}"
        if argument.dtype == "float16":
            raise Skip(f"argument {argument.name} is float16, which the check does not support")
        if argument.kind == "array":
            if "value" in spec:
                raise InputError(f"{label}: an array takes 'values', not 'value'")
            dtype = np.dtype(argument.dtype)
            if "values" in spec:
                try:
                    array = np.array(spec["values"], dtype=dtype)
                except (ValueError, TypeError, OverflowError) as exc:
                    raise InputError(f"{label}: values: {exc}") from None
                if array.ndim != argument.ndim:
                    raise InputError(f"{label}: values has {array.ndim} dimension(s), the "
                                     f"parameter {argument.ndim}")
                if "shape" in spec and list(array.shape) != list(spec["shape"]):
                    raise InputError(f"{label}: values has shape {list(array.shape)}, "
                                     f"not {list(spec['shape'])}")
            else:
                shape = spec.get("shape", size.shape(argument.ndim))
                if (not isinstance(shape, list | tuple) or len(shape) != argument.ndim
                        or not all(isinstance(s, int) and s >= 0 for s in shape)):
                    raise InputError(f"{label}: shape must be {argument.ndim} non-negative "
                                     "integer(s)")
                array = _draw(rng, dtype, tuple(shape), spec, label, needs)
            values.append(array)
        else:
            if "values" in spec or "shape" in spec:
                raise InputError(f"{label}: a scalar takes 'value' (or low/high)")
            if "value" in spec:
                value = spec["value"]
                if is_int and (not isinstance(value, int) or isinstance(value, bool)):
                    raise InputError(f"{label}: value must be an integer")
                if argument.dtype == "bool" and not isinstance(value, bool | int):
                    raise InputError(f"{label}: value must be a boolean")
                if not is_int and argument.dtype != "bool" and (
                        not isinstance(value, int | float) or isinstance(value, bool)):
                    raise InputError(f"{label}: value must be a number, not "
                                     f"{type(value).__name__} {value!r}")
                values.append(value)
            else:
                drawn = _draw(rng, np.dtype(argument.dtype), (), spec, label, needs,
                              scalar=True)
                values.append(drawn.item())
    return values


def _draw(rng, dtype, shape, spec, label, needs, scalar=False):
    import numpy as np

    has_range = "low" in spec or "high" in spec
    if has_range and not ("low" in spec and "high" in spec):
        raise InputError(f"{label}: give both low and high")
    if dtype.kind == "f":
        if not has_range and scalar:
            return np.full(shape, DEFAULT_FLOAT, dtype=dtype)
        low, high = spec.get("low", DEFAULT_LOW), spec.get("high", DEFAULT_HIGH)
        if not all(isinstance(v, int | float) for v in (low, high)) or low > high:
            raise InputError(f"{label}: low and high must be numbers with low <= high")
        return rng.uniform(low, high, size=shape).astype(dtype)
    if dtype.kind == "b" and not scalar and not has_range:
        return rng.integers(0, 2, size=shape).astype(dtype)
    if not has_range:
        raise Skip(needs)
    low, high = spec["low"], spec["high"]
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in (low, high)) \
            or low > high:
        raise InputError(f"{label}: low and high must be integers with low <= high")
    info = np.iinfo(dtype) if dtype.kind in "iu" else None
    if info is not None and (low < info.min or high > info.max):
        raise InputError(f"{label}: [{low}, {high}] does not fit {dtype}")
    return rng.integers(low, high, size=shape, endpoint=True).astype(dtype)
