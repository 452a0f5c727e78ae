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
  /**
   * The chosen option stays in the menu when the list does not hold it (chosen by someone else, or
   * still loading), under `currentLabel` or else its IRI: the course form's executor and bases.
   */
  keepUnlisted?: boolean;
  currentLabel?: string | undefined;
  /** A first choice meaning "none" (value ''), e.g. 'Brak' for a car without a driver. */
  emptyLabel?: string;
  disabled?: boolean;
  /** 'small' in the compact dialogs (fleet), the default in the full-page forms. */
  size?: 'small' | 'medium';
  margin?: 'normal' | 'none';
}

/**
 * A choice from a loaded list (hotel, driver, company, brand, starting base), for react-hook-form's
 * Controller: the one select of a related resource by IRI (the course form's included).
 */
export function OptionsSelect({
  label,
  value,
  onChange,
  options,
  loading,
  error,
  required = true,
  keepUnlisted = false,
  currentLabel,
  emptyLabel,
  disabled,
  size,
  margin = 'normal',
}: OptionsSelectProps) {
  const listed = (options ?? []).some((option) => option['@id'] === value);
  // A value the menu lacks would be an out-of-range select: it is shown under its known name.
  const all =
    !keepUnlisted || !value || listed
      ? (options ?? [])
      : [{ '@id': value, name: currentLabel ?? value }, ...(options ?? [])];
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
      {all.map((option) => (
        <MenuItem key={option['@id']} value={option['@id']}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
