import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
// Not CheckCircle: the course list's stops use that one, and sharing it splits a chunk off the list.
import CheckCircleIcon from '@mui/icons-material/TaskAlt';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import type { FirstStepText } from '../first-step-texts';

export const STEP_STATE = { done: 'Zrobione', open: 'Do zrobienia' } as const;

/**
 * One step: its state as an icon and as words (the icon alone says nothing to a screen reader or to
 * someone who does not see green), what to do while it is not done, and the link to the page where it
 * is done.
 */
export function FirstStepItem({
  number,
  text,
  done,
}: {
  number: number;
  text: FirstStepText;
  done: boolean;
}) {
  const state = done ? STEP_STATE.done : STEP_STATE.open;
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: { xs: 1.5, md: 2 },
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: { xs: 1, md: 2 },
        borderColor: done ? 'success.light' : 'divider',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, flex: '1 1 220px', minWidth: 0 }}>
        {done ? (
          <CheckCircleIcon color="success" aria-hidden="true" sx={{ mt: 0.25 }} />
        ) : (
          <RadioButtonUncheckedIcon color="disabled" aria-hidden="true" sx={{ mt: 0.25 }} />
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.4 }}>
            {number}. {text.title}
          </Typography>
          <Typography
            variant="body2"
            sx={{ fontWeight: 600, color: done ? 'success.dark' : 'text.secondary' }}
          >
            {state}
          </Typography>
          {/* A done step keeps its name and link: what to do is no longer news, the steps left are. */}
          {done ? null : (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {text.description}
            </Typography>
          )}
        </Box>
      </Box>
      <Button
        component={RouterLink}
        to={text.to}
        variant={done ? 'text' : 'outlined'}
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' }, ml: { sm: 'auto' } }}
      >
        {text.action}
      </Button>
    </Paper>
  );
}
