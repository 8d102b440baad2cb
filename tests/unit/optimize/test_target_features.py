"""portable_features of `nrtgrad.optimize.target`: one entry per feature, the last; no
disabled features later LLVMs removed; everything else as opt wrote it."""

from nrtgrad.optimize.target import portable_features


def features(module: str) -> str:
    return module.split('"target-features"="')[1].split('"')[0]


def test_each_feature_once_as_its_last_entry_says():
    module = ('attributes #0 = { "target-cpu"="znver3" '
              '"target-features"="+avx2,-avx512f,+fma,+avx2,+avx512f" }\n')
    assert features(portable_features(module)) == "+fma,+avx2,+avx512f"


def test_disabled_features_later_llvms_removed_are_dropped_enabled_ones_kept():
    module = ('attributes #0 = { "target-features"="-avx512pf,+sse2,-3dnow,-avx512er,'
              '-prefetchwt1,-3dnowa,-avx512f" }\n'
              'attributes #1 = { "target-cpu"="knl" "target-features"="+avx512pf,+avx512er" }\n')
    lists = portable_features(module).split('"target-features"="')[1:]
    assert [entry.split('"')[0] for entry in lists] == ["+sse2,-avx512f", "+avx512pf,+avx512er"]


def test_a_module_without_target_features_is_unchanged():
    module = 'define void @f() #0 {\n  ret void\n}\nattributes #0 = { "target-cpu"="x86-64" }\n'
    assert portable_features(module) is module
