import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PassengerItem } from '@domain/contract/passenger-admin.schema';

export const NO_CARS = 'Brak samochodów';
export const CARS_FROM_FLEET = 'Samochód przydziela się kierowcy w module Flota.';

interface PassengerCarsSectionProps {
  /** The fleet's cars the passenger's user drives (the item's `cars`; none before the first save). */
  cars: PassengerItem['cars'];
  /** True for who manages cars (`mayManageCars`): a link to 'Samochody', where a car is given. */
  fleetLink: boolean;
}

/**
 * The car section of the 'Kontakt' tab (administration.md §2.7): read-only, since the fleet gives a car
 * its driver (the car dialog, a transfer protocol); the passenger dialog only shows what it gave
 * (docs/spec-decisions.md row 656).
 */
export function PassengerCarsSection({ cars, fleetLink }: PassengerCarsSectionProps) {
  return (
    <Box component="section" aria-label="Samochód" sx={{ display: 'grid', gap: 0.5 }}>
      <Typography component="h3" variant="subtitle2">
        Samochód
      </Typography>
      {cars.length === 0 ? (
        <Typography color="text.secondary">{NO_CARS}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {cars.map((car) => (
            <Typography component="li" key={car.id}>
              {`${car.brand} ${car.model}, ${car.registrationNumber}`}
            </Typography>
          ))}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary">
        {CARS_FROM_FLEET}{' '}
        {fleetLink && (
          <Link component={RouterLink} to="/fleet/cars">
            Samochody
          </Link>
        )}
      </Typography>
    </Box>
  );
}
