"""Writes the benchmark's CSV of titles (header name,author,publishDate,description) to stdout.

`python3 scripts/bench/titles.py COUNT`. Names are three words of a small vocabulary (each word in
one name in seven), sometimes an ordinary word (each in three names in a hundred), and the row
number, so a word matches many names and a number a few; authors repeat every 5,000 rows.
"""

import random
import sys

WORDS = ("amour nuit soleil mer guerre paix ombre lumière château forêt rivière étoile silence "
         "mémoire jardin voyage hiver été printemps automne").split()
# Ordinary words: each in about 3 names in 100 (one name in seven holds one of them), as the words
# a team searches for all day are ("lantern" in 1,900 of 100,000 names).
ORDINARY = "lanterne horloge miroir boussole sablier".split()


def rows(count):
    """The rows of the file: name, author, publication date, description."""
    rng = random.Random(42)
    for row in range(count):
        name = " ".join(rng.choice(WORDS) for _ in range(3)).capitalize()
        if rng.random() < 0.15:
            name += " " + rng.choice(ORDINARY)
        date = f"19{rng.randint(10, 99)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
        yield f"{name} {row}", f"Author {row % 5000}", date, f"A description of book {row}"


def title_names(count):
    """The names of the first `count` titles, as the file writes them."""
    return [name for name, _, _, _ in rows(count)]


if __name__ == "__main__":
    out = sys.stdout
    out.write("name,author,publishDate,description\n")
    for name, author, date, description in rows(int(sys.argv[1])):
        out.write(f'"{name}",{author},{date},{description}\n')
