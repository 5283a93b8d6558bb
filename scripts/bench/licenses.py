"""Writes the benchmark's CSV of licenses to stdout, for `rightsdesk import licenses`.

`python3 scripts/bench/licenses.py COUNT TITLES`. Each license names one of the TITLES titles of
scripts/bench/titles.py (by its exact name, so no title is created) and one of 500 companies
(created by the first license that names it); contract dates spread over forty years. Each has a
language (a translation or audio license must), and is exclusive unless a signed license of the
same title, right and language came before it: the import refuses an exclusive license that
overlaps another (docs/http.md, "Licenses gain").
"""

import random
import sys

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from titles import title_names  # noqa: E402

LANGUAGES = ["de", "it", "es", "en", "ja", "pt", "nl", "fr"]

count, titles = int(sys.argv[1]), int(sys.argv[2])
names = title_names(titles)
rng = random.Random(7)
types = ["foreign_rights", "audio_visual", "audio", "ebook"]
currencies = ["EUR", "USD", "GBP", "CHF", "JPY"]
signed_before = set()
out = sys.stdout
out.write("title,company,contractDate,signed,contractType,endDate,advance,currency,language,exclusive\n")
for row in range(count):
    year = rng.randint(1985, 2025)
    date = f"{year}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
    end = f"{year + rng.choice([5, 7, 10])}{date[4:]}"
    title, kind, signed = rng.randrange(titles), rng.choice(types), rng.choice(["true", "false"])
    language = rng.choice(LANGUAGES)
    key = (title, kind, language)
    exclusive = "false" if key in signed_before else "true"
    if signed == "true":
        signed_before.add(key)
    out.write(
        f'"{names[title]}",Company {rng.randrange(500)},{date},{signed},'
        f"{kind},{end},{rng.randrange(500, 50000)},{rng.choice(currencies)},{language},{exclusive}\n"
    )
