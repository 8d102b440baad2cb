"""Slices of arrays moved past parfors in a fused compilation, so the parfors meet and fuse.

Numba's parfor pass fuses two parfors only where they are adjacent in
their block, and moves other statements past a parfor only where neither
writes what the other accesses, each variable taken with every array it
may alias.  Taking a slice (`x[:-1]`) makes a view that may alias `x`, so
its assignment counts as a write of `x` and of every view of it: a parfor
that reads `x[1:]` is never moved past the statement that takes `x[:-1]`
for the next one, and `a = x[1:] - x[:-1]**2; b = 1 - x[:-1]` stays two
loops with `a` a temporary.

While `moved_past_parfors()` is held, such a statement may also move past a
parfor when it is an assignment of a constant slice of an array
(`static_getitem` with slices as its index: a view, no element read), the
parfor does not access the variable assigned, and the parfor writes none of
the statement's operands (with their aliases).  Taking a view reads no data,
so the function computes what it computed before; only where its loops
meet changes.
"""

from __future__ import annotations

import contextlib


@contextlib.contextmanager
def moved_past_parfors():
    """While held (under Numba's compiler lock), constant slices move past parfors."""
    from numba.parfors import parfor

    original = parfor._can_reorder_stmts

    def can_reorder(stmt, next_stmt, func_ir, call_table, alias_map, arg_aliases):
        return (original(stmt, next_stmt, func_ir, call_table, alias_map, arg_aliases)
                or _slice_past_parfor(stmt, next_stmt, alias_map, arg_aliases))

    parfor._can_reorder_stmts = can_reorder
    try:
        yield
    finally:
        parfor._can_reorder_stmts = original


def _slice_past_parfor(stmt, next_stmt, alias_map, arg_aliases) -> bool:
    """Whether `next_stmt` takes a constant slice of an array that parfor `stmt`
    neither writes (with its aliases) nor names the view of."""
    from numba.core import ir
    from numba.parfors import parfor

    if not (isinstance(stmt, parfor.Parfor) and isinstance(next_stmt, ir.Assign)):
        return False
    value = next_stmt.value
    if not (isinstance(value, ir.Expr) and value.op == "static_getitem"):
        return False
    index = value.index if isinstance(value.index, tuple) else (value.index,)
    if not all(isinstance(part, slice) for part in index):
        return False
    writes = parfor.expand_aliases(parfor.get_parfor_writes(stmt), alias_map, arg_aliases)
    operands = {var.name for var in value.list_vars()}
    return (next_stmt.target.name not in {var.name for var in stmt.list_vars()}
            and not writes & operands)
