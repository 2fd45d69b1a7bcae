"""blind4 items, part B: pet_care_and_vets and council_waste_and_recycling.

Per domain: a list of 5 faithful items and a list of 5 planted items. build.py consumes both lists in file order;
the order of the planted items fixes which error kind lands in which half (see build.py).
"""

from common import F, P

# ---------------------------------------------------------------------------------------------------------------
# pet_care_and_vets
# ---------------------------------------------------------------------------------------------------------------

PET_F = [
    F(
        "Is the Pet Health Club at Greenacre worth it for my cat?",
        "Greenacre Veterinary Practice price list, 2025. Consultation with a vet: £48. Dog primary vaccination course "
        "(two injections, two to four weeks apart): £85. Cat primary vaccination course (two injections, three to four "
        "weeks apart): £72. Annual booster: £55 for dogs and £49 for cats. Microchipping: £20 when done at the same "
        "appointment as a vaccination, otherwise £28. Members of our Pet Health Club pay £14.50 a month for a dog or "
        "£11.50 for a cat, which covers the annual booster, a yearly health check and flea and worm treatment.",
        "Cat membership of the club is £11.50 monthly, so £138 across twelve months. For that you get the booster jab "
        "(otherwise £49), an annual check-up, and flea and worming treatment. So the plan comes "
        "out ahead if those extras would otherwise cost you more than £89 a year. (For a dog it's £3 a month more.)",
        [
            ("Cat membership of the club is £11.50 monthly, so £138 across twelve months",
             "pay £14.50 a month for a dog or £11.50 for a cat"),
            ("For that you get the booster jab", "which covers the annual booster, a yearly health check"),
            ("(otherwise £49)", "Annual booster: £55 for dogs and £49 for cats"),
            ("an annual check-up, and flea and worming treatment",
             "a yearly health check and flea and worm treatment"),
            ("So the plan comes out ahead if those extras would otherwise cost you more than £89 a year",
             "pay £14.50 a month for a dog or £11.50 for a cat"),
            ("(For a dog it's £3 a month more.)", "pay £14.50 a month for a dog or £11.50 for a cat"),
        ],
    ),
    F(
        "How many Verminil tablets does my 34 kg Labrador need, and how often?",
        "Dosing guide for Verminil worming tablets for dogs. Dogs weighing 2–5 kg need half a tablet, and dogs over "
        "5 kg up to 10 kg need one tablet. Larger dogs need one tablet for every 10 kg of body weight, rounded up to "
        "the next whole tablet. Puppies can be treated from 2 weeks of age, every two weeks until they are 12 weeks "
        "old, then once a month until they are 6 months old. Adult dogs should be wormed at least every three months. "
        "Tablets can be given directly or hidden in a small amount of food. Do not use in puppies weighing less than "
        "2 kg.",
        "At 34 kg your Lab needs four tablets per dose: it's one for each 10 kg, rounding up, so anything over 30 kg "
        "and up to 40 kg takes four. As an adult he should be wormed at least every three months, which is four times "
        "a year. If he's fussy you can tuck the tablets into a bit of food.",
        [
            ("At 34 kg your Lab needs four tablets per dose",
             "Larger dogs need one tablet for every 10 kg of body weight, rounded up to the next whole tablet"),
            ("it's one for each 10 kg, rounding up, so anything over 30 kg and up to 40 kg takes four",
             "Larger dogs need one tablet for every 10 kg of body weight, rounded up to the next whole tablet"),
            ("As an adult he should be wormed at least every three months",
             "Adult dogs should be wormed at least every three months"),
            ("which is four times a year", "Adult dogs should be wormed at least every three months"),
            ("If he's fussy you can tuck the tablets into a bit of food",
             "Tablets can be given directly or hidden in a small amount of food"),
        ],
    ),
    F(
        None,
        "Willowbank Boarding prices per night. Dogs: £24 per night for one dog, £40 per night for two dogs sharing a "
        "kennel. Cats: £14 per night for one cat, £22 for two cats sharing a pen. Prices rise by 15% during school "
        "holidays and on bank holidays. All boarders must have up-to-date vaccinations, including kennel cough for "
        "dogs, given at least 14 days before arrival. Check-in is between 9am and 11am and check-out between 3pm and "
        "5pm; a late check-out counts as an extra night. We are closed for arrivals and departures on Sundays.",
        "Boarding two dogs together at Willowbank is £40 a night, which is £8 less than booking them a kennel each. "
        "For a week outside the school holidays that comes to £280; the same week in the holidays would be 15% more, "
        "so £322. Their jabs, kennel cough included, need to have been done at least a fortnight before they arrive. "
        "Drop-offs are 9 to 11 in the morning and collections 3 to 5 in the afternoon — and not on a Sunday.",
        [
            ("Boarding two dogs together at Willowbank is £40 a night", "£40 per night for two dogs sharing a kennel"),
            ("which is £8 less than booking them a kennel each", "Dogs: £24 per night for one dog"),
            ("For a week outside the school holidays that comes to £280",
             "£40 per night for two dogs sharing a kennel"),
            ("the same week in the holidays would be 15% more, so £322",
             "Prices rise by 15% during school holidays and on bank holidays"),
            ("Their jabs, kennel cough included, need to have been done at least a fortnight before they arrive",
             "All boarders must have up-to-date vaccinations, including kennel cough for dogs, given at least 14 "
             "days before arrival"),
            ("Drop-offs are 9 to 11 in the morning and collections 3 to 5 in the afternoon",
             "Check-in is between 9am and 11am and check-out between 3pm and 5pm"),
            ("and not on a Sunday", "We are closed for arrivals and departures on Sundays"),
        ],
    ),
    F(
        "What will it cost to get my female kitten and male puppy done at Brookside, and when?",
        "Neutering at Brookside Vets. We recommend neutering cats from four months of age and dogs from six months, "
        "although large-breed dogs may benefit from waiting until 12–18 months. Cat castration costs £85 and cat spay "
        "costs £115. For dogs, castration starts at £210 and spay at £320, with the final price depending on weight. "
        "All prices include a pre-op check, pain relief to take home and a post-op check three days later. Please do "
        "not feed your pet after 8pm the evening before surgery, but water can be left down overnight. Patients are "
        "admitted between 8am and 8:30am and usually go home the same afternoon.",
        "Your kitten can be spayed from four months old, which is £115. The puppy can be castrated from six months — "
        "or maybe later, at a year to eighteen months, if he's a large breed — with prices from £210 depending on his "
        "weight, so you're looking at £325 or more for the pair. Both prices cover a check before the operation, "
        "painkillers for home and a follow-up three days afterwards. On the day, drop them off between 8 and 8:30 in "
        "the morning, having taken food away from 8pm the night before (water is fine), and they'll normally be back "
        "with you that afternoon.",
        [
            ("Your kitten can be spayed from four months old", "We recommend neutering cats from four months of age"),
            ("which is £115", "cat spay costs £115"),
            ("The puppy can be castrated from six months", "dogs from six months"),
            ("or maybe later, at a year to eighteen months, if he's a large breed",
             "large-breed dogs may benefit from waiting until 12–18 months"),
            ("with prices from £210 depending on his weight",
             "castration starts at £210 and spay at £320, with the final price depending on weight"),
            ("so you're looking at £325 or more for the pair", "For dogs, castration starts at £210"),
            ("Both prices cover a check before the operation, painkillers for home and a follow-up three days "
             "afterwards",
             "All prices include a pre-op check, pain relief to take home and a post-op check three days later"),
            ("On the day, drop them off between 8 and 8:30 in the morning",
             "Patients are admitted between 8am and 8:30am"),
            ("having taken food away from 8pm the night before (water is fine)",
             "Please do not feed your pet after 8pm the evening before surgery, but water can be left down "
             "overnight"),
            ("and they'll normally be back with you that afternoon", "usually go home the same afternoon"),
        ],
    ),
    F(
        "I have two dogs, a 20 kg collie and a 10 kg terrier. How much Harvest Hound should they get?",
        "Feeding guide for Harvest Hound adult dry food. A dog weighing 10 kg needs about 160 g a day, a 20 kg dog "
        "about 270 g and a 30 kg dog about 370 g. Split the daily amount into two meals. Working dogs or very active "
        "dogs may need up to 25% more. One standard 250 ml measuring cup holds approximately 100 g of food. Fresh "
        "water should always be available. Change over from a previous food gradually across 7 to 10 days.",
        "The collie, at about 44 lb, needs roughly 270 g a day, which is a little under three standard cups — so about "
        "135 g at each of two meals. The terrier needs about 160 g a day, or 80 g per meal. Between them that's 430 g "
        "a day; if the collie works or is very active, he could need up to about 340 g on his own. When you first "
        "switch, mix the new food in over a week to ten days.",
        [
            ("The collie, at about 44 lb, needs roughly 270 g a day", "a 20 kg dog about 270 g"),
            ("which is a little under three standard cups",
             "One standard 250 ml measuring cup holds approximately 100 g of food"),
            ("so about 135 g at each of two meals", "Split the daily amount into two meals"),
            ("The terrier needs about 160 g a day, or 80 g per meal", "A dog weighing 10 kg needs about 160 g a day"),
            ("Between them that's 430 g a day", "A dog weighing 10 kg needs about 160 g a day"),
            ("if the collie works or is very active, he could need up to about 340 g on his own",
             "Working dogs or very active dogs may need up to 25% more"),
            ("When you first switch, mix the new food in over a week to ten days",
             "Change over from a previous food gradually across 7 to 10 days"),
        ],
    ),
]

PET_P = [
    # wrong_arithmetic
    P(
        "How much do I still owe Castlegate for Bramble?",
        "Invoice from Castlegate Animal Hospital for Bramble, a cat belonging to Jane Ferris, dated 3 May 2025. "
        "Emergency out-of-hours consultation: £165.00. X-rays (two views): £210.00. Overnight hospitalisation: "
        "£120.00. Medication to take home: £34.50. Subtotal: £529.50. VAT is included in all prices. A deposit of "
        "£200 was paid on admission, and the balance is due within 14 days.",
        "Bramble's bill comes to £529.50 in total, VAT included. The biggest single item was the pair of X-rays at "
        "£210, followed by the out-of-hours consultation at £165. As you put down £200 on admission, the outstanding "
        "balance is £339.50, and it needs paying within a fortnight.",
        [
            ("Bramble's bill comes to £529.50 in total, VAT included", "Subtotal: £529.50"),
            ("The biggest single item was the pair of X-rays at £210", "X-rays (two views): £210.00"),
            ("followed by the out-of-hours consultation at £165", "Emergency out-of-hours consultation: £165.00"),
            ("X", "As you put down £200 on admission, the outstanding balance is £339.50",
             "A deposit of £200 was paid on admission"),
            ("and it needs paying within a fortnight", "the balance is due within 14 days"),
        ],
        ("wrong_arithmetic", "£339.50", "£329.50"),
    ),
    # entity_swap
    P(
        None,
        "Discharge instructions for Pepper and Biscuit, two rabbits, from Fernlea Vets. Pepper has a mild gut slowdown "
        "and should have 0.5 ml of metoclopramide by mouth three times a day for five days. Biscuit has an ear "
        "infection and should have 0.3 ml of meloxicam by mouth once a day for seven days, plus ear drops twice a day. "
        "Keep both rabbits eating hay: if either stops eating for more than 12 hours, call us straight away. Pepper "
        "should be rechecked in five days and Biscuit in one week. Keep medicines in the fridge.",
        "Here's the plan:\n"
        "- Pepper (sluggish gut): 0.5 ml of metoclopramide orally, three doses daily, for five days\n"
        "- Biscuit (ear infection): 0.3 ml of meloxicam once daily for a week, plus ear drops twice a day\n\n"
        "Biscuit is due back for a recheck after five days and Pepper after a week. Keep them both munching hay, and "
        "ring the practice at once if either goes off its food for longer than half a day.",
        [
            ("Pepper (sluggish gut): 0.5 ml of metoclopramide orally, three doses daily, for five days",
             "Pepper has a mild gut slowdown and should have 0.5 ml of metoclopramide by mouth three times a day "
             "for five days"),
            ("Biscuit (ear infection): 0.3 ml of meloxicam once daily for a week",
             "Biscuit has an ear infection and should have 0.3 ml of meloxicam by mouth once a day for seven days"),
            ("plus ear drops twice a day", "plus ear drops twice a day"),
            ("X", "Biscuit is due back for a recheck after five days and Pepper after a week",
             "Pepper should be rechecked in five days and Biscuit in one week"),
            ("Keep them both munching hay", "Keep both rabbits eating hay"),
            ("and ring the practice at once if either goes off its food for longer than half a day",
             "if either stops eating for more than 12 hours, call us straight away"),
        ],
        ("entity_swap", "Biscuit is due back for a recheck after five days and Pepper after a week",
         "Pepper should be rechecked in five days and Biscuit in one week"),
    ),
    # wrong_conversion
    P(
        "How much does Rolo have to lose, in pounds?",
        "Weight clinic report for Rolo, a 7-year-old beagle, from Hillside Vets. Rolo weighed 18.2 kg today, and his "
        "target weight is 14.5 kg. We aim for a loss of about 1% of body weight per week, so reaching the target "
        "should take around five to six months. His daily food allowance is now 190 g of Slim & Trim dry food, weighed "
        "out each morning, with treats limited to 10% of that. Please bring him back for a weigh-in every four weeks; "
        "the weigh-ins are free.",
        "Rolo needs to go from 18.2 kg down to 14.5 kg, so he has 3.7 kg to shed — about 5 lb. The plan is to lose "
        "roughly 1% of his weight each week, which means it should take five or six months. He's on 190 g of the "
        "diet food a day, and treats shouldn't make up more than a tenth of that, so no more than 19 g.",
        [
            ("Rolo needs to go from 18.2 kg down to 14.5 kg",
             "Rolo weighed 18.2 kg today, and his target weight is 14.5 kg"),
            ("X", "so he has 3.7 kg to shed — about 5 lb", "Rolo weighed 18.2 kg today, and his target weight is 14.5 kg"),
            ("The plan is to lose roughly 1% of his weight each week, which means it should take five or six months",
             "We aim for a loss of about 1% of body weight per week, so reaching the target should take around five "
             "to six months"),
            ("He's on 190 g of the diet food a day", "His daily food allowance is now 190 g of Slim & Trim dry food"),
            ("and treats shouldn't make up more than a tenth of that, so no more than 19 g",
             "with treats limited to 10% of that"),
        ],
        ("wrong_conversion", "about 5 lb", "about 8 lb"),
    ),
    # antonym
    P(
        None,
        "Caring for your dog after surgery, a leaflet from Meadowview Vets. Your dog may be sleepy for 24 hours after "
        "the anaesthetic. Offer a small, light meal on the evening after the operation, about half the usual amount. "
        "Keep the buster collar on at all times for 10 days so that your dog cannot lick the wound. Walks should be "
        "short and on a lead for the first 10 days; avoid running, jumping and off-lead play. Check the wound twice a "
        "day: slight redness is normal, but increasing swelling or discharge should be reported. Stitches are "
        "dissolvable and do not need to be removed, but we will see your dog for a check three days after surgery.",
        "Expect your dog to be drowsy for the first day after the anaesthetic, and give a light meal that evening — "
        "roughly half a normal portion. The cone needs to stay on day and night for ten days to stop licking, and for "
        "the same period walks should be brief and on the lead, with no running or jumping. Look at the wound morning "
        "and evening; a little redness is nothing to worry about, but decreasing swelling or any discharge should be "
        "reported. The stitches will dissolve by themselves, though there's still a check-up three days after the "
        "operation.",
        [
            ("Expect your dog to be drowsy for the first day after the anaesthetic",
             "Your dog may be sleepy for 24 hours after the anaesthetic"),
            ("and give a light meal that evening — roughly half a normal portion",
             "Offer a small, light meal on the evening after the operation, about half the usual amount"),
            ("The cone needs to stay on day and night for ten days to stop licking",
             "Keep the buster collar on at all times for 10 days so that your dog cannot lick the wound"),
            ("and for the same period walks should be brief and on the lead, with no running or jumping",
             "Walks should be short and on a lead for the first 10 days; avoid running, jumping and off-lead play"),
            ("Look at the wound morning and evening", "Check the wound twice a day"),
            ("a little redness is nothing to worry about", "slight redness is normal"),
            ("X", "but decreasing swelling or any discharge should be reported",
             "but increasing swelling or discharge should be reported"),
            ("The stitches will dissolve by themselves", "Stitches are dissolvable and do not need to be removed"),
            ("though there's still a check-up three days after the operation",
             "we will see your dog for a check three days after surgery"),
        ],
        ("antonym", "decreasing", "increasing"),
    ),
    # name_swap
    P(
        "Which vet at Ashdown should I see about my tortoise, and when?",
        "Meet the team at Ashdown Veterinary Centre. Dr Helen Osei is our clinical director and leads the surgical "
        "team; she has a special interest in orthopaedics. Dr Marcus Lindqvist runs our exotic pet clinic on Wednesday "
        "afternoons, seeing rabbits, reptiles and birds. Dr Fiona Blake, who joined us in 2023, holds a certificate in "
        "veterinary dermatology and sees skin and ear cases on Mondays and Thursdays. Our head nurse, Sam Doherty, "
        "runs free weight-check and nail-clip clinics every Friday morning. Appointments with any vet cost £52, and "
        "nurse clinics are free for registered pets.",
        "Tortoises count as reptiles, so you'll want the exotic pet clinic, which also covers rabbits and birds; it's "
        "held on Wednesday afternoons and run by Dr Fiona Blake. A consultation with any of the vets costs £52. For "
        "nail clips or weight checks, the head nurse, Sam Doherty, holds free clinics on Friday mornings.",
        [
            ("Tortoises count as reptiles, so you'll want the exotic pet clinic, which also covers rabbits and birds",
             "seeing rabbits, reptiles and birds"),
            ("it's held on Wednesday afternoons", "exotic pet clinic on Wednesday afternoons"),
            ("X", "and run by Dr Fiona Blake", "Dr Marcus Lindqvist runs our exotic pet clinic"),
            ("A consultation with any of the vets costs £52", "Appointments with any vet cost £52"),
            ("For nail clips or weight checks, the head nurse, Sam Doherty, holds free clinics on Friday mornings",
             "Our head nurse, Sam Doherty, runs free weight-check and nail-clip clinics every Friday morning"),
        ],
        ("name_swap", "Dr Fiona Blake", "Dr Marcus Lindqvist"),
    ),
]

# ---------------------------------------------------------------------------------------------------------------
# council_waste_and_recycling
# ---------------------------------------------------------------------------------------------------------------

WASTE_F = [
    F(
        "When do the black and blue bins go out next on Elm Street?",
        "Bin collections for Elm Street and Cedar Close, Marlow Vale District Council. General waste (black bin) is "
        "collected every other Tuesday, and recycling (blue bin) is collected on the alternate Tuesdays. The next black "
        "bin collection is on Tuesday 7 October. Food waste (green caddy) is collected every Tuesday. Bins must be out "
        "by 6:30am on collection day and brought back in by the end of the day. Garden waste (brown bin) is collected "
        "every other Friday from March to November for subscribers only.",
        "The black bin is due on Tuesday 7 October, so the blue recycling bin will be the following Tuesday, the 14th, "
        "after which they keep alternating week by week. The food caddy goes out every Tuesday regardless. Have "
        "everything at the kerb by half past six in the morning and take the bins back in before the day's out.",
        [
            ("The black bin is due on Tuesday 7 October", "The next black bin collection is on Tuesday 7 October"),
            ("so the blue recycling bin will be the following Tuesday, the 14th",
             "recycling (blue bin) is collected on the alternate Tuesdays"),
            ("after which they keep alternating week by week",
             "General waste (black bin) is collected every other Tuesday"),
            ("The food caddy goes out every Tuesday regardless", "Food waste (green caddy) is collected every Tuesday"),
            ("Have everything at the kerb by half past six in the morning and take the bins back in before the "
             "day's out",
             "Bins must be out by 6:30am on collection day and brought back in by the end of the day"),
        ],
    ),
    F(
        None,
        "Garden waste subscription 2025/26 from Thornbury Borough Council. The subscription costs £52 for one brown bin "
        "for the year, and each additional bin costs £38. Residents receiving Council Tax Support pay a reduced rate "
        "of £26 for their first bin. Collections run fortnightly from 3 March 2025 to 28 November 2025, with a break "
        "over winter. Subscriptions bought after 1 June are not reduced in price. Grass cuttings, hedge trimmings, "
        "leaves and small branches up to 10 cm thick are accepted; soil, turf and food waste are not. Bins must be no "
        "heavier than 60 kg when full, or they may not be emptied.",
        "Thornbury's garden waste service is £52 a year for your first brown bin, and a second one adds £38, making "
        "£90 for two. If you get Council Tax Support, that first bin is half price at £26. Pickups are every two weeks "
        "from early March until late November, and you still pay the full amount if you sign up partway through the "
        "season, after 1 June. Branches are fine up to about 4 inches thick, but soil, turf and food scraps aren't "
        "taken.",
        [
            ("Thornbury's garden waste service is £52 a year for your first brown bin",
             "The subscription costs £52 for one brown bin for the year"),
            ("and a second one adds £38, making £90 for two", "each additional bin costs £38"),
            ("If you get Council Tax Support, that first bin is half price at £26",
             "Residents receiving Council Tax Support pay a reduced rate of £26 for their first bin"),
            ("Pickups are every two weeks from early March until late November",
             "Collections run fortnightly from 3 March 2025 to 28 November 2025"),
            ("and you still pay the full amount if you sign up partway through the season, after 1 June",
             "Subscriptions bought after 1 June are not reduced in price"),
            ("Branches are fine up to about 4 inches thick", "small branches up to 10 cm thick are accepted"),
            ("but soil, turf and food scraps aren't taken", "soil, turf and food waste are not"),
        ],
    ),
    F(
        "What would Hollingford charge to take away a sofa, two mattresses, a wardrobe and a fridge?",
        "Bulky waste collections from Hollingford City Council. We will collect up to three large household items, "
        "such as sofas, mattresses and washing machines, for £35. Each additional item costs £10, up to a maximum of "
        "eight items per collection. Fridges and freezers are not included in these prices and are charged at £25 each "
        "because of the gases they contain. Residents aged over 75 or receiving Council Tax Support get a 50% "
        "discount. Items must be left outside the front of the property by 7am on the collection day. Bookings can be "
        "made online or by phone and must be made at least five working days ahead.",
        "It would come to £70 in total:\n"
        "- sofa, two mattresses and wardrobe: £45 (£35 for the first three items plus £10 for the fourth)\n"
        "- fridge: £25, as fridges are priced separately.\n\n"
        "If you're over 75 or on Council Tax Support, you'd pay half, so £35. Book at least five working days ahead, "
        "online or by phone, and have everything outside the front of the house by 7am on the day.",
        [
            ("It would come to £70 in total", "are charged at £25 each"),
            ("sofa, two mattresses and wardrobe: £45", "Each additional item costs £10"),
            ("(£35 for the first three items plus £10 for the fourth)",
             "We will collect up to three large household items, such as sofas, mattresses and washing machines, "
             "for £35"),
            ("fridge: £25, as fridges are priced separately",
             "Fridges and freezers are not included in these prices and are charged at £25 each"),
            ("If you're over 75 or on Council Tax Support, you'd pay half, so £35",
             "Residents aged over 75 or receiving Council Tax Support get a 50% discount"),
            ("Book at least five working days ahead, online or by phone",
             "Bookings can be made online or by phone and must be made at least five working days ahead"),
            ("and have everything outside the front of the house by 7am on the day",
             "Items must be left outside the front of the property by 7am on the collection day"),
        ],
    ),
    F(
        None,
        "Household Recycling Centres run by Pendle Cross County Council. Both of our sites, at Rowan Lane and "
        "Millbrook, open from 8am to 6pm between 1 April and 30 September, and from 8am to 4pm between 1 October and "
        "31 March. Rowan Lane is open every day, but Millbrook is closed on Tuesdays and Wednesdays. Vans and trailers "
        "must be booked in advance and are limited to 12 visits a year. DIY waste such as plasterboard and rubble is "
        "accepted free up to two 50-litre bags per week; larger amounts are charged at £4 per bag. Proof of address is "
        "required at both sites.",
        "Through the winter months — October to March — both of Pendle Cross's tips close at 4pm, two hours earlier "
        "than in summer, though they still open at 8am. If you're planning a midweek trip, go to Rowan Lane, which "
        "opens seven days a week; Millbrook shuts on Tuesdays and Wednesdays. Rubble, plasterboard and other DIY "
        "leftovers go in free as long as it's no more than two 50-litre sacks in a week, with each extra sack costing "
        "£4. Bring something showing your address, and if you're coming in a van or with a trailer, book ahead (you "
        "get a dozen such visits a year).",
        [
            ("Through the winter months — October to March — both of Pendle Cross's tips close at 4pm",
             "from 8am to 4pm between 1 October and 31 March"),
            ("two hours earlier than in summer", "open from 8am to 6pm between 1 April and 30 September"),
            ("though they still open at 8am", "from 8am to 4pm between 1 October and 31 March"),
            ("If you're planning a midweek trip, go to Rowan Lane, which opens seven days a week",
             "Rowan Lane is open every day"),
            ("Millbrook shuts on Tuesdays and Wednesdays", "Millbrook is closed on Tuesdays and Wednesdays"),
            ("Rubble, plasterboard and other DIY leftovers go in free as long as it's no more than two 50-litre sacks "
             "in a week",
             "DIY waste such as plasterboard and rubble is accepted free up to two 50-litre bags per week"),
            ("with each extra sack costing £4", "larger amounts are charged at £4 per bag"),
            ("Bring something showing your address", "Proof of address is required at both sites"),
            ("and if you're coming in a van or with a trailer, book ahead (you get a dozen such visits a year)",
             "Vans and trailers must be booked in advance and are limited to 12 visits a year"),
        ],
    ),
    F(
        "My bins normally go on a Thursday. What changes over Christmas at Ferndale?",
        "Christmas and New Year bin collections at Ferndale Council. Collections due on Thursday 25 December will take "
        "place on Saturday 27 December. Collections due on Friday 26 December will take place on Monday 29 December. "
        "Collections due on Thursday 1 January will take place on Friday 2 January, and all collections return to "
        "normal from Monday 5 January. Real Christmas trees can be left next to your garden waste bin during the weeks "
        "of 5 and 12 January, cut into pieces no longer than 1 metre.",
        "Your Christmas Day collection is pushed two days later, to Saturday the 27th, and the New Year's Day one "
        "shifts to the next day, Friday 2 January. From the week beginning Monday 5 January everything is back to the "
        "usual pattern. If you have a real tree, chop it into lengths of no more than a metre — about 3 feet 3 inches "
        "— and leave it by your garden waste bin during either of the first two full weeks of January.",
        [
            ("Your Christmas Day collection is pushed two days later, to Saturday the 27th",
             "Collections due on Thursday 25 December will take place on Saturday 27 December"),
            ("and the New Year's Day one shifts to the next day, Friday 2 January",
             "Collections due on Thursday 1 January will take place on Friday 2 January"),
            ("From the week beginning Monday 5 January everything is back to the usual pattern",
             "all collections return to normal from Monday 5 January"),
            ("If you have a real tree, chop it into lengths of no more than a metre — about 3 feet 3 inches",
             "cut into pieces no longer than 1 metre"),
            ("and leave it by your garden waste bin during either of the first two full weeks of January",
             "Real Christmas trees can be left next to your garden waste bin during the weeks of 5 and 12 January"),
        ],
    ),
]

WASTE_P = [
    # negation
    P(
        None,
        "What goes in your blue recycling bin, from Ashworth District Council. Please put in: plastic bottles, pots, "
        "tubs and trays; food and drink cans; aerosols; glass bottles and jars; paper and flattened cardboard. Please "
        "keep out: plastic bags and film, polystyrene, nappies, textiles and food waste. Items should be rinsed but do "
        "not need to be spotless, and lids can be left on plastic bottles. Shredded paper is accepted only if it is "
        "put in a paper bag. Foil trays can go in if they are clean. Batteries must never be put in any bin because "
        "they can cause fires; take them to a supermarket collection point instead.",
        "Ashworth's blue bin takes glass jars and bottles, cans, aerosols, paper, flattened cardboard and plastic "
        "bottles, pots, tubs and trays, but not plastic bags or film, polystyrene, nappies, clothes or food. Give "
        "things a quick rinse; they don't have to be perfectly clean, and you can leave the lids on bottles. Shredded "
        "paper is accepted as long as it's in a paper bag, but foil trays aren't accepted, even when clean. Batteries "
        "should never go in a bin, as they're a fire risk, so drop them at a supermarket collection point.",
        [
            ("Ashworth's blue bin takes glass jars and bottles, cans, aerosols, paper, flattened cardboard and plastic "
             "bottles, pots, tubs and trays",
             "plastic bottles, pots, tubs and trays; food and drink cans; aerosols; glass bottles and jars; paper and "
             "flattened cardboard"),
            ("but not plastic bags or film, polystyrene, nappies, clothes or food",
             "Please keep out: plastic bags and film, polystyrene, nappies, textiles and food waste"),
            ("Give things a quick rinse; they don't have to be perfectly clean, and you can leave the lids on bottles",
             "Items should be rinsed but do not need to be spotless, and lids can be left on plastic bottles"),
            ("Shredded paper is accepted as long as it's in a paper bag",
             "Shredded paper is accepted only if it is put in a paper bag"),
            ("X", "but foil trays aren't accepted, even when clean", "Foil trays can go in if they are clean"),
            ("Batteries should never go in a bin, as they're a fire risk, so drop them at a supermarket collection "
             "point",
             "Batteries must never be put in any bin because they can cause fires; take them to a supermarket "
             "collection point instead"),
        ],
        ("negation", "foil trays aren't accepted", "foil trays can go in if they are clean"),
    ),
    # date_swap
    P(
        "I live in Southmead — when does my bin day change, and what's collected first?",
        "Changes to your collection day from Brackley Vale Council. From Monday 3 November, collections in the "
        "Northfield and Eastgate wards will move from Wednesday to Monday. Residents in Southmead ward will move from "
        "Thursday to Friday from Friday 7 November. Your first collection under the new pattern will be recycling in "
        "Northfield and general waste in Eastgate and Southmead. New calendars will be delivered by 24 October. If "
        "your bin is missed during the first two weeks, please report it after 48 hours, not before.",
        "Southmead's collections are switching from Thursdays to Fridays, starting on 3 November, and the first bin "
        "emptied under the new arrangement will be your general waste. You should get a new calendar through the door "
        "by 24 October. Should a collection be missed during those first two weeks, give it two days before you "
        "report it.",
        [
            ("Southmead's collections are switching from Thursdays to Fridays",
             "Residents in Southmead ward will move from Thursday to Friday"),
            ("X", "starting on 3 November", "will move from Thursday to Friday from Friday 7 November"),
            ("and the first bin emptied under the new arrangement will be your general waste",
             "general waste in Eastgate and Southmead"),
            ("You should get a new calendar through the door by 24 October",
             "New calendars will be delivered by 24 October"),
            ("Should a collection be missed during those first two weeks, give it two days before you report it",
             "If your bin is missed during the first two weeks, please report it after 48 hours"),
        ],
        ("date_swap", "3 November", "Friday 7 November"),
    ),
    # unsupported_addition
    P(
        "Can I put meat and bones in the Kingsford food caddy, and what bags can I use?",
        "Food waste collections from Kingsford Borough Council. Every household has a 23-litre outdoor caddy, which is "
        "emptied weekly on your usual collection day, and a 5-litre kitchen caddy. You can line your caddies with "
        "compostable liners, newspaper or ordinary plastic carrier bags, which are removed at the treatment plant. All "
        "cooked and uncooked food is accepted, including meat, fish, bones, dairy, bread and tea bags. Liquids, oils "
        "and packaging are not accepted. The food waste is turned into electricity and fertiliser at an anaerobic "
        "digestion plant near Stowhill. Replacement caddies are free and can be ordered online.",
        "Yes — meat, fish and bones are all fine, as are dairy, bread and tea bags, cooked or raw. To line the caddy "
        "you can use compostable liners, and the council posts every household a free roll of them each spring; "
        "newspaper or ordinary plastic carriers work too, because the plastic is stripped out at the plant. Keep "
        "liquids, oils and any packaging out. The outdoor caddy is emptied weekly, and the contents end up at an "
        "anaerobic digestion plant near Stowhill that turns them into electricity and fertiliser.",
        [
            ("meat, fish and bones are all fine, as are dairy, bread and tea bags, cooked or raw",
             "All cooked and uncooked food is accepted, including meat, fish, bones, dairy, bread and tea bags"),
            ("To line the caddy you can use compostable liners", "You can line your caddies with compostable liners"),
            ("U", "and the council posts every household a free roll of them each spring"),
            ("newspaper or ordinary plastic carriers work too, because the plastic is stripped out at the plant",
             "newspaper or ordinary plastic carrier bags, which are removed at the treatment plant"),
            ("Keep liquids, oils and any packaging out", "Liquids, oils and packaging are not accepted"),
            ("The outdoor caddy is emptied weekly", "a 23-litre outdoor caddy, which is emptied weekly"),
            ("and the contents end up at an anaerobic digestion plant near Stowhill that turns them into electricity "
             "and fertiliser",
             "The food waste is turned into electricity and fertiliser at an anaerobic digestion plant near "
             "Stowhill"),
        ],
        ("unsupported_addition", "a free roll of them each spring", None),
    ),
    # name_swap
    P(
        None,
        "Press release from Harrowgate Vale Council, 12 August 2025. Harrowgate Vale's household recycling rate rose "
        "to 51.3% in 2024/25, up from 47.8% the year before. Councillor Amira Haddad, cabinet member for environment, "
        "said the rise was mainly due to the weekly food waste collections introduced in May 2024. The Westfield ward "
        "had the highest rate at 58.6%, while Townside had the lowest at 39.2%. Councillor Gareth Pryce, who "
        "represents Townside, said flats with shared bins would get new recycling points by the end of the year. The "
        "national average for the same period was 44.1%.",
        "Harrowgate Vale recycled 51.3% of household waste in 2024/25, 3.5 percentage points more than the previous "
        "year and a good 7 points above the national figure of 44.1%. The environment lead, Councillor Gareth Pryce, "
        "put most of the improvement down to the weekly food waste collections that began in May 2024. There's a wide "
        "gap between wards: Westfield managed 58.6% but Townside only 39.2%, and its councillor has promised new "
        "recycling points for flats with shared bins before the year is out.",
        [
            ("Harrowgate Vale recycled 51.3% of household waste in 2024/25",
             "Harrowgate Vale's household recycling rate rose to 51.3% in 2024/25"),
            ("3.5 percentage points more than the previous year", "up from 47.8% the year before"),
            ("and a good 7 points above the national figure of 44.1%",
             "The national average for the same period was 44.1%"),
            ("X", "The environment lead, Councillor Gareth Pryce, put most of the improvement down to the weekly food "
                  "waste collections that began in May 2024",
             "Councillor Amira Haddad, cabinet member for environment, said the rise was mainly due to the weekly "
             "food waste collections introduced in May 2024"),
            ("There's a wide gap between wards: Westfield managed 58.6% but Townside only 39.2%",
             "The Westfield ward had the highest rate at 58.6%, while Townside had the lowest at 39.2%"),
            ("and its councillor has promised new recycling points for flats with shared bins before the year is out",
             "flats with shared bins would get new recycling points by the end of the year"),
        ],
        ("name_swap", "Councillor Gareth Pryce", "Councillor Amira Haddad"),
    ),
    # wrong_rounding
    P(
        "How much waste does an average Dunmere household throw out, and how much of it gets recycled?",
        "Annual waste report 2024/25 from Dunmere County Council. Households in Dunmere produced 184,620 tonnes of "
        "waste, of which 79,390 tonnes was recycled or composted. Garden waste accounted for 31,250 tonnes of the "
        "recycled total. The county has 172,400 households, and the average household produced 1,071 kg of waste. The "
        "council spent £38.6 million on waste collection and disposal, or about £224 per household. Fly-tipping "
        "incidents fell from 2,914 to 2,486.",
        "Each household produced 1,071 kg on average in 2024/25 — a little over a tonne, or roughly 2,360 lb. Across "
        "the county, 79,390 of the 184,620 tonnes collected was recycled or composted, which is just under 40%, and "
        "garden waste made up 31,250 tonnes of that. Fly-tipping dropped too, by a little over 400 cases to "
        "2,486.",
        [
            ("Each household produced 1,071 kg on average in 2024/25",
             "the average household produced 1,071 kg of waste"),
            ("a little over a tonne, or roughly 2,360 lb", "the average household produced 1,071 kg of waste"),
            ("Across the county, 79,390 of the 184,620 tonnes collected was recycled or composted",
             "Households in Dunmere produced 184,620 tonnes of waste, of which 79,390 tonnes was recycled or "
             "composted"),
            ("X", "which is just under 40%",
             "Households in Dunmere produced 184,620 tonnes of waste, of which 79,390 tonnes was recycled or "
             "composted"),
            ("and garden waste made up 31,250 tonnes of that",
             "Garden waste accounted for 31,250 tonnes of the recycled total"),
            ("Fly-tipping dropped too, by a little over 400 cases to 2,486",
             "Fly-tipping incidents fell from 2,914 to 2,486"),
        ],
        ("wrong_rounding", "just under 40%", "about 43%"),
    ),
]

DOMAINS = {
    "pet_care_and_vets": (PET_F, PET_P),
    "council_waste_and_recycling": (WASTE_F, WASTE_P),
}
