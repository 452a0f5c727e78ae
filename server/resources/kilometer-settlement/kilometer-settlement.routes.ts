/**
 * The kilometer settlement (issue 11; docs/api.md 'Kilometer settlement'):
 * - `GET api/kilometer_course_rides/{id}/settlement`: the ride's report, rate and amount;
 * - `PUT api/kilometer_course_rides/{id}/report`: 'Raport kursu' (report fields, status finished);
 * - `POST api/kilometer_course_rides/{id}/{step}`: the settlement steps and the cancel (§4, §6);
 * - `GET api/kilometer_settlements` and `POST api/kilometer_settlements/settle`: the 'Rozliczenia' page.
 * Each write checks visibility (404) and who may ever do it (403) before reading the body.
 */
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { z } from 'zod';
import {
  kilometerBulkSettleBodySchema,
  kilometerBulkSettleResultSchema,
  kilometerSettlementCollectionSchema,
  kilometerSettlementItemSchema,
} from '../../../domain/contract/kilometer-settlement.schema';
import { currentMonth } from '../../../domain/settlement/kilometer-month';
import { inconsistencySchema } from '../../../domain/settlement/inconsistency.schema';
import { kilometerReportFieldsSchema } from '../../../domain/settlement/kilometer-report.schema';
import {
  ACCOUNTANT_LIST_STATUSES,
  kilometerSettlementScope,
} from '../../../domain/settlement/kilometer-settlement-scope';
import {
  isKilometerActionParty,
  KILOMETER_REFUSALS,
  type KilometerAction,
} from '../../../domain/settlement/kilometer-transitions';
import { currentUser } from '../../auth/authenticate';
import { visibleFirst, onlyFor } from '../../http/access-first';
import { ApiError, forbidden } from '../../http/errors';
import { idParams } from '../../http/params';
import { queryId, queryOneOf, querySchema, queryText } from '../../http/query';
import { ifMatchOf, versionField } from '../../http/versioning';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { contextOf as writeContextOf, type RideTransitionOptions } from '../course-core/write-context';
import { kilometerMonth, settleKilometerRides } from './kilometer-month.service';
import {
  kilometerCourseOf,
  kilometerSettlementView,
  runKilometerAction,
  visibleKilometerCourse,
} from './kilometer-transition.service';

/** The clock; tests may pin it (the options every course write route takes). */
export type KilometerSettlementOptions = RideTransitionOptions;

const RIDES = '/api/kilometer_course_rides/:id';
const JSON_LD = 'application/ld+json; charset=utf-8';

/** The URL step of each action without a body of its own ('report' and 'inconsistency' have theirs). */
const STEPS: readonly [string, KilometerAction][] = [
  ['accept_for_settlement', 'accept'],
  ['cancel_acceptance', 'cancel_acceptance'],
  ['settle', 'settle'],
  ['cancel_settlement', 'cancel_settlement'],
  ['cancel', 'cancel'],
];

const versionBody = z.object({ version: versionField }).nullish();
const reportBody = kilometerReportFieldsSchema.extend({ version: versionField });
const inconsistencyBody = inconsistencySchema.extend({ version: versionField });

const monthQuery = querySchema(['month', 'company', 'employee', 'status'], (query) => ({
  month: queryText(query, 'month'),
  companyId: queryId(query, 'company', 'companies'),
  employeeId: queryId(query, 'employee', 'users'),
  status: queryOneOf(query, 'status', Object.fromEntries(ACCOUNTANT_LIST_STATUSES.map((s) => [s, s]))),
}));

export async function kilometerSettlementRoutes(app: FastifyInstance, opts: KilometerSettlementOptions = {}) {
  const clock = opts.now ?? (() => new Date());
  const api = app.withTypeProvider<ZodTypeProvider>();
  const contextOf = writeContextOf(app, opts);
  /** 404 for a ride the caller cannot see, then 403 unless they are ever a party to `action`. */
  const partyFirst = (action: KilometerAction): preValidationHookHandler =>
    visibleFirst(async (user, rideId) => {
      const course = await visibleKilometerCourse({ db: app.db, user }, rideId);
      if (!isKilometerActionParty(user, kilometerCourseOf(course), action))
        throw new ApiError(403, KILOMETER_REFUSALS.forbidden);
    });

  api.get(
    `${RIDES}/settlement`,
    {
      preValidation: visibleFirst((user, rideId) => visibleKilometerCourse({ db: app.db, user }, rideId)),
      schema: { params: idParams, response: { 200: kilometerSettlementItemSchema } },
    },
    async (request, reply) => {
      const view = await kilometerSettlementView(app.db, request.params.id);
      return reply
        .header('Content-Type', JSON_LD)
        .send({ '@context': '/api/contexts/KilometerSettlement', ...view });
    },
  );

  const answer = (view: Awaited<ReturnType<typeof runKilometerAction>>) => ({
    '@context': '/api/contexts/KilometerSettlement',
    ...view,
  });

  api.put(
    `${RIDES}/report`,
    {
      preValidation: partyFirst('report'),
      schema: { params: idParams, body: reportBody, response: { 200: kilometerSettlementItemSchema } },
    },
    async (request, reply) => {
      const { version, ...report } = request.body;
      const view = await runKilometerAction(contextOf(request), request.params.id, 'report', {
        version,
        ifMatch: ifMatchOf(request),
        // The body is checked again against the ride's computed kilometres inside the transaction.
        report: { ...report, comment: report.comment ?? null },
      });
      return reply.header('Content-Type', JSON_LD).send(answer(view));
    },
  );

  api.post(
    `${RIDES}/inconsistency`,
    {
      preValidation: partyFirst('inconsistency'),
      schema: { params: idParams, body: inconsistencyBody, response: { 200: kilometerSettlementItemSchema } },
    },
    async (request, reply) => {
      const { version, comment } = request.body;
      const view = await runKilometerAction(contextOf(request), request.params.id, 'inconsistency', {
        version,
        ifMatch: ifMatchOf(request),
        inconsistency: { comment },
      });
      return reply.header('Content-Type', JSON_LD).send(answer(view));
    },
  );

  for (const [step, action] of STEPS)
    api.post(
      `${RIDES}/${step}`,
      {
        preValidation: partyFirst(action),
        schema: { params: idParams, body: versionBody, response: { 200: kilometerSettlementItemSchema } },
      },
      async (request, reply) => {
        const view = await runKilometerAction(contextOf(request), request.params.id, action, {
          version: request.body?.version,
          ifMatch: ifMatchOf(request),
        });
        return reply.header('Content-Type', JSON_LD).send(answer(view));
      },
    );

  api.get(
    '/api/kilometer_settlements',
    {
      preValidation: onlyFor((user) => kilometerSettlementScope(user) !== null),
      schema: { querystring: monthQuery, response: { 200: kilometerSettlementCollectionSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const scope = kilometerSettlementScope(user);
      if (scope === null) throw forbidden();
      const { filters } = request.query;
      const body = await kilometerMonth(app.db, user, scope, {
        month: filters.month ?? currentMonth(clock()),
        companyId: filters.companyId,
        employeeId: filters.employeeId,
        status: filters.status ?? 'to_be_settled',
      });
      return reply.header('Content-Type', JSON_LD).send(body);
    },
  );

  api.post(
    '/api/kilometer_settlements/settle',
    {
      preValidation: onlyFor((user) => kilometerSettlementScope(user) === 'accountant'),
      schema: { body: kilometerBulkSettleBodySchema, response: { 200: kilometerBulkSettleResultSchema } },
    },
    async (request) => settleKilometerRides(app.db, currentUser(request), request.body.rides, clock()),
  );
}
