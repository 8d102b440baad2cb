"""Small modules that call Enzyme themselves, for unit tests of the stages around it.

Such a module skips the passes written for Numba's modules, so a test of the
opt runner, the pipeline's frame or the command line runs Enzyme on a few
lines.
"""

# `dsquare(x)` is d(x * x)/dx through `__enzyme_autodiff`
SQUARE = """define double @square(double %x) {
entry:
  %y = fmul double %x, %x
  ret double %y
}
declare double @__enzyme_autodiff(...)
define double @dsquare(double %x) {
entry:
  %d = call double (...) @__enzyme_autodiff(ptr @square, double %x)
  ret double %d
}
"""
