import { useParams } from 'react-router';
import { StartingBaseShow, WithStartingBase } from '@/features/starting-bases/components/starting-base-show';
import { useLoadedUser } from './use-loaded-user';

/** starting_base_show: whoever may read the base (the server answers 404 otherwise). */
export function Component() {
  const user = useLoadedUser();
  return (
    <WithStartingBase id={Number(useParams().id)}>
      {(base) => <StartingBaseShow user={user} base={base} />}
    </WithStartingBase>
  );
}
