/** The Polish texts of 'Raporty e-mailem' in the settings (issue 35 part 3, row 796). */
export const REPORT_SUBSCRIPTION_TEXTS = {
  title: 'Raporty e-mailem',
  menuDescription: 'Raporty wysyłane co tydzień lub co miesiąc',
  intro: 'Raporty, które możesz pobrać, wyślemy Ci e-mailem z plikiem XLSX i linkiem do strony raportu.',
  sentTo: 'Wysyłamy na adres:',
  noEmail:
    'Nie masz adresu e-mail w ustawieniach, więc nie możemy wysyłać raportów. Podaj go w sekcji „Adres e-mail”.',
  noEmailLink: 'Podaj adres e-mail',
  noReports: 'Twoje role nie pozwalają na raporty wysyłane e-mailem.',
  frequency: 'Wysyłka',
  lastSent: 'Ostatnio wysłany:',
  neverSent: 'Jeszcze nie wysłany',
  inactive: 'Nieaktywny: Twoje role nie pozwalają już na ten raport, nic nie jest wysyłane.',
  saved: 'Zapisano',
  previewOnly: 'W trybie podglądu nie zmienisz raportów wysyłanych temu użytkownikowi.',
} as const;
