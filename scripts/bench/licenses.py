"""Writes the benchmark's CSV of licenses to stdout, for `rightsdesk import licenses`.

`python3 scripts/bench/licenses.py COUNT TITLES`. Each license names one of the TITLES titles of
scripts/bench/titles.py (by its exact name, so no title is created) and one of 500 companies
(created by the first license that names it); contract dates spread over forty years.
"""

import random
import sys

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from titles import title_names  # noqa: E402

count, titles = int(sys.argv[1]), int(sys.argv[2])
names = title_names(titles)
rng = random.Random(7)
types = ["foreign_rights", "audio_visual", "audio", "ebook"]
currencies = ["EUR", "USD", "GBP", "CHF", "JPY"]
out = sys.stdout
out.write("title,company,contractDate,signed,contractType,endDate,advance,currency\n")
for row in range(count):
    year = rng.randint(1985, 2025)
    date = f"{year}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
    end = f"{year + rng.choice([5, 7, 10])}{date[4:]}"
    out.write(
        f'"{names[rng.randrange(titles)]}",Company {rng.randrange(500)},{date},{rng.choice(["true", "false"])},'
        f"{rng.choice(types)},{end},{rng.randrange(500, 50000)},{rng.choice(currencies)}\n"
    )
