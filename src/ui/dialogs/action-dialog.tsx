import { useId, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/**
 * A ref that focuses its element when it mounts, before MUI's focus trap would put the focus on the
 * dialog itself (the trap leaves a focus already inside); jsx-a11y refuses `autoFocus` as such.
 */
export const takeFocus = (element: HTMLElement | null) => element?.focus();

export interface ActionDialogProps {
  title: string;
  /** The question under the title; a string becomes the dialog's description. */
  text?: ReactNode;
  /** A field under the text (the reason of `ReasonActionDialog`); it takes the focus instead of confirm. */
  children?: ReactNode;
  confirmLabel: string;
  /** Default 'Anuluj'. */
  cancelLabel?: string;
  confirmColor?: ButtonProps['color'];
  /** Default 'contained' ('text' when cancel is the emphasised answer); some questions keep a text button. */
  confirmVariant?: ButtonProps['variant'];
  /**
   * Which answer is the safe default, contained and focused: 'confirm' (the default), or 'cancel' where
   * the action loses something ('Zostań' before 'Wyjdź bez zapisywania' of the leave guard).
   */
  emphasis?: 'confirm' | 'cancel';
  confirmDisabled?: boolean;
  /** The write is on its way: confirm spins, cancel, Escape and the backdrop do nothing. */
  pending?: boolean;
  /** The server's refusal, shown in the dialog so the user can try again or cancel. */
  error?: string | null;
  /** Paper width in px; otherwise MUI's default or `maxWidth`. */
  width?: number;
  maxWidth?: 'xs' | 'sm';
  /** Full screen (the administration confirmations on a phone, §2.7). */
  fullScreen?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The one small dialog that asks before an action: a title, a question, an optional field, 'Anuluj'
 * and the action. A `<form>`: Enter confirms (a multiline field keeps Enter for new lines), Escape
 * cancels. The focus goes to the field when there is one, else to the confirm button, so a keyboard
 * user acts without hunting for it. Mount it only while open: closing resets it.
 */
export function ActionDialog({
  title,
  text,
  children,
  confirmLabel,
  cancelLabel = 'Anuluj',
  confirmColor = 'primary',
  confirmVariant,
  emphasis = 'confirm',
  confirmDisabled = false,
  pending = false,
  error = null,
  width,
  maxWidth,
  fullScreen = false,
  onConfirm,
  onClose,
}: ActionDialogProps) {
  const titleId = useId();
  const textId = useId();
  const cancelFirst = emphasis === 'cancel';
  // A field takes the focus itself (`ReasonActionDialog`); otherwise the emphasised button does.
  const focusButton = children ? undefined : takeFocus;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A dialog opened from inside another form (the course form) must not submit that form too:
    // React events bubble through the portal.
    event.stopPropagation();
    if (!pending && !confirmDisabled) onConfirm();
  };
  const form = {
    component: 'form' as const,
    // The rule speaks in Polish through the field, not the browser's bubble: a required select's
    // hidden input would otherwise block the submit without a word. (A `<form>` attribute MUI's paper
    // slot does not type, hence the object outside the literal.)
    noValidate: true,
    onSubmit: submit,
    sx: width !== undefined && !fullScreen ? { maxWidth: width } : undefined,
  };
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={text ? textId : undefined}
      fullWidth={width !== undefined || maxWidth !== undefined || fullScreen}
      maxWidth={maxWidth}
      fullScreen={fullScreen}
      slotProps={{ paper: form }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {text || children || error ? (
        <DialogContent>
          {typeof text === 'string' ? (
            <DialogContentText id={textId}>{text}</DialogContentText>
          ) : text ? (
            <div id={textId}>{text}</div>
          ) : null}
          {children}
          {error ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          ) : null}
        </DialogContent>
      ) : null}
      <DialogActions sx={fullScreen ? { px: 3, pb: 2 } : undefined}>
        <Button
          onClick={onClose}
          disabled={pending}
          variant={cancelFirst ? 'contained' : 'text'}
          ref={cancelFirst ? focusButton : undefined}
        >
          {cancelLabel}
        </Button>
        <Button
          type="submit"
          variant={confirmVariant ?? (cancelFirst ? 'text' : 'contained')}
          color={confirmColor}
          disabled={confirmDisabled}
          loading={pending}
          ref={cancelFirst ? undefined : focusButton}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
