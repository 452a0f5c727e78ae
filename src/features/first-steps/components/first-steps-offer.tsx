import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { doneCount, FIRST_STEPS } from '@domain/onboarding/first-steps';
import { useFirstSteps } from '../api/first-steps-api';

export const FIRST_STEPS_OFFER = {
  title: 'Pierwsze kroki',
  text: (done: number, all: number) =>
    `Kursownik nie ma jeszcze żadnego kursu. Zrobiono ${done} z ${all} kroków przygotowania: zobacz, co zostało.`,
  action: 'Przejdź do pierwszych kroków',
} as const;

/**
 * The course list's offer of 'Pierwsze kroki' to an administrator while no course exists (row 666).
 * Loaded apart from the list (the route imports it lazily, for administrators only), and quiet while
 * it loads or when the answer fails: the list is the page, this is a hint above it.
 */
export default function FirstStepsOffer() {
  const steps = useFirstSteps();
  const state = steps.data;
  if (!state || state.course) return null;
  return (
    <Alert severity="info">
      <AlertTitle>{FIRST_STEPS_OFFER.title}</AlertTitle>
      {FIRST_STEPS_OFFER.text(doneCount(state), FIRST_STEPS.length)}
      {/* Under the text, not in the alert's action slot: on a phone the slot squeezes the message. */}
      <Box sx={{ mt: 1 }}>
        <Button component={RouterLink} to="/first-steps" variant="outlined" color="inherit">
          {FIRST_STEPS_OFFER.action}
        </Button>
      </Box>
    </Alert>
  );
}
