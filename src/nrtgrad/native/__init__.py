"""Derivatives in native programs: the C runtime they link, and its loading in process.

`runtime/` holds the C sources of the standalone NRT runtime and builds
them; `native_runtime` compiles and loads it for JIT-compiled derivatives;
`object_allocators` routes a derivative object's own allocations to it.
"""
