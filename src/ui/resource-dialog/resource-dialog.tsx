import { useId, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ActionDialog } from '@/ui/dialogs/action-dialog';
import type { StaleForm } from '@/ui/form/stale-save/use-stale-form';

/** administration.md §2.7, §9: dialogs are 480 px wide, confirmations 500 px; full screen on phones. */
export const RESOURCE_DIALOG_WIDTH = 480;
export const CONFIRM_DIALOG_WIDTH = 500;

/** Full screen on a phone, the buttons keep the content's 24 px margin instead of touching the edge. */
const PHONE_ACTIONS = { px: 3, pb: 2 } as const;

const usePhone = () => useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });

/** The fields a person types or picks in; buttons, switches and read-only fields are passed over. */
const FIRST_FIELD =
  'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([disabled]):not([readonly]), textarea:not([disabled]):not([readonly]), [role="combobox"]:not([aria-disabled="true"])';

/**
 * The dialog's content, when it mounts: its first field takes the focus (WCAG 2.4.3, issue 31), before
 * MUI's focus trap would put it on the dialog itself.
 */
const focusFirstField = (content: HTMLDivElement | null) => {
  content?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
};

interface ResourceDialogProps {
  title: string;
  /** The form's submit (already prevented from reloading the page). */
  onSubmit: () => void;
  onClose: () => void;
  pending?: boolean;
  /** Default 'Zapisz' (§2.7). */
  submitLabel?: string;
  /** Wider dialogs of the spec (the locomotive dialog is 600 px). */
  width?: number;
  /** Extra buttons on the left (delete). */
  extraActions?: ReactNode;
  /** The edit of a versioned resource (`useStaleForm`): its stale-save dialog opens over this one. */
  stale?: StaleForm;
  children: ReactNode;
}

/**
 * The one create/edit dialog of the administration pages: a `<form>` (Enter submits; fields validated
 * by the caller's react-hook-form), 'Anuluj' and 'Zapisz'. Mount it only while open: closing resets it.
 */
export function ResourceDialog({
  title,
  onSubmit,
  onClose,
  pending = false,
  submitLabel = 'Zapisz',
  width = RESOURCE_DIALOG_WIDTH,
  extraActions,
  stale,
  children,
}: ResourceDialogProps) {
  const titleId = useId();
  const phone = usePhone();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A dialog opened from inside another form (the course form's 'Dodaj lokomotywę') must not submit it:
    // React events bubble through the portal to the outer form.
    event.stopPropagation();
    onSubmit();
  };
  return (
    <Dialog
      open
      fullScreen={phone}
      fullWidth
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { maxWidth: phone ? undefined : width } } }}
    >
      {/* `display: contents` keeps the title, content and actions the paper's own flex children. */}
      <form ref={stale?.formRef} noValidate onSubmit={submit} style={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent
          ref={focusFirstField}
          sx={{ display: 'grid', gap: 2, alignContent: 'start', pt: '8px !important' }}
        >
          {children}
        </DialogContent>
        <DialogActions sx={phone ? PHONE_ACTIONS : undefined}>
          {extraActions}
          <Button onClick={onClose} disabled={pending} sx={{ ml: 'auto' }}>
            Anuluj
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
      {stale?.dialog}
    </Dialog>
  );
}

interface ConfirmDialogProps {
  title: string;
  text?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  pending?: boolean;
  /** Defaults 'Tak' / 'Nie' (§2.7). */
  confirmLabel?: string;
  cancelLabel?: string;
}

/** The confirmation of §2.7: `ActionDialog` at 500 px, 'Tak' / 'Nie'; full screen on phones like every dialog. */
export function ConfirmDialog({
  onCancel,
  confirmLabel = 'Tak',
  cancelLabel = 'Nie',
  ...question
}: ConfirmDialogProps) {
  const phone = usePhone();
  return (
    <ActionDialog
      {...question}
      width={CONFIRM_DIALOG_WIDTH}
      fullScreen={phone}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      onClose={onCancel}
    />
  );
}
