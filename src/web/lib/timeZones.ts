/** The browser's IANA time zones, `first` (the one a new setting starts from) before the others. */
export function timeZoneOptions(first: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const aliases = new Set([first, 'UTC', 'Etc/UTC']);
  return [first, ...known.filter((zone) => !aliases.has(zone))];
}
