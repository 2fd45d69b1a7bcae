"""One error tree: every error the engine raises on purpose is a `SaifeError`, so a caller catches one class."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import pytest

import engine
from engine import (
    AuditStoreError,
    ConfigError,
    InputError,
    ModelOutputError,
    PolicyError,
    ProviderError,
    SaifeError,
    SearchError,
)


def public_engine_modules() -> list[str]:
    """Every engine module whose dotted name has no `_private` part (a private module's errors stay in its package)."""
    names = [info.name for info in pkgutil.walk_packages(engine.__path__, "engine.")]
    return ["engine", *(name for name in names if not any(part.startswith("_") for part in name.split(".")))]


def exceptions_defined_in(module_name: str) -> list[type[BaseException]]:
    module = importlib.import_module(module_name)
    return [
        value
        for name, value in vars(module).items()
        if inspect.isclass(value)
        and issubclass(value, BaseException)
        and value.__module__ == module_name
        and not name.startswith("_")
    ]


@pytest.mark.parametrize(
    "error",
    [InputError, ConfigError, ProviderError, ModelOutputError, SearchError, PolicyError, AuditStoreError],
)
def test_each_public_error_is_a_saife_error(error: type[Exception]) -> None:
    assert issubclass(error, SaifeError)


def test_every_exception_in_the_public_api_is_a_saife_error() -> None:
    exported = [getattr(engine, name) for name in engine.__all__]
    errors = [value for value in exported if inspect.isclass(value) and issubclass(value, BaseException)]
    assert len(errors) >= 8
    assert [error.__name__ for error in errors if not issubclass(error, SaifeError)] == []


def test_every_exception_class_the_engine_defines_is_a_saife_error() -> None:
    defined = {error for module in public_engine_modules() for error in exceptions_defined_in(module)}
    assert {"ProviderError", "SearchError", "ModelOutputError", "PolicyError"} <= {error.__name__ for error in defined}
    assert sorted(f"{e.__module__}.{e.__name__}" for e in defined if not issubclass(e, SaifeError)) == []


def test_errors_that_were_value_errors_still_are() -> None:
    """Callers that caught ValueError for bad input or a bad policy pack keep working."""
    assert issubclass(InputError, ValueError) and issubclass(PolicyError, ValueError)


def test_a_provider_error_is_caught_as_a_saife_error() -> None:
    from engine.providers.errors import ErrorKind

    with pytest.raises(SaifeError, match="the key was refused"):
        raise ProviderError(ErrorKind.AUTH, status=401)
