"""Writes the CSV of the benchmark's grid title to stdout, for `rightsdesk import licenses`: COUNT
licenses (500) of one title, "Bench grid title" (made by the import), for its availability grid.

`python3 scripts/bench/grid.py COUNT`. Seven rights (half of the licenses translation), twelve
languages, a few territories, every status but reverted; exclusive unless a signed license of the same right and language came before it (the
import refuses an exclusive license that overlaps another). scripts/bench/rights.py adds the
title's rights held and 2,000 prospections.
"""

import random
import sys

GRID_TITLE = "Bench grid title"
RIGHTS = ["foreign_rights", "audio", "ebook", "audio_visual", "large_print", "book_club", "first_serial"]
LANGUAGES = ["de", "it", "es", "en", "ja", "pt", "nl", "fr", "sv", "pl", "ko", "zh"]
TERRITORIES = ["World", "DE, AT, CH", "World except US", "FR, BE, LU", "ES, MX, AR", "GB, IE"]
STATUSES = ["signed", "signed", "draft", "sent", "expired", "terminated"]

if __name__ == "__main__":
    count = int(sys.argv[1])
    rng = random.Random(5)
    signed_before = set()
    out = sys.stdout
    out.write("title,company,contractDate,endDate,contractType,language,territory,status,exclusive\n")
    for row in range(count):
        year = rng.randint(2000, 2025)
        date = f"{year}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
        end = f"{year + rng.choice([5, 7, 10, 15])}{date[4:]}"
        # Translation, the right sold most, half of the licenses.
        right = "foreign_rights" if rng.random() < 0.5 else rng.choice(RIGHTS[1:])
        language, status = rng.choice(LANGUAGES), rng.choice(STATUSES)
        key = (right, language)
        # Only sent and signed licenses may not overlap; a draft may, exclusive or not.
        exclusive = "false" if key in signed_before and status in ("signed", "sent") else "true"
        if status in ("signed", "sent") and exclusive == "true":
            signed_before.add(key)
        out.write(
            f'"{GRID_TITLE}",Grid company {rng.randrange(200)},{date},{end},{right},{language},'
            f'"{rng.choice(TERRITORIES)}",{status},{exclusive}\n'
        )
