-- Searches and writes at scale (issue 31).
--
-- The trigram indexes held the name key and the search text, which starts with the name key:
-- every name twice (20 MB instead of 10 at 100,000 titles), in the pages each write adds and the
-- postings each search reads. They now hold the name key and the rest of the search text
-- (`other_text`: a title's author, a company's contacts), read through a view: a list's search
-- asks both columns (a search word has no space, so it never spans the two), a lookup by name
-- (completion, a license's title) the name key alone. They keep no per-row token counts
-- (columnsize=0), which only ranking reads: one page less per write.
CREATE VIEW titles_search_source AS
    SELECT id, name_key, substr(search_text, length(name_key) + 2) AS other_text FROM titles;
DROP TRIGGER titles_search_insert;
DROP TRIGGER titles_search_delete;
DROP TRIGGER titles_search_update;
DROP TABLE titles_search;
CREATE VIRTUAL TABLE titles_search USING fts5(name_key, other_text, content = 'titles_search_source', content_rowid = 'id', tokenize = 'trigram', columnsize = 0);
CREATE TRIGGER titles_search_insert AFTER INSERT ON titles BEGIN
    INSERT INTO titles_search (rowid, name_key, other_text) VALUES (new.id, new.name_key, substr(new.search_text, length(new.name_key) + 2));
END;
CREATE TRIGGER titles_search_delete AFTER DELETE ON titles BEGIN
    INSERT INTO titles_search (titles_search, rowid, name_key, other_text) VALUES ('delete', old.id, old.name_key, substr(old.search_text, length(old.name_key) + 2));
END;
CREATE TRIGGER titles_search_update AFTER UPDATE OF name_key, search_text ON titles BEGIN
    INSERT INTO titles_search (titles_search, rowid, name_key, other_text) VALUES ('delete', old.id, old.name_key, substr(old.search_text, length(old.name_key) + 2));
    INSERT INTO titles_search (rowid, name_key, other_text) VALUES (new.id, new.name_key, substr(new.search_text, length(new.name_key) + 2));
END;
INSERT INTO titles_search (titles_search) VALUES ('rebuild');

CREATE VIEW companies_search_source AS
    SELECT id, name_key, substr(search_text, length(name_key) + 2) AS other_text FROM companies;
DROP TRIGGER companies_search_insert;
DROP TRIGGER companies_search_delete;
DROP TRIGGER companies_search_update;
DROP TABLE companies_search;
CREATE VIRTUAL TABLE companies_search USING fts5(name_key, other_text, content = 'companies_search_source', content_rowid = 'id', tokenize = 'trigram', columnsize = 0);
CREATE TRIGGER companies_search_insert AFTER INSERT ON companies BEGIN
    INSERT INTO companies_search (rowid, name_key, other_text) VALUES (new.id, new.name_key, substr(new.search_text, length(new.name_key) + 2));
END;
CREATE TRIGGER companies_search_delete AFTER DELETE ON companies BEGIN
    INSERT INTO companies_search (companies_search, rowid, name_key, other_text) VALUES ('delete', old.id, old.name_key, substr(old.search_text, length(old.name_key) + 2));
END;
CREATE TRIGGER companies_search_update AFTER UPDATE OF name_key, search_text ON companies BEGIN
    INSERT INTO companies_search (companies_search, rowid, name_key, other_text) VALUES ('delete', old.id, old.name_key, substr(old.search_text, length(old.name_key) + 2));
    INSERT INTO companies_search (rowid, name_key, other_text) VALUES (new.id, new.name_key, substr(new.search_text, length(new.name_key) + 2));
END;
INSERT INTO companies_search (companies_search) VALUES ('rebuild');

-- A title's publication date window (the calendar) is read from titles_publish_date_up, as
-- `(publish_date IS NULL) = FALSE AND publish_date BETWEEN ...`: the second index of the same
-- dates cost every write of a title a page.
DROP INDEX titles_publish_window;

-- A search that many titles match reads the team's titles in name order and tests each one's
-- search text (server/src/db/list/filter.rs, Plan::ByTeam): with the text in the index, a page
-- of "lanterne" (three titles in a hundred) reads the index alone instead of some 1,700 rows
-- (0.9 ms to 0.3).
CREATE INDEX titles_team_name_search ON titles (team_id, name_key, search_text);
