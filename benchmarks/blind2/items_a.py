# Hand-written items, domains 1-5 (real_estate, hr_policy, museums_events, transit_disruptions, nutrition).
# Compact form, assembled by build.py:
#   I(domain, kind or None, question or None, [sources], answer, [claims], wrong=None, right=None)
#   claim: (text, quote, source)                      -> supported
#          (text, quote, source, "contradicted")      -> the planted error
#          (text, None, None, "unsupported")          -> unsupported_addition
from common import I

ITEMS = []
A = ITEMS.append

# ---------------------------------------------------------------- real_estate
A(I("real_estate", None,
    "Is the Orchard Lane house still at its original price?",
    ["Listing: 14 Orchard Lane, Bramley. A three-bedroom semi-detached house built in 1962 and extended at the "
     "rear in 2015. The asking price is £385,000, reduced from £410,000 in February. Internal floor area is 112 "
     "square metres, including a 28-square-metre kitchen-diner added in the extension. The south-facing garden "
     "measures 18 metres in length. The property is offered chain-free, and the vendors will consider a "
     "completion date from 1 June. Council tax band D applies. Viewings are by appointment only on Saturdays "
     "between 10:00 and 14:00."],
    "No — the price was cut by £25,000 in February, so it's now on the market at £385,000. It's a three-bed semi "
    "from 1962 with a rear extension added in 2015, giving about 112 m² (roughly 1,200 sq ft) of space in total. "
    "The seller isn't waiting on an onward purchase, and completion can happen any time from early June. If you "
    "want to see it, you'll need to book a Saturday slot between 10am and 2pm.",
    [("the price was cut by £25,000 in February", "reduced from £410,000 in February", 0),
     ("it's now on the market at £385,000", "The asking price is £385,000", 0),
     ("It's a three-bed semi from 1962 with a rear extension added in 2015",
      "built in 1962 and extended at the rear in 2015", 0),
     ("giving about 112 m² (roughly 1,200 sq ft) of space in total", "Internal floor area is 112 square metres", 0),
     ("The seller isn't waiting on an onward purchase", "The property is offered chain-free", 0),
     ("completion can happen any time from early June", "will consider a completion date from 1 June", 0),
     ("you'll need to book a Saturday slot between 10am and 2pm",
      "Viewings are by appointment only on Saturdays between 10:00 and 14:00", 0)]))

A(I("real_estate", "number_swap",
    "What would I have to pay up front for the Canal Wharf flat, and how long am I tied in?",
    ["Tenancy offer — Flat 3B, Canal Wharf, Leeds. Rent is £1,150 per calendar month, payable on the 1st of each "
     "month. A holding deposit of £265 secures the flat for up to 15 days while references are checked. The "
     "tenancy deposit is five weeks' rent, £1,326.92, and will be protected with the Deposit Protection Service. "
     "The initial term is 12 months, with a break clause that either party may use after month 6 on two months' "
     "written notice. Pets are considered case by case; the landlord has already approved one cat for the "
     "previous tenant. Bills are not included, except for the building's broadband, which is provided free."],
    "The flat is £1,150 a month, due on the 1st, and a £265 holding deposit reserves it for up to 15 days while "
    "your references go through. On top of that there's a deposit of five weeks' rent (£1,326.92), protected "
    "with the DPS. You'd sign for a year, but either side can end it after four months by giving two months' "
    "notice in writing. Broadband is free; the other bills are yours.",
    [("The flat is £1,150 a month, due on the 1st",
      "Rent is £1,150 per calendar month, payable on the 1st of each month", 0),
     ("a £265 holding deposit reserves it for up to 15 days while your references go through",
      "A holding deposit of £265 secures the flat for up to 15 days", 0),
     ("there's a deposit of five weeks' rent (£1,326.92), protected with the DPS",
      "The tenancy deposit is five weeks' rent, £1,326.92", 0),
     ("You'd sign for a year", "The initial term is 12 months", 0),
     ("either side can end it after four months by giving two months' notice in writing",
      "a break clause that either party may use after month 6 on two months' written notice", 0, "contradicted"),
     ("Broadband is free; the other bills are yours",
      "Bills are not included, except for the building's broadband, which is provided free", 0)],
    wrong="after four months", right="after six months (month 6)"))

A(I("real_estate", None,
    "How did the Harbourside housing market do in Q3?",
    ["Harbourside Quarterly Housing Report, Q3 2024. The average sale price in Harbourside rose to £296,400 in "
     "the third quarter, up from £284,900 in the second. Sales volumes fell for a second consecutive quarter, to "
     "412 completed transactions from 455. Properties took an average of 47 days to go under offer, compared with "
     "39 days a year earlier. Flats continued to underperform, with their average price slipping 1.2% over the "
     "quarter, while detached homes gained 5.8%. First-time buyers made up 38% of purchases. The report "
     "attributes the slowdown in activity to mortgage rates, which averaged 5.1% for a two-year fixed deal."],
    "Prices in Harbourside went up by £11,500 over the third quarter, taking the average sale to about £296,000, "
    "even though fewer homes changed hands — 43 fewer completions than in Q2. Detached houses did best, climbing "
    "5.8%, whereas flats lost a little ground. Homes are also taking longer to sell: 47 days to find a buyer on "
    "average, eight days more than a year before. The report blames the quieter market on two-year fixed "
    "mortgages averaging 5.1%.",
    [("Prices in Harbourside went up by £11,500 over the third quarter",
      "rose to £296,400 in the third quarter, up from £284,900 in the second", 0),
     ("taking the average sale to about £296,000", "The average sale price in Harbourside rose to £296,400", 0),
     ("fewer homes changed hands — 43 fewer completions than in Q2", "to 412 completed transactions from 455", 0),
     ("Detached houses did best, climbing 5.8%", "detached homes gained 5.8%", 0),
     ("whereas flats lost a little ground", "their average price slipping 1.2% over the quarter", 0),
     ("Homes are also taking longer to sell: 47 days to find a buyer on average, eight days more than a year before",
      "Properties took an average of 47 days to go under offer, compared with 39 days a year earlier", 0),
     ("The report blames the quieter market on two-year fixed mortgages averaging 5.1%",
      "attributes the slowdown in activity to mortgage rates, which averaged 5.1% for a two-year fixed deal", 0)]))

A(I("real_estate", "date_swap",
    "What do I need to know about the chapel auction in Whitby?",
    ["Notice of auction. Lot 27, a former chapel at 2 Station Road, Whitby, will be offered by Carrow & Dunn at "
     "their online auction on Thursday 17 October 2024. The guide price is £145,000 to £160,000. The building has "
     "planning permission, granted in April 2023, for conversion into a two-bedroom dwelling. A buyer's premium "
     "of 1.8% plus VAT applies, subject to a minimum of £1,500 plus VAT. Exchange of contracts takes place on the "
     "fall of the hammer, with completion 28 days later. A legal pack is available to download from 1 October."],
    "Carrow & Dunn are auctioning the old chapel on Station Road online on 17 October, with a guide of "
    "£145,000–£160,000. Planning permission to turn it into a two-bedroom home was granted in April 2022. "
    "Contracts are exchanged as soon as the hammer falls, and you'd have four weeks to complete. Budget for a "
    "buyer's premium of 1.8% plus VAT, which is at least £1,500 plus VAT.",
    [("Carrow & Dunn are auctioning the old chapel on Station Road online on 17 October",
      "will be offered by Carrow & Dunn at their online auction on Thursday 17 October 2024", 0),
     ("with a guide of £145,000–£160,000", "The guide price is £145,000 to £160,000", 0),
     ("Planning permission to turn it into a two-bedroom home was granted in April 2022",
      "has planning permission, granted in April 2023, for conversion into a two-bedroom dwelling", 0,
      "contradicted"),
     ("Contracts are exchanged as soon as the hammer falls",
      "Exchange of contracts takes place on the fall of the hammer", 0),
     ("you'd have four weeks to complete", "with completion 28 days later", 0),
     ("Budget for a buyer's premium of 1.8% plus VAT, which is at least £1,500 plus VAT",
      "A buyer's premium of 1.8% plus VAT applies, subject to a minimum of £1,500 plus VAT", 0)],
    wrong="April 2022", right="April 2023"))

A(I("real_estate", None, None,
    ["Leasehold information pack: Flat 12, Lindon Court. The lease began on 25 March 1989 with an original term "
     "of 125 years. Ground rent is £250 per year and doubles every 25 years, with the next increase due in March "
     "2039. The annual service charge for 2024–25 is £1,840, payable in two equal instalments in March and "
     "September. The managing agent is Pellow Property Management. A major works programme to replace the roof "
     "is planned for 2026, and the reserve fund currently stands at £38,000. Subletting is permitted with the "
     "freeholder's written consent."],
    "The lease on Flat 12 runs until 2114, so roughly 90 years are left. Ground rent is currently £250 a year and "
    "will go up to £500 in March 2039. The 2024–25 service charge is £1,840, split into two payments of £920 in "
    "March and September. Roof replacement is scheduled for 2026, with £38,000 currently sitting in the reserve "
    "fund.",
    [("The lease on Flat 12 runs until 2114", "The lease began on 25 March 1989 with an original term of 125 years", 0),
     ("so roughly 90 years are left", "The lease began on 25 March 1989 with an original term of 125 years", 0),
     ("Ground rent is currently £250 a year", "Ground rent is £250 per year", 0),
     ("will go up to £500 in March 2039", "doubles every 25 years, with the next increase due in March 2039", 0),
     ("The 2024–25 service charge is £1,840", "The annual service charge for 2024–25 is £1,840", 0),
     ("split into two payments of £920 in March and September",
      "payable in two equal instalments in March and September", 0),
     ("Roof replacement is scheduled for 2026", "A major works programme to replace the roof is planned for 2026", 0),
     ("with £38,000 currently sitting in the reserve fund", "the reserve fund currently stands at £38,000", 0)]))

A(I("real_estate", "name_swap",
    "What did the survey on Kestrel Road find?",
    ["Building survey summary, 7 Kestrel Road, prepared by Alan Okafor MRICS for the buyer, Ms Priya Raman, on 9 "
     "September. The roof covering is in fair condition, but two cracked ridge tiles should be replaced within 12 "
     "months. Damp readings in the rear bedroom were elevated, and the surveyor recommends a specialist inspection "
     "before exchange. The electrical consumer unit dates from 1998 and lacks RCD protection; an electrician's "
     "report is advised. The vendor, Mr Daniel Hurst, confirmed that the boiler was serviced in March, and it "
     "appears in good order. Estimated cost of immediate repairs is £4,200 to £6,500."],
    "Priya Raman's surveyor, Daniel Hurst, found the roof broadly okay, though a couple of cracked ridge tiles "
    "need swapping within the year. The bigger worry is damp in the back bedroom — he wants a specialist to look "
    "at it before contracts are exchanged. The fuse box is from 1998 and has no RCD protection, so an electrician "
    "should check it, while the boiler seems fine after its March service. Immediate repairs are estimated at "
    "£4,200–£6,500.",
    [("Priya Raman's surveyor, Daniel Hurst, found the roof broadly okay",
      "prepared by Alan Okafor MRICS for the buyer, Ms Priya Raman", 0, "contradicted"),
     ("a couple of cracked ridge tiles need swapping within the year",
      "two cracked ridge tiles should be replaced within 12 months", 0),
     ("damp in the back bedroom", "Damp readings in the rear bedroom were elevated", 0),
     ("he wants a specialist to look at it before contracts are exchanged",
      "the surveyor recommends a specialist inspection before exchange", 0),
     ("The fuse box is from 1998 and has no RCD protection, so an electrician should check it",
      "The electrical consumer unit dates from 1998 and lacks RCD protection", 0),
     ("the boiler seems fine after its March service", "the boiler was serviced in March, and it appears in good order", 0),
     ("Immediate repairs are estimated at £4,200–£6,500", "Estimated cost of immediate repairs is £4,200 to £6,500", 0)],
    wrong="Daniel Hurst", right="Alan Okafor"))

A(I("real_estate", None,
    "What would it cost me each month if I bought the smallest share at Riverside Meadows?",
    ["Riverside Meadows shared ownership: Plot 44 is a two-bedroom house with a full market value of £320,000. "
     "Buyers can purchase a share of between 25% and 75%, and the minimum share of 25% costs £80,000. Rent is "
     "charged on the unsold share at 2.75% of its value per year. A monthly service charge of £38 also applies. "
     "Applicants must have a household income below £80,000 and must not own another home. Buyers can later "
     "increase their share in steps of at least 5%, a process known as staircasing."],
    "The smallest share you can buy is a quarter, which is £80,000 of the £320,000 value. You'd then pay rent on "
    "the remaining £240,000 at 2.75% a year — £6,600, or £550 a month — plus the £38 service charge, so about "
    "£588 a month in total before your mortgage. To qualify, your household needs to earn under £80,000 and you "
    "can't already own a property. You can buy more of the house later in chunks of 5% or more.",
    [("The smallest share you can buy is a quarter, which is £80,000 of the £320,000 value",
      "the minimum share of 25% costs £80,000", 0),
     ("You'd then pay rent on the remaining £240,000 at 2.75% a year — £6,600, or £550 a month",
      "Rent is charged on the unsold share at 2.75% of its value per year", 0),
     ("plus the £38 service charge, so about £588 a month in total before your mortgage",
      "A monthly service charge of £38 also applies", 0),
     ("your household needs to earn under £80,000", "must have a household income below £80,000", 0),
     ("you can't already own a property", "must not own another home", 0),
     ("You can buy more of the house later in chunks of 5% or more", "increase their share in steps of at least 5%", 0)]))

A(I("real_estate", "entity_swap",
    "Who is representing whom in the Hazel Grove sale?",
    ["Memorandum of sale. Property: 31 Hazel Grove, Norwich. Agreed price £275,000. Seller: Mr and Mrs Fenwick, "
     "represented by Brooke Law. Buyer: Ms Chen, represented by Tallis Conveyancing, purchasing with a mortgage "
     "from Northway Building Society. The sale includes the curtains and the garden shed but excludes the range "
     "cooker, which the sellers will take with them. The sellers are buying a bungalow in Cromer, so the "
     "transaction is part of a chain. Target exchange date: 20 November; target completion: 4 December."],
    "Ms Chen has agreed to buy 31 Hazel Grove for £275,000, funded with a Northway Building Society mortgage. "
    "Brooke Law is acting for her, while Tallis Conveyancing handles the Fenwicks' side. The curtains and shed "
    "stay, but the sellers are taking the range cooker. Because the Fenwicks are buying in Cromer, there's a "
    "chain, and the aim is to exchange on 20 November and complete two weeks later.",
    [("Ms Chen has agreed to buy 31 Hazel Grove for £275,000", "Agreed price £275,000", 0),
     ("funded with a Northway Building Society mortgage",
      "purchasing with a mortgage from Northway Building Society", 0),
     ("Brooke Law is acting for her, while Tallis Conveyancing handles the Fenwicks' side",
      "Buyer: Ms Chen, represented by Tallis Conveyancing", 0, "contradicted"),
     ("The curtains and shed stay, but the sellers are taking the range cooker",
      "excludes the range cooker, which the sellers will take with them", 0),
     ("Because the Fenwicks are buying in Cromer, there's a chain",
      "The sellers are buying a bungalow in Cromer, so the transaction is part of a chain", 0),
     ("the aim is to exchange on 20 November and complete two weeks later",
      "Target exchange date: 20 November; target completion: 4 December", 0)],
    wrong="Brooke Law is acting for her", right="Tallis Conveyancing acts for Ms Chen; Brooke Law for the Fenwicks"))

# ---------------------------------------------------------------- hr_policy
A(I("hr_policy", None,
    "How much maternity pay does Kestrel offer?",
    ["Kestrel Analytics — Family Leave Policy (effective 1 January 2025). Employees with at least 26 weeks' "
     "continuous service qualify for enhanced maternity and adoption pay. Enhanced pay is 100% of basic salary "
     "for the first 16 weeks, followed by 50% for the next 10 weeks, then statutory pay for the remainder of the "
     "leave. Partners receive four weeks of paid leave at full salary, which can be taken in one block or in two "
     "two-week blocks within the first year. Employees who do not return to work for at least six months after "
     "enhanced leave must repay the enhanced portion above statutory pay. Keeping-in-touch days are paid at the "
     "normal daily rate, up to a maximum of 10 days."],
    "If you've been there for 26 weeks or more, Kestrel tops up maternity (and adoption) pay: full basic salary "
    "for 16 weeks, then half pay for another 10, so 26 weeks of enhanced pay before it drops to the statutory "
    "rate. Partners get a month at full pay, either all at once or split into two fortnights during the first "
    "year. Be aware that if you don't come back for at least six months afterwards, you'll have to pay back the "
    "extra above statutory pay. You can also work up to 10 keeping-in-touch days, paid at your usual daily rate.",
    [("If you've been there for 26 weeks or more, Kestrel tops up maternity (and adoption) pay",
      "Employees with at least 26 weeks' continuous service qualify for enhanced maternity and adoption pay", 0),
     ("full basic salary for 16 weeks, then half pay for another 10",
      "100% of basic salary for the first 16 weeks, followed by 50% for the next 10 weeks", 0),
     ("so 26 weeks of enhanced pay before it drops to the statutory rate",
      "then statutory pay for the remainder of the leave", 0),
     ("Partners get a month at full pay, either all at once or split into two fortnights during the first year",
      "Partners receive four weeks of paid leave at full salary", 0),
     ("if you don't come back for at least six months afterwards, you'll have to pay back the extra above "
      "statutory pay", "must repay the enhanced portion above statutory pay", 0),
     ("You can also work up to 10 keeping-in-touch days, paid at your usual daily rate",
      "Keeping-in-touch days are paid at the normal daily rate, up to a maximum of 10 days", 0)]))

A(I("hr_policy", "date_swap",
    "Can I carry over my unused holiday?",
    ["Memo from the People Team, 3 November 2024: Annual leave carry-over. Staff may carry over up to five unused "
     "days of annual leave from the 2024 leave year into 2025. Carried-over days must be used by 31 March 2025, "
     "after which they will be forfeited. Requests to carry over more than five days, for example because of "
     "long-term sickness, must be approved by the Head of People, Marta Lindqvist. Employees who wish to sell "
     "back unused days may do so for up to three days, paid in the January payroll. Requests to sell back days "
     "must be submitted through the HR portal by 13 December 2024."],
    "Yes — you can roll up to five unused days from 2024 into next year, but they have to be taken by the end of "
    "March or you lose them. Anything beyond five days — say after long-term sick leave — needs sign-off from "
    "Marta Lindqvist, the Head of People. Alternatively, you can sell back as many as three days, which would be "
    "paid in January's payroll, as long as you apply through the HR portal by 13 January.",
    [("you can roll up to five unused days from 2024 into next year",
      "Staff may carry over up to five unused days of annual leave from the 2024 leave year into 2025", 0),
     ("they have to be taken by the end of March or you lose them",
      "Carried-over days must be used by 31 March 2025, after which they will be forfeited", 0),
     ("Anything beyond five days — say after long-term sick leave — needs sign-off from Marta Lindqvist, the "
      "Head of People", "must be approved by the Head of People, Marta Lindqvist", 0),
     ("you can sell back as many as three days, which would be paid in January's payroll",
      "may do so for up to three days, paid in the January payroll", 0),
     ("as long as you apply through the HR portal by 13 January",
      "must be submitted through the HR portal by 13 December 2024", 0, "contradicted")],
    wrong="by 13 January", right="by 13 December 2024"))

A(I("hr_policy", None, None,
    ["Travel and Expenses Policy, section 4: Business mileage. Employees using their own car for business travel "
     "are reimbursed at 45p per mile for the first 10,000 miles in a tax year and 25p per mile thereafter. Normal "
     "commuting between home and the usual workplace cannot be claimed. Passengers who are colleagues on the "
     "same trip attract an extra 5p per mile. Claims must be submitted within 60 days of the journey, with the "
     "start and end postcodes. Cyclists may claim 20p per mile."],
    "Driving your own car on company business pays 45p a mile up to 10,000 miles in the tax year, dropping to "
    "25p after that — so a 120-mile round trip early in the year would be worth £54. Bringing a colleague along "
    "adds 5p a mile. Your ordinary commute doesn't count, and you need to claim within about two months, giving "
    "the postcodes for where you set off and arrived. If you cycle, the rate is 20p a mile.",
    [("Driving your own car on company business pays 45p a mile up to 10,000 miles in the tax year, dropping to "
      "25p after that", "reimbursed at 45p per mile for the first 10,000 miles in a tax year and 25p per mile "
      "thereafter", 0),
     ("so a 120-mile round trip early in the year would be worth £54",
      "reimbursed at 45p per mile for the first 10,000 miles in a tax year", 0),
     ("Bringing a colleague along adds 5p a mile",
      "Passengers who are colleagues on the same trip attract an extra 5p per mile", 0),
     ("Your ordinary commute doesn't count", "Normal commuting between home and the usual workplace cannot be claimed", 0),
     ("you need to claim within about two months, giving the postcodes for where you set off and arrived",
      "Claims must be submitted within 60 days of the journey, with the start and end postcodes", 0),
     ("If you cycle, the rate is 20p a mile", "Cyclists may claim 20p per mile", 0)]))

A(I("hr_policy", "name_swap",
    "Who is replacing Graham Pike?",
    ["Internal announcement, 2 September: Leadership changes in Operations. After 14 years with the company, "
     "Operations Director Graham Pike will retire at the end of October. He will be succeeded by Aisha Bello, "
     "currently Head of Logistics, who joins the executive committee on 1 November. Aisha's current role will be "
     "filled on an interim basis by Tom Varga, Senior Logistics Manager, until a permanent appointment is made. "
     "Graham will remain available as an adviser until the end of the year. A farewell event will be held in the "
     "staff canteen on 30 October at 4pm."],
    "Graham Pike is stepping down as Operations Director at the end of October after 14 years. Aisha Bello, who "
    "heads Logistics at the moment, is taking over and will join the executive committee from the start of "
    "November. In the meantime, Graham Pike will cover her Logistics role until a permanent appointment is made. "
    "There's a send-off for Graham in the canteen at 4pm on 30 October.",
    [("Graham Pike is stepping down as Operations Director at the end of October after 14 years",
      "After 14 years with the company, Operations Director Graham Pike will retire at the end of October", 0),
     ("Aisha Bello, who heads Logistics at the moment, is taking over",
      "He will be succeeded by Aisha Bello, currently Head of Logistics", 0),
     ("will join the executive committee from the start of November",
      "who joins the executive committee on 1 November", 0),
     ("In the meantime, Graham Pike will cover her Logistics role until a permanent appointment is made",
      "Aisha's current role will be filled on an interim basis by Tom Varga", 0, "contradicted"),
     ("There's a send-off for Graham in the canteen at 4pm on 30 October",
      "A farewell event will be held in the staff canteen on 30 October at 4pm", 0)],
    wrong="Graham Pike will cover her Logistics role", right="Tom Varga, Senior Logistics Manager"))

A(I("hr_policy", None,
    "What are the office attendance rules for my team in Finance?",
    ["Hybrid Working Guidelines, Brennan & Co. Staff in office-based roles are expected to work from the office "
     "at least two days per week. Team leaders may nominate one fixed 'anchor day' each week when the whole team "
     "attends. Core hours are 10:00 to 15:00, and meetings should not be scheduled outside them. Employees "
     "working from home are entitled to a one-off equipment allowance of £300. Working from abroad is allowed for "
     "up to 20 working days per calendar year, subject to approval.",
     "Email from Dana Whitfield, Finance team leader, 6 January: Hi all — from next week our anchor day will be "
     "Wednesday. Please also remember that Thursday's month-end close meeting has moved to 11:00 so that it falls "
     "within core hours. If you haven't claimed your home-equipment allowance yet, the deadline for receipts is "
     "31 January. Thanks, Dana."],
    "On Brennan's finance team you'll be in the office at least twice a week, and one of those days has to be "
    "Wednesday, which Dana has made the team's anchor day. Meetings are kept inside the 10am–3pm core window, "
    "which is why the Thursday month-end close now starts at 11. If you work from home you can claim a one-time "
    "£300 allowance for equipment, but get your receipts in by the end of January. Working from another country "
    "is possible for up to 20 working days a year if it's approved.",
    [("On Brennan's finance team you'll be in the office at least twice a week",
      "expected to work from the office at least two days per week", 0),
     ("one of those days has to be Wednesday, which Dana has made the team's anchor day",
      "from next week our anchor day will be Wednesday", 1),
     ("Meetings are kept inside the 10am–3pm core window",
      "Core hours are 10:00 to 15:00, and meetings should not be scheduled outside them", 0),
     ("which is why the Thursday month-end close now starts at 11",
      "Thursday's month-end close meeting has moved to 11:00 so that it falls within core hours", 1),
     ("If you work from home you can claim a one-time £300 allowance for equipment",
      "entitled to a one-off equipment allowance of £300", 0),
     ("get your receipts in by the end of January", "the deadline for receipts is 31 January", 1),
     ("Working from another country is possible for up to 20 working days a year if it's approved",
      "Working from abroad is allowed for up to 20 working days per calendar year, subject to approval", 0)]))

A(I("hr_policy", "entity_swap",
    "How does a formal grievance work here?",
    ["Grievance Procedure, step 2. An employee who is not satisfied with the informal outcome may raise a formal "
     "grievance in writing with their line manager's manager. A hearing will be arranged within 10 working days "
     "of receiving the written grievance. The employee may be accompanied by a trade union representative or a "
     "colleague. The hearing will be chaired by the line manager's manager, who will make the decision; a member "
     "of HR will attend to take notes. The decision will be confirmed in writing within five working days of the "
     "hearing. If still dissatisfied, the employee may appeal to a director within seven days of receiving the "
     "decision."],
    "To take a complaint formal, you write to your manager's manager, and a hearing should follow within 10 "
    "working days. You can bring a colleague or a union rep. Someone from HR will be there to make the decision, "
    "with your manager's manager taking notes. You'll get the outcome in writing within five working days, and "
    "if you're still unhappy you have a week to appeal to a director.",
    [("To take a complaint formal, you write to your manager's manager",
      "may raise a formal grievance in writing with their line manager's manager", 0),
     ("a hearing should follow within 10 working days",
      "A hearing will be arranged within 10 working days of receiving the written grievance", 0),
     ("You can bring a colleague or a union rep",
      "may be accompanied by a trade union representative or a colleague", 0),
     ("Someone from HR will be there to make the decision, with your manager's manager taking notes",
      "chaired by the line manager's manager, who will make the decision; a member of HR will attend to take notes",
      0, "contradicted"),
     ("You'll get the outcome in writing within five working days",
      "confirmed in writing within five working days of the hearing", 0),
     ("if you're still unhappy you have a week to appeal to a director",
      "may appeal to a director within seven days of receiving the decision", 0)],
    wrong="Someone from HR will be there to make the decision",
    right="the line manager's manager chairs and decides; HR takes notes"))

A(I("hr_policy", None, None,
    ["Company sick pay scheme. After completing probation, employees receive company sick pay at full salary for "
     "up to 8 weeks in any rolling 12-month period, followed by half salary for a further 8 weeks. During "
     "probation, only statutory sick pay applies. Employees must notify their manager by 9:30 on the first day of "
     "absence. A self-certification form covers absences of up to seven calendar days; longer absences require a "
     "fit note from a doctor. Return-to-work meetings are held after every absence."],
    "Once you've passed probation, you get up to 16 weeks of company sick pay in any 12-month window — the first "
    "eight weeks on full pay and the next eight on half. Before that, you're only entitled to statutory sick pay. "
    "Let your manager know by half past nine on your first day off; for anything over a week you'll need a "
    "doctor's fit note rather than a self-certificate. You'll have a return-to-work meeting whenever you come "
    "back.",
    [("Once you've passed probation, you get up to 16 weeks of company sick pay in any 12-month window",
      "receive company sick pay at full salary for up to 8 weeks in any rolling 12-month period, followed by half "
      "salary for a further 8 weeks", 0),
     ("the first eight weeks on full pay and the next eight on half",
      "followed by half salary for a further 8 weeks", 0),
     ("Before that, you're only entitled to statutory sick pay", "During probation, only statutory sick pay applies", 0),
     ("Let your manager know by half past nine on your first day off",
      "must notify their manager by 9:30 on the first day of absence", 0),
     ("for anything over a week you'll need a doctor's fit note rather than a self-certificate",
      "covers absences of up to seven calendar days; longer absences require a fit note from a doctor", 0),
     ("You'll have a return-to-work meeting whenever you come back",
      "Return-to-work meetings are held after every absence", 0)]))

A(I("hr_policy", "negation",
    "What are the notice rules during and after probation?",
    ["Employment terms: probation and notice. New employees serve a six-month probation period, which may be "
     "extended once by up to three months. During probation, either party may end employment with one week's "
     "notice. After probation, the notice period is one month for staff below manager level and three months for "
     "managers. Holiday accrued but not taken is paid out on leaving. The company may choose to pay salary in lieu "
     "of notice. Garden leave may be applied to managers moving to a competitor."],
    "Probation lasts six months and can be stretched once, by three months at most, and while you're on it "
    "either side can end things with a week's notice. After that, notice is a month, or three months if you're "
    "a manager. Any holiday you've built up but not used is not paid out when you leave. The company can also "
    "pay you instead of having you work your notice.",
    [("Probation lasts six months and can be stretched once, by three months at most",
      "a six-month probation period, which may be extended once by up to three months", 0),
     ("while you're on it either side can end things with a week's notice",
      "During probation, either party may end employment with one week's notice", 0),
     ("After that, notice is a month, or three months if you're a manager",
      "the notice period is one month for staff below manager level and three months for managers", 0),
     ("Any holiday you've built up but not used is not paid out when you leave",
      "Holiday accrued but not taken is paid out on leaving", 0, "contradicted"),
     ("The company can also pay you instead of having you work your notice",
      "The company may choose to pay salary in lieu of notice", 0)],
    wrong="is not paid out", right="is paid out on leaving"))

# ---------------------------------------------------------------- museums_events
A(I("museums_events", None,
    "When is the Solberg exhibition on, and how much is it?",
    ["Northgate Gallery presents 'Tidelines: Photographs of the North Sea Coast', 8 March to 29 June 2025. The "
     "exhibition brings together 120 photographs by Ingrid Solberg, taken over three decades between 1990 and "
     "2020. Tickets cost £14 for adults and £7 for students; under-16s go free. On the first Thursday of each "
     "month the gallery stays open until 21:00, and entry to the exhibition is free after 18:00 on those "
     "evenings. A 40-minute curator's tour runs every Saturday at 11:00. The gallery is closed on Mondays."],
    "Tidelines runs at Northgate Gallery from early March until late June 2025, showing 120 of Ingrid Solberg's "
    "North Sea photographs from 1990 to 2020. Adult tickets are £14, students pay half that, and children under "
    "16 get in free. If you'd rather not pay, go on the first Thursday of the month after 6pm, when the gallery is "
    "open late until 9 and the show costs nothing. There's also a curator-led tour of about 40 minutes at 11 "
    "every Saturday — just avoid Mondays, when it's shut.",
    [("Tidelines runs at Northgate Gallery from early March until late June 2025", "8 March to 29 June 2025", 0),
     ("showing 120 of Ingrid Solberg's North Sea photographs from 1990 to 2020",
      "brings together 120 photographs by Ingrid Solberg, taken over three decades between 1990 and 2020", 0),
     ("Adult tickets are £14, students pay half that, and children under 16 get in free",
      "Tickets cost £14 for adults and £7 for students; under-16s go free", 0),
     ("go on the first Thursday of the month after 6pm, when the gallery is open late until 9 and the show costs "
      "nothing", "entry to the exhibition is free after 18:00 on those evenings", 0),
     ("There's also a curator-led tour of about 40 minutes at 11 every Saturday",
      "A 40-minute curator's tour runs every Saturday at 11:00", 0),
     ("avoid Mondays, when it's shut", "The gallery is closed on Mondays", 0)]))

A(I("museums_events", "name_swap", None,
    ["Press release, Harlow Museum of Science, 12 May. The museum has acquired the working notebooks of engineer "
     "Edith Marlowe, who designed the Carrick Bridge in 1931. The 46 notebooks were donated by her grandson, "
     "Peter Ashdown, and will go on display from September in the Engineering Hall. Curator Samuel Obi said the "
     "notebooks show Marlowe's calculations for the bridge's steel arch in remarkable detail. The acquisition was "
     "supported by a £25,000 grant from the Lowther Foundation towards conservation. A selection of pages will "
     "also be digitised and published online by the end of the year."],
    "Harlow Museum of Science now owns 46 of Edith Marlowe's working notebooks — she was the engineer behind the "
    "1931 Carrick Bridge. They were a gift from her grandson, Samuel Obi, and you'll be able to see them in the "
    "Engineering Hall from September. According to the curator, they record her steel-arch calculations in "
    "remarkable detail. Conservation is being helped by a £25,000 Lowther Foundation grant, and some pages should "
    "be online by the end of the year.",
    [("Harlow Museum of Science now owns 46 of Edith Marlowe's working notebooks",
      "The museum has acquired the working notebooks of engineer Edith Marlowe", 0),
     ("she was the engineer behind the 1931 Carrick Bridge", "who designed the Carrick Bridge in 1931", 0),
     ("They were a gift from her grandson, Samuel Obi", "donated by her grandson, Peter Ashdown", 0, "contradicted"),
     ("you'll be able to see them in the Engineering Hall from September",
      "will go on display from September in the Engineering Hall", 0),
     ("According to the curator, they record her steel-arch calculations in remarkable detail",
      "the notebooks show Marlowe's calculations for the bridge's steel arch in remarkable detail", 0),
     ("Conservation is being helped by a £25,000 Lowther Foundation grant",
      "supported by a £25,000 grant from the Lowther Foundation towards conservation", 0),
     ("some pages should be online by the end of the year",
      "A selection of pages will also be digitised and published online by the end of the year", 0)],
    wrong="Samuel Obi", right="Peter Ashdown"))

A(I("museums_events", None,
    "Who's doing the closing event at the Elmbridge festival?",
    ["Elmbridge Literary Festival 2025 runs from Friday 10 October to Sunday 12 October at the Corn Exchange. "
     "Weekend passes cost £65 and include entry to all ticketed talks except the Saturday gala dinner. Single "
     "talks cost £12. Novelist Hana Kaur opens the festival on Friday at 19:30. The closing event on Sunday at "
     "17:00 is a conversation between historian Martin Reyes and broadcaster Clare Dunmore.",
     "Update, 2 October: Due to illness, Martin Reyes is no longer able to attend. His place in the closing event "
     "will be taken by historian Joan Whitaker. Ticket holders for the closing event who no longer wish to attend "
     "can request a refund until 9 October. All other events go ahead as planned."],
    "The festival is on for three days at the Corn Exchange, 10–12 October. Hana Kaur kicks things off on the "
    "Friday evening at 7:30, and the Sunday 5pm finale now pairs Clare Dunmore with Joan Whitaker, who's stepping "
    "in for Martin Reyes after he fell ill. If that change puts you off, you can ask for your money back up to 9 "
    "October. A £65 weekend pass covers every ticketed talk but not the Saturday gala dinner; otherwise "
    "individual talks are £12 each.",
    [("The festival is on for three days at the Corn Exchange, 10–12 October",
      "runs from Friday 10 October to Sunday 12 October at the Corn Exchange", 0),
     ("Hana Kaur kicks things off on the Friday evening at 7:30", "Novelist Hana Kaur opens the festival on Friday at 19:30", 0),
     ("the Sunday 5pm finale now pairs Clare Dunmore with Joan Whitaker",
      "His place in the closing event will be taken by historian Joan Whitaker", 1),
     ("who's stepping in for Martin Reyes after he fell ill",
      "Due to illness, Martin Reyes is no longer able to attend", 1),
     ("you can ask for your money back up to 9 October", "can request a refund until 9 October", 1),
     ("A £65 weekend pass covers every ticketed talk but not the Saturday gala dinner",
      "Weekend passes cost £65 and include entry to all ticketed talks except the Saturday gala dinner", 0),
     ("individual talks are £12 each", "Single talks cost £12", 0)]))

A(I("museums_events", "entity_swap",
    "What's the line-up for Proms in the Park?",
    ["Programme note: Saturday Proms in the Park, Ashby Green, 19 July. Gates open at 16:00 and the concert starts "
     "at 18:30. The Ashby Symphony Orchestra will be conducted by Lena Fischer, with cellist David Mensah as "
     "soloist in Elgar's Cello Concerto. The second half features film music, and the evening ends with "
     "fireworks at about 22:00. Picnics are welcome, but glass bottles are not allowed. Tickets are £28 on the "
     "day or £24 if booked in advance."],
    "Gates open at 4pm and the music begins at 6:30. David Mensah conducts the Ashby Symphony Orchestra, and Lena "
    "Fischer is the soloist in the Elgar Cello Concerto, with film music after the interval and fireworks at "
    "around 10. Bring a picnic if you like, but leave glass bottles at home. Booking ahead saves you £4 on the £28 "
    "gate price.",
    [("Gates open at 4pm and the music begins at 6:30", "Gates open at 16:00 and the concert starts at 18:30", 0),
     ("David Mensah conducts the Ashby Symphony Orchestra, and Lena Fischer is the soloist in the Elgar Cello "
      "Concerto", "The Ashby Symphony Orchestra will be conducted by Lena Fischer, with cellist David Mensah as "
      "soloist", 0, "contradicted"),
     ("with film music after the interval", "The second half features film music", 0),
     ("fireworks at around 10", "the evening ends with fireworks at about 22:00", 0),
     ("Bring a picnic if you like, but leave glass bottles at home",
      "Picnics are welcome, but glass bottles are not allowed", 0),
     ("Booking ahead saves you £4 on the £28 gate price", "Tickets are £28 on the day or £24 if booked in advance", 0)],
    wrong="David Mensah conducts the Ashby Symphony Orchestra, and Lena Fischer is the soloist",
    right="Lena Fischer conducts; David Mensah is the cello soloist"))

A(I("museums_events", None, None,
    ["Visiting the Maritime Heritage Centre. The centre is open daily from 10:00 to 17:00 between April and "
     "October, and from 10:00 to 16:00 from November to March, with last entry one hour before closing. It is "
     "closed on 24, 25 and 26 December. Admission is £11 for adults, £9.50 for seniors and £6 for children aged 5 "
     "to 15; children under five go free. A family ticket for two adults and up to three children costs £30. The "
     "submarine exhibit is not accessible to wheelchair users, but a virtual tour is available at its entrance. "
     "Annual passes cost the same as two single visits."],
    "From April to October the Maritime Heritage Centre is open 10 till 5, with last admission at 4; in the "
    "winter months it closes an hour earlier, so arrive by 3. For two adults and three children aged 5 to 15, the £30 family ticket saves you £10 compared with paying individually. If you'll go more than twice in "
    "a year, an annual pass is worth it, as it costs the same as two visits. Wheelchair users can't get into the "
    "submarine, though there's a virtual tour at its entrance.",
    [("From April to October the Maritime Heritage Centre is open 10 till 5, with last admission at 4",
      "open daily from 10:00 to 17:00 between April and October", 0),
     ("in the winter months it closes an hour earlier, so arrive by 3",
      "from 10:00 to 16:00 from November to March, with last entry one hour before closing", 0),
     ("For two adults and three children aged 5 to 15, the £30 family ticket saves you £10 compared with "
      "paying individually", "A family ticket for two adults and up to three children costs £30", 0),
     ("If you'll go more than twice in a year, an annual pass is worth it, as it costs the same as two visits",
      "Annual passes cost the same as two single visits", 0),
     ("Wheelchair users can't get into the submarine, though there's a virtual tour at its entrance",
      "The submarine exhibit is not accessible to wheelchair users, but a virtual tour is available at its "
      "entrance", 0)]))

A(I("museums_events", "negation",
    "Is the Stanton Hall fair still happening this weekend?",
    ["Notice to visitors: The Stanton Hall summer fair on Sunday 3 August will go ahead despite the forecast, but "
     "the falconry display has been cancelled because of expected high winds. The craft marquee and food stalls "
     "will operate as normal. Car parking is free for this event, and overflow parking will be available in the "
     "east paddock. Dogs on leads are welcome in the grounds but not inside the hall. The house tours at 12:00 and "
     "14:30 are fully booked, and no further tickets will be sold on the door. Visitors who bought tickets "
     "specifically for the falconry display can claim a full refund."],
    "The Stanton Hall fair is still on for 3 August, but there won't be a falconry display — high winds are "
    "expected. The craft tent and food stalls are running as usual, parking costs nothing, and there's extra "
    "space in the east paddock. You can bring a dog on a lead around the grounds, though not into the hall. Both "
    "house tours (noon and 2:30) are full, but tickets will still be sold on the door.",
    [("The Stanton Hall fair is still on for 3 August",
      "The Stanton Hall summer fair on Sunday 3 August will go ahead despite the forecast", 0),
     ("there won't be a falconry display — high winds are expected",
      "the falconry display has been cancelled because of expected high winds", 0),
     ("The craft tent and food stalls are running as usual", "The craft marquee and food stalls will operate as normal", 0),
     ("parking costs nothing, and there's extra space in the east paddock",
      "Car parking is free for this event, and overflow parking will be available in the east paddock", 0),
     ("You can bring a dog on a lead around the grounds, though not into the hall",
      "Dogs on leads are welcome in the grounds but not inside the hall", 0),
     ("Both house tours (noon and 2:30) are full", "The house tours at 12:00 and 14:30 are fully booked", 0),
     ("tickets will still be sold on the door", "no further tickets will be sold on the door", 0, "contradicted")],
    wrong="tickets will still be sold on the door", right="no further tickets will be sold on the door"))

A(I("museums_events", None,
    "How did the Carden Museum do last year?",
    ["Annual report 2024, Carden Museum. The museum welcomed 214,600 visitors in 2024, its highest total since "
     "reopening after refurbishment in 2019 and an increase of 18% on 2023. School visits accounted for 31,200 of "
     "these. The most popular exhibition was 'Glass and Light', which drew 68,000 visitors in its 14-week run. "
     "Income from the shop and café reached £612,000, while donations totalled £148,000. The museum's volunteer "
     "team grew to 95 people, who gave more than 11,000 hours of their time."],
    "It was a strong year: 214,600 people came through the doors in 2024, up 18% on the previous year — so "
    "roughly 182,000 in 2023 — and the best figure since the 2019 reopening. 'Glass and Light' was the biggest "
    "draw, averaging nearly 5,000 visitors a week over its 14 weeks. The shop and café brought in £612,000, over "
    "four times what came in through donations. Its 95 volunteers put in upwards of 11,000 hours.",
    [("214,600 people came through the doors in 2024, up 18% on the previous year",
      "The museum welcomed 214,600 visitors in 2024", 0),
     ("so roughly 182,000 in 2023", "an increase of 18% on 2023", 0),
     ("the best figure since the 2019 reopening", "its highest total since reopening after refurbishment in 2019", 0),
     ("'Glass and Light' was the biggest draw, averaging nearly 5,000 visitors a week over its 14 weeks",
      "drew 68,000 visitors in its 14-week run", 0),
     ("The shop and café brought in £612,000, over four times what came in through donations",
      "Income from the shop and café reached £612,000, while donations totalled £148,000", 0),
     ("Its 95 volunteers put in upwards of 11,000 hours", "grew to 95 people, who gave more than 11,000 hours of their time", 0)]))

A(I("museums_events", "antonym",
    "Do I need to book the catapult workshop?",
    ["Family workshop: Build a Roman Catapult. Saturday 15 February, 10:30–12:00, Learning Studio, City Museum. "
     "Suitable for children aged 7 to 11, who must be accompanied by an adult. Places are limited to 20 children "
     "and cost £5 per child; accompanying adults go free. All materials are provided, and children take their "
     "catapults home. The session is held in a ground-floor room with step-free access. Booking is essential, as "
     "last year's session sold out within two days."],
    "The Roman catapult workshop is on Saturday 15 February from 10:30 to noon in the museum's Learning Studio. "
    "It's aimed at 7- to 11-year-olds, and an adult has to come with them — free of charge, while each child's "
    "place is £5. Everything is supplied and the kids keep what they make. The room is on the ground floor with "
    "step-free access, and booking is optional, although last year's session filled up within two days.",
    [("The Roman catapult workshop is on Saturday 15 February from 10:30 to noon in the museum's Learning Studio",
      "Saturday 15 February, 10:30–12:00, Learning Studio, City Museum", 0),
     ("It's aimed at 7- to 11-year-olds, and an adult has to come with them",
      "Suitable for children aged 7 to 11, who must be accompanied by an adult", 0),
     ("free of charge, while each child's place is £5", "cost £5 per child; accompanying adults go free", 0),
     ("Everything is supplied and the kids keep what they make",
      "All materials are provided, and children take their catapults home", 0),
     ("The room is on the ground floor with step-free access", "held in a ground-floor room with step-free access", 0),
     ("booking is optional", "Booking is essential", 0, "contradicted"),
     ("last year's session filled up within two days", "last year's session sold out within two days", 0)],
    wrong="booking is optional", right="Booking is essential"))

# ---------------------------------------------------------------- transit_disruptions
A(I("transit_disruptions", None,
    "Can I get from Carnford to Westport by train this weekend?",
    ["Planned engineering works: Weekend of 22–23 March. No trains will run between Carnford and Hale Junction on "
     "Saturday 22 and Sunday 23 March while track is renewed near Milton Tunnel. Rail replacement buses will run "
     "between Carnford and Hale Junction, calling at all intermediate stations. Journeys will take up to 40 "
     "minutes longer than usual. Bicycles cannot be carried on replacement buses, except for folded bikes. Trains "
     "between Hale Junction and Westport are not affected. Normal services resume from the first train on Monday "
     "24 March."],
    "Not all the way. The line between Carnford and Hale Junction is shut on both Saturday and Sunday for track "
    "renewal near Milton Tunnel, so you'll take a replacement bus for that stretch, which stops at every station "
    "in between and adds as much as 40 minutes. From Hale Junction, trains to Westport are running normally. If "
    "you're bringing a bike, it'll need to be a folding one to go on the bus. Everything's back to normal from "
    "first thing Monday.",
    [("The line between Carnford and Hale Junction is shut on both Saturday and Sunday for track renewal near "
      "Milton Tunnel", "No trains will run between Carnford and Hale Junction on Saturday 22 and Sunday 23 March "
      "while track is renewed near Milton Tunnel", 0),
     ("you'll take a replacement bus for that stretch, which stops at every station in between",
      "Rail replacement buses will run between Carnford and Hale Junction, calling at all intermediate stations", 0),
     ("adds as much as 40 minutes", "Journeys will take up to 40 minutes longer than usual", 0),
     ("From Hale Junction, trains to Westport are running normally",
      "Trains between Hale Junction and Westport are not affected", 0),
     ("If you're bringing a bike, it'll need to be a folding one to go on the bus",
      "Bicycles cannot be carried on replacement buses, except for folded bikes", 0),
     ("Everything's back to normal from first thing Monday",
      "Normal services resume from the first train on Monday 24 March", 0)]))

A(I("transit_disruptions", "entity_swap", None,
    ["Service update from Metrolink Buses, 5 June. Because of the closure of Bridge Street for gas main repairs "
     "from 9 June for about three weeks, route 12 will be diverted via Castle Road and will not serve the Bridge "
     "Street stops. Route 47 is unaffected and will continue to run along Riverside Drive. Passengers for the "
     "library should use the temporary stop on Castle Road, a four-minute walk away. Route 12 journeys may take up "
     "to 10 minutes longer in the morning peak. The night bus N12 will run as normal because work will pause "
     "overnight."],
    "From 9 June Bridge Street is closed for roughly three weeks of gas main repairs. During that time the 47 is "
    "being sent along Castle Road and won't stop on Bridge Street, while the 12 keeps to its usual Riverside "
    "Drive route. For the library, use the temporary Castle Road stop about four minutes' walk away. The night "
    "bus N12 isn't affected, because the work stops overnight.",
    [("From 9 June Bridge Street is closed for roughly three weeks of gas main repairs",
      "closure of Bridge Street for gas main repairs from 9 June for about three weeks", 0),
     ("During that time the 47 is being sent along Castle Road and won't stop on Bridge Street, while the 12 "
      "keeps to its usual Riverside Drive route",
      "route 12 will be diverted via Castle Road and will not serve the Bridge Street stops", 0, "contradicted"),
     ("For the library, use the temporary Castle Road stop about four minutes' walk away",
      "Passengers for the library should use the temporary stop on Castle Road, a four-minute walk away", 0),
     ("The night bus N12 isn't affected, because the work stops overnight",
      "The night bus N12 will run as normal because work will pause overnight", 0)],
    wrong="the 47 is being sent along Castle Road",
    right="route 12 is diverted via Castle Road; route 47 is unaffected"))

A(I("transit_disruptions", None,
    "Are the Southline strikes still happening?",
    ["Industrial action notice, Southline Rail. Members of the drivers' union will strike on Tuesday 4 and "
     "Thursday 6 November. On strike days, Southline expects to run around 40% of its normal timetable, with "
     "trains only between 07:00 and 19:00. There will be no service at all on the Hadley branch. Tickets for "
     "travel on strike days can be used the day before, or on any day up to and including Friday 7 November. "
     "Season ticket holders can claim compensation for the strike days through the Delay Repay scheme.",
     "Southline update, 3 November: Talks between Southline and the union ended without agreement, and both "
     "strikes will go ahead. An additional strike day has not been called. Passengers are advised to check "
     "journey planners before travelling, as the last trains on strike days may be busier than usual. Wednesday "
     "5 November will see a normal service, though the first trains may start later than usual."],
    "Yes — talks broke down, so drivers will walk out on both the Tuesday (4 November) and the Thursday (6th). On "
    "those days only about two in five trains will run, and only between 7am and 7pm, while the Hadley branch "
    "will have no trains at all. Wednesday's timetable is normal, apart from possibly later first trains. If "
    "you've got a ticket for a strike day, you can travel the day before instead or use it any day up to Friday "
    "the 7th, and season ticket holders can claim through Delay Repay.",
    [("talks broke down, so drivers will walk out on both the Tuesday (4 November) and the Thursday (6th)",
      "Talks between Southline and the union ended without agreement, and both strikes will go ahead", 1),
     ("On those days only about two in five trains will run, and only between 7am and 7pm",
      "expects to run around 40% of its normal timetable, with trains only between 07:00 and 19:00", 0),
     ("the Hadley branch will have no trains at all", "There will be no service at all on the Hadley branch", 0),
     ("Wednesday's timetable is normal, apart from possibly later first trains",
      "Wednesday 5 November will see a normal service, though the first trains may start later than usual", 1),
     ("you can travel the day before instead or use it any day up to Friday the 7th",
      "can be used the day before, or on any day up to and including Friday 7 November", 0),
     ("season ticket holders can claim through Delay Repay",
      "Season ticket holders can claim compensation for the strike days through the Delay Repay scheme", 0)]))

A(I("transit_disruptions", "negation",
    "Is my 8:30 ferry to Caskay running today?",
    ["Ferry disruption notice, Isles Link, issued 06:15 on 14 January. Due to a forecast of gale-force winds, the "
     "08:30 and 11:00 sailings from Port Ellan to Caskay are cancelled. The 14:30 sailing is currently expected to "
     "operate, but may be subject to delay. Passengers booked on cancelled sailings will be transferred "
     "automatically to the 14:30 sailing and do not need to contact us. Vehicle bookings may be moved to "
     "tomorrow's 08:30 sailing if there is insufficient deck space. A further update will be issued at 10:00."],
    "No — both morning crossings from Port Ellan to Caskay, at 8:30 and 11:00, have been cancelled because gales "
    "are forecast. The afternoon boat at 2:30 should still sail, although it could be late. If you were booked on "
    "one of the cancelled sailings, you'll need to phone Isles Link to be moved onto it. Anyone travelling with a "
    "car might end up on tomorrow's 8:30 if the deck is full, and there'll be another update at 10am.",
    [("both morning crossings from Port Ellan to Caskay, at 8:30 and 11:00, have been cancelled because gales are "
      "forecast", "Due to a forecast of gale-force winds, the 08:30 and 11:00 sailings from Port Ellan to Caskay "
      "are cancelled", 0),
     ("The afternoon boat at 2:30 should still sail, although it could be late",
      "The 14:30 sailing is currently expected to operate, but may be subject to delay", 0),
     ("If you were booked on one of the cancelled sailings, you'll need to phone Isles Link to be moved onto it",
      "will be transferred automatically to the 14:30 sailing and do not need to contact us", 0, "contradicted"),
     ("Anyone travelling with a car might end up on tomorrow's 8:30 if the deck is full",
      "Vehicle bookings may be moved to tomorrow's 08:30 sailing if there is insufficient deck space", 0),
     ("there'll be another update at 10am", "A further update will be issued at 10:00", 0)],
    wrong="you'll need to phone Isles Link to be moved onto it",
    right="passengers are transferred automatically and do not need to contact Isles Link"))

A(I("transit_disruptions", None, None,
    ["Highways notice: A591 overnight closures. The A591 will be closed in both directions between Ambleside and "
     "Grasmere from 20:00 to 06:00 on weeknights from Monday 12 May to Friday 23 May for resurfacing. A signed "
     "diversion via the A593 and B5343 adds approximately 16 kilometres to the journey. Access for residents and "
     "emergency vehicles will be maintained at all times. The road will remain open during the weekend of 17–18 "
     "May. Work may be postponed in the event of heavy rain."],
    "For two working weeks in May (the 12th to the 23rd), the A591 between Ambleside and Grasmere shuts from 8pm "
    "to 6am each weeknight while it's resurfaced; it stays open over the weekend of the 17th and 18th. The signed "
    "diversion along the A593 and B5343 is about 10 miles longer. Residents and emergency services can still get "
    "through, and heavy rain could push the work back.",
    [("For two working weeks in May (the 12th to the 23rd), the A591 between Ambleside and Grasmere shuts from "
      "8pm to 6am each weeknight while it's resurfaced",
      "closed in both directions between Ambleside and Grasmere from 20:00 to 06:00 on weeknights from Monday 12 "
      "May to Friday 23 May for resurfacing", 0),
     ("it stays open over the weekend of the 17th and 18th", "The road will remain open during the weekend of 17–18 May", 0),
     ("The signed diversion along the A593 and B5343 is about 10 miles longer",
      "adds approximately 16 kilometres to the journey", 0),
     ("Residents and emergency services can still get through",
      "Access for residents and emergency vehicles will be maintained at all times", 0),
     ("heavy rain could push the work back", "Work may be postponed in the event of heavy rain", 0)]))

A(I("transit_disruptions", "antonym",
    "What's going on with the Green Line this morning?",
    ["Line status at 08:40: The Green Line is suspended between Victoria Park and Eastgate following a signal "
     "failure at Kings Cross Road. Services are running between Eastgate and Airport, but with severe delays. "
     "Customers can use the Blue Line between Victoria Park and Central, and tickets are being accepted on city "
     "buses 5 and 9. Engineers are on site, and the line is expected to reopen by 11:00. The Red Line is running "
     "a good service."],
    "A signal failure at Kings Cross Road has shut the Green Line between Victoria Park and Eastgate. Trains are "
    "still going between Eastgate and the airport, with only minor delays. As alternatives, you can take the Blue "
    "Line from Victoria Park to Central or hop on bus 5 or 9 with your ticket. Engineers are working on it and "
    "hope to reopen the line by 11.",
    [("A signal failure at Kings Cross Road has shut the Green Line between Victoria Park and Eastgate",
      "The Green Line is suspended between Victoria Park and Eastgate following a signal failure at Kings Cross "
      "Road", 0),
     ("Trains are still going between Eastgate and the airport, with only minor delays",
      "Services are running between Eastgate and Airport, but with severe delays", 0, "contradicted"),
     ("you can take the Blue Line from Victoria Park to Central",
      "Customers can use the Blue Line between Victoria Park and Central", 0),
     ("hop on bus 5 or 9 with your ticket", "tickets are being accepted on city buses 5 and 9", 0),
     ("Engineers are working on it and hope to reopen the line by 11",
      "Engineers are on site, and the line is expected to reopen by 11:00", 0)],
    wrong="with only minor delays", right="with severe delays"))

A(I("transit_disruptions", None,
    "If I get the first X4 from Oxbridge in September, when will I reach Fenley?",
    ["Temporary timetable, Route X4 Oxbridge–Fenley, 1–28 September. Because of roadworks on the Fenley bypass, all "
     "X4 journeys will run five minutes earlier than shown in the standard timetable from Oxbridge. The first bus "
     "from Oxbridge will therefore leave at 06:10 instead of 06:15. Journey time to Fenley increases from 35 to 45 "
     "minutes. Buses will run every 20 minutes during the day, rather than every 15 minutes. Evening services "
     "after 19:00 are unchanged."],
    "During September the first X4 leaves Oxbridge at 6:10, five minutes earlier than normal, and with the "
    "journey stretched to 45 minutes because of the bypass roadworks, you'd get into Fenley at 6:55. That's ten "
    "minutes longer on board than usual. Daytime buses also come less often — every 20 minutes instead of every "
    "quarter of an hour — but nothing changes after 7pm.",
    [("During September the first X4 leaves Oxbridge at 6:10, five minutes earlier than normal",
      "The first bus from Oxbridge will therefore leave at 06:10 instead of 06:15", 0),
     ("with the journey stretched to 45 minutes because of the bypass roadworks, you'd get into Fenley at 6:55",
      "Journey time to Fenley increases from 35 to 45 minutes", 0),
     ("That's ten minutes longer on board than usual", "Journey time to Fenley increases from 35 to 45 minutes", 0),
     ("Daytime buses also come less often — every 20 minutes instead of every quarter of an hour",
      "Buses will run every 20 minutes during the day, rather than every 15 minutes", 0),
     ("nothing changes after 7pm", "Evening services after 19:00 are unchanged", 0)]))

A(I("transit_disruptions", "unsupported_addition",
    "I'm flying out of Westford on Saturday — will the strike affect me?",
    ["Notice from Westford Airport, 18 August. Security staff at Westford Airport will strike from 04:00 on Friday "
     "22 August until 04:00 on Sunday 24 August. The airport will remain open, but passengers should allow at "
     "least three hours to pass through security. Passengers are advised to carry only one item of hand luggage. "
     "The airport shops and restaurants in the departure lounge will open as normal. Airlines will contact "
     "passengers directly if their flights are affected."],
    "Quite possibly — the security strike at Westford runs for 48 hours, from 4am on Friday 22 August to 4am on "
    "Sunday, so Saturday falls right in the middle. The airport isn't closing, but give yourself three hours or "
    "more to get through security, and stick to a single piece of hand luggage. Two airlines have already said "
    "they will cancel some early-morning departures. Shops and restaurants airside will be open as usual, and "
    "your airline will be in touch if your flight is affected.",
    [("the security strike at Westford runs for 48 hours, from 4am on Friday 22 August to 4am on Sunday",
      "will strike from 04:00 on Friday 22 August until 04:00 on Sunday 24 August", 0),
     ("so Saturday falls right in the middle", "will strike from 04:00 on Friday 22 August until 04:00 on Sunday 24 August", 0),
     ("The airport isn't closing", "The airport will remain open", 0),
     ("give yourself three hours or more to get through security",
      "passengers should allow at least three hours to pass through security", 0),
     ("stick to a single piece of hand luggage", "advised to carry only one item of hand luggage", 0),
     ("Two airlines have already said they will cancel some early-morning departures", None, None, "unsupported"),
     ("Shops and restaurants airside will be open as usual",
      "The airport shops and restaurants in the departure lounge will open as normal", 0),
     ("your airline will be in touch if your flight is affected",
      "Airlines will contact passengers directly if their flights are affected", 0)],
    wrong="Two airlines have already said they will cancel some early-morning departures", right=None))

# ---------------------------------------------------------------- nutrition
A(I("nutrition", None,
    "How many calories are in a bowl of this granola?",
    ["Nutrition information: Oat & Honey Granola, 500 g pack. Per 100 g: energy 1,870 kJ / 446 kcal; fat 17.2 g, of "
     "which saturates 3.1 g; carbohydrate 62.0 g, of which sugars 19.5 g; fibre 7.4 g; protein 9.8 g; salt 0.05 g. "
     "A recommended serving is 45 g. Contains oats (gluten) and may contain traces of nuts. The pack contains "
     "approximately 11 servings."],
    "A standard 45 g serving works out at roughly 200 kcal, with just under 9 g of sugar and about 4.4 g of "
    "protein. Per 100 g it's 446 kcal, and sugars make up nearly a fifth of the weight. It also has 7.4 g of fibre "
    "per 100 g, and hardly any salt. Note that it contains gluten from the oats and may have traces of nuts, and "
    "you'll get around 11 bowls out of the 500 g bag.",
    [("A standard 45 g serving works out at roughly 200 kcal", "energy 1,870 kJ / 446 kcal", 0),
     ("with just under 9 g of sugar and about 4.4 g of protein", "of which sugars 19.5 g; fibre 7.4 g; protein 9.8 g", 0),
     ("Per 100 g it's 446 kcal", "energy 1,870 kJ / 446 kcal", 0),
     ("sugars make up nearly a fifth of the weight", "of which sugars 19.5 g", 0),
     ("It also has 7.4 g of fibre per 100 g, and hardly any salt", "fibre 7.4 g; protein 9.8 g; salt 0.05 g", 0),
     ("it contains gluten from the oats and may have traces of nuts",
      "Contains oats (gluten) and may contain traces of nuts", 0),
     ("you'll get around 11 bowls out of the 500 g bag", "The pack contains approximately 11 servings", 0)]))

A(I("nutrition", "negation", None,
    ["Public health guidance: Vitamin D. Between October and March, everyone aged over four should consider taking "
     "a daily supplement containing 10 micrograms of vitamin D. During spring and summer, most people can make "
     "enough vitamin D from sunlight on their skin. People who are rarely outdoors, or who usually wear clothes "
     "that cover most of their skin, should take a supplement all year round. Babies fed infant formula should "
     "not be given a vitamin D supplement if they are having more than 500 ml of formula a day, because formula "
     "is already fortified. Taking more than 100 micrograms a day over a long period could be harmful for adults."],
    "From October to March, anyone over four should think about a daily 10-microgram vitamin D supplement. In the "
    "sunnier months most people make enough from sunlight. If you hardly go outside or usually keep most of your "
    "skin covered, take it all year. Babies drinking more than 500 ml of formula a day should still be given a "
    "supplement on top. For adults, regularly going above 100 micrograms a day could do harm.",
    [("From October to March, anyone over four should think about a daily 10-microgram vitamin D supplement",
      "Between October and March, everyone aged over four should consider taking a daily supplement containing 10 "
      "micrograms of vitamin D", 0),
     ("In the sunnier months most people make enough from sunlight",
      "During spring and summer, most people can make enough vitamin D from sunlight on their skin", 0),
     ("If you hardly go outside or usually keep most of your skin covered, take it all year",
      "should take a supplement all year round", 0),
     ("Babies drinking more than 500 ml of formula a day should still be given a supplement on top",
      "Babies fed infant formula should not be given a vitamin D supplement if they are having more than 500 ml of "
      "formula a day", 0, "contradicted"),
     ("For adults, regularly going above 100 micrograms a day could do harm",
      "Taking more than 100 micrograms a day over a long period could be harmful for adults", 0)],
    wrong="should still be given a supplement on top", right="should not be given a vitamin D supplement"))

A(I("nutrition", None,
    "Which of these two yogurts is better for protein?",
    ["Product A: Greek-style natural yogurt, 150 g pot. Per pot: energy 159 kcal, fat 12.0 g, saturates 7.8 g, "
     "carbohydrate 6.3 g, sugars 6.3 g, protein 6.0 g. Calcium: 180 mg per pot. Suitable for vegetarians.",
     "Product B: Fat-free Icelandic-style skyr, 150 g pot. Per pot: energy 95 kcal, fat 0.3 g, saturates 0.1 g, "
     "carbohydrate 6.0 g, sugars 5.7 g, protein 16.5 g. Calcium: 225 mg per pot. Suitable for vegetarians."],
    "The skyr wins clearly: 16.5 g of protein per pot, almost three times the 6 g in the Greek-style yogurt. It's "
    "also 64 kcal lighter and has practically no fat, compared with 12 g in the Greek pot, most of it saturated. "
    "Sugar is about the same in both, and the skyr even has a bit more calcium (225 mg against 180 mg). Both are "
    "fine for vegetarians.",
    [("16.5 g of protein per pot, almost three times the 6 g in the Greek-style yogurt", "sugars 5.7 g, protein 16.5 g", 1),
     ("It's also 64 kcal lighter", "Per pot: energy 95 kcal", 1),
     ("has practically no fat", "fat 0.3 g, saturates 0.1 g", 1),
     ("compared with 12 g in the Greek pot, most of it saturated", "fat 12.0 g, saturates 7.8 g", 0),
     ("Sugar is about the same in both", "carbohydrate 6.0 g, sugars 5.7 g", 1),
     ("the skyr even has a bit more calcium (225 mg against 180 mg)", "Calcium: 225 mg per pot", 1),
     ("Both are fine for vegetarians", "Suitable for vegetarians", 0)]))

A(I("nutrition", "antonym",
    "How much fibre should I be eating?",
    ["Fact sheet: Dietary fibre. Adults are advised to eat 30 g of fibre a day, but the average intake is only "
     "around 19 g. Eating more fibre is linked to a lower risk of heart disease, type 2 diabetes and bowel cancer. "
     "Good sources include wholegrain bread, oats, beans, lentils, fruit and vegetables with their skins on. Fibre "
     "should be increased gradually, and people should drink plenty of fluids, to avoid bloating. A medium baked "
     "potato with skin provides about 4.7 g of fibre."],
    "Adults should aim for 30 g of fibre a day, yet the average person gets only about 19 g — roughly 11 g short. "
    "A higher intake goes along with less heart disease, type 2 diabetes and bowel cancer. Wholegrain bread, oats, "
    "pulses such as beans and lentils, and unpeeled fruit and veg are all good sources; a baked potato eaten with "
    "its skin gives you nearly 5 g. It's best to up your intake quickly and drink plenty, which helps prevent "
    "bloating.",
    [("Adults should aim for 30 g of fibre a day", "Adults are advised to eat 30 g of fibre a day", 0),
     ("the average person gets only about 19 g — roughly 11 g short", "the average intake is only around 19 g", 0),
     ("A higher intake goes along with less heart disease, type 2 diabetes and bowel cancer",
      "linked to a lower risk of heart disease, type 2 diabetes and bowel cancer", 0),
     ("Wholegrain bread, oats, pulses such as beans and lentils, and unpeeled fruit and veg are all good sources",
      "Good sources include wholegrain bread, oats, beans, lentils, fruit and vegetables with their skins on", 0),
     ("a baked potato eaten with its skin gives you nearly 5 g",
      "A medium baked potato with skin provides about 4.7 g of fibre", 0),
     ("It's best to up your intake quickly and drink plenty, which helps prevent bloating",
      "Fibre should be increased gradually, and people should drink plenty of fluids, to avoid bloating", 0,
      "contradicted")],
    wrong="up your intake quickly", right="increase fibre gradually"))

A(I("nutrition", None, None,
    ["Understanding food labels: salt and sodium. Some labels list sodium rather than salt. To convert sodium to "
     "salt, multiply the sodium figure by 2.5. Adults should eat no more than 6 g of salt a day, which is about one "
     "level teaspoon. A food is considered high in salt if it contains more than 1.5 g of salt per 100 g, and low "
     "in salt if it contains 0.3 g or less per 100 g. Children aged 7 to 10 should have no more than 5 g a day."],
    "If a label only gives sodium, multiply by 2.5 to get the salt — so a soup with 0.8 g of sodium per 100 g "
    "actually has 2 g of salt, which puts it firmly in the high-salt category (anything over 1.5 g per 100 g). "
    "To count as low in salt, a food can't go above 0.3 g per 100 g. The daily ceiling for adults is 6 g, about a level teaspoon, and "
    "a gram less for children aged 7 to 10.",
    [("If a label only gives sodium, multiply by 2.5 to get the salt",
      "To convert sodium to salt, multiply the sodium figure by 2.5", 0),
     ("so a soup with 0.8 g of sodium per 100 g actually has 2 g of salt",
      "To convert sodium to salt, multiply the sodium figure by 2.5", 0),
     ("which puts it firmly in the high-salt category (anything over 1.5 g per 100 g)",
      "considered high in salt if it contains more than 1.5 g of salt per 100 g", 0),
     ("To count as low in salt, a food can't go above 0.3 g per 100 g", "low in salt if it contains 0.3 g or less per 100 g", 0),
     ("The daily ceiling for adults is 6 g, about a level teaspoon",
      "Adults should eat no more than 6 g of salt a day, which is about one level teaspoon", 0),
     ("a gram less for children aged 7 to 10", "Children aged 7 to 10 should have no more than 5 g a day", 0)]))

A(I("nutrition", "unsupported_addition",
    "How much coffee can I have while pregnant?",
    ["Caffeine and pregnancy: patient leaflet. Pregnant women are advised to limit caffeine to 200 mg a day. A mug "
     "of filter coffee contains about 140 mg of caffeine, and a mug of instant coffee about 100 mg. A mug of tea "
     "contains about 75 mg, and a 250 ml can of energy drink up to 80 mg. A 50 g bar of plain chocolate contains "
     "up to 50 mg. High caffeine intake has been linked to low birth weight."],
    "The advice in pregnancy is to keep caffeine to 200 mg a day at most. That's about two mugs of instant coffee, "
    "or one mug of filter coffee plus a 50 g bar of plain chocolate (about 190 mg). Tea has about 75 mg a mug and "
    "a 250 ml energy drink up to 80 mg. Decaf coffee can be drunk freely, as it contains no caffeine at all. Too "
    "much caffeine has been associated with babies being born underweight.",
    [("The advice in pregnancy is to keep caffeine to 200 mg a day at most",
      "Pregnant women are advised to limit caffeine to 200 mg a day", 0),
     ("That's about two mugs of instant coffee", "a mug of instant coffee about 100 mg", 0),
     ("or one mug of filter coffee plus a 50 g bar of plain chocolate (about 190 mg)",
      "A mug of filter coffee contains about 140 mg of caffeine", 0),
     ("Tea has about 75 mg a mug and a 250 ml energy drink up to 80 mg",
      "A mug of tea contains about 75 mg, and a 250 ml can of energy drink up to 80 mg", 0),
     ("Decaf coffee can be drunk freely, as it contains no caffeine at all", None, None, "unsupported"),
     ("Too much caffeine has been associated with babies being born underweight",
      "High caffeine intake has been linked to low birth weight", 0)],
    wrong="Decaf coffee can be drunk freely, as it contains no caffeine at all", right=None))

A(I("nutrition", None,
    "I weigh 80 kg and lift weights — how much protein do I need?",
    ["Sports nutrition guide, chapter 3. For most adults, the reference intake for protein is 0.75 g per kilogram "
     "of body weight per day. People doing regular endurance training may need 1.2 to 1.4 g per kilogram, and "
     "those doing strength training 1.6 to 1.7 g per kilogram. Spreading protein across meals, at around 20 to 25 "
     "g per meal, appears to support muscle repair better than eating most of it at once. Eggs provide about 6 g "
     "of protein each, and a 100 g chicken breast about 31 g. Very high protein intakes offer no extra benefit for "
     "muscle growth beyond about 2 g per kilogram."],
    "For strength training the guide suggests 1.6–1.7 g per kilo, which at 80 kg comes to 128–136 g a day — more "
    "than twice the 60 g reference intake for an average adult of your weight. Going past about 160 g won't add "
    "any more muscle. Try to spread it out at 20–25 g a meal rather than loading it into one sitting; for "
    "reference, a 100 g chicken breast gives you 31 g and an egg about 6 g.",
    [("For strength training the guide suggests 1.6–1.7 g per kilo",
      "those doing strength training 1.6 to 1.7 g per kilogram", 0),
     ("which at 80 kg comes to 128–136 g a day", "those doing strength training 1.6 to 1.7 g per kilogram", 0),
     ("more than twice the 60 g reference intake for an average adult of your weight",
      "the reference intake for protein is 0.75 g per kilogram of body weight per day", 0),
     ("Going past about 160 g won't add any more muscle",
      "offer no extra benefit for muscle growth beyond about 2 g per kilogram", 0),
     ("Try to spread it out at 20–25 g a meal rather than loading it into one sitting",
      "Spreading protein across meals, at around 20 to 25 g per meal", 0),
     ("a 100 g chicken breast gives you 31 g and an egg about 6 g",
      "Eggs provide about 6 g of protein each, and a 100 g chicken breast about 31 g", 0)]))

A(I("nutrition", "wrong_arithmetic",
    "Is cola the worst drink for sugar?",
    ["Sugar in popular drinks, per 330 ml serving. Cola contains 35 g of sugar per can, the highest of the drinks "
     "tested. Orange juice contains 29 g, all of it naturally occurring. Lemonade contains 22 g and a sports drink "
     "20 g. Adults are advised to have no more than 30 g of free sugars a day. The sugars in fruit juice count as "
     "free sugars, even though they occur naturally."],
    "Of the drinks listed, yes: a can of cola has 35 g of sugar, which on its own takes you over the 30 g daily "
    "limit for adults. Orange juice isn't much better at 29 g for the same amount, and even though that sugar "
    "occurs naturally, it still counts as free sugar. Lemonade (22 g) and sports drinks (20 g) are lower, but a "
    "can of each adds up to 52 g — well over the limit.",
    [("a can of cola has 35 g of sugar", "Cola contains 35 g of sugar per can, the highest of the drinks tested", 0),
     ("which on its own takes you over the 30 g daily limit for adults",
      "Adults are advised to have no more than 30 g of free sugars a day", 0),
     ("Orange juice isn't much better at 29 g for the same amount", "Orange juice contains 29 g", 0),
     ("even though that sugar occurs naturally, it still counts as free sugar",
      "The sugars in fruit juice count as free sugars, even though they occur naturally", 0),
     ("Lemonade (22 g) and sports drinks (20 g) are lower", "Lemonade contains 22 g and a sports drink 20 g", 0),
     ("a can of each adds up to 52 g — well over the limit", "Lemonade contains 22 g and a sports drink 20 g", 0,
      "contradicted")],
    wrong="52 g", right="42 g"))
