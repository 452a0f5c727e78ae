import { describe, expect, it } from 'vitest';
import { isWithinTransferWindow, transferWindowError } from './transfer-protocol';

const createdAt = new Date(2024, 0, 10, 12, 0);
const hours = (h: number) => new Date(createdAt.getTime() + h * 3_600_000);

describe('transfer date window', () => {
  it('accepts a transfer up to 12 h either side of creation', () => {
    expect(isWithinTransferWindow(hours(-12), createdAt)).toBe(true);
    expect(isWithinTransferWindow(hours(0), createdAt)).toBe(true);
    expect(isWithinTransferWindow(hours(12), createdAt)).toBe(true);
    expect(transferWindowError(hours(11.5), createdAt)).toBeNull();
  });

  it('refuses a transfer further away with the spec message', () => {
    expect(transferWindowError(new Date(hours(12).getTime() + 60_000), createdAt)).toBe(
      'Data i godzina przekazania muszą być w przedziale +/-12h',
    );
    expect(isWithinTransferWindow(hours(-13), createdAt)).toBe(false);
  });
});
