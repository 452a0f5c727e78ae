import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/server';
import { hydraCollection } from '@mocks/courses';
import { buildContractorLink, companyRef, INTERCITY, PENDING_PRINCIPAL_LINK } from '@mocks/company-links';
import { buildUser } from '@mocks/users';
import { userSchema } from '@/api/user.schema';
import { renderWithRouter } from '@/test/render';
import { CompanyLinksSection } from './company-links-section';

const head = (roles: string[]) =>
  userSchema.parse(
    buildUser({
      id: 3,
      roles: ['ROLE_DEFAULT', ...roles],
      company: { ...companyRef(1, 'PKP Intercity'), isTransportCompany: false },
    }),
  );

function mockLinks(confirmed: string[]) {
  server.use(
    http.get('*/api/companies/1/contractors', () => HttpResponse.json(hydraCollection([]))),
    http.get('*/api/companies/1/principals', () =>
      HttpResponse.json(hydraCollection([PENDING_PRINCIPAL_LINK])),
    ),
    http.post('*/api/company_principals/9/confirm', () => {
      confirmed.push('link');
      return HttpResponse.json({
        ...PENDING_PRINCIPAL_LINK,
        confirmed: true,
        confirmedAt: '2026-11-28T02:00:00.000Z',
      });
    }),
  );
}

describe('CompanyLinksSection: links awaiting confirmation (ADR 022)', () => {
  it('shows the head of company a pending link with Potwierdź and Odrzuć, and confirms it', async () => {
    const confirmed: string[] = [];
    mockLinks(confirmed);
    const { user } = renderWithRouter(
      <CompanyLinksSection company={INTERCITY} user={head(['ROLE_COMPANY'])} />,
    );
    // The transport company's principal link sits with the railway company's own contractors (row 697).
    const section = await screen.findByRole('region', { name: 'Wykonawcy' });
    expect(within(section).getByText('Trans-Śląsk Katowice')).toBeInTheDocument();
    expect(within(section).getByText('Powiązanie dodane przez firmę transportową')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /^(Nowe stawki|Usuń):/ })).not.toBeInTheDocument();
    expect(within(section).getByText('Oczekuje na potwierdzenie')).toBeInTheDocument();
    expect(within(section).getByText(/Proponowana stawka: 3,05/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Odrzuć: Trans-Śląsk Katowice' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Potwierdź: Trans-Śląsk Katowice' }));
    expect(await screen.findByText('Powiązanie zostało potwierdzone')).toBeInTheDocument();
    expect(confirmed).toEqual(['link']);
  });

  it('shows the pending state without answer buttons to a company account that does not confirm', async () => {
    mockLinks([]);
    renderWithRouter(<CompanyLinksSection company={INTERCITY} user={head(['ROLE_USER_COMPANY'])} />);
    const section = await screen.findByRole('region', { name: 'Wykonawcy' });
    expect(within(section).getByText('Oczekuje na potwierdzenie')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Potwierdź/ })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Odrzuć/ })).not.toBeInTheDocument();
  });
});

/**
 * PKP Intercity's contractors as its superior contractor Taxi Trans Warszawa (3) sees them: its own
 * superior link, another superior contractor's link and a plain contractor's link.
 */
const intercityContractors = [
  buildContractorLink({ id: 21, contractor: companyRef(3, 'Taxi Trans Warszawa'), superior: true }),
  buildContractorLink({ id: 22, contractor: companyRef(6, 'Auto-Kurs Gdańsk'), superior: true }),
  buildContractorLink({ id: 23, contractor: companyRef(4, 'Trans-Bus Kraków') }),
];

function mockContractors() {
  server.use(
    http.get('*/api/companies/1/contractors', () => HttpResponse.json(hydraCollection(intercityContractors))),
    http.get('*/api/companies/1/principals', () => HttpResponse.json(hydraCollection([]))),
  );
}

const buttonsOf = (section: HTMLElement, name: string) =>
  within(section)
    .queryAllByRole('button', { name: new RegExp(`: ${name}$`) })
    .map((button) => button.textContent);

describe("CompanyLinksSection: each row's buttons follow its link (canManageContractorLink)", () => {
  it('shows a superior contractor Nowe stawki and Usuń only on the links of plain contractors', async () => {
    mockContractors();
    const superior = userSchema.parse(
      buildUser({
        id: 7,
        roles: ['ROLE_DEFAULT', 'ROLE_TRANSPORT_COMPANY'],
        company: { ...companyRef(3, 'Taxi Trans Warszawa'), isTransportCompany: true },
        superiorOf: [1],
      }),
    );
    renderWithRouter(<CompanyLinksSection company={INTERCITY} user={superior} />);
    const section = await screen.findByRole('region', { name: 'Wykonawcy' });
    expect(within(section).getByRole('button', { name: 'Dodaj wykonawcę' })).toBeInTheDocument();
    expect(buttonsOf(section, 'Taxi Trans Warszawa')).toEqual([]);
    expect(buttonsOf(section, 'Auto-Kurs Gdańsk')).toEqual([]);
    expect(buttonsOf(section, 'Trans-Bus Kraków')).toEqual(['Nowe stawki', 'Usuń']);
  });

  it('shows the railway company head the buttons on every contractor link, superior ones included', async () => {
    mockContractors();
    renderWithRouter(<CompanyLinksSection company={INTERCITY} user={head(['ROLE_COMPANY'])} />);
    const section = await screen.findByRole('region', { name: 'Wykonawcy' });
    for (const name of ['Taxi Trans Warszawa', 'Auto-Kurs Gdańsk', 'Trans-Bus Kraków'])
      expect(buttonsOf(section, name)).toEqual(['Nowe stawki', 'Usuń']);
  });
});

const TAXI_TRANS = {
  ...INTERCITY,
  '@id': '/api/companies/3',
  id: 3,
  name: 'Taxi Trans Warszawa',
  isTransportCompany: true,
};

describe('CompanyLinksSection: the one link of a pair on the transport company’s page (row 697)', () => {
  it('lists the railway company that made it a contractor under Obsługiwane firmy, read-only, with the stake', async () => {
    const stake = {
      id: 41,
      kilometerRate: 325,
      waitHourRate: 4500,
      validFrom: '2026-01-01',
      confirmed: true,
    };
    server.use(
      http.get('*/api/companies/3/contractors', () =>
        HttpResponse.json(
          hydraCollection([
            buildContractorLink({
              id: 24,
              company: companyRef(5, 'Orlen KolTrans'),
              stakes: [stake],
              currentStake: stake,
            }),
          ]),
        ),
      ),
      http.get('*/api/companies/3/principals', () => HttpResponse.json(hydraCollection([]))),
    );
    const transport = userSchema.parse(
      buildUser({
        id: 7,
        roles: ['ROLE_DEFAULT', 'ROLE_TRANSPORT_COMPANY'],
        company: { ...companyRef(3, 'Taxi Trans Warszawa'), isTransportCompany: true },
      }),
    );
    renderWithRouter(<CompanyLinksSection company={TAXI_TRANS} user={transport} />);
    const served = await screen.findByRole('region', { name: 'Obsługiwane firmy' });
    const row = within(served).getByRole('row', { name: /Orlen KolTrans/ });
    expect(row).toHaveTextContent('Powiązanie dodane przez firmę kolejową');
    expect(row).toHaveTextContent('3,25 zł/km, 45,00 zł/h od 01.01.2026');
    expect(within(served).queryByRole('button', { name: /: Orlen KolTrans$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Zleceniodawcy' })).not.toBeInTheDocument();
  });
});
