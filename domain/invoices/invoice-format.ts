/**
 * How an invoice writes its quantities and the seller's account number (issue 17, the PDF and the
 * invoice page alike). Money has its own formatter (`domain/money.ts`).
 */

const quantityFormat = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 3 });

/**
 * A quantity in thousandths as Polish decimals, without trailing zeros.
 * Example: formatQuantityMilli(1500) === '1,5'; formatQuantityMilli(12000) === '12'; formatQuantityMilli(125) === '0,125'
 */
export function formatQuantityMilli(milli: number): string {
  if (!Number.isSafeInteger(milli)) throw new RangeError(`Not a quantity in thousandths: ${milli}`);
  return quantityFormat.format(milli / 1000);
}

/**
 * A 26-digit Polish account number (NRB) grouped as banks print it: 2 digits, then six groups of 4.
 * Anything else is shown as stored.
 * Example: formatBankAccount('61109010140000071219812874') === '61 1090 1014 0000 0712 1981 2874'
 */
export function formatBankAccount(account: string): string {
  if (!/^[0-9]{26}$/.test(account)) return account;
  return [account.slice(0, 2), ...(account.slice(2).match(/[0-9]{4}/g) ?? [])].join(' ');
}
