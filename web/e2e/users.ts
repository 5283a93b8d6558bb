/** The accounts global-setup creates before the server starts (so no first-start admin is made). */
export const TEAM = 'Northwind Rights';

export const users = {
  alice: { email: 'alice@example.com', name: 'Alice Martin', password: 'correct-horse-battery-1', role: 'editor' },
  bob: { email: 'bob@example.com', name: 'Bob', password: 'correct-horse-battery-2', role: 'viewer' },
  // A team of its own that no test writes to: what a new team sees.
  carol: { email: 'carol@example.com', name: 'Carol', password: 'correct-horse-battery-3', role: 'admin', team: 'Empty House' },
  // The admin of a team of its own, whose users the team tests add and deactivate.
  dana: { email: 'dana@example.com', name: 'Dana Okafor', password: 'correct-horse-battery-4', role: 'admin', team: 'Harbour Lane Books' },
  // The admin of a team of its own whose reminders the reminders spec checks: its test e-mail, its
  // jobs run by hand and its overdue counts, which no other spec's records change.
  hugo: { email: 'hugo@example.com', name: 'Hugo Lindqvist', password: 'correct-horse-battery-5', role: 'admin', team: 'Lantern Street Press' },
} as const;

export type User = (typeof users)[keyof typeof users];
