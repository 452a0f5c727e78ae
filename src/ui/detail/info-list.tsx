import type { ReactNode } from 'react';
import { PhoneLink } from '@/ui/contact/phone-link';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface InfoItem {
  label: string;
  value: ReactNode;
}

/** Label/value pairs of a drawer's general info, as a description list (course and settlement drawers). */
export function InfoList({ items, label }: { items: readonly InfoItem[]; label: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75 }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0 }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A name followed by a tappable phone number when there is one. */
export function WithPhone({ name, phone }: { name: string; phone: string | null | undefined }) {
  return (
    <>
      {name}
      {phone ? (
        <>
          {', '}
          <PhoneLink phone={phone} />
        </>
      ) : null}
    </>
  );
}

export function EmptyState({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {text}
    </Typography>
  );
}
