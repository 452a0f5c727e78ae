/**
 * An invoice as the API shows it and as its document prints it: the totals are the domain's
 * (`invoiceTotals`), computed from the stored items, never stored themselves.
 */
import { iri } from '../../../domain/contract/iri';
import type {
  InvoiceCourseWire,
  InvoiceListItem,
  InvoiceWire,
} from '../../../domain/contract/invoice.schema';
import type { InvoiceDocument, InvoiceParty } from '../../../domain/invoices/invoice-document';
import { invoiceDaysLeft, type InvoiceStatus } from '../../../domain/invoices/invoice-status';
import { invoiceTotals, type InvoiceTotals } from '../../../domain/invoices/invoice-totals';
import type { CandidateCourse } from './invoice-candidates';
import type { InvoiceItemRow, InvoiceRow } from './invoices.repository';

type Party = InvoiceParty & { id: number };

export const totalsOf = (items: readonly InvoiceItemRow[]): InvoiceTotals =>
  invoiceTotals(
    items.map((item) => ({
      name: item.name,
      unit: item.quantityUnit,
      taxRate: item.tax,
      unitPriceNet: item.price,
      quantityMilli: item.quantity,
    })),
  );

const refOf = (party: Party) => ({ '@id': iri('companies', party.id), id: party.id, name: party.name });

export const courseWire = (course: CandidateCourse): InvoiceCourseWire => ({
  '@id': iri('taxi_courses', course.courseId),
  id: course.courseId,
  day: course.day,
  rideNumbers: course.rideNumbers,
  distance: course.distance,
  waitingHundredthsOfHour: course.waitingHundredthsOfHour,
  highwayCost: course.highwayCost,
});

export function invoiceListView(
  row: InvoiceRow,
  buyer: Party,
  items: readonly InvoiceItemRow[],
  today: string,
): InvoiceListItem {
  return {
    '@id': iri('invoices', row.id),
    '@type': 'Invoice',
    id: row.id,
    number: row.number,
    status: row.status as InvoiceStatus,
    buyer: refOf(buyer),
    issueDate: row.issueDate,
    sellDate: row.sellDate,
    paymentTo: row.paymentTo,
    daysLeft: invoiceDaysLeft(row.status as InvoiceStatus, row.paymentTo, today),
    gross: totalsOf(items).totals.gross,
  };
}

export function invoiceView(
  row: InvoiceRow,
  parties: { seller: Party; buyer: Party },
  items: readonly InvoiceItemRow[],
  courses: readonly CandidateCourse[],
  today: string,
): InvoiceWire {
  const { lines, vatSummary, totals } = totalsOf(items);
  return {
    ...invoiceListView(row, parties.buyer, items, today),
    seller: { ...parties.seller, ...refOf(parties.seller) },
    buyer: { ...parties.buyer, ...refOf(parties.buyer) },
    place: row.place,
    kilometerStake: row.kilometerStake,
    waitStake: row.waitStake,
    invoiceItems: lines.map((line, index) => ({
      name: line.name,
      quantityUnit: line.unit,
      tax: line.taxRate,
      price: line.unitPriceNet,
      quantity: items[index]?.quantity ?? line.quantityMilli,
      net: line.net,
      vat: line.vat,
      gross: line.gross,
    })),
    vatSummary,
    totals,
    courses: courses.map(courseWire),
    version: row.version,
  };
}

const partyOf = ({ id: _id, ...party }: Party): InvoiceParty => party;

/** What the PDF renderer draws (domain/invoices/invoice-document.ts). */
export function invoiceDocument(
  row: InvoiceRow,
  parties: { seller: Party; buyer: Party },
  items: readonly InvoiceItemRow[],
): InvoiceDocument {
  const { lines, vatSummary, totals } = totalsOf(items);
  return {
    number: row.number,
    status: row.status as InvoiceStatus,
    place: row.place,
    issueDate: row.issueDate,
    sellDate: row.sellDate,
    paymentTo: row.paymentTo,
    seller: partyOf(parties.seller),
    buyer: partyOf(parties.buyer),
    lines,
    vatSummary,
    totals,
  };
}
