// Draws the first page of the sample invoice (server/test/invoice-pdf/invoice-pdf.support.ts) into
// docs/screens/invoice-pdf.png at 60 dpi, as `pdftoppm -png -r 60 -f 1 -l 1` would. These machines
// have no poppler, so pdf.js (unpdf's build, already installed) paints the page in Chromium.
//   npx tsx scripts/invoice-pdf-screen.ts [--dpi 60] [--out docs/screens/invoice-pdf.png]
//     [--sample short|long|polish] [--page 1]   (other samples and pages: to look at, not committed)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { journeyBrowserPath } from './journey-browser';
import { longInvoice, polishInvoice, shortInvoice } from '../server/test/invoice-pdf/invoice-pdf.support';
import { renderInvoicePdf } from '../server/invoice-pdf/render-invoice-pdf';

const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const dpi = Number(option('--dpi', '60'));
const out = option('--out', 'docs/screens/invoice-pdf.png');

// The package exports pdf.js for `import` only: resolved as a module, read as a file.
const pdfjs = readFileSync(fileURLToPath(import.meta.resolve('unpdf/pdfjs'))).toString();
const samples = { short: shortInvoice, long: longInvoice, polish: polishInvoice };
const sample = option('--sample', 'short');
if (!(sample in samples)) throw new Error(`--sample is one of ${Object.keys(samples).join(', ')}`);
const pageNumber = Number(option('--page', '1'));
const pdf = await renderInvoicePdf(samples[sample as keyof typeof samples]);

// The page paints the PDF by itself (plain JavaScript in the browser, no DOM types needed here).
const html = `<body style="margin:0"><canvas></canvas><script type="module">
  import { getDocument } from '/pdfjs.mjs';
  const pdf = await getDocument({ url: '/invoice.pdf' }).promise;
  const page = await pdf.getPage(${pageNumber});
  const viewport = page.getViewport({ scale: ${dpi / 72} });
  const canvas = document.querySelector('canvas');
  canvas.width = Math.round(viewport.width);
  canvas.height = Math.round(viewport.height);
  await page.render({ canvas, canvasContext: canvas.getContext('2d'), viewport }).promise;
  document.body.dataset.rendered = 'yes';
</script></body>`;

const browser = await chromium.launch({ executablePath: journeyBrowserPath() });
try {
  const page = await browser.newPage();
  await page.route('http://invoice.local/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/pdfjs.mjs') return route.fulfill({ body: pdfjs, contentType: 'text/javascript' });
    if (path === '/invoice.pdf') return route.fulfill({ body: pdf, contentType: 'application/pdf' });
    return route.fulfill({ body: html, contentType: 'text/html' });
  });
  await page.goto('http://invoice.local/');
  await page.locator('body[data-rendered="yes"]').waitFor();
  await page.locator('canvas').screenshot({ path: out });
  console.log(`${out}: ${sample} invoice, page ${pageNumber} at ${dpi} dpi`);
} finally {
  await browser.close();
}
