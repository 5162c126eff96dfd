import { type ApifyAccount, errorText } from '@replica/api-client';
import { SCREEN_ANCHORS } from '@replica/api-client/screen-path';
import {
  ActionRow,
  Banner,
  Button,
  Card,
  ConfirmDialog,
  formatDate,
  useFocusWhenLost,
  useLanguage,
  useTexts,
} from '@replica/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@replica/ui/router';
import styled from 'styled-components';
import { ApifyTokenForm } from './apify-token-form';
import { texts } from './texts';
import { useApifyAccount } from './use-apify-account';
import { CardNotice, type Notice } from './card-notice';
import { CardReadState } from './card-read-state';

/**
 * Admins only: the workspace's own Apify account, which its scraping runs through and is billed
 * to. Not connected, a token connects one (when the server can keep tokens); connected, it shows
 * which account, since when and the token's last characters, and offers another token or
 * 'Desconectar' (asking first). Another screen links to it (`#cuenta-apify`) where scraping needs
 * an account: the card then takes the focus once it has loaded, which brings it into view.
 */
export function ApifyAccountCard() {
  const all = useTexts(texts);
  const t = all.apifyAccount;
  const [language] = useLanguage();
  const { account, retry, connect, disconnect } = useApifyAccount();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [replacing, setReplacing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const stateHeading = useRef<HTMLHeadingElement>(null);
  const replaceButton = useRef<HTMLButtonElement>(null);
  // The form for another token goes with its 'Cancelar': the button that opened it takes the focus.
  useFocusWhenLost(replacing, () => replaceButton.current);
  // Connecting or disconnecting swaps the card's controls, the focused one with them: the
  // heading of the new state takes it.
  useFocusWhenLost(notice, () => stateHeading.current);
  const linkedTo = useLocation().hash === `#${SCREEN_ANCHORS.apifyAccount}`;
  const loaded = account.data !== undefined;
  useEffect(() => {
    if (linkedTo && loaded) stateHeading.current?.focus();
  }, [linkedTo, loaded]);

  function connected(now: ApifyAccount) {
    setReplacing(false);
    setNotice({
      tone: 'success',
      text: now.username ? t.connected(now.username) : t.connectedTitle,
    });
  }

  function confirmDisconnect() {
    setNotice(null);
    disconnect.mutate(undefined, {
      onSuccess: () => setNotice({ tone: 'success', text: t.disconnected }),
      onError: (error) =>
        setNotice({ tone: 'error', text: errorText(error, 'teamUpdate', language) }),
      onSettled: () => setConfirming(false),
    });
  }

  /** Closes the form for another token; a refusal it showed goes with it. */
  function keepConnectedToken() {
    connect.reset();
    setReplacing(false);
  }

  const data = account.data;
  return (
    <Card title={t.title} id={SCREEN_ANCHORS.apifyAccount}>
      <Content>
        <Intro>{t.intro}</Intro>
        <CardReadState read={account} loadingLabel={t.loading} retry={retry} />
        {data && (
          <>
            <Heading ref={stateHeading} tabIndex={-1}>
              {data.connected ? t.connectedTitle : t.notConnectedTitle}
            </Heading>
            <CardNotice notice={notice} onClose={() => setNotice(null)} closeLabel={all.close} />
            {!data.connected && <p>{data.serverAccount ? t.usesServerAccount : t.needsAccount}</p>}
            {data.connected && (
              <Details>
                <dt>{t.account}</dt>
                <dd>{data.username ?? '—'}</dd>
                {data.connectedAt && (
                  <>
                    <dt>{t.connectedAt}</dt>
                    <dd>
                      <time dateTime={data.connectedAt}>
                        {formatDate(data.connectedAt, language)}
                      </time>
                    </dd>
                  </>
                )}
                <dt>{t.token}</dt>
                <dd>{data.tokenEnd ? t.tokenEnd(data.tokenEnd) : t.tokenUnreadable}</dd>
              </Details>
            )}
            {data.canConnect ? (
              <Intro>{t.tokenHelp}</Intro>
            ) : (
              <Banner tone="warning">{t.noKey}</Banner>
            )}
            {data.canConnect && (!data.connected || replacing) && (
              <ApifyTokenForm
                connect={connect}
                onConnected={connected}
                onCancel={data.connected ? keepConnectedToken : undefined}
              />
            )}
            {data.connected && !replacing && (
              <ActionRow>
                {data.canConnect && (
                  <Button
                    ref={replaceButton}
                    variant="secondary"
                    onClick={() => {
                      setNotice(null);
                      setReplacing(true);
                    }}
                  >
                    {t.replace}
                  </Button>
                )}
                <Button variant="secondary" onClick={() => setConfirming(true)}>
                  {t.disconnect}
                </Button>
              </ActionRow>
            )}
            <ConfirmDialog
              open={confirming}
              title={t.disconnectTitle(data.username ?? t.title)}
              message={data.serverAccount ? t.disconnectToServer : t.disconnectToNothing}
              confirmLabel={t.disconnect}
              cancelLabel={all.cancel}
              busy={disconnect.isPending}
              onConfirm={confirmDisconnect}
              onCancel={() => setConfirming(false)}
            />
          </>
        )}
      </Content>
    </Card>
  );
}

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  & p {
    margin: 0;
  }
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** Focused only from code, as the card's controls change, never by Tab: it shows no ring. */
const Heading = styled.h3`
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  &:focus {
    outline: none;
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.lg}`};
  margin: 0;
  & dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  & dd {
    margin: 0;
  }
`;
