"""The answer under repair: claim spans ("units") between untouched glue text, changed only by recorded splices.

Every change returns a `Splice` (span, before, after) in the coordinates of the text it was applied to, so that
replaying the splices over the original answer gives exactly the final text. Removal repairs the sentence around
the claim: connectors and list markers go with it, following list items are renumbered, the next clause is
capitalised, and no dangling punctuation or blank lines are left; a list item with sub-items of its own
becomes "[removed]" so its sub-items stay where they were. Code units are never changed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from .disclose_place import ends_sentence, sentence_end, table_row_end
from .draft_parts import Parts, Unit, part_text
from .draft_text import (
    capitalise,
    common_prefix,
    common_suffix,
    has_children,
    insert_hedge,
    is_connector,
    tidy,
    without_closing,
)
from .types import Claim

_LINE_PREFIX = re.compile(r"[ \t]*(?:>[ \t]?)*(?:(?:[-*+•]|\d{1,3}[.)]|[a-zA-Z][.)])[ \t]+)?(?:\[[ xX]\][ \t]+)?")
REMOVED_MARK = "[removed]"
"""What stays of a list item that had to go but has sub-items of its own."""
_NUMBERED = re.compile(r"^([ \t]*(?:>[ \t]?)*)(\d{1,3})([.)])[ \t]")
_SENTENCE_END = re.compile(r"[.!?…]+[\"'”’)\]*_]*$")
_LEAD_MARKUP = re.compile(r"^[*_~]+")
_LOOKBEHIND = 400
_CLOSERS_AHEAD = re.compile(r"[\"'”’)\]*_]*(?:[ \t]*\[\^?\d{1,3}(?:\s*[,–-]\s*\d{1,3})*\])*")
"""What may follow a claim that ends its sentence and still belongs to the sentence: closers, then citations."""
_ALREADY_HEDGED = re.compile(
    r"\((?:unverified|not confirmed by the sources|the sources say otherwise|the figures do not add up)\)"
    r"|\b(?:reportedly|allegedly|unconfirmed|unverified)\b",
    re.I,
)


@dataclass(frozen=True, slots=True)
class Splice:
    """One change: `text[start:end] == before` in the text it was applied to, replaced by `after`."""

    start: int
    end: int
    before: str
    after: str
    also_removed: tuple[str, ...] = ()
    """Other claims that went with this removal (a clause that cannot stand without the removed one)."""


class Draft:
    """The answer being repaired. Claims without a usable span (empty, out of range) are never edited."""

    def __init__(self, answer: str, claims: Sequence[Claim]) -> None:
        anchored = sorted((c for c in claims if 0 <= c.start < c.end <= len(answer)), key=lambda c: (c.start, c.end))
        spans: list[tuple[int, int, tuple[str, ...], str]] = []  # overlapping claims share one unit
        for claim in anchored:
            if spans and claim.start < spans[-1][1]:
                start, end, owners, kind = spans[-1]
                merged_kind = "code" if "code" in (kind, claim.kind) else "prose"
                spans[-1] = (start, max(end, claim.end), (*owners, claim.id), merged_kind)
            else:
                spans.append((claim.start, claim.end, (claim.id,), claim.kind))
        self._parts = Parts()
        pos = 0
        for start, end, owners, kind in spans:
            self._parts.items += [answer[pos:start], Unit(owners, answer[start:end], kind)]
            pos = end
        self._parts.items.append(answer[pos:])
        self._text = answer
        self._units: dict[str, Unit] = {
            owner: p for p in self._parts.items if isinstance(p, Unit) for owner in p.owners
        }

    @property
    def text(self) -> str:
        return self._text

    def has(self, claim_id: str) -> bool:
        """Whether the claim is still in the text and can be edited (anchored, not removed)."""
        return self._index(claim_id) is not None

    def owners(self, claim_id: str) -> tuple[str, ...]:
        """The claims sharing this claim's span (overlapping spans from a model splitter form one unit)."""
        index = self._index(claim_id)
        return self._unit(index).owners if index is not None else ()

    def unit_text(self, claim_id: str) -> str:
        index = self._index(claim_id)
        return self._unit(index).text if index is not None else ""

    def replace(self, claim_id: str, new_text: str) -> Splice:
        """Replace the claim's whole unit text (a correction)."""
        index = self._require(claim_id)
        return self._rewrite(index, index + 1, [Unit(self._unit(index).owners, new_text, "prose")], minimal=False)

    def hedge(self, claim_id: str, phrase: str) -> Splice | None:
        """Mark the claim as unconfirmed with `phrase` (e.g. "(unverified)"); None when it is already hedged."""
        index = self._require(claim_id)
        unit = self._unit(index)
        if unit.hedged or _ALREADY_HEDGED.search(unit.text):
            unit.hedged = True
            return None
        new = Unit(unit.owners, insert_hedge(unit.text, phrase), unit.kind, hedged=True)
        return self._rewrite(index, index + 1, [new], minimal=False)

    def disclose(self, claim_id: str, mark: str) -> Splice | None:
        """Put `mark` after the end of the sentence the claim belongs to (see `engine.disclose_place`); the
        sentence's words are unchanged. None when that sentence already carries the mark (another claim of the
        same sentence was disclosed first). The splice spans the claim to the mark, so an edit shows what is marked.
        """
        index = self._require(claim_id)
        at = self._sentence_end_after(index)
        line_start = self._text.rfind("\n", 0, at) + 1
        if table_row_end(self._text[line_start:at]):
            at = len(self._text[:at].rstrip())
            at = len(self._text[: at - 1].rstrip(" \t"))  # inside the last cell: before the closing pipe
        insert = f" {mark}"
        if self._text.startswith(insert, at) or self._text[:at].endswith(mark):
            return None
        if at < len(self._text) and not self._text[at].isspace():
            insert += " "  # "…May.Work" keeps a space after the mark
        start, old, items = self._parts.offset(index), self._text, self._parts.items
        glues = (k for k in range(index + 1, len(items), 2) if self._parts.offset(k) <= at <= self._parts.offset(k + 1))
        holder = next(glues, None)  # glue after the claim when the mark falls there, so no claim's text changes
        if holder is None:  # a table row's last cell: inside the span that holds it
            holder = next(k for k in range(len(items) - 1, index - 1, -1) if self._parts.offset(k) <= at)
        part = items[holder]
        cut = at - self._parts.offset(holder)
        if isinstance(part, Unit):
            new_part: str | Unit = Unit(part.owners, part.text[:cut] + insert + part.text[cut:], part.kind, part.hedged)
        else:
            new_part = part[:cut] + insert + part[cut:]
        self._rewrite(holder, holder + 1, [new_part])
        return Splice(start, at, old[start:at], self._text[start : at + len(insert)])

    def units_before(self, claim_id: str) -> list[str]:
        """The texts of the claims' spans before this claim's, in answer order (for reading what a pronoun means)."""
        index = self._index(claim_id)
        items = self._parts.items[: index if index is not None else 0]
        return [part.text for part in items if isinstance(part, Unit) and part.kind == "prose"]

    def annotate(self, claim_id: str, note: str) -> Splice | None:
        """Put `note` in its own paragraph right after a code block (the block is left as it is); once only."""
        index = self._index(claim_id)
        if index is None:
            raise KeyError(f"claim {claim_id!r} is not in the draft")
        unit = self._unit(index)
        if unit.hedged:
            return None
        unit.hedged = True
        after = part_text(self._parts.items[index + 1])
        return self._rewrite(index + 1, index + 2, [f"\n\n{note}" + after], minimal=False)

    def remove(self, claim_id: str) -> Splice:
        """Delete the claim's unit and repair the sentence, line or list around it."""
        index = self._require(claim_id)
        items = self._parts.items
        before, after = part_text(items[index - 1]), part_text(items[index + 1])
        at_start = index == 1 or "\n" in before
        prefix = before.rsplit("\n", 1)[-1]
        at_end = index == len(items) - 2 or "\n" in after
        line_rest = without_closing(after).split("\n", 1)[0]
        if at_start and at_end and _LINE_PREFIX.fullmatch(prefix) and not line_rest.strip():
            if prefix.strip() and has_children(prefix, after):
                # Deleting the item's line would move its sub-items under the item before: keep a marker.
                return self._rewrite(index, index + 1, [REMOVED_MARK])
            return self._remove_line(index, prefix)
        return self._remove_inline(index)

    # -- removal ---------------------------------------------------------------------------------------
    def _remove_line(self, index: int, prefix: str) -> Splice:
        """The unit fills its line: the line goes, with its list marker; a numbered list is renumbered."""
        items = self._parts.items
        before, after = part_text(items[index - 1]), part_text(items[index + 1])
        keep = before[: before.rfind("\n") + 1] if "\n" in before else ""
        rest = after.split("\n", 1)[1] if "\n" in after else ""
        if not keep:
            merged = rest.lstrip("\n")
        elif index == len(items) - 2 and not rest.strip():
            merged = keep.rstrip("\n") + ("\n" if after.endswith("\n") else "")
        elif keep.endswith("\n\n") and rest.startswith("\n"):
            merged = keep + rest.lstrip("\n")
        else:
            merged = keep + rest
        tail: list[str | Unit] = [merged, *items[index + 2 :]]
        touched = 1
        if numbered := _NUMBERED.match(prefix):
            touched = max(1, _renumber(tail, numbered, skip=len(merged) - len(rest.lstrip("\n"))))
        return self._rewrite(index - 1, index + 1 + touched, tail[:touched])

    def _remove_inline(self, index: int) -> Splice:
        """The unit shares its line: drop it with its connector or one side's spaces; keep the sentence whole."""
        items = self._parts.items
        before = part_text(items[index - 1])
        start = self._parts.offset(index)
        # Only the end of the text before the unit matters; reading all of it would make each removal O(answer).
        preceding = self._text[max(0, start - _LOOKBEHIND) : start].rstrip(" \t")
        nothing_before = start <= _LOOKBEHIND and not preceding.strip()
        initial = nothing_before or preceding.endswith(("\n", ":")) or bool(_SENTENCE_END.search(preceding))
        initial = initial or ("\n" in before and _LINE_PREFIX.fullmatch(before.rsplit("\n", 1)[-1]) is not None)
        last = index
        if initial and _unit_at(items, index + 2) and re.search(r"\bwhich\b", part_text(items[index + 1])):
            last = index + 2  # "X, which is Y": the which-clause cannot stand without X
        also = tuple(o for j in range(index + 2, last + 1, 2) for o in self._unit(j).owners)
        glue_after = part_text(items[last + 1])
        after = without_closing(glue_after)
        closing = glue_after[: len(glue_after) - len(after)]  # a full stop left behind by an earlier removal
        final = bool(closing) or bool(_SENTENCE_END.search(self._unit(last).text.rstrip()))
        following = _unit_at(items, last + 2)
        if initial and not final and following is not None and is_connector(after):
            lead = _LEAD_MARKUP.match(self._unit(index).text)
            text = (lead.group() if lead else "") + capitalise(following.text)
            splice = self._rewrite(index, last + 3, [Unit(following.owners, text, following.kind, following.hedged)])
        elif not initial and is_connector(before):
            punctuation = _SENTENCE_END.search(self._unit(last).text.rstrip()) if final else None
            glue = (punctuation.group() if punctuation else "") + closing + after
            splice = self._rewrite(index - 1, last + 2, [tidy(glue)])
        elif "\n" not in before and index > 1 and before.endswith((" ", "\t")):
            splice = self._rewrite(index - 1, last + 2, [tidy(before.rstrip(" \t") + after)])
        else:
            splice = self._rewrite(index - 1, last + 2, [tidy(before + after.lstrip(" \t"))])
        return replace(splice, also_removed=also)

    def _sentence_end_after(self, index: int) -> int:
        """The text offset where the sentence holding unit `index` ends (it may run on through later units)."""
        items = self._parts.items
        j = index
        while True:
            glue = part_text(items[j + 1])
            if ends_sentence(part_text(items[j])):
                ahead = _CLOSERS_AHEAD.match(glue)
                return self._parts.offset(j + 1) + (ahead.end() if ahead else 0)
            found = sentence_end(glue)
            if found is not None:
                return self._parts.offset(j + 1) + found
            if j + 2 >= len(items):
                return self._parts.offset(j + 1) + len(glue.rstrip())
            j += 2

    # -- plumbing --------------------------------------------------------------------------------------
    def _rewrite(self, lo: int, hi: int, new_parts: list[str | Unit], *, minimal: bool = True) -> Splice:
        """Replace parts[lo:hi] by `new_parts` (glue/unit alternation is restored) and return the splice.

        With `minimal`, text the change leaves as it was at either end is not part of the splice.
        """
        items = self._parts.items
        start = self._parts.offset(lo)
        old = self._parts.text_of(lo, hi)
        for part in items[lo:hi]:
            if isinstance(part, Unit):
                for owner in part.owners:
                    self._units.pop(owner, None)
        self._parts.replace(lo, hi, new_parts)
        self._units.update((owner, p) for p in new_parts if isinstance(p, Unit) for owner in p.owners)
        self._normalise(lo, lo + len(new_parts))
        new = "".join(part_text(p) for p in new_parts)
        self._text = self._text[:start] + new + self._text[start + len(old) :]
        prefix = common_prefix(old, new) if minimal else 0
        suffix = common_suffix(old[prefix:], new[prefix:]) if minimal else 0
        return Splice(
            start + prefix, start + len(old) - suffix, old[prefix : len(old) - suffix], new[prefix : len(new) - suffix]
        )

    def _normalise(self, lo: int = 0, hi: int | None = None) -> None:
        """Merge neighbouring glue strings in items[lo:hi] (plus one part either side) so that parts alternate
        glue/unit again. Only the changed stretch is rebuilt, so an edit costs little however long the answer."""
        items = self._parts.items
        lo = max(0, lo - 1)
        hi = len(items) if hi is None else min(len(items), hi + 1)
        merged: list[str | Unit] = []
        for part in items[lo:hi]:
            if isinstance(part, str) and merged and isinstance(merged[-1], str):
                merged[-1] = merged[-1] + part
            elif isinstance(part, Unit) and (not merged or isinstance(merged[-1], Unit)):
                merged += ["", part]
            else:
                merged.append(part)
        if hi == len(items) and (not merged or isinstance(merged[-1], Unit)):
            merged.append("")
        if lo == 0 and merged and isinstance(merged[0], Unit):
            merged.insert(0, "")
        before = items[lo - 1] if lo > 0 else None
        if isinstance(before, str) and merged and isinstance(merged[0], str):
            merged[0] = before + merged[0]  # a glue part never follows another glue part
            lo -= 1
        after = items[hi] if hi < len(items) else None
        if isinstance(after, str) and merged and isinstance(merged[-1], str):
            merged[-1] = merged[-1] + after
            hi += 1
        self._parts.replace(lo, hi, merged)

    def _index(self, claim_id: str) -> int | None:
        unit = self._units.get(claim_id)
        return self._parts.index_of(unit) if unit is not None else None

    def _require(self, claim_id: str) -> int:
        index = self._index(claim_id)
        if index is None:
            raise KeyError(f"claim {claim_id!r} is not in the draft")
        unit = self._unit(index)
        if unit.kind == "code":
            raise ValueError(f"claim {claim_id!r} is a code block: code is never edited")
        return index

    def _unit(self, index: int) -> Unit:
        part = self._parts.items[index]
        assert isinstance(part, Unit)
        return part


def _renumber(parts: list[str | Unit], numbered: re.Match[str], *, skip: int = 0) -> int:
    """Lower by one the numbers of the list items that follow the removed one, in place.

    Returns how many leading parts were looked at up to the last change (0 when nothing changed).
    """
    indent, delimiter = numbered.group(1), numbered.group(3)
    item = re.compile(r"(?m)^" + re.escape(indent) + r"(\d{1,3})" + re.escape(delimiter) + r"(?=[ \t])")
    expected, touched = int(numbered.group(2)) + 1, 0
    for j, part in enumerate(parts):
        if isinstance(part, Unit):
            if part.kind == "code":
                break
            continue
        start = skip if j == 0 else 0
        pieces, pos, ended = [part[:start]], start, False
        for match in item.finditer(part, start):
            if int(match.group(1)) != expected:
                ended = True
                break
            pieces += [part[pos : match.start(1)], str(expected - 1)]
            pos, expected = match.end(1), expected + 1
        if pos > start:
            parts[j] = "".join(pieces) + part[pos:]
            touched = j + 1
        lines = part[start:].split("\n")[1:]
        if ended or any(line.strip() and not line[:1].isspace() and not item.match(line) for line in lines):
            break
    return touched


def _unit_at(items: list[str | Unit], index: int) -> Unit | None:
    if 0 <= index < len(items) and isinstance(items[index], Unit):
        return items[index]  # type: ignore[return-value]
    return None
