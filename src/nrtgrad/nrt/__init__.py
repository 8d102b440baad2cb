"""The Numba runtime told to Enzyme: which refcount operation frees, which are inactive.

The ownership analysis (`ownership`, with `meminfo_uses` and
`use_after_release`) decides each `NRT_incref`/`NRT_decref` of a module;
`markers` turns the decisions into the declarations Enzyme is given and
lowers them back to real NRT calls after Enzyme.  The other modules put the
IR in the shape the analysis reads (one allocation site per loop-carried
array, releases through a phi swapped back, error exits joined) or extend
it to raw buffers and lists of arrays.
"""
