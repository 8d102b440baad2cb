"""gathers.scalarize: all-true masked gathers and scatters as scalar loads and stores.

The rewrite must keep the lanes' order and the module valid (llvmlite, LLVM
15); a gather with any false lane must stay as it is.
"""

from __future__ import annotations

from nrtgrad.rewrites import gathers
from nrtgrad.toolchain import llvm

MODULE = """
define void @f(<4 x ptr> %p, <4 x ptr> %q) {{
entry:
  %g = call <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr> %p, i32 8, <4 x i1> <{mask}>, <4 x double> undef)
  %m = fmul <4 x double> %g, %g
  call void @llvm.masked.scatter.v4f64.v4p0(<4 x double> %m, <4 x ptr> %q, i32 8, <4 x i1> <{mask}>)
  ret void
}}

declare <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr>, i32, <4 x i1>, <4 x double>)
declare void @llvm.masked.scatter.v4f64.v4p0(<4 x double>, <4 x ptr>, i32, <4 x i1>)
"""
ALL_TRUE = "i1 true, i1 true, i1 true, i1 true"


def test_all_true_gather_and_scatter_become_one_load_and_store_per_lane_in_order():
    text = gathers.scalarize(MODULE.format(mask=ALL_TRUE))
    llvm.parse_and_verify(text)
    body = text.split("declare")[0]
    assert "@llvm.masked" not in body
    loads = [line for line in body.splitlines() if "= load double" in line]
    stores = [line for line in body.splitlines() if line.strip().startswith("store double")]
    assert len(loads) == len(stores) == 4
    assert [f"i64 {lane}" in line for lane, line in enumerate(
        l for l in body.splitlines() if "extractelement <4 x ptr> %p" in l)] == [True] * 4
    assert "%g = insertelement <4 x double>" in body


def test_masked_gather_with_a_false_lane_is_left_alone():
    source = MODULE.format(mask="i1 true, i1 false, i1 true, i1 true")
    assert gathers.scalarize(source).split("declare")[0] == source.split("declare")[0]


INDEXED = """
define void @f(ptr %a, ptr %b, <4 x i64> %i) {
entry:
  %p = getelementptr inbounds double, ptr %a, <4 x i64> %i
  %g = call <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr> %p, i32 8, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x double> undef)
  %q = getelementptr double, ptr %b, <4 x i64> %i
  call void @llvm.masked.scatter.v4f64.v4p0(<4 x double> %g, <4 x ptr> %q, i32 8, <4 x i1> <i1 true, i1 true, i1 true, i1 true>)
  ret void
}

declare <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr>, i32, <4 x i1>, <4 x double>)
declare void @llvm.masked.scatter.v4f64.v4p0(<4 x double>, <4 x ptr>, i32, <4 x i1>)
"""


def test_lanes_indexing_one_base_become_calls_of_one_function_per_kind_with_the_lanes_in_order():
    text = gathers.scalarize(INDEXED)
    llvm.parse_and_verify(text)
    body, helpers = text.split("declare")[0], text.split("ret void\n}")[1]
    assert "%g = call <4 x double> @nrtgrad.gather.v4.double.align8(ptr %a, <4 x i64> %i)" in body
    assert ("call void @nrtgrad.scatter.v4.double.align8(<4 x double> %g, ptr %b, <4 x i64> %i)"
            in body)
    assert "@llvm.masked" not in body
    gather = helpers.split("define internal void")[0]
    scatter = helpers.split("define internal void")[1]
    assert [l.split()[-1] for l in gather.splitlines() if "extractelement" in l] == \
        ["0", "1", "2", "3"]
    assert [l.strip() for l in gather.splitlines() if "= load" in l] == [
        f"%element{lane} = load double, ptr %address{lane}, align 8" for lane in range(4)]
    assert [l.strip() for l in scatter.splitlines() if l.strip().startswith("store")] == [
        f"store double %element{lane}, ptr %address{lane}, align 8" for lane in range(4)]
    assert "%address2 = getelementptr double, ptr %base, i64 %index2" in scatter
