-- Each record's version (docs/http.md, "Versions"): 1 when made, one more with every write to it
-- or to what belongs to it (a company's contacts, a license's PDF, a prospection's offers). It is
-- the record's ETag; a PUT or DELETE whose If-Match names another version is refused with 412, so
-- that a save made from an old read cannot erase a change made since.
ALTER TABLE titles ADD COLUMN version BIGINT NOT NULL DEFAULT 1;
ALTER TABLE companies ADD COLUMN version BIGINT NOT NULL DEFAULT 1;
ALTER TABLE licenses ADD COLUMN version BIGINT NOT NULL DEFAULT 1;
ALTER TABLE prospections ADD COLUMN version BIGINT NOT NULL DEFAULT 1;
ALTER TABLE events ADD COLUMN version BIGINT NOT NULL DEFAULT 1;
