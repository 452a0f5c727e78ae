/**
 * The records a course row names (its customer, executors, creator, driver, starting places), each
 * as a scalar subquery returning JSON by primary key, not as a join (ADR 011): with seven joins the
 * page query spent 25-37 ms planning and 2 ms running on PGlite; a subquery per reference is planned
 * on its own in microseconds and runs only for the rows of the page.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { courses } from '../../db/course-schema';
import { companies, places, users } from '../../db/schema';

/** `(select json_build_object('id', t.id, ...) from t where t.id = <key>)`: the record, or null. */
function recordOf<T>(table: SQLWrapper, key: SQLWrapper, id: SQLWrapper, fields: Record<string, SQLWrapper>) {
  const pairs = sql.join(
    Object.entries(fields).map(([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`),
    sql`, `,
  );
  return sql<T>`(select json_build_object(${pairs}) from ${table} where ${id} = ${key})`;
}

interface CompanyRef {
  id: number;
  name: string;
}
type ExecutorRef = CompanyRef & { phone: string | null };
interface UserRef {
  id: number;
  username: string;
  firstname: string;
  surname: string;
}
interface PlaceRef {
  id: number;
  name: string;
  address: string | null;
  type: string;
  latitude: number | null;
  longitude: number | null;
}

const company = { id: companies.id, name: companies.name };
const executor = { ...company, phone: companies.phone };
const user = { id: users.id, username: users.username, firstname: users.firstname, surname: users.surname };
const place = {
  id: places.id,
  name: places.name,
  address: places.address,
  type: places.type,
  latitude: places.latitude,
  longitude: places.longitude,
};

/** The referenced records of the row of `courses`, as the serializer reads them. */
export const courseRefs = {
  // A course always has its railway company (a foreign key, not null).
  customer: recordOf<CompanyRef>(companies, courses.companyId, companies.id, company),
  contractor: recordOf<ExecutorRef | null>(companies, courses.contractorId, companies.id, executor),
  subcontractor: recordOf<ExecutorRef | null>(companies, courses.subcontractorId, companies.id, executor),
  creator: recordOf<UserRef | null>(users, courses.createdById, users.id, user),
  driver: recordOf<UserRef | null>(users, courses.driverId, users.id, user),
  // A kilometer course's departure and return places (null for taxi courses).
  fromStartingPlace: recordOf<PlaceRef | null>(places, courses.fromStartingPlaceId, places.id, place),
  toStartingPlace: recordOf<PlaceRef | null>(places, courses.toStartingPlaceId, places.id, place),
} satisfies Record<string, SQL>;
