import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DetailRow } from '@/ui/detail/detail-row';
import { QueryGate } from '@/ui/detail/query-gate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { User } from '@/api/user.schema';
import { RouteMap } from '@/ui/maps/route-map';
import type { StartingBaseView } from '@domain/contract/starting-base.schema';
import { canWriteStartingBase } from '@domain/places/starting-base-permissions';
import { ProfileDelete } from '@/ui/detail/profile-delete';
import { STARTING_BASES, deleteStartingBase, useStartingBase } from '../api/starting-bases-api';
import { baseAdminOf } from './base-admin';

/** Waits for the base, showing the spinner and the §8 load error with a retry. */
export function WithStartingBase({
  id,
  children,
}: {
  id: number;
  children: (data: StartingBaseView) => ReactNode;
}) {
  return <QueryGate query={useStartingBase(id)}>{children}</QueryGate>;
}

/**
 * `/starting_bases/:id` (starting_base_show): the base read-only, a map of its point when it has one,
 * back and (where allowed) edit.
 */
export function StartingBaseShow({ user, base }: { user: User; base: StartingBaseView }) {
  const point =
    base.latitude !== null && base.longitude !== null
      ? { key: base['@id'], name: base.name, latitude: base.latitude, longitude: base.longitude }
      : null;
  const mayWrite = canWriteStartingBase(baseAdminOf(user), { companyId: base.company?.id ?? null });
  return (
    <Box sx={{ p: { xs: 1.5, md: 3 } }}>
      <Paper sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}>
        <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
          {base.name}
        </Typography>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: 1, m: 0 }}
        >
          <DetailRow label="Nazwa" value={base.name} />
          <DetailRow label="Adres" value={base.address ?? ''} />
          <DetailRow label="Firma transportowa" value={base.company?.name ?? ''} />
        </Box>
        <Box sx={{ mt: 2 }}>
          {point ? (
            <>
              <RouteMap stops={[point]} label={`Mapa: ${base.name}`} height={280} />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {`Punkt na mapie: ${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}`}
              </Typography>
            </>
          ) : (
            <Typography color="text.secondary">Baza nie ma zaznaczonego punktu na mapie.</Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, mt: 3 }}>
          <Button component={RouterLink} to="/starting_bases">
            Wróć
          </Button>
          {mayWrite && (
            <Button component={RouterLink} to={`/starting_bases/${base.id}/edit`} variant="contained">
              Edytuj
            </Button>
          )}
          {mayWrite && (
            <ProfileDelete
              title="Czy na pewno usunąć bazę startową?"
              text={`${base.name}: kursy, które ją wskazują, zachowają jej nazwę.`}
              resource={STARTING_BASES}
              remove={() => deleteStartingBase(base)}
              backTo="/starting_bases"
            />
          )}
        </Box>
      </Paper>
    </Box>
  );
}
