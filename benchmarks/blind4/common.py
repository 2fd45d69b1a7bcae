"""Compact form for the blind4 items: blind3's (`../blind3/common.py`), loaded from there.

F(question, sources, answer, claims)            -> faithful item
P(question, sources, answer, claims, error)     -> planted item, error = (kind, wrong, right)
"""

import importlib.util
import os

_PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "blind3", "common.py")
_SPEC = importlib.util.spec_from_file_location("blind3_common", _PATH)
_MODULE = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(_MODULE)
F, P = _MODULE.F, _MODULE.P
