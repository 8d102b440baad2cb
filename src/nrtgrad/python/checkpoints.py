"""Checkpointed reverse mode for time loops: gradients in memory that does not grow with steps.

`around(gradient, f, argnums, checkpoint, value)` is what `grad` and
`value_and_grad` return, `Reverse` the reverse passes of `vjp` and
`jacobian`.  With `checkpoint="none"`, or when `f` has no time loop
time_loop_split can split, they are the taped derivative (every step taped).
Otherwise a call runs f's time loop (a `for t in range(...)` or `while` loop
carrying values from step to step) in segments of K steps, keeping only the
carried values at the start of each segment (the checkpoints), and computes
the gradient backwards segment by segment: the reverse pass of segment s is
nrtgrad's gradient of `steps_dot`, which runs the segment again from
checkpoint s and tapes only its K steps.  The stored states and one segment's
tape are the memory: about sqrt(T) of each for T steps.  The part before the
loop and the part after it are differentiated with the same `checkpoint`
option, so a loop in either (an initialising loop, a second time loop) is
split in its turn.

Invariants:

- the gradients are those of the taped derivative: each piece (prefix,
  segments, suffix) is differentiated by the same pipeline, and the
  cotangents they exchange are exact; only the order of additions differs;
- nothing wrong is returned: a value whose type could carry a derivative
  nrtgrad does not follow (a complex number, a tuple), carried arrays that
  share memory with another value, an array the loop reads but does not
  rebind that changed during the loop, or a prefix or last segment that gives
  other values when run again (random numbers), makes `checkpoint="auto"`
  tape the loop as before (logged), and an explicit `checkpoint=N` raise
  UnsupportedError naming the value; a piece Numba or nrtgrad cannot compile
  is taped under "auto" too, and its error raised under `checkpoint=N`;
- `checkpoint="auto"` checkpoints only when the tape would pass
  NRTGRAD_TAPE_BUDGET bytes (default 256 MiB), estimated before the call as
  `TAPE_PER_STEP` times the float arguments' bytes per step, from a trip
  count the arguments alone give; else the call is `gradient`'s.
"""

from __future__ import annotations

import logging
import math
import os
import threading

import numpy as np

from ..errors import InputError, NrtgradError, UnsupportedError
from ..frontend import time_loop_split
from .transformed import Transformed

log = logging.getLogger("nrtgrad")

# the tape of one step, in bytes of the float arguments (measured: 8-10 for
# explicit Runge-Kutta and stencil steps of Numba array expressions)
TAPE_PER_STEP = 10
DEFAULT_BUDGET = 256 << 20
# the Numba options the generated functions keep from f's
_OPTIONS = ("fastmath", "boundscheck", "error_model", "nogil")


class _Refused(Exception):
    """A call the checkpointed route must not take, and why (in Python's terms)."""


def checked_option(checkpoint):
    """`checkpoint` if it is "auto", "none" or a positive int, else InputError."""
    if checkpoint in ("auto", "none"):
        return checkpoint
    if isinstance(checkpoint, (int, np.integer)) and not isinstance(checkpoint, bool) \
            and checkpoint >= 1:
        return int(checkpoint)
    raise InputError(f'checkpoint must be "auto", "none" or a number of stored states '
                     f"(an int >= 1), not {checkpoint!r}")


def around(gradient: Transformed, f, argnums, checkpoint, value: bool) -> Transformed:
    """`gradient` (grad's or value_and_grad's taped derivative), checkpointed as the
    module docstring says."""
    route = _route(f, argnums, checkpoint, value, gradient)
    if route is None:
        return gradient
    name, _, options = gradient._recipe
    if checkpoint != "auto":
        options = dict(options, checkpoint=checkpoint)
    return Transformed(name, f, options, route, gradient.__doc__, like=f.py_func)


class Reverse:
    """Reverse-mode vector-Jacobian products for `vjp` and `jacobian`: a `_Derivative`
    (api.py) whose `vjp` is checkpointed as `grad`'s call is (module docstring)."""

    def __init__(self, derivative, f, argnums, checkpoint):
        self.derivative = derivative
        self.single = derivative.single
        self.route = _route(f, argnums, checkpoint, value=False, taped=None)

    def compiled(self, args: tuple):
        return self.derivative.compiled(args)

    def vjp(self, args: tuple, shape: tuple, cotangent):
        def taped():
            return self.derivative.vjp(args, shape, cotangent)

        return taped() if self.route is None else self.route.call(args, cotangent, taped)


def _route(f, argnums, checkpoint, value: bool, taped):
    """The checkpointed call of `f`'s gradients, or None (checkpoint="none", or "auto"
    and no loop to split)."""
    checkpoint = checked_option(checkpoint)
    if checkpoint == "none":
        return None
    loop = time_loop_split.split(f.py_func)
    if loop is None:
        if checkpoint == "auto":
            return None
        raise UnsupportedError(
            f"checkpoint={checkpoint}: {f.py_func.__qualname__} has no time loop nrtgrad can "
            "checkpoint yet (a `for t in range(...)` or `while` loop in the function's body "
            "itself that carries values from step to step, without a break, continue or "
            "return of its own, followed by the return): use checkpoint=\"none\"")
    return _Checkpointed(f, loop, argnums, checkpoint, value, taped)


class _Checkpointed:
    """The call of a checkpointed `grad` / `value_and_grad`, and `call` for a
    pullback's (module docstring)."""

    def __init__(self, f, loop, argnums, checkpoint, value: bool, taped):
        from .api import selected

        self.f, self.loop, self.checkpoint, self.value, self.taped = (
            f, loop, checkpoint, value, taped)
        self.argnums, self.single = selected(argnums)
        self.options = tuple(sorted((k, v) for k, v in f.targetoptions.items()
                                    if k in _OPTIONS))
        # the step count as a function of f's arguments, where they alone give it
        counted = f"lambda {', '.join(loop.args)}: len(range({', '.join(loop.bounds)}))"
        self.steps = eval(counted, f.py_func.__globals__) if loop.bounds_from_arguments \
            else None  # noqa: S307
        self.gradients = {}
        self.lock = threading.Lock()

    def __call__(self, *args):
        return self.call(args, None, lambda: self.taped(*args))

    def call(self, args: tuple, cotangent, taped):
        """grad's or value_and_grad's result, or with a `cotangent` (shaped like f's
        value) the gradients of <f(*args), cotangent>; `taped()` where the loop is
        taped."""
        stored = self._stored_states(args)
        if stored is None:
            return taped()
        from numba.core.errors import NumbaError

        try:
            value, gradients = self._run(args, stored, cotangent)
        except (_Refused, NrtgradError, NumbaError) as why:
            if self.checkpoint != "auto":
                if isinstance(why, _Refused):
                    raise UnsupportedError(f"checkpoint={self.checkpoint}: {why}") from None
                raise
            log.debug("%s: %s; the loop is taped", self._where(), str(why).splitlines()[0])
            return taped()
        gradients = gradients[0] if self.single else tuple(gradients)
        return (value, gradients) if self.value and cotangent is None else gradients

    def _where(self) -> str:
        return f"{self.loop.name}, line {self.loop.line} (`{self.loop.loop}`)"

    # --- the schedule ---------------------------------------------------------

    def _stored_states(self, args) -> int | None:
        """How many states to keep for this call, or None to tape the loop."""
        if self.checkpoint == "auto":
            steps = self._trip_count(args)
            if steps is None:
                return None
            floats = sum(a.nbytes for a in args if type(a) is np.ndarray and a.dtype.kind == "f")
            tape = TAPE_PER_STEP * max(floats, 8) * steps
            budget = int(os.environ.get("NRTGRAD_TAPE_BUDGET", DEFAULT_BUDGET))
            if tape <= budget:
                return None
        if len(args) != len(self.loop.args) or any(
                not _is_float(args[i]) for i in self.argnums if i < len(args)):
            return None  # the taped derivative says what is wrong with them
        if self.checkpoint != "auto":
            return self.checkpoint
        stored = math.isqrt(steps)
        log.debug("%s: %d steps, an estimated tape of %d bytes past the budget of %d: "
                  "%d stored states", self._where(), steps, tape, budget, stored)
        return stored

    def _trip_count(self, args) -> int | None:
        """The loop's steps from the arguments alone (before any of f runs), or None."""
        if self.steps is None:
            return None
        try:
            return self.steps(*args)
        except Exception:  # noqa: BLE001 -- the prefix would have computed them
            return None

    # --- one call ---------------------------------------------------------------

    def _run(self, args, stored: int, cotangent=None):
        """(value, gradients) of one call (with a `cotangent`, of <f, cotangent>): every
        primal piece runs on copies of the arguments, so the prefix's gradient at the
        end sees them as the call did."""
        loop = self.loop
        own = [_copy(a) for a in args]
        prefix = self._compiled(loop.prefix_source)
        from_prefix = list(prefix(*own))
        if self._prefix_calls_jitted() and not all(
                map(_same, from_prefix, prefix(*map(_copy, args)))):
            raise _Refused("what the function computes before the loop differs when it runs "
                           "again (random numbers, or state a callee keeps)")
        lo, hi, step = from_prefix[len(loop.from_prefix):] or (0, None, 1)
        del from_prefix[len(loop.from_prefix):]
        env = dict(zip(loop.args, own))
        env.update(zip(loop.from_prefix, from_prefix))
        for name in (*loop.state, *loop.after):
            _check_kind(name, env[name])
        self._check_apart(env)

        invariant = [env[v] for v in loop.invariant]
        seen = [_copy(v) for v in invariant]  # what every step read
        state = [env[c] for c in loop.carried]
        segments, state = self._forward(state, invariant, stored, lo, hi, step)
        for name, was, now in zip(loop.invariant, seen, invariant):
            if not _same(was, now):
                raise _Refused(f"the loop writes into `{name}` without rebinding it")
        self._check_again(segments[-1] if segments else None, state, invariant, lo, step)
        env.update(zip(loop.carried, state))
        for name in loop.carried:
            _check_kind(name, env[name])

        after = [env[v] for v in loop.after]
        value, cotangents = self._gradients(loop.suffix_source, after, _floats(after), [],
                                            with_value=True, cotangent=cotangent)
        outputs = state
        while segments:
            position, count, inputs = segments.pop()
            kinds = tuple(_float_kind(v) if c in loop.flowing else None
                          for c, v in zip(loop.carried, outputs))
            carried = [cotangents.pop(c, None) for c in loop.carried]
            seeds = [_zeros_like(v) if g is None else g
                     for v, g, kind in zip(outputs, carried, kinds) if kind]
            values = [*inputs, *seen]
            differentiate = [_is_float(v) and name in (*loop.flowing, *loop.invariant)
                             for name, v in zip(loop.state, values)]
            got = self._gradients(loop.steps_dot_source(kinds),
                                  [*values, *loop.segment(position, count, lo, step)],
                                  differentiate, seeds, segment=True)
            for name in loop.invariant:
                if name in got:
                    _add(cotangents, name, got.pop(name))
            cotangents.update(got)
            outputs = inputs

        gradients = {}
        kinds = tuple(map(_float_kind, from_prefix))
        if any(v in cotangents for v, kind in zip(loop.from_prefix, kinds) if kind):
            seeds = [cotangents.get(v, _zeros_like(x))
                     for v, x, kind in zip(loop.from_prefix, from_prefix, kinds) if kind]
            differentiate = [i in self.argnums for i in range(len(args))]
            gradients = self._gradients(loop.prefix_dot_source(kinds), list(args),
                                        differentiate, seeds)
        result = []
        for i in self.argnums:
            name = loop.args[i]
            total = gradients.get(name)
            if name not in loop.from_prefix and name in cotangents:
                total = cotangents[name] if total is None else total + cotangents[name]
            if total is None:
                total = _zeros_like(args[i])
            result.append(total if isinstance(args[i], np.ndarray) else float(total))
        return value, result

    def _forward(self, state: list, invariant: list, stored: int, lo, hi, step):
        """Runs the loop from `state`: the segments [(position, steps, carried values at
        its start)], at most `stored` of them, and the carried values at the end.

        A for loop's T steps are cut into segments of ceil(T / stored) steps.  A while
        loop's count is not known before it ends: its segments start one step long,
        and each time `stored` are kept every other one is dropped and the length
        doubled, so the states kept start at multiples of the length (segments of at
        most 2T / stored steps)."""
        loop = self.loop
        run = self._compiled(loop.steps_source)
        total = None if loop.kind == "while" else len(range(lo, hi, step))
        length = 1 if total is None else max(1, -(-total // stored))
        starts, position = [], 0
        while total is None or position < total:
            if position % length == 0 and len(starts) >= stored:
                length *= 2
                starts = [s for s in starts if s[0] % length == 0]
            if position % length == 0 and len(starts) < stored:
                starts.append((position, [_copy(v) for v in state]))
            count = length - position % length
            if total is not None:
                count = min(count, total - position)
            state = list(run(*state, *invariant, *loop.segment(position, count, lo, step)))
            ran = state.pop() if total is None else count
            position += ran
            if ran < count:
                break
        ends = [s[0] for s in starts[1:]] + [position]
        segments = [(start, end - start, values)
                    for (start, values), end in zip(starts, ends) if end > start]
        return segments, state

    def _prefix_calls_jitted(self) -> bool:
        """Whether the part before the loop calls a jitted function (which may draw
        random numbers: the prefix's own `np.random` calls are never split)."""
        namespace = self.f.py_func.__globals__
        return any(hasattr(namespace.get(name), "py_func") for name in self.loop.prefix_calls)

    def _check_again(self, segment, state, invariant, lo, step):
        """Refuses a loop whose last segment, run again from its stored state, ends
        elsewhere: the reverse sweep recomputes every segment so (a callee that draws
        random numbers or keeps state of its own)."""
        if segment is None:
            return
        position, count, start = segment
        run = self._compiled(self.loop.steps_source)
        again = list(run(*map(_copy, start), *invariant,
                         *self.loop.segment(position, count, lo, step)))
        if self.loop.kind == "while":
            again.pop()
        for name, was, now in zip(self.loop.carried, state, again):
            if not _same(was, now):
                raise _Refused(f"`{name}` differs when the loop's last steps run again "
                               "(random numbers, or state a callee keeps)")

    def _check_apart(self, env):
        """Refuses carried arrays that share memory with another value the loop or the
        suffix reads: the checkpoints would copy them apart."""
        read = {n: env[n] for n in (*self.loop.state, *self.loop.after)
                if isinstance(env[n], np.ndarray)}
        for name in self.loop.carried:
            for other, array in read.items():
                if other != name and name in read and np.may_share_memory(read[name], array):
                    raise _Refused(f"`{name}` shares memory with `{other}` when the loop "
                                   "starts")

    def _nested(self, piece) -> str | int:
        """The checkpoint option of the gradient of the part before or after the loop: a
        loop in it is checkpointed as this one is."""
        if self.checkpoint != "auto" and time_loop_split.split(piece.py_func) is None:
            return "none"
        return self.checkpoint

    def _compiled(self, source: str):
        return time_loop_split.compiled(self.f.py_func, source, self.options)

    def _gradients(self, source: str, values: list, differentiate: list, seeds: list, *,
                   with_value: bool = False, cotangent=None, segment: bool = False):
        """{name: gradient} of the generated function `source` at `values` followed by
        `seeds`, with respect to the parameters `differentiate` marks (and its value
        first, `with_value`); with a `cotangent`, of <its value, cotangent>.  A
        `segment`'s loop (steps_dot) is taped: it is this loop's segment."""
        from .api import grad, value_and_grad
        from .jacobians import vjp

        names = _parameters(source)
        positions = tuple(i for i, flag in enumerate(differentiate) if flag)
        if not positions:
            value = self._compiled(source)(*values, *seeds) if with_value else None
            return (value, {}) if with_value else {}
        key = (source, positions, with_value, cotangent is None)
        with self.lock:
            function = self.gradients.get(key)
            if function is None:
                make = vjp if cotangent is not None else value_and_grad if with_value else grad
                piece = self._compiled(source)
                nested = "none" if segment else self._nested(piece)
                function = self.gradients[key] = make(piece, argnums=positions,
                                                      checkpoint=nested)
        got = function(*values, *seeds)
        if cotangent is not None:
            value, pullback = got
            got = (value, pullback(cotangent))
        value, got = got if with_value else (None, got)
        gradients = {names[p]: g for p, g in zip(positions, got)}
        return (value, gradients) if with_value else gradients


def _parameters(source: str) -> list[str]:
    head = source[source.index("(") + 1:source.index(")")]
    return [p.strip() for p in head.split(",") if p.strip()]


def _is_float(value) -> bool:
    if isinstance(value, np.ndarray):
        return value.dtype in (np.float64, np.float32)
    return isinstance(value, (float, np.floating))


def _float_kind(value) -> str | None:
    """For a float value (one a derivative flows through) "array" or "scalar", else None."""
    if not _is_float(value):
        return None
    return "array" if isinstance(value, np.ndarray) else "scalar"


def _check_kind(name: str, value) -> None:
    """Refuses a value that could carry a derivative nrtgrad does not follow here."""
    if _is_float(value):
        return
    if isinstance(value, (bool, int, np.integer, np.bool_)):
        return
    if isinstance(value, np.ndarray) and value.dtype.kind in "iub":
        return
    kind = f"an array of {value.dtype}" if isinstance(value, np.ndarray) else \
        f"a {type(value).__name__}"
    raise _Refused(f"`{name}` is {kind}; checkpoints keep float and integer values only")


def _floats(values) -> list[bool]:
    return [_is_float(v) for v in values]


def _same(a, b) -> bool:
    return np.array_equal(a, b, equal_nan=bool(np.issubdtype(np.asarray(a).dtype, np.inexact)))


def _copy(value):
    return value.copy() if isinstance(value, np.ndarray) else value


def _zeros_like(value):
    return np.zeros_like(value) if isinstance(value, np.ndarray) else 0.0


def _add(table: dict, name: str, gradient) -> None:
    table[name] = gradient if name not in table else table[name] + gradient
