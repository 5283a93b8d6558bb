-- Search keys fold apostrophes and drop zero-width characters (core's search_key, since this
-- version): "L'Etranger" finds "L’Étranger". The keys stored before are rewritten here to what
-- search_key now makes of the same names. The old key already was trimmed, lower-cased and without
-- accents, and the folding only maps or drops characters that lower-casing and accent removal leave
-- alone, so folding the stored key gives exactly the new key of the name: no name has to be read
-- again. The folding: ’ ‘ ` ʼ ′ (U+2019, U+2018, U+0060, U+02BC, U+2032) become ', “ ” „ (U+201C,
-- U+201D, U+201E) become ", and U+200B..U+200D, U+2060 and U+FEFF are dropped; core/src/search.rs
-- folds the same characters.
--
-- A title's or company's key is unique in its team: two names that only differed by the shape of
-- their apostrophe would now have one key, so such a pair keeps its old keys (found by the old
-- spelling, never merged or renamed); every other row gets the new key.

-- SQLite has no translate(): the folding is one replace() per character.

CREATE TEMP TABLE titles_folded AS
    SELECT id, team_id, folded FROM (SELECT id, team_id, name_key, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(name_key, char(8217), ''''), char(8216), ''''), '`', ''''), char(700), ''''), char(8242), ''''), char(8220), '"'), char(8221), '"'), char(8222), '"'), char(8203), ''), char(8204), ''), char(8205), ''), char(8288), ''), char(65279), '') AS folded FROM titles) keys
     WHERE folded <> name_key;
DELETE FROM titles_folded
 WHERE EXISTS (SELECT 1 FROM titles other
                WHERE other.team_id = titles_folded.team_id AND other.name_key = titles_folded.folded)
    OR EXISTS (SELECT 1 FROM titles_folded twin
                WHERE twin.team_id = titles_folded.team_id AND twin.folded = titles_folded.folded
                  AND twin.id <> titles_folded.id);
UPDATE titles SET name_key = (SELECT folded FROM titles_folded WHERE titles_folded.id = titles.id)
 WHERE id IN (SELECT id FROM titles_folded);
DROP TABLE titles_folded;

CREATE TEMP TABLE companies_folded AS
    SELECT id, team_id, folded FROM (SELECT id, team_id, name_key, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(name_key, char(8217), ''''), char(8216), ''''), '`', ''''), char(700), ''''), char(8242), ''''), char(8220), '"'), char(8221), '"'), char(8222), '"'), char(8203), ''), char(8204), ''), char(8205), ''), char(8288), ''), char(65279), '') AS folded FROM companies) keys
     WHERE folded <> name_key;
DELETE FROM companies_folded
 WHERE EXISTS (SELECT 1 FROM companies other
                WHERE other.team_id = companies_folded.team_id AND other.name_key = companies_folded.folded)
    OR EXISTS (SELECT 1 FROM companies_folded twin
                WHERE twin.team_id = companies_folded.team_id AND twin.folded = companies_folded.folded
                  AND twin.id <> companies_folded.id);
UPDATE companies SET name_key = (SELECT folded FROM companies_folded WHERE companies_folded.id = companies.id)
 WHERE id IN (SELECT id FROM companies_folded);
DROP TABLE companies_folded;

UPDATE titles SET search_text = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(search_text, char(8217), ''''), char(8216), ''''), '`', ''''), char(700), ''''), char(8242), ''''), char(8220), '"'), char(8221), '"'), char(8222), '"'), char(8203), ''), char(8204), ''), char(8205), ''), char(8288), ''), char(65279), '')
 WHERE search_text <> replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(search_text, char(8217), ''''), char(8216), ''''), '`', ''''), char(700), ''''), char(8242), ''''), char(8220), '"'), char(8221), '"'), char(8222), '"'), char(8203), ''), char(8204), ''), char(8205), ''), char(8288), ''), char(65279), '');

UPDATE companies SET search_text = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(search_text, char(8217), ''''), char(8216), ''''), '`', ''''), char(700), ''''), char(8242), ''''), char(8220), '"'), char(8221), '"'), char(8222), '"'), char(8203), ''), char(8204), ''), char(8205), ''), char(8288), ''), char(65279), '')
 WHERE search_text <> replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(search_text, char(8217), ''''), char(8216), ''''), '`', ''''), char(700), ''''), char(8242), ''''), char(8220), '"'), char(8221), '"'), char(8222), '"'), char(8203), ''), char(8204), ''), char(8205), ''), char(8288), ''), char(65279), '');

UPDATE contacts SET name_key = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(name_key, char(8217), ''''), char(8216), ''''), '`', ''''), char(700), ''''), char(8242), ''''), char(8220), '"'), char(8221), '"'), char(8222), '"'), char(8203), ''), char(8204), ''), char(8205), ''), char(8288), ''), char(65279), '')
 WHERE name_key <> replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(name_key, char(8217), ''''), char(8216), ''''), '`', ''''), char(700), ''''), char(8242), ''''), char(8220), '"'), char(8221), '"'), char(8222), '"'), char(8203), ''), char(8204), ''), char(8205), ''), char(8288), ''), char(65279), '');

UPDATE activity SET name_key = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(name_key, char(8217), ''''), char(8216), ''''), '`', ''''), char(700), ''''), char(8242), ''''), char(8220), '"'), char(8221), '"'), char(8222), '"'), char(8203), ''), char(8204), ''), char(8205), ''), char(8288), ''), char(65279), '')
 WHERE name_key <> replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(name_key, char(8217), ''''), char(8216), ''''), '`', ''''), char(700), ''''), char(8242), ''''), char(8220), '"'), char(8221), '"'), char(8222), '"'), char(8203), ''), char(8204), ''), char(8205), ''), char(8288), ''), char(65279), '');
