"""Read written arithmetic out of prose: where an expression starts and ends, and the Python text it stands for.

Text is cut into tokens (numbers, operators, brackets, |bars|, LaTeX commands, single-letter variables, words).
A word right after a number is a unit when the expression goes on after it ("5179161 cups * 185 days",
"$0.10/candle"); any other word ends the expression. Implicit products ("3(2869949)", "2x", ")(") are made
explicit; "\\frac{a}{b}", "\\div", "\\times", "\\boxed{…}" and "|x|" are read. The Python text only ever goes to
the whitelisting evaluator in `_safe_eval`, never to `eval`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from functools import lru_cache

from ._safe_eval import MAX_MAGNITUDE, TooLarge

_TOKEN = re.compile(
    r"(?P<space>\s+)"
    r"|(?P<num>(?:US\$|[$€£¥₹])?(?:(?:\d{1,3}(?:,\d{3})+(?![\d,]\d)|\d+)(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?"
    r"(?:\s?(?:thousand|million|billion|trillion)\b)?(?:\s?%)?)"
    r"|(?P<op>\*\*|\^|[+*/×÷·−]|-(?![A-Za-z]{2})|\\(?:times|cdot|div|ast)(?![A-Za-z])"
    r"|\b(?:plus|minus|times|multiplied by|divided by)\b)"
    r"|(?P<post>\b(?:squared|cubed)\b)"
    r"|(?P<open>\\left\s*[(\[]|\\\{|[(\[{])"
    r"|(?P<close>\\right\s*[)\]]|\\\}|[)\]}])"
    r"|(?P<bar>\\left\s*\||\\right\s*\||\|)"
    r"|(?P<fn>\\?sqrt|\\d?frac|\\boxed)(?![A-Za-z])"
    r"|(?P<const>\\pi(?![A-Za-z])|π)"
    r"|(?P<cmd>\\[A-Za-z]+|\\.)"
    r"|(?P<var>(?<![A-Za-z'’])[A-Za-z](?![\w'’]))"
    r"|(?P<word>[A-Za-z]+(?:[-'’][A-Za-z0-9]+)*|°[CF]?)"
    r"|(?P<other>.)",
    re.S,
)
_OPS = {
    "**": "**", "^": "**", "+": "+", "plus": "+", "-": "-", "−": "-", "minus": "-", "*": "*", "×": "*", "·": "*",
    "\\times": "*", "\\cdot": "*", "\\ast": "*", "times": "*", "multiplied by": "*", "/": "/", "÷": "/",
    "\\div": "/", "divided by": "/",
}  # fmt: skip
_SCALES = {"thousand": 10**3, "million": 10**6, "billion": 10**9, "trillion": 10**12}
_VALUE_END = frozenset({"num", "close", "var", "const", "post", "bar_close"})
_VALUE_START = frozenset({"num", "open", "var", "const", "fn", "bar_open"})
_OPERATIONS = frozenset({"op", "post", "fn", "bar_open"})


@dataclass(frozen=True, slots=True)
class Token:
    kind: str
    """num, op, post, open, close, bar_open, bar_close, fn, const, var, unit, space or stop."""
    text: str
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class Side:
    """One expression read from the text: its tokens and span."""

    tokens: tuple[Token, ...]

    @property
    def start(self) -> int:
        return self.tokens[0].start

    @property
    def end(self) -> int:
        return self.tokens[-1].end

    def text(self, source: str) -> str:
        return source[self.start : self.end]

    @property
    def literal(self) -> str | None:
        """The number when the side is one number ("-40", "(25)", "\\boxed{12}", "$0.10/candle"), as written."""
        core = [t for t in self.tokens if t.kind not in ("unit", "space", "open", "close") and t.text != "\\boxed"]
        if len(core) == 2 and core[0].kind == "op" and core[0].text in "-−" and core[0].end == core[1].start:
            return "-" + core[1].text if core[1].kind == "num" else None
        return core[0].text if len(core) == 1 and core[0].kind == "num" else None

    @property
    def operates(self) -> bool:
        """Whether the side computes something (an operator, a power, a root), not only names a number."""
        return any(t.kind in _OPERATIONS and t.text != "\\boxed" for t in self.tokens)

    @property
    def lone_variable(self) -> str | None:
        core = [t for t in self.tokens if t.kind not in ("space", "open", "close")]
        return core[0].text if len(core) == 1 and core[0].kind == "var" else None


def tokenise(text: str, start: int = 0, end: int | None = None) -> list[Token]:
    """The tokens of text[start:end] (offsets into `text`), with words classified as units or stops."""
    masked = _without_maths_dollars(text) if "$" in text else text
    found = _TOKEN.finditer(masked, start, len(text) if end is None else end)
    raw = [Token(m.lastgroup or "other", text[m.start() : m.end()], m.start(), m.end()) for m in found]
    tokens = [Token("stop", t.text, t.start, t.end) if t.kind in ("other", "word", "cmd") else t for t in raw]
    _mark_units(tokens, raw)
    _mark_times(tokens)
    _mark_bars(tokens)
    return tokens


@lru_cache(maxsize=64)
def _without_maths_dollars(text: str) -> str:
    """`text` with the dollars that delimit maths ("$99^2$") turned into spaces, so they are not read as currency.

    Dollars pair up left to right; a pair whose inside is not maths is skipped by one dollar, so "$5 and $x^2$"
    finds "$x^2$". One pass over the dollar signs: linear in the text.
    """
    dollars = [i for i, ch in enumerate(text) if ch == "$"]
    chars = list(text)
    k = 0
    while k < len(dollars) - 1:
        first, second = dollars[k], dollars[k + 1]
        inside = text[first + 1 : second]
        after = text[second + 1 : second + 2]
        if _maths(inside) and not after.isdigit():
            chars[first] = chars[second] = " "
            k += 2
        else:
            k += 1
    return "".join(chars)


def _maths(inside: str) -> bool:
    """Whether the inside of a "$…$" pair is set as maths ("99^2", "x=2", "3"), not money ("5 + ", "20 and ")."""
    if not inside or inside[0].isspace():
        return False
    return any(ch in "\\^{}_" for ch in inside) or inside[-1].isalnum() or inside[-1] in "_)"


def _mark_units(tokens: list[Token], raw: list[Token]) -> None:
    """Words after a number that the expression continues past ("5 cups * 3 days", "$0.10/candle")."""
    solid = [i for i, t in enumerate(raw) if t.kind != "space"]
    for n, i in enumerate(solid):
        if raw[i].kind == "op" and raw[i].text == "/" and 0 < n < len(solid) - 1:
            before, after = raw[solid[n - 1]], raw[solid[n + 1]]
            if before.kind == "word" and before.end == raw[i].start:
                tokens[i] = Token("stop", "/", raw[i].start, raw[i].end)  # "30 shrimp/10 minutes": a rate
            if before.kind == "num" and after.kind == "word" and after.start == raw[i].end:
                tokens[i] = Token("unit", "/", raw[i].start, raw[i].end)  # "$0.10/candle": a rate, not a division
                tokens[solid[n + 1]] = Token("unit", after.text, after.start, after.end)
        if raw[i].kind != "word" or n == 0:
            continue
        back = n - 1
        if raw[solid[back]].kind == "word" and back > 0:
            back -= 1  # two-word units: "1 lb beeswax"
        if raw[solid[back]].kind != "num":
            continue
        ahead = n + 1
        while ahead < len(solid) and ahead - n < 2 and raw[solid[ahead]].kind == "word":
            ahead += 1
        if ahead == len(solid) or raw[solid[ahead]].kind in ("op", "close", "post") or raw[solid[n]].text[0] == "°":
            tokens[i] = Token("unit", raw[i].text, raw[i].start, raw[i].end)


def _mark_times(tokens: list[Token]) -> None:
    """An "x" standing alone between two values is a multiplication sign ("54103064 x 3/4")."""
    solid = [i for i, t in enumerate(tokens) if t.kind not in ("space", "unit")]
    for n, i in enumerate(solid[1:-1], start=1):
        token = tokens[i]
        if token.kind != "var" or token.text not in "xX" or tokens[i - 1].kind != "space":
            continue
        if tokens[solid[n - 1]].kind in ("num", "close") and tokens[solid[n + 1]].kind in ("num", "open"):
            tokens[i] = Token("op", "*", token.start, token.end)


def _mark_bars(tokens: list[Token]) -> None:
    """A bar after a value closes an absolute value; any other bar opens one."""
    previous = None
    for i, token in enumerate(tokens):
        if token.kind == "bar":
            closing = previous is not None and previous.kind in _VALUE_END
            tokens[i] = Token("bar_close" if closing else "bar_open", token.text, token.start, token.end)
        if tokens[i].kind not in ("space", "unit"):
            previous = tokens[i]


def runs(tokens: Sequence[Token]) -> list[list[Token]]:
    """Maximal stretches of expression tokens. A stop, or two values side by side with a space between
    ("a 5", "2) 3"), ends a stretch; the spaces inside a stretch are kept."""
    found: list[list[Token]] = []
    current: list[Token] = []
    last: Token | None = None
    spaced = False
    for token in tokens:
        if token.kind == "space":
            spaced = True
            if current:
                current.append(token)
            continue
        if token.kind == "stop" or (
            spaced and last is not None and last.kind in _VALUE_END and token.kind in _VALUE_START
        ):
            if current:
                found.append(_strip_spaces(current))
            current = [] if token.kind == "stop" else [token]
        else:
            current.append(token)
        last, spaced = (None if token.kind == "stop" else token), False
    if current:
        found.append(_strip_spaces(current))
    return [r for r in found if r]


def _strip_spaces(run: list[Token]) -> list[Token]:
    while run and run[-1].kind == "space":
        run = run[:-1]
    return run


def to_python(tokens: Sequence[Token], env: Mapping[str, Fraction]) -> str | None:
    """The expression as Python text for the whitelisting evaluator, or None when it has no value to compute
    (an unknown variable, an unbalanced bracket, a \\frac without its braces)."""
    out: list[str] = []
    groups: list[str] = []
    state = {"frac": False, "denominator": False}
    last = ""
    for token in tokens:
        kind = token.kind
        if kind in ("space", "unit"):
            continue
        text = _piece(token, env)
        if text is None or (kind == "fn" and text == "sqrt" and _next_text(tokens, token) == "["):
            return None  # an unknown variable; "\sqrt[3]{64}", a root not read
        if last in _VALUE_END and kind in _VALUE_START:
            out.append("*")  # "3(2869949)", "2x", ")("
        if kind == "fn" and token.text.endswith("frac"):
            if last == "num":
                return None  # "2\frac{1}{2}" is a mixed number, not a product
            out.append("(")
            state["frac"], kind = True, "op"
        elif kind in ("open", "bar_open"):
            groups.append(("num" if state["frac"] else "den" if state["denominator"] else "") + kind)
            state["frac"] = state["denominator"] = False
            out.append("abs(" if kind == "bar_open" else "(")
        elif kind in ("close", "bar_close"):
            if not groups or groups[-1].endswith("bar_open") != (kind == "bar_close"):
                return None
            group = groups.pop()
            out.append(")" + ("/" if group.startswith("num") else ")" if group.startswith("den") else ""))
            state["denominator"] = group.startswith("num")
            kind = "op" if group.startswith("num") else kind
        elif state["frac"] or state["denominator"]:
            return None  # "\frac12": not read
        else:
            out.append(text)
        last = kind
    return None if groups or state["frac"] or state["denominator"] else "".join(out)


def _next_text(tokens: Sequence[Token], token: Token) -> str:
    after = [t for t in tokens if t.start >= token.end and t.kind != "space"]
    return after[0].text if after else ""


def _piece(token: Token, env: Mapping[str, Fraction]) -> str | None:
    if token.kind == "num":
        try:
            value, _ = number(token.text)
        except ValueError:  # more digits than Python converts to an int
            raise TooLarge("number too large to check") from None
        if abs(value) > MAX_MAGNITUDE or value.denominator > MAX_MAGNITUDE:
            raise TooLarge("number too large to check")  # and str() of it may exceed Python's digit limit
        return f"({value.numerator}/{value.denominator})" if value.denominator != 1 else str(value.numerator)
    if token.kind == "op":
        return _OPS[re.sub(r"\s+", " ", token.text.lower())]
    if token.kind == "post":
        return "**2" if token.text.lower() == "squared" else "**3"
    if token.kind == "fn":
        return "" if token.text == "\\boxed" else "sqrt" if token.text.endswith("sqrt") else ""
    if token.kind == "const":
        return "pi"
    if token.kind == "var":
        bound = env.get(token.text)
        return None if bound is None else f"({bound.numerator}/{bound.denominator})"
    return ""


def number(text: str) -> tuple[Fraction, Decimal]:
    """(exact value, stated precision) of a number token: "$1,080.50" → (1080.5, 0.01), "3.4e+17" → (…, 1e6)."""
    sign = -1 if text[:1] in "-−" else 1
    bare = re.sub(r"^(?:US\$|[$€£¥₹])|,|\s", "", text.lstrip("-−"))
    scale = 1
    for word, size in _SCALES.items():
        if word in bare:
            bare, scale = bare.replace(word, ""), size
    percent = bare.endswith("%")
    bare = bare.rstrip("%")
    mantissa, _, exponent = bare.lower().partition("e")
    places = len(mantissa.partition(".")[2])
    step = Decimal(1).scaleb(int(exponent or 0) - places) * scale
    value = Fraction(bare) * scale * sign
    return (value / 100, step / 100) if percent else (value, step)
