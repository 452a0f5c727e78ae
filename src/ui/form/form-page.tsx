import type { FormEventHandler, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { StaleForm } from './stale-save/use-stale-form';

export interface FormPageProps {
  /** The page's heading, e.g. 'Nowy nocleg'. */
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Where 'Anuluj' leads back to. */
  cancelTo: string;
  /** True while the save runs: 'Zapisz' spins and 'Anuluj' waits. */
  saving: boolean;
  /** The form's width on wide screens; it takes the whole width on a phone. */
  maxWidth?: number;
  /** Centred in the page (a page of its own) or at its start (under a list's tabs). */
  align?: 'start' | 'center';
  /** The edit of a versioned resource (`useStaleForm`): its stale-save dialog opens over the page. */
  stale?: StaleForm;
  children: ReactNode;
}

/**
 * The frame of every create/edit page (`/.../create`, `/.../:id/edit`): a paper form with its
 * heading, the fields, and 'Anuluj' / 'Zapisz' at the end. The browser's own validation is off
 * (`noValidate`): the domain schema speaks, in Polish, through the fields.
 */
export function FormPage({
  title,
  onSubmit,
  cancelTo,
  saving,
  maxWidth = 640,
  align = 'start',
  stale,
  children,
}: FormPageProps) {
  const navigate = useNavigate();
  return (
    // One column no wider than the screen: a grid track sized to its content grew with the longest
    // unbreakable value (a company name in a select) past a phone's edge (issue 31).
    <Box
      sx={{
        p: { xs: 1.5, md: 3 },
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        justifyItems: align,
      }}
    >
      <Paper
        ref={stale?.formRef}
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ p: { xs: 2, md: 3 }, width: '100%', maxWidth, minWidth: 0 }}
      >
        <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
          <Button onClick={() => void navigate(cancelTo)} disabled={saving}>
            Anuluj
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            Zapisz
          </Button>
        </Box>
      </Paper>
      {stale?.dialog}
    </Box>
  );
}
