import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { api } from '@/api/client';
import { parseCollection } from '@/api/hydra';
import { DateInput } from '@/ui/form/date-field';
import { fuelCardSchema, fuelCardsKeys } from '../api/fuel-api';

export interface TransactionFilterValues {
  after: string;
  before: string;
  fuelCard: string;
  car: string;
  driver: string;
}
export const NO_FILTERS: TransactionFilterValues = {
  after: '',
  before: '',
  fuelCard: '',
  car: '',
  driver: '',
};

/** The query of GET /api/transactions for the chosen filters (empty ones left out). */
export function transactionParams(values: TransactionFilterValues): Record<string, string> {
  const params: Record<string, string> = {};
  if (values.after) params['transactionDate[after]'] = values.after;
  if (values.before) params['transactionDate[before]'] = values.before;
  if (values.fuelCard) params.fuelCard = values.fuelCard;
  if (values.car) params.car = values.car;
  if (values.driver) params.driver = values.driver;
  return params;
}

const unique = (items: { iri: string; label: string }[]) => [
  ...new Map(items.map((item) => [item.iri, item])).values(),
];

/**
 * 'Transakcje' filters: dates (Warsaw days), card, car and driver. The cards come from the company's
 * fuel cards; the cars and drivers are those of the cards (only they have transactions).
 */
export function TransactionFilters(props: {
  value: TransactionFilterValues;
  onChange: (next: TransactionFilterValues) => void;
}) {
  const cards = useQuery({
    queryKey: fuelCardsKeys.list({ all: true }),
    queryFn: async ({ signal }) =>
      parseCollection(
        (await api.get('/api/fuel_cards', { params: { pagination: 'false' }, signal })).data,
        fuelCardSchema,
      ).member,
  });
  const rows = cards.data ?? [];
  const set = (key: keyof TransactionFilterValues) => (text: string) =>
    props.onChange({ ...props.value, [key]: text });
  const select = (
    key: 'fuelCard' | 'car' | 'driver',
    label: string,
    choices: { iri: string; label: string }[],
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={props.value[key]}
      onChange={(e) => set(key)(e.target.value)}
    >
      <MenuItem value="">
        <em>Wszystkie</em>
      </MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.iri} value={choice.iri}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box
      role="group"
      aria-label="Filtry transakcji"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, minmax(140px, 200px))' },
      }}
    >
      <DateInput size="small" clearable label="Od dnia" value={props.value.after} onChange={set('after')} />
      <DateInput size="small" clearable label="Do dnia" value={props.value.before} onChange={set('before')} />
      {select(
        'fuelCard',
        'Karta',
        rows.map((card) => ({
          iri: card['@id'],
          label: `${card.cardNumber} (${card.fuelCardCompany.name})`,
        })),
      )}
      {select(
        'car',
        'Samochód',
        unique(
          rows.flatMap((card) =>
            card.car ? [{ iri: card.car['@id'], label: card.car.registrationNumber }] : [],
          ),
        ),
      )}
      {select(
        'driver',
        'Kierowca',
        unique(
          rows.flatMap((card) => (card.driver ? [{ iri: card.driver['@id'], label: card.driver.name }] : [])),
        ),
      )}
    </Box>
  );
}
