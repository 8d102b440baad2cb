"""The check every output passes before it is written.

It is cheap and always on: the module parses and verifies in LLVM 15 (the
opt run that printed it verified it: O2, or verify alone for -O 1), no
nrtgrad marker survived lowering, no __enzyme_* call was left
undifferentiated, and a derivative of a Numba function references no
Python C-API symbol.  A failure is exit 1 with the reason, and no output file.

``check_defined_addresses`` runs on Enzyme's output: no load or store goes
through an undefined pointer and no undefined pointer is taped.  Enzyme
writes such code when it recomputes a value in the reverse pass from memory
it no longer has; the derivative would branch on garbage (a wrong gradient
at some sizes) or crash.

``check_null_addresses`` runs on Enzyme's output too: no load or store goes
through a pointer that a phi made null on some path reaching it (a value
the IR handed to Enzyme no longer holds where it is read, which crashes the
caller's process).  The walk follows the constants the path's phis take and
the conditions it already tested, so a phi null only on edges whose paths
never read it (the new header of loop_guards) passes.

``check_shadows`` runs on the lowered module, before O2 inlines the
generated functions, and checks that every shadow MemInfo Enzyme allocates
is freed.  A shadow allocation is a call to ``@nrtgrad.alloc.*`` whose result
Enzyme named ``<primal>'mi``.  A shadow free is a call to
``nrtgrad.shadow_free`` or ``NRT_MemInfo_call_dtor`` (or ``NRT_decref``,
when Enzyme releases a shadow in the forward pass the way the primal is
released) whose operand is a
shadow allocation, a phi or select over shadow allocations, a value Enzyme
derived from one (``'mi_cache.N``, ``'mi_unwrap`` reloaded from the tape,
``'mi!manual_lcssa``), or that carries the ``!enzyme_cache_free`` number of
the allocation's ``!enzyme_cache_alloc``.  Per function that allocates
shadows: each shadow allocation site is freed at one site at least, in that
function or, for shadows the tape carries, in the reverse pass of the same
function (``augmented_F`` -> ``diffeF``); no value is freed at two sites;
and a free of a ``'mi`` value no allocation explains is a failure.  The
failure names the function and its shadow allocation and free counts.

Limit: this checks sites, not paths.  The reverse pass branches on values
cached by the forward pass, so most control-flow paths of the text are
infeasible and a path-exact proof would need that correlation.  Counts of
sites cannot simply be equal either: shadows allocated on two branches are
freed once through a phi.  The check catches a lost, duplicated or
misplaced free and a shadow that is never freed; it cannot catch a free
site that an executed path skips, or one shadow freed on one path through
two different values (itself and a phi over it).
"""

from __future__ import annotations

import collections
import re

from ..rewrites import address_comparisons
from ..nrt import buffers, markers as nrt, merged_arrays
from .. import ir
from ..frontend import python_names
from ..errors import REPORT, DifferentiationError

_LEFTOVER = re.compile(
    "|".join(re.escape("@" + m + "(") for m in (nrt.RELEASE, nrt.SHADOW_RELEASE,
                                                 nrt.INACTIVE_INCREF, nrt.INACTIVE_DECREF,
                                                 nrt.FINAL_DECREF, address_comparisons.MARKER,
                                                 *buffers.MARKERS)))
# left uncalled, Enzyme's entry points are declared still
_ENZYME_ENTRY = re.compile(r"@__enzyme_(?:autodiff|fwddiff)\w*\(")


_PYTHON_API = re.compile(r"@(_?Py[A-Z]\w*|numba_gil_\w+|numba_unpickle|numba_do_raise|"
                         r"numba_runtime_build_excinfo_struct)\b")


def check(text: str, *, python_free: bool) -> None:
    """Raise DifferentiationError naming the first problem found in opt's final output."""
    if python_free:
        python = _PYTHON_API.search(text)
        if python:
            raise DifferentiationError(
                f"self-check failed: the derivative still needs Python "
                f"({python_names.describe(python.group(1))}): not supported yet; keep `raise`, "
                "object mode and Python objects out of the function")
    leftover = _LEFTOVER.search(text) or next(ir.outside_declarations(_ENZYME_ENTRY, text), None)
    if leftover:
        symbol = re.search(r"@[-\w.]+", leftover.group(0)).group(0)
        raise DifferentiationError(f"self-check failed: the derivative still calls "
                                   f"{python_names.describe(symbol)}, which nrtgrad should have "
                                   f"replaced: {REPORT}")


_ALLOC_PREFIX = re.escape(nrt.ALLOC_MARKER_PREFIX)
_SHADOW_ALLOC = re.compile(
    r"^\s*(%\"[^\"]*'mi\d*\"|%[-\w.$]+'mi\d*) = (?:\w+ )*?call\b[^;]*?"
    rf"@(?:\"{_ALLOC_PREFIX}[^\"]*\"|{_ALLOC_PREFIX}[-\w.$]+)\(")
# fixderivative_nrtgrad.*: the forward-mode derivatives of a shadow free and of a
# release (hvp, markers.second_order), which free their first operand and its tangent
_FREE_CALL = re.compile(
    rf"\bcall\b[^;]*?@(?:{re.escape(nrt.SHADOW_FREE)}|NRT_MemInfo_call_dtor|NRT_decref|"
    rf"fixderivative_(?:{re.escape(nrt.SHADOW_FREE)}|{re.escape(nrt.SECOND_ORDER_RELEASE)})"
    r"(?:\.\d+)?)\(ptr (?:\w+ )*(" + ir.LOCAL_NAME + r")[,)]")
_CACHE_ALLOC = re.compile(r"!enzyme_cache_alloc !(\d+)")
_CACHE_FREE = re.compile(r"!enzyme_cache_free !(\d+)")
_DERIVED = re.compile(r"(?:_cache(?:\.\d+)?|_unwrap|!manual_lcssa)\d*$")
_MERGE = re.compile(r"^\s*(" + ir.LOCAL_NAME + r") = (phi|select)\b(.*)$")
_OPERAND = re.compile(ir.LOCAL_NAME + r"(?![-\w.$\"])")
_SHADOW_SUFFIX = re.compile(r"'mi\d*$")
LOOP_CARRIED = "an array rebound in a loop, such as `y = y + h * f(y)`"
LOOP_FORWARD = ("update the array in place with an element loop (`for i in range(n): y[i] += "
                "h * k[i]`), or differentiate the function dumped by another Numba version")
_FORWARD_COPY = "fwddiffe"  # hvp: Enzyme's forward mode over a generated function


def _family(name: str) -> str:
    """The function Enzyme generated `name` from; forward-mode copies (hvp) a family
    of their own, since they allocate and free their own shadows."""
    if name.startswith(_FORWARD_COPY):
        return _FORWARD_COPY + " " + ir.ENZYME_GENERATED.sub("", name[len(_FORWARD_COPY):])
    return ir.ENZYME_GENERATED.sub("", name)


def _merge(line: str) -> tuple[str, str, list[str]] | None:
    """(value, "phi" or "select", the local values it merges) of a phi/select line."""
    match = _MERGE.match(line)
    if match is None:
        return None
    operands = match.group(3).split(", !")[0]
    return (ir.label_name(match.group(1)), match.group(2),
            [ir.label_name(v) for v in _OPERAND.findall(operands)])


def _named_after(value: str) -> str:
    """The value Enzyme derived `value` from, by name: its cache, unwrap and lcssa
    suffixes stripped."""
    name = ir.label_name(value)
    while (stripped := _DERIVED.sub("", name)) != name:
        name = stripped
    return name


def _shadow_name(value: str) -> str | None:
    """The shadow allocation a value is named after (Enzyme's `'mi` suffixes), if any."""
    name = _named_after(value)
    return name if _SHADOW_SUFFIX.search(name) else None


class _Function:
    """The shadow allocations, frees and value merges (phi, select) of one function."""

    def __init__(self, name: str, lines: list[str]):
        self.name = name
        self.allocs: dict[str, int] = collections.Counter()    # shadow name -> sites
        self.tags: dict[str, str] = {}                          # cache tag -> shadow name
        self.frees: list[tuple[str, str | None]] = []           # (operand, cache tag)
        self.shadow_free_calls: list[str] = []                  # operands of the shadow free
        self.merges: dict[str, list[str]] = {}                  # value -> incoming values
        for line in lines:
            if f"@{nrt.ALLOC_MARKER_PREFIX}" in line or f'@"{nrt.ALLOC_MARKER_PREFIX}' in line:
                match = _SHADOW_ALLOC.match(line)
                if match:
                    self.allocs[ir.label_name(match.group(1))] += 1
                    tag = _CACHE_ALLOC.search(line)
                    if tag:
                        self.tags[tag.group(1)] = ir.label_name(match.group(1))
            elif (f"@{nrt.SHADOW_FREE}(" in line or "@NRT_MemInfo_call_dtor(" in line
                  or "@NRT_decref(" in line or "@fixderivative_nrtgrad." in line):
                match = _FREE_CALL.search(line)
                tag = _CACHE_FREE.search(line)
                self.frees.append((match.group(1) if match else line.strip(),
                                   tag.group(1) if tag else None))
                if "shadow_free" in line and not tag:
                    self.shadow_free_calls.append(self.frees[-1][0])
            elif (" = phi " in line or " = select " in line) and (merge := _merge(line)):
                self.merges[merge[0]] = merge[2]

    def sources(self, value: str) -> set[str]:
        """The shadow allocations of this function a value may be (through phis, selects)."""
        found, seen, stack = set(), set(), [ir.label_name(value)]
        while stack:
            name = stack.pop()
            if name in seen:
                continue
            seen.add(name)
            if name in self.allocs:
                found.add(name)
            elif name in self.merges:
                stack.extend(self.merges[name])
            else:
                derived = _shadow_name(name)
                if derived in self.allocs:
                    found.add(derived)
        return found


def check_shadows(text: str) -> None:
    """Raise DifferentiationError unless every shadow allocation is freed, once a site."""
    lines = text.splitlines()
    functions = {f.name: _Function(f.name, lines[f.start + 1:f.end])
                 for f in ir.defined_functions(lines)}
    families: dict[str, list[str]] = {}
    for name in functions:
        families.setdefault(_family(name), []).append(name)
    tags = {tag: (f.name, shadow) for f in functions.values() for tag, shadow in f.tags.items()}
    freed: dict[tuple[str, str], int] = collections.Counter()  # (function, shadow) -> sites
    free_sites: dict[str, int] = collections.Counter()          # allocating function -> sites
    operands: dict[tuple[str, str], int] = collections.Counter()  # (function, operand) -> sites
    for function in functions.values():
        family = families[_family(function.name)]
        for operand, tag in function.frees:
            if tag in function.tags:
                # Enzyme's forward mode over a reverse pass (hvp) copies the reverse
                # pass with its cache tags: the function's own allocation first
                owner, sources = function.name, {function.tags[tag]}
            elif tag in tags:
                owner, sources = tags[tag][0], {tags[tag][1]}
            else:
                owner, sources = function.name, function.sources(operand)
                if not sources and _shadow_name(operand) is not None:
                    # a shadow the tape carries from the augmented forward pass
                    owners = [g for g in family
                              if _shadow_name(operand) in functions[g].allocs]
                    if not owners:
                        raise DifferentiationError(
                            f"self-check failed: the derivative of "
                            f"{python_names.describe_function(function.name)} frees a gradient "
                            f"buffer ({python_names.describe_value(operand)}), which no shadow "
                            f"allocation of it made: {REPORT}")
                    owner, sources = owners[0], {_shadow_name(operand)}
            if not sources:
                continue  # a primal MemInfo, not a shadow
            free_sites[owner] += 1
            operands[(function.name, ir.label_name(operand))] += 1
            for shadow in sources:
                freed[(owner, shadow)] += 1
    _inherit_forward_frees(functions, freed)
    spans = ir.functions_by_name(lines)
    for (function, operand), sites in operands.items():
        if sites > 1 and _freed_twice_on_a_path(lines, spans[function], operand):
            raise DifferentiationError(
                f"self-check failed: the derivative of {python_names.describe_function(function)} "
                f"frees the gradient buffer of {python_names.describe_value(operand)} at {sites} "
                f"sites on one path (a double free): {REPORT}")
    for function in functions.values():
        allocated = sum(function.allocs.values())
        for shadow, sites in sorted(function.allocs.items(),
                                    key=lambda item: freed[(function.name, item[0])] > 0):
            if sites != 1 or freed[(function.name, shadow)] == 0:
                raise DifferentiationError(
                    f"self-check failed: the derivative of "
                    f"{python_names.describe_function(function.name)} has {allocated} shadow "
                    f"allocation(s) and {free_sites[function.name]} shadow free(s); the gradient "
                    f"buffer of {python_names.describe_value(shadow)} is freed at "
                    f"{freed[(function.name, shadow)]} site(s) (a leak or a double free): "
                    f"{REPORT}")


def _inherit_forward_frees(functions: dict[str, _Function], freed: collections.Counter) -> None:
    """hvp: the forward-mode copy `fwddiffeF` of a reverse pass `F` frees as it does.

    The copy frees a shadow through the shadow free's registered derivative
    (markers.second_order), a call that carries no cache tag, with an operand it
    loads from Enzyme's cache: nothing names the allocation.  A shadow the
    reverse pass frees counts as freed in the copy when the copy has at least
    as many such untraced calls as the reverse pass has free sites of them.
    """
    for function in functions.values():
        original = functions.get(function.name[len("fwddiffe"):]) \
            if function.name.startswith("fwddiffe") else None
        if original is None:
            continue
        untraced = sum(1 for operand in function.shadow_free_calls
                       if not function.sources(operand))
        inherited = [shadow for shadow in function.allocs
                     if not freed[(function.name, shadow)] and freed[(original.name, shadow)]]
        if inherited and untraced >= sum(freed[(original.name, s)] for s in inherited):
            for shadow in inherited:
                freed[(function.name, shadow)] = freed[(original.name, shadow)]


def _freed_twice_on_a_path(lines: list[str], function: ir.Function, operand: str) -> bool:
    """Whether one free site of `operand` can reach another (several exclusive sites,
    as jump threading makes, are fine).

    A path that runs an allocation `operand` stands for again frees a new
    array: the search stops there (sites above it in its block are still the
    same array).  That allocation is `operand`'s own, or, for a phi of
    allocations only (a loop-carried array at its loop header), each of theirs.
    """
    blocks = ir.blocks(lines, function)
    block_of = {index: block.name for block in blocks for index in block.lines}
    successors = {block.name: block.successors for block in blocks}
    sites = [index for block in blocks for index in block.lines
             if _FREE_CALL.search(lines[index])
             and ir.label_name(_FREE_CALL.search(lines[index]).group(1)) == operand]
    renewals: dict[str, int] = {}  # block -> its first allocation of a new `operand`
    for index in _allocations_of(lines, block_of, operand):
        renewals[block_of[index]] = min(index, renewals.get(block_of[index], index))
    for site in sites:
        here = block_of[site]
        renewed_below = here in renewals and site < renewals[here]
        reached, pending = set(), [] if renewed_below else list(successors[here])
        while pending:
            name = pending.pop()
            if name not in reached:
                reached.add(name)
                if name not in renewals:
                    pending += successors.get(name, [])
        later = [other for other in sites if other != site and (
            (block_of[other] in reached
             and (block_of[other] not in renewals or other < renewals[block_of[other]]))
            or (block_of[other] == here and other > site
                and not (renewed_below and renewals[here] < other)))]
        if later:
            return True
    return False


def _allocations_of(lines: list[str], block_of: dict[int, str], operand: str) -> list[int]:
    """The lines of the allocations `operand` is: its own, or a phi's incoming ones."""
    defined = {ir.label_name(value): index for index in block_of
               if (value := ir.defined_value(lines[index]))}
    index = defined.get(operand)
    if index is None:
        return []
    if _ALLOCATION_CALL.match(lines[index]):
        return [index]
    if " = phi " not in lines[index]:
        return []
    incoming = [defined.get(ir.label_name(value)) for value, _ in ir.phi_incoming(lines[index])]
    if any(i is None or not _ALLOCATION_CALL.match(lines[i]) for i in incoming):
        return []
    return incoming


_ALLOCATION_CALL = re.compile(r"^\s*" + ir.LOCAL_NAME + r" = (?:tail )?call [^@]*@(?:"
                              + _ALLOC_PREFIX + r"|NRT_MemInfo_alloc)")
_RELEASE = re.compile(rf"\bcall void @{re.escape(nrt.RELEASE)}\(ptr (?:\w+ )*("
                      + ir.LOCAL_NAME + r")\)")
_PRIMAL_CACHE_FREE = re.compile(rf"\bcall void @{re.escape(nrt.SHADOW_FREE)}\(ptr (?:\w+ )*("
                                + ir.LOCAL_NAME + r")\)")
_TAPE_LOAD = re.compile(r"\s*(" + ir.LOCAL_NAME + r") = extractvalue .*%tapeArg")


_UNDEFINED_ADDRESS = re.compile(
    r"^\s*(?:(" + ir.LOCAL_NAME + r") = )?(?:(load) [^,]+, ptr (?:undef|poison)\b|"
    r"(store) .*, ptr (?:undef|poison)\b|store ptr (?:undef|poison), .*!invariant\.group)")


def check_defined_addresses(enzyme_text: str) -> None:
    """Enzyme reads and tapes no value through an undefined pointer.

    When Enzyme recomputes a value in the reverse pass from memory it no
    longer has (an array it released and did not keep), it loads through
    undef, or tapes undef in its place: the derivative would branch on
    garbage or read freed memory.
    """
    lines = enzyme_text.splitlines()
    for function in ir.defined_functions(lines):
        for line in lines[function.start + 1:function.end]:
            if "undef" in line or "poison" in line:
                found = _UNDEFINED_ADDRESS.match(line)
                if found:
                    access = found.group(2) or found.group(3) or "tape store"
                    raise DifferentiationError(
                        f"the derivative of {python_names.describe_function(function.name)} "
                        f"reads an array Enzyme has already released (a {access} through undef, "
                        f"found by the self-check; {LOOP_CARRIED}): this pattern is not "
                        f"supported yet; {LOOP_FORWARD}")


# what the null-address walk reads of an instruction: a load's or store's address, a
# getelementptr's base, a test of a pointer against null or of an integer against a
# constant, a branch's condition, a switch's selector and cases
_LOAD_ADDRESS = re.compile(r"= load (?:volatile )?[^,]+, ptr (" + ir.LOCAL_NAME + ")")
_STORE_ADDRESS = re.compile(r"^\s*store .*, ptr (" + ir.LOCAL_NAME + r")(?:, align \d+)?$")
_ADDRESS_BASE = re.compile(r"= getelementptr (?:inbounds )?[^,<]+, ptr (" + ir.LOCAL_NAME + ")")
_CONSTANT_TEST = re.compile(r"= icmp (eq|ne) i\d+ (" + ir.LOCAL_NAME + r"), (-?\d+)$")
_TAPED_TEST = re.compile(r"= call i1 " + re.escape(ir.quote(address_comparisons.MARKER))
                         + r"\(i1 (" + ir.LOCAL_NAME + r")\)")
_CONDITION = re.compile(r"^\s*br i1 (" + ir.LOCAL_NAME + r"|true|false), ")
_SWITCH = re.compile(r"^\s*switch i\d+ (" + ir.LOCAL_NAME + r"), label (" + ir.LOCAL_NAME + ")")
_CASE = re.compile(r"i\d+ (-?\d+), label (" + ir.LOCAL_NAME + ")")
# block visits the walks of one function may make: a Numba function's loops take a few
# hundred; a function past it is not checked
_NULL_WALK_LIMIT = 20_000
NULL_FORWARD = "copy the new array into one allocated before the loop instead (`y[:] = xn`)"


def check_null_addresses(enzyme_text: str) -> None:
    """No load or store goes through a pointer that is null on a path reaching it.

    A phi that takes null on an edge (a value no path from that edge uses, as
    loop_guards gives the phis it moves) must not reach a load or store before
    it is defined again.  The walk from each such edge follows what the path
    decides: phis that take constants on it (loop_guards' test of which edge
    entered its header and the backedge block where Enzyme's loop
    simplification merges it, allocation_sites' number of the copy that
    entered its dispatch), tests of the null pointer and of those constants,
    and conditions a branch on the path already took.  Enzyme's own caches
    (null before a loop first allocates them) are left out, and a function
    whose walks pass a limit is not checked.  A derivative that reads a null
    address crashes the caller's process.
    """
    lines = enzyme_text.splitlines()
    for function in ir.defined_functions(lines):
        found = _NullWalk(lines, function).access()
        if found:
            variable = python_names.variable(found)
            raise DifferentiationError(
                f"the derivative of {python_names.describe_function(function.name)} would read "
                f"{f'`{variable}`' if variable else 'an array'} through a null pointer (found "
                "by the self-check): nrtgrad cannot follow which array it holds there, as after "
                "a loop that leaves with its new array in another variable (`y = xn; break`); "
                f"{NULL_FORWARD}")


def _program_value(value: str) -> bool:
    """Whether `value` is the function's own: not a shadow or a cache Enzyme made (a
    cache is null until a loop first allocates it), nor a value left unnamed."""
    name = ir.label_name(value)
    return not (name.isdigit() or "'" in name or "_cache" in name or name != _named_after(name))


class _NullWalk:
    """The paths of one function along which a pointer phi took null on an edge.

    A fact is what a path knows of a value: (constant, phi) for a pointer null
    through `phi`, (constant, "") for `true`, `false` or an integer.
    """

    def __init__(self, lines: list[str], function: ir.Function):
        self.blocks = {block.name: block for block in ir.blocks(lines, function)}
        self.phis: dict[str, list[tuple[str, dict[str, str]]]] = {}
        self.instructions: dict[str, list[tuple]] = {}
        # block -> (selector, [(constant, successor)], default successor)
        self.decisions: dict[str, tuple[str, list[tuple[str, str]], str]] = {}
        self.starts: list[tuple[str, str, str]] = []  # (block, predecessor, phi)
        addresses, sources = set(), collections.defaultdict(set)  # value -> values it takes
        tested = collections.Counter()
        for name, block in self.blocks.items():
            self.phis[name], self.instructions[name] = [], []
            for index in block.lines[:-1]:
                self._read(name, lines[index], addresses, sources)
            terminator = lines[block.lines[-1]]
            condition, switch = _CONDITION.match(terminator), _SWITCH.match(terminator)
            if condition and len(set(block.successors)) == 2:
                self.decisions[name] = (condition.group(1), [("true", block.successors[0])],
                                        block.successors[1])
                tested[condition.group(1)] += 1
            elif switch:
                end = next(i for i in range(block.lines[-1], function.end) if "]" in lines[i])
                cases = _CASE.findall(" ".join(lines[block.lines[-1]:end + 1]))
                self.decisions[name] = (switch.group(1), [(constant, ir.label_name(target))
                                                          for constant, target in cases],
                                        ir.label_name(switch.group(2)))
        self.retested = {c for c, n in tested.items() if n > 1}
        # the values that reach a load's or store's address
        self.reaching, pending = set(), list(addresses)
        for value in pending:
            if value not in self.reaching:
                self.reaching.add(value)
                pending += sources[value]
        self.budget = _NULL_WALK_LIMIT

    def _read(self, block: str, line: str, addresses: set, sources: dict) -> None:
        """What the walk needs of one instruction of `block`."""
        phi = ir.PHI.match(line)
        if phi:
            incoming = {source: value for value, source in ir.phi_incoming(line)}
            self.phis[block].append((phi.group(2), incoming))
            sources[phi.group(2)].update(incoming.values())
            if phi.group(4) == "ptr" and _program_value(phi.group(2)):
                self.starts += [(block, source, phi.group(2))
                                for source, value in incoming.items() if value == "null"]
            return
        access = _LOAD_ADDRESS.search(line) or _STORE_ADDRESS.match(line)
        if access:
            addresses.add(access.group(1))
            self.instructions[block].append(("access", access.group(1)))
        value = ir.defined_value(line)
        if value is None:
            return
        base, test = _ADDRESS_BASE.search(line), ir.NULL_TEST.search(line)
        constant, taped = _CONSTANT_TEST.search(line), _TAPED_TEST.search(line)
        if base:
            sources[value].add(base.group(1))
            self.instructions[block].append(("derived", value, base.group(1)))
        elif test:
            self.instructions[block].append(("test", value, test.group(2), "null",
                                             test.group(1)))
        elif constant:
            self.instructions[block].append(("test", value, constant.group(2),
                                             constant.group(3), constant.group(1)))
        elif taped:
            self.instructions[block].append(("taped", value, taped.group(1)))
        else:
            self.instructions[block].append(("defined", value))

    def access(self) -> str | None:
        """The phi through which a load or store reads null, or None."""
        for block, source, phi in dict.fromkeys(self.starts):
            if phi in self.reaching:
                found = self._walk(block, source)
                if found or self.budget <= 0:
                    return found
        return None

    def _walk(self, block: str, source: str) -> str | None:
        pending = [(block, source, self._edge(source, block))]
        seen = set()
        while pending:
            block, source, facts = pending.pop()
            facts = self._entered(block, source, facts)
            state = (block, source, frozenset(facts.items()))
            if state in seen or not any(fact[0] == "null" for fact in facts.values()):
                continue
            seen.add(state)
            self.budget -= 1
            if self.budget <= 0:
                return None
            for kind, value, *operands in self.instructions[block]:
                if kind == "access":
                    if facts.get(value, ("",))[0] == "null":
                        return facts[value][1]
                    continue
                known = facts.get(operands[0], ("",))[0] if operands else ""
                derived = facts.get(operands[0]) if operands else None
                facts.pop(value, None)
                if kind == "derived" and known == "null":
                    facts[value] = derived
                elif kind == "test" and known:
                    equal = known == operands[1]
                    facts[value] = ("true" if equal == (operands[2] == "eq") else "false", "")
                elif kind == "taped" and known:
                    facts[value] = derived
            pending += [(successor, block, {**facts, **self._edge(block, successor)})
                        for successor in self._taken(block, facts)]
        return None

    def _taken(self, block: str, facts: dict) -> list[str]:
        """The successors of `block` a path with `facts` may go to."""
        decision = self.decisions.get(block)
        known = decision and facts.get(decision[0], ("",))[0]
        if not known:
            return list(dict.fromkeys(self.blocks[block].successors))
        return [next((target for constant, target in decision[1] if constant == known),
                     decision[2])]

    def _entered(self, block: str, source: str, before: dict) -> dict:
        """The facts on entering `block` from `source`: its phis take what the edge gives,
        the pointers known null kept only while they may still reach an address."""
        facts = {value: fact for value, fact in before.items()
                 if fact[0] != "null" or value in self.reaching}
        for value, incoming in self.phis[block]:
            taken = incoming.get(source, "")
            if taken in before:
                facts[value] = (before[taken][0], value) if before[taken][0] == "null" \
                    else before[taken]
            elif taken in ("true", "false") or ir.INTEGER.fullmatch(taken):
                facts[value] = (taken, "")
            elif taken == "null" and _program_value(value):
                facts[value] = (taken, value)
            else:
                facts.pop(value, None)
        return facts

    def _edge(self, block: str, successor: str) -> dict:
        """What the edge from `block` to `successor` decides of a condition tested again."""
        decision = self.decisions.get(block)
        if decision is None or decision[0] not in self.retested:
            return {}
        return {decision[0]: ("true" if successor == decision[1][0][1] else "false", "")}


def check_merged_shadows(enzyme_text: str) -> None:
    """Arrays that meet at a merge have gradient buffers all, or none.

    Where Enzyme gives some of the arrays a phi or select merges a shadow
    MemInfo and not the others, the merge's shadow on the others' edges is
    the primal array itself or a few zeroed bytes of stack (M12): the
    derivative would write gradients into the primal, or index memory it
    never allocated.  A shadow is an allocation Enzyme names after the
    primal's (`<primal>'mi`, reverse mode, anywhere in the primal's family of
    functions), or, in forward mode, the allocation with the same arguments
    it makes right after the primal's.  An allocation of no bytes has no
    gradient to lose and no element to index: it needs no shadow.
    """
    lines = enzyme_text.splitlines()
    functions = ir.defined_functions(lines)
    named: dict[str, set[str]] = collections.defaultdict(set)  # family -> primals with 'mi
    for function in functions:
        for index in range(function.start + 1, function.end):
            shadow = _SHADOW_ALLOC.match(lines[index])
            if shadow:
                named[_family(function.name)].add(
                    _SHADOW_SUFFIX.sub("", ir.label_name(shadow.group(1))))
    for function in functions:
        arrays = merged_arrays.Arrays(lines, function)
        shadowed = set(named[_family(function.name)])
        for allocation in arrays.allocations:
            index = arrays.definitions[allocation][0]
            following = ir.defined_value(lines[index + 1]) if index + 1 < function.end else None
            if (following in arrays.allocations
                    and _call_of(lines[index + 1]) == _call_of(lines[index])):
                shadowed.add(ir.label_name(allocation))
                shadowed.add(ir.label_name(following))  # a shadow: never a merge's primal
        for roots in arrays.merges():
            primals = {ir.label_name(r) for r in roots & arrays.allocations
                       if not _SHADOW_SUFFIX.search(ir.label_name(r)) and not arrays.empty(r)}
            without = sorted(primals - shadowed)
            if len(primals) > 1 and without and len(without) < len(primals):
                raise DifferentiationError(
                    f"the derivative of {python_names.describe_function(function.name)} gives "
                    f"no gradient buffer to {python_names.describe_value(without[0])}, which "
                    "meets arrays that have one (the first value of a loop-carried array, or "
                    "an array assigned in a branch; found by the self-check): this pattern is "
                    "not supported yet; compute the array from the arguments (`x = a * 0.0` "
                    "instead of `x = np.zeros_like(a)`)")


def _call_of(line: str) -> str:
    """A call's callee and arguments, without its result, attributes and metadata."""
    return re.sub(r"\)[^)]*$", ")", line.split(" = ", 1)[-1].split(", !")[0])


def check_single_release(enzyme_text: str) -> None:
    """No temporary is released by the primal and freed again by Enzyme's cache.

    Enzyme keeps an allocation alive for the reverse pass (and frees it
    there) when it finds no deallocation of it; a release through a phi of
    several allocations (an array allocated on either side of a branch) is
    not found, so the primal release would stay too: a double free.  The
    reverse pass frees either an allocation it made itself (then the release
    to compare with is in the same function) or one from the augmented
    pass's tape (then it is in an augmented function).
    """
    lines = enzyme_text.splitlines()
    functions = [(f.name, lines[f.start:f.end + 1]) for f in ir.defined_functions(lines)]
    released_in = {name: _released_through_merges(body) for name, body in functions}
    in_augmented = set().union(*(r for name, r in released_in.items()
                                 if name.startswith("augmented_")))
    for name, body in functions:
        released = released_in[name]
        tape = {ir.label_name(m.group(1)) for line in body
                if "%tapeArg" in line and (m := _TAPE_LOAD.match(line))}
        for line in body:
            free = f"@{nrt.SHADOW_FREE}(" in line and _PRIMAL_CACHE_FREE.search(line)
            if not free or "'" in free.group(1):
                continue
            value = ir.label_name(free.group(1))
            base = _named_after(value)
            if base in released or (value in tape and base in in_augmented):
                raise DifferentiationError(
                    f"in {python_names.describe_function(name)}, a temporary array allocated "
                    f"on either side of a branch ({python_names.describe_value(base)}, in the "
                    "function or in a NumPy function it calls, such as `A @ x`) would be freed "
                    "twice: releasing it through a phi is not supported yet; allocate the array "
                    "once, before the branch (for a product `A @ x`, write it as a loop)")


def releases_through_merges(text: str) -> bool:
    """Whether some function releases a temporary only through a phi or select."""
    lines = text.splitlines()
    return any(_released_through_merges(lines[f.start:f.end + 1])
               for f in ir.defined_functions(lines))


def _released_through_merges(body: list[str]) -> set[str]:
    """Values a release reaches only through phis/selects (not released directly)."""
    merges: dict[str, list[str]] = {}
    released = []
    for line in body:
        merge = (" = phi " in line or " = select " in line) and _merge(line)
        if merge:
            merges[merge[0]] = merge[2]
        release = f"@{nrt.RELEASE}(" in line and _RELEASE.search(line)
        if release:
            released.append(ir.label_name(release.group(1)))
    reached: set[str] = set()
    for value in released:
        pending = list(merges.get(value, []))
        while pending:
            current = pending.pop()
            if current not in reached:
                reached.add(current)
                pending += merges.get(current, [])
    return reached


# an allocation in the lowered module: shadows call the zeroing wrapper, primals the allocator
_ALLOC_RESULT = re.compile(r"^\s*(" + ir.LOCAL_NAME + r") = (?:\w+ )*call\b[^;]*?@(?:nrtgrad\.alloc\.)?(?:"
                           + "|".join(nrt.ALLOCATORS) + r")\(")


def check_shadows_stay_shadows(text: str) -> None:
    """No phi or select merges a shadow MemInfo with a primal one.

    Enzyme mis-builds the shadow of some jump-threaded loop-carried arrays:
    the shadow phi takes the primal pointer on one edge, so the gradient
    would be written into, and the array freed from, the primal.  Values
    Enzyme reloads from its tape (``<value>_cache.N``, ``_unwrap``) count as
    the allocation they are named after.
    """
    lines = text.splitlines()
    for function in ir.defined_functions(lines):
        kind: dict[str, set[str]] = {}
        merges: dict[str, list[str]] = {}
        for line in lines[function.start:function.end + 1]:
            allocation = " call " in line and _ALLOC_RESULT.match(line)
            if allocation:
                value = ir.label_name(allocation.group(1))
                kind[value] = {"shadow" if "'" in value else "primal"}
            if " phi ptr " in line or (" select i1 " in line and ", ptr " in line):
                merge = _merge(line)
                if merge:
                    merges[merge[0]] = merge[2]

        def kind_of(value: str) -> set[str]:
            return kind.get(value) or kind.get(_named_after(value), set())

        changed = True
        while changed:
            changed = False
            for merge, incoming in merges.items():
                merged = set().union(*(kind_of(v) for v in incoming))
                if not merged <= kind.get(merge, set()):
                    kind[merge] = kind.get(merge, set()) | merged
                    changed = True
        for merge in merges:
            if kind.get(merge) == {"shadow", "primal"}:
                raise DifferentiationError(
                    f"the derivative of {python_names.describe_function(function.name)} "
                    f"merges a shadow array with a primal one (found by the self-check; "
                    f"{LOOP_CARRIED}): this pattern is not supported yet; {LOOP_FORWARD}")
