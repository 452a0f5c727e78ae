/** Characters that make a spreadsheet read a text cell as a formula (CSV/formula injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Neutralises a text cell for spreadsheets: a value starting with = + - @, a tab or a carriage return
 * gets a leading apostrophe, so it is shown as typed and never evaluated. Other values pass unchanged.
 *
 * Example: escapeCell('=HYPERLINK("x")') === '\'=HYPERLINK("x")'; escapeCell('Kraków') === 'Kraków'
 */
export function escapeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * A semicolon-separated CSV cell: escaped for spreadsheets, then quoted when it holds the separator, a
 * quote or a line break (RFC 4180). Example: csvCell('a;b') === '"a;b"'; csvCell('=1') === "'=1"
 */
export function csvCell(value: string): string {
  const escaped = escapeCell(value);
  return /[;"\r\n]/.test(escaped) ? `"${escaped.replace(/"/g, '""')}"` : escaped;
}
