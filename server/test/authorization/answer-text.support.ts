/**
 * The readable text of an answer, whatever its format, for the tenant-escape suite's search for victim
 * data: JSON and text as they are; an .xlsx workbook as its cells' values; a PDF as its pages' text.
 * A download's bytes are compressed (zip, PDF streams), so a victim's name or NIP inside one is
 * invisible to a search of the raw body: without this the suite read every download as empty.
 */
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Every cell of every sheet, one line a row, cells joined by tabs. */
async function workbookText(bytes: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  const lines: string[] = [];
  workbook.eachSheet((sheet) => {
    lines.push(sheet.name);
    sheet.eachRow((row) => {
      const cells: string[] = [];
      row.eachCell((cell) => cells.push(cell.text));
      lines.push(cells.join('\t'));
    });
  });
  return lines.join('\n');
}

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

/**
 * Example: await answerText('application/pdf', pdfBytes) -> 'Faktura VAT nr 1/12/2026 ... PKP Intercity ...'.
 * An answer of any other type (an image, an empty 204) reads as ''.
 */
export async function answerText(contentType: unknown, body: Buffer): Promise<string> {
  const type = typeof contentType === 'string' ? contentType : '';
  if (/json|text/.test(type)) return body.toString('utf8');
  if (type.startsWith(XLSX)) return workbookText(body);
  if (type.startsWith('application/pdf')) return pdfText(body);
  return '';
}
