import { useState } from 'react';
import type { CalendarKind } from './api/calendar-types';

/** Where the kinds a user hid are kept, so the calendar opens as they left it. */
export const HIDDEN_KINDS_KEY = 'calendar-hidden-kinds';

/**
 * Hidden until the user shows them: every title's publish date, which would fill the month and push
 * the deadlines behind "+N more".
 */
export const HIDDEN_BY_DEFAULT: readonly CalendarKind[] = ['title_publish'];

function readHidden(): ReadonlySet<CalendarKind> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(HIDDEN_KINDS_KEY) ?? JSON.stringify(HIDDEN_BY_DEFAULT));
    return new Set(Array.isArray(stored) ? (stored as CalendarKind[]) : []);
  } catch {
    return new Set();
  }
}

/** The kinds of entry the user hid (at first HIDDEN_BY_DEFAULT), and a switch per kind; remembered in this browser. */
export function useHiddenKinds() {
  const [hidden, setHidden] = useState(readHidden);
  const toggle = (kind: CalendarKind) => {
    const next = new Set(hidden);
    if (!next.delete(kind)) next.add(kind);
    localStorage.setItem(HIDDEN_KINDS_KEY, JSON.stringify([...next]));
    setHidden(next);
  };
  return { hidden, toggle };
}
