"""Source sentences quoted back as answers: how often offline checking confirms them, and never contradicts them.

An answer that copies a sentence of its own source is true by construction (as far as the source goes), so every
claim of it should be SUPPORTED and none may be CONTRADICTED: a contradiction here is a false alarm, and the
repair stage would then "correct" a true sentence. For every item with sources in the shared data files, up to
`--per-item` sentences of its first source (40 to 300 characters, drawn with a fixed seed) are checked as
answers against the item's sources. The script prints the share of SUPPORTED claims, the answers that did not end
VERIFIED, and every CONTRADICTED claim with its reason. With `--wrap N` the sources are first broken into lines
of at most N characters, as text pasted from e-mails and PDFs is; the figures should not move. With `--dress`
the answer is written the way assistants write it, and the figures should not move either:
`attribution` ("According to the source, …"), `citation` ("… [1]."), `framing` ("Indeed, …"); `clause` keeps
only a sentence's first clause ("Rome is the capital of Italy, and …" → "Rome is the capital of Italy."), the way a
summary quotes part of a sentence: the checks that read who did what must not take such a part for a rearrangement.
With `--why` the reasons of the claims left unconfirmed are counted.

    uv run python benchmarks/quoted_back.py [--data ../shared/data] [--per-item 4] [--wrap 72]
        [--dress attribution|citation|framing|clause|moved] [--why]
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import textwrap
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from engine import Config, Verdict, verify
from engine.bench.probes import quotable_sentences

SEED = 7
OFFLINE = Config(offline=True, db_path="")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=Path(__file__).resolve().parents[1] / ".." / "shared" / "data")
    parser.add_argument("--per-item", type=int, default=4)
    parser.add_argument("--wrap", type=int, default=0, help="break the sources into lines of at most N characters")
    parser.add_argument("--dress", choices=sorted(DRESSES), help="write each answer the way assistants do")
    parser.add_argument("--why", action="store_true", help="count the reasons of the claims left unconfirmed")
    args = parser.parse_args(argv)
    verdicts: Counter[str] = Counter()
    answers = verified = 0
    contradicted: list[str] = []
    reasons_left: Counter[str] = Counter()
    for name, record, sentence in quotable_sentences(args.data, args.per_item, random.Random(SEED)):
        sources = [_wrapped(s, args.wrap) for s in record["sources"]]
        answer = DRESSES[args.dress](sentence) if args.dress else sentence
        report = verify(answer, sources, config=OFFLINE)
        answers += 1
        verified += report.status is not None and report.status.value == "VERIFIED"
        for result in report.claims:
            if not result.claim.check_worthy:
                continue
            verdicts[result.verdict.value] += 1
            if result.verdict is not Verdict.SUPPORTED:
                reasons_left[_reason_kind(" ".join(f.reason for f in result.findings))] += 1
            if result.verdict is Verdict.CONTRADICTED:
                reasons = "; ".join(f.reason for f in result.findings if f.verdict is Verdict.CONTRADICTED)
                contradicted.append(f"  {record['id']} ({name}): {result.claim.text[:80]!r} -> {reasons}")
    if not answers:
        print(f"no items with sources in {args.data}: nothing to measure", file=sys.stderr)
        return 2
    claims = sum(verdicts.values())
    print(f"sentences quoted back: {answers}, VERIFIED {verified} ({verified / answers:.1%})")
    print(
        f"claims: {claims}, SUPPORTED {verdicts['SUPPORTED']} ({verdicts['SUPPORTED'] / max(1, claims):.1%}), "
        f"UNVERIFIABLE {verdicts['UNVERIFIABLE']}, CONTRADICTED {verdicts['CONTRADICTED']} (must be 0)"
    )
    print("\n".join(contradicted))
    if args.why:
        for kind, count in reasons_left.most_common():
            print(f"  {count:4d}  {kind}")
    return 0


def _reason_kind(reason: str) -> str:
    """A reason without what it quotes or counts, so alike reasons count together."""
    return re.sub(r"\d+%|“[^”]*”|\(best match[^)]*\)", "…", reason)[:90]


def _lowered(sentence: str) -> str:
    """The sentence as it reads after an opening: a common first word loses its capital, a name keeps it."""
    first = sentence.split(maxsplit=1)[0]
    common = first in {"The", "A", "An", "In", "It", "This", "He", "She", "They", "Its", "His", "Her", "Their"}
    return sentence[0].lower() + sentence[1:] if common else sentence


_CLAUSE_END = re.compile(r"[,;]\s|\s(?:but|while|whereas)\s")
_SUBORDINATE = frozenset(
    "although though after before when whenever while if unless because since as unlike except despite in on at by"
    " with for from during following under over among between".split()
)


def _first_clause(sentence: str) -> str:
    """The sentence's first clause as a sentence of its own ("Rome is the capital of Italy, and …" → "Rome is the
    capital of Italy."), or the sentence when that clause is short or subordinate ("After the war, …")."""
    cut = _CLAUSE_END.search(sentence)
    first = sentence.split(maxsplit=1)[0].lower()
    if cut is None or first in _SUBORDINATE or len(sentence[: cut.start()].split()) < 5:
        return sentence
    return sentence[: cut.start()].rstrip() + "."


_OPENING_PHRASE = re.compile(
    r"^(?P<phrase>(?:In|On|At|During|After|Before|By|Since|From)\s[^,]{3,40}),\s+(?P<rest>.+?)\.?$"
)


def _phrase_moved(sentence: str) -> str:
    """The sentence with an opening phrase moved to its end ("In 2019, she won." → "She won in 2019."), or the
    sentence as it is when it opens otherwise."""
    found = _OPENING_PHRASE.match(sentence.strip())
    if found is None or re.search(r"[.!?\]]\s|\.[A-Z]", found.group("rest")):
        return sentence  # several sentences: the phrase would land in another, where it may be false
    rest, phrase = found.group("rest"), found.group("phrase")
    return f"{rest[0].upper()}{rest[1:]} {phrase[0].lower()}{phrase[1:]}."


DRESSES: dict[str, Callable[[str], str]] = {
    "attribution": lambda s: f"According to the source, {_lowered(s)}",
    "citation": lambda s: f"{s[:-1]} [1]." if s.endswith(".") else f"{s} [1]",
    "framing": lambda s: f"Indeed, {_lowered(s)}",
    "clause": _first_clause,
    "moved": _phrase_moved,
}


def _wrapped(text: str, width: int) -> str:
    return "\n".join(textwrap.wrap(text, width, break_long_words=False, break_on_hyphens=False)) if width else text


if __name__ == "__main__":
    sys.exit(main())
