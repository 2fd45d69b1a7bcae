"""Units of measure: the names a text may use, their dimension, and exact conversions between them."""

from __future__ import annotations

import re
from decimal import Decimal
from typing import NamedTuple


class Unit(NamedTuple):
    """One unit: its dimension and how it maps onto the dimension's base unit (base = value * factor + offset)."""

    dimension: str
    factor: Decimal
    offset: Decimal = Decimal(0)


_D = Decimal
_YEAR_S = _D("31557600")  # Julian year: what "2 years is 24 months" arithmetic assumes
UNITS: dict[str, Unit] = {
    "km": Unit("length", _D(1000)), "m": Unit("length", _D(1)), "cm": Unit("length", _D("0.01")),
    "mm": Unit("length", _D("0.001")), "mi": Unit("length", _D("1609.344")), "ft": Unit("length", _D("0.3048")),
    "in": Unit("length", _D("0.0254")), "yd": Unit("length", _D("0.9144")), "nmi": Unit("length", _D(1852)),
    "kg": Unit("mass", _D(1)), "g": Unit("mass", _D("0.001")), "mg": Unit("mass", _D("0.000001")),
    "lb": Unit("mass", _D("0.45359237")), "oz": Unit("mass", _D("0.028349523125")),
    "t": Unit("mass", _D(1000)), "st": Unit("mass", _D("6.35029318")),
    "s": Unit("time", _D(1)), "ms": Unit("time", _D("0.001")), "min": Unit("time", _D(60)),
    "h": Unit("time", _D(3600)), "day": Unit("time", _D(86400)), "week": Unit("time", _D(604800)),
    "month": Unit("time", _YEAR_S / 12), "year": Unit("time", _YEAR_S),
    "L": Unit("volume", _D(1)), "mL": Unit("volume", _D("0.001")), "gal": Unit("volume", _D("3.785411784")),
    "m³": Unit("volume", _D(1000)), "ft³": Unit("volume", _D("28.316846592")),
    "km/h": Unit("speed", _D(1) / _D("3.6")), "mph": Unit("speed", _D("0.44704")), "m/s": Unit("speed", _D(1)),
    "kn": Unit("speed", _D(1852) / _D(3600)),
    "°C": Unit("temperature", _D(1)), "°F": Unit("temperature", _D(5) / _D(9), _D(-160) / _D(9)),
    "K": Unit("temperature", _D(1), _D("-273.15")),
    "KB": Unit("data", _D(1000)), "MB": Unit("data", _D(10**6)), "GB": Unit("data", _D(10**9)),
    "TB": Unit("data", _D(10**12)), "KiB": Unit("data", _D(1024)), "MiB": Unit("data", _D(1024**2)),
    "GiB": Unit("data", _D(1024**3)),
    "ha": Unit("area", _D(10000)), "acre": Unit("area", _D("4046.8564224")), "km²": Unit("area", _D(10**6)),
    "m²": Unit("area", _D(1)), "sq mi": Unit("area", _D("2589988.110336")), "sq ft": Unit("area", _D("0.09290304")),
    "kJ": Unit("energy", _D(1000)), "kcal": Unit("energy", _D(4184)),
    "Wh": Unit("energy", _D(3600)), "kWh": Unit("energy", _D(3600 * 10**3)), "MWh": Unit("energy", _D(3600 * 10**6)),
    "GWh": Unit("energy", _D(3600 * 10**9)), "TWh": Unit("energy", _D(3600 * 10**12)),
    "W": Unit("power", _D(1)), "kW": Unit("power", _D(10**3)), "MW": Unit("power", _D(10**6)),
    "GW": Unit("power", _D(10**9)),
}  # fmt: skip
_ALIASES = {
    "km": ["km", "kms", "kilometre", "kilometres", "kilometer", "kilometers"],
    "m": ["metre", "metres", "meter", "meters"], "cm": ["cm", "centimetre", "centimetres", "centimeter", "centimeters"],
    "mm": ["mm", "millimetre", "millimetres", "millimeter", "millimeters"], "mi": ["mi", "mile", "miles"],
    "ft": ["ft", "foot", "feet"], "in": ["inch", "inches"], "yd": ["yd", "yard", "yards"],
    "nmi": ["nautical mile", "nautical miles"],
    "kg": ["kg", "kgs", "kilogram", "kilograms", "kilo", "kilos"], "g": ["gram", "grams"],
    "mg": ["mg", "milligram", "milligrams"], "lb": ["lb", "lbs", "pound", "pounds"], "oz": ["oz", "ounce", "ounces"],
    "t": ["tonne", "tonnes", "metric ton", "metric tons"], "st": ["stone"],
    "s": ["sec", "secs", "second", "seconds"], "ms": ["ms", "millisecond", "milliseconds"],
    "min": ["min", "mins", "minute", "minutes"], "h": ["hr", "hrs", "hour", "hours"], "day": ["day", "days"],
    "week": ["week", "weeks"], "month": ["month", "months"], "year": ["year", "years"],
    "L": ["litre", "litres", "liter", "liters"], "mL": ["ml", "millilitre", "millilitres", "milliliter", "milliliters"],
    "gal": ["gal", "gallon", "gallons"],
    "m³": ["m³", "cu m", "cubic metre", "cubic metres", "cubic meter", "cubic meters"],
    "ft³": ["ft³", "cu ft", "cubic foot", "cubic feet"],
    "km/h": ["km/h", "kph", "kmh", "kilometres per hour", "kilometers per hour"],
    "mph": ["mph", "miles per hour"], "m/s": ["m/s", "metres per second", "meters per second"],
    "kn": ["knot", "knots"],
    "°C": ["°c", "° c", "ºc", "degrees celsius", "degrees c", "degree celsius", "celsius", "degrees centigrade"],
    "°F": ["°f", "° f", "ºf", "degrees fahrenheit", "degrees f", "degree fahrenheit", "fahrenheit"],
    "K": ["kelvin", "kelvins"],
    "KB": ["kb", "kilobyte", "kilobytes"], "MB": ["mb", "megabyte", "megabytes"], "GB": ["gb", "gigabyte", "gigabytes"],
    "TB": ["tb", "terabyte", "terabytes"], "KiB": ["kib"], "MiB": ["mib"], "GiB": ["gib"],
    "ha": ["ha", "hectare", "hectares"], "acre": ["acre", "acres"],
    "km²": ["km²", "km2", "sq km", "square kilometres", "square kilometers"],
    "m²": ["m²", "m2", "sq m", "square metres", "square meters"], "sq mi": ["sq mi", "square mile", "square miles"],
    "sq ft": ["sq ft", "sq. ft", "ft²", "ft2", "square foot", "square feet"],
    "kJ": ["kj", "kilojoule", "kilojoules"],
    # food energy: a label's and an answer's "calories" are kilocalories ("446 kcal" is "446 calories")
    "kcal": ["kcal", "kcals", "kilocalorie", "kilocalories", "calorie", "calories"],
    "Wh": ["wh", "watt-hour", "watt-hours", "watt hours"],
    "kWh": ["kwh", "kilowatt-hour", "kilowatt-hours", "kilowatt hours"],
    "MWh": ["mwh", "megawatt-hour", "megawatt-hours", "megawatt hours"],
    "GWh": ["gwh", "gigawatt-hours", "gigawatt hours"],
    "TWh": ["twh", "terawatt-hours", "terawatt hours"], "W": ["watt", "watts"], "kW": ["kw", "kilowatt", "kilowatts"],
    "MW": ["mw", "megawatt", "megawatts"], "GW": ["gw", "gigawatt", "gigawatts"],
}  # fmt: skip
_BY_ALIAS = {alias: canonical for canonical, aliases in _ALIASES.items() for alias in aliases}
_BY_ALIAS.update({"m": "m", "t": "t", "g": "g"})  # one-letter forms reach here only after a number ("5 m", "45 g")

_Tree = dict[str, "_Tree"]


def _as_trie(words: list[str]) -> str:
    """A regex matching any of `words` (a space matches any whitespace), written as a tree of shared prefixes so
    that the regex engine tries each letter once rather than every word in turn: for a figure's unit it is about
    eight times faster than the plain alternation, and matches the same (a longer word is tried before a word it
    starts with, as in a longest-first alternation)."""
    tree: _Tree = {}
    for word in words:
        node = tree
        for char in word:
            node = node.setdefault(char, {})
        node[""] = {}

    def branch(node: _Tree) -> str:
        parts = [(r"\s" if char == " " else re.escape(char)) + branch(node[char]) for char in sorted(node) if char]
        if not parts:
            return ""
        body = "(?:" + "|".join(parts) + ")" if len(parts) > 1 or "" in node else parts[0]
        return body + "?" if "" in node else body

    return branch(tree)


UNIT_PATTERN = "(?:(?i:" + _as_trie([a for a in _BY_ALIAS if len(a) > 1]) + r")|g)(?![A-Za-z0-9])"
"""Every multi-letter unit name (case-insensitive), and grams' lower-case "g" ("a 45 g serving", "45g"; a capital
"5G" is a network), for use right after a number."""


def canonical_unit(text: str) -> str:
    """The canonical unit for a unit name as written ("kilometres" → "km"), or "" when unknown."""
    key = re.sub(r"\s+", " ", text.strip()).lower()
    return _BY_ALIAS.get(key, "")


def dimension(unit: str) -> str:
    """The dimension of a canonical unit ("km" → "length"), or "" for no or unknown unit."""
    found = UNITS.get(unit)
    return found.dimension if found else ""


def convert(value: Decimal, source: str, target: str) -> Decimal | None:
    """`value` in unit `source` expressed in unit `target`; None when the two measure different things."""
    a, b = UNITS.get(source), UNITS.get(target)
    if a is None or b is None or a.dimension != b.dimension:
        return None
    base = value * a.factor + a.offset
    return (base - b.offset) / b.factor
