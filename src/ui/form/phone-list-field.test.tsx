import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhoneListField, type PhoneFieldEntry } from './phone-list-field';

function Harness({ initial }: { initial: PhoneFieldEntry[] }) {
  const [phones, setPhones] = useState(initial);
  return (
    <>
      <PhoneListField value={phones} onChange={setPhones} />
      <output>{JSON.stringify(phones)}</output>
    </>
  );
}

const state = () => JSON.parse(screen.getByRole('status').textContent ?? '[]') as PhoneFieldEntry[];

describe('PhoneListField (administration.md §4)', () => {
  it('adds entries (the first is the default), keeps one default, removes only with two or more', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[]} />);
    await user.click(screen.getByRole('button', { name: 'Dodaj numer telefonu' }));
    await user.type(screen.getByLabelText('Numer telefonu 1'), '600 100-200x');
    expect(state()).toEqual([{ phone: '600100200', main: true }]);
    expect(screen.queryByRole('button', { name: /Usuń numer/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dodaj numer telefonu' }));
    expect(screen.getByLabelText('Numer telefonu 2')).toHaveFocus();
    await user.type(screen.getByLabelText('Numer telefonu 2'), '501200300');
    await user.click(screen.getByRole('radio', { name: 'Domyślny numer telefonu 2' }));
    expect(state().map((entry) => entry.main)).toEqual([false, true]);

    await user.click(screen.getByRole('button', { name: 'Usuń numer telefonu 2' }));
    expect(state()).toEqual([{ phone: '600100200', main: true }]);
    expect(screen.queryByRole('button', { name: /Usuń numer/ })).not.toBeInTheDocument();
  });

  it('keeps a number pasted as Poles write it as its 9 digits (issue 31)', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[{ phone: '', main: true }]} />);
    await user.click(screen.getByLabelText('Numer telefonu 1'));
    await user.paste('+48 601 100 200');
    expect(state()).toEqual([{ phone: '601100200', main: true }]);
  });

  it('shows the entry and list messages it is given', () => {
    render(
      <PhoneListField
        value={[{ phone: '12', main: false }]}
        onChange={() => undefined}
        errors={Object.assign(
          [
            {
              phone: { message: 'Numer telefonu powinien składać się z 9 cyfr' },
              main: { message: 'Wybierz jeden domyślny numer telefonu' },
            },
          ],
          {},
        )}
      />,
    );
    expect(screen.getByText('Numer telefonu powinien składać się z 9 cyfr')).toBeInTheDocument();
    expect(screen.getByText('Wybierz jeden domyślny numer telefonu')).toBeInTheDocument();
  });
});
