"""Compact form for the blind5 items (written for this set; same interface as blind4's common.py).

F(question, sources, answer, claims)            -> faithful item
P(question, sources, answer, claims, error)     -> planted item, error = (kind, wrong, right)

`sources` is one string or a list of 1-2 strings. Each claim is a tuple:
    (text, quote)                 supported, quote from sources[0]
    (text, quote, source)         supported, quote from sources[source]
    ("X", text, quote[, source])  contradicted
    ("U", text)                   unsupported (quote and source null)
"""


def _claim(c):
    if c[0] == "X":
        return {"text": c[1], "label": "contradicted", "quote": c[2], "source": c[3] if len(c) > 3 else 0}
    if c[0] == "U":
        return {"text": c[1], "label": "unsupported", "quote": None, "source": None}
    return {"text": c[0], "label": "supported", "quote": c[1], "source": c[2] if len(c) > 2 else 0}


def _item(question, sources, answer, claims, label, error):
    if isinstance(sources, str):
        sources = [sources]
    return {
        "question": question,
        "sources": list(sources),
        "answer": answer,
        "label": label,
        "error": error,
        "claims": [_claim(c) for c in claims],
    }


def F(question, sources, answer, claims):
    return _item(question, sources, answer, claims, "faithful", None)


def P(question, sources, answer, claims, error):
    kind, wrong, right = error
    return _item(question, sources, answer, claims, "planted", {"kind": kind, "wrong": wrong, "right": right})
