import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CSP_REPORT_PATH } from './content-security-policy';
import { noContent } from './responses';
import type { ZodTypeProvider } from './zod-provider';

/** A browser's report is a few hundred bytes; anything much larger is not one. */
export const CSP_REPORT_BODY_LIMIT = 8 * 1024;
const field = z.string().max(2048).optional();

/** The fields of a `report-uri` violation report (CSP Level 2) worth a log line; others are dropped. */
const cspReportSchema = z.object({
  'csp-report': z.object({
    'document-uri': field,
    'violated-directive': field,
    'effective-directive': field,
    'blocked-uri': field,
    'source-file': field,
    'line-number': z.number().int().optional(),
    disposition: field,
  }),
});

/**
 * Where browsers report what the Content-Security-Policy blocked (ADR 009). Public: a browser sends
 * reports without the SPA's token. The report is only logged (warn), never stored, so a forged one
 * costs a log line; the body is bounded and validated.
 */
export async function cspReportRoutes(app: FastifyInstance): Promise<void> {
  // Browsers send `application/csp-report`; it is JSON. Registered in this plugin only.
  app.addContentTypeParser(
    'application/csp-report',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      CSP_REPORT_PATH,
      { bodyLimit: CSP_REPORT_BODY_LIMIT, schema: { body: cspReportSchema, response: { 204: noContent } } },
      async (request, reply) => {
        request.log.warn({ cspViolation: request.body['csp-report'] }, 'Content-Security-Policy violation');
        return reply.status(204).send(null);
      },
    );
}
