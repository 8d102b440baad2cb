/* Checks of libnrtgrad_rt on its own: MemInfo kinds, layout, counters, reshape,
 * and concurrent reference counting.  Prints one line per group; exits 1 on
 * the first group with a failure. */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "nrtgrad_rt.h"

static int failures = 0;

#define EXPECT(condition)                                                        \
    do {                                                                         \
        if (!(condition)) {                                                      \
            fprintf(stderr, "%s:%d: expected %s\n", __FILE__, __LINE__, #condition); \
            failures++;                                                          \
        }                                                                        \
    } while (0)

/* The fields Numba-compiled code reads, by offset. */
static int64_t refct_at(void *mi) { return *(int64_t *)mi; }
static void *data_at(void *mi) { return *(void **)((char *)mi + 24); }
static size_t size_at(void *mi) { return *(size_t *)((char *)mi + 32); }

static void check_layout_and_alignment(void) {
    for (unsigned align = 1; align <= 256; align *= 2) {
        NRT_MemInfo *mi = NRT_MemInfo_alloc_aligned(100, align);
        EXPECT(mi != NULL);
        EXPECT(refct_at(mi) == 1);
        EXPECT(data_at(mi) == NRT_MemInfo_data(mi));
        EXPECT(size_at(mi) == 100);
        EXPECT((uintptr_t)data_at(mi) % align == 0);
        memset(data_at(mi), 1, 100);
        NRT_MemInfo_release(mi);
    }
    NRT_MemInfo *safe = NRT_MemInfo_alloc_safe_aligned(16, 32);
    EXPECT(((unsigned char *)NRT_MemInfo_data(safe))[15] == 0xCB);
    EXPECT((uintptr_t)NRT_MemInfo_data(safe) % 32 == 0);
    NRT_MemInfo_call_dtor(safe);

    void *zeroed = nrtgrad_rt_meminfo_new(64, 0);
    EXPECT(((unsigned char *)nrtgrad_rt_meminfo_data(zeroed))[63] == 0);
    EXPECT((uintptr_t)nrtgrad_rt_meminfo_data(zeroed) % 32 == 0);
    nrtgrad_rt_acquire(zeroed);
    EXPECT(nrtgrad_rt_refcount(zeroed) == 2);
    nrtgrad_rt_release(zeroed);
    EXPECT(nrtgrad_rt_refcount(zeroed) == 1);
    nrtgrad_rt_release(zeroed);
    EXPECT(nrtgrad_rt_refcount(NULL) == -1);
    nrtgrad_rt_release(NULL);
    EXPECT(nrtgrad_rt_meminfo_new(8, 3) == NULL); /* not a power of two */
    printf("layout and alignment: ok\n");
}

static int wrapped_calls = 0;
static void on_release(void *data, size_t size, void *info) {
    EXPECT(size == 4 * sizeof(double) && info == (void *)&wrapped_calls);
    ((double *)data)[0] = -1.0;
    wrapped_calls++;
}

static int element_dtor_calls = 0;
static void element_dtor(void *data) {
    (void)data;
    element_dtor_calls++;
}

static void check_external_and_varsize(void) {
    double user[4] = {1, 2, 3, 4};
    void *wrapped = nrtgrad_rt_meminfo_wrap(user, sizeof user, on_release, &wrapped_calls);
    EXPECT(nrtgrad_rt_meminfo_data(wrapped) == user);
    nrtgrad_rt_release(wrapped);
    EXPECT(wrapped_calls == 1 && user[0] == -1.0); /* the caller's memory is not freed */

    NRT_MemInfo *list = NRT_MemInfo_new_varsize_dtor(16, element_dtor);
    EXPECT(list != NULL && NRT_MemInfo_size(list) == 16);
    memset(NRT_MemInfo_data(list), 7, 16);
    char *grown = (char *)NRT_MemInfo_varsize_realloc(list, 4096);
    EXPECT(grown != NULL && grown[15] == 7 && NRT_MemInfo_data(list) == grown);
    EXPECT(NRT_MemInfo_size(list) == 4096);
    NRT_MemInfo_release(list);
    EXPECT(element_dtor_calls == 1);

    NRT_MemInfo *buffer = NRT_MemInfo_new_varsize(8);
    void *old = NRT_MemInfo_data(buffer);
    NRT_MemInfo_varsize_free(buffer, old);
    EXPECT(NRT_MemInfo_data(buffer) == NULL);
    EXPECT(NRT_MemInfo_varsize_alloc(buffer, 32) != NULL);
    NRT_MemInfo_release(buffer);

    void *raw = NRT_Allocate(10);
    raw = NRT_Reallocate(raw, 1000);
    NRT_Free(raw);
    NRT_Free(NULL);
    printf("external and variable-size MemInfos: ok\n");
}

static int reshape(int64_t nd, const int64_t *dims, const int64_t *strides, int64_t newnd,
                   const int64_t *newdims, int64_t *newstrides, int f_order) {
    return numba_attempt_nocopy_reshape(nd, dims, strides, newnd, newdims, newstrides, 8,
                                        f_order);
}

static void check_reshape(void) {
    int64_t out[4];
    /* (6,) contiguous -> (3, 2) */
    EXPECT(reshape(1, (int64_t[]){6}, (int64_t[]){8}, 2, (int64_t[]){3, 2}, out, 0));
    EXPECT(out[0] == 16 && out[1] == 8);
    /* (6,) with stride 16 -> (3, 2): still a view */
    EXPECT(reshape(1, (int64_t[]){6}, (int64_t[]){16}, 2, (int64_t[]){3, 2}, out, 0));
    EXPECT(out[0] == 32 && out[1] == 16);
    /* (2, 3) C -> (3, 2) and -> (6,) */
    EXPECT(reshape(2, (int64_t[]){2, 3}, (int64_t[]){24, 8}, 2, (int64_t[]){3, 2}, out, 0));
    EXPECT(out[0] == 16 && out[1] == 8);
    EXPECT(reshape(2, (int64_t[]){2, 3}, (int64_t[]){24, 8}, 1, (int64_t[]){6}, out, 0));
    EXPECT(out[0] == 8);
    /* the transpose of a (3, 2) C array cannot be flattened in C order without a copy */
    EXPECT(!reshape(2, (int64_t[]){2, 3}, (int64_t[]){8, 16}, 1, (int64_t[]){6}, out, 0));
    /* ... but it can in Fortran order */
    EXPECT(reshape(2, (int64_t[]){2, 3}, (int64_t[]){8, 16}, 1, (int64_t[]){6}, out, 1));
    EXPECT(out[0] == 8);
    /* dimensions of length 1, and a size mismatch */
    EXPECT(reshape(3, (int64_t[]){1, 4, 1}, (int64_t[]){32, 8, 8}, 3, (int64_t[]){2, 2, 1},
                   out, 0));
    EXPECT(out[0] == 16 && out[1] == 8 && out[2] == 8);
    EXPECT(!reshape(1, (int64_t[]){6}, (int64_t[]){8}, 2, (int64_t[]){4, 2}, out, 0));
    EXPECT(reshape(1, (int64_t[]){0}, (int64_t[]){8}, 2, (int64_t[]){0, 3}, out, 0));
    printf("numba_attempt_nocopy_reshape: ok\n");
}

#define THREADS 4
#define ROUNDS 20000

static void *hammer(void *meminfo) {
    for (int i = 0; i < ROUNDS; i++) {
        NRT_MemInfo_acquire((NRT_MemInfo *)meminfo);
        NRT_MemInfo_release((NRT_MemInfo *)meminfo);
        NRT_MemInfo *temporary = NRT_MemInfo_alloc_aligned(24, 32);
        NRT_MemInfo_release(temporary);
    }
    return NULL;
}

static void check_threads(void) {
    void *shared = nrtgrad_rt_meminfo_new(8, 32);
    pthread_t threads[THREADS];
    for (int t = 0; t < THREADS; t++)
        EXPECT(pthread_create(&threads[t], NULL, hammer, shared) == 0);
    for (int t = 0; t < THREADS; t++)
        pthread_join(threads[t], NULL);
    EXPECT(nrtgrad_rt_refcount(shared) == 1);
    nrtgrad_rt_release(shared);
    printf("refcounts from %d threads: ok\n", THREADS);
}

int main(void) {
    int64_t allocs, frees, buffers, buffers_freed;
    check_layout_and_alignment();
    check_external_and_varsize();
    check_reshape();
    check_threads();
    nrtgrad_rt_stats(&allocs, &frees);
    nrtgrad_rt_buffer_stats(&buffers, &buffers_freed);
    EXPECT(allocs == frees && buffers == buffers_freed);
    EXPECT(allocs == 9 + 2 + 3 + 1 + THREADS * ROUNDS);
    printf("counters: %lld MemInfos and %lld buffers allocated, all freed\n",
           (long long)allocs, (long long)buffers);
    nrtgrad_rt_reset_stats();
    nrtgrad_rt_stats(&allocs, &frees);
    EXPECT(allocs == 0 && frees == 0);
    printf("%d failures\n", failures);
    return failures ? 1 : 0;
}
