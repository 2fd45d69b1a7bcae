"""blind5 items, part A: car_hire and school_trips (5 faithful + 5 planted each).

Planted order fixes the half (see build.py): car_hire planted = test, dev, test, dev, test;
school_trips planted = test, dev, dev, test, test.
"""
from common import F, P

# ---------------------------------------------------------------- car_hire
CAR_F = [
    F(
        "I'm 23 and want to rent from Northway for 5 days with my girlfriend also driving — what extra will I pay?",
        "Northway Car Rental: young driver and additional driver charges. Drivers aged 21 to 24 pay a young driver "
        "surcharge of £14 per day, capped at £140 per rental. Drivers under 21 cannot rent from us. An additional "
        "named driver costs £9 per day, and the main driver's spouse or partner is added free of charge. Every driver "
        "must have held a full licence for at least two years. All drivers must show their licence at the counter "
        "when the car is collected.",
        "Because you're under 25, you'll be charged the young driver fee of £14 a day, which comes to £70 over five "
        "days — well below the £140 ceiling. Your partner can go on the agreement as a second driver at no cost. Just "
        "make sure you've each had a full licence for two years or more, and bring both licences when you pick the "
        "car up.",
        [
            ("Because you're under 25, you'll be charged the young driver fee of £14 a day",
             "Drivers aged 21 to 24 pay a young driver surcharge of £14 per day"),
            ("which comes to £70 over five days — well below the £140 ceiling", "capped at £140 per rental"),
            ("Your partner can go on the agreement as a second driver at no cost",
             "the main driver's spouse or partner is added free of charge"),
            ("Just make sure you've each had a full licence for two years or more",
             "must have held a full licence for at least two years"),
            ("bring both licences when you pick the car up",
             "must show their licence at the counter when the car is collected"),
        ],
    ),
    F(
        None,
        "Fuel policy at Brackley Vehicle Hire. Cars are supplied with a full tank and should be returned full. If a "
        "car comes back with less fuel, we refill it at £2.10 per litre plus a £20 refuelling service fee. "
        "Alternatively, customers may choose Fuel Upfront at collection, paying for a full tank at the local pump "
        "price and returning the car at any level. No refund is given for unused fuel under Fuel Upfront. Electric "
        "vehicles should be returned with at least 70% charge; below that a £35 charging fee applies.",
        "With Brackley you get the car brimmed and are expected to bring it back that way. Fall short and they'll top "
        "it up for you at £2.10 a litre, with a flat £20 charge on top — so 10 litres missing would cost £41. The "
        "other route is to buy a whole tank in advance when you collect, after which the fuel level on return doesn't "
        "matter, though anything left in the tank isn't refunded. For an electric car, hand it back at 70% charge or "
        "more to avoid a £35 fee.",
        [
            ("With Brackley you get the car brimmed and are expected to bring it back that way",
             "Cars are supplied with a full tank and should be returned full"),
            ("Fall short and they'll top it up for you at £2.10 a litre, with a flat £20 charge on top",
             "we refill it at £2.10 per litre plus a £20 refuelling service fee"),
            ("10 litres missing would cost £41", "we refill it at £2.10 per litre plus a £20 refuelling service fee"),
            ("The other route is to buy a whole tank in advance when you collect, after which the fuel level on return "
             "doesn't matter",
             "paying for a full tank at the local pump price and returning the car at any level"),
            ("though anything left in the tank isn't refunded", "No refund is given for unused fuel under Fuel Upfront"),
            ("For an electric car, hand it back at 70% charge or more to avoid a £35 fee",
             "Electric vehicles should be returned with at least 70% charge; below that a £35 charging fee applies"),
        ],
    ),
    F(
        "How far can I drive on my Kestrel rental in Lyon before I pay extra?",
        "Rental agreement summary, Kestrel Car Hire, Lyon Part-Dieu. Vehicle: Peugeot 308 estate or similar, manual "
        "gearbox. Rental period: collection 3 June at 09:00, return 10 June at 09:00. Included mileage: 1,500 km for "
        "the rental period. Each additional kilometre is charged at €0.25. A deposit of €800 is blocked on the credit "
        "card at collection and released within 10 working days of return. Cross-border travel into Switzerland and "
        "Italy is permitted; travel to any other country requires written approval.",
        "Your week-long hire (3 to 10 June) includes 1,500 km, which is a little over 930 miles. Beyond that you'll "
        "pay 25 euro cents per extra kilometre, so going 100 km over would add €25. Driving into Switzerland or Italy "
        "is fine, but any other country needs their written permission first.",
        [
            ("Your week-long hire (3 to 10 June) includes 1,500 km", "Included mileage: 1,500 km for the rental period"),
            ("which is a little over 930 miles", "1,500 km for the rental period"),
            ("Beyond that you'll pay 25 euro cents per extra kilometre", "Each additional kilometre is charged at €0.25"),
            ("going 100 km over would add €25", "Each additional kilometre is charged at €0.25"),
            ("Driving into Switzerland or Italy is fine", "Cross-border travel into Switzerland and Italy is permitted"),
            ("but any other country needs their written permission first",
             "travel to any other country requires written approval"),
        ],
    ),
    F(
        "What's the difference between Greenlane's Super and Premium cover?",
        "Protection options at Greenlane Rentals. Every rental includes Basic Cover, which limits what you pay for "
        "damage to an excess of £1,200. Super Cover reduces the excess to £250 and costs £11 per day. Premium Cover "
        "reduces the excess to zero and costs £18 per day. Tyres, windscreens and the underside of the car are covered "
        "only under Premium Cover. Cover is void if the driver is found to be under the influence of alcohol or drugs.",
        "Super Cover costs £11 a day and brings your damage liability down from the standard £1,200 to £250. For £7 a "
        "day more, Premium Cover removes the excess entirely, and it's the only option that also protects the tyres, "
        "windscreen and underbody. Over a four-day hire that's £44 for Super against £72 for Premium.",
        [
            ("Super Cover costs £11 a day and brings your damage liability down from the standard £1,200 to £250",
             "Super Cover reduces the excess to £250 and costs £11 per day"),
            ("For £7 a day more, Premium Cover removes the excess entirely",
             "Premium Cover reduces the excess to zero and costs £18 per day"),
            ("it's the only option that also protects the tyres, windscreen and underbody",
             "Tyres, windscreens and the underside of the car are covered only under Premium Cover"),
            ("Over a four-day hire that's £44 for Super against £72 for Premium",
             "Premium Cover reduces the excess to zero and costs £18 per day"),
        ],
    ),
    F(
        None,
        "Late returns and one-way hire at Pinecrest Car & Van Hire. Vehicles returned up to 29 minutes late incur no "
        "charge. Returns between 30 minutes and 2 hours late are charged half a day's rental. Returns more than 2 hours "
        "late are charged a full extra day. One-way rentals between any two Pinecrest branches carry a fee of £45, "
        "rising to £95 if one branch is in Scotland. Vans cannot be hired one way. Out-of-hours key drop is available "
        "at all branches except Carlisle.",
        "Pinecrest gives you a 29-minute grace period on returns; from half an hour up to two hours late you're billed "
        "for half a day, and past two hours it's a whole extra day. Dropping a car at a different branch costs £45, or "
        "£95 if either end is in Scotland — £50 more. One-way hire isn't offered for vans, and every branch apart from "
        "Carlisle has an after-hours key drop.",
        [
            ("Pinecrest gives you a 29-minute grace period on returns",
             "Vehicles returned up to 29 minutes late incur no charge"),
            ("from half an hour up to two hours late you're billed for half a day",
             "Returns between 30 minutes and 2 hours late are charged half a day's rental"),
            ("past two hours it's a whole extra day", "Returns more than 2 hours late are charged a full extra day"),
            ("Dropping a car at a different branch costs £45, or £95 if either end is in Scotland — £50 more",
             "carry a fee of £45, rising to £95 if one branch is in Scotland"),
            ("One-way hire isn't offered for vans", "Vans cannot be hired one way"),
            ("every branch apart from Carlisle has an after-hours key drop",
             "Out-of-hours key drop is available at all branches except Carlisle"),
        ],
    ),
]

CAR_P = [
    # test half: number_swap
    P(
        "Can you summarise my Solway booking?",
        "Booking confirmation from Solway Car Hire. Reference SCH-48213. Car group: C (Ford Focus or similar), "
        "automatic. Collection: Glasgow Airport desk, Friday 12 September, 14:30. Return: same location, Tuesday "
        "16 September, 10:00. Rental charge: £196 for 4 days. A child seat has been added at £8 per day. The desk "
        "opens at 06:00 and closes at 23:00.",
        "You're picking up an automatic Ford Focus-type car at the Glasgow Airport desk on Friday 12 September at "
        "14:30, and dropping it back there at 10:00 on Tuesday the 16th. The four days cost £196, and the child seat "
        "adds £32 on top. The desk is staffed from 06:00 until 21:00, so a late arrival shouldn't be a problem.",
        [
            ("You're picking up an automatic Ford Focus-type car at the Glasgow Airport desk on Friday 12 September "
             "at 14:30", "Collection: Glasgow Airport desk, Friday 12 September, 14:30"),
            ("dropping it back there at 10:00 on Tuesday the 16th",
             "Return: same location, Tuesday 16 September, 10:00"),
            ("The four days cost £196", "Rental charge: £196 for 4 days"),
            ("the child seat adds £32 on top", "A child seat has been added at £8 per day"),
            ("X", "The desk is staffed from 06:00 until 21:00, so a late arrival shouldn't be a problem",
             "The desk opens at 06:00 and closes at 23:00"),
        ],
        ("number_swap", "21:00", "23:00"),
    ),
    # dev half: date_swap
    P(
        "My Alder pickup is at noon on Saturday 20 July. If I cancel on Wednesday evening, do I get my money back?",
        "Cancellation terms at Alder Rent-a-Car. Bookings cancelled more than 48 hours before the collection time "
        "receive a full refund. Cancellations made within 48 hours of collection are refunded minus a £50 fee. No "
        "refund is given if the customer fails to collect the car. Prepaid Saver rates are non-refundable but can be "
        "moved to new dates once, up to 24 hours before collection. Refunds are paid to the original card within 7 "
        "working days.",
        "Yes — a cancellation more than 48 hours before pickup gets everything back, and for a noon collection on "
        "Saturday the 20th that deadline falls at midday on Friday 19 July. After that you'd lose £50, and a no-show "
        "gets nothing. The money goes back to the card you paid with within seven working days.",
        [
            ("a cancellation more than 48 hours before pickup gets everything back",
             "Bookings cancelled more than 48 hours before the collection time receive a full refund"),
            ("X", "for a noon collection on Saturday the 20th that deadline falls at midday on Friday 19 July",
             "Bookings cancelled more than 48 hours before the collection time"),
            ("After that you'd lose £50", "Cancellations made within 48 hours of collection are refunded minus a £50 fee"),
            ("a no-show gets nothing", "No refund is given if the customer fails to collect the car"),
            ("The money goes back to the card you paid with within seven working days",
             "Refunds are paid to the original card within 7 working days"),
        ],
        ("date_swap", "Friday 19 July", "Thursday 18 July"),
    ),
    # test half: wrong_conversion
    P(
        "Will the Voyager 6 fit under a 10-foot bridge, and who can drive it?",
        "Vehicle specification, Tarn Valley Motorhome Hire, model Voyager 6. Length 7.4 metres, height 3.1 metres, "
        "width 2.3 metres. Maximum authorised mass 3,500 kg, so it can be driven on a standard car licence issued "
        "after 1997. Fresh water tank 100 litres; grey water tank 90 litres. Sleeps six, with seatbelts for five "
        "travellers. Fuel consumption is around 11 litres per 100 km.",
        "No — at 3.1 m high it stands roughly 10 ft 2 in, so a 10-foot bridge would be too low. It's also long, at "
        "7.4 m or about 22 feet. Because it weighs no more than 3,500 kg, anyone with an ordinary car licence issued "
        "after 1997 can drive it. It sleeps six but only five can travel belted in, so plan for one fewer passenger "
        "than beds.",
        [
            ("at 3.1 m high it stands roughly 10 ft 2 in, so a 10-foot bridge would be too low", "height 3.1 metres"),
            ("X", "It's also long, at 7.4 m or about 22 feet", "Length 7.4 metres"),
            ("Because it weighs no more than 3,500 kg, anyone with an ordinary car licence issued after 1997 can "
             "drive it",
             "Maximum authorised mass 3,500 kg, so it can be driven on a standard car licence issued after 1997"),
            ("It sleeps six but only five can travel belted in, so plan for one fewer passenger than beds",
             "Sleeps six, with seatbelts for five travellers"),
        ],
        ("wrong_conversion", "about 22 feet", "about 24 feet"),
    ),
    # dev half: wrong_arithmetic
    P(
        "How much will the Cobalt Luton van cost me for three days with a sack truck and blankets?",
        "Price breakdown from Cobalt Van Hire, quote Q-7712. Vehicle: Luton van with tail lift. Hire: 3 days at £79 "
        "per day. Mileage: first 100 miles per day included; extra miles at 22p. The tail-lift training video must be "
        "watched before collection. Extras: moving blankets pack £12 per rental, sack truck £6 per day. Excess "
        "reduction: £15 per day (optional, not selected).",
        "The van itself is £79 a day, so £237 for the three days. Add the blanket pack at a one-off £12 and the sack "
        "truck at £6 a day, and the total comes to £257. You get 100 miles a day free — 300 over the hire — with each "
        "mile beyond that at 22p, and you'll need to watch the tail-lift video before you collect.",
        [
            ("The van itself is £79 a day, so £237 for the three days", "Hire: 3 days at £79 per day"),
            ("X", "Add the blanket pack at a one-off £12 and the sack truck at £6 a day, and the total comes to £257",
             "Extras: moving blankets pack £12 per rental, sack truck £6 per day"),
            ("You get 100 miles a day free — 300 over the hire — with each mile beyond that at 22p",
             "first 100 miles per day included; extra miles at 22p"),
            ("you'll need to watch the tail-lift video before you collect",
             "The tail-lift training video must be watched before collection"),
        ],
        ("wrong_arithmetic", "£257", "£267"),
    ),
    # test half: negation
    P(
        "Can I use my debit card at Harbourside?",
        "Frequently asked questions, Harbourside Car Rentals. Can I pay the deposit with a debit card? No, the £300 "
        "deposit must be taken on a credit card in the main driver's name. Can I pay for the rental itself with a "
        "debit card? Yes, debit cards are accepted for the rental charge. Do you accept cash? Cash is not accepted "
        "for either the deposit or the rental. Is the deposit refunded? It is released automatically when the car is "
        "returned undamaged, usually within 5 working days.",
        "Partly. The rental charge itself can go on a debit card. The £300 deposit doesn't need to go on a credit "
        "card, as long as the card is in the main driver's name. They don't take cash for anything, and once the car "
        "is back without damage the hold usually drops off within five working days.",
        [
            ("The rental charge itself can go on a debit card", "debit cards are accepted for the rental charge"),
            ("X", "The £300 deposit doesn't need to go on a credit card, as long as the card is in the main driver's "
             "name", "the £300 deposit must be taken on a credit card in the main driver's name"),
            ("They don't take cash for anything", "Cash is not accepted for either the deposit or the rental"),
            ("once the car is back without damage the hold usually drops off within five working days",
             "It is released automatically when the car is returned undamaged, usually within 5 working days"),
        ],
        ("negation", "doesn't need to go on a credit card", "must be taken on a credit card"),
    ),
]

# ---------------------------------------------------------------- school_trips
SCHOOL_F = [
    F(
        None,
        "Dear Parents and Carers, Year 8 will visit the Science Museum in London on Wednesday 5 March. Coaches leave "
        "the school car park at 07:45 and are due back at about 17:30. The cost is £24 per pupil, payable on ParentPay "
        "by Friday 21 February. Pupils should bring a packed lunch, as there will be no opportunity to buy food. "
        "School uniform must be worn. Families receiving free school meals will not be charged. Yours sincerely, "
        "Mr Daniel Okafor, Head of Science.",
        "The Year 8 Science Museum trip is on Wednesday 5 March, with the coaches pulling out at quarter to eight and "
        "expected home around half past five. It's £24, paid through ParentPay no later than Friday 21 February, and "
        "it's free for children on free school meals. Pack your child a lunch because they won't be able to buy "
        "anything there, and they'll need to be in uniform.",
        [
            ("The Year 8 Science Museum trip is on Wednesday 5 March",
             "Year 8 will visit the Science Museum in London on Wednesday 5 March"),
            ("with the coaches pulling out at quarter to eight and expected home around half past five",
             "Coaches leave the school car park at 07:45 and are due back at about 17:30"),
            ("It's £24, paid through ParentPay no later than Friday 21 February",
             "The cost is £24 per pupil, payable on ParentPay by Friday 21 February"),
            ("it's free for children on free school meals", "Families receiving free school meals will not be charged"),
            ("Pack your child a lunch because they won't be able to buy anything there",
             "Pupils should bring a packed lunch, as there will be no opportunity to buy food"),
            ("they'll need to be in uniform", "School uniform must be worn"),
        ],
    ),
    F(
        "What does my son need for the Hollin Edge trip?",
        "Kit list for the Year 6 residential at Hollin Edge Outdoor Centre, 9–11 June. Each child may bring one "
        "suitcase or holdall weighing no more than 15 kg. A sleeping bag and pillow are required; bedding is not "
        "provided. Please pack waterproofs and two pairs of shoes, one of which can get wet. Mobile phones and "
        "electronic games must stay at home. Pocket money is limited to £10, which will be collected in a named "
        "envelope on departure. Any medication should be handed to Mrs Lena Barlow in its original packaging.",
        "Keep his luggage to a single bag of up to 15 kg, which is about 33 lb. He'll need to bring his own sleeping "
        "bag and pillow, as the centre doesn't supply bedding, plus a waterproof and two pairs of shoes, one pair he "
        "doesn't mind getting soaked. Leave his phone and any gaming device at home. He can take up to £10 spending "
        "money in an envelope with his name on, and any medicines go to Mrs Barlow in their original boxes.",
        [
            ("Keep his luggage to a single bag of up to 15 kg, which is about 33 lb",
             "one suitcase or holdall weighing no more than 15 kg"),
            ("He'll need to bring his own sleeping bag and pillow, as the centre doesn't supply bedding",
             "A sleeping bag and pillow are required; bedding is not provided"),
            ("plus a waterproof and two pairs of shoes, one pair he doesn't mind getting soaked",
             "Please pack waterproofs and two pairs of shoes, one of which can get wet"),
            ("Leave his phone and any gaming device at home", "Mobile phones and electronic games must stay at home"),
            ("He can take up to £10 spending money in an envelope with his name on",
             "Pocket money is limited to £10, which will be collected in a named envelope on departure"),
            ("any medicines go to Mrs Barlow in their original boxes",
             "Any medication should be handed to Mrs Lena Barlow in its original packaging"),
        ],
    ),
    F(
        "How is the Bansko ski trip paid for?",
        "Ski trip 2026: payment schedule. The total cost of the trip to Bansko is £1,140 per student. A "
        "non-refundable deposit of £200 secures a place and is due by 30 September. The balance is paid in four equal "
        "instalments of £235, due on 1 November, 1 December, 1 January and 1 February. Places are offered on a "
        "first-come, first-served basis up to a limit of 44 students. Students must have a valid passport with at "
        "least six months remaining after the return date. Travel insurance is included in the price.",
        "It's £1,140 altogether. You secure a place with a £200 deposit by the end of September — that part can't be "
        "refunded — and the remaining £940 is split into four payments of £235 on the first of each month from "
        "November to February. There are 44 places, allocated in order of sign-up, and insurance is already included. "
        "Check your child's passport too: it needs at least six months left after the trip returns.",
        [
            ("It's £1,140 altogether", "The total cost of the trip to Bansko is £1,140 per student"),
            ("You secure a place with a £200 deposit by the end of September — that part can't be refunded",
             "A non-refundable deposit of £200 secures a place and is due by 30 September"),
            ("the remaining £940 is split into four payments of £235 on the first of each month from November to "
             "February", "four equal instalments of £235, due on 1 November, 1 December, 1 January and 1 February"),
            ("There are 44 places, allocated in order of sign-up",
             "Places are offered on a first-come, first-served basis up to a limit of 44 students"),
            ("insurance is already included", "Travel insurance is included in the price"),
            ("Check your child's passport too: it needs at least six months left after the trip returns",
             "valid passport with at least six months remaining after the return date"),
        ],
    ),
    F(
        "What's happening on the Year 10 geography trip?",
        [
            "Year 10 Geography fieldwork, Tuesday 14 May. Students will study coastal erosion at Holderness and return "
            "to school by 16:00. The trip is compulsory as it forms part of the GCSE assessment, so there is no "
            "charge. Students must wear sturdy boots or trainers and bring a waterproof coat.",
            "Itinerary. 08:30 depart school. 10:00 arrive at Mappleton; measure beach profiles. 12:30 lunch at "
            "Hornsea seafront. 13:30 field sketching at Hornsea sea wall. 14:45 depart for school.",
        ],
        "It's a free, compulsory day on the Holderness coast on 14 May, because the work counts towards GCSE. After a "
        "08:30 start they spend the morning measuring beach profiles at Mappleton, eat at Hornsea seafront, then "
        "sketch the sea wall there before setting off back at 14:45. They should be back at school by four, so allow "
        "for a journey home of an hour and a quarter. They'll need solid boots or trainers and a rain jacket.",
        [
            ("It's a free, compulsory day on the Holderness coast on 14 May, because the work counts towards GCSE",
             "The trip is compulsory as it forms part of the GCSE assessment, so there is no charge", 0),
            ("After a 08:30 start they spend the morning measuring beach profiles at Mappleton",
             "10:00 arrive at Mappleton; measure beach profiles", 1),
            ("eat at Hornsea seafront", "12:30 lunch at Hornsea seafront", 1),
            ("then sketch the sea wall there before setting off back at 14:45",
             "13:30 field sketching at Hornsea sea wall", 1),
            ("They should be back at school by four, so allow for a journey home of an hour and a quarter",
             "return to school by 16:00", 0),
            ("They'll need solid boots or trainers and a rain jacket",
             "Students must wear sturdy boots or trainers and bring a waterproof coat", 0),
        ],
    ),
    F(
        None,
        "Risk assessment summary: Reception class visit to Greenacre Farm Park. Date: Thursday 22 May. Group: 30 "
        "pupils aged 4 and 5. Adult-to-child ratio: 1 adult for every 5 children, so 6 adults are required; the class "
        "teacher, two teaching assistants and three parent volunteers will attend. Children must wash their hands at "
        "the sinks after touching any animals and before eating. Children will not be allowed to feed the animals. "
        "Hand gel is not a substitute for washing with soap.",
        "For the Greenacre Farm Park outing on 22 May the 30 Reception children need one adult per five, which means "
        "six grown-ups. The teacher and two TAs make three, so three parent helpers are coming along. Pupils won't "
        "feed any animals, and after touching them — and before eating — they must scrub up with soap at the sinks "
        "rather than relying on hand gel.",
        [
            ("For the Greenacre Farm Park outing on 22 May the 30 Reception children need one adult per five, which "
             "means six grown-ups", "1 adult for every 5 children, so 6 adults are required"),
            ("The teacher and two TAs make three, so three parent helpers are coming along",
             "the class teacher, two teaching assistants and three parent volunteers will attend"),
            ("Pupils won't feed any animals", "Children will not be allowed to feed the animals"),
            ("after touching them — and before eating — they must scrub up with soap at the sinks rather than relying "
             "on hand gel", "Children must wash their hands at the sinks after touching any animals and before eating"),
        ],
    ),
]

SCHOOL_P = [
    # test half: name_swap
    P(
        "Who do I speak to about my daughter's inhaler on the battlefields trip?",
        "Year 9 Battlefields trip: staff contacts. The trip leader is Ms Priya Nair, who will hold all passports and "
        "the emergency phone. Mr Tom Hallett is responsible for first aid and medication. Mrs Ruth Adeyemi will "
        "handle pocket money and the euro float. The emergency phone number, 07700 900412, will be staffed 24 hours a "
        "day during the trip. Parents should contact the school office, not staff phones, for non-urgent queries.",
        "That would be Mrs Adeyemi, who looks after first aid and medicines. Ms Nair is leading the trip and keeps "
        "everyone's passports along with the emergency phone, which is manned around the clock on 07700 900412. For "
        "anything that isn't urgent, go through the school office rather than ringing staff directly.",
        [
            ("X", "That would be Mrs Adeyemi, who looks after first aid and medicines",
             "Mr Tom Hallett is responsible for first aid and medication"),
            ("Ms Nair is leading the trip and keeps everyone's passports along with the emergency phone",
             "The trip leader is Ms Priya Nair, who will hold all passports and the emergency phone"),
            ("which is manned around the clock on 07700 900412",
             "The emergency phone number, 07700 900412, will be staffed 24 hours a day during the trip"),
            ("For anything that isn't urgent, go through the school office rather than ringing staff directly",
             "Parents should contact the school office, not staff phones, for non-urgent queries"),
        ],
        ("name_swap", "Mrs Adeyemi", "Mr Hallett"),
    ),
    # dev half: number_swap
    P(
        "What are the details of the Year 11 theatre trip?",
        "Theatre trip for Year 11 English. Students will see a matinee of An Inspector Calls at the Lyceum Theatre on "
        "Saturday 8 February. The coach leaves school at 11:15 and returns at approximately 18:00. Tickets and "
        "transport cost £32 per student. There are 52 seats available, and places will be allocated by lottery if "
        "more students apply. Reply slips must be returned to Mr Farouk by 24 January.",
        "It's the Saturday afternoon performance of An Inspector Calls at the Lyceum on 8 February. The coach departs "
        "at 11:15 and should be back around six, and the £32 price covers both the ticket and travel. There are 42 "
        "seats, so if demand is higher names will be drawn at random; get the reply slip to Mr Farouk by 24 January.",
        [
            ("It's the Saturday afternoon performance of An Inspector Calls at the Lyceum on 8 February",
             "matinee of An Inspector Calls at the Lyceum Theatre on Saturday 8 February"),
            ("The coach departs at 11:15 and should be back around six",
             "The coach leaves school at 11:15 and returns at approximately 18:00"),
            ("the £32 price covers both the ticket and travel", "Tickets and transport cost £32 per student"),
            ("X", "There are 42 seats, so if demand is higher names will be drawn at random",
             "There are 52 seats available, and places will be allocated by lottery if more students apply"),
            ("get the reply slip to Mr Farouk by 24 January", "Reply slips must be returned to Mr Farouk by 24 January"),
        ],
        ("number_swap", "42", "52"),
    ),
    # dev half: antonym
    P(
        None,
        "Swimming lessons for Year 4, summer term. Lessons take place at Brookfield Leisure Centre every Monday "
        "afternoon for ten weeks, starting 28 April. Pupils travel by coach, leaving school at 13:10. Children should "
        "bring a swimming costume, towel and goggles; long hair must be tied back. Jewellery must be removed before "
        "the lesson. Lessons are held in the shallow teaching pool, so all pupils can stand. Pupils are grouped by "
        "ability after an assessment in the first session. The lessons are free, as they are part of the national "
        "curriculum.",
        "Year 4 swim at Brookfield Leisure Centre on Monday afternoons for ten weeks from 28 April, travelling by "
        "coach at 1:10. Lessons are in the deep teaching pool, and the children are split into groups by ability "
        "after being assessed in the first session. Send them with a costume, towel and goggles, tie back long hair, "
        "and make sure jewellery is taken off. It's free, since swimming is part of the national curriculum.",
        [
            ("Year 4 swim at Brookfield Leisure Centre on Monday afternoons for ten weeks from 28 April",
             "Lessons take place at Brookfield Leisure Centre every Monday afternoon for ten weeks, starting 28 April"),
            ("travelling by coach at 1:10", "Pupils travel by coach, leaving school at 13:10"),
            ("X", "Lessons are in the deep teaching pool",
             "Lessons are held in the shallow teaching pool, so all pupils can stand"),
            ("the children are split into groups by ability after being assessed in the first session",
             "Pupils are grouped by ability after an assessment in the first session"),
            ("Send them with a costume, towel and goggles", "Children should bring a swimming costume, towel and goggles"),
            ("tie back long hair", "long hair must be tied back"),
            ("make sure jewellery is taken off", "Jewellery must be removed before the lesson"),
            ("It's free, since swimming is part of the national curriculum",
             "The lessons are free, as they are part of the national curriculum"),
        ],
        ("antonym", "deep", "shallow"),
    ),
    # test half: wrong_arithmetic
    P(
        "How much is the Year 7 Paris trip and when do we pay?",
        "Year 7 trip to Paris: cost breakdown. Coach and ferry: £96 per student. Two nights' hotel with breakfast: "
        "£118 per student. Entry to the Louvre and a Seine river cruise: £41 per student. Evening meals: £45 per "
        "student. Staff costs are shared across the group and are included in the figures above. The total is "
        "payable in two equal halves, in October and January.",
        "The Paris trip comes to £300 per student: £96 for coach and ferry, £118 for two nights in a hotel with "
        "breakfast, £41 for the Louvre and a river cruise, and £45 for dinners. It's paid in two instalments of £160, "
        "one in October and one in January, and staff costs are already built in.",
        [
            ("The Paris trip comes to £300 per student: £96 for coach and ferry, £118 for two nights in a hotel with "
             "breakfast", "Two nights' hotel with breakfast: £118 per student"),
            ("£41 for the Louvre and a river cruise, and £45 for dinners",
             "Entry to the Louvre and a Seine river cruise: £41 per student"),
            ("X", "It's paid in two instalments of £160, one in October and one in January",
             "The total is payable in two equal halves, in October and January"),
            ("staff costs are already built in",
             "Staff costs are shared across the group and are included in the figures above"),
        ],
        ("wrong_arithmetic", "two instalments of £160", "two instalments of £150"),
    ),
    # test half: unsupported_addition
    P(
        None,
        "Duke of Edinburgh Bronze expedition: practice walk. The practice expedition will take place on 17–18 May in "
        "the Peak District. Groups of four to seven students will walk about 12 km each day and camp overnight at "
        "Fieldhead campsite. Each group must carry its own tents, stoves and food. Students must not bring aerosols "
        "or glass bottles. A staff minibus will meet groups at checkpoints, but staff will not walk with them.",
        "The Bronze practice expedition runs on 17–18 May in the Peak District. Students walk in teams of four to "
        "seven, covering roughly 12 km (about 7½ miles) a day, and spend the night at Fieldhead campsite. Each team "
        "carries its own tents, stoves and food, and staff check in at checkpoints by minibus rather than walking "
        "with them. Showers are available at the campsite, but glass bottles and aerosols aren't allowed.",
        [
            ("The Bronze practice expedition runs on 17–18 May in the Peak District",
             "The practice expedition will take place on 17–18 May in the Peak District"),
            ("Students walk in teams of four to seven, covering roughly 12 km (about 7½ miles) a day",
             "Groups of four to seven students will walk about 12 km each day"),
            ("spend the night at Fieldhead campsite", "camp overnight at Fieldhead campsite"),
            ("Each team carries its own tents, stoves and food", "Each group must carry its own tents, stoves and food"),
            ("staff check in at checkpoints by minibus rather than walking with them",
             "A staff minibus will meet groups at checkpoints, but staff will not walk with them"),
            ("U", "Showers are available at the campsite"),
            ("glass bottles and aerosols aren't allowed", "Students must not bring aerosols or glass bottles"),
        ],
        ("unsupported_addition", "Showers are available at the campsite", None),
    ),
]

DOMAINS = {
    "car_hire": (CAR_F, CAR_P),
    "school_trips": (SCHOOL_F, SCHOOL_P),
}
