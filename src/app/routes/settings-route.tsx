import { SettingsLayout } from '@/features/settings/components/settings-layout';

export function Component() {
  return <SettingsLayout />;
}
