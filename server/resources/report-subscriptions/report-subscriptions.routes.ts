/**
 * `GET api/report_subscriptions` and `PUT api/report_subscriptions` (docs/api.md 'Scheduled reports'):
 * the caller's own e-mailed reports. Any signed-in user, not while previewing another account (row
 * 832); the body names no user, so no one reads or changes another user's subscriptions, and a company
 * only among those the report's own download offers the caller (row 830).
 */
import type { FastifyInstance } from 'fastify';
import {
  reportSubscriptionBodySchema,
  reportSubscriptionsSchema,
} from '../../../domain/contract/report-subscription.schema';
import { currentUser } from '../../auth/authenticate';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { reportSubscriptionsOf, setReportSubscription } from './report-subscriptions.service';

const URL = '/api/report_subscriptions';

export async function reportSubscriptionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(URL, { schema: { response: { 200: reportSubscriptionsSchema } } }, async (request, reply) => {
    const answer = await reportSubscriptionsOf(app.db, currentUser(request));
    return reply.header('cache-control', 'no-store').send(answer);
  });

  r.put(
    URL,
    { schema: { body: reportSubscriptionBodySchema, response: { 200: reportSubscriptionsSchema } } },
    async (request) => {
      const user = currentUser(request);
      await setReportSubscription(app.db, user, request.body);
      // The period due now is e-mailed at once, not at the next tick (row 850); the answer does not
      // wait for the report to be made, and the job's claim keeps it to one e-mail per period.
      void app.reportJob.runNow();
      return reportSubscriptionsOf(app.db, user);
    },
  );
}
