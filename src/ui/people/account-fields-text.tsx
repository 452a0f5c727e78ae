import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DetailRow } from '@/ui/detail/detail-row';

/**
 * Why the passenger and driver forms show the login account's fields as text: they belong to the
 * account's user administrators (docs/spec-decisions.md rows 591, 597); the server ignores them here.
 */
export const ACCOUNT_FIELDS_HINT = 'Dane konta może zmienić administrator użytkowników';
export const ACCOUNT_COMPANY_HINT = 'Firmę konta może zmienić administrator użytkowników';

interface AccountFieldsTextProps {
  emailLabel: string;
  email: string | null;
  phones: readonly { phone: string; main: boolean }[];
}

/** E-mail and phones as text, the default phone marked; '—' for what is empty or not shown. */
export function AccountFieldsText({ emailLabel, email, phones }: AccountFieldsTextProps) {
  const phoneText = phones.map(({ phone, main }) => (main ? `${phone} (domyślny)` : phone)).join(', ');
  return (
    <Box component="section" aria-label="Dane konta" sx={{ display: 'grid', gap: 0.5 }}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        <DetailRow label={emailLabel} value={email ?? ''} />
        <DetailRow label={phones.length > 1 ? 'Telefony' : 'Telefon'} value={phoneText} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {ACCOUNT_FIELDS_HINT}
      </Typography>
    </Box>
  );
}

/** The account's company (employer, transport company) as a read-only field with the reason. */
export function AccountCompanyText({ label, name }: { label: string; name: string | null }) {
  return (
    <TextField
      label={label}
      value={name ?? '—'}
      slotProps={{ input: { readOnly: true } }}
      helperText={ACCOUNT_COMPANY_HINT}
    />
  );
}
