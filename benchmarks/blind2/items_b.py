# Hand-written items, domains 6-10 (insurance, astronomy_encyclopedia, landmarks_encyclopedia, energy_bills,
# elections). Same compact form as items_a.py.
from common import I

ITEMS = []
A = ITEMS.append

# ---------------------------------------------------------------- insurance
A(I("insurance", None,
    "Why has my car insurance gone up, and what will it cost?",
    ["Renewal notice: Motor policy MX-448120. Your policy renews on 1 April 2025. Your new annual premium is "
     "£684.00, compared with £612.00 last year. The increase reflects higher repair costs across the industry; "
     "your no-claims discount of 5 years remains in place. The compulsory excess is £250 and your voluntary excess "
     "is £150. You can pay in full or in 12 monthly instalments of £59.85, which include interest. If you do not "
     "want to renew, please tell us before the renewal date."],
    "Your premium is going up by £72 to £684 for the year starting 1 April, a rise of just under 12%, which the "
    "insurer puts down to repair costs rising across the industry — your five-year no-claims discount is "
    "unaffected. Paying monthly means 12 payments of £59.85, £718.20 in total, so spreading it costs you £34.20 "
    "extra in interest. If you make a claim, you'd pay the first £400 yourself (£250 compulsory plus £150 "
    "voluntary excess). Let them know before 1 April if you'd rather not renew.",
    [("Your premium is going up by £72 to £684 for the year starting 1 April",
      "Your new annual premium is £684.00, compared with £612.00 last year", 0),
     ("a rise of just under 12%", "Your new annual premium is £684.00, compared with £612.00 last year", 0),
     ("which the insurer puts down to repair costs rising across the industry",
      "The increase reflects higher repair costs across the industry", 0),
     ("your five-year no-claims discount is unaffected", "your no-claims discount of 5 years remains in place", 0),
     ("Paying monthly means 12 payments of £59.85, £718.20 in total, so spreading it costs you £34.20 extra in "
      "interest", "12 monthly instalments of £59.85, which include interest", 0),
     ("If you make a claim, you'd pay the first £400 yourself (£250 compulsory plus £150 voluntary excess)",
      "The compulsory excess is £250 and your voluntary excess is £150", 0),
     ("Let them know before 1 April if you'd rather not renew",
      "If you do not want to renew, please tell us before the renewal date", 0)]))

A(I("insurance", "antonym", None,
    ["Travel insurance policy summary — Silver level. Medical expenses are covered up to £5 million per person. "
     "Cancellation cover is limited to £3,000 per person. Baggage is covered up to £1,500, with a single-item "
     "limit of £250 and an excess of £75 per claim. Pre-existing medical conditions are excluded unless declared "
     "and accepted in writing. Winter sports cover is not included but can be added for an extra premium. Claims "
     "must be reported within 31 days of returning home."],
    "On the Silver plan you're covered for up to £5 million in medical costs and up to £3,000 if you have to "
    "cancel. Baggage cover goes up to £1,500, but no single item is covered for more than £250, and each claim "
    "carries a £75 excess. Any pre-existing conditions need to be declared and accepted in writing, and skiing or "
    "snowboarding costs extra. Report any claim within 31 days of leaving home.",
    [("On the Silver plan you're covered for up to £5 million in medical costs",
      "Medical expenses are covered up to £5 million per person", 0),
     ("up to £3,000 if you have to cancel", "Cancellation cover is limited to £3,000 per person", 0),
     ("Baggage cover goes up to £1,500, but no single item is covered for more than £250, and each claim carries "
      "a £75 excess", "Baggage is covered up to £1,500, with a single-item limit of £250 and an excess of £75 per "
      "claim", 0),
     ("Any pre-existing conditions need to be declared and accepted in writing",
      "Pre-existing medical conditions are excluded unless declared and accepted in writing", 0),
     ("skiing or snowboarding costs extra",
      "Winter sports cover is not included but can be added for an extra premium", 0),
     ("Report any claim within 31 days of leaving home", "Claims must be reported within 31 days of returning home", 0,
      "contradicted")],
    wrong="leaving home", right="returning home"))

A(I("insurance", None,
    "Why am I getting less than the assessed damage for my kitchen?",
    ["Claim settlement letter, claim HC-20931. Following the escape of water at your property on 2 February, our "
     "loss adjuster assessed the damage to your kitchen at £8,640. Your policy excess for escape of water claims "
     "is £350, which has been deducted. We have also deducted £1,200 for the replacement of kitchen units that "
     "were already damaged before the incident. The settlement of £7,090 will be paid directly into your bank "
     "account within five working days. Your no-claims discount will be affected at your next renewal."],
    "The loss adjuster valued the water damage at £8,640, but two things were taken off: your £350 "
    "escape-of-water excess and £1,200 for units that were damaged before the leak. That's £1,550 in deductions, "
    "leaving the £7,090 payout, which should reach your bank account within five working days. The claim will "
    "also count against your no-claims discount when you next renew.",
    [("The loss adjuster valued the water damage at £8,640",
      "our loss adjuster assessed the damage to your kitchen at £8,640", 0),
     ("two things were taken off: your £350 escape-of-water excess", "Your policy excess for escape of water claims is £350", 0),
     ("£1,200 for units that were damaged before the leak",
      "We have also deducted £1,200 for the replacement of kitchen units that were already damaged before the "
      "incident", 0),
     ("That's £1,550 in deductions, leaving the £7,090 payout", "The settlement of £7,090", 0),
     ("which should reach your bank account within five working days",
      "will be paid directly into your bank account within five working days", 0),
     ("The claim will also count against your no-claims discount when you next renew",
      "Your no-claims discount will be affected at your next renewal", 0)]))

A(I("insurance", "unsupported_addition",
    "What does the Lifetime Plus dog policy cover?",
    ["Pet insurance: Lifetime Plus cover for dogs. Vet fees are covered up to £7,000 per year, and the limit resets "
     "each time the policy is renewed. You pay a fixed excess of £99 per condition per policy year. For dogs aged "
     "eight or over, you also pay 20% of each claim after the excess. Dental treatment is covered only if it "
     "results from an accident. Cover for illness begins 14 days after the policy start date, while accident "
     "cover begins immediately."],
    "Lifetime Plus pays out up to £7,000 a year in vet fees, and that limit tops back up every time you renew. "
    "There's a £99 excess for each condition each year, and once your dog turns eight you'll also cover a fifth "
    "of every claim after that. Dental work is only included when it's the result of an accident. Accidents are "
    "covered from day one, but illnesses only after a two-week wait, and routine vaccinations are included too.",
    [("Lifetime Plus pays out up to £7,000 a year in vet fees", "Vet fees are covered up to £7,000 per year", 0),
     ("that limit tops back up every time you renew", "the limit resets each time the policy is renewed", 0),
     ("There's a £99 excess for each condition each year",
      "You pay a fixed excess of £99 per condition per policy year", 0),
     ("once your dog turns eight you'll also cover a fifth of every claim after that",
      "For dogs aged eight or over, you also pay 20% of each claim after the excess", 0),
     ("Dental work is only included when it's the result of an accident",
      "Dental treatment is covered only if it results from an accident", 0),
     ("Accidents are covered from day one, but illnesses only after a two-week wait",
      "Cover for illness begins 14 days after the policy start date, while accident cover begins immediately", 0),
     ("routine vaccinations are included too", None, None, "unsupported")],
    wrong="routine vaccinations are included too", right=None))

A(I("insurance", None, None,
    ["Income protection quote for Mr Javier Alvarez. Benefit: £2,000 per month, payable if you cannot work because of "
     "illness or injury. Deferred period: 13 weeks, meaning payments start after you have been off work for 13 "
     "weeks. Benefit is paid until you return to work or reach age 67, whichever is sooner. Monthly premium: "
     "£38.40, guaranteed for the first five years. Policy term begins 1 June 2025."],
    "If illness or injury stops you working, this policy would pay £2,000 a month — £24,000 a year — but only "
    "once you've been off for about three months (13 weeks). Payments then continue until you're back at work or "
    "turn 67, whichever comes first. It costs £38.40 a month, about £460 a year, and that price is fixed for the "
    "first five years. Cover would start on 1 June 2025.",
    [("If illness or injury stops you working, this policy would pay £2,000 a month — £24,000 a year",
      "Benefit: £2,000 per month, payable if you cannot work because of illness or injury", 0),
     ("but only once you've been off for about three months (13 weeks)",
      "payments start after you have been off work for 13 weeks", 0),
     ("Payments then continue until you're back at work or turn 67, whichever comes first",
      "Benefit is paid until you return to work or reach age 67, whichever is sooner", 0),
     ("It costs £38.40 a month, about £460 a year", "Monthly premium: £38.40, guaranteed for the first five years", 0),
     ("that price is fixed for the first five years", "Monthly premium: £38.40, guaranteed for the first five years", 0),
     ("Cover would start on 1 June 2025", "Policy term begins 1 June 2025", 0)]))

A(I("insurance", "wrong_arithmetic",
    "How much would the full Westbury home insurance package cost me?",
    ["Home insurance quote, Westbury Mutual. Buildings cover: £312 per year. Contents cover: £148 per year. Legal "
     "expenses add-on: £29 per year. Home emergency add-on: £54 per year. A 10% discount applies to the buildings "
     "and contents premiums if both are bought together."],
    "Buildings cover on its own is £312 a year and contents £148, but taking them together knocks 10% off both, "
    "bringing the pair down to £414. If you add legal expenses (£29) and home emergency cover (£54), the whole "
    "package would come to £507 a year.",
    [("Buildings cover on its own is £312 a year and contents £148", "Buildings cover: £312 per year", 0),
     ("taking them together knocks 10% off both, bringing the pair down to £414",
      "A 10% discount applies to the buildings and contents premiums if both are bought together", 0),
     ("If you add legal expenses (£29) and home emergency cover (£54), the whole package would come to £507 a year",
      "Home emergency add-on: £54 per year", 0, "contradicted")],
    wrong="£507", right="£497"))

A(I("insurance", None,
    "What's happening with my car claim?",
    ["Motor claim update, 11 March. Your car has been assessed as a total loss following the collision on 26 "
     "February. Its market value before the accident was £9,400. After deducting your £300 excess, we will pay "
     "£9,100. As you were not at fault and the other driver's insurer has accepted liability, we expect to "
     "recover your excess from them, and your no-claims discount will not be affected. Your courtesy car must be "
     "returned within seven days of settlement."],
    "The car has been written off after the 26 February crash. It was worth £9,400 beforehand, and you'll get "
    "£9,100 once the £300 excess is taken off — though since the other driver's insurer has admitted fault, you "
    "should get that £300 back later and your no-claims discount stays intact. You'll have a week after the "
    "settlement to hand back the courtesy car.",
    [("The car has been written off after the 26 February crash",
      "Your car has been assessed as a total loss following the collision on 26 February", 0),
     ("It was worth £9,400 beforehand", "Its market value before the accident was £9,400", 0),
     ("you'll get £9,100 once the £300 excess is taken off", "After deducting your £300 excess, we will pay £9,100", 0),
     ("since the other driver's insurer has admitted fault, you should get that £300 back later",
      "we expect to recover your excess from them", 0),
     ("your no-claims discount stays intact", "your no-claims discount will not be affected", 0),
     ("You'll have a week after the settlement to hand back the courtesy car",
      "Your courtesy car must be returned within seven days of settlement", 0)]))

A(I("insurance", "wrong_conversion", None,
    ["Policy wording extract: Emergency medical cover abroad. Emergency medical expenses are covered up to £10 "
     "million, including repatriation to the UK. Hospital benefit of £50 is paid for each complete 24 hours spent "
     "in hospital abroad, up to £1,500. Travellers to the USA should note that treatment costs can be very high: "
     "at the exchange rate used in our guidance (£1 = $1.25), an average hospital stay of $25,000 is about "
     "£20,000. You must contact our 24-hour assistance line before any hospital admission, except in an "
     "emergency. Claims for medical expenses are subject to an excess of £100."],
    "You're covered for up to £10 million in emergency medical costs — roughly $12.5 million at the insurer's "
    "$1.25 rate — and that includes getting you back to the UK. On top of that, you get £50 for each full 24 hours "
    "in hospital, capped at £1,500, so that's 30 days' worth. US care is expensive: an average $25,000 hospital "
    "stay comes to around £31,250. Unless it's an emergency, ring the 24-hour assistance line before you're "
    "admitted, and expect a £100 excess on medical claims.",
    [("You're covered for up to £10 million in emergency medical costs",
      "Emergency medical expenses are covered up to £10 million", 0),
     ("roughly $12.5 million at the insurer's $1.25 rate", "at the exchange rate used in our guidance (£1 = $1.25)", 0),
     ("that includes getting you back to the UK", "including repatriation to the UK", 0),
     ("you get £50 for each full 24 hours in hospital, capped at £1,500, so that's 30 days' worth",
      "Hospital benefit of £50 is paid for each complete 24 hours spent in hospital abroad, up to £1,500", 0),
     ("US care is expensive: an average $25,000 hospital stay comes to around £31,250",
      "an average hospital stay of $25,000 is about £20,000", 0, "contradicted"),
     ("Unless it's an emergency, ring the 24-hour assistance line before you're admitted",
      "You must contact our 24-hour assistance line before any hospital admission, except in an emergency", 0),
     ("expect a £100 excess on medical claims", "Claims for medical expenses are subject to an excess of £100", 0)],
    wrong="around £31,250", right="about £20,000"))

# ---------------------------------------------------------------- astronomy_encyclopedia
A(I("astronomy_encyclopedia", None,
    "How big is Ganymede compared with other objects?",
    ["Ganymede is the largest moon of Jupiter and the largest moon in the Solar System, with a diameter of about "
     "5,268 km. It is even larger than the planet Mercury, which measures about 4,880 km across, although Mercury "
     "is roughly twice as massive. Ganymede was discovered by Galileo Galilei in January 1610, together with Io, "
     "Europa and Callisto. It orbits Jupiter once every 7.15 days at an average distance of about 1.07 million "
     "km. Titan, Saturn's largest moon, is the second-largest in the Solar System at about 5,150 km across. "
     "Ganymede is the only moon known to have its own magnetic field."],
    "Ganymede is the biggest moon anywhere in the Solar System, roughly 5,270 km in diameter. That's around 390 km "
    "wider than Mercury, though the planet packs about twice the mass. Saturn's Titan comes in second, a little "
    "over 100 km smaller than Ganymede. Galileo spotted it in 1610 along with Io, Europa and Callisto, and it "
    "takes just over a week to go round Jupiter.",
    [("Ganymede is the biggest moon anywhere in the Solar System, roughly 5,270 km in diameter",
      "the largest moon in the Solar System, with a diameter of about 5,268 km", 0),
     ("That's around 390 km wider than Mercury",
      "It is even larger than the planet Mercury, which measures about 4,880 km across", 0),
     ("though the planet packs about twice the mass", "although Mercury is roughly twice as massive", 0),
     ("Saturn's Titan comes in second, a little over 100 km smaller than Ganymede",
      "Titan, Saturn's largest moon, is the second-largest in the Solar System at about 5,150 km across", 0),
     ("Galileo spotted it in 1610 along with Io, Europa and Callisto",
      "discovered by Galileo Galilei in January 1610, together with Io, Europa and Callisto", 0),
     ("it takes just over a week to go round Jupiter", "It orbits Jupiter once every 7.15 days", 0)]))

A(I("astronomy_encyclopedia", "unsupported_addition", None,
    ["Halley's Comet is a short-period comet visible from Earth roughly every 75 to 79 years. Its last appearance "
     "in the inner Solar System was in 1986, and it is next expected to return in mid-2061. The comet is named "
     "after Edmond Halley, who in 1705 correctly predicted its return in 1758, although he died in 1742 and did "
     "not live to see it. In 1986 the European probe Giotto passed within about 600 km of its nucleus. The "
     "nucleus is about 15 km long and 8 km wide. By contrast, Comet Hale-Bopp, which was prominent in 1997, has an "
     "orbital period of roughly 2,500 years."],
    "Halley's Comet comes back every 75–79 years or so; it was last seen in 1986 and should return around the "
    "middle of 2061. It takes its name from Edmond Halley, who predicted in 1705 that it would reappear in 1758 — "
    "he was right, but had died 16 years before it showed up. During the 1986 pass, the European Giotto probe "
    "flew within about 600 km of the nucleus, which measures roughly 15 by 8 km. The 2061 return is expected to "
    "be much brighter than the last one, because Earth will be better placed.",
    [("Halley's Comet comes back every 75–79 years or so", "visible from Earth roughly every 75 to 79 years", 0),
     ("it was last seen in 1986 and should return around the middle of 2061",
      "Its last appearance in the inner Solar System was in 1986, and it is next expected to return in mid-2061", 0),
     ("It takes its name from Edmond Halley, who predicted in 1705 that it would reappear in 1758",
      "named after Edmond Halley, who in 1705 correctly predicted its return in 1758", 0),
     ("he was right, but had died 16 years before it showed up", "although he died in 1742 and did not live to see it", 0),
     ("During the 1986 pass, the European Giotto probe flew within about 600 km of the nucleus",
      "In 1986 the European probe Giotto passed within about 600 km of its nucleus", 0),
     ("which measures roughly 15 by 8 km", "The nucleus is about 15 km long and 8 km wide", 0),
     ("The 2061 return is expected to be much brighter than the last one, because Earth will be better placed",
      None, None, "unsupported")],
    wrong="The 2061 return is expected to be much brighter than the last one", right=None))

A(I("astronomy_encyclopedia", None,
    "What happened to Betelgeuse in 2019?",
    ["Betelgeuse is a red supergiant star in the constellation Orion, lying roughly 550 to 700 light-years from "
     "Earth. It is usually the second-brightest star in Orion, after the blue supergiant Rigel, which lies about "
     "860 light-years away. Between late 2019 and early 2020, Betelgeuse dimmed unexpectedly to about 40% of its "
     "usual brightness, an event known as the Great Dimming. Astronomers later attributed most of the dimming to "
     "a cloud of dust ejected by the star. Betelgeuse has a radius of roughly 750 times that of the Sun. It is "
     "expected to explode as a supernova within the next 100,000 years."],
    "Around the turn of 2020, Betelgeuse — the red supergiant in Orion — faded sharply, dropping to roughly "
    "two-fifths of its normal brightness in what's been dubbed the Great Dimming. The main culprit turned out to "
    "be dust the star itself had thrown off. Normally it's Orion's second-brightest star, behind Rigel, which is "
    "actually farther away at about 860 light-years. Betelgeuse is around 750 times the Sun's radius and is "
    "expected to go supernova at some point in the next 100,000 years.",
    [("Around the turn of 2020, Betelgeuse — the red supergiant in Orion — faded sharply, dropping to roughly "
      "two-fifths of its normal brightness in what's been dubbed the Great Dimming",
      "Between late 2019 and early 2020, Betelgeuse dimmed unexpectedly to about 40% of its usual brightness", 0),
     ("The main culprit turned out to be dust the star itself had thrown off",
      "attributed most of the dimming to a cloud of dust ejected by the star", 0),
     ("Normally it's Orion's second-brightest star, behind Rigel",
      "It is usually the second-brightest star in Orion, after the blue supergiant Rigel", 0),
     ("which is actually farther away at about 860 light-years", "which lies about 860 light-years away", 0),
     ("Betelgeuse is around 750 times the Sun's radius", "Betelgeuse has a radius of roughly 750 times that of the Sun", 0),
     ("is expected to go supernova at some point in the next 100,000 years",
      "It is expected to explode as a supernova within the next 100,000 years", 0)]))

A(I("astronomy_encyclopedia", "wrong_arithmetic",
    "How does Olympus Mons compare with mountains on Earth?",
    ["Olympus Mons on Mars is the tallest known volcano in the Solar System. It rises about 21.9 km above the "
     "Martian datum, and its base is roughly 600 km across, comparable to the size of Poland. By comparison, Mauna "
     "Kea in Hawaii rises about 10.2 km from its base on the ocean floor, and Mount Everest stands 8.85 km above "
     "sea level. Olympus Mons is a shield volcano, built up by many flows of fluid lava. It was first identified "
     "in 1971 by the Mariner 9 spacecraft. Its summit caldera is about 80 km wide and 3 km deep."],
    "Olympus Mons is the tallest volcano we know of in the Solar System, standing about 21.9 km high — nearly two "
    "and a half times the height of Everest and more than 13 km taller than Mauna Kea measured from the seabed. "
    "Its base spans some 600 km, about the size of Poland, and the crater at the top is 80 km across. Mariner 9 "
    "was the first to pick it out, in 1971.",
    [("Olympus Mons is the tallest volcano we know of in the Solar System",
      "is the tallest known volcano in the Solar System", 0),
     ("standing about 21.9 km high", "It rises about 21.9 km above the Martian datum", 0),
     ("nearly two and a half times the height of Everest", "Mount Everest stands 8.85 km above sea level", 0),
     ("more than 13 km taller than Mauna Kea measured from the seabed",
      "Mauna Kea in Hawaii rises about 10.2 km from its base on the ocean floor", 0, "contradicted"),
     ("Its base spans some 600 km, about the size of Poland",
      "its base is roughly 600 km across, comparable to the size of Poland", 0),
     ("the crater at the top is 80 km across", "Its summit caldera is about 80 km wide", 0),
     ("Mariner 9 was the first to pick it out, in 1971", "It was first identified in 1971 by the Mariner 9 spacecraft", 0)],
    wrong="more than 13 km taller", right="about 11.7 km taller"))

A(I("astronomy_encyclopedia", None, None,
    ["TRAPPIST-1 is a cool red dwarf star about 40 light-years from Earth in the constellation Aquarius. In 2017 "
     "astronomers announced that it hosts seven rocky planets, the largest number of Earth-sized planets found "
     "around a single star. The planets are labelled b to h in order of distance from the star. All seven orbit "
     "closer to their star than Mercury does to the Sun; the innermost, TRAPPIST-1b, completes an orbit in just "
     "1.5 days, and the outermost, TRAPPIST-1h, in about 19 days. Three of the planets, e, f and g, lie within the "
     "star's habitable zone. The star has only about 9% of the Sun's mass."],
    "TRAPPIST-1, a cool red dwarf in Aquarius around 40 light-years away, was revealed in 2017 to have seven "
    "rocky worlds — more Earth-sized planets than any other known star. They're packed in tightly: every one of "
    "them is nearer its star than Mercury is to the Sun, and even the farthest, h, takes under three weeks to "
    "complete a lap, while b, the closest, needs only a day and a half. Three of them — e, f and g — are in the "
    "habitable zone. The star itself is small, with less than a tenth of the Sun's mass.",
    [("TRAPPIST-1, a cool red dwarf in Aquarius around 40 light-years away",
      "TRAPPIST-1 is a cool red dwarf star about 40 light-years from Earth in the constellation Aquarius", 0),
     ("was revealed in 2017 to have seven rocky worlds — more Earth-sized planets than any other known star",
      "In 2017 astronomers announced that it hosts seven rocky planets, the largest number of Earth-sized planets "
      "found around a single star", 0),
     ("They're packed in tightly: every one of them is nearer its star than Mercury is to the Sun",
      "All seven orbit closer to their star than Mercury does to the Sun", 0),
     ("even the farthest, h, takes under three weeks to complete a lap", "the outermost, TRAPPIST-1h, in about 19 days", 0),
     ("while b, the closest, needs only a day and a half",
      "the innermost, TRAPPIST-1b, completes an orbit in just 1.5 days", 0),
     ("Three of them — e, f and g — are in the habitable zone",
      "Three of the planets, e, f and g, lie within the star's habitable zone", 0),
     ("The star itself is small, with less than a tenth of the Sun's mass", "The star has only about 9% of the Sun's mass", 0)]))

A(I("astronomy_encyclopedia", "wrong_conversion",
    "When did Voyager 1 launch and how fast is it going?",
    ["Voyager 1 was launched by NASA on 5 September 1977, sixteen days after its twin, Voyager 2, which left on 20 "
     "August. It flew past Jupiter in March 1979 and Saturn in November 1980. In August 2012 it became the first "
     "spacecraft to cross the heliopause and enter interstellar space; Voyager 2 followed in November 2018. "
     "Voyager 1 is travelling at about 17 km per second relative to the Sun. Each spacecraft carries a "
     "gold-plated copper record with sounds and images of Earth."],
    "Voyager 1 actually launched second: it left on 5 September 1977, just over two weeks after Voyager 2. It "
    "passed Jupiter in March 1979 and Saturn in late 1980, and in August 2012 became the first spacecraft to reach "
    "interstellar space, over six years before its twin did the same. It's moving at roughly 17 km a second "
    "relative to the Sun — about 10,500 miles an hour.",
    [("Voyager 1 actually launched second: it left on 5 September 1977, just over two weeks after Voyager 2",
      "launched by NASA on 5 September 1977, sixteen days after its twin, Voyager 2", 0),
     ("It passed Jupiter in March 1979 and Saturn in late 1980",
      "It flew past Jupiter in March 1979 and Saturn in November 1980", 0),
     ("in August 2012 became the first spacecraft to reach interstellar space",
      "In August 2012 it became the first spacecraft to cross the heliopause and enter interstellar space", 0),
     ("over six years before its twin did the same", "Voyager 2 followed in November 2018", 0),
     ("It's moving at roughly 17 km a second relative to the Sun — about 10,500 miles an hour",
      "Voyager 1 is travelling at about 17 km per second relative to the Sun", 0, "contradicted")],
    wrong="about 10,500 miles an hour", right="about 38,000 miles an hour (about 10.6 miles a second)"))

A(I("astronomy_encyclopedia", None, None,
    ["The solar eclipse of 11 August 1999 was a total eclipse visible from a narrow path across Europe, including "
     "Cornwall in England. It was the first total solar eclipse visible from mainland Britain since 29 June 1927. "
     "In Cornwall totality lasted about two minutes, although cloud hid the Sun from many observers. The longest "
     "totality on the eclipse's path, 2 minutes 23 seconds, occurred in Romania. The next total solar eclipse "
     "visible from mainland Britain will occur on 23 September 2090. The eclipse of 20 March 2015 was total only "
     "over the Faroe Islands and Svalbard, while the UK saw a deep partial eclipse."],
    "When the total eclipse of August 1999 crossed Cornwall, it ended a wait of 72 years — mainland Britain "
    "hadn't seen totality since June 1927. The Sun was fully covered there for around two minutes, but clouds "
    "spoiled the view for many people. Romania got the longest spell of darkness, at 2 minutes 23 seconds. The "
    "2015 eclipse was only partial in the UK (total over the Faroes and Svalbard), and Britain's next total "
    "eclipse on the mainland isn't until September 2090.",
    [("When the total eclipse of August 1999 crossed Cornwall, it ended a wait of 72 years",
      "It was the first total solar eclipse visible from mainland Britain since 29 June 1927", 0),
     ("mainland Britain hadn't seen totality since June 1927",
      "It was the first total solar eclipse visible from mainland Britain since 29 June 1927", 0),
     ("The Sun was fully covered there for around two minutes, but clouds spoiled the view for many people",
      "In Cornwall totality lasted about two minutes, although cloud hid the Sun from many observers", 0),
     ("Romania got the longest spell of darkness, at 2 minutes 23 seconds",
      "The longest totality on the eclipse's path, 2 minutes 23 seconds, occurred in Romania", 0),
     ("The 2015 eclipse was only partial in the UK (total over the Faroes and Svalbard)",
      "was total only over the Faroe Islands and Svalbard, while the UK saw a deep partial eclipse", 0),
     ("Britain's next total eclipse on the mainland isn't until September 2090",
      "The next total solar eclipse visible from mainland Britain will occur on 23 September 2090", 0)]))

A(I("astronomy_encyclopedia", "wrong_rounding",
    "Give me some key facts about Saturn.",
    ["Saturn is the sixth planet from the Sun and the second-largest in the Solar System, after Jupiter. Its "
     "equatorial diameter is about 120,536 km, roughly 9.4 times that of Earth. A day on Saturn lasts about 10 "
     "hours 33 minutes, while one orbit of the Sun takes about 29.4 Earth years. Saturn has 146 confirmed moons, "
     "more than any other planet; Jupiter has 95. The main rings extend up to about 282,000 km from the planet but "
     "are typically only about 10 metres thick. Saturn's average density is lower than that of water."],
    "Saturn, sixth from the Sun, is second only to Jupiter in size, with a diameter of roughly 120,500 km — more "
    "than nine Earths across. It spins fast, with a day of about ten and a half hours, yet it needs nearly 30 "
    "years to orbit the Sun once. It has just over 150 confirmed moons, about 50 more than Jupiter, and its main "
    "rings reach some 282,000 km out while being only around 10 metres thick.",
    [("Saturn, sixth from the Sun, is second only to Jupiter in size",
      "Saturn is the sixth planet from the Sun and the second-largest in the Solar System, after Jupiter", 0),
     ("with a diameter of roughly 120,500 km — more than nine Earths across",
      "Its equatorial diameter is about 120,536 km, roughly 9.4 times that of Earth", 0),
     ("It spins fast, with a day of about ten and a half hours", "A day on Saturn lasts about 10 hours 33 minutes", 0),
     ("it needs nearly 30 years to orbit the Sun once", "one orbit of the Sun takes about 29.4 Earth years", 0),
     ("It has just over 150 confirmed moons", "Saturn has 146 confirmed moons, more than any other planet", 0,
      "contradicted"),
     ("about 50 more than Jupiter", "Saturn has 146 confirmed moons, more than any other planet; Jupiter has 95", 0),
     ("its main rings reach some 282,000 km out while being only around 10 metres thick",
      "The main rings extend up to about 282,000 km from the planet but are typically only about 10 metres thick", 0)],
    wrong="just over 150 confirmed moons", right="146 confirmed moons (just under 150)"))

# ---------------------------------------------------------------- landmarks_encyclopedia
A(I("landmarks_encyclopedia", None,
    "How long was the Eiffel Tower the world's tallest structure?",
    ["The Eiffel Tower in Paris was completed in 1889 as the entrance arch to the World's Fair held that year. "
     "Designed by the company of engineer Gustave Eiffel, it was built in two years, two months and five days. At "
     "300 metres (330 m today, including antennas), it was the tallest man-made structure in the world until the "
     "Chrysler Building in New York was finished in 1930. The tower is made of about 7,300 tonnes of wrought iron "
     "and held together by 2.5 million rivets. It was originally intended to stand for only 20 years, but it was "
     "kept because of its value as a radio transmission mast. About 6 million people visited it each year before "
     "the pandemic."],
    "For about 41 years. When it was finished in 1889 for that year's World's Fair, the 300-metre tower was the "
    "tallest man-made structure on Earth, and it kept the title until New York's Chrysler Building was completed "
    "in 1930. Gustave Eiffel's company put it up in a little over two years, using some 7,300 tonnes of wrought "
    "iron. It was only supposed to last two decades, but it was saved because it proved useful as a radio mast.",
    [("For about 41 years",
      "it was the tallest man-made structure in the world until the Chrysler Building in New York was finished in "
      "1930", 0),
     ("When it was finished in 1889 for that year's World's Fair",
      "completed in 1889 as the entrance arch to the World's Fair held that year", 0),
     ("the 300-metre tower was the tallest man-made structure on Earth, and it kept the title until New York's "
      "Chrysler Building was completed in 1930",
      "At 300 metres (330 m today, including antennas), it was the tallest man-made structure in the world", 0),
     ("Gustave Eiffel's company put it up in a little over two years",
      "it was built in two years, two months and five days", 0),
     ("using some 7,300 tonnes of wrought iron", "The tower is made of about 7,300 tonnes of wrought iron", 0),
     ("It was only supposed to last two decades, but it was saved because it proved useful as a radio mast",
      "It was originally intended to stand for only 20 years, but it was kept because of its value as a radio "
      "transmission mast", 0)]))

A(I("landmarks_encyclopedia", "wrong_arithmetic",
    "How long did the Sydney Opera House take to build, and what did it cost?",
    ["The Sydney Harbour Bridge opened on 19 March 1932 after eight years of construction. Its steel arch spans "
     "503 metres, and the top of the arch stands 134 metres above the harbour. Nearby, the Sydney Opera House was "
     "designed by the Danish architect Jørn Utzon, who won an international competition in 1957. Construction of "
     "the Opera House began in 1959 and it was formally opened by Queen Elizabeth II on 20 October 1973, ten years "
     "later than planned. The final cost was 102 million Australian dollars, compared with an original estimate of "
     "7 million. The Opera House became a UNESCO World Heritage Site in 2007."],
    "The Opera House, designed by Dane Jørn Utzon after he won the 1957 competition, took 14 years to build — "
    "work started in 1959 and the Queen opened it in October 1973, a decade behind schedule. It ended up costing "
    "A$102 million, roughly 20 times the original A$7 million estimate. Just across the water, the Harbour Bridge "
    "had opened more than 40 years earlier, in March 1932, with a steel arch spanning 503 metres.",
    [("The Opera House, designed by Dane Jørn Utzon after he won the 1957 competition",
      "designed by the Danish architect Jørn Utzon, who won an international competition in 1957", 0),
     ("took 14 years to build — work started in 1959 and the Queen opened it in October 1973",
      "Construction of the Opera House began in 1959 and it was formally opened by Queen Elizabeth II on 20 "
      "October 1973", 0),
     ("a decade behind schedule", "ten years later than planned", 0),
     ("It ended up costing A$102 million, roughly 20 times the original A$7 million estimate",
      "The final cost was 102 million Australian dollars, compared with an original estimate of 7 million", 0,
      "contradicted"),
     ("the Harbour Bridge had opened more than 40 years earlier, in March 1932",
      "The Sydney Harbour Bridge opened on 19 March 1932", 0),
     ("with a steel arch spanning 503 metres", "Its steel arch spans 503 metres", 0)],
    wrong="roughly 20 times", right="roughly 15 times (about 14.6)"))

A(I("landmarks_encyclopedia", None, None,
    ["The Golden Gate Bridge in San Francisco opened to traffic on 28 May 1937. Its main span of 1,280 metres made "
     "it the longest suspension bridge span in the world until the Verrazzano-Narrows Bridge in New York opened in "
     "1964 with a span of 1,298 metres. The towers rise 227 metres above the water. The bridge's distinctive "
     "colour, called International Orange, was chosen partly to make it visible in fog. Chief engineer Joseph "
     "Strauss led the project, which cost about 35 million US dollars. Around 112,000 vehicles cross the bridge "
     "each day."],
    "The Golden Gate Bridge opened in May 1937, and for 27 years its 1,280 m main span — about 4,200 feet — was "
    "the longest of any suspension bridge. It lost that record in 1964 to New York's Verrazzano-Narrows Bridge, "
    "whose span is only 18 metres longer. Its towers stand 227 m above the water, and the famous International "
    "Orange paint was picked partly so it would show up in fog.",
    [("The Golden Gate Bridge opened in May 1937", "opened to traffic on 28 May 1937", 0),
     ("for 27 years its 1,280 m main span — about 4,200 feet — was the longest of any suspension bridge",
      "Its main span of 1,280 metres made it the longest suspension bridge span in the world", 0),
     ("It lost that record in 1964 to New York's Verrazzano-Narrows Bridge, whose span is only 18 metres longer",
      "until the Verrazzano-Narrows Bridge in New York opened in 1964 with a span of 1,298 metres", 0),
     ("Its towers stand 227 m above the water", "The towers rise 227 metres above the water", 0),
     ("the famous International Orange paint was picked partly so it would show up in fog",
      "was chosen partly to make it visible in fog", 0)]))

A(I("landmarks_encyclopedia", "wrong_conversion",
    "How tall is the Statue of Liberty?",
    ["The Statue of Liberty was a gift from the people of France to the United States and was dedicated on 28 "
     "October 1886. It was designed by the sculptor Frédéric Auguste Bartholdi, while its internal iron framework "
     "was engineered by Gustave Eiffel. The copper statue measures 46 metres from its base to the tip of the "
     "torch, and 93 metres from the ground to the torch including the pedestal. Its copper skin is only about 2.4 "
     "millimetres thick. Visitors climb 162 steps from the pedestal to reach the crown. The statue was designated "
     "a UNESCO World Heritage Site in 1984."],
    "The Statue of Liberty, France's gift to the United States, was dedicated in October 1886. Bartholdi sculpted "
    "it, and Gustave Eiffel engineered the iron skeleton inside. The copper figure alone is 46 m (about 150 ft) to "
    "the torch tip, and with its pedestal it reaches 93 m — roughly 240 feet — above the ground. Its skin is "
    "remarkably thin, less than a tenth of an inch, and you'll climb 162 steps from the pedestal to the crown.",
    [("The Statue of Liberty, France's gift to the United States, was dedicated in October 1886",
      "was a gift from the people of France to the United States and was dedicated on 28 October 1886", 0),
     ("Bartholdi sculpted it, and Gustave Eiffel engineered the iron skeleton inside",
      "It was designed by the sculptor Frédéric Auguste Bartholdi, while its internal iron framework was engineered "
      "by Gustave Eiffel", 0),
     ("The copper figure alone is 46 m (about 150 ft) to the torch tip",
      "The copper statue measures 46 metres from its base to the tip of the torch", 0),
     ("with its pedestal it reaches 93 m — roughly 240 feet — above the ground",
      "93 metres from the ground to the torch including the pedestal", 0, "contradicted"),
     ("Its skin is remarkably thin, less than a tenth of an inch", "Its copper skin is only about 2.4 millimetres thick", 0),
     ("you'll climb 162 steps from the pedestal to the crown", "Visitors climb 162 steps from the pedestal to reach the crown", 0)],
    wrong="roughly 240 feet", right="about 305 feet"))

A(I("landmarks_encyclopedia", None,
    "How much taller is the Burj Khalifa than the building it replaced as tallest?",
    ["The Burj Khalifa in Dubai has been the world's tallest building since its opening on 4 January 2010. It "
     "stands 828 metres tall and has 163 floors above ground. It took the title from Taipei 101 in Taiwan, which is "
     "508 metres tall and had held the record since 2004. Construction of the Burj Khalifa began in January 2004 "
     "and cost about 1.5 billion US dollars. The building's observation deck on level 148, at 555 metres, was "
     "among the highest in the world when it opened in 2014. The tower was designed by Adrian Smith while at the "
     "architecture firm Skidmore, Owings & Merrill."],
    "By 320 metres. Taipei 101, which had been the record holder since 2004, is 508 m, while the Burj Khalifa "
    "reaches 828 m — over one and a half times as tall. It has been the tallest building in the world since it "
    "opened at the start of 2010, six years after construction began. Adrian Smith designed it during his time "
    "at Skidmore, Owings & Merrill, and the whole project came to around US$1.5 billion.",
    [("By 320 metres", "which is 508 metres tall and had held the record since 2004", 0),
     ("Taipei 101, which had been the record holder since 2004, is 508 m",
      "It took the title from Taipei 101 in Taiwan, which is 508 metres tall", 0),
     ("while the Burj Khalifa reaches 828 m — over one and a half times as tall",
      "It stands 828 metres tall and has 163 floors above ground", 0),
     ("It has been the tallest building in the world since it opened at the start of 2010",
      "has been the world's tallest building since its opening on 4 January 2010", 0),
     ("six years after construction began", "Construction of the Burj Khalifa began in January 2004", 0),
     ("Adrian Smith designed it during his time at Skidmore, Owings & Merrill",
      "designed by Adrian Smith while at the architecture firm Skidmore, Owings & Merrill", 0),
     ("the whole project came to around US$1.5 billion", "cost about 1.5 billion US dollars", 0)]))

A(I("landmarks_encyclopedia", "wrong_rounding", None,
    ["The Colosseum in Rome was commissioned by the emperor Vespasian around AD 72 and completed under his son "
     "Titus in AD 80. It is the largest amphitheatre ever built, measuring 189 metres long and 156 metres wide. "
     "Estimates suggest it could hold between 50,000 and 80,000 spectators. The inaugural games held by Titus "
     "lasted 100 days. About two-thirds of the original structure has been destroyed over the centuries, mainly "
     "by earthquakes and stone robbers. The Colosseum attracted about 7.4 million visitors in 2019."],
    "Vespasian commissioned the Colosseum around AD 72, but it was his son Titus who finished it eight years "
    "later, opening it with games that went on for 100 days. It's the biggest amphitheatre ever built, just over "
    "190 metres long and 156 metres wide, with room for somewhere between 50,000 and 80,000 people. Only about a "
    "third of the original building survives, the rest having been lost mostly to earthquakes and stone thieves. "
    "In 2019 it drew roughly 7.4 million visitors.",
    [("Vespasian commissioned the Colosseum around AD 72", "commissioned by the emperor Vespasian around AD 72", 0),
     ("it was his son Titus who finished it eight years later", "completed under his son Titus in AD 80", 0),
     ("opening it with games that went on for 100 days", "The inaugural games held by Titus lasted 100 days", 0),
     ("It's the biggest amphitheatre ever built", "It is the largest amphitheatre ever built", 0),
     ("just over 190 metres long and 156 metres wide", "measuring 189 metres long and 156 metres wide", 0,
      "contradicted"),
     ("with room for somewhere between 50,000 and 80,000 people", "could hold between 50,000 and 80,000 spectators", 0),
     ("Only about a third of the original building survives, the rest having been lost mostly to earthquakes and "
      "stone thieves", "About two-thirds of the original structure has been destroyed over the centuries, mainly by "
      "earthquakes and stone robbers", 0),
     ("In 2019 it drew roughly 7.4 million visitors", "The Colosseum attracted about 7.4 million visitors in 2019", 0)],
    wrong="just over 190 metres long", right="189 metres long (just under 190)"))

A(I("landmarks_encyclopedia", None,
    "Which was taller, the Chrysler Building or the Empire State Building?",
    ["The Empire State Building in New York was completed in 1931 after just 410 days of construction. At 381 "
     "metres to its roof, it overtook the Chrysler Building, finished the previous year at 319 metres, to become "
     "the world's tallest building. It held that title for nearly 40 years, until the North Tower of the World "
     "Trade Center was topped out in 1970. The building has 102 floors, and its observation deck on the 86th floor "
     "is one of the most visited in the city.",
     "The Chrysler Building, designed by William Van Alen, was completed in May 1930. Its stainless-steel spire was "
     "assembled secretly inside the building and raised into place in about 90 minutes, allowing it to overtake 40 "
     "Wall Street, which reached 283 metres. It was the first man-made structure to stand taller than 1,000 feet. "
     "It remained the tallest building in the world for less than a year."],
    "The Empire State Building, by a clear margin: its roof is at 381 m, 62 m higher than the 319 m Chrysler "
    "Building. The Chrysler had only just claimed the record in May 1930, after its secretly assembled spire was "
    "hoisted into place in about an hour and a half to overtake 40 Wall Street, but it lost the title within a "
    "year when the Empire State was finished in 1931. The Empire State then stayed on top for almost four "
    "decades.",
    [("The Empire State Building, by a clear margin: its roof is at 381 m, 62 m higher than the 319 m Chrysler "
      "Building", "At 381 metres to its roof, it overtook the Chrysler Building, finished the previous year at 319 "
      "metres", 0),
     ("The Chrysler had only just claimed the record in May 1930",
      "The Chrysler Building, designed by William Van Alen, was completed in May 1930", 1),
     ("after its secretly assembled spire was hoisted into place in about an hour and a half to overtake 40 Wall "
      "Street", "Its stainless-steel spire was assembled secretly inside the building and raised into place in "
      "about 90 minutes", 1),
     ("it lost the title within a year when the Empire State was finished in 1931",
      "It remained the tallest building in the world for less than a year", 1),
     ("The Empire State then stayed on top for almost four decades", "It held that title for nearly 40 years", 0)]))

A(I("landmarks_encyclopedia", "number_swap",
    "Tell me about the Big Ben tower.",
    ["The Elizabeth Tower at the north end of the Palace of Westminster was completed in 1859. It is 96 metres "
     "tall, and climbing to the belfry requires 334 steps. The tower was known as the Clock Tower until 2012, when "
     "it was renamed to mark Queen Elizabeth II's Diamond Jubilee. Big Ben, strictly the name of the tower's great "
     "bell, weighs 13.7 tonnes. Each of the four clock dials is 7 metres in diameter, and the minute hands are 4.2 "
     "metres long. A major conservation project kept the bell largely silent from August 2017 until November "
     "2022."],
    "The tower — officially the Clock Tower until it was renamed Elizabeth Tower for the Queen's Diamond Jubilee "
    "in 2012 — was finished in 1859 and rises 96 metres, with 343 steps up to the belfry. Strictly speaking, Big "
    "Ben is the great bell inside, which weighs 13.7 tonnes. The four clock faces are each 7 m across. The bell "
    "was mostly silent for more than five years, from August 2017 to November 2022, during conservation work.",
    [("officially the Clock Tower until it was renamed Elizabeth Tower for the Queen's Diamond Jubilee in 2012",
      "The tower was known as the Clock Tower until 2012, when it was renamed to mark Queen Elizabeth II's Diamond "
      "Jubilee", 0),
     ("was finished in 1859", "Palace of Westminster was completed in 1859", 0),
     ("rises 96 metres", "It is 96 metres tall", 0),
     ("with 343 steps up to the belfry", "climbing to the belfry requires 334 steps", 0, "contradicted"),
     ("Strictly speaking, Big Ben is the great bell inside, which weighs 13.7 tonnes",
      "Big Ben, strictly the name of the tower's great bell, weighs 13.7 tonnes", 0),
     ("The four clock faces are each 7 m across", "Each of the four clock dials is 7 metres in diameter", 0),
     ("The bell was mostly silent for more than five years, from August 2017 to November 2022, during conservation "
      "work", "A major conservation project kept the bell largely silent from August 2017 until November 2022", 0)],
    wrong="343 steps", right="334 steps"))

# ---------------------------------------------------------------- energy_bills
A(I("energy_bills", None,
    "Why do I owe money on my electricity bill?",
    ["Your electricity bill for 1 January to 31 March 2025. Meter readings: previous 18,420 kWh (actual), current "
     "19,530 kWh (actual). Unit rate: 24.50p per kWh. Standing charge: 53.68p per day for 90 days. Total before "
     "VAT: £320.26. VAT at 5%: £16.01. Total charges: £336.27. Your Direct Debit of £105 a month has covered £315 "
     "of this, so your account is now £21.27 in debit."],
    "You used 1,110 kWh over the three months to the end of March, which at 24.5p a unit comes to about £272; the "
    "daily standing charge added another £48 or so for the 90 days. With 5% VAT the bill is £336.27, but your "
    "three £105 Direct Debit payments only covered £315, so you're £21.27 short. Both meter readings were actual "
    "readings, not estimates.",
    [("You used 1,110 kWh over the three months to the end of March",
      "previous 18,420 kWh (actual), current 19,530 kWh (actual)", 0),
     ("which at 24.5p a unit comes to about £272", "Unit rate: 24.50p per kWh", 0),
     ("the daily standing charge added another £48 or so for the 90 days",
      "Standing charge: 53.68p per day for 90 days", 0),
     ("With 5% VAT the bill is £336.27", "Total charges: £336.27", 0),
     ("your three £105 Direct Debit payments only covered £315, so you're £21.27 short",
      "Your Direct Debit of £105 a month has covered £315 of this, so your account is now £21.27 in debit", 0),
     ("Both meter readings were actual readings, not estimates",
      "previous 18,420 kWh (actual), current 19,530 kWh (actual)", 0)]))

A(I("energy_bills", "wrong_conversion",
    "How do they get kWh from my gas meter reading?",
    ["How we calculate your gas bill. Your gas meter measures volume in cubic metres. To convert this to "
     "kilowatt-hours, we multiply the volume by a volume correction factor of 1.02264 and by the calorific value, "
     "currently 39.2, and then divide by 3.6. This quarter you used 210 cubic metres of gas, which equals 2,338 "
     "kWh. Gas is charged at 6.24p per kWh, and the standing charge is 31.65p per day. If you cannot provide a "
     "reading, we will estimate your usage."],
    "Because your meter measures cubic metres, the supplier converts the reading to kilowatt-hours: the volume is "
    "multiplied by a correction factor of 1.02264 and by the calorific value, currently 39.2, then divided by 3.6. "
    "For the 210 m³ you used this quarter, that works out at about 8,418 kWh. Each kWh costs 6.24p, and there's a "
    "standing charge of 31.65p a day on top.",
    [("Because your meter measures cubic metres, the supplier converts the reading to kilowatt-hours",
      "Your gas meter measures volume in cubic metres", 0),
     ("the volume is multiplied by a correction factor of 1.02264 and by the calorific value, currently 39.2, then "
      "divided by 3.6", "we multiply the volume by a volume correction factor of 1.02264 and by the calorific "
      "value, currently 39.2, and then divide by 3.6", 0),
     ("For the 210 m³ you used this quarter, that works out at about 8,418 kWh",
      "This quarter you used 210 cubic metres of gas, which equals 2,338 kWh", 0, "contradicted"),
     ("Each kWh costs 6.24p, and there's a standing charge of 31.65p a day on top",
      "Gas is charged at 6.24p per kWh, and the standing charge is 31.65p per day", 0)],
    wrong="about 8,418 kWh", right="2,338 kWh"))

A(I("energy_bills", None, None,
    ["Ofgem announcement, 23 August 2024. The energy price cap will rise by 10% from 1 October 2024. For a typical "
     "household paying by Direct Debit, annual dual-fuel bills will increase from £1,568 to £1,717. The "
     "electricity unit rate will be capped at 24.50p per kWh and the gas unit rate at 6.24p per kWh. Standing "
     "charges will be 60.99p per day for electricity and 31.66p per day for gas. The cap will next be reviewed "
     "for January to March 2025."],
    "From 1 October 2024 the price cap goes up by 10%, which adds £149 a year — about £12.40 a month — to a "
    "typical dual-fuel bill paid by Direct Debit, taking it to £1,717. Electricity will cost no more than 24.5p "
    "per kWh and gas 6.24p, while the daily standing charges are just under 61p for electricity and about 32p for "
    "gas. The next review covers the first quarter of 2025.",
    [("From 1 October 2024 the price cap goes up by 10%", "The energy price cap will rise by 10% from 1 October 2024", 0),
     ("which adds £149 a year — about £12.40 a month — to a typical dual-fuel bill paid by Direct Debit, taking it "
      "to £1,717", "annual dual-fuel bills will increase from £1,568 to £1,717", 0),
     ("Electricity will cost no more than 24.5p per kWh and gas 6.24p",
      "The electricity unit rate will be capped at 24.50p per kWh and the gas unit rate at 6.24p per kWh", 0),
     ("the daily standing charges are just under 61p for electricity and about 32p for gas",
      "Standing charges will be 60.99p per day for electricity and 31.66p per day for gas", 0),
     ("The next review covers the first quarter of 2025",
      "The cap will next be reviewed for January to March 2025", 0)]))

A(I("energy_bills", "wrong_rounding",
    "How much did my solar panels earn this summer?",
    ["Smart Export Guarantee statement, April to September 2024. Your solar panels generated 2,946 kWh over the six "
     "months. Of this, 1,214 kWh was exported to the grid and paid at 15p per kWh, earning you £182.10. The "
     "remaining 1,732 kWh was used in your home, saving you an estimated £424.34 at your import rate of 24.5p. "
     "Payment will be made to your bank account by 31 October. Your panels' output was 4% higher than in the same "
     "period last year."],
    "Over April to September your panels produced 2,946 kWh. You sent 1,214 kWh to the grid, which earned you "
    "just over £190 at 15p a unit, and used the other 1,732 kWh yourself, saving around £424 on electricity you'd "
    "otherwise have bought at 24.5p. Altogether that's worth roughly £606 to you for the six months. The export "
    "payment should be in your account by the end of October.",
    [("Over April to September your panels produced 2,946 kWh",
      "Your solar panels generated 2,946 kWh over the six months", 0),
     ("You sent 1,214 kWh to the grid, which earned you just over £190 at 15p a unit",
      "1,214 kWh was exported to the grid and paid at 15p per kWh, earning you £182.10", 0, "contradicted"),
     ("used the other 1,732 kWh yourself, saving around £424 on electricity you'd otherwise have bought at 24.5p",
      "The remaining 1,732 kWh was used in your home, saving you an estimated £424.34 at your import rate of 24.5p", 0),
     ("Altogether that's worth roughly £606 to you for the six months", "earning you £182.10", 0),
     ("The export payment should be in your account by the end of October",
      "Payment will be made to your bank account by 31 October", 0)],
    wrong="just over £190", right="£182.10"))

A(I("energy_bills", None,
    "Which tariff is cheaper if I use 2,700 kWh of electricity a year?",
    ["Tariff A — Standard Variable. Electricity unit rate: 24.50p per kWh. Standing charge: 60.99p per day. No exit "
     "fees. Prices can change when the price cap changes.",
     "Tariff B — Fixed 12 months. Electricity unit rate: 22.10p per kWh. Standing charge: 65.40p per day. Exit fee: "
     "£75 if you leave before the end of the fixed term. Prices are fixed for 12 months from your start date."],
    "Tariff B, the 12-month fix, by roughly £49 a year. At 2,700 kWh, A would cost about £884 (£661.50 for the "
    "units plus around £223 in standing charges), while B comes to about £835, because its cheaper 22.1p unit "
    "rate outweighs a standing charge that's about 4.4p a day higher. Bear in mind that B charges £75 if you leave "
    "before the year is up, whereas A has no exit fee but can go up or down with the price cap.",
    [("Tariff B, the 12-month fix, by roughly £49 a year", "Electricity unit rate: 22.10p per kWh", 1),
     ("At 2,700 kWh, A would cost about £884 (£661.50 for the units plus around £223 in standing charges)",
      "Electricity unit rate: 24.50p per kWh", 0),
     ("while B comes to about £835", "Standing charge: 65.40p per day", 1),
     ("because its cheaper 22.1p unit rate outweighs a standing charge that's about 4.4p a day higher",
      "Electricity unit rate: 22.10p per kWh", 1),
     ("B charges £75 if you leave before the year is up", "Exit fee: £75 if you leave before the end of the fixed term", 1),
     ("A has no exit fee but can go up or down with the price cap", "Prices can change when the price cap changes", 0)]))

A(I("energy_bills", "number_swap", None,
    ["Warm Home Discount Scheme 2024 to 2025. Eligible households will receive a one-off discount of £150 on their "
     "electricity bill between October 2024 and March 2025. You qualify automatically if you receive the "
     "Guarantee Credit element of Pension Credit, or if you are on a low income and have high energy costs. Around "
     "3 million households are expected to benefit. The discount does not affect your Cold Weather Payments or "
     "Winter Fuel Payment. If you use a prepayment meter, you will receive a voucher to top up your meter instead."],
    "Qualifying households get £140 knocked off their electricity bill once, at some point between October 2024 "
    "and March 2025. If you get the Guarantee Credit part of Pension Credit you'll be included without applying, "
    "and the same goes for people on low incomes with high energy costs. It won't reduce any Cold Weather "
    "Payments or your Winter Fuel Payment, and prepayment customers get a top-up voucher instead. Roughly 3 "
    "million homes should benefit.",
    [("Qualifying households get £140 knocked off their electricity bill once",
      "Eligible households will receive a one-off discount of £150 on their electricity bill", 0, "contradicted"),
     ("at some point between October 2024 and March 2025", "between October 2024 and March 2025", 0),
     ("If you get the Guarantee Credit part of Pension Credit you'll be included without applying",
      "You qualify automatically if you receive the Guarantee Credit element of Pension Credit", 0),
     ("the same goes for people on low incomes with high energy costs",
      "or if you are on a low income and have high energy costs", 0),
     ("It won't reduce any Cold Weather Payments or your Winter Fuel Payment",
      "The discount does not affect your Cold Weather Payments or Winter Fuel Payment", 0),
     ("prepayment customers get a top-up voucher instead", "you will receive a voucher to top up your meter instead", 0),
     ("Roughly 3 million homes should benefit", "Around 3 million households are expected to benefit", 0)],
    wrong="£140", right="£150"))

A(I("energy_bills", None,
    "What costs more, running the heater for an evening or using the tumble dryer?",
    ["Energy-saving tips from Brightwell Energy. A 2 kW electric heater running for five hours uses 10 kWh of "
     "electricity. Tumble dryers typically use around 4.5 kWh per cycle, while drying clothes on a line costs "
     "nothing. Switching from halogen bulbs to LEDs can cut lighting energy use by up to 80%. Turning your "
     "thermostat down by 1°C can reduce heating bills by around 10%. Appliances left on standby can add up to £55 a "
     "year to the average bill. All figures are based on a unit rate of 24.5p per kWh."],
    "The heater, by quite a bit. A 2 kW heater on for five hours uses 10 kWh, which at 24.5p a unit is £2.45, "
    "whereas a tumble-dryer cycle is about 4.5 kWh, or roughly £1.10 — less than half as much. Hanging the washing "
    "out is free, of course. Knocking the thermostat down a degree could also trim your heating bills by around a "
    "tenth.",
    [("The heater, by quite a bit", "A 2 kW electric heater running for five hours uses 10 kWh of electricity", 0),
     ("A 2 kW heater on for five hours uses 10 kWh, which at 24.5p a unit is £2.45",
      "A 2 kW electric heater running for five hours uses 10 kWh of electricity", 0),
     ("whereas a tumble-dryer cycle is about 4.5 kWh, or roughly £1.10 — less than half as much",
      "Tumble dryers typically use around 4.5 kWh per cycle", 0),
     ("Hanging the washing out is free", "drying clothes on a line costs nothing", 0),
     ("Knocking the thermostat down a degree could also trim your heating bills by around a tenth",
      "Turning your thermostat down by 1°C can reduce heating bills by around 10%", 0)]))

A(I("energy_bills", "date_swap",
    "What happens next with my switch to Verdant?",
    ["Confirmation of your switch to Verdant Energy. Your switch will complete on 14 November 2024, and Verdant will "
     "supply your gas and electricity from that date. Please take meter readings on the switch date and submit "
     "them within five days. Your previous supplier will send a final bill within six weeks of the switch date. A "
     "smart meter installation has been booked for Tuesday 3 December between 08:00 and 12:00. You have 14 days "
     "from today, 31 October, to cancel the switch without charge."],
    "Verdant will take over both your gas and electricity on 14 November 2024. Read your meters that day and send "
    "the readings within five days; your old supplier's final bill should follow within six weeks. A smart meter "
    "engineer is booked for the morning of 3 November, between 8 and noon. If you change your mind, you can cancel "
    "free of charge up to 14 November, two weeks from the 31 October confirmation.",
    [("Verdant will take over both your gas and electricity on 14 November 2024",
      "Your switch will complete on 14 November 2024, and Verdant will supply your gas and electricity from that "
      "date", 0),
     ("Read your meters that day and send the readings within five days",
      "Please take meter readings on the switch date and submit them within five days", 0),
     ("your old supplier's final bill should follow within six weeks",
      "Your previous supplier will send a final bill within six weeks of the switch date", 0),
     ("A smart meter engineer is booked for the morning of 3 November, between 8 and noon",
      "A smart meter installation has been booked for Tuesday 3 December between 08:00 and 12:00", 0,
      "contradicted"),
     ("you can cancel free of charge up to 14 November, two weeks from the 31 October confirmation",
      "You have 14 days from today, 31 October, to cancel the switch without charge", 0)],
    wrong="3 November", right="Tuesday 3 December"))

# ---------------------------------------------------------------- elections
A(I("elections", None,
    "Who won the Thornbury East by-election?",
    ["Declaration of result, Thornbury East ward by-election, 6 March 2025. Sarah Okonjo (Green Party): 1,284 "
     "votes. David Kemp (Conservative): 1,047 votes. Imran Sheikh (Labour): 912 votes. Paula Reid (Liberal "
     "Democrat): 318 votes. Rejected ballots: 14. Turnout: 27.9%. Sarah Okonjo was duly elected. The by-election "
     "was called following the resignation of Councillor Mark Ellis."],
    "The Green candidate, Sarah Okonjo, took the seat with 1,284 votes, 237 ahead of the Conservative, David Kemp. "
    "Labour's Imran Sheikh came third on 912, and the Lib Dems' Paula Reid trailed on 318. Okonjo's share was "
    "about 36% of the valid vote, on a low turnout of just under 28%. The contest was held because Mark Ellis had "
    "resigned as a councillor.",
    [("The Green candidate, Sarah Okonjo, took the seat with 1,284 votes", "Sarah Okonjo (Green Party): 1,284 votes", 0),
     ("237 ahead of the Conservative, David Kemp", "David Kemp (Conservative): 1,047 votes", 0),
     ("Labour's Imran Sheikh came third on 912", "Imran Sheikh (Labour): 912 votes", 0),
     ("the Lib Dems' Paula Reid trailed on 318", "Paula Reid (Liberal Democrat): 318 votes", 0),
     ("Okonjo's share was about 36% of the valid vote", "Sarah Okonjo (Green Party): 1,284 votes", 0),
     ("on a low turnout of just under 28%", "Turnout: 27.9%", 0),
     ("The contest was held because Mark Ellis had resigned as a councillor",
      "called following the resignation of Councillor Mark Ellis", 0)]))

A(I("elections", "wrong_rounding", None,
    ["Official results summary, general election of 12 June. Of 4,812,300 registered voters, 3,151,900 cast a "
     "ballot, a turnout of 65.5%, down from 71.2% at the previous election. The Social Democrats won 58 of the 150 "
     "seats, the National Alliance 49, the Greens 21 and independents and smaller parties 22. No party won the 76 "
     "seats needed for a majority. The Social Democrats' share of the vote was 34.8%, and the National Alliance's "
     "31.2%. Coalition talks are expected to begin on 16 June."],
    "Just over 3.2 million people voted, a turnout of 65.5% — nearly six points lower than last time. The Social "
    "Democrats came first with 58 of the 150 seats, 18 short of a majority, ahead of the National Alliance on 49; "
    "the Greens took 21 and smaller parties and independents the remaining 22. Coalition negotiations are due to "
    "start four days after polling day.",
    [("Just over 3.2 million people voted", "Of 4,812,300 registered voters, 3,151,900 cast a ballot", 0, "contradicted"),
     ("a turnout of 65.5% — nearly six points lower than last time",
      "a turnout of 65.5%, down from 71.2% at the previous election", 0),
     ("The Social Democrats came first with 58 of the 150 seats", "The Social Democrats won 58 of the 150 seats", 0),
     ("18 short of a majority", "No party won the 76 seats needed for a majority", 0),
     ("ahead of the National Alliance on 49", "the National Alliance 49", 0),
     ("the Greens took 21 and smaller parties and independents the remaining 22",
      "the Greens 21 and independents and smaller parties 22", 0),
     ("Coalition negotiations are due to start four days after polling day",
      "Coalition talks are expected to begin on 16 June", 0)],
    wrong="Just over 3.2 million", right="just under 3.2 million (3,151,900)"))

A(I("elections", None,
    "I haven't registered yet — how long do I have for the May election?",
    ["How to vote in the mayoral election on Thursday 1 May 2025. Polling stations are open from 7am to 10pm. You "
     "must register to vote by midnight on Monday 14 April. Applications for a postal vote must reach the "
     "electoral registration office by 5pm on Tuesday 15 April. The deadline for proxy vote applications is 5pm on "
     "Wednesday 23 April. Voters must show an accepted form of photo ID at the polling station; if you do not have "
     "one, you can apply for a free Voter Authority Certificate by 5pm on Wednesday 23 April."],
    "You've got until midnight on Monday 14 April to register, which is two and a half weeks before the 1 May vote. "
    "If you'd like to vote by post, your application has to arrive the next day, by 5pm on the 15th; proxy "
    "applications can go in up to eight days later, by 5pm on 23 April. Remember to bring photo ID on the day — if "
    "you don't have any, you can apply for a free Voter Authority Certificate, again by 5pm on the 23rd. On the day "
    "itself, you can vote any time between 7 in the morning and 10 at night.",
    [("You've got until midnight on Monday 14 April to register",
      "You must register to vote by midnight on Monday 14 April", 0),
     ("which is two and a half weeks before the 1 May vote",
      "How to vote in the mayoral election on Thursday 1 May 2025", 0),
     ("If you'd like to vote by post, your application has to arrive the next day, by 5pm on the 15th",
      "Applications for a postal vote must reach the electoral registration office by 5pm on Tuesday 15 April", 0),
     ("proxy applications can go in up to eight days later, by 5pm on 23 April",
      "The deadline for proxy vote applications is 5pm on Wednesday 23 April", 0),
     ("Remember to bring photo ID on the day", "Voters must show an accepted form of photo ID at the polling station", 0),
     ("if you don't have any, you can apply for a free Voter Authority Certificate, again by 5pm on the 23rd",
      "you can apply for a free Voter Authority Certificate by 5pm on Wednesday 23 April", 0),
     ("you can vote any time between 7 in the morning and 10 at night", "Polling stations are open from 7am to 10pm", 0)]))

A(I("elections", "number_swap",
    "What was the result of the Ardmore bin referendum?",
    ["Result of the Ardmore Council referendum on moving to fortnightly bin collections, held on 20 September. "
     "Votes in favour: 18,406 (54.3%). Votes against: 15,492 (45.7%). Turnout was 41.8% of the 81,100 registered "
     "electors. The council said the result is advisory but that it would implement the change from April next "
     "year. Opponents had argued that fortnightly collections would lead to more fly-tipping."],
    "Residents voted for fortnightly collections, by 18,406 votes to 15,492 — a margin of 2,914, or 54.3% to "
    "45.7%. Turnout was fairly low, at 44.8% of the 81,100 people registered. The vote isn't binding, but the "
    "council says it will bring in the change from next April anyway. Those against had warned it would mean more "
    "fly-tipping.",
    [("Residents voted for fortnightly collections, by 18,406 votes to 15,492", "Votes in favour: 18,406 (54.3%)", 0),
     ("a margin of 2,914, or 54.3% to 45.7%", "Votes against: 15,492 (45.7%)", 0),
     ("Turnout was fairly low, at 44.8% of the 81,100 people registered",
      "Turnout was 41.8% of the 81,100 registered electors", 0, "contradicted"),
     ("The vote isn't binding, but the council says it will bring in the change from next April anyway",
      "the result is advisory but that it would implement the change from April next year", 0),
     ("Those against had warned it would mean more fly-tipping",
      "Opponents had argued that fortnightly collections would lead to more fly-tipping", 0)],
    wrong="44.8%", right="41.8%"))

A(I("elections", None,
    "Is the current Westvale mayor likely to win again?",
    ["Candidates for the Westvale mayoral election, 1 May 2025. Four candidates have been validly nominated: Helen "
     "Brooks (Labour), the current mayor, first elected in 2021; Tom Adeyemi (Conservative), a former council "
     "leader; Rachel Ng (Green); and Simon Carter (Reform UK). The mayor is elected by first-past-the-post. The "
     "mayor's annual salary is £79,500.",
     "Westvale Mayoral Poll, fieldwork 7–10 April 2025, 1,020 adults. Brooks 38%, Adeyemi 29%, Carter 17%, Ng 12%, "
     "others/undecided 4%. Compared with the previous poll in January, Brooks is down 3 points and Carter up 5. "
     "The margin of error is plus or minus 3 percentage points."],
    "Helen Brooks, Labour's incumbent since 2021, is ahead in the latest poll on 38%, nine points clear of former "
    "council leader Tom Adeyemi for the Conservatives. That lead is comfortably larger than the poll's three-point "
    "margin of error, though she has slipped from 41% in January. Reform UK's Simon Carter has climbed to 17% from "
    "12% and now sits ahead of the Green candidate, Rachel Ng, on 12%. Voting uses first-past-the-post.",
    [("Helen Brooks, Labour's incumbent since 2021",
      "Helen Brooks (Labour), the current mayor, first elected in 2021", 0),
     ("is ahead in the latest poll on 38%, nine points clear of former council leader Tom Adeyemi for the "
      "Conservatives", "Brooks 38%, Adeyemi 29%", 1),
     ("That lead is comfortably larger than the poll's three-point margin of error",
      "The margin of error is plus or minus 3 percentage points", 1),
     ("though she has slipped from 41% in January",
      "Compared with the previous poll in January, Brooks is down 3 points", 1),
     ("Reform UK's Simon Carter has climbed to 17% from 12%", "Brooks is down 3 points and Carter up 5", 1),
     ("now sits ahead of the Green candidate, Rachel Ng, on 12%", "Carter 17%, Ng 12%", 1),
     ("Voting uses first-past-the-post", "The mayor is elected by first-past-the-post", 0)]))

A(I("elections", "date_swap",
    "When did women in the UK get equal voting rights?",
    ["The Representation of the People Act 1928 gave women in the United Kingdom the vote on the same terms as men, "
     "lowering the voting age for women from 30 to 21. It received royal assent on 2 July 1928. Ten years earlier, "
     "the Representation of the People Act 1918 had given the vote to women over 30 who met a property "
     "qualification, as well as to almost all men over 21. The first general election held under the 1928 Act "
     "took place on 30 May 1929 and became known as the 'flapper election'. The voting age for everyone was "
     "lowered to 18 by the Representation of the People Act 1969."],
    "Women got the vote on equal terms with men through the Representation of the People Act 1928, which became law "
    "on 2 July that year and cut the voting age for women from 30 to 21. A decade before, the 1918 Act had "
    "enfranchised women over 30 who met a property test, along with nearly all men aged over 21. The first general "
    "election under the new rules, in May 1928, was nicknamed the 'flapper election'. The age limit came down to "
    "18 for everyone under a 1969 Act.",
    [("Women got the vote on equal terms with men through the Representation of the People Act 1928",
      "gave women in the United Kingdom the vote on the same terms as men", 0),
     ("which became law on 2 July that year", "It received royal assent on 2 July 1928", 0),
     ("cut the voting age for women from 30 to 21", "lowering the voting age for women from 30 to 21", 0),
     ("A decade before, the 1918 Act had enfranchised women over 30 who met a property test, along with nearly all "
      "men aged over 21", "the Representation of the People Act 1918 had given the vote to women over 30 who met a "
      "property qualification", 0),
     ("The first general election under the new rules, in May 1928, was nicknamed the 'flapper election'",
      "The first general election held under the 1928 Act took place on 30 May 1929", 0, "contradicted"),
     ("The age limit came down to 18 for everyone under a 1969 Act",
      "The voting age for everyone was lowered to 18 by the Representation of the People Act 1969", 0)],
    wrong="in May 1928", right="30 May 1929"))

A(I("elections", None, None,
    ["Results of the Kingsford City Council election, 2 May 2024. All 60 seats were contested. Labour won 27 seats "
     "(down 4), the Liberal Democrats 18 (up 6), the Conservatives 9 (down 5) and the Greens 6 (up 3). No party has "
     "overall control; 31 seats are needed for a majority. Labour remains the largest party, and its group leader, "
     "Angela Foster, said she would seek an agreement with the Liberal Democrats. Turnout was 33.6%."],
    "Labour lost its majority on Kingsford City Council in May 2024: it dropped from 31 seats to 27, four short of "
    "the 31 needed, though it's still the biggest group. The Lib Dems gained the most, rising to 18, while the "
    "Conservatives fell back to 9 and the Greens doubled their seats to 6. Labour leader Angela Foster wants to "
    "strike a deal with the Lib Dems. Only about a third of voters turned out.",
    [("Labour lost its majority on Kingsford City Council in May 2024", "Labour won 27 seats (down 4)", 0),
     ("it dropped from 31 seats to 27, four short of the 31 needed",
      "No party has overall control; 31 seats are needed for a majority", 0),
     ("though it's still the biggest group", "Labour remains the largest party", 0),
     ("The Lib Dems gained the most, rising to 18", "the Liberal Democrats 18 (up 6)", 0),
     ("the Conservatives fell back to 9", "the Conservatives 9 (down 5)", 0),
     ("the Greens doubled their seats to 6", "the Greens 6 (up 3)", 0),
     ("Labour leader Angela Foster wants to strike a deal with the Lib Dems",
      "its group leader, Angela Foster, said she would seek an agreement with the Liberal Democrats", 0),
     ("Only about a third of voters turned out", "Turnout was 33.6%", 0)]))

A(I("elections", "name_swap",
    "Who is the new leader of the Liberal Reform Party?",
    ["The Liberal Reform Party announced the result of its leadership contest on 8 October. Members elected Fiona "
     "Marsh as leader with 61% of the vote in the final round, defeating Owen Pritchard, who received 39%. Ravi "
     "Mehta was eliminated in the first round. Turnout among the party's 92,000 members was 74%. Marsh replaces "
     "Gordon Haley, who stood down after the party lost 12 seats at the general election. She becomes the party's "
     "first female leader."],
    "Fiona Marsh won the Liberal Reform leadership, taking 61% in the final round to Owen Pritchard's 39% — a "
    "22-point margin — after Ravi Mehta dropped out in round one. About three-quarters of the 92,000 members "
    "voted. She takes over from Ravi Mehta, who resigned after the party lost 12 seats at the general election, "
    "and she's the first woman to lead it.",
    [("Fiona Marsh won the Liberal Reform leadership", "Members elected Fiona Marsh as leader", 0),
     ("taking 61% in the final round to Owen Pritchard's 39% — a 22-point margin",
      "with 61% of the vote in the final round, defeating Owen Pritchard, who received 39%", 0),
     ("after Ravi Mehta dropped out in round one", "Ravi Mehta was eliminated in the first round", 0),
     ("About three-quarters of the 92,000 members voted", "Turnout among the party's 92,000 members was 74%", 0),
     ("She takes over from Ravi Mehta, who resigned after the party lost 12 seats at the general election",
      "Marsh replaces Gordon Haley, who stood down after the party lost 12 seats at the general election", 0,
      "contradicted"),
     ("she's the first woman to lead it", "She becomes the party's first female leader", 0)],
    wrong="She takes over from Ravi Mehta", right="Gordon Haley"))
