import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/api/api-error';
import { useNotice } from './notice-context';
import { NoticeProvider } from './notice-provider';

function Buttons() {
  const notice = useNotice();
  return (
    <>
      <button onClick={() => notice.success()}>zapisz</button>
      <button
        onClick={() =>
          notice.error(
            new ApiError(422, { violations: [{ propertyPath: 'x', message: 'Pole jest wymagane' }] }),
          )
        }
      >
        błąd walidacji
      </button>
      <button onClick={() => notice.error(new ApiError(500, { 'hydra:description': 'SQLSTATE' }))}>
        awaria
      </button>
    </>
  );
}

describe('NoticeProvider', () => {
  it('shows one notice at a time: the newest replaces the previous', async () => {
    const user = userEvent.setup();
    render(
      <NoticeProvider>
        <Buttons />
      </NoticeProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'zapisz' }));
    expect(await screen.findByText('Dane zapisano prawidłowo')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'błąd walidacji' }));
    expect(await screen.findByText('Pole jest wymagane')).toBeInTheDocument();
    expect(screen.queryByText('Dane zapisano prawidłowo')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'awaria' }));
    expect(await screen.findByText('Coś poszło nie tak')).toBeInTheDocument();
    expect(screen.queryByText('SQLSTATE')).not.toBeInTheDocument();
  });
});
