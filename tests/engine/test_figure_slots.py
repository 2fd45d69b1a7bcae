"""A figure the sentence gives for something else: another name's, another year's, another word's, or a score
written the other way round. Each false claim below was VERIFIED before, because the sentence states its figure."""

from __future__ import annotations

import pytest

from engine import Config, verify

OFFLINE = Config(offline=True, db_path="")

GOALS = "Tom scored 3 goals and Ann scored 5 goals in the final."
STAFF = "The company had 120 employees in 2019 and 450 employees in 2023."
CITIES = "Paris has a population of 2.1 million, while Lyon has 520,000 residents."
DEALS = "Apple acquired Beats for $3 billion, and Google bought Nest for $3.2 billion."
FAMILY = "Maria was born in 1950 in Lisbon; her brother Jose was born in 1955 in Porto."
BRIDGE = "The bridge is 1,200 metres long and 30 metres wide."
TOWN = "The population was 2,541 at the 2020 census."
CASE = "The girl, aged 15 at the time, had met a man in a garage in the autumn of 2004."
MATCH = "Mike Radja scored and James Desmarais made it 4-2 before Ling got one back."
COMPARED = (
    "The museum receives 2 million visitors a year, twice as many as in 2010. Acme earned $5 million in 2019, up "
    "from $3 million in 2018. Inflation was 3% in 2022, lower than the 5% recorded in 2021."
)
WORKS = 'His best-known works are "Rhapsody in Blue" (1924) and "An American in Paris" (1928).'


def status(claim: str, source: str) -> tuple[str, list[str]]:
    report = verify(claim, [source], config=OFFLINE)
    assert report.status is not None
    return report.status.value, [f.reason for r in report.claims for f in r.findings]


@pytest.mark.parametrize(
    ("source", "claim", "reason"),
    [
        (GOALS, "Ann scored 3 goals in the final.", "gives 5 with “Ann”, and 3 with “Tom”"),
        (STAFF, "The company had 450 employees in 2019.", "gives 120 with “2019”, and 450 with “2023”"),
        (CITIES, "Lyon has a population of 2.1 million.", "gives 520,000 with “Lyon”"),
        (DEALS, "Google bought Nest for $3 billion.", "gives $3.2 billion with “Google”"),
        (FAMILY, "Maria was born in 1955.", "gives 1950 with “Maria”"),
        (BRIDGE, "The bridge is 30 metres long.", "writes “1,200 metres long”, not “30 metres long”"),
        (TOWN, "The population was 2020 at the 2,541 census.", "writes “2020 census”, not “2,541 census”"),
        (CASE, "The girl, aged 2004 at the time, had met a man in the autumn of 15.", "writes “aged 15”"),
        (MATCH, "Desmarais made it 2-4.", "writes “4-2”, not “2-4”"),
        ("The bill passed the House 220 to 210.", "The bill passed the House 210 to 220.", "“220 to 210”"),
        (WORKS, '"Rhapsody in Blue" (1928) is one of his best-known works.', "(1924)"),
        (COMPARED, "The museum received 2 million visitors in 2010.", "names 2010 only as what it compares with"),
        (COMPARED, "Acme earned $5 million in 2018.", "gives $3 million with “2018”, and $5 million with “2019”"),
        (COMPARED, "Inflation was 3% in 2021.", "gives 5% with “2021”, and 3% with “2022”"),
    ],
)
def test_a_figure_in_another_figures_place_is_not_supported(source: str, claim: str, reason: str) -> None:
    verdict, reasons = status(claim, source)
    assert verdict == "CAUTION"
    assert any(reason in r for r in reasons), reasons


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (GOALS, "Ann scored 5 goals in the final."),
        (GOALS, "Tom scored 3 goals in the final."),
        (STAFF, "In 2019 the company had 120 employees."),
        (STAFF, "The company had 450 employees in 2023."),
        (CITIES, "Paris has a population of 2.1 million."),
        (FAMILY, "Jose was born in 1955."),
        (BRIDGE, "The bridge is 1,200 metres long."),
        (TOWN, "In 2020 the population was 2,541."),
        (CASE, "The girl was aged 15."),
        (MATCH, "Desmarais made it 4-2."),
        (COMPARED, "The museum receives 2 million visitors a year."),
        (COMPARED, "Acme earned $5 million in 2019."),
        (COMPARED, "Inflation was 5% in 2021."),
        ("Tom and Ann each scored 3 goals, while Bob scored 1.", "Ann scored 3 goals."),
        ("Acme, founded in 2010 in Austin, employs 85 people.", "Acme was founded in 2010."),
        ("Smith, 45, joined the firm in 2019 and became chief executive in 2021.", "Smith joined the firm in 2019."),
        ("In March 2020, Apple sold 5 million phones, and in April it sold 7 million.",
         "Apple sold 5 million phones in March 2020."),
        ("The Interstate 95 exit 16 links Route 495 to the tunnel.",
         "The Interstate 95 exit links Route 495 to the tunnel."),
    ],
)  # fmt: skip
def test_a_figure_in_its_own_place_is_supported(source: str, claim: str) -> None:
    verdict, reasons = status(claim, source)
    assert verdict == "VERIFIED", reasons


def test_a_day_of_the_month_is_part_of_a_date_not_a_figure_given_with_the_name_beside_it() -> None:
    from engine.detectors._figure_slots import figure_out_of_place

    release = (
        "Press release, Harlow Museum of Science, 12 May. The museum has acquired the working notebooks of engineer "
        "Edith Marlowe, who designed the Carrick Bridge in 1931. The 46 notebooks were donated by her grandson."
    )
    assert figure_out_of_place("Harlow Museum of Science now owns 46 of Edith Marlowe's notebooks", release) is None
    # a count beside a name is still read: the 12 letters go with Edith, not the 46 notebooks
    letters = "The museum holds 12 letters by Edith Marlowe, and 46 notebooks from the Carrick Bridge works."
    assert figure_out_of_place("The museum holds 46 letters by Edith Marlowe", letters) is not None


def test_the_claims_measure_of_each_is_no_count_of_them() -> None:
    from engine.detectors._figure_slots import figure_before_another_word

    dose = "Adults: take 1 or 2 tablets every 4 to 6 hours."
    # The claim's "500 mg tablets" says how strong each tablet is, the sentence's "2 tablets" how many: the 500 mg
    # has not taken the 2's place (it was refused as "writes “2 tablets”, not “500 mg tablets”").
    assert figure_before_another_word("You can take one or two of the 500 mg tablets at a time.", dose) is None
    # A measure of the same kind in that place is another figure: 250 mg where the sentence writes 500 mg.
    assert figure_before_another_word("Take the 250 mg tablets.", "Take 2 of the 500 mg tablets at 8 am.") == (
        "500 mg tablets",
        "250 mg tablets",
    )
    # A bare figure of the claim is still read in the sentence's figure's place: "a further 1" is not "a further 45
    # minutes" (and "1½" is one and a half, not 1).
    proving = "After shaping, prove the loaf for a further 45 minutes, then bake it for 30 minutes."
    assert figure_before_another_word("Prove the loaf for a further 1 to 1½ hours.", proving) == (
        "further 45 minutes",
        "further 1",
    )
