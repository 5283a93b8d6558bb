import { describe, expect, it } from 'vitest';
import { digestSettings, digestSummary, digestValues, HOURS, hourLabel } from './digest-values';

describe('digest values', () => {
  it('reads the stored settings into the selects, the defaults for what is absent, and sends the hour as a number', () => {
    expect(digestValues({ frequency: 'weekly', hour: 17, mailEnabled: true })).toEqual({ frequency: 'weekly', hour: '17' });
    expect(digestValues({ frequency: null, hour: null })).toEqual({ frequency: 'none', hour: '8' });
    expect(digestSettings({ frequency: 'daily', hour: '0' })).toEqual({ frequency: 'daily', hour: 0 });
  });

  it("offers the day's 24 hours in the user's locale", () => {
    expect(HOURS).toHaveLength(24);
    expect(HOURS[0]).toEqual({ value: '0', label: hourLabel(0) });
    expect(hourLabel(8)).toBe('8:00 AM');
    expect(hourLabel(17)).toBe('5:00 PM');
  });

  it('says what a saved digest means, in the named time zone', () => {
    expect(digestSummary({ frequency: 'daily', hour: 8 }, 'America/New_York')).toBe('Every day at 8:00 AM (America/New York), when something is due.');
    expect(digestSummary({ frequency: 'weekly', hour: 17 }, 'Europe/Paris')).toBe('Every Monday at 5:00 PM (Europe/Paris), when something is due.');
    expect(digestSummary({ frequency: 'none', hour: 8 }, 'Europe/Paris')).toBe('No digest is sent to you.');
  });
});
