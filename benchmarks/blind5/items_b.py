"""blind5 items, part B: public_library_services and community_sports_clubs (5 faithful + 5 planted each).

Planted order fixes the half (see build.py): public_library_services planted = dev, test, test, dev, dev;
community_sports_clubs planted = dev, test, dev, test, dev.
"""
from common import F, P

# ---------------------------------------------------------------- public_library_services
LIB_F = [
    F(
        "How long can I keep books from Eastfield library?",
        "Borrowing at Eastfield Libraries. Adults may borrow up to 15 items at a time on one card. Books are lent for "
        "three weeks, DVDs for one week. Items can be renewed up to three times online, by phone or in person, unless "
        "another member has reserved them. There are no overdue fines on children's cards. Adult cards are charged "
        "25p per item per day overdue, up to a maximum of £6 per item. Reserving an item is free.",
        "Books go out for three weeks (DVDs only one), and you can renew them three times, as long as nobody else has "
        "reserved them. You can have 15 things out at once on an adult card. If you're late, it's 25p a day per item, "
        "though no single item will cost more than £6 — that limit is reached after 24 days. Children's cards don't "
        "get fines at all.",
        [
            ("Books go out for three weeks (DVDs only one)", "Books are lent for three weeks, DVDs for one week"),
            ("you can renew them three times, as long as nobody else has reserved them",
             "Items can be renewed up to three times online, by phone or in person, unless another member has "
             "reserved them"),
            ("You can have 15 things out at once on an adult card",
             "Adults may borrow up to 15 items at a time on one card"),
            ("If you're late, it's 25p a day per item, though no single item will cost more than £6 — that limit is "
             "reached after 24 days",
             "Adult cards are charged 25p per item per day overdue, up to a maximum of £6 per item"),
            ("Children's cards don't get fines at all", "There are no overdue fines on children's cards"),
        ],
    ),
    F(
        "When can I get to a library in Millbrook on a weekday evening?",
        "Opening hours for Millbrook Central Library and Oakhill Branch Library. Central is open Monday to Friday "
        "09:00–19:00 and Saturday 09:00–17:00. Oakhill is open Tuesday, Thursday and Saturday, 10:00–16:00. Both "
        "libraries are closed on Sundays and bank holidays. Central has a self-service returns chute that is "
        "available 24 hours a day. Oakhill has no returns chute, but items can be returned to either library.",
        "Only Central stays open into the evening — until 7 pm every weekday. Oakhill opens just three days a week, "
        "Tuesday, Thursday and Saturday, and shuts at 4 pm. If you're only returning things, Central's chute takes "
        "items around the clock, and you can bring back books borrowed from either branch there.",
        [
            ("Only Central stays open into the evening — until 7 pm every weekday",
             "Central is open Monday to Friday 09:00–19:00"),
            ("Oakhill opens just three days a week, Tuesday, Thursday and Saturday, and shuts at 4 pm",
             "Oakhill is open Tuesday, Thursday and Saturday, 10:00–16:00"),
            ("If you're only returning things, Central's chute takes items around the clock",
             "Central has a self-service returns chute that is available 24 hours a day"),
            ("you can bring back books borrowed from either branch there", "items can be returned to either library"),
        ],
    ),
    F(
        "Can I book a room at Harlow Street for my study group of five?",
        "Study rooms at Harlow Street Library. The library has four bookable study rooms, each seating up to six "
        "people. Rooms can be booked for a maximum of two hours per day per member. Bookings open 14 days in advance "
        "and can be made online or at the enquiry desk. Room hire is free for library members; non-members pay £5 per "
        "hour. If you are more than 15 minutes late, your booking may be released to someone else. Food is not "
        "permitted in the study rooms, but drinks in lidded containers are allowed.",
        "Yes — each of the four study rooms fits up to six, so your group of five will fit. As a member you can have "
        "one for up to two hours a day at no charge, bookable online or at the desk as much as two weeks ahead; a "
        "non-member would pay £10 for the full two hours. Turn up within a quarter of an hour of your slot or you "
        "risk losing it. Drinks are fine if they have a lid, but leave food outside.",
        [
            ("each of the four study rooms fits up to six, so your group of five will fit",
             "The library has four bookable study rooms, each seating up to six people"),
            ("As a member you can have one for up to two hours a day at no charge",
             "Rooms can be booked for a maximum of two hours per day per member"),
            ("bookable online or at the desk as much as two weeks ahead",
             "Bookings open 14 days in advance and can be made online or at the enquiry desk"),
            ("a non-member would pay £10 for the full two hours", "non-members pay £5 per hour"),
            ("Turn up within a quarter of an hour of your slot or you risk losing it",
             "If you are more than 15 minutes late, your booking may be released to someone else"),
            ("Drinks are fine if they have a lid, but leave food outside",
             "Food is not permitted in the study rooms, but drinks in lidded containers are allowed"),
        ],
    ),
    F(
        None,
        "Printing and copying at Ravensworth Library. Black-and-white prints cost 15p per A4 page and 30p per A3 page. "
        "Colour prints cost 60p per A4 page and £1.20 per A3 page. Scanning to email or a USB stick is free. Payment "
        "is by card or library account only; the machines do not take cash. Members over 65 receive 20 free "
        "black-and-white A4 pages each month.",
        "At Ravensworth a black-and-white A4 sheet is 15p and colour is four times that at 60p; A3 costs double in "
        "each case. So a 10-page colour A4 document would come to £6. Scanning costs nothing, and you'll need a card "
        "or your library account to pay since cash isn't accepted. Cardholders older than 65 also get 20 free mono A4 "
        "prints a month.",
        [
            ("At Ravensworth a black-and-white A4 sheet is 15p", "Black-and-white prints cost 15p per A4 page"),
            ("colour is four times that at 60p", "Colour prints cost 60p per A4 page"),
            ("A3 costs double in each case", "Colour prints cost 60p per A4 page and £1.20 per A3 page"),
            ("So a 10-page colour A4 document would come to £6", "Colour prints cost 60p per A4 page"),
            ("Scanning costs nothing", "Scanning to email or a USB stick is free"),
            ("you'll need a card or your library account to pay since cash isn't accepted",
             "Payment is by card or library account only; the machines do not take cash"),
            ("Cardholders older than 65 also get 20 free mono A4 prints a month",
             "Members over 65 receive 20 free black-and-white A4 pages each month"),
        ],
    ),
    F(
        "My dad is housebound — what can the library do for him?",
        [
            "Home Library Service. The Home Library Service delivers books and audiobooks to residents who cannot "
            "visit a library because of illness, disability or caring responsibilities. Volunteers visit once every "
            "four weeks. Each visit can bring up to 12 items. The service is free, and no overdue charges apply.",
            "BorrowBox e-lending. Library members can borrow up to 6 e-books and 6 e-audiobooks at a time through the "
            "BorrowBox app. Loans last 21 days and return themselves automatically. Popular titles can be reserved, "
            "with a limit of 5 reservations.",
        ],
        "He sounds eligible for the Home Library Service, which brings books and audiobooks to people who can't get "
        "to a branch because of illness, disability or caring duties. A volunteer would call roughly monthly — every "
        "four weeks — with up to a dozen items, and it's all free, with no late fees. Alongside that, if he has a "
        "library card he could use BorrowBox to take out as many as six e-books plus six e-audiobooks at once; each "
        "loan runs three weeks and ends by itself.",
        [
            ("He sounds eligible for the Home Library Service, which brings books and audiobooks to people who can't "
             "get to a branch because of illness, disability or caring duties",
             "delivers books and audiobooks to residents who cannot visit a library because of illness, disability or "
             "caring responsibilities", 0),
            ("A volunteer would call roughly monthly — every four weeks — with up to a dozen items",
             "Volunteers visit once every four weeks", 0),
            ("it's all free, with no late fees", "The service is free, and no overdue charges apply", 0),
            ("if he has a library card he could use BorrowBox to take out as many as six e-books plus six "
             "e-audiobooks at once",
             "Library members can borrow up to 6 e-books and 6 e-audiobooks at a time through the BorrowBox app", 1),
            ("each loan runs three weeks and ends by itself", "Loans last 21 days and return themselves automatically",
             1),
        ],
    ),
]

LIB_P = [
    # dev half: entity_swap
    P(
        "Is Linwood's premium library membership worth it?",
        "Membership categories at Linwood Public Library. Standard adult membership is free and allows 12 items on "
        "loan. Junior membership, for under-16s, is also free and allows 8 items. Premium membership costs £30 a year "
        "and allows 20 items, including free DVD and music CD loans. Standard members pay £1.50 per DVD loan. Proof "
        "of address is needed to join in any category.",
        "Premium is £30 a year and lets you have 12 items out, against 20 on the free adult card, and it includes DVDs "
        "and music CDs at no extra cost. Standard members pay £1.50 per DVD, so if you'd rent more than 20 DVDs a "
        "year Premium pays for itself. Either way you'll need proof of address to sign up.",
        [
            ("Premium is £30 a year", "Premium membership costs £30 a year"),
            ("X", "lets you have 12 items out, against 20 on the free adult card",
             "Premium membership costs £30 a year and allows 20 items"),
            ("it includes DVDs and music CDs at no extra cost", "including free DVD and music CD loans"),
            ("Standard members pay £1.50 per DVD, so if you'd rent more than 20 DVDs a year Premium pays for itself",
             "Standard members pay £1.50 per DVD loan"),
            ("Either way you'll need proof of address to sign up", "Proof of address is needed to join in any category"),
        ],
        ("entity_swap", "12 items out, against 20 on the free adult card",
         "20 items out, against 12 on the free adult card"),
    ),
    # test half: date_swap
    P(
        "When is Fenwick Road library shut, and what happens to my books?",
        "Closure notice for Fenwick Road Library. The library will close for refurbishment from Monday 3 March and "
        "reopen on Saturday 26 April. During the closure, the mobile library will stop in the Fenwick Road car park "
        "every Wednesday from 10:00 to 13:00. Loans due during the closure will be automatically extended until 10 "
        "May. Items can be returned to any other library in the borough. The refurbished library will have a new "
        "children's area and six extra public computers.",
        "It closes for a refit on Monday 3 March and reopens on Saturday 26 April, a little under eight weeks later. "
        "Anything due back in that period will automatically be extended to 10 April, or you can drop items at any "
        "other library in the borough. Meanwhile a mobile library parks in the car park each Wednesday morning from "
        "10 until 1. When it reopens there'll be a new children's area and six more public PCs.",
        [
            ("It closes for a refit on Monday 3 March and reopens on Saturday 26 April, a little under eight weeks "
             "later",
             "The library will close for refurbishment from Monday 3 March and reopen on Saturday 26 April"),
            ("X", "Anything due back in that period will automatically be extended to 10 April",
             "Loans due during the closure will be automatically extended until 10 May"),
            ("you can drop items at any other library in the borough",
             "Items can be returned to any other library in the borough"),
            ("Meanwhile a mobile library parks in the car park each Wednesday morning from 10 until 1",
             "the mobile library will stop in the Fenwick Road car park every Wednesday from 10:00 to 13:00"),
            ("When it reopens there'll be a new children's area and six more public PCs",
             "The refurbished library will have a new children's area and six extra public computers"),
        ],
        ("date_swap", "10 April", "10 May"),
    ),
    # test half: antonym
    P(
        None,
        "Rules for the Local Studies Room, Carrick Central Library. The Local Studies Room holds maps, parish records "
        "and newspapers dating back to 1820. Visitors must sign in at the desk and leave bags in the lockers provided. "
        "Only pencils may be used; pens are not allowed. Original newspapers older than 1950 are fragile and must be "
        "viewed on microfilm. Photography without flash is permitted for personal research. Appointments are "
        "recommended but not required.",
        "Carrick's Local Studies Room keeps maps, parish registers and newspapers going back to 1820. Sign in when you "
        "arrive, put your bag in a locker and bring a pencil, since ink pens aren't allowed. Newspapers from before "
        "1950 are robust enough to handle directly, and you may take photos for your own research as long as you "
        "don't use flash. You can just turn up, although booking ahead is advised.",
        [
            ("Carrick's Local Studies Room keeps maps, parish registers and newspapers going back to 1820",
             "holds maps, parish records and newspapers dating back to 1820"),
            ("Sign in when you arrive, put your bag in a locker",
             "Visitors must sign in at the desk and leave bags in the lockers provided"),
            ("bring a pencil, since ink pens aren't allowed", "Only pencils may be used; pens are not allowed"),
            ("X", "Newspapers from before 1950 are robust enough to handle directly",
             "Original newspapers older than 1950 are fragile and must be viewed on microfilm"),
            ("you may take photos for your own research as long as you don't use flash",
             "Photography without flash is permitted for personal research"),
            ("You can just turn up, although booking ahead is advised", "Appointments are recommended but not required"),
        ],
        ("antonym", "robust enough to handle directly", "fragile and must be viewed on microfilm"),
    ),
    # dev half: negation
    P(
        "My family's just moved to Westmere — how do we join the library?",
        "Joining Westmere Libraries. Anyone who lives, works or studies in Westmere can join for free. Adults need "
        "one form of photo ID and one proof of address dated within the last three months. Children under 12 can "
        "join with a parent or carer's signature and do not need ID. Visitors from outside the borough can join as "
        "temporary members, borrowing up to 3 items for a maximum of 6 months. Lost cards are replaced for £2.",
        "It's free for anyone who lives, works or studies in the area. Each adult will need photo ID plus something "
        "showing your address from the past three months. Children under 12 also have to bring photo ID, along with "
        "a parent's or carer's signature. If you ever lose a card, a replacement is £2.",
        [
            ("It's free for anyone who lives, works or studies in the area",
             "Anyone who lives, works or studies in Westmere can join for free"),
            ("Each adult will need photo ID plus something showing your address from the past three months",
             "Adults need one form of photo ID and one proof of address dated within the last three months"),
            ("X", "Children under 12 also have to bring photo ID, along with a parent's or carer's signature",
             "Children under 12 can join with a parent or carer's signature and do not need ID"),
            ("If you ever lose a card, a replacement is £2", "Lost cards are replaced for £2"),
        ],
        ("negation", "also have to bring photo ID", "do not need ID"),
    ),
    # dev half: wrong_rounding
    P(
        "How did Thornbury's libraries do last year?",
        "Annual report summary, Thornbury Library Service, 2024–25. Total visits to the six libraries were 412,860, "
        "up from 389,200 the year before. Physical loans fell slightly to 521,340, while e-book and e-audiobook loans "
        "rose to 148,900. The library ran 1,930 events, attended by 36,420 people. Public computers were used for "
        "71,600 hours. The service's budget was £3.2 million.",
        "Footfall went up: the six libraries had about 413,000 visits, compared with roughly 389,000 the previous "
        "year — a rise of over 23,000. Physical borrowing dipped a little to around 520,000 items, but digital loans "
        "climbed to just under 150,000. There were nearly 2,000 events with close to 40,000 attendees, on a budget "
        "of £3.2 million.",
        [
            ("Footfall went up: the six libraries had about 413,000 visits, compared with roughly 389,000 the "
             "previous year — a rise of over 23,000",
             "Total visits to the six libraries were 412,860, up from 389,200 the year before"),
            ("Physical borrowing dipped a little to around 520,000 items", "Physical loans fell slightly to 521,340"),
            ("but digital loans climbed to just under 150,000", "e-book and e-audiobook loans rose to 148,900"),
            ("There were nearly 2,000 events", "The library ran 1,930 events"),
            ("X", "with close to 40,000 attendees", "attended by 36,420 people"),
            ("on a budget of £3.2 million", "The service's budget was £3.2 million"),
        ],
        ("wrong_rounding", "close to 40,000", "a little over 36,000"),
    ),
]

# ---------------------------------------------------------------- community_sports_clubs
CLUB_F = [
    F(
        "Is it cheaper to pay Ashcombe monthly or annually?",
        "Membership fees 2025, Ashcombe Tennis Club. Adult membership is £240 a year, or £22 a month by direct debit. "
        "Juniors aged 8 to 17 pay £75 a year. Family membership, covering two adults and up to three juniors, is £520 "
        "a year. New adult members pay a one-off joining fee of £40, waived for juniors. Members can book courts up "
        "to seven days ahead through the club app. Floodlit courts cost an extra £4 per hour after dark.",
        "Paying annually is cheaper: £240 for the year, whereas 12 monthly debits of £22 add up to £264, so the "
        "direct debit route costs £24 more. As a new adult you'll also pay a one-off £40 to join, which juniors don't "
        "have to pay. Once you're in, you can reserve courts a week in advance on the app, and floodlit play after "
        "dark is an extra £4 an hour.",
        [
            ("Paying annually is cheaper: £240 for the year, whereas 12 monthly debits of £22 add up to £264, so the "
             "direct debit route costs £24 more", "Adult membership is £240 a year, or £22 a month by direct debit"),
            ("As a new adult you'll also pay a one-off £40 to join, which juniors don't have to pay",
             "New adult members pay a one-off joining fee of £40, waived for juniors"),
            ("Once you're in, you can reserve courts a week in advance on the app",
             "Members can book courts up to seven days ahead through the club app"),
            ("floodlit play after dark is an extra £4 an hour", "Floodlit courts cost an extra £4 per hour after dark"),
        ],
    ),
    F(
        "Who won Division Two of the Harbour Vale Sunday League?",
        "Harbour Vale Sunday League, Division Two: final table 2024–25. Champions Millford Rovers finished on 52 "
        "points from 22 games, with 17 wins, 1 draw and 4 defeats. Runners-up Eastgate Athletic had 49 points. "
        "Third-placed Kingsley Park had 44 points and the division's best goal difference, +41. The top two are "
        "promoted to Division One. Bottom club Ferris Lane collected 9 points and are relegated.",
        "Millford Rovers took the title with 52 points, three clear of Eastgate Athletic, after winning 17 of their "
        "22 matches and losing only four. Both of them go up to Division One. Kingsley Park came third on 44 points "
        "despite having the best goal difference in the division at +41, while Ferris Lane finished bottom with 9 "
        "points and go down.",
        [
            ("Millford Rovers took the title with 52 points, three clear of Eastgate Athletic",
             "Runners-up Eastgate Athletic had 49 points"),
            ("after winning 17 of their 22 matches and losing only four",
             "Champions Millford Rovers finished on 52 points from 22 games, with 17 wins, 1 draw and 4 defeats"),
            ("Both of them go up to Division One", "The top two are promoted to Division One"),
            ("Kingsley Park came third on 44 points despite having the best goal difference in the division at +41",
             "Third-placed Kingsley Park had 44 points and the division's best goal difference, +41"),
            ("Ferris Lane finished bottom with 9 points and go down",
             "Bottom club Ferris Lane collected 9 points and are relegated"),
        ],
    ),
    F(
        None,
        "Welcome pack for Orchard Lane Juniors FC (under-9s). Training is on Tuesdays from 17:30 to 18:45 on the 3G "
        "pitch at Orchard Lane School. Matches are played on Sunday mornings, with kick-off at 10:00 for home games. "
        "Players must wear shin pads at all training sessions and matches. Boots with metal studs are not allowed on "
        "the 3G pitch. Subs are £15 a month, which includes insurance and a training top. The club welfare officer is "
        "Sandra Kowalski, who can be contacted about any safeguarding concern.",
        "Orchard Lane's under-9s train every Tuesday evening for an hour and a quarter, from 5.30 on the school's 3G "
        "pitch, and play their games on Sunday mornings, kicking off at 10 when at home. Shin pads are compulsory for "
        "both training and matches, and metal-studded boots can't be worn on the 3G surface. It costs £15 a month — "
        "£180 over a year — with insurance and a training top included. Any safeguarding worries should go to the "
        "welfare officer, Sandra Kowalski.",
        [
            ("Orchard Lane's under-9s train every Tuesday evening for an hour and a quarter, from 5.30 on the school's "
             "3G pitch", "Training is on Tuesdays from 17:30 to 18:45 on the 3G pitch at Orchard Lane School"),
            ("play their games on Sunday mornings, kicking off at 10 when at home",
             "Matches are played on Sunday mornings, with kick-off at 10:00 for home games"),
            ("Shin pads are compulsory for both training and matches",
             "Players must wear shin pads at all training sessions and matches"),
            ("metal-studded boots can't be worn on the 3G surface", "Boots with metal studs are not allowed on the 3G pitch"),
            ("It costs £15 a month — £180 over a year — with insurance and a training top included",
             "Subs are £15 a month, which includes insurance and a training top"),
            ("Any safeguarding worries should go to the welfare officer, Sandra Kowalski",
             "The club welfare officer is Sandra Kowalski, who can be contacted about any safeguarding concern"),
        ],
    ),
    F(
        "What does Riverside Striders offer, and can I try it first?",
        "Riverside Striders: weekly sessions. Tuesday: interval session on the athletics track, 19:00, led by coach "
        "Mark Ellison. Thursday: steady 8 km group run from the Boathouse, 18:30, with pace groups from 5:00 to 6:30 "
        "per kilometre. Saturday: the club meets at the 5 km parkrun in Riverside Park at 09:00. Membership is £35 a "
        "year, including England Athletics affiliation. Non-members may attend three sessions free before joining.",
        "Yes — you can come along to three sessions without paying before you sign up. On Tuesdays at 7 pm Mark "
        "Ellison coaches a track interval session, and on Thursdays at half six there's a steady 8 km, or about 5 "
        "miles, from the Boathouse with pace groups covering roughly 8 to 10½ minutes per mile. Saturdays mean the "
        "9 am parkrun in Riverside Park, and full membership costs £35 a year with England Athletics affiliation "
        "included.",
        [
            ("you can come along to three sessions without paying before you sign up",
             "Non-members may attend three sessions free before joining"),
            ("On Tuesdays at 7 pm Mark Ellison coaches a track interval session",
             "Tuesday: interval session on the athletics track, 19:00, led by coach Mark Ellison"),
            ("on Thursdays at half six there's a steady 8 km, or about 5 miles, from the Boathouse",
             "Thursday: steady 8 km group run from the Boathouse, 18:30"),
            ("with pace groups covering roughly 8 to 10½ minutes per mile",
             "with pace groups from 5:00 to 6:30 per kilometre"),
            ("Saturdays mean the 9 am parkrun in Riverside Park",
             "Saturday: the club meets at the 5 km parkrun in Riverside Park at 09:00"),
            ("full membership costs £35 a year with England Athletics affiliation included",
             "Membership is £35 a year, including England Athletics affiliation"),
        ],
    ),
    F(
        None,
        "Minutes of the Annual General Meeting, Stenford Cricket Club, 3 November. Chair Helen Morcombe reported that "
        "the 1st XI finished fourth in the county league. Treasurer Gareth Ince reported income of £18,400 against "
        "spending of £16,950 for the season. Members voted to raise the senior match fee from £8 to £10 from next "
        "season. A proposal to install new nets was approved, at an estimated cost of £6,500. The meeting closed at "
        "21:10.",
        "At Stenford Cricket Club's AGM on 3 November, chair Helen Morcombe said the first team had come fourth in the "
        "county league. The club's treasurer, Gareth Ince, presented a surplus of £1,450 for the season, on income of "
        "£18,400. Members agreed to put the senior match fee up by £2, to £10, starting next season, and gave the "
        "go-ahead for new nets expected to cost around £6,500.",
        [
            ("At Stenford Cricket Club's AGM on 3 November, chair Helen Morcombe said the first team had come fourth "
             "in the county league", "Chair Helen Morcombe reported that the 1st XI finished fourth in the county league"),
            ("The club's treasurer, Gareth Ince, presented a surplus of £1,450 for the season, on income of £18,400",
             "Treasurer Gareth Ince reported income of £18,400 against spending of £16,950 for the season"),
            ("Members agreed to put the senior match fee up by £2, to £10, starting next season",
             "Members voted to raise the senior match fee from £8 to £10 from next season"),
            ("gave the go-ahead for new nets expected to cost around £6,500",
             "A proposal to install new nets was approved, at an estimated cost of £6,500"),
        ],
    ),
]

CLUB_P = [
    # dev half: name_swap
    P(
        "Who do I pay my subscription to at Lowfield Bowls Club?",
        "Committee roles at Lowfield Bowls Club. President: Arthur Penrose. Secretary: Margaret Doyle, who handles "
        "membership applications and the fixture list. Treasurer: Colin Fairweather, who collects subscriptions and "
        "green fees. Green keeper: Dev Sharma, who decides when the green is fit for play. Contact details are on the "
        "noticeboard in the clubhouse.",
        "Subscriptions, along with green fees, are collected by Margaret Doyle as treasurer. If you're applying to "
        "join or want the fixture list, the secretary is the person to ask, and whether the green is playable is up "
        "to the green keeper, Dev Sharma. You'll find everyone's contact details on the clubhouse noticeboard.",
        [
            ("X", "Subscriptions, along with green fees, are collected by Margaret Doyle as treasurer",
             "Treasurer: Colin Fairweather, who collects subscriptions and green fees"),
            ("If you're applying to join or want the fixture list, the secretary is the person to ask",
             "Secretary: Margaret Doyle, who handles membership applications and the fixture list"),
            ("whether the green is playable is up to the green keeper, Dev Sharma",
             "Green keeper: Dev Sharma, who decides when the green is fit for play"),
            ("You'll find everyone's contact details on the clubhouse noticeboard",
             "Contact details are on the noticeboard in the clubhouse"),
        ],
        ("name_swap", "Margaret Doyle", "Colin Fairweather"),
    ),
    # test half: entity_swap
    P(
        None,
        "Match report, Brackenfield Netball League, Saturday 11 October. Hilltop Hornets beat Canal Street Comets "
        "38–31 in a close game at Brackenfield Sports Hall. The Comets led 17–15 at half-time, but the Hornets scored "
        "11 goals without reply in the third quarter. Hornets goal shooter Aisha Grant scored 24 goals. Comets "
        "captain Leanne Poole was named player of the match by the umpires. The result keeps the Hornets top of the "
        "league.",
        "Hilltop Hornets won 38–31 against Canal Street Comets at Brackenfield Sports Hall on Saturday 11 October, a "
        "seven-goal margin. It was the Hornets who led 17–15 at half-time, and a run of 11 straight goals in the third "
        "quarter then pulled them clear. Aisha Grant scored 24 for the Hornets, while the umpires gave player of the "
        "match to Comets captain Leanne Poole, and the win keeps the Hornets top of the table.",
        [
            ("Hilltop Hornets won 38–31 against Canal Street Comets at Brackenfield Sports Hall on Saturday 11 "
             "October, a seven-goal margin",
             "Hilltop Hornets beat Canal Street Comets 38–31 in a close game at Brackenfield Sports Hall"),
            ("X", "It was the Hornets who led 17–15 at half-time", "The Comets led 17–15 at half-time"),
            ("a run of 11 straight goals in the third quarter then pulled them clear",
             "the Hornets scored 11 goals without reply in the third quarter"),
            ("Aisha Grant scored 24 for the Hornets", "Hornets goal shooter Aisha Grant scored 24 goals"),
            ("the umpires gave player of the match to Comets captain Leanne Poole",
             "Comets captain Leanne Poole was named player of the match by the umpires"),
            ("the win keeps the Hornets top of the table", "The result keeps the Hornets top of the league"),
        ],
        ("entity_swap", "It was the Hornets who led 17–15 at half-time", "The Comets led 17–15 at half-time"),
    ),
    # dev half: unsupported_addition
    P(
        "How do trials work at Dolphins swimming club?",
        "Swimming club trials at Dolphins Amateur Swimming Club. Trials for new swimmers aged 8 to 14 will be held on "
        "Saturday 6 September at Northgate Pool, from 08:00 to 10:00. Swimmers should be able to swim 50 metres front "
        "crawl and 25 metres backstroke without stopping. There is no charge for the trial. Successful swimmers will "
        "be offered a place in a training squad from October. Parents must stay on poolside for the whole session.",
        "Dolphins are holding trials for 8- to 14-year-olds at Northgate Pool on Saturday 6 September, between 8 and "
        "10 in the morning. Your child should be able to manage 50 m of front crawl and 25 m of backstroke without a "
        "break. It's free to try out, and a parent has to stay poolside throughout. Anyone who's successful will be "
        "offered a squad place starting in October, and club swim caps are provided on the day.",
        [
            ("Dolphins are holding trials for 8- to 14-year-olds at Northgate Pool on Saturday 6 September, between 8 "
             "and 10 in the morning",
             "Trials for new swimmers aged 8 to 14 will be held on Saturday 6 September at Northgate Pool, from 08:00 "
             "to 10:00"),
            ("Your child should be able to manage 50 m of front crawl and 25 m of backstroke without a break",
             "Swimmers should be able to swim 50 metres front crawl and 25 metres backstroke without stopping"),
            ("It's free to try out", "There is no charge for the trial"),
            ("a parent has to stay poolside throughout", "Parents must stay on poolside for the whole session"),
            ("Anyone who's successful will be offered a squad place starting in October",
             "Successful swimmers will be offered a place in a training squad from October"),
            ("U", "club swim caps are provided on the day"),
        ],
        ("unsupported_addition", "club swim caps are provided on the day", None),
    ),
    # test half: wrong_rounding
    P(
        "How close is Westbrook Rugby Club to its clubhouse target?",
        "Fundraising update: Westbrook Rugby Club clubhouse appeal. The appeal target is £85,000 for a new changing "
        "room block. So far the club has raised £61,270, including a £20,000 grant from the county sports "
        "foundation. The Buy a Brick scheme has raised £8,640 from 432 bricks at £20 each. A sponsored walk in June "
        "raised £4,315. The committee hopes to start building next spring.",
        "They've brought in just over £65,000 of the £85,000 needed for the new changing rooms, leaving about £23,700 "
        "still to find. That figure already counts a £20,000 grant from the county sports foundation. Selling 432 Buy a "
        "Brick bricks at £20 apiece has brought in £8,640, and a June sponsored walk added £4,315, with building "
        "hoped to begin next spring.",
        [
            ("X", "They've brought in just over £65,000 of the £85,000 needed for the new changing rooms",
             "So far the club has raised £61,270"),
            ("leaving about £23,700 still to find", "The appeal target is £85,000 for a new changing room block"),
            ("That figure already counts a £20,000 grant from the county sports foundation",
             "including a £20,000 grant from the county sports foundation"),
            ("Selling 432 Buy a Brick bricks at £20 apiece has brought in £8,640",
             "The Buy a Brick scheme has raised £8,640 from 432 bricks at £20 each"),
            ("a June sponsored walk added £4,315", "A sponsored walk in June raised £4,315"),
            ("building hoped to begin next spring", "The committee hopes to start building next spring"),
        ],
        ("wrong_rounding", "just over £65,000", "just over £61,000"),
    ),
    # dev half: wrong_conversion
    P(
        None,
        "Course information, Lakeside Sailing Club: Start Sailing Level 1. The course runs over two consecutive "
        "Saturdays, 10 and 17 May, from 09:30 to 16:30. It is taught in Topper dinghies, which are 3.4 metres long. "
        "Participants must be at least 12 years old and able to swim 50 metres in light clothing. Buoyancy aids and "
        "wetsuits are provided. The course fee of £195 includes RYA certification and a logbook. Water temperature in "
        "May is typically around 12°C, so bring warm layers.",
        "Lakeside's Start Sailing Level 1 runs on two Saturdays in a row, 10 and 17 May, from 9.30 to 4.30 — 14 hours "
        "in all. You'll learn in Toppers, which are about 11 feet long, and buoyancy aids and wetsuits are supplied. "
        "To join you must be 12 or older and able to swim 50 metres in light clothes. The £195 fee covers your RYA "
        "certificate and logbook, and since the water is usually only about 12°C (roughly 62°F) in May, bring warm "
        "layers.",
        [
            ("Lakeside's Start Sailing Level 1 runs on two Saturdays in a row, 10 and 17 May, from 9.30 to 4.30 — 14 "
             "hours in all",
             "The course runs over two consecutive Saturdays, 10 and 17 May, from 09:30 to 16:30"),
            ("You'll learn in Toppers, which are about 11 feet long",
             "It is taught in Topper dinghies, which are 3.4 metres long"),
            ("buoyancy aids and wetsuits are supplied", "Buoyancy aids and wetsuits are provided"),
            ("To join you must be 12 or older and able to swim 50 metres in light clothes",
             "Participants must be at least 12 years old and able to swim 50 metres in light clothing"),
            ("The £195 fee covers your RYA certificate and logbook",
             "The course fee of £195 includes RYA certification and a logbook"),
            ("X", "since the water is usually only about 12°C (roughly 62°F) in May, bring warm layers",
             "Water temperature in May is typically around 12°C, so bring warm layers"),
        ],
        ("wrong_conversion", "roughly 62°F", "roughly 54°F"),
    ),
]

DOMAINS = {
    "public_library_services": (LIB_F, LIB_P),
    "community_sports_clubs": (CLUB_F, CLUB_P),
}
