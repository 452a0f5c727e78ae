import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PermissionKind } from './use-permission-state';

interface BrowserGuide {
  name: string;
  steps: string[];
  help: string;
}

const SETTING_NAME: Record<PermissionKind, string> = {
  geolocation: 'Lokalizacja',
  notifications: 'Powiadomienia',
};

function guides(kind: PermissionKind): BrowserGuide[] {
  const setting = SETTING_NAME[kind];
  return [
    {
      name: 'Google Chrome',
      steps: [
        'Kliknij ikonę ustawień witryny po lewej stronie paska adresu.',
        `Przy pozycji „${setting}” wybierz „Zezwalaj”.`,
        'Odśwież stronę.',
      ],
      help:
        kind === 'geolocation'
          ? 'https://support.google.com/chrome/answer/142065?hl=pl'
          : 'https://support.google.com/chrome/answer/3220216?hl=pl',
    },
    {
      name: 'Mozilla Firefox',
      steps: [
        'Kliknij ikonę uprawnień (suwaki) po lewej stronie paska adresu.',
        `Usuń blokadę przy pozycji „${setting}” i odśwież stronę.`,
        'Przy kolejnym pytaniu przeglądarki wybierz „Zezwól”.',
      ],
      help:
        kind === 'geolocation'
          ? 'https://support.mozilla.org/pl/kb/does-firefox-share-my-location-websites'
          : 'https://support.mozilla.org/pl/kb/push-notifications-firefox',
    },
    {
      name: 'Safari',
      steps: [
        'Otwórz menu Safari › Ustawienia › Witryny (na iPhonie: Ustawienia › Safari).',
        `Wybierz „${setting}” i dla tej witryny ustaw „Pozwalaj”.`,
        'Odśwież stronę.',
      ],
      help: 'https://support.apple.com/pl-pl/guide/safari/welcome/mac',
    },
    {
      name: 'Microsoft Edge',
      steps: [
        'Kliknij ikonę kłódki po lewej stronie paska adresu i wybierz „Uprawnienia dla tej witryny”.',
        `Przy pozycji „${setting}” wybierz „Zezwalaj”.`,
        'Odśwież stronę.',
      ],
      help: 'https://support.microsoft.com/pl-pl/microsoft-edge',
    },
  ];
}

/** How to allow the permission in each supported browser, with a link to the vendor's help. */
export function BrowserInstructions({ kind }: { kind: PermissionKind }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
      {guides(kind).map((guide) => (
        <Box key={guide.name} component="section" aria-label={guide.name}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {guide.name}
          </Typography>
          <Box component="ol" sx={{ my: 0.5, pl: 3 }}>
            {guide.steps.map((step) => (
              <Typography component="li" variant="body2" key={step}>
                {step}
              </Typography>
            ))}
          </Box>
          <Link href={guide.help} target="_blank" rel="noopener noreferrer" variant="body2">
            Pomoc przeglądarki {guide.name}
          </Link>
        </Box>
      ))}
    </Box>
  );
}
