import { describe, expect, it } from 'vitest';
import { REQUIRED, VALIDATION_MESSAGES } from '../validation/messages';
import {
  billingModelFor,
  billingModelOnSwitch,
  contractorFormSchema,
  principalFormSchema,
} from './company-links.schema';
import { companyCreatedNotice } from './company-body.schema';

const form = {
  company: '/api/companies/1',
  contractor: '/api/companies/7',
  superior: false,
  contractorOf: 'railway_company' as const,
  billingModel: 'BACK_TO_THE_STARTING_POINT',
  kilometerRate: '',
  waitHourRate: '',
};
const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('contractor and principal forms', () => {
  it('accepts no stake, or both rates', () => {
    expect(contractorFormSchema.safeParse(form).success).toBe(true);
    expect(
      contractorFormSchema.safeParse({ ...form, kilometerRate: '2,50', waitHourRate: '30' }).success,
    ).toBe(true);
  });

  it('names the missing rate and refuses a negative one', () => {
    expect(messages(contractorFormSchema.safeParse({ ...form, kilometerRate: '2,50' }))).toEqual([
      ['waitHourRate', REQUIRED],
    ]);
    expect(
      messages(contractorFormSchema.safeParse({ ...form, kilometerRate: '-1', waitHourRate: '1' })),
    ).toContainEqual(['kilometerRate', VALIDATION_MESSAGES.rate]);
  });

  it('requires a billing model for a railway company contractor, not for a subcontractor', () => {
    expect(messages(contractorFormSchema.safeParse({ ...form, billingModel: '' }))).toEqual([
      ['billingModel', REQUIRED],
    ]);
    expect(
      contractorFormSchema.safeParse({
        ...form,
        contractorOf: 'transport_company',
        billingModel: 'NOT_AVAILABLE',
      }).success,
    ).toBe(true);
    expect(
      messages(
        principalFormSchema.safeParse({
          principal: '/api/companies/1',
          superior: false,
          billingModel: '',
          kilometerRate: '',
          waitHourRate: '',
        }),
      ),
    ).toEqual([['billingModel', REQUIRED]]);
  });

  it('sets NOT_AVAILABLE for a subcontractor and clears it when switching to railway_company', () => {
    expect(billingModelFor('transport_company', 'BACK_TO_THE_STARTING_POINT')).toBe('NOT_AVAILABLE');
    expect(billingModelFor('railway_company', 'NOT_AVAILABLE')).toBeNull();
    expect(billingModelOnSwitch('transport_company')).toBe('NOT_AVAILABLE');
    expect(billingModelOnSwitch('railway_company')).toBe('');
  });

  it('words the created notice by type', () => {
    expect(companyCreatedNotice(false)).toBe('Nowa firma kolejowa została dodana');
    expect(companyCreatedNotice(true)).toBe('Nowa firma transportowa została dodana');
    expect(companyCreatedNotice(null)).toBe('Nowa firma została dodana');
  });
});
