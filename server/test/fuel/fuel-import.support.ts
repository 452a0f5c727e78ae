/** Test helpers of the fuel tests: a multipart body as a browser's FormData sends it, files to import. */
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { TRANSACTION_COLUMNS } from '../../../domain/fleet/fuel-import';

const BOUNDARY = '----kursownikTestBoundary7MA4YWxk';

export function multipartBody(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

export const HEADER = Object.values(TRANSACTION_COLUMNS);

/** A ';' CSV of [card, 'DD-MM-YYYY HH:mm', amount text] rows; the other amounts derived simply. */
export function csvOf(rows: readonly (readonly [string, string, string])[]): Buffer {
  const lines = rows.map(([card, date, amount]) =>
    [card, date, amount, '0,00', amount, '0,00', amount, amount].join(';'),
  );
  return Buffer.from([HEADER.join(';'), ...lines].join('\n'));
}

/** An XLSX of [card, wall-time Date (UTC fields), amount in złoty] rows. */
export async function xlsxOf(rows: readonly (readonly [string, Date, number])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Transakcje');
  sheet.addRow(HEADER);
  for (const [card, date, amount] of rows) sheet.addRow([card, date, amount, 0, amount, 0, amount, amount]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * A one-entry zip whose entry declares `declared` bytes but inflates to `actual` zeros (a zip bomb when
 * actual > declared; an honest huge entry when both are huge). Tiny on disk either way.
 */
export function zipBomb(declared: number, actual: number, entry = 'xl/worksheets/sheet1.xml'): Buffer {
  const name = Buffer.from(entry);
  const data = deflateRawSync(Buffer.alloc(actual));
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42);
  const centralOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}
