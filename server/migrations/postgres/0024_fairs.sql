-- Book fairs and their meetings (docs/http.md, "Book fairs"; issue 37).

-- A fair of the team: its days (both included), the IANA time zone its hours and meetings are read
-- in, its day hours (local HH:MM) and slot length. `search_text` is core's search key of its name
-- and place, which the list's `q` matches.
CREATE TABLE fairs (
    id           BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    team_id      BIGINT NOT NULL REFERENCES teams (id),
    version      BIGINT NOT NULL DEFAULT 1,
    name         TEXT   NOT NULL,
    search_text  TEXT   NOT NULL,
    start_date   DATE   NOT NULL,
    end_date     DATE   NOT NULL,
    time_zone    TEXT   NOT NULL,
    place        TEXT,
    stand        TEXT,
    day_start    TEXT   NOT NULL,
    day_end      TEXT   NOT NULL,
    slot_minutes BIGINT NOT NULL,
    created_at   BIGINT NOT NULL,
    updated_at   BIGINT NOT NULL
);
-- The list's order (the latest start first) and the calendar's window of days.
CREATE INDEX fairs_team_start ON fairs (team_id, start_date);

-- Who of the team attends a fair.
CREATE TABLE fair_attendees (
    fair_id BIGINT NOT NULL REFERENCES fairs (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES users (id),
    PRIMARY KEY (fair_id, user_id)
);

-- A meeting at a fair. `starts` is its start as the wire has it, in the fair's time zone
-- (YYYY-MM-DDTHH:MM); `starts_at` the same moment in minutes since the Unix epoch (UTC), so that
-- meetings of fairs in two time zones compare for double booking. `table_name` is the wire's
-- `table`. A company or title in use by a meeting is not deleted (the foreign keys refuse it);
-- `updated_by` and `updated_at` say who changed it last, for a 412's message.
CREATE TABLE fair_meetings (
    id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    team_id     BIGINT NOT NULL REFERENCES teams (id),
    fair_id     BIGINT NOT NULL REFERENCES fairs (id) ON DELETE CASCADE,
    version     BIGINT NOT NULL DEFAULT 1,
    starts      TEXT   NOT NULL,
    minutes     BIGINT NOT NULL,
    starts_at   BIGINT NOT NULL,
    company_id  BIGINT NOT NULL REFERENCES companies (id),
    table_name  TEXT,
    status      TEXT   NOT NULL, -- a MeetingStatus value of the core crate
    notes       TEXT,
    created_at  BIGINT NOT NULL,
    updated_at  BIGINT NOT NULL,
    updated_by  BIGINT REFERENCES users (id)
);
CREATE INDEX fair_meetings_fair ON fair_meetings (fair_id, starts);
CREATE INDEX fair_meetings_company ON fair_meetings (company_id);

-- The team members in a meeting, with the meeting's time and whether it is cancelled copied
-- beside them (written with the meeting): the double-booking check reads one member's meetings
-- near a time off the (user_id, starts_at) index alone.
CREATE TABLE fair_meeting_members (
    meeting_id BIGINT  NOT NULL REFERENCES fair_meetings (id) ON DELETE CASCADE,
    user_id    BIGINT  NOT NULL REFERENCES users (id),
    starts_at  BIGINT  NOT NULL,
    ends_at    BIGINT  NOT NULL,
    cancelled  BOOLEAN NOT NULL,
    PRIMARY KEY (meeting_id, user_id)
);
CREATE INDEX fair_meeting_members_booking ON fair_meeting_members (user_id, starts_at);

-- The company's contacts met, in order (the first is the one follow-ups go to). A contact deleted
-- from its company leaves the meeting.
CREATE TABLE fair_meeting_contacts (
    meeting_id BIGINT NOT NULL REFERENCES fair_meetings (id) ON DELETE CASCADE,
    contact_id BIGINT NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
    position   BIGINT NOT NULL,
    PRIMARY KEY (meeting_id, contact_id)
);
CREATE INDEX fair_meeting_contacts_contact ON fair_meeting_contacts (contact_id);

-- The titles to present at a meeting, in order, each with its note and outcome.
CREATE TABLE fair_meeting_titles (
    meeting_id BIGINT NOT NULL REFERENCES fair_meetings (id) ON DELETE CASCADE,
    title_id   BIGINT NOT NULL REFERENCES titles (id),
    position   BIGINT NOT NULL,
    note       TEXT,
    outcome    TEXT, -- a MeetingOutcome value of the core crate
    PRIMARY KEY (meeting_id, title_id)
);
CREATE INDEX fair_meeting_titles_title ON fair_meeting_titles (title_id);

-- The meeting a prospection was made from (its follow-ups). Deleting the fair deletes its
-- meetings; the prospections stay, without the link.
ALTER TABLE prospections ADD COLUMN fair_meeting_id BIGINT REFERENCES fair_meetings (id) ON DELETE SET NULL;
CREATE INDEX prospections_fair_meeting ON prospections (fair_meeting_id);

-- Days from a fair's follow-up to its chase (the team's settings).
ALTER TABLE teams ADD COLUMN chase_after_days BIGINT NOT NULL DEFAULT 42;
