import { type ScraperConfig, type ScraperPlatform, errorText } from '@replica/api-client';
import { apiQuery, useApiMutation, useApiQuery, useQueryClient } from '@replica/api-client/react';
import {
  Banner,
  LiveMessages,
  Button,
  Card,
  ConfirmDialog,
  CopyButton,
  useLanguage,
  useTexts,
} from '@replica/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { Muted, Stack } from '../layout';
import { ingestaTexts } from '../texts';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
`;

const Value = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};

  code {
    flex: 1;
    min-width: 0;
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.neutralSoft};
    font-family: ${({ theme }) => theme.fonts.mono};
    overflow-wrap: anywhere;
  }
`;

/**
 * The webhook Apify must call: the workspace's token says where the comments go, and
 * `?industry=&platform=` what runs started from Apify's own console are, which this server
 * cannot know.
 */
export function webhookUrlFor(
  config: Pick<ScraperConfig, 'webhookUrl' | 'webhookToken'> | null,
  industry: string,
  platform: ScraperPlatform | null,
): string {
  const url = new URL(config?.webhookUrl ?? `${window.location.origin}/functions/v1/apify-webhook`);
  if (config?.webhookToken) url.searchParams.set('token', config.webhookToken);
  if (industry) url.searchParams.set('industry', industry);
  if (platform) url.searchParams.set('platform', platform);
  return url.toString();
}

export interface WebhookSetupProps {
  industry: string;
  /** Null for any other actor: its runs are mapped with the fields saved for it. */
  platform: ScraperPlatform | null;
}

/**
 * Where and how Apify reports finished runs: the webhook URL (with the workspace's token) and its
 * secret header, copyable; the token can be changed when a URL leaked.
 */
export function WebhookSetup({ industry, platform }: WebhookSetupProps) {
  const t = useTexts(ingestaTexts).scraping;
  const cancel = useTexts(ingestaTexts).cancel;
  const [language] = useLanguage();
  const queryClient = useQueryClient();
  // Until it answers, or when it cannot, the URL is shown on this origin and without a token.
  const config = useApiQuery('scraperConfig').data ?? null;
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(
    null,
  );
  const rotateToken = useApiMutation('rotateWebhookToken', {
    updateInPlace: ({ webhookToken }) => {
      const { queryKey } = apiQuery('scraperConfig');
      queryClient.setQueryData(queryKey, (loaded) => loaded && { ...loaded, webhookToken });
      return [queryKey];
    },
  });

  const rotate = () =>
    rotateToken.mutate(undefined, {
      onSuccess: () => setOutcome({ tone: 'success', message: t.tokenRotated }),
      onError: (failure) =>
        setOutcome({ tone: 'error', message: errorText(failure, 'webhookRotate', language) }),
      onSettled: () => setConfirming(false),
    });

  const url = webhookUrlFor(config, industry, platform);
  const header = config?.secretHeader ?? 'X-Apify-Webhook-Secret';
  const copyLabels = { label: t.copy, copiedLabel: t.copied, failedLabel: t.copyFailed };

  return (
    <Card title={t.webhookTitle}>
      <Stack>
        <Muted>{t.webhookIntro}</Muted>
        {config && !config.webhookConfigured && (
          <Banner tone="warning">{t.webhookNotConfigured}</Banner>
        )}
        <Field>
          <Label>{t.webhookUrl}</Label>
          <Value>
            <code data-testid="webhook-url">{url}</code>
            <CopyButton text={url} {...copyLabels} aria-label={`${t.copy}: ${t.webhookUrl}`} />
          </Value>
          {config && (
            <div>
              <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
                {t.rotateToken}
              </Button>
            </div>
          )}
          <LiveMessages>
            {outcome && (
              <Banner tone={outcome.tone} onClose={() => setOutcome(null)}>
                {outcome.message}
              </Banner>
            )}
          </LiveMessages>
        </Field>
        <Field>
          <Label>{t.secretHeader}</Label>
          <Value>
            <code data-testid="webhook-header">{header}</code>
            <CopyButton text={header} {...copyLabels} aria-label={`${t.copy}: ${t.secretHeader}`} />
          </Value>
          <Muted>{t.secretValue}</Muted>
        </Field>
      </Stack>
      <ConfirmDialog
        open={confirming}
        message={t.rotateConfirm}
        confirmLabel={t.rotateConfirmLabel}
        cancelLabel={cancel}
        busy={rotateToken.isPending}
        onConfirm={rotate}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
