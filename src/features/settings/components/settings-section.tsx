import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The frame of one settings page: a heading, a short explanation and the content. */
export function SettingsSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="settings-section-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="settings-section-title" component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {intro ? (
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
          {intro}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}
