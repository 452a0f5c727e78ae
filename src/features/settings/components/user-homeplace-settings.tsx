import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { User } from '@/api/user.schema';
import { useNotice } from '@/ui/notice/notice-context';
import { ConfirmDialog } from '@/ui/resource-dialog/resource-dialog';
import { HomePlaceDialog, type ChosenHome } from '@/ui/places/home-place-dialog';
import { useUpdateUser } from '../api/update-user';
import { SettingsSection } from './settings-section';

export const HOME_REMOVED = 'Miejsce zamieszkania zostało usunięte';

/**
 * 'user-homeplace-settings' (administration.md §2.6): the own home place, chosen through the home
 * place dialog (place search or the map editor) and linked at once through `PUT /api/users/{id}`
 * (`home`); removal resets it to empty (§4).
 */
export function UserHomePlaceSettings({ user }: { user: User }) {
  const notice = useNotice();
  const update = useUpdateUser(user);
  const [dialog, setDialog] = useState<'choose' | 'remove' | null>(null);
  const home = user.home;
  const current: ChosenHome | null = home
    ? { iri: home['@id'], address: home.address ?? '', latitude: home.latitude, longitude: home.longitude }
    : null;
  const link = (chosen: ChosenHome) =>
    update.mutate({ home: chosen.iri }, { onError: (error) => notice.error(error) });
  const remove = () =>
    update.mutate(
      { home: null },
      {
        onSuccess: () => {
          notice.success(HOME_REMOVED);
          setDialog(null);
        },
        onError: (error) => notice.error(error),
      },
    );
  return (
    <SettingsSection
      title="Miejsce zamieszkania"
      intro="Skąd dyspozytorzy zabierają Cię na kurs i dokąd odwożą."
    >
      <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
        <Box aria-live="polite">
          <Typography variant="body2" color="text.secondary">
            Adres
          </Typography>
          <Typography data-testid="home-address">{home?.address || 'Nie podano'}</Typography>
          {home?.latitude != null && home.longitude != null && (
            <Typography variant="body2" color="text.secondary">
              {home.latitude.toFixed(5)}, {home.longitude.toFixed(5)}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => setDialog('choose')} loading={update.isPending}>
            {home ? 'Zmień miejsce zamieszkania' : 'Dodaj miejsce zamieszkania'}
          </Button>
          {home && (
            <Button color="error" onClick={() => setDialog('remove')} disabled={update.isPending}>
              Usuń miejsce zamieszkania
            </Button>
          )}
        </Box>
      </Box>
      {dialog === 'choose' && (
        <HomePlaceDialog userId={user.id} current={current} onChosen={link} onClose={() => setDialog(null)} />
      )}
      {dialog === 'remove' && (
        <ConfirmDialog
          title="Czy na pewno usunąć miejsce zamieszkania?"
          text={home?.address ?? ''}
          pending={update.isPending}
          onConfirm={remove}
          onCancel={() => setDialog(null)}
        />
      )}
    </SettingsSection>
  );
}
