"""Creates the benchmark's prospections through the API (`POST /api/prospections/batch`, 100 at a
time), as a team pitching its catalogue would have them.

`python3 scripts/bench/prospections.py BASE_URL TOKEN COUNT TITLES`. Each names one of the TITLES
titles of scripts/bench/titles.py (by its exact name, so no title is created) and one of 300
companies (created by the first prospection that names it), in every status but licensed; dates
spread over two years.
"""

import datetime
import json
import random
import sys
import urllib.request

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from titles import title_names  # noqa: E402

base, token, count, titles = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
names = title_names(titles)
rng = random.Random(11)
today = datetime.date.today()
statuses = ["to_send", "sent", "reading", "interested", "offer", "option", "declined", "expired", "withdrawn"]
reasons = ["list_full", "not_for_our_list", "price", "similar_title", "translation_cost", "no_response", "other"]


def day(offset):
    return (today + datetime.timedelta(days=offset)).isoformat()


def prospection():
    status = rng.choice(statuses)
    body = {
        "title": rng.choice(names),
        "company": f"Maison {rng.randint(1, 300)}",
        "contractType": rng.choice(["foreign_rights", "audio", "ebook"]),
        "language": rng.choice(["de", "it", "es", "en", "ja", "pt", "nl"]),
        "status": status,
    }
    if status != "to_send":
        sent = rng.randint(-700, -1)
        body["sentDate"] = day(sent)
        body["chaseDate"] = day(sent + rng.randint(20, 120))
    if status == "option":
        body["optionExpiry"] = day(rng.randint(-10, 90))
    if status == "declined":
        body["declineReason"] = rng.choice(reasons)
    return body


for start in range(0, count, 100):
    batch = [prospection() for _ in range(min(100, count - start))]
    request = urllib.request.Request(
        f"{base}/api/prospections/batch",
        data=json.dumps(batch).encode(),
        headers={"authorization": f"Bearer {token}", "content-type": "application/json"},
    )
    with urllib.request.urlopen(request) as answer:
        answer.read()
