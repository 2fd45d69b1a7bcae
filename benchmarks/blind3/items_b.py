from common import F, P

# ---------------------------------------------------------------- gardening
GARDEN_F = [
F("Which of these two tomatoes should I grow, and how?",
  "Seed catalogue, page 14: tomatoes. 'Sungold Select' is a cherry tomato that ripens 57 days after transplanting "
  "and produces orange fruit of about 15 g. 'Brandywine Red' is a beefsteak heirloom needing 85 days to mature, with "
  "fruit up to 450 g. Sow both indoors 6–8 weeks before the last expected frost, at a depth of 6 mm. Plant out when "
  "night temperatures stay above 10 °C. A packet of 'Sungold Select' (10 seeds) costs £3.95; 'Brandywine Red' (25 "
  "seeds) costs £2.75.",
  "'Sungold Select' is the quicker of the two, ready about four weeks before 'Brandywine Red' (57 days versus 85 "
  "from transplanting). Brandywine's fruit is far bigger, though: up to 450 g, roughly 30 times the weight of a 15 g "
  "Sungold cherry. Start both indoors six to eight weeks before your last frost, sowing them about a quarter of an "
  "inch deep, and move them outside once nights stay above 10 °C (50 °F). Per seed, Sungold is much pricier at about "
  "40p each, against 11p for Brandywine.",
  [("'Sungold Select' is the quicker of the two, ready about four weeks before 'Brandywine Red' (57 days versus 85 "
    "from transplanting)", "is a beefsteak heirloom needing 85 days to mature"),
   ("Brandywine's fruit is far bigger, though: up to 450 g, roughly 30 times the weight of a 15 g Sungold cherry",
    "with fruit up to 450 g"),
   ("Start both indoors six to eight weeks before your last frost",
    "Sow both indoors 6–8 weeks before the last expected frost"),
   ("sowing them about a quarter of an inch deep", "at a depth of 6 mm"),
   ("move them outside once nights stay above 10 °C (50 °F)", "Plant out when night temperatures stay above 10 °C"),
   ("Per seed, Sungold is much pricier at about 40p each, against 11p for Brandywine",
    "A packet of 'Sungold Select' (10 seeds) costs £3.95; 'Brandywine Red' (25 seeds) costs £2.75")]),

F("How do I use GreenPlus on my lawn, which is about 70 m²?",
  "GreenPlus Lawn Feed & Weed: directions. Apply at a rate of 35 g per square metre, using a spreader for even "
  "coverage. The 5 kg bag treats up to 140 m² (about 1,500 sq ft). Apply between April and September when the soil "
  "is moist and the grass is growing. Do not mow for 3 days before or after application. If no rain falls within 2 "
  "days, water in thoroughly. Keep children and pets off the lawn until it has been watered in or rained on. Do not "
  "use the clippings from the first 3 mows as compost.",
  "For a lawn of around 70 m² you'll need roughly 2.45 kg, which is about half of the 5 kg bag at the recommended 35 g "
  "per square metre. Spread it sometime from April to September, while the grass is actively growing and the soil is "
  "damp, and leave mowing for three days on either side. If it hasn't rained within two days, water it in yourself, "
  "and keep children and pets off until then. Don't compost the clippings from your next three mows.",
  [("For a lawn of around 70 m² you'll need roughly 2.45 kg, which is about half of the 5 kg bag at the recommended "
    "35 g per square metre", "Apply at a rate of 35 g per square metre"),
   ("Spread it sometime from April to September, while the grass is actively growing and the soil is damp",
    "Apply between April and September when the soil is moist and the grass is growing"),
   ("leave mowing for three days on either side", "Do not mow for 3 days before or after application"),
   ("If it hasn't rained within two days, water it in yourself", "If no rain falls within 2 days, water in thoroughly"),
   ("keep children and pets off until then",
    "Keep children and pets off the lawn until it has been watered in or rained on"),
   ("Don't compost the clippings from your next three mows",
    "Do not use the clippings from the first 3 mows as compost")]),

F("When should I prune my clematis?",
  "Pruning clematis. Clematis are divided into three pruning groups. Group 1 varieties, such as Clematis montana, "
  "flower in spring and need only a light tidy straight after flowering. Group 2 varieties, such as 'Nelly Moser', "
  "flower in early summer and should be lightly pruned in February. Group 3 varieties, such as 'Jackmanii', flower "
  "from midsummer and should be cut back hard to about 30 cm in February or March.",
  "It depends on which of the three groups your clematis belongs to. Spring bloomers like C. montana (group 1) only "
  "need a light trim right after they finish flowering. 'Nelly Moser' and other early-summer group 2 types get a "
  "light prune in February, while late flowerers such as 'Jackmanii' should be cut right down to around a foot high "
  "in February or March.",
  [("It depends on which of the three groups your clematis belongs to",
    "Clematis are divided into three pruning groups"),
   ("Spring bloomers like C. montana (group 1) only need a light trim right after they finish flowering",
    "Group 1 varieties, such as Clematis montana, flower in spring and need only a light tidy straight after flowering"),
   ("'Nelly Moser' and other early-summer group 2 types get a light prune in February",
    "Group 2 varieties, such as 'Nelly Moser', flower in early summer and should be lightly pruned in February"),
   ("late flowerers such as 'Jackmanii' should be cut right down to around a foot high in February or March",
    "flower from midsummer and should be cut back hard to about 30 cm in February or March")]),

F(None,
  "Planting a bare-root apple tree. Plant between November and March, while the tree is dormant. Dig a hole about "
  "1.5 times the width of the root spread but no deeper than the roots. Keep the graft union at least 5 cm above soil "
  "level. Stake the tree with a short stake 60 cm high on the side of the prevailing wind. Water with 10 litres per "
  "week during the first summer if rainfall is low. Trees on M26 rootstock reach about 3 m; trees on MM106 reach "
  "4–5 m.",
  "Bare-root apples go in while they're dormant, any time from November through March. Make the planting hole half "
  "as wide again as the roots spread, but not deeper than them, and keep the graft union a good 5 cm (2 in) clear of "
  "the soil. A short 60 cm stake on the windward side gives support. In a dry first summer give it 10 litres a week, "
  "and expect an M26 tree to top out around 3 m, a metre or two shorter than one on MM106.",
  [("Bare-root apples go in while they're dormant, any time from November through March",
    "Plant between November and March, while the tree is dormant"),
   ("Make the planting hole half as wide again as the roots spread, but not deeper than them",
    "Dig a hole about 1.5 times the width of the root spread but no deeper than the roots"),
   ("keep the graft union a good 5 cm (2 in) clear of the soil", "Keep the graft union at least 5 cm above soil level"),
   ("A short 60 cm stake on the windward side gives support",
    "Stake the tree with a short stake 60 cm high on the side of the prevailing wind"),
   ("In a dry first summer give it 10 litres a week",
    "Water with 10 litres per week during the first summer if rainfall is low"),
   ("expect an M26 tree to top out around 3 m, a metre or two shorter than one on MM106",
    "Trees on M26 rootstock reach about 3 m; trees on MM106 reach 4–5 m")]),

F("How do I make good compost?",
  "Making compost: a quick guide from Brindle Community Garden. Aim for roughly equal volumes of 'greens' (grass "
  "cuttings, vegetable peelings) and 'browns' (cardboard, dry leaves, straw). Turn the heap every 2–3 weeks to let "
  "air in. A hot heap can reach 60 °C and produce usable compost in about 3 months; a cold heap takes 9–12 months. Do "
  "not add cooked food, meat or dairy, as these attract rats. Our two bays hold 1.2 cubic metres each.",
  "Brindle's guide suggests mixing green material like grass clippings and peelings with about the same amount of "
  "brown stuff such as cardboard, dry leaves and straw, and turning the pile every two to three weeks to get air in. "
  "A well-managed hot heap can reach 60 °C (140 °F) and be ready in around three months, three to four times faster "
  "than a cold one. Keep cooked food, meat and dairy out, since they draw rats. The garden's two bays give 2.4 cubic "
  "metres of space in total.",
  [("mixing green material like grass clippings and peelings with about the same amount of brown stuff such as "
    "cardboard, dry leaves and straw", "Aim for roughly equal volumes of 'greens' (grass cuttings, vegetable peelings)"),
   ("turning the pile every two to three weeks to get air in", "Turn the heap every 2–3 weeks to let air in"),
   ("A well-managed hot heap can reach 60 °C (140 °F) and be ready in around three months",
    "A hot heap can reach 60 °C and produce usable compost in about 3 months"),
   ("three to four times faster than a cold one", "a cold heap takes 9–12 months"),
   ("Keep cooked food, meat and dairy out, since they draw rats",
    "Do not add cooked food, meat or dairy, as these attract rats"),
   ("The garden's two bays give 2.4 cubic metres of space in total", "Our two bays hold 1.2 cubic metres each")]),
]

GARDEN_P = [
# name_swap
P("Who won at the Ashby summer show?",
  "Results of the Ashby Horticultural Society summer show, 20 July 2024. Best in Show went to Margaret Doyle for her "
  "display of delphiniums. The heaviest onion, at 3.4 kg, was grown by Frank Ibbotson, beating last year's winner Tom "
  "Riley by 200 g. Tom Riley took first place in the vegetable collection class. The junior cup went to "
  "eight-year-old Priya Nair for her sunflower, which measured 2.9 m. The show drew 640 visitors, up from 515 last "
  "year.",
  "At Ashby's summer show in July, Margaret Doyle's delphiniums won Best in Show. Tom Riley grew the heaviest onion, "
  "a 3.4 kg giant that beat the previous year's winner by 200 g. The junior cup went to Priya Nair, aged eight, whose "
  "sunflower reached 2.9 m, about 9 ft 6 in. Attendance rose by 125 visitors to 640.",
  [("At Ashby's summer show in July, Margaret Doyle's delphiniums won Best in Show",
    "Best in Show went to Margaret Doyle for her display of delphiniums"),
   ("X", "Tom Riley grew the heaviest onion, a 3.4 kg giant that beat the previous year's winner by 200 g",
    "The heaviest onion, at 3.4 kg, was grown by Frank Ibbotson"),
   ("The junior cup went to Priya Nair, aged eight", "The junior cup went to eight-year-old Priya Nair"),
   ("whose sunflower reached 2.9 m, about 9 ft 6 in", "for her sunflower, which measured 2.9 m"),
   ("Attendance rose by 125 visitors to 640", "The show drew 640 visitors, up from 515 last year")],
  ("name_swap", "Tom Riley", "Frank Ibbotson")),

# entity_swap
P(None,
  "Companion planting guide. Marigolds planted among tomatoes help deter whitefly. Nasturtiums act as a sacrificial "
  "crop: they attract blackfly away from broad beans. Carrots and onions are often grown together, because the smell "
  "of onions masks carrots from carrot fly. Basil is said to improve the flavour of tomatoes, though evidence is "
  "limited. Avoid planting fennel near most vegetables, as it inhibits their growth.",
  "A few classic pairings: marigolds dotted between tomato plants help keep whitefly off, and nasturtiums serve as a "
  "decoy that lures blackfly away from broad beans. Carrots and onions are also commonly planted side by side, "
  "because the carrots' scent masks the onions from carrot fly. Basil is supposed to make tomatoes taste better, "
  "although the evidence for that is thin. Fennel is best kept away from most vegetables because it stunts their "
  "growth.",
  [("marigolds dotted between tomato plants help keep whitefly off", "Marigolds planted among tomatoes help deter whitefly"),
   ("nasturtiums serve as a decoy that lures blackfly away from broad beans",
    "Nasturtiums act as a sacrificial crop: they attract blackfly away from broad beans"),
   ("Carrots and onions are also commonly planted side by side", "Carrots and onions are often grown together"),
   ("X", "because the carrots' scent masks the onions from carrot fly",
    "because the smell of onions masks carrots from carrot fly"),
   ("Basil is supposed to make tomatoes taste better, although the evidence for that is thin",
    "Basil is said to improve the flavour of tomatoes, though evidence is limited"),
   ("Fennel is best kept away from most vegetables because it stunts their growth",
    "Avoid planting fennel near most vegetables, as it inhibits their growth")],
  ("entity_swap", "the carrots' scent masks the onions", "the onions' smell masks the carrots")),

# negation
P("How do I change the colour of my hydrangeas?",
  "Hydrangea colour guide. The flower colour of mophead and lacecap hydrangeas depends on soil pH. In acid soil (pH "
  "below 5.5) flowers turn blue, because aluminium is available to the plant. In alkaline soil (above pH 7) they are "
  "pink. White varieties such as 'Annabelle' do not change colour whatever the soil. To make flowers bluer, apply "
  "aluminium sulphate at 15 g per litre of water every two weeks in spring.",
  "For mophead and lacecap hydrangeas, bloom colour is governed by the soil's pH. Acidic soil below pH 5.5 makes them "
  "blue, as the plant can take up aluminium, while alkaline soil over pH 7 turns them pink. White types like "
  "'Annabelle' will also shift colour depending on the soil. If you're after bluer flowers, water on aluminium "
  "sulphate, 15 g per litre, every fortnight in spring.",
  [("For mophead and lacecap hydrangeas, bloom colour is governed by the soil's pH",
    "The flower colour of mophead and lacecap hydrangeas depends on soil pH"),
   ("Acidic soil below pH 5.5 makes them blue, as the plant can take up aluminium",
    "In acid soil (pH below 5.5) flowers turn blue, because aluminium is available to the plant"),
   ("alkaline soil over pH 7 turns them pink", "In alkaline soil (above pH 7) they are pink"),
   ("X", "White types like 'Annabelle' will also shift colour depending on the soil",
    "White varieties such as 'Annabelle' do not change colour whatever the soil"),
   ("If you're after bluer flowers, water on aluminium sulphate, 15 g per litre, every fortnight in spring",
    "apply aluminium sulphate at 15 g per litre of water every two weeks in spring")],
  ("negation", "will also shift colour depending on the soil", "do not change colour whatever the soil")),

# unsupported_addition
P("Tell me about the Oakridge raised bed.",
  "The Oakridge raised bed kit measures 180 cm by 90 cm and is 30 cm deep. It is made from FSC-certified larch boards "
  "28 mm thick and needs no tools to assemble. Filling it requires about 490 litres of soil. The kit costs £89 and "
  "delivery is free on orders over £75. A matching insect mesh cover is sold separately for £24.",
  "The Oakridge bed is 1.8 m long by 90 cm wide and 30 cm deep, so it covers about 1.6 m² of ground. It's built from "
  "28 mm FSC-certified larch boards and slots together without tools. You'll need around 490 litres of soil to fill "
  "it. At £89 it qualifies for free delivery, the larch is pressure-treated to last at least 15 years, and the insect "
  "mesh cover is an extra £24.",
  [("The Oakridge bed is 1.8 m long by 90 cm wide and 30 cm deep, so it covers about 1.6 m² of ground",
    "measures 180 cm by 90 cm and is 30 cm deep"),
   ("It's built from 28 mm FSC-certified larch boards and slots together without tools",
    "It is made from FSC-certified larch boards 28 mm thick and needs no tools to assemble"),
   ("You'll need around 490 litres of soil to fill it", "Filling it requires about 490 litres of soil"),
   ("At £89 it qualifies for free delivery", "The kit costs £89 and delivery is free on orders over £75"),
   ("U", "the larch is pressure-treated to last at least 15 years"),
   ("the insect mesh cover is an extra £24", "A matching insect mesh cover is sold separately for £24")],
  ("unsupported_addition", "the larch is pressure-treated to last at least 15 years", None)),

# antonym
P("What can I plant in a north-facing border?",
  "Plants for a north-facing border. Hostas thrive in full or partial shade and prefer moist soil; they are a "
  "favourite of slugs. Ferns such as Dryopteris filix-mas tolerate dry shade once established. Heucheras grow well in "
  "partial shade and keep their leaf colour best out of strong sun. Lavender, by contrast, needs full sun and sharp "
  "drainage and will struggle in a north-facing bed. Space hostas about 60 cm apart.",
  "Hostas are a good bet: they do well in full or partial shade and like damp soil, although slugs love them. Ferns "
  "like Dryopteris filix-mas will cope with dry shade once they're settled, and heucheras are happy in part shade, "
  "holding their foliage colour better away from bright sun. Lavender, on the other hand, needs full sun and "
  "free-draining soil and would thrive on that side of the garden. Leave roughly 60 cm (about 2 ft) between hostas.",
  [("Hostas are a good bet: they do well in full or partial shade and like damp soil",
    "Hostas thrive in full or partial shade and prefer moist soil"),
   ("although slugs love them", "they are a favourite of slugs"),
   ("Ferns like Dryopteris filix-mas will cope with dry shade once they're settled",
    "Ferns such as Dryopteris filix-mas tolerate dry shade once established"),
   ("heucheras are happy in part shade, holding their foliage colour better away from bright sun",
    "Heucheras grow well in partial shade and keep their leaf colour best out of strong sun"),
   ("X", "Lavender, on the other hand, needs full sun and free-draining soil and would thrive on that side of the garden",
    "needs full sun and sharp drainage and will struggle in a north-facing bed"),
   ("Leave roughly 60 cm (about 2 ft) between hostas", "Space hostas about 60 cm apart")],
  ("antonym", "would thrive", "will struggle")),
]

# ---------------------------------------------------------------- school_admissions
SCHOOL_F = [
F("When do I need to apply for Hollins Park and St Anne's?",
  "Admissions 2025/26: secondary schools in the Elmbridge district. Applications for Year 7 places at Hollins Park "
  "Academy close on 31 October 2024; 180 places are available and 412 applications were received last year. "
  "Applications for St Anne's Catholic High School close on 15 November 2024, as the school also requires a "
  "supplementary faith form. St Anne's has 150 places and received 298 applications last year. Offers for both "
  "schools will be sent on 3 March 2025. Late applications are considered only after all on-time applicants have "
  "been placed.",
  "The deadlines differ: Hollins Park Academy's closes on 31 October 2024, while St Anne's Catholic High gives you "
  "about two weeks longer, until 15 November, because you also have to fill in its supplementary faith form. Last "
  "year Hollins Park had about 2.3 applicants per place (412 for 180), compared with just under two per place at St "
  "Anne's (298 for 150). Both schools send out offers on 3 March 2025, and anything late goes to the back of the "
  "queue behind on-time applications.",
  [("Hollins Park Academy's closes on 31 October 2024",
    "Applications for Year 7 places at Hollins Park Academy close on 31 October 2024"),
   ("St Anne's Catholic High gives you about two weeks longer, until 15 November, because you also have to fill in its "
    "supplementary faith form", "close on 15 November 2024, as the school also requires a supplementary faith form"),
   ("Last year Hollins Park had about 2.3 applicants per place (412 for 180)",
    "180 places are available and 412 applications were received last year"),
   ("just under two per place at St Anne's (298 for 150)",
    "St Anne's has 150 places and received 298 applications last year"),
   ("Both schools send out offers on 3 March 2025", "Offers for both schools will be sent on 3 March 2025"),
   ("anything late goes to the back of the queue behind on-time applications",
    "Late applications are considered only after all on-time applicants have been placed")]),

F(None,
  "Entry requirements, BSc Environmental Science, Northgate University, 2025 entry. The typical offer is ABB at A "
  "level, including at least one science subject. Applicants taking the International Baccalaureate need 32 points "
  "overall, with 5 in Higher Level Biology or Chemistry. A contextual offer of BBC is available to applicants from "
  "schools in the lowest quartile for progression to higher education. The course admitted 85 students in 2024 from "
  "640 applications. Tuition fees for UK students are £9,535 per year; international students pay £24,800.",
  "The standard offer for Northgate's Environmental Science BSc is ABB at A level with at least one science, or 32 "
  "IB points including a 5 in HL Biology or Chemistry. If you attend a school in the bottom quarter for sending "
  "students on to university, you could get a contextual offer two grades lower, at BBC. Competition is stiff: in "
  "2024 it took 85 students from 640 applications, about one in seven or eight. Fees are £9,535 a year for home "
  "students and £24,800 for international students, a gap of £15,265.",
  [("The standard offer for Northgate's Environmental Science BSc is ABB at A level with at least one science",
    "The typical offer is ABB at A level, including at least one science subject"),
   ("or 32 IB points including a 5 in HL Biology or Chemistry",
    "need 32 points overall, with 5 in Higher Level Biology or Chemistry"),
   ("If you attend a school in the bottom quarter for sending students on to university, you could get a contextual "
    "offer two grades lower, at BBC", "A contextual offer of BBC is available to applicants from schools in the lowest "
    "quartile for progression to higher education"),
   ("in 2024 it took 85 students from 640 applications, about one in seven or eight",
    "The course admitted 85 students in 2024 from 640 applications"),
   ("Fees are £9,535 a year for home students and £24,800 for international students, a gap of £15,265",
    "Tuition fees for UK students are £9,535 per year; international students pay £24,800")]),

F("When are the Riverside open evenings, and what's the application deadline?",
  ["Riverside High School open evenings. Our open evenings for families of Year 6 pupils will be held on Thursday 19 "
   "September and Tuesday 24 September 2024, from 17:30 to 20:00. The headteacher, Mr Daniel Osei, will speak at "
   "18:00 and 19:00 each evening. Tours are led by current Year 9 students and last about 40 minutes. No booking is "
   "needed.",
   "Greystone County Council: applying for a secondary school place. The closing date for all secondary applications "
   "is 31 October 2024. You can list up to six schools in order of preference. National offer day is 3 March 2025. "
   "If you apply late, your application will not be considered until after offer day."],
  "Riverside holds two open evenings, on 19 and 24 September, each running for two and a half hours from 5:30 pm. "
  "Headteacher Daniel Osei gives talks at 6 pm and 7 pm, and Year 9 pupils lead tours lasting around 40 minutes; you "
  "don't need to book. Once you've visited, the council's form lets you rank as many as six schools, and it must be "
  "in by 31 October, about five weeks after the second open evening. Offers arrive on 3 March 2025.",
  [("Riverside holds two open evenings, on 19 and 24 September, each running for two and a half hours from 5:30 pm",
    "will be held on Thursday 19 September and Tuesday 24 September 2024, from 17:30 to 20:00"),
   ("Headteacher Daniel Osei gives talks at 6 pm and 7 pm",
    "The headteacher, Mr Daniel Osei, will speak at 18:00 and 19:00 each evening"),
   ("Year 9 pupils lead tours lasting around 40 minutes",
    "Tours are led by current Year 9 students and last about 40 minutes"),
   ("you don't need to book", "No booking is needed"),
   ("the council's form lets you rank as many as six schools",
    "You can list up to six schools in order of preference", 1),
   ("it must be in by 31 October, about five weeks after the second open evening",
    "The closing date for all secondary applications is 31 October 2024", 1),
   ("Offers arrive on 3 March 2025", "National offer day is 3 March 2025", 1)]),

F("How much would a year as a boarder in Year 9 cost at Harcourt?",
  "Fees at Harcourt College for 2025/26. Day fees are £7,450 per term for Years 7 to 11 and £7,900 per term in the "
  "Sixth Form. There are three terms a year. Boarding adds £4,300 per term. Means-tested bursaries of up to 100% of "
  "fees are available to families with gross income below £65,000. A deposit of £2,000 is required on acceptance and "
  "is refunded against the final term's bill.",
  "For Year 9 the day fee is £7,450 a term, and boarding adds £4,300, so a boarder pays £11,750 per term. With three "
  "terms in the year, that comes to £35,250 for the full year. You'd also pay a £2,000 deposit when accepting the "
  "place, but that's credited back against the last term's bill. If your household's gross income is under £65,000, "
  "you can apply for a means-tested bursary, which can cover the fees in full.",
  [("For Year 9 the day fee is £7,450 a term", "Day fees are £7,450 per term for Years 7 to 11"),
   ("boarding adds £4,300, so a boarder pays £11,750 per term", "Boarding adds £4,300 per term"),
   ("With three terms in the year, that comes to £35,250 for the full year", "There are three terms a year"),
   ("You'd also pay a £2,000 deposit when accepting the place, but that's credited back against the last term's bill",
    "A deposit of £2,000 is required on acceptance and is refunded against the final term's bill"),
   ("If your household's gross income is under £65,000, you can apply for a means-tested bursary, which can cover the "
    "fees in full", "Means-tested bursaries of up to 100% of fees are available to families with gross income below "
    "£65,000")]),

F("Can I appeal if my daughter doesn't get a place?",
  "Appealing against a school place decision. If your child is refused a place, you have the right to appeal to an "
  "independent panel. Appeals for places starting in September 2025 must be lodged within 20 school days of the offer "
  "letter being sent. Hearings are usually held within 40 school days of the appeal deadline. For infant classes "
  "(Reception to Year 2), appeals can only succeed in limited circumstances because of the legal limit of 30 pupils "
  "per teacher. The panel's decision is binding on the school and the council.",
  "Yes. If she is turned down, you can take it to an independent appeal panel, whose ruling the school and the "
  "council both have to accept. You must lodge the appeal within 20 school days of the date the offer letter went "
  "out, and the hearing will normally follow within 40 school days after that deadline. Be aware that for Reception, "
  "Year 1 and Year 2, appeals win only in narrow circumstances, because infant classes are legally capped at 30 "
  "pupils per teacher.",
  [("If she is turned down, you can take it to an independent appeal panel",
    "you have the right to appeal to an independent panel"),
   ("whose ruling the school and the council both have to accept",
    "The panel's decision is binding on the school and the council"),
   ("You must lodge the appeal within 20 school days of the date the offer letter went out",
    "must be lodged within 20 school days of the offer letter being sent"),
   ("the hearing will normally follow within 40 school days after that deadline",
    "Hearings are usually held within 40 school days of the appeal deadline"),
   ("for Reception, Year 1 and Year 2, appeals win only in narrow circumstances, because infant classes are legally "
    "capped at 30 pupils per teacher", "appeals can only succeed in limited circumstances because of the legal limit "
    "of 30 pupils per teacher")]),
]

SCHOOL_P = [
# wrong_conversion
P("How does Oakfield Primary decide who gets a place?",
  "Oakfield Primary School oversubscription criteria, 2025 entry. Places go first to looked-after and previously "
  "looked-after children, then to children with a sibling at the school at the time of admission. Remaining places "
  "go to the children living closest to the school, measured in a straight line from the home address to the main "
  "gate. Last year the furthest distance offered under the distance criterion was 1.2 km. The school admits 60 "
  "children into Reception each year.",
  "Oakfield gives top priority to looked-after and previously looked-after children, followed by siblings of current "
  "pupils. Any remaining places go by distance, measured as the crow flies from your home to the school's main gate. "
  "Last year the cut-off was 1.2 km, roughly 1.2 miles, and the school takes 60 Reception children a year.",
  [("Oakfield gives top priority to looked-after and previously looked-after children",
    "Places go first to looked-after and previously looked-after children"),
   ("followed by siblings of current pupils", "then to children with a sibling at the school at the time of admission"),
   ("Any remaining places go by distance, measured as the crow flies from your home to the school's main gate",
    "measured in a straight line from the home address to the main gate"),
   ("X", "Last year the cut-off was 1.2 km, roughly 1.2 miles",
    "Last year the furthest distance offered under the distance criterion was 1.2 km"),
   ("the school takes 60 Reception children a year", "The school admits 60 children into Reception each year")],
  ("wrong_conversion", "roughly 1.2 miles", "about three-quarters of a mile")),

# wrong_arithmetic
P(None,
  "Little Acorns Nursery fees from September 2025. A full day (8:00–18:00) costs £72, and a half day (8:00–13:00 or "
  "13:00–18:00) costs £41. Children aged 3 and 4 are entitled to 15 hours of funded education per week over 38 weeks "
  "a year. A registration fee of £50 is payable on acceptance of a place. Siblings receive a 10% discount on the "
  "older child's fees. Places are offered in order of application date.",
  "At Little Acorns a full day from 8 am to 6 pm is £72, and a morning or afternoon session is £41. So a child "
  "attending three full days a week would cost £226 a week before any discounts. There's a one-off £50 registration "
  "fee when you accept a place, and if you have two children there, the older one's fees are cut by 10%. Three- and "
  "four-year-olds also get 15 funded hours a week for 38 weeks of the year.",
  [("At Little Acorns a full day from 8 am to 6 pm is £72", "A full day (8:00–18:00) costs £72"),
   ("a morning or afternoon session is £41", "a half day (8:00–13:00 or 13:00–18:00) costs £41"),
   ("X", "So a child attending three full days a week would cost £226 a week before any discounts",
    "A full day (8:00–18:00) costs £72"),
   ("There's a one-off £50 registration fee when you accept a place",
    "A registration fee of £50 is payable on acceptance of a place"),
   ("if you have two children there, the older one's fees are cut by 10%",
    "Siblings receive a 10% discount on the older child's fees"),
   ("Three- and four-year-olds also get 15 funded hours a week for 38 weeks of the year",
    "Children aged 3 and 4 are entitled to 15 hours of funded education per week over 38 weeks a year")],
  ("wrong_arithmetic", "£226", "£216")),

# date_swap
P("What are the key dates for the Westfield Grammar test?",
  "Westfield Grammar School entrance test, September 2025 entry. Registration for the 11-plus test opens on 1 May "
  "2024 and closes on 28 June 2024. The test will be held on Saturday 14 September 2024 at the school. Results will "
  "be sent to parents by 11 October 2024, before the secondary application deadline of 31 October. The test "
  "consists of two 50-minute papers covering English, maths and reasoning. Candidates with a score of 121 or above "
  "are deemed qualified.",
  "To sit Westfield's 11-plus you need to register between 1 May and 28 June 2024. The test itself takes place at the "
  "school on Saturday 14 September and is made up of two 50-minute papers, an hour and 40 minutes in total, on "
  "English, maths and reasoning. Results are posted out by 18 October, ahead of the 31 October deadline for "
  "secondary applications. A score of 121 or more counts as a pass.",
  [("To sit Westfield's 11-plus you need to register between 1 May and 28 June 2024",
    "Registration for the 11-plus test opens on 1 May 2024 and closes on 28 June 2024"),
   ("The test itself takes place at the school on Saturday 14 September",
    "The test will be held on Saturday 14 September 2024 at the school"),
   ("is made up of two 50-minute papers, an hour and 40 minutes in total, on English, maths and reasoning",
    "The test consists of two 50-minute papers covering English, maths and reasoning"),
   ("X", "Results are posted out by 18 October", "Results will be sent to parents by 11 October 2024"),
   ("ahead of the 31 October deadline for secondary applications", "before the secondary application deadline of 31 October"),
   ("A score of 121 or more counts as a pass", "Candidates with a score of 121 or above are deemed qualified")],
  ("date_swap", "by 18 October", "by 11 October 2024")),

# wrong_rounding
P("How hard is it to get into Fenwick Academy?",
  "Admissions statistics for Fenwick Academy, September 2024 entry. The academy had 210 Year 7 places. It received "
  "1,046 applications in total, of which 388 named Fenwick as first preference. All 210 places were offered to "
  "first-preference applicants. The furthest distance offered was 2.87 km. Fourteen places were allocated to "
  "children with an education, health and care plan naming the school.",
  "Fenwick Academy had 210 Year 7 places for September 2024 and received 1,046 applications, roughly five for every "
  "place. Fewer than 400 families put it first, and every place went to a first-choice applicant, meaning just over "
  "two-thirds of them got in. The catchment reached about 2.9 km, and 14 places were taken by children whose EHC "
  "plan named the school.",
  [("Fenwick Academy had 210 Year 7 places for September 2024", "The academy had 210 Year 7 places"),
   ("received 1,046 applications, roughly five for every place", "It received 1,046 applications in total"),
   ("Fewer than 400 families put it first", "of which 388 named Fenwick as first preference"),
   ("X", "every place went to a first-choice applicant, meaning just over two-thirds of them got in",
    "All 210 places were offered to first-preference applicants"),
   ("The catchment reached about 2.9 km", "The furthest distance offered was 2.87 km"),
   ("14 places were taken by children whose EHC plan named the school",
    "Fourteen places were allocated to children with an education, health and care plan naming the school")],
  ("wrong_rounding", "just over two-thirds", "just over half (about 54%)")),

# number_swap
P("How do Brook Lane and Castle View primary schools compare?",
  "Comparison of two primary schools in Northam. Brook Lane Primary has 420 pupils in 14 classes and an average class "
  "size of 30. Castle View Primary has 315 pupils in 12 classes, an average class size of 26. Brook Lane's breakfast "
  "club opens at 7:45 and costs £4 per session; Castle View's opens at 8:00 and costs £3.50. Both schools were rated "
  "Good at their last inspection, Brook Lane in 2022 and Castle View in 2023. Castle View offers a Forest School "
  "programme for all Year 1 and Year 2 pupils.",
  "Brook Lane Primary is the larger school, with 420 pupils against Castle View's 315, and its classes average 30 "
  "children compared with 26 at Castle View. Brook Lane's breakfast club starts 15 minutes earlier, at 7:45, but "
  "costs £4.50 a session, against £3.50 at Castle View. Both were judged Good at their latest inspections, and Castle "
  "View runs Forest School for every Year 1 and Year 2 child.",
  [("Brook Lane Primary is the larger school, with 420 pupils against Castle View's 315",
    "Castle View Primary has 315 pupils in 12 classes"),
   ("its classes average 30 children compared with 26 at Castle View",
    "Brook Lane Primary has 420 pupils in 14 classes and an average class size of 30"),
   ("Brook Lane's breakfast club starts 15 minutes earlier, at 7:45",
    "Brook Lane's breakfast club opens at 7:45"),
   ("X", "but costs £4.50 a session, against £3.50 at Castle View",
    "Brook Lane's breakfast club opens at 7:45 and costs £4 per session"),
   ("Both were judged Good at their latest inspections", "Both schools were rated Good at their last inspection"),
   ("Castle View runs Forest School for every Year 1 and Year 2 child",
    "Castle View offers a Forest School programme for all Year 1 and Year 2 pupils")],
  ("number_swap", "£4.50", "£4 per session")),
]

DOMAINS = {"gardening": (GARDEN_F, GARDEN_P), "school_admissions": (SCHOOL_F, SCHOOL_P)}
