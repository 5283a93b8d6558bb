//! Write transactions ([`Db::begin_write`](super::Db::begin_write)) and, on SQLite, the write
//! turn they take one after the other and the transaction they share while others wait (group
//! commit).
//!
//! SQLite has one writer at a time, and a commit costs more than a small write: each transaction
//! writes every page it changed to the WAL (some 20 for a title: the table, its indexes, the
//! activity entry, the count), and leaves the trigram index a new segment to merge. Writes that
//! share a commit write the pages they share once (with 32 clients creating titles: 1,313 a second
//! alone, 4,122 in groups). So when writers are waiting for the turn, a write that is done does not
//! commit: it hands its transaction to the next writer and waits for the commit of the group, which
//! the last writer of the group makes (when nobody waits, or the group is full). Each write after
//! the first runs inside the savepoint `write` that the one before opened for it, and a failed one
//! rolls back to it, undoing its own work alone: a write is still wholly made or not at all, and a
//! request is answered only once its work is committed. A write that fails alone in its transaction
//! rolls it back, as without groups. A bulk write (an import) never joins a group: it commits the
//! one it finds first, so that a create's answer does not wait for an import of a million rows.
//!
//! Each statement is a round trip to the connection's thread, dearer than most statements, and the
//! turn is held for all of them: a write's last statement (its activity entry, [`Last`]) is sent
//! with the statements that hand the group over ([`Write::commit_after`]).
//!
//! PostgreSQL's writers run side by side on their own transactions: none of this applies.

use std::ops::{Deref, DerefMut};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use sqlx::any::AnyArguments;
use sqlx::{Any, AnyConnection, AnyPool, Executor, Transaction};
use tokio::sync::{Mutex, OwnedMutexGuard, oneshot};

use super::{BUSY_TIMEOUT, Backend};
use crate::error::{Error, Result};

/// At most this many writes share a transaction: the first one's answer waits for the others.
const GROUP_MAX: usize = 32;

/// What a write waiting for its group's commit is told: `Err` holds the commit's error.
type Committed = std::result::Result<(), String>;

/// SQLite's write turn: the transaction a group of writes has left open for the next writer,
/// taken in arrival order (a tokio mutex, fair), and how many writers wait for it.
#[derive(Debug, Clone, Default)]
pub(super) struct Turn {
    open: Arc<Mutex<Option<Group>>>,
    waiting: Arc<AtomicUsize>,
}

impl Turn {
    /// Whether a write holds the turn or waits for it.
    pub(super) fn busy(&self) -> bool {
        self.waiting.load(Ordering::Acquire) > 0 || self.open.try_lock().is_err()
    }

    /// Waits for the turn, counted among the writers waiting (so that a group is handed over to
    /// this taker rather than committed).
    async fn take(&self) -> OwnedMutexGuard<Option<Group>> {
        self.waiting.fetch_add(1, Ordering::AcqRel);
        let open = self.open.clone().lock_owned().await;
        self.waiting.fetch_sub(1, Ordering::AcqRel);
        open
    }

    /// Takes the turn as a bulk write does (the group left open committed first), and holds it
    /// with no transaction: no write of this server's reaches SQLite until the [`Quiet`] is
    /// dropped (for a checkpoint that must reach the WAL's end, [`super::checkpoints`]).
    pub(super) async fn quiet(&self) -> Result<Quiet> {
        let mut open = self.take().await;
        if let Some(group) = open.take() {
            group.commit().await?;
        }
        Ok(Quiet { _turn: open })
    }
}

/// The write turn held with nothing written ([`Turn::quiet`]), until dropped.
pub(super) struct Quiet {
    _turn: OwnedMutexGuard<Option<Group>>,
}

/// A transaction holding the work of one or more writes.
#[derive(Debug)]
struct Group {
    tx: Transaction<'static, Any>,
    /// The earlier writes of the group, each waiting for the commit.
    members: Vec<oneshot::Sender<Committed>>,
}

impl Group {
    /// Commits the work of every member, and tells each of them how it went.
    async fn commit(self) -> Result<()> {
        let committed = self.tx.commit().await;
        let told: Committed = committed.as_ref().map(|_| ()).map_err(|err| err.to_string());
        for member in self.members {
            // a member whose request is gone has nobody to tell
            let _ = member.send(told.clone());
        }
        Ok(committed?)
    }

    /// Rolls everything back after `err` left the transaction unusable, telling every member.
    async fn fail(self, err: sqlx::Error) -> Error {
        let told = format!("the transaction that held this write failed: {err}");
        // the transaction is dropped (rolled back) even if the rollback's round trip fails
        let _ = self.tx.rollback().await;
        for member in self.members {
            let _ = member.send(Err(told.clone()));
        }
        err.into()
    }
}

/// A statement a write runs last (its activity entry), with its arguments.
pub struct Last {
    pub sql: String,
    pub args: AnyArguments<'static>,
}

/// A write transaction: the connection it writes on, `commit` to keep what it wrote; dropped or
/// rolled back, it undoes its work. On SQLite it holds the write turn until it ends.
pub struct Write(Option<Kind>);

enum Kind {
    /// PostgreSQL: a transaction of its own.
    Own(Transaction<'static, Any>),
    /// SQLite: the turn, and the group this write continues.
    Turn(Held),
}

struct Held {
    group: Group,
    /// Whether earlier writes' work is in the group: this one then runs in the savepoint `write`.
    in_savepoint: bool,
    bulk: bool,
    waiting: Arc<AtomicUsize>,
    turn: OwnedMutexGuard<Option<Group>>,
}

impl Held {
    /// Whether the group goes on with the next writer rather than committing now.
    fn hands_over(&self) -> bool {
        !self.bulk && self.waiting.load(Ordering::Acquire) > 0 && self.group.members.len() + 1 < GROUP_MAX
    }

    /// Leaves the group open for the next writer, in a fresh savepoint `write` (this write's,
    /// if it has one, released first), after `last` if given: one round trip. When `last` fails,
    /// the write is undone alone (back to its savepoint, or the transaction it began) and the
    /// group goes on; when the savepoints fail, the group fails.
    async fn hand_over(mut self, last: Option<Last>) -> std::result::Result<OwnedMutexGuard<Option<Group>>, Error> {
        let end = if self.in_savepoint { "RELEASE write; SAVEPOINT write" } else { "SAVEPOINT write" };
        let Some(last) = last else {
            if let Err(err) = self.group.tx.execute(end).await {
                return Err(self.group.fail(err).await);
            }
            *self.turn = Some(self.group);
            return Ok(self.turn);
        };
        let sql = format!("{}; {end}", last.sql);
        if let Err(err) = self.group.tx.execute(sqlx::query_with(&sql, last.args)).await {
            self.group.members.pop();
            return Err(self.undo(err).await);
        }
        *self.turn = Some(self.group);
        Ok(self.turn)
    }

    /// Undoes this write after `err`, alone ([`Held::rollback`]), and answers `err`.
    async fn undo(self, err: sqlx::Error) -> Error {
        match self.rollback().await {
            Ok(()) => err.into(),
            Err(rollback) => rollback,
        }
    }

    async fn commit(mut self, last: Option<Last>) -> Result<()> {
        if !self.hands_over() {
            if let Some(last) = last
                && let Err(err) = self.group.tx.execute(sqlx::query_with(&last.sql, last.args)).await
            {
                return Err(self.undo(err).await);
            }
            // COMMIT also releases the savepoint: one round trip
            return self.group.commit().await;
        }
        let (member, committed) = oneshot::channel();
        self.group.members.push(member);
        drop(self.hand_over(last).await?);
        match committed.await {
            Ok(Ok(())) => Ok(()),
            Ok(Err(message)) => Err(Error::Internal(message)),
            Err(_) => Err(Error::Internal("the transaction that held this write ended without a word".into())),
        }
    }

    async fn rollback(self) -> Result<()> {
        if !self.in_savepoint {
            // alone in its transaction: nothing else to keep
            self.group.tx.rollback().await?;
            return Ok(());
        }
        let mut held = self;
        // ROLLBACK TO keeps the savepoint open: the next writer can have it as it is
        if let Err(err) = held.group.tx.execute("ROLLBACK TO write").await {
            return Err(held.group.fail(err).await);
        }
        if held.hands_over() {
            *held.turn = Some(held.group);
            Ok(())
        } else {
            held.group.commit().await
        }
    }
}

impl Write {
    pub(super) async fn begin(pool: AnyPool, backend: Backend, turn: &Turn, bulk: bool) -> Result<Write> {
        let turn = turn.clone();
        // On a task of its own, which runs to the end even when the request that asked is
        // dropped (its client went away, most often while it waited for its turn). sqlx's
        // `begin_with` is not safe to drop midway: after SQLite has run the `BEGIN` it waits
        // once more (for the connection's handle) before the `Transaction` exists to roll it
        // back, and a connection handed back inside that transaction failed every write it was
        // given after ("attempted to call begin_with at non-zero transaction depth"), while
        // holding the write lock. And every writer counted as waiting must take its turn: a
        // group is handed over only when one waits. A write begun for nobody is dropped there,
        // which undoes it and passes the group on.
        let begun = tokio::spawn(async move {
            if backend == Backend::Postgres {
                return Ok(Write(Some(Kind::Own(pool.begin().await?))));
            }
            let mut open = turn.take().await;
            let (group, in_savepoint) = match open.take() {
                Some(group) if !bulk => (group, true),
                left => {
                    if let Some(group) = left {
                        group.commit().await?;
                    }
                    (Group { tx: pool.begin_with("BEGIN IMMEDIATE").await?, members: Vec::new() }, false)
                }
            };
            let held = Held { group, in_savepoint, bulk, waiting: turn.waiting, turn: open };
            Ok::<_, Error>(Write(Some(Kind::Turn(held))))
        });
        // Waited for as long as SQLite's busy handler would wait, then a 503 as from it.
        let begun = tokio::time::timeout(BUSY_TIMEOUT, begun).await.map_err(|_| sqlx::Error::PoolTimedOut)?;
        begun.map_err(|err| Error::Internal(format!("beginning a transaction failed: {err}")))?
    }

    /// Keeps what the write wrote. On SQLite, within a group, it returns once the group has
    /// committed.
    pub async fn commit(self) -> Result<()> {
        self.commit_after(None).await
    }

    /// Keeps what the write wrote, with `last` (its activity entry) run as its last statement. On
    /// SQLite, in a group, `last` goes with the write's hand-over: one round trip fewer under the
    /// write turn.
    pub async fn commit_after(mut self, last: impl Into<Option<Last>>) -> Result<()> {
        let last = last.into();
        match self.0.take().expect(UNFINISHED) {
            Kind::Own(mut tx) => {
                to_the_end(async move {
                    if let Some(last) = last {
                        tx.execute(sqlx::query_with(&last.sql, last.args)).await?;
                    }
                    Ok(tx.commit().await?)
                })
                .await
            }
            Kind::Turn(held) => to_the_end(held.commit(last)).await,
        }
    }

    /// Undoes what the write wrote.
    pub async fn rollback(mut self) -> Result<()> {
        match self.0.take().expect(UNFINISHED) {
            Kind::Own(tx) => to_the_end(async move { Ok(tx.rollback().await?) }).await,
            Kind::Turn(held) => to_the_end(held.rollback()).await,
        }
    }
}

/// Runs the end of a write on a task of its own, which goes on when the request that waits for
/// it is dropped (its client went away). In a group, the group's other writes hang on it, and a
/// commit cut off midway would tell them it failed when it may have been made. Alone (on
/// PostgreSQL), sqlx followed a COMMIT cut off midway with a ROLLBACK, which PostgreSQL answered
/// with a warning in the server's log ("there is no transaction in progress", at the end of
/// each of the bench's write loads).
async fn to_the_end(end: impl Future<Output = Result<()>> + Send + 'static) -> Result<()> {
    tokio::spawn(end).await.map_err(|err| Error::Internal(format!("ending a write failed: {err}")))?
}

/// A `Write` is unfinished until `commit`, `rollback` or `drop`, which take it by value.
const UNFINISHED: &str = "a write is unfinished until it ends";

impl Drop for Write {
    /// A write dropped unfinished (its request failed, or went away) is undone. In a group, its
    /// rollback to the savepoint and the group's going on need the connection, which a `drop`
    /// cannot wait for: a task does it, holding the turn until then. Alone in its transaction,
    /// dropping the transaction rolls it back (sqlx sends the rollback first on that connection),
    /// and then lets the turn go.
    fn drop(&mut self) {
        if let Some(Kind::Turn(held)) = self.0.take()
            && held.in_savepoint
        {
            tokio::spawn(async move {
                if let Err(err) = held.rollback().await {
                    tracing::warn!(error = %err, "undoing a dropped write failed");
                }
            });
        }
    }
}

impl Deref for Write {
    type Target = AnyConnection;

    fn deref(&self) -> &AnyConnection {
        match self.0.as_ref().expect(UNFINISHED) {
            Kind::Own(tx) => tx,
            Kind::Turn(held) => &held.group.tx,
        }
    }
}

impl DerefMut for Write {
    fn deref_mut(&mut self) -> &mut AnyConnection {
        match self.0.as_mut().expect(UNFINISHED) {
            Kind::Own(tx) => tx,
            Kind::Turn(held) => &mut held.group.tx,
        }
    }
}
