import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { dateGroup, typeDate } from '@/test/date-field';
import { DateField, DateInput } from './date-field';

const schema = z.object({ day: z.string().min(1, 'Data jest wymagana') });
type Form = z.infer<typeof schema>;

function Harness({ day, onSubmit }: { day: string; onSubmit: (form: Form) => void }) {
  const form = useForm<Form>({ resolver: zodResolver(schema), defaultValues: { day } });
  const shown = useWatch({ control: form.control, name: 'day' });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      <DateField control={form.control} name="day" label="Obowiązuje od" required />
      <output>{shown}</output>
      <button type="submit">Zapisz</button>
    </form>
  );
}

describe('DateField (issue 31: DD.MM.YYYY whatever the browser speaks)', () => {
  it('shows the form’s ISO day as DD.MM.YYYY', () => {
    render(<Harness day="2026-11-28" onSubmit={() => undefined} />);
    expect(dateGroup('Obowiązuje od')).toHaveTextContent('28.11.2026');
  });

  it('gives the form the ISO day of the typed digits', async () => {
    const user = userEvent.setup();
    const sent: Form[] = [];
    render(<Harness day="2026-11-28" onSubmit={(form) => sent.push(form)} />);
    await typeDate(user, 'Obowiązuje od', '01022027');
    expect(dateGroup('Obowiązuje od')).toHaveTextContent('01.02.2027');
    expect(screen.getByRole('status')).toHaveTextContent('2027-02-01');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(sent).toEqual([{ day: '2027-02-01' }]);
  });

  it('shows the schema’s message under an empty required field', async () => {
    const user = userEvent.setup();
    const sent: Form[] = [];
    render(<Harness day="" onSubmit={(form) => sent.push(form)} />);
    expect(screen.getByText('Obowiązuje od', { selector: 'label' })).toHaveTextContent('*');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Data jest wymagana')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('keeps a half-typed day empty on the form side', async () => {
    const user = userEvent.setup();
    render(<Harness day="" onSubmit={() => undefined} />);
    await typeDate(user, 'Obowiązuje od', '0102');
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });
});

function Filter() {
  const [day, setDay] = useState('2026-11-28');
  return (
    <>
      <DateInput label="Od dnia" clearable value={day} onChange={setDay} />
      <output>{day}</output>
    </>
  );
}

describe('DateInput (a filter’s day)', () => {
  it('gives the typed day, and clears to no day with its clear button', async () => {
    const user = userEvent.setup();
    render(<Filter />);
    await typeDate(user, 'Od dnia', '01022027');
    expect(screen.getByRole('status')).toHaveTextContent('2027-02-01');
    await user.click(dateGroup('Od dnia'));
    await user.click(screen.getByRole('button', { name: /wyczyść/i }));
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    expect(dateGroup('Od dnia')).toHaveTextContent('DD.MM.RRRR');
  });
});

function RecordingFilter({ seen }: { seen: string[] }) {
  const [day, setDay] = useState('2026-11-28');
  return (
    <DateInput
      label="Od dnia"
      clearable
      value={day}
      onChange={(next) => {
        seen.push(next);
        setDay(next);
      }}
    />
  );
}

describe('DateInput while a filter’s day is typed', () => {
  it('passes on whole days only: no empty filter and no year 2, 20 or 202 on the way', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<RecordingFilter seen={seen} />);
    await typeDate(user, 'Od dnia', '01022027');
    expect(dateGroup('Od dnia')).toHaveTextContent('01.02.2027');
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((day) => day === '' || day < '1900')).toEqual([]);
    expect(seen.at(-1)).toBe('2027-02-01');
  });
});
