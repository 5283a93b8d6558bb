"""Writes the benchmark's CSV of titles (header name,author,publishDate,description) to stdout.

`python3 scripts/bench/titles.py COUNT`. Names are three words of a small vocabulary and the row
number, so a word matches many names and a number a few; authors repeat every 5,000 rows.
"""

import random
import sys

WORDS = ("amour nuit soleil mer guerre paix ombre lumière château forêt rivière étoile silence "
         "mémoire jardin voyage hiver été printemps automne").split()

count = int(sys.argv[1])
rng = random.Random(42)
out = sys.stdout
out.write("name,author,publishDate,description\n")
for row in range(count):
    name = " ".join(rng.choice(WORDS) for _ in range(3)).capitalize()
    date = f"19{rng.randint(10, 99)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
    out.write(f'"{name} {row}",Author {row % 5000},{date},A description of book {row}\n')
