"""Token accounting per role and a cost estimate from a price table the user can extend."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import ConfigError


@dataclass(frozen=True, slots=True)
class Price:
    """US dollars per million tokens."""

    input: float
    output: float


# Published list prices (USD per million tokens) at the time of writing; an estimate, not a bill.
# Keys are model-name prefixes without the provider; the longest matching prefix wins.
PRICES: dict[str, Price] = {
    "gpt-4o-mini": Price(0.15, 0.60),
    "gpt-4o": Price(2.50, 10.00),
    "gpt-4.1-nano": Price(0.10, 0.40),
    "gpt-4.1-mini": Price(0.40, 1.60),
    "gpt-4.1": Price(2.00, 8.00),
    "gpt-5-nano": Price(0.05, 0.40),
    "gpt-5-mini": Price(0.25, 2.00),
    "gpt-5": Price(1.25, 10.00),
    "o4-mini": Price(1.10, 4.40),
    "o3": Price(2.00, 8.00),
    "claude-haiku-4": Price(1.00, 5.00),
    "claude-3-5-haiku": Price(0.80, 4.00),
    "claude-sonnet-4": Price(3.00, 15.00),
    "claude-opus-4": Price(15.00, 75.00),
    "gemini-2.5-flash-lite": Price(0.10, 0.40),
    "gemini-2.5-flash": Price(0.30, 2.50),
    "gemini-2.5-pro": Price(1.25, 10.00),
    "mistral-small": Price(0.10, 0.30),
    "mistral-large": Price(2.00, 6.00),
    "deepseek-chat": Price(0.27, 1.10),
    "deepseek-reasoner": Price(0.55, 2.19),
    "llama-3.3-70b": Price(0.59, 0.79),
    "llama-3.1-8b": Price(0.05, 0.08),
}


def load_prices(path: str | Path) -> dict[str, Price]:
    """Read a JSON price file: `{"model-prefix": {"input": 1.0, "output": 2.0}, ...}` (USD per million tokens)."""
    try:
        raw = json.loads(Path(path).read_text(encoding="utf-8"))
        return {str(k): Price(float(v["input"]), float(v["output"])) for k, v in raw.items()}
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        shape = "{model: {input, output}}"
        raise ConfigError(f"price file {str(path)!r} is not readable JSON of {shape}: {exc}") from None


def price_for(model: str, prices: Mapping[str, Price]) -> Price | None:
    """The price of `model` (free tiers such as `:free` cost nothing); None when unknown."""
    name = model.lower()
    if name.endswith(":free"):
        return Price(0.0, 0.0)
    bare = name.rpartition("/")[2]
    matches = [key for key in prices if bare.startswith(key.lower()) or name.startswith(key.lower())]
    return prices[max(matches, key=len)] if matches else None


@dataclass(frozen=True, slots=True, kw_only=True)
class CallRecord:
    """One model call, as the pipeline turns it into a `ModelCalled` event. Carries no key."""

    role: str
    model: str
    """`provider/model`."""
    ok: bool
    input_tokens: int = 0
    output_tokens: int = 0
    elapsed_ms: int = 0
    error: str | None = None
    """Redacted, plain-language reason when `ok` is false."""

    @property
    def tokens(self) -> int:
        return self.input_tokens + self.output_tokens


@dataclass(slots=True)
class RoleUsage:
    calls: int = 0
    failed_calls: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    cost_usd: float = 0.0
    cost_known: bool = True

    @property
    def tokens(self) -> int:
        return self.input_tokens + self.output_tokens


@dataclass(slots=True)
class RouterStats:
    """Running totals of a router: calls, tokens and estimated cost, per role and overall."""

    by_role: dict[str, RoleUsage] = field(default_factory=dict)

    def record(self, call: CallRecord, price: Price | None) -> None:
        usage = self.by_role.setdefault(call.role, RoleUsage())
        usage.calls += 1
        usage.failed_calls += 0 if call.ok else 1
        usage.input_tokens += call.input_tokens
        usage.output_tokens += call.output_tokens
        if price is None:
            usage.cost_known = usage.cost_known and call.tokens == 0
        else:
            usage.cost_usd += (call.input_tokens * price.input + call.output_tokens * price.output) / 1_000_000

    @property
    def model_calls(self) -> int:
        return sum(u.calls for u in self.by_role.values())

    @property
    def tokens(self) -> int:
        return sum(u.tokens for u in self.by_role.values())

    @property
    def cost_usd(self) -> float:
        return sum(u.cost_usd for u in self.by_role.values())

    def to_dict(self) -> dict[str, Any]:
        """Totals and per-role figures for the report's `stats`."""
        return {
            "model_calls": self.model_calls,
            "tokens": self.tokens,
            "cost_usd": round(self.cost_usd, 6),
            "cost_known": all(u.cost_known for u in self.by_role.values()),
            "by_role": {
                role: {
                    "model_calls": u.calls,
                    "failed_calls": u.failed_calls,
                    "input_tokens": u.input_tokens,
                    "output_tokens": u.output_tokens,
                    "tokens": u.tokens,
                    "cost_usd": round(u.cost_usd, 6),
                }
                for role, u in self.by_role.items()
            },
        }
