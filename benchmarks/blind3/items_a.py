from common import F, P

# ---------------------------------------------------------------- biographies
BIO_F = [
F("Can you summarise Margit Halvorsen's life?",
  "Margit Halvorsen (born 3 May 1921 in Bergen) was a Norwegian marine biologist known for her studies of cod "
  "spawning grounds in the Lofoten area. She joined the Institute of Marine Research in 1947 and led its plankton "
  "section from 1958 until her retirement in 1986. Her younger sister, Ingrid Halvorsen (born 1926), became a chemist "
  "and worked for most of her career at the University of Oslo. Margit published 74 papers and two monographs, the "
  "second of which, Cod and Current (1972), was translated into English and Russian. She received the Fridtjof Nansen "
  "Award in 1969. She died in Tromsø on 11 January 2009, aged 87.",
  "Margit Halvorsen was a marine biologist from Bergen, five years older than her sister Ingrid, who went into "
  "chemistry instead. She went to work for the Institute of Marine Research in 1947 and was in charge of its plankton "
  "unit for 28 years before retiring in 1986. Her book Cod and Current came out in 1972 and was later published in English and "
  "Russian. She died in early 2009 at 87.",
  [("Margit Halvorsen was a marine biologist from Bergen", "born 3 May 1921 in Bergen) was a Norwegian marine biologist"),
   ("five years older than her sister Ingrid", "Her younger sister, Ingrid Halvorsen (born 1926)"),
   ("who went into chemistry instead", "became a chemist and worked for most of her career"),
   ("She went to work for the Institute of Marine Research in 1947", "She joined the Institute of Marine Research in 1947"),
   ("was in charge of its plankton unit for 28 years before retiring in 1986",
    "led its plankton section from 1958 until her retirement in 1986"),
   ("Her book Cod and Current came out in 1972 and was later published in English and Russian",
    "Cod and Current (1972), was translated into English and Russian"),
   ("She died in early 2009 at 87", "She died in Tromsø on 11 January 2009, aged 87")]),

F("Who were the founders of Mendes Arquitetos?",
  "The architects Paula Mendes and Rui Carvalho founded the Lisbon practice Mendes Carvalho in 1988. Mendes was born "
  "in Porto in 1955 and studied at the University of Porto; Carvalho was born in Lisbon in 1951 and trained in London "
  "at the Architectural Association. The practice's best-known building is the Alvalade Public Library, completed in "
  "1999 at a cost of 11.2 million euros. Carvalho left the firm in 2006 to teach in Coimbra, and the practice was "
  "renamed Mendes Arquitetos. In 2014 Mendes received the national architecture prize for the Sines ferry terminal. "
  "The firm employed 42 people in 2020.",
  "Here's a quick profile of the two founders:\n"
  "- **Rui Carvalho** (born 1951, Lisbon) was the elder by four years and trained at the Architectural Association "
  "in London.\n"
  "- **Paula Mendes** (born 1955, Porto) studied in her home city.\n"
  "They set up their Lisbon practice together in 1988, and its landmark project, the Alvalade Public Library, was "
  "finished in 1999 at a cost of just over €11 million. Carvalho left to teach in Coimbra after 18 years, and Mendes, "
  "whose firm was then renamed Mendes Arquitetos, won the national architecture prize in 2014 for the Sines ferry "
  "terminal.",
  [("**Rui Carvalho** (born 1951, Lisbon)", "Carvalho was born in Lisbon in 1951"),
   ("was the elder by four years", "Mendes was born in Porto in 1955"),
   ("trained at the Architectural Association in London", "trained in London at the Architectural Association"),
   ("**Paula Mendes** (born 1955, Porto) studied in her home city",
    "Mendes was born in Porto in 1955 and studied at the University of Porto"),
   ("They set up their Lisbon practice together in 1988", "founded the Lisbon practice Mendes Carvalho in 1988"),
   ("its landmark project, the Alvalade Public Library, was finished in 1999 at a cost of just over €11 million",
    "completed in 1999 at a cost of 11.2 million euros"),
   ("Carvalho left to teach in Coimbra after 18 years", "Carvalho left the firm in 2006 to teach in Coimbra"),
   ("Mendes, whose firm was then renamed Mendes Arquitetos, won the national architecture prize in 2014 for the Sines "
    "ferry terminal",
    "In 2014 Mendes received the national architecture prize for the Sines ferry terminal")]),

F("What do we know about Chidi Okafor's career?",
  "Chidi Okafor (born 12 August 1968) is a Nigerian novelist and essayist. He grew up in Enugu and studied law at the "
  "University of Lagos before turning to writing full-time in 1995. His debut novel, The Harmattan House, was "
  "published in 1997 and won the West African Fiction Award in 1998. His third novel, Salt Roads (2006), was "
  "shortlisted for the same award but lost to Amina Bello's The Long Rains. Okafor has lived in Accra since 2009, "
  "where he teaches creative writing at Ashesi College. His eight books have been translated into 23 languages.",
  "Chidi Okafor is a Nigerian writer who read law in Lagos but switched to writing full-time in the mid-1990s. His "
  "first novel, The Harmattan House, came out in 1997 and picked up the West African Fiction Award a year later. Salt "
  "Roads, from 2006, made the same award's shortlist too, but the prize went to The Long Rains by Amina Bello. He has "
  "been based in Accra since 2009, teaching creative writing, and his books are available in 23 languages.",
  [("Chidi Okafor is a Nigerian writer", "is a Nigerian novelist and essayist"),
   ("who read law in Lagos but switched to writing full-time in the mid-1990s",
    "studied law at the University of Lagos before turning to writing full-time in 1995"),
   ("His first novel, The Harmattan House, came out in 1997 and picked up the West African Fiction Award a year later",
    "The Harmattan House, was published in 1997 and won the West African Fiction Award in 1998"),
   ("Salt Roads, from 2006, made the same award's shortlist too, but the prize went to The Long Rains by Amina Bello",
    "Salt Roads (2006), was shortlisted for the same award but lost to Amina Bello's The Long Rains"),
   ("He has been based in Accra since 2009, teaching creative writing",
    "Okafor has lived in Accra since 2009, where he teaches creative writing"),
   ("his books are available in 23 languages", "His eight books have been translated into 23 languages")]),

F(None,
  ["Harriet Mwangi-Cole (1931–2019) was a Kenyan-British nurse and campaigner. Born in Nyeri, she moved to London in "
   "1954 to train at St Thomas' Hospital and qualified as a nurse in 1957. In 1972 she founded the Mothers' Health "
   "Trust, which she chaired until 1998. She was appointed OBE in 1985 and made a dame in 2003.",
   "Obituary: Dame Harriet Mwangi-Cole died at her home in Croydon on 4 February 2019. She is survived by her two sons "
   "and five grandchildren. Her husband, the engineer Peter Cole, died in 2011. The Mothers' Health Trust, which she "
   "founded, now runs 36 clinics in Kenya and Uganda."],
  "Harriet Mwangi-Cole was born in Nyeri and came to London in 1954, qualifying as a nurse at St Thomas' three years "
  "later. She set up the Mothers' Health Trust in 1972 and chaired it for 26 years; it now operates 36 clinics across "
  "Kenya and Uganda. She received an OBE in 1985 and was made a dame 18 years after that. She died in Croydon in "
  "February 2019, outliving her husband Peter by about eight years.",
  [("Harriet Mwangi-Cole was born in Nyeri and came to London in 1954",
    "Born in Nyeri, she moved to London in 1954"),
   ("qualifying as a nurse at St Thomas' three years later",
    "to train at St Thomas' Hospital and qualified as a nurse in 1957"),
   ("She set up the Mothers' Health Trust in 1972 and chaired it for 26 years",
    "In 1972 she founded the Mothers' Health Trust, which she chaired until 1998"),
   ("it now operates 36 clinics across Kenya and Uganda", "now runs 36 clinics in Kenya and Uganda", 1),
   ("She received an OBE in 1985 and was made a dame 18 years after that",
    "She was appointed OBE in 1985 and made a dame in 2003"),
   ("She died in Croydon in February 2019", "died at her home in Croydon on 4 February 2019", 1),
   ("outliving her husband Peter by about eight years", "Her husband, the engineer Peter Cole, died in 2011", 1)]),

F("How did the Sundqvist workshop change hands?",
  "Astrid Sundqvist (1902–1988) and her daughter Maj Sundqvist (1931–2020) were Swedish glass designers. Astrid "
  "opened the workshop Sundqvist Glas in Kosta in 1928 and ran it until 1961, when Maj took over. Astrid's "
  "best-known piece is the Isblomma bowl of 1937, shown at the Paris exhibition that year. Maj introduced coloured "
  "glass in 1964 and expanded the staff from 12 to 31 by 1975. She sold the workshop to the Kosta group in 1990. A "
  "retrospective of both women's work opened at the Nationalmuseum in Stockholm in 2022.",
  "Astrid Sundqvist founded the workshop in Kosta in 1928 and ran it for 33 years before handing it to her daughter "
  "Maj in 1961. Maj, who was about 30 at the time, brought in coloured glass three years later and more than doubled "
  "the workforce, taking it from 12 to 31 by 1975. She eventually sold the business to the Kosta group in 1990, so "
  "it stayed in family hands for 62 years.",
  [("Astrid Sundqvist founded the workshop in Kosta in 1928", "opened the workshop Sundqvist Glas in Kosta in 1928"),
   ("ran it for 33 years before handing it to her daughter Maj in 1961", "ran it until 1961, when Maj took over"),
   ("Maj, who was about 30 at the time", "her daughter Maj Sundqvist (1931–2020)"),
   ("brought in coloured glass three years later", "Maj introduced coloured glass in 1964"),
   ("more than doubled the workforce, taking it from 12 to 31 by 1975", "expanded the staff from 12 to 31 by 1975"),
   ("She eventually sold the business to the Kosta group in 1990", "She sold the workshop to the Kosta group in 1990"),
   ("it stayed in family hands for 62 years", "She sold the workshop to the Kosta group in 1990")]),
]

BIO_P = [
# date_swap
P("Who was Tomas Verhoeven?",
  "Tomas Verhoeven (1934–2011) was a Dutch composer and organist. He studied at the Royal Conservatory in The Hague "
  "from 1952 to 1957 under Henk Badings. His first opera, De Zoutkeet, premiered in Amsterdam in 1968; his second, "
  "Lichtval, followed in 1979. He was organist of the Nieuwe Kerk in Delft from 1961 to 1994. His pupil Anneke Roos "
  "(born 1950) later succeeded him at Delft and wrote his first biography, published in 2015. Verhoeven won the "
  "Matthijs Vermeulen Prize in 1982 for his Third Symphony.",
  "Tomas Verhoeven was a Dutch composer and organist who trained in The Hague under Henk Badings in the 1950s. His "
  "first opera, De Zoutkeet, was staged in Amsterdam in 1968, and his second, Lichtval, came eleven years later. For "
  "over three decades he played the organ at Delft's Nieuwe Kerk, a post later taken over by his former pupil Anneke "
  "Roos. His Third Symphony earned him the Matthijs Vermeulen Prize in 1979.",
  [("Tomas Verhoeven was a Dutch composer and organist", "was a Dutch composer and organist"),
   ("who trained in The Hague under Henk Badings in the 1950s",
    "He studied at the Royal Conservatory in The Hague from 1952 to 1957 under Henk Badings"),
   ("His first opera, De Zoutkeet, was staged in Amsterdam in 1968", "His first opera, De Zoutkeet, premiered in Amsterdam in 1968"),
   ("his second, Lichtval, came eleven years later", "his second, Lichtval, followed in 1979"),
   ("For over three decades he played the organ at Delft's Nieuwe Kerk",
    "He was organist of the Nieuwe Kerk in Delft from 1961 to 1994"),
   ("a post later taken over by his former pupil Anneke Roos", "His pupil Anneke Roos (born 1950) later succeeded him at Delft"),
   ("X", "His Third Symphony earned him the Matthijs Vermeulen Prize in 1979",
    "Verhoeven won the Matthijs Vermeulen Prize in 1982 for his Third Symphony")],
  ("date_swap", "in 1979", "in 1982")),

# number_swap
P(None,
  "Elsa Brandt (1889–1962) was a German geographer and mountaineer. In 1923 she led a survey expedition to the Pamir "
  "Mountains with 14 members, of whom 3 were women. The expedition mapped about 2,400 square kilometres of previously "
  "uncharted terrain over five months. Her rival, the Austrian climber Karl Wendt, led a smaller Pamir expedition of "
  "9 members in 1925. Brandt's account of the journey, Über dem Dach der Welt, appeared in 1926 and sold 40,000 "
  "copies in its first two years. She taught at the University of Leipzig from 1930 until 1955.",
  "Elsa Brandt, a German geographer and climber, headed a 14-strong survey expedition to the Pamirs in 1923, three of "
  "whose members were women. Over five months the team charted roughly 2,400 km² of unmapped ground. Two years later "
  "the Austrian Karl Wendt took a smaller, nine-person party to the same range. Brandt's book about the trip came out "
  "in 1926 and sold 60,000 copies within two years, and she later spent a quarter of a century teaching at Leipzig.",
  [("Elsa Brandt, a German geographer and climber", "was a German geographer and mountaineer"),
   ("headed a 14-strong survey expedition to the Pamirs in 1923",
    "In 1923 she led a survey expedition to the Pamir Mountains with 14 members"),
   ("three of whose members were women", "of whom 3 were women"),
   ("Over five months the team charted roughly 2,400 km² of unmapped ground",
    "mapped about 2,400 square kilometres of previously uncharted terrain over five months"),
   ("Two years later the Austrian Karl Wendt took a smaller, nine-person party to the same range",
    "the Austrian climber Karl Wendt, led a smaller Pamir expedition of 9 members in 1925"),
   ("X", "Brandt's book about the trip came out in 1926 and sold 60,000 copies within two years",
    "appeared in 1926 and sold 40,000 copies in its first two years"),
   ("she later spent a quarter of a century teaching at Leipzig",
    "She taught at the University of Leipzig from 1930 until 1955")],
  ("number_swap", "60,000", "40,000")),

# entity_swap
P("Tell me about the Dahl brothers and their bicycle company.",
  "The brothers Henrik and Lars Dahl founded the bicycle maker Dahl Sykkel in Trondheim in 1911. Henrik, the elder, "
  "handled design and patented a two-speed hub in 1919, while Lars ran the company's finances and sales. Lars became "
  "managing director in 1926 after Henrik's health declined. Under Lars the firm opened a second factory in Bergen in "
  "1931 and reached a workforce of 380 by 1938. Henrik died in 1934; Lars retired in 1952 and died in 1967.",
  "Dahl Sykkel was started in Trondheim in 1911 by the brothers Henrik and Lars Dahl. The design side, including a "
  "two-speed hub patented in 1919, was Lars's job, while Henrik handled money and sales. Lars took over as managing "
  "director in 1926, when his elder brother's health declined. Under his leadership a second factory opened in "
  "Bergen in 1931, and by 1938 the company employed 380 people. Henrik died in 1934, while Lars lived until 1967, "
  "fifteen years after retiring.",
  [("Dahl Sykkel was started in Trondheim in 1911 by the brothers Henrik and Lars Dahl",
    "The brothers Henrik and Lars Dahl founded the bicycle maker Dahl Sykkel in Trondheim in 1911"),
   ("X", "The design side, including a two-speed hub patented in 1919, was Lars's job, while Henrik handled money and sales",
    "Henrik, the elder, handled design and patented a two-speed hub in 1919, while Lars ran the company's finances and sales"),
   ("Lars took over as managing director in 1926, when his elder brother's health declined",
    "Lars became managing director in 1926 after Henrik's health declined"),
   ("Under his leadership a second factory opened in Bergen in 1931",
    "Under Lars the firm opened a second factory in Bergen in 1931"),
   ("by 1938 the company employed 380 people", "reached a workforce of 380 by 1938"),
   ("Henrik died in 1934, while Lars lived until 1967, fifteen years after retiring",
    "Henrik died in 1934; Lars retired in 1952 and died in 1967")],
  ("entity_swap", "was Lars's job, while Henrik handled money and sales",
   "was Henrik's job, while Lars handled money and sales")),

# name_swap
P("What is Sofia Marchetti known for?",
  "Dr Sofia Marchetti (born 1962) is an Italian volcanologist based at the Osservatorio Vesuviano in Naples. She "
  "completed her doctorate in 1990 at the University of Pisa under the supervision of Giorgio Lenzi. From 1998 to "
  "2004 she worked at the Hawaiian Volcano Observatory, where she co-developed a gas-monitoring method with the "
  "American geochemist Ruth Calloway. She became director of the Osservatorio Vesuviano in 2016, succeeding Paolo "
  "Ferri. In 2021 she was elected to the Accademia dei Lincei. She has written more than 150 research papers.",
  "Sofia Marchetti is an Italian volcanologist who did her PhD at Pisa, supervised by Giorgio Lenzi, finishing in "
  "1990. She then spent six years at the Hawaiian Volcano Observatory, where she and Paolo Ferri developed a "
  "gas-monitoring technique. In 2016 she took over as head of the Osservatorio Vesuviano, and five years later she "
  "joined the Accademia dei Lincei. She has more than 150 papers to her name.",
  [("Sofia Marchetti is an Italian volcanologist", "is an Italian volcanologist based at the Osservatorio Vesuviano"),
   ("who did her PhD at Pisa, supervised by Giorgio Lenzi, finishing in 1990",
    "completed her doctorate in 1990 at the University of Pisa under the supervision of Giorgio Lenzi"),
   ("She then spent six years at the Hawaiian Volcano Observatory",
    "From 1998 to 2004 she worked at the Hawaiian Volcano Observatory"),
   ("X", "where she and Paolo Ferri developed a gas-monitoring technique",
    "co-developed a gas-monitoring method with the American geochemist Ruth Calloway"),
   ("In 2016 she took over as head of the Osservatorio Vesuviano",
    "She became director of the Osservatorio Vesuviano in 2016"),
   ("five years later she joined the Accademia dei Lincei", "In 2021 she was elected to the Accademia dei Lincei"),
   ("She has more than 150 papers to her name", "She has written more than 150 research papers")],
  ("name_swap", "Paolo Ferri", "Ruth Calloway")),

# negation
P(None,
  "Oskar Lindqvist (1880–1951) was a Finnish painter of the Turku school. He trained in Helsinki and in Paris, where "
  "he lived from 1905 to 1909. Unlike his friend Eero Salmi, Lindqvist never exhibited at the Paris Salon. He "
  "returned to Finland in 1909 and taught at the Turku Drawing School for 30 years. His landscape Autumn at Ruissalo "
  "was bought by the Ateneum in 1921. He married the pianist Helmi Aho in 1912; they had no children.",
  "Oskar Lindqvist was a Turku painter who trained in Helsinki and then lived in Paris for four years. While there he "
  "showed his work at the Paris Salon, as did his friend Eero Salmi. After coming home in 1909 he taught at the Turku "
  "Drawing School for three decades, and in 1921 the Ateneum acquired his landscape Autumn at Ruissalo. He married "
  "the pianist Helmi Aho in 1912.",
  [("Oskar Lindqvist was a Turku painter", "was a Finnish painter of the Turku school"),
   ("who trained in Helsinki and then lived in Paris for four years",
    "He trained in Helsinki and in Paris, where he lived from 1905 to 1909"),
   ("X", "While there he showed his work at the Paris Salon, as did his friend Eero Salmi",
    "Unlike his friend Eero Salmi, Lindqvist never exhibited at the Paris Salon"),
   ("After coming home in 1909 he taught at the Turku Drawing School for three decades",
    "He returned to Finland in 1909 and taught at the Turku Drawing School for 30 years"),
   ("in 1921 the Ateneum acquired his landscape Autumn at Ruissalo",
    "His landscape Autumn at Ruissalo was bought by the Ateneum in 1921"),
   ("He married the pianist Helmi Aho in 1912", "He married the pianist Helmi Aho in 1912")],
  ("negation", "he showed his work at the Paris Salon", "never exhibited at the Paris Salon")),
]

# ---------------------------------------------------------------- car_specs
CAR_F = [
F("Is the Long Range Vantor E4 worth the extra money?",
  "The 2025 Vantor E4 is offered in two trims. The Standard Range model has a 58 kWh battery, a WLTP range of 410 km "
  "and a price of £36,450. The Long Range model has an 82 kWh battery, a WLTP range of 565 km and costs £42,950. Both "
  "trims use a single rear motor; the Standard Range produces 170 kW and the Long Range 210 kW. Maximum DC charging "
  "power is 135 kW for the Standard Range and 175 kW for the Long Range. Boot capacity is 470 litres on both.",
  "The Long Range version costs £6,500 more than the Standard Range (£42,950 against £36,450). For that you get a "
  "bigger 82 kWh battery instead of 58 kWh and 155 km of extra WLTP range, roughly 350 miles versus about 255 miles. "
  "It is also more powerful, at 210 kW against 170 kW, and charges faster on DC, peaking at 175 kW rather than 135 kW. "
  "Boot space is the same 470 litres either way.",
  [("The Long Range version costs £6,500 more than the Standard Range (£42,950 against £36,450)",
    "The Long Range model has an 82 kWh battery, a WLTP range of 565 km and costs £42,950"),
   ("bigger 82 kWh battery instead of 58 kWh", "The Standard Range model has a 58 kWh battery"),
   ("155 km of extra WLTP range, roughly 350 miles versus about 255 miles",
    "a WLTP range of 565 km"),
   ("It is also more powerful, at 210 kW against 170 kW", "the Standard Range produces 170 kW and the Long Range 210 kW"),
   ("charges faster on DC, peaking at 175 kW rather than 135 kW",
    "Maximum DC charging power is 135 kW for the Standard Range and 175 kW for the Long Range"),
   ("Boot space is the same 470 litres either way", "Boot capacity is 470 litres on both")]),

F(None,
  "Technical data: Mireau C3 hatchback (2024). Length 4,065 mm, width 1,765 mm, height 1,470 mm, wheelbase 2,540 mm. "
  "Kerb weight from 1,180 kg. Engine: 1.2-litre three-cylinder turbo petrol, 96 kW (130 PS) and 230 Nm. 0–100 km/h "
  "in 9.4 seconds; top speed 200 km/h. Boot capacity 310 litres, rising to 1,090 litres with the rear seats folded. "
  "Fuel tank 42 litres.",
  "The 2024 Mireau C3 is a little over 4 metres long (about 13 ft 4 in) and weighs from 1,180 kg, or about "
  "2,600 lb. Its 1.2-litre turbo triple makes 130 PS and 230 Nm, enough for 0–100 km/h in 9.4 seconds and a 200 km/h "
  "top speed, which is about 124 mph. Luggage space is 310 litres, and folding the back seats more than triples it "
  "to 1,090 litres.",
  [("The 2024 Mireau C3 is a little over 4 metres long (about 13 ft 4 in)", "Length 4,065 mm"),
   ("weighs from 1,180 kg, or about 2,600 lb", "Kerb weight from 1,180 kg"),
   ("Its 1.2-litre turbo triple makes 130 PS and 230 Nm",
    "1.2-litre three-cylinder turbo petrol, 96 kW (130 PS) and 230 Nm"),
   ("enough for 0–100 km/h in 9.4 seconds and a 200 km/h top speed, which is about 124 mph",
    "0–100 km/h in 9.4 seconds; top speed 200 km/h"),
   ("Luggage space is 310 litres, and folding the back seats more than triples it to 1,090 litres",
    "Boot capacity 310 litres, rising to 1,090 litres with the rear seats folded")]),

F("How long is the battery on the Elvra Nova covered for, and what does the warranty promise?",
  "Warranty and servicing, Elvra Nova (2024 models). The vehicle warranty lasts 5 years or 150,000 km, whichever "
  "comes first. The high-voltage battery is covered for 8 years or 160,000 km and is guaranteed to keep at least 70% "
  "of its capacity during that period. Scheduled servicing is every 2 years or 30,000 km. The paintwork warranty is "
  "3 years and the anti-perforation warranty 12 years. Roadside assistance is included for the first 3 years at no "
  "charge.",
  "The battery warranty runs for 8 years or 160,000 km, three years longer than the general vehicle warranty of 5 "
  "years or 150,000 km. Over that time Elvra guarantees the battery will hold on to at least 70% of its capacity, "
  "meaning it shouldn't lose more than 30%. Separately, the car needs a service every two years or 30,000 km, and you "
  "get three years of free roadside assistance.",
  [("The battery warranty runs for 8 years or 160,000 km", "The high-voltage battery is covered for 8 years or 160,000 km"),
   ("three years longer than the general vehicle warranty of 5 years or 150,000 km",
    "The vehicle warranty lasts 5 years or 150,000 km"),
   ("Over that time Elvra guarantees the battery will hold on to at least 70% of its capacity, meaning it shouldn't "
    "lose more than 30%", "is guaranteed to keep at least 70% of its capacity during that period"),
   ("the car needs a service every two years or 30,000 km", "Scheduled servicing is every 2 years or 30,000 km"),
   ("you get three years of free roadside assistance",
    "Roadside assistance is included for the first 3 years at no charge")]),

F("How practical is the Palmer Vista?",
  ["Palmer Vista seven-seater: key facts. With all three rows in use, boot space is 215 litres. Folding the third row "
   "increases it to 745 litres, and folding both rear rows gives 1,980 litres. The second-row bench slides forward by "
   "up to 160 mm. ISOFIX mounts are fitted to all three second-row seats and to both third-row seats.",
   "Review: we found the Palmer Vista's third row comfortable for children but tight for adults over 1.75 m. Getting "
   "into the back row is easy thanks to the sliding middle bench. The 1.5-litre petrol version returned 7.4 l/100 km "
   "over our week of testing. At £33,250 as tested, it undercuts the rival Tessel Grand by £1,800."],
  "With all seven seats up, the Palmer Vista leaves you 215 litres of boot, but dropping the back row takes that to "
  "745 litres, about three and a half times as much. There are ISOFIX points on five seats: all three in the middle "
  "row and both in the third. Reviewers found the rearmost seats fine for kids but cramped for taller adults, and the "
  "sliding middle bench makes them easy to reach. The car they tested cost £33,250, which makes the Tessel Grand "
  "£1,800 dearer.",
  [("With all seven seats up, the Palmer Vista leaves you 215 litres of boot",
    "With all three rows in use, boot space is 215 litres"),
   ("dropping the back row takes that to 745 litres, about three and a half times as much",
    "Folding the third row increases it to 745 litres"),
   ("There are ISOFIX points on five seats: all three in the middle row and both in the third",
    "ISOFIX mounts are fitted to all three second-row seats and to both third-row seats"),
   ("Reviewers found the rearmost seats fine for kids but cramped for taller adults",
    "third row comfortable for children but tight for adults over 1.75 m", 1),
   ("the sliding middle bench makes them easy to reach",
    "Getting into the back row is easy thanks to the sliding middle bench", 1),
   ("The car they tested cost £33,250, which makes the Tessel Grand £1,800 dearer",
    "At £33,250 as tested, it undercuts the rival Tessel Grand by £1,800", 1)]),

F(None,
  "The 2025 Kestrel Sport comes with a choice of two petrol engines. The 1.5 T produces 120 kW and 250 Nm and reaches "
  "100 km/h in 8.1 seconds. The 2.0 T produces 180 kW and 370 Nm and does the same sprint in 6.2 seconds. Combined "
  "fuel consumption is 6.1 l/100 km for the 1.5 T and 7.3 l/100 km for the 2.0 T. The 1.5 T is priced at $31,400 and "
  "the 2.0 T at $36,900. Both use a seven-speed dual-clutch gearbox and front-wheel drive.",
  "Both Kestrel Sport engines drive the front wheels through a seven-speed dual-clutch box. Here's how they compare:\n"
  "- **1.5 T:** 120 kW, 250 Nm, 0–100 km/h in 8.1 s; 6.1 l/100 km, $31,400\n"
  "- **2.0 T:** 180 kW, 370 Nm, 0–100 km/h in 6.2 s; 7.3 l/100 km, $36,900\n"
  "The bigger engine has 50% more power and is 1.9 seconds quicker to 100 km/h, but it costs $5,500 more and uses "
  "about a fifth more fuel.",
  [("Both Kestrel Sport engines drive the front wheels through a seven-speed dual-clutch box",
    "Both use a seven-speed dual-clutch gearbox and front-wheel drive"),
   ("**1.5 T:** 120 kW, 250 Nm, 0–100 km/h in 8.1 s",
    "The 1.5 T produces 120 kW and 250 Nm and reaches 100 km/h in 8.1 seconds"),
   ("6.1 l/100 km, $31,400", "The 1.5 T is priced at $31,400"),
   ("**2.0 T:** 180 kW, 370 Nm, 0–100 km/h in 6.2 s",
    "The 2.0 T produces 180 kW and 370 Nm and does the same sprint in 6.2 seconds"),
   ("7.3 l/100 km, $36,900", "7.3 l/100 km for the 2.0 T"),
   ("The bigger engine has 50% more power and is 1.9 seconds quicker to 100 km/h",
    "The 2.0 T produces 180 kW and 370 Nm and does the same sprint in 6.2 seconds"),
   ("it costs $5,500 more", "The 1.5 T is priced at $31,400 and the 2.0 T at $36,900"),
   ("uses about a fifth more fuel", "Combined fuel consumption is 6.1 l/100 km for the 1.5 T and 7.3 l/100 km for the 2.0 T")]),
]

CAR_P = [
# unsupported_addition
P("What are the key specs of the Koda Ridge Hybrid?",
  "The Koda Ridge Hybrid pairs a 1.6-litre petrol engine with a 60 kW electric motor for a combined output of 165 kW. "
  "Its official combined fuel economy is 5.1 l/100 km, and CO2 emissions are 116 g/km. The towing limit is 1,500 kg "
  "braked and 750 kg unbraked. All-wheel drive is standard on the Ridge Hybrid. The fuel tank holds 50 litres. "
  "Prices start at €41,200 for the Active trim and €46,900 for the Summit trim.",
  "The Ridge Hybrid combines a 1.6 L petrol engine and a 60 kW electric motor, giving 165 kW in total, and every "
  "version comes with all-wheel drive. It can tow up to 1,500 kg with a braked trailer, or half that unbraked. "
  "Officially it uses 5.1 litres per 100 km, which on a full 50-litre tank works out to just under 1,000 km between "
  "fill-ups. Pricing runs from €41,200 for the Active to €46,900 for the Summit, and the battery is covered by an "
  "eight-year warranty.",
  [("The Ridge Hybrid combines a 1.6 L petrol engine and a 60 kW electric motor, giving 165 kW in total",
    "pairs a 1.6-litre petrol engine with a 60 kW electric motor for a combined output of 165 kW"),
   ("every version comes with all-wheel drive", "All-wheel drive is standard on the Ridge Hybrid"),
   ("It can tow up to 1,500 kg with a braked trailer, or half that unbraked",
    "The towing limit is 1,500 kg braked and 750 kg unbraked"),
   ("Officially it uses 5.1 litres per 100 km", "Its official combined fuel economy is 5.1 l/100 km"),
   ("which on a full 50-litre tank works out to just under 1,000 km between fill-ups", "The fuel tank holds 50 litres"),
   ("Pricing runs from €41,200 for the Active to €46,900 for the Summit",
    "Prices start at €41,200 for the Active trim and €46,900 for the Summit trim"),
   ("U", "the battery is covered by an eight-year warranty")],
  ("unsupported_addition", "the battery is covered by an eight-year warranty", None)),

# antonym
P("How did the Halden S2 compare with the Torva GT in your test?",
  "In our test, the Halden S2 and the Torva GT were driven back to back on the same 180 km route. The Halden "
  "returned 6.8 l/100 km and the Torva 7.9 l/100 km. The Torva was quicker, reaching 100 km/h in 6.9 seconds against "
  "the Halden's 8.2 seconds. Cabin noise at 110 km/h measured 66 dB in the Halden and 70 dB in the Torva. The Halden "
  "costs £31,995 and the Torva £34,480. Our testers preferred the Halden's ride but found its touchscreen slow to "
  "respond.",
  "Over the same 180 km test route the Halden S2 proved the more economical car, using 6.8 l/100 km to the Torva "
  "GT's 7.9. The Torva is the faster of the two, getting to 100 km/h 1.3 seconds sooner. The Halden also had the "
  "noisier cabin at motorway speed, at 66 dB against 70 dB. It is about £2,500 cheaper, and the testers liked its "
  "ride, though not its sluggish touchscreen.",
  [("Over the same 180 km test route the Halden S2 proved the more economical car, using 6.8 l/100 km to the Torva "
    "GT's 7.9", "The Halden returned 6.8 l/100 km and the Torva 7.9 l/100 km"),
   ("The Torva is the faster of the two, getting to 100 km/h 1.3 seconds sooner",
    "reaching 100 km/h in 6.9 seconds against the Halden's 8.2 seconds"),
   ("X", "The Halden also had the noisier cabin at motorway speed, at 66 dB against 70 dB",
    "Cabin noise at 110 km/h measured 66 dB in the Halden and 70 dB in the Torva"),
   ("It is about £2,500 cheaper", "The Halden costs £31,995 and the Torva £34,480"),
   ("the testers liked its ride, though not its sluggish touchscreen",
    "Our testers preferred the Halden's ride but found its touchscreen slow to respond")],
  ("antonym", "noisier", "quieter")),

# wrong_conversion
P(None,
  "The 2025 Brannock T-150 pickup is powered by a 3.0-litre V6 diesel producing 184 kW and 600 Nm. Its payload is "
  "1,050 kg and its braked towing capacity is 3,500 kg. The load bed is 1,555 mm long and 1,570 mm wide. Ground "
  "clearance is 235 mm and wading depth 800 mm. Official combined consumption is 8.9 l/100 km. A 10-speed automatic "
  "gearbox and selectable four-wheel drive are standard.",
  "The T-150 uses a 3.0 L V6 diesel rated at 184 kW (about 247 hp) and 600 Nm, driving through a 10-speed automatic "
  "with selectable 4WD as standard. It can carry just over a tonne in the bed and tow 3,500 kg, which is roughly "
  "5,500 lb. The bed itself is about 1.56 m long, and the truck can wade through 800 mm of water, about 31.5 inches.",
  [("The T-150 uses a 3.0 L V6 diesel rated at 184 kW (about 247 hp) and 600 Nm",
    "powered by a 3.0-litre V6 diesel producing 184 kW and 600 Nm"),
   ("driving through a 10-speed automatic with selectable 4WD as standard",
    "A 10-speed automatic gearbox and selectable four-wheel drive are standard"),
   ("It can carry just over a tonne in the bed", "Its payload is 1,050 kg"),
   ("X", "tow 3,500 kg, which is roughly 5,500 lb", "its braked towing capacity is 3,500 kg"),
   ("The bed itself is about 1.56 m long", "The load bed is 1,555 mm long"),
   ("the truck can wade through 800 mm of water, about 31.5 inches", "wading depth 800 mm")],
  ("wrong_conversion", "roughly 5,500 lb", "about 7,700 lb")),

# wrong_arithmetic
P("How much would a Sorrel Tourer with the Comfort Pack, tow bar and metallic paint cost?",
  "Price list: Sorrel Tourer 2.0 (from 1 March 2025). The base price is €38,900. The Comfort Pack (heated seats, "
  "adaptive cruise control and a heated steering wheel) costs €1,850. The Panorama roof costs €1,200, and metallic "
  "paint €790. The tow bar, available only with the Comfort Pack, costs €950. Delivery charges of €690 are added to "
  "every order.",
  "The Sorrel Tourer 2.0 starts at €38,900, and a €690 delivery charge is added to every order. Heated seats and "
  "adaptive cruise come in the €1,850 Comfort Pack, which you also need if you want the €950 tow bar. Adding the "
  "Comfort Pack, the tow bar and €790 metallic paint to the base car would bring it to €42,290 before delivery.",
  [("The Sorrel Tourer 2.0 starts at €38,900", "The base price is €38,900"),
   ("a €690 delivery charge is added to every order", "Delivery charges of €690 are added to every order"),
   ("Heated seats and adaptive cruise come in the €1,850 Comfort Pack",
    "The Comfort Pack (heated seats, adaptive cruise control and a heated steering wheel) costs €1,850"),
   ("which you also need if you want the €950 tow bar",
    "The tow bar, available only with the Comfort Pack, costs €950"),
   ("X", "Adding the Comfort Pack, the tow bar and €790 metallic paint to the base car would bring it to €42,290 "
    "before delivery", "The base price is €38,900")],
  ("wrong_arithmetic", "€42,290", "€42,490")),

# wrong_rounding
P("How did the Aurel Compact do in the winter range test?",
  "Independent test results, winter 2024: the Aurel Compact was driven at a steady 100 km/h at an outside "
  "temperature of -2 °C. It covered 287 km before the battery was exhausted, against a WLTP figure of 402 km. Energy "
  "use was 19.8 kWh per 100 km. The heat pump kept cabin temperature at 21 °C throughout. A comparable car without a "
  "heat pump, the Delmar Zip, managed 251 km in the same test.",
  "In the winter test at around -2 °C and a steady 100 km/h, the Aurel Compact managed 287 km, a little over "
  "three-quarters of its 402 km WLTP rating. It used 19.8 kWh every 100 km while its heat pump held the cabin at "
  "21 °C. The Delmar Zip, which lacks a heat pump, got 36 km less under the same conditions.",
  [("In the winter test at around -2 °C and a steady 100 km/h",
    "was driven at a steady 100 km/h at an outside temperature of -2 °C"),
   ("X", "the Aurel Compact managed 287 km, a little over three-quarters of its 402 km WLTP rating",
    "It covered 287 km before the battery was exhausted, against a WLTP figure of 402 km"),
   ("It used 19.8 kWh every 100 km", "Energy use was 19.8 kWh per 100 km"),
   ("its heat pump held the cabin at 21 °C", "The heat pump kept cabin temperature at 21 °C throughout"),
   ("The Delmar Zip, which lacks a heat pump, got 36 km less under the same conditions",
    "A comparable car without a heat pump, the Delmar Zip, managed 251 km in the same test")],
  ("wrong_rounding", "a little over three-quarters", "about 71% (a little over 70%)")),
]

DOMAINS = {"biographies": (BIO_F, BIO_P), "car_specs": (CAR_F, CAR_P)}
