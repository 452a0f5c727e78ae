import Typography from '@mui/material/Typography';
import { DefinedKilometersList } from '@/features/finances/components/defined-kilometers-list';
import { canAddDefinedKilometers } from '@domain/finance/finance-rules';
import { useLoadedUser } from './use-loaded-user';

export function Component() {
  const user = useLoadedUser();
  if (!canAddDefinedKilometers(user))
    return (
      <Typography role="alert" sx={{ p: 3 }}>
        Brak uprawnień
      </Typography>
    );
  return <DefinedKilometersList />;
}
