// malloc, realloc and free inside the differentiated function: a buffer that
// grows while it is filled, then is reduced and freed.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int enzyme_dup, enzyme_const;
void __enzyme_autodiff(void *, ...);

double grow_and_sum(const double *x, int n) {
    int capacity = 2, size = 0;
    double *buffer = malloc(capacity * sizeof(double));
    for (int i = 0; i < n; i++) {
        if (size == capacity) {
            capacity *= 2;
            buffer = realloc(buffer, capacity * sizeof(double));
        }
        buffer[size++] = exp(x[i]) * x[i];
    }
    double s = 0.0;
    for (int i = 0; i < size; i++)
        s += buffer[i] * buffer[i];
    free(buffer);
    return s;
}

// writes the value through a pointer: the gradient comes from the shadow of out
void wrapper(const double *x, int n, double *out) { *out = grow_and_sum(x, n); }

int main(void) {
    enum { N = 9 };
    double x[N], dx[N] = {0}, out = 0.0, d_out = 1.0;
    int failures = 0;
    for (int i = 0; i < N; i++)
        x[i] = 0.1 * i - 0.4;
    __enzyme_autodiff((void *)wrapper, enzyme_dup, x, dx, enzyme_const, N, enzyme_dup, &out,
                      &d_out);
    for (int i = 0; i < N; i++) {
        double v = exp(x[i]) * x[i];
        double expected = 2 * v * (exp(x[i]) * (x[i] + 1));
        printf("dx[%d] = %.17g\n", i, dx[i]);
        failures += fabs(dx[i] - expected) > 1e-12;
    }
    printf("out = %.17g\n", out);
    return failures != 0;
}
