import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { renderWithRouter } from '@/test/render';
import { BulkSettleMenu } from './bulk-settle-menu';

/**
 * The menu of 'Zakończone' holding two courses, as the course list's column shows it (the route
 * composes it in there: courses-route.settlement.test.tsx), for a user of `roles`, in PKP Intercity.
 */
function renderAs(roles: string[], withCompany = true) {
  const user = { id: 3, roles, companyId: withCompany ? 1 : null };
  return renderWithRouter(
    <section aria-label="Zakończone">
      <BulkSettleMenu column="finished" label="Zakończone" total={2} user={user} />
    </section>,
  );
}

describe('Finished column menu', () => {
  it('lets the head of a company accept every finished course for settlement, after confirming', async () => {
    let settleCalls = 0;
    server.use(
      http.get('*/api/abstract_course/settle', () => {
        settleCalls += 1;
        return HttpResponse.json({ settled: 2, message: 'Zaakceptowano 2 kursów' });
      }),
    );
    const view = renderAs(['ROLE_COMPANY']);
    const column = await screen.findByRole('region', { name: 'Zakończone' });
    await view.user.click(within(column).getByRole('button', { name: 'Menu kolumny Zakończone' }));
    await view.user.click(
      await screen.findByRole('menuitem', { name: 'Zaakceptuj wszystkie do rozliczenia' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Zaakceptować kursy do rozliczenia?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Nie' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(settleCalls).toBe(0);

    await view.user.click(within(column).getByRole('button', { name: 'Menu kolumny Zakończone' }));
    await view.user.click(
      await screen.findByRole('menuitem', { name: 'Zaakceptuj wszystkie do rozliczenia' }),
    );
    await view.user.click(await screen.findByRole('button', { name: 'Tak, zaakceptuj' }));
    expect(await screen.findByText('Zaakceptowano 2 kursów')).toBeInTheDocument();
    expect(settleCalls).toBe(1);
  });

  it('tells when nothing could be accepted', async () => {
    server.use(
      http.get('*/api/abstract_course/settle', () =>
        HttpResponse.json({ settled: 0, message: 'Nie ma żadnych kursów, które mogą być zaakceptowane' }),
      ),
    );
    const view = renderAs(['ROLE_COMPANY']);
    const column = await screen.findByRole('region', { name: 'Zakończone' });
    await view.user.click(within(column).getByRole('button', { name: 'Menu kolumny Zakończone' }));
    await view.user.click(
      await screen.findByRole('menuitem', { name: 'Zaakceptuj wszystkie do rozliczenia' }),
    );
    await view.user.click(await screen.findByRole('button', { name: 'Tak, zaakceptuj' }));
    expect(
      await screen.findByText('Nie ma żadnych kursów, które mogą być zaakceptowane'),
    ).toBeInTheDocument();
  });

  it.each([
    ['a dispatcher', ['ROLE_USER'], false],
    ['a company employee', ['ROLE_USER_COMPANY'], true],
    ['a transport company', ['ROLE_TRANSPORT_COMPANY'], true],
  ])('is not offered to %s', async (_, roles, withCompany) => {
    renderAs(roles, withCompany);
    const column = await screen.findByRole('region', { name: 'Zakończone' });
    expect(within(column).queryByRole('button', { name: /Menu kolumny/ })).not.toBeInTheDocument();
  });

  it('is not offered on another column, nor on an empty one', () => {
    const user = { id: 3, roles: ['ROLE_COMPANY'], companyId: 1 };
    renderWithRouter(
      <>
        <BulkSettleMenu column="in_progress" label="W trakcie" total={2} user={user} />
        <BulkSettleMenu column="finished" label="Zakończone" total={0} user={user} />
      </>,
    );
    expect(screen.queryByRole('button', { name: /Menu kolumny/ })).not.toBeInTheDocument();
  });
});
