import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAZY_DIALOG_FAILED, lazyDialog } from './lazy-dialog';

interface HelloProps {
  onClose: () => void;
  name: string;
}

function Hello({ name, onClose }: HelloProps) {
  return (
    <div role="dialog" aria-label="Powitanie">
      Dzień dobry, {name}
      <button onClick={onClose}>zamknij</button>
    </div>
  );
}

/** A page with a list that stays and a button opening the lazily loaded window. */
function Page({ Window }: { Window: React.ComponentType<HelloProps> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p>Lista kursów</p>
      <button onClick={() => setOpen(true)}>otwórz</button>
      {open ? <Window name="Ewa" onClose={() => setOpen(false)} /> : null}
    </>
  );
}

describe('lazyDialog', () => {
  it('says the window could not be loaded, keeps the page, and loads it on retry', async () => {
    // The first import fails (the server is down), the second succeeds.
    const load = vi
      .fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Hello);
    const Window = lazyDialog(load);
    const user = userEvent.setup();
    render(<Page Window={Window} />);

    await user.click(screen.getByRole('button', { name: 'otwórz' }));
    expect(await screen.findByText(LAZY_DIALOG_FAILED.message)).toBeVisible();
    expect(screen.getByText('Lista kursów')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: LAZY_DIALOG_FAILED.retry }));
    expect(await screen.findByRole('dialog', { name: 'Powitanie' })).toHaveTextContent('Dzień dobry, Ewa');
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(LAZY_DIALOG_FAILED.message)).not.toBeInTheDocument();
  });

  it("'Zamknij' closes the failure and the window can be opened again", async () => {
    const load = vi
      .fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Hello);
    const user = userEvent.setup();
    render(<Page Window={lazyDialog(load)} />);

    await user.click(screen.getByRole('button', { name: 'otwórz' }));
    await user.click(await screen.findByRole('button', { name: LAZY_DIALOG_FAILED.close }));
    expect(screen.queryByText(LAZY_DIALOG_FAILED.message)).not.toBeInTheDocument();
    // Opened again, the failed import is still the one React keeps: the same message, then retry.
    await user.click(screen.getByRole('button', { name: 'otwórz' }));
    await user.click(await screen.findByRole('button', { name: LAZY_DIALOG_FAILED.retry }));
    expect(await screen.findByRole('dialog', { name: 'Powitanie' })).toBeVisible();
  });

  it('a closed drawer that failed to load says nothing until it is opened', async () => {
    const Drawer = lazyDialog<HelloProps & { open: boolean }>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const { rerender } = render(<Drawer open={false} name="Ewa" onClose={() => undefined} />);
    await Promise.resolve();
    expect(screen.queryByText(LAZY_DIALOG_FAILED.message)).not.toBeInTheDocument();
    rerender(<Drawer open name="Ewa" onClose={() => undefined} />);
    expect(await screen.findByText(LAZY_DIALOG_FAILED.message)).toBeVisible();
  });
});
