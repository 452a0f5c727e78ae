import { ActionDialog } from './action-dialog';

interface ReachStopDialogProps {
  place: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Osiągnięto przystanek {place}?' (courses.md §2) with 'jeszcze nie'. */
export function ReachStopDialog({ place, onConfirm, onClose }: ReachStopDialogProps) {
  return (
    <ActionDialog
      title={`Osiągnięto przystanek ${place}?`}
      text="Pasażerowie i dyspozytor zostaną poinformowani automatycznie."
      cancelLabel="jeszcze nie"
      confirmLabel="tak, osiągnięto"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
