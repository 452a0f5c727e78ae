import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { secondsToTime } from '@domain/validation/time';
import { useDefinedKilometers } from '../api/defined-kilometers';
import { QueryGate } from '@/ui/detail/query-gate';

/** /defined-kilometers: the pairs with their kilometres and time, searchable by place. */
export function DefinedKilometersList() {
  const [search, setSearch] = useState('');
  const pairs = useDefinedKilometers(search);
  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography component="h2" variant="h5" sx={{ flex: 1 }}>
          Zdefiniowane kilometry
        </Typography>
        <Button component={RouterLink} to="/defined-kilometers/create" variant="contained">
          Dodaj
        </Button>
      </Box>
      <TextField
        size="small"
        type="search"
        label="Szukaj miejsca"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ maxWidth: 320 }}
      />
      <QueryGate
        query={pairs}
        pending={<CircularProgress aria-label="Wczytywanie" />}
        error={<Typography role="alert">Nie udało się pobrać zdefiniowanych kilometrów</Typography>}
      >
        {(loaded) =>
          loaded.length === 0 ? (
            <Typography>Brak zdefiniowanych kilometrów</Typography>
          ) : (
            <TableContainer tabIndex={0} role="region" aria-label="Zdefiniowane kilometry">
              <Table size="small" aria-label="Zdefiniowane kilometry">
                <TableHead>
                  <TableRow>
                    <TableCell>Miejsce początkowe</TableCell>
                    <TableCell>Miejsce końcowe</TableCell>
                    <TableCell align="right">Kilometry</TableCell>
                    <TableCell align="right">Czas</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {loaded.map((pair) => (
                    <TableRow key={pair.id}>
                      <TableCell>
                        <Link component={RouterLink} to={`/defined-kilometers/${pair.id}`}>
                          {pair.placeStart.name}
                        </Link>
                      </TableCell>
                      <TableCell>{pair.placeEnd.name}</TableCell>
                      <TableCell align="right">{pair.kilometers}</TableCell>
                      <TableCell align="right">{secondsToTime(pair.time)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )
        }
      </QueryGate>
    </Box>
  );
}
