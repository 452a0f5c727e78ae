import { describe, expect, it } from 'vitest';
import { startingBaseFormSchema, startingBaseUpdateFields } from './starting-base.schema';

const valid = { name: 'Baza Łódź', address: 'Łódź, łódzkie, Polska', latitude: 51.76, longitude: 19.46 };
const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('starting base form', () => {
  it('reads a valid base, trimming the texts and defaulting the company to none', () => {
    expect(startingBaseFormSchema(false).parse({ ...valid, name: '  Baza Łódź ' })).toEqual({
      ...valid,
      company: null,
    });
  });

  it('requires the name and the address', () => {
    const result = startingBaseFormSchema(false).safeParse({ name: ' ', address: '' });
    expect(messages(result)).toEqual({ name: 'Pole wymagane', address: 'Pole wymagane' });
  });

  it('caps the strings', () => {
    const result = startingBaseFormSchema(false).safeParse({ ...valid, name: 'x'.repeat(201) });
    expect(messages(result)).toEqual({ name: 'Wartość jest zbyt długa (najwyżej 200 znaków)' });
  });

  it('requires the company of a manager, and only a company IRI', () => {
    expect(messages(startingBaseFormSchema(true).safeParse(valid))).toEqual({ company: 'Pole wymagane' });
    expect(messages(startingBaseFormSchema(true).safeParse({ ...valid, company: '/api/users/3' }))).toEqual({
      company: 'Nieprawidłowa wartość',
    });
    expect(startingBaseFormSchema(true).parse({ ...valid, company: '/api/companies/3' }).company).toBe(3);
  });

  it('refuses half a point and coordinates off the globe', () => {
    expect(messages(startingBaseFormSchema(false).safeParse({ ...valid, longitude: null }))).toEqual({
      latitude: 'Nieprawidłowa wartość',
    });
    expect(messages(startingBaseFormSchema(false).safeParse({ ...valid, latitude: 91 }))).toEqual({
      latitude: 'Nieprawidłowa wartość',
    });
  });

  it('lets an update send only the soft delete', () => {
    expect(startingBaseUpdateFields.parse({ isActive: false })).toEqual({ isActive: false });
  });
});
