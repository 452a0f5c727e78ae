/**
 * The one-sheet xlsx files of the reports (course list, finance, cost summary, fleet): a sheet is a
 * name and its columns (`defineSheet`), its rows a record per column key, and every file is written by
 * `buildSheetWorkbook`, so each report has the same header, filter and cell escaping.
 */
import type * as ExcelJS from 'exceljs';
import { wallClock } from '../../domain/warsaw-time';
import { escapeCell } from './escape-cell';

/** A cell's value: text, a number, a date cell (`excelDateTime`) or empty. */
export type SheetValue = string | number | Date | null;

/** How a date cell reads in Excel and LibreOffice: the Polish day first (issue 31). */
export const DATE_TIME_CELL = 'dd.mm.yyyy hh:mm';

/** A sheet's column: header text, row key and width in characters. */
export interface SheetColumn<K extends string> {
  readonly header: string;
  readonly key: K;
  readonly width: number;
  /** Excel number format of the column's numbers (e.g. '0.00' for money in złoty). */
  readonly numFmt?: string;
}

/**
 * An instant as a spreadsheet date cell showing its Polish wall-clock time. A spreadsheet's date has
 * no time zone and exceljs writes a Date by its UTC fields, so the Date carries Warsaw's fields as UTC.
 * Example: excelDateTime('2026-11-12T09:05:00Z').toISOString() === '2026-11-12T10:05:00.000Z'
 */
export function excelDateTime(iso: string): Date {
  const { year, month, day, hour, minute } = wallClock(new Date(iso));
  return new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute)));
}

type ExcelModule = typeof ExcelJS;

/** exceljs is CommonJS and heavy: loaded on the first report only. */
export async function loadExcel(): Promise<ExcelModule> {
  const loaded: ExcelModule | { default: ExcelModule } = await import('exceljs');
  return 'default' in loaded ? loaded.default : loaded;
}

/** An xlsx file of one sheet (header row bold, frozen, filterable); every text cell goes through `escapeCell`. */
export async function buildSheetWorkbook<K extends string>(
  sheetName: string,
  columns: readonly SheetColumn<K>[],
  rows: readonly Record<K, SheetValue>[],
): Promise<Buffer> {
  const { Workbook } = await loadExcel();
  const workbook = new Workbook();
  workbook.creator = 'Kursownik';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(({ header, key, width, numFmt }) => ({
    header,
    key,
    width,
    ...(numFmt ? { style: { numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const values: Record<string, SheetValue> = {};
    for (const { key } of columns) {
      const value = row[key];
      values[key] = typeof value === 'string' ? escapeCell(value) : value;
    }
    sheet.addRow(values);
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data);
}

/** A report's sheet: its name, its columns and the file of its rows. */
export interface Sheet<K extends string> {
  readonly name: string;
  readonly columns: readonly SheetColumn<K>[];
  build(rows: readonly Record<K, SheetValue>[]): Promise<Buffer>;
}

/** The row type of a sheet: a value per column key. */
export type SheetRow<S extends Sheet<string>> = Record<S['columns'][number]['key'], SheetValue>;

/** Example: defineSheet('Koszty', [{ header: 'Miesiąc', key: 'month', width: 16 }]).build(rows) */
export function defineSheet<K extends string>(name: string, columns: readonly SheetColumn<K>[]): Sheet<K> {
  return { name, columns, build: (rows) => buildSheetWorkbook(name, columns, rows) };
}
