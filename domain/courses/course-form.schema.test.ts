import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toFormFieldPath } from './course-form.fields';
import {
  MAX_WAYPOINTS_PER_RIDE,
  kilometerCourseFormSchema,
  taxiCourseFormSchema,
  taxiRideRelationSchema,
} from './course-form.schema';
import type { TaxiCourseFormInput, WaypointFormInput } from './course-form.schema';

const stop = (overrides: Partial<WaypointFormInput> = {}): WaypointFormInput => ({
  place: '/api/abstract_places/1',
  date: '2024-03-07',
  time: '08:00',
  passengers: ['/api/passengers/1'],
  locomotives: [],
  ...overrides,
});

const course = (waypoints: WaypointFormInput[] = [stop(), stop({ time: '09:00' })]): TaxiCourseFormInput => ({
  company: '/api/companies/1',
  contractor: '/api/companies/2',
  subcontractor: '',
  driver: '',
  driverPhoneNumber: '',
  rides: [
    {
      number: 'PI/0001/03/2024',
      status: 'planning',
      driverHasToAcceptAt: '2024-03-07T07:15:00+01:00',
      fromStartingBase: '/api/starting_bases/4',
      toStartingBase: null,
      waypoints,
    },
  ],
});

/** 'path: message' lines, the way the SPA maps them to fields. */
function violations(value: unknown): string[] {
  const result = taxiCourseFormSchema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${toFormFieldPath(issue.path)}: ${issue.message}`);
}

describe('taxi course form', () => {
  it('accepts a complete one-segment course and sends empty strings as null', () => {
    const parsed = taxiCourseFormSchema.parse(course());
    expect(parsed.subcontractor).toBeNull();
    expect(parsed.driver).toBeNull();
    expect(parsed.driverPhoneNumber).toBeNull();
    expect(parsed.rides[0]?.waypoints[0]).toEqual({
      id: null,
      place: '/api/abstract_places/1',
      date: '2024-03-07',
      time: '08:00',
      passengers: ['/api/passengers/1'],
      locomotives: [],
    });
  });

  it('asks for the operated company, with the spec wording', () => {
    for (const company of ['', '   ', null, undefined]) {
      expect(violations({ ...course(), company })).toEqual(['company: Należy wybrać obsługawaną firmę']);
    }
  });

  it('asks for a passenger on every stop but the drop-off point', () => {
    const waypoints = [stop({ passengers: [] }), stop({ passengers: [] }), stop({ passengers: [] })];
    expect(violations(course(waypoints))).toEqual([
      'rides.0.waypoints.0.passengers: Dodaj przynajmniej jednego pasażera',
      'rides.0.waypoints.1.passengers: Dodaj przynajmniej jednego pasażera',
    ]);
  });

  it('asks for the date and the time of every stop on the missing half', () => {
    const waypoints = [stop({ date: '' }), stop({ time: null }), stop({ date: null, time: '' })];
    expect(violations(course(waypoints))).toEqual([
      'rides.0.waypoints.0.date: Należy uzupełnić czas na wszystkich przystankach',
      'rides.0.waypoints.1.time: Należy uzupełnić czas na wszystkich przystankach',
      'rides.0.waypoints.2.date: Należy uzupełnić czas na wszystkich przystankach',
      'rides.0.waypoints.2.time: Należy uzupełnić czas na wszystkich przystankach',
    ]);
  });

  it('asks a two-stop ride for a starting base, from or to', () => {
    const noBase = course();
    const ride = { ...noBase.rides[0], fromStartingBase: '', toStartingBase: undefined };
    expect(violations({ ...noBase, rides: [ride] })).toEqual([
      'rides.0.fromStartingBase: Dla kursu z jednym przystankiem należy wybrać bazę statową',
    ]);
    expect(violations({ ...noBase, rides: [{ ...ride, toStartingBase: '/api/starting_bases/2' }] })).toEqual(
      [],
    );
    const threeStops = course([stop(), stop(), stop()]);
    const longer = { ...threeStops.rides[0], fromStartingBase: null };
    expect(violations({ ...threeStops, rides: [longer] })).toEqual([]);
  });

  it('reports the stop rules together with malformed fields of the same ride', () => {
    const waypoints = [stop({ place: 'Warszawa', passengers: [] }), stop({ time: '25:00' })];
    expect(violations({ ...course(waypoints), company: '' })).toEqual([
      'company: Należy wybrać obsługawaną firmę',
      'rides.0.waypoints.0.place: Nieprawidłowa wartość',
      'rides.0.waypoints.1.time: Niepoprawny format czasu (HH:MM)!',
      'rides.0.waypoints.0.passengers: Dodaj przynajmniej jednego pasażera',
    ]);
  });

  it('checks formats: IRIs of the right resource, calendar dates, 9-digit phone, ride status', () => {
    const bad = course([stop({ date: '2023-02-29', passengers: ['/api/users/1'] }), stop()]);
    const ride = { ...bad.rides[0], status: 'lost', driverHasToAcceptAt: 'soon', number: '  ' };
    expect(
      violations({ ...bad, driver: '/api/companies/1', driverPhoneNumber: '60010020', rides: [ride] }),
    ).toEqual([
      'driver: Nieprawidłowa wartość',
      'driverPhoneNumber: Numer telefonu powinien składać się z 9 cyfr',
      'rides.0.number: Pole jest wymagane',
      'rides.0.status: Nieprawidłowa wartość',
      'rides.0.driverHasToAcceptAt: Nieprawidłowa wartość',
      'rides.0.waypoints.0.date: Niepoprawna data (RRRR-MM-DD)',
      'rides.0.waypoints.0.passengers.0: Nieprawidłowa wartość',
    ]);
  });

  it('refuses huge strings and lists with a Polish message', () => {
    const huge = 'x'.repeat(1_000_000);
    expect(violations({ ...course(), company: huge })).toEqual(['company: Wartość jest zbyt długa']);
    const ride = { ...course().rides[0], number: huge };
    expect(violations({ ...course(), rides: [ride] })).toEqual([
      'rides.0.number: Wartość jest zbyt długa (najwyżej 50 znaków)',
    ]);
    const many = course(Array.from({ length: MAX_WAYPOINTS_PER_RIDE + 1 }, () => stop()));
    expect(violations(many)).toEqual(['rides.0.waypoints: Zbyt wiele pozycji']);
  });

  it('needs a ride of at least two stops and a course of at least one ride', () => {
    expect(violations(course([stop()]))).toEqual([
      'rides.0.waypoints: Przejazd musi mieć co najmniej dwa przystanki',
    ]);
    expect(violations({ ...course(), rides: [] })).toEqual([
      'rides: Kurs musi mieć przynajmniej jeden przejazd',
    ]);
    expect(violations('course')).toEqual([': Nieprawidłowa wartość']);
  });

  it('drops a passenger listed twice on one stop', () => {
    const parsed = taxiCourseFormSchema.parse(
      course([stop({ passengers: ['/api/passengers/1', '/api/passengers/1'] }), stop()]),
    );
    expect(parsed.rides[0]?.waypoints[0]?.passengers).toEqual(['/api/passengers/1']);
  });

  it('points the missing passenger at exactly the emptied stop, never at the last one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 12 }), fc.nat(), (length, pick) => {
        const emptied = pick % length;
        const waypoints = Array.from({ length }, (_, index) =>
          stop(index === emptied ? { passengers: [] } : {}),
        );
        const expected =
          emptied === length - 1
            ? []
            : [`rides.0.waypoints.${emptied}.passengers: Dodaj przynajmniej jednego pasażera`];
        expect(violations(course(waypoints))).toEqual(expected);
      }),
    );
  });
});

describe('kilometer course form', () => {
  const km = (waypoints: WaypointFormInput[]) => ({ fromStartingPlace: '', rides: [{ waypoints }] });
  const messages = (value: unknown) => {
    const result = kilometerCourseFormSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((i) => `${toFormFieldPath(i.path)}: ${i.message}`);
  };

  it('is satisfied by a time on one stop, passengers not needed', () => {
    const parsed = kilometerCourseFormSchema.parse(
      km([stop({ passengers: [] }), stop({ date: '', time: '', passengers: [] })]),
    );
    expect(parsed.fromStartingPlace).toBeNull();
    expect(parsed.rides[0]?.number).toBeNull();
  });

  it('asks for a time on the first stop when no stop has one', () => {
    expect(messages(km([stop({ date: null, time: null }), stop({ date: '', time: '' })]))).toEqual([
      'rides.0.waypoints.0.time: Należy uzupełnić czas na wszystkich przystankach',
    ]);
  });

  it('asks for the missing half of a half-filled stop', () => {
    expect(messages(km([stop({ time: '' }), stop({ date: '' })]))).toEqual([
      'rides.0.waypoints.0.time: Podaj czas (HH:MM)',
      'rides.0.waypoints.1.date: Podaj datę',
    ]);
  });
});

describe('toFormFieldPath', () => {
  it('reads zod paths and API Platform property paths alike', () => {
    expect(toFormFieldPath(['rides', 0, 'waypoints', 1, 'passengers'])).toBe(
      'rides.0.waypoints.1.passengers',
    );
    expect(toFormFieldPath('rides[0].waypoints[1].passengers')).toBe('rides.0.waypoints.1.passengers');
    expect(toFormFieldPath('company')).toBe('company');
  });
});

describe('ride relation (Edycja relacji)', () => {
  const issues = (value: unknown) => {
    const result = taxiRideRelationSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((i) => `${toFormFieldPath(i.path)}: ${i.message}`);
  };

  it('applies the course form stop rules to one ride', () => {
    const waypoints = [stop({ passengers: [] }), stop({ time: '' }), stop({ passengers: [] })];
    expect(issues({ fromStartingBase: null, toStartingBase: null, waypoints })).toEqual([
      'waypoints.0.passengers: Dodaj przynajmniej jednego pasażera',
      'waypoints.1.time: Należy uzupełnić czas na wszystkich przystankach',
    ]);
  });

  it('needs a starting base for two stops, read from the ride', () => {
    const waypoints = [stop(), stop({ passengers: [] })];
    expect(issues({ fromStartingBase: null, toStartingBase: null, waypoints })).toEqual([
      'fromStartingBase: Dla kursu z jednym przystankiem należy wybrać bazę statową',
    ]);
    expect(issues({ fromStartingBase: null, toStartingBase: '/api/starting_bases/2', waypoints })).toEqual(
      [],
    );
  });
});
