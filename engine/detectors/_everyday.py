"""Words written with a capital that are not names: sentence openers, titles, calendar words, generic acronyms."""

from __future__ import annotations

DEGREES = frozenset("phd dphil msc bsc mba".split())
"""Academic degrees, written with capitals ("PhD"), which name no one."""

EVERYDAY = (
    frozenset(
        """
    a about above according across actually additionally after afterwards again against ago all almost along also
    although always among an and another any anyone anything anyway apart approximately are around as at because
    before being below besides between beyond both but by can certainly clearly consequently considering
    could currently despite did do does doing done down due during each earlier early either else elsewhere even
    eventually every everyone everything except fewer finally first following for formerly fortunately from further
    furthermore generally given had has have having he hence her here hers herself him himself his historically how
    however i if importantly in including indeed initially inside instead interestingly into is it its itself just
    last lastly later latest least less lets let like likewise many may maybe meanwhile might more moreover most
    mostly much must my namely near nearly neither never nevertheless next no nobody none nor not notably note nothing
    now nowadays of off often on once one only or originally other others otherwise our ours out outside over overall
    overview perhaps please plus possibly previously probably quite rather really recently regarding regardless
    roughly second secondly several shall she should similarly simply since so some someone something sometimes soon
    specifically still subsequently such summary sure than thanks that the their theirs them themselves then there
    thereafter therefore these they third thirdly this those though through throughout thus to today together
    tomorrow too toward towards typically under unfortunately unless unlike until up upon us usually very via was we
    well were what whatever when whenever where whereas wherever whether which while who whom whose why will with
    within without would yes yesterday yet you your yours yourself
    answer background benefits caution conclusion context definition details disclaimer example examples fact facts
    features key important highlights introduction limitations method methods notes option options pros cons
    reason reasons recommendation result results risks source sources step steps tip tips total update warning
    based compared contrary correct incorrect sorry great good best new old big small high low other same different
    true false yes okay ok hello hi hey dear welcome thank
    mr mrs ms dr prof sir madam dame lord lady st mt jr sr president ceo chairman chairwoman chair director minister
    senator governor king queen prince princess pope general captain professor doctor
    monday tuesday wednesday thursday friday saturday sunday
    january february march april may june july august september october november december
    spring summer autumn fall winter internet web email online
    """.split()
    )
    | DEGREES
)
"""Lower-cased words that are not names when they open a sentence or carry a title's capital."""

GENERIC_ACRONYMS = frozenset(
    """
    AI API APIS CEO CFO CTO COO CMO HR IT PR UI UX URL URLS HTTP HTTPS HTML CSS JSON XML YAML PDF CSV SQL USB GPU CPU
    RAM SSD ID IDS OK FAQ TV PC AM PM GMT UTC USD EUR GBP JPY GDP ROI KPI KPIS B2B B2C SAAS FY YOY MOM QOQ ML LLM
    LLMS NLP OS IP DNS TCP UDP VPN ETA ASAP FYI DIY NB PS RSVP TBD TBA AKA DOB N/A Q1 Q2 Q3 Q4 H1 H2 MVP SDK CLI IDE
    RSS SMS PIN ATM VAT CD DVD CEST EST PST CET ISO FAQS NO TL DR TLDR SEO
    CO2 H2O CH4 NO2 NOX SO2 NH3 N2O O3 PM2.5 PM10
    """.split()
)
"""Acronyms that name no one in particular ("CEO", "API", "GDP"), and the formulas of common substances ("CO2",
"PM2.5"): a source may name the substance in words ("carbon dioxide"), which is the model's reading, not a name
missing from the record."""

CONNECTORS = frozenset("of de van von der den da di la le du del des bin al y for the on upon".split())
"""Lower-case words that may join the parts of one name ("Bank of America", "Ludwig van Beethoven")."""


def names_no_one(word: str) -> bool:
    """A capitalised word that names no one in particular: a generic acronym ("OS", "CDs") or a degree ("PhD"). A
    window need not carry it, as the record need not (`names`): a month or a weekday, which dates a claim, still
    counts."""
    bare = word.rstrip("'’")
    single = bare[:-1] if len(bare) > 2 and bare.endswith("s") and bare[:-1].isupper() else bare  # "CDs": a CD
    return (single.isupper() and single in GENERIC_ACRONYMS) or bare.lower() in DEGREES
