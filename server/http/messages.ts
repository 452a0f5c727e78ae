import { STALE_WRITE_MESSAGE } from '../../domain/contract/stale-write';

/** Standard Polish texts of docs/api.md, shared by every route. */
export const HTTP_MESSAGES = {
  badRequest: 'Nieprawidłowe dane żądania',
  forbidden: 'Brak uprawnień do wykonania tej operacji',
  notFound: 'Nie znaleziono zasobu',
  methodNotAllowed: 'Niedozwolona metoda',
  payloadTooLarge: 'Przesłane dane są zbyt duże',
  unsupportedMediaType: 'Nieobsługiwany format danych',
  uriTooLong: 'Adres żądania jest zbyt długi',
  stale: STALE_WRITE_MESSAGE,
  tooManyRequests: 'Zbyt wiele żądań. Spróbuj ponownie za chwilę.',
  serverError: 'Coś poszło nie tak',
  required: 'Pole jest wymagane',
  invalidValue: 'Nieprawidłowa wartość',
  tooLong: 'Wartość jest zbyt długa',
  tooShort: 'Wartość jest zbyt krótka',
  nulCharacter: 'Tekst zawiera niedozwolony znak (NUL)',
  duplicate: 'Taki wpis już istnieje. Odśwież i sprawdź dane.',
  databaseTimeout: 'Serwer nie zdążył przygotować odpowiedzi. Spróbuj ponownie za chwilę.',
  versionRequired: 'Brak wersji danych (If-Match lub version). Odśwież i spróbuj ponownie.',
} as const;
