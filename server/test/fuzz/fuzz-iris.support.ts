/**
 * The IRIs the write fuzz puts into string fields: the demo tenant's own objects, another tenant's,
 * one that does not exist, one of the wrong resource type, ids above MAX_ROW_ID and malformed ones.
 */
import type { FastifyInstance } from 'fastify';
import { MAX_ROW_ID, RESOURCES, iri, type Resource } from '../../../domain/contract/iri';
import type { Target } from '../authorization/authorization-matrix.support';
import type { matrixTargets } from '../authorization/matrix.support';
import { MISSING_ID } from '../authorization/matrix.support';
import { demoIris } from '../course-writes/write-app.support';

/** Matrix objects that are not created per call (reading them adds no rows), by resource. */
const STABLE_TARGETS: Partial<Record<Target, Resource>> = {
  taxiCourse: 'taxi_courses',
  taxiRide: 'taxi_course_rides',
  kilometerCourse: 'kilometer_courses',
  kilometerRide: 'kilometer_course_rides',
  waypoint: 'waypoints',
  place: 'abstract_places',
  locomotive: 'locomotives',
  company: 'companies',
  user: 'users',
  definedKilometers: 'defined_kilometers',
  companyTransportCost: 'company_transport_costs',
};

export async function fuzzIris(
  app: FastifyInstance,
  targets: Awaited<ReturnType<typeof matrixTargets>>,
): Promise<string[]> {
  const demo = await demoIris(app);
  const found = new Set<string>([
    demo.company,
    demo.taxiTrans,
    demo.transSlask,
    demo.cargo,
    ...demo.passengers,
    ...demo.places,
    demo.base,
    demo.driver,
    demo.locomotive,
  ]);
  for (const [target, resource] of Object.entries(STABLE_TARGETS)) {
    const ids = targets[target as Target];
    for (const params of [
      await ids.own('transport'),
      await ids.own('firma'),
      ...(ids.foreign ? [await ids.foreign()] : []),
    ])
      if (params.id) found.add(iri(resource, params.id));
  }
  const companyNumber = demo.company.split('/').at(-1) ?? '1';
  const hostile = [
    iri(RESOURCES.company, MISSING_ID),
    iri(RESOURCES.user, companyNumber), // a company's id under another resource
    iri(RESOURCES.passenger, companyNumber),
    `/api/companies/${MAX_ROW_ID + 1}`,
    '/api/companies/99999999999999999999',
    '/api/companies/0',
    '/api/companies/-1',
    '/api/companies/1.5',
    `${demo.company}/`,
    `http://evil.example${demo.company}`,
    demo.company.replace('/api/', ''),
    '/api/unknown_things/1',
  ];
  return [...found, ...hostile];
}
