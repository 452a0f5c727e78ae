import { describe, expect, it } from 'vitest';
import { companyKindViolations } from './user-permissions';

const railway = { isTransportCompany: false };
const transport = { isTransportCompany: true };

describe('companyKindViolations', () => {
  it.each([
    [['ROLE_COMPANY', 'ROLE_PASSENGER_CHANGE'], railway, []],
    [['ROLE_TRANSPORT_COMPANY', 'ROLE_FLEET'], transport, []],
    [['ROLE_ADMIN', 'ROLE_DEFINED_KILOMETERS'], null, []],
    [['ROLE_FLEET'], railway, []],
    [['ROLE_DRIVER'], railway, ['Rola Kierowca wymaga firmy transportowej']],
    [['ROLE_PASSENGER'], transport, ['Rola Pracownik wymaga firmy kolejowej']],
    [
      ['ROLE_PASSENGER', 'ROLE_DRIVER'],
      null,
      ['Rola Pracownik wymaga firmy kolejowej', 'Rola Kierowca wymaga firmy transportowej'],
    ],
  ] as const)('%j in %j', (roles, company, messages) => {
    expect(companyKindViolations(roles, company).map((violation) => violation.message)).toEqual(messages);
  });
});
