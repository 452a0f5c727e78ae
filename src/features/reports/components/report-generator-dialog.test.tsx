import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { buildPassenger } from '@mocks/course-form';
import { reportGeneratorDefaults } from '@domain/reports/report-generator.schema';
import { dateGroup, typeDate } from '@/test/date-field';
import { createTestQueryClient, TestProviders } from '@/test/render';
import {
  fallbackFileName,
  ReportGeneratorDialog,
  type ReportGeneratorConfig,
} from './report-generator-dialog';
import { KILOMETER_REPORT } from './kilometer-report-generator';

const hydra = (members: unknown[]) => ({ 'hydra:member': members, 'hydra:totalItems': members.length });

function renderDialog(config: ReportGeneratorConfig = KILOMETER_REPORT, onClose = vi.fn()) {
  const user = userEvent.setup();
  render(
    <TestProviders client={createTestQueryClient()}>
      <ReportGeneratorDialog config={config} onClose={onClose} />
    </TestProviders>,
  );
  return { user, onClose };
}

/** The names the browser was asked to save files under. */
function savedNames(): string[] {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ReportGeneratorDialog', () => {
  it('starts at one month ago to today and 0,60 zł, and downloads under the server-given name', async () => {
    let query: URLSearchParams | undefined;
    let accept: string | null = null;
    server.use(
      http.get('*/api/kilometer_courses/report', ({ request }) => {
        query = new URL(request.url).searchParams;
        accept = request.headers.get('accept');
        return new HttpResponse('%PDF-1.3', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="raport-kilometrowek-2026-10-25-2026-11-25.pdf"',
          },
        });
      }),
    );
    const names = savedNames();
    const { user, onClose } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Raport kilometrówek' })).toBeInTheDocument();
    // A Polish decimal comma, not the number input's '0.6' (issue 31); sent as the number.
    expect(screen.getByLabelText('Cena za km (zł)')).toHaveValue('0,60');
    expect(screen.getByLabelText('Cena za km (zł)')).toHaveAttribute('inputmode', 'decimal');
    // The last month by default, shown DD.MM.YYYY (issue 31), sent as ISO days.
    const { start, end } = reportGeneratorDefaults(new Date());
    const shown = (day: string) => day.split('-').reverse().join('.');
    expect(dateGroup('Od')).toHaveTextContent(shown(start));
    expect(dateGroup('Do')).toHaveTextContent(shown(end));
    await user.click(screen.getByRole('button', { name: 'Generuj' }));

    await waitFor(() => expect(names).toEqual(['raport-kilometrowek-2026-10-25-2026-11-25.pdf']));
    expect(query?.get('start')).toBe(start);
    expect(query?.get('end')).toBe(end);
    expect(query?.get('pricePerKm')).toBe('0.6');
    expect(query?.has('passenger')).toBe(false);
    expect(accept).not.toContain('text/csv');
    expect(onClose).toHaveBeenCalled();
  });

  it('sends the CSV accept header and the picked passenger, and names the file prefix plus timestamp', async () => {
    let query: URLSearchParams | undefined;
    let accept: string | null = null;
    server.use(
      http.get('*/api/passengers', () => HttpResponse.json(hydra([buildPassenger(7, 'Andrzej Nowak')]))),
      http.get('*/api/report.csv', ({ request }) => {
        query = new URL(request.url).searchParams;
        accept = request.headers.get('accept');
        return new HttpResponse('a;b', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    const names = savedNames();
    const config: ReportGeneratorConfig = {
      ...KILOMETER_REPORT,
      endpoint: '/api/report.csv',
      format: 'csv',
      requirement: 'all',
      fileNamePrefix: 'kilometry',
      fileExtension: 'csv',
    };
    const { user } = renderDialog(config);
    await user.click(screen.getByRole('combobox', { name: /Pasażer/ }));
    await user.click(await screen.findByRole('option', { name: 'Andrzej Nowak' }));
    await user.click(screen.getByRole('button', { name: 'Generuj' }));

    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^kilometry-\d{4}-\d{2}-\d{2}_\d{2}-\d{2}\.csv$/);
    expect(accept).toBe('text/csv');
    expect(query?.get('passenger')).toBe('/api/passengers/7');
  });

  it("says 'Pole wymagane' for a required passenger and price, and sends nothing", async () => {
    const sent = vi.fn();
    server.use(http.get('*/api/kilometer_courses/report', () => (sent(), new HttpResponse('x'))));
    const { user } = renderDialog({ ...KILOMETER_REPORT, requirement: 'all' });
    await user.clear(screen.getByLabelText(/Cena za km/));
    await user.click(screen.getByRole('button', { name: 'Generuj' }));
    expect(await screen.findAllByText('Pole wymagane')).toHaveLength(2);
    expect(sent).not.toHaveBeenCalled();
  });

  it('reads a price typed with a comma and refuses a text that is no price', async () => {
    let query: URLSearchParams | null = null;
    server.use(
      http.get('*/api/kilometer_courses/report', ({ request }) => {
        query = new URL(request.url).searchParams;
        return new HttpResponse('x', { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    savedNames();
    const { user } = renderDialog();
    const price = screen.getByLabelText(/Cena za km/);
    await user.clear(price);
    await user.type(price, 'tanio');
    await user.click(screen.getByRole('button', { name: 'Generuj' }));
    expect(
      await screen.findByText('Podaj cenę za km z najwyżej dwoma miejscami po przecinku'),
    ).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '1,25');
    await user.click(screen.getByRole('button', { name: 'Generuj' }));
    await waitFor(() => expect(query?.get('pricePerKm')).toBe('1.25'));
  });

  it('refuses a negative price', async () => {
    const { user } = renderDialog();
    const price = screen.getByLabelText(/Cena za km/);
    await user.clear(price);
    await user.type(price, '-1');
    await user.click(screen.getByRole('button', { name: 'Generuj' }));
    expect(await screen.findByText('Cena za km nie może być ujemna')).toBeInTheDocument();
  });

  it('refuses an end before the start', async () => {
    const { user } = renderDialog();
    await typeDate(user, 'Do', '01012000');
    await user.click(screen.getByRole('button', { name: 'Generuj' }));
    expect(await screen.findByText('Data „Do” nie może być wcześniejsza niż data „Od”')).toBeInTheDocument();
  });

  it('shows the detail of a 400 (§8) and keeps the dialog open', async () => {
    server.use(
      http.get('*/api/kilometer_courses/report', () =>
        HttpResponse.json({ 'hydra:description': 'Cena za km nie może być ujemna' }, { status: 400 }),
      ),
    );
    const { user, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Generuj' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cena za km nie może być ujemna');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says the report message for any other failure (§8)', async () => {
    server.use(http.get('*/api/kilometer_courses/report', () => new HttpResponse(null, { status: 500 })));
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Generuj' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wystąpił błąd podczas pobierania raportu. Spróbuj ponownie później',
    );
  });

  it('posts the passenger id under the filter name for the POST variant', async () => {
    let body: unknown;
    server.use(
      http.get('*/api/passengers', () => HttpResponse.json(hydra([buildPassenger(7, 'Andrzej Nowak')]))),
      http.post('*/api/financial_report/passenger', async ({ request }) => {
        body = await request.json();
        return new HttpResponse('x', { headers: { 'Content-Disposition': 'attachment; filename="r.xls"' } });
      }),
    );
    savedNames();
    const { user } = renderDialog({
      ...KILOMETER_REPORT,
      endpoint: '/api/financial_report/passenger',
      method: 'POST',
      passengerFilter: 'employee',
    });
    await user.click(screen.getByRole('combobox', { name: /Pasażer/ }));
    await user.click(await screen.findByRole('option', { name: 'Andrzej Nowak' }));
    await user.click(screen.getByRole('button', { name: 'Generuj' }));
    await waitFor(() => expect(body).toMatchObject({ employee: 7, pricePerKm: 0.6 }));
  });
});

describe('fallbackFileName', () => {
  it('is the prefix plus a Polish timestamp', () => {
    expect(fallbackFileName('raport', 'pdf', new Date('2026-11-25T08:05:00Z'))).toBe(
      'raport-2026-11-25_09-05.pdf',
    );
  });
});
