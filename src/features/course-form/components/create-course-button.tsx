import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import AddIcon from '@mui/icons-material/Add';
import { preload } from '@/lib/preload';
import { lazyDialog } from '@/ui/lazy-dialog';

// 'Nowy kurs' loads when first wanted (the pointer or focus on the button fetches it ahead of the
// click): the course list carries only the button (e2e/bundle-budget.spec.ts).
const loadNewCourseDialog = () => import('./new-course-dialog');
const NewCourseDialog = lazyDialog(async () => (await loadNewCourseDialog()).NewCourseDialog);
const preloadDialog = () => preload(loadNewCourseDialog);

/** Where the taxi course form lives; `?company=` carries the choice of 'Nowy kurs'. */
export const courseCreatePath = (companyId?: number) =>
  companyId === undefined ? '/course/create' : `/course/create?company=${companyId}`;

interface CreateCourseButtonProps {
  variant: 'toolbar' | 'fab';
  /** A company user orders for their own company and skips 'Nowy kurs' (§2). */
  skipCompanyChoice: boolean;
}

/** 'Utwórz' in the list toolbar, 'utwórz taksówkę' as the phone's floating button. */
export function CreateCourseButton({ variant, skipCompanyChoice }: CreateCourseButtonProps) {
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState(false);
  const start = () => (skipCompanyChoice ? void navigate(courseCreatePath()) : setChoosing(true));
  return (
    <>
      {variant === 'toolbar' ? (
        <Button
          variant="contained"
          startIcon={<AddIcon aria-hidden="true" />}
          onClick={start}
          onPointerEnter={preloadDialog}
          onFocus={preloadDialog}
        >
          Utwórz
        </Button>
      ) : (
        <Fab
          variant="extended"
          color="primary"
          onClick={start}
          onPointerDown={preloadDialog}
          onFocus={preloadDialog}
          sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: 'speedDial' }}
        >
          <AddIcon sx={{ mr: 1 }} aria-hidden="true" />
          utwórz taksówkę
        </Fab>
      )}
      {choosing ? (
        <NewCourseDialog
          onClose={() => setChoosing(false)}
          onChoose={(companyId) => void navigate(courseCreatePath(companyId))}
        />
      ) : null}
    </>
  );
}
