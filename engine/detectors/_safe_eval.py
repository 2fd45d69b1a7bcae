"""Evaluate a small arithmetic expression from untrusted text, exactly and within bounds. Never `eval`.

Only numbers, + - * / // % **, unary signs, parentheses, `sqrt(...)`, `abs(...)` and `pi` are accepted (an AST
whitelist).
Arithmetic is exact (fractions); results beyond 10**100, exponents that would build such numbers, deep nesting
and long expressions are refused with `TooLarge` before any work is done.
"""

from __future__ import annotations

import ast
from decimal import Decimal, localcontext
from fractions import Fraction

MAX_MAGNITUDE = Fraction(10) ** 100
"""Numbers beyond this are not checked: a claim about them is left unverifiable."""
MAX_CHARS = 200
MAX_NODES = 80
_MAX_POWER_BITS = 400
_PI = Fraction("3.14159265358979323846264338327950288")


class EvalError(ValueError):
    """The expression has no checkable value."""


class TooLarge(EvalError):
    """The expression or a step of it is too large to check."""


class DivisionByZero(EvalError):
    """The expression divides by zero: it has no value."""


class Unsupported(EvalError):
    """The expression uses something outside the whitelist (names, calls, strings…)."""


def evaluate(expression: str) -> Fraction:
    """The exact value of `expression`.

    Raises:
        TooLarge, DivisionByZero, Unsupported: the expression has no checkable value.
    """
    if len(expression) > MAX_CHARS:
        raise TooLarge(f"expression longer than {MAX_CHARS} characters")
    try:
        tree = ast.parse(expression.strip(), mode="eval")
    except (SyntaxError, ValueError, RecursionError, MemoryError) as error:
        raise Unsupported("not an arithmetic expression") from error
    if sum(1 for _ in ast.walk(tree)) > MAX_NODES:
        raise TooLarge("expression too long")
    return _Evaluator(expression.strip()).visit(tree.body)


class _Evaluator:
    def __init__(self, source: str) -> None:
        self.source = source

    def visit(self, node: ast.AST) -> Fraction:
        if isinstance(node, ast.Constant) and isinstance(node.value, int | float) and not isinstance(node.value, bool):
            return _bounded(_literal(ast.get_source_segment(self.source, node), node.value))
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
            value = self.visit(node.operand)
            return -value if isinstance(node.op, ast.USub) else value
        if isinstance(node, ast.BinOp):
            return _bounded(_binary(node.op, self.visit(node.left), self.visit(node.right)))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("sqrt", "abs"):
            if len(node.args) != 1 or node.keywords:
                raise Unsupported(f"{node.func.id} takes one number")
            value = self.visit(node.args[0])
            return _sqrt(value) if node.func.id == "sqrt" else abs(value)
        if isinstance(node, ast.Name) and node.id == "pi":
            return _PI
        raise Unsupported(f"{type(node).__name__} is not arithmetic")


def _literal(text: str | None, value: int | float) -> Fraction:
    """The exact value of a number as written ("0.1" stays 1/10, not the nearest float)."""
    try:
        return Fraction(text or str(value))
    except ValueError:  # hex, octal, binary or underscore forms
        return Fraction(value)


def _binary(op: ast.operator, left: Fraction, right: Fraction) -> Fraction:
    if isinstance(op, ast.Add):
        return left + right
    if isinstance(op, ast.Sub):
        return left - right
    if isinstance(op, ast.Mult):
        return left * right
    if isinstance(op, ast.Div | ast.FloorDiv | ast.Mod):
        if right == 0:
            raise DivisionByZero("division by zero")
        if isinstance(op, ast.Div):
            return left / right
        return Fraction(left // right) if isinstance(op, ast.FloorDiv) else left % right
    if isinstance(op, ast.Pow):
        return _power(left, right)
    raise Unsupported(f"{type(op).__name__} is not arithmetic")


def _power(base: Fraction, exponent: Fraction) -> Fraction:
    if exponent == Fraction(1, 2):
        return _sqrt(base)
    if exponent.denominator != 1:
        raise Unsupported("fractional powers are not checked")
    power = int(exponent)
    if base == 0 and power < 0:
        raise DivisionByZero("zero to a negative power")
    if base in (0, 1) or power == 0:
        return Fraction(1) if power == 0 else base
    if base == -1:
        return Fraction(-1 if power % 2 else 1)
    size = max(abs(base.numerator).bit_length(), base.denominator.bit_length())
    if abs(power) * size > _MAX_POWER_BITS:
        raise TooLarge("power too large to check")
    return base**power


def _sqrt(value: Fraction) -> Fraction:
    if value < 0:
        raise Unsupported("square root of a negative number")
    with localcontext() as context:
        context.prec = 40
        root = (Decimal(value.numerator) / Decimal(value.denominator)).sqrt()
    return Fraction(root)


def _bounded(value: Fraction) -> Fraction:
    if abs(value) > MAX_MAGNITUDE or value.denominator > MAX_MAGNITUDE:
        raise TooLarge("number too large to check")
    return value
