"""Ask a model for a reply that validates against a pydantic schema, whatever the server supports.

Three ways to ask, tried in order per (base URL, model): `json_schema` (the server enforces the schema),
`json_object` (any JSON, schema in the prompt), `prompt` (plain text with a ```json block). Live requests are
the probe: a mode stays while its replies validate and is confirmed after a few valid ones. A reply that
still fails after one repair re-ask is asked again in the next mode, and demotes an unconfirmed mode (or a
confirmed one that fails often, as a gateway that accepts `json_schema` and then ignores it) for every later
request. The choice is cached per (base URL, model). When every mode fails, `ModelOutputError` tells the caller
to mark its claims UNVERIFIABLE with the reason.
"""

from __future__ import annotations

import json
import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Literal, TypeVar

from pydantic import BaseModel, ValidationError

from .errors import SaifeError
from .providers.base import ChatMessage, ChatResponse, OutputMode
from .providers.errors import ErrorKind, ProviderError, redact

T = TypeVar("T", bound=BaseModel)
StructMode = Literal["json_schema", "json_object", "prompt"]
MODES: tuple[StructMode, ...] = ("json_schema", "json_object", "prompt")
CONFIRM_AFTER = 3
"""Valid replies after which a mode counts as confirmed for its (base URL, model)."""

Call = Callable[[tuple[ChatMessage, ...], OutputMode, dict[str, Any] | None], Awaitable[ChatResponse]]
"""Sends one request (messages, output mode, JSON schema) and returns the reply; raises ProviderError."""


class ModelOutputError(SaifeError):
    """The model's replies could not be turned into the schema, even after a repair re-ask and mode fallbacks."""

    def __init__(self, reason: str, *, raw: str = "", refused: bool = False) -> None:
        self.reason = redact(reason)[:400]
        self.raw = redact(raw)[:500]
        self.refused = refused
        super().__init__(self.reason)


@dataclass(frozen=True, slots=True)
class Structured(Generic[T]):
    """A validated reply and the mode that produced it."""

    value: T
    mode: StructMode


@dataclass(slots=True)
class _ModeState:
    index: int = 0
    ok: list[int] = field(default_factory=lambda: [0] * len(MODES))
    bad: list[int] = field(default_factory=lambda: [0] * len(MODES))

    def candidates(self) -> tuple[StructMode, ...]:
        return MODES[self.index :]

    def record_ok(self, mode: StructMode) -> None:
        self.ok[MODES.index(mode)] += 1

    def record_bad(self, mode: StructMode) -> None:
        i = MODES.index(mode)
        self.bad[i] += 1
        confirmed = self.ok[i] >= CONFIRM_AFTER
        failing_often = self.bad[i] * 4 > self.ok[i] + self.bad[i]
        if i == self.index and i < len(MODES) - 1 and (not confirmed or failing_often):
            self.index += 1

    def reject(self, mode: StructMode) -> None:
        """The server refused the request format itself (HTTP 400): move on at once."""
        i = MODES.index(mode)
        if i == self.index and i < len(MODES) - 1:
            self.index += 1


class ModeCache:
    """Which structured-output mode works, per (base URL, model)."""

    def __init__(self) -> None:
        self._states: dict[tuple[str, str], _ModeState] = {}

    def state(self, key: tuple[str, str]) -> _ModeState:
        return self._states.setdefault(key, _ModeState())

    def mode_for(self, key: tuple[str, str]) -> StructMode:
        """The mode the next request for `key` starts with."""
        return self.state(key).candidates()[0]

    def clear(self) -> None:
        self._states.clear()


SHARED_MODES = ModeCache()
"""Process-wide cache: a probe done once serves every later run against the same endpoint and model."""


async def ask(
    call: Call, messages: Sequence[ChatMessage], schema: type[T], *, key: tuple[str, str], cache: ModeCache
) -> Structured[T]:
    """Ask for a reply matching `schema`, trying the modes the cache still allows for `key`."""
    state = cache.state(key)
    last: ModelOutputError | None = None
    for mode in state.candidates():
        try:
            value = await _ask_in_mode(call, tuple(messages), schema, mode)
        except ProviderError as err:
            if err.kind is not ErrorKind.BAD_REQUEST or mode == "prompt":
                raise
            state.reject(mode)
            last = ModelOutputError(f"the server rejected {mode} output: {err.summary()}")
            continue
        except ModelOutputError as err:
            if err.refused:
                raise
            state.record_bad(mode)
            last = err
            continue
        state.record_ok(mode)
        return Structured(value, mode)
    raise last or ModelOutputError("no structured-output mode left to try")


async def _ask_in_mode(call: Call, messages: tuple[ChatMessage, ...], schema: type[T], mode: StructMode) -> T:
    """One request in `mode`, and one repair re-ask that shows the model its error."""
    schema_json = schema.model_json_schema()
    asked = _with_instructions(messages, schema_json, mode)
    output: OutputMode = "text" if mode == "prompt" else mode
    reply = await call(asked, output, schema_json)
    value, error = _read(reply, schema)
    if value is not None:
        return value
    repair = (
        *asked,
        ChatMessage(role="assistant", content=reply.text[:4000] or "(empty)"),
        ChatMessage(role="user", content=_REPAIR.format(error=error)),
    )
    second = await call(repair, output, schema_json)
    value, error = _read(second, schema)
    if value is not None:
        return value
    truncated = " (reply cut off at the token limit)" if second.finish_reason == "length" else ""
    raise ModelOutputError(f"reply did not match the schema in {mode} mode{truncated}: {error}", raw=second.text)


def _read(reply: ChatResponse, schema: type[T]) -> tuple[T | None, str]:
    """`parse_reply` of one reply; a refusal raises, since asking again in another way would not change it."""
    value, error = parse_reply(reply.text, schema)
    if value is None and (reply.refusal or _looks_like_refusal(reply.text)):
        raise ModelOutputError(f"the model refused: {(reply.refusal or reply.text)[:200]}", refused=True)
    return value, error


_REPAIR = (
    "Your previous reply could not be used: {error}\n"
    "Reply again with only the JSON object, complete and valid, matching the schema. No other text."
)
_INSTRUCTIONS: dict[StructMode, str] = {
    "json_schema": "Reply with a single JSON object only.",
    "json_object": "Reply with a single JSON object only, matching this JSON schema:\n{schema}",
    "prompt": "Reply with a single JSON object matching this JSON schema, inside one ```json code block, "
    "and nothing else:\n{schema}",
}


def _with_instructions(
    messages: tuple[ChatMessage, ...], schema_json: dict[str, Any], mode: StructMode
) -> tuple[ChatMessage, ...]:
    note = _INSTRUCTIONS[mode].format(schema=json.dumps(schema_json, separators=(",", ":")))
    if messages and messages[0].role == "system":
        head = ChatMessage(role="system", content=f"{messages[0].content}\n\n{note}")
        return (head, *messages[1:])
    return (ChatMessage(role="system", content=note), *messages)


def parse_reply(text: str, schema: type[T]) -> tuple[T | None, str]:
    """The validated object, or None and a short description of what was wrong."""
    if not text.strip():
        return None, "the reply was empty"
    try:
        data = extract_json(text)
    except ValueError as exc:
        return None, str(exc)
    try:
        return schema.model_validate(data), ""
    except ValidationError as exc:
        problems = "; ".join(f"{'.'.join(map(str, e['loc'])) or 'reply'}: {e['msg']}" for e in exc.errors()[:5])
        return None, f"the JSON does not match the schema ({problems})"


_FENCE = re.compile(r"```(?:json|JSON)?\s*\n?(.*?)```", re.S)


def extract_json(text: str) -> Any:
    """The JSON value in a reply: the whole text, a fenced block, or the outermost `{...}`."""
    candidates = [text.strip(), *(m.group(1).strip() for m in _FENCE.finditer(text))]
    first, last = text.find("{"), text.rfind("}")
    if 0 <= first < last:
        candidates.append(text[first : last + 1])
    for candidate in candidates:
        try:
            return json.loads(candidate)
        except ValueError:
            continue
    cut_off = text.count("{") > text.count("}") or text.count("[") > text.count("]")
    raise ValueError("the reply is not valid JSON" + (" (it looks cut off)" if cut_off else ""))


_REFUSAL = re.compile(r"^\s*(?:I'?m sorry|I am sorry|I can(?:'|no)t|I cannot|I won'?t|I'm unable|I am unable)", re.I)


def _looks_like_refusal(text: str) -> bool:
    return "{" not in text and bool(_REFUSAL.match(text))
