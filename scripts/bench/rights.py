"""Seeds what the benchmark's availability calls read, through the API: the grid title's rights
held (every right of scripts/bench/grid.py, every language, the world) and COUNT prospections of
it (`POST /api/prospections/batch`, 100 at a time), and rights held for one title in HELD_EVERY of
the TITLES titles of scripts/bench/titles.py (ids 1 to TITLES, as imported first): most hold
translation rights in some languages, some in every language, some only audio, so that German
translation is `not_held` for a part of them.

`python3 scripts/bench/rights.py BASE_URL TOKEN TITLES GRID_TITLE_ID COUNT HELD_EVERY`.
"""

import datetime
import json
import random
import sys
import urllib.request

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from grid import GRID_TITLE, LANGUAGES, RIGHTS  # noqa: E402

base, token, titles, grid_id, count, every = sys.argv[1], sys.argv[2], *map(int, sys.argv[3:7])
rng = random.Random(13)
today = datetime.date.today()
statuses = ["to_send", "sent", "reading", "interested", "offer", "option", "declined", "expired", "withdrawn"]


def post(path, body):
    request = urllib.request.Request(
        f"{base}{path}",
        data=json.dumps(body).encode(),
        headers={"authorization": f"Bearer {token}", "content-type": "application/json"},
    )
    with urllib.request.urlopen(request) as answer:
        answer.read()


def day(offset):
    return (today + datetime.timedelta(days=offset)).isoformat()


def prospection():
    status = rng.choice(statuses)
    body = {
        "titleId": grid_id,
        "title": GRID_TITLE,
        "company": f"Maison {rng.randint(1, 300)}",
        "contractType": rng.choice(RIGHTS),
        "language": rng.choice(LANGUAGES + [None]),
        "status": status,
    }
    if status != "to_send":
        sent = rng.randint(-700, -1)
        body["sentDate"] = day(sent)
        body["chaseDate"] = day(sent + rng.randint(20, 120))
    if status == "option":
        body["optionExpiry"] = day(rng.randint(-10, 90))
    if status == "declined":
        body["declineReason"] = "price"
    return body


for right in RIGHTS:
    post(f"/api/titles/{grid_id}/rights", {"contractType": right})
for start in range(0, count, 100):
    post("/api/prospections/batch", [prospection() for _ in range(min(100, count - start))])

held = 0
for title_id in range(1, titles + 1, every):
    kind = rng.random()
    if kind < 0.5:
        right = {"contractType": "foreign_rights", "languages": rng.sample(LANGUAGES[:8], 3)}
    elif kind < 0.8:
        right = {"contractType": "foreign_rights", "territory": rng.choice(["World", "World except US"])}
    else:
        right = {"contractType": "audio", "languages": ["en"]}
    post(f"/api/titles/{title_id}/rights", right)
    held += 1
print(f"rights held recorded for {held} titles; {count} prospections of the grid title")
