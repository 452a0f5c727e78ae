import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { buildCourse, coursesHandler } from '@mocks/courses';
import { renderWithRouter } from '@/test/render';
import { CourseListPage } from './course-list-page';
import { setScreenWidth, signInAs } from './course-list.test-utils';

const finished = [buildCourse({ status: 'finished' }), buildCourse({ status: 'finished' })];
const company = { '@id': '/api/companies/1', id: 1, name: 'PKP Intercity', isTransportCompany: false };

function renderAs(roles: string[], withCompany = true) {
  setScreenWidth(1400);
  signInAs(roles, withCompany ? { company } : {});
  server.use(coursesHandler(finished));
  return renderWithRouter(<CourseListPage />, { path: '/course' });
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
    await within(column).findAllByRole('article');
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
    await within(column).findAllByRole('article');
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
    await within(column).findAllByRole('article');
    expect(within(column).queryByRole('button', { name: /Menu kolumny/ })).not.toBeInTheDocument();
  });
});
