import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/api/api-error';
import { setScreenWidth } from '@/test/screen-width';
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

describe('where the notice shows', () => {
  afterEach(() => vi.unstubAllGlobals());
  const placeOfNotice = async (width: number) => {
    setScreenWidth(width);
    const user = userEvent.setup();
    render(
      <NoticeProvider>
        <Buttons />
      </NoticeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'zapisz' }));
    const alert = await screen.findByRole('alert');
    return alert.parentElement?.className ?? '';
  };

  it('at the top on a phone, clear of a full-screen dialog’s buttons', async () => {
    expect(await placeOfNotice(390)).toMatch(/anchorOriginTopCenter/);
  });

  it('at the bottom on a desktop', async () => {
    expect(await placeOfNotice(1440)).toMatch(/anchorOriginBottomCenter/);
  });
});
