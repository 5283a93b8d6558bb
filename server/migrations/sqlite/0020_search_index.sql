-- Searches and writes at scale (issue 31).
--
-- The trigram indexes hold the search text alone, which starts with the name key: indexing the
-- name key a second time doubled the index (20 MB instead of 10 at 100,000 titles), the pages
-- each write adds to it and the postings each search reads. A lookup by name asks the index for
-- the search text and tests the name key of the rows it gives (server/src/db/search). They keep
-- no per-row token counts (columnsize=0), which only ranking reads: one page less per write.
DROP TRIGGER titles_search_insert;
DROP TRIGGER titles_search_delete;
DROP TRIGGER titles_search_update;
DROP TABLE titles_search;
CREATE VIRTUAL TABLE titles_search USING fts5(search_text, content = 'titles', content_rowid = 'id', tokenize = 'trigram', columnsize = 0);
CREATE TRIGGER titles_search_insert AFTER INSERT ON titles BEGIN
    INSERT INTO titles_search (rowid, search_text) VALUES (new.id, new.search_text);
END;
CREATE TRIGGER titles_search_delete AFTER DELETE ON titles BEGIN
    INSERT INTO titles_search (titles_search, rowid, search_text) VALUES ('delete', old.id, old.search_text);
END;
CREATE TRIGGER titles_search_update AFTER UPDATE OF search_text ON titles BEGIN
    INSERT INTO titles_search (titles_search, rowid, search_text) VALUES ('delete', old.id, old.search_text);
    INSERT INTO titles_search (rowid, search_text) VALUES (new.id, new.search_text);
END;
INSERT INTO titles_search (titles_search) VALUES ('rebuild');

DROP TRIGGER companies_search_insert;
DROP TRIGGER companies_search_delete;
DROP TRIGGER companies_search_update;
DROP TABLE companies_search;
CREATE VIRTUAL TABLE companies_search USING fts5(search_text, content = 'companies', content_rowid = 'id', tokenize = 'trigram', columnsize = 0);
CREATE TRIGGER companies_search_insert AFTER INSERT ON companies BEGIN
    INSERT INTO companies_search (rowid, search_text) VALUES (new.id, new.search_text);
END;
CREATE TRIGGER companies_search_delete AFTER DELETE ON companies BEGIN
    INSERT INTO companies_search (companies_search, rowid, search_text) VALUES ('delete', old.id, old.search_text);
END;
CREATE TRIGGER companies_search_update AFTER UPDATE OF search_text ON companies BEGIN
    INSERT INTO companies_search (companies_search, rowid, search_text) VALUES ('delete', old.id, old.search_text);
    INSERT INTO companies_search (rowid, search_text) VALUES (new.id, new.search_text);
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
