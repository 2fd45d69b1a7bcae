"""The hand-written rewrites (`benchmarks/rewrites.jsonl`): no true one may be contradicted beyond the three named
below, and no false one may end VERIFIED without being caught (contradicted, then corrected from its source) beyond
those lexical reading is known to let through (each named, with why)."""

from __future__ import annotations

import json
from pathlib import Path

from engine import Config, Verdict, verify

OFFLINE = Config(offline=True, db_path="")
DATA = Path(__file__).resolve().parents[1] / "benchmarks" / "rewrites.jsonl"

KNOWN_LIES = {
    "A 2010 study showed smoking increases the risk of stroke.",  # the study "was later retracted"
    "The first edition sold twice as many copies.",  # "the second sold twice as many": ellipsis
    "The proposal was approved.",  # "approved by the committee but still needs a full vote"
    "2019",  # "When was Blade Runner released?": the year it is set in
    "1982",  # "In what year is Blade Runner set?": its release year
    "A single fare for a car is £64, plus £12.50 for the driver.",  # "including the driver": "plus" is not read
    "512 GB",  # "a 512 GB SSD that can be replaced with a drive of up to 2 TB": one clause, two sizes
    "13:00",  # "check-out is by 11:00, although late check-out until 13:00": "standard" against "late"
    "Pasang Dorje",  # "a team led by Ruth Abernathy, whose guide, Pasang Dorje, reached the summit"
    "the Republic of Vell",  # "Ostrand ceded the island to Vell and paid an indemnity": the elided subject
    "Tomás Lenz",  # "Harbour City's goal came from Marco Bellini": the scorer of the other side
    "19",  # "recorded 19 days above 35°C, compared with an average of 6": the average asked, this year's given
    "€185 million",  # "rose to €310 million from €185 million in the first quarter": the second quarter asked
    "Kneading takes 6 minutes by hand or 10 minutes in a stand mixer with a dough hook.",  # two figures swapped
    "Children aged 6 to 8 years should take 15 ml every 4 to 6 hours.",  # the next age band's dose
    "Fenbrufen must never be given to children under 6 months, even if a doctor advises it.",  # "unless" turned
    "The county court awarded Ms Okafor £18,500 in damages.",  # "the High Court reversed … and awarded"
    "Crestview Properties",  # "Ms Okafor brought a claim against her landlord, Crestview Properties"
    "1.8 points",  # the yoga group's figure, "compared with 0.9 points in the usual-care group"
    "2.1%",  # "a higher rate of hypoglycaemia (7.2% versus 2.1%)": the pair in brackets
    "3.1 kg",  # "weighing 2.4 kg against the S10's 3.1 kg": one clause, two weights
    "Children with a sibling already at the school",  # "first to looked-after children, then to …": an order
    "The Court of Appeals for the Federal Circuit awarded Veltra $4.6 million.",  # the district court's award
    "The council also approved free fares for students, a measure whose cost the finance committee had asked more "
    "time to review.",  # "was postponed": a decision not taken
    "The club moved to its Ferry Lane boathouse in 1965 after flooding damaged the original building.",  # 1968
    "The deal has received regulatory approval and is expected to close in the fourth quarter.",  # "subject to"
    "Tessera API v3.8 removes the /v2/orders endpoint.",  # "will be removed on 30 September": a present tense
    "Transport minister Olu Bankole announced on Friday that the government has approved a second runway at "
    "Ellisford Airport.",  # "will decide … whether to approve"
    "6.8%",  # the county's growth, "Ashcombe grew by 11.2%" in the next clause (a count is not the question's)
    "Giulia Ranieri",  # the runner-up named beside the winner; the young rider's classification is another source's
    "Glenmora High Street",  # "a 15-minute walk from Glenmora High Street, and the nearest car park, on Quarry Road"
    "Tenants must keep the heating and hot water installations in working order.",  # the landlords' duty
    "The Hawks beat the Bears four games to two in the conference semi-finals.",  # "lost … to the Bears"
    "55–27",  # "behind the Portside Pilots (58–24) and the Dunmore Bears (55–27)": a pair in brackets
    "ParcelSwift will suspend Saturday collections from its depots between 1 November and 28 February.",  # continue
    "15 November",  # the first deadline; the extended one is in the second source
    "'Copper Sky' by Linnea Strand was the label's best-selling release.",  # named only "ahead of"
    "Harbour pilot Tomas Reyes said a steering failure caused the grounding.",  # reported speech of another
    "The ministry expects wheat prices to stabilise by October even if Estavia extends its export restrictions.",
    "Lukas Brenner",  # a grandmaster named beside the top seed, Anatoly Sirov
    "Vortex Nine took home 1.5 million dollars.",  # "the two teams took home …, respectively": the teams unnamed
    "The trust has opened new family centres in Leeds and Cardiff.",  # "said it would open": a plan
    "Professor Adeyemi said the 23 villages would face annual flooding by 2050 even if sea defences are raised.",
    "The recall includes the 500-gram goat's cheese with best-before dates between 20 January and 4 February.",
    "197 million dollars",  # its worldwide takings, not its cost
    "The fuel oil leaked from the fishing trawler Saint Brenna.",  # the bulk carrier's oil; the trawler it hit
    "Lorne Bay beach reopened on 1 October.",  # the second source reopens another beach on that date
    "Nausea was reported by 18% of patients on tablets and 7% of those on the injection.",  # two groups swapped
    "More runners started the race than last year.",  # "slightly fewer than last year": a comparison turned
    "Appointments at all five hospitals were postponed for three days.",  # "all five" for the ones named
    "The bathhouse dates to around AD 220, roughly a century before construction of Hadrian's Wall began.",
    "$649",  # another market's price of the same sentence
    "4.5%",  # the offer, not the demand
    "05:42",  # the first train's time, not the last's
    "Tessera travelled half the distance planned in its first 30 days.",  # "twice": a ratio turned over
    "The Folio 7 Plus goes on sale in the UK on 1 May.",  # another market's date
    "£159",  # another model's price
    "23",  # the later survey's count
    "€265 million",  # the other line's cost
    "Marco Testa defeated Elena Ruiz to become mayor of Porto Verde.",  # who beat whom
    "54.2%",  # the winner's share, asked of the loser
    "214",  # this winter's peak, asked of the previous one
    "Drowsiness and headache are the most common side effects, each reported in up to 1 in 10 people.",  # its own
    # clause says "drowsiness is uncommon"; the claim takes the word into the other clause's subject
    "The report makes two recommendations, both directed at Westvale Rail.",  # "one to Westvale Rail … and one to
    # Trackline": "both" against two objects is not read
    "Luca Brandt",  # "Who scored the first goal?": the order of the goals is not read
    "Ferrowind was founded in 2020 by chief technology officer Priya Ramaswamy and chief executive Erik Dahlgren.",
    # titles in brackets after each name, given to the other name
    "Castrena Riserva wines must be aged in oak for at least 36 months.",  # "of which at least 18 must be in oak"
    "7.2.5",  # "versions 7.2.0 through 7.2.5" are the affected ones; "Version 7.2.6 … fixes the issue"
    "Sewage discharges",  # "run-off accounted for 60%, with sewage discharges responsible for most of the remainder"
    "Peter Arkwell will lead the merged business as chief executive, with Ingrid Moss becoming chair.",  # roles
    # traded across a claim of two clauses, which the readings of one clause do not take apart
    "Duke Aldric",  # "between the forces of Duke Aldric and the rebel army of …": the other side's commander
    "Parvel notified the national data regulator on 11 July, the same day it detected the intrusion.",  # "detected
    # … on 11 July and notified … on 14 July": the claim's date is the sentence's other date
    "Lukas Heim conducted the Calloway Sinfonia in his own score.",  # "under conductor Priya Nandakumar": a noun's act
    "Restrictions apply Monday to Saturday from 8 am to 6:30 pm, including on bank holidays.",  # "unrestricted on
    # Sundays and bank holidays": a negation written as a prefix
    "£65",  # "£65 a year for the first vehicle and £110 for a second": "a year" is said of both
    "Concentrated acids may be dispensed in a fume cupboard or, if a technician is present, at the bench.",  # "only
    # inside a fume cupboard and only with a technician present"; the bench is another sentence's
    "Millhaven Academy",  # "Which school does the winning team come from?": the runners-up's school
    "Trustee chair Dr Helen Obuya said the scheme has reviewed its investment strategy and will implement the "
    "changes in the autumn.",  # "would review … in the autumn": a plan reported as done, in reported speech
    "Folk collective Ninefold Sisters will headline the Main Stage on Friday 26 July.",  # the Friday headliner is
    # another act; "Ninefold Sisters topping the bill on Sunday" is in the same sentence
    "The Velvet Kestrels",  # "Which act tops the bill on Sunday?": the Friday headliner
    "The ship's bell, recovered by the team, bears her name and the year she sank.",  # "the year of her
    # construction": a noun phrase said otherwise
    "2:00 p.m.",  # "Carlow Road … to 2:00 p.m., and the Millbank Bridge from 7:30 a.m. to 12:30 p.m.": times are
    # read as figures piece by piece, and the second clause's elided verb is not read
    "Participants will make focaccia, pide and ciabatta, and take home everything they bake.",  # "a Provençal
    # fougasse": an item of a list replaced
    "Hollins Park Juniors",  # "Which team won the fair play award?": the final's winner
    "The psalter sold for £1.9 million, nearly triple its upper estimate.",  # "more than double": a ratio restated
    "A private European collector",  # "Who bought …?": the underbidder, "outbid" by the buyer
    "A scale and polish with the hygienist costs £42 for a 30-minute appointment.",  # the check-up's price, moved to
    # the next item of the same sentence, which names no anchor a figure reading can hold
    "Children under 18 registered with the practice receive free check-ups and free treatment.",  # "treatment …
    # is charged at half the adult rate": the second clause's denial is not read against the claim's "free"
    "Each of the other shortlisted authors received £1,000.",  # the illustrator's award; theirs is £500
    "The 11-metre acrylic tunnel runs beneath a tank of green sea turtles, sand tiger sharks and more than 2,000 "
    "reef sharks.",  # "reef fish": a word of a list item changed, in a list reordered
    "The Mercer Hall in Dunmere",  # "At which venue does the tour open?": the second venue ("It then visits")
    "450",  # "How many lots were sold?": "412 of the 450 lots found buyers"
    "28 calendar days",  # "Urgent repairs … within 3 working days, and routine repairs within 28 calendar days"
    "The magnitude 4.9 aftershock struck before the tsunami warning was lifted.",  # "lifted at 05:30 …; an
    # aftershock … followed at 06:12": times of two events are not compared
}


KNOWN_ALARMS = {
    # True answers BLOCKED, each a figure worked out in more steps than the lexical reading follows. Batch S was
    # written to find such cases; these three are what it found that no rule reads yet.
    "The week's heating used 186 kWh and cost about £45.57.",  # 62 hours × 3 kW, × 24.5p; "kWh" is no unit the
    # figure reader knows, so "186" is compared with the "3" of "3 kW"
    "The hospice received £180 from the entry fees.",  # 25% of 48 × £15
    "Each guest's portion includes 150 g of beef mince.",  # 18 kg ÷ 120 guests; "g" alone is no unit to the reader
}


def _items() -> list[dict]:
    return [json.loads(line) for line in DATA.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_no_true_rewrite_is_contradicted_and_no_new_lie_gets_through() -> None:
    alarms, lies = [], []
    for item in _items():
        report = verify(item["answer"], item["sources"], question=item.get("question"), config=OFFLINE)
        verified = report.status is not None and report.status.value == "VERIFIED"
        contradicted = any(r.verdict is Verdict.CONTRADICTED for r in report.claims)
        blocked = report.status is not None and report.status.value == "BLOCKED"
        if item["true"] and (contradicted or blocked):
            alarms.append(item["answer"])
        if not item["true"] and verified and not contradicted:  # a lie contradicted, then corrected, was caught
            lies.append(item["answer"])
    assert set(alarms) <= KNOWN_ALARMS, sorted(set(alarms) - KNOWN_ALARMS)
    assert set(lies) <= KNOWN_LIES, sorted(set(lies) - KNOWN_LIES)
    assert len(_items()) >= 2920  # the file is the probe: it must not shrink unnoticed
