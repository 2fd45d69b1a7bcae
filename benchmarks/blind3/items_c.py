from common import F, P

# ---------------------------------------------------------------- shipping_and_returns
SHIP_F = [
F("I'm ordering £22 of books. What will delivery cost?",
  "Delivery options from Pemberton Books (UK orders). Standard delivery takes 3–5 working days and costs £2.99, free "
  "on orders over £25. Express delivery takes 1–2 working days and costs £5.99. Next-day delivery costs £8.49 if "
  "ordered before 14:00 Monday to Thursday. Orders over 2 kg are sent by courier with a surcharge of £3. Deliveries "
  "to the Scottish Highlands and islands may take 2 extra days.",
  "At £22 your order is £3 short of the £25 threshold for free standard delivery, so standard shipping would add "
  "£2.99, bringing the total to £24.99, and take three to five working days. Express gets it to you in one or two "
  "working days for £5.99, or you can pay £8.49 for next-day delivery if you order before 2 pm, Monday to Thursday. "
  "If the parcel weighs more than 2 kg (about 4.4 lb), it goes by courier with an extra £3 added.",
  [("At £22 your order is £3 short of the £25 threshold for free standard delivery",
    "costs £2.99, free on orders over £25"),
   ("standard shipping would add £2.99, bringing the total to £24.99, and take three to five working days",
    "Standard delivery takes 3–5 working days and costs £2.99"),
   ("Express gets it to you in one or two working days for £5.99",
    "Express delivery takes 1–2 working days and costs £5.99"),
   ("you can pay £8.49 for next-day delivery if you order before 2 pm, Monday to Thursday",
    "Next-day delivery costs £8.49 if ordered before 14:00 Monday to Thursday"),
   ("If the parcel weighs more than 2 kg (about 4.4 lb), it goes by courier with an extra £3 added",
    "Orders over 2 kg are sent by courier with a surcharge of £3")]),

F("How much would it cost to send a 4 kg parcel with Hartley Post?",
  "Parcel rates, Hartley Post, valid from 1 April 2025. A small parcel (up to 2 kg, max 45 × 35 × 16 cm) costs £4.20 "
  "with 48-hour delivery or £5.60 with 24-hour delivery. A medium parcel (up to 10 kg, max 61 × 46 × 46 cm) costs "
  "£7.90 with 48-hour delivery or £9.80 with 24-hour delivery. Tracking is included on all parcels. Compensation for "
  "loss is up to £25 as standard; extra cover up to £250 costs £1.50.",
  "At 4 kg your parcel is over the 2 kg small-parcel limit, so it would go as a medium parcel. That costs £7.90 on "
  "the 48-hour service or £9.80 if you want it there in 24 hours, a £1.90 difference. Tracking comes as standard, and "
  "cover for loss is £25 unless you pay £1.50 to raise it to as much as £250, which would make the 48-hour option "
  "£9.40.",
  [("At 4 kg your parcel is over the 2 kg small-parcel limit, so it would go as a medium parcel",
    "A medium parcel (up to 10 kg, max 61 × 46 × 46 cm)"),
   ("That costs £7.90 on the 48-hour service or £9.80 if you want it there in 24 hours, a £1.90 difference",
    "costs £7.90 with 48-hour delivery or £9.80 with 24-hour delivery"),
   ("Tracking comes as standard", "Tracking is included on all parcels"),
   ("cover for loss is £25 unless you pay £1.50 to raise it to as much as £250",
    "Compensation for loss is up to £25 as standard; extra cover up to £250 costs £1.50"),
   ("which would make the 48-hour option £9.40", "extra cover up to £250 costs £1.50")]),

F("I opened a £240 pair of headphones 10 days ago and don't like them. Can I return them?",
  "Returns and refunds, VoltMart. Unopened electronics can be returned within 30 days of purchase for a full refund. "
  "Opened items that are not faulty can be returned within 14 days but are subject to a 15% restocking fee. Faulty "
  "items can be returned within 12 months for a repair, replacement or refund. Mobile phones must be returned with "
  "the SIM removed and the device reset. The original receipt or order number is required for all returns.",
  "Yes, you're still inside the 14-day window for opened items that aren't faulty. You will be charged a 15% "
  "restocking fee, though, which on £240 comes to £36, so you'd get £204 back. Have your receipt or order number "
  "ready, as you'll need it for any return.",
  [("you're still inside the 14-day window for opened items that aren't faulty",
    "Opened items that are not faulty can be returned within 14 days"),
   ("You will be charged a 15% restocking fee, though, which on £240 comes to £36, so you'd get £204 back",
    "are subject to a 15% restocking fee"),
   ("Have your receipt or order number ready, as you'll need it for any return",
    "The original receipt or order number is required for all returns")]),

F("My order is 7.5 kg. Who will deliver it, and when?",
  "Which courier will deliver my order? Orders under 5 kg are delivered by Swiftline; heavier orders go with "
  "Norrcargo. Swiftline delivers Monday to Saturday between 7:00 and 21:00 and sends a one-hour delivery window by "
  "text on the morning of delivery. Norrcargo delivers Monday to Friday between 8:00 and 18:00 and gives a four-hour "
  "window. If you miss a Swiftline delivery, your parcel goes to a nearby pickup point for 7 days; Norrcargo attempts "
  "delivery twice before returning the parcel to us.",
  "At 7.5 kg your order is over the 5 kg limit for Swiftline, so it will come with Norrcargo. They deliver on "
  "weekdays only, between 8 am and 6 pm, and will give you a four-hour slot, four times as long as Swiftline's "
  "one-hour window. If you're out, they'll try once more before sending the parcel back to the shop.",
  [("At 7.5 kg your order is over the 5 kg limit for Swiftline, so it will come with Norrcargo",
    "Orders under 5 kg are delivered by Swiftline; heavier orders go with Norrcargo"),
   ("They deliver on weekdays only, between 8 am and 6 pm", "Norrcargo delivers Monday to Friday between 8:00 and 18:00"),
   ("will give you a four-hour slot, four times as long as Swiftline's one-hour window",
    "and gives a four-hour window"),
   ("If you're out, they'll try once more before sending the parcel back to the shop",
    "Norrcargo attempts delivery twice before returning the parcel to us")]),

F("If I order a £7 item at 4 pm on Monday, when can I collect it?",
  "Click & Collect at Tanner's Hardware. Orders placed by 15:00 are ready to collect from 10:00 the next day; later "
  "orders are ready from 10:00 two days later. You will receive an email when your order is ready. Orders are held "
  "for 10 days, after which they are cancelled and refunded. Collection is free for orders over £10; a £1.50 charge "
  "applies below this. Bring your order email and photo ID when collecting.",
  "Because 4 pm is after the 3 pm cut-off, your order won't be ready on Tuesday but from 10 am on Wednesday, and "
  "you'll get an email once it is. As it's under £10, there's a £1.50 collection charge, bringing the total to "
  "£8.50. It'll be held for 10 days before being cancelled and refunded, and you'll need to show the order email "
  "plus photo ID.",
  [("Because 4 pm is after the 3 pm cut-off, your order won't be ready on Tuesday but from 10 am on Wednesday",
    "later orders are ready from 10:00 two days later"),
   ("you'll get an email once it is", "You will receive an email when your order is ready"),
   ("As it's under £10, there's a £1.50 collection charge, bringing the total to £8.50",
    "Collection is free for orders over £10; a £1.50 charge applies below this"),
   ("It'll be held for 10 days before being cancelled and refunded",
    "Orders are held for 10 days, after which they are cancelled and refunded"),
   ("you'll need to show the order email plus photo ID", "Bring your order email and photo ID when collecting")]),
]

SHIP_P = [
# negation
P("What is Fernhill's returns policy?",
  "Returns policy, Fernhill Outdoor. You may return most items within 30 days of delivery for a full refund, "
  "provided they are unused and in their original packaging. Returns are free for UK customers using the prepaid "
  "label included in the parcel. Sale items can be returned for a refund within 14 days. Personalised items and "
  "opened socks and underwear cannot be returned unless faulty. Refunds are issued to the original payment method "
  "within 5 working days of the return being received.",
  "Fernhill lets you send back most things within 30 days of delivery for a full refund, as long as they're unused "
  "and still in the original packaging. If you're in the UK, the prepaid label in the parcel means returns cost you "
  "nothing. Reduced items have a shorter window of two weeks, and personalised products can be returned for a refund "
  "even if they aren't faulty. Once your return arrives, the money goes back onto the card or account you paid with "
  "within five working days.",
  [("Fernhill lets you send back most things within 30 days of delivery for a full refund",
    "You may return most items within 30 days of delivery for a full refund"),
   ("as long as they're unused and still in the original packaging",
    "provided they are unused and in their original packaging"),
   ("If you're in the UK, the prepaid label in the parcel means returns cost you nothing",
    "Returns are free for UK customers using the prepaid label included in the parcel"),
   ("Reduced items have a shorter window of two weeks", "Sale items can be returned for a refund within 14 days"),
   ("X", "personalised products can be returned for a refund even if they aren't faulty",
    "Personalised items and opened socks and underwear cannot be returned unless faulty"),
   ("Once your return arrives, the money goes back onto the card or account you paid with within five working days",
    "Refunds are issued to the original payment method within 5 working days of the return being received")],
  ("negation", "personalised products can be returned for a refund even if they aren't faulty",
   "personalised items cannot be returned unless faulty")),

# antonym
P(None,
  "Shipping information: Calder Ceramics. All orders are packed by hand in recycled cardboard with paper padding; we "
  "do not use plastic bubble wrap. Orders are dispatched within 2 working days from our studio in Stoke-on-Trent. "
  "Breakages in transit are rare, but if an item arrives damaged, email a photo within 48 hours and we will send a "
  "free replacement. International shipping to the EU costs £14 and takes 5–8 working days. Import duties for EU "
  "orders are paid by the customer.",
  "Calder Ceramics hand-packs every order in recycled cardboard with paper padding, and doesn't use plastic bubble "
  "wrap. Parcels leave the Stoke-on-Trent studio within two working days. Damage in transit is common, but if "
  "something arrives broken, send a photo by email within 48 hours and they'll replace it for free. Shipping to the "
  "EU is £14, takes five to eight working days, and any import duties are the buyer's responsibility.",
  [("Calder Ceramics hand-packs every order in recycled cardboard with paper padding",
    "All orders are packed by hand in recycled cardboard with paper padding"),
   ("doesn't use plastic bubble wrap", "we do not use plastic bubble wrap"),
   ("Parcels leave the Stoke-on-Trent studio within two working days",
    "Orders are dispatched within 2 working days from our studio in Stoke-on-Trent"),
   ("X", "Damage in transit is common", "Breakages in transit are rare"),
   ("if something arrives broken, send a photo by email within 48 hours and they'll replace it for free",
    "if an item arrives damaged, email a photo within 48 hours and we will send a free replacement"),
   ("Shipping to the EU is £14, takes five to eight working days",
    "International shipping to the EU costs £14 and takes 5–8 working days"),
   ("any import duties are the buyer's responsibility", "Import duties for EU orders are paid by the customer")],
  ("antonym", "is common", "rare")),

# wrong_conversion
P("How much does Lumen Prints charge for international shipping?",
  "International shipping from Lumen Prints (shipping from the United States). Orders to Canada cost $12 and arrive in "
  "4–7 business days. Orders to the UK and EU cost $18 and arrive in 6–10 business days. Orders to Australia cost $24 "
  "and arrive in 8–14 business days. Large framed prints over 24 × 36 inches ship separately for an extra $35. "
  "Customers are responsible for any customs fees charged on arrival.",
  "Shipping from Lumen Prints in the US costs $12 to Canada (4–7 business days), $18 to the UK and EU (6–10 days) and "
  "$24 to Australia (8–14 days). Framed prints bigger than 24 × 36 inches, roughly 41 × 91 cm, go out separately "
  "with a $35 surcharge. Any customs charges on delivery are yours to pay.",
  [("Shipping from Lumen Prints in the US costs $12 to Canada (4–7 business days)",
    "Orders to Canada cost $12 and arrive in 4–7 business days"),
   ("$18 to the UK and EU (6–10 days)", "Orders to the UK and EU cost $18 and arrive in 6–10 business days"),
   ("$24 to Australia (8–14 days)", "Orders to Australia cost $24 and arrive in 8–14 business days"),
   ("X", "Framed prints bigger than 24 × 36 inches, roughly 41 × 91 cm, go out separately with a $35 surcharge",
    "Large framed prints over 24 × 36 inches ship separately for an extra $35"),
   ("Any customs charges on delivery are yours to pay",
    "Customers are responsible for any customs fees charged on arrival")],
  ("wrong_conversion", "roughly 41 × 91 cm", "roughly 61 × 91 cm")),

# unsupported_addition
P("How does Harvest Box delivery work?",
  "Delivery terms, Harvest Box (weekly vegetable boxes). Boxes are delivered every week on your chosen day between "
  "6:00 and 13:00. You can skip or pause a delivery up to 23:59 three days before the delivery day. Boxes are left in "
  "a safe place if you are out; we cannot redeliver. A small box costs £16.50 and a large box £24.00, including "
  "delivery. Our boxes use compostable liners and recyclable cardboard.",
  "Harvest Box delivers weekly on whatever day you choose, arriving between 6 am and 1 pm. You can skip or pause a "
  "week as long as you do it by 23:59 three days beforehand. If nobody's home, the box is left somewhere safe, and "
  "the driver will text you a photo of where it was left. A small box is £16.50 and a large one £24.00 with delivery "
  "included, so the large box costs £7.50 more.",
  [("Harvest Box delivers weekly on whatever day you choose, arriving between 6 am and 1 pm",
    "Boxes are delivered every week on your chosen day between 6:00 and 13:00"),
   ("You can skip or pause a week as long as you do it by 23:59 three days beforehand",
    "You can skip or pause a delivery up to 23:59 three days before the delivery day"),
   ("If nobody's home, the box is left somewhere safe", "Boxes are left in a safe place if you are out"),
   ("U", "the driver will text you a photo of where it was left"),
   ("A small box is £16.50 and a large one £24.00 with delivery included, so the large box costs £7.50 more",
    "A small box costs £16.50 and a large box £24.00, including delivery")],
  ("unsupported_addition", "the driver will text you a photo of where it was left", None)),

# wrong_arithmetic
P("We need 12 cartons from Marlow Tea. How should we have them shipped?",
  "Wholesale shipping terms, Marlow Tea Company. Orders are shipped on pallets or by parcel, depending on size. "
  "Parcel shipping costs £6.50 per carton. Orders of 10 cartons or more are eligible for pallet delivery at a flat "
  "rate of £58. Pallet deliveries require a named contact and a site with forklift or tail-lift access. Orders "
  "placed by 12:00 are dispatched the same working day.",
  "Parcel shipping would cost £6.50 a carton, but since you're ordering at least 10 cartons you can switch to pallet "
  "delivery for a flat £58, which for 12 cartons works out £16 cheaper than sending them as parcels. For a pallet "
  "you'll need a named contact and a site with a forklift or tail-lift. Orders in by noon ship the same working day.",
  [("Parcel shipping would cost £6.50 a carton", "Parcel shipping costs £6.50 per carton"),
   ("since you're ordering at least 10 cartons you can switch to pallet delivery for a flat £58",
    "Orders of 10 cartons or more are eligible for pallet delivery at a flat rate of £58"),
   ("X", "which for 12 cartons works out £16 cheaper than sending them as parcels",
    "Parcel shipping costs £6.50 per carton"),
   ("For a pallet you'll need a named contact and a site with a forklift or tail-lift",
    "Pallet deliveries require a named contact and a site with forklift or tail-lift access"),
   ("Orders in by noon ship the same working day", "Orders placed by 12:00 are dispatched the same working day")],
  ("wrong_arithmetic", "£16 cheaper", "£20 cheaper")),
]

# ---------------------------------------------------------------- public_health_stats
HEALTH_F = [
F("How are Eastvale and Westmoor doing on smoking?",
  "Annual report on adult smoking, 2024. In the Eastvale region, 12.8% of adults smoked in 2024, down from 14.1% in "
  "2023. In the Westmoor region the rate was 16.3%, down from 16.9%. The national average was 11.9%. Eastvale's "
  "stop-smoking service supported 4,210 quit attempts, of which 2,020 were successful at four weeks. Westmoor's "
  "service supported 3,150 quit attempts, with 1,290 successful.",
  "Both regions saw smoking fall in 2024, but Eastvale made faster progress:\n"
  "- **Eastvale:** down 1.3 points to 12.8%, with 2,020 of 4,210 supported quit attempts (about 48%) succeeding at "
  "four weeks.\n"
  "- **Westmoor:** down 0.6 points to 16.3%, and 1,290 of 3,150 quit attempts (roughly 41%) successful.\n"
  "Both are still above the national average of 11.9%, Westmoor by 4.4 points.",
  [("Both regions saw smoking fall in 2024, but Eastvale made faster progress",
    "12.8% of adults smoked in 2024, down from 14.1% in 2023"),
   ("**Eastvale:** down 1.3 points to 12.8%", "In the Eastvale region, 12.8% of adults smoked in 2024, down from 14.1%"),
   ("with 2,020 of 4,210 supported quit attempts (about 48%) succeeding at four weeks",
    "supported 4,210 quit attempts, of which 2,020 were successful at four weeks"),
   ("**Westmoor:** down 0.6 points to 16.3%", "In the Westmoor region the rate was 16.3%, down from 16.9%"),
   ("1,290 of 3,150 quit attempts (roughly 41%) successful",
    "Westmoor's service supported 3,150 quit attempts, with 1,290 successful"),
   ("Both are still above the national average of 11.9%, Westmoor by 4.4 points", "The national average was 11.9%")]),

F("How bad is the measles situation in Lowland?",
  ["Measles surveillance summary, Q1 2025, Lowland Health Authority. There were 46 confirmed measles cases between 1 "
   "January and 31 March 2025, compared with 9 in the same quarter of 2024. Of the 46 cases, 39 were in children "
   "under 10, and 35 of those children had not received any MMR vaccine. Eleven cases required hospital admission. "
   "No deaths were reported.",
   "Press release, 8 April 2025: Lowland Health Authority urges parents to check MMR status. Dr Helen Achebe, "
   "Director of Public Health, said uptake of the second MMR dose at age 5 had fallen to 84%, well below the 95% "
   "needed for herd immunity. Catch-up clinics will run every Saturday in April and May at six community health "
   "centres. Parents can also book at their GP surgery."],
  "Cases have risen sharply: Lowland recorded 46 confirmed cases in the first three months of 2025, roughly five times "
  "the 9 seen a year earlier. Most were young children; 39 were under 10, and nearly 90% of those had never had an "
  "MMR jab. Eleven people needed hospital treatment, though nobody died. Director of Public Health Dr Helen Achebe "
  "says only 84% of five-year-olds have had their second dose, 11 points short of the 95% required for herd "
  "immunity, so Saturday catch-up clinics are running through April and May.",
  [("Cases have risen sharply: Lowland recorded 46 confirmed cases in the first three months of 2025, roughly five times the 9 seen a year "
    "earlier", "There were 46 confirmed measles cases between 1 January and 31 March 2025, compared with 9 in the same "
    "quarter of 2024"),
   ("Most were young children; 39 were under 10", "Of the 46 cases, 39 were in children under 10"),
   ("nearly 90% of those had never had an MMR jab", "35 of those children had not received any MMR vaccine"),
   ("Eleven people needed hospital treatment", "Eleven cases required hospital admission"),
   ("though nobody died", "No deaths were reported"),
   ("Director of Public Health Dr Helen Achebe says only 84% of five-year-olds have had their second dose, 11 points "
    "short of the 95% required for herd immunity", "uptake of the second MMR dose at age 5 had fallen to 84%, well "
    "below the 95% needed for herd immunity", 1),
   ("Saturday catch-up clinics are running through April and May",
    "Catch-up clinics will run every Saturday in April and May", 1)]),

F(None,
  "Health profile 2024: Harbour Ward and Hillcrest Ward. Life expectancy at birth in Harbour Ward is 76.2 years for "
  "men and 80.4 years for women. In Hillcrest Ward it is 83.9 years for men and 86.1 years for women. Harbour Ward "
  "has an adult obesity rate of 31% compared with 19% in Hillcrest. Child poverty affects 34% of children in Harbour "
  "Ward and 8% in Hillcrest. The two wards are about 3 km apart.",
  "Although Harbour Ward and Hillcrest Ward lie only around 3 km (under 2 miles) apart, men in Hillcrest can expect to "
  "live 7.7 years longer than men in Harbour, and for women the gap is 5.7 years. Adult obesity is 12 percentage "
  "points higher in Harbour, at 31% against 19%. The contrast in child poverty is starker still: about a third of "
  "Harbour's children are affected, more than four times Hillcrest's 8%.",
  [("Harbour Ward and Hillcrest Ward lie only around 3 km (under 2 miles) apart", "The two wards are about 3 km apart"),
   ("men in Hillcrest can expect to live 7.7 years longer than men in Harbour",
    "In Hillcrest Ward it is 83.9 years for men and 86.1 years for women"),
   ("for women the gap is 5.7 years", "Life expectancy at birth in Harbour Ward is 76.2 years for men and 80.4 years "
    "for women"),
   ("Adult obesity is 12 percentage points higher in Harbour, at 31% against 19%",
    "Harbour Ward has an adult obesity rate of 31% compared with 19% in Hillcrest"),
   ("The contrast in child poverty is starker still: about a third of Harbour's children are affected, more than four times Hillcrest's 8%",
    "Child poverty affects 34% of children in Harbour Ward and 8% in Hillcrest")]),

F("What do the 2024 road casualty figures for Dunmore show?",
  "Road casualty statistics, Dunmore County, 2024. There were 1,342 road casualties in 2024, a fall of 6% from 1,428 "
  "in 2023. Of these, 187 were killed or seriously injured (KSI), compared with 204 in 2023. Pedestrians accounted "
  "for 41 of the KSI casualties and cyclists for 29. Motorcyclists made up 3% of traffic but 18% of KSI casualties. "
  "The county aims to halve KSI casualties from the 2019 level of 240 by 2030.",
  "Dunmore County recorded 1,342 road casualties in 2024, down 86 on the previous year. The number killed or "
  "seriously injured also fell, by 17 to 187, of whom 41 were pedestrians and 29 cyclists, 70 between them. "
  "Motorcyclists are heavily over-represented: they account for just 3% of traffic but 18% of serious casualties, "
  "six times their share. To meet its 2030 goal of halving the 2019 figure of 240, the county needs to get KSI "
  "casualties down to 120, which is 67 fewer than in 2024.",
  [("Dunmore County recorded 1,342 road casualties in 2024, down 86 on the previous year",
    "There were 1,342 road casualties in 2024, a fall of 6% from 1,428 in 2023"),
   ("The number killed or seriously injured also fell, by 17 to 187",
    "187 were killed or seriously injured (KSI), compared with 204 in 2023"),
   ("of whom 41 were pedestrians and 29 cyclists, 70 between them",
    "Pedestrians accounted for 41 of the KSI casualties and cyclists for 29"),
   ("Motorcyclists are heavily over-represented: they account for just 3% of traffic but 18% of serious casualties, six times their share",
    "Motorcyclists made up 3% of traffic but 18% of KSI casualties"),
   ("To meet its 2030 goal of halving the 2019 figure of 240, the county needs to get KSI casualties down to 120, "
    "which is 67 fewer than in 2024", "The county aims to halve KSI casualties from the 2019 level of 240 by 2030")]),

F("Is tooth decay among young children in Tarnwick getting better?",
  "Oral health survey of five-year-olds, Tarnwick, 2024. The survey examined 2,480 children in 92 schools. Visible "
  "tooth decay was found in 23.5% of children, compared with 29.0% in 2019. Among children with decay, the average "
  "number of decayed, missing or filled teeth was 3.4. Prevalence ranged from 11.2% in Orchard district to 38.7% in "
  "Canal district. Fluoride varnish is now offered twice a year in all Tarnwick nurseries.",
  "Yes, it has improved: 23.5% of the five-year-olds examined in 2024 had visible decay, down from 29.0% five years "
  "earlier, a drop of 5.5 percentage points. That still means nearly one child in four is affected, and those who "
  "were had an average of 3.4 teeth decayed, missing or filled. There's a big local divide, with Canal district's "
  "rate more than three times Orchard's (38.7% versus 11.2%).",
  [("Yes, it has improved: 23.5% of the five-year-olds examined in 2024 had visible decay, down from 29.0% five years earlier, a drop of 5.5 "
    "percentage points", "Visible tooth decay was found in 23.5% of children, compared with 29.0% in 2019"),
   ("That still means nearly one child in four is affected", "Visible tooth decay was found in 23.5% of children"),
   ("those who were had an average of 3.4 teeth decayed, missing or filled",
    "Among children with decay, the average number of decayed, missing or filled teeth was 3.4"),
   ("There's a big local divide, with Canal district's rate more than three times Orchard's (38.7% versus 11.2%)",
    "Prevalence ranged from 11.2% in Orchard district to 38.7% in Canal district")]),
]

HEALTH_P = [
# date_swap
P("How is Northshire's flu vaccination campaign going?",
  "Northshire Public Health: flu vaccination update, 9 January 2025. The 2024/25 flu vaccination campaign began on 1 "
  "October 2024. By 31 December, 71.4% of people aged 65 and over had been vaccinated, against a target of 75%. "
  "Uptake among pregnant women was 38.2% and among children aged 2 and 3 it was 44.9%. Uptake among health and care "
  "workers was 41.0%, down from 46.5% the previous winter. The campaign will continue until 31 March 2025.",
  "Northshire's 2024/25 flu campaign started at the beginning of October, and by the end of December just over 71% "
  "of over-65s had had their jab, a bit short of the 75% target. Take-up was lower among pregnant women, at 38.2%, "
  "and among 2- and 3-year-olds, at 44.9%. Among health and care staff it slipped by 5.5 percentage points to 41.0%. "
  "Vaccination continues until the end of February 2025.",
  [("Northshire's 2024/25 flu campaign started at the beginning of October",
    "The 2024/25 flu vaccination campaign began on 1 October 2024"),
   ("by the end of December just over 71% of over-65s had had their jab, a bit short of the 75% target",
    "By 31 December, 71.4% of people aged 65 and over had been vaccinated, against a target of 75%"),
   ("Take-up was lower among pregnant women, at 38.2%, and among 2- and 3-year-olds, at 44.9%",
    "Uptake among pregnant women was 38.2% and among children aged 2 and 3 it was 44.9%"),
   ("Among health and care staff it slipped by 5.5 percentage points to 41.0%",
    "Uptake among health and care workers was 41.0%, down from 46.5% the previous winter"),
   ("X", "Vaccination continues until the end of February 2025", "The campaign will continue until 31 March 2025")],
  ("date_swap", "the end of February 2025", "31 March 2025")),

# wrong_rounding
P(None,
  "Heat-health report, summer 2024, Riverton City. During the heatwave of 15–21 July, emergency department "
  "attendances averaged 1,184 per day, compared with 962 per day in the previous week. Heat-related admissions "
  "totalled 87, of whom 61 were aged 75 or over. The city's cooling centres recorded 3,420 visits. An estimated 42 "
  "excess deaths were associated with the heatwave. The council's heat alert was raised to amber on 14 July and "
  "lowered on 22 July.",
  "During Riverton's heatwave from 15 to 21 July, A&E saw an average of 1,184 attendances a day, roughly 220 more "
  "than in the week before. There were 87 heat-related admissions, and about half of those patients were 75 or "
  "older. Cooling centres logged 3,420 visits, and around 42 excess deaths have been linked to the heatwave. The "
  "amber alert was in place from 14 to 22 July.",
  [("During Riverton's heatwave from 15 to 21 July, A&E saw an average of 1,184 attendances a day",
    "During the heatwave of 15–21 July, emergency department attendances averaged 1,184 per day"),
   ("roughly 220 more than in the week before", "compared with 962 per day in the previous week"),
   ("X", "There were 87 heat-related admissions, and about half of those patients were 75 or older",
    "Heat-related admissions totalled 87, of whom 61 were aged 75 or over"),
   ("Cooling centres logged 3,420 visits", "The city's cooling centres recorded 3,420 visits"),
   ("around 42 excess deaths have been linked to the heatwave",
    "An estimated 42 excess deaths were associated with the heatwave"),
   ("The amber alert was in place from 14 to 22 July",
    "The council's heat alert was raised to amber on 14 July and lowered on 22 July")],
  ("wrong_rounding", "about half", "about 70% (61 of 87)")),

# name_swap
P("What did the new cycling study find?",
  "New study on cycling and heart health. Researchers at the University of Kestrel followed 24,600 adults aged 40 to "
  "69 for an average of 9 years. Those who cycled to work had a 24% lower risk of heart disease than those who "
  "commuted by car. The study was led by Professor Anil Mehta, with statistical analysis by Dr Clara Weiss. It was "
  "funded by the National Heart Foundation and published in the Journal of Population Health on 3 June 2025. Dr "
  "Weiss cautioned that the study was observational and could not prove cause and effect.",
  "A University of Kestrel team tracked 24,600 people aged 40–69 for nine years on average and found that cycling "
  "commuters had a 24% lower heart-disease risk than people who drove to work. The work was led by Anil Mehta, with "
  "Dr Clara Weiss doing the statistics, and it appeared in the Journal of Population Health in early June 2025 with "
  "funding from the National Heart Foundation. Professor Mehta cautioned that, as an observational study, it can't "
  "prove cycling is the cause.",
  [("A University of Kestrel team tracked 24,600 people aged 40–69 for nine years on average",
    "Researchers at the University of Kestrel followed 24,600 adults aged 40 to 69 for an average of 9 years"),
   ("found that cycling commuters had a 24% lower heart-disease risk than people who drove to work",
    "Those who cycled to work had a 24% lower risk of heart disease than those who commuted by car"),
   ("The work was led by Anil Mehta, with Dr Clara Weiss doing the statistics",
    "The study was led by Professor Anil Mehta, with statistical analysis by Dr Clara Weiss"),
   ("it appeared in the Journal of Population Health in early June 2025 with funding from the National Heart "
    "Foundation", "funded by the National Heart Foundation and published in the Journal of Population Health on 3 June "
    "2025"),
   ("X", "Professor Mehta cautioned that, as an observational study, it can't prove cycling is the cause",
    "Weiss cautioned that the study was observational and could not prove cause and effect")],
  ("name_swap", "Professor Mehta", "Dr Weiss")),

# number_swap
P("What happened with the Greenway festival food poisoning outbreak?",
  "Outbreak report: Salmonella linked to the Greenway food festival, 12–14 September 2025. A total of 63 people "
  "reported symptoms after eating at the festival, of whom 48 were confirmed by laboratory testing. Nine people were "
  "admitted to hospital and all have since been discharged. Investigators traced the outbreak to a chicken wrap "
  "stall, where samples of cooked chicken tested positive. The stall's operator, Crossroads Catering, has "
  "voluntarily stopped trading. The outbreak was declared over on 20 October 2025.",
  "After the Greenway food festival on 12–14 September, 63 people fell ill and 48 of the cases were confirmed in the "
  "lab. Seven people needed hospital care, and all of them have now gone home. The source was a chicken wrap stall "
  "run by Crossroads Catering, whose cooked chicken tested positive; the company has stopped trading voluntarily. "
  "Officials declared the outbreak over on 20 October, some five weeks after the festival ended.",
  [("After the Greenway food festival on 12–14 September, 63 people fell ill",
    "A total of 63 people reported symptoms after eating at the festival"),
   ("48 of the cases were confirmed in the lab", "of whom 48 were confirmed by laboratory testing"),
   ("X", "Seven people needed hospital care", "Nine people were admitted to hospital"),
   ("all of them have now gone home", "all have since been discharged"),
   ("The source was a chicken wrap stall run by Crossroads Catering, whose cooked chicken tested positive",
    "Investigators traced the outbreak to a chicken wrap stall, where samples of cooked chicken tested positive"),
   ("the company has stopped trading voluntarily", "Crossroads Catering, has voluntarily stopped trading"),
   ("Officials declared the outbreak over on 20 October, some five weeks after the festival ended",
    "The outbreak was declared over on 20 October 2025")],
  ("number_swap", "Seven people", "Nine people")),

# entity_swap
P(None,
  "Obesity in children, national child measurement programme, 2024/25. Among Reception pupils (aged 4–5), 9.6% were "
  "obese and a further 12.4% overweight. Among Year 6 pupils (aged 10–11), 22.1% were obese and 14.3% overweight. "
  "Obesity prevalence was more than twice as high in the most deprived areas as in the least deprived for both age "
  "groups. Measurements were taken for 1.1 million children in 16,900 schools.",
  "In 2024/25, 22.1% of Reception children (aged 4–5) were obese, compared with 9.6% of Year 6 pupils aged 10–11. "
  "Counting overweight children as well, that's 22.0% of the younger group and 36.4% of the older one. In both year "
  "groups obesity was over twice as common in the most deprived areas as in the least deprived, based on "
  "measurements of 1.1 million children in 16,900 schools.",
  [("X", "In 2024/25, 22.1% of Reception children (aged 4–5) were obese, compared with 9.6% of Year 6 pupils aged 10–11",
    "Among Reception pupils (aged 4–5), 9.6% were obese"),
   ("Counting overweight children as well, that's 22.0% of the younger group and 36.4% of the older one",
    "Among Year 6 pupils (aged 10–11), 22.1% were obese and 14.3% overweight"),
   ("In both year groups obesity was over twice as common in the most deprived areas as in the least deprived",
    "Obesity prevalence was more than twice as high in the most deprived areas as in the least deprived"),
   ("based on measurements of 1.1 million children in 16,900 schools",
    "Measurements were taken for 1.1 million children in 16,900 schools")],
  ("entity_swap", "22.1% of Reception children (aged 4–5) were obese, compared with 9.6% of Year 6 pupils",
   "9.6% of Reception children were obese, compared with 22.1% of Year 6 pupils")),
]

DOMAINS = {"shipping_and_returns": (SHIP_F, SHIP_P), "public_health_stats": (HEALTH_F, HEALTH_P)}
