"""The no-model detectors are part of every run's detector set."""

from engine.config import Config
from engine.detectors import build_detectors


def test_deterministic_detectors_are_registered_with_their_names() -> None:
    names = [d.name for d in build_detectors(Config())]
    for name in ("arithmetic", "dates", "links", "python_api", "names", "policy"):
        assert names.count(name) == 1
