import { CALENDAR_FEED_TEXTS, canManageCalendarFeed } from '@domain/calendar/calendar-feed';
import type { HasRoles } from '@domain/auth/roles';
import { REPORT_SUBSCRIPTION_TEXTS } from '@domain/reports/report-subscription-texts';
import { subscribableReports } from '@domain/reports/report-subscriptions';

export type SettingsMenuUser = HasRoles & { impersonator?: unknown; companyId?: number | null };

export interface SettingsOption {
  path: string;
  label: string;
  description: string;
  /** Only for users this holds for (the same domain rule the server enforces); everyone otherwise. */
  shownTo?: (user: SettingsMenuUser) => boolean;
}

/** Options of /settings (administration.md §2.6) whose pages exist. */
export const SETTINGS_OPTIONS: readonly SettingsOption[] = [
  { path: 'user-name-settings', label: 'Imię i nazwisko', description: 'Jak podpisujemy Cię w aplikacji' },
  { path: 'user-email-settings', label: 'Adres e-mail', description: 'Adres do powiadomień i resetu hasła' },
  { path: 'user-password-change-settings', label: 'Zmiana hasła', description: 'Hasło używane do logowania' },
  {
    path: 'user-homeplace-settings',
    label: 'Miejsce zamieszkania',
    description: 'Adres, spod którego jeździsz na kursy',
  },
  { path: 'geolocation-settings', label: 'Lokalizacja', description: 'Zgoda przeglądarki na lokalizację' },
  {
    path: 'notification-settings',
    label: 'Powiadomienia',
    description: 'Zgoda przeglądarki na powiadomienia',
  },
  {
    path: 'user-phone-settings',
    label: 'Numery telefonów',
    description: 'Numery, pod którymi jesteś osiągalny',
  },
  { path: 'user-car-settings', label: 'Samochód', description: 'Twój samochód i protokoły przekazania' },
  {
    path: 'calendar-feed-settings',
    label: CALENDAR_FEED_TEXTS.title,
    description: CALENDAR_FEED_TEXTS.menuDescription,
    shownTo: canManageCalendarFeed,
  },
  {
    path: 'report-subscription-settings',
    label: REPORT_SUBSCRIPTION_TEXTS.title,
    description: REPORT_SUBSCRIPTION_TEXTS.menuDescription,
    // Only to whom some report may be sent (row 794's rule): for others the page would say only no.
    shownTo: (user) =>
      subscribableReports({ roles: user.roles, companyId: user.companyId ?? null }).length > 0,
  },
];
