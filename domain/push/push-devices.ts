/**
 * A user's push devices (issue 34, docs/spec-decisions.md rows 763-767): every browser that subscribed
 * gets the notices, up to a bound, and each is named in the settings from its user agent so the user
 * can tell the desktop from the phone and remove one.
 */

/** More would be old browsers nobody uses; each costs a post per notice (row 764). */
export const PUSH_DEVICES_PER_USER = 10;

export const PUSH_DEVICE_TEXTS = {
  title: 'Urządzenia z powiadomieniami',
  empty:
    'Żadne urządzenie nie odbiera jeszcze powiadomień. Zezwól na nie w tej przeglądarce, aby je dostawać.',
  added: 'Dodano',
  remove: 'Usuń',
  removed: 'Usunięto urządzenie',
  unknown: 'Nieznane urządzenie',
  ownOnly: 'Urządzenia z powiadomieniami widzi i usuwa tylko sam użytkownik',
} as const;

/**
 * Whether the caller may list and remove their push devices: the user themself, not someone
 * previewing the account (row 602's rule for storing one; row 766). Their own only: the server
 * never takes a user id for these.
 */
export function canManagePushDevices(caller: { impersonator: unknown }): boolean {
  return !caller.impersonator;
}

/** Checked in order: Edge and Opera also say 'Chrome', Chrome also says 'Safari'. */
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

/** Android says 'Linux' too, iPads may say 'Macintosh': the more specific first. */
const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const find = (table: readonly [RegExp, string][], text: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1];

/** 'Chrome, Android'; only the part that is known; 'Nieznane urządzenie' when neither is. */
export function deviceName(userAgent: string | null): string {
  const text = userAgent ?? '';
  const parts = [find(BROWSERS, text), find(SYSTEMS, text)].filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join(', ') : PUSH_DEVICE_TEXTS.unknown;
}
