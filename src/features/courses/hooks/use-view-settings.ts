import { z } from 'zod';
import { COURSE_STATUS_COLUMNS, type CourseStatusColumn } from '@domain/courses/status-columns';
import { useStoredState } from './use-stored-state';

/** Ride card display options of §3 shown as children of 'Relacja'. */
export const CARD_OPTIONS = [
  'intermediate_waypoints',
  'passengers',
  'distance_and_time',
  'locomotives',
  'full_waypoint_address',
] as const;
export type CardOption = (typeof CARD_OPTIONS)[number];

export const CARD_OPTION_LABELS: Readonly<Record<CardOption, string>> = {
  intermediate_waypoints: 'Przystanki pośrednie',
  passengers: 'Pasażerowie',
  distance_and_time: 'Kilometry i czas',
  locomotives: 'Lokomotywy',
  full_waypoint_address: 'Pełne adresy przystanków',
};

const viewSettingsSchema = z.object({
  // Settings saved with no column (a blank page) read as the defaults.
  columns: z.array(z.enum(COURSE_STATUS_COLUMNS)).min(1),
  card: z.array(z.enum(CARD_OPTIONS)),
});
export type ViewSettings = { columns: CourseStatusColumn[]; card: CardOption[] };

/** Per user, so a shared browser does not hand a dispatcher's layout to a passenger. */
export const viewSettingsKey = (userId: number) => `courses:view-settings:${userId}`;

/** §9: passengers see passengers and locomotives, everybody else all five; all three columns. */
export function defaultViewSettings(passenger: boolean): ViewSettings {
  return {
    columns: [...COURSE_STATUS_COLUMNS],
    card: passenger ? ['passengers', 'locomotives'] : [...CARD_OPTIONS],
  };
}

export function useViewSettings(userId: number, passenger: boolean) {
  return useStoredState(viewSettingsKey(userId), viewSettingsSchema, () => defaultViewSettings(passenger));
}
