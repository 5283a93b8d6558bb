/**
 * The users this browser has greeted on the home page, by id: the first visit says "Welcome", every
 * later one "Welcome back". The server keeps no sign-in history to tell a first sign-in by
 * (`GET /api/me` has none), so the browser remembers it; another browser greets the user anew once.
 */
export const WELCOMED_KEY = 'welcomed';

function readWelcomed(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(WELCOMED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.map(String) : [];
  } catch {
    return [];
  }
}

/** Whether `userId` was greeted in this browser before. */
export const wasWelcomed = (userId: string): boolean => readWelcomed().includes(userId);

/** Remembers that `userId` was greeted. */
export function rememberWelcomed(userId: string): void {
  const welcomed = readWelcomed();
  if (welcomed.includes(userId)) return;
  try {
    localStorage.setItem(WELCOMED_KEY, JSON.stringify([...welcomed, userId]));
  } catch {
    // storage full or refused: the next visit says "Welcome" again, nothing worse
  }
}
