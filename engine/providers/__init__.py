"""Model providers: presets, the two SDK adapters, error classification and usage accounting.

Every OpenAI-compatible endpoint goes through `openai_compat.OpenAICompatModel`; Anthropic's Messages API
through `anthropic_adapter.AnthropicModel`. `engine.router.Router` decides retries, concurrency and roles.
"""

from .base import ChatMessage, ChatModel, ChatRequest, ChatResponse, OutputMode
from .errors import ConfigError, ErrorKind, ProviderError, redact
from .presets import PRESETS, ModelRef, Preset, context_tokens, lab_of, parse_model
from .usage import PRICES, CallRecord, Price, RouterStats

__all__ = [
    "PRESETS",
    "PRICES",
    "CallRecord",
    "ChatMessage",
    "ChatModel",
    "ChatRequest",
    "ChatResponse",
    "ConfigError",
    "ErrorKind",
    "ModelRef",
    "OutputMode",
    "Preset",
    "Price",
    "ProviderError",
    "RouterStats",
    "context_tokens",
    "lab_of",
    "parse_model",
    "redact",
]
