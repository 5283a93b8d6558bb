/**
 * The time zone picker's options (the team's settings, a fair's form): every IANA zone this
 * browser knows, with `current` among them even if it does not.
 */
export function zoneOptions(current: string): { value: string; label: string }[] {
  const zones = Intl.supportedValuesOf('timeZone');
  const all = current && !zones.includes(current) ? [current, ...zones] : zones;
  return all.map((zone) => ({ value: zone, label: zoneLabel(zone) }));
}

/** A zone as people read it: "America/New York". */
export const zoneLabel = (zone: string): string => zone.replaceAll('_', ' ');
