"""Helper for the compact item form used in items_a.py and items_b.py."""


def I(domain, kind, question, sources, answer, claims, wrong=None, right=None):
    out_claims = []
    for c in claims:
        if len(c) == 3:
            text, quote, src = c
            label = "supported"
        else:
            text, quote, src, label = c
        out_claims.append({"text": text, "label": label, "quote": quote, "source": src})
    return {
        "domain": domain,
        "question": question,
        "sources": list(sources),
        "answer": answer,
        "label": "faithful" if kind is None else "planted",
        "error": None if kind is None else {"kind": kind, "wrong": wrong, "right": right},
        "claims": out_claims,
    }
