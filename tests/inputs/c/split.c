// Split mode: the forward pass (__enzyme_augmentfwd) records a tape, the
// reverse pass (__enzyme_reverse) runs later from it, once per output (the
// rows of a Jacobian): with a tape Enzyme allocates and returns, and with one
// the caller allocates, of the size __enzyme_augmentsize gives (a constant
// only once clang optimises: at -O0 Enzyme refuses it).
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int enzyme_dup, enzyme_tape, enzyme_allocated;
void *__enzyme_augmentfwd(void *, ...);
void __enzyme_reverse(void *, ...);
int __enzyme_augmentsize(void *, ...);

void model(double *v, const double *x) {
    v[0] = x[0] * x[1] + sin(x[2]);
    v[1] = exp(x[0]) * x[2];
    v[2] = x[1] * x[1] * x[2];
}

int main(void) {
    double x[3] = {0.5, -1.25, 2.0}, v[3];
    double jacobian[3][3] = {{0}};  // each pass adds its rows
    double expected[3][3] = {{x[1], x[0], cos(x[2])},
                             {exp(x[0]) * x[2], 0.0, exp(x[0])},
                             {0.0, 2 * x[1] * x[2], x[1] * x[1]}};
    int failures = 0, passes = 1;
    for (int row = 0; row < 3; row++) {
        double dv[3] = {0};
        void *tape = __enzyme_augmentfwd((void *)model, enzyme_dup, v, dv, enzyme_dup, x,
                                         jacobian[row]);
        dv[row] = 1.0;
        __enzyme_reverse((void *)model, enzyme_dup, v, dv, enzyme_dup, x, jacobian[row], tape);
    }
#ifdef __OPTIMIZE__
    passes = 2;
    int size = __enzyme_augmentsize((void *)model, enzyme_dup, enzyme_dup);
    for (int row = 0; row < 3; row++) {
        double dv[3] = {0};
        void *tape = malloc(size);
        __enzyme_augmentfwd((void *)model, enzyme_allocated, size, enzyme_tape, tape, v, dv, x,
                            jacobian[row]);
        dv[row] = 1.0;
        __enzyme_reverse((void *)model, enzyme_allocated, size, enzyme_tape, tape, v, dv, x,
                         jacobian[row]);
        free(tape);
    }
#endif
    for (int row = 0; row < 3; row++)
        for (int col = 0; col < 3; col++) {
            printf("J[%d][%d] = %.17g\n", row, col, jacobian[row][col]);
            failures += fabs(jacobian[row][col] - passes * expected[row][col]) > 1e-12;
        }
    printf("v = %.17g %.17g %.17g\n", v[0], v[1], v[2]);
    return failures != 0;
}
