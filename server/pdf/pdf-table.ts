/**
 * One way to draw a table row in the server's printouts (the kilometer report, the invoice): cells laid
 * over fixed columns (a cell may span several), the row as tall as its tallest wrapped cell, a grid of
 * boxes round each cell or a rule under the row, and a page break before a row that does not fit,
 * which the caller shapes (a continuation line, the header again).
 */
import type { PdfDocument } from './pdf-document';

export type PdfAlign = 'left' | 'center' | 'right';

export interface PdfColumn {
  /** Points. */
  width: number;
  align: PdfAlign;
}

/** One cell: its text over `span` columns; `border: false` is a label beside the grid. */
export interface PdfCell {
  text: string;
  span?: number;
  align?: PdfAlign;
  border?: boolean;
}

export interface PdfRowStyle {
  bold: boolean;
  /** A background under the boxes ('cells' grid only), or null. */
  fill: string | null;
}

export interface PdfTableOptions {
  columns: readonly PdfColumn[];
  /** The x of the first column. */
  left: number;
  fontSize: number;
  /** Inner padding of a cell, points. */
  pad: number;
  /** 'cells': a box round every cell; 'rule': one line under the row. */
  grid: 'cells' | 'rule';
  gridColor: string;
  /** The lowest y a row may reach before it goes to a new page. */
  bottom: number;
  /** Starts the new page for a row that does not fit; leaves doc.y where the row goes. */
  breakPage: () => void;
}

const PLAIN: PdfRowStyle = { bold: false, fill: null };

export class PdfTable {
  constructor(
    private readonly doc: PdfDocument,
    private readonly options: PdfTableOptions,
  ) {}

  /** The cells' x and width, each cell spanning its columns. */
  private layout(cells: readonly PdfCell[]) {
    const { columns, left } = this.options;
    let column = 0;
    let x = left;
    return cells.map((cell) => {
      const span = cell.span ?? 1;
      const spanned = columns.slice(column, column + span);
      const width = spanned.reduce((sum, each) => sum + each.width, 0);
      const placed = { cell, x, width, align: cell.align ?? spanned[0]?.align ?? 'left' };
      column += span;
      x += width;
      return placed;
    });
  }

  private font(style: PdfRowStyle): void {
    this.doc.font(style.bold ? 'bold' : 'regular').fontSize(this.options.fontSize);
  }

  /** The row's height: its tallest wrapped cell plus the padding. */
  height(cells: readonly PdfCell[], style: PdfRowStyle = PLAIN): number {
    const { pad } = this.options;
    this.font(style);
    const heights = this.layout(cells).map(({ cell, width }) =>
      this.doc.heightOfString(cell.text || ' ', { width: width - 2 * pad }),
    );
    return Math.max(...heights) + 2 * pad;
  }

  /** Draws the row at doc.y, whether or not it fits, and leaves doc.y under it. */
  draw(cells: readonly PdfCell[], style: PdfRowStyle, height: number): void {
    const { doc } = this;
    const { pad, grid, gridColor, left } = this.options;
    const top = doc.y;
    const placed = this.layout(cells);
    if (grid === 'cells')
      for (const { cell, x, width } of placed) {
        if (cell.border === false) continue;
        if (style.fill) doc.rect(x, top, width, height).fill(style.fill);
        doc.rect(x, top, width, height).lineWidth(0.5).strokeColor(gridColor).stroke();
      }
    doc.fillColor('black');
    this.font(style);
    for (const { cell, x, width, align } of placed)
      doc.text(cell.text, x + pad, top + pad, { width: width - 2 * pad, align });
    if (grid === 'rule') {
      const right = placed.reduce((end, { x, width }) => Math.max(end, x + width), left);
      doc
        .moveTo(left, top + height)
        .lineTo(right, top + height)
        .lineWidth(0.5)
        .strokeColor(gridColor)
        .stroke();
    }
    doc.x = left;
    doc.y = top + height;
  }

  /** A row on this page if it fits, else on a new one (`breakPage`). */
  row(cells: readonly PdfCell[], style: PdfRowStyle = PLAIN): void {
    const height = this.height(cells, style);
    if (this.doc.y + height > this.options.bottom) this.options.breakPage();
    this.draw(cells, style, height);
  }
}
