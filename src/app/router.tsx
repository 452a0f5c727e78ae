import { Navigate, redirect, type RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle';
import { requireSessionLoader, switchUserLoader } from './route-guard';
import { RootLayout } from './routes/root-layout';
import { lazyRoute } from '@/lib/lazy-route';
import { RouteError } from './routes/route-error';

const title = (value: string): RouteHandle => ({ title: value });

/** The routes drawn without MUI: the entry and these load none of it (ADR 013). */
const PLAIN_PATHS = new Set(['login']);

/**
 * Every other route under one pathless layout that provides MUI's theme, baseline and notices: loaded
 * beside the first MUI page's own chunk, in parallel with it (react-router loads matched routes'
 * code together), so the login page needs no MUI and the other pages wait for no extra round trip.
 */
function withThemedLayout(routes: RouteObject[]): RouteObject[] {
  const plain = routes.filter((route) => route.path !== undefined && PLAIN_PATHS.has(route.path));
  const themed = routes.filter((route) => !plain.includes(route));
  return [
    ...plain,
    { id: 'themed', lazy: lazyRoute(() => import('./routes/themed-layout-route')), children: themed },
  ];
}

/**
 * Every page is its own lazily loaded chunk: the login route loads only the entry (router, guards,
 * banners; no MUI) and its own module; the shell, settings and courses come with the main layout.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      loader: switchUserLoader,
      element: <RootLayout />,
      // The one error element, for every route (lazy ones included): a page whose code cannot be loaded
      // or that fails to render shows 'Spróbuj ponownie', never a white page. (An error element on a
      // route inside the main layout rendered nothing at all with React Router 7: kept at the root.)
      errorElement: <RouteError />,
      // The first loaders only read localStorage; nothing worth a spinner is shown meanwhile.
      hydrateFallbackElement: <div />,
      children: withThemedLayout([
        {
          path: 'login',
          handle: title('Zaloguj się'),
          lazy: lazyRoute(() => import('./routes/login-route')),
        },
        {
          path: 'logout',
          handle: title('Wylogowywanie'),
          lazy: lazyRoute(() => import('./routes/logout-route')),
        },
        {
          path: 'unauthorized-reset-password-request',
          handle: title('Nie pamiętasz hasła?'),
          lazy: lazyRoute(() => import('./routes/reset-request-route')),
        },
        {
          path: 'reset-password/:token',
          handle: title('Ustaw nowe hasło'),
          lazy: lazyRoute(() => import('./routes/reset-password-route')),
        },
        // The driver's link: outside the main layout, no login (the token is the credential).
        {
          path: 'kurs/404',
          handle: title('Nie znaleziono kursu'),
          lazy: lazyRoute(() => import('./routes/driver-course-not-found-route')),
        },
        {
          path: 'kurs/:token',
          handle: title('Kurs'),
          lazy: lazyRoute(() => import('./routes/driver-course-route')),
        },
        // A passenger's tracking link (issue 35): outside the main layout, no login either.
        {
          path: 'sledzenie/:token',
          handle: title('Gdzie jest samochód?'),
          lazy: lazyRoute(() => import('./routes/tracking-route')),
        },
        {
          id: 'main',
          loader: requireSessionLoader,
          // The session is checked on every navigation, not only when the layout first mounts.
          shouldRevalidate: () => true,
          lazy: lazyRoute(() => import('./routes/main-layout-route')),
          children: [
            { index: true, loader: () => redirect('/course'), element: <Navigate to="/course" replace /> },
            {
              path: 'course',
              handle: title('Kursy'),
              lazy: lazyRoute(() => import('./routes/courses-route')),
            },
            // 'Pierwsze kroki' of an empty installation (issue 31): administrators only.
            {
              path: 'first-steps',
              handle: title('Pierwsze kroki'),
              lazy: lazyRoute(() => import('./routes/first-steps-route')),
            },
            {
              path: 'course/create',
              handle: title('Nowy kurs'),
              lazy: lazyRoute(() => import('./routes/course-create-route')),
            },
            {
              path: 'course/:id/edit',
              handle: title('Edycja kursu'),
              lazy: lazyRoute(() => import('./routes/course-edit-route')),
            },
            {
              path: 'locomotives',
              handle: title('Lokomotywy'),
              lazy: lazyRoute(() => import('./routes/locomotives-route')),
            },
            // '/fleet' itself is the fleet's first page, 'Samochody' (issue 31: it was 'page not found').
            {
              path: 'fleet',
              loader: () => redirect('/fleet/cars'),
              element: <Navigate to="/fleet/cars" replace />,
            },
            // Fuel (issue 16).
            {
              path: 'fleet/transactions',
              handle: title('Transakcje'),
              lazy: lazyRoute(() => import('./routes/transactions-route')),
            },
            {
              path: 'fleet/fuel-cards',
              handle: title('Karty paliwowe'),
              lazy: lazyRoute(() => import('./routes/fuel-cards-route')),
            },
            // Invoices (issue 17).
            {
              path: 'invoices',
              handle: title('Fakturowanie'),
              lazy: lazyRoute(() => import('./routes/invoices-route')),
            },
            {
              path: 'invoices/create',
              handle: title('Nowa faktura'),
              lazy: lazyRoute(() => import('./routes/invoice-create-route')),
            },
            {
              path: 'invoices/show/:id',
              handle: title('Faktura'),
              lazy: lazyRoute(() => import('./routes/invoice-show-route')),
            },
            {
              path: 'fleet/driver-report',
              handle: title('Rozliczenia kierowców'),
              lazy: lazyRoute(() => import('./routes/fleet-driver-report-route')),
            },
            {
              path: 'fleet/subcontractor-report',
              handle: title('Rozliczenia podwykonawców'),
              lazy: lazyRoute(() => import('./routes/fleet-subcontractor-report-route')),
            },
            {
              path: 'fleet/cars',
              handle: title('Samochody'),
              lazy: lazyRoute(() => import('./routes/cars-route')),
            },
            {
              path: 'financial-settlement',
              handle: title('Rozliczenia'),
              lazy: lazyRoute(() => import('./routes/financial-settlement-route')),
            },
            {
              path: 'finances',
              handle: title('Finanse'),
              lazy: lazyRoute(() => import('./routes/finances-route')),
            },
            {
              path: 'defined-kilometers',
              handle: title('Zdefiniowane kilometry'),
              lazy: lazyRoute(() => import('./routes/defined-kilometers-route')),
            },
            {
              path: 'defined-kilometers/create',
              handle: title('Nowe zdefiniowane kilometry'),
              lazy: lazyRoute(() => import('./routes/defined-kilometer-create-route')),
            },
            {
              path: 'defined-kilometers/:id/edit',
              handle: title('Edycja zdefiniowanych kilometrów'),
              lazy: lazyRoute(() => import('./routes/defined-kilometer-edit-route')),
            },
            {
              path: 'defined-kilometers/:id',
              handle: title('Zdefiniowane kilometry'),
              lazy: lazyRoute(() => import('./routes/defined-kilometer-route')),
            },
            // Companies administration (issue 12, part A).
            {
              path: 'companies',
              handle: title('Firmy'),
              lazy: lazyRoute(() => import('./routes/companies-route')),
            },
            {
              path: 'companies/create',
              handle: title('Nowa firma'),
              lazy: lazyRoute(() => import('./routes/company-create-route')),
            },
            {
              path: 'companies/:id/edit',
              handle: title('Edycja firmy'),
              lazy: lazyRoute(() => import('./routes/company-edit-route')),
            },
            {
              path: 'companies/:id',
              handle: title('Firma'),
              lazy: lazyRoute(() => import('./routes/company-route')),
            },
            // Employee requests with chat (issue 17, part requests).
            {
              path: 'employee-request/create',
              handle: title('Nowe zgłoszenie'),
              lazy: lazyRoute(() => import('./routes/employee-request-create-route')),
            },
            {
              path: 'employee-request/:selectedEmployeeRequestId?',
              handle: title('Zgłoszenia'),
              lazy: lazyRoute(() => import('./routes/employee-request-route')),
            },
            // Part B of issue 12: passengers, with the head of company's employee groups.
            {
              path: 'passengers',
              handle: title('Pasażerowie'),
              lazy: lazyRoute(() => import('./routes/passengers-route')),
            },
            // Drivers and absences (issue 12, part C).
            {
              path: 'drivers',
              handle: title('Kierowcy'),
              lazy: lazyRoute(() => import('./routes/drivers-route')),
            },
            {
              path: 'driver_absences',
              handle: title('Urlopy'),
              lazy: lazyRoute(() => import('./routes/driver-absences-route')),
            },
            {
              path: 'driver_absences/create',
              handle: title('Nowy urlop'),
              lazy: lazyRoute(() => import('./routes/driver-absence-create-route')),
            },
            // Użytkownicy (issue 12, part D)
            {
              path: 'users',
              handle: title('Użytkownicy'),
              lazy: lazyRoute(() => import('./routes/users-route')),
            },
            {
              path: 'users/create',
              handle: title('Nowy użytkownik'),
              lazy: lazyRoute(() => import('./routes/user-create-route')),
            },
            {
              path: 'users/:id/edit',
              handle: title('Edycja użytkownika'),
              lazy: lazyRoute(() => import('./routes/user-edit-route')),
            },
            {
              path: 'users/:id',
              handle: title('Użytkownik'),
              lazy: lazyRoute(() => import('./routes/user-route')),
            },
            // Places and hotels (issue 13, part P).
            {
              path: 'places',
              handle: title('Miejsca'),
              lazy: lazyRoute(() => import('./routes/places-route')),
            },
            {
              path: 'hotels',
              handle: title('Hotele'),
              lazy: lazyRoute(() => import('./routes/hotels-route')),
            },
            {
              path: 'hotels/create',
              handle: title('Nowy hotel'),
              lazy: lazyRoute(() => import('./routes/hotel-route')),
            },
            {
              path: 'hotels/:id',
              handle: title('Edycja hotelu'),
              lazy: lazyRoute(() => import('./routes/hotel-route')),
            },
            // Dziennik bezpieczeństwa (issue 14): administrators only.
            // The passenger-change register (issue 17); the spec also names the parent path with '_'.
            {
              path: 'passengers-change',
              handle: title('Ewidencja zmian pasażerów'),
              lazy: lazyRoute(() => import('./routes/passenger-changes-route')),
            },
            { path: 'passengers_change', element: <Navigate to="/passengers-change" replace /> },
            {
              path: 'security-audit-log',
              handle: title('Dziennik bezpieczeństwa'),
              lazy: lazyRoute(() => import('./routes/security-audit-log-route')),
            },
            // Bazy startowe and Lista noclegów (issue 13, part B)
            {
              path: 'starting_bases',
              handle: title('Bazy startowe'),
              lazy: lazyRoute(() => import('./routes/starting-bases-route')),
            },
            {
              path: 'starting_bases/create',
              handle: title('Nowa baza startowa'),
              lazy: lazyRoute(() => import('./routes/starting-base-create-route')),
            },
            {
              path: 'starting_bases/:id/edit',
              handle: title('Edycja bazy startowej'),
              lazy: lazyRoute(() => import('./routes/starting-base-edit-route')),
            },
            {
              // starting_base_show (§2.1)
              path: 'starting_bases/:id',
              handle: title('Baza startowa'),
              lazy: lazyRoute(() => import('./routes/starting-base-route')),
            },
            {
              path: 'settings',
              handle: title('Ustawienia'),
              lazy: lazyRoute(() => import('./routes/settings-route')),
              children: [
                {
                  path: 'user-name-settings',
                  handle: title('Imię i nazwisko'),
                  lazy: lazyRoute(() => import('./routes/settings/user-name-route')),
                },
                {
                  path: 'user-email-settings',
                  handle: title('Adres e-mail'),
                  lazy: lazyRoute(() => import('./routes/settings/user-email-route')),
                },
                {
                  path: 'user-password-change-settings',
                  handle: title('Zmiana hasła'),
                  lazy: lazyRoute(() => import('./routes/settings/user-password-route')),
                },
                {
                  path: 'user-homeplace-settings',
                  handle: title('Miejsce zamieszkania'),
                  lazy: lazyRoute(() => import('./routes/settings/user-homeplace-route')),
                },
                {
                  path: 'geolocation-settings',
                  handle: title('Lokalizacja'),
                  lazy: lazyRoute(() => import('./routes/settings/geolocation-route')),
                },
                {
                  path: 'notification-settings',
                  handle: title('Powiadomienia'),
                  lazy: lazyRoute(() => import('./routes/settings/notification-route')),
                },
                // Own settings (issue 13, part S).
                {
                  path: 'user-phone-settings',
                  handle: title('Numery telefonów'),
                  lazy: lazyRoute(() => import('./routes/settings/user-phone-route')),
                },
                // The car settings page (issue 16, part protocols).
                {
                  path: 'user-car-settings',
                  handle: title('Samochód'),
                  lazy: lazyRoute(() => import('./routes/settings/user-car-route')),
                },
                // Calendar feed of one's own rides (issue 35 part 4).
                {
                  path: 'calendar-feed-settings',
                  handle: title('Kalendarz'),
                  lazy: lazyRoute(() => import('./routes/settings/calendar-feed-route')),
                },
                // Scheduled e-mailed reports (issue 35 part 3).
                {
                  path: 'report-subscription-settings',
                  handle: title('Raporty e-mailem'),
                  lazy: lazyRoute(() => import('./routes/settings/report-subscription-route')),
                },
                {
                  path: 'user-password-reset-request',
                  handle: title('Nie pamiętasz hasła?'),
                  lazy: lazyRoute(() => import('./routes/settings/user-password-reset-request-route')),
                },
              ],
            },
          ],
        },
        {
          // Lista noclegów (issue 13, part B): §2.1's "different layout", signed in like every page.
          path: 'accommodations',
          handle: title('Lista noclegów'),
          loader: requireSessionLoader,
          lazy: lazyRoute(() => import('./routes/accommodations-route')),
        },
        {
          path: 'accommodations/create',
          handle: title('Nowy nocleg'),
          loader: requireSessionLoader,
          lazy: lazyRoute(() => import('./routes/accommodation-create-route')),
        },
        {
          // §2: outside the main layout, but signed in like every page.
          path: 'kilometer-course-create',
          handle: title('Nowa kilometrówka'),
          loader: requireSessionLoader,
          lazy: lazyRoute(() => import('./routes/kilometer-course-create-route')),
        },
        {
          path: 'kilometer-course/:id/edit',
          handle: title('Edycja relacji'),
          loader: requireSessionLoader,
          lazy: lazyRoute(() => import('./routes/kilometer-course-edit-route')),
        },
        {
          path: '*',
          handle: title('Nie znaleziono strony'),
          lazy: lazyRoute(() => import('./routes/not-found-route')),
        },
      ]),
    },
  ];
}
