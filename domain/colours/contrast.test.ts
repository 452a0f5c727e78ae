import { describe, expect, it } from 'vitest';
import { contrastRatio, hueOf, relativeLuminance } from './contrast';

describe('WCAG contrast', () => {
  it('gives the extremes and a known pair', () => {
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#FFFFFF')).toBe(21);
    expect(contrastRatio('#FFFFFF', '#007DFF')).toBeCloseTo(3.91, 2);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('reads hues of the primaries and greys', () => {
    expect(hueOf('#FF0000')).toBe(0);
    expect(hueOf('#00FF00')).toBe(120);
    expect(hueOf('#0000FF')).toBe(240);
    expect(hueOf('#9E9E9E')).toBe(0);
  });

  it('refuses what is not #RRGGBB', () => {
    expect(() => relativeLuminance('blue')).toThrow('Not a #RRGGBB colour: blue');
  });
});
