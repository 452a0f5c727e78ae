import { DefinedKilometerForm } from '@/features/finances/components/defined-kilometer-form';

export function Component() {
  return <DefinedKilometerForm current={null} />;
}
