// A loop over an array: reverse mode (__enzyme_autodiff) and forward mode
// (__enzyme_fwddiff) against the analytic derivative.
#include <math.h>
#include <stdio.h>

int enzyme_dup, enzyme_const, enzyme_dupnoneed;
double __enzyme_autodiff(void *, ...);
double __enzyme_fwddiff(void *, ...);

double f(const double *x, int n) {
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += x[i] * x[i] * sin(x[i]);
    return s;
}

static double df(double x) { return 2 * x * sin(x) + x * x * cos(x); }

int main(void) {
    enum { N = 7 };
    double x[N], dx[N] = {0}, t[N];
    int failures = 0;
    for (int i = 0; i < N; i++) {
        x[i] = 0.3 * i - 0.8;
        t[i] = 1.0 + i;
    }
    __enzyme_autodiff((void *)f, enzyme_dup, x, dx, enzyme_const, N);
    double directional = __enzyme_fwddiff((void *)f, enzyme_dup, x, t, enzyme_const, N);
    double expected = 0.0;
    for (int i = 0; i < N; i++) {
        printf("dx[%d] = %.17g\n", i, dx[i]);
        failures += fabs(dx[i] - df(x[i])) > 1e-12;
        expected += df(x[i]) * t[i];
    }
    printf("jvp = %.17g\n", directional);
    failures += fabs(directional - expected) > 1e-11;
    return failures != 0;
}
