"""Rule-based claim splitter: sentences, list items and code blocks, each with its span in the answer.

Used whenever no splitter model is configured, and as the fallback when the model fails.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from typing import Literal

from .citations import blank_citations
from .normalize import strip_span
from .types import Claim

_FENCE = re.compile(r"^[ \t]{0,3}(`{3,}|~{3,})[^\n]*\n.*?(?:^[ \t]{0,3}\1[ \t]*$|\Z)", re.M | re.S)
_HEADING = re.compile(r"^[ \t]{0,3}#{1,6}(?:\s|$)")
_SETEXT_UNDERLINE = re.compile(r"^[ \t]*(?:=+|-{2,})[ \t]*$")
_LIST_MARKER = re.compile(r"[ \t]*(?:[-*+•]|\d{1,3}[.)]|[a-zA-Z][.)](?=\s))[ \t]+")
_QUOTE_MARKER = re.compile(r"[ \t]*(?:>[ \t]?)+")
TABLE_RULE = re.compile(r"^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)*\|?[ \t]*$")
"""A markdown table's rule line ("|---|---|"): the row above it is the header."""
_HRULE = re.compile(r"^[ \t]*(?:[-*_][ \t]*){3,}$")
# A sentence ends at . ! ? (plus closing quotes/brackets) followed by whitespace, or at the end of the block.
_SENTENCE_END = re.compile(
    r"[.!?…]+[\"'”’)\]]*(?=\s|$)|(?<=[a-z\"'”’)\]])[.!?](?=[A-Z][a-z]{2})|(?<=[\w\"'”’)\]])[.!?](?=[\"“][A-Z])"
)
"""A stop before a space or the end; or, glued, a stop between a word and a capitalised one (texts pasted
together: "Niagara County.Lockport is …"), which counts only after a capitalised word or a quote, or before a
word that opens sentences ("ice.The"): "pathlib.Path" and "collections.Counter" are code, not two sentences.
Glued to a quote that opens a capitalised word ('released in 2017."New Rules" is'), a stop ends one too."""
_ABBREVIATIONS = frozenset(
    """mr mrs ms dr prof sr jr st mt ft vs etc e.g i.e cf al approx dept est fig inc ltd co corp no nos vol
    jan feb mar apr jun jul aug sep sept oct nov dec u.s u.k u.n e.u a.m p.m ph.d b.a m.a m.sc b.sc gen col
    lt sgt capt rev hon gov pres sen rep op ed eds pp p ca viz v""".split()
)
_SENTENCE_STARTERS = frozenset("The This That These Those It He She They We I In On At A An".split())
# Split a compound sentence at these joints when both sides stand alone.
_JOINT = re.compile(
    r"(?:;\s+|,\s+(?:and|but|while|whereas|yet|so|though|although)\s+|\s+but\s+|,\s+which\s+(?=(?:is|was)\b)"
    # "…in 1666 and, driven by a gale, raged for four days": a comma after "and" opens an aside the clause resumes after
    r"|\s+and,\s+"
    r"|\s+[—–]\s+"  # a spaced dash between two clauses that each stand alone: "… is damp — he wants a specialist …"
    # "…raised $12M in 2022 and it employs 85 people": a bare "and" joins two sentences when a pronoun subject
    # follows ("and the …" or "and Matthew Kelly" is as often a list).
    r"|\s+and\s+(?=(?:it|he|she|they|we)\s))"
)
_PARTITIVE = re.compile(
    r",\s+(?=(?:(?:some|about|around|roughly|nearly|almost|over|just|only)\s+)?(?:\d[\d,.]*%?|one|two|three|four|five|"
    r"six|seven|eight|nine|ten|a\s+(?:third|quarter|fifth|tenth)|half|most|many|all|none|few|several)\s+of\s+"
    r"(?:them|whom|which)\b)",
    re.I,
)
"""A comma before a share of what was just counted ("…1,300 pupils, some 200 of them in the sixth form"; "…40 members,
most of whom are retired"): the share is a fact of its own, whether or not it has a verb."""
_IRREGULAR_PAST = (
    "began became brought bought built came caught chose drew drove fell flew fought gave got grew heard held hid "
    "kept knew led lent lost made met paid ran rode rose said sang sat sent shook shot slept sold spent spoke stood "
    "stole struck swam swore took taught thought threw told understood went won wore wrote"
)
"""Verbs whose past is not written with "-ed": a clause with one of them ("and she later spent 25 years there")
stands alone as much as one with "taught" would. Words that are as often something else ("left", "set", "read",
"found", "felt", "saw") are left out."""
_FINITE_VERB = re.compile(
    r"\b(?:is|are|was|were|has|have|had|will|would|can|could|should|may|might|must|does|did|do|shall|"
    # a past of four letters is one too ("used", "died", "owed"); a noun that looks like one ("seed") is rare
    rf"[a-z]{{2,}}ed|[a-z]{{2,}}(?<!s)s|{'|'.join(_IRREGULAR_PAST.split())})\b"
    # A contracted "would", "will", "are", "have" or "am" ("You'd sign", "you'll be able", "they're"); not "'s",
    # which is as often a possessive ("Brandt's book").
    r"|[a-z]['’](?:d|ll|re|ve|m)\b"
)
_NOT_CHECK_WORTHY = [
    re.compile(p, re.I)
    for p in (
        r"^\s*(hi|hello|hey|dear|greetings|thanks|thank you|you're welcome|sure|certainly|of course|absolutely|"
        r"great question|good question|happy to help|cheers|best regards|regards)\b[^.]{0,40}[.!]?\s*$",
        r"\b(i hope (this|that) helps|let me know|feel free to|hope this helps)\b",
        r"^\s*(i('m| am) sorry|sorry|unfortunately,? i|i (can(no|')t|cannot|am unable|'m unable|do not|don't) "
        r"(help|assist|provide|answer|browse|access))",
        r"\bas an ai\b|\bi('m| am) (just )?an ai\b|\blanguage model\b",
        r"^\s*(i think|i believe|i feel|in my (opinion|view)|personally|i would (say|recommend|suggest)|"
        r"i recommend|i suggest|it seems to me|imho|arguably)\b",
        r"\b(passage|text|source|document|article|context|sources|documents)s? (provided |given )?"
        r"(does not|doesn't|do not|don't|did not) (mention|say|state|specify|include|contain|provide|discuss)",
        r"^\s*(here('s| is| are)|below is|following is)\b.{0,60}:\s*$",
        r"^\s*(note|disclaimer|summary|answer|in summary|in conclusion|overall)\s*:?\s*$",
    )
]


@dataclass(frozen=True, slots=True)
class _Span:
    start: int
    end: int


def split_claims(answer: str) -> tuple[Claim, ...]:
    """Split `answer` into claims; `answer[claim.start:claim.end] == claim.text` for every claim."""
    spans: list[tuple[int, int, Literal["prose", "code"]]] = []
    pos = 0
    for fence in _FENCE.finditer(answer):
        spans.extend((s.start, s.end, "prose") for s in _prose_spans(answer, pos, fence.start()))
        start, end = strip_span(answer, fence.start(), fence.end())
        if end > start:
            spans.append((start, end, "code"))
        pos = fence.end()
    spans.extend((s.start, s.end, "prose") for s in _prose_spans(answer, pos, len(answer)))
    claims = []
    for number, (start, end, kind) in enumerate(spans, 1):
        text = answer[start:end]
        worthy = kind == "code" or is_check_worthy(text)
        claims.append(Claim(id=f"c{number}", text=text, start=start, end=end, check_worthy=worthy, kind=kind))
    return tuple(claims)


def is_check_worthy(text: str) -> bool:
    """False for sentences that assert nothing checkable: questions, greetings, refusals, opinions, meta."""
    stripped = blank_citations(text).strip()  # "[1]." after a sentence's stop is a citation, not a sentence
    if not re.search(r"[^\W_]", stripped):  # letters or digits of any script
        return False
    if stripped.endswith("?"):
        return False
    return not any(pattern.search(stripped) for pattern in _NOT_CHECK_WORTHY)


def _prose_spans(answer: str, lo: int, hi: int) -> list[_Span]:
    """Sentence and compound-part spans of answer[lo:hi], skipping headings and Markdown markup."""
    spans: list[_Span] = []
    for block in _blocks(answer, lo, hi):
        for sentence in _sentences(answer, block):
            spans.extend(_atomic_parts(answer, sentence))
    return spans


def _blocks(answer: str, lo: int, hi: int) -> list[_Span]:
    """Paragraphs and list items of answer[lo:hi] with markers stripped; headings and rules dropped."""
    blocks: list[_Span] = []
    current: _Span | None = None
    line_start = lo
    lines = answer[lo:hi].split("\n")
    for index, line in enumerate(lines):
        line_end = line_start + len(line)
        next_line = lines[index + 1] if index + 1 < len(lines) else ""
        header_row = line.lstrip().startswith("|") and bool(TABLE_RULE.match(next_line))
        if not line.strip() or _HEADING.match(line) or _HRULE.match(line) or TABLE_RULE.match(line) or header_row:
            _close(blocks, current)  # a table's header row names columns; it asserts nothing
            current = None
        elif _SETEXT_UNDERLINE.match(next_line) and not _LIST_MARKER.match(line):
            _close(blocks, current)  # a setext heading: the line above === or ---
            current = None
        elif _SETEXT_UNDERLINE.match(line) and index > 0:
            _close(blocks, current)
            current = None
        else:
            content_start = line_start
            if quote := _QUOTE_MARKER.match(line):
                content_start += quote.end()
            marker = _LIST_MARKER.match(answer, content_start, line_end)
            if marker:
                _close(blocks, current)
                current = None
                content_start = marker.end()
            if line.lstrip().startswith("|"):
                _close(blocks, current)
                current = None
                blocks.append(_Span(content_start, line_end))
            elif current is None:
                current = _Span(content_start, line_end)
            else:
                current = _Span(current.start, line_end)
        line_start = line_end + 1
    _close(blocks, current)
    return [s for s in (_Span(*strip_span(answer, b.start, b.end)) for b in blocks) if s.end > s.start]


def _close(blocks: list[_Span], current: _Span | None) -> None:
    """Keep the open block, if any; the caller then starts afresh."""
    if current is not None:
        blocks.append(current)


def _sentences(answer: str, block: _Span) -> list[_Span]:
    sentences = []
    start = block.start
    for match in _SENTENCE_END.finditer(answer, block.start, block.end):
        if _is_false_end(answer, block, match):
            continue
        end = match.end()
        trimmed = strip_span(answer, start, end)
        if trimmed[1] > trimmed[0]:
            sentences.append(_Span(*trimmed))
        start = end
    trimmed = strip_span(answer, start, block.end)
    if trimmed[1] > trimmed[0]:
        sentences.append(_Span(*trimmed))
    return sentences


def _is_false_end(answer: str, block: _Span, match: re.Match[str]) -> bool:
    """True when the period belongs to an abbreviation, an initial or a number rather than ending a sentence."""
    word_start = match.start()
    while word_start > block.start and not answer[word_start - 1].isspace() and answer[word_start - 1] not in "(\"'“":
        word_start -= 1
    word = answer[word_start : match.start()]
    if match.end() < len(answer) and not answer[match.end()].isspace():  # glued to the next word
        glued = re.match(r"[A-Za-z]+", answer[match.end() : match.end() + 20])
        starts = glued is not None and glued.group() in _SENTENCE_STARTERS  # "…over ice.The paloma"
        quoted = answer[match.end()] in '"“'  # 'in 2017."New Rules" is …'
        named = word[:1].isupper() or word[-1:] in "\"'”’)]" or starts or quoted
        return not named or "." in word or word.lower() in _ABBREVIATIONS
    if match.group()[0] != ".":
        return False
    following = answer[match.end() : match.end() + 40].lstrip()
    next_word = following.split(" ", 1)[0] if following else ""
    if not following:
        return False
    if word.lower().rstrip(".") in _ABBREVIATIONS or word.lower() in _ABBREVIATIONS:
        return next_word not in _SENTENCE_STARTERS or word.lower() in {"dr", "mr", "mrs", "ms", "prof", "st"}
    if len(word) == 1 and word.isupper():
        return True  # an initial: "J. K. Rowling"
    if re.fullmatch(r"(?:[A-Za-z]\.)+[A-Za-z]", word):
        return next_word not in _SENTENCE_STARTERS  # "U.S." inside a sentence
    return next_word[:1].islower() or next_word[:1] in ",;:)"


MAX_PARTS = 64
"""Claims one sentence is split into at most; the rest stays one claim (no real sentence has that many clauses, and
a pasted run of thousands of "; " must not cost a check per pair of them)."""


def _atomic_parts(answer: str, sentence: _Span) -> list[_Span]:
    """Split a compound sentence at its first split point (`_split_point`), then its rest, and so on; else keep it
    whole. The sentence is read once (`_Clauses`), so each candidate point costs a lookup, not a scan."""
    text = answer[sentence.start : sentence.end]
    shares, joints = list(_PARTITIVE.finditer(text)), list(_JOINT.finditer(text))
    if not shares and not joints:
        return [sentence]  # most sentences: nothing to split at, so nothing to read
    clauses = _Clauses.of(text)
    parts: list[_Span] = []
    at = 0
    while len(parts) < MAX_PARTS - 1 and (point := _split_point(text, at, clauses, shares, joints)) is not None:
        cut, resume = point
        parts.append(_Span(*strip_span(answer, sentence.start + at, sentence.start + cut)))
        at = resume
    return [*parts, sentence if at == 0 else _Span(sentence.start + at, sentence.end)]


def _split_point(
    text: str, at: int, clauses: _Clauses, shares: list[re.Match[str]], joints: list[re.Match[str]]
) -> tuple[int, int] | None:
    """(where the part from `at` ends, where the rest starts): before a share of what was just counted ("…, some
    200 of them …") when a sentence stands before it, or at a joint when both sides have their own verb."""
    for share in shares:
        if share.start() >= at and clauses.stands_alone(at, share.start()) and clauses.words(share.end()) >= 3:
            return share.start(), share.end()
    for joint in joints:
        if joint.start() >= at and clauses.stands_alone(at, joint.start()) and clauses.stands_alone(joint.end()):
            return joint.start(), joint.end()
    return None


@dataclass(frozen=True, slots=True)
class _Clauses:
    """Where one sentence's words, brackets and finite verbs are, so whether a stretch of it stands alone as a
    clause (three words or more, no bracket left open, a finite verb) is read without scanning it again."""

    length: int
    word_starts: list[int]
    word_ends: list[int]
    opens: list[int]
    closes: list[int]
    verb_starts: list[int]
    verb_ends: list[int]

    @classmethod
    def of(cls, text: str) -> _Clauses:
        words = [m.span() for m in re.finditer(r"\S+", text)]
        verbs = [m.span() for m in _FINITE_VERB.finditer(text.lower())]
        return cls(
            len(text), [a for a, _ in words], [b for _, b in words],
            [i for i, ch in enumerate(text) if ch == "("], [i for i, ch in enumerate(text) if ch == ")"],
            [a for a, _ in verbs], [b for _, b in verbs],
        )  # fmt: skip

    def words(self, start: int, end: int | None = None) -> int:
        end = self.length if end is None else end
        return bisect_left(self.word_starts, end) - bisect_right(self.word_ends, start)

    def stands_alone(self, start: int, end: int | None = None) -> bool:
        end = self.length if end is None else end
        if self.words(start, end) < 3:
            return False
        if _any_in(self.opens, start, end) and not _any_in(self.closes, start, end):
            return False
        first = bisect_left(self.verb_starts, start)
        return first < len(self.verb_starts) and self.verb_ends[first] <= end


def _any_in(positions: list[int], start: int, end: int) -> bool:
    return bisect_left(positions, start) < bisect_left(positions, end)
