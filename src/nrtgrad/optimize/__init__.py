"""After Enzyme: the derivative optimised for its CPU.

`loop_versions` copies loops that index through broadcast selects before
`-O2`; `target` gives the last opt run its CPU and vector math.
"""
