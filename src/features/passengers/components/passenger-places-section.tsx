import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { recentPlacesOptions } from '@/api/recent-places';
import { LOAD_ERROR } from '@/ui/errors/load-error';
import { QueryGate } from '@/ui/detail/query-gate';

export const NO_PLACES = 'Brak ulubionych miejsc';
export const PLACES_HINT = 'Miejsca ostatnich przejazdów pasażera';

/**
 * 'Ulubione miejsca' of the 'Kontakt' tab (administration.md §3 Passenger `favouritePlaces`): the
 * passenger's recent places of §7 (`GET api/segments?employees.id=…`), the list the course form's place
 * pickers offer as 'Ostatnio używane', most recent first. `userId` null: not saved yet, no rides.
 */
export function PassengerPlacesSection({ userId }: { userId: number | null }) {
  const places = useQuery(recentPlacesOptions(userId, { nearFirst: false }));
  const none = <Typography color="text.secondary">{NO_PLACES}</Typography>;
  return (
    <Box component="section" aria-label="Ulubione miejsca" sx={{ display: 'grid', gap: 0.5 }}>
      <Typography component="h3" variant="subtitle2">
        Ulubione miejsca
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {PLACES_HINT}
      </Typography>
      {/* Not saved yet: no rides, and no read (the query waits for an id). */}
      {userId === null ? (
        none
      ) : (
        <QueryGate
          query={places}
          pending={<Typography color="text.secondary">Wczytywanie…</Typography>}
          error={
            <Typography role="alert" color="error">
              {LOAD_ERROR}
            </Typography>
          }
        >
          {(members) =>
            members.length === 0 ? (
              none
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {members.map((place) => (
                  <li key={place.id}>
                    <Typography>{place.name ?? place.address}</Typography>
                    {place.name && place.address && (
                      <Typography variant="body2" color="text.secondary">
                        {place.address}
                      </Typography>
                    )}
                  </li>
                ))}
              </Box>
            )
          }
        </QueryGate>
      )}
    </Box>
  );
}
