"""Where the [unconfirmed] mark goes: after the sentence the claim belongs to, outside it, so the sentence's words
are unchanged; once per sentence; inside a table's last cell; and what each splice records replays exactly."""

from __future__ import annotations

import pytest

from engine.draft import Draft
from engine.recheck import without_marks
from engine.repair import DISCLOSE_MARK
from engine.types import Claim

MARK = DISCLOSE_MARK


def claims_of(answer: str, *parts: str) -> list[Claim]:
    out, at = [], 0
    for n, part in enumerate(parts, 1):
        start = answer.index(part, at)
        out.append(Claim(id=f"c{n}", text=part, start=start, end=start + len(part)))
        at = start + len(part)
    return out


def disclose(answer: str, parts: tuple[str, ...], which: tuple[str, ...]) -> tuple[str, list[object]]:
    draft = Draft(answer, claims_of(answer, *parts))
    splices = []
    for claim_id in which:
        before = draft.text
        splice = draft.disclose(claim_id, MARK)
        if splice is not None:
            assert before[splice.start : splice.end] == splice.before  # the splice holds in the text it changed
            assert before[: splice.start] + splice.after + before[splice.end :] == draft.text
        splices.append(splice)
    assert without_marks(draft.text).replace(" ", "") == answer.replace(" ", "")  # not a word of it changed
    return draft.text, splices


@pytest.mark.parametrize(
    ("answer", "parts", "which", "expected"),
    [
        ("Crews start in May. Work lasts weeks.", ("Crews start in May.", "Work lasts weeks."), ("c1",),
         f"Crews start in May. {MARK} Work lasts weeks."),
        ("Crews start in May. Work lasts weeks.", ("Crews start in May", "Work lasts weeks"), ("c1", "c2"),
         f"Crews start in May. {MARK} Work lasts weeks. {MARK}"),
        # A clause: the mark waits for the end of its sentence, after the claims that follow in it.
        ("The bid was £413,000, with two votes against. Next.", ("The bid was £413,000", "with two votes against"),
         ("c1",), f"The bid was £413,000, with two votes against. {MARK} Next."),
        ('He said "it opens in May." [2] Then more.', ('He said "it opens in May."',), ("c1",),
         f'He said "it opens in May." [2] {MARK} Then more.'),
        ("Opens in May.Then more.", ("Opens in May.",), ("c1",), f"Opens in May. {MARK} Then more."),
        ("- Opens in May\n- Closes in June\n", ("Opens in May", "Closes in June"), ("c1",),
         f"- Opens in May {MARK}\n- Closes in June\n"),
        ("Opens in May", ("Opens in May",), ("c1",), f"Opens in May {MARK}"),
        ("| Item | Cost |\n|---|---|\n| Road | £412,800 |\n", ("£412,800",), ("c1",),
         f"| Item | Cost |\n|---|---|\n| Road | £412,800 {MARK} |\n"),
        ("**Crews start in May.** Then more.", ("Crews start in May.",), ("c1",),
         f"**Crews start in May.** {MARK} Then more."),
    ],
)  # fmt: skip
def test_the_mark_follows_the_sentence(answer: str, parts: tuple[str, ...], which: tuple[str, ...], expected: str):
    text, _ = disclose(answer, parts, which)
    assert text == expected


def test_one_mark_per_sentence_whichever_claim_comes_first() -> None:
    answer = "The bid was £413,000, with two votes against. Next."
    parts = ("The bid was £413,000", "with two votes against")
    text, splices = disclose(answer, parts, ("c1", "c2"))
    assert text == f"The bid was £413,000, with two votes against. {MARK} Next."
    first, second = splices
    assert first is not None and first.before == "The bid was £413,000, with two votes against."
    assert second is None  # its sentence carries the mark already
    text, splices = disclose(answer, parts, ("c2", "c1"))
    assert text.count(MARK) == 1 and splices[1] is None


def test_removing_the_marks_gives_back_the_answer() -> None:
    assert without_marks(f"Opens in May. {MARK} Closes in June. {MARK}") == "Opens in May. Closes in June."
    assert without_marks("Marked [unconfirmed-ish] stays.") == "Marked [unconfirmed-ish] stays."
