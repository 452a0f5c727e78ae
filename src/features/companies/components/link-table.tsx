import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ConfirmDialog } from '@/ui/resource-dialog/resource-dialog';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { BILLING_MODEL_LABELS, type BillingModel } from '@domain/companies/company-links.schema';
import type { Stake } from '@domain/contract/company-links.schema';
import { COMPANIES, removeLink, type LinkKind } from '../api/companies-api';
import { LinkConsent, type RowConsent } from './link-consent';
import { StakeDialog } from './stake-dialog';
import { stakeText } from './stake-text';

export interface LinkRow {
  id: number;
  name: string;
  superior: boolean;
  billingModel: BillingModel;
  currentStake: Stake | null;
  /** For the links of another company shown here (a superior's railway contractors): its name. */
  note?: string;
  /**
   * The link's own table when it differs from the section's: the one link of a pair shows on both
   * sides (row 697), so 'Obsługiwane firmy' may hold a railway company's contractor link.
   */
  kind?: LinkKind;
  /** Pending state and the answers this user may give (ADR 022). */
  consent: RowConsent;
  /**
   * 'Nowe stawki' and 'Usuń' for this row: decided per link by company-permissions.ts, as the server
   * does (a superior contractor may not touch a superior link nor its own one).
   */
  manageable: boolean;
}

/** A company's contractors or principals: name, superior flag, billing model, current stake, actions. */
export function LinkTable({
  title,
  kind,
  rows,
  add,
}: {
  title: string;
  kind: LinkKind;
  rows: readonly LinkRow[];
  add?: { label: string; onClick: () => void } | undefined;
}) {
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [stakeFor, setStakeFor] = useState<LinkRow | null>(null);
  const kindOf = (row: LinkRow) => row.kind ?? kind;
  const keyOf = (row: LinkRow) => `${kindOf(row)}-${row.id}`;
  const [removing, setRemoving] = useState<LinkRow | null>(null);
  const remove = useResourceMutation({
    kind: 'delete',
    resource: COMPANIES,
    mutationFn: removeLink,
    onSuccess: () => setRemoving(null),
  });
  // The column shows when some row has actions; a row without them leaves its cell empty.
  const canManage = rows.some((row) => row.manageable);
  const actions = (row: LinkRow) =>
    row.manageable ? (
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => setStakeFor(row)} aria-label={`Nowe stawki: ${row.name}`}>
          Nowe stawki
        </Button>
        <Button size="small" color="error" onClick={() => setRemoving(row)} aria-label={`Usuń: ${row.name}`}>
          Usuń
        </Button>
      </Box>
    ) : null;
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 1.5, md: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography component="h3" variant="h6" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {add && (
          <Button variant="contained" onClick={add.onClick}>
            {add.label}
          </Button>
        )}
      </Box>
      {rows.length === 0 ? (
        <Typography color="text.secondary">Pusto</Typography>
      ) : phone ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {rows.map((row) => (
            <Paper component="li" variant="outlined" key={keyOf(row)} sx={{ p: 1.5 }}>
              <Typography sx={{ fontWeight: 600 }}>{row.name}</Typography>
              <Typography variant="body2">{BILLING_MODEL_LABELS[row.billingModel]}</Typography>
              <Typography variant="body2">
                {row.superior ? 'Wykonawca nadrzędny' : 'Wykonawca bazowy'}
              </Typography>
              <Typography variant="body2">{stakeText(row.currentStake)}</Typography>
              {row.note && <Typography variant="body2">{row.note}</Typography>}
              <LinkConsent kind={kindOf(row)} id={row.id} name={row.name} consent={row.consent} />
              {actions(row)}
            </Paper>
          ))}
        </Box>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Firma</TableCell>
              <TableCell>Nadrzędny</TableCell>
              <TableCell>Model rozliczenia</TableCell>
              <TableCell>Aktualna stawka</TableCell>
              {canManage && <TableCell>Akcje</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={keyOf(row)}>
                <TableCell>
                  {row.name}
                  {row.note && (
                    <Typography variant="body2" color="text.secondary">
                      {row.note}
                    </Typography>
                  )}
                  <LinkConsent kind={kindOf(row)} id={row.id} name={row.name} consent={row.consent} />
                </TableCell>
                <TableCell>{row.superior ? 'Tak' : 'Nie'}</TableCell>
                <TableCell>{BILLING_MODEL_LABELS[row.billingModel]}</TableCell>
                <TableCell>{stakeText(row.currentStake)}</TableCell>
                {canManage && <TableCell>{actions(row)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {stakeFor !== null && (
        <StakeDialog kind={kindOf(stakeFor)} linkId={stakeFor.id} onClose={() => setStakeFor(null)} />
      )}
      {removing && (
        <ConfirmDialog
          title="Czy na pewno usunąć powiązanie?"
          text={removing.name}
          pending={remove.isPending}
          onConfirm={() => remove.mutate({ kind: kindOf(removing), id: removing.id })}
          onCancel={() => setRemoving(null)}
        />
      )}
    </Paper>
  );
}
