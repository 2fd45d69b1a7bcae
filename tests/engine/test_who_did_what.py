"""Claims that use only a sentence's words but say who did what, or which figure goes where, otherwise.

Each lie below was VERIFIED offline before its check existed; each truth beside it must stay VERIFIED.
"""

from __future__ import annotations

import pytest

from engine import Config, verify

OFFLINE = Config(offline=True, db_path="")

STORM = "The storm caused flooding, which closed the main bridge for two days."
FIRM = "Maria joined the firm after Paul left it in 2015."
TABLET = "The tablet costs $300 per month to lease or $2,000 to buy."
SALES = "Sales in Europe rose 10%, while sales in Asia fell 5%."
BRIDGE = "The bridge is longer than the tunnel but shorter than the canal."
STAFF = "All staff except managers received a bonus."
PARK = "The park is open every day except Christmas Day, and dogs are welcome apart from in the playground."
LISA = "Lisa, who trained under coach Marco, won gold in Tokyo."
CUP = "Not only Paris but also Lyon hosted matches in 1998."
PLANS = "The Pro plan costs $20 per user per month and includes 100 GB of storage; the Free plan includes 5 GB."
DRUG = "Ibuprofen should not be taken with aspirin, but it can be taken with paracetamol."
SURVEY = "The survey of 2,000 adults found that 40% exercise weekly and 15% never exercise."
BARD = "Shakespeare was born in Stratford-upon-Avon in 1564 and died there in 1616."
REVENUE = "Revenue grew to $5 million in 2022 from $3 million in 2021."
CEO = "The CEO, Jane Park, replaced John Ode, who retired in March."
LIBRARY = "The library lends books for three weeks, and DVDs for one week."
ITALY = "Rome is the capital of Italy, and Milan is its largest financial centre."
MODEL = "Unlike its predecessor, the new model supports wireless charging."
SCORES = "Alice and Bob scored 12 and 15 points, respectively."
FACTORY = "The factory employs 500 people, half of whom work night shifts."
EXAM = "Only 3 of the 20 candidates passed the exam."
BRAZIL = "Brazil is the largest country in South America and the fifth largest in the world."
BILL = "The bill passed the House but was blocked in the Senate."
CLINIC = "Dr. Kim, a cardiologist, treated the patient, who later sued the hospital."
FAMILY = "Tom's sister, Anna, moved to Canada in 1999."
MALLS = (
    "Mall del Norte is the 2nd largest mall in South Texas. "
    "La Plaza Mall is a regional shopping mall in McAllen, the largest mall in South Texas."
)
FOUNDERS = "She co-founded the company with Raj Patel in 2004."
BAND = "The band was popular in the 1990s."
RENAMED = "The company, formerly known as Blue Inc, was renamed Red Corp in 2012."
GDP = "GDP per capita rose 3%, while total GDP rose 5%."
JOBS = "Between 2010 and 2015, the city added 20,000 jobs."
DOCTOR = "Anna's father, a doctor, moved the family to Oslo."
RIVER = "The river flows from the mountains to the sea."
FILM = "Excuse My French is a 2014 Egyptian comedy directed by Amr Salama, based on Salama's own experiences."
RATE = "Unemployment rose by 2 percentage points to 7%."
PRICE = "Prices increased by 20% to $60."
COLD = "The temperature dropped to minus 5 degrees overnight."
DRUG_AGE = "The drug must not be given to children under 6."
MEETING = "The meeting was moved from Monday to Friday."
OPENED = "The bridge opened in 1932, five years after construction began."
APPLICANTS = "Half of the 40 applicants were accepted."
FIXTURES = "Chelsea beat Arsenal 3-1 on Saturday, while Liverpool drew 2-2 with Everton on Sunday."
COWDREY = (
    "He was the first third-generation player for the county, after his father, Chris Cowdrey, and grandfather "
    "Colin Cowdrey."
)
BROOKS = "Albert Lawrence Brooks ( born Albert Lawrence Einstein ; July 22 , 1947 ) is an American actor ."
TIMEOUT = "The default timeout is 30 seconds; it can be raised to 120 seconds with the --timeout flag."
RELEASES = "Version 2.0 added support for Windows; macOS support arrived in version 2.3."
MODULE = "Deprecated in Python 3.9, the module was removed in Python 3.11."
STATUS = "The API returns 404 if the user does not exist and 403 if access is denied."
STATION = "The new station will open in 2027."
QUOTED = '"We will not resign," said the party leader, Ana Diaz. Her deputy, Luis Gomez, called for calm.'
BROTHERS = "The older brother, Sam, runs the farm; the younger, Tim, is a teacher."
TRIAL = (
    "In the trial, 120 patients received the drug and 118 received a placebo; 30 in the drug group and 45 in the "
    "placebo group had a stroke."
)
TICKETS = "Tickets are free for children under 5 and cost $10 for adults."
BOILING = "Water boils at 100 degrees Celsius at sea level, and at lower temperatures at altitude."
VACCINE = "The vaccine is approved for people aged 12 and over; children under 12 need a different dose."
PRICES = "Prices rose in January and fell in March."
CAREER = "Smith played for Arsenal from 1990 to 1995 and for Chelsea from 1995 to 2000."
GUESTS = "Vocals are by Aesop Rock, with guest appearances from El-P and Camu Tao of the U.S. Army."
BANK = "She was the first woman to lead the bank, and its second chief executive overall."
ALBUM = "It was the band's second album, and its first to top the charts."
SIBLINGS = "Her brother, Karl Varga, who later became mayor of Sopron, financed her early laboratory."
COMET = (
    "The comet was discovered on 3 March 1893 by the Swedish astronomer Elsa Lindqvist at the Uppsala Observatory, "
    "where her teacher, Gustav Berg, was director."
)
BOILING_POINT = (
    "In 1874 the physicist Niels Ostergaard measured the boiling point of lorium as −41.6 °C, using an apparatus "
    "designed by his assistant, Frida Holm."
)
INCOME = "Net interest income was €2.64 billion, down 3% from the first quarter but up 8% from a year earlier."
WINDS = "Winds south-westerly, 20–30 km/h, gusting to 65 km/h on exposed coasts."
RESCUE = "Team leader Grace Mallory said the walker was well equipped but had not carried crampons."
BIRDS = "Wigeon were the most numerous species at 1,106 birds, followed by teal at 640."
GRADUATE = "She studied engineering at Wexmoor University, graduating in 1959 as one of only two women in her year."
HORN = (
    "The runic inscription on the rim has been read as ‘Ingrid owns me’, although some scholars prefer ‘made for "
    "Ingrid’."
)
CEREAL = "Each serving provides 24 g of carbohydrate including 7.2 g of sugars, 3.4 g of fibre and 4.0 g of protein."
ALLOWANCE = "Taxpayers earning more than 150,000 crowns lose the personal allowance entirely."
FLOOD = "The defences are designed to protect 1,150 homes against a 1-in-200-year flood."
CODES = [
    "Error code E4031 indicates that the card was declined by the issuing bank.",
    "Error code E5002 indicates a temporary gateway outage.",
]
MINISTER = (
    "Jorge Albarrán (1921–2003) was a Chilean politician who served as Minister of Finance from 1964 to 1968 "
    "under President Rodrigo Peña."
)
RUNOFF = "Incumbent mayor Rosa Delgado won the runoff with 52.7% of the vote against challenger Ian Whitfield's 47.3%."
RENNERS = "His elder sister, Ilse Renner, is a painter whose work was shown at the Venice Biennale in 1976."
ALBUM_PRIZE = "Her debut album, Blue Quarter (1996), was nominated for a Grammy Award."
PYTHONS = (
    "Release 3.0 will require Python 3.10 or later; release 2.9 remains the last version to support Python 3.8 and 3.9."
)
NOTICE = (
    "After probation, the Employer must give the Employee one month's notice, while the Employee must give the "
    "Employer three months' notice."
)
LATE_FEE = "A late payment fee of £25 applies to any rent received more than 7 days after the due date."
OFF_PEAK = "Off-peak members may use the club only before 16:00 on weekdays and at any time at weekends."
FASTING = "Patients must fast for 8 hours before the test; water is allowed."
PARKING = "The main car park charges £4 for up to three hours and £7 for the whole day."
VACUUMS = (
    "The Vortex S8 is lighter than the Vortex S10. The S10's battery lasted 70 minutes, compared with only 45 minutes "
    "for the S8, and only the S10 comes with a pet-hair tool."
)
STRIKE = (
    "Union representative Carla Nunes said members had rejected the offer of a 3.5% raise, calling it 'a cut in "
    "real terms.' The chief executive, Dr. Ravi Menon, said he was 'disappointed'."
)
RECALL = "The Consumer Safety Agency has issued a warning about the Tiddle Tots baby sleeping bag after tests."
LABEL = (
    "Streaming revenue for the label reached 46 million euros in 2023, up from 39 million euros in 2022, while "
    "physical sales fell to 8 million euros."
)
BEACHES = "Beaches at Lorne Bay and Fairhaven were closed on 10 and 12 September, respectively."
FLAT = "But the property comes with a catch, not only is it in dire need of renovation, the lease is short."


@pytest.mark.parametrize(
    ("source", "claim", "reason"),
    [
        (STORM, "Flooding caused the storm.", "“storm … flooding” where the claim has “Flooding … storm”"),
        (FIRM, "Maria left the firm in 2015.", "says “after Paul left it in 2015” of Paul"),
        (TABLET, "The tablet costs $300 to buy.", "writes “$2,000 to buy”, not “$300 to buy”"),
        (SALES, "Sales in Asia rose 10%.", "gives 5% with “Asia”, and 10% with “Europe”"),
        (BRIDGE, "The tunnel is longer than the bridge.", "where the claim has"),
        (BRIDGE, "The bridge is longer than the canal.", "says “shorter than the canal”, not “longer than the canal”"),
        (STAFF, "Managers received a bonus.", "names “managers” only to set it apart (“except managers”)"),
        (STAFF, "All staff received a bonus.", "says “All staff except managers”, not “All staff”"),
        (PARK, "The park is open every day.", "says “every day except Christmas Day”, not “every day”"),
        (PARK, "Dogs are welcome in the playground.", "only to set it apart (“apart from in the playground”)"),
        (LISA, "Marco won gold in Tokyo.", "names Marco only in “who trained under coach Marco”"),
        (PLANS, "The Pro plan includes 5 GB of storage.", "writes “100 GB of storage”, not “5 GB of storage”"),
        (PLANS, "The Pro plan costs $20 per month.", "writes “$20 per user per month”, not “$20 per month”"),
        (EXAM, "Most candidates passed the exam.", "says “Only 3 of the 20”, not “most”"),
        (DRUG, "Ibuprofen should not be taken with paracetamol.", "denies it only in “Ibuprofen should not be"),
        (SURVEY, "40% of adults never exercise.", "denies it only in “15% never exercise”"),
        (BARD, "Shakespeare died in 1564.", "says “died there in 1616”, not “died in 1564”"),
        (REVENUE, "Revenue was $5 million in 2021.", "writes “$3 million in 2021”, not “$5 million in 2021”"),
        (REVENUE, "Revenue grew to $3 million in 2022.", "writes “from $3 million”, not “to $3 million”"),
        (REVENUE, "Revenue was $3 million in 2022.", "writes “$5 million in 2022”, not “$3 million in 2022”"),
        (CEO, "Jane Park retired in March.", "says “who retired in March” of John Ode, not of Jane Park"),
        (LIBRARY, "The library lends books for one week.", "the claim joins them"),
        (LIBRARY, "The library lends DVDs for three weeks.", "has “books” where the claim has “DVDs”"),
        (TRIAL, "120 patients received a placebo.", "“120 patients received the drug” apart; the claim joins them"),
        (ITALY, "Milan is the capital of Italy.", "says “Rome is the capital of Italy” of Rome, not of Milan"),
        (ITALY, "Rome is Italy's largest financial centre.", "“Milan is its largest financial centre” of Milan"),
        (MODEL, "The predecessor supports wireless charging.", "only to set it apart (“Unlike its predecessor”)"),
        (SCORES, "Alice scored 15 points.", "pairs “Alice … 12” (“respectively”), not “Alice … 15”"),
        (FACTORY, "500 people work night shifts.", "says “half of whom work night shifts”"),
        (EXAM, "20 candidates passed the exam.", "says “3 of the 20 candidates”, not “20 candidates”"),
        (BRAZIL, "Brazil is the largest country in the world.", "says “fifth largest in the world”"),
        (BRAZIL, "Brazil is the largest country.", "says “fifth largest in the world”"),
        (BILL, "The bill passed the Senate.", "says “passed the House”, not “passed the Senate”"),
        (CLINIC, "Dr. Kim sued the hospital.", "says “who later sued the hospital” of the patient, not of Dr. Kim"),
        (CLINIC, "The patient is a cardiologist.", "says “Kim, a cardiologist”, not “The patient is a cardiologist”"),
        (FAMILY, "Tom moved to Canada in 1999.", "says it of “Tom's sister, Anna”, not of Tom"),
        (FOUNDERS, "Raj Patel founded the company alone in 2004.", "does not say “alone”, which the claim adds to it"),
        (BAND, "The band was popular in 1990.", "says only “1990s”, not 1990 exactly"),
        (RENAMED, "The company was renamed Blue Inc in 2012.", "says “renamed Red Corp”, not “renamed Blue Inc”"),
        (GDP, "GDP per capita rose 5%.", "“GDP per capita rose 3%” and “total GDP rose 5%” apart"),
        (JOBS, "The city added 20,000 jobs in 2010.", "gives it for “Between 2010 and 2015”, not for 2010 alone"),
        (DOCTOR, "Anna is a doctor.", "says it of “Anna's father, a doctor”, not of Anna"),
        (RIVER, "The river flows from the sea to the mountains.", "“mountains … sea” where the claim has “sea …"),
        (RATE, "Unemployment rose by 7%.", "writes “to 7%”, not “by 7%”"),
        (RATE, "Unemployment rose by 2%.", "writes “2 percentage points”, not “2%”"),
        (PRICE, "Prices increased to 20%.", "writes “by 20%”, not “to 20%”"),
        (COLD, "The temperature dropped to 5 degrees overnight.", "says minus 5, not 5"),
        (MEETING, "The meeting is on Monday.", "held only in the past (“from Monday to Friday”)"),
        (OPENED, "Construction began in 1932.", "“five years after construction began” and “The bridge opened in"),
        (APPLICANTS, "40 applicants were accepted.", "says “Half of the 40 applicants”, not “40 applicants”"),
        (FIXTURES, "Chelsea beat Arsenal on Sunday.", "the claim joins them"),
        (STATION, "The new station opened in 2027.", "says it only as to come (“will open”)"),
        (STATION, "The new station has opened.", "says it only as to come (“will open”)"),
        (BROTHERS, "Sam is a teacher.", "says “the younger, Tim, is a teacher” of Tim, not of Sam"),
        (
            "Both the bridge and the tunnel were completed in 1998.",
            "Only the bridge was completed in 1998.",
            "does not say “Only”, which the claim adds to it",
        ),
        (TIMEOUT, "The timeout can be raised to 30 seconds.", "writes “to 120 seconds”, not “to 30 seconds”"),
        (RELEASES, "Version 2.0 added support for macOS.", "says “support for Windows”, not “support for macOS”"),
        (RELEASES, "macOS support arrived in version 2.0.", "writes “version 2.3”, not “version 2.0”"),
        (MODULE, "The module was deprecated in Python 3.11.", "says “deprecated in Python 3.9”"),
        (
            BROOKS,
            "Albert Lawrence Einstein ( born Albert Lawrence Brooks ; July 22 , 1947 ) is an American actor .",
            "“Albert Lawrence Brooks … Albert Lawrence Einstein” where the claim has",
        ),
        (
            COWDREY,
            "His father, Colin Cowdrey, played for the county.",
            "says “father, Chris Cowdrey”, not “father, Colin",
        ),
        (FIXTURES, "Liverpool beat Everton 2-2.", "the claim joins them"),
        (TICKETS, "Tickets cost $10 for children under 5.", "and “Tickets are free for children under 5” apart"),
        (TICKETS, "Tickets are free for adults.", "says “Tickets are free for children under 5” and “cost $10"),
        (BOILING, "Water boils at 100 degrees Celsius at altitude.", "“at lower temperatures at altitude” apart"),
        (VACCINE, "The vaccine is approved for children under 12.", "the claim joins them"),
        (LISA, "Lisa trained Marco.", "says “trained under coach Marco”, not “trained Marco”"),
        (CAREER, "Smith played Arsenal.", "says “played for Arsenal”, not “played Arsenal”"),
        (SIBLINGS, "Helena Varga later became mayor of Sopron.", "of Karl Varga, not of Helena Varga"),
        (COMET, "Gustav Berg discovered the comet in 1893.", "says “discovered” of Elsa Lindqvist, not of Gustav"),
        (BOILING_POINT, "Frida Holm measured the boiling point of lorium.", "“measured” of Niels Ostergaard"),
        (INCOME, "Net interest income rose 3% from the first quarter.", "writes “down 3%”, not “rose 3%”"),
        (INCOME, "Net interest income fell 8% from a year earlier.", "writes “up 8%”, not “fell 8%”"),
        (MINISTER, "Rodrigo Peña served as Minister of Finance.", "says “served” of Jorge Albarrán, not of Rodrigo"),
        (RUNOFF, "Ian Whitfield won 52.7% of the runoff vote.", "says “won” of Rosa Delgado, not of Ian Whitfield"),
        (RENNERS, "Tobias Renner's work was shown at the Venice Biennale.", "of Ilse Renner, not of Tobias Renner"),
        (ALBUM_PRIZE, "Her debut album, Blue Quarter, won a Grammy Award.", "says “was nominated for”, not “won”"),
        (
            "Python 3.12 removed the distutils module, which had been deprecated since Python 3.10.",
            "The distutils module was deprecated in Python 3.12.",
            "says “deprecated since Python 3.10”, not “deprecated in Python 3.12”",
        ),
        (PYTHONS, "Release 3.0 will require Python 3.9 or later.", "“require Python 3.10”, not “require Python 3.9”"),
        (NOTICE, "After probation, the Employee must give the Employer one month's notice.", "the claim joins them"),
        (LATE_FEE, "A late fee of £25 applies to rent received after the due date.", "“more than 7 days after the due"),
        (OFF_PEAK, "Off-peak members may use the club on weekdays.", "allows it “only before 16:00”"),
        (PARKING, "Parking in the main car park for the whole day costs £4.", "“£7 for the whole day” and"),
        (
            VACUUMS,
            "The Vortex S10 is lighter than the Vortex S8.",
            "says “The Vortex S8 is lighter than the Vortex S10”",
        ),
        (VACUUMS, "Only the S8 comes with a pet-hair tool.", "the claim joins them"),
        (
            STRIKE,
            "Dr. Ravi Menon called the offer 'a cut in real terms.'",
            "gives “a cut in real terms” to Carla Nunes",
        ),
        (RECALL, "Tiddle Tots issued the warning after tests.", "says “issued” of Consumer Safety Agency"),
        (LABEL, "Physical sales reached 46 million euros in 2023.", "the claim joins them"),
        (BEACHES, "Fairhaven's beach was closed on 10 September.", "pairs “Fairhaven … 12”"),
        (BANK, "She was the first chief executive of the bank.", "says “second chief”, not “first chief”"),
        (PRICES, "Prices rose in March.", "says “rose in January”, not “rose in March”"),
        (WINDS, "Winds will be north-westerly, gusting to 65 km/h on exposed coasts.", "says “south”"),
        (RESCUE, "Team leader Grace Mallory said the walker had been poorly equipped.", "says “well”"),
        (BIRDS, "Teal were the most numerous species, with 1,106 birds.", "has “Wigeon” where the claim has “Teal”"),
        (GRADUATE, "She graduated from Wexmoor University in 1959 as the only woman in her year.", "one of only two"),
        (HORN, "The runic inscription on the rim reads ‘made for Ingrid’.", "only with “some scholars prefer”"),
        (CEREAL, "Each serving provides 7.2 g of fibre and 3.4 g of sugars.", "3.4 g of fibre"),
        (ALLOWANCE, "Taxpayers earning more than 120,000 crowns lose their personal allowance.", "120,000"),
        (FLOOD, "The defences will protect 1,150 homes against a 1-in-100-year flood.", "says 200-year"),
        (
            "The Warden class's Shield Bash cooldown is increased from 8 to 12 seconds, while its damage is raised by "
            "10%.",
            "Shield Bash's cooldown goes up by 60%.",
            "60%",
        ),
        (
            "Brennock will receive a female snow leopard, Mira, from Haldane in return later in the year.",
            "Mira, a female snow leopard, will be sent from Brennock to Haldane later in the year.",
            "says “from Haldane”",
        ),
        (
            "On 3 March, the council's planning committee approved the application by seven votes to four.",
            "The council's planning committee approved the application by seven votes to four on 3 May.",
            "says 3 March, not 3 May",
        ),
        (
            "The prize went to Maya Okonkwo-Reid for 'The Lantern Under the Lake', her second novel.",
            "'The Lantern Under the Lake' is Maya Okonkwo-Reid's debut novel.",
            "says “second novel”, not “debut novel”",
        ),
        (
            "The scheme was cut from 18 turbines to 14 during consultation.",
            "The approved scheme has 18 turbines.",
            "gives 18 as the value before it changed",
        ),
        (
            "Tenants are responsible for minor jobs like replacing light bulbs, unless they are aged over 70.",
            "All tenants are responsible for minor jobs such as replacing light bulbs.",
            "says it with “unless they are aged over 70”",
        ),
        (
            "Staff permits will rise from £18 to £22 a month, although night-shift workers will be exempt.",
            "Staff permits will rise from £18 to £22 a month for all staff, including night-shift workers.",
            "“exempt” where the claim says “including”",
        ),
        (
            "Two of the three people aboard were transferred to the lifeboat, while the skipper stayed on the yacht.",
            "All three people aboard were transferred to the lifeboat.",
            "says “Two of the three people”",
        ),
        (
            "Reservoir levels stand at 48% of capacity, against a seasonal average of 71%.",
            "Reservoir levels stand at 71% of capacity, against a seasonal average of 48%.",
            "writes “48% of capacity”",
        ),
        (
            "The sale raised a total of £2.84 million including buyer's premium.",
            "The sale raised £2.84 million excluding buyer's premium.",
            "“including”, not “excluding”",
        ),
        (
            "Any spill larger than 50 ml must be reported immediately to Dr. Farah Osei.",
            "Any spill of 50 ml or less must be reported immediately to Dr. Farah Osei.",
            "larger than 50 ml",
        ),
        (
            "This number doesn't include people who are out of sight.",
            "This number doesn't include people who are not out of sight.",
            "only the claim is negated",
        ),
    ],
)
def test_a_claim_that_rearranges_the_sentence_is_not_supported(source: str, claim: str, reason: str) -> None:
    report = verify(claim, [source], config=OFFLINE)
    reasons = [f.reason for r in report.claims for f in r.findings]
    # The claim itself is never SUPPORTED; the badge may still read VERIFIED when the final answer was corrected
    # from the quote and the corrected text re-verified (the contract's status rule).
    assert all(r.verdict.value != "SUPPORTED" for r in report.claims), reasons
    assert report.status is not None
    assert report.status.value != "VERIFIED" or report.final_answer != report.answer, reasons
    assert any(reason in found for found in reasons), reasons


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (STORM, "The storm caused flooding."),
        (FIRM, "Maria joined the firm after Paul left it."),
        (FIRM, "Paul left the firm in 2015."),
        (TABLET, "The tablet costs $2,000 to buy."),
        (SALES, "Sales in Asia fell 5%."),
        (BRIDGE, "The bridge is shorter than the canal."),
        (BRIDGE, "The bridge is longer than the tunnel."),
        (STAFF, "Staff received a bonus."),
        (PARK, "Dogs are welcome."),
        (LISA, "Lisa won gold in Tokyo."),
        (CUP, "Paris hosted matches in 1998."),
        (CUP, "Lyon hosted matches in 1998."),
        (FLAT, "The property is in dire need of renovation."),
        (PLANS, "The Pro plan includes 100 GB of storage."),
        (PLANS, "The Free plan includes 5 GB."),
        (PLANS, "The Pro plan costs $20 per user per month."),
        (DRUG, "Ibuprofen should not be taken with aspirin."),
        (SURVEY, "The survey of 2,000 adults found that 15% never exercise."),
        (BARD, "Shakespeare died in 1616."),
        (REVENUE, "Revenue was $3 million in 2021."),
        (CEO, "John Ode retired in March."),
        (LIBRARY, "The library lends DVDs for one week."),
        (ITALY, "Rome is the capital of Italy."),
        (ITALY, "Milan is Italy's largest financial centre."),
        (MODEL, "The new model supports wireless charging."),
        (RATE, "Unemployment rose to 7%."),
        (FIXTURES, "Chelsea beat Arsenal 3-1 on Saturday."),
        (COWDREY, COWDREY),
        (STATION, "The new station will open in 2027."),
        (BROTHERS, "Sam runs the farm."),
        ("The north tower was finished in 1972 and the south tower in 1973.", "The south tower was finished in 1973."),
        ("Lisbon hosted the event in 2018 and Madrid in 2019.", "Madrid hosted the event in 2019."),
        ("Anna lives in Oslo; she works in Bergen as a nurse.", "Anna works in Bergen as a nurse."),
        ("The flat has just three years left on the lease.", "The flat has only three years left on the lease."),
        (QUOTED, "Ana Diaz said she would not resign."),
        (TIMEOUT, "The default timeout is 30 seconds."),
        (TIMEOUT, "The timeout can be raised to 120 seconds."),
        (RELEASES, "Version 2.0 added support for Windows."),
        (MODULE, "The module was removed in Python 3.11."),
        (BROOKS, BROOKS),
        (COWDREY, "He was the first third-generation player for the county, after his father, Chris Cowdrey."),
        (FIXTURES, "Liverpool drew with Everton on Sunday."),
        (PRICE, "Prices increased to $60."),
        (PRICE, "Prices increased by 20%."),
        (COLD, "The temperature dropped to -5 degrees overnight."),
        (DRUG_AGE, "The drug is not for children under 6."),
        (MEETING, "The meeting was moved to Friday."),
        (OPENED, "The bridge opened in 1932."),
        (SCORES, "Alice scored 12 points."),
        (SCORES, "Bob scored 15 points."),
        (FACTORY, "The factory employs 500 people."),
        (FACTORY, "Half of the 500 people work night shifts."),
        (EXAM, "3 of the 20 candidates passed the exam."),
        (EXAM, "There were 20 candidates."),
        (BRAZIL, "Brazil is the largest country in South America."),
        (BRAZIL, "Brazil is the fifth largest country in the world."),
        (BILL, "The bill passed the House."),
        (CLINIC, "Dr. Kim is a cardiologist."),
        (FAMILY, "Anna moved to Canada in 1999."),
        (FOUNDERS, "She co-founded the company with Raj Patel in 2004."),
        (BAND, "The band was popular in the 1990s."),
        (RENAMED, "The company was renamed Red Corp in 2012."),
        (GDP, "Total GDP rose 5%."),
        (JOBS, "The city added 20,000 jobs between 2010 and 2015."),
        (DOCTOR, "Anna's father was a doctor."),
        (RIVER, "The river flows to the sea."),
        (FILM, "Excuse My French is a 2014 Egyptian comedy directed by Amr Salama, based on his own experiences."),
        (MALLS, "La Plaza Mall is the largest mall in South Texas."),  # the plain sentence, not the ranked one
        (MALLS, "The largest mall in South Texas is in McAllen."),
        (TICKETS, "Tickets cost $10 for adults."),
        (TICKETS, "Tickets are free for children under 5."),
        (BOILING, "Water boils at 100 degrees Celsius at sea level."),
        (VACCINE, "The vaccine is approved for people aged 12 and over."),
        (CAREER, "Smith played for Chelsea."),
        (LISA, "Lisa trained under Marco."),
        (LABEL, "Streaming revenue reached 46 million euros in 2023."),
        (BEACHES, "Fairhaven's beach was closed on 12 September."),
        (RECALL, "The Consumer Safety Agency issued a warning about the Tiddle Tots baby sleeping bag."),
        (STRIKE, "Carla Nunes called the offer 'a cut in real terms.'"),
        (STRIKE, "Dr. Ravi Menon said he was 'disappointed'."),
        ("Catherine the Great's reforms were praised by Carnes' students.", "Carnes' students praised the reforms."),
        (PARKING, "Parking in the main car park for the whole day costs £7."),
        (PARKING, "The main car park charges £4 for up to three hours."),
        (VACUUMS, "The Vortex S8 is lighter than the Vortex S10."),
        (VACUUMS, "Only the S10 comes with a pet-hair tool."),
        (LATE_FEE, "A late fee of £25 applies to rent received more than 7 days after the due date."),
        (OFF_PEAK, "Off-peak members may use the club only before 16:00 on weekdays."),
        (FASTING, "Water is allowed before the test."),
        (FASTING, "Patients must fast before the test."),
        (NOTICE, "After probation, the Employer must give the Employee one month's notice."),
        (NOTICE, "The Employee must give the Employer three months' notice."),
        (ALBUM_PRIZE, "Her debut album, Blue Quarter, was nominated for a Grammy Award."),
        (PYTHONS, "Release 3.0 will require Python 3.10 or later."),
        (RUNOFF, "Rosa Delgado won 52.7% of the vote."),
        (RENNERS, "Ilse Renner's work was shown at the Venice Biennale in 1976."),
        (MINISTER, "Jorge Albarrán served as Minister of Finance from 1964 to 1968."),
        (INCOME, "Net interest income fell 3% from the first quarter."),
        (INCOME, "Net interest income rose by 8% from a year earlier."),
        (SIBLINGS, "Karl Varga later became mayor of Sopron."),
        (COMET, "Elsa Lindqvist discovered the comet in 1893."),
        (BOILING_POINT, "Niels Ostergaard measured the boiling point of lorium as −41.6 °C."),
        (BOILING_POINT, "The apparatus was designed by Frida Holm."),
        ("Not only Paris but also Lyon hosted matches in 1998.", "Paris hosted matches in 1998."),
        (BANK, "She was the second chief executive of the bank."),
        (BANK, "She was the first woman to lead the bank."),
        (ALBUM, "It was the band's first album to top the charts."),  # "its first to …" leaves "album" unsaid
        (
            "She visited Paris in 2001 and moved there for work.",
            "She visited Paris.",
        ),  # the second clause repeats the verb's phrase
        (GUESTS, "Vocals are by Aesop Rock with guest appearances from Camu Tao."),  # one list after "from"
        ("Prices rose in January, in February and in March.", "Prices rose in March."),
        ("The game is found in many stores, mostly in shops such as Argos.", "The game is found in Argos."),
        (WINDS, "Winds will be south-westerly, gusting to 65 km/h on exposed coasts."),
        (RESCUE, "Team leader Grace Mallory said the walker was well equipped."),
        (BIRDS, "Wigeon were the most numerous species, with 1,106 birds."),
        (GRADUATE, "She graduated from Wexmoor University in 1959 as one of only two women in her year."),
        (HORN, "The runic inscription on the rim has been read as ‘Ingrid owns me’."),
        (CEREAL, "Each serving provides 3.4 g of fibre and 7.2 g of sugars."),
        (ALLOWANCE, "Taxpayers earning more than 150,000 crowns lose their personal allowance."),
        (FLOOD, "The defences will protect 1,150 homes against a 1-in-200-year flood."),
        ("Over 1,200 people attended the opening.", "More than 1,000 people attended the opening."),
        (
            "Tenants must report leaks, unless the landlord is already aware.",
            "All tenants must report leaks unless the landlord is already aware.",
        ),
        (
            "On 3 March, the council's planning committee approved the application by seven votes to four.",
            "The council's planning committee approved the application by seven votes to four on 3 March.",
        ),
        (
            "The prize went to her first novel, and her second novel was shortlisted.",
            "The prize went to her first novel.",
        ),
        (
            "Unlimited mileage is included for hires of 3 days or more; shorter hires are limited to 200 km per day.",
            "Hires shorter than 3 days are limited to 200 km per day.",
        ),
    ],
)
def test_the_sentence_as_it_stands_is_still_supported(source: str, claim: str) -> None:
    report = verify(claim, [source], config=OFFLINE)
    assert report.status is not None and report.status.value == "VERIFIED", [
        f.reason for r in report.claims for f in r.findings
    ]


def test_not_only_that_denies_the_only_is_still_a_negation() -> None:
    """ "She had not only drunk a can" says she drank more: it denies "only", so it is no copy of the source."""
    report = verify("She had not only drunk a can of beer.", ["She had only drunk a can of beer."], config=OFFLINE)
    assert report.status is not None and report.status.value != "VERIFIED"


def test_a_runner_up_that_says_it_plainly_supports_what_the_best_match_says_otherwise() -> None:
    """Both sentences hold every word of the claim; the first ranks the mall, the second says it plainly."""
    report = verify("The largest mall in South Texas.", [MALLS], config=OFFLINE)
    assert report.status is not None and report.status.value == "VERIFIED"
    quotes = [q.quote for r in report.claims for f in r.findings for q in f.evidence]
    assert any("La Plaza Mall" in quote for quote in quotes), quotes


def test_a_runner_up_missing_a_word_of_the_claim_supports_nothing() -> None:
    """The best sentence shows the changed word ("commanded"); a looser one that lacks it must not let it through."""
    sources = [
        "The film was produced by Rough House Pictures (David Gordon Green, Danny McBride and Jody Hill). "
        "The film is a production of Rough House Pictures (David Gordon Green, Danny McBride, Jody Hill)."
    ]
    claim = "The film was commanded by Rough House Pictures (David Gordon Green, Danny McBride and Jody Hill)."
    report = verify(claim, sources, config=OFFLINE)
    assert report.status is not None and report.status.value != "VERIFIED"


def test_a_pronoun_is_read_as_the_name_it_stands_for_against_a_possessive_subject() -> None:
    """ "It" is Acme; the sentence's "Its" is Acme too, but its subject is Acme's rival."""
    source = (
        "Acme Robotics was founded in 2001 by Dana Lee. Its rival, Bolt Industries, was founded in 1995 and "
        "employs 300 people. Acme employs 120 people."
    )
    report = verify("Acme Robotics was founded in 2001. It employs 300 people.", [source], config=OFFLINE)
    reasons = [f.reason for r in report.claims for f in r.findings]
    assert report.status is not None and report.status.value == "CAUTION", reasons
    assert any("says it of “Its rival Bolt Industries”, not of Acme Robotics" in r for r in reasons), reasons


CAPITALS = (
    "Tessaly is the capital and largest city of the province of Ardenne, with a population of 318,000 at the 2020 "
    "census. It replaced Valbonne, now the province's second-largest city, as capital in 1874."
)
PAINTING = (
    "The Drowned Bell is an oil painting by Pieter van Loon (1834–1899), completed in 1871. The painting was stolen "
    "in 1952 and recovered two years later in Antwerp."
)


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (CAPITALS, "Before 1874, Valbonne was the capital of Ardenne."),  # not the census's year
        (PAINTING, "The Drowned Bell was recovered in Antwerp in 1954."),  # not the painter's dates
    ],
)
def test_a_figure_of_another_fact_is_no_contradiction(source: str, claim: str) -> None:
    report = verify(claim, [source], config=OFFLINE)
    assert all(r.verdict.value != "CONTRADICTED" for r in report.claims), [
        f.reason for r in report.claims for f in r.findings
    ]


def test_a_date_or_time_worked_out_or_of_another_event_is_no_contradiction() -> None:
    minutes = (
        "Minutes, 4 June: the chair opened the meeting with 34 members present. Members voted to send a formal "
        "complaint about the broken lift. The secretary will draft the letter and circulate it by 18 June."
    )
    claim = "At the 4 June meeting, the members voted to send a formal complaint about the broken lift."
    cafe = "The café closes at 16:00 from November to February, an hour earlier than the rest of the year."
    for source, said in ((minutes, claim), (cafe, "For the rest of the year, the café closes at 17:00.")):
        report = verify(said, [source], config=OFFLINE)
        assert all(r.verdict.value != "CONTRADICTED" for r in report.claims), [
            f.reason for r in report.claims for f in r.findings
        ]


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (
            "Unemployment fell to 4.3% in the third quarter of 2024, down from 4.9% a year earlier.",
            "In the third quarter of 2023, unemployment stood at 4.9%.",  # "a year earlier" dates it
        ),
        (
            "Dr Felix Brandt will become head of the school from 1 August 2025. Dr Brandt joined Halden in 2016 from "
            "the University of Lorient.",
            "Felix Brandt, who came to Halden from the University of Lorient in 2016, will become head of the school.",
        ),
        (
            "Deposits may not exceed five weeks' rent where annual rent is below £50,000, or six weeks' rent where it "
            "is £50,000 or more.",
            "Where the annual rent is £60,000, the deposit may be as much as six weeks' rent.",
        ),
    ],
)
def test_a_figure_the_sentence_bears_out_otherwise_is_no_contradiction(source: str, claim: str) -> None:
    """A year worked out from "a year earlier", "Dr Brandt" for Felix Brandt, a figure within "£50,000 or more"."""
    report = verify(claim, [source], config=OFFLINE)
    assert all(r.verdict.value != "CONTRADICTED" for r in report.claims), [
        f.reason for r in report.claims for f in r.findings
    ]


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Doyle scored twice, taking her season tally to 11 goals.", "Doyle had nine goals before the game."),
        (
            "Blood sugar fell by 1.4 points in the injection group, compared with 0.6 points in the tablet group.",
            "Blood sugar fell by 0.8 points more in the injection group than in the tablet group.",
        ),
        ("Marchetti, 29, is six years older than Bondar.", "Bondar is 23 years old."),
        (
            "About 310,000 customers, or roughly 2% of its base, still use 3G phones.",
            "It has around 15 million customers.",
        ),
        ("The flight landed at 14:52, 3 hours and 22 minutes behind schedule.", "The flight was due to land at 11:30."),
        ("The flight landed at 14:52 local time.", "The flight touched down at 2.52pm local time."),
        ("Kiprono won in 2:05:41, 38 seconds ahead of Tadesse.", "Tadesse finished in 2:06:19."),
        (
            "The silver hoard held 312 coins. The bronze cache held 27 coins.",
            "Together, the silver hoard and the bronze cache amounted to 339 coins.",
        ),
        (
            "Tarrow University rose to 39th from 48th; it received 1,650 applications.",
            "Tarrow rose nine places to 39th.",
        ),
        ("The rover travelled 1.8 kilometres, twice the distance planned.", "The planned distance was 0.9 kilometres."),
        ("Ruiz won 54.2% of the vote and Testa 39.8%.", "Ruiz beat Testa by 14.4 percentage points."),
        (
            "The museum bought the harpsichord for 2.4 million kronor. Half of the price was covered by the fund, and "
            "the rest came from private donors.",
            "Private donors contributed 1.2 million kronor towards the harpsichord.",
        ),
        (
            "The fetch_batch(ids, timeout=30) function requests up to 200 records per call; passing more than 200 IDs "
            "raises a BatchSizeError.",
            "Calling fetch_batch with 201 IDs will raise a BatchSizeError.",
        ),
        (
            "Each 40 g serving provides 168 kcal. Served with 125 ml of milk, the serving provides 229 kcal.",
            "The 125 ml of milk adds 61 kcal.",
        ),
        (
            "Rovers led through a 12th-minute penalty, but Town equalised five minutes before half-time when Frayle "
            "headed in a corner. Mensah was sent off in the 74th minute, and the result lifts Town to fourth.",
            "Town's equaliser came in the 40th minute.",
        ),
        (
            "The Shield Bash cooldown is increased from 8 to 12 seconds, while its damage is raised by 10%.",
            "Shield Bash's cooldown goes up by 50%.",
        ),
        (
            "The food bank distributed 41,300 parcels, up 18% on the previous year. Income totalled £612,000, of "
            "which 64% came from individual donations and 21% from grants; the remainder came from corporate partners.",
            "Corporate partners provided 15% of the food bank's income.",
        ),
        (
            "Income totalled £612,000, of which 64% came from individual donations and 21% from grants.",
            "Individual donations brought in roughly £392,000.",
        ),
        (
            "The food bank supported 9,870 households in the year to 31 March 2024. A second distribution centre "
            "opened in Lowbridge in October 2023.",
            "In the year ending March 2024, the charity opened a second distribution centre in Lowbridge.",
        ),
        (
            "Inflation fell to 3.2% in the third quarter, down from 4.1% in the second. Housing accounted for 1.1 "
            "percentage points of the headline rate.",
            "Inflation dropped by 0.9 percentage points between the second and third quarters.",
        ),
        (
            "Stage 7 was shortened to 186 km. Snow on the Col de Braux cut the planned 203 km route.",
            "Snow led organisers to cut 17 km from the planned stage distance.",
        ),
        (
            "Vandemaele crossed the line 38 seconds ahead of Luca Ferrandi. Brekke finished fourth, 1 minute 5 "
            "seconds down.",
            "Ferrandi crossed the line 27 seconds ahead of Brekke.",
        ),
        (
            "The trail is a 14.2 km circular route. In winter walkers must use the 9.5 km valley alternative.",
            "In winter walkers must take a valley alternative that is 4.7 km shorter than the full circuit.",
        ),
        (
            "The museum welcomed 412,000 visitors in 2024. School groups accounted for 61,800 visits, while overseas "
            "tourists made up 35% of the total.",
            "School groups made up 15% of the museum's visits in 2024.",
        ),
        (
            "The museum welcomed 412,000 visitors in 2024, up 18% from 2023. It aims to reach 450,000 visitors by "
            "2026.",
            "The museum drew roughly 349,000 visitors in 2023.",
        ),
        (
            "The standard week is 37.5 hours, paid at a base rate of £14.80 per hour.",
            "A full standard week at the base rate pays £555.",
        ),
        (
            "The base rate is £14.80 per hour. Hours beyond 37.5 in a week are paid at time-and-a-half.",
            "Overtime on an ordinary weekday is paid at £22.20 an hour.",
        ),
        (
            "Redmoor lead with 68 points. Kestrel Town have 63 points, while Barrowgate United sit third on 59.",
            "Barrowgate United are nine points off the top.",
        ),
        (
            "In 2022, 184,000 residents were registered and 101,200 ballots were cast. Turnout was up from 48% in "
            "2018, when 176,500 people were registered.",
            "Roughly 85,000 ballots were cast in 2018.",
        ),
        (
            "Parcels over 5kg and up to 10kg cost £11.50. Each additional kilogram above 10kg costs £1.10, up to a "
            "maximum parcel weight of 25kg.",
            "A 14kg parcel costs £15.90 at standard rates.",
        ),
        (
            "Parcels over 2kg and up to 5kg cost £6.90, and next-day delivery adds a 40% surcharge.",
            "Sending a 3kg parcel next day costs £9.66.",
        ),
        (
            "The budget totals £412 million, up from £388 million. The council will draw £6.5 million from reserves.",
            "The overall budget has grown by £24 million, or about 6.2%.",
        ),
        (
            "The census recorded 86,400 residents, and the number aged 65 and over rose to 18,100.",
            "Roughly one resident in five was aged 65 or over.",
        ),
        (
            "St Aldric's reported 1,240 nurses in post against an establishment of 1,400 nursing posts. The vacancy "
            "rate for doctors stood at 6.5%, with 52 unfilled posts out of 800.",
            "There were 160 unfilled nursing posts, a nursing vacancy rate of roughly 11.4%.",
        ),
        (
            "The dose will be reduced starting on Monday 3 March 2025. Take 40 mg daily for the first week, then "
            "reduce by 5 mg every 7 days until you reach 10 mg.",
            "The 10 mg dose starts on Monday 14 April 2025.",
        ),
        (
            "Take 40 mg daily for the first week, then reduce by 5 mg every 7 days until you reach 10 mg.",
            "In the fourth week the daily dose is 25 mg.",
        ),
        (
            "Members earn 10 points for every £1 spent on tickets. Every 1,000 points can be redeemed for a free "
            "ticket worth £11.50.",
            "Spending £40 on tickets earns a member 400 points.",
        ),
        (
            "The Alliance won 212 of the 450 seats. A majority requires 226 seats.",
            "The Alliance is 14 seats short of a majority.",
        ),
        (
            "A single within Zone 1 costs £1.80, and one reaching Zone 3 costs £3.40. Children pay half. From 2 "
            "September, all adult single fares will rise by 20p.",
            "After the September rise, an adult single reaching Zone 3 will cost £3.60.",
        ),
        (
            "Drivers will strike for 48 hours from Thursday. The company will run a reduced service on routes X1 and "
            "22, but all other routes will be suspended.",
            "Only routes X1 and 22 will see any buses during the strike.",
        ),
        (
            "The term is 25 years, with monthly repayments of £1,319 during the fixed period. An arrangement fee of "
            "£999 is payable.",
            "Repayments over the five-year fixed period total £79,140.",
        ),
        (
            "Compared with last year's Lumen 13, battery life has improved from 9 to 12 hours, but the price has risen "
            "by £150.",
            "The Lumen 14 costs £150 more than last year's Lumen 13.",
        ),
        (
            "The lessee pays an initial rental of £1,800 followed by 35 monthly rentals of £289.",
            "Adding the initial rental to all 35 monthly payments, the lessee pays £11,915 in rentals.",
        ),
        (
            "A standard car up to 5 metres long costs £62.00 each way including the driver, with £11.00 charged for "
            "each additional metre.",
            "A 7-metre vehicle would cost £84 each way, driver included.",
        ),
        (
            "The campaign has raised $73,400 against a goal of $50,000. Reaching the $100,000 stretch goal would add a "
            "solar charging panel.",
            "Another $26,600 is needed to unlock the solar charging panel.",
        ),
        (
            "The campaign has 1,240 backers. The early-bird tier sold all 300 of its slots on day 2, and 415 backers "
            "have chosen the basic tier.",
            "525 backers are on neither the early-bird nor the basic tier.",
        ),
        (
            "In January, Corvane operated 8,400 flights, of which 6,930 arrived within 15 minutes of schedule. The "
            "airline cancelled 126 flights in January.",
            "1,470 of Corvane's January flights did not arrive within 15 minutes of schedule.",
        ),
        (
            "The annual fee is £18,900 for international undergraduates, payable in three instalments of 40%, 30% and "
            "30%. International students must pay a £500 deposit, which is deducted from the first instalment.",
            "An international undergraduate's first instalment is £7,560.",
        ),
        (
            "240 participants received the drug and 120 a placebo. Headache was reported by 36 people in the drug "
            "group (15%) and 12 in the placebo group (10%). Nausea affected 18 people taking the drug and 6 taking "
            "placebo.",
            "Nausea was reported by 7.5% of the drug group versus 5% of the placebo group.",
        ),
        (
            "Final leaderboard for the 30-day rowing challenge (1–30 April): 1st Dana Okafor, 412 km; 2nd Lewis "
            "Pratt, 389 km.",
            "Dana Okafor averaged about 13.7 km a day over the challenge.",
        ),
        (
            "The heater ran for 9.5 hours on Monday, 11 hours on Tuesday, 14.5 hours on Wednesday, 8 hours on "
            "Thursday, 7.5 hours on Friday, 6 hours on Saturday and 5.5 hours on Sunday.",
            "Over the week the heater ran for 62 hours.",
        ),
        (
            "Tickets were released in four tiers: Early Bird at £165 (2,000 tickets, sold out in 38 minutes), Tier 1 "
            "at £189 (5,000 tickets), Tier 2 at £215 (8,000 tickets) and Final Release at £240 (3,000 tickets). All "
            "tickets carry a 7.5% booking fee.",
            "With the booking fee added, a Final Release ticket comes to exactly £258.",
        ),
    ],
)
def test_a_figure_worked_out_or_written_otherwise_is_no_contradiction(source: str, claim: str) -> None:
    """A figure before an event, a difference, an age from a difference, a whole from a share, a planned time, a
    time in another format and a runner's time worked out; a figure within a bound the sentence sets on the same
    thing, an increment, a time a stated difference gives, a change or a remainder in percent, a share of a sum of
    money, a year ending a period that holds the source's date: unconfirmed at most, never contradicted."""
    report = verify(claim, [source], config=OFFLINE)
    assert all(r.verdict.value != "CONTRADICTED" for r in report.claims), [
        f.reason for r in report.claims for f in r.findings
    ]


def test_a_difference_said_the_same_way_still_contradicts() -> None:
    source = "Patients on the new drug had 31 percent fewer migraines over 12 weeks."
    report = verify("Patients on the new drug had 13 percent fewer migraines over 12 weeks.", [source], config=OFFLINE)
    assert [r.verdict.value for r in report.claims] == ["CONTRADICTED"]
    meeting = verify("The meeting began at 4 pm.", ["The meeting began at 3 pm."], config=OFFLINE)
    assert [r.verdict.value for r in meeting.claims] == ["CONTRADICTED"]
    assert meeting.final_answer == "The meeting began at 3 pm."  # corrected from the quote, so the badge may be VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        # outside the bound the sentence sets on the same thing
        ("Passing more than 200 IDs raises a BatchSizeError.", "Passing 150 IDs raises a BatchSizeError."),
        # an increment the source states with the same word
        ("The milk adds 61 kcal to each serving.", "The milk adds 70 kcal to each serving."),
        # a change sized the same way, against the same base, or a rate against a rate
        (
            "Inflation fell by 0.9 percentage points in the third quarter.",
            "Inflation fell by 1.5 percentage points in the third quarter.",
        ),
        (
            "Vandemaele crossed the line 38 seconds ahead of Luca Ferrandi.",
            "Vandemaele crossed the line 30 seconds ahead of Luca Ferrandi.",
        ),
        ("Staff are paid £14.80 per hour.", "Staff are paid £16.20 per hour."),
        # "Spending" as a noun opens no example of the claim's own; a date with no durations beside it
        ("Spending on defence rose to £40 billion.", "Spending on defence rose to £45 billion."),
        ("The meeting is on Monday 3 March 2025.", "The meeting is on Monday 14 April 2025."),
        # a year ending a period that does not hold the source's date
        (
            "The charity has 6 paid staff. A second distribution centre opened in Lowbridge in October 2021.",
            "In the year ending March 2024, the charity opened a second distribution centre, in Lowbridge.",
        ),
    ],
)
def test_a_figure_that_cannot_be_worked_out_still_contradicts(source: str, claim: str) -> None:
    """The readings above excuse only what the text lets one work out."""
    report = verify(claim, [source], config=OFFLINE)
    assert "CONTRADICTED" in [r.verdict.value for r in report.claims], [
        f.reason for r in report.claims for f in r.findings
    ]


def test_a_figure_of_the_same_fact_still_contradicts() -> None:
    """The other sentence names the claim's place, but the claim's subject is this sentence's."""
    sources = ["Pierre Curie was born in 1859 in Paris. Marie Curie was born in 1867 in Warsaw."]
    report = verify("Marie Curie was born in 1859 in Paris.", sources, config=OFFLINE)
    assert [r.verdict.value for r in report.claims] == ["CONTRADICTED"]
    report = verify("Acme employs 58 people and was founded in 2018.", ["Acme employs 85 people."], config=OFFLINE)
    assert "CONTRADICTED" in [r.verdict.value for r in report.claims]


def test_a_code_names_what_it_stands_for() -> None:
    """ "E5002" is not "E4031": a code's digits name it, as a name's letters do."""
    report = verify("Error E5002 indicates that the card was declined by the issuing bank.", CODES, config=OFFLINE)
    reasons = [f.reason for r in report.claims for f in r.findings]
    assert report.status is not None and report.status.value == "CAUTION", reasons
    assert any("does not name “E5002”" in reason for reason in reasons), reasons
    assert verify("Error code E5002 indicates a temporary gateway outage.", CODES, config=OFFLINE).status.value == (
        "VERIFIED"
    )


def test_a_denial_of_something_else_is_no_contradiction() -> None:
    """The sentence's denial is about the user's existing, not about what the claim says."""
    report = verify("The API returns 403 if access is denied.", [STATUS], config=OFFLINE)
    assert all(r.verdict.value != "CONTRADICTED" for r in report.claims)


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (
            "The company did not report a profit in 2020, but it made $2 million in 2021.",
            "The company reported no profit in 2020.",
        ),
        ("The bridge is not open to cars, although cyclists may use it.", "Cars cannot use the bridge."),
        ("The drug must not be given to children under 6.", "The drug is not for children under 6."),
        ("Only two of the ten drivers finished the race.", "Most drivers did not finish the race."),
        ("The east wing was built in 1850 and the west wing in 1900.", "The west wing was built in 1900."),
        (SURVEY, "The survey found that 40% exercise weekly."),
        ("The shop is open every day except Sunday.", "The shop does not open on Sundays."),
    ],
)
def test_a_true_denial_worded_otherwise_is_never_contradicted(source: str, claim: str) -> None:
    report = verify(claim, [source], config=OFFLINE)
    assert all(r.verdict.value != "CONTRADICTED" for r in report.claims), [
        f.reason for r in report.claims for f in r.findings
    ]
    assert report.status is not None and report.status.value != "BLOCKED"


def test_a_denial_of_what_the_sentence_says_of_the_same_subject_is_still_contradicted() -> None:
    report = verify(
        "Kjelsberg was not born in Svelvik, Vestfold.", ["Kjelsberg was born in Svelvik, Vestfold."], config=OFFLINE
    )
    assert any(r.verdict.value == "CONTRADICTED" for r in report.claims)


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("The company was founded in 1998 and went public in 2004.", "The company was founded in the late 1990s."),
        ("The team won 20 of its 30 games.", "The team won two thirds of its games."),
    ],
)
def test_a_vaguer_true_figure_is_never_contradicted(source: str, claim: str) -> None:
    report = verify(claim, [source], config=OFFLINE)
    assert all(r.verdict.value != "CONTRADICTED" for r in report.claims)


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("In the 2019 season, she scored 15 goals in 20 matches.", "She scored 15 goals in the 2019 season."),
        (
            "In physics, a noble metal is one which has filled electronic d-bands.",
            "A noble metal is one which has filled electronic d-bands in physics.",
        ),
        (
            "From an evolutionary perspective, love evolved to keep parents together.",
            "Love evolved to keep parents together from an evolutionary perspective.",
        ),
        ("In the 1780s, he was forced to flee the country.", "He was forced to flee the country in the 1780s."),
    ],
)
def test_a_phrase_moved_as_a_whole_trades_no_places(source: str, claim: str) -> None:
    report = verify(claim, [source], config=OFFLINE)
    assert report.status is not None and report.status.value == "VERIFIED", [
        f.reason for r in report.claims for f in r.findings
    ]


SALES_BY_YEAR = "Acme sold 3,400 robots in 2023 and 2,100 in 2022. Bolt sold 5,000 robots in 2023 and 4,200 in 2022."
TABLE = "| Company | 2022 | 2023 |\n|---|---|---|\n| Acme | {acme} |\n| Bolt | 4,200 | 5,000 |"


@pytest.mark.parametrize(("row", "verified"), [("2,100 | 3,400", True), ("3,400 | 2,100", False)])
def test_a_table_row_is_read_with_its_header(row: str, verified: bool) -> None:
    """The row holds both of Acme's figures either way; only the header says which year each is for."""
    report = verify(TABLE.format(acme=row), [SALES_BY_YEAR], config=OFFLINE)
    assert (report.status is not None and report.status.value == "VERIFIED") is verified
    if not verified:
        reasons = [f.reason for r in report.claims for f in r.findings]
        assert any("the table says “Acme: 3,400 in 2022”" in reason for reason in reasons), reasons
