"""The in-process derivative's allocations reused across calls: a pool JIT-compiled once.

Numba code allocates a fresh array for every temporary, Enzyme a fresh tape
for every cached value; with large arrays glibc maps new pages for each call
and faulting them in can be most of a gradient's time.  `route` points a
derivative module (before the JIT compiles it) at this pool instead:

- `NRT_MemInfo_alloc_aligned` -> `nrtgrad_pool_meminfo_alloc_aligned`: the
  MemInfo and its data in one pooled block (NRT's `allocate_external`, from
  `NRT_get_api`), data aligned to 64 bytes; NRT releases it through the
  pool's `free`, and counts it in its statistics like any other;
- `malloc`, `calloc`, `realloc`, `free` (Enzyme's tapes and caches, BLAS
  rules' tapes; LLVM makes a `malloc` followed by a zeroing `memset` one
  `calloc`) -> `nrtgrad_pool_malloc`, `_calloc`, `_realloc`, `_free`.

Each block carries a 16-byte header (its size class, the size asked for)
before the address handed out.  Blocks of up to 256 MiB are rounded up to a
size class (1 KiB, then four per power of two);
a freed one goes onto its class's free list and the next allocation of the
class takes it.  A class never holds more blocks than were in use at once (a
block is cached only after it was handed out, and handed out again before a
new one is made), so the pool keeps at most what the derivative needed at
its busiest, per class, until `trim`.  Every class has a spin lock.  Larger
blocks come from and go back to glibc.  A new block of 4 MiB or more is
advised to use transparent huge pages (madvise), as NumPy does for its
arrays: fewer faults and TLB misses on large arrays.  The pool is written
in LLVM IR, so it needs no C compiler; it lives as long as the process.  Its
machine code is kept in the derivative cache (object_cache), like the
derivatives'.
Programs that link the C runtime use its pool instead
(native/runtime/nrtgrad_rt_pool.c): here NRT is Numba's own, reached
through `NRT_get_api`, and `nrtgrad.grad` must run without a C compiler.

The gradients a pooled derivative returns (`zeros`) come from the pool
too when they are large enough that glibc would map them afresh: a NumPy
array over a zeroed pool block, which goes back to the pool with the array.

`NRTGRAD_POOL=0` in the environment leaves derivatives on glibc; `trim`
frees the cached blocks, `stats` reports hits, misses and cached bytes.  A
child forked from Python (os.fork, multiprocessing) starts with an empty
pool: a lock another thread of the parent held when it forked is free there.
"""

from __future__ import annotations

import ctypes
import functools
import math
import os
import sys
import threading

import numpy as np

from . import object_cache
from .derivative_cache import cache_dir
from ..toolchain import llvm

CLASSES = 18 * 4 + 1  # 1 KiB, then four classes per power of two up to 256 MiB
HUGE_PAGE_BYTES = 4 << 20  # new blocks from 4 MiB on asked to be backed by huge pages
# the derivative's allocators and the pool's functions that replace them
ROUTES = {
    "NRT_MemInfo_alloc_aligned": "nrtgrad_pool_meminfo_alloc_aligned",
    "malloc": "nrtgrad_pool_malloc",
    "calloc": "nrtgrad_pool_calloc",
    "realloc": "nrtgrad_pool_realloc",
    "free": "nrtgrad_pool_free",
}

POOL_IR = f"""
%allocator = type {{ i8* (i64, i8*)*, i8* (i8*, i64, i8*)*, void (i8*, i8*)*, i8* }}

@heads = internal global [{CLASSES} x i8*] zeroinitializer
@locks = internal global [{CLASSES} x i32] zeroinitializer
@hits = internal global i64 0
@misses = internal global i64 0
@cached_bytes = internal global i64 0
@allocator = internal global %allocator {{ i8* (i64, i8*)* @external_malloc,
    i8* (i8*, i64, i8*)* @external_realloc, void (i8*, i8*)* @external_free, i8* null }}

declare i32 @posix_memalign(i8**, i64, i64)
declare i32 @madvise(i8*, i64, i32)  ; 14: MADV_HUGEPAGE
declare void @free(i8*)
declare i32 @sched_yield()
declare i8* @NRT_get_api()
declare i8* @NRT_MemInfo_alloc_aligned(i64, i32)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i8* @memcpy(i8*, i8*, i64)
declare i8* @memset(i8*, i32, i64)

; the class of a block of `bytes` (header included) and the bytes it holds;
; class -1: not pooled, exactly `bytes`
define internal {{ i64, i64 }} @class_of(i64 %bytes) {{
entry:
  %small = icmp ule i64 %bytes, 1024
  br i1 %small, label %first, label %larger
first:
  ret {{ i64, i64 }} {{ i64 0, i64 1024 }}
larger:
  %huge = icmp ugt i64 %bytes, 268435456
  br i1 %huge, label %unpooled, label %pooled
unpooled:
  %none = insertvalue {{ i64, i64 }} {{ i64 -1, i64 undef }}, i64 %bytes, 1
  ret {{ i64, i64 }} %none
pooled:
  ; 2^k < bytes <= 2^(k+1); j quarters of 2^k above it, 1 <= j <= 4
  %below = sub i64 %bytes, 1
  %zeros = call i64 @llvm.ctlz.i64(i64 %below, i1 true)
  %k = sub i64 63, %zeros
  %power = shl i64 1, %k
  %k2 = sub i64 %k, 2
  %quarter = shl i64 1, %k2
  %over = sub i64 %bytes, %power
  %quarter1 = sub i64 %quarter, 1
  %rounded = add i64 %over, %quarter1
  %j = udiv i64 %rounded, %quarter
  %k10 = sub i64 %k, 10
  %steps = shl i64 %k10, 2
  %index = add i64 %steps, %j
  %extra = mul i64 %j, %quarter
  %size = add i64 %power, %extra
  %found = insertvalue {{ i64, i64 }} undef, i64 %index, 0
  %both = insertvalue {{ i64, i64 }} %found, i64 %size, 1
  ret {{ i64, i64 }} %both
}}

define internal void @lock(i32* %lock) {{
entry:
  br label %try
try:
  %spins = phi i32 [ 0, %entry ], [ %next, %spin ], [ 0, %yield ]
  %swapped = cmpxchg i32* %lock, i32 0, i32 1 acquire monotonic
  %taken = extractvalue {{ i32, i1 }} %swapped, 1
  br i1 %taken, label %done, label %spin
spin:
  %next = add i32 %spins, 1
  %long = icmp ugt i32 %next, 100
  br i1 %long, label %yield, label %try
yield:
  %ignored = call i32 @sched_yield()
  br label %try
done:
  ret void
}}

define internal void @unlock(i32* %lock) {{
  store atomic i32 0, i32* %lock release, align 4
  ret void
}}

; a block for `size` bytes after the header, from the class's list or glibc
define i8* @nrtgrad_pool_malloc(i64 %size) {{
entry:
  %bytes = add i64 %size, 16
  %class = call {{ i64, i64 }} @class_of(i64 %bytes)
  %index = extractvalue {{ i64, i64 }} %class, 0
  %capacity = extractvalue {{ i64, i64 }} %class, 1
  %unpooled = icmp slt i64 %index, 0
  br i1 %unpooled, label %fresh, label %look
look:
  %lock = getelementptr [{CLASSES} x i32], [{CLASSES} x i32]* @locks, i64 0, i64 %index
  %head = getelementptr [{CLASSES} x i8*], [{CLASSES} x i8*]* @heads, i64 0, i64 %index
  call void @lock(i32* %lock)
  %block = load i8*, i8** %head
  %empty = icmp eq i8* %block, null
  br i1 %empty, label %missed, label %hit
hit:
  %link = bitcast i8* %block to i8**
  %next = load i8*, i8** %link
  store i8* %next, i8** %head
  call void @unlock(i32* %lock)
  %h = atomicrmw add i64* @hits, i64 1 monotonic
  %c = atomicrmw sub i64* @cached_bytes, i64 %capacity monotonic
  br label %header
missed:
  call void @unlock(i32* %lock)
  %m = atomicrmw add i64* @misses, i64 1 monotonic
  br label %fresh
fresh:
  %slot = alloca i8*
  %failed = call i32 @posix_memalign(i8** %slot, i64 64, i64 %capacity)
  %ok = icmp eq i32 %failed, 0
  br i1 %ok, label %allocated, label %out_of_memory
out_of_memory:
  ret i8* null
allocated:
  %new = load i8*, i8** %slot
  %large = icmp uge i64 %capacity, {HUGE_PAGE_BYTES}
  br i1 %large, label %advise, label %header
advise:
  ; transparent huge pages for it, as NumPy asks for its large arrays
  %address = ptrtoint i8* %new to i64
  %within = and i64 %address, 4095
  %offset = sub i64 4096, %within
  %length = sub i64 %capacity, %offset
  %page = getelementptr i8, i8* %new, i64 %offset
  %advice = call i32 @madvise(i8* %page, i64 %length, i32 14)
  br label %header
header:
  %start = phi i8* [ %block, %hit ], [ %new, %allocated ], [ %new, %advise ]
  %words = bitcast i8* %start to i64*
  store i64 %index, i64* %words
  %second = getelementptr i64, i64* %words, i64 1
  store i64 %size, i64* %second
  %data = getelementptr i8, i8* %start, i64 16
  ret i8* %data
}}

; the bytes a block of class `index` (>= 0) holds
define internal i64 @class_bytes(i64 %index) {{
entry:
  %first = icmp eq i64 %index, 0
  br i1 %first, label %kib, label %larger
kib:
  ret i64 1024
larger:
  %step = sub i64 %index, 1
  %octave = lshr i64 %step, 2
  %k = add i64 %octave, 10
  %j0 = and i64 %step, 3
  %j = add i64 %j0, 1
  %power = shl i64 1, %k
  %k2 = sub i64 %k, 2
  %quarter = shl i64 1, %k2
  %extra = mul i64 %j, %quarter
  %size = add i64 %power, %extra
  ret i64 %size
}}

define void @nrtgrad_pool_free(i8* %data) {{
entry:
  %null = icmp eq i8* %data, null
  br i1 %null, label %done, label %header
header:
  %start = getelementptr i8, i8* %data, i64 -16
  %words = bitcast i8* %start to i64*
  %index = load i64, i64* %words
  %unpooled = icmp slt i64 %index, 0
  br i1 %unpooled, label %release, label %keep
keep:
  %capacity = call i64 @class_bytes(i64 %index)
  %lock = getelementptr [{CLASSES} x i32], [{CLASSES} x i32]* @locks, i64 0, i64 %index
  %head = getelementptr [{CLASSES} x i8*], [{CLASSES} x i8*]* @heads, i64 0, i64 %index
  call void @lock(i32* %lock)
  %first = load i8*, i8** %head
  %link = bitcast i8* %start to i8**
  store i8* %first, i8** %link
  store i8* %start, i8** %head
  call void @unlock(i32* %lock)
  %c = atomicrmw add i64* @cached_bytes, i64 %capacity monotonic
  ret void
release:
  call void @free(i8* %start)
  br label %done
done:
  ret void
}}

; in place while the block holds `size`, else moved to a block that does
; a zeroed block for `count` elements of `size` bytes
define i8* @nrtgrad_pool_calloc(i64 %count, i64 %size) {{
entry:
  %bytes = mul i64 %count, %size
  %block = call i8* @nrtgrad_pool_malloc(i64 %bytes)
  %failed = icmp eq i8* %block, null
  br i1 %failed, label %done, label %zero
zero:
  call i8* @memset(i8* %block, i32 0, i64 %bytes)
  br label %done
done:
  ret i8* %block
}}

define i8* @nrtgrad_pool_realloc(i8* %data, i64 %size) {{
entry:
  %null = icmp eq i8* %data, null
  br i1 %null, label %fresh, label %existing
fresh:
  %new_block = call i8* @nrtgrad_pool_malloc(i64 %size)
  ret i8* %new_block
existing:
  %start = getelementptr i8, i8* %data, i64 -16
  %words = bitcast i8* %start to i64*
  %index = load i64, i64* %words
  %size_slot = getelementptr i64, i64* %words, i64 1
  %old = load i64, i64* %size_slot
  %unpooled = icmp slt i64 %index, 0
  br i1 %unpooled, label %exact, label %classed
exact:
  br label %compare
classed:
  %class_capacity = call i64 @class_bytes(i64 %index)
  %usable = sub i64 %class_capacity, 16
  br label %compare
compare:
  %room = phi i64 [ %old, %exact ], [ %usable, %classed ]
  %fits = icmp ule i64 %size, %room
  br i1 %fits, label %in_place, label %move
in_place:
  store i64 %size, i64* %size_slot
  ret i8* %data
move:
  %moved = call i8* @nrtgrad_pool_malloc(i64 %size)
  %failed = icmp eq i8* %moved, null
  br i1 %failed, label %out_of_memory, label %copy
out_of_memory:
  ret i8* null
copy:
  %ignored = call i8* @memcpy(i8* %moved, i8* %data, i64 %old)
  call void @nrtgrad_pool_free(i8* %data)
  ret i8* %moved
}}

; NRT's allocator hooks: the MemInfo (48 bytes) right after the header, so
; that its data is 64-byte aligned
define internal i8* @external_malloc(i64 %size, i8* %opaque) {{
  %block = call i8* @nrtgrad_pool_malloc(i64 %size)
  ret i8* %block
}}

define internal i8* @external_realloc(i8* %data, i64 %size, i8* %opaque) {{
  %block = call i8* @nrtgrad_pool_realloc(i8* %data, i64 %size)
  ret i8* %block
}}

define internal void @external_free(i8* %data, i8* %opaque) {{
  call void @nrtgrad_pool_free(i8* %data)
  ret void
}}

; NRT_MemInfo_alloc_aligned through the pool, for alignments up to 64 bytes
define i8* @nrtgrad_pool_meminfo_alloc_aligned(i64 %size, i32 %align) {{
entry:
  %over = icmp ugt i32 %align, 64
  br i1 %over, label %numba, label %pooled
numba:
  %aligned = call i8* @NRT_MemInfo_alloc_aligned(i64 %size, i32 %align)
  ret i8* %aligned
pooled:
  %api = call i8* @NRT_get_api()
  %table = bitcast i8* %api to i8* (i64, %allocator*)**
  %slot = getelementptr i8* (i64, %allocator*)*, i8* (i64, %allocator*)** %table, i64 1
  %allocate_external = load i8* (i64, %allocator*)*, i8* (i64, %allocator*)** %slot
  %meminfo = call i8* %allocate_external(i64 %size, %allocator* @allocator)
  ret i8* %meminfo
}}

define void @nrtgrad_pool_trim() {{
entry:
  br label %class
class:
  %index = phi i64 [ 0, %entry ], [ %next_index, %drained ]
  %lock = getelementptr [{CLASSES} x i32], [{CLASSES} x i32]* @locks, i64 0, i64 %index
  %head = getelementptr [{CLASSES} x i8*], [{CLASSES} x i8*]* @heads, i64 0, i64 %index
  %capacity = call i64 @class_bytes(i64 %index)
  call void @lock(i32* %lock)
  %list = load i8*, i8** %head
  store i8* null, i8** %head
  call void @unlock(i32* %lock)
  br label %drain
drain:
  %block = phi i8* [ %list, %class ], [ %following, %release ]
  %end = icmp eq i8* %block, null
  br i1 %end, label %drained, label %release
release:
  %link = bitcast i8* %block to i8**
  %following = load i8*, i8** %link
  call void @free(i8* %block)
  %c = atomicrmw sub i64* @cached_bytes, i64 %capacity monotonic
  br label %drain
drained:
  %next_index = add i64 %index, 1
  %more = icmp ult i64 %next_index, {CLASSES}
  br i1 %more, label %class, label %done
done:
  ret void
}}

; in a forked child: every list empty and every lock free (a thread of the
; parent may have held one, mid-change); the parent's cached blocks are left be
define void @nrtgrad_pool_forget() {{
  store [{CLASSES} x i8*] zeroinitializer, [{CLASSES} x i8*]* @heads
  store [{CLASSES} x i32] zeroinitializer, [{CLASSES} x i32]* @locks
  store i64 0, i64* @cached_bytes
  ret void
}}

; hits, misses and cached bytes into out[0..2]
define void @nrtgrad_pool_stats(i64* %out) {{
  %hits = load atomic i64, i64* @hits monotonic, align 8
  %misses = load atomic i64, i64* @misses monotonic, align 8
  %bytes = load atomic i64, i64* @cached_bytes monotonic, align 8
  store i64 %hits, i64* %out
  %second = getelementptr i64, i64* %out, i64 1
  store i64 %misses, i64* %second
  %third = getelementptr i64, i64* %out, i64 2
  store i64 %bytes, i64* %third
  ret void
}}
"""

# arrays from `zeros` at least this large come from the pool: glibc maps fresh
# pages for blocks from 128 KiB on (its initial mmap threshold), and below it
# np.zeros costs less than a call into the pool
POOLED_ARRAY_BYTES = 128 * 1024
ALIGNMENT = 64  # of their data: vector loads and stores within a cache line

_lock = threading.Lock()
_engine = None  # the pool's JIT engine: lives as long as the process


def enabled() -> bool:
    return os.environ.get("NRTGRAD_POOL", "1") != "0"


def _numba_runtime(binding) -> bool:
    """Whether the NRT functions the JIT links are Numba's (not nrtgrad's C runtime,
    which `nrtgrad check` loads): the pool's MemInfos are made by Numba's."""
    runtime = sys.modules.get("numba.core.runtime._nrt_python")
    return runtime is not None and all(
        binding.address_of_symbol(f"NRT_{name}") == runtime.c_helpers[name]
        for name in ("MemInfo_alloc_aligned", "get_api"))


def _compile(binding) -> None:
    """Compile the pool once and make its functions resolvable."""
    global _engine
    with _lock:
        if _engine is None:
            module = llvm.parse_and_verify(POOL_IR)
            machine = binding.Target.from_default_triple().create_target_machine()
            module.data_layout = str(machine.target_data)
            engine = binding.create_mcjit_compiler(module, machine)
            object_cache.attach(engine, object_cache.key(POOL_IR, machine), cache_dir())
            engine.finalize_object()
            for name in (*ROUTES.values(), "nrtgrad_pool_trim", "nrtgrad_pool_stats"):
                binding.add_symbol(name, engine.get_function_address(name))
            _engine = engine
            os.register_at_fork(after_in_child=_function("nrtgrad_pool_forget"))


def route(module) -> bool:
    """Point the allocators `module` (parsed, not yet compiled) declares at the pool;
    False, with `module` unchanged, unless this process's NRT is Numba's."""
    binding = llvm.binding()
    if not _numba_runtime(binding):
        return False
    _compile(binding)
    for name, pooled in ROUTES.items():
        try:
            function = module.get_function(name)
        except NameError:
            continue
        function.name = pooled
    return True


def _function(name: str, *argtypes):
    if _engine is None:
        return None
    return ctypes.CFUNCTYPE(None, *argtypes)(_engine.get_function_address(name))


def trim() -> None:
    """Free every block the pool holds (none is in use by a derivative between calls)."""
    release = _function("nrtgrad_pool_trim")
    if release is not None:
        release()


def stats() -> tuple[int, int, int]:
    """(hits, misses, cached bytes) since the process started; zeros before any pooling."""
    report = _function("nrtgrad_pool_stats", ctypes.POINTER(ctypes.c_int64 * 3))
    counts = (ctypes.c_int64 * 3)()
    if report is not None:
        report(ctypes.byref(counts))
    return tuple(counts)


class _PooledBlock:
    """A zeroed pool block exposed to NumPy; back to the pool when its last array goes."""

    __slots__ = ("__array_interface__", "_address", "_free")

    def __init__(self, count: int, dtype: np.dtype, allocate, free):
        nbytes = count * dtype.itemsize
        block = allocate(nbytes + ALIGNMENT - 16)  # the pool's blocks are 16 past a line
        if not block:
            raise MemoryError(f"the pool could not allocate {nbytes} bytes")
        address = -(-block // ALIGNMENT) * ALIGNMENT
        ctypes.memset(address, 0, nbytes)
        self._address, self._free = block, free
        self.__array_interface__ = {"data": (address, False), "shape": (count,),
                                    "typestr": dtype.str, "version": 3}

    def __del__(self):
        self._free(self._address)


@functools.cache
def _block_functions():
    return (ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_int64)(
                _engine.get_function_address("nrtgrad_pool_malloc")),
            ctypes.CFUNCTYPE(None, ctypes.c_void_p)(
                _engine.get_function_address("nrtgrad_pool_free")))


def zeros(shape: tuple, dtype, order: str = "C", pooled: bool = True) -> np.ndarray:
    """np.zeros(shape, dtype, order), from the pool if `pooled`, the pool is compiled
    and the array has at least POOLED_ARRAY_BYTES: then a block reused from an
    earlier call (zeroed here) rather than fresh pages for the kernel to fault in."""
    dtype = np.dtype(dtype)
    count = math.prod(shape)
    if not pooled or _engine is None or count * dtype.itemsize < POOLED_ARRAY_BYTES:
        return np.zeros(shape, dtype, order=order)
    flat = np.asarray(_PooledBlock(count, dtype, *_block_functions()))
    return flat.reshape(shape, order=order)
