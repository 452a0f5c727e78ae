import { useMemo, useState, type ReactNode } from 'react';
import type { CourseLabels } from '../utils/course-labels';
import { CourseLabelsContext, type CourseLabelsApi } from '../hooks/use-course-labels';

export function CourseLabelsProvider({ initial, children }: { initial: CourseLabels; children: ReactNode }) {
  const [labels, setLabels] = useState(initial);
  const value = useMemo<CourseLabelsApi>(
    () => ({
      labels,
      addPlace: (iri, place) => setLabels((all) => ({ ...all, places: { ...all.places, [iri]: place } })),
      addPassenger: (iri, name) =>
        setLabels((all) => ({ ...all, passengers: { ...all.passengers, [iri]: name } })),
      addLocomotive: (iri, sideNumber) =>
        setLabels((all) => ({ ...all, locomotives: { ...all.locomotives, [iri]: sideNumber } })),
      addLabels: (more) =>
        setLabels((all) => ({
          places: { ...all.places, ...more.places },
          passengers: { ...all.passengers, ...more.passengers },
          locomotives: { ...all.locomotives, ...more.locomotives },
          companies: { ...all.companies, ...more.companies },
        })),
    }),
    [labels],
  );
  return <CourseLabelsContext.Provider value={value}>{children}</CourseLabelsContext.Provider>;
}
