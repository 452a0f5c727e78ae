import { useParams } from 'react-router';
import { TrackingPage } from '@/features/tracking/components/tracking-page';
import { DataProvider } from '../data-provider';

/** `/sledzenie/:token`: the passenger's tracking link, no login (the token is the credential). */
export function Component() {
  const { token = '' } = useParams();
  return (
    <DataProvider>
      <TrackingPage key={token} token={token} />
    </DataProvider>
  );
}
