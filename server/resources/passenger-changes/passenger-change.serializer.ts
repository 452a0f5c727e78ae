/** A register row as the API answers it (domain/contract/passenger-change.schema.ts). */
import { iri, RESOURCES } from '../../../domain/contract/iri';
import type { PassengerChange } from '../../../domain/contract/passenger-change.schema';
import type { PassengerChangeRow } from './passenger-changes.repository';

type Person = { id: number | null; firstname: string | null; surname: string | null } | null;

const personRef = (person: Person, resource: typeof RESOURCES.user | typeof RESOURCES.passenger) =>
  person === null || person.id === null
    ? null
    : {
        '@id': iri(resource, person.id),
        id: person.id,
        name: `${person.firstname ?? ''} ${person.surname ?? ''}`.trim(),
      };

export function passengerChangeView(row: PassengerChangeRow): PassengerChange {
  const { change, course } = row;
  const type = course.type === 'kilometer' ? 'kilometer' : 'taxi';
  const passenger = personRef(row.passenger, RESOURCES.passenger);
  if (!passenger) throw new Error('passenger change without passenger');
  return {
    '@id': iri(RESOURCES.passengerChange, change.id),
    '@type': 'PassengerChange',
    id: change.id,
    courseId: course.id,
    course: {
      '@id': iri(type === 'taxi' ? RESOURCES.taxiCourse : RESOURCES.kilometerCourse, course.id),
      id: course.id,
      type,
      number: course.number ?? String(course.id),
    },
    passenger,
    kind: change.kind === 'removed' ? 'removed' : 'added',
    reportingUser: personRef(row.reporter, RESOURCES.user),
    reason: change.reason,
    comment: change.comment,
    realizedBy: personRef(row.realizer, RESOURCES.user),
    realizedAt: change.realizedAt?.toISOString() ?? null,
    createdAt: change.createdAt.toISOString(),
    version: change.version,
  };
}
