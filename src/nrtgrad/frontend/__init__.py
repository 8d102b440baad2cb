"""Reading the input: Numba dumps and logs, newer LLVM dialects, Numba's ABI, one function.

Everything here runs before any rewrite for Enzyme: its output is canonical
module text of one Numba entry point, without Python, that opt (LLVM 15)
reads, and the facts about that entry (`numba_abi.EntryPoint`) every later
stage takes from here.
"""
