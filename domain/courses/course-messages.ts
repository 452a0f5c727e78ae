/**
 * Polish messages of courses.md §5 for the course, waypoint and locomotive forms, word for word
 * (typos included: 'obsługawaną' and 'statową' are how the product spells them). Forms and server
 * routes import these, never retype them.
 */
export const COURSE_MESSAGES = {
  companyRequired: 'Należy wybrać obsługawaną firmę',
  passengerRequired: 'Dodaj przynajmniej jednego pasażera',
  timeOnStops: 'Należy uzupełnić czas na wszystkich przystankach',
  stopBeforePrevious: 'Przystanek nie może być wcześniej niż poprzedni',
  startingBaseRequired: 'Dla kursu z jednym przystankiem należy wybrać bazę statową',
  locomotiveNumberRequired: 'Uzupełnij numer lokomotywy',
  locomotiveCompanyRequired: 'Uzupełnij firmę',
  /** Not worded by the spec: a ride needs a segment, so at least two stops. */
  tooFewWaypoints: 'Przejazd musi mieć co najmniej dwa przystanki',
  /** Not worded by the spec: §5's two consecutive stops with a place, said as what to do. */
  consecutivePlaces: 'Wybierz miejsce na co najmniej dwóch kolejnych przystankach',
  /** Not worded by the spec: a course without a ride has nothing to order. */
  noRides: 'Kurs musi mieć przynajmniej jeden przejazd',
  /** Not worded by the spec: a kilometer stop with a time but no date. */
  dateRequired: 'Podaj datę',
  /** Not worded by the spec: lists (rides, stops, passengers) above their cap. */
  tooMany: 'Zbyt wiele pozycji',
  /** docs/api.md wording for a value of the wrong type or shape. */
  invalidValue: 'Nieprawidłowa wartość',
  /** Not worded by the spec: a typed ride number another ride of the company has (row 139). */
  rideNumberTaken: 'Ten numer przejazdu ma już inny przejazd firmy',
  /** Not worded by the spec: after a save that replaced a series number taken meanwhile. */
  rideRenumbered: (from: string, to: string) => `Numer ${from} był już zajęty: przejazd otrzymał numer ${to}`,
  /** Not worded by the spec: a driver no SMS nor e-mail about the course can reach (issue 31, row 637). */
  driverUnreachable:
    'Kierowca nie dostanie wiadomości o kursie: nie ma adresu e-mail ani telefonu, na który firma wysyła SMS-y. Uzupełnij jego dane w Kierowcach.',
  /** Ride number: the shared required-text message. */
  required: 'Pole jest wymagane',
} as const;
