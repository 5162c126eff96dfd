import { Button, useLanguage, useTexts } from '@replica/ui';
import { useInvalidateAfter } from '@replica/api-client/react';
import { useState } from 'react';
import { ingestaTexts } from '../texts';
import { type ReimportOutcome, type ReimportableRun, reimportScraperRun } from './reimport-run';

export interface ReimportButtonProps {
  run: ReimportableRun;
  onDone: (outcome: ReimportOutcome) => void;
}

/**
 * Imports a run again at once: comments already stored are skipped, so a second click costs only
 * time and needs no confirmation.
 */
export function ReimportButton({ run, onDone }: ReimportButtonProps) {
  const s = useTexts(ingestaTexts).scraping;
  const [language] = useLanguage();
  const [busy, setBusy] = useState(false);
  const invalidateAfter = useInvalidateAfter();

  async function reimport() {
    setBusy(true);
    const outcome = await reimportScraperRun(run, language);
    setBusy(false);
    if (outcome.ok) void invalidateAfter('commentsImported');
    onDone(outcome);
  }

  return (
    <Button variant="secondary" size="sm" busy={busy} onClick={() => void reimport()}>
      {busy ? s.reimporting : s.reimport}
    </Button>
  );
}
