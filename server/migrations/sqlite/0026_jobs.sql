-- Reminders that reach people (docs/http.md, "Reminders: scheduled jobs and e-mail"; issue 38):
-- the server's scheduled jobs, the e-mail they and the admins queue, each member's digest and the
-- team's choice of options that expire by themselves.

-- One run of a job for a team. A run claims its window by inserting this row in the transaction of
-- the job's changes and their activity entries: the unique key makes a second instance (or this
-- one after a restart) find the row and do nothing, and a run that fails rolls back with its
-- claim, to be run again at the next tick. `run_window` is the team's date (`2026-11-27`), a
-- digest's date and hour (`2026-11-27T08`), or `manual-<unix seconds>` for an admin's "run now".
-- `changed` counts the records changed or the messages queued; times are seconds since the
-- epoch, `duration_ms` the run's own measure.
CREATE TABLE job_runs (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    team_id     BIGINT  NOT NULL REFERENCES teams (id),
    job         TEXT    NOT NULL, -- a Job value of the core crate
    run_window  TEXT    NOT NULL,
    instance_id TEXT    NOT NULL, -- the server instance that ran it (instances.id)
    manual      BOOLEAN NOT NULL DEFAULT FALSE,
    started_at  BIGINT  NOT NULL,
    finished_at BIGINT  NOT NULL,
    duration_ms BIGINT  NOT NULL DEFAULT 0,
    changed     BIGINT  NOT NULL DEFAULT 0,
    summary     TEXT    NOT NULL DEFAULT '',
    UNIQUE (job, team_id, run_window)
);
-- The Jobs panel: the team's latest runs, and each job's last.
CREATE INDEX job_runs_team ON job_runs (team_id, id);
-- What the scheduler forgets, the runs of over a year ago (server/src/jobs/mod.rs).
CREATE INDEX job_runs_started ON job_runs (started_at);

-- Messages to send. A write queues its message in its own transaction; each instance's mailer
-- claims a due row with a conditional UPDATE (status 'sending', its instance id and the time),
-- which one instance alone can make, sends it, and marks it 'sent', or puts it back 'queued' with
-- its next attempt after a wait that doubles, or 'failed' after the last try or a permanent
-- refusal, with the server's answer in `last_error`. A row left 'sending' by an instance that died
-- is claimed again once its claim is old. `user_id` is the member it is for.
CREATE TABLE mail_outbox (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    team_id         BIGINT NOT NULL REFERENCES teams (id),
    user_id         BIGINT REFERENCES users (id),
    kind            TEXT   NOT NULL, -- 'digest' or 'test'
    to_address      TEXT   NOT NULL,
    to_name         TEXT,
    subject         TEXT   NOT NULL,
    text_body       TEXT   NOT NULL,
    html_body       TEXT,
    status          TEXT   NOT NULL DEFAULT 'queued', -- 'queued', 'sending', 'sent', 'failed'
    attempts        BIGINT NOT NULL DEFAULT 0,
    next_attempt_at BIGINT NOT NULL,
    claimed_by      TEXT,
    claimed_at      BIGINT,
    sent_at         BIGINT,
    last_error      TEXT,
    created_at      BIGINT NOT NULL
);
-- What the mailers look for at each turn, and the admins' list of the team's messages.
CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at);
CREATE INDEX mail_outbox_team ON mail_outbox (team_id, id);
-- What the scheduler forgets, the messages sent or given up over 90 days ago.
CREATE INDEX mail_outbox_created ON mail_outbox (created_at);

-- Each member's digest: how often ('none', 'daily', 'weekly'), at which hour of the team's day,
-- and the window (a date) of the last scheduled digest made for them, sent or found empty, so that
-- a member gets at most one per window whatever they change that day.
ALTER TABLE users ADD COLUMN digest_frequency TEXT NOT NULL DEFAULT 'none';
ALTER TABLE users ADD COLUMN digest_hour BIGINT NOT NULL DEFAULT 8;
ALTER TABLE users ADD COLUMN digest_window TEXT;

-- Whether the team's options expire by themselves (the `options_expire` job); on until an admin
-- turns it off.
ALTER TABLE teams ADD COLUMN expire_options BOOLEAN NOT NULL DEFAULT TRUE;

-- An activity entry's actor that is not a user: 'Rightsdesk' for the scheduled jobs' changes
-- (actor_id NULL, as for the command line, whose entries have neither).
ALTER TABLE activity ADD COLUMN actor_name TEXT;
