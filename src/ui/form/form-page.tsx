import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { StaleForm } from './stale-save/use-stale-form';

/** Where 'Anuluj' leads: a path back (the list), or the page's own step (the course form's guard). */
type Cancel = { cancelTo: string; onCancel?: never } | { onCancel: () => void; cancelTo?: never };

export type FormPageProps = Cancel & {
  /** The page's heading, e.g. 'Nowy nocleg'; it names the form for assistive technology too. */
  title: string;
  /** A line under the heading, e.g. the course form's 'Firma kolejowa: {name}'. */
  subtitle?: string | undefined;
  /** Inside the shell the app bar holds the page's h1; a bare page (kilometer form) has its own. */
  headingLevel?: 'h1' | 'h2';
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** True while the save runs: the submit button spins and 'Anuluj' waits. */
  saving: boolean;
  /** Default 'Zapisz'; the spec names some ('utwórz kurs', 'Wystaw fakturę'). */
  submitLabel?: string;
  /** Default 'Anuluj'; the course forms keep the spec's 'anuluj'. */
  cancelLabel?: string;
  /** The form's width on wide screens; it takes the whole width on a phone. */
  maxWidth?: number;
  /** Centred in the page (a page of its own) or at its start (under a list's tabs). */
  align?: 'start' | 'center';
  /** The edit of a versioned resource (`useStaleForm`): its stale-save dialog opens over the page. */
  stale?: StaleForm;
  children: ReactNode;
};

/**
 * The frame of every create/edit page (`/.../create`, `/.../:id/edit`, the course and invoice forms):
 * a paper form with its heading, the fields, and 'Anuluj' / the submit button at the end. The browser's
 * own validation is off (`noValidate`): the domain schema speaks, in Polish, through the fields.
 */
export function FormPage({
  title,
  subtitle,
  headingLevel = 'h2',
  onSubmit,
  cancelTo,
  onCancel,
  saving,
  submitLabel = 'Zapisz',
  cancelLabel = 'Anuluj',
  maxWidth = 640,
  align = 'start',
  stale,
  children,
}: FormPageProps) {
  const navigate = useNavigate();
  const headingId = useId();
  const cancel = onCancel ?? (() => void navigate(cancelTo));
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
        aria-labelledby={headingId}
        onSubmit={onSubmit}
        sx={{ p: { xs: 2, md: 3 }, width: '100%', maxWidth, minWidth: 0 }}
      >
        <Typography id={headingId} component={headingLevel} variant="h5" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {subtitle}
          </Typography>
        ) : null}
        {children}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
          <Button onClick={cancel} disabled={saving}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            {submitLabel}
          </Button>
        </Box>
      </Paper>
      {stale?.dialog}
    </Box>
  );
}
