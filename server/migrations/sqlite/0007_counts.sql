-- Each team's number of titles, companies and licenses: the total of a list that nothing but
-- the team filters (`X-Total-Count`) is then one row read instead of a count of the team's rows,
-- which at a million titles took longer than the page itself. Triggers keep it in step in the
-- transaction of each write, whichever statement made it (create, import, a license naming a
-- new title, delete). A row's team never changes, so updates leave the counts alone.
CREATE TABLE team_counts (
    team_id   INTEGER PRIMARY KEY REFERENCES teams (id) ON DELETE CASCADE,
    titles    BIGINT  NOT NULL DEFAULT 0,
    companies BIGINT  NOT NULL DEFAULT 0,
    licenses  BIGINT  NOT NULL DEFAULT 0
);
INSERT INTO team_counts (team_id, titles, companies, licenses)
SELECT id,
       (SELECT COUNT(*) FROM titles WHERE team_id = teams.id),
       (SELECT COUNT(*) FROM companies WHERE team_id = teams.id),
       (SELECT COUNT(*) FROM licenses WHERE team_id = teams.id)
FROM teams;

CREATE TRIGGER team_counts_team AFTER INSERT ON teams BEGIN
    INSERT INTO team_counts (team_id) VALUES (new.id);
END;
CREATE TRIGGER team_counts_title_added AFTER INSERT ON titles BEGIN
    UPDATE team_counts SET titles = titles + 1 WHERE team_id = new.team_id;
END;
CREATE TRIGGER team_counts_title_removed AFTER DELETE ON titles BEGIN
    UPDATE team_counts SET titles = titles - 1 WHERE team_id = old.team_id;
END;
CREATE TRIGGER team_counts_company_added AFTER INSERT ON companies BEGIN
    UPDATE team_counts SET companies = companies + 1 WHERE team_id = new.team_id;
END;
CREATE TRIGGER team_counts_company_removed AFTER DELETE ON companies BEGIN
    UPDATE team_counts SET companies = companies - 1 WHERE team_id = old.team_id;
END;
CREATE TRIGGER team_counts_license_added AFTER INSERT ON licenses BEGIN
    UPDATE team_counts SET licenses = licenses + 1 WHERE team_id = new.team_id;
END;
CREATE TRIGGER team_counts_license_removed AFTER DELETE ON licenses BEGIN
    UPDATE team_counts SET licenses = licenses - 1 WHERE team_id = old.team_id;
END;

-- Sorting by a field that may be empty puts the empty ones last whichever the direction
-- (`x IS NULL, x ASC, id ASC` or `x IS NULL, x DESC, id DESC`): each direction has an index read
-- in its order (the second backwards), so that a page of titles by author or by publication
-- date is read off an index instead of sorting the team's titles.
DROP INDEX titles_team_publish_date;
CREATE INDEX titles_publish_date_up ON titles (team_id, publish_date IS NULL, publish_date);
CREATE INDEX titles_publish_date_down ON titles (team_id, publish_date IS NULL DESC, publish_date);
CREATE INDEX titles_author_up ON titles (team_id, lower(author) IS NULL, lower(author));
CREATE INDEX titles_author_down ON titles (team_id, lower(author) IS NULL DESC, lower(author));
