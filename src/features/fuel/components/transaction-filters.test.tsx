import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { hydraCollection } from '@mocks/courses';
import { typeDate } from '@/test/date-field';
import { renderWithRouter } from '@/test/render';
import { NO_FILTERS, TransactionFilters, transactionParams } from './transaction-filters';

function Harness() {
  const [value, setValue] = useState(NO_FILTERS);
  return (
    <>
      <TransactionFilters value={value} onChange={setValue} />
      <output>{JSON.stringify(transactionParams(value))}</output>
    </>
  );
}

describe('TransactionFilters (Transakcje)', () => {
  it('takes the days as DD.MM.YYYY and asks for them as ISO days (issue 31)', async () => {
    server.use(http.get('*/api/fuel_cards', () => HttpResponse.json(hydraCollection([]))));
    const { user } = renderWithRouter(<Harness />);
    await typeDate(user, 'Od dnia', '01112026');
    await typeDate(user, 'Do dnia', '30112026');
    expect(JSON.parse(screen.getByRole('status').textContent ?? '{}')).toEqual({
      'transactionDate[after]': '2026-11-01',
      'transactionDate[before]': '2026-11-30',
    });
  });
});
