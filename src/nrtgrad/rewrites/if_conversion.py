"""Branches that only choose between a few float operations, as selects.

`if r > 1: s += r - 0.5 elif r < -1: s += -r - 0.5 else: s += 0.5 * r * r`
leaves a tree of conditional branches whose leaves compute one value each
and meet in a phi.  LLVM folds such a phi into a select when it has two
incoming values, not three.  Left as branches, the derivative takes the same
mispredicted branches twice, in the forward and in the reverse pass, and its
reverse loop cannot be vectorised; as selects, neither pass branches.

A tree qualifies when every block below its head has one predecessor and
holds at most `ARM_LIMIT` instructions, each `fadd`, `fsub`, `fmul`, `fneg`,
`fdiv`, `fcmp`, `select` or a call of a math function (`MATH`), and the
tree's edges are all the merge block's predecessors.  The head then computes
every arm, chooses each phi's value by nested selects on the branch
conditions and branches to the merge block; run before prepare's opt run,
which cleans up.

Invariant: an arm computed and not chosen adds 0 times a finite partial to
the gradient, never 0 times an infinity (NaN).  An arm of additions,
subtractions and products that stay finite for finite operands is computed
as it is.  Any other arm (a product of a value that may overflow, a
division, a call) is guarded: each operand it takes from outside it is
`select(taken, operand, safe)`, where `taken` is the arm's path condition
and `safe` a constant (0, else 1) on which every instruction of the arm is
finite, evaluated here; an arm with no such constant, or with a `select`,
does not qualify.  Where the arm is taken it computes what it computed.
"""

from __future__ import annotations

import itertools
import math
import operator
import re
import struct

from .. import ir

ARM_LIMIT = 4
_COMPARE = re.compile(r"^\s*" + ir.LOCAL_NAME + r" = fcmp\b")
_CONDITIONAL = re.compile(r"^\s*br i1 (" + ir.LOCAL_NAME + r"), label (" + ir.LOCAL_NAME
                          + r"), label (" + ir.LOCAL_NAME + r")\s*(?:,|$)")
_JUMP = re.compile(r"^\s*br label (" + ir.LOCAL_NAME + r")\s*(?:,|$)")
_FLOAT_TYPES = ("double", "float", "half")
_ARITHMETIC = re.compile(r"^\s*(" + ir.LOCAL_NAME + r") = (fadd|fsub|fmul|fneg|fdiv|select) "
                         r"(?:[a-z]+ |i1 \S+, )*?(double|float|half) (.*)$")
# math functions of one float an arm may call, by their LLVM names, as Python computes them
MATH = {"llvm.exp": math.exp, "llvm.exp2": lambda x: 2.0 ** x, "llvm.log": math.log,
        "llvm.log2": math.log2, "llvm.log10": math.log10, "llvm.sin": math.sin,
        "llvm.cos": math.cos, "llvm.sqrt": math.sqrt, "llvm.fabs": abs, "tanh": math.tanh,
        "tanhf": math.tanh, "log1p": math.log1p, "expm1": math.expm1, "atan": math.atan}
_CALL = re.compile(r"^\s*(" + ir.LOCAL_NAME + r") = (?:tail )?call (?:[a-z]+ )*(double|float) "
                   r"@([\w.]+?)(?:\.f64|\.f32)?\((?:double|float) (" + ir.LOCAL_NAME
                   + r"|[-\w.+]+)\)")
_OPERATORS = {"fadd": operator.add, "fsub": operator.sub, "fmul": operator.mul,
              "fdiv": operator.truediv, "fneg": operator.neg}
_LARGEST = {"double": 1.7976931348623157e308, "float": 3.4028234663852886e38}


def convert(text: str, *, guarded: bool = False) -> str:
    """The module with every qualifying branch tree folded into selects: those with no
    guarded arm, or with `guarded` those with one.  InstCombine folds an operation with
    a constant into a guard (`1 / select(c, x, 1)` to `select(c, 1 / x, 1)`): guarded
    trees are folded after the last opt run before Enzyme."""
    lines = text.splitlines()
    stem = "guarded" if guarded else "select"
    names = (f"%nrtgrad.{stem}.{i}" for i in itertools.count())
    for name in [f.name for f in ir.defined_functions(lines)]:
        while _fold_trees(lines, name, names, guarded):
            pass  # a folded tree can be the arm of another
    return ir.module_text(lines)


def _fold_trees(lines: list[str], function_name: str, names, guarded: bool) -> bool:
    """Fold the function's qualifying trees that share no block (`lines` edited in place)."""
    function = ir.function_named(lines, function_name)
    blocks = ir.blocks(lines, function)
    by_name = {b.name: b for b in blocks}
    predecessors: dict[str, list[str]] = {b.name: [] for b in blocks}
    for block in blocks:
        for successor in block.successors:
            predecessors[successor].append(block.name)
    replaced: dict[int, list[str]] = {}
    taken: set[str] = set()
    for head in blocks:
        terminator = lines[head.lines[-1]] if head.lines else ""
        if not _CONDITIONAL.match(terminator) or "!prof" in terminator or head.name in taken:
            continue
        tree = _Tree(lines, by_name, predecessors, head.name)
        if (tree.qualifies() and bool(tree.guarded) == guarded
                and not taken & {head.name, tree.merge, *tree.arms}):
            taken |= {head.name, tree.merge, *tree.arms}
            replaced.update(tree.replacements(names))
    if replaced:
        lines[:] = [new for index, line in enumerate(lines)
                    for new in replaced.get(index, [line])]
    return bool(replaced)


class _Tree:
    """The branch tree from `head`: blocks of one predecessor down to one merge block."""

    def __init__(self, lines, by_name, predecessors, head: str):
        self.lines, self.by_name, self.predecessors = lines, by_name, predecessors
        self.head, self.merge = head, None
        self.arms: list[str] = []           # the blocks below the head, in preorder
        self.targets: dict[str, list[str]] = {}
        self.unbounded: set[str] = set()    # arm values that may overflow to infinity
        self.guarded: dict[str, str] = {}   # arm -> its safe constant

    def qualifies(self) -> bool:
        if not self._walk(self.head) or not self.arms or self.merge == self.head:
            return False
        phis = [ir.PHI.match(self.lines[i]) for i in self.by_name[self.merge].lines]
        return (any(phi and phi.group(4) in _FLOAT_TYPES for phi in phis)
                and any(self.by_name[arm].lines[:-1] for arm in self.arms)
                and sorted(n for n, ts in self.targets.items() if self.merge in ts)
                == sorted(self.predecessors[self.merge]))

    def _walk(self, name: str) -> bool:
        """Record `name`'s successors and theirs; False where a block does not qualify."""
        terminator = self.lines[self.by_name[name].lines[-1]]
        branch, jump = _CONDITIONAL.match(terminator), _JUMP.match(terminator)
        labels = branch.groups()[1:] if branch else jump.groups() if jump else ()
        targets = [ir.label_name(label) for label in labels]
        if not targets or len(set(targets)) != len(targets):
            return False
        self.targets[name] = targets
        for target in targets:
            if len(self.predecessors[target]) == 1 and target != self.head:
                if not (self._is_arm(target) and self._walk(target)):
                    return False
            elif self.merge in (None, target):
                self.merge = target
            else:
                return False
        return True

    def _is_arm(self, name: str) -> bool:
        """`name` holds a few speculable instructions; recorded as an arm, guarded (with
        its safe constant) where the module's invariant asks for it."""
        body = [self.lines[i] for i in self.by_name[name].lines[:-1]]
        if len(body) > ARM_LIMIT:
            return False
        guarded, values = False, []
        for line in body:
            if _COMPARE.match(line):
                continue
            operation = _operation(line)
            if not operation:
                return False  # a call of another function, arithmetic on vectors
            value, opcode, _, operands = operation
            values.append(value)
            if opcode == "fdiv" or opcode in MATH or (opcode == "fmul"
                                      and any(o in self.unbounded for o in operands)):
                guarded = True
            elif not _bounded(opcode, operands, self.unbounded):
                self.unbounded.add(value)
        if guarded:
            safe = _safe_constant(body)
            if safe is None:
                return False
            self.guarded[name] = safe
            self.unbounded.update(values)  # where taken, anything the function computes
        self.arms.append(name)
        return True

    def replacements(self, names) -> dict[int, list[str]]:
        """Line index -> its new lines: the arms in the head, the phis single-valued."""
        head = self.by_name[self.head]
        hoisted: list[str] = []
        taken: dict[str, str] = {}
        for arm in self.arms:
            body = [self.lines[i] for i in self.by_name[arm].lines[:-1]]
            if arm in self.guarded:
                body = self._guard(arm, body, taken, hoisted, names)
            hoisted += body
        chosen: dict[int, str] = {}
        for index in self.by_name[self.merge].lines:
            phi = ir.PHI.match(self.lines[index])
            if phi:
                incoming = {block: value for value, block in ir.phi_incoming(self.lines[index])}
                chosen[index] = self._select(self.head, phi.group(4), incoming, hoisted, names)
        replaced = {head.lines[-1]: [*hoisted, f"  br label {ir.local_token(self.merge)}"]}
        for index, value in chosen.items():
            phi = ir.PHI.match(self.lines[index])
            up_to_incoming = phi.group(1) + phi.group(3) + phi.group(4)
            replaced[index] = [f"{up_to_incoming} [ {value}, {ir.local_token(self.head)} ]"]
        for arm in self.arms:
            block = self.by_name[arm]
            label = block.lines[0] - 1
            while not ir.LABEL.match(self.lines[label]):
                label -= 1
            replaced.update((index, []) for index in range(label, block.lines[-1] + 1))
        return replaced

    def _guard(self, arm: str, body: list[str], taken: dict, out: list[str], names) -> list[str]:
        """The arm's lines with each float operand from outside it guarded (the guards
        and the arm's path condition appended to `out`)."""
        condition = self._taken(arm, taken, out, names)
        safe = self.guarded[arm]
        inside, guards, guarded_body = set(), {}, []
        for line in body:
            operation = None if _COMPARE.match(line) else _operation(line)
            if operation:
                value, _, type_, operands = operation
                prefix, rest = line.split(" = ", 1)
                for operand in operands:
                    if operand.startswith("%") and operand not in inside:
                        if operand not in guards:
                            guards[operand] = next(names)
                            out.append(f"  {guards[operand]} = select i1 {condition}, "
                                       f"{type_} {operand}, {type_} {safe}")
                        rest = ir.token_pattern(operand).sub(guards[operand], rest)
                line = f"{prefix} = {rest}"
                inside.add(value)
            guarded_body.append(line)
        return guarded_body

    def _taken(self, arm: str, taken: dict, out: list[str], names) -> str:
        """The i1 value that is true where control reaches `arm` (appended to `out`)."""
        if arm not in taken:
            parent = next(node for node, targets in self.targets.items() if arm in targets)
            condition = _CONDITIONAL.match(self.lines[self.by_name[parent].lines[-1]]).group(1)
            if self.targets[parent][0] != arm:
                negated = next(names)
                out.append(f"  {negated} = xor i1 {condition}, true")
                condition = negated
            if parent != self.head:
                both = next(names)
                out.append(f"  {both} = and i1 {self._taken(parent, taken, out, names)}, "
                           f"{condition}")
                condition = both
            taken[arm] = condition
        return taken[arm]

    def _select(self, node: str, type_: str, incoming: dict, out: list[str], names) -> str:
        """The value a phi of type `type_` takes when control leaves `node`."""
        values = [incoming[node] if target == self.merge
                  else self._select(target, type_, incoming, out, names)
                  for target in self.targets[node]]
        if len(values) == 1:
            return values[0]
        condition = _CONDITIONAL.match(self.lines[self.by_name[node].lines[-1]]).group(1)
        name = next(names)
        out.append(f"  {name} = select i1 {condition}, {type_} {values[0]}, {type_} {values[1]}")
        return name


def _operation(line: str) -> tuple[str, str, str, list[str]] | None:
    """(value, opcode or the MATH function called, float type, operands) of an arm's
    float instruction."""
    call = _CALL.match(line)
    if call:
        value, type_, callee, operand = call.groups()
        return (value, callee, type_, [operand]) if callee in MATH else None
    operation = _ARITHMETIC.match(line)
    if not operation:
        return None
    value, opcode, type_, operands = operation.groups()
    return value, opcode, type_, [o.split()[-1]
                                  for o in operands.split(", !")[0].split(",")]


def _safe_constant(body: list[str]) -> str | None:
    """The first of 0 and 1 on which every instruction of the arm is finite when each
    operand from outside it is that constant; None where neither is, or for a select."""
    operations = [_operation(line) for line in body if not _COMPARE.match(line)]
    if any(opcode == "select" for _, opcode, _, _ in operations):
        return None
    return next((f"{safe:e}" for safe in (0.0, 1.0) if _finite(operations, safe)), None)


def _finite(operations: list, safe: float) -> bool:
    """Whether every operation is finite with the operands from outside the arm `safe`."""
    values: dict[str, float] = {}
    try:
        for value, opcode, type_, operands in operations:
            numbers = [values.get(o, safe) if o.startswith("%") else _constant(o)
                       for o in operands]
            values[value] = _evaluate(opcode, numbers)
            if not abs(values[value]) <= _LARGEST.get(type_, 0.0):
                return False
    except (ArithmeticError, ValueError, TypeError):
        return False
    return True


def _evaluate(opcode: str, numbers: list[float]) -> float:
    return float((MATH.get(opcode) or _OPERATORS[opcode])(*numbers))


def _constant(operand: str) -> float:
    """A float constant as LLVM prints it (a double's bits in hex for both types);
    ValueError for anything else (a select's operands, undef, x86's 80-bit hex)."""
    if operand.startswith("0x") and len(operand) == 18:
        return struct.unpack("<d", int(operand[2:], 16).to_bytes(8, "little"))[0]
    return float(operand)


def _bounded(opcode: str, operands: list[str], unbounded: set[str]) -> bool:
    """Whether the result is finite whenever the values computed outside the arms are."""
    if any(o in unbounded for o in operands) or opcode in ("fadd", "fsub"):
        return False
    return opcode != "fmul" or any(_magnitude(o) <= 1.0 for o in operands)


def _magnitude(operand: str) -> float:
    """|constant|, or infinity for anything else."""
    try:
        return abs(_constant(operand))
    except ValueError:
        return float("inf")
