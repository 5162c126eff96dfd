import { errorText } from '@replica/api-client';
import {
  Banner,
  Button,
  Checkbox,
  EmptyState,
  ErrorPanel,
  LiveMessages,
  Skeleton,
  SkeletonLine,
  formatCount,
  useLanguage,
  useTexts,
} from '@replica/ui';
import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { CommentList } from './comment-list';
import { opinionesTexts } from './texts';
import type { useInbox } from './use-inbox';
import type { useInboxActions } from './use-inbox-actions';
import type { useSelection } from './use-selection';

export interface InboxBodyProps {
  query: string;
  /** The comment the list was opened on (`?comment=`), marked and focused in it. */
  openedOn?: number | undefined;
  inbox: ReturnType<typeof useInbox>;
  selection: ReturnType<typeof useSelection>;
  actions: ReturnType<typeof useInboxActions>;
  /** Whether the member's role may analyse and correct ('Analizar ahora', 'Corregir etiquetas'). */
  canAnalyse: boolean;
  /** Whether it may delete; selecting comments serves only the bulk delete, so it goes too. */
  canDelete: boolean;
  /** 'Analizar ahora': the page asks first when it would replace a hand correction. */
  onAnalyseOne: (commentId: number) => void;
  onCorrectOne: (commentId: number) => void;
  onDeleteOne: (commentId: number) => void;
  onDeleteSelected: () => void;
  /** Shown first, above the banners: the background analysis. */
  children?: ReactNode;
  /** The line telling the last action's outcome, where the page moves a focus that was lost. */
  lastActionRef?: Ref<HTMLParagraphElement>;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  margin-top: ${({ theme }) => theme.spacing.lg};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};

  p {
    margin: 0;
  }
`;

/** Banners, the count and last-action lines, selection tools and the list in its state. */
export function InboxBody({
  query,
  openedOn,
  inbox,
  selection,
  actions,
  canAnalyse,
  canDelete,
  onAnalyseOne,
  onCorrectOne,
  onDeleteOne,
  onDeleteSelected,
  children,
  lastActionRef,
}: InboxBodyProps) {
  const t = useTexts(opinionesTexts);
  const [language] = useLanguage();
  const { items } = inbox;
  const { selected } = selection;
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.comment_id));
  const shown = items.length;
  const total = inbox.total;

  return (
    <Stack>
      {children}
      <LiveMessages>
        {actions.feedback && (
          <Banner
            tone={actions.feedback.tone}
            onClose={actions.dismissFeedback}
            closeLabel={t.close}
          >
            {actions.feedback.message}
          </Banner>
        )}
      </LiveMessages>
      {inbox.status === 'ready' && inbox.error !== null && (
        <Banner tone="error">{errorText(inbox.error, 'inbox', language)}</Banner>
      )}
      <Lines>
        <p data-testid="count-line">
          {/* Until the first page answers there is no count to tell: not '0 de 0'. */}
          {inbox.status === 'loading' ? (
            <SkeletonLine width="14rem" />
          ) : query ? (
            t.searchCountLine(shown, total, query)
          ) : (
            t.countLine(shown, total)
          )}
        </p>
        <p data-testid="last-action" ref={lastActionRef} tabIndex={-1}>
          {t.lastAction}: {actions.lastAction ?? t.noAction}
        </p>
      </Lines>
      {canDelete && (
        <Bar>
          <Checkbox
            label={t.selectAll}
            checked={allSelected}
            indeterminate={selected.size > 0 && !allSelected}
            disabled={items.length === 0}
            onChange={(checked) =>
              checked
                ? selection.selectOnly(items.map((item) => item.comment_id))
                : selection.clear()
            }
          />
          <Button
            variant="danger"
            size="sm"
            disabled={selected.size === 0}
            busy={actions.deletingSelected}
            onClick={onDeleteSelected}
          >
            {t.deleteSelected(formatCount(selected.size))}
          </Button>
        </Bar>
      )}
      {inbox.status === 'loading' && <Skeleton label={t.loading} rows={3} height="7rem" />}
      {inbox.status === 'error' && (
        <ErrorPanel
          title={errorText(inbox.error, 'inbox', language)}
          onRetry={() => void inbox.reload()}
          retryLabel={t.retry}
        />
      )}
      {inbox.status === 'ready' && items.length === 0 && (
        <EmptyState
          title={query ? t.emptySearch(query) : t.empty}
          description={query ? t.emptySearchHelp : t.emptyHelp}
        />
      )}
      {inbox.status === 'ready' && items.length > 0 && (
        <CommentList
          items={items}
          total={inbox.total}
          selected={selected}
          openedOn={openedOn}
          hasMore={inbox.nextCursor !== null}
          loadingMore={inbox.loadingMore}
          analysingId={actions.analysingId}
          deletingId={actions.deletingId}
          canAnalyse={canAnalyse}
          canDelete={canDelete}
          onLoadMore={() => void inbox.loadMore()}
          onSelect={selection.toggle}
          onAnalyse={onAnalyseOne}
          onCorrect={onCorrectOne}
          onDelete={onDeleteOne}
        />
      )}
    </Stack>
  );
}
