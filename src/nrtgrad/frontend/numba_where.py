"""`np.where(condition, x, y)` as an element-wise ufunc in a fused compilation.

Numba implements the three-argument `np.where` as a call of its own: a loop
over flat iterators of the broadcast arguments, which the parfor pass does
not fuse, so its arguments stay materialised temporaries and the
derivative tapes its loop.  While `as_ufunc()` is held, every function
Numba compiles with `parallel=True` has each such call whose arguments and
result are typed calls `_select(condition, x, y)` instead: a ufunc
computing `x if condition else y` per element (what `np.where` computes),
which the array-expression rewrite and the parfor pass fuse with the
operations around it.  A call is rewritten only where the ufunc's typed
result is `np.where`'s exactly (dtype, dimensions and layout), so the
function's values and types are unchanged; any other call stays Numba's.

The rewrite is registered with Numba once, first among its after-inference
rewrites (before the array-expression rewrite, which then takes the ufunc
in), and does nothing outside `as_ufunc()` or in a compilation without
`parallel=True`: a jitted callee compiled inside keeps Numba's `np.where`.
"""

from __future__ import annotations

import contextlib
import functools

_active = False


@contextlib.contextmanager
def as_ufunc():
    """While held (under Numba's compiler lock), parallel compilations fuse `np.where`."""
    global _active
    _register()
    saved, _active = _active, True
    try:
        yield
    finally:
        _active = saved


def _select_values(condition, x, y):
    return x if condition else y


@functools.cache
def _select():
    import numba

    return numba.vectorize(_select_values)


@functools.cache
def _register() -> None:
    from numba.core import ir, types
    from numba.core.ir_utils import find_callname, guard
    from numba.core.rewrites import Rewrite, rewrite_registry

    class WhereAsUfunc(Rewrite):
        def __init__(self, state, *args, **kwargs):
            super().__init__(state, *args, **kwargs)
            self.state = state

        def match(self, func_ir, block, typemap, calltypes):
            self.block, self.calls = block, {}
            if not (_active and self.state.flags.auto_parallel.enabled):
                return False
            select = _select()
            function_type = self.state.typingctx.resolve_value_type(select)
            for assignment in block.find_insts(ir.Assign):
                call = assignment.value
                if not (isinstance(call, ir.Expr) and call.op == "call" and len(call.args) == 3
                        and not call.kws and call.vararg is None
                        and guard(find_callname, func_ir, call, typemap) == ("where", "numpy")):
                    continue
                arguments = [typemap[argument.name] for argument in call.args]
                try:
                    signature = self.state.typingctx.resolve_function_type(
                        function_type, arguments, {})
                except Exception:  # noqa: BLE001 - Numba's typing error: not a ufunc's
                    continue
                result = typemap[assignment.target.name]
                if (signature is not None and isinstance(result, types.Array)
                        and signature.return_type == result):
                    self.calls[call] = (function_type, signature)
            return bool(self.calls)

        def apply(self):
            block = ir.Block(self.block.scope, self.block.loc)
            for statement in self.block.body:
                if isinstance(statement, ir.Assign) and statement.value in self.calls:
                    call = statement.value
                    function_type, signature = self.calls[call]
                    function = block.scope.redefine("$nrtgrad_where", call.loc)
                    self.state.typemap[function.name] = function_type
                    block.append(ir.Assign(ir.Global("where", _select(), call.loc),
                                           function, call.loc))
                    rewritten = ir.Expr.call(function, call.args, (), call.loc)
                    self.state.calltypes[rewritten] = signature
                    statement = ir.Assign(rewritten, statement.target, statement.loc)
                block.append(statement)
            return block

    rewrite_registry.rewrites["after-inference"].insert(0, WhereAsUfunc)
