import type { DigestFrequency } from '../../generated/DigestFrequency';
import type { DigestSettings } from '../../generated/DigestSettings';
import { zoneLabel } from '../../lib/time-zones';

/** The digest form's values, as its selects hold them. */
export interface DigestValues {
  frequency: string;
  /** "0" to "23". */
  hour: string;
}
export const DIGEST_FIELDS = ['frequency', 'hour'] as const;

/** The server's hour until the member chooses one (docs/http.md, "Reminders"). */
const DEFAULT_HOUR = 8;

export const FREQUENCIES: readonly { value: DigestFrequency; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly, on Mondays' },
];

/** An hour of the day as the user's locale writes it: "8:00 AM", "08:00". */
export const hourLabel = (hour: number): string =>
  new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 5, hour));

export const HOURS: readonly { value: string; label: string }[] = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: hourLabel(hour) }));

export const digestValues = (settings: DigestSettings): DigestValues => ({ frequency: settings.frequency ?? 'none', hour: String(settings.hour ?? DEFAULT_HOUR) });

/** The settings as sent: the hour as a number; `mailEnabled` is the server's to say. */
export const digestSettings = (values: DigestValues): DigestSettings => ({ frequency: values.frequency, hour: Number(values.hour) });

/** What a saved digest means, for the toast: "Every day at 8:00 AM (Europe/Paris), when something is due." */
export function digestSummary(settings: DigestSettings, zone: string): string {
  const at = `at ${hourLabel(settings.hour ?? DEFAULT_HOUR)} (${zoneLabel(zone)})`;
  switch (settings.frequency) {
    case 'daily':
      return `Every day ${at}, when something is due.`;
    case 'weekly':
      return `Every Monday ${at}, when something is due.`;
    default:
      return 'No digest is sent to you.';
  }
}
