import type { ReactNode } from 'react';
import { lazyDialog } from '@/ui/lazy-dialog';
import {
  LocomotiveDialogSlot,
  type AddLocomotiveProps,
} from '@/features/course-form/components/locomotive-dialog-slot';

/** 'Dodaj lokomotywę' of the course forms: the locomotives feature's dialog, loaded when opened. */
const locomotiveDialog = {
  AddLocomotive: lazyDialog(async () => {
    const { LocomotiveDialog } = await import('@/features/locomotives/components/locomotive-dialog');
    return function AddLocomotive(props: AddLocomotiveProps) {
      return <LocomotiveDialog {...props} />;
    };
  }),
};

/**
 * Where one feature's part shows inside another's screen, the app puts it there (features never import
 * each other, eslint.config.js): every course form, page or drawer, reads the locomotive dialog from here.
 */
export function FeatureSlots({ children }: { children: ReactNode }) {
  return <LocomotiveDialogSlot.Provider value={locomotiveDialog}>{children}</LocomotiveDialogSlot.Provider>;
}
