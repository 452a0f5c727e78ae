/**
 * A transaction file's rows as cells (ADR 017): XLSX when it starts with the zip magic `PK\x03\x04`
 * (checked by zip-guard.ts before exceljs inflates it), otherwise CSV text (UTF-8, else Windows-1250 as
 * Polish Excel saves it), refused when it holds binary bytes. Row, column and cell caps hold for both.
 */
import { parse } from 'csv-parse/sync';
import type * as ExcelJS from 'exceljs';
import type { Cell } from '../../../domain/fleet/fuel-import';
import { loadExcel } from '../../reports/sheet-workbook';
import { checkZip } from './zip-guard';

export const MAX_TRANSACTION_FILE_BYTES = 2 * 1024 * 1024;
/** Data rows (the header not counted). */
export const MAX_TRANSACTION_ROWS = 5000;
export const MAX_TRANSACTION_COLUMNS = 30;
export const MAX_CELL_CHARS = 200;

export const FILE_MESSAGES = {
  notSpreadsheet: 'Plik nie jest arkuszem CSV ani XLSX',
  tooLarge: 'Plik jest za duży (najwyżej 2 MB)',
  unzippedTooLarge: 'Plik XLSX jest za duży po rozpakowaniu',
  tooManyRows: `Plik może zawierać najwyżej ${MAX_TRANSACTION_ROWS} transakcji`,
  tooManyColumns: `Wiersz może mieć najwyżej ${MAX_TRANSACTION_COLUMNS} kolumn`,
  cellTooLong: (line: number) => `Wiersz ${line}: komórka dłuższa niż ${MAX_CELL_CHARS} znaków`,
  badCsv: (line: number) => `Wiersz ${line}: niepoprawny zapis CSV`,
  noSheet: 'Plik XLSX nie zawiera arkusza',
} as const;

export type FileFormat = 'csv' | 'xlsx';
export interface FileRow {
  /** 1-based line (CSV) or row number (XLSX) in the file, for messages. */
  line: number;
  cells: Cell[];
}
export type ReadResult =
  { ok: true; format: FileFormat; rows: FileRow[] } | { ok: false; status: 400 | 413 | 422; message: string };

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const refuse = (status: 400 | 413 | 422, message: string): ReadResult => ({ ok: false, status, message });

function capped(format: FileFormat, rows: FileRow[]): ReadResult {
  if (rows.length > MAX_TRANSACTION_ROWS + 1) return refuse(422, FILE_MESSAGES.tooManyRows);
  for (const row of rows) {
    if (row.cells.length > MAX_TRANSACTION_COLUMNS) return refuse(422, FILE_MESSAGES.tooManyColumns);
    if (row.cells.some((cell) => typeof cell === 'string' && cell.length > MAX_CELL_CHARS))
      return refuse(422, FILE_MESSAGES.cellTooLong(row.line));
  }
  return { ok: true, format, rows };
}

/** Control bytes other than tab, CR, LF (and a NUL) mark a binary file. */
const isBinary = (data: Buffer) => data.some((byte) => byte < 0x09 || (byte > 0x0d && byte < 0x20));

function decodeText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('windows-1250').decode(data);
  }
}

function readCsv(data: Buffer): ReadResult {
  if (data.length === 0 || isBinary(data)) return refuse(400, FILE_MESSAGES.notSpreadsheet);
  const text = decodeText(data).replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  // Polish exports separate with ';' (the decimal separator is ','); a tab or ',' when the header has no ';'.
  const delimiter = firstLine.includes(';') ? ';' : firstLine.includes('\t') ? '\t' : ',';
  try {
    const records = parse(text, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      to: MAX_TRANSACTION_ROWS + 2,
      max_record_size: MAX_CELL_CHARS * MAX_TRANSACTION_COLUMNS,
      // With `info: true` each record comes as { record, info }; the typings do not say so.
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return capped(
      'csv',
      records.map(({ record, info }) => ({ line: info.lines, cells: record })),
    );
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return refuse(422, FILE_MESSAGES.badCsv(typeof line === 'number' ? line : 1));
  }
}

function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellOf((value.result ?? null) as ExcelJS.CellValue);
  if ('text' in value && typeof value.text === 'string') return value.text;
  return null;
}

async function readXlsx(data: Buffer): Promise<ReadResult> {
  const zip = checkZip(data);
  if (!zip.ok)
    return zip.reason === 'too-large'
      ? refuse(422, FILE_MESSAGES.unzippedTooLarge)
      : refuse(400, FILE_MESSAGES.notSpreadsheet);
  // exceljs loads with the first XLSX file, not with the server (its idle memory, ADR 012).
  const { Workbook } = await loadExcel();
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    return refuse(400, FILE_MESSAGES.notSpreadsheet);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return refuse(422, FILE_MESSAGES.noSheet);
  if (sheet.rowCount > MAX_TRANSACTION_ROWS + 1) return refuse(422, FILE_MESSAGES.tooManyRows);
  if (sheet.columnCount > MAX_TRANSACTION_COLUMNS) return refuse(422, FILE_MESSAGES.tooManyColumns);
  const rows: FileRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: Cell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellOf(cell.value);
    });
    rows.push({ line: rowNumber, cells: Array.from(cells, (cell) => cell ?? null) });
  });
  return capped('xlsx', rows);
}

/** A name that promises a workbook: its content must then be one (a zip), never read as CSV text. */
const EXCEL_NAME = /\.xlsx?$/i;

/**
 * The file's rows, header first, or why it is refused. `name` is the file's own: a text file named
 * .xlsx is told it is not a spreadsheet, not that it lacks a column (issue 31).
 */
export async function readTransactionFile(data: Buffer, name = ''): Promise<ReadResult> {
  if (data.length > MAX_TRANSACTION_FILE_BYTES) return refuse(413, FILE_MESSAGES.tooLarge);
  if (data.subarray(0, 4).equals(ZIP_MAGIC)) return readXlsx(data);
  if (EXCEL_NAME.test(name)) return refuse(400, FILE_MESSAGES.notSpreadsheet);
  return readCsv(data);
}
