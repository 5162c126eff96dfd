import { type IndustryPatch, type IndustrySummary, api, errorText } from '@replica/api-client';
import { useLanguage } from '@replica/ui';
import { useState } from 'react';

/**
 * The industry being edited, if any, and its save: `PATCH industries/{name}`, whose answer (the
 * industry's summary) goes to `onSaved` so its card changes at once; a failure stays in the
 * dialog as `error`.
 */
export function useIndustryEdit(onSaved: (summary: IndustrySummary) => void) {
  const [language] = useLanguage();
  const [editing, setEditing] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function open(industry: string) {
    setError(null);
    setEditing(industry);
  }

  function close() {
    setError(null);
    setEditing(null);
  }

  async function save(patch: IndustryPatch) {
    if (editing === null) return;
    setSaving(true);
    setError(null);
    try {
      onSaved(await api.updateIndustry(editing, patch));
      setEditing(null);
    } catch (failure) {
      setError(errorText(failure, 'industryUpdate', language));
    } finally {
      setSaving(false);
    }
  }

  return { editing, saving, error, open, close, save };
}
