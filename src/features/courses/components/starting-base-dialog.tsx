import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { STARTING_BASE_DIALOG } from '@domain/rides/starting-base';
import { ActionDialog } from '@/ui/dialogs/action-dialog';
import { useNotice } from '@/ui/notice/notice-context';
import type { Ride } from '@domain/contract/course.schema';
import { useStartingBaseOptions } from '@/api/options';
import { setStartingBase } from '../api/set-starting-base';
import { useCourseMutation } from '../api/transition-ride';

const NONE = '';

/** 'Edycja bazy startowej' (§2): the ride's outbound and return starting bases; 'anuluj', 'Zatwierdź zmiany'. */
export function StartingBaseDialog({ ride, onClose }: { ride: Ride; onClose: () => void }) {
  const notice = useNotice();
  const bases = useStartingBaseOptions({});
  const [from, setFrom] = useState(ride.fromStartingBase?.['@id'] ?? NONE);
  const [to, setTo] = useState(ride.toStartingBase?.['@id'] ?? NONE);
  const save = useCourseMutation(setStartingBase, {
    onSuccess: () => {
      notice.success();
      onClose();
    },
    onError: (error) => notice.error(error),
  });
  const select = (label: string, value: string, onChange: (value: string) => void) => (
    <TextField
      select
      fullWidth
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <MenuItem value={NONE}>Brak</MenuItem>
      {(bases.data ?? []).map((base) => (
        <MenuItem key={base['@id']} value={base['@id']}>
          {base.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <ActionDialog
      title={STARTING_BASE_DIALOG.title}
      width={500}
      cancelLabel={STARTING_BASE_DIALOG.cancel}
      confirmLabel={STARTING_BASE_DIALOG.confirm}
      confirmDisabled={bases.isPending}
      pending={save.isPending}
      onClose={onClose}
      onConfirm={() =>
        save.mutate({
          rideIri: ride['@id'],
          fromStartingBase: from || null,
          toStartingBase: to || null,
          version: ride.version,
        })
      }
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        {select(STARTING_BASE_DIALOG.from, from, setFrom)}
        {select(STARTING_BASE_DIALOG.to, to, setTo)}
      </Box>
    </ActionDialog>
  );
}
