/**
 * One way to start a pdfkit document for the server's printouts (the kilometer report, the invoice):
 * pdfkit loaded on first use, DejaVu Sans from `dejavu-fonts-ttf` registered as 'regular' and 'bold'
 * (embedded, so Polish letters survive on machines without system fonts, row 181) and the bytes
 * collected into one Buffer.
 * The font paths are resolved from this module at run time, not copied: under tsx and Vitest that is
 * server/pdf/, in the esbuild bundle dist-server/, and both find node_modules above them (packages
 * stay external, ADR 013).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
export const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export type PdfDocument = PDFKit.PDFDocument;

export interface OpenedPdf {
  doc: PdfDocument;
  /** Resolves with the whole file once `doc.end()` has been called. */
  done: Promise<Buffer>;
}

/** pdfkit is CommonJS and not small: loaded with the first printout. */
async function loadPdfKit() {
  return (await import('pdfkit')).default;
}

export async function openPdf(options: PDFKit.PDFDocumentOptions): Promise<OpenedPdf> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  return { doc, done };
}
