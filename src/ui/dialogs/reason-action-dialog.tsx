import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { ActionDialog, takeFocus, type ActionDialogProps } from './action-dialog';

export interface ReasonField {
  label: string;
  /** Marked required for assistive technology; the message comes from `validate`, not the browser. */
  required?: boolean;
  /** Shown under the field while it holds no error. */
  hint?: string;
  /** Default 2 rows; a multiline field keeps Enter for new lines. */
  minRows?: number;
  /** The rule's Polish message for this value, or null when it may be sent. */
  validate: (value: string) => string | null;
}

interface ReasonActionDialogProps extends Omit<ActionDialogProps, 'children' | 'onConfirm'> {
  reason: ReasonField;
  /** Called with the trimmed reason once `validate` accepts it. */
  onConfirm: (reason: string) => void;
}

/**
 * `ActionDialog` with one reason field. Its own file: MUI's TextField weighs 8 KB gzip, and the
 * confirmations of the course list must not carry it. The message shows when the user tries to confirm,
 * and at once for a value already typed that breaks the rule (too long); typing again clears a
 * refusal of the empty field. While the message shows, confirm is disabled.
 */
export function ReasonActionDialog({ reason, onConfirm, ...dialog }: ReasonActionDialogProps) {
  const [value, setValue] = useState('');
  const [tried, setTried] = useState(false);
  const message = reason.validate(value);
  const shown = message !== null && (tried || value.trim() !== '') ? message : null;
  const confirm = () => {
    setTried(true);
    if (message === null) onConfirm(value.trim());
  };
  return (
    <ActionDialog {...dialog} confirmDisabled={dialog.confirmDisabled || shown !== null} onConfirm={confirm}>
      <TextField
        label={reason.label}
        required={reason.required}
        multiline
        minRows={reason.minRows ?? 2}
        fullWidth
        inputRef={takeFocus}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setTried(false);
        }}
        error={shown !== null}
        helperText={shown ?? reason.hint}
        slotProps={{ htmlInput: { required: false, 'aria-required': reason.required } }}
        sx={{ mt: dialog.text ? 2 : 1 }}
      />
    </ActionDialog>
  );
}
