"""Compact form for the blind3 items.

F(question, sources, answer, claims)            -> faithful item
P(question, sources, answer, claims, error)     -> planted item, error = (kind, wrong, right)

A claim is (text, quote) or (text, quote, source_index) for a supported claim,
("X", text, quote[, source_index]) for the contradicted claim, and ("U", text) for the unsupported claim.
"""


def _claim(c):
    if c[0] == "U":
        return {"text": c[1], "label": "unsupported", "quote": None, "source": None}
    if c[0] == "X":
        return {"text": c[1], "label": "contradicted", "quote": c[2], "source": c[3] if len(c) > 3 else 0}
    return {"text": c[0], "label": "supported", "quote": c[1], "source": c[2] if len(c) > 2 else 0}


def _src(s):
    return [s] if isinstance(s, str) else list(s)


def F(question, sources, answer, claims):
    return {"question": question, "sources": _src(sources), "answer": answer, "label": "faithful",
            "error": None, "claims": [_claim(c) for c in claims]}


def P(question, sources, answer, claims, error):
    kind, wrong, right = error
    return {"question": question, "sources": _src(sources), "answer": answer, "label": "planted",
            "error": {"kind": kind, "wrong": wrong, "right": right}, "claims": [_claim(c) for c in claims]}
