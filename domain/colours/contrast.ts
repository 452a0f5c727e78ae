/**
 * WCAG 2.1 contrast (1.4.3, 1.4.11): relative luminance of an sRGB colour and the ratio of two.
 * Example: contrastRatio('#FFFFFF', '#000000') === 21; contrastRatio('#007DFF', '#FFFFFF') ≈ 3.91
 */

/** Normal text needs 4.5:1 (1.4.3); large text and parts of controls need 3:1 (1.4.3, 1.4.11). */
export const AA_TEXT = 4.5;
export const AA_LARGE_OR_UI = 3;

function channels(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  const value = parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Example: relativeLuminance('#FFFFFF') === 1; relativeLuminance('#000000') === 0 */
export function relativeLuminance(hex: string): number {
  const [red, green, blue] = channels(hex).map((channel) => {
    const srgb = channel / 255;
    return srgb <= 0.03928 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The ratio of the lighter to the darker colour, 1 to 21, whichever order they come in. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Hue in degrees (0-360) of a #RRGGBB colour; greys have hue 0. */
export function hueOf(hex: string): number {
  const [red, green, blue] = channels(hex).map((channel) => channel / 255) as [number, number, number];
  const max = Math.max(red, green, blue);
  const delta = max - Math.min(red, green, blue);
  if (delta === 0) return 0;
  const sector =
    max === red
      ? ((green - blue) / delta + 6) % 6
      : max === green
        ? (blue - red) / delta + 2
        : (red - green) / delta + 4;
  return sector * 60;
}
