-- Name completion reads the names starting with the typed text as a range of an index, in order.
-- The range from 'lumi' to 'lumi' followed by U+10FFFF holds exactly those names only when text
-- compares by code point: under a language's collation (en_US, say) spaces and punctuation weigh
-- less than letters, so the range would miss names and take others. These twins of the
-- (team_id, name_key) indexes compare as "C" does; completion asks for that collation by name.
-- (SQLite compares text by bytes, which for UTF-8 is code point order: its index serves as is.)
CREATE INDEX titles_team_name_key_c ON titles (team_id, name_key COLLATE "C");
CREATE INDEX companies_team_name_key_c ON companies (team_id, name_key COLLATE "C");
