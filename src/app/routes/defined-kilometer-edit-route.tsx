import { useParams } from 'react-router';
import { DefinedKilometerEdit } from '@/features/finances/components/defined-kilometer-view';

export function Component() {
  return <DefinedKilometerEdit id={Number(useParams().id)} />;
}
