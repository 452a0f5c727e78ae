/**
 * Matrix target of issue 17's invoices: a fresh invoice of the seller per call (a PUT moves it), with
 * one item, issued to a railway company.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { invoiceItems, invoices } from '../../db/invoices-schema';
import { users } from '../../db/schema';
import { companyId } from '../demo-session.support';

let freshInvoices = 0;

export async function freshInvoice(
  app: FastifyInstance,
  seller: string,
  buyer: string,
  creator: string,
): Promise<number> {
  freshInvoices += 1;
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, creator));
  if (!user) throw new Error(creator);
  const [row] = await app.db
    .insert(invoices)
    .values({
      number: `FV ${freshInvoices}/01/2020`,
      sellerId: await companyId(app, seller),
      buyerId: await companyId(app, buyer),
      place: 'Warszawa',
      issueDate: '2020-01-15',
      sellDate: '2020-01-15',
      paymentTo: '2020-01-29',
      kilometerStake: 300,
      waitStake: 4000,
      status: 2,
      createdById: user.id,
    })
    .returning({ id: invoices.id });
  if (!row) throw new Error('invoice insert failed');
  await app.db.insert(invoiceItems).values({
    invoiceId: row.id,
    position: 0,
    name: 'Przewóz osób',
    quantityUnit: 'km',
    tax: 8,
    price: 300,
    quantity: 10_000,
  });
  return row.id;
}
