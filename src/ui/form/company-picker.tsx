import type { Ref } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { useCompanyOptions, type CompanyOption } from '@/api/options';
import { RESOURCES, iriId } from '@domain/contract/iri';
import { LOAD_ERROR } from '@/ui/errors/load-error';

/** Said in the open list when the typed text matches no company. */
export const NO_COMPANY_MATCH = 'Brak wyników';

export interface CompanyPickerProps {
  /**
   * The transport companies or the railway companies the user may see (`useCompanyOptions`);
   * undefined for every company of both kinds, the transport ones marked '(firma transportowa)'.
   */
  isTransportCompany?: boolean;
  /** False while the field is not shown (the list is not asked for). */
  enabled?: boolean;
  /** Only some of the companies the server sent, e.g. the employers the actor may name. */
  filter?: (company: CompanyOption) => boolean;
  /** The stored company's name, kept as a choice when the list lacks it (one the user no longer sees). */
  currentLabel?: string | undefined;
  /** Default 'Firma'. */
  label?: string;
  /** The chosen company's IRI; '' or null for none. */
  value: string | null | undefined;
  /** The chosen company's IRI, '' when the choice is cleared (the forms' "none"). */
  onChange: (iri: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  /** The rule's Polish message for the field. */
  error?: string | undefined;
  /** Shown in the empty field, e.g. 'Wszystkie firmy' for a filter whose "none" means all. */
  emptyLabel?: string;
  size?: 'small' | 'medium';
  margin?: 'normal' | 'none';
  disabled?: boolean;
  /** Said when the list could not be loaded; default 'Wystąpił błąd podczas ładowania'. */
  loadError?: string;
  /** Its place in a row of filters (flex, width); alone it takes the whole width. */
  sx?: SxProps<Theme>;
}

/**
 * The one company choice (issue 33): an autocomplete over the companies option hook, so an
 * administrator finds one of a long list by typing a few letters instead of scrolling a menu. Keyboard
 * and screen readers get MUI's combobox (arrows, Enter, Escape, the list announced); the buttons speak
 * Polish through the theme's locale, and a text matching nothing says 'Brak wyników'.
 */
export function CompanyPicker({
  isTransportCompany,
  enabled = true,
  filter,
  currentLabel,
  label = 'Firma',
  value,
  onChange,
  onBlur,
  inputRef,
  required = false,
  error,
  emptyLabel,
  size,
  margin = 'none',
  disabled,
  loadError = LOAD_ERROR,
  sx,
}: CompanyPickerProps) {
  const companies = useCompanyOptions({ isTransportCompany, enabled });
  const listed = filter ? (companies.data ?? []).filter(filter) : (companies.data ?? []);
  const keepsCurrent =
    Boolean(value) && currentLabel !== undefined && !listed.some((company) => company['@id'] === value);
  const options = keepsCurrent
    ? [{ '@id': value ?? '', id: iriId(value, RESOURCES.company) ?? 0, name: currentLabel ?? '' }, ...listed]
    : listed;
  const chosen = options.find((company) => company['@id'] === value) ?? null;
  // Only a list of both kinds says which is which; a list of one kind would repeat it on every line.
  const labelOf = (company: CompanyOption) =>
    isTransportCompany === undefined && company.isTransportCompany
      ? `${company.name} (firma transportowa)`
      : company.name;
  const helperText = error ?? (companies.isError ? loadError : undefined);
  return (
    <Autocomplete
      options={options}
      value={chosen}
      onChange={(_, company) => onChange(company?.['@id'] ?? '')}
      onBlur={onBlur}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(option, current) => option['@id'] === current['@id']}
      // Two companies may share a name; the key is the IRI.
      renderOption={({ key: _key, ...props }, company) => (
        <li key={company['@id']} {...props}>
          {labelOf(company)}
        </li>
      )}
      loading={companies.isPending && enabled}
      noOptionsText={companies.isError ? loadError : NO_COMPANY_MATCH}
      openOnFocus
      autoHighlight
      disabled={disabled}
      size={size}
      fullWidth
      sx={sx}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          margin={margin}
          inputRef={inputRef}
          placeholder={emptyLabel}
          error={Boolean(error) || companies.isError}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            // The empty filter's placeholder ('Wszystkie firmy') shows under a raised label.
            inputLabel: emptyLabel
              ? { ...params.slotProps.inputLabel, shrink: true }
              : params.slotProps.inputLabel,
          }}
        />
      )}
    />
  );
}
