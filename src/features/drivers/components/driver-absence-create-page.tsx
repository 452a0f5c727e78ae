import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isManager } from '@domain/auth/roles';
import {
  driverAbsenceSchema,
  type DriverAbsenceData,
  type DriverAbsenceInput,
} from '@domain/people/driver-absence';
import type { User } from '@/api/user.schema';
import { LOAD_ERROR } from '@/ui/resource-list/resource-list';
import { useSubmitError } from '@/ui/notice/use-submit-error';
import { useResourceMutation } from '@/ui/resource-dialog/use-resource-mutation';
import { DRIVER_ABSENCES, DRIVERS, createAbsence, useAbsenceDrivers } from '../api/drivers-api';

const FIELDS = ['driver', 'dateFrom', 'dateTo'] as const;

/**
 * 'Nowy urlop' (/driver_absences/create): a driver of the user's company (any driver for managers) and
 * the first and last day away, both included (row 210).
 */
export function DriverAbsenceCreatePage({ user }: { user: User }) {
  const navigate = useNavigate();
  const drivers = useAbsenceDrivers(isManager(user) ? null : (user.company?.id ?? null));
  const form = useForm<DriverAbsenceInput, unknown, DriverAbsenceData>({
    resolver: zodResolver(driverAbsenceSchema),
    defaultValues: { driver: '', dateFrom: '', dateTo: '' },
  });
  const onError = useSubmitError(form.setError, FIELDS);
  const save = useResourceMutation({
    kind: 'create',
    resource: [DRIVER_ABSENCES, DRIVERS],
    mutationFn: createAbsence,
    onSuccess: () => void navigate('/driver_absences'),
    onError: (error) => {
      onError(error);
      return true;
    },
  });
  const { errors } = form.formState;
  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, display: 'grid', justifyItems: 'start' }}>
      <Paper
        component="form"
        noValidate
        onSubmit={(event) => void form.handleSubmit((data) => save.mutate(data))(event)}
        sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, width: '100%', maxWidth: 480 }}
      >
        <Typography component="h2" variant="h5">
          Nowy urlop
        </Typography>
        {drivers.isError && <Alert severity="error">{LOAD_ERROR}</Alert>}
        <Controller
          control={form.control}
          name="driver"
          render={({ field }) => (
            <TextField
              select
              label="Kierowca"
              required
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
              error={Boolean(errors.driver)}
              helperText={errors.driver?.message ?? (drivers.isLoading ? 'Wczytywanie...' : undefined)}
            >
              {(drivers.data ?? []).map((driver) => (
                <MenuItem key={driver['@id']} value={driver['@id']}>
                  {driver.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField
          {...form.register('dateFrom')}
          label="Data od"
          type="date"
          required
          slotProps={{ inputLabel: { shrink: true } }}
          error={Boolean(errors.dateFrom)}
          helperText={errors.dateFrom?.message ?? 'Pierwszy dzień urlopu'}
        />
        <TextField
          {...form.register('dateTo')}
          label="Data do"
          type="date"
          required
          slotProps={{ inputLabel: { shrink: true } }}
          error={Boolean(errors.dateTo)}
          helperText={errors.dateTo?.message ?? 'Ostatni dzień urlopu (włącznie)'}
        />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button onClick={() => void navigate('/driver_absences')} disabled={save.isPending}>
            Anuluj
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Zapisz
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
