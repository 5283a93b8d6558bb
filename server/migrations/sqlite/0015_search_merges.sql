-- The trigram indexes merge their segments eight at a time rather than FTS5's four. Each write
-- transaction adds a small segment, and merging them four by four made one title create in ten
-- wait for a merge: 32 clients creating titles in a 100,000-title team went from 1,220 creates a
-- second to 1,370, and one client's p99 from 15-22 ms to 5 ms (scripts/bench.sh's loads, measured
-- 2026-11-26). A search reads at most eight segments of a level instead of four: no change seen in
-- the bench's searches. The setting is kept in each index's own configuration.
INSERT INTO titles_search (titles_search, rank) VALUES ('automerge', 8);
INSERT INTO companies_search (companies_search, rank) VALUES ('automerge', 8);
