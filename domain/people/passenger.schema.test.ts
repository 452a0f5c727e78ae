import { describe, expect, it } from 'vitest';
import { employerMissing, passengerBodySchema, passengerFormSchema } from './passenger.schema';

const person = {
  firstname: 'Jan',
  surname: 'Nowak',
  email: '',
  phones: [{ phone: '600100200', main: true }],
};
const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('passenger form and body (§5)', () => {
  it('requires the employer of everyone but company users', () => {
    expect(employerMissing('railway-companies', '')).toBe(true);
    expect(employerMissing('principals', null)).toBe(true);
    expect(employerMissing('own-company', undefined)).toBe(false);
    const admin = passengerFormSchema({ roles: ['ROLE_ADMIN'] });
    expect(messages(admin.safeParse({ ...person, employer: '', employeeGroup: '' }))).toEqual([
      'employer: Pole wymagane',
    ]);
    const head = passengerFormSchema({ roles: ['ROLE_COMPANY'] });
    expect(head.safeParse({ ...person, employer: '', employeeGroup: '' }).success).toBe(true);
  });

  it('uses the person block messages for names, e-mail and phones', () => {
    const result = passengerBodySchema.safeParse({
      ...person,
      firstname: ' ',
      email: 'jan@',
      phones: [{ phone: '12', main: true }],
    });
    expect(new Set(messages(result))).toEqual(
      new Set([
        'firstname: Pole wymagane',
        'email: Niepoprawny format adresu email',
        'phones.0.phone: Numer telefonu powinien składać się z 9 cyfr',
      ]),
    );
  });
});
