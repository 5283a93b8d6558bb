-- The titles' name index carries their ids (INCLUDE), so that a page deep in a list by name (the
-- Availability page's available titles, offset 50,000 of 100,000) reads its ids from the index
-- alone and then its 50 rows, instead of 50,050 rows from the table (db/availability.rs). Still
-- the unique rule of a name in a team, and still what ON CONFLICT (team_id, name_key) infers.
-- SQLite needs nothing: its indexes hold the row id.
CREATE UNIQUE INDEX titles_team_name_key_ids ON titles (team_id, name_key) INCLUDE (id);
DROP INDEX titles_team_name_key;
ALTER INDEX titles_team_name_key_ids RENAME TO titles_team_name_key;

-- A team's licenses by title, read from the index alone: the author shares report counts the
-- titles paid in a period by asking each license of the team for a payment (db/reports.rs).
CREATE INDEX licenses_team_title ON licenses (team_id, title_id);
