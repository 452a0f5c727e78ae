import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

export interface IriOption {
  iri: string;
  label: string;
}

interface IriMultiSelectProps {
  label: string;
  value: readonly string[];
  onChange: (iris: string[], picked: IriOption[]) => void;
  /** Options for the typed text (see useSearchInput), and whether they are loading. */
  options: IriOption[];
  loading: boolean;
  input: string;
  onInputChange: (text: string) => void;
  /** Name of an already chosen IRI. */
  labelOf: (iri: string) => string;
  disabled?: boolean;
  error?: string | undefined;
  inputRef?: React.Ref<HTMLInputElement>;
}

/** A searchable multiple choice whose value is a list of IRIs (passengers, locomotives). */
export function IriMultiSelect(props: IriMultiSelectProps) {
  const { options, loading } = props;
  const chosen = props.value.map((iri) => ({ iri, label: props.labelOf(iri) }));
  return (
    <Autocomplete<IriOption, true>
      multiple
      value={chosen}
      options={options}
      filterOptions={(all) => all}
      filterSelectedOptions
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => option.iri}
      isOptionEqualToValue={(option, other) => option.iri === other.iri}
      onChange={(_, picked) =>
        props.onChange(
          picked.map((option) => option.iri),
          picked,
        )
      }
      inputValue={props.input}
      onInputChange={(_, text, reason) => props.onInputChange(reason === 'reset' ? '' : text)}
      loading={loading}
      loadingText="Szukam..."
      noOptionsText="Brak wyników"
      disabled={props.disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={props.inputRef}
          label={props.label}
          error={Boolean(props.error)}
          helperText={props.error}
          size="small"
        />
      )}
    />
  );
}
