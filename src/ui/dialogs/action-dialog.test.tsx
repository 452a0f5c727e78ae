import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionDialog } from './action-dialog';
import { ReasonActionDialog, type ReasonField } from './reason-action-dialog';

const REQUIRED = 'Należy podać powód';
const required = (value: string) => (value.trim() === '' ? REQUIRED : null);

function question(props: Partial<React.ComponentProps<typeof ActionDialog>> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <ActionDialog
      title="Usunąć komentarz?"
      text="Tej operacji nie można cofnąć."
      confirmLabel="usuń"
      onConfirm={onConfirm}
      onClose={onClose}
      {...props}
    />,
  );
  return { onConfirm, onClose, dialog: screen.getByRole('dialog', { name: 'Usunąć komentarz?' }) };
}

describe('ActionDialog', () => {
  it('names itself by the title, describes itself by the text and puts the focus on confirm', () => {
    const { dialog } = question();
    expect(dialog).toHaveAccessibleDescription('Tej operacji nie można cofnąć.');
    expect(within(dialog).getByRole('button', { name: 'usuń' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Anuluj' })).toBeEnabled();
  });

  it('confirms with Enter and cancels with Escape', async () => {
    const user = userEvent.setup();
    const { onConfirm, onClose } = question();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('with the emphasis on cancel, focuses it so Enter keeps the user where they are', async () => {
    const user = userEvent.setup();
    const { onConfirm, onClose, dialog } = question({ emphasis: 'cancel', cancelLabel: 'Zostań' });
    expect(within(dialog).getByRole('button', { name: 'Zostań' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('while pending, neither confirms again nor cancels', async () => {
    const user = userEvent.setup();
    const { onConfirm, onClose, dialog } = question({ pending: true });
    expect(within(dialog).getByRole('button', { name: 'Anuluj' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /usuń/ })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("shows the server's refusal inside the dialog, which stays open to try again", async () => {
    const user = userEvent.setup();
    const { onConfirm, dialog } = question({ error: 'Brak uprawnień do usunięcia komentarza' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Brak uprawnień do usunięcia komentarza');
    await user.click(within(dialog).getByRole('button', { name: 'usuń' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

describe('ReasonActionDialog', () => {
  function reasonDialog(validate: ReasonField['validate'] = required) {
    const onConfirm = vi.fn();
    render(
      <ReasonActionDialog
        title="Niezgodność w rozliczeniu"
        reason={{ label: 'Powód niezgodności', required: true, validate, hint: 'Trafi do firmy.' }}
        confirmLabel="zgłoś niezgodność"
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Niezgodność w rozliczeniu' });
    return { onConfirm, dialog, field: within(dialog).getByRole('textbox', { name: /Powód niezgodności/ }) };
  }

  it('puts the focus on the field and refuses an empty reason with its message', async () => {
    const user = userEvent.setup();
    const { onConfirm, dialog, field } = reasonDialog();
    expect(field).toHaveFocus();
    expect(field).toBeRequired();
    expect(within(dialog).getByText('Trafi do firmy.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'zgłoś niezgodność' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(field).toHaveAccessibleDescription(REQUIRED);
    expect(within(dialog).getByRole('button', { name: 'zgłoś niezgodność' })).toBeDisabled();
  });

  it('sends the trimmed reason once it is valid; Enter in the field makes a new line', async () => {
    const user = userEvent.setup();
    const { onConfirm, dialog, field } = reasonDialog();
    await user.type(field, '  Brak biletu{Enter}na powrót ');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'zgłoś niezgodność' }));
    expect(onConfirm).toHaveBeenCalledWith('Brak biletu\nna powrót');
  });

  it('shows a broken rule while typing and holds confirm until it is fixed', async () => {
    const user = userEvent.setup();
    const { onConfirm, dialog, field } = reasonDialog((value) =>
      value.length > 5 ? 'Najwyżej 5 znaków' : null,
    );
    await user.type(field, 'za długi');
    expect(field).toHaveAccessibleDescription('Najwyżej 5 znaków');
    expect(within(dialog).getByRole('button', { name: 'zgłoś niezgodność' })).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'zgłoś niezgodność' }));
    expect(onConfirm).toHaveBeenCalledWith('ok');
  });
});
