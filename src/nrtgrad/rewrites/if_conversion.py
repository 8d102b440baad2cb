"""Branches that only choose between a few float operations, as selects.

`if r > 1: s += r - 0.5 elif r < -1: s += -r - 0.5 else: s += 0.5 * r * r`
leaves a tree of conditional branches whose leaves compute one value each
and meet in a phi.  LLVM folds such a phi into a select when it has two
incoming values, not three.  Left as branches, the derivative takes the same
mispredicted branches twice, in the forward and in the reverse pass, and its
reverse loop cannot be vectorised; as selects, neither pass branches.

A tree qualifies when every block below its head has one predecessor and
holds at most `ARM_LIMIT` instructions, each `fadd`, `fsub`, `fmul`, `fneg`,
`fcmp` or `select` (finite for finite operands, so an arm computed and not
chosen adds 0 times a finite partial to the gradient), and the tree's
edges are all the merge block's predecessors.  The head then computes every
arm, chooses each phi's value by nested selects on the branch conditions and
branches to the merge block; run before prepare's opt run, which cleans up.
"""

from __future__ import annotations

import itertools
import re

from .. import ir

ARM_LIMIT = 4
_COMPARE = re.compile(r"^\s*" + ir.LOCAL_NAME + r" = fcmp\b")
_CONDITIONAL = re.compile(r"^\s*br i1 (" + ir.LOCAL_NAME + r"), label (" + ir.LOCAL_NAME
                          + r"), label (" + ir.LOCAL_NAME + r")\s*(?:,|$)")
_JUMP = re.compile(r"^\s*br label (" + ir.LOCAL_NAME + r")\s*(?:,|$)")
_FLOAT_TYPES = ("double", "float", "half")
_ARITHMETIC = re.compile(r"^\s*(" + ir.LOCAL_NAME + r") = (fadd|fsub|fmul|fneg|select) "
                         r"(?:[a-z]+ |i1 \S+, )*?(?:double|float|half) (.*)$")


def convert(text: str) -> str:
    """The module with every qualifying branch tree folded into selects."""
    lines = text.splitlines()
    names = (f"%nrtgrad.select.{i}" for i in itertools.count())
    for name in [f.name for f in ir.defined_functions(lines)]:
        while _fold_trees(lines, name, names):
            pass  # a folded tree can be the arm of another
    return ir.module_text(lines)


def _fold_trees(lines: list[str], function_name: str, names) -> bool:
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
        if tree.qualifies() and not taken & {head.name, tree.merge, *tree.arms}:
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
        """`name` holds a few speculable instructions; recorded as an arm."""
        body = [self.lines[i] for i in self.by_name[name].lines[:-1]]
        if len(body) > ARM_LIMIT:
            return False
        for line in body:
            if _COMPARE.match(line):
                continue
            operation = _ARITHMETIC.match(line)
            if not operation:
                return False  # a call, a division, arithmetic on vectors
            value, opcode, operands = operation.groups()
            operands = [o.split()[-1] for o in operands.split(", !")[0].split(",")]
            if opcode == "fmul" and any(o in self.unbounded for o in operands):
                return False  # 0 times an infinite partial: NaN in the gradient
            if not _bounded(opcode, operands, self.unbounded):
                self.unbounded.add(value)
        self.arms.append(name)
        return True

    def replacements(self, names) -> dict[int, list[str]]:
        """Line index -> its new lines: the arms in the head, the phis single-valued."""
        head = self.by_name[self.head]
        hoisted = [self.lines[i] for arm in self.arms for i in self.by_name[arm].lines[:-1]]
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


def _bounded(opcode: str, operands: list[str], unbounded: set[str]) -> bool:
    """Whether the result is finite whenever the values computed outside the arms are."""
    if any(o in unbounded for o in operands) or opcode in ("fadd", "fsub"):
        return False
    return opcode != "fmul" or any(_magnitude(o) <= 1.0 for o in operands)


def _magnitude(operand: str) -> float:
    """|constant|, or infinity for anything else."""
    try:
        return abs(float(operand))
    except ValueError:
        return float("inf")


