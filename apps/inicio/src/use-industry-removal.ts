import { errorText } from '@replica/api-client';
import { useApiMutation } from '@replica/api-client/react';
import { useLanguage, useTexts } from '@replica/ui';
import { useState } from 'react';
import { industryRemovalTexts } from './industry-removal-texts';

/** The industry being merged or deleted: its name and the live comments its card counts. */
export interface RemovedIndustry {
  industry: string;
  opinions: number;
  mode: 'merge' | 'delete';
}

/**
 * Merging an industry into another (`PATCH industries/{name}` with `mergeInto`) and deleting
 * one (`DELETE industries/{name}`), each asked first in its dialog. A success closes the dialog
 * and leaves a line saying what happened; a failure stays in the dialog.
 */
export function useIndustryRemoval() {
  const [language] = useLanguage();
  const t = useTexts(industryRemovalTexts);
  const [removing, setRemoving] = useState<RemovedIndustry | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const merge = useApiMutation('updateIndustry');
  const remove = useApiMutation('deleteIndustry');

  function open(industry: RemovedIndustry) {
    merge.reset();
    remove.reset();
    setDone(null);
    setRemoving(industry);
  }

  function mergeInto(into: string) {
    if (removing === null) return;
    const { industry } = removing;
    merge.mutate(
      { params: { name: industry }, body: { mergeInto: into } },
      {
        onSuccess: () => {
          setRemoving(null);
          setDone(t.merged(industry, into));
        },
      },
    );
  }

  function confirmDelete() {
    if (removing === null) return;
    remove.mutate(
      { params: { name: removing.industry } },
      {
        onSuccess: (deleted) => {
          setRemoving(null);
          setDone(t.deleted(deleted.industry, deleted.comments));
        },
      },
    );
  }

  return {
    removing,
    busy: merge.isPending || remove.isPending,
    mergeError: merge.error && errorText(merge.error, 'industryUpdate', language),
    deleteError: remove.error && errorText(remove.error, 'industryDelete', language),
    /** What the last merge or delete did, until dismissed or another begins. */
    done,
    open,
    mergeInto,
    confirmDelete,
    close: () => setRemoving(null),
    dismiss: () => setDone(null),
  };
}
