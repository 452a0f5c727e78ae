import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Types `digits` (DDMMYYYY) into the DateField labelled `label` (MUI X: a group of spin buttons, one
 * per part; typing starts at the day and moves on by itself). `container` narrows to a dialog or row.
 */
export async function typeDate(user: UserEvent, label: string, digits: string, container?: HTMLElement) {
  const group = (container ? within(container) : screen).getByRole('group', { name: label });
  const [day] = within(group).getAllByRole('spinbutton');
  if (!day) throw new Error(`no day part in ${label}`);
  await user.click(day);
  // One key at a time, as a person types: the field re-renders between the parts (and a required
  // field's message comes and goes); a burst within one call outruns that in jsdom.
  for (const digit of digits) await user.keyboard(digit);
}

/** The DateField labelled `label`: its text is what it shows, e.g. '28.11.2026'. */
export const dateGroup = (label: string, container?: HTMLElement) =>
  (container ? within(container) : screen).getByRole('group', { name: label });
