import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import { polishAndGermanPhones as phones } from '@domain/phone/polish-and-german-phones';

/**
 * A tappable phone: dials the E.164 number (`tel:+48600100200`) wherever the phone is, and shows the
 * number as people read it ('600 100 200') unless `children` name who answers.
 */
export function PhoneLink({ phone, children }: { phone: string; children?: ReactNode }) {
  return <Link href={phones.href(phone)}>{children ?? phones.display(phone)}</Link>;
}
