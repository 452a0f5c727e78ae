import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { hydraCollection } from '@mocks/courses';
import { renderWithRouter } from '@/test/render';
import { REQUIRED_IN_DIALOG } from '@domain/validation/messages';
import { CarDialog } from './car-dialog';

const brand = {
  '@id': '/api/brands/1',
  '@type': 'Brand',
  id: 1,
  name: 'Ford',
  version: 1,
  models: [{ '@id': '/api/brand_models/2', id: 2, name: 'Transit', inUse: false }],
};
const driver = {
  '@id': '/api/drivers/5',
  '@type': 'Driver',
  id: 5,
  userId: 11,
  name: 'Ryszard Sadowski',
  phone: null,
  transportCompany: null,
  startingBase: null,
};

function open() {
  server.use(
    http.get('*/api/brands', () => HttpResponse.json(hydraCollection([brand], 1, '/api/brands'))),
    http.get('*/api/drivers', () => HttpResponse.json(hydraCollection([driver], 1, '/api/drivers'))),
  );
  renderWithRouter(
    <CarDialog canEditBrands={false} canEditBrand={() => false} onClose={vi.fn()} onSaved={vi.fn()} />,
  );
}

const field = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });
const helper = (name: string) => field(name).closest('.MuiFormControl-root');

describe('CarDialog', () => {
  it('says what is missing, and a chosen brand clears its message while the model waits for one', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await within(helper('Marka') as HTMLElement).findByText(REQUIRED_IN_DIALOG)).toBeVisible();
    // The model can't be chosen before the brand.
    expect(field('Model')).toHaveAttribute('aria-disabled', 'true');

    await user.click(field('Marka'));
    await user.click(await screen.findByRole('option', { name: 'Ford' }));
    expect(within(helper('Marka') as HTMLElement).queryByText(REQUIRED_IN_DIALOG)).toBeNull();

    await user.click(field('Model'));
    expect(await screen.findByRole('option', { name: 'Transit' })).toBeVisible();
  });

  it('offers the own drivers and none', async () => {
    const user = userEvent.setup();
    open();
    await user.click(field('Kierowca'));
    expect(await screen.findByRole('option', { name: 'Ryszard Sadowski' })).toBeVisible();
    expect(screen.getByRole('option', { name: 'Brak' })).toBeVisible();
  });
});
