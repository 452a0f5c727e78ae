import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useLocomotives } from '@/api/locomotives';
import { useLocomotiveDialog } from './locomotive-dialog-slot';
import { useCourseLabels } from '../hooks/use-course-labels';
import { useSearchInput } from '../hooks/use-search-input';
import { IriMultiSelect } from './iri-multi-select';

interface LocomotiveSelectProps {
  company: { id: number; iri: string; name: string } | null;
  isCompanyUser: boolean;
  value: readonly string[];
  onChange: (iris: string[]) => void;
  disabled?: boolean;
  error?: string | undefined;
}

/** 'Lokomotywy' of one stop, with 'Dodaj lokomotywę' for a number not in the list yet. */
export function LocomotiveSelect({
  company,
  isCompanyUser,
  value,
  onChange,
  ...props
}: LocomotiveSelectProps) {
  const { labels, addLocomotive } = useCourseLabels();
  const { AddLocomotive } = useLocomotiveDialog();
  const [adding, setAdding] = useState(false);
  const { input, setInput, search } = useSearchInput();
  const query = useLocomotives(company?.id ?? null, search);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <IriMultiSelect
          {...props}
          label="Lokomotywy"
          value={value}
          labelOf={(iri) => labels.locomotives[iri] ?? iri}
          input={input}
          onInputChange={setInput}
          options={(query.data ?? []).map((engine) => ({ iri: engine['@id'], label: engine.sideNumber }))}
          loading={query.isFetching}
          onChange={(iris, picked) => {
            for (const option of picked) addLocomotive(option.iri, option.label);
            onChange(iris);
          }}
        />
      </Box>
      {AddLocomotive ? (
        <Button
          size="small"
          startIcon={<AddIcon aria-hidden="true" />}
          onClick={() => setAdding(true)}
          disabled={props.disabled || company === null}
          sx={{ mt: 0.5 }}
        >
          Dodaj lokomotywę
        </Button>
      ) : null}
      {adding && company && AddLocomotive ? (
        <AddLocomotive
          company={company}
          isCompanyUser={isCompanyUser}
          onClose={() => setAdding(false)}
          onSaved={(engine) => {
            addLocomotive(engine['@id'], engine.sideNumber);
            onChange([...value, engine['@id']]);
            setAdding(false);
          }}
        />
      ) : null}
    </Box>
  );
}
