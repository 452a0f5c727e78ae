/**
 * `GET api/invoice_candidates?month=YYYY-MM` (the previous Polish month when absent): for each company the
 * seller serves (`invoiceBuyers`: a confirmed link of either kind), the stakes in force on the month's last day and the courses it may
 * invoice (invoice-candidates.ts), so the create form pre-fills its items from them.
 */
import { eq } from 'drizzle-orm';
import { iri } from '../../../domain/contract/iri';
import type { InvoiceCandidates } from '../../../domain/contract/invoice.schema';
import {
  MONTH_QUERY_MESSAGE,
  currentMonth,
  monthRange,
  nextMonth,
  previousMonth,
} from '../../../domain/settlement/kilometer-month';
import { stakeValidOn } from '../../../domain/settlement/rate-stake';
import { shiftIsoDate } from '../../../domain/dates';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { ApiError, forbidden } from '../../http/errors';
import { linkStakes } from '../settlement/settlement.repository';
import { candidateCourses } from './invoice-candidates';
import { invoiceBuyers } from './invoice-buyers';
import { courseWire } from './invoice.serializer';

export async function loadCandidates(
  db: Db,
  user: AuthUser,
  requested: string | undefined,
  now: Date,
): Promise<InvoiceCandidates> {
  const month = requested ?? previousMonth(currentMonth(now));
  if (!monthRange(month)) throw new ApiError(400, MONTH_QUERY_MESSAGE);
  const sellerId = user.companyId ?? 0;
  const [seller] = await db
    .select({ id: companies.id, name: companies.name, bankAccountNumber: companies.bankAccountNumber })
    .from(companies)
    .where(eq(companies.id, sellerId));
  if (!seller) throw forbidden();
  const principals = await invoiceBuyers(db, sellerId);
  const lastDay = shiftIsoDate(`${nextMonth(month)}-01`, -1);
  const buyers = [];
  for (const buyer of principals) {
    const stake = stakeValidOn(await linkStakes(db, buyer.id, sellerId), lastDay);
    const courses = await candidateCourses(db, sellerId, buyer.id, month);
    buyers.push({
      buyer: { '@id': iri('companies', buyer.id), id: buyer.id, name: buyer.name },
      kilometerStake: stake?.kilometerRate ?? 0,
      waitStake: stake?.waitHourRate ?? 0,
      courses: courses.map(courseWire),
    });
  }
  return { month, seller: { '@id': iri('companies', seller.id), ...seller }, buyers };
}
