"""The engine's error tree: usage and configuration problems. A failed *check* is never an exception."""


class SaifeError(Exception):
    """Root of the errors the engine raises on purpose."""


class InputError(SaifeError, ValueError):
    """The request cannot be checked as given (empty answer, too large, not text)."""


class ConfigError(SaifeError):
    """The configuration is unusable (unknown provider, same-lab judge under strict independence)."""
