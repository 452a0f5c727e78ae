/**
 * Polish plural forms of a counted noun: 1 przejazd, 2-4 przejazdy (but 12-14 przejazdów),
 * 5+ przejazdów. The UI and the server's answers count with this one rule.
 */
export interface PluralForms {
  one: string;
  few: string;
  many: string;
}

/**
 * Example: polishPlural(3, { one: 'przejazd', few: 'przejazdy', many: 'przejazdów' }) === 'przejazdy';
 * polishPlural(12, …) === 'przejazdów'; polishPlural(22, …) === 'przejazdy'
 */
export function polishPlural(count: number, forms: PluralForms): string {
  const n = Math.abs(Math.trunc(count));
  if (n === 1) return forms.one;
  const lastDigit = n % 10;
  const lastTwo = n % 100;
  if (lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14)) return forms.few;
  return forms.many;
}

/** 'kurs' counted: a series' courses (issue 35). */
export const COURSE_FORMS: PluralForms = { one: 'kurs', few: 'kursy', many: 'kursów' };

/** 'przejazd' counted: the noun of rides in settlements and reports. */
export const RIDE_FORMS: PluralForms = { one: 'przejazd', few: 'przejazdy', many: 'przejazdów' };
