import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import type { TaxiCourseFormInput } from '@domain/courses/course-form.schema';
import { newTaxiCourseDraft } from '@domain/courses/course-defaults';
import { server } from '@mocks/server';
import { TestProviders, createTestQueryClient } from '@/test/render';
import { nextRideNumberKeys } from '../api/get-next-ride-number';
import { useNextRideNumber } from './use-next-ride-number';

let form: UseFormReturn<TaxiCourseFormInput> | null = null;

function Harness() {
  const methods = useForm<TaxiCourseFormInput>({
    defaultValues: { ...newTaxiCourseDraft(new Date(2026, 10, 24, 8, 0), '/api/companies/1') },
  });
  useEffect(() => {
    form = methods;
  }, [methods]);
  return (
    <FormProvider {...methods}>
      <Numbered />
    </FormProvider>
  );
}

function Numbered() {
  useNextRideNumber(0, 1, true);
  return null;
}

/** The server proposes the first number of the asked month and records every date asked. */
function numberServer() {
  const asked: string[] = [];
  server.use(
    http.get('*/api/taxi_course_rides/:companyId/:date', ({ params }) => {
      const date = String(params.date);
      asked.push(date);
      return HttpResponse.json({ number: `PI/0001/${date.slice(5, 7)}/${date.slice(0, 4)}` });
    }),
  );
  return asked;
}

const setDate = (date: string) => act(() => form?.setValue('rides.0.waypoints.0.date', date));
const number = () => form?.getValues('rides.0.number');

describe('useNextRideNumber', () => {
  it('asks once the date is complete and settled, follows the first stop into another month, and keeps a typed number', async () => {
    const asked = numberServer();
    const client = createTestQueryClient();
    render(
      <TestProviders client={client}>
        <Harness />
      </TestProviders>,
    );
    await waitFor(() => expect(number()).toBe('PI/0001/11/2026'));
    expect(asked).toEqual(['2026-11-24']);

    // Typing a new year keystroke by keystroke: a half-typed year is never sent.
    for (const typing of ['0', '02', '020', '0202-12-03', '2027-12-03']) setDate(typing);
    await waitFor(() => expect(number()).toBe('PI/0001/12/2027'));
    expect(asked).toEqual(['2026-11-24', '2027-12-03']);

    act(() => form?.setValue('rides.0.number', 'WŁASNY/1'));
    setDate('2028-01-05');
    const key = nextRideNumberKeys.list({ companyId: 1, firstPlaceDate: '2028-01-05' });
    await waitFor(() => expect(client.getQueryData(key)).toBe('PI/0001/01/2028'));
    // The answer has rendered and its effect has run: the typed number stays.
    await act(async () => {});
    expect(number()).toBe('WŁASNY/1');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
