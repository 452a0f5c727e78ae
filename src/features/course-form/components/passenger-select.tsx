import { usePassengers } from '../api/get-passengers';
import { useCourseLabels } from '../hooks/use-course-labels';
import { useSearchInput } from '../hooks/use-search-input';
import { IriMultiSelect } from './iri-multi-select';

interface PassengerSelectProps {
  companyId: number | null;
  value: readonly string[];
  onChange: (iris: string[]) => void;
  disabled?: boolean;
  error?: string | undefined;
  inputRef?: React.Ref<HTMLInputElement>;
}

/** 'Pasażerowie' of one stop: employees of the course's railway company. */
export function PassengerSelect({ companyId, onChange, ...props }: PassengerSelectProps) {
  const { labels, addPassenger } = useCourseLabels();
  const { input, setInput, search } = useSearchInput();
  const query = usePassengers(companyId, search);
  return (
    <IriMultiSelect
      {...props}
      label="Pasażerowie"
      labelOf={(iri) => labels.passengers[iri] ?? iri}
      input={input}
      onInputChange={setInput}
      options={(query.data ?? []).map((person) => ({ iri: person['@id'], label: person.name }))}
      loading={query.isFetching}
      onChange={(iris, picked) => {
        for (const option of picked) addPassenger(option.iri, option.label);
        onChange(iris);
      }}
    />
  );
}
