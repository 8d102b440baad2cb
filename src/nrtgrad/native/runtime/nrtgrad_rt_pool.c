/* nrtgrad_rt's pool: freed MemInfo blocks kept for reuse.
 *
 * Numba code allocates a fresh array for every temporary.  With large
 * arrays glibc maps new pages for each call and most of a gradient's time
 * goes to faulting them in; with small ones a gradient makes hundreds of
 * small allocations (its arrays, Enzyme's tapes and caches growing by
 * realloc), more than glibc's per-thread cache holds.  A program serving
 * gradients reuses the blocks instead.
 *
 * A block of up to 256 MiB is rounded up to a size class, four per power
 * of two (64 B, 80 B, 96 B, 112 B, 128 B, 160 B ... 256 MiB), and
 * allocated with malloc at the class's size.  Freed, a block of up to
 * 4 KiB goes onto its thread's own list for the class (no lock; at most
 * THREAD_CLASS_CAP bytes), any other onto its class's free list, shared by
 * all threads (a lock per class), unless the list already holds CLASS_CAP
 * bytes (always room for one block).  The next allocation of the class
 * takes the thread's block first, else a shared one.  A thread's blocks go
 * to the shared lists when it exits.  Larger blocks, and every block while
 * the pool is off, come from malloc and go back to free.
 *
 * A new block of HUGE_PAGE_BYTES or more is asked to be backed by
 * transparent huge pages (madvise MADV_HUGEPAGE on the whole pages inside
 * it), as NumPy does for its arrays: it is reused call after call, and
 * fewer pages mean fewer TLB misses and fewer faults the first time.
 *
 * Derivatives called in a Python process use another pool,
 * nrtgrad/python/jit_pool.py: there NRT is Numba's own, whose allocator the
 * derivative reaches through NRT_get_api, and `nrtgrad.grad` needs no C
 * compiler, so that pool is LLVM IR the JIT compiles.  This one serves
 * programs that link libnrtgrad_rt, whose NRT it is.
 *
 * The pool is on unless NRTGRAD_RT_POOL=0, or the program runs under
 * valgrind (NRTGRAD_RT_POOL=1 keeps it on there), so that memcheck sees
 * every block.  nrtgrad_rt_set_pool switches it; nrtgrad_rt_pool_trim
 * frees the cached blocks (its own thread's and the shared ones).
 *
 * A derivative object's own allocations (Enzyme's tapes and caches, the
 * BLAS rules' operand copies: malloc, calloc, realloc and free in the module) come
 * through nrtgrad_rt_malloc, _calloc, _realloc and _free: a pooled block with a
 * 16-byte header (its class, the size asked for) before the address handed
 * out.
 *
 * The counters (hits, misses, bytes cached) are kept per thread and added
 * to the shared ones every STAT_BATCH events, when the thread exits and
 * when it asks for them.
 *
 * A child fork()ed while another thread held a class's lock would wait
 * for it forever, and that thread may have left the list half updated: once
 * a block has been cached, a fork handler gives the child an empty pool
 * with free locks (the blocks cached before the fork are not reused there).
 */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE /* madvise's MADV_HUGEPAGE */

#include "nrtgrad_rt_pool.h"

#include "nrtgrad_rt.h"

#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#if defined(__has_include)
#if __has_include(<valgrind/valgrind.h>)
#include <valgrind/valgrind.h>
#define HAVE_VALGRIND_H 1
#endif
#endif

#define MIN_SHIFT 6 /* class 0: up to 64 bytes */
#define MIN_BYTES ((size_t)1 << MIN_SHIFT)
#define MAX_BYTES ((size_t)1 << 28)
#define STEPS 4 /* classes per power of two */
#define NCLASSES ((28 - MIN_SHIFT) * STEPS + 1)
#define CLASS_CAP ((size_t)64 << 20) /* bytes a class caches, unless one block is more */
#define THREAD_CLASSES ((12 - MIN_SHIFT) * STEPS + 1) /* 64 B to 4 KiB: cached per thread */
#define THREAD_CLASS_CAP ((size_t)256 << 10) /* bytes a thread caches per class */
#define STAT_BATCH 64
#define HUGE_PAGE_BYTES ((size_t)4 << 20) /* new blocks from here on: huge pages advised */

struct free_block {
    struct free_block *next;
};

struct size_class {
    _Atomic int lock;
    struct free_block *head;
    size_t cached; /* bytes on the list */
};

/* A thread's own lists and its counters not yet added to the stat_ ones. */
struct thread_cache {
    struct free_block *head[THREAD_CLASSES];
    size_t cached[THREAD_CLASSES]; /* bytes on each list */
    int64_t hits, misses, cached_bytes;
    int events;
    int registered; /* its exit returns the blocks (thread_exit_key) */
};

static struct size_class classes[NCLASSES];
static _Atomic int pool_state = -1; /* -1 undecided, 0 off, 1 on */
static _Atomic int64_t stat_hits, stat_misses, stat_cached_bytes;
static _Thread_local struct thread_cache own;
static pthread_key_t thread_exit_key;
static pthread_once_t thread_exit_once = PTHREAD_ONCE_INIT;

/* Class 0 is 64 bytes; class i > 0 is 2^k + j 2^(k-2) bytes,
 * k = MIN_SHIFT + (i-1)/4, j = 1 + (i-1)%4: the classes in (2^k, 2^(k+1)]. */
static size_t class_size(int index) {
    if (index == 0)
        return MIN_BYTES;
    int k = MIN_SHIFT + (index - 1) / STEPS, j = 1 + (index - 1) % STEPS;
    return ((size_t)1 << k) + (size_t)j * ((size_t)1 << (k - 2));
}

static int class_of(size_t size) {
    if (size > MAX_BYTES)
        return NRTGRAD_RT_POOL_NONE;
    if (size <= MIN_BYTES)
        return 0;
    int k = 63 - __builtin_clzll((unsigned long long)(size - 1)); /* size in (2^k, 2^(k+1)] */
    size_t quarter = (size_t)1 << (k - 2);
    int j = (int)((size - ((size_t)1 << k) + quarter - 1) / quarter);
    return (k - MIN_SHIFT) * STEPS + j;
}

static void flush_counters(void) {
    atomic_fetch_add_explicit(&stat_hits, own.hits, memory_order_relaxed);
    atomic_fetch_add_explicit(&stat_misses, own.misses, memory_order_relaxed);
    atomic_fetch_add_explicit(&stat_cached_bytes, own.cached_bytes, memory_order_relaxed);
    own.hits = own.misses = own.cached_bytes = 0;
    own.events = 0;
}

static void count(int64_t hits, int64_t misses, int64_t cached_bytes) {
    own.hits += hits;
    own.misses += misses;
    own.cached_bytes += cached_bytes;
    if (++own.events >= STAT_BATCH)
        flush_counters();
}

static int under_valgrind(void) {
#ifdef HAVE_VALGRIND_H
    if (RUNNING_ON_VALGRIND)
        return 1;
#endif
    const char *preload = getenv("LD_PRELOAD");
    return preload != NULL && strstr(preload, "vgpreload") != NULL;
}

static int pool_on(void) {
    int state = atomic_load_explicit(&pool_state, memory_order_relaxed);
    if (state >= 0)
        return state;
    const char *setting = getenv("NRTGRAD_RT_POOL");
    if (setting != NULL && strcmp(setting, "0") == 0)
        state = 0;
    else if (setting != NULL && strcmp(setting, "1") == 0)
        state = 1;
    else
        state = !under_valgrind();
    int undecided = -1; /* nrtgrad_rt_set_pool may have decided meanwhile */
    atomic_compare_exchange_strong(&pool_state, &undecided, state);
    return atomic_load(&pool_state);
}

static void lock(struct size_class *c) {
    for (int spins = 0;; spins++) {
        int unlocked = 0;
        if (atomic_load_explicit(&c->lock, memory_order_relaxed) == 0 &&
            atomic_compare_exchange_weak_explicit(&c->lock, &unlocked, 1, memory_order_acquire,
                                                  memory_order_relaxed))
            return;
        if (spins >= 100)
            sched_yield();
    }
}

static void unlock(struct size_class *c) {
    atomic_store_explicit(&c->lock, 0, memory_order_release);
}

static void shared_give(void *block, int pool_class);

/* Empties the calling thread's own lists: each block to the shared lists
 * (the thread exits) or to free (a trim). */
static void empty_own_lists(int to_shared) {
    for (int index = 0; index < THREAD_CLASSES; index++) {
        struct free_block *block = own.head[index];
        own.head[index] = NULL;
        count(0, 0, -(int64_t)own.cached[index]);
        own.cached[index] = 0;
        while (block != NULL) {
            struct free_block *next = block->next;
            if (to_shared)
                shared_give(block, index);
            else
                free(block);
            block = next;
        }
    }
    flush_counters();
}

static void give_back_own_blocks(void *unused) {
    (void)unused;
    own.registered = 0;
    empty_own_lists(1);
}

/* Transparent huge pages for the whole pages of a new large block; a
 * kernel without them (or another system) keeps small pages. */
static void advise_huge_pages(void *block, size_t bytes) {
#ifdef MADV_HUGEPAGE
    long page = sysconf(_SC_PAGESIZE);
    if (bytes < HUGE_PAGE_BYTES || page <= 0)
        return;
    uintptr_t start = ((uintptr_t)block + (uintptr_t)page - 1) & ~((uintptr_t)page - 1);
    uintptr_t end = ((uintptr_t)block + bytes) & ~((uintptr_t)page - 1);
    if (end > start)
        madvise((void *)start, end - start, MADV_HUGEPAGE);
#else
    (void)block;
    (void)bytes;
#endif
}

static void create_thread_exit_key(void) {
    pthread_key_create(&thread_exit_key, give_back_own_blocks);
}

void *nrtgrad_rt_pool_take(size_t size, int *pool_class) {
    int index = class_of(size);
    if (index == NRTGRAD_RT_POOL_NONE || !pool_on()) {
        *pool_class = NRTGRAD_RT_POOL_NONE;
        return malloc(size ? size : 1);
    }
    size_t bytes = class_size(index);
    struct free_block *block = NULL;
    if (index < THREAD_CLASSES && own.head[index] != NULL) {
        block = own.head[index];
        own.head[index] = block->next;
        own.cached[index] -= bytes;
    } else {
        struct size_class *c = &classes[index];
        lock(c);
        block = c->head;
        if (block != NULL) {
            c->head = block->next;
            c->cached -= bytes;
        }
        unlock(c);
    }
    if (block != NULL) {
        count(1, 0, -(int64_t)bytes);
    } else {
        block = malloc(bytes);
        if (block == NULL) { /* what the pool holds may be what is missing */
            nrtgrad_rt_pool_trim();
            block = malloc(bytes);
        }
        if (block == NULL)
            return NULL;
        advise_huge_pages(block, bytes);
        count(0, 1, 0);
    }
    *pool_class = index;
    return block;
}

static void forget_in_child(void) {
    for (int index = 0; index < NCLASSES; index++) {
        atomic_store_explicit(&classes[index].lock, 0, memory_order_relaxed);
        classes[index].head = NULL;
        classes[index].cached = 0;
    }
    memset(&own, 0, sizeof own);
    atomic_store_explicit(&stat_cached_bytes, 0, memory_order_relaxed);
}

static pthread_once_t fork_handler = PTHREAD_ONCE_INIT;

static void register_fork_handler(void) {
    pthread_atfork(NULL, NULL, forget_in_child);
}

static void shared_give(void *block, int pool_class) {
    pthread_once(&fork_handler, register_fork_handler);
    struct size_class *c = &classes[pool_class];
    size_t bytes = class_size(pool_class);
    size_t cap = bytes > CLASS_CAP ? bytes : CLASS_CAP;
    lock(c);
    int keep = pool_on() && c->cached + bytes <= cap;
    if (keep) {
        struct free_block *cached = (struct free_block *)block;
        cached->next = c->head;
        c->head = cached;
        c->cached += bytes;
    }
    unlock(c);
    if (keep)
        count(0, 0, (int64_t)bytes);
    else
        free(block);
}

void nrtgrad_rt_pool_give(void *block, int pool_class) {
    if (pool_class == NRTGRAD_RT_POOL_NONE || !pool_on()) {
        free(block);
        return;
    }
    size_t bytes = class_size(pool_class);
    if (pool_class < THREAD_CLASSES && own.cached[pool_class] + bytes <= THREAD_CLASS_CAP) {
        if (!own.registered) {
            pthread_once(&fork_handler, register_fork_handler);
            pthread_once(&thread_exit_once, create_thread_exit_key);
            own.registered = pthread_setspecific(thread_exit_key, &own) == 0;
        }
        struct free_block *cached = (struct free_block *)block;
        cached->next = own.head[pool_class];
        own.head[pool_class] = cached;
        own.cached[pool_class] += bytes;
        count(0, 0, (int64_t)bytes);
        return;
    }
    shared_give(block, pool_class);
}

/* A derivative's raw allocations (Enzyme's caches grow by realloc from a
 * few bytes: within their class, else by moving to a larger one): a header
 * of RAW_HEADER bytes (malloc's alignment) before the address handed out
 * holds the block's class and the size asked for. */
#define RAW_HEADER 16

struct raw_header {
    int pool_class;
    size_t size;
};
_Static_assert(sizeof(struct raw_header) <= RAW_HEADER, "the header fits");

void *nrtgrad_rt_malloc(size_t size) {
    struct raw_header header = {NRTGRAD_RT_POOL_NONE, size};
    char *block = nrtgrad_rt_pool_take(size + RAW_HEADER, &header.pool_class);
    if (block == NULL)
        return NULL;
    memcpy(block, &header, sizeof header);
    return block + RAW_HEADER;
}

void *nrtgrad_rt_calloc(size_t count, size_t size) {
    if (size != 0 && count > SIZE_MAX / size)
        return NULL;
    void *data = nrtgrad_rt_malloc(count * size);
    if (data != NULL)
        memset(data, 0, count * size);
    return data;
}

void nrtgrad_rt_free(void *data) {
    if (data == NULL)
        return;
    char *block = (char *)data - RAW_HEADER;
    struct raw_header header;
    memcpy(&header, block, sizeof header);
    nrtgrad_rt_pool_give(block, header.pool_class);
}

void *nrtgrad_rt_realloc(void *data, size_t size) {
    if (data == NULL)
        return nrtgrad_rt_malloc(size);
    char *block = (char *)data - RAW_HEADER;
    struct raw_header header;
    memcpy(&header, block, sizeof header);
    int fits = header.pool_class != NRTGRAD_RT_POOL_NONE &&
               size + RAW_HEADER <= class_size(header.pool_class);
    int stays_unpooled = header.pool_class == NRTGRAD_RT_POOL_NONE &&
                         (class_of(size + RAW_HEADER) == NRTGRAD_RT_POOL_NONE || !pool_on());
    if (stays_unpooled) {
        block = realloc(block, size + RAW_HEADER);
        if (block == NULL)
            return NULL;
        data = block + RAW_HEADER;
    }
    if (fits || stays_unpooled) {
        header.size = size;
        memcpy(block, &header, sizeof header);
        return data;
    }
    /* to a pooled block of another class, the contents copied */
    char *moved = nrtgrad_rt_malloc(size);
    if (moved == NULL)
        return NULL;
    memcpy(moved, data, header.size < size ? header.size : size);
    nrtgrad_rt_free(data);
    return moved;
}

void nrtgrad_rt_pool_trim(void) {
    empty_own_lists(0);
    for (int index = 0; index < NCLASSES; index++) {
        struct size_class *c = &classes[index];
        lock(c);
        struct free_block *block = c->head;
        size_t cached = c->cached;
        c->head = NULL;
        c->cached = 0;
        unlock(c);
        count(0, 0, -(int64_t)cached);
        while (block != NULL) {
            struct free_block *next = block->next;
            free(block);
            block = next;
        }
    }
    flush_counters();
}

void nrtgrad_rt_set_pool(int on) {
    atomic_store(&pool_state, on ? 1 : 0);
    if (!on)
        nrtgrad_rt_pool_trim();
}

void nrtgrad_rt_pool_stats(int64_t *hits, int64_t *misses, int64_t *cached_bytes) {
    flush_counters();
    if (hits != NULL)
        *hits = atomic_load(&stat_hits);
    if (misses != NULL)
        *misses = atomic_load(&stat_misses);
    if (cached_bytes != NULL)
        *cached_bytes = atomic_load(&stat_cached_bytes);
}

void nrtgrad_rt_pool_reset_counters(void) {
    own.hits = own.misses = 0;
    atomic_store(&stat_hits, 0);
    atomic_store(&stat_misses, 0);
}
