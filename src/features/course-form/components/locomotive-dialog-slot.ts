import { createContext, useContext, type ComponentType } from 'react';
import type { Locomotive } from '@/api/locomotives';

/** What the 'Lokomotywy' picker hands to the dialog that adds a locomotive to the course's company. */
export interface AddLocomotiveProps {
  company: { iri: string; name: string };
  isCompanyUser: boolean;
  onClose: () => void;
  onSaved: (locomotive: Locomotive) => void;
}

/**
 * 'Dodaj lokomotywę' is the locomotives feature's dialog: the app composes it in (src/app/feature-slots.tsx),
 * so the course form never imports that feature. Without it (tests of the form alone) the picker offers
 * no 'Dodaj lokomotywę'.
 */
export const LocomotiveDialogSlot = createContext<{
  AddLocomotive: ComponentType<AddLocomotiveProps> | null;
}>({
  AddLocomotive: null,
});

export const useLocomotiveDialog = () => useContext(LocomotiveDialogSlot);
