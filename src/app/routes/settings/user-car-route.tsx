import { SettingsSection } from '@/features/settings/components/settings-section';
import { UserCarSettings } from '@/features/cars/components/user-car-settings';
import { useLoadedUser } from '../use-loaded-user';
import { asRuleUser } from '@/api/user.schema';

export function Component() {
  const user = useLoadedUser();
  return (
    <SettingsSection title="Samochód" intro="Samochód, którym jeździsz, i protokoły jego przekazania">
      <UserCarSettings user={asRuleUser(user)} />
    </SettingsSection>
  );
}
