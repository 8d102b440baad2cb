"""derivative_cache: where derivatives are kept, the key that finds one again in another
process (Numba's per-process counters and object addresses left out), the spec through
JSON, a cache that cannot be read or written costing only time, and the lock one maker
of an entry holds at a time.

The pipeline is replaced by a counter here: what is cached is not what is tested.
"""

from __future__ import annotations

import dataclasses
import os
import threading
import time
import types

# llvmlite reads opaque pointers only if this is set before its first import, which
# importing Numba does (nrtgrad.toolchain.llvm sets it too, on first use)
os.environ.setdefault("LLVMLITE_ENABLE_OPAQUE_POINTERS", "1")

import pytest
from numba.core import types as numba_types

from nrtgrad import pipeline, toolchain
from nrtgrad.entry.c_entry import GradientSpec
from nrtgrad.errors import CopiedLoopError, InputError
from nrtgrad.frontend import numba_capture, numba_link, numba_recompile
from nrtgrad.frontend.numba_abi import Argument, EntryPoint
from nrtgrad.frontend.return_values import Result
from nrtgrad.python import derivative_cache

X = Argument("x", "array", "float64", 1, "C", (("ptr", "%arg.x.0"), ("i64", "%arg.x.5.0")))
ENTRY = EntryPoint("_ZN7kernels1fB2v1E", "kernels.f", "f", Result("tuple", "float64", count=2),
                   "", (X,), "(Array(float64, 1, 'C'),)")
SPEC = GradientSpec(ENTRY, "f_vjp", frozenset({"x"}), "reverse",
                    values=dataclasses.replace(X, name="result"), value=False)


def test_the_cache_directory(monkeypatch, tmp_path):
    monkeypatch.setenv("NRTGRAD_CACHE_DIR", str(tmp_path / "mine"))
    assert derivative_cache.cache_dir() == tmp_path / "mine"
    monkeypatch.delenv("NRTGRAD_CACHE_DIR")
    assert derivative_cache.cache_dir() == toolchain.home() / "cache"


def test_a_spec_comes_back_from_json_as_it_went_in(tmp_path):
    path = tmp_path / "key.json"
    derivative_cache._write_cache(path, "; module\n", SPEC, True)
    module, spec, fused = derivative_cache._read_cache(path)
    assert module == "; module\n" and spec == SPEC and fused
    assert isinstance(spec.wrt, frozenset) and isinstance(spec.entry.arguments[0].params[0], tuple)


def test_a_cache_that_cannot_be_read_or_written_is_a_miss(tmp_path):
    assert derivative_cache._read_cache(tmp_path / "absent.json") is None
    (tmp_path / "broken.json").write_text('{"module": "; m", "spec": {"entry"')
    assert derivative_cache._read_cache(tmp_path / "broken.json") is None
    (tmp_path / "file").write_text("")
    derivative_cache._write_cache(tmp_path / "file" / "key.json", "; m", SPEC, False)  # no error
    assert not (tmp_path / "file").is_dir()


def test_one_maker_of_an_entry_at_a_time_and_no_orphans_left(tmp_path):
    entry = tmp_path / "key.json"
    orphan = tmp_path / ".key.json.k2x9"  # a writer killed between mkstemp and rename
    orphan.write_text('{"module"')
    other = tmp_path / ".other.json.k2x9"
    other.write_text("")
    events = []

    def make():
        with derivative_cache._making(entry):
            events.append("second in")
        events.append("second out")

    with derivative_cache._making(entry):
        assert (tmp_path / "key.json.lock").exists()
        assert not orphan.exists() and other.exists()
        waiting = threading.Thread(target=make)
        waiting.start()
        time.sleep(0.3)
        assert events == []  # the second maker waits for the first
    waiting.join(timeout=10)
    assert events == ["second in", "second out"]
    assert not (tmp_path / "key.json.lock").exists()


@pytest.mark.parametrize("numba_type, result", [
    (numba_types.float64, Result("scalar", "float64")),
    (numba_types.float32, Result("scalar", "float32")),
    (numba_types.Array(numba_types.float32, 2, "C"), Result("array", "float32", ndim=2)),
    (numba_types.UniTuple(numba_types.float64, 3), Result("tuple", "float64", 3)),
    (numba_types.Tuple((numba_types.float64, numba_types.float32)), Result("tuple", "", 2)),
    (numba_types.int64, None),
    (numba_types.Array(numba_types.int64, 1, "C"), None),
    (numba_types.Tuple((numba_types.float64, numba_types.int64)), None),
])
def test_the_result_numbas_signature_declares(numba_type, result):
    assert derivative_cache.declared_result(numba_type) == result


class Dispatcher:
    """A dispatcher whose module is given text."""

    def __init__(self, text):
        self.text = text
        self.py_func = types.SimpleNamespace(__qualname__="kernels.f")

    def inspect_llvm(self, signature):
        return self.text


MODULE = ("define double @_ZN7kernels1fB{uid}B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE() {{\n"
          "  %s = call double @__numba_array_expr_{address}()\n"
          "  %r = fmul double %s, 0x3FBF9ADD3739635F\n  ret double %r\n}}\n"
          "@.const.picklebuf.{n} = internal constant [26 x i8] c\"<object at {address}>\"\n"
          "@.const.pickledata.{n}.sha1.{m} = internal constant [1 x i8] c\"\\00\"\n")


OVERLOAD = types.SimpleNamespace(fndesc=types.SimpleNamespace(mangled_name="f_sym"),
                                 signature=types.SimpleNamespace(return_type=numba_types.float64))


def test_the_same_function_in_another_process_finds_its_derivative(monkeypatch, tmp_path):
    monkeypatch.setenv("NRTGRAD_CACHE_DIR", str(tmp_path))
    runs = []

    def differentiate(tools, data, name, options):
        runs.append((data.decode(), name, options.wrt, options.mode, options.result))
        return pipeline.Result(f"; derivative {len(runs)}\n", SPEC)

    monkeypatch.setattr(pipeline, "differentiate", differentiate)

    def derivative(text, wrt=("x",), mode="reverse"):
        return derivative_cache.derivative_module(Dispatcher(text), ("sig",), OVERLOAD, wrt, mode,
                                                  recompile=False)

    first = MODULE.format(uid="2v1", n=3, m=4, address="0x7f601771e790")
    assert derivative(first) == ("; derivative 1\n", SPEC, False)
    assert runs == [(first, "kernels.f", ["x"], "reverse", Result("scalar", "float64"))]
    # Numba's counter and the object addresses differ in another process: the same key
    again = MODULE.format(uid="3v17", n=12, m=5, address="0x7f0000001234")
    assert derivative(again) == ("; derivative 1\n", SPEC, False) and len(runs) == 1
    assert len(list(tmp_path.glob("*.json"))) == 1
    # other code, other parameters or another mode: another derivative
    other = first.replace("0x3FBF9ADD3739635F", "0x3FEF9ADD3739635F")  # a float constant
    assert derivative(other)[0] == "; derivative 2\n"
    assert derivative(first, mode="forward")[0] == "; derivative 3\n"
    assert derivative(first, wrt=("x", "y"))[0] == "; derivative 4\n"


def test_a_derivative_of_the_function_compiled_again_is_found_by_that_module(monkeypatch,
                                                                            tmp_path):
    """Another process's own module of the function may differ (Numba orders an array
    expression's operands by object address) where the module compiled again does not:
    the derivative is found under the second key, and the pipeline does not run."""
    monkeypatch.setenv("NRTGRAD_CACHE_DIR", str(tmp_path))
    runs = []

    def differentiate(tools, data, name, options):
        runs.append(data.decode())
        return pipeline.Result(f"; derivative {len(runs)}\n", SPEC)

    monkeypatch.setattr(pipeline, "differentiate", differentiate)
    fused = "define double @fused() {\n  ret double 1.0\n}\n"
    monkeypatch.setattr(numba_recompile, "recompiled", lambda f, signature, text:
                        numba_recompile.Recompiled(None, fused, "fused", True, None))

    def derivative(text):
        return derivative_cache.derivative_module(Dispatcher(text), ("sig",), OVERLOAD, ("x",),
                                                  "reverse")

    first = MODULE.format(uid="2v1", n=3, m=4, address="0x7f601771e790")
    assert derivative(first) == ("; derivative 1\n", SPEC, True) and runs == [fused]
    assert len(list(tmp_path.glob("*.json"))) == 2
    operands_swapped = first.replace("fmul double %s, 0x3FBF9ADD3739635F",
                                     "fmul double 0x3FBF9ADD3739635F, %s")
    assert derivative(operands_swapped) == ("; derivative 1\n", SPEC, True) and len(runs) == 1
    assert len(list(tmp_path.glob("*.json"))) == 3


def test_a_refused_optimised_module_is_followed_by_the_linked_one_then_the_captured_one(
        monkeypatch):
    """Where LLVM's loop optimisations made the optimised module one nrtgrad refuses, the
    module Numba linked for the function compiled now, made ready without them, is
    differentiated; where it cannot be made ready, or is refused too, the modules
    numba_capture records compiling the function once more.  Of a time loop, whose
    loop those optimisations copy, the linked module is tried first."""
    runs, captured = [], []

    def differentiate(tools, data, name, options):
        runs.append((data.decode(), options.function))
        if data.decode() in ("optimised", "ready refused"):
            raise CopiedLoopError("copied")
        return pipeline.Result(f"; derivative of {data.decode()}\n", SPEC)

    def capture(f, signature, tools, compiling):
        captured.append(f)
        return "captured", "g"

    monkeypatch.setattr(pipeline, "differentiate", differentiate)
    monkeypatch.setattr(toolchain, "find", lambda: None)
    monkeypatch.setattr(numba_capture, "linked_before_loop_passes", capture)
    monkeypatch.setattr(numba_link, "optimised", lambda text, *_, **__: f"ready {text}")
    time_loop = False
    monkeypatch.setattr(numba_link, "carries_allocated_arrays", lambda *_: time_loop)

    def result(linked):
        runs.clear()
        return derivative_cache.differentiate("f", ("sig",), "optimised", "f",
                                              pipeline.Options(function="f"),
                                              compiled_now=True, linked=linked).module

    assert result("linked") == "; derivative of ready linked\n"
    assert runs == [("optimised", "f"), ("ready linked", "f")] and not captured
    assert result("refused") == "; derivative of captured\n"
    assert runs == [("optimised", "f"), ("ready refused", "f"), ("captured", "g")]

    time_loop = True  # a loop carries an array it allocates: the linked module first
    assert result("linked") == "; derivative of ready linked\n"
    assert runs == [("ready linked", "f")]
    assert result("refused") == "; derivative of captured\n"
    assert runs == [("ready refused", "f"), ("optimised", "f"), ("captured", "g")]
    time_loop = False

    def cannot(*_, **__):
        raise InputError("cannot link")

    monkeypatch.setattr(numba_link, "optimised", cannot)
    assert result("linked") == "; derivative of captured\n"
    assert result(None) == "; derivative of captured\n" and len(captured) == 4


def test_a_copied_loop_is_refused_in_python_terms(monkeypatch):
    """Where no module from before LLVM's loop optimisations was differentiated, the
    refusal says why and a way forward in the function's code, not on the command line;
    where a global the function read changed since Numba compiled it: recompile it."""
    def differentiate(tools, data, name, options):
        raise CopiedLoopError("a loop-carried array ...; run the program with "
                              "NUMBA_DUMP_LLVM=1 ...", "x")

    def capture(f, signature, tools, compiling):
        raise InputError(f"steps: steps keeps arrays in a list; {numba_link.INSTEAD}")

    monkeypatch.setattr(pipeline, "differentiate", differentiate)
    monkeypatch.setattr(toolchain, "find", lambda: None)
    monkeypatch.setattr(numba_capture, "linked_before_loop_passes", capture)
    what = ("a loop-carried array (`x`) whose loop LLVM's loop optimisations copied (the loop "
            "may run zero times, or was unswitched): not supported yet in a module Numba "
            "optimised, and it could not be differentiated from before those optimisations")

    def refusal(compiled_now: bool) -> CopiedLoopError:
        with pytest.raises(CopiedLoopError) as refused:
            derivative_cache.differentiate("f", ("sig",), "optimised", "steps",
                                           pipeline.Options(function="f"),
                                           compiled_now=compiled_now)
        return refused.value

    refused = refusal(compiled_now=True)
    assert str(refused) == (f"{what} (steps keeps arrays in a list): allocate `x` once before "
                            "the loop and assign each step's values into it (`x[:] = ...`) "
                            "rather than binding it to a new array")
    assert refused.variable == "x"
    monkeypatch.setattr(numba_recompile, "reads_what_it_froze", lambda *_: False)
    assert str(refusal(compiled_now=False)) == (
        f"{what} (a global it reads is bound to another object, or a global array it reads "
        "was changed in place, since Numba compiled it): call `steps.recompile()`, so that "
        "Numba compiles it with the globals as they are now, and differentiate it again")
