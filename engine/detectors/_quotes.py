"""Words quoted from one speaker, given to another: "Dr. Ravi Menon called the offer 'a cut in real terms'" against
"Union representative Carla Nunes said members had rejected the offer, calling it 'a cut in real terms.' The
chief executive, Dr. Ravi Menon, said he was 'disappointed'."

The quoted words are in the sources and so is the name, so lexical support passes the claim. But a quote belongs
to whoever the sentence names before it: when the sentence that holds the quote names people before it and the
claim's speaker is none of them, the claim has put the words in another's mouth.
"""

from __future__ import annotations

import re

from ..lexical import STOPWORDS
from ._claim_names import TITLES
from ._slots import NAME_RUN

_QUOTED = re.compile(r"(?:(?<![\w'’])['‘]|[\"“])(?P<words>[^\"“”‘’']{6,}?)[.,!?]?(?:[\"”]|['’](?![\w]))")
"""A quotation in quote marks, not an apostrophe: "Catherine the Great's" and "Carnes' house" quote nothing."""
_SPEECH = re.compile(
    r"\b(?:said|says|told|tells|called|calls|calling|described|describes|describing|added|adds|wrote|writes|"
    r"warned|warns|argued|argues|stated|states|insisted|insists|claimed|claims)\b",
    re.I,
)


def quote_of_another(claim: str, sentence: str) -> tuple[str, str, str] | None:
    """(the quoted words, whom the sentence gives them to, the claim's speaker), or None. Both must say who
    speaks with a verb of saying before the quote ("X said …", "calling it …")."""
    for quoted in _QUOTED.finditer(claim):
        words = quoted.group("words").strip(" .,!?")
        speaker = _speaker(claim[: quoted.start()])
        at = sentence.lower().find(words.lower())
        if len(words.split()) < 2 or not speaker or at < 0:
            continue
        said_by = _speaker(sentence[:at])
        mine = {w.lower() for w in speaker.split()}
        if said_by and not mine & {w.lower() for w in said_by.split()}:
            return words, said_by, speaker
    return None


def _speaker(before: str) -> str:
    """The last name before the last verb of saying in `before` (the text up to a quote), or ""."""
    verbs = list(_SPEECH.finditer(before))
    if not verbs:
        return ""
    names = _names(before[: verbs[-1].start()])
    return names[-1] if names else ""


def _names(text: str) -> list[str]:
    """The names of a text, without the titles and plain words a run may open with ("The", "Dr.")."""
    names = []
    for found in NAME_RUN.finditer(text):
        words = found.group().split()
        while words and (words[0].lower() in STOPWORDS or words[0].rstrip(".") in TITLES):
            words = words[1:]
        if words:
            names.append(" ".join(words))
    return names
