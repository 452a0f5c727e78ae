import { describe, expect, it } from 'vitest';
import { taxiCourseFormSchema } from '@domain/courses/course-form.schema';
import { courseFormValues } from './course-form-values';
import { buildCourse, buildPlace, buildRide, buildSegment, buildWaypoint } from '@mocks/courses';
import { editedCourseSchema } from '../api/get-taxi-course';

const place = (id: number, name: string) => buildPlace({ id, name, latitude: 52, longitude: 21 });
const waypoint = (id: number, time: string, placeId: number) =>
  buildWaypoint({ id, time, place: place(placeId, `Miejsce ${placeId}`) });

const course = editedCourseSchema.parse(
  buildCourse({
    id: 7,
    contractor: { id: 5, name: 'Taxi Trans Warszawa', phone: null },
    subcontractor: null,
    driver: { '@id': '/api/users/40', name: 'Piotr Kierowca', phone: null },
    driverPhoneNumber: null,
    rides: [
      buildRide({
        id: 9,
        number: 'IC/0001/03/2030',
        status: 'planning',
        company: { id: 1, name: 'PKP Intercity' },
        fromStartingBase: { '@id': '/api/starting_bases/2', name: null },
        toStartingBase: null,
        driverHasToAcceptAt: '2030-03-07T07:15:00.000Z',
        segments: [
          buildSegment({
            employees: [{ id: 3, name: 'Jan Kowalski', phone: null }],
            locomotives: [{ id: 8, sideNumber: 'EU07-005' }],
            waypointStart: waypoint(11, '2030-03-07T07:00:00.000Z', 1),
            waypointEnd: waypoint(12, '2030-03-07T08:30:00.000Z', 2),
          }),
        ],
      }),
    ],
  }),
);

describe('courseFormValues', () => {
  it('turns a loaded course into form values the shared schema accepts, with names for its IRIs', () => {
    const { values, labels } = courseFormValues(course, '/api/drivers/4');
    const ride = values.rides[0];
    expect(ride?.waypoints.map((stop) => stop.id)).toEqual(['/api/waypoints/11', '/api/waypoints/12']);
    // Segment 0's passengers and locomotives belong to stop A; the last stop is a drop-off.
    expect(ride?.waypoints[0]?.passengers).toEqual(['/api/passengers/3']);
    expect(ride?.waypoints[0]?.locomotives).toEqual(['/api/locomotives/8']);
    expect(ride?.waypoints[1]?.passengers).toEqual([]);
    expect(ride?.fromStartingBase).toBe('/api/starting_bases/2');
    expect(values.contractor).toBe('/api/companies/5');
    expect(labels.passengers['/api/passengers/3']).toBe('Jan Kowalski');
    expect(labels.places['/api/abstract_places/2']?.name).toBe('Miejsce 2');
    expect(taxiCourseFormSchema.safeParse(values).success).toBe(true);
  });
});
