// Serving gradients of a Numba function from C++, with no Python at run time.
//
// ode_euler (tests/inputs/kernels.py) integrates y' = sin(y) - y/2 with six
// explicit Euler steps of size h and returns sum(y * y):
//
//     def ode_euler(y0, h):
//         y = y0.copy()
//         for _ in range(6):
//             k = np.sin(y) - 0.5 * y
//             y = y + h * k
//         return np.sum(y * y)
//
// Each step allocates fresh NRT arrays, which the derivative frees again.
// This program computes the value and the gradient with respect to y0 and h
// for a batch of inputs, spread over a few threads, checks some of them
// against central finite differences of a C++ copy of the function, and
// checks that every NRT allocation was freed.
//
//     ./serve [BATCH [THREADS [N]]]    (defaults: 2000 samples, 2 threads, n = 13)
//
// n, the length of y0, is odd by default: Numba vectorises and unrolls the
// kernel's loops, and an odd length also runs their remainder loops.

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <thread>
#include <vector>

#include "nrtgrad_rt.h"
#include "ode_euler_grad.h"

namespace {

struct Sample {
    std::vector<double> y0;
    double h = 0.0;
    // results
    int32_t status = -1;
    double value = 0.0;
    std::vector<double> d_y0;
    double d_h = 0.0;
};

// The same computation in plain C++, for the finite-difference check.
double ode_euler_reference(std::vector<double> y, double h) {
    for (int step = 0; step < 6; ++step)
        for (double &v : y) v = v + h * (std::sin(v) - 0.5 * v);
    double s = 0.0;
    for (double v : y) s += v * v;
    return s;
}

// One gradient call: the input lives in an NRT MemInfo, as a Numba array would.
void serve_one(Sample &sample) {
    const int64_t size = static_cast<int64_t>(sample.y0.size());
    const int64_t shape[1] = {size};
    void *meminfo = nrtgrad_rt_meminfo_new(sizeof(double) * sample.y0.size(), 32);
    if (meminfo == nullptr) {
        sample.status = -100;
        return;
    }
    auto *data = static_cast<double *>(nrtgrad_rt_meminfo_data(meminfo));
    std::copy(sample.y0.begin(), sample.y0.end(), data);
    nrt_array_float64_1d y0;
    nrtgrad_rt_array_init(&y0, 1, meminfo, data, sizeof(double), shape);

    sample.d_y0.assign(sample.y0.size(), 0.0);  // gradients are added to these
    sample.d_h = 0.0;
    sample.status = ode_euler_grad(&y0, sample.d_y0.data(), sample.h, &sample.d_h,
                                   &sample.value);
    if (nrtgrad_rt_refcount(meminfo) != 1) sample.status = -101;
    nrtgrad_rt_release(meminfo);
}

bool close(double got, double want, double rtol, double atol) {
    return std::fabs(got - want) <= atol + rtol * std::fabs(want);
}

// Central finite differences of the reference; returns the number of mismatches.
int check(const Sample &sample) {
    int failures = 0;
    const double value = ode_euler_reference(sample.y0, sample.h);
    if (!close(sample.value, value, 1e-12, 0.0)) {
        std::fprintf(stderr, "value %.17g, reference %.17g\n", sample.value, value);
        ++failures;
    }
    for (size_t i = 0; i < sample.y0.size(); ++i) {
        std::vector<double> high = sample.y0, low = sample.y0;
        const double step = 1e-6 * std::max(1.0, std::fabs(sample.y0[i]));
        high[i] += step;
        low[i] -= step;
        const double reference = (ode_euler_reference(high, sample.h) -
                                  ode_euler_reference(low, sample.h)) / (2.0 * step);
        if (!close(sample.d_y0[i], reference, 1e-5, 1e-7)) {
            std::fprintf(stderr, "d/dy0[%zu] = %.10g, finite differences %.10g\n", i,
                         sample.d_y0[i], reference);
            ++failures;
        }
    }
    const double step = 1e-6 * std::max(1.0, std::fabs(sample.h));
    const double reference = (ode_euler_reference(sample.y0, sample.h + step) -
                              ode_euler_reference(sample.y0, sample.h - step)) / (2.0 * step);
    if (!close(sample.d_h, reference, 1e-5, 1e-7)) {
        std::fprintf(stderr, "d/dh = %.10g, finite differences %.10g\n", sample.d_h, reference);
        ++failures;
    }
    return failures;
}

}  // namespace

int main(int argc, char **argv) {
    const long batch = argc > 1 ? std::strtol(argv[1], nullptr, 10) : 2000;
    const long threads = argc > 2 ? std::strtol(argv[2], nullptr, 10) : 2;
    const long size = argc > 3 ? std::strtol(argv[3], nullptr, 10) : 13;
    if (batch < 1 || threads < 1 || size < 1) {
        std::fprintf(stderr, "usage: %s [BATCH [THREADS [N]]]\n", argv[0]);
        return 2;
    }

    std::mt19937_64 random(42);
    std::normal_distribution<double> normal(0.0, 1.0);
    std::uniform_real_distribution<double> uniform(0.05, 0.2);
    std::vector<Sample> samples(static_cast<size_t>(batch));
    for (Sample &sample : samples) {
        for (long i = 0; i < size; ++i) sample.y0.push_back(normal(random));
        sample.h = uniform(random);
    }

    const auto start = std::chrono::steady_clock::now();
    std::vector<std::thread> workers;
    for (long t = 0; t < threads; ++t)
        workers.emplace_back([&samples, t, threads] {
            for (size_t i = static_cast<size_t>(t); i < samples.size();
                 i += static_cast<size_t>(threads))
                serve_one(samples[i]);
        });
    for (std::thread &worker : workers) worker.join();
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    int failures = 0;
    double total = 0.0;
    for (size_t i = 0; i < samples.size(); ++i) {
        if (samples[i].status != 0) {
            std::fprintf(stderr, "sample %zu: status %d\n", i, samples[i].status);
            ++failures;
            continue;
        }
        total += samples[i].value;
        if (i % 50 == 0) failures += check(samples[i]);
    }
    int64_t allocs = 0, frees = 0;
    nrtgrad_rt_stats(&allocs, &frees);
    if (allocs != frees) {
        std::fprintf(stderr, "NRT MemInfos: %lld allocated, %lld freed\n",
                     static_cast<long long>(allocs), static_cast<long long>(frees));
        ++failures;
    }

    const Sample &first = samples.front();
    std::printf("ode_euler(y0, h), n = %ld, for %ld samples on %ld threads: %.3f ms, %.2f us "
                "per gradient\n", size, batch, threads, seconds * 1e3,
                seconds * 1e6 / static_cast<double>(batch));
    std::printf("sample 0: value %.6f, d/dh %.6f, d/dy0[0] %.6f; mean value %.6f\n",
                first.value, first.d_h, first.d_y0.empty() ? 0.0 : first.d_y0[0],
                total / static_cast<double>(batch));
    std::printf("NRT MemInfos allocated %lld, freed %lld; %s\n",
                static_cast<long long>(allocs), static_cast<long long>(frees),
                failures ? "FAILED" : "gradients match finite differences");
    return failures ? 1 : 0;
}
