-- Lists at scale: the text a list's `q` searches, one column per searchable table. It holds the
-- core's search keys of the row's searchable fields, separated by spaces (titles: name and
-- author; companies: name, contact names and e-mails). The server writes it with the row, in the
-- same transaction, and fills it on start for rows written before it existed.
ALTER TABLE titles ADD COLUMN search_text TEXT;
ALTER TABLE companies ADD COLUMN search_text TEXT;

-- Titles sorted by publication date, a page at a time.
CREATE INDEX titles_team_publish_date ON titles (team_id, publish_date);
