/* nrtgrad_rt: a standalone Numba runtime (NRT) for code differentiated by nrtgrad.
 *
 * Three kinds of MemInfo exist:
 *   - inline: the MemInfo and its data are one block (the data aligned
 *     inside it) from the pool (nrtgrad_rt_pool.c); destroying the MemInfo
 *     gives the block back;
 *   - varsize: the data is a separate NRT_Allocate buffer that can be
 *     reallocated; destroying the MemInfo runs the element destructor, if
 *     any, and frees the buffer;
 *   - external: the data belongs to someone else and is never freed here.
 * In all cases the user destructor stored in `dtor` runs first.
 *
 * Compile as C11 (it uses <stdatomic.h>).
 */
#include "nrtgrad_rt.h"
#include "nrtgrad_rt_pool.h"

#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum meminfo_kind { KIND_INLINE = 1, KIND_VARSIZE = 2, KIND_EXTERNAL = 3 };

struct NRT_MemInfo {
    _Atomic int64_t refct;          /* @0: Numba-compiled code updates it atomically */
    NRT_dtor_function dtor;         /* @8 */
    void *dtor_info;                /* @16 */
    void *data;                     /* @24 */
    size_t size;                    /* @32 */
    /* below: private to this runtime */
    NRT_varsize_dtor_function element_dtor;
    int kind;
    int pool_class; /* inline blocks: the pool's class of the block */
};

_Static_assert(sizeof(void *) == 8, "nrtgrad_rt supports 64-bit targets only");
_Static_assert(sizeof(_Atomic int64_t) == 8, "refcount must be 8 bytes");
_Static_assert(offsetof(struct NRT_MemInfo, dtor) == 8, "MemInfo layout");
_Static_assert(offsetof(struct NRT_MemInfo, dtor_info) == 16, "MemInfo layout");
_Static_assert(offsetof(struct NRT_MemInfo, data) == 24, "MemInfo layout");
_Static_assert(offsetof(struct NRT_MemInfo, size) == 32, "MemInfo layout");

#define DEFAULT_ALIGN 32u
#define FILL_NEW 0xCB   /* written over fresh data by the "safe" allocator */
#define FILL_DEAD 0xDE  /* written over data the "safe" allocator frees */

static _Atomic int64_t stat_meminfo_alloc, stat_meminfo_free;
static _Atomic int64_t stat_buffer_alloc, stat_buffer_free;

static void fatal(const char *message) {
    fprintf(stderr, "nrtgrad_rt: fatal: %s\n", message);
    fflush(stderr);
    abort();
}

static void count(_Atomic int64_t *counter) {
    atomic_fetch_add_explicit(counter, 1, memory_order_relaxed);
}

/* ---- Raw buffers --------------------------------------------------------- */

void *NRT_Allocate(size_t size) {
    void *pointer = malloc(size ? size : 1);
    if (pointer != NULL)
        count(&stat_buffer_alloc);
    return pointer;
}

void *NRT_Reallocate(void *ptr, size_t size) {
    if (ptr == NULL)
        return NRT_Allocate(size);
    return realloc(ptr, size ? size : 1);
}

void NRT_Free(void *ptr) {
    if (ptr == NULL)
        return;
    free(ptr);
    count(&stat_buffer_free);
}

/* ---- MemInfos ------------------------------------------------------------ */

static void meminfo_init(NRT_MemInfo *mi, int kind, void *data, size_t size,
                         NRT_dtor_function dtor, void *dtor_info) {
    atomic_init(&mi->refct, 1);
    mi->dtor = dtor;
    mi->dtor_info = dtor_info;
    mi->data = data;
    mi->size = size;
    mi->element_dtor = NULL;
    mi->kind = kind;
    mi->pool_class = NRTGRAD_RT_POOL_NONE;
    count(&stat_meminfo_alloc);
}

/* One block holding the MemInfo, then `size` bytes aligned to `align`. */
static NRT_MemInfo *alloc_inline(size_t size, unsigned align) {
    if (align == 0)
        align = 1;
    size_t header = sizeof(NRT_MemInfo);
    if (size > SIZE_MAX - header - align)
        return NULL;
    int pool_class;
    char *base = (char *)nrtgrad_rt_pool_take(header + size + align, &pool_class);
    if (base == NULL)
        return NULL;
    count(&stat_buffer_alloc);
    uintptr_t start = (uintptr_t)(base + header);
    uintptr_t misalignment = start % align;
    char *data = base + header + (misalignment ? align - misalignment : 0);
    NRT_MemInfo *mi = (NRT_MemInfo *)base;
    meminfo_init(mi, KIND_INLINE, data, size, NULL, NULL);
    mi->pool_class = pool_class;
    return mi;
}

NRT_MemInfo *NRT_MemInfo_alloc(size_t size) {
    return alloc_inline(size, 1);
}

NRT_MemInfo *NRT_MemInfo_alloc_aligned(size_t size, unsigned align) {
    return alloc_inline(size, align);
}

static void poison_on_free(void *data, size_t size, void *info) {
    (void)info;
    memset(data, FILL_DEAD, size);
}

NRT_MemInfo *NRT_MemInfo_alloc_safe_aligned(size_t size, unsigned align) {
    NRT_MemInfo *mi = alloc_inline(size, align);
    if (mi != NULL) {
        memset(mi->data, FILL_NEW, size);
        mi->dtor = poison_on_free;
    }
    return mi;
}

NRT_MemInfo *NRT_MemInfo_new(void *data, size_t size, NRT_dtor_function dtor,
                             void *dtor_info) {
    NRT_MemInfo *mi = (NRT_MemInfo *)NRT_Allocate(sizeof(NRT_MemInfo));
    if (mi != NULL)
        meminfo_init(mi, KIND_EXTERNAL, data, size, dtor, dtor_info);
    return mi;
}

NRT_MemInfo *NRT_MemInfo_new_varsize(size_t size) {
    void *data = NRT_Allocate(size);
    if (data == NULL)
        return NULL;
    NRT_MemInfo *mi = (NRT_MemInfo *)NRT_Allocate(sizeof(NRT_MemInfo));
    if (mi == NULL) {
        NRT_Free(data);
        return NULL;
    }
    meminfo_init(mi, KIND_VARSIZE, data, size, NULL, NULL);
    return mi;
}

NRT_MemInfo *NRT_MemInfo_new_varsize_dtor(size_t size, NRT_varsize_dtor_function dtor) {
    NRT_MemInfo *mi = NRT_MemInfo_new_varsize(size);
    if (mi != NULL)
        mi->element_dtor = dtor;
    return mi;
}

static void require_varsize(NRT_MemInfo *mi, const char *function) {
    if (mi->kind != KIND_VARSIZE) {
        fprintf(stderr, "nrtgrad_rt: fatal: %s on a MemInfo that is not variable-size\n",
                function);
        fflush(stderr);
        abort();
    }
}

void *NRT_MemInfo_varsize_alloc(NRT_MemInfo *mi, size_t size) {
    require_varsize(mi, "NRT_MemInfo_varsize_alloc");
    void *data = NRT_Allocate(size);
    if (data == NULL)
        return NULL;
    mi->data = data;
    mi->size = size;
    return data;
}

void *NRT_MemInfo_varsize_realloc(NRT_MemInfo *mi, size_t size) {
    require_varsize(mi, "NRT_MemInfo_varsize_realloc");
    void *data = NRT_Reallocate(mi->data, size);
    if (data == NULL)
        return NULL;
    mi->data = data;
    mi->size = size;
    return data;
}

void NRT_MemInfo_varsize_free(NRT_MemInfo *mi, void *ptr) {
    NRT_Free(ptr);
    if (ptr == mi->data)
        mi->data = NULL;
}

void NRT_MemInfo_call_dtor(NRT_MemInfo *mi) {
    if (mi == NULL)
        return;
    if (mi->dtor != NULL)
        mi->dtor(mi->data, mi->size, mi->dtor_info);
    if (mi->kind == KIND_VARSIZE && mi->data != NULL) {
        if (mi->element_dtor != NULL)
            mi->element_dtor(mi->data);
        NRT_Free(mi->data);
    }
    count(&stat_meminfo_free);
    if (mi->kind == KIND_INLINE) {
        nrtgrad_rt_pool_give(mi, mi->pool_class);
        count(&stat_buffer_free);
    } else {
        NRT_Free(mi);
    }
}

void NRT_MemInfo_acquire(NRT_MemInfo *mi) {
    if (atomic_fetch_add_explicit(&mi->refct, 1, memory_order_relaxed) <= 0)
        fatal("NRT_MemInfo_acquire on a MemInfo whose count is zero");
}

void NRT_MemInfo_release(NRT_MemInfo *mi) {
    int64_t before = atomic_fetch_sub_explicit(&mi->refct, 1, memory_order_acq_rel);
    if (before == 1)
        NRT_MemInfo_call_dtor(mi);
    else if (before <= 0)
        fatal("NRT_MemInfo_release on a MemInfo whose count is zero");
}

void *NRT_MemInfo_data(NRT_MemInfo *mi) {
    return mi->data;
}

size_t NRT_MemInfo_size(NRT_MemInfo *mi) {
    return mi->size;
}

size_t NRT_MemInfo_refcount(NRT_MemInfo *mi) {
    if (mi == NULL || mi->data == NULL)
        return (size_t)-1;
    return (size_t)atomic_load(&mi->refct);
}

/* ---- numba_attempt_nocopy_reshape ------------------------------------------
 *
 * Dimensions of length 1 are dropped from the old array; then old and new
 * dimensions are matched in groups with equal products.  Each group of old
 * dimensions must be contiguous in memory (in the requested order), and the
 * new dimensions of the group get strides derived from the group's
 * innermost stride.
 */
int numba_attempt_nocopy_reshape(int64_t nd, const int64_t *dims, const int64_t *strides,
                                 int64_t newnd, const int64_t *newdims, int64_t *newstrides,
                                 int64_t itemsize, int is_f_order) {
    int64_t olddims[64], oldstrides[64];
    int64_t oldnd = 0, oldsize = 1, newsize = 1;
    if (nd > 64 || newnd > 64 || nd < 0 || newnd < 0)
        return 0;
    for (int64_t i = 0; i < nd; i++) {
        oldsize *= dims[i];
        if (dims[i] != 1) {
            olddims[oldnd] = dims[i];
            oldstrides[oldnd] = strides[i];
            oldnd++;
        }
    }
    for (int64_t i = 0; i < newnd; i++)
        newsize *= newdims[i];
    if (oldsize != newsize)
        return 0;
    if (newsize == 0) {
        /* any strides describe an empty array: use contiguous ones */
        int64_t stride = itemsize;
        for (int64_t k = 0; k < newnd; k++) {
            int64_t axis = is_f_order ? k : newnd - 1 - k;
            newstrides[axis] = stride;
            stride *= newdims[axis] ? newdims[axis] : 1;
        }
        return 1;
    }

    int64_t oi = 0, oj = 1, ni = 0, nj = 1;
    while (ni < newnd && oi < oldnd) {
        int64_t new_product = newdims[ni], old_product = olddims[oi];
        while (new_product != old_product) {
            if (new_product < old_product) {
                if (nj >= newnd)
                    return 0;
                new_product *= newdims[nj++];
            } else {
                if (oj >= oldnd)
                    return 0;
                old_product *= olddims[oj++];
            }
        }
        for (int64_t k = oi; k < oj - 1; k++) {
            if (is_f_order ? oldstrides[k + 1] != olddims[k] * oldstrides[k]
                           : oldstrides[k] != olddims[k + 1] * oldstrides[k + 1])
                return 0;
        }
        if (is_f_order) {
            newstrides[ni] = oldstrides[oi];
            for (int64_t k = ni + 1; k < nj; k++)
                newstrides[k] = newstrides[k - 1] * newdims[k - 1];
        } else {
            newstrides[nj - 1] = oldstrides[oj - 1];
            for (int64_t k = nj - 1; k > ni; k--)
                newstrides[k - 1] = newstrides[k] * newdims[k];
        }
        ni = nj++;
        oi = oj++;
    }
    /* trailing new dimensions (all of length 1) */
    int64_t last = itemsize;
    if (ni >= 1) {
        last = newstrides[ni - 1];
        if (is_f_order)
            last *= newdims[ni - 1];
    }
    for (int64_t k = ni; k < newnd; k++)
        newstrides[k] = last;
    return 1;
}

/* ---- Helpers for callers ------------------------------------------------- */

void *nrtgrad_rt_meminfo_new(size_t size, unsigned align) {
    if (align == 0)
        align = DEFAULT_ALIGN;
    if (align & (align - 1))
        return NULL;
    NRT_MemInfo *mi = alloc_inline(size, align);
    if (mi != NULL)
        memset(mi->data, 0, size);
    return mi;
}

void *nrtgrad_rt_meminfo_wrap(void *data, size_t size, NRT_dtor_function dtor, void *info) {
    return NRT_MemInfo_new(data, size, dtor, info);
}

void *nrtgrad_rt_meminfo_data(void *meminfo) {
    return meminfo ? ((NRT_MemInfo *)meminfo)->data : NULL;
}

int64_t nrtgrad_rt_refcount(void *meminfo) {
    return meminfo ? atomic_load(&((NRT_MemInfo *)meminfo)->refct) : -1;
}

void nrtgrad_rt_acquire(void *meminfo) {
    if (meminfo != NULL)
        NRT_MemInfo_acquire((NRT_MemInfo *)meminfo);
}

void nrtgrad_rt_release(void *meminfo) {
    if (meminfo != NULL)
        NRT_MemInfo_release((NRT_MemInfo *)meminfo);
}

/* The prefix every nrt_array_<dtype>_<ndim>d struct shares; shape and
 * strides (ndim each) follow it. */
struct array_prefix {
    void *meminfo;
    void *parent;
    int64_t nitems;
    int64_t itemsize;
    void *data;
};

void nrtgrad_rt_array_init(void *array, int ndim, void *meminfo, void *data,
                           int64_t itemsize, const int64_t *shape) {
    struct array_prefix prefix = {meminfo, NULL, 1, itemsize, data};
    int64_t *shape_out = (int64_t *)((char *)array + sizeof prefix);
    int64_t *strides_out = shape_out + ndim;
    for (int k = 0; k < ndim; k++) {
        prefix.nitems *= shape[k];
        shape_out[k] = shape[k];
    }
    int64_t stride = itemsize;
    for (int k = ndim - 1; k >= 0; k--) {
        strides_out[k] = stride;
        stride *= shape[k];
    }
    memcpy(array, &prefix, sizeof prefix);
}

void nrtgrad_rt_stats(int64_t *allocs, int64_t *frees) {
    if (allocs != NULL)
        *allocs = atomic_load(&stat_meminfo_alloc);
    if (frees != NULL)
        *frees = atomic_load(&stat_meminfo_free);
}

void nrtgrad_rt_buffer_stats(int64_t *allocs, int64_t *frees) {
    if (allocs != NULL)
        *allocs = atomic_load(&stat_buffer_alloc);
    if (frees != NULL)
        *frees = atomic_load(&stat_buffer_free);
}

void nrtgrad_rt_reset_stats(void) {
    atomic_store(&stat_meminfo_alloc, 0);
    atomic_store(&stat_meminfo_free, 0);
    atomic_store(&stat_buffer_alloc, 0);
    atomic_store(&stat_buffer_free, 0);
    nrtgrad_rt_pool_reset_counters();
}
