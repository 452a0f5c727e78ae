import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { buildUser } from '@mocks/users';
import { userSchema } from '@/api/user.schema';
import { RolesField } from './roles-field';

const admin = userSchema.parse(buildUser({ id: 1 }));
const transport = userSchema.parse(
  buildUser({
    id: 7,
    roles: ['ROLE_DEFAULT', 'ROLE_TRANSPORT_COMPANY'],
    company: { '@id': '/api/companies/4', id: 4, name: 'Taxi Trans Warszawa', isTransportCompany: true },
  }),
);

describe('RolesField', () => {
  it('offers a transport company only the roles of its side', () => {
    render(<RolesField actor={transport} target={null} value={[]} onChange={vi.fn()} error={undefined} />);
    expect(screen.getByRole('checkbox', { name: 'Kierowca' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Faktury' })).toBeEnabled();
    for (const name of [
      'Administrator',
      'Dyspozytor',
      'Księgowa',
      'Podgląd innych użytkowników',
      'Pracownik',
    ])
      expect(screen.queryByRole('checkbox', { name })).toBeNull();
  });

  it('locks an administrator’s own admin role but not another role of theirs', () => {
    render(
      <RolesField
        actor={admin}
        target={admin}
        value={['ROLE_ADMIN', 'ROLE_IMPERSONATOR']}
        onChange={vi.fn()}
        error={undefined}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Administrator' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Podgląd innych użytkowników' })).toBeEnabled();
  });
});
