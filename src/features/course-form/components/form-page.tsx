import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface FormPageProps {
  title: string;
  subtitle?: string | undefined;
  children: ReactNode;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  submitLabel: string;
  submitting: boolean;
  /** Inside the shell the app bar holds the page's h1; a bare page (kilometer form) has its own. */
  headingLevel?: 'h1' | 'h2';
}

/** The frame of the course forms: heading, one paper with the fields, actions at the bottom. */
export function FormPage(props: FormPageProps) {
  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, width: '100%', maxWidth: 960, mx: 'auto', minWidth: 0 }}>
      <Typography component={props.headingLevel ?? 'h2'} variant="h5" sx={{ mb: 0.5 }}>
        {props.title}
      </Typography>
      {props.subtitle ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {props.subtitle}
        </Typography>
      ) : null}
      <Paper
        component="form"
        noValidate
        aria-label={props.title}
        onSubmit={props.onSubmit}
        variant="outlined"
        sx={{ p: { xs: 1.5, md: 3 }, display: 'grid', gap: 3 }}
      >
        {props.children}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button onClick={props.onCancel}>anuluj</Button>
          <Button type="submit" variant="contained" loading={props.submitting}>
            {props.submitLabel}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
