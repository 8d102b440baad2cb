"""Which modules call Enzyme themselves: a call of any entry point Enzyme 0.0.289 lowers."""

import pytest

from nrtgrad import pipeline
from nrtgrad.errors import InputError


@pytest.mark.parametrize("entry", pipeline.ENZYME_ENTRY_POINTS)
def test_a_call_of_each_entry_point_is_found(entry):
    line = f"  %r = call double (ptr, ...) @__enzyme_{entry}(ptr noundef @f, double %x)"
    match = pipeline.ENZYME_CALL.search(line)
    assert match and match.group("target") == "f"


@pytest.mark.parametrize("line, target", [
    # C++ templates mangle the name around the entry point's
    ("  call void (ptr, ...) @_Z17__enzyme_autodiffIJdEEvPvDpT_(ptr noundef @_Z6squared)",
     "_Z6squared"),
    ('  %t = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr @"a.b", i32 %d, ptr %v)', '"a.b"'),
    ("  invoke void (ptr, ...) @__enzyme_reverse(ptr @model, ptr %x, ptr %tape)", "model"),
    ("  %d = call double @__enzyme_fwddiff_double(ptr nonnull @g, double 1.0)", "g"),
])
def test_mangled_quoted_and_invoked_entry_points(line, target):
    assert pipeline.ENZYME_CALL.search(line).group("target") == target


def test_declarations_and_other_enzyme_names_are_not_calls():
    text = ("declare double @__enzyme_autodiff(...)\n"
            "declare ptr @__enzyme_augmentfwd(ptr, ...)\n"
            "@__enzyme_register_gradient_cube = global [3 x ptr] [ptr @cube, ptr @a, ptr @r]\n"
            "  call void @__enzyme_integer(ptr %p, i64 8)\n")
    assert pipeline.ENZYME_CALL.search(text) is None


def test_function_names_a_transformed_function():
    text = ("  %t = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr @model, ptr %v)\n"
            "  call void (ptr, ...) @__enzyme_reverse(ptr @model, ptr %v, ptr %t)\n")
    pipeline._check_function(text, "model", "split.ll")
    with pytest.raises(InputError, match=r"differentiated here: model\)"):
        pipeline._check_function(text, "other", "split.ll")
