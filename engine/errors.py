"""The engine's error tree. Everything the engine raises on purpose is a `SaifeError`, so a caller can catch one
class; a failed *check* is never an exception (it ends UNVERIFIABLE, or BLOCKED).

SaifeError
├── InputError (also a ValueError)      the request cannot be checked as given      (here)
├── ConfigError                         the configuration is unusable               (here)
├── ProviderError                       a model call failed, in plain words          (engine.providers.errors)
├── ModelOutputError                    a model's reply would not fit the schema     (engine.structured)
├── SearchError                         a web search returned no results             (engine.search.base)
├── PolicyError (also a ValueError)     a policy pack is missing or malformed        (engine.policy_packs)
├── AuditStoreError                     the audit store cannot be opened or written  (engine.audit)
└── ...                                 narrower ones next to the code that raises them

Each class lives next to the code that raises it (this module is imported by everything and imports nothing);
`engine` exports the public ones by name.
"""


class SaifeError(Exception):
    """Root of the errors the engine raises on purpose."""


class InputError(SaifeError, ValueError):
    """The request cannot be checked as given (empty answer, too large, not text)."""


class ConfigError(SaifeError):
    """The configuration is unusable (unknown provider, same-lab judge under strict independence)."""
