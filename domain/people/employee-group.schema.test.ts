import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  groupCompanyMissing,
  groupCreateBodySchema,
  groupFormSchema,
  groupUpdateFields,
} from './employee-group.schema';

const head = { roles: ['ROLE_COMPANY'] };
const admin = { roles: ['ROLE_ADMIN'] };

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('employee group schemas (§5)', () => {
  it("requires the group's name in the dialog", () => {
    expect(messages(groupFormSchema(head).safeParse({ name: '  ', company: '' }))).toEqual([
      'name: Pole wymagane',
    ]);
  });

  it("asks an admin for the group's company, not a head of company (row 660)", () => {
    expect(messages(groupFormSchema(admin).safeParse({ name: '', company: '' }))).toEqual([
      'name: Pole wymagane',
      'company: Pole wymagane',
    ]);
    expect(groupFormSchema(admin).safeParse({ name: 'A', company: '/api/companies/2' }).success).toBe(true);
    expect(groupCompanyMissing(admin, null)).toBe(true);
    expect(groupCompanyMissing(head, undefined)).toBe(false);
  });

  it('takes both rates of a first stake or neither, zero or more', () => {
    expect(groupCreateBodySchema.safeParse({ name: 'A', kilometerRate: 0, waitHourRate: 0 }).success).toBe(
      true,
    );
    expect(messages(groupCreateBodySchema.safeParse({ name: 'A', waitHourRate: 100 }))).toEqual([
      'kilometerRate: Pole jest wymagane',
    ]);
    expect(
      messages(groupCreateBodySchema.safeParse({ name: 'A', kilometerRate: -1, waitHourRate: 1 })),
    ).toEqual(['kilometerRate: Minimalna kwota stawki to 0 zł']);
  });

  it('reads kept stake IRIs and new stakes with their own messages', () => {
    const update = z.object(groupUpdateFields);
    expect(
      update.parse({
        stakes: ['/api/stakes/3', { kilometerRate: 250, waitHourRate: 3000, validFrom: '2026-12-01' }],
      }).stakes,
    ).toEqual(['/api/stakes/3', { kilometerRate: 250, waitHourRate: 3000, validFrom: '2026-12-01' }]);
    expect(
      messages(update.safeParse({ stakes: [{ kilometerRate: 250, waitHourRate: -1, validFrom: '' }] })),
    ).toEqual([
      'stakes.0.waitHourRate: Minimalna kwota stawki to 0 zł',
      'stakes.0.validFrom: Pole jest wymagane',
    ]);
  });
});
