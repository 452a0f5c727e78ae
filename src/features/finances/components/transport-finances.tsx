import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DateInput } from '@/ui/form/date-field';
import { useCompanyOptions, type CompanyOption } from '@/api/options';
import { CompanyPicker } from '@/ui/form/company-picker';
import { FinanceCard } from './finance-card';
import { financeBody, type Approval, type FinanceFilterValues } from './finance-filters';

interface Generated {
  filters: FinanceFilterValues;
  companies: CompanyOption[];
}

/** The transport company finance page (courses.md §2): filters, chosen companies, a card per company. */
export function TransportFinances({ ownCompanyId }: { ownCompanyId: number }) {
  const served = useCompanyOptions({ isTransportCompany: false });
  const [filters, setFilters] = useState<FinanceFilterValues>({ from: '', to: '', approval: '' });
  const [picked, setPicked] = useState('');
  const [chosen, setChosen] = useState<CompanyOption[]>([]);
  const [generated, setGenerated] = useState<Generated | null>(null);
  const add = () => {
    const company = served.data?.find((option) => option['@id'] === picked);
    if (company) setChosen((list) => [...list, company]);
    setPicked('');
  };
  return (
    <Box component="section" aria-labelledby="transport-finances" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="transport-finances" component="h2" variant="h5">
        Statystyki kursów
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {(['from', 'to'] as const).map((key) => (
          <DateInput
            key={key}
            label={key === 'from' ? 'Data od' : 'Data do'}
            clearable
            value={filters[key]}
            onChange={(day) => setFilters({ ...filters, [key]: day })}
            // A fixed width: the clear button of a filled day would make it wider than an empty one.
            sx={{ flex: { xs: '1 1 100%', sm: '0 0 200px' } }}
          />
        ))}
        <TextField
          select
          label="Akceptacja przez firmę kolejową (do rozliczenia)"
          value={filters.approval}
          onChange={(event) => setFilters({ ...filters, approval: event.target.value as Approval })}
          slotProps={{ inputLabel: { shrink: true }, select: { native: true } }}
          sx={{ minWidth: 340, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          <option value="">Wszystkie</option>
          <option value="true">Potwierdzone</option>
          <option value="false">Niepotwierdzone</option>
        </TextField>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <CompanyPicker
          isTransportCompany={false}
          filter={(company) => !chosen.some((c) => c.id === company.id)}
          value={picked}
          onChange={setPicked}
          loadError="Nie udało się pobrać firm"
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 320px' } }}
        />
        <Button variant="outlined" onClick={add} disabled={picked === ''}>
          Dodaj
        </Button>
      </Box>
      <Box
        component="ul"
        aria-label="Wybrane firmy"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
      >
        {chosen.map((company) => (
          <li key={company.id}>
            <Chip
              label={company.name}
              onDelete={() => setChosen((list) => list.filter((c) => c.id !== company.id))}
            />
          </li>
        ))}
      </Box>
      <Box>
        <Button
          variant="contained"
          disabled={chosen.length === 0}
          onClick={() => setGenerated({ filters, companies: chosen })}
        >
          Generuj statystyki
        </Button>
      </Box>
      {generated ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(320px, 1fr))' },
          }}
        >
          {generated.companies.map((company) => (
            <FinanceCard
              key={company.id}
              name={company.name}
              body={financeBody(generated.filters, ownCompanyId, company.id)}
            />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
