import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface Choice {
  iri: string;
  label: string;
}

interface ChoiceSelectProps {
  label: string;
  value: string | null;
  onChange: (iri: string | null) => void;
  choices: readonly Choice[];
  /** Name of the current value when the choices do not list it (e.g. chosen by someone else). */
  currentLabel?: string | undefined;
  emptyLabel?: string;
  disabled?: boolean;
  loading?: boolean;
  error?: string | undefined;
  helperText?: string | undefined;
}

/** A single choice of a related resource by IRI, with an explicit empty entry ('' is sent as null). */
export function ChoiceSelect(props: ChoiceSelectProps) {
  const { value, choices } = props;
  const listed = value === null || choices.some((choice) => choice.iri === value);
  const all = listed ? choices : [{ iri: value, label: props.currentLabel ?? value }, ...choices];
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={props.label}
      value={value ?? ''}
      onChange={(event) => props.onChange(event.target.value === '' ? null : event.target.value)}
      disabled={props.disabled}
      error={Boolean(props.error)}
      helperText={props.error ?? (props.loading ? 'Wczytywanie...' : props.helperText)}
    >
      <MenuItem value="">
        <em>{props.emptyLabel ?? 'Brak'}</em>
      </MenuItem>
      {all.map((choice) => (
        <MenuItem key={choice.iri} value={choice.iri}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
