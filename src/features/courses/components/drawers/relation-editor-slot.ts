import { createContext, useContext, type ReactNode } from 'react';
import type { User } from '@/api/user.schema';

/** What the ride drawer hands to 'Edycja relacji'. */
export interface RelationEditorProps {
  courseId: number;
  /** The ride's `@id`, e.g. `/api/taxi_course_rides/12`. */
  rideIri: string;
  rideNumber: string;
  user: User;
  onClose: () => void;
}

/**
 * 'Edycja relacji' is the course form's stop editor, another feature: the route composes it in
 * (`CourseListPage`'s `RelationEditor`), and the ride drawer, deep in the list, reads it from here.
 * Without one (tests of the list alone) 'EDYTUJ RELACJĘ' is not offered.
 */
export const RelationEditorContext = createContext<((props: RelationEditorProps) => ReactNode) | null>(null);

export const useRelationEditor = () => useContext(RelationEditorContext);
