/* nrtgrad_rt: a standalone Numba runtime (NRT) for code differentiated by nrtgrad.
 *
 * Link libnrtgrad_rt.a with the objects `nrtgrad differentiate --emit obj`
 * writes, and with libm.  It provides the NRT functions those objects call
 * (MemInfo allocation and destruction, raw NRT buffers, variable-size
 * buffers) and Numba's `numba_attempt_nocopy_reshape` helper.  It does not
 * define NRT_incref / NRT_decref: every derivative module defines its own.
 *
 * MemInfo layout (64-bit, the one Numba-compiled code reads):
 *   refct int64 @0, dtor @8, dtor_info @16, data @24, size @32.
 * Reference counts are atomic; the runtime is safe to use from several
 * threads at once.
 *
 * Freed MemInfo blocks (a MemInfo with its data) of up to 256 MiB are
 * kept in a pool and reused; see "The pool" below.
 */
#ifndef NRTGRAD_RT_H
#define NRTGRAD_RT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct NRT_MemInfo NRT_MemInfo;

/* Called with (data, size, dtor_info) when a MemInfo's count drops to zero. */
typedef void (*NRT_dtor_function)(void *data, size_t size, void *info);
/* Called with the buffer of a variable-size MemInfo before it is freed. */
typedef void (*NRT_varsize_dtor_function)(void *data);

/* ---- The NRT entry points Numba-compiled code calls ---------------------- */

NRT_MemInfo *NRT_MemInfo_alloc(size_t size);
NRT_MemInfo *NRT_MemInfo_alloc_aligned(size_t size, unsigned align);
NRT_MemInfo *NRT_MemInfo_alloc_safe_aligned(size_t size, unsigned align);
NRT_MemInfo *NRT_MemInfo_new(void *data, size_t size, NRT_dtor_function dtor,
                             void *dtor_info);
NRT_MemInfo *NRT_MemInfo_new_varsize(size_t size);
NRT_MemInfo *NRT_MemInfo_new_varsize_dtor(size_t size, NRT_varsize_dtor_function dtor);
void *NRT_MemInfo_varsize_alloc(NRT_MemInfo *mi, size_t size);
void *NRT_MemInfo_varsize_realloc(NRT_MemInfo *mi, size_t size);
void NRT_MemInfo_varsize_free(NRT_MemInfo *mi, void *ptr);
void NRT_MemInfo_call_dtor(NRT_MemInfo *mi);
void NRT_MemInfo_acquire(NRT_MemInfo *mi);
void NRT_MemInfo_release(NRT_MemInfo *mi);
void *NRT_MemInfo_data(NRT_MemInfo *mi);
size_t NRT_MemInfo_size(NRT_MemInfo *mi);
size_t NRT_MemInfo_refcount(NRT_MemInfo *mi);

void *NRT_Allocate(size_t size);
void *NRT_Reallocate(void *ptr, size_t size);
void NRT_Free(void *ptr);

/* Numba's helper for no-copy reshapes: fills newstrides and returns 1 when
 * the array (nd, dims, strides) can be viewed with newdims, 0 otherwise. */
int numba_attempt_nocopy_reshape(int64_t nd, const int64_t *dims, const int64_t *strides,
                                 int64_t newnd, const int64_t *newdims, int64_t *newstrides,
                                 int64_t itemsize, int is_f_order);

/* ---- Helpers for callers ------------------------------------------------- */

/* A MemInfo owning `size` zeroed bytes aligned to `align` (a power of two;
 * 0 means 32).  Its count is 1; release it with nrtgrad_rt_release.
 * NULL if out of memory. */
void *nrtgrad_rt_meminfo_new(size_t size, unsigned align);

/* A MemInfo for memory the caller owns: `data` is never freed by the runtime;
 * `dtor`, if not NULL, is called with (data, size, info) on the last release. */
void *nrtgrad_rt_meminfo_wrap(void *data, size_t size, NRT_dtor_function dtor, void *info);

void *nrtgrad_rt_meminfo_data(void *meminfo);
int64_t nrtgrad_rt_refcount(void *meminfo);  /* -1 for NULL */
void nrtgrad_rt_acquire(void *meminfo);      /* NULL is ignored */
void nrtgrad_rt_release(void *meminfo);      /* NULL is ignored */

/* Fill any nrt_array_<dtype>_<ndim>d struct (as declared by an nrtgrad header)
 * for a C-contiguous array: meminfo (may be NULL), parent NULL, nitems,
 * itemsize, data, shape and C-order strides in bytes. */
void nrtgrad_rt_array_init(void *array, int ndim, void *meminfo, void *data,
                           int64_t itemsize, const int64_t *shape);

/* Counters since the process started (or the last reset): MemInfos created
 * and destroyed.  Either pointer may be NULL. */
void nrtgrad_rt_stats(int64_t *allocs, int64_t *frees);
/* Raw NRT_Allocate / NRT_Free calls (MemInfos allocated with their data count
 * once here too). */
void nrtgrad_rt_buffer_stats(int64_t *allocs, int64_t *frees);
/* Resets the counters above and the pool's hits and misses. */
void nrtgrad_rt_reset_stats(void);

/* ---- The pool -------------------------------------------------------------
 *
 * A MemInfo with its data (NRT_MemInfo_alloc*, nrtgrad_rt_meminfo_new) is one
 * block.  Blocks of up to 256 MiB are rounded up to a size class (four per
 * power of two from 64 bytes) and, once freed, kept for the next allocation
 * of that class: up to 4 KiB on the freeing thread's own list (at most
 * 256 KiB per class; given to the shared lists when the thread exits),
 * larger ones on the class's free list (shared by all threads, at most
 * 64 MiB per class or one block).  So serving gradients of large arrays
 * does not fault fresh pages in on every call, and small ones do not wait
 * on malloc.  Larger blocks, raw buffers (NRT_Allocate), variable-size and
 * external MemInfos use malloc.  A derivative object's own allocations
 * (Enzyme's tapes) are pooled blocks too: it calls nrtgrad_rt_malloc,
 * _realloc and _free below.
 *
 * On by default; off if the environment has NRTGRAD_RT_POOL=0, and under
 * valgrind unless NRTGRAD_RT_POOL=1, so memcheck sees every block.  A
 * fork()ed child starts with an empty pool and free locks. */

/* 1: pool from now on; 0: malloc and free every block from now on, and free
 * the cached blocks (as nrtgrad_rt_pool_trim). */
void nrtgrad_rt_set_pool(int on);
/* Free every cached block: the shared lists and the calling thread's own
 * (other threads' own lists are freed when they exit; blocks in use stay
 * pooled). */
void nrtgrad_rt_pool_trim(void);
/* Allocations served from the cache (hits) and from malloc at a class's size
 * (misses) since the start or the last nrtgrad_rt_reset_stats, and the bytes
 * cached now.  Exact for the calling thread and threads that have exited;
 * each running thread adds its counts every 64 allocations and frees.  Any
 * pointer may be NULL. */
void nrtgrad_rt_pool_stats(int64_t *hits, int64_t *misses, int64_t *cached_bytes);

/* malloc, calloc, realloc and free for a derivative's tapes, from the pool:
 * what `nrtgrad differentiate --emit obj|asm` objects call instead of libc's.
 * A block from one of them goes back through nrtgrad_rt_realloc or
 * nrtgrad_rt_free only. */
void *nrtgrad_rt_malloc(size_t size);
void *nrtgrad_rt_calloc(size_t count, size_t size);
void *nrtgrad_rt_realloc(void *data, size_t size);
void nrtgrad_rt_free(void *data);

#ifdef __cplusplus
}
#endif

#endif
