/** The calendar's views by their name in the address (`?view=week`), and FullCalendar's for each. */
export const VIEW_TYPES = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  agenda: 'listMonth',
} as const;

export type CalendarView = keyof typeof VIEW_TYPES;

export const isCalendarView = (value: string | null): value is CalendarView => value !== null && value in VIEW_TYPES;

/** The address's name of a FullCalendar view type. */
export const viewOfType = (type: string): CalendarView => (Object.keys(VIEW_TYPES) as CalendarView[]).find((view) => VIEW_TYPES[view] === type) ?? 'month';
