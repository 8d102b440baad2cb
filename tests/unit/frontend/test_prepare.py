"""prepare.drop_math_readonly: scalar math declarations lose `readonly`, nothing else does.

Numba 0.60/0.61 declare `erf` (and other libm functions) `readonly`; Enzyme
adds `readnone` to the math functions it knows and LLVM rejects both on
one function.
"""

from __future__ import annotations

from nrtgrad.toolchain import llvm
from nrtgrad.frontend import prepare

MODULE = """
define double @f(double %x, ptr %p) {
  %e = call double @erf(double %x)
  %n = call i64 @count(ptr %p)
  ret double %e
}

declare double @erf(double) local_unnamed_addr #1
declare i64 @count(ptr) local_unnamed_addr #1

attributes #0 = { nounwind }
attributes #1 = { nofree nounwind readonly }
"""


def test_math_declaration_gets_a_group_without_readonly_and_others_keep_theirs():
    text = prepare.drop_math_readonly(MODULE)
    llvm.parse_and_verify(text)
    assert "declare double @erf(double) local_unnamed_addr #2" in text
    assert "attributes #2 = { nofree nounwind }" in text
    assert "declare i64 @count(ptr) local_unnamed_addr #1" in text
    assert "attributes #1 = { nofree nounwind readonly }" in text
