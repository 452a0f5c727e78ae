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
