-- The team's settings (GET/PUT /api/team/settings). The time zone is the one the team's "today"
-- is read in: a chase due today, the overdue and due-this-week lists, the dashboard, the calendar
-- feed's window, a conversion's contract date (server/src/clock.rs). An IANA name such as
-- 'Europe/Paris'; NULL until an admin chooses one, and then the server's own zone stands in.
ALTER TABLE teams ADD COLUMN time_zone TEXT;
