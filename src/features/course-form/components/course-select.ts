/**
 * What the course form's selects share (executor, subcontractor, driver, starting bases): small,
 * optional, 'Brak' first. `OptionsSelect` hands '' for 'Brak'; the form keeps it as null.
 */
export const COURSE_SELECT = {
  size: 'small',
  margin: 'none',
  required: false,
  emptyLabel: 'Brak',
  keepUnlisted: true,
} as const;
