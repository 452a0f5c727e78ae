import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithRouter } from '@/test/render';
import { hydraCollection } from '@mocks/courses';
import { server } from '@mocks/server';
import { CreateCourseButton } from './create-course-button';

const companies = hydraCollection([
  { '@id': '/api/companies/1', '@type': 'Company', id: 1, name: 'PKP Intercity' },
  { '@id': '/api/companies/2', '@type': 'Company', id: 2, name: 'PKP Cargo' },
]);

function renderButton(skipCompanyChoice: boolean) {
  server.use(http.get('*/api/companies', () => HttpResponse.json(companies)));
  return renderWithRouter(<CreateCourseButton variant="toolbar" skipCompanyChoice={skipCompanyChoice} />, {
    path: '/course',
    routes: [{ path: '/course/create', element: <p>formularz kursu</p> }],
  });
}

describe('Utwórz', () => {
  it('asks a dispatcher for the railway company in Nowy kurs first', async () => {
    const { user, router } = renderButton(false);
    await user.click(screen.getByRole('button', { name: 'Utwórz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowy kurs' });
    await user.click(within(dialog).getByRole('button', { name: 'dalej' }));
    expect(
      within(dialog).getByText('Należy wybrać obsługiwaną firmę, aby przejść do tworzenia kursu'),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByRole('combobox', { name: 'Firma kolejowa' }), 'cargo');
    await user.click(await screen.findByRole('option', { name: 'PKP Cargo' }));
    await user.click(within(dialog).getByRole('button', { name: 'dalej' }));
    expect(await screen.findByText('formularz kursu')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?company=2');
  });

  it('takes a company user straight to the form', async () => {
    const { user } = renderButton(true);
    await user.click(screen.getByRole('button', { name: 'Utwórz' }));
    expect(await screen.findByText('formularz kursu')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
