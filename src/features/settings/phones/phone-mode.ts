/**
 * The phone dialog's mode from the page's query (administration.md §2.6, §4): `type=create` adds,
 * `selectedPhone={index}` edits that phone of the list, nothing closes the dialog; anything else is the
 * error §8 names ('unsupported phone mode'), shown on the page rather than thrown.
 */
export type PhoneMode =
  { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; index: number } | { mode: 'unsupported' };

/**
 * Example: phoneMode(new URLSearchParams('selectedPhone=1'), 2) -> { mode: 'edit', index: 1 }
 */
export function phoneMode(search: URLSearchParams, phoneCount: number): PhoneMode {
  const type = search.get('type');
  const selected = search.get('selectedPhone');
  if (type === null && selected === null) return { mode: 'closed' };
  if (type === 'create' && selected === null) return { mode: 'create' };
  if (type === null && selected !== null && /^\d+$/.test(selected)) {
    const index = Number(selected);
    if (index < phoneCount) return { mode: 'edit', index };
  }
  return { mode: 'unsupported' };
}
