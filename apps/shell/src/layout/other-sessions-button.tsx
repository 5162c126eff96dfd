import { errorText } from '@replica/api-client';
import { useApiMutation } from '@replica/api-client/react';
import { Banner, Button, ConfirmDialog, useLanguage } from '@replica/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useShellTexts } from '../texts';

/**
 * Signs the user out of every other device (a lost phone, a shared computer) after asking;
 * this browser stays signed in.
 */
export function OtherSessionsButton() {
  const texts = useShellTexts().sessions;
  const [language] = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const signoutOthers = useApiMutation('signoutOthers');

  const endOthers = () =>
    signoutOthers.mutate(undefined, { onSettled: () => setConfirming(false) });

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
        busy={signoutOthers.isPending}
        onConfirm={endOthers}
        onCancel={() => setConfirming(false)}
      />
      {signoutOthers.isSuccess && (
        <OutcomeRow>
          <Banner tone="success" onClose={() => signoutOthers.reset()}>
            {texts.ended(signoutOthers.data.ended)}
          </Banner>
        </OutcomeRow>
      )}
      {signoutOthers.isError && (
        <OutcomeRow>
          <Banner tone="error" onClose={() => signoutOthers.reset()}>
            {errorText(signoutOthers.error, 'signoutOthers', language)}
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
