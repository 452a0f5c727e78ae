import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  OWN_PHONE_MESSAGES,
  applyPhoneChange,
  defaultSwitchLocked,
  ownPhoneSchema,
  phoneChangeOf,
  type PhoneChange,
} from './own-phones';
import { PHONE_LIST_MESSAGES, type PhoneEntry } from './user-block.schema';

const one: PhoneEntry[] = [{ id: 1, phone: '600100200', main: true }];
const two: PhoneEntry[] = [...one, { id: 2, phone: '600100201', main: false }];

describe('applyPhoneChange', () => {
  it('adds a phone; a default added unsets the old one, the first one is always the default', () => {
    expect(applyPhoneChange(one, { kind: 'add', entry: { phone: '600100300', main: true } })).toEqual({
      ok: true,
      phones: [
        { id: 1, phone: '600100200', main: false },
        { phone: '600100300', main: true },
      ],
    });
    expect(applyPhoneChange([], { kind: 'add', entry: { phone: '600100300', main: false } })).toEqual({
      ok: true,
      phones: [{ phone: '600100300', main: true }],
    });
  });

  it('edits a number and moves the default; un-defaulting the default is refused', () => {
    expect(
      applyPhoneChange(two, { kind: 'edit', index: 1, entry: { phone: '600100209', main: true } }),
    ).toEqual({
      ok: true,
      phones: [
        { id: 1, phone: '600100200', main: false },
        { id: 2, phone: '600100209', main: true },
      ],
    });
    expect(
      applyPhoneChange(two, { kind: 'edit', index: 0, entry: { phone: '600100200', main: false } }),
    ).toEqual({
      ok: false,
      violation: { field: 'main', message: OWN_PHONE_MESSAGES.keepDefault },
    });
  });

  it('removes only with two phones; removing the default promotes the first remaining one', () => {
    expect(applyPhoneChange(one, { kind: 'remove', index: 0 })).toEqual({
      ok: false,
      violation: { field: 'phone', message: OWN_PHONE_MESSAGES.lastPhone },
    });
    expect(applyPhoneChange(two, { kind: 'remove', index: 0 })).toEqual({
      ok: true,
      phones: [{ id: 2, phone: '600100201', main: true }],
    });
  });

  it('refuses a number twice and a malformed number through the person block schema', () => {
    expect(applyPhoneChange(two, { kind: 'add', entry: { phone: '600100201', main: false } })).toEqual({
      ok: false,
      violation: { field: 'phone', message: PHONE_LIST_MESSAGES.duplicate },
    });
    expect(applyPhoneChange(two, { kind: 'edit', index: 1, entry: { phone: '6001', main: false } }).ok).toBe(
      false,
    );
  });

  it('answers an empty number as required and a short one with the 9-digit rule', () => {
    const message = (phone: string) =>
      ownPhoneSchema.safeParse({ phone, main: false }).error?.issues.map((issue) => issue.message);
    expect(message('')).toEqual(['Pole jest wymagane']);
    expect(message('6001')).toEqual(['Numer telefonu powinien składać się z 9 cyfr']);
    expect(message('600100200')).toBeUndefined();
  });

  it('keeps exactly one default after any accepted sequence of changes', () => {
    const entry = fc.record({
      phone: fc.integer({ min: 500000000, max: 799999999 }).map(String),
      main: fc.boolean(),
    });
    const change: fc.Arbitrary<PhoneChange> = fc.oneof(
      entry.map((e) => ({ kind: 'add' as const, entry: e })),
      fc.record({ kind: fc.constant('edit' as const), index: fc.nat(4), entry }),
      fc.record({ kind: fc.constant('remove' as const), index: fc.nat(4) }),
    );
    fc.assert(
      fc.property(fc.array(change, { maxLength: 20 }), (changes) => {
        let phones: PhoneEntry[] = [];
        for (const next of changes) {
          if (next.kind !== 'add' && next.index >= phones.length) continue;
          const result = applyPhoneChange(phones, next);
          if (result.ok) phones = result.phones;
          expect(phones.length === 0 || phones.filter((p) => p.main).length === 1).toBe(true);
        }
      }),
    );
  });
});

describe('defaultSwitchLocked', () => {
  it('locks the switch on for a first phone and for the current default only', () => {
    expect(defaultSwitchLocked([], null)).toBe(true);
    expect(defaultSwitchLocked(two, null)).toBe(false);
    expect(defaultSwitchLocked(two, 0)).toBe(true);
    expect(defaultSwitchLocked(two, 1)).toBe(false);
  });
});

describe('phoneChangeOf', () => {
  it('names the listed phone by its index, and nothing for a phone not in the list', () => {
    const entry = { phone: '600100209', main: false };
    expect(phoneChangeOf(two, { kind: 'edit', phoneId: 2, entry })).toEqual({
      kind: 'edit',
      index: 1,
      entry,
    });
    expect(phoneChangeOf(two, { kind: 'remove', phoneId: 1 })).toEqual({ kind: 'remove', index: 0 });
    expect(phoneChangeOf(two, { kind: 'remove', phoneId: 99 })).toBeNull();
    expect(phoneChangeOf(two, { kind: 'add', entry })).toEqual({ kind: 'add', entry });
  });
});
