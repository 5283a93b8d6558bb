-- The team's activity log (docs/http.md, "Activity"): one row per write to business data, written in
-- the transaction of the write, so that a refused or failed write leaves none. Rows are only
-- ever added. The record may be deleted since: no foreign key on entity_id.
CREATE TABLE activity (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    team_id     BIGINT NOT NULL REFERENCES teams (id),
    at          BIGINT NOT NULL,  -- seconds since the epoch
    actor_id    BIGINT REFERENCES users (id),
    action      TEXT   NOT NULL,  -- an ActivityAction value of the core crate
    entity_type TEXT   NOT NULL,  -- an EntityType value
    entity_id   BIGINT,
    entity_name TEXT   NOT NULL,
    name_key    TEXT   NOT NULL,  -- the core's search key of entity_name
    changes     TEXT              -- JSON {field: [before, after]}
);
CREATE INDEX activity_team ON activity (team_id, id);
CREATE INDEX activity_record ON activity (team_id, entity_type, entity_id, id);

-- The unfiltered log's total, as for the other lists (0007_counts.sql).
ALTER TABLE team_counts ADD COLUMN activity BIGINT NOT NULL DEFAULT 0;
CREATE TRIGGER team_counts_activity_added AFTER INSERT ON activity BEGIN
    UPDATE team_counts SET activity = activity + 1 WHERE team_id = new.team_id;
END;
