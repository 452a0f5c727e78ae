import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOAD_ERROR } from '@/ui/errors/load-error';
import { ResourceDialogLoading } from './resource-dialog-loading';

const read = (state: 'pending' | 'error', refetch = vi.fn()) => ({
  isPending: state === 'pending',
  isError: state === 'error',
  error: state === 'error' ? new Error('Network Error') : null,
  data: undefined,
  refetch,
});

describe('ResourceDialogLoading', () => {
  it('shows the dialog’s title with a spinner while the record loads', () => {
    render(
      <ResourceDialogLoading title="Edytuj pasażera" query={read('pending')} onClose={() => undefined} />,
    );
    expect(screen.getByRole('dialog', { name: 'Edytuj pasażera' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Wczytywanie' })).toBeInTheDocument();
  });

  it('says the record failed to load and reads it again on request', async () => {
    const user = userEvent.setup();
    const refetch = vi.fn();
    render(
      <ResourceDialogLoading
        title="Edytuj grupę pracowniczą"
        query={read('error', refetch)}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByText(LOAD_ERROR)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
