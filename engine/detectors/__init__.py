"""Detectors: independent checks over claims. `build_detectors` lists the ones a run uses."""

from .base import Detector, DetectorContext, unverifiable
from .registry import build_detectors

__all__ = ["Detector", "DetectorContext", "build_detectors", "unverifiable"]
