"""A Numba function's time loop split out of its Python source, for checkpointing.

`split(f)` reads the source of `f.py_func` and, when its body is a prefix,
one top-level loop that carries values from step to step (`for t in
range(...)` or `while ...`), and a suffix that returns, writes three
functions of the same statements:

    prefix(*args)                 -> (values the loop and suffix read[, lo, hi, step])
    steps(*state, *segment)       -> the carried values after one segment of steps
    suffix(*values)               -> what f returns

and, for derivatives, `steps_dot` and `prefix_dot`: the same statements
returning the sum of each float value they produce times a cotangent
argument (the scalar whose gradient is a vector-Jacobian product).  So
`f(*args)` is `suffix(steps(... steps(prefix(*args)) ...))` over any
partition of the loop's steps into consecutive segments (TimeLoop.segment).

The invariant that makes the split exact: every name a statement reads that
the function assigns anywhere is definitely assigned before it (an argument,
an unconditional assignment earlier, a loop's target inside the loop), so
every generated function binds each name it reads to the value `f` would
have, and names `f` never assigns (globals, builtins) resolve in `f`'s own
globals and closure.  A loop with `break`, `continue`, `return`, `else`,
`try`, `with`, `del`, `global` or a nested function, random numbers drawn
before the loop's end (run again, they would differ), a suffix without a
`return`, a loop variable read after the loop, or a value read after the
loop that only the loop assigns is not split (`split` returns None, and the
caller tapes the loop as before).  What cannot be seen in the source (which
arrays alias, whether the loop writes into an array it neither rebinds nor
indexes on the left of an assignment) is the caller's to check at run time.
"""

from __future__ import annotations

import ast
import dataclasses
import dis
import functools
import hashlib
import inspect
import linecache
import textwrap
import types
import weakref

# names of the generated functions' extra parameters: not valid in user code
# that Numba compiles (a leading double underscore and a fixed prefix)
_I0, _I1, _STEP = "__nrtgrad_i0", "__nrtgrad_i1", "__nrtgrad_step"
_COUNT, _LIMIT = "__nrtgrad_count", "__nrtgrad_limit"
_SEGMENT = {"for": (_I0, _I1, _STEP), "while": (_LIMIT,)}
_COTANGENT = "__nrtgrad_cotangent_{}"
_NUMPY = "__nrtgrad_numpy"
_UNSPLITTABLE = (ast.Break, ast.Continue, ast.Return, ast.Try, ast.With, ast.Delete,
                 ast.Global, ast.Nonlocal, ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda,
                 ast.ClassDef, ast.Yield, ast.YieldFrom, ast.Await)
_SCOPES = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)


@dataclasses.dataclass(frozen=True)
class TimeLoop:
    """The split of one function: names in the order the generated functions take them.

    A segment of the loop is `count` steps from step `position` (0 is the first):
    `segment(position, count)` gives the values `steps` and `steps_dot` take after
    the state for it.  `steps` of a `for` loop runs the segment; of a `while` loop, at
    most `count` steps while the loop's condition holds, and it returns the number of
    steps it ran after the carried values.  `steps_dot` runs exactly the segment.
    """

    name: str               # f's qualified name, for messages
    line: int               # the loop's line in f's source file
    loop: str               # the loop's header as written, `for _ in range(steps)`
    kind: str               # "for" (over a range) or "while"
    args: tuple[str, ...]
    from_prefix: tuple[str, ...]   # values the prefix assigns that the loop or suffix read
    carried: tuple[str, ...]       # assigned or written into in the loop, live at its entry
    flowing: tuple[str, ...]       # the carried values the next step or the suffix reads
    invariant: tuple[str, ...]     # read in the loop, assigned before it only
    after: tuple[str, ...]         # what the suffix reads
    bounds: tuple[str, ...]        # a for loop's lo, hi and step, as written
    bounds_from_arguments: bool    # the bounds read no value the prefix assigns
    prefix_calls: tuple[str, ...]  # the global names the prefix calls
    prefix_source: str
    steps_source: str
    suffix_source: str
    _prefix_body: str
    _body: str              # the loop's statements, indented once

    @property
    def state(self) -> tuple[str, ...]:
        """The values `steps` takes: the carried ones, then the invariant ones."""
        return self.carried + self.invariant

    def segment(self, position: int, count: int, lo: int = 0, step: int = 1) -> list[int]:
        """The segment parameters of `count` steps from `position` (a for loop's range
        from `lo` by `step`, as the prefix computed them)."""
        if self.kind == "while":
            return [count]
        return [lo + position * step, lo + (position + count) * step, step]

    def steps_dot_source(self, kinds: tuple) -> str:
        """`steps` returning sum(carried[k] * cotangent k) over the carried values whose
        kind (one per carried value: "array", "scalar" or None) is not None."""
        chosen = [(c, kind) for c, kind in zip(self.carried, kinds) if kind]
        params = [*self.state, *_SEGMENT[self.kind],
                  *(_COTANGENT.format(i) for i in range(len(chosen)))]
        loop = (f"for {_COUNT} in range({_LIMIT}):\n" if self.kind == "while"
                else f"for {self.loop.split()[1]} in range({_I0}, {_I1}, {_STEP}):\n")
        return _function("steps_dot", params, loop + self._body + _dot_return(chosen))

    def prefix_dot_source(self, kinds: tuple) -> str:
        """`prefix` returning sum(value * cotangent) over the values of `from_prefix`
        whose kind is not None (as for steps_dot_source)."""
        chosen = [(v, kind) for v, kind in zip(self.from_prefix, kinds) if kind]
        params = [*self.args, *(_COTANGENT.format(i) for i in range(len(chosen)))]
        return _function("prefix_dot", params, self._prefix_body + _dot_return(chosen))


def split(py_func) -> TimeLoop | None:
    """The time loop of `py_func` split out (module docstring), or None; read once per
    function (the function's code is fixed, and a later read of its file would only
    be refused)."""
    if py_func not in _SPLITS:
        _SPLITS[py_func] = _split(py_func)
    return _SPLITS[py_func]


_SPLITS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _split(py_func) -> TimeLoop | None:
    try:
        source = textwrap.dedent(inspect.getsource(py_func))
        first_line = inspect.getsourcelines(py_func)[1]
        tree = ast.parse(source)
    except (OSError, TypeError, SyntaxError, IndentationError):
        return None
    if len(tree.body) != 1 or not isinstance(tree.body[0], ast.FunctionDef):
        return None
    definition = tree.body[0]
    if not _compiles_to(tree, py_func.__code__):
        return None  # the file changed since the function was defined
    args = definition.args
    if args.vararg or args.kwarg or args.kwonlyargs or args.posonlyargs or args.defaults:
        return None
    names = tuple(a.arg for a in args.args)
    body = list(definition.body)
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        body = body[1:]  # the docstring
    for index, statement in enumerate(body):
        if _is_time_loop(statement):
            found = _split_at(py_func, names, body, index, first_line)
            if found is not None:
                return found
    return None


def _compiles_to(tree, code) -> bool:
    """Whether the function `tree` defines compiles to the instructions of `code`
    (the source read is the one the function was compiled from), up to the forms
    of attribute loads and jump offsets, which differ with how it was compiled."""
    module = compile(tree, code.co_filename, "exec", dont_inherit=True)
    made = next((c for c in module.co_consts if isinstance(c, types.CodeType)), None)
    return made is not None and _instructions(made) == _instructions(code)


def _instructions(code) -> list[tuple[str, str]]:
    return [("LOAD_ATTR" if i.opname == "LOAD_METHOD" else i.opname,
             "" if i.opcode in dis.hasjrel or i.opcode in dis.hasjabs
             else i.argrepr.replace("NULL + ", "").replace("NULL|self + ", ""))
            for i in dis.get_instructions(code) if i.opname not in ("CACHE", "NOP")]


def _is_time_loop(statement) -> bool:
    if isinstance(statement, ast.For):
        header = (isinstance(statement.target, ast.Name) and isinstance(statement.iter, ast.Call)
                  and isinstance(statement.iter.func, ast.Name)
                  and statement.iter.func.id == "range"
                  and 1 <= len(statement.iter.args) <= 3 and not statement.iter.keywords)
    else:
        header = isinstance(statement, ast.While)
    return (header and not statement.orelse
            and not any(isinstance(node, _UNSPLITTABLE)
                        for inner in statement.body for node in _walk_own(inner, loops=False)))


def _split_at(py_func, args, body, index, first_line) -> TimeLoop | None:
    prefix, loop, suffix = body[:index], body[index], body[index + 1:]
    if any(isinstance(node, _UNSPLITTABLE) for s in prefix for node in _walk_own(s)):
        return None
    if _draws_random_numbers([*prefix, loop]):
        return None  # run again, they would draw other numbers
    if not any(isinstance(node, ast.Return) for s in suffix for node in _walk_own(s)):
        return None
    local = set(args) | _assigned(body)
    if not _definitely_assigned_reads(body, set(args), local):
        return None
    kind = "for" if isinstance(loop, ast.For) else "while"
    target = {loop.target.id} if kind == "for" else set()
    header = loop.iter.args if kind == "for" else [loop.test]
    in_prefix, read_in_body = _assigned(prefix), _read(loop.body)
    before = set(args) | in_prefix
    in_loop = _assigned(loop.body) | target
    after_reads = _read(suffix) & local
    if target & (before | after_reads) or (after_reads & in_loop) - before:
        return None
    carried = sorted(((in_loop - target) | _written_into(loop.body)) & before)
    if not carried:
        return None
    read_in_loop = read_in_body | (_read(header) if kind == "while" else set())
    invariant = sorted((read_in_loop & before) - set(carried) - target)
    after = sorted(after_reads & (before | in_loop))
    from_prefix = tuple(sorted((set(carried) | set(invariant) | set(after)) & in_prefix))
    prefix_body = "".join(ast.unparse(s) + "\n" for s in prefix)
    loop_body = textwrap.indent("".join(ast.unparse(s) + "\n" for s in loop.body), "    ")
    state = (*carried, *invariant)
    returned = "".join(f"{c}, " for c in carried)
    if kind == "for":
        written = [ast.unparse(a) for a in loop.iter.args]
        bounds = {1: ("0", written[0], "1"), 2: (*written, "1"), 3: tuple(written)}[len(written)]
        description = f"for {loop.target.id} in {ast.unparse(loop.iter)}"
        steps_body = (f"for {loop.target.id} in range({_I0}, {_I1}, {_STEP}):\n{loop_body}"
                      f"return ({returned})\n")
    else:
        bounds = ()
        description = f"while {ast.unparse(loop.test)}"
        steps_body = (f"{_COUNT} = 0\nwhile {_COUNT} < {_LIMIT} and ({ast.unparse(loop.test)}):\n"
                      f"{loop_body}    {_COUNT} += 1\nreturn ({returned}{_COUNT})\n")
    return TimeLoop(
        name=py_func.__qualname__, line=first_line + loop.lineno - 1, loop=description,
        kind=kind, args=args, from_prefix=from_prefix, carried=tuple(carried),
        flowing=tuple(c for c in carried if c in read_in_body or c in after),
        invariant=tuple(invariant), after=tuple(after), bounds=bounds,
        bounds_from_arguments=kind == "for" and not (_read(header) & in_prefix),
        prefix_calls=tuple(sorted({node.func.id for s in prefix for node in ast.walk(s)
                                   if isinstance(node, ast.Call)
                                   and isinstance(node.func, ast.Name)} - local)),
        prefix_source=_function("prefix", args, prefix_body + "return ("
                                + "".join(f"{v}, " for v in (*from_prefix, *bounds)) + ")\n"),
        steps_source=_function("steps", [*state, *_SEGMENT[kind]], steps_body),
        suffix_source=_function("suffix", after, "".join(ast.unparse(s) + "\n" for s in suffix)),
        _prefix_body=prefix_body, _body=loop_body)


def _function(name: str, params, body: str) -> str:
    return f"def {name}({', '.join(params)}):\n" + textwrap.indent(body or "pass\n", "    ")


def _dot_return(chosen: list[tuple[str, str]]) -> str:
    terms = [f"{_NUMPY}.sum({v} * {_COTANGENT.format(i)})" if kind == "array"
             else f"{v} * {_COTANGENT.format(i)}" for i, (v, kind) in enumerate(chosen)]
    return f"return {' + '.join(terms) or '0.0'}\n"


def _walk_own(node, loops: bool = True):
    """ast.walk, but not into comprehensions (their names are their own), and without
    `loops` past the `break` and `continue` of inner loops (theirs, not ours)."""
    yield node
    inner = not loops and isinstance(node, (ast.For, ast.While))
    for child in ast.iter_child_nodes(node):
        if not isinstance(child, _SCOPES):
            for found in _walk_own(child, loops or inner):
                if not (inner and isinstance(found, (ast.Break, ast.Continue))):
                    yield found


def _names(statements, context) -> set[str]:
    return {node.id for s in statements for node in _walk_own(s)
            if isinstance(node, ast.Name) and isinstance(node.ctx, context)}


def _assigned(statements) -> set[str]:
    return _names(statements, ast.Store)


def _draws_random_numbers(statements) -> bool:
    """Whether a statement names a random module (`np.random.normal`, `random.random`)."""
    return any((isinstance(node, ast.Attribute) and node.attr == "random")
               or (isinstance(node, ast.Name) and node.id == "random")
               for s in statements for node in ast.walk(s))


def _written_into(statements) -> set[str]:
    """Names whose array an element or slice assignment writes into (`u[1:] = ...`)."""
    return {node.value.id for s in statements for node in _walk_own(s)
            if isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Store)
            and isinstance(node.value, ast.Name)}


def _read(statements) -> set[str]:
    reads = _names(statements, ast.Load)
    for s in statements:  # a comprehension reads what its own names do not shadow
        for node in ast.walk(s):
            if isinstance(node, _SCOPES):
                own = {n.id for g in node.generators for n in ast.walk(g.target)
                       if isinstance(n, ast.Name)}
                reads |= {n.id for n in ast.walk(node)
                          if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)} - own
    # `x += 1` reads x too
    reads |= {s.target.id for st in statements for s in _walk_own(st)
              if isinstance(s, ast.AugAssign) and isinstance(s.target, ast.Name)}
    return reads


def _definitely_assigned_reads(statements, assigned: set[str], local: set[str]) -> bool:
    """Whether every read of a name in `local` is definitely assigned before it, in
    statement order, starting from `assigned` (module docstring)."""
    return _flow(statements, set(assigned), frozenset(local)) is not None


def _flow(statements, assigned: set[str], local: frozenset) -> set[str] | None:
    """The names definitely assigned after `statements`, or None if one reads a local
    name not definitely assigned before it."""
    for s in statements:
        if isinstance(s, ast.If):
            if not _reads_ok(s.test, assigned, local):
                return None
            body = _flow(s.body, set(assigned), local)
            orelse = _flow(s.orelse, set(assigned), local)
            if body is None or orelse is None:
                return None
            assigned = body & orelse
        elif isinstance(s, (ast.For, ast.While)):
            head = s.iter if isinstance(s, ast.For) else s.test
            if not _reads_ok(head, assigned, local):
                return None
            inner = set(assigned) | (_assigned([s.target]) if isinstance(s, ast.For) else set())
            if _flow(s.body, inner, local) is None or \
                    _flow(s.orelse, set(assigned), local) is None:
                return None
        else:
            if not _reads_ok(s, assigned, local):
                return None
            assigned = assigned | _assigned([s])
    return assigned


def _reads_ok(node, assigned: set[str], local: frozenset) -> bool:
    return not ((_read([node]) & local) - assigned)


@functools.cache
def compiled(py_func, source: str, options: tuple):
    """The generated function `source` as a Numba dispatcher of `py_func`'s globals and
    closure values, with `options` (sorted pairs of Numba's target options).  Its
    source is in linecache, so that `split` reads it too: a loop in the part before
    or after the loop is split in its turn."""
    import numba
    import numpy

    namespace = dict(py_func.__globals__)
    namespace[_NUMPY] = numpy
    for name, cell in zip(py_func.__code__.co_freevars, py_func.__closure__ or ()):
        namespace[name] = cell.cell_contents
    digest = hashlib.sha256(f"{py_func.__code__.co_filename}\0{source}".encode()).hexdigest()
    filename = f"<nrtgrad: time loop of {py_func.__qualname__} {digest[:16]}>"
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    exec(compile(source, filename, "exec"), namespace)
    function = namespace[source[4:source.index("(")]]
    function.__qualname__ = function.__name__ = f"{py_func.__name__}_{function.__name__}"
    function.__module__ = py_func.__module__
    return numba.njit(**dict(options))(function)
