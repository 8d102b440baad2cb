"""Rewrites before Enzyme: IR shapes it mis-types, asserts on or tapes, made plain.

Each module is one rewrite from module text to module text that keeps the
function's meaning and changes only what Enzyme sees.  Those that leave
markers in the module lower them after Enzyme (`lower`).
"""
