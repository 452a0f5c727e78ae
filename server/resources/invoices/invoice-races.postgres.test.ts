/**
 * Issue 34, money writes under concurrency, the invoices and the stakes they price with, on a real
 * PostgreSQL (two app instances stand for two API processes): eight creates of one settled course
 * (one invoice holds it, the losers' numbers roll back), eight status moves of one version (one wins),
 * eight adds of a stake for one day (one stake), eight confirms of a pending stake (one). The
 * invoice's totals are the sums of its lines, and its course's figures are the drawer's totals.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceWire } from '../../../domain/contract/invoice.schema';
import type { TaxiSettlement } from '../../../domain/contract/settlement.schema';
import { INVOICE_MESSAGES } from '../../../domain/invoices/invoice.schema';
import { courses } from '../../db/course-schema';
import { companyContractors, stakes } from '../../db/schema';
import { HTTP_MESSAGES } from '../../http/messages';
import { CONSENT_MESSAGES } from '../companies/company-link-consent.service';
import { LINK_MESSAGES } from '../companies/company-links.service';
import { as } from '../../test/demo-session.support';
import { expectOneWinner, race, twoProcesses, type TwoProcesses } from '../../test/money/money-race.support';
import { requiredPostgresUrl } from '../../test/postgres-url.support';
import {
  acceptedCourse,
  getSettlement,
  parties,
  type SettlementParties,
} from '../../test/settlement/settlement.support';

const url = requiredPostgresUrl();
let apps: TwoProcesses;
let one: FastifyInstance;
let p: SettlementParties;

beforeAll(async () => {
  apps = await twoProcesses(url, ['transport', 'admin', 'firma']);
  one = apps.one;
  p = await parties(one);
}, 120_000);
afterAll(async () => {
  await apps?.one.close();
  await apps?.two.close();
});

const send = async (
  app: FastifyInstance,
  username: string,
  method: 'POST' | 'PUT',
  path: string,
  payload?: object,
) => app.inject({ method, url: path, headers: await as(app, username), ...(payload ? { payload } : {}) });

const settledCourse = (distances: readonly number[]) => acceptedCourse(one, p, distances);

const invoiceBody = (courseIds: readonly number[], distance: number) => ({
  seller: `/api/companies/${p.taxiTrans}`,
  buyer: `/api/companies/${p.intercity}`,
  place: 'Warszawa',
  issueDate: '2026-11-30',
  sellDate: '2026-11-30',
  paymentTo: '2026-12-14',
  kilometerStake: 320,
  waitStake: 4500,
  status: 2,
  invoiceItems: [
    { name: 'Przewóz osób', quantityUnit: 'km', tax: 8, price: 320, quantity: distance * 1000 },
    { name: 'Autostrady', quantityUnit: 'szt.', tax: 23, price: 307, quantity: 3000 },
  ],
  courses: courseIds.map((id) => `/api/taxi_courses/${id}`),
});

describe('invoices and stakes under eight competing writers (issue 34)', () => {
  it('lets one of eight creates hold a course; its lines sum and its figures are the drawer totals', async () => {
    const courseId = await settledCourse([31, 17, 8]);
    const answers = await race(apps, 8, (app) =>
      send(app, 'transport', 'POST', '/api/invoices', invoiceBody([courseId], 56)),
    );
    const invoice = expectOneWinner(answers, INVOICE_MESSAGES.courseTaken, 201).json<InvoiceWire>();
    // The losers' numbers rolled back with them: the next invoice of the month follows without a gap.
    const next = await send(
      one,
      'transport',
      'POST',
      '/api/invoices',
      invoiceBody([await settledCourse([5])], 5),
    );
    const serial = (number: string) => Number(/^FV (\d+)\//.exec(number)?.[1]);
    expect(serial(next.json<InvoiceWire>().number)).toBe(serial(invoice.number) + 1);

    const lines = invoice.invoiceItems;
    expect(invoice.totals.gross).toBe(lines.reduce((total, line) => total + line.gross, 0));
    expect(invoice.totals.gross).toBe(invoice.totals.net + invoice.totals.vat);
    const drawer = (await getSettlement(one, 'transport', courseId)).json<TaxiSettlement>();
    expect(invoice.courses).toEqual([
      expect.objectContaining({ id: courseId, distance: drawer.totals?.distance }),
    ]);
    expect(drawer.totals).toMatchObject({ distance: 56, highwayCost: 3 * 307, waitingHundredthsOfHour: 75 });
  });

  it('waits for a ride step holding the course, so a ride is never cancelled under an invoice', async () => {
    const courseId = await settledCourse([9]);
    let answered = false;
    let create: Promise<unknown> | undefined;
    // A ride step's transaction (a cancel, row 644): the course locked, 'not invoiced' read, then a
    // pause. The create's `invoice_courses` row needs the course's key-share lock (its foreign key), so
    // it cannot commit before the step ends: the step's reading stays true until it commits.
    await apps.two.db.transaction(async (tx) => {
      await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('update');
      create = send(one, 'transport', 'POST', '/api/invoices', invoiceBody([courseId], 9)).then((answer) => {
        answered = true;
        return answer;
      });
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(answered).toBe(false);
    });
    await create;
  });

  it('moves an invoice once from one version: paid or cancelled, never both', async () => {
    const courseId = await settledCourse([12]);
    const created = (
      await send(one, 'transport', 'POST', '/api/invoices', invoiceBody([courseId], 12))
    ).json<InvoiceWire>();
    const answers = await race(apps, 8, (app, i) =>
      send(app, 'transport', 'PUT', `/api/invoices/${created.id}`, {
        status: i % 2 ? 10 : 4,
        version: created.version,
      }),
    );
    const moved = expectOneWinner(answers, HTTP_MESSAGES.stale).json<InvoiceWire>();
    // Only a cancel frees the course for another invoice (row 502).
    const again = await send(one, 'transport', 'POST', '/api/invoices', invoiceBody([courseId], 12));
    expect(again.statusCode).toBe(moved.status === 10 ? 201 : 409);
  });

  it('keeps one stake per day of a link when eight adds race', async () => {
    const [link] = await contractorLink();
    const path = `/api/company_contractors/${link?.id ?? 0}/stakes`;
    const answers = await race(apps, 8, (app, i) =>
      send(app, 'admin', 'POST', path, {
        kilometerRate: 300 + i,
        waitHourRate: 4000,
        validFrom: '2099-05-01',
      }),
    );
    // A loser is answered as a later duplicate is: 422 on 'validFrom'.
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array<number>(7).fill(422)]);
    for (const loser of answers.filter((answer) => answer.statusCode === 422))
      expect(loser.json()).toMatchObject({
        violations: [{ propertyPath: 'validFrom', message: LINK_MESSAGES.duplicateStake }],
      });
    const rows = await one.db
      .select()
      .from(stakes)
      .where(and(eq(stakes.companyContractorId, link?.id ?? 0), eq(stakes.validFrom, '2099-05-01')));
    expect(rows).toHaveLength(1);
  });

  it('confirms a pending stake once: seven other confirms of the payer get 409', async () => {
    const [link] = await contractorLink();
    const [pending] = await one.db
      .insert(stakes)
      .values({
        companyContractorId: link?.id ?? 0,
        kilometerRate: 333,
        waitHourRate: 4444,
        validFrom: '2099-06-01',
        confirmedAt: null,
      })
      .returning({ id: stakes.id });
    const answers = await race(apps, 8, (app) =>
      send(app, 'firma', 'POST', `/api/stakes/${pending?.id ?? 0}/confirm`),
    );
    expectOneWinner(answers, CONSENT_MESSAGES.stakeConfirmed);
  });
});

function contractorLink() {
  return one.db
    .select({ id: companyContractors.id })
    .from(companyContractors)
    .where(
      and(eq(companyContractors.companyId, p.intercity), eq(companyContractors.contractorId, p.taxiTrans)),
    );
}
