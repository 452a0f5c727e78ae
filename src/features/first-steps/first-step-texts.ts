/**
 * What each step of 'Pierwsze kroki' says and where it is done (the router's pages;
 * docs/spec-decisions.md rows 665-667).
 */
import type { FirstStep } from '@domain/onboarding/first-steps';

export interface FirstStepText {
  title: string;
  description: string;
  /** The page where the step is done. */
  to: string;
  /** The link's text: what the administrator does there. */
  action: string;
}

export const FIRST_STEP_TEXTS: Readonly<Record<FirstStep, FirstStepText>> = {
  railwayCompany: {
    title: 'Firma kolejowa',
    description: 'Dodaj firmę kolejową, która zamawia kursy dla swoich pracowników.',
    to: '/companies/create',
    action: 'Dodaj firmę kolejową',
  },
  transportCompany: {
    title: 'Firma transportowa',
    description: 'Dodaj firmę transportową, która wykonuje kursy.',
    to: '/companies/create',
    action: 'Dodaj firmę transportową',
  },
  contractorLink: {
    title: 'Powiązanie firm i stawki',
    description:
      'W profilu firmy kolejowej dodaj firmę transportową jako wykonawcę, ze stawką za kilometr i za godzinę oczekiwania.',
    to: '/companies',
    action: 'Przejdź do firm',
  },
  users: {
    title: 'Użytkownicy',
    description: 'Załóż konta dyspozytorów oraz osób z firmy kolejowej i firmy transportowej.',
    to: '/users/create',
    action: 'Dodaj użytkownika',
  },
  places: {
    title: 'Miejsca',
    description: 'Dodaj miejsca, między którymi jeżdżą kursy: stacje, lokomotywownie, bocznice.',
    to: '/places',
    action: 'Przejdź do miejsc',
  },
  startingBase: {
    title: 'Baza startowa',
    description: 'Dodaj bazę firmy transportowej, z której wyjeżdżają jej samochody.',
    to: '/starting_bases/create',
    action: 'Dodaj bazę startową',
  },
  drivers: {
    title: 'Kierowcy',
    description:
      'Dodaj kierowców firmy transportowej, którzy dostaną kursy: z adresem e-mail albo z telefonem, gdy firma ma włączone powiadomienia SMS dla pracowników.',
    to: '/drivers',
    action: 'Przejdź do kierowców',
  },
  passengers: {
    title: 'Pasażerowie',
    description: 'Dodaj pracowników firmy kolejowej, których wożą kursy.',
    to: '/passengers',
    action: 'Przejdź do pasażerów',
  },
  employeeGroups: {
    title: 'Grupy pracownicze',
    description:
      'Dodaj grupę pracowniczą firmy kolejowej z jej stawkami. Pasażera do grupy przydziela kierownik firmy kolejowej (konto z rolą Firma).',
    // The groups tab of 'Pasażerowie', which administrators keep too (row 660; row 700).
    to: '/passengers?tab=groups',
    action: 'Przejdź do grup pracowniczych',
  },
  course: {
    title: 'Pierwszy kurs',
    description: 'Utwórz pierwszy kurs: firma kolejowa, trasa, wykonawca i pasażerowie.',
    to: '/course/create',
    action: 'Utwórz kurs',
  },
};
