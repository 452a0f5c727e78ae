import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { answerText } from './answer-text.support';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function pdfOf(line: string): Promise<Buffer> {
  return new Promise((done) => {
    const document = new PDFDocument();
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => done(Buffer.concat(chunks)));
    document.text(line);
    document.end();
  });
}

describe('answerText', () => {
  it('reads the cells of a workbook, which its zipped bytes hide', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Kursy').addRow(['Nabywca', 'PKP Intercity', 5262546116]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(bytes.toString('latin1')).not.toContain('PKP Intercity');
    const text = await answerText(XLSX, bytes);
    expect(text).toContain('PKP Intercity');
    expect(text).toContain('5262546116');
  });

  it('reads the text of a PDF', async () => {
    const text = await answerText('application/pdf', await pdfOf('NIP 5262546116'));
    expect(text).toContain('5262546116');
  });

  it('reads JSON and CSV as they are and an image as nothing', async () => {
    expect(await answerText('application/json; charset=utf-8', Buffer.from('{"a":"b"}'))).toBe('{"a":"b"}');
    expect(await answerText('text/csv; charset=utf-8', Buffer.from('a;b'))).toBe('a;b');
    expect(await answerText('image/png', Buffer.from('PKP'))).toBe('');
    expect(await answerText(undefined, Buffer.from('PKP'))).toBe('');
  });
});
