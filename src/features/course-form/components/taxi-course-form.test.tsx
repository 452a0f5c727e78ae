import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { api } from '@/api/client';
import { renderWithRouter } from '@/test/render';
import { LEAVE_GUARD_TEXT } from '@/ui/form/leave-guard';
import { newTaxiCourseDraft } from '@domain/courses/course-defaults';
import { COURSE_MESSAGES } from '@domain/courses/course-messages';
import { buildCompany, courseFormHandlers } from '@mocks/course-form';
import { hydraCollection } from '@mocks/courses';
import { violationsError } from '@mocks/handlers';
import { server } from '@mocks/server';
import { emptyLabels } from '../utils/course-labels';
import { TaxiCourseForm, type TaxiCourseAccess } from './taxi-course-form';

const COMPANY = { id: 1, iri: '/api/companies/1', name: 'PKP Intercity' };
const ALL: TaxiCourseAccess = {
  transportCompany: true,
  driver: true,
  course: true,
  status: true,
  passengers: 'edit',
  locomotives: 'edit',
};

const stopAt = (time: string, passengers: string[]) => ({
  place: '/api/abstract_places/1',
  date: '2030-03-07',
  time,
  passengers,
  locomotives: [],
});

/** A course the form accepts as it is: two stops with a place, time and passenger, and a base. */
function completeDraft() {
  const draft = newTaxiCourseDraft(new Date(2030, 2, 7, 8, 0), COMPANY.iri);
  return {
    ...draft,
    rides: draft.rides.map((ride) => ({
      ...ride,
      number: 'IC/0009/03/2030',
      fromStartingBase: '/api/starting_bases/1',
      waypoints: [stopAt('08:00', ['/api/passengers/1']), stopAt('09:00', [])],
    })),
  };
}

const COMPLETE_LABELS = {
  ...emptyLabels(),
  places: {
    '/api/abstract_places/1': { name: 'Warszawa', address: null, latitude: null, longitude: null },
  },
  passengers: { '/api/passengers/1': 'Jan Kowalski' },
};

type FormProps = Parameters<typeof TaxiCourseForm>[0];

/** The create form with every field open, a fresh draft and the demo handlers; `props` and `handlers` override. */
function renderForm(props: Partial<FormProps> = {}, handlers: readonly RequestHandler[] = []) {
  // The first matching handler answers: a test's own come before the demo ones.
  server.use(...handlers, ...courseFormHandlers);
  // Records the saves unless the test saves through the API itself.
  const onSave = vi.fn((_course: unknown) => Promise.resolve());
  const view = renderWithRouter(
    <TaxiCourseForm
      mode="create"
      company={COMPANY}
      isCompanyUser={false}
      defaultValues={newTaxiCourseDraft(new Date(2030, 2, 7, 8, 0), COMPANY.iri)}
      labels={emptyLabels()}
      access={ALL}
      onCancel={() => undefined}
      {...props}
      onSave={props.onSave ?? onSave}
    />,
  );
  return { ...view, onSave };
}

const stop = (letter: string) => screen.getByRole('listitem', { name: `Przystanek ${letter}` });

describe('TaxiCourseForm', () => {
  it('proposes the next ride number and labels every stop field', async () => {
    renderForm();
    expect(await screen.findByDisplayValue('IC/0001/03/2030')).toBeInTheDocument();
    const a = stop('A');
    for (const label of ['Miejsce', 'Pasażerowie', 'Lokomotywy'])
      expect(within(a).getByLabelText(label)).toBeInTheDocument();
    // Polish date and 24-hour time whatever the browser's language (rows 88, 141): an empty time reads 'gg:mm'.
    expect(within(a).getByRole('group', { name: 'Data' })).toHaveTextContent('07.03.2030');
    expect(within(a).getByRole('group', { name: 'Godzina' })).toHaveTextContent('gg:mm');
    // The last stop is a drop-off: no passengers of its own (docs/spec-decisions.md #13).
    expect(within(stop('B')).queryByLabelText('Pasażerowie')).not.toBeInTheDocument();
  });

  it('shows the §5 messages at their fields and does not save', async () => {
    const { user, onSave } = renderForm();
    await user.click(screen.getByRole('button', { name: 'utwórz kurs' }));
    expect(await within(stop('A')).findByText('Dodaj przynajmniej jednego pasażera')).toBeInTheDocument();
    expect(
      within(stop('B')).getByText('Należy uzupełnić czas na wszystkich przystankach'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Dla kursu z jednym przystankiem należy wybrać bazę statową'),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a route without two consecutive stops with a place, at the stop (row 620)', async () => {
    const draft = completeDraft();
    const { user, onSave } = renderForm({
      defaultValues: {
        ...draft,
        rides: draft.rides.map((ride) => ({
          ...ride,
          waypoints: [stopAt('08:00', ['/api/passengers/1']), { ...stopAt('09:00', []), place: null }],
        })),
      },
      labels: COMPLETE_LABELS,
    });
    await user.click(screen.getByRole('button', { name: 'utwórz kurs' }));
    expect(await within(stop('B')).findByText(COURSE_MESSAGES.consecutivePlaces)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('adds stops before and after with the success notes and keeps one stop undeletable', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'dodaj przystanek po przystanku B' }));
    expect(await screen.findByText('Przystanek został dodany po przystanku B')).toBeInTheDocument();
    expect(stop('C')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'dodaj przystanek przed przystankiem A' }));
    expect(await screen.findByText('Przystanek został dodany przed przystankiem B')).toBeInTheDocument();
    expect(stop('D')).toBeInTheDocument();
    for (const letter of ['D', 'C', 'B'])
      await user.click(screen.getByRole('button', { name: `Usuń przystanek ${letter}` }));
    expect(screen.queryByRole('listitem', { name: 'Przystanek B' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usuń przystanek A' })).toBeDisabled();
    // Nine clicks, each re-rendering up to four stops with their date and time pickers: near 20 s in
    // jsdom on two shared cores, so this one gets more room than the default.
  }, 45_000);

  it('puts the server’s 422 violations on the fields they name', async () => {
    server.use(
      http.post('*/api/taxi_courses', () =>
        violationsError([{ propertyPath: 'rides[0].waypoints[1].place', message: 'Nieprawidłowa wartość' }]),
      ),
    );
    const { user } = renderForm({
      defaultValues: completeDraft(),
      labels: COMPLETE_LABELS,
      onSave: (course) => api.post('/api/taxi_courses', course),
    });
    await user.click(screen.getByRole('button', { name: 'utwórz kurs' }));
    expect(await within(stop('B')).findByText('Nieprawidłowa wartość')).toBeInTheDocument();
    expect(within(stop('A')).queryByText('Nieprawidłowa wartość')).not.toBeInTheDocument();
  });

  it('shows the refusal of a driver no message can reach on the driver field (row 637)', async () => {
    server.use(
      http.post('*/api/taxi_courses', () =>
        violationsError([{ propertyPath: 'driver', message: COURSE_MESSAGES.driverUnreachable }]),
      ),
    );
    const { user } = renderForm({
      defaultValues: completeDraft(),
      labels: COMPLETE_LABELS,
      onSave: (course) => api.post('/api/taxi_courses', course),
    });
    await user.click(screen.getByRole('button', { name: 'utwórz kurs' }));
    expect(await screen.findByText(COURSE_MESSAGES.driverUnreachable)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Kierowca' })).toHaveAccessibleDescription(
      COURSE_MESSAGES.driverUnreachable,
    );
  });

  it('lets a manager send the new ride to the transport company with its status', async () => {
    const { user, onSave } = renderForm({ defaultValues: completeDraft(), labels: COMPLETE_LABELS });
    await user.click(screen.getByRole('combobox', { name: 'Status przejazdu' }));
    await user.click(screen.getByRole('option', { name: 'Oczekuje na akceptację firmy transportowej' }));
    await user.click(screen.getByRole('button', { name: 'utwórz kurs' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      rides: [{ status: 'waiting_for_transport_company_acceptance' }],
    });
  });

  it("keeps a driver's phone pasted as Poles write it as its 9 digits (row 624)", async () => {
    const { user, onSave } = renderForm({ defaultValues: completeDraft(), labels: COMPLETE_LABELS });
    const phone = screen.getByLabelText('Telefon kierowcy');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    await user.click(phone);
    await user.paste('+48 601 100 200');
    await user.click(screen.getByRole('button', { name: 'utwórz kurs' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ driverPhoneNumber: '601100200' });
  });

  it('leaves an untouched status of a new ride to the server (it asks the contractor, row 37)', async () => {
    const { user, onSave } = renderForm({ defaultValues: completeDraft(), labels: COMPLETE_LABELS });
    await user.click(screen.getByRole('button', { name: 'utwórz kurs' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ rides: [{ status: null }] });
  });

  it('asks before saving a new course with a stop in the past (row 138)', async () => {
    const draft = completeDraft();
    const past = {
      ...draft,
      rides: draft.rides.map((ride) => ({
        ...ride,
        waypoints: ride.waypoints.map((stop) => ({ ...stop, date: '2020-03-07' })),
      })),
    };
    const { user, onSave } = renderForm({ defaultValues: past, labels: COMPLETE_LABELS });
    await user.click(screen.getByRole('button', { name: 'utwórz kurs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Przystanek w przeszłości' });
    await user.click(within(dialog).getByRole('button', { name: 'wróć' }));
    expect(onSave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'utwórz kurs' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Przystanek w przeszłości' })).getByRole('button', {
        name: 'zapisz mimo to',
      }),
    );
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  });

  it('chooses the only contractor of a new course, and none of two or of a course being edited', async () => {
    const twoContractors = http.get('*/api/companies/:id/contractor_choices', () =>
      HttpResponse.json(
        hydraCollection([buildCompany(5, 'Taxi Trans Warszawa'), buildCompany(7, 'Euro-Bus Poznań')]),
      ),
    );
    const saved = async (mode: 'create' | 'edit', choices: 'one' | 'two') => {
      const { user, onSave, unmount } = renderForm(
        { mode, defaultValues: completeDraft(), labels: COMPLETE_LABELS },
        choices === 'two' ? [twoContractors] : [],
      );
      // The choices have come (and with them the preselection, if any) when nothing loads any more.
      await vi.waitFor(() => expect(screen.queryAllByText('Wczytywanie...')).toEqual([]));
      await user.click(
        screen.getByRole('button', { name: mode === 'edit' ? 'zapisz zmiany' : 'utwórz kurs' }),
      );
      await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
      unmount();
      return onSave.mock.calls[0]?.[0];
    };
    const { unmount } = renderForm();
    const contractor = screen.getByRole('combobox', { name: 'Wykonawca' });
    await vi.waitFor(() => expect(contractor).toHaveTextContent('Taxi Trans Warszawa'));
    unmount();
    expect(await saved('create', 'one')).toMatchObject({ contractor: '/api/companies/5' });
    expect(await saved('edit', 'one')).toMatchObject({ contractor: null });
    expect(await saved('create', 'two')).toMatchObject({ contractor: null });
  });

  it('leaves an untouched new form with its preselected contractor without asking (rows 643, 701)', async () => {
    server.use(...courseFormHandlers);
    const { router } = renderWithRouter(
      <TaxiCourseForm
        mode="create"
        company={COMPANY}
        isCompanyUser={false}
        defaultValues={newTaxiCourseDraft(new Date(2030, 2, 7, 8, 0), COMPANY.iri)}
        labels={emptyLabels()}
        access={ALL}
        onCancel={() => undefined}
        onSave={() => Promise.resolve()}
      />,
      { routes: [{ path: '/elsewhere', element: <p>Gdzie indziej</p> }] },
    );
    const contractor = screen.getByRole('combobox', { name: 'Wykonawca' });
    await vi.waitFor(() => expect(contractor).toHaveTextContent('Taxi Trans Warszawa'));
    await act(() => router.navigate('/elsewhere'));
    expect(await screen.findByText('Gdzie indziej')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: LEAVE_GUARD_TEXT.title })).not.toBeInTheDocument();
  });

  it('shows the ride status read-only to whoever may not set it', () => {
    renderForm({ isCompanyUser: true, access: { ...ALL, status: false } });
    const status = screen.getByRole('combobox', { name: 'Status przejazdu' });
    expect(status).toHaveAttribute('aria-disabled', 'true');
    expect(status).toHaveTextContent('Planowanie');
  });
});
