/** Companies administration (issue 12): company writes and the contractor/principal links. */
import type { FastifyInstance } from 'fastify';
import { companyLinkConsentPlugin } from './company-link-consent.routes';
import { companyLinksPlugin } from './company-links.routes';
import { companyWritesPlugin } from './company-writes.routes';

export async function companyAdminPlugin(app: FastifyInstance) {
  await app.register(companyWritesPlugin);
  await app.register(companyLinksPlugin);
  await app.register(companyLinkConsentPlugin);
}
