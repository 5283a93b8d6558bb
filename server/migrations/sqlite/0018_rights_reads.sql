-- What availability and the overlap rule read (issue 34, "Performance"). GET /api/availability
-- reads the team's licenses and open prospections of one right (in a language and those without
-- one); with only the (team_id, contract_date) and date-window indexes, SQLite read every license
-- and every prospection of the team (20,000 and 7,000 at the bench's size) to find a few hundred.
-- The overlap rule and a title's grid read by title (licenses_title_right, prospections_title).
CREATE INDEX licenses_team_right ON licenses (team_id, contract_type, language);
CREATE INDEX prospections_team_right ON prospections (team_id, contract_type, language, status);
