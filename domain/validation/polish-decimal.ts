/**
 * Numbers typed as Poles write them: a decimal comma (a dot also reads), spaces between thousands.
 * One reading for every form that takes a figure (settlement, kilometer and driver reports, invoice
 * quantities, prices of the cost table and the report generator).
 */

/** The text with spaces out and the comma as a dot. Example: compactDecimal('1 200,5') === '1200.5' */
export const compactDecimal = (text: string) => text.replace(/\s/g, '').replace(',', '.');

/**
 * A form field's value for its zod schema: a typed text as a number (NaN when it is none, which the
 * schema's number check refuses in its own words); '' stays '' ("not given" or "required" to the
 * schema); anything not a text as it is.
 * Example: typedNumber('12,5') === 12.5; typedNumber(' ') === ''; typedNumber(3) === 3
 */
export const typedNumber = (value: unknown) => {
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? '' : Number(compactDecimal(value));
};
