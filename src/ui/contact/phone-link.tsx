import { useEffect, useState, type ReactNode } from 'react';
import Link from '@mui/material/Link';
import type { polishAndGermanPhones } from '@domain/phone/polish-and-german-phones';
import { preload } from '@/lib/preload';

type Phones = typeof polishAndGermanPhones;

/**
 * libphonenumber-js (about 10 kB gzip) loads when the first phone link renders, not with every page
 * that may show one (the course list, ADR 013). Kept once loaded, so later links render at once.
 */
let loaded: Phones | null = null;
const loadPhones = () =>
  import('@domain/phone/polish-and-german-phones').then((module) => (loaded = module.polishAndGermanPhones));

/**
 * A tappable phone: dials the E.164 number (`tel:+48600100200`) wherever the phone is, and shows the
 * number as people read it ('600 100 200') unless `children` name who answers. Until the numbering
 * rules arrive (a moment, on the first link only) the number shows as stored, not yet a link.
 */
export function PhoneLink({ phone, children }: { phone: string; children?: ReactNode }) {
  const [phones, setPhones] = useState(loaded);
  useEffect(() => {
    if (!phones) preload(() => loadPhones().then(setPhones));
  }, [phones]);
  if (!phones) return <span>{children ?? phone}</span>;
  return <Link href={phones.href(phone)}>{children ?? phones.display(phone)}</Link>;
}
