import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { SeriesRuleInput } from '@domain/course-series/series-rule';
import { typeDate } from '@/test/date-field';
import SeriesFields from './series-fields';

/** A form whose first ride starts on Monday 07.12.2026 at 07:00. */
function Form({ children }: { children: ReactNode }) {
  const form = useForm({
    defaultValues: { rides: [{ waypoints: [{ date: '2026-12-07', time: '07:00' }] }] },
  });
  return <FormProvider {...form}>{children}</FormProvider>;
}

const status = () => screen.getByRole('status');

/** The fields in a form, with every rule they report kept in order. */
function renderSeries() {
  const user = userEvent.setup();
  const rules: (SeriesRuleInput | null)[] = [];
  render(
    <Form>
      <SeriesFields onChange={(rule) => rules.push(rule)} />
    </Form>,
  );
  return { user, rules };
}

describe('SeriesFields', () => {
  it("previews the count live and reports the rule, starting from the first ride's weekday", async () => {
    const { user, rules } = renderSeries();
    expect(screen.queryByRole('checkbox', { name: 'Pn' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Powtarzaj' }));
    expect(screen.getByRole('checkbox', { name: 'Pn' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'przez tygodni' })).toHaveValue(4);
    expect(status()).toHaveTextContent('Zostaną utworzone 4 kursy');

    await user.click(screen.getByRole('checkbox', { name: 'Śr' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pt' }));
    expect(status()).toHaveTextContent('Zostanie utworzonych 12 kursów');
    expect(rules.at(-1)).toEqual({ weekdays: ['Pn', 'Śr', 'Pt'], until: null, weeks: 4 });

    for (const day of ['Pn', 'Śr', 'Pt']) await user.click(screen.getByRole('checkbox', { name: day }));
    expect(status()).toHaveTextContent('Wybierz co najmniej jeden dzień tygodnia');

    await user.click(screen.getByRole('switch', { name: 'Powtarzaj' }));
    expect(rules.at(-1)).toBeNull();
  });

  it("counts up to 'do dnia', that day included", async () => {
    const { user, rules } = renderSeries();
    await user.click(screen.getByRole('switch', { name: 'Powtarzaj' }));
    await user.click(screen.getByRole('checkbox', { name: 'Śr' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pt' }));
    await user.click(screen.getByRole('radio', { name: 'do dnia' }));
    expect(status()).toHaveTextContent('Podaj datę końcową albo liczbę tygodni');
    await typeDate(user, 'do dnia', '21122026');
    expect(status()).toHaveTextContent('Zostanie utworzonych 7 kursów');
    expect(rules.at(-1)).toEqual({ weekdays: ['Pn', 'Śr', 'Pt'], until: '2026-12-21', weeks: null });
  });

  it('says the limit before the server does', async () => {
    const { user } = renderSeries();
    await user.click(screen.getByRole('switch', { name: 'Powtarzaj' }));
    for (const day of ['Wt', 'Śr', 'Cz', 'Pt', 'Sb', 'Nd'])
      await user.click(screen.getByRole('checkbox', { name: day }));
    const weeks = screen.getByRole('spinbutton', { name: 'przez tygodni' });
    await user.clear(weeks);
    await user.type(weeks, '53');
    expect(status()).toHaveTextContent('Seria może mieć najwyżej 366 kursów');
  });
});
