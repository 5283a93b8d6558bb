import { describe, expect, it } from 'vitest';
import { newEventValues, setAllDay, toEventPayload, UNKNOWN_COMPANY, validateEventValues } from './event-form-values';

const fair = newEventValues({ start: '2026-10-14', end: '2026-10-18', allDay: true });

describe('event form values', () => {
  it('sends what core keeps: trimmed texts, blank fields left out', () => {
    expect(toEventPayload({ ...fair, title: '  Frankfurt Book Fair ', location: ' ', notes: '' })).toStrictEqual({
      title: 'Frankfurt Book Fair',
      allDay: true,
      start: '2026-10-14',
      end: '2026-10-18',
    });
  });

  it("checks with core's rules, and a company typed but not picked as the server would", () => {
    expect(validateEventValues(fair)).toEqual({ title: 'Event title is required' });
    expect(validateEventValues({ ...fair, title: 'Fair', end: '2026-10-13' })).toEqual({ end: 'End cannot be before the start' });
    expect(validateEventValues({ ...fair, title: 'Fair', start: '' })).toEqual({ start: 'Start is required' });
    expect(validateEventValues({ ...fair, title: 'Fair', allDay: false })).toEqual({
      start: 'Enter a valid date and time (YYYY-MM-DDTHH:MM)',
      end: 'Enter a valid date and time (YYYY-MM-DDTHH:MM)',
    });
    expect(validateEventValues({ ...fair, title: 'Fair', company: 'Galli' })).toEqual({ companyId: UNKNOWN_COMPANY });
    expect(validateEventValues({ ...fair, title: 'Fair', company: 'Gallimard', companyId: 4 })).toEqual({});
  });

  it('keeps the days when switching between all day and timed', () => {
    const timed = setAllDay(fair, false);
    expect(timed).toMatchObject({ allDay: false, start: '2026-10-14T09:00', end: '2026-10-18T10:00' });
    expect(setAllDay(timed, true)).toMatchObject({ allDay: true, start: '2026-10-14', end: '2026-10-18' });
    expect(setAllDay(newEventValues({ start: '2026-10-14', end: null, allDay: true }), false)).toMatchObject({ start: '2026-10-14T09:00', end: '2026-10-14T10:00' });
  });
});
