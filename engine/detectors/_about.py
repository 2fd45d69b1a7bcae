"""The source sentences about a name: those that write it, and those that open by referring to it.

"La Plaza Mall is a regional shopping mall … . The mall is the largest in south Texas." Both sentences are
about La Plaza Mall; the second says so through "The mall", which `engine.coreference` reads.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..lexical import SourceIndex, Span, tokens


@dataclass(frozen=True, slots=True)
class About:
    """A sentence about a name, and the sentence that names it when the first only refers to it."""

    span: Span
    named_in: str = ""


def sentences_about(name: str, index: SourceIndex) -> list[About]:
    """Every sentence that writes the name or opens by referring to it, in the sources' order."""
    patterns = name_patterns(name, index)
    found = []
    for span in index.spans:
        if any(pattern.search(span.text) for pattern in patterns):
            found.append(About(span))
        elif span.refers_to and any(pattern.search(span.refers_to) for pattern in patterns):
            found.append(About(span, _sentence_at(index, span.source, span.named_at)))
    return found


def name_patterns(name: str, index: SourceIndex) -> list[re.Pattern[str]]:
    """The name as a case-blind whole-word pattern (a plural "s" allowed); its last word instead when the
    sources never write the whole name ("Malle del Norte" for "Mall del Norte")."""
    name = name.strip()
    if not tokens(name):
        return []
    full = _pattern(name)
    if " " not in name or any(full.search(span.text) for span in index.spans):
        return [full]
    last = name.split()[-1]
    return [_pattern(last)] if tokens(last) else []


@lru_cache(maxsize=4096)
def _pattern(name: str) -> re.Pattern[str]:
    return re.compile(r"(?<!\w)" + name_text(name) + r"(?:e?s)?(?!\w)", re.I)


def name_text(name: str) -> str:
    """The name as pattern text in which straight and curly apostrophes match each other."""
    return "['’]".join(re.escape(part) for part in re.split(r"['’]", name))


def _sentence_at(index: SourceIndex, source: int | str, start: int) -> str:
    return next((span.text for span in index.spans if span.source == source and span.start == start), "")
