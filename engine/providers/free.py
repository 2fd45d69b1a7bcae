"""Free writer models, and the one sentence that says what is missing to use a model.

Free tiers still need a (free) key: OpenRouter's `:free` models, Groq, Gemini through Google AI Studio (its
OpenAI-compatible endpoint), Mistral's free plan and Cerebras. Each preset names its key variable and the page
where a person gets a key (`Preset.key_env`, `Preset.key_page`); this module turns them into plain words.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass

from .errors import ConfigError
from .presets import ModelRef, parse_model


@dataclass(frozen=True, slots=True, kw_only=True)
class FreeModel:
    """A writer that costs nothing with a free key."""

    model: str
    """`PROVIDER/MODEL`."""
    note: str
    """What it is, in a few words."""


FREE_WRITERS: tuple[FreeModel, ...] = (
    FreeModel(model="openrouter/meta-llama/llama-3.3-70b-instruct:free", note="Llama 3.3 70B, OpenRouter free"),
    FreeModel(model="openrouter/deepseek/deepseek-chat-v3-0324:free", note="DeepSeek V3, OpenRouter free"),
    FreeModel(model="openrouter/qwen/qwen3-235b-a22b:free", note="Qwen3 235B, OpenRouter free"),
    FreeModel(model="openrouter/google/gemma-3-27b-it:free", note="Gemma 3 27B, OpenRouter free"),
    FreeModel(model="groq/llama-3.3-70b-versatile", note="Llama 3.3 70B on Groq's free tier"),
    FreeModel(model="gemini/gemini-2.5-flash", note="Gemini 2.5 Flash, Google AI Studio free tier"),
    FreeModel(model="mistral/mistral-small-latest", note="Mistral Small, Mistral's free plan"),
    FreeModel(model="cerebras/llama-3.3-70b", note="Llama 3.3 70B on Cerebras' free tier"),
)
"""Free writers, OpenRouter's first (one free OpenRouter key serves them all)."""


def is_free(ref: ModelRef) -> bool:
    """Whether the model costs nothing on its provider's free tier (OpenRouter: only its `:free` models)."""
    if ref.preset.name == "openrouter":
        return ref.model.endswith(":free")
    return ref.preset.free_tier


def key_advice(ref: ModelRef) -> str:
    """The sentence that says which key the model needs, where to put it and where to get it."""
    preset = ref.preset
    if ref.preset.name == "openrouter" and is_free(ref):
        need = "free OpenRouter models still need a free OpenRouter key"
    elif is_free(ref):
        need = f"{preset.title}'s free tier still needs a free {preset.title} key"
    else:
        need = f"{preset.title} models need {_article(preset.title)} {preset.title} key"
    where = f"set {preset.key_env} or paste one"
    return f"{need}: {where}; get it at {preset.key_page}" if preset.key_page else f"{need}: {where}"


def missing_to_use(model: str, *, key: str | None = None, env: Mapping[str, str] | None = None) -> str | None:
    """What is missing to use `model` (`PROVIDER/MODEL`) as a writer or judge, as one plain sentence; None when
    nothing is: a key was given (`key`), the provider's key variable is set in `env` (default `os.environ`), or
    the provider needs none (a local server).

    >>> missing_to_use("openrouter/meta-llama/llama-3.3-70b-instruct:free", env={})
    'free OpenRouter models still need a free OpenRouter key: set OPENROUTER_API_KEY or paste one; get it at https://openrouter.ai/keys'
    """
    try:
        ref = parse_model(model)
    except ConfigError as exc:
        return str(exc)
    env = os.environ if env is None else env
    if ref.preset.key_env is None or (key or "").strip() or env.get(ref.preset.key_env, "").strip():
        return None
    return key_advice(ref)


def _article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"
