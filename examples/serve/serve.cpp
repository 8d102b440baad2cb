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
//     ./serve bench [N...]             (defaults: n = 13, 50001 and 200001)
//
// n, the length of y0, is odd by default: Numba vectorises and unrolls the
// kernel's loops, and an odd length also runs their remainder loops.
//
// `bench` reports gradients per second at each n on 1 and 2 threads with the
// runtime's pool of freed blocks (nrtgrad_rt_set_pool(1)) and with plain
// malloc (nrtgrad_rt_set_pool(0)), and their ratio: the median of ROUNDS
// timings of each, taken alternately in one run, after a warm-up call that
// puts each allocator in its steady state.  It also checks that both give
// bit-identical results.

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
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
// The value is a sum over i of terms that depend on y0[i] alone, so d/dy0[i]
// is the derivative of the one-element function at y0[i] (accurate at any n,
// where differences of the whole sum would lose digits).
int check(const Sample &sample) {
    int failures = 0;
    const double value = ode_euler_reference(sample.y0, sample.h);
    if (!close(sample.value, value, 1e-12, 0.0)) {
        std::fprintf(stderr, "value %.17g, reference %.17g\n", sample.value, value);
        ++failures;
    }
    for (size_t i = 0; i < sample.y0.size(); ++i) {
        const double step = 1e-6 * std::max(1.0, std::fabs(sample.y0[i]));
        const double reference = (ode_euler_reference({sample.y0[i] + step}, sample.h) -
                                  ode_euler_reference({sample.y0[i] - step}, sample.h)) /
                                 (2.0 * step);
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

std::vector<Sample> make_samples(size_t count, long size) {
    std::mt19937_64 random(42);
    std::normal_distribution<double> normal(0.0, 1.0);
    std::uniform_real_distribution<double> uniform(0.05, 0.2);
    std::vector<Sample> samples(count);
    for (Sample &sample : samples) {
        for (long i = 0; i < size; ++i) sample.y0.push_back(normal(random));
        sample.h = uniform(random);
    }
    return samples;
}

double thread_cpu_seconds() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + 1e-9 * static_cast<double>(now.tv_nsec);
}

struct Rate {
    double wall;  // gradients per second
    double cpu;   // gradients per second of the serving threads' CPU time (user and system)
};

// Each thread serves its own sample `calls` times.
Rate gradients_per_second(std::vector<Sample> &samples, long threads, long calls) {
    std::vector<double> cpu(static_cast<size_t>(threads), 0.0);
    const auto start = std::chrono::steady_clock::now();
    std::vector<std::thread> workers;
    for (long t = 0; t < threads; ++t)
        workers.emplace_back([&samples, &cpu, t, calls] {
            const double begin = thread_cpu_seconds();
            for (long i = 0; i < calls; ++i) serve_one(samples[static_cast<size_t>(t)]);
            cpu[static_cast<size_t>(t)] = thread_cpu_seconds() - begin;
        });
    for (std::thread &worker : workers) worker.join();
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    double cpu_seconds = 0.0;
    for (double c : cpu) cpu_seconds += c;
    const double gradients = static_cast<double>(threads * calls);
    return {gradients / seconds, gradients / cpu_seconds};
}

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

bool same_results(const Sample &a, const Sample &b) {
    return a.status == 0 && b.status == 0 && a.value == b.value && a.d_h == b.d_h &&
           a.d_y0.size() == b.d_y0.size() &&
           std::memcmp(a.d_y0.data(), b.d_y0.data(), sizeof(double) * a.d_y0.size()) == 0;
}

int bench(const std::vector<long> &sizes) {
    constexpr int ROUNDS = 7;
    int failures = 0;
    std::printf("ode_euler gradients per second, plain malloc and the runtime's pool "
                "(median of %d alternating timings each; per CPU second of the serving "
                "threads in brackets)\n", ROUNDS);
    for (long size : sizes) {
        // about 0.4 s per timing: a gradient costs roughly 0.5 us per element
        const long calls = std::max(4L, 800000L / (size + 20));
        for (long threads = 1; threads <= 2; ++threads) {
            std::vector<Sample> samples = make_samples(static_cast<size_t>(threads), size);
            std::vector<double> wall[2], cpu[2];
            Sample first[2];
            for (int round = 0; round < ROUNDS; ++round)
                for (int pooled = 0; pooled < 2; ++pooled) {
                    nrtgrad_rt_set_pool(pooled);
                    serve_one(samples[0]);  // warm-up
                    first[pooled] = samples[0];
                    const Rate rate = gradients_per_second(samples, threads, calls);
                    wall[pooled].push_back(rate.wall);
                    cpu[pooled].push_back(rate.cpu);
                    for (const Sample &sample : samples)
                        if (sample.status != 0) ++failures;
                }
            if (!same_results(first[0], first[1])) {
                std::fprintf(stderr, "n = %ld: results differ with and without the pool\n",
                             size);
                ++failures;
            }
            const double plain = median(wall[0]), pool = median(wall[1]);
            const double plain_cpu = median(cpu[0]), pool_cpu = median(cpu[1]);
            std::printf("n = %ld, %ld thread%s: malloc %.1f/s (%.1f), pool %.1f/s (%.1f), "
                        "ratio %.2f (%.2f)\n", size, threads, threads > 1 ? "s" : "", plain,
                        plain_cpu, pool, pool_cpu, pool / plain, pool_cpu / plain_cpu);
        }
    }
    int64_t allocs = 0, frees = 0, hits = 0, misses = 0, cached = 0;
    nrtgrad_rt_stats(&allocs, &frees);
    nrtgrad_rt_pool_stats(&hits, &misses, &cached);
    std::printf("NRT MemInfos allocated %lld, freed %lld; pool hits %lld, misses %lld, "
                "%.1f MiB cached; %s\n", static_cast<long long>(allocs),
                static_cast<long long>(frees), static_cast<long long>(hits),
                static_cast<long long>(misses), static_cast<double>(cached) / (1 << 20),
                failures || allocs != frees ? "FAILED" : "same results with and without the pool");
    nrtgrad_rt_pool_trim();
    return failures || allocs != frees ? 1 : 0;
}

}  // namespace

int main(int argc, char **argv) {
    if (argc > 1 && std::strcmp(argv[1], "bench") == 0) {
        std::vector<long> sizes;
        for (int i = 2; i < argc; ++i) sizes.push_back(std::strtol(argv[i], nullptr, 10));
        if (sizes.empty()) sizes = {13, 50001, 200001};
        if (std::any_of(sizes.begin(), sizes.end(), [](long n) { return n < 1; })) {
            std::fprintf(stderr, "usage: %s bench [N...]\n", argv[0]);
            return 2;
        }
        return bench(sizes);
    }
    const long batch = argc > 1 ? std::strtol(argv[1], nullptr, 10) : 2000;
    const long threads = argc > 2 ? std::strtol(argv[2], nullptr, 10) : 2;
    const long size = argc > 3 ? std::strtol(argv[3], nullptr, 10) : 13;
    if (batch < 1 || threads < 1 || size < 1) {
        std::fprintf(stderr, "usage: %s [BATCH [THREADS [N]]]\n", argv[0]);
        return 2;
    }

    std::vector<Sample> samples = make_samples(static_cast<size_t>(batch), size);

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
