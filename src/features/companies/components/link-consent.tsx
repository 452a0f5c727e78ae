import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import type { Stake } from '@domain/contract/company-links.schema';
import { COMPANIES, confirmLink, confirmStake, removeLink, type LinkKind } from '../api/companies-api';
import { stakeText } from './stake-text';

/** What a link row knows of consent (ADR 022): its state and what this user may answer. */
export interface RowConsent {
  pending: boolean;
  /** The user speaks for the side that confirms: 'Potwierdź' and 'Odrzuć'. */
  answerable: boolean;
  /** Stakes the other side proposed, still waiting for the payer. */
  pendingStakes: readonly Stake[];
  /** The user speaks for the payer: 'Potwierdź stawkę'. */
  stakesConfirmable: boolean;
}

/** The pending chip, the answer buttons and the proposed stakes of one link row. */
export function LinkConsent({
  kind,
  id,
  name,
  consent,
}: {
  kind: LinkKind;
  id: number;
  name: string;
  consent: RowConsent;
}) {
  const confirm = useResourceMutation({
    kind: 'edit',
    resource: COMPANIES,
    mutationFn: confirmLink,
    successText: 'Powiązanie zostało potwierdzone',
  });
  const decline = useResourceMutation({
    kind: 'delete',
    resource: COMPANIES,
    mutationFn: removeLink,
    successText: 'Powiązanie zostało odrzucone',
  });
  const stake = useResourceMutation({
    kind: 'edit',
    resource: COMPANIES,
    mutationFn: confirmStake,
    successText: 'Stawka została potwierdzona',
  });
  if (!consent.pending && consent.pendingStakes.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, mt: 0.5, justifyItems: 'start' }}>
      {consent.pending && <Chip size="small" color="warning" label="Oczekuje na potwierdzenie" />}
      {consent.pending && consent.answerable && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="contained"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate({ kind, id })}
            aria-label={`Potwierdź: ${name}`}
          >
            Potwierdź
          </Button>
          <Button
            size="small"
            color="error"
            disabled={decline.isPending}
            onClick={() => decline.mutate({ kind, id })}
            aria-label={`Odrzuć: ${name}`}
          >
            Odrzuć
          </Button>
        </Box>
      )}
      {consent.pendingStakes.map((pending) => (
        <Box key={pending.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">Proponowana stawka: {stakeText(pending)}</Typography>
          {consent.stakesConfirmable && (
            <Button
              size="small"
              disabled={stake.isPending}
              onClick={() => stake.mutate(pending.id)}
              aria-label={`Potwierdź stawkę: ${name}`}
            >
              Potwierdź stawkę
            </Button>
          )}
        </Box>
      ))}
    </Box>
  );
}
