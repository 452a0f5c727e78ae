import { lazy, Suspense, useState, type ComponentType } from 'react';
import Button from '@mui/material/Button';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';

// The form, the passenger picker and zod load when the dialog first opens: the course list stays light.
const KilometerReportGenerator = lazy(() => import('./kilometer-report-generator'));

interface KilometerReportButtonProps {
  /** canGenerateKilometerReport of the user. */
  allowed: boolean;
  /** A passenger reports on their own rides: the dialog offers no passenger to pick. */
  ownRidesOnly: boolean;
  /** What a user without the right sees instead (the premium modal, mounted only while open), composed in by the route. */
  Premium: ComponentType<{ open: boolean; onClose: () => void }>;
}

/** 'Raport kilometrówek': opens the generator, or sells the feature (§6). */
export function KilometerReportButton({ allowed, ownRidesOnly, Premium }: KilometerReportButtonProps) {
  const [open, setOpen] = useState<'generator' | 'premium' | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        aria-haspopup="dialog"
        startIcon={<WorkspacePremiumIcon aria-hidden="true" />}
        onClick={() => setOpen(allowed ? 'generator' : 'premium')}
      >
        Raport kilometrówek
      </Button>
      {open === 'generator' ? (
        <Suspense fallback={null}>
          <KilometerReportGenerator ownRidesOnly={ownRidesOnly} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
      {open === 'premium' ? <Premium open onClose={() => setOpen(null)} /> : null}
    </>
  );
}
