import type { InboxItem } from '@replica/api-client';
import { Button, useTexts } from '@replica/ui';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { CommentCard } from './comment-card';
import { opinionesTexts } from './texts';

export interface CommentListProps {
  items: InboxItem[];
  total: number;
  selected: ReadonlySet<number>;
  hasMore: boolean;
  loadingMore: boolean;
  isBusy: (key: string) => boolean;
  canAnalyse: boolean;
  canDelete: boolean;
  onLoadMore: () => void;
  onSelect: (commentId: number, checked: boolean) => void;
  onAnalyze: (commentId: number) => void;
  onCorrect: (commentId: number) => void;
  onDelete: (commentId: number) => void;
}

/** A first guess of a card's height; each card is measured once it renders. */
const ESTIMATED_CARD_HEIGHT = 190;
const CARD_GAP = 12;
/** The next page is asked for when the window gets this close to the last loaded card. */
const LOAD_AHEAD = 20;

const Scroller = styled.div`
  height: min(72vh, 56rem);
  min-height: 20rem;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding-right: ${({ theme }) => theme.spacing.xs};
`;

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
  hasMore,
  loadingMore,
  isBusy,
  canAnalyse,
  canDelete,
  onLoadMore,
  onSelect,
  onAnalyze,
  onCorrect,
  onDelete,
}: CommentListProps) {
  const t = useTexts(opinionesTexts);
  const scrollRef = useRef<HTMLDivElement>(null);
  // No React Compiler runs on this code; the virtualizer's functions are read fresh each render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_CARD_HEIGHT,
    getItemKey: (index) => items[index]?.comment_id ?? index,
    gap: CARD_GAP,
    overscan: 6,
  });
  const rows = virtualizer.getVirtualItems();
  const lastRendered = rows.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasMore && !loadingMore && lastRendered >= items.length - LOAD_AHEAD) onLoadMore();
  }, [hasMore, loadingMore, lastRendered, items.length, onLoadMore]);

  return (
    <div>
      <Scroller
        ref={scrollRef}
        role="feed"
        aria-label={t.commentsList}
        aria-busy={loadingMore}
        tabIndex={0}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {rows.map((row) => {
            const comment = items[row.index];
            if (!comment) return null;
            const id = comment.comment_id;
            return (
              <div
                key={row.key}
                data-index={row.index}
                ref={virtualizer.measureElement}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  transform: `translateY(${row.start}px)`,
                }}
              >
                <CommentCard
                  comment={comment}
                  position={row.index + 1}
                  setSize={total}
                  selected={selected.has(id)}
                  analyzing={isBusy(`analyze:${id}`)}
                  deleting={isBusy(`delete:${id}`)}
                  canAnalyse={canAnalyse}
                  canDelete={canDelete}
                  onSelect={onSelect}
                  onAnalyze={onAnalyze}
                  onCorrect={onCorrect}
                  onDelete={onDelete}
                />
              </div>
            );
          })}
        </div>
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
