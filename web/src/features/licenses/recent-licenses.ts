/**
 * The license created last in this tab, to ask before the same one is created again (a second
 * click, or Back to the form and Submit): its terms as sent, and when.
 */
const KEY = 'last-created-license';
/** How long a created license counts as "a moment ago". */
const MOMENT_MS = 10 * 60 * 1000;

export function rememberCreated(payload: object): void {
  sessionStorage.setItem(KEY, JSON.stringify({ payload, at: Date.now() }));
}

/** Whether a license with exactly these terms was created in this tab a moment ago. */
export function createdJustNow(payload: object): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { payload: unknown; at: number } | null;
    return last !== null && Date.now() - last.at < MOMENT_MS && JSON.stringify(last.payload) === JSON.stringify(payload);
  } catch {
    return false;
  }
}
