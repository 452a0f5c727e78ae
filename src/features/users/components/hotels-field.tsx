import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useHotels } from '@/api/hotels';

interface HotelsFieldProps {
  /** IRIs of the chosen hotels (`/api/abstract_places/{id}`). */
  value: readonly string[];
  onChange: (hotels: string[]) => void;
  error: string | undefined;
}

export const HOTELS_HELPER = 'Konto hotelu widzi tylko noclegi w wybranych hotelach';

/**
 * 'Hotele': the hotels a ROLE_HOTEL account works for (spec-decisions row 604), a multiple choice of
 * the hotel places. The form shows it to the administrator only (user-permissions.canLinkHotels).
 */
export function HotelsField({ value, onChange, error }: HotelsFieldProps) {
  const hotels = useHotels();
  const nameOf = (id: string) => hotels.data?.find((hotel) => hotel['@id'] === id)?.name ?? id;
  return (
    <TextField
      select
      fullWidth
      margin="normal"
      label="Hotele"
      value={value}
      onChange={(event) => {
        // MUI hands a multiple select's value as an array (a string only from browser autofill).
        const chosen: unknown = event.target.value;
        onChange(Array.isArray(chosen) ? chosen.map(String) : String(chosen).split(','));
      }}
      error={Boolean(error)}
      helperText={error ?? (hotels.isLoading ? 'Wczytywanie...' : HOTELS_HELPER)}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (selected as string[]).map(nameOf).join(', '),
          // Several hotel names wrap instead of widening the form past a phone's screen.
          sx: { '& .MuiSelect-select': { whiteSpace: 'normal' } },
        },
      }}
    >
      {(hotels.data ?? []).map((hotel) => (
        <MenuItem key={hotel['@id']} value={hotel['@id']}>
          {hotel.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
