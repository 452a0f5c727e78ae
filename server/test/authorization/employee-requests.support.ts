/**
 * Matrix targets of the employee requests part of issue 17: a fresh open request per call (finishing
 * consumes one), raised by pasazer (PKP Intercity) or by an employee of DB Cargo Polska (foreign).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { employeeRequestMessages, employeeRequests } from '../../db/employee-requests-schema';
import { users } from '../../db/schema';
import { companyId } from '../demo-session.support';
import { createUser } from '../factories.support';

let freshRequests = 0;
/** Per app: the test files of a worker share this module (ADR 010), each with its own database. */
const foreignEmployees = new WeakMap<FastifyInstance, Promise<number>>();

async function creatorId(app: FastifyInstance, foreign: boolean): Promise<number> {
  if (foreign) {
    let employee = foreignEmployees.get(app);
    if (!employee) {
      employee = companyId(app, 'DB Cargo Polska').then(
        async (company) => (await createUser(app.db, { roles: ['ROLE_PASSENGER'], companyId: company })).id,
      );
      foreignEmployees.set(app, employee);
    }
    return employee;
  }
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, 'pasazer'));
  if (!user) throw new Error('pasazer');
  return user.id;
}

/** An open request with one message of its creator. */
export async function freshEmployeeRequest(app: FastifyInstance, foreign: boolean): Promise<number> {
  freshRequests += 1;
  const createdById = await creatorId(app, foreign);
  const [row] = await app.db
    .insert(employeeRequests)
    .values({ createdById })
    .returning({ id: employeeRequests.id });
  if (!row) throw new Error('employee request insert failed');
  await app.db.insert(employeeRequestMessages).values({
    requestId: row.id,
    text: `Zgłoszenie macierzy ${freshRequests}`,
    createdById,
    idempotencyKey: `matrix-${freshRequests}-${row.id}`,
  });
  return row.id;
}
