"""A claim's figure that the sources give for the claim's own subject is not contradicted by another subject's
figure in a runner-up sentence ("… until the Chrysler Building was finished in 1930"): the claim stays
unconfirmed, with a reason that is true. A figure the sources give nowhere is still contradicted."""

from __future__ import annotations

from engine import Config, Verdict, verify

OFFLINE = Config(offline=True, db_path="", verifier=False)
TOWER = (
    "The Eiffel Tower is a wrought-iron lattice tower in Paris. It was built by the company of engineer Gustave "
    "Eiffel and completed in 1889 for the World's Fair. The tower is 330 metres (1,083 ft) tall. It was the tallest "
    "man-made structure in the world until the Chrysler Building was finished in New York in 1930."
)
MILL = (
    "Harlow Mill was founded in 1842 by Edwin Carter. The mill employs 58 people. Its rival, Denby Works, was "
    "founded in 1871 and employs 40."
)


def _claim(answer: str, source: str):
    report = verify(answer, [source], config=OFFLINE)
    [result] = [c for c in report.claims if c.claim.check_worthy]
    return result


def test_a_year_given_for_the_claims_subject_is_not_contradicted_by_another_subjects_year() -> None:
    result = _claim("The Eiffel Tower was finished in 1889 and stands about 330 metres tall.", TOWER)
    assert result.verdict is not Verdict.CONTRADICTED
    [finding] = [f for f in result.findings if f.detector == "grounding"]
    assert finding.reason == "1889 appears in source 1, but not in the sentence that covers the claim best"


def test_a_figure_the_sources_give_for_someone_else_only_is_still_contradicted() -> None:
    # 1871 is in the source, but only in the sentence about Denby Works, not in one about Harlow Mill.
    result = _claim("Harlow Mill employs 58 people and was founded in 1871 by Edwin Carter.", MILL)
    assert result.verdict is Verdict.CONTRADICTED


def test_a_figure_the_sources_never_give_is_still_contradicted() -> None:
    result = _claim("The Eiffel Tower was completed in 1899 and is 330 metres tall.", TOWER)
    assert result.verdict is Verdict.CONTRADICTED
    assert "1889" in " ".join(f.reason for f in result.findings)
