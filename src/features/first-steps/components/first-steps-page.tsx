import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { doneCount, FIRST_STEPS } from '@domain/onboarding/first-steps';
import { QueryGate, serverError } from '@/ui/detail/query-gate';
import { LoadingBlock } from '@/ui/loading-block';
import { useFirstSteps } from '../api/first-steps-api';
import { FIRST_STEP_TEXTS } from '../first-step-texts';
import { FirstStepItem } from './first-step-item';

export const FIRST_STEPS_TEXTS = {
  intro:
    'Zanim powstanie pierwszy kurs, Kursownik potrzebuje firm, ich powiązania, kont, miejsc i ludzi. Kroki można wykonywać w dowolnej kolejności; lista sama zaznacza, co już zrobiono.',
  loading: 'Wczytywanie pierwszych kroków',
  allDone: 'Wszystkie kroki są zrobione: Kursownik jest gotowy do pracy.',
  progress: (done: number, all: number) => `Zrobiono ${done} z ${all} kroków`,
} as const;

/**
 * 'Pierwsze kroki' (/first-steps, administrators; docs/spec-decisions.md rows 665-667): the setup
 * steps of an installation, each done or to do, with the page where it is done.
 */
export function FirstStepsPage() {
  const steps = useFirstSteps();
  const progressId = useId();
  const done = steps.data ? doneCount(steps.data) : 0;
  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, display: 'grid', gap: 2, maxWidth: 1280, minWidth: 0 }}>
      <Typography color="text.secondary" sx={{ maxWidth: 880 }}>
        {FIRST_STEPS_TEXTS.intro}
      </Typography>
      <QueryGate
        query={steps}
        pending={<LoadingBlock label={FIRST_STEPS_TEXTS.loading} height={480} />}
        error={serverError}
      >
        {(state) => (
          <>
            <Box sx={{ display: 'grid', gap: 1, maxWidth: 880 }}>
              <Typography id={progressId} component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {FIRST_STEPS_TEXTS.progress(done, FIRST_STEPS.length)}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={(done / FIRST_STEPS.length) * 100}
                aria-labelledby={progressId}
                color={done === FIRST_STEPS.length ? 'success' : 'primary'}
                sx={{ height: 8, borderRadius: 4 }}
              />
            </Box>
            {done === FIRST_STEPS.length ? (
              <Alert severity="success">{FIRST_STEPS_TEXTS.allDone}</Alert>
            ) : null}
            <Box
              component="ol"
              aria-label="Kroki"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: 1.5,
                // Two columns on a wide screen: all ten steps in view at 1440x900.
                gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
              }}
            >
              {FIRST_STEPS.map((step, index) => (
                <FirstStepItem
                  key={step}
                  number={index + 1}
                  text={FIRST_STEP_TEXTS[step]}
                  done={state[step]}
                />
              ))}
            </Box>
          </>
        )}
      </QueryGate>
    </Box>
  );
}
