//! The background tasks of a serving instance: its heartbeat (`crate::instance`), its scheduler
//! (`crate::jobs`) and its mailer (`crate::mail`). Each does its work every so often, and at once
//! when woken, until the instance stops; a stop lets the work under way finish rather than cut a
//! statement or a message in half.

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::Notify;
use tokio::task::JoinHandle;
use tokio::time::MissedTickBehavior;

/// A task doing its work every `every`. [`Periodic::stop`] ends it between two turns; dropping it
/// (when the serving future is dropped rather than shut down) aborts it.
pub struct Periodic {
    task: JoinHandle<()>,
    stop: Arc<Notify>,
}

impl Drop for Periodic {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl Periodic {
    /// Runs `work` every `every` (the first turn after `every`, or at once when `now` is true), and
    /// whenever `wake` is notified. A turn that takes longer than `every` delays the next rather
    /// than stacking turns up.
    pub fn spawn<F, Fut>(every: Duration, now: bool, wake: Option<Arc<Notify>>, mut work: F) -> Periodic
    where
        F: FnMut() -> Fut + Send + 'static,
        Fut: Future<Output = ()> + Send,
    {
        let stop = Arc::new(Notify::new());
        let stopping = stop.clone();
        let task = tokio::spawn(async move {
            let mut every = tokio::time::interval(every);
            every.set_missed_tick_behavior(MissedTickBehavior::Delay);
            if !now {
                // The interval's first tick is immediate.
                every.tick().await;
            }
            let woken = async |wake: &Option<Arc<Notify>>| match wake {
                Some(wake) => wake.notified().await,
                None => std::future::pending().await,
            };
            loop {
                tokio::select! {
                    _ = every.tick() => work().await,
                    () = woken(&wake) => work().await,
                    () = stopping.notified() => break,
                }
            }
        });
        Periodic { task, stop }
    }

    /// Ends the task once the turn under way, if any, is done.
    pub async fn stop(mut self, what: &str) {
        self.stop.notify_one();
        if let Err(err) = (&mut self.task).await {
            tracing::warn!(error = %err, "{what} ended badly");
        }
    }
}
