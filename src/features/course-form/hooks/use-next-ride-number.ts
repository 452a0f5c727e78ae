import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { isStopDate } from '@domain/courses/course-form.fields';
import type { TaxiCourseFormInput } from '@domain/courses/course-form.schema';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { nextRideNumberOptions } from '../api/get-next-ride-number';

/** How long the first stop's date must stay put before its number is asked for (not on every keystroke). */
export const NEXT_NUMBER_DEBOUNCE_MS = 400;

/**
 * Proposes the ride number of a new ride (`GET api/taxi_course_rides/{companyId}/{firstPlaceDate}`):
 * once the company and a complete first-stop date are known, an empty number field gets the next free
 * number of that month, and a proposed number follows the first stop into another month. A number the
 * user typed is never replaced, and one another ride of the form carries is not proposed again.
 */
export function useNextRideNumber(ride: number, companyId: number | null, enabled: boolean) {
  const { control, getValues, setValue } = useFormContext<TaxiCourseFormInput>();
  const typed = useWatch({ control, name: `rides.${ride}.waypoints.0.date` }) ?? '';
  const date = useDebouncedValue(typed, NEXT_NUMBER_DEBOUNCE_MS);
  const active = enabled && companyId !== null && date === typed && isStopDate(date);
  const { data } = useQuery(nextRideNumberOptions(companyId, date, active));
  const proposed = useRef<string | null>(null);
  useEffect(() => {
    // Writing into the form is a side effect of the answer; the form, not the query, owns the value.
    if (!data) return;
    const current = getValues(`rides.${ride}.number`);
    if (current && current !== proposed.current) return;
    const taken = getValues('rides').some((other, index) => index !== ride && other.number === data);
    if (taken) return;
    proposed.current = data;
    setValue(`rides.${ride}.number`, data);
  }, [data, getValues, setValue, ride]);
}
