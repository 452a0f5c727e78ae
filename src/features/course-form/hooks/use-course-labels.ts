import { createContext, useContext } from 'react';
import type { CourseLabels, PlaceLabel } from '../utils/course-labels';

export interface CourseLabelsApi {
  labels: CourseLabels;
  addPlace: (iri: string, place: PlaceLabel) => void;
  addPassenger: (iri: string, name: string) => void;
  addLocomotive: (iri: string, sideNumber: string) => void;
  /** Every label of another course at once (a relation copied from 'Ostatnio używane'). */
  addLabels: (more: CourseLabels) => void;
}

export const CourseLabelsContext = createContext<CourseLabelsApi | null>(null);

/** Names of the IRIs in the form (see api/course-labels.ts); provided by CourseLabelsProvider. */
export function useCourseLabels(): CourseLabelsApi {
  const value = useContext(CourseLabelsContext);
  if (!value) throw new Error('useCourseLabels needs a CourseLabelsProvider');
  return value;
}
