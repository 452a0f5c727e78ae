import { formatDate } from '@domain/dates';
import { formatMoney } from '@domain/money';
import type { Stake } from '@domain/contract/company-links.schema';
import { NO_STAKE } from '@domain/settlement/rate-stake';

/**
 * A stake as people read it: '3,20 zł/km, 45,00 zł/h od 28.11.2026' (DD.MM.YYYY, issue 31); 'brak stawki'
 * when none has started (as the settlement says).
 */
export const stakeText = (stake: Stake | null) =>
  stake
    ? `${formatMoney(stake.kilometerRate)}/km, ${formatMoney(stake.waitHourRate)}/h od ${formatDate(stake.validFrom)}`
    : NO_STAKE;
