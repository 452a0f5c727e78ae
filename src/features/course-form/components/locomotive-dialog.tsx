import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useSubmitError } from '@/ui/notice/use-submit-error';
import {
  locomotiveSchema,
  type LocomotiveFormData,
  type LocomotiveFormInput,
} from '@domain/courses/locomotive.schema';
import { useCreateLocomotive } from '../api/create-locomotive';
import type { Locomotive } from '../api/get-locomotives';

interface LocomotiveDialogProps {
  /** The course's railway company: the locomotive is added to its fleet. */
  company: { iri: string; name: string };
  isCompanyUser: boolean;
  onClose: () => void;
  onCreated: (locomotive: Locomotive) => void;
}

const FIELDS = ['sideNumber', 'company'] as const;

/**
 * 'Dodaj lokomotywę' (width 600, §2). A company user's locomotive goes to their own company, so the
 * field is not sent; others add it to the course's company, shown read-only since a stop can only
 * carry that company's locomotives.
 */
export function LocomotiveDialog({ company, isCompanyUser, onClose, onCreated }: LocomotiveDialogProps) {
  const form = useForm<LocomotiveFormInput, unknown, LocomotiveFormData>({
    resolver: zodResolver(locomotiveSchema(isCompanyUser)),
    defaultValues: { sideNumber: '', company: isCompanyUser ? null : company.iri },
  });
  const create = useCreateLocomotive();
  const onError = useSubmitError(form.setError, FIELDS);
  const submit = form.handleSubmit(async (data) => {
    try {
      onCreated(await create.mutateAsync(data));
    } catch (error) {
      onError(error);
    }
  });
  const { errors } = form.formState;
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 600 } } }}
      aria-labelledby="locomotive-dialog-title"
    >
      <form
        noValidate
        onSubmit={(event) => {
          // The dialog sits inside the course form: its submit must not submit the course.
          event.stopPropagation();
          void submit(event);
        }}
      >
        <DialogTitle id="locomotive-dialog-title">Dodaj lokomotywę</DialogTitle>
        <DialogContent>
          <TextField
            {...form.register('sideNumber')}
            label="Numer lokomotywy"
            fullWidth
            margin="normal"
            error={Boolean(errors.sideNumber)}
            helperText={errors.sideNumber?.message}
          />
          {isCompanyUser ? null : (
            <TextField
              label="Firma"
              value={company.name}
              fullWidth
              margin="normal"
              slotProps={{ htmlInput: { readOnly: true } }}
              error={Boolean(errors.company)}
              helperText={errors.company?.message}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>anuluj</Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Dodaj
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
