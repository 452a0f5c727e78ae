import { describe, expect, it } from 'vitest';
import { AA_LARGE_OR_UI, AA_TEXT, contrastRatio, hueOf } from './contrast';
import { ACCESSIBLE, BRAND, PAGE_BACKGROUND, type BrandColour } from './palette';

const names = Object.keys(BRAND) as BrandColour[];

describe('the theme colours', () => {
  it.each(names)(
    '%s: white text on its shade and the shade as text on white or the page reach 4.5:1',
    (name) => {
      expect(contrastRatio(ACCESSIBLE[name], '#FFFFFF')).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(ACCESSIBLE[name], PAGE_BACKGROUND)).toBeGreaterThanOrEqual(AA_TEXT);
    },
  );

  it.each(names)('%s: the shade keeps the hue of the spec colour', (name) => {
    expect(Math.abs(hueOf(ACCESSIBLE[name]) - hueOf(BRAND[name]))).toBeLessThan(2);
  });

  it('the brand blue is still a visible focus ring and shape on white (3:1)', () => {
    expect(contrastRatio(BRAND.primary, '#FFFFFF')).toBeGreaterThanOrEqual(AA_LARGE_OR_UI);
    expect(contrastRatio(BRAND.primary, PAGE_BACKGROUND)).toBeGreaterThanOrEqual(AA_LARGE_OR_UI);
  });

  it('the spec colours themselves are too light for small white text, which is why the shades exist', () => {
    for (const name of names) expect(contrastRatio(BRAND[name], '#FFFFFF')).toBeLessThan(AA_TEXT);
  });
});
