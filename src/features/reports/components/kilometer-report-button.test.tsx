import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient, TestProviders } from '@/test/render';
import { KilometerReportButton } from './kilometer-report-button';

function Premium({ open }: { open: boolean; onClose: () => void }) {
  return open ? <div role="dialog" aria-label="Odblokuj funkcję pobierania raportów" /> : null;
}

function renderButton(allowed: boolean, ownRidesOnly = false) {
  const user = userEvent.setup();
  render(
    <TestProviders client={createTestQueryClient()}>
      <KilometerReportButton allowed={allowed} ownRidesOnly={ownRidesOnly} Premium={Premium} />
    </TestProviders>,
  );
  return user;
}

describe('Raport kilometrówek', () => {
  it('opens the generator for a user with the right', async () => {
    const user = renderButton(true);
    await user.click(screen.getByRole('button', { name: 'Raport kilometrówek' }));
    expect(await screen.findByRole('dialog', { name: 'Raport kilometrówek' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Pasażer/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /Odblokuj/ })).not.toBeInTheDocument();
  });

  it('offers no passenger to pick for a passenger’s own report', async () => {
    const user = renderButton(true, true);
    await user.click(screen.getByRole('button', { name: 'Raport kilometrówek' }));
    await screen.findByRole('dialog', { name: 'Raport kilometrówek' });
    expect(screen.queryByRole('combobox', { name: /Pasażer/ })).not.toBeInTheDocument();
  });

  it('sells the feature to a user without it', async () => {
    const user = renderButton(false);
    await user.click(screen.getByRole('button', { name: 'Raport kilometrówek' }));
    expect(screen.getByRole('dialog', { name: 'Odblokuj funkcję pobierania raportów' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Raport kilometrówek' })).not.toBeInTheDocument();
  });
});
