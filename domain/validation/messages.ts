/**
 * Polish validation messages of administration.md §5, word for word (typos included:
 * 'pojemnosc' is how the product spells it). Forms and server routes import these, never retype them.
 */

import { polishPlural } from '../plural';

/** Required field in dialogs: brand, model, first name, surname, employer, group name, place search... */
export const REQUIRED_IN_DIALOG = 'Pole wymagane';
/** Required field in settings and shared rules (company creation, stakes). */
export const REQUIRED = 'Pole jest wymagane';

export const VALIDATION_MESSAGES = {
  phone: 'Numer telefonu powinien składać się z 9 cyfr',
  email: 'Niepoprawny format adresu email',
  companyEmail: 'Adres email nie jest prawidłowy',
  phoneOrEmail: 'Należy wprowadzić numer telefonu lub adres e-mail',
  nipDigitsOnly: 'NIP firmy powinien składać się tylko z cyfr',
  nipLength: 'NIP firmy powinien zawierać dokładnie 10 cyfr',
  zipCode: 'Kod pocztowy powinien zgadzać się z formatem dd-ddd',
  vin: 'Niepoprawny numer VIN pojazdu',
  registrationNumber: 'Niepoprawny numer rejestracyjny pojazdu',
  initialMileage: 'Początkowy stan licznika musi być liczbą większą niż 0',
  engineCapacity: 'Minimalna pojemnosc silnika 900 cm3',
  /** Not worded by the spec ('Integer: digits only'); chosen here so the rule has a message. */
  integer: 'Wartość musi być liczbą całkowitą',
  rate: 'Minimalna kwota stawki to 0 zł',
  kilometersRequired: 'Podaj kilometry',
  timeRequired: 'Podaj czas (HH:MM)',
  timeFormat: 'Niepoprawny format czasu (HH:MM)!',
  principalRequired: 'Należy wybrać obsługiwaną firmę, aby przejść do tworzenia kursu',
  /** Same wording as the auth forms use for over-long values; for what nobody types (IRIs, lists). */
  tooLong: 'Wartość jest zbyt długa',
  /** Not worded by the spec: a typed text over its limit says the limit (issue 31). */
  tooLongFor: (max: number) =>
    `Wartość jest zbyt długa (najwyżej ${max} ${polishPlural(max, { one: 'znak', few: 'znaki', many: 'znaków' })})`,
  /** Not worded by the spec: a stake or amount that is not a number of złoty. */
  money: 'Podaj kwotę w złotych, np. 12,50',
  /** Not worded by the spec; for a malformed stake validFrom. */
  dateFormat: 'Niepoprawna data (RRRR-MM-DD)',
  transferWindow: 'Data i godzina przekazania muszą być w przedziale +/-12h',
} as const;
