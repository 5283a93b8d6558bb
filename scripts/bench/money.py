"""Writes the SQL that seeds the benchmark's money (issue 35, "Performance") to stdout: PAYMENTS
payments and STATEMENTS royalty statements over the team's licenses (whose ids are read, one a
line, from LICENSE_IDS), a USD rate, and publication dates for half the licenses (signed, within
the last four years, so that their accounting periods call for statements, some received, some
overdue). Written as the server writes them (minor units, the due date in force, the home amount
at the rate of the received day, rounded half away from zero), in one statement per 1,000 rows:
through the API, 140,000 writes would take most of the run. Both engines read the same SQL. The
statements awaited that the server derives from these (migration 0028) it writes again at the
team's next read, as after an upgrade.

`python3 scripts/bench/money.py TEAM_ID LICENSE_IDS PAYMENTS STATEMENTS`.
"""

import datetime
import random
import sys

team, ids_file, payments, statements = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
ids = [int(line) for line in open(ids_file) if line.strip()]
rng = random.Random(35)
today = datetime.date.today()
RATE = 9_000_000_000  # USD at 0.9, in units of 10^-10
out = sys.stdout


def day(offset):
    return (today + datetime.timedelta(days=offset)).isoformat()


def text(value):
    return "NULL" if value is None else f"'{value}'"


def number(value):
    return "NULL" if value is None else str(value)


def half_up(numerator, denominator):
    quotient, remainder = divmod(abs(numerator), denominator)
    if 2 * remainder >= denominator:
        quotient += 1
    return quotient if numerator >= 0 else -quotient


def end_of_half(date):
    return datetime.date(date.year, 6, 30) if date.month <= 6 else datetime.date(date.year, 12, 31)


def batches(table, columns, rows):
    for start in range(0, len(rows), 1000):
        values = ",\n".join(f"({', '.join(row)})" for row in rows[start : start + 1000])
        out.write(f"INSERT INTO {table} ({', '.join(columns)}) VALUES\n{values};\n")


out.write("BEGIN;\n")
out.write(
    f"INSERT INTO exchange_rates (team_id, currency, rate_units, valid_from, created_at) "
    f"VALUES ({team}, 'USD', {RATE}, '2000-01-01', 0);\n"
)
published = {}
for license_id in ids[::2]:
    publication = today - datetime.timedelta(days=rng.randint(365, 1825))
    published[license_id] = publication
    out.write(
        f"UPDATE licenses SET publication_date = '{publication.isoformat()}', status = 'signed', signed = TRUE "
        f"WHERE id = {license_id};\n"
    )

rows = []
for _ in range(payments):
    license_id = rng.choice(ids)
    currency = "USD" if rng.random() < 0.2 else "EUR"
    amount = rng.randint(100, 2_000_000)
    due = day(rng.randint(-900, 200))
    received = withholding = charges = received_date = home = None
    luck = rng.random()
    if luck < 0.6:
        received = amount if luck < 0.45 else amount // 2
        received_date = day(rng.randint(-900, 0))
        withholding = received // 10 if rng.random() < 0.3 else 0
        charges = rng.randint(0, 3000)
        net = received - withholding - charges
        home = net if currency == "EUR" else half_up(net * RATE, 10**10)
    rows.append(
        [
            str(team), str(license_id), f"'{rng.choice(['advance', 'royalty', 'fee'])}'", "'date'", text(due), text(due),
            str(amount), f"'{currency}'", text(received_date), number(received), number(withholding),
            number(charges), number(home), "0", "0",
        ]
    )
batches(
    "payments",
    ["team_id", "license_id", "kind", "due_trigger", "given_due_date", "due_date", "amount_minor", "currency",
     "received_date", "received_minor", "withholding_minor", "charges_minor", "home_minor", "created_at",
     "updated_at"],
    rows,
)

# Statements of the published licenses' first periods, oldest first, until STATEMENTS are written.
rows = []
for license_id, publication in published.items():
    start = publication
    for _ in range(rng.randint(3, 10)):
        end = end_of_half(start)
        if end >= today or len(rows) >= statements:
            break
        due = end + datetime.timedelta(days=90)
        received = min(due, today).isoformat()
        rows.append(
            [
                str(team), str(license_id), text(start.isoformat()), text(end.isoformat()), text(due.isoformat()),
                text(received), str(rng.randint(0, 20000)), str(rng.randint(0, 500_000)), "'EUR'", "0", "0",
            ]
        )
        start = end + datetime.timedelta(days=1)
batches(
    "statements",
    ["team_id", "license_id", "period_start", "period_end", "due_date", "received_date", "copies_sold",
     "earned_minor", "currency", "created_at", "updated_at"],
    rows,
)
# The statements awaited (migration 0028) derive from the licenses and statements written above,
# past the server: as after an upgrade, the team's are written again at its next read.
out.write(f"UPDATE teams SET statements_awaited_through = NULL WHERE id = {team};\n")
out.write("COMMIT;\n")
print(f"-- {payments} payments, {len(rows)} statements, {len(published)} licenses published", file=sys.stderr)
