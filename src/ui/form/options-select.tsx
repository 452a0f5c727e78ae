import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** A row of a reference list the server sent: its IRI and the name people know it by. */
export interface NamedOption {
  '@id': string;
  name: string | null;
}

export interface OptionsSelectProps {
  label: string;
  /** The chosen option's IRI, '' for none. */
  value: string | null | undefined;
  onChange: (iri: string) => void;
  options: readonly NamedOption[] | undefined;
  /** True while the options load: said under the field instead of an empty menu without a word. */
  loading: boolean;
  error?: string | undefined;
  required?: boolean;
  /** A first choice meaning "none" (value ''), e.g. 'Brak' for a car without a driver. */
  emptyLabel?: string;
  disabled?: boolean;
  /** 'small' in the compact dialogs (fleet), the default in the full-page forms. */
  size?: 'small' | 'medium';
  margin?: 'normal' | 'none';
}

/** A choice from a loaded list (hotel, driver, company, brand), for react-hook-form's Controller. */
export function OptionsSelect({
  label,
  value,
  onChange,
  options,
  loading,
  error,
  required = true,
  emptyLabel,
  disabled,
  size,
  margin = 'normal',
}: OptionsSelectProps) {
  return (
    <TextField
      select
      fullWidth
      margin={margin}
      size={size}
      disabled={disabled}
      label={label}
      required={required}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? (loading ? 'Wczytywanie...' : undefined)}
    >
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {(options ?? []).map((option) => (
        <MenuItem key={option['@id']} value={option['@id']}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
