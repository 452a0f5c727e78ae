import { describe, expect, it } from 'vitest';
import {
  TRANSACTION_COLUMNS,
  columnIndexes,
  readAmount,
  readTransactionDate,
  readTransactionRow,
} from './fuel-import';

const header = Object.values(TRANSACTION_COLUMNS);

describe('fuel transaction rows', () => {
  it('finds the columns in any order and case, and names the first missing one', () => {
    const shuffled = [...header].reverse().map((name) => name.toUpperCase());
    const found = columnIndexes(['Inne', ...shuffled]);
    expect(found.ok && found.indexes.cardNumber).toBe(header.length);
    expect(columnIndexes(header.slice(1))).toEqual({
      ok: false,
      message: "W pliku brakuje kolumny 'Numer karty' (pierwszy wiersz to nagłówki)",
    });
  });

  it('reads Warsaw dates written day first, year first, or as a spreadsheet date', () => {
    expect(readTransactionDate('03-11-2026 07:42')?.toISOString()).toBe('2026-11-03T06:42:00.000Z');
    expect(readTransactionDate('2026-07-01 10:00:30')?.toISOString()).toBe('2026-07-01T08:00:30.000Z');
    expect(readTransactionDate(new Date(Date.UTC(2026, 6, 1, 10, 0)))?.toISOString()).toBe(
      '2026-07-01T08:00:00.000Z',
    );
    expect(readTransactionDate('31-02-2026 10:00')).toBeNull();
    expect(readTransactionDate('01-01-2026 24:00')).toBeNull();
    expect(readTransactionDate(45000)).toBeNull();
  });

  it('reads amounts to hundredths and refuses a third decimal', () => {
    expect(readAmount('245,67')).toBe(24567);
    expect(readAmount('1 245.6 zł')).toBe(124560);
    expect(readAmount(19.99)).toBe(1999);
    expect(readAmount(1.005)).toBeNull();
    expect(readAmount('12,345')).toBeNull();
    expect(readAmount('')).toBeNull();
  });

  it('names the row and the column of a bad amount', () => {
    const found = columnIndexes(header);
    if (!found.ok) throw new Error('header');
    const cells = ['7071 0012', '01-07-2026 10:00', '100,00', 'x', '100,00', '0', '81,30', '81,30'];
    expect(readTransactionRow(cells, found.indexes, 7)).toEqual({
      ok: false,
      message: "Wiersz 7: niepoprawna kwota w kolumnie 'Rabat brutto'",
    });
    const good = readTransactionRow([...cells.slice(0, 3), '0', ...cells.slice(4)], found.indexes, 2);
    expect(good.ok && good.draft.cardNumber).toBe('70710012');
  });
});
