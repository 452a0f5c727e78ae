import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { BrowserInstructions } from './browser-instructions';
import { SettingsSection } from './settings-section';
import { PERMISSION_LABELS, usePermissionState, type PermissionKind } from './use-permission-state';

const CHIP_COLOR = { granted: 'success', denied: 'error', prompt: 'warning' } as const;

interface PermissionSettingsProps {
  kind: PermissionKind;
  title: string;
  intro: string;
  /** Asks the browser; resolves once the user has answered. */
  request: () => Promise<unknown>;
  /** What else the user must know, under the state (a server that sends no push notices). */
  notice?: ReactNode;
}

/** Current permission state, a button to ask when not asked yet, and per-browser instructions. */
export function PermissionSettings({ kind, title, intro, request, notice = null }: PermissionSettingsProps) {
  const [state, recheck] = usePermissionState(kind);
  const color =
    state === 'granted' || state === 'denied' || state === 'prompt' ? CHIP_COLOR[state] : 'default';

  const ask = () => {
    void request()
      .catch(() => undefined)
      .finally(recheck);
  };

  return (
    <SettingsSection title={title} intro={intro}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', my: 1 }}>
        <Typography component="span">Stan uprawnienia:</Typography>
        <Chip label={PERMISSION_LABELS[state]} color={color} size="small" />
        {state === 'prompt' ? (
          <Button variant="outlined" size="small" onClick={ask}>
            Zezwól teraz
          </Button>
        ) : null}
      </Box>
      {notice}
      {state === 'denied' ? (
        <Alert severity="warning" sx={{ my: 1 }}>
          Uprawnienie jest zablokowane. Odblokuj je w ustawieniach przeglądarki według instrukcji poniżej.
        </Alert>
      ) : null}
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
        Jak zmienić uprawnienie w przeglądarce
      </Typography>
      <BrowserInstructions kind={kind} />
    </SettingsSection>
  );
}
