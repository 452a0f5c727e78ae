/**
 * The taxi settlement (courses.md §2 settlement drawers, §4 customer settlement, §7):
 * - `GET api/taxi_courses/{id}/settlement`: the viewer's drawer;
 * - `PUT api/taxi_courses/{id}/settlement`: the bills (If-Match or body `version` required);
 * - `POST api/taxi_course_rides/{id}/{forward_settlement|accept_settlement|report_inconsistency|
 *   cancel_settlement_acceptance}`.
 * Each answers the drawer with the course's ETag. An unseen course or ride answers 404 before the body is
 * read; a viewer without a settlement drawer, or not a party of the transition, 403.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { taxiSettlementSchema } from '../../../domain/contract/settlement.schema';
import {
  taxiInconsistencySchema,
  settlementWriteSchema,
} from '../../../domain/settlement/settlement-bill.schema';
import {
  editableBills,
  isSettlementParty,
  type SettlementAction,
} from '../../../domain/settlement/settlement-transitions';
import { settlementViewOf } from '../../../domain/settlement/settlement-view';
import { RIDE_REFUSALS } from '../../../domain/rides/ride-messages';
import { currentUser } from '../../auth/authenticate';
import { visibleFirst } from '../../http/access-first';
import { ApiError, notFound } from '../../http/errors';
import { idParams } from '../../http/params';
import { etagOf, ifMatchOf, versionField } from '../../http/versioning';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { courseAccess } from '../course-core/course-access';
import { findTaxiRideCourseId } from '../course-core/ride-lock.repository';
import { rideVisibleFirst } from '../course-core/ride-visible-first';
import { runSettlementTransition } from './settlement-transition.service';
import { writeSettlement } from './settlement-write.service';
import { readSettlement } from './settlement.read';

export interface TaxiSettlementOptions {
  now?: () => Date;
}

const SEGMENTS: readonly SettlementAction[] = [
  'forward_settlement',
  'accept_settlement',
  'report_inconsistency',
  'cancel_settlement_acceptance',
];
const plainBody = z.object({ version: versionField }).nullish();

export async function taxiSettlementRoutes(app: FastifyInstance, opts: TaxiSettlementOptions = {}) {
  const now = opts.now ?? (() => new Date());
  const r = app.withTypeProvider<ZodTypeProvider>();
  const send = async (reply: FastifyReply, request: FastifyRequest, courseId: number) => {
    const { settlement, version } = await readSettlement(app.db, currentUser(request), courseId);
    return reply.status(200).header('ETag', etagOf(version)).send(settlement);
  };
  // Visible (404) and with a settlement drawer (403), before the body is read.
  const withDrawerFirst = visibleFirst(async (user, id) => {
    const course = await (await courseAccess(app.db, user)).visible(id, 'taxi');
    if (settlementViewOf(user, course) === null) throw new ApiError(403, RIDE_REFUSALS.forbidden);
  });

  // A drawer that edits no bill (the railway company's) never writes one: 403 before the body is read.
  const withBillsFirst = visibleFirst(async (user, id) => {
    const course = await (await courseAccess(app.db, user)).visible(id, 'taxi');
    if (editableBills(user, course).length === 0) throw new ApiError(403, RIDE_REFUSALS.forbidden);
  });

  r.get(
    '/api/taxi_courses/:id/settlement',
    {
      preValidation: withDrawerFirst,
      schema: { params: idParams, response: { 200: taxiSettlementSchema } },
    },
    async (request, reply) => send(reply, request, request.params.id),
  );

  r.put(
    '/api/taxi_courses/:id/settlement',
    {
      preValidation: withBillsFirst,
      schema: { params: idParams, body: settlementWriteSchema, response: { 200: taxiSettlementSchema } },
    },
    async (request, reply) => {
      await writeSettlement(app.db, currentUser(request), request.params.id, {
        body: request.body,
        ifMatch: ifMatchOf(request),
        now: now(),
      });
      return send(reply, request, request.params.id);
    },
  );

  for (const action of SEGMENTS) {
    r.post(
      `/api/taxi_course_rides/:id/${action}`,
      {
        preValidation: rideVisibleFirst(app.db, (user, course) => isSettlementParty(user, course, action)),
        schema: {
          params: idParams,
          body: action === 'report_inconsistency' ? taxiInconsistencySchema : plainBody,
          response: { 200: taxiSettlementSchema },
        },
      },
      async (request, reply) => {
        const rideId = request.params.id;
        const courseId = await findTaxiRideCourseId(app.db, rideId);
        if (courseId === undefined) throw notFound();
        const body = request.body as { version?: number | null; comment?: string } | null | undefined;
        await runSettlementTransition(app.db, currentUser(request), courseId, rideId, action, {
          version: body?.version,
          comment: body?.comment,
          ifMatch: ifMatchOf(request),
          now: now(),
        });
        return send(reply, request, courseId);
      },
    );
  }
}
