import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { monthLabel, nextMonth, previousMonth } from '@domain/settlement/kilometer-month';

interface MonthPickerProps {
  /** YYYY-MM. */
  month: string;
  onChange: (month: string) => void;
  /** The group's accessible name, e.g. 'Miesiąc rozliczenia'. */
  label: string;
}

/** The month of a monthly page ('listopad 2026' between previous/next arrows); the 'Rozliczenia' pages share it. */
export function MonthPicker({ month, onChange, label }: MonthPickerProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }} role="group" aria-label={label}>
      <IconButton aria-label="Poprzedni miesiąc" onClick={() => onChange(previousMonth(month))}>
        <ChevronLeftIcon />
      </IconButton>
      <Typography component="h2" variant="h6" sx={{ minWidth: 160, textAlign: 'center' }} aria-live="polite">
        {monthLabel(month)}
      </Typography>
      <IconButton aria-label="Następny miesiąc" onClick={() => onChange(nextMonth(month))}>
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
