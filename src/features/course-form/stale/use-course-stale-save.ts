import { useState } from 'react';
import { useStaleSave, type StaleSave, type Versioned } from '@/ui/form/stale-save/use-stale-save';
import type { CourseLabels } from '../utils/course-labels';
import { courseFieldName, courseValueFormatter, mergeLabels } from './course-field-names';

interface LoadedCourse<T> extends Versioned<T> {
  labels: CourseLabels;
}

export interface CourseStaleSave<T> {
  stale: StaleSave<T>;
  /** The names of what the form shows (passengers, places...), the newer version's and the typed ones. */
  labels: CourseLabels;
  /**
   * Sends the draft against the current ETag. True when saved; false when refused as stale (the
   * dialog then offers the newer version, keeping what was typed); any other refusal is thrown.
   */
  save: (
    send: (etag: string | null) => Promise<unknown>,
    draft: { values: T; labels: CourseLabels },
  ) => Promise<boolean>;
}

/** A course form's stale save (row 290): the taxi course edit and the kilometer relation share it. */
export function useCourseStaleSave<T>(
  loaded: LoadedCourse<T>,
  fetchNewer: () => Promise<LoadedCourse<T>>,
): CourseStaleSave<T> {
  const [labels, setLabels] = useState(loaded.labels);
  const stale = useStaleSave({
    loaded,
    reload: async () => {
      const newer = await fetchNewer();
      setLabels((known) => mergeLabels(known, newer.labels));
      return newer;
    },
    describe: courseFieldName,
    format: courseValueFormatter(labels),
  });
  const save: CourseStaleSave<T>['save'] = async (send, draft) => {
    try {
      await send(stale.etag);
      return true;
    } catch (error) {
      // The names of what the user picked (a passenger...) go with their values.
      setLabels((known) => mergeLabels(known, draft.labels));
      if (await stale.refused(error, draft.values)) return false;
      throw error;
    }
  };
  return { stale, labels, save };
}
