/** The browser tab's title of a page: 'Kursy - Kursownik', or 'Kursownik' for a page without one. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} - Kursownik` : 'Kursownik';
}
