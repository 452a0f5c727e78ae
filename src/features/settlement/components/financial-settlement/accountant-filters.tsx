import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { KilometerSettlementCollection } from '@domain/contract/kilometer-settlement.schema';
import type { MonthParams } from '@/features/settlement/api/kilometer-settlement';

interface AccountantFiltersProps {
  collection: KilometerSettlementCollection | undefined;
  params: MonthParams;
  onChange: (next: Partial<MonthParams>) => void;
}

const ALL = '';

/** The accountant's filters: the rides waiting or settled, a company and an employee of the month. */
export function AccountantFilters({ collection, params, onChange }: AccountantFiltersProps) {
  const select = (
    label: string,
    value: number | undefined,
    options: readonly { id: number; name: string }[],
    key: 'company' | 'employee',
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={value === undefined ? ALL : String(value)}
      onChange={(event) =>
        onChange({ [key]: event.target.value === ALL ? undefined : Number(event.target.value) })
      }
      // 'Wszystkie' is a value shown as one, so the label stays above it.
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ minWidth: 220 }}
    >
      <MenuItem value={ALL}>Wszystkie</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={params.status ?? 'to_be_settled'}
        onChange={(_event, value: unknown) => {
          if (value === 'to_be_settled' || value === 'settled') onChange({ status: value });
        }}
        aria-label="Status przejazdów"
        // On white: the unselected button's grey text is 4.49:1 on the page's own background.
        sx={{ bgcolor: 'background.paper' }}
      >
        <ToggleButton value="to_be_settled">Do rozliczenia</ToggleButton>
        <ToggleButton value="settled">Rozliczone</ToggleButton>
      </ToggleButtonGroup>
      {select('Firma', params.company, collection?.companies ?? [], 'company')}
      {select('Pracownik', params.employee, collection?.employees ?? [], 'employee')}
    </Box>
  );
}
