-- Each team's number of titles, companies and licenses: the total of a list that nothing but
-- the team filters (`X-Total-Count`) is then one row read instead of a count of the team's rows,
-- which at a million titles took longer than the page itself. Triggers keep it in step in the
-- transaction of each write, whichever statement made it (create, import, a license naming a
-- new title, delete); they run once per statement, so an import's batch of 50 rows updates the
-- count once. A row's team never changes, so updates leave the counts alone.
CREATE TABLE team_counts (
    team_id   BIGINT PRIMARY KEY REFERENCES teams (id) ON DELETE CASCADE,
    titles    BIGINT NOT NULL DEFAULT 0,
    companies BIGINT NOT NULL DEFAULT 0,
    licenses  BIGINT NOT NULL DEFAULT 0
);
INSERT INTO team_counts (team_id, titles, companies, licenses)
SELECT id,
       (SELECT COUNT(*) FROM titles WHERE team_id = teams.id),
       (SELECT COUNT(*) FROM companies WHERE team_id = teams.id),
       (SELECT COUNT(*) FROM licenses WHERE team_id = teams.id)
FROM teams;

CREATE FUNCTION team_counts_team() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO team_counts (team_id) VALUES (NEW.id);
    RETURN NULL;
END
$$;
CREATE TRIGGER team_counts_team AFTER INSERT ON teams FOR EACH ROW EXECUTE FUNCTION team_counts_team();

-- The table's own column of team_counts (titles, companies, licenses) moves by the number of
-- rows the statement added (`changed` holds them) or, with the argument 'removed', took away.
CREATE FUNCTION team_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    sign INTEGER := CASE WHEN TG_ARGV[0] = 'removed' THEN -1 ELSE 1 END;
BEGIN
    EXECUTE format(
        'UPDATE team_counts c SET %1$I = c.%1$I + $1 * n.rows
           FROM (SELECT team_id, COUNT(*) AS rows FROM changed GROUP BY team_id) n
          WHERE c.team_id = n.team_id',
        TG_TABLE_NAME
    ) USING sign;
    RETURN NULL;
END
$$;
CREATE TRIGGER team_counts_added AFTER INSERT ON titles REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION team_counts_changed('added');
CREATE TRIGGER team_counts_removed AFTER DELETE ON titles REFERENCING OLD TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION team_counts_changed('removed');
CREATE TRIGGER team_counts_added AFTER INSERT ON companies REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION team_counts_changed('added');
CREATE TRIGGER team_counts_removed AFTER DELETE ON companies REFERENCING OLD TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION team_counts_changed('removed');
CREATE TRIGGER team_counts_added AFTER INSERT ON licenses REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION team_counts_changed('added');
CREATE TRIGGER team_counts_removed AFTER DELETE ON licenses REFERENCING OLD TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION team_counts_changed('removed');

-- Sorting by a field that may be empty puts the empty ones last whichever the direction
-- (`x IS NULL, x ASC, id ASC` or `x IS NULL, x DESC, id DESC`): each direction has an index read
-- in its order (the second backwards), so that a page of titles by author or by publication
-- date is read off an index instead of sorting the team's titles.
DROP INDEX titles_team_publish_date;
CREATE INDEX titles_publish_date_up ON titles (team_id, (publish_date IS NULL), publish_date);
CREATE INDEX titles_publish_date_down ON titles (team_id, (publish_date IS NULL) DESC, publish_date);
CREATE INDEX titles_author_up ON titles (team_id, (lower(author) IS NULL), lower(author));
CREATE INDEX titles_author_down ON titles (team_id, (lower(author) IS NULL) DESC, lower(author));
