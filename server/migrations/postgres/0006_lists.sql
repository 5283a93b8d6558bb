-- Lists at scale: the text a list's `q` searches, one column per searchable table. It holds the
-- core's search keys of the row's searchable fields, separated by spaces (titles: name and
-- author; companies: name, contact names and e-mails). The server writes it with the row, in the
-- same transaction, and fills it on start for rows written before it existed.
ALTER TABLE titles ADD COLUMN search_text TEXT;
ALTER TABLE companies ADD COLUMN search_text TEXT;

-- Titles sorted by publication date, a page at a time.
CREATE INDEX titles_team_publish_date ON titles (team_id, publish_date);

-- Indexed search: trigram indexes (pg_trgm, a trusted extension that a database owner may
-- create) over the name key and the search text of titles and companies, so that
-- `LIKE '%word%'` is an index lookup, not a scan.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX titles_name_key_trgm ON titles USING gin (name_key gin_trgm_ops);
CREATE INDEX titles_search_text_trgm ON titles USING gin (search_text gin_trgm_ops);
CREATE INDEX companies_name_key_trgm ON companies USING gin (name_key gin_trgm_ops);
CREATE INDEX companies_search_text_trgm ON companies USING gin (search_text gin_trgm_ops);
