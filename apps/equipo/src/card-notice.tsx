import { Banner, LiveMessages } from '@replica/ui';

/** What a card says after an action of its own: done, or why not. */
export type Notice = { tone: 'error' | 'success'; text: string };

/**
 * A card's notice, in a live region kept on the card so a screen reader hears it as it comes;
 * closing it clears the notice.
 */
export function CardNotice({
  notice,
  onClose,
  closeLabel,
}: {
  notice: Notice | null;
  onClose: () => void;
  closeLabel: string;
}) {
  return (
    <LiveMessages>
      {notice && (
        <Banner tone={notice.tone} onClose={onClose} closeLabel={closeLabel}>
          {notice.text}
        </Banner>
      )}
    </LiveMessages>
  );
}
