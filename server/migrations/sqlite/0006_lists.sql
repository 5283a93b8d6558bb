-- Lists at scale: the text a list's `q` searches, one column per searchable table. It holds the
-- core's search keys of the row's searchable fields, separated by spaces (titles: name and
-- author; companies: name, contact names and e-mails). The server writes it with the row, in the
-- same transaction, and fills it on start for rows written before it existed.
ALTER TABLE titles ADD COLUMN search_text TEXT;
ALTER TABLE companies ADD COLUMN search_text TEXT;

-- Titles sorted by publication date, a page at a time.
CREATE INDEX titles_team_publish_date ON titles (team_id, publish_date);

-- Indexed search: a trigram full-text index (FTS5) over the name key and the search text of
-- titles and companies, so that "contains this word" is an index lookup, not a scan. It reads
-- its text from the table (external content) and the triggers keep it in step, in the
-- transaction of each write. Words of one or two characters have no trigram and are matched by
-- LIKE on the table instead.
CREATE VIRTUAL TABLE titles_search USING fts5(name_key, search_text, content = 'titles', content_rowid = 'id', tokenize = 'trigram');
CREATE TRIGGER titles_search_insert AFTER INSERT ON titles BEGIN
    INSERT INTO titles_search (rowid, name_key, search_text) VALUES (new.id, new.name_key, new.search_text);
END;
CREATE TRIGGER titles_search_delete AFTER DELETE ON titles BEGIN
    INSERT INTO titles_search (titles_search, rowid, name_key, search_text) VALUES ('delete', old.id, old.name_key, old.search_text);
END;
CREATE TRIGGER titles_search_update AFTER UPDATE OF name_key, search_text ON titles BEGIN
    INSERT INTO titles_search (titles_search, rowid, name_key, search_text) VALUES ('delete', old.id, old.name_key, old.search_text);
    INSERT INTO titles_search (rowid, name_key, search_text) VALUES (new.id, new.name_key, new.search_text);
END;
INSERT INTO titles_search (titles_search) VALUES ('rebuild');

CREATE VIRTUAL TABLE companies_search USING fts5(name_key, search_text, content = 'companies', content_rowid = 'id', tokenize = 'trigram');
CREATE TRIGGER companies_search_insert AFTER INSERT ON companies BEGIN
    INSERT INTO companies_search (rowid, name_key, search_text) VALUES (new.id, new.name_key, new.search_text);
END;
CREATE TRIGGER companies_search_delete AFTER DELETE ON companies BEGIN
    INSERT INTO companies_search (companies_search, rowid, name_key, search_text) VALUES ('delete', old.id, old.name_key, old.search_text);
END;
CREATE TRIGGER companies_search_update AFTER UPDATE OF name_key, search_text ON companies BEGIN
    INSERT INTO companies_search (companies_search, rowid, name_key, search_text) VALUES ('delete', old.id, old.name_key, old.search_text);
    INSERT INTO companies_search (rowid, name_key, search_text) VALUES (new.id, new.name_key, new.search_text);
END;
INSERT INTO companies_search (companies_search) VALUES ('rebuild');
