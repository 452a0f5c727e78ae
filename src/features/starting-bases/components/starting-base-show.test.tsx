import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { buildUser } from '@mocks/users';
import { userSchema } from '@/api/user.schema';
import { renderWithRouter } from '@/test/render';
import { startingBaseViewSchema } from '@domain/contract/starting-base.schema';
import { StartingBaseShow } from './starting-base-show';

describe('StartingBaseShow', () => {
  it("offers a transport company no delete of another company's base", () => {
    const carrier = userSchema.parse(
      buildUser({
        roles: ['ROLE_DEFAULT', 'ROLE_TRANSPORT_COMPANY'],
        company: { '@id': '/api/companies/4', id: 4, name: 'Taxi Trans', isTransportCompany: true },
      }),
    );
    const base = (companyId: number) =>
      startingBaseViewSchema.parse({
        '@context': '/api/contexts/StartingBase',
        '@id': '/api/starting_bases/9',
        '@type': 'StartingBase',
        id: 9,
        name: 'Baza Odolany',
        address: null,
        latitude: null,
        longitude: null,
        company: { '@id': `/api/companies/${companyId}`, id: companyId, name: 'Firma' },
        version: 3,
      });
    const { unmount } = renderWithRouter(<StartingBaseShow user={carrier} base={base(5)} />);
    expect(screen.queryByRole('button', { name: 'Usuń' })).not.toBeInTheDocument();
    unmount();
    renderWithRouter(<StartingBaseShow user={carrier} base={base(4)} />);
    expect(screen.getByRole('button', { name: 'Usuń' })).toBeInTheDocument();
  });
});
