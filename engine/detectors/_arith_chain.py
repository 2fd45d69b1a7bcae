"""Chains of equalities: "A = (-8 - 4 - 28) = -40", "2^(2^2) = 2^4 = 16", "$8-4 \\div 2-1 = 8-2-1 = 5$".

Every side of a chain is evaluated exactly and compared with the side before it, so the step that goes wrong is
the one flagged ("(4 + 3 - 3 + 9) is 13, but the next step (4 + 3 + 9) is 16"), while later steps that carry the
wrong value on stay consistent. Sides are read around each "=" (or "≈"): the expression that ends where the
first "=" starts, whole segments between two, the expression that starts after the last.

A single capital letter defined in the answer ("where A = (…)", "A = … = -40") stands in later steps for the
value the answer last gave it, so "(A * B) = (-40 * 16)" is checked against what came before. A first side that
is only a number ("for 1 candle = $10.00 / 10") is a label, not a step, and is never compared.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from ._arith_expr import Side, Token, number, runs, to_python, tokenise
from ._arith_find import Calculation, to_decimal
from ._safe_eval import DivisionByZero, EvalError, TooLarge, evaluate

_RELATION = re.compile(r"(?<![=<>!≤≥:])(?:==?|≈|\\approx(?![A-Za-z]))(?![=>])")
_HEDGE_START = re.compile(r"\s*(?:about|approximately|approx\.?|roughly|around|nearly|almost|~)\s*", re.I)
_MODIFIERS = frozenset(
    """of than by per root roots log ln sin cos tan exp half twice double triple square cube negative factorial mod
    modulo over into""".split()
)
"""Words that change the number after them: "half of 10 + 2 = 7" is not 10 + 2."""
_DATE_LIKE = re.compile(r"^\s*\d{1,4}\s*[-/]\s*\d{1,2}\s*[-/]\s*\d{1,4}\s*$|^\s*24\s*/\s*7\s*$")
_LEADING_JUNK = frozenset({"op", "post", "close", "bar_close", "unit"})
_TRAILING_JUNK = frozenset({"op", "open", "bar_open", "fn", "unit"})
_RELATIVE_TOLERANCE = Decimal("0.01")
"""A next step with decimals may round: it agrees within half of this (0.5%)."""


@dataclass(frozen=True, slots=True)
class _Step:
    side: Side | None
    hedged: bool
    """Written after "≈" or with "about": the value is rounded."""


def chains(text: str, env: dict[str, Fraction] | None = None) -> Iterator[Calculation]:
    """The equalities of `text` (one sentence), step by step. `env` holds the variables defined so far and
    learns the ones this text defines."""
    env = {} if env is None else env
    for chain in _read_chains(text):
        values = [_value(step.side, text, env) for step in chain]
        yield from _links(text, chain, values)
        _bind(chain, values, env)


def _read_chains(text: str) -> list[list[_Step]]:
    relations = list(_RELATION.finditer(text))
    if not relations:
        return []
    cuts = [0, *(edge for r in relations for edge in (r.start(), r.end())), len(text)]
    segments = list(zip(cuts[::2], cuts[1::2], strict=True))
    chains: list[list[_Step]] = []
    current: list[_Step] = []
    for k, (start, end) in enumerate(segments):
        whole = False
        if k > 0:
            hedge = _HEDGE_START.match(text, start, end)
            hedged = relations[k - 1].group() not in ("=", "==") or bool(hedge and hedge.group().strip())
            tokens = tokenise(text, hedge.end() if hedge else start, end)
            found = runs(tokens)
            solid = [t for t in tokens if t.kind != "space"]
            starts = bool(found) and found[0][0] is solid[0]
            whole = k < len(segments) - 1 and len(found) == 1 and starts and found[0][-1] is solid[-1]
            head = _side(found[0], tokens, text, "head") if starts else None
            current.append(_Step(head, hedged))
            if not whole:
                chains.append(current)
                current = []
        if k < len(segments) - 1 and not whole:
            tokens = tokenise(text, start, end)
            found = runs(tokens)
            solid = [t for t in tokens if t.kind != "space"]
            tail = _side(found[-1], tokens, text, "tail") if found and solid and found[-1][-1] is solid[-1] else None
            current = [_Step(tail, False)]
    return [chain for chain in chains if len(chain) > 1]


def _side(run: list[Token], tokens: Sequence[Token], text: str, role: str) -> Side | None:
    """The expression a run holds once stray operators, brackets and units are trimmed from its ends."""
    run = _balanced(run, from_left=role == "head")
    while run and (run[0].kind in _LEADING_JUNK or run[0].kind == "space") and not _unary_minus(run):
        run = run[1:]
    while run and run[-1].kind in _TRAILING_JUNK | {"space"}:
        run = run[:-1]
    if not run or any(t.kind == "stop" for t in run):
        return None
    before = text[run[0].start - 1] if run[0].start else " "
    after = text[run[-1].end] if run[-1].end < len(text) else " "
    if before.isalnum() or after.isalnum() or after == "!":
        return None  # glued to a word or a factorial: not the whole operand
    if (before in ".," and run[0].start > 1 and text[run[0].start - 2].isdigit()) or (
        after in ".," and run[-1].end + 1 < len(text) and text[run[-1].end + 1].isdigit()
    ):
        return None  # "2,5 + 1": a decimal comma, or a number cut in two
    if role == "tail":
        previous = [t for t in tokens if t.end <= run[0].start and t.kind != "space"]
        if previous and previous[-1].text.lower() in _MODIFIERS:
            return None
    return Side(tuple(run))


def _balanced(run: list[Token], *, from_left: bool) -> list[Token]:
    """Cut a head at its first unmatched closing bracket, a tail after its last unmatched opening one."""
    opening, closing = ("open", "bar_open"), ("close", "bar_close")
    ordered = run if from_left else run[::-1]
    depth = 0
    for i, token in enumerate(ordered):
        if token.kind in (closing if from_left else opening):
            depth -= 1
        elif token.kind in (opening if from_left else closing):
            depth += 1
        if depth < 0:
            kept = ordered[:i]
            return kept if from_left else kept[::-1]
    return run


def _unary_minus(run: Sequence[Token]) -> bool:
    """A leading "-" glued to what follows it ("-8", "-(3)"); "- 5" after a bullet is not a sign."""
    return (
        run[0].kind == "op" and run[0].text in "-−" and len(run) > 1 and run[1].start == run[0].end
        and run[1].kind in ("num", "open", "var", "const", "fn", "bar_open")
    )  # fmt: skip


def _value(side: Side | None, text: str, env: dict[str, Fraction]) -> Fraction | str | None:
    """The side's exact value, "division by zero" or "too large" when it has none, None when it is not read."""
    if side is None or _DATE_LIKE.match(side.text(text)):
        return None
    python = to_python(side.tokens, env)
    if python is None or not python:
        return None
    try:
        return evaluate(python)
    except DivisionByZero:
        return "division by zero"
    except TooLarge:
        return "too large"
    except EvalError:
        return None


def _links(text: str, chain: list[_Step], values: list[Fraction | str | None]) -> Iterator[Calculation]:
    for i in range(len(chain) - 1):
        left, right = chain[i].side, chain[i + 1].side
        if left is None or right is None or left.lone_variable:
            continue
        if not left.operates and (i == 0 or chain[i - 1].side is None):
            continue  # "for 1 candle = $10.00 / 10": a label, not a step
        if not left.operates and not right.operates:
            continue  # "25 = 25.0" states no computation
        actual, stated = values[i], values[i + 1]
        if actual is None or not isinstance(stated, Fraction):
            continue
        yield _calculation(text, left, right, actual, stated, chain[i + 1].hedged)


def _calculation(
    text: str, left: Side, right: Side, actual: Fraction | str, stated: Fraction, hedged: bool
) -> Calculation:
    literal = right.literal
    problem = actual if isinstance(actual, str) else ""
    value = to_decimal(actual) if isinstance(actual, Fraction) else None
    suffix, claimed_from = "", ""
    if literal is not None:
        claimed, step = number(literal)
        claimed_text = literal
        if literal.endswith("%"):
            suffix, claimed, step = "%", claimed * 100, step * 100
            value = value * 100 if value is not None else None
        claimed_value = to_decimal(claimed)
    else:
        claimed_value = to_decimal(stated)
        claimed_text = claimed_from = right.text(text)
        rounded = any(t.kind == "num" and re.search(r"[.eE%]", t.text) for t in right.tokens)
        step = abs(claimed_value) * _RELATIVE_TOLERANCE if rounded else Decimal(0)
    return Calculation(
        start=left.start, end=right.end, expression=left.text(text), claimed=claimed_value,
        claimed_text=claimed_text, step=step, hedged=hedged, actual=value, problem=problem, suffix=suffix,
        claimed_from=claimed_from,
    )  # fmt: skip


def _bind(chain: list[_Step], values: list[Fraction | str | None], env: dict[str, Fraction]) -> None:
    """"A = (…) = -40" defines A as the last value the chain gives it (the answer's own, right or wrong)."""
    first = chain[0].side
    name = first.lone_variable if first is not None else None
    if name is None or not name.isupper():
        return
    known = [v for v in values[1:] if isinstance(v, Fraction)]
    if known:
        env[name] = known[-1]
