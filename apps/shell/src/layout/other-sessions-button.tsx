import { api, errorText } from '@replica/api-client';
import { Banner, Button, ConfirmDialog, useLanguage } from '@replica/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useShellTexts } from '../texts';

type Outcome = { tone: 'success' | 'error'; message: string } | null;

/**
 * Signs the user out of every other device (a lost phone, a shared computer) after asking;
 * this browser stays signed in.
 */
export function OtherSessionsButton() {
  const texts = useShellTexts().sessions;
  const [language] = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const endOthers = async () => {
    setBusy(true);
    try {
      const { ended } = await api.signoutOthers();
      setOutcome({ tone: 'success', message: texts.ended(ended) });
    } catch (failure) {
      setOutcome({
        tone: 'error',
        message: errorText(failure, 'signoutOthers', language),
      });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
        {texts.endOthers}
      </Button>
      <ConfirmDialog
        open={confirming}
        message={texts.confirm}
        confirmLabel={texts.confirmLabel}
        cancelLabel={texts.cancel}
        busy={busy}
        onConfirm={() => void endOthers()}
        onCancel={() => setConfirming(false)}
      />
      {outcome && (
        <OutcomeRow>
          <Banner tone={outcome.tone} onClose={() => setOutcome(null)}>
            {outcome.message}
          </Banner>
        </OutcomeRow>
      )}
    </>
  );
}

const OutcomeRow = styled.div`
  flex-basis: 100%;
  order: 1;
`;
