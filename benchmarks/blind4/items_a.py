"""blind4 items, part A: gym_and_leisure_memberships and airline_baggage_and_fares.

Per domain: a list of 5 faithful items and a list of 5 planted items. build.py consumes both lists in file order;
the order of the planted items fixes which error kind lands in which half (see build.py).
"""

from common import F, P

# ---------------------------------------------------------------------------------------------------------------
# gym_and_leisure_memberships
# ---------------------------------------------------------------------------------------------------------------

GYM_F = [
    F(
        "What's the difference between Off-Peak and Anytime at Riverside, and is there a discount for older members?",
        "Riverside Leisure Centre membership prices from 1 April 2025. The Off-Peak membership costs £24.50 a month and "
        "gives access to the gym and pool on weekdays before 4pm and all day at weekends. The Anytime membership costs "
        "£36.00 a month with no time restrictions. Both memberships include unlimited group exercise classes, although "
        "Off-Peak members can only book classes that start before 4pm on weekdays. A one-off joining fee of £15 applies "
        "to both memberships and is waived for anyone who joins during April. Members aged 60 and over receive 20% off "
        "the monthly price of either membership. Memberships run on a rolling monthly basis and can be cancelled with "
        "one month's notice.",
        "Anytime runs to £36 a month and lets you come in whenever you like, whereas Off-Peak is £24.50 — so £11.50 a "
        "month cheaper — but limits weekday visits to before 4pm (weekends are unrestricted). If you're 60 or over, a "
        "fifth comes off either price, which would bring Anytime down to £28.80 and Off-Peak to £19.60. There's "
        "normally a £15 sign-up fee on both, but it's dropped if you join in April.",
        [
            ("Anytime runs to £36 a month and lets you come in whenever you like",
             "The Anytime membership costs £36.00 a month with no time restrictions"),
            ("whereas Off-Peak is £24.50", "The Off-Peak membership costs £24.50 a month"),
            ("so £11.50 a month cheaper", "The Off-Peak membership costs £24.50 a month"),
            ("but limits weekday visits to before 4pm (weekends are unrestricted)",
             "gives access to the gym and pool on weekdays before 4pm and all day at weekends"),
            ("If you're 60 or over, a fifth comes off either price",
             "Members aged 60 and over receive 20% off the monthly price of either membership"),
            ("which would bring Anytime down to £28.80 and Off-Peak to £19.60",
             "Members aged 60 and over receive 20% off the monthly price of either membership"),
            ("There's normally a £15 sign-up fee on both", "A one-off joining fee of £15 applies to both memberships"),
            ("but it's dropped if you join in April", "is waived for anyone who joins during April"),
        ],
    ),
    F(
        None,
        "FlexFit Gyms membership terms, section 4: freezing and cancelling. Members on the 12-month contract pay £29.99 "
        "a month and cannot cancel within the first year unless a doctor's letter confirms they are medically unable "
        "to exercise. Members on the rolling plan pay £39.99 a month and may cancel at any time with 30 days' notice "
        "given through the app. Either type of member may freeze their membership for between one and three months in "
        "any 12-month period. A frozen membership costs £5 a month, and the contract end date moves back by the length "
        "of the freeze. Requests to freeze must be made at least 7 days before the next payment date. Members who move "
        "more than 10 miles from their nearest FlexFit gym may cancel a contract early with 30 days' notice.",
        "On FlexFit's annual contract you pay £29.99 monthly and are tied in for the first year, unless a doctor "
        "certifies you can't exercise or you move over 10 miles from your nearest club. The rolling option costs £10 "
        "more each month but can be ended whenever you like, with 30 days' warning given in the app. Both can be "
        "paused for one to three months a year at a fiver a month, though pausing a contract pushes its end date back "
        "by the same amount of time. Just make the request at least a week before your next payment is due.",
        [
            ("On FlexFit's annual contract you pay £29.99 monthly",
             "Members on the 12-month contract pay £29.99 a month"),
            ("and are tied in for the first year, unless a doctor certifies you can't exercise",
             "cannot cancel within the first year unless a doctor's letter confirms they are medically unable to "
             "exercise"),
            ("or you move over 10 miles from your nearest club",
             "Members who move more than 10 miles from their nearest FlexFit gym may cancel a contract early"),
            ("The rolling option costs £10 more each month", "Members on the rolling plan pay £39.99 a month"),
            ("but can be ended whenever you like, with 30 days' warning given in the app",
             "may cancel at any time with 30 days' notice given through the app"),
            ("Both can be paused for one to three months a year",
             "Either type of member may freeze their membership for between one and three months in any 12-month "
             "period"),
            ("at a fiver a month", "A frozen membership costs £5 a month"),
            ("though pausing a contract pushes its end date back by the same amount of time",
             "the contract end date moves back by the length of the freeze"),
            ("Just make the request at least a week before your next payment is due",
             "Requests to freeze must be made at least 7 days before the next payment date"),
        ],
    ),
    F(
        "Is the 10-swim card at Harbour Pool actually worth it, and when can I do lane swimming?",
        "Harbour Pool public swimming, autumn term. The main pool (25 metres) is open for lane swimming from 6:30am to "
        "9:00am on weekdays and from 7:00am to 10:00am on Saturdays. The learner pool, which is 0.9 metres deep "
        "throughout, hosts parent-and-toddler sessions on Tuesday and Thursday mornings from 10:00am to 11:00am. A "
        "single adult swim costs £5.20 and a junior swim (ages 4–15) costs £3.10. Under-4s swim free with a paying "
        "adult. A 10-swim adult card costs £46.80 and is valid for six months from the date of purchase. Members of "
        "the Harbour Fitness scheme swim at no extra charge.",
        "Ten separate adult swims would cost you £52, so the £46.80 card saves £5.20 — effectively one free swim — as "
        "long as you use all ten within six months of buying it. Lanes are available early on weekday mornings, 6:30 "
        "to 9, and a bit later on Saturdays, from 7 until 10. If you're a Harbour Fitness member, though, swimming is "
        "already included.",
        [
            ("Ten separate adult swims would cost you £52", "A single adult swim costs £5.20"),
            ("so the £46.80 card saves £5.20 — effectively one free swim —", "A 10-swim adult card costs £46.80"),
            ("as long as you use all ten within six months of buying it",
             "is valid for six months from the date of purchase"),
            ("Lanes are available early on weekday mornings, 6:30 to 9",
             "open for lane swimming from 6:30am to 9:00am on weekdays"),
            ("and a bit later on Saturdays, from 7 until 10", "from 7:00am to 10:00am on Saturdays"),
            ("If you're a Harbour Fitness member, though, swimming is already included",
             "Members of the Harbour Fitness scheme swim at no extra charge"),
        ],
    ),
    F(
        None,
        "Personal training at Oakridge Health Club. Members can book sessions with our two senior trainers, Priya Nair "
        "and Tom Castell. Priya specialises in strength training and rehabilitation after injury, while Tom focuses on "
        "endurance and triathlon preparation. A single 60-minute session costs £45 with either trainer. A block of "
        "five sessions costs £200 and a block of ten costs £380. Blocks must be used within 12 weeks of the first "
        "session. Sessions cancelled with less than 24 hours' notice are charged in full. Non-members may book "
        "sessions at an extra £10 per session.",
        "Oakridge's two senior trainers have different specialities:\n"
        "- Priya Nair: strength work and rehab after an injury\n"
        "- Tom Castell: endurance and triathlon training\n\n"
        "A single hour with either costs £45, but a block of ten brings that down to £38 a session (the five-pack "
        "works out at £40 each). Blocks have to be used up within 12 weeks of your first session, and if you cancel "
        "with under a day's notice you still pay.",
        [
            ("Oakridge's two senior trainers have different specialities",
             "Members can book sessions with our two senior trainers, Priya Nair and Tom Castell"),
            ("Priya Nair: strength work and rehab after an injury",
             "Priya specialises in strength training and rehabilitation after injury"),
            ("Tom Castell: endurance and triathlon training", "Tom focuses on endurance and triathlon preparation"),
            ("A single hour with either costs £45", "A single 60-minute session costs £45 with either trainer"),
            ("but a block of ten brings that down to £38 a session", "a block of ten costs £380"),
            ("(the five-pack works out at £40 each)", "A block of five sessions costs £200"),
            ("Blocks have to be used up within 12 weeks of your first session",
             "Blocks must be used within 12 weeks of the first session"),
            ("and if you cancel with under a day's notice you still pay",
             "Sessions cancelled with less than 24 hours' notice are charged in full"),
        ],
    ),
    F(
        "Peak Performance is putting prices up — how much would I save by paying a year upfront on Premium?",
        "Notice to members: changes to Peak Performance Gym prices. From 1 March 2025, the Standard membership will "
        "rise from £32 to £35 a month and the Premium membership, which includes the spa and sauna, will rise from "
        "£48 to £52 a month. Members who pay a full year in advance before 28 February will be charged at the current "
        "monthly price for the whole year. Student membership stays at £22 a month. Members who do not wish to "
        "continue may cancel without the usual notice period by emailing us before 15 February. We are using the "
        "extra income to replace the cardio equipment and extend opening hours on Sundays to 8pm.",
        "From March, Premium goes up by £4 to £52 a month, which over 12 months comes to £624. If you pay the whole "
        "year before the end of February you're charged at today's £48 rate, which is £576, so you'd be £48 better "
        "off. (Standard is rising less steeply, from £32 to £35.) If you'd rather leave instead, you can cancel "
        "without serving notice as long as you email them before 15 February.",
        [
            ("From March, Premium goes up by £4 to £52 a month",
             "the Premium membership, which includes the spa and sauna, will rise from £48 to £52 a month"),
            ("which over 12 months comes to £624", "will rise from £48 to £52 a month"),
            ("If you pay the whole year before the end of February you're charged at today's £48 rate, which is £576",
             "Members who pay a full year in advance before 28 February will be charged at the current monthly price "
             "for the whole year"),
            ("so you'd be £48 better off", "will rise from £48 to £52 a month"),
            ("(Standard is rising less steeply, from £32 to £35.)",
             "the Standard membership will rise from £32 to £35 a month"),
            ("If you'd rather leave instead, you can cancel without serving notice as long as you email them before "
             "15 February",
             "Members who do not wish to continue may cancel without the usual notice period by emailing us before "
             "15 February"),
        ],
    ),
]

GYM_P = [
    # wrong_arithmetic
    P(
        "How much would Lakeside cost for me, my partner and our four kids?",
        "Lakeside Leisure family memberships. A Family membership covers two adults and up to three children aged "
        "under 16 and costs £72 a month. A Single Parent membership covers one adult and up to three children under "
        "16 and costs £49 a month. Each additional child beyond three costs £6 a month. Children under 8 must be "
        "supervised by a member adult at all times in the pool and on the climbing wall. Children aged 14 and 15 may "
        "use the gym floor after completing a one-hour induction, which costs £12. Family members can bring up to two "
        "guests per visit at £4.50 each.",
        "You'd need the Family membership, which covers both of you plus three under-16s for £72 a month; the fourth "
        "child is an extra £6, bringing it to £78 a month — or £856 over a year. If any of them are 14 or 15 and want "
        "to use the gym floor, they'll first need a one-hour induction, costing £12. Also note that under-8s can't be "
        "left on their own in the pool or on the climbing wall — a member adult must stay with them.",
        [
            ("You'd need the Family membership, which covers both of you plus three under-16s for £72 a month",
             "A Family membership covers two adults and up to three children aged under 16 and costs £72 a month"),
            ("the fourth child is an extra £6, bringing it to £78 a month",
             "Each additional child beyond three costs £6 a month"),
            ("X", "or £856 over a year", "up to three children aged under 16 and costs £72 a month"),
            ("If any of them are 14 or 15 and want to use the gym floor, they'll first need a one-hour induction, "
             "costing £12",
             "Children aged 14 and 15 may use the gym floor after completing a one-hour induction, which costs £12"),
            ("Also note that under-8s can't be left on their own in the pool or on the climbing wall — a member adult "
             "must stay with them",
             "Children under 8 must be supervised by a member adult at all times in the pool and on the climbing "
             "wall"),
        ],
        ("wrong_arithmetic", "£856", "£936"),
    ),
    # number_swap
    P(
        None,
        "Booking rules for group classes at Northgate Sports Hub. Classes can be booked up to 7 days in advance through "
        "the app or at reception. Members who fail to attend a booked class without cancelling at least 2 hours "
        "beforehand will be unable to book for the following 3 days. Spin classes have 22 bikes and yoga classes are "
        "limited to 18 mats. Non-members can join a class for £8.50 if a space is still free 30 minutes before it "
        "starts. Towels are available for hire at reception for £1.",
        "At Northgate you can reserve a class up to a week ahead, either in the app or at the front desk. If you're "
        "booked in but don't show and haven't cancelled at least two hours before, you'll be blocked from booking for "
        "the next five days. Spin is the bigger class, with 22 bikes against 18 yoga mats, and non-members can drop in "
        "for £8.50 if there's still room half an hour before the start.",
        [
            ("At Northgate you can reserve a class up to a week ahead, either in the app or at the front desk",
             "Classes can be booked up to 7 days in advance through the app or at reception"),
            ("X", "If you're booked in but don't show and haven't cancelled at least two hours before, you'll be "
                  "blocked from booking for the next five days",
             "will be unable to book for the following 3 days"),
            ("Spin is the bigger class, with 22 bikes against 18 yoga mats",
             "Spin classes have 22 bikes and yoga classes are limited to 18 mats"),
            ("and non-members can drop in for £8.50 if there's still room half an hour before the start",
             "Non-members can join a class for £8.50 if a space is still free 30 minutes before it starts"),
        ],
        ("number_swap", "five days", "three days"),
    ),
    # antonym
    P(
        "When's the best time to use the spa at Crestview, and can Standard members get in?",
        "Crestview Club: spa and sauna rules. The sauna and steam room are open to members aged 16 and over. The spa "
        "is closed for cleaning every Monday from 7am until 11am. Premium members have unlimited spa access, while "
        "Standard members can add spa access for £10 a month. Swimwear must be worn at all times and outdoor shoes "
        "are not permitted beyond the changing rooms. Members should limit sauna sessions to 15 minutes and drink "
        "water before and after use. The spa is at its quietest on weekday afternoons and busiest on weekend "
        "mornings.",
        "Standard members can get spa access by paying an extra £10 a month on top of their membership — Premium "
        "already has it included without limits. For a calm session, weekend mornings are the quietest time, though "
        "avoid Mondays between 7 and 11am, when it's shut for cleaning. You'll need to be 16 or over for the sauna "
        "and steam room, and try to keep each sauna stint to a quarter of an hour.",
        [
            ("Standard members can get spa access by paying an extra £10 a month on top of their membership",
             "Standard members can add spa access for £10 a month"),
            ("Premium already has it included without limits", "Premium members have unlimited spa access"),
            ("X", "For a calm session, weekend mornings are the quietest time",
             "The spa is at its quietest on weekday afternoons and busiest on weekend mornings"),
            ("though avoid Mondays between 7 and 11am, when it's shut for cleaning",
             "The spa is closed for cleaning every Monday from 7am until 11am"),
            ("You'll need to be 16 or over for the sauna and steam room",
             "The sauna and steam room are open to members aged 16 and over"),
            ("and try to keep each sauna stint to a quarter of an hour",
             "Members should limit sauna sessions to 15 minutes"),
        ],
        ("antonym", "quietest", "busiest"),
    ),
    # date_swap
    P(
        None,
        "Westbrook Leisure Centre refurbishment. The pool will close on Monday 2 June 2025 for retiling and will reopen "
        "on Saturday 12 July. The gym floor stays open throughout, but the changing rooms next to the pool will be "
        "unavailable, so gym users should use the temporary changing area in the sports hall. Members who only use the "
        "pool will have their direct debits paused for June and July automatically. During the closure, members can "
        "swim at Eastfield Pool, four miles away, at no charge by showing their Westbrook card. The sauna will reopen "
        "a week after the pool, on 19 July. Group exercise classes are unaffected.",
        "Westbrook's pool shuts for retiling from 2 June and is due back in action on Saturday 12 July, with the sauna "
        "following seven days later. In the meantime, pool-only members won't be charged for July or August, and "
        "members can use Eastfield Pool, roughly four miles off, for nothing by showing their Westbrook card. The gym "
        "carries on as normal throughout, except that you'll get changed in a makeshift area in the sports hall.",
        [
            ("Westbrook's pool shuts for retiling from 2 June", "The pool will close on Monday 2 June 2025 for retiling"),
            ("and is due back in action on Saturday 12 July", "will reopen on Saturday 12 July"),
            ("with the sauna following seven days later", "The sauna will reopen a week after the pool, on 19 July"),
            ("X", "In the meantime, pool-only members won't be charged for July or August",
             "Members who only use the pool will have their direct debits paused for June and July automatically"),
            ("and members can use Eastfield Pool, roughly four miles off, for nothing by showing their Westbrook card",
             "members can swim at Eastfield Pool, four miles away, at no charge by showing their Westbrook card"),
            ("The gym carries on as normal throughout", "The gym floor stays open throughout"),
            ("except that you'll get changed in a makeshift area in the sports hall",
             "gym users should use the temporary changing area in the sports hall"),
        ],
        ("date_swap", "July or August", "June and July"),
    ),
    # unsupported_addition
    P(
        "I've never climbed before — what do I need to do before my first visit to Summit?",
        "Summit Climbing Centre: first visits. Everyone new to climbing must complete a registration form online "
        "before arriving. Under-18s need a parent or guardian to sign the form. Newcomers who have never climbed on "
        "ropes must book a Taster Session, which lasts 90 minutes and costs £28 including shoe and harness hire. "
        "Experienced climbers can skip the taster but must pass a belay check at the desk, which is free. Bouldering "
        "does not require a belay check. Shoe hire on its own is £4 and chalk bags are £2.50.",
        "Start by filling in the registration form online before you go; if you're under 18, a parent or guardian has "
        "to sign it. As a complete novice on ropes you'll need to book the Taster Session — an hour and a half for "
        "£28, with shoes and a harness thrown in — and it also entitles you to a free return visit within a month. If "
        "you'd rather just boulder, you won't need a belay check.",
        [
            ("Start by filling in the registration form online before you go",
             "Everyone new to climbing must complete a registration form online before arriving"),
            ("if you're under 18, a parent or guardian has to sign it",
             "Under-18s need a parent or guardian to sign the form"),
            ("As a complete novice on ropes you'll need to book the Taster Session",
             "Newcomers who have never climbed on ropes must book a Taster Session"),
            ("an hour and a half for £28, with shoes and a harness thrown in",
             "which lasts 90 minutes and costs £28 including shoe and harness hire"),
            ("U", "and it also entitles you to a free return visit within a month"),
            ("If you'd rather just boulder, you won't need a belay check", "Bouldering does not require a belay check"),
        ],
        ("unsupported_addition", "a free return visit within a month", None),
    ),
]

# ---------------------------------------------------------------------------------------------------------------
# airline_baggage_and_fares
# ---------------------------------------------------------------------------------------------------------------

AIR_F = [
    F(
        "Which SkyLark fare do I need if I want to take a 23 kg suitcase and might change my dates?",
        "SkyLark Airways fare types for European routes. Basic fares include one under-seat bag up to 40 x 30 x 20 cm. "
        "Classic fares add one cabin bag up to 10 kg and seat selection from 14 days before departure. Flex fares "
        "include everything in Classic plus a 23 kg hold bag and free date changes up to 2 hours before departure. "
        "Classic fares can be changed for a fee of £45 per person per flight, plus any fare difference. Basic fares "
        "cannot be changed or refunded. Hold bags can be added to Basic and Classic fares online for £32 per bag per "
        "flight, or £55 at the airport.",
        "Flex is the one that covers both: a 23 kg checked bag (roughly 50 lb) is included, and you can move your "
        "dates free of charge until two hours before you fly. With Classic, each change would cost £45 per person per "
        "flight on top of any difference in fare, and a hold bag is an extra £32 each way if you add it online. So on "
        "a return trip a Classic passenger would pay £64 in bag fees alone, before any changes. Basic won't work at "
        "all, as it can't be changed or refunded.",
        [
            ("Flex is the one that covers both: a 23 kg checked bag (roughly 50 lb) is included",
             "Flex fares include everything in Classic plus a 23 kg hold bag"),
            ("and you can move your dates free of charge until two hours before you fly",
             "free date changes up to 2 hours before departure"),
            ("With Classic, each change would cost £45 per person per flight on top of any difference in fare",
             "Classic fares can be changed for a fee of £45 per person per flight, plus any fare difference"),
            ("and a hold bag is an extra £32 each way if you add it online",
             "Hold bags can be added to Basic and Classic fares online for £32 per bag per flight"),
            ("So on a return trip a Classic passenger would pay £64 in bag fees alone, before any changes",
             "online for £32 per bag per flight"),
            ("Basic won't work at all, as it can't be changed or refunded", "Basic fares cannot be changed or refunded"),
        ],
    ),
    F(
        None,
        "Travelling with children on Norvia Air. Infants under 2 travel on an adult's lap for a fixed fee of £25 per "
        "flight and do not get their own seat. Each adult can travel with only one lap infant. Children aged 2 to 11 "
        "must have their own seat and pay 75% of the adult fare. Infants may bring one changing bag of up to 5 kg in "
        "addition to the adult's allowance, and a pushchair and a car seat can be checked in free. Unaccompanied "
        "minors are accepted from age 7 on direct flights only, for a service charge of £60 each way. Children aged 12 "
        "and over pay the full adult fare.",
        "On Norvia, a baby under two sits on your lap for a flat £25 per flight, and each adult is limited to one such "
        "infant. The little one also gets a changing bag of up to 5 kg (about 11 lb) on top of your own allowance, and "
        "both a pushchair and a car seat go in the hold at no cost. From their second birthday until they turn 12, "
        "children need a seat of their own and are charged three-quarters of the adult price — so £90 on a £120 adult "
        "fare. Once they're 12, they pay the same as you.",
        [
            ("On Norvia, a baby under two sits on your lap for a flat £25 per flight",
             "Infants under 2 travel on an adult's lap for a fixed fee of £25 per flight"),
            ("and each adult is limited to one such infant", "Each adult can travel with only one lap infant"),
            ("The little one also gets a changing bag of up to 5 kg (about 11 lb) on top of your own allowance",
             "Infants may bring one changing bag of up to 5 kg in addition to the adult's allowance"),
            ("and both a pushchair and a car seat go in the hold at no cost",
             "a pushchair and a car seat can be checked in free"),
            ("From their second birthday until they turn 12, children need a seat of their own and are charged "
             "three-quarters of the adult price",
             "Children aged 2 to 11 must have their own seat and pay 75% of the adult fare"),
            ("so £90 on a £120 adult fare", "pay 75% of the adult fare"),
            ("Once they're 12, they pay the same as you", "Children aged 12 and over pay the full adult fare"),
        ],
    ),
    F(
        "My cabin case is 55 x 40 x 23 cm and weighs 9 kg. Will it be OK on Aerolinea Sol or Brightwing?",
        [
            "Aerolinea Sol cabin baggage. Every passenger may bring one cabin bag of up to 55 x 40 x 20 cm and 8 kg, "
            "plus one personal item such as a handbag or laptop bag. Cabin bags that are too large at the gate are "
            "moved to the hold for a charge of €50. Liquids must be in containers of 100 ml or less inside one clear "
            "resealable bag. Passengers on Light fares may bring only the personal item.",
            "Brightwing cabin baggage policy. Brightwing allows one cabin bag per passenger, measuring no more than "
            "56 x 45 x 25 cm and weighing up to 10 kg. A small under-seat item is included only on Plus and Max fares. "
            "Oversized cabin bags found at the gate are charged €65 to go in the hold. Standard liquid rules apply.",
        ],
        "It would only pass on Brightwing: their limit is 56 x 45 x 25 cm and 10 kg, so you have a couple of "
        "centimetres of depth to spare and a kilo of weight. Aerolinea Sol caps cabin bags at 20 cm deep and 8 kg, so "
        "yours is 3 cm too deep and a kilogram too heavy, and if it gets caught at the gate you'd pay €50 to check it. "
        "Brightwing's gate fee is steeper at €65, but you shouldn't need to worry about it. Note that a Light fare on "
        "Aerolinea Sol doesn't include a cabin bag at all, only a personal item.",
        [
            ("It would only pass on Brightwing: their limit is 56 x 45 x 25 cm and 10 kg",
             "measuring no more than 56 x 45 x 25 cm and weighing up to 10 kg", 1),
            ("so you have a couple of centimetres of depth to spare and a kilo of weight",
             "measuring no more than 56 x 45 x 25 cm and weighing up to 10 kg", 1),
            ("Aerolinea Sol caps cabin bags at 20 cm deep and 8 kg", "one cabin bag of up to 55 x 40 x 20 cm and 8 kg", 0),
            ("so yours is 3 cm too deep and a kilogram too heavy", "one cabin bag of up to 55 x 40 x 20 cm and 8 kg", 0),
            ("and if it gets caught at the gate you'd pay €50 to check it",
             "Cabin bags that are too large at the gate are moved to the hold for a charge of €50", 0),
            ("Brightwing's gate fee is steeper at €65, but you shouldn't need to worry about it",
             "Oversized cabin bags found at the gate are charged €65 to go in the hold", 1),
            ("Note that a Light fare on Aerolinea Sol doesn't include a cabin bag at all, only a personal item",
             "Passengers on Light fares may bring only the personal item", 0),
        ],
    ),
    F(
        "Our Westerly flight to Athens, roughly 2,400 km, got in 4 hours late. What could the four of us claim?",
        "Compensation for delays on Westerly Airlines flights from the UK. If your flight arrives at its final "
        "destination more than 3 hours late, you may be entitled to compensation unless the delay was caused by "
        "extraordinary circumstances such as severe weather. For flights up to 1,500 km the amount is £220 per "
        "passenger. For flights between 1,500 km and 3,500 km it is £350, and for longer flights it is £520. If the "
        "delay is 2 hours or more on short flights, we will also provide meals and refreshments. Claims must be "
        "submitted within six years of the flight date.",
        "A four-hour late arrival is past the three-hour threshold, and a 2,400 km trip falls in the middle distance "
        "band, so each of you could be due £350 — £1,400 for the family. That's as long as the delay wasn't down to "
        "extraordinary circumstances, such as bad weather. There's no rush: you have six years from the flight date "
        "to put the claim in.",
        [
            ("A four-hour late arrival is past the three-hour threshold",
             "If your flight arrives at its final destination more than 3 hours late"),
            ("and a 2,400 km trip falls in the middle distance band, so each of you could be due £350",
             "For flights between 1,500 km and 3,500 km it is £350"),
            ("£1,400 for the family", "For flights between 1,500 km and 3,500 km it is £350"),
            ("That's as long as the delay wasn't down to extraordinary circumstances, such as bad weather",
             "unless the delay was caused by extraordinary circumstances such as severe weather"),
            ("you have six years from the flight date to put the claim in",
             "Claims must be submitted within six years of the flight date"),
        ],
    ),
    F(
        None,
        "Sports and special baggage on Corvane Air. Golf bags, skis and snowboards can be checked in as special "
        "baggage for £40 per item per one-way flight if booked online, or £60 at the airport. Each item may weigh up "
        "to 23 kg. Bicycles must be packed in a bike box or bag and cost £55 per one-way flight online. Musical "
        "instruments smaller than 55 x 40 x 20 cm travel free as cabin baggage; larger instruments need their own "
        "seat, which is charged at the same fare as an adult. Special baggage must be booked at least 24 hours before "
        "departure.",
        "Taking your bike on a Corvane return trip will cost £110 if you book online — £55 each way — and it has to be "
        "in a box or bag. Golf clubs, skis and snowboards are cheaper at £40 per direction online, though leaving it "
        "until the airport bumps that to £60, and each item can weigh up to 23 kg, which is just over 50 lb. Whatever "
        "you're bringing, book it no later than a day before you fly.",
        [
            ("Taking your bike on a Corvane return trip will cost £110 if you book online — £55 each way",
             "Bicycles must be packed in a bike box or bag and cost £55 per one-way flight online"),
            ("and it has to be in a box or bag", "Bicycles must be packed in a bike box or bag"),
            ("Golf clubs, skis and snowboards are cheaper at £40 per direction online",
             "Golf bags, skis and snowboards can be checked in as special baggage for £40 per item per one-way "
             "flight if booked online"),
            ("though leaving it until the airport bumps that to £60", "or £60 at the airport"),
            ("and each item can weigh up to 23 kg, which is just over 50 lb", "Each item may weigh up to 23 kg"),
            ("Whatever you're bringing, book it no later than a day before you fly",
             "Special baggage must be booked at least 24 hours before departure"),
        ],
    ),
]

AIR_P = [
    # number_swap
    P(
        "I'm flying Economy with Pelican and my case weighs 27 kg. What happens?",
        "Excess baggage charges on Pelican Air. Economy passengers may check in one bag of up to 23 kg, and Business "
        "passengers two bags of up to 32 kg each. Bags weighing between 23 kg and 32 kg in Economy are charged an "
        "overweight fee of £75 per bag per flight. No single bag may weigh more than 32 kg. A second checked bag in "
        "Economy costs £60 per flight if added online at least 24 hours before departure, or £90 at the airport. Bags "
        "larger than 158 cm in total dimensions (length + width + height) are not accepted as checked baggage and "
        "must be sent as cargo.",
        "Economy includes one checked bag of up to 23 kg, so at 27 kg your case counts as overweight and will cost an "
        "extra £90 per flight. It will still be accepted, since no bag may exceed 32 kg. If you'd rather split the "
        "load, a second bag added online at least a day ahead is £60 a flight, and no case can measure more than "
        "158 cm once you add up length, width and height.",
        [
            ("Economy includes one checked bag of up to 23 kg", "Economy passengers may check in one bag of up to 23 kg"),
            ("X", "so at 27 kg your case counts as overweight and will cost an extra £90 per flight",
             "Bags weighing between 23 kg and 32 kg in Economy are charged an overweight fee of £75 per bag per "
             "flight"),
            ("It will still be accepted, since no bag may exceed 32 kg", "No single bag may weigh more than 32 kg"),
            ("If you'd rather split the load, a second bag added online at least a day ahead is £60 a flight",
             "A second checked bag in Economy costs £60 per flight if added online at least 24 hours before "
             "departure"),
            ("and no case can measure more than 158 cm once you add up length, width and height",
             "Bags larger than 158 cm in total dimensions (length + width + height) are not accepted as checked "
             "baggage"),
        ],
        ("number_swap", "£90", "£75"),
    ),
    # entity_swap
    P(
        None,
        "Altura Airlines long-haul cabins. Premium Economy seats have 38 inches of legroom and recline by 7 inches, "
        "and passengers get two checked bags of 23 kg. Business seats convert into fully flat beds 78 inches long, and "
        "Business passengers get two checked bags of 32 kg plus lounge access. Premium Economy passengers can buy "
        "lounge access for £35 at most hubs. Both cabins offer priority check-in, but only Business includes priority "
        "boarding and fast-track security. Upgrades from Premium Economy to Business can be bid for online from 7 "
        "days before departure.",
        "On Altura's long-haul flights, Premium Economy gives you 38 inches of legroom and a 7-inch recline, while "
        "Business seats turn into flat beds about 6 and a half feet long. Both come with two checked bags, but "
        "Business allows 32 kg each versus 23 kg in Premium Economy. Both cabins get priority check-in; Premium "
        "Economy passengers also get priority boarding and fast-track security, and they can pay £35 to use the lounge "
        "at most hubs.",
        [
            ("On Altura's long-haul flights, Premium Economy gives you 38 inches of legroom and a 7-inch recline",
             "Premium Economy seats have 38 inches of legroom and recline by 7 inches"),
            ("while Business seats turn into flat beds about 6 and a half feet long",
             "Business seats convert into fully flat beds 78 inches long"),
            ("Both come with two checked bags, but Business allows 32 kg each versus 23 kg in Premium Economy",
             "Business passengers get two checked bags of 32 kg plus lounge access"),
            ("Both cabins get priority check-in", "Both cabins offer priority check-in"),
            ("X", "Premium Economy passengers also get priority boarding and fast-track security",
             "only Business includes priority boarding and fast-track security"),
            ("and they can pay £35 to use the lounge at most hubs",
             "Premium Economy passengers can buy lounge access for £35 at most hubs"),
        ],
        ("entity_swap", "Premium Economy passengers also get priority boarding",
         "only Business passengers get priority boarding"),
    ),
    # wrong_conversion
    P(
        "I pack in kilos — how heavy can my TransPacific checked bag be, and will my 55 cm carry-on fit?",
        "Baggage allowance on TransPacific Connect flights from Los Angeles. Each passenger in Main Cabin may check one "
        "bag weighing up to 50 lb for $35. Bags between 51 lb and 70 lb incur an additional $100 overweight fee, and "
        "bags over 70 lb are not accepted. The maximum size of a checked bag is 62 linear inches. Carry-on bags must "
        "fit within 22 x 14 x 9 inches. Active-duty military personnel may check up to five bags free of charge.",
        "Your one Main Cabin checked bag costs $35 and can weigh up to 50 lb — roughly 23 kg. Between 51 and 70 lb (up to "
        "about 40 kg) it's still accepted but with an extra $100 overweight fee. Carry-ons must fit within 22 x 14 x 9 "
        "inches, and 22 inches works out at about 56 cm, so your 55 cm case should just fit lengthwise.",
        [
            ("Your one Main Cabin checked bag costs $35 and can weigh up to 50 lb — roughly 23 kg",
             "Each passenger in Main Cabin may check one bag weighing up to 50 lb for $35"),
            ("X", "Between 51 and 70 lb (up to about 40 kg) it's still accepted but with an extra $100 overweight fee",
             "Bags between 51 lb and 70 lb incur an additional $100 overweight fee"),
            ("Carry-ons must fit within 22 x 14 x 9 inches", "Carry-on bags must fit within 22 x 14 x 9 inches"),
            ("and 22 inches works out at about 56 cm, so your 55 cm case should just fit lengthwise",
             "Carry-on bags must fit within 22 x 14 x 9 inches"),
        ],
        ("wrong_conversion", "about 40 kg", "about 32 kg"),
    ),
    # wrong_rounding
    P(
        "How much of what I paid for the Lisbon trip was actually the fare?",
        "Your booking: flight KX 412 London Gatwick to Lisbon, 14 October, and KX 419 Lisbon to London Gatwick, 21 "
        "October. Fare for 2 adults: £286.40. Taxes and airport charges: £97.60. Seat selection (2 passengers, both "
        "flights): £44.00. One 20 kg hold bag, both flights: £58.00. Total paid: £486.00. Free changes are not included "
        "with this fare; a change fee of £50 per passenger per flight applies.",
        "The fare for the two of you came to £286.40, which is just under half of the £486 total. The rest is made up "
        "of £97.60 in taxes and airport charges, £44 for choosing seats and £58 for the hold bag, so the extras and "
        "charges add up to about £200. That covers the week in Lisbon, flying out on 14 October and back on the 21st.",
        [
            ("The fare for the two of you came to £286.40", "Fare for 2 adults: £286.40"),
            ("X", "which is just under half of the £486 total", "Fare for 2 adults: £286.40"),
            ("The rest is made up of £97.60 in taxes and airport charges", "Taxes and airport charges: £97.60"),
            ("£44 for choosing seats", "Seat selection (2 passengers, both flights): £44.00"),
            ("and £58 for the hold bag", "One 20 kg hold bag, both flights: £58.00"),
            ("so the extras and charges add up to about £200", "Total paid: £486.00"),
            ("That covers the week in Lisbon, flying out on 14 October and back on the 21st",
             "KX 412 London Gatwick to Lisbon, 14 October"),
        ],
        ("wrong_rounding", "just under half", "just under 60%"),
    ),
    # negation
    P(
        "My friend can't come on our Aurelis trip any more. Can I put someone else on her Standard ticket, or get "
        "money back?",
        "Cancellations and name changes at Aurelis Air. Standard fares are non-refundable, but if you cancel before "
        "departure you can reclaim the government taxes and airport charges, less a £15 admin fee. Plus fares can be "
        "cancelled for a full refund up to 7 days before departure. If Aurelis Air cancels your flight, you can choose "
        "a full refund or a free transfer to another flight, whatever your fare type. Name corrections of up to three "
        "letters are free. Full name changes to a different passenger are permitted on Plus fares for £40 but are not "
        "permitted on Standard fares.",
        "Unfortunately handing her Standard ticket to someone else is off the table — transferring to a different "
        "passenger is only allowed on Plus fares, at £40. You won't get the fare back either, and even the taxes and "
        "airport charges can't be reclaimed on this fare. Had she booked Plus, a full refund would have been possible "
        "up to a week before departure.",
        [
            ("Unfortunately handing her Standard ticket to someone else is off the table",
             "are not permitted on Standard fares"),
            ("transferring to a different passenger is only allowed on Plus fares, at £40",
             "Full name changes to a different passenger are permitted on Plus fares for £40"),
            ("You won't get the fare back either", "Standard fares are non-refundable"),
            ("X", "and even the taxes and airport charges can't be reclaimed on this fare",
             "if you cancel before departure you can reclaim the government taxes and airport charges, less a £15 "
             "admin fee"),
            ("Had she booked Plus, a full refund would have been possible up to a week before departure",
             "Plus fares can be cancelled for a full refund up to 7 days before departure"),
        ],
        ("negation", "can't be reclaimed", "can be reclaimed, less a £15 admin fee"),
    ),
]

DOMAINS = {
    "gym_and_leisure_memberships": (GYM_F, GYM_P),
    "airline_baggage_and_fares": (AIR_F, AIR_P),
}
