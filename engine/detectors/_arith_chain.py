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
from dataclasses import dataclass, replace
from decimal import Decimal
from fractions import Fraction

from ._arith_expr import Side, Token, number, runs, to_python, tokenise
from ._arith_find import Calculation, to_decimal
from ._safe_eval import DivisionByZero, EvalError, TooLarge, evaluate

_RELATION = re.compile(r"(?<![=<>!≤≥:])(?:==?|≈|\\approx(?![A-Za-z]))(?![=>])")
_HEDGE_START = re.compile(r"\s*(?:about|approximately|approx\.?|roughly|around|nearly|almost|~)\s*", re.I)
_MODIFIERS = frozenset(
    """than by per root roots log ln sin cos tan exp half twice double triple square cube negative factorial mod
    modulo over into""".split()
)
"""Words that change the number after them: "twice 10 + 2 = 22" is not 10 + 2."""
_PART_OF = frozenset(
    """half halves third thirds quarter quarters fifth fifths tenth tenths root square cube percent % fraction sum
    product average mean difference""".split()
)
"""Before "of", words that make it an operation: "half of 10 + 2" (but "a total of 4 * 9 = 36" is plain)."""
_DATE_LIKE = re.compile(r"\d{4}-\d\d?-\d\d?|\d\d?([-/])\d\d?\1(?:\d\d|\d{4})|24\s*/\s*7")
"""Dates ("2024-07-04", "4/7/2024") and "24/7" are not subtractions or divisions."""
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
    """The expression a run holds, or None when the run is only part of one (an operator or a word before it
    or after it that it cannot read: "5! + 3", "log 256", "(3/4)^{\\!-4}")."""
    if role == "tail" and not _free_before(run[0], tokens):
        return None
    run = _balanced(run, from_left=role == "head")
    while run and (run[0].kind == "space" or _markup(run, 0)):
        run = run[1:]  # a bullet or bold marker: "- 5 + 3", "**5 + 3"
    while run and (run[-1].kind in ("space", "unit") or _markup(run, -1)):
        run = run[:-1]
    if not run or (run[0].kind in ("op", "post", "close", "bar_close") and not _unary_minus(run)):
        return None
    if run[-1].kind in ("op", "open", "bar_open", "fn"):
        return None
    before = text[run[0].start - 1] if run[0].start else " "
    after = text[run[-1].end] if run[-1].end < len(text) else " "
    if before.isalnum() or after.isalnum() or "!" in (before, after):
        return None  # glued to a word or a factorial: not the whole operand
    if (before in ".," and run[0].start > 1 and text[run[0].start - 2].isdigit()) or (
        after in ".," and run[-1].end + 1 < len(text) and text[run[-1].end + 1].isdigit()
    ):
        return None  # "2,5 + 1": a decimal comma, or a number cut in two
    return Side(tuple(run))


def _free_before(first: Token, tokens: Sequence[Token]) -> bool:
    """Nothing before the expression acts on it: no value side by side ("\\log_2 256"), no modifying word."""
    previous = [t for t in tokens if t.end <= first.start and t.kind != "space"]
    if not previous:
        return True
    last = previous[-1]
    if last.kind in ("num", "close", "var", "const", "post", "bar_close") or last.text in ("!", "_"):
        return False
    if last.text.lower() == "of" and len(previous) > 1:
        return previous[-2].text.lower().rstrip("%") not in _PART_OF and not previous[-2].text.endswith("%")
    return last.text.lower() not in _MODIFIERS and not (last.text.startswith("\\") and len(last.text) > 2)


def _markup(run: Sequence[Token], at: int) -> bool:
    """Markdown around an expression: "**" or "*" for bold, a "-" bullet followed by a space."""
    token = run[at]
    if token.kind != "op":
        return False
    if token.text in ("*", "**"):
        return True
    return at == 0 and token.text in "-−" and len(run) > 1 and run[1].kind == "space"


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
    if side is None or _DATE_LIKE.fullmatch(side.text(text)):
        return None
    try:
        python = to_python(side.tokens, env)  # a literal like "1e999999" is too large already here
        return evaluate(python) if python else None
    except DivisionByZero:
        return "division by zero"
    except TooLarge:
        return "too large"
    except EvalError:
        return None


def _links(text: str, chain: list[_Step], values: list[Fraction | str | None]) -> Iterator[Calculation]:
    for i in range(len(chain) - 1):
        left, right = chain[i].side, chain[i + 1].side
        actual, stated = values[i], values[i + 1]
        if left is None or right is None or left.lone_variable or actual is None or stated is None:
            continue
        if stated == "too large":
            yield Calculation(left.start, right.end, left.text(text), Decimal(0), right.text(text), Decimal(0),
                              hedged=False, actual=None, problem="too large")  # fmt: skip
            continue
        if not isinstance(stated, Fraction):
            continue
        if not left.operates:
            source = _computed_from(chain, values, i)
            if source is None:
                continue  # "for 1 candle = $10.00 / 10": a label, not a step; or a value already checked
            calculation = _calculation(text, source, right, actual, stated, chain[i + 1].hedged)
            yield replace(calculation, end=right.end)
            continue
        yield _calculation(text, left, right, actual, stated, chain[i + 1].hedged)


def _computed_from(chain: list[_Step], values: list[Fraction | str | None], i: int) -> Side | None:
    """The computation a bare number in a chain carries on ("2 + 2 = 4 = 5": 4 is 2 + 2), when the steps
    between them agree; None when there is none (the number is a label) or a step between them is wrong."""
    for j in range(i - 1, -1, -1):
        side = chain[j].side
        if side is None or values[j] != values[i]:
            return None
        if side.operates:
            return side
    return None


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
    """Define A from "A = (…) = -40": the last value the chain gives it (the answer's own, right or wrong)."""
    first = chain[0].side
    name = first.lone_variable if first is not None else None
    if name is None or not name.isupper():
        return
    known = [v for v in values[1:] if isinstance(v, Fraction)]
    if known:
        env[name] = known[-1]
