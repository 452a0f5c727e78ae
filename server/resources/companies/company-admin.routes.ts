/** Companies administration (issue 12): company writes and the contractor/principal links. */
import type { FastifyInstance } from 'fastify';
import { companyLinkConsentRoutes } from './company-link-consent.routes';
import { companyLinksRoutes } from './company-links.routes';
import { companyWritesRoutes } from './company-writes.routes';

export async function companyAdminRoutes(app: FastifyInstance) {
  await app.register(companyWritesRoutes);
  await app.register(companyLinksRoutes);
  await app.register(companyLinkConsentRoutes);
}
