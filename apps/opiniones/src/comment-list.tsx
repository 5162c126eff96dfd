import type { InboxItem } from '@replica/api-client';
import { Button, useTexts } from '@replica/ui';
import { type Ref, useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { type CustomContainerComponentProps, Virtualizer, type VirtualizerHandle } from 'virtua';
import { CommentCard } from './comment-card';
import { opinionesTexts } from './texts';

export interface CommentListProps {
  items: InboxItem[];
  total: number;
  selected: ReadonlySet<number>;
  /** The comment the list was opened on (a search result): marked and focused. */
  openedOn?: number | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  /** The comment whose analysis runs now, if any: its 'Analizar ahora' waits. */
  analysingId: number | null;
  /** The comment being deleted now, if any: its 'Borrar' waits. */
  deletingId: number | null;
  canAnalyse: boolean;
  canDelete: boolean;
  onLoadMore: () => void;
  onSelect: (commentId: number, checked: boolean) => void;
  onAnalyse: (commentId: number) => void;
  onCorrect: (commentId: number) => void;
  onDelete: (commentId: number) => void;
}

const CARD_GAP = 12;
/**
 * Pixels of cards kept in the DOM beyond each edge of the window (about six cards): a fast flick
 * shows no blank space, and Tab from the last visible card reaches the next one.
 */
const BUFFER = 1200;
/** The next page is asked for when the window gets this close to the last loaded card. */
const LOAD_AHEAD = 20;
/** How many frames a card opened on is asked to take the focus before giving up (~0.5 s). */
const FOCUS_FRAMES = 30;

const Scroller = styled.div`
  height: min(72vh, 56rem);
  min-height: 20rem;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding-right: ${({ theme }) => theme.spacing.xs};
`;

/** One card and the gap below it: the virtual list measures the two together. */
const Slot = styled.div`
  padding-bottom: ${CARD_GAP}px;
`;

/**
 * The list's container without the `pointer-events: none` virtua gives it while the list
 * scrolls: a click whose press lands just as the list starts to scroll (the browser scrolling a
 * card into view, a touchpad's momentum) would lose its release, and the checkbox or button
 * would take focus without acting.
 */
function FeedItems({ style, children, ref }: CustomContainerComponentProps) {
  return (
    <div ref={ref as Ref<HTMLDivElement>} style={{ ...style, pointerEvents: undefined }}>
      {children}
    </div>
  );
}

const More = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.spacing.md};
`;

/**
 * The loaded comments as a virtual feed: only the cards in and near the window exist in the
 * DOM, measured as they render (texts differ in length), so 100,000 loaded comments scroll as
 * smoothly as 100. Scrolling near the end loads the next page; 'Cargar más' does it by hand.
 */
export function CommentList({
  items,
  total,
  selected,
  openedOn,
  hasMore,
  loadingMore,
  analysingId,
  deletingId,
  canAnalyse,
  canDelete,
  onLoadMore,
  onSelect,
  onAnalyse,
  onCorrect,
  onDelete,
}: CommentListProps) {
  const t = useTexts(opinionesTexts);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useRef<VirtualizerHandle>(null);
  const [lastInWindow, setLastInWindow] = useState(-1);
  const trackWindow = () => {
    const list = virtualizer.current;
    if (list) setLastInWindow(list.findItemIndex(list.scrollOffset + list.viewportSize));
  };

  useEffect(() => {
    if (hasMore && !loadingMore && lastInWindow >= items.length - LOAD_AHEAD) onLoadMore();
  }, [hasMore, loadingMore, lastInWindow, items.length, onLoadMore]);

  // Once per comment opened on, its card takes focus as it first renders (which scrolls it into
  // view), so the reader and a screen reader start there; not again when scrolling brings it back.
  const focusedOn = useRef<number | null>(null);
  const focusOpened = useCallback(
    (slot: HTMLElement | null) => {
      if (!slot || openedOn === undefined || focusedOn.current === openedOn) return;
      focusedOn.current = openedOn;
      // The virtualiser keeps a card hidden until it has measured it, and a hidden card takes no
      // focus: it is asked again each frame until it has it (for at most half a second).
      let frames = 0;
      const focusCard = () => {
        const card = slot.querySelector<HTMLElement>('article');
        card?.focus();
        if (card && document.activeElement !== card && ++frames < FOCUS_FRAMES) {
          requestAnimationFrame(focusCard);
        }
      };
      focusCard();
    },
    [openedOn],
  );

  return (
    <div>
      <Scroller
        ref={scrollRef}
        role="feed"
        aria-label={t.commentsList}
        aria-busy={loadingMore}
        tabIndex={0}
      >
        <Virtualizer
          ref={virtualizer}
          scrollRef={scrollRef}
          data={items}
          bufferSize={BUFFER}
          as={FeedItems}
          onScroll={trackWindow}
          onResize={trackWindow}
        >
          {(comment, index) => (
            <Slot
              key={comment.comment_id}
              ref={comment.comment_id === openedOn ? focusOpened : undefined}
            >
              <CommentCard
                comment={comment}
                position={index + 1}
                setSize={total}
                selected={selected.has(comment.comment_id)}
                opened={comment.comment_id === openedOn}
                analysing={analysingId === comment.comment_id}
                deleting={deletingId === comment.comment_id}
                canAnalyse={canAnalyse}
                canDelete={canDelete}
                onSelect={onSelect}
                onAnalyse={onAnalyse}
                onCorrect={onCorrect}
                onDelete={onDelete}
              />
            </Slot>
          )}
        </Virtualizer>
      </Scroller>
      {hasMore && (
        <More>
          <Button variant="ghost" busy={loadingMore} onClick={onLoadMore}>
            {loadingMore ? t.loadingMore : t.loadMore}
          </Button>
        </More>
      )}
    </div>
  );
}
