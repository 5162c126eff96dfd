import { errorText } from '@replica/api-client';
import { Banner, Button, LoadingState, useLanguage, useTexts } from '@replica/ui';
import { texts } from './texts';

/** What {@link CardReadState} needs of a read: `useApiQuery`'s answer has it. */
export interface CardRead {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

/**
 * A card's read while it loads, or why it failed with a button that asks again; nothing once
 * it is in, when the card shows what it read.
 *
 * @example <CardReadState read={tokens} loadingLabel={t.loading} retry={retry} />
 */
export function CardReadState({
  read,
  loadingLabel,
  retry,
}: {
  read: CardRead;
  loadingLabel: string;
  retry: () => void;
}) {
  const retryLabel = useTexts(texts).retry;
  const [language] = useLanguage();
  if (read.isPending) return <LoadingState label={loadingLabel} />;
  if (!read.isError) return null;
  return (
    <Banner tone="error">
      {errorText(read.error, 'team', language)}{' '}
      <Button variant="secondary" size="sm" onClick={retry}>
        {retryLabel}
      </Button>
    </Banner>
  );
}
