/** The shapes server tests read answers as (Hydra collections and 422 violations), written once. */
export interface Collection<T> {
  'hydra:member': T[];
  'hydra:totalItems': number;
  'hydra:view'?: Record<string, string>;
}

export interface Violations {
  violations: { propertyPath: string; message: string }[];
}
