/* nrtgrad_rt's block pool, as the rest of the runtime sees it (not installed). */
#ifndef NRTGRAD_RT_POOL_H
#define NRTGRAD_RT_POOL_H

#include <stddef.h>

/* The class of a block that came from malloc and goes back to free. */
#define NRTGRAD_RT_POOL_NONE (-1)

/* A block of at least `size` bytes, aligned as malloc aligns; *pool_class
 * receives what nrtgrad_rt_pool_give needs back.  NULL if out of memory. */
void *nrtgrad_rt_pool_take(size_t size, int *pool_class);
void nrtgrad_rt_pool_give(void *block, int pool_class);
void nrtgrad_rt_pool_reset_counters(void);

#endif
