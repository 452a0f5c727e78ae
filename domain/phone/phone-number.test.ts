import full from 'libphonenumber-js/metadata.min.json';
import type { MetadataJson } from 'libphonenumber-js/core';
import { describe, expect, it } from 'vitest';
import cut from './metadata.pl-de.json';
import { cutPhoneMetadata } from './phone-metadata';
import { phoneRules } from './phone-number';
import { polishAndGermanPhones as phones } from './polish-and-german-phones';

describe('phones (courses.md §9: Poland the default region)', () => {
  it("shows a stored Polish number in Poland's grouping and dials it as E.164", () => {
    expect(phones.display('600100200')).toBe('600 100 200');
    expect(phones.href('600100200')).toBe('tel:+48600100200');
    expect(phones.toE164('600 100 200')).toBe('+48600100200');
    expect(phones.display('+48 22 123 45 67')).toBe('22 123 45 67');
    expect(phones.href('+48 22 123 45 67')).toBe('tel:+48221234567');
  });

  it('keeps a Polish number typed or pasted as Poles write it as its 9 digits (issue 31)', () => {
    for (const pasted of [
      '601 100 200',
      '+48 601 100 200',
      '0048 601-100-200',
      '(+48) 601100200',
      '601100200',
    ])
      expect(phones.typed(pasted), pasted).toBe('601100200');
    expect(phones.typed('60110020')).toBe('60110020');
    expect(phones.typed('48601100200')).toBe('601100200');
    expect(phones.typed('+49 30 123456')).toBe('4930123456');
    expect(phones.typed('')).toBe('');
  });

  it('shows a German number internationally', () => {
    expect(phones.display('+4930123456')).toBe('+49 30 123456');
    expect(phones.href('+49 30 123456')).toBe('tel:+4930123456');
  });

  it('keeps what it cannot read as stored, and dials only its digits and +', () => {
    expect(phones.toE164('000000000')).toBeNull();
    expect(phones.display('000000000')).toBe('000000000');
    expect(phones.display('+420 601 123 456')).toBe('+420 601 123 456');
    expect(phones.href('+420 601 123 456')).toBe('tel:+420601123456');
    expect(phones.href('tel:600;x')).toBe('tel:600');
  });

  it('reads any country with the full metadata the server brings', () => {
    const world = phoneRules(full as MetadataJson);
    expect(world.toE164('+420 601 123 456')).toBe('+420601123456');
    expect(world.toE164('600100200')).toBe('+48600100200');
  });

  it("is the installed package's metadata, cut to Poland and Germany", () => {
    expect(cut).toEqual(cutPhoneMetadata(full as MetadataJson));
  });
});
