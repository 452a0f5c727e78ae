/**
 * Invoices (administration.md §7; docs/api.md 'Invoices'): GET/POST api/invoices, GET/PUT
 * api/invoices/{id}, GET api/invoices/courses_export/{id} (CSV), GET api/invoices/{id}/pdf and
 * GET api/invoice_candidates?month= (what the create form picks from). ROLE_INVOICE with
 * ROLE_TRANSPORT_COMPANY only (403 before anything is read), a seller's own invoices only (404).
 */
import type { FastifyInstance } from 'fastify';
import { hydraCollectionSchema } from '../../../domain/contract/hydra.schema';
import {
  invoiceCandidatesSchema,
  invoiceItemSchemaWire,
  invoiceListItemSchema,
} from '../../../domain/contract/invoice.schema';
import { mayUseInvoices } from '../../../domain/invoices/invoice-permissions';
import { invoiceCreateSchema, invoiceUpdateSchema } from '../../../domain/invoices/invoice.schema';
import { INVOICE_STATUS_LABELS } from '../../../domain/invoices/invoice-status';
import { warsawDay } from '../../../domain/warsaw-time';
import { currentUser, type AuthUser } from '../../auth/authenticate';
import { onlyFor, visibleFirst } from '../../http/access-first';
import { hydraCollection, hydraItem } from '../../http/hydra';
import { idParams } from '../../http/params';
import { ADMIN_LIST_PARAMS, readAdminList } from '../../http/admin-list';
import { querySchema, queryOneOf, queryText } from '../../http/query';
import { binary } from '../../http/responses';
import { etagOf, ifMatchOf, versionField } from '../../http/versioning';
import type { ZodTypeProvider } from '../../http/zod-provider';
import { renderInvoicePdf } from '../../invoice-pdf/render-invoice-pdf';
import { loadCandidates } from './invoice-candidates.repository';
import { buildInvoiceCoursesCsv } from './invoice-courses.csv';
import { invoiceDocument, invoiceListView, invoiceView } from './invoice.serializer';
import { coursesOf, findInvoicePage, itemsOf, partiesOf, sellerIs } from './invoices.repository';
import { createInvoice, updateInvoice, visibleInvoice } from './invoices.service';

const INVOICES = '/api/invoices';
const STATUS_FILTER = Object.fromEntries(Object.keys(INVOICE_STATUS_LABELS).map((key) => [key, Number(key)]));

/** An administration list (row 781) with its status filter. */
const listQuery = querySchema(['status', ...ADMIN_LIST_PARAMS], (query) => ({
  ...readAdminList(query),
  status: queryOneOf(query, 'status', STATUS_FILTER),
}));
const monthQuery = querySchema(['month'], (query) => ({ month: queryText(query, 'month') }));
const CSV = 'text/csv; charset=utf-8';
const PDF = 'application/pdf';
/** A file name from the number: 'FV 3/11/2026' -> 'FV-3-11-2026'. */
const fileName = (number: string) => number.replace(/[^0-9A-Za-z]+/g, '-');

export interface InvoicesPluginOptions {
  /** The clock (days left, the default month); tests pin it. */
  now?: () => Date;
}

export async function invoicesRoutes(app: FastifyInstance, opts: InvoicesPluginOptions = {}) {
  const now = opts.now ?? (() => new Date());
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = { preValidation: onlyFor(mayUseInvoices) };
  const seen = {
    preValidation: [onlyFor(mayUseInvoices), visibleFirst((user, id) => visibleInvoice(app.db, user, id))],
  };

  const full = async (user: AuthUser, id: number) => {
    const row = await visibleInvoice(app.db, user, id);
    const parties = await partiesOf(app.db, [row.sellerId, row.buyerId]);
    const seller = parties.get(row.sellerId);
    const buyer = parties.get(row.buyerId);
    if (!seller || !buyer) throw new Error('invoice party missing');
    return { row, parties: { seller, buyer }, items: await itemsOf(app.db, id) };
  };
  const answer = async (user: AuthUser, id: number) => {
    const { row, parties, items } = await full(user, id);
    const view = invoiceView(row, parties, items, await coursesOf(app.db, id), warsawDay(now()));
    return { etag: etagOf(row.version), body: hydraItem('Invoice', view['@id'], view) };
  };

  r.get(
    INVOICES,
    {
      ...access,
      schema: { querystring: listQuery, response: { 200: hydraCollectionSchema(invoiceListItemSchema) } },
    },
    async (request) => {
      const { filters, raw } = request.query;
      const user = currentUser(request);
      const page = await findInvoicePage(
        app.db,
        sellerIs(app.db, user.companyId ?? 0, filters.status, filters.search),
        filters.pagination,
        filters.idDescending,
      );
      const buyers = await partiesOf(app.db, [...new Set(page.rows.map((row) => row.buyerId))]);
      const today = warsawDay(now());
      return hydraCollection({
        basePath: INVOICES,
        query: raw,
        total: page.total,
        type: 'Invoice',
        pagination: filters.pagination,
        items: page.rows.flatMap((row) => {
          const buyer = buyers.get(row.buyerId);
          const items = page.items.filter((item) => item.invoiceId === row.id);
          return buyer ? [invoiceListView(row, buyer, items, today)] : [];
        }),
      });
    },
  );

  r.get(
    '/api/invoice_candidates',
    { ...access, schema: { querystring: monthQuery, response: { 200: invoiceCandidatesSchema } } },
    async (request) => loadCandidates(app.db, currentUser(request), request.query.filters.month, now()),
  );

  r.get(
    `${INVOICES}/:id`,
    { ...seen, schema: { params: idParams, response: { 200: invoiceItemSchemaWire } } },
    async (request, reply) => {
      const { etag, body } = await answer(currentUser(request), request.params.id);
      return reply.header('ETag', etag).send(body);
    },
  );

  r.post(
    INVOICES,
    { ...access, schema: { body: invoiceCreateSchema, response: { 201: invoiceItemSchemaWire } } },
    async (request, reply) => {
      const user = currentUser(request);
      const id = await createInvoice(app.db, user, request.body);
      const { etag, body } = await answer(user, id);
      return reply.status(201).header('ETag', etag).send(body);
    },
  );

  r.put(
    `${INVOICES}/:id`,
    {
      ...seen,
      schema: {
        params: idParams,
        body: invoiceUpdateSchema.extend({ version: versionField }),
        response: { 200: invoiceItemSchemaWire },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await updateInvoice(app.db, user, request.params.id, request.body, ifMatchOf(request));
      const { etag, body } = await answer(user, request.params.id);
      return reply.header('ETag', etag).send(body);
    },
  );

  r.get(
    `${INVOICES}/courses_export/:id`,
    { ...seen, schema: { params: idParams, response: { 200: binary(CSV) } } },
    async (request, reply) => {
      const row = await visibleInvoice(app.db, currentUser(request), request.params.id);
      const csv = buildInvoiceCoursesCsv(row.number, await coursesOf(app.db, row.id));
      return reply
        .header('content-type', CSV)
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="kursy-${fileName(row.number)}.csv"`)
        .send(csv);
    },
  );

  r.get(
    `${INVOICES}/:id/pdf`,
    { ...seen, schema: { params: idParams, response: { 200: binary(PDF) } } },
    async (request, reply) => {
      const { row, parties, items } = await full(currentUser(request), request.params.id);
      const file = await renderInvoicePdf(invoiceDocument(row, parties, items));
      return reply
        .header('content-type', PDF)
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${fileName(row.number)}.pdf"`)
        .send(file);
    },
  );
}
