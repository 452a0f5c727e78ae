import { CALENDAR_FEED_TEXTS } from '@domain/calendar/calendar-feed';
import { CalendarFeedSettings } from '@/features/settings/components/calendar-feed-settings';
import { SettingsSection } from '@/features/settings/components/settings-section';

export function Component() {
  return (
    <SettingsSection title={CALENDAR_FEED_TEXTS.title} intro={CALENDAR_FEED_TEXTS.intro}>
      <CalendarFeedSettings />
    </SettingsSection>
  );
}
