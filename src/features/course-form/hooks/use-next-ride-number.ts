import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import type { TaxiCourseFormInput } from '@domain/courses/course-form.schema';
import { isIsoDate } from '@domain/dates';
import { nextRideNumberOptions } from '../api/get-next-ride-number';

/**
 * Proposes the ride number of a new ride (`GET api/taxi_course_rides/{companyId}/{firstPlaceDate}`):
 * once the company and the first stop's date are known, an empty number field gets the next free
 * number. A number the user typed is never replaced, and a number another ride of the form already
 * carries is not proposed again (the server counts only saved rides).
 */
export function useNextRideNumber(ride: number, companyId: number | null, enabled: boolean) {
  const { control, getValues, setValue } = useFormContext<TaxiCourseFormInput>();
  const date = useWatch({ control, name: `rides.${ride}.waypoints.0.date` }) ?? '';
  const active = enabled && companyId !== null && isIsoDate(date);
  const { data } = useQuery(nextRideNumberOptions(companyId, date, active));
  useEffect(() => {
    // Writing into the form is a side effect of the answer; the form, not the query, owns the value.
    if (!data || getValues(`rides.${ride}.number`)) return;
    const taken = getValues('rides').some((other, index) => index !== ride && other.number === data);
    if (!taken) setValue(`rides.${ride}.number`, data);
  }, [data, getValues, setValue, ride]);
}
