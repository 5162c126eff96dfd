import { Button, useTexts } from '@replica/ui';
import { ingestaTexts } from '../texts';

export interface ReimportButtonProps {
  /** The run's import is being asked for: the button says so and waits. */
  busy: boolean;
  onReimport: () => void;
}

/**
 * Imports a run again at once: comments already stored are skipped, so a second click costs only
 * time and needs no confirmation.
 */
export function ReimportButton({ busy, onReimport }: ReimportButtonProps) {
  const s = useTexts(ingestaTexts).scraping;
  return (
    <Button variant="secondary" size="sm" busy={busy} onClick={onReimport}>
      {busy ? s.reimporting : s.reimport}
    </Button>
  );
}
