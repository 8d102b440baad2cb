/* Checks of libnrtgrad_rt's pool on its own.
 *
 *     pool_check state    prints "pool on" or "pool off": the pool's state
 *                         from the environment, before any call switches it
 *     pool_check          switches the pool on and checks it: alignment,
 *                         reuse, trim, the per-class cap, switching it off,
 *                         raw blocks (nrtgrad_rt_malloc, _realloc, _free),
 *                         two threads allocating at once, a thread's blocks
 *                         after it exits, huge pages advised for a new
 *                         large block, balanced counters
 *     pool_check fork     forks while another thread allocates: each child
 *                         starts with an empty pool and allocates from it
 *
 * Prints one line per group and "<n> failures" last; exits 1 on failures. */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "nrtgrad_rt.h"

static int failures = 0;

#define EXPECT(condition)                                                        \
    do {                                                                         \
        if (!(condition)) {                                                      \
            fprintf(stderr, "%s:%d: expected %s\n", __FILE__, __LINE__, #condition); \
            failures++;                                                          \
        }                                                                        \
    } while (0)

static int64_t hits(void) {
    int64_t value;
    nrtgrad_rt_pool_stats(&value, NULL, NULL);
    return value;
}

static int64_t misses(void) {
    int64_t value;
    nrtgrad_rt_pool_stats(NULL, &value, NULL);
    return value;
}

static int64_t cached(void) {
    int64_t value;
    nrtgrad_rt_pool_stats(NULL, NULL, &value);
    return value;
}

static void check_state(void) {
    /* 100 KiB is pooled when the pool is on: a miss, and once freed, cached */
    NRT_MemInfo *mi = NRT_MemInfo_alloc_aligned(100 << 10, 32);
    NRT_MemInfo_release(mi);
    EXPECT(hits() == 0);
    EXPECT((misses() == 1 && cached() > 0) || (misses() == 0 && cached() == 0));
    printf("pool %s\n", misses() ? "on" : "off");
}

static void check_reuse_and_alignment(void) {
    nrtgrad_rt_reset_stats();
    /* small (on the thread's own list): reused too */
    NRT_MemInfo *small = NRT_MemInfo_alloc_aligned(100, 32);
    NRT_MemInfo_release(small);
    EXPECT(hits() == 0 && misses() == 1 && cached() > 0);
    NRT_MemInfo *small_again = NRT_MemInfo_alloc_aligned(90, 16);
    EXPECT(small_again == small && hits() == 1 && cached() == 0);
    NRT_MemInfo_release(small_again);
    nrtgrad_rt_pool_trim();
    nrtgrad_rt_reset_stats();

    NRT_MemInfo *first = NRT_MemInfo_alloc_aligned(5000, 64);
    EXPECT(misses() == 1 && hits() == 0);
    memset(NRT_MemInfo_data(first), 1, 5000);
    NRT_MemInfo_release(first);
    EXPECT(cached() >= 5000);
    int64_t cached_one = cached();
    /* the same class (with the MemInfo and room to align): the freed block
     * again, its data aligned as asked */
    for (unsigned align = 1; align <= 64; align *= 2) {
        NRT_MemInfo *again = NRT_MemInfo_alloc_aligned(4990, align);
        EXPECT(again == first);
        EXPECT(cached() == 0);
        EXPECT((uintptr_t)NRT_MemInfo_data(again) % align == 0);
        EXPECT(NRT_MemInfo_size(again) == 4990);
        memset(NRT_MemInfo_data(again), 2, 4990);
        NRT_MemInfo_release(again);
        EXPECT(cached() == cached_one);
    }
    EXPECT(hits() == 7 && misses() == 1);
    for (unsigned align = 128; align <= 4096; align *= 2) {
        NRT_MemInfo *aligned = NRT_MemInfo_alloc_aligned(4990, align);
        EXPECT((uintptr_t)NRT_MemInfo_data(aligned) % align == 0);
        memset(NRT_MemInfo_data(aligned), 3, 4990);
        NRT_MemInfo_release(aligned);
    }
    nrtgrad_rt_pool_trim();
    nrtgrad_rt_reset_stats();
    /* another class: a miss */
    NRT_MemInfo *other = NRT_MemInfo_alloc_aligned(50000, 32);
    EXPECT(misses() == 1 && hits() == 0);
    /* zeroed and "safe" allocations on a reused block */
    NRT_MemInfo_release(other);
    void *zeroed = nrtgrad_rt_meminfo_new(50000, 0);
    EXPECT(zeroed == other && hits() == 1);
    EXPECT(((unsigned char *)nrtgrad_rt_meminfo_data(zeroed))[49999] == 0);
    nrtgrad_rt_release(zeroed);
    NRT_MemInfo *safe = NRT_MemInfo_alloc_safe_aligned(50000, 32);
    EXPECT(((unsigned char *)NRT_MemInfo_data(safe))[49999] == 0xCB);
    NRT_MemInfo_release(safe);
    printf("reuse and alignment: ok\n");
}

static void check_trim_and_cap(void) {
    EXPECT(cached() > 0);
    nrtgrad_rt_pool_trim();
    EXPECT(cached() == 0);
    /* 80 blocks of one 1 MiB class freed: the class keeps 64 MiB */
    enum { COUNT = 80 };
    NRT_MemInfo *blocks[COUNT];
    for (int i = 0; i < COUNT; i++)
        blocks[i] = NRT_MemInfo_alloc_aligned((1 << 20) - 256, 32);
    for (int i = 0; i < COUNT; i++)
        NRT_MemInfo_release(blocks[i]);
    EXPECT(cached() <= (int64_t)64 << 20 && cached() >= (int64_t)60 << 20);
    /* a block above the cap is still cached, one at a time */
    nrtgrad_rt_pool_trim();
    NRT_MemInfo *huge[2] = {NRT_MemInfo_alloc_aligned((size_t)100 << 20, 32),
                            NRT_MemInfo_alloc_aligned((size_t)100 << 20, 32)};
    NRT_MemInfo_release(huge[0]);
    NRT_MemInfo_release(huge[1]);
    EXPECT(cached() >= (int64_t)100 << 20 && cached() < (int64_t)200 << 20);
    /* above 256 MiB: malloc */
    int64_t before = misses();
    NRT_MemInfo_release(NRT_MemInfo_alloc_aligned((size_t)300 << 20, 32));
    EXPECT(misses() == before && cached() < (int64_t)200 << 20);
    nrtgrad_rt_pool_trim();
    EXPECT(cached() == 0);
    printf("trim and cap: ok\n");
}

/* Whether the mapping holding `address` was advised MADV_HUGEPAGE (its
 * VmFlags in /proc/self/smaps say "hg"). */
static int advised_huge_pages(const void *address) {
    FILE *smaps = fopen("/proc/self/smaps", "r");
    if (smaps == NULL)
        return 0;
    char line[1024];
    int inside = 0, advised = 0;
    while (fgets(line, sizeof line, smaps) != NULL) {
        unsigned long start, end;
        if (sscanf(line, "%lx-%lx ", &start, &end) == 2)
            inside = start <= (uintptr_t)address && (uintptr_t)address < end;
        else if (inside && strncmp(line, "VmFlags:", 8) == 0) {
            advised = strstr(line, " hg") != NULL;
            break;
        }
    }
    fclose(smaps);
    return advised;
}

static void check_huge_pages(void) {
    /* a kernel without transparent huge pages has no advice to take */
    if (access("/sys/kernel/mm/transparent_hugepage/enabled", F_OK) != 0) {
        printf("huge pages: not in this kernel\n");
        return;
    }
    nrtgrad_rt_pool_trim();
    int64_t before = misses();
    NRT_MemInfo *large = NRT_MemInfo_alloc_aligned((size_t)8 << 20, 32);
    EXPECT(misses() == before + 1);
    EXPECT(advised_huge_pages((char *)NRT_MemInfo_data(large) + ((size_t)4 << 20)));
    NRT_MemInfo_release(large);
    nrtgrad_rt_pool_trim();
    printf("huge pages: ok\n");
}

static void check_off(void) {
    NRT_MemInfo *kept = NRT_MemInfo_alloc_aligned(8000, 32); /* pooled, freed while off */
    NRT_MemInfo_release(NRT_MemInfo_alloc_aligned(3000, 32));
    EXPECT(cached() > 0);
    nrtgrad_rt_set_pool(0);
    EXPECT(cached() == 0);
    int64_t before_hits = hits(), before_misses = misses();
    NRT_MemInfo_release(NRT_MemInfo_alloc_aligned(3000, 32));
    NRT_MemInfo_release(kept);
    EXPECT(hits() == before_hits && misses() == before_misses && cached() == 0);
    nrtgrad_rt_set_pool(1);
    printf("switched off: ok\n");
}

/* What derivative objects call for their tapes: pooled blocks with a header */
static void check_raw_blocks(void) {
    nrtgrad_rt_pool_trim();
    nrtgrad_rt_reset_stats();
    nrtgrad_rt_free(NULL);
    /* small, growing by realloc as Enzyme's caches grow: within its class,
     * then to larger ones with what it held */
    unsigned char *small = nrtgrad_rt_malloc(8);
    EXPECT(small != NULL && (uintptr_t)small % 16 == 0 && misses() == 1);
    memset(small, 7, 8);
    EXPECT(nrtgrad_rt_realloc(small, 40) == small);
    memset(small, 7, 40);
    small = nrtgrad_rt_realloc(small, 300);
    EXPECT(small[0] == 7 && small[39] == 7 && misses() == 2 && cached() > 0);
    memset(small, 7, 300);
    small = nrtgrad_rt_realloc(small, 3000);
    EXPECT(small[0] == 7 && small[299] == 7 && misses() == 3);
    nrtgrad_rt_free(small);
    EXPECT(cached() > 0);
    nrtgrad_rt_pool_trim();
    nrtgrad_rt_reset_stats();
    /* pooled: reused once freed; realloc within the class keeps the block,
     * beyond it moves to a larger class with the contents */
    unsigned char *first = nrtgrad_rt_malloc(5000);
    EXPECT((uintptr_t)first % 16 == 0 && misses() == 1);
    memset(first, 1, 5000);
    unsigned char *same = nrtgrad_rt_realloc(first, 5100);
    EXPECT(same == first);
    unsigned char *grown = nrtgrad_rt_realloc(same, 40000);
    EXPECT(grown != first && grown[0] == 1 && grown[4999] == 1 && misses() == 2);
    EXPECT(cached() > 0); /* the block it left */
    unsigned char *again = nrtgrad_rt_malloc(5000);
    EXPECT(again == first && hits() == 1);
    nrtgrad_rt_free(again);
    nrtgrad_rt_free(grown);
    unsigned char *from_null = nrtgrad_rt_realloc(NULL, 40000);
    EXPECT(from_null == grown && hits() == 2);
    /* freed while the pool is off: back to free */
    nrtgrad_rt_set_pool(0);
    nrtgrad_rt_free(from_null);
    EXPECT(cached() == 0);
    unsigned char *unpooled = nrtgrad_rt_malloc(40000);
    unpooled[39999] = 3;
    unpooled = nrtgrad_rt_realloc(unpooled, 80000);
    EXPECT(unpooled[39999] == 3);
    nrtgrad_rt_set_pool(1);
    nrtgrad_rt_free(unpooled);
    EXPECT(cached() == 0);
    printf("raw blocks: ok\n");
}

#define ROUNDS 20000
#define LIVE 8

/* Each thread keeps LIVE blocks of sizes across several classes, replacing
 * one per round, and checks that no other thread wrote into its blocks. */
static void *churn(void *argument) {
    unsigned seed = (unsigned)(uintptr_t)argument;
    NRT_MemInfo *live[LIVE] = {0};
    unsigned char mark = (unsigned char)(seed & 0xFF);
    long bad = 0;
    for (int round = 0; round < ROUNDS + LIVE; round++) {
        int slot = round % LIVE;
        if (live[slot] != NULL) {
            unsigned char *data = (unsigned char *)NRT_MemInfo_data(live[slot]);
            size_t size = NRT_MemInfo_size(live[slot]);
            bad += data[0] != mark || data[size / 2] != mark || data[size - 1] != mark;
            NRT_MemInfo_release(live[slot]);
            live[slot] = NULL;
        }
        if (round >= ROUNDS)
            continue;
        seed = seed * 1103515245u + 12345u;
        size_t size = 1000 + (seed >> 8) % 20000;
        live[slot] = NRT_MemInfo_alloc_aligned(size, 32);
        unsigned char *data = (unsigned char *)NRT_MemInfo_data(live[slot]);
        data[0] = data[size / 2] = data[size - 1] = mark;
    }
    return (void *)bad;
}

static void check_threads(void) {
    int64_t allocs, frees, before_allocs, before_frees;
    nrtgrad_rt_pool_trim();
    nrtgrad_rt_reset_stats();
    nrtgrad_rt_stats(&before_allocs, &before_frees);
    pthread_t threads[2];
    for (int t = 0; t < 2; t++)
        EXPECT(pthread_create(&threads[t], NULL, churn, (void *)(uintptr_t)(17 + 100 * t)) == 0);
    for (int t = 0; t < 2; t++) {
        void *bad = NULL;
        pthread_join(threads[t], &bad);
        EXPECT(bad == NULL);
    }
    nrtgrad_rt_stats(&allocs, &frees);
    EXPECT(allocs == 2 * ROUNDS && frees == 2 * ROUNDS);
    EXPECT(hits() + misses() == 2 * ROUNDS);
    EXPECT(hits() > misses());
    printf("2 threads, %d blocks each: %lld hits, %lld misses\n", ROUNDS, (long long)hits(),
           (long long)misses());
}

static void *allocate_small_and_exit(void *block) {
    NRT_MemInfo *mi = NRT_MemInfo_alloc_aligned(200, 32);
    *(NRT_MemInfo **)block = mi;
    NRT_MemInfo_release(mi);
    return NULL;
}

/* A thread's own blocks go to the shared lists when it exits. */
static void check_thread_exit(void) {
    nrtgrad_rt_pool_trim();
    nrtgrad_rt_reset_stats();
    NRT_MemInfo *freed_there = NULL;
    pthread_t thread;
    EXPECT(pthread_create(&thread, NULL, allocate_small_and_exit, &freed_there) == 0);
    pthread_join(thread, NULL);
    EXPECT(misses() == 1 && cached() > 0);
    NRT_MemInfo *here = NRT_MemInfo_alloc_aligned(200, 32);
    EXPECT(here == freed_there && hits() == 1 && cached() == 0);
    NRT_MemInfo_release(here);
    printf("a thread's blocks after it exits: ok\n");
}

#define FORKS 50

static int stop_churning; /* GCC atomics: the file is C99 */

static void *churn_until_stopped(void *unused) {
    (void)unused;
    while (!__atomic_load_n(&stop_churning, __ATOMIC_RELAXED))
        NRT_MemInfo_release(NRT_MemInfo_alloc_aligned(3000, 32));
    return NULL;
}

/* The child would wait forever on a lock the churning thread held at the
 * fork (the alarm ends it then), or find the parent's cached blocks. */
static void check_fork(void) {
    NRT_MemInfo_release(NRT_MemInfo_alloc_aligned(3000, 32));
    EXPECT(cached() > 0);
    pthread_t thread;
    EXPECT(pthread_create(&thread, NULL, churn_until_stopped, NULL) == 0);
    int clean = 0;
    for (int round = 0; round < FORKS; round++) {
        pid_t child = fork();
        if (child == 0) {
            alarm(10);
            int ok = cached() == 0;
            NRT_MemInfo_release(NRT_MemInfo_alloc_aligned(3000, 32));
            NRT_MemInfo *again = NRT_MemInfo_alloc_aligned(3000, 32);
            ok = ok && cached() == 0 && again != NULL;
            NRT_MemInfo_release(again);
            _exit(ok && cached() > 0 ? 0 : 1);
        }
        int status = 0;
        EXPECT(child > 0 && waitpid(child, &status, 0) == child);
        clean += WIFEXITED(status) && WEXITSTATUS(status) == 0;
    }
    __atomic_store_n(&stop_churning, 1, __ATOMIC_RELAXED);
    pthread_join(thread, NULL);
    EXPECT(clean == FORKS);
    EXPECT(cached() > 0);
    printf("%d forks while a thread allocates: %d children with an empty pool\n", FORKS, clean);
}

int main(int argc, char **argv) {
    if (argc > 1 && strcmp(argv[1], "state") == 0) {
        check_state();
    } else if (argc > 1 && strcmp(argv[1], "fork") == 0) {
        nrtgrad_rt_set_pool(1);
        check_fork();
    } else {
        nrtgrad_rt_set_pool(1);
        check_reuse_and_alignment();
        check_trim_and_cap();
        check_huge_pages();
        check_off();
        check_raw_blocks();
        check_threads();
        check_thread_exit();
        int64_t allocs, frees, buffers, buffers_freed;
        nrtgrad_rt_stats(&allocs, &frees);
        nrtgrad_rt_buffer_stats(&buffers, &buffers_freed);
        EXPECT(allocs == frees && buffers == buffers_freed);
        nrtgrad_rt_pool_trim();
        EXPECT(cached() == 0);
    }
    printf("%d failures\n", failures);
    return failures ? 1 : 0;
}
