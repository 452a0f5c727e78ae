/**
 * One's own phones in the settings (administration.md §2.6 user-phone-settings, §4 phone list): add,
 * edit or remove one phone at a time. The SPA computes the list it shows with these functions and the
 * server (`/api/user_phones`) applies the same ones to the stored list before writing it, so both ends
 * refuse the same changes: the only phone stays the default, removal needs two phones, exactly one
 * default, no number twice (phoneListSchema).
 */
import { z } from 'zod';
import { REQUIRED } from '../validation/messages';
import {
  phoneEntrySchema,
  phoneListSchema,
  withDefaultPhone,
  withoutPhone,
  canRemovePhone,
} from './user-block.schema';
import type { PhoneEntry } from './user-block.schema';

export const OWN_PHONE_MESSAGES = {
  lastPhone: 'Nie można usunąć jedynego numeru telefonu',
  keepDefault: 'Aby zmienić domyślny numer, ustaw jako domyślny inny numer telefonu',
  unknownPhone: 'Nie znaleziono numeru telefonu',
} as const;

/**
 * The add and edit form (and the body of POST/PUT `/api/user_phones`, with `version`). A settings form:
 * an empty number is 'Pole jest wymagane' (administration.md §5), anything else the 9-digit rule.
 */
export const ownPhoneSchema = phoneEntrySchema.pick({ phone: true, main: true }).extend({
  phone: z.string().min(1, { error: REQUIRED, abort: true }).pipe(phoneEntrySchema.shape.phone),
});
export type OwnPhoneInput = z.output<typeof ownPhoneSchema>;

export type PhoneChange =
  | { kind: 'add'; entry: OwnPhoneInput }
  | { kind: 'edit'; index: number; entry: OwnPhoneInput }
  | { kind: 'remove'; index: number };

/** One call of the settings page; `phoneId` names a stored phone (`/api/user_phones/{id}`). */
export type OwnPhoneCall =
  | { kind: 'add'; entry: OwnPhoneInput }
  | { kind: 'edit'; phoneId: number; entry: OwnPhoneInput }
  | { kind: 'remove'; phoneId: number };

/**
 * The list change a call makes, or null when the phone it names is not in the list.
 * Example: phoneChangeOf([{ id: 7, phone: '600100200', main: true }], { kind: 'remove', phoneId: 7 })
 *   -> { kind: 'remove', index: 0 }
 */
export function phoneChangeOf(phones: readonly { id?: number }[], call: OwnPhoneCall): PhoneChange | null {
  if (call.kind === 'add') return call;
  const index = phones.findIndex((entry) => entry.id === call.phoneId);
  if (index < 0) return null;
  return call.kind === 'edit' ? { kind: 'edit', index, entry: call.entry } : { kind: 'remove', index };
}

export interface PhoneViolation {
  /** The form field the message belongs to. */
  field: 'phone' | 'main';
  message: string;
}

export type PhoneChangeResult = { ok: true; phones: PhoneEntry[] } | { ok: false; violation: PhoneViolation };

const refused = (field: PhoneViolation['field'], message: string): PhoneChangeResult => ({
  ok: false,
  violation: { field, message },
});

function changed(phones: readonly PhoneEntry[], change: PhoneChange): PhoneChangeResult {
  if (change.kind === 'remove') {
    if (!canRemovePhone(phones)) return refused('phone', OWN_PHONE_MESSAGES.lastPhone);
    return { ok: true, phones: withoutPhone(phones, change.index) };
  }
  if (change.kind === 'add') {
    const next = [...phones, { ...change.entry }];
    // The first phone is the default whatever the switch says (§4: a default is mandatory).
    const makeDefault = change.entry.main || phones.length === 0;
    return { ok: true, phones: makeDefault ? withDefaultPhone(next, next.length - 1) : next };
  }
  const current = phones[change.index];
  if (!current) return refused('phone', OWN_PHONE_MESSAGES.unknownPhone);
  // Un-setting the default would leave none: the user picks another phone as the default instead.
  if (current.main && !change.entry.main) return refused('main', OWN_PHONE_MESSAGES.keepDefault);
  const next = phones.map((entry, at) => (at === change.index ? { ...entry, ...change.entry } : entry));
  return { ok: true, phones: change.entry.main ? withDefaultPhone(next, change.index) : next };
}

/**
 * The list after `change`, or the violation that refuses it. The result is checked with the person
 * block's phoneListSchema (a number twice, more than ten, a non-Polish number).
 * Example: applyPhoneChange([{ phone: '600100200', main: true }], { kind: 'remove', index: 0 }).ok === false
 */
export function applyPhoneChange(phones: readonly PhoneEntry[], change: PhoneChange): PhoneChangeResult {
  const result = changed(phones, change);
  if (!result.ok) return result;
  const checked = phoneListSchema.safeParse(result.phones);
  if (checked.success) return result;
  const issue = checked.error.issues[0];
  const field = issue?.path[issue.path.length - 1] === 'main' ? 'main' : 'phone';
  return refused(field, issue?.message ?? OWN_PHONE_MESSAGES.unknownPhone);
}

/**
 * Whether the 'Domyślny numer telefonu' switch is fixed on (§4): a first phone is always the default, and
 * the default stays one until another phone is made the default. `index` null is the add form.
 * Example: defaultSwitchLocked([], null) === true
 */
export function defaultSwitchLocked(phones: readonly PhoneEntry[], index: number | null): boolean {
  if (index === null) return phones.length === 0;
  return phones[index]?.main === true;
}
