import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { renderWithRouter } from '@/test/render';
import { ResourceDialog } from './resource-dialog';

describe('ResourceDialog', () => {
  it('opens with its first field focused, passing over switches and read-only fields (WCAG 2.4.3)', async () => {
    renderWithRouter(
      <ResourceDialog title="Dodaj bazę" onSubmit={() => {}} onClose={() => {}}>
        <Switch slotProps={{ input: { 'aria-label': 'Aktywna' } }} />
        <TextField label="Firma" slotProps={{ htmlInput: { readOnly: true } }} />
        <TextField label="Nazwa" />
        <TextField label="Miasto" />
      </ResourceDialog>,
    );
    expect(await screen.findByRole('textbox', { name: 'Nazwa' })).toHaveFocus();
  });
});
