import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { COURSE_STATUS_COLUMN_LABELS, COURSE_STATUS_COLUMNS } from '@domain/courses/status-columns';
import { CARD_OPTION_LABELS, CARD_OPTIONS, type ViewSettings } from '../hooks/use-view-settings';

interface ViewSettingsDialogProps {
  settings: ViewSettings;
  passenger: boolean;
  onSave: (settings: ViewSettings) => void;
  onClose: () => void;
}

export const NO_COLUMN_MESSAGE = 'Wybierz przynajmniej jedną kolumnę';

const toggle = <T,>(list: readonly T[], value: T, on: boolean): T[] =>
  on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);

/** 'Ustawienia widoku' (320 px): visible columns and what the ride cards show. Mounted only while open. */
export function ViewSettingsDialog({ settings, passenger, onSave, onClose }: ViewSettingsDialogProps) {
  const [draft, setDraft] = useState(settings);
  const [saveTried, setSaveTried] = useState(false);
  // Without a column the desktop list would be a blank page.
  const noColumn = !passenger && draft.columns.length === 0;
  const all = CARD_OPTIONS.every((option) => draft.card.includes(option));
  const some = draft.card.length > 0 && !all;

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="view-settings-title"
      slotProps={{ paper: { sx: { width: 320 } } }}
    >
      <DialogTitle id="view-settings-title">Ustawienia widoku</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {passenger ? null : (
          <FormGroup role="group" aria-labelledby="view-settings-columns">
            <FormLabel id="view-settings-columns">Widoczne kolumny</FormLabel>
            {COURSE_STATUS_COLUMNS.map((column) => (
              <FormControlLabel
                key={column}
                label={COURSE_STATUS_COLUMN_LABELS[column]}
                control={
                  <Checkbox
                    checked={draft.columns.includes(column)}
                    onChange={(event) =>
                      setDraft({ ...draft, columns: toggle(draft.columns, column, event.target.checked) })
                    }
                  />
                }
              />
            ))}
            {saveTried && noColumn ? <FormHelperText error>{NO_COLUMN_MESSAGE}</FormHelperText> : null}
          </FormGroup>
        )}
        <FormGroup role="group" aria-labelledby="view-settings-card">
          <FormLabel id="view-settings-card">Kursy</FormLabel>
          <FormControlLabel
            label="Relacja"
            control={
              <Checkbox
                checked={all}
                indeterminate={some}
                onChange={(event) =>
                  setDraft({ ...draft, card: event.target.checked ? [...CARD_OPTIONS] : [] })
                }
              />
            }
          />
          <Box sx={{ display: 'grid', pl: 3 }}>
            {CARD_OPTIONS.map((option) => (
              <FormControlLabel
                key={option}
                label={CARD_OPTION_LABELS[option]}
                control={
                  <Checkbox
                    checked={draft.card.includes(option)}
                    onChange={(event) =>
                      setDraft({ ...draft, card: toggle(draft.card, option, event.target.checked) })
                    }
                  />
                }
              />
            ))}
          </Box>
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>anuluj</Button>
        <Button
          variant="contained"
          onClick={() => {
            setSaveTried(true);
            if (!noColumn) onSave(draft);
          }}
        >
          zapisz zmiany
        </Button>
      </DialogActions>
    </Dialog>
  );
}
