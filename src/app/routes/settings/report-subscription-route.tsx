import { ReportSubscriptionSettings } from '@/features/settings/components/report-subscription-settings';

export function Component() {
  return <ReportSubscriptionSettings />;
}
