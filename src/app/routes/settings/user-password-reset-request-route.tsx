import { ResetRequestForm } from '@/features/auth/components/reset-request-form';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { defaultPhone } from '@domain/people/user-block.schema';
import { useLoadedUser } from '../use-loaded-user';

/** 'user-password-reset-request' (§2.6): the login's reset form, prefilled with the own e-mail or phone. */
export function Component() {
  const user = useLoadedUser();
  const identifier = user.email ?? defaultPhone(user.phones)?.phone ?? '';
  return (
    <SettingsSection
      title="Nie pamiętasz hasła?"
      intro="Wyślemy link, pod którym ustawisz nowe hasło bez podawania obecnego."
    >
      <ResetRequestForm defaultIdentifier={identifier} doneTo="/settings/user-password-change-settings" />
    </SettingsSection>
  );
}
