"""gathers.scalarize: all-true masked gathers and scatters as scalar loads and stores.

The rewrite must keep the lanes' order and the module valid (llvmlite, LLVM
15); a gather with any false lane must stay as it is.
"""

from __future__ import annotations

from nrtgrad import gathers, llvm

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
