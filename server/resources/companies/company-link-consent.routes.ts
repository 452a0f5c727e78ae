/**
 * Confirming what the other side made (ADR 022): POST /api/company_contractors/{id}/confirm,
 * POST /api/company_principals/{id}/confirm (the link's other side) and POST /api/stakes/{id}/confirm
 * (the payer's side). Declining a pending link is the link's DELETE.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  contractorLinkItemSchema,
  principalLinkItemSchema,
  stakeSchema,
} from '../../../domain/contract/company-links.schema';
import { contextShape, hydraItemSchema } from '../../../domain/contract/hydra.schema';
import { currentUser } from '../../auth/authenticate';
import { visibleFirst } from '../../http/access-first';
import { hydraItem, iri } from '../../http/hydra';
import { idParams } from '../../http/params';
import type { ZodTypeProvider } from '../../http/zod-provider';
import {
  answerableContractorLink,
  answerablePrincipalLink,
  confirmContractorLink,
  confirmPrincipalLink,
  confirmStake,
  confirmableStake,
} from './company-link-consent.service';

const stakeItemSchema = hydraItemSchema.extend(stakeSchema.shape).extend(contextShape);
/** The confirm routes carry no body: the act is the request itself. */
const noBody = z.object({}).nullish();

export async function companyLinkConsentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/company_contractors/:id/confirm',
    {
      preValidation: visibleFirst((user, id) => answerableContractorLink(app.db, user, id)),
      schema: { params: idParams, body: noBody, response: { 200: contractorLinkItemSchema } },
    },
    async (request) => {
      const link = await confirmContractorLink(app.db, currentUser(request), request.params.id);
      return hydraItem('CompanyContractor', link['@id'], link);
    },
  );

  r.post(
    '/api/company_principals/:id/confirm',
    {
      preValidation: visibleFirst((user, id) => answerablePrincipalLink(app.db, user, id)),
      schema: { params: idParams, body: noBody, response: { 200: principalLinkItemSchema } },
    },
    async (request) => {
      const link = await confirmPrincipalLink(app.db, currentUser(request), request.params.id);
      return hydraItem('CompanyPrincipal', link['@id'], link);
    },
  );

  r.post(
    '/api/stakes/:id/confirm',
    {
      preValidation: visibleFirst((user, id) => confirmableStake(app.db, user, id)),
      schema: { params: idParams, body: noBody, response: { 200: stakeItemSchema } },
    },
    async (request) => {
      const row = await confirmStake(app.db, currentUser(request), request.params.id);
      return hydraItem('Stake', iri('stakes', row.id), {
        id: row.id,
        kilometerRate: row.kilometerRate,
        waitHourRate: row.waitHourRate,
        validFrom: row.validFrom,
        confirmed: true,
      });
    },
  );
}
