import { type IndustryPatch, errorText } from '@replica/api-client';
import { apiQuery, useApiMutation, useQueryClient } from '@replica/api-client/react';
import { useLanguage } from '@replica/ui';
import { useState } from 'react';

/**
 * The industry being edited, if any, and its save: `PATCH industries/{name}`, whose answer (the
 * industry's summary) goes onto its card at once; a failure stays in the dialog as `error`.
 */
export function useIndustryEdit() {
  const [language] = useLanguage();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<string | null>(null);
  const update = useApiMutation('updateIndustry', {
    // By the name it was asked with: a renamed industry's card keeps its place.
    updateInPlace: (summary, input) => {
      const { queryKey } = apiQuery('industriesSummary');
      queryClient.setQueryData(queryKey, (previous) =>
        previous?.map((item) => (item.industry === input?.params.name ? summary : item)),
      );
      return [queryKey];
    },
  });

  function open(industry: string) {
    update.reset();
    setEditing(industry);
  }

  function close() {
    update.reset();
    setEditing(null);
  }

  function save(patch: IndustryPatch) {
    if (editing === null) return;
    update.mutate(
      { params: { name: editing }, body: patch },
      { onSuccess: () => setEditing(null) },
    );
  }

  return {
    editing,
    saving: update.isPending,
    error: update.error && errorText(update.error, 'industryUpdate', language),
    open,
    close,
    save,
  };
}
