// A custom gradient registered with __enzyme_register_gradient_*: Enzyme
// calls cube_aug in the forward pass and cube_rev in the reverse pass
// instead of differentiating cube (which here also counts its calls).
#include <math.h>
#include <stdio.h>

int enzyme_dup, enzyme_const;
double __enzyme_autodiff(void *, ...);

static int reverse_calls;

__attribute__((noinline)) double cube(double x) { return x * x * x; }

// the augmented forward pass returns the primal result (no tape is needed);
// the reverse pass gets the argument and the adjoint of the result
double cube_aug(double x) { return x * x * x; }

double cube_rev(double x, double d_y) {
    reverse_calls++;
    return 3 * x * x * d_y;
}

void *__enzyme_register_gradient_cube[] = {(void *)cube, (void *)cube_aug, (void *)cube_rev};

double g(const double *x, int n) {
    double s = 0.0;
    for (int i = 0; i < n; i++) {
        s += sin(cube(x[i]));
    }
    return s;
}

int main(void) {
    enum { N = 5 };
    double x[N], dx[N] = {0};
    int failures = 0;
    for (int i = 0; i < N; i++)
        x[i] = 0.25 * i - 0.5;
    __enzyme_autodiff((void *)g, enzyme_dup, x, dx, enzyme_const, N);
    for (int i = 0; i < N; i++) {
        double expected = cos(x[i] * x[i] * x[i]) * 3 * x[i] * x[i];
        printf("dx[%d] = %.17g\n", i, dx[i]);
        failures += fabs(dx[i] - expected) > 1e-12;
    }
    printf("custom reverse passes: %d\n", reverse_calls);
    failures += reverse_calls != N;
    return failures != 0;
}
