import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { hydraCollection } from '@mocks/courses';
import { buildUser } from '@mocks/users';
import { userSchema } from '@/api/user.schema';
import type { CompanyItem } from '@domain/contract/company.schema';
import { renderWithRouter } from '@/test/render';
import { CompanyLinksSection } from './company-links-section';

const intercity: CompanyItem = {
  '@context': '/api/contexts/Company',
  '@id': '/api/companies/1',
  '@type': 'Company',
  id: 1,
  name: 'PKP Intercity',
  isTransportCompany: false,
  courseEmployeeSmsNotification: false,
  taxNumber: '5262866590',
  headquartersStreet: null,
  headquartersZipCode: null,
  headquartersCity: null,
  email: null,
  phone: null,
  bankAccountNumber: null,
  isActive: true,
  version: 1,
};

const ref = (id: number, name: string) => ({ '@id': `/api/companies/${id}`, id, name });
/** Trans-Śląsk Katowice asks to serve PKP Intercity, proposing a rate (the demo's pending link). */
const pendingLink = {
  '@id': '/api/company_principals/9',
  '@type': 'CompanyPrincipal',
  id: 9,
  company: ref(12, 'Trans-Śląsk Katowice'),
  principal: ref(1, 'PKP Intercity'),
  superior: false,
  billingModel: 'BACK_TO_THE_STARTING_POINT',
  stakes: [{ id: 31, kilometerRate: 305, waitHourRate: 4300, validFrom: '2026-01-01', confirmed: false }],
  currentStake: null,
  confirmed: false,
  confirmedAt: null,
};

const head = (roles: string[]) =>
  userSchema.parse(
    buildUser({
      id: 3,
      roles: ['ROLE_DEFAULT', ...roles],
      company: { ...ref(1, 'PKP Intercity'), isTransportCompany: false },
    }),
  );

function mockLinks(confirmed: string[]) {
  server.use(
    http.get('*/api/companies/1/contractors', () => HttpResponse.json(hydraCollection([]))),
    http.get('*/api/companies/1/principals', () => HttpResponse.json(hydraCollection([pendingLink]))),
    http.post('*/api/company_principals/9/confirm', () => {
      confirmed.push('link');
      return HttpResponse.json({ ...pendingLink, confirmed: true, confirmedAt: '2026-11-28T02:00:00.000Z' });
    }),
  );
}

describe('CompanyLinksSection: links awaiting confirmation (ADR 022)', () => {
  it('shows the head of company a pending link with Potwierdź and Odrzuć, and confirms it', async () => {
    const confirmed: string[] = [];
    mockLinks(confirmed);
    const { user } = renderWithRouter(
      <CompanyLinksSection company={intercity} user={head(['ROLE_COMPANY'])} />,
    );
    const section = await screen.findByRole('region', { name: 'Firmy obsługujące' });
    expect(within(section).getByText('Trans-Śląsk Katowice')).toBeInTheDocument();
    expect(within(section).getByText('Oczekuje na potwierdzenie')).toBeInTheDocument();
    expect(within(section).getByText(/Proponowana stawka: 3,05/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Odrzuć: Trans-Śląsk Katowice' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Potwierdź: Trans-Śląsk Katowice' }));
    expect(await screen.findByText('Powiązanie zostało potwierdzone')).toBeInTheDocument();
    expect(confirmed).toEqual(['link']);
  });

  it('shows the pending state without answer buttons to a company account that does not confirm', async () => {
    mockLinks([]);
    renderWithRouter(<CompanyLinksSection company={intercity} user={head(['ROLE_USER_COMPANY'])} />);
    const section = await screen.findByRole('region', { name: 'Firmy obsługujące' });
    expect(within(section).getByText('Oczekuje na potwierdzenie')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Potwierdź/ })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Odrzuć/ })).not.toBeInTheDocument();
  });
});
