/**
 * The rows of a fuel transaction file (issue 16 'Import transakcji', ADR 017): which columns it has,
 * how one row reads, and the Polish message naming the row and why when it does not. Pure: the server
 * reads CSV or XLSX into cells and hands them here; the caps are checked before (server/resources/fuel).
 */
import { parseMoney, toHundredths } from '../money';
import { warsawDateTime } from '../warsaw-time';

export const TRANSACTION_COLUMNS = {
  cardNumber: 'Numer karty',
  transactionDate: 'Data transakcji',
  amount: 'Kwota',
  grossDiscount: 'Rabat brutto',
  grossValueAfterDiscount: 'Wartość brutto po rabacie',
  netDiscount: 'Rabat netto',
  netValueAfterDiscount: 'Wartość netto po rabacie',
  netValueBeforeDiscount: 'Wartość netto przed rabatem',
} as const;
export type TransactionColumn = keyof typeof TRANSACTION_COLUMNS;
export type MoneyColumn = Exclude<TransactionColumn, 'cardNumber' | 'transactionDate'>;
const MONEY_COLUMNS: readonly MoneyColumn[] = [
  'amount',
  'grossDiscount',
  'grossValueAfterDiscount',
  'netDiscount',
  'netValueAfterDiscount',
  'netValueBeforeDiscount',
];

/** A cell as the readers give it: text (CSV, XLSX text), a number or a date (XLSX). */
export type Cell = string | number | Date | null;

export type TransactionDraft = { cardNumber: string; transactionDate: Date } & Record<MoneyColumn, number>;

export type RowResult = { ok: true; draft: TransactionDraft } | { ok: false; message: string };

export const IMPORT_MESSAGES = {
  missingColumn: (name: string) => `W pliku brakuje kolumny '${name}' (pierwszy wiersz to nagłówki)`,
  row: (line: number, why: string) => `Wiersz ${line}: ${why}`,
  noCard: 'brak numeru karty',
  badDate: 'niepoprawna data transakcji (oczekiwano DD-MM-YYYY HH:mm)',
  badAmount: (name: string) => `niepoprawna kwota w kolumnie '${name}'`,
  unknownCard: (number: string, company: string) =>
    `nie znaleziono karty paliwowej ${company} o numerze ${number}`,
  empty: 'Plik nie zawiera żadnej transakcji',
} as const;

// Headers compare case-insensitively, spaces collapsed, a UTF-8 BOM dropped (Excel writes one).
const folded = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

/**
 * Where each column is in the header row, or the message naming the first missing one.
 * Example: columnIndexes(['Numer karty', 'Data transakcji', ...]).ok === true
 */
export function columnIndexes(
  header: readonly Cell[],
): { ok: true; indexes: Record<TransactionColumn, number> } | { ok: false; message: string } {
  const names = header.map((cell) => (typeof cell === 'string' ? folded(cell) : ''));
  const indexes = {} as Record<TransactionColumn, number>;
  for (const [key, label] of Object.entries(TRANSACTION_COLUMNS) as [TransactionColumn, string][]) {
    const index = names.indexOf(folded(label));
    if (index < 0) return { ok: false, message: IMPORT_MESSAGES.missingColumn(label) };
    indexes[key] = index;
  }
  return { ok: true, indexes };
}

/** Card numbers are compared without spaces and dashes, as printed on cards and in statements. */
export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * 'DD-MM-YYYY HH:mm[:ss]' (or with dots), 'YYYY-MM-DD HH:mm[:ss]' as Warsaw time; an XLSX date cell
 * carries the wall time in its UTC fields (how spreadsheets store dates).
 */
export function readTransactionDate(cell: Cell): Date | null {
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return null;
    const wall = `${cell.getUTCFullYear()}-${pad(cell.getUTCMonth() + 1)}-${pad(cell.getUTCDate())}T${pad(cell.getUTCHours())}:${pad(cell.getUTCMinutes())}:${pad(cell.getUTCSeconds())}`;
    return warsawDateTime(wall);
  }
  if (typeof cell !== 'string') return null;
  const text = cell.trim();
  const dayFirst = /^(\d{2})[-.](\d{2})[-.](\d{4})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  const yearFirst = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  const [year, month, day, hour, minute, second] = dayFirst
    ? [dayFirst[3], dayFirst[2], dayFirst[1], dayFirst[4], dayFirst[5], dayFirst[6]]
    : yearFirst
      ? yearFirst.slice(1, 7)
      : [];
  if (!year || !month || !day || !hour || !minute) return null;
  const date = new Date(Date.UTC(+year, +month - 1, +day, +hour, +minute, +(second ?? 0)));
  if (date.getUTCDate() !== +day || date.getUTCMonth() !== +month - 1 || +hour > 23) return null;
  return warsawDateTime(`${year}-${month}-${day}T${hour}:${minute}:${second ?? '00'}`);
}

/** Hundredths from '245,67', '1 245.67 zł' or the number 245.67; null when not an amount. */
export function readAmount(cell: Cell): number | null {
  if (typeof cell === 'number') {
    const hundredths = toHundredths(cell);
    return Number.isSafeInteger(hundredths) && Math.abs(cell * 100 - hundredths) < 1e-6 ? hundredths : null;
  }
  if (typeof cell !== 'string' || cell.trim() === '') return null;
  return parseMoney(cell);
}

/** One data row (its 1-based line in the file for the message). */
export function readTransactionRow(
  cells: readonly Cell[],
  indexes: Record<TransactionColumn, number>,
  line: number,
): RowResult {
  const fail = (why: string): RowResult => ({ ok: false, message: IMPORT_MESSAGES.row(line, why) });
  const rawCard = cells[indexes.cardNumber];
  const cardNumber = normalizeCardNumber(
    typeof rawCard === 'number' ? String(rawCard) : typeof rawCard === 'string' ? rawCard : '',
  );
  if (cardNumber === '') return fail(IMPORT_MESSAGES.noCard);
  const transactionDate = readTransactionDate(cells[indexes.transactionDate] ?? null);
  if (!transactionDate) return fail(IMPORT_MESSAGES.badDate);
  const amounts = {} as Record<MoneyColumn, number>;
  for (const column of MONEY_COLUMNS) {
    const value = readAmount(cells[indexes[column]] ?? null);
    if (value === null || Math.abs(value) > 2_000_000_000)
      return fail(IMPORT_MESSAGES.badAmount(TRANSACTION_COLUMNS[column]));
    amounts[column] = value;
  }
  return { ok: true, draft: { cardNumber, transactionDate, ...amounts } };
}

/** True for a row with no content (trailing empty lines of a spreadsheet are skipped, not errors). */
export function isBlankRow(cells: readonly Cell[]): boolean {
  return cells.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''));
}
