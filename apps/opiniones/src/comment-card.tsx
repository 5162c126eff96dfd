import type { InboxItem } from '@replica/api-client';
import {
  ActionRow,
  AnalysisTag,
  Badge,
  Button,
  Checkbox,
  formatDateTime,
  useTexts,
} from '@replica/ui';
import { memo } from 'react';
import styled from 'styled-components';
import { opinionesTexts } from './texts';

export interface CommentCardProps {
  comment: InboxItem;
  /** 1-based place in the whole result and its size, for the feed's screen-reader position. */
  position: number;
  setSize: number;
  selected: boolean;
  /** The comment the list was opened on (a search result): marked, and focusable by script. */
  opened: boolean;
  analysing: boolean;
  deleting: boolean;
  /** The member's role may analyse and correct: 'Analizar ahora' and 'Corregir etiquetas'. */
  canAnalyse: boolean;
  /** It may delete: 'Borrar' and the checkbox that selects for the bulk delete. */
  canDelete: boolean;
  onSelect: (commentId: number, checked: boolean) => void;
  onAnalyse: (commentId: number) => void;
  onCorrect: (commentId: number) => void;
  onDelete: (commentId: number) => void;
}

const Article = styled.article<{ $selected: boolean; $selectable: boolean; $opened: boolean }>`
  display: grid;
  grid-template-columns: ${({ $selectable }) => ($selectable ? 'auto 1fr' : '1fr')};
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};
  border: ${({ $opened }) => ($opened ? '2px' : '1px')} solid
    ${({ $selected, $opened, theme }) =>
      $selected || $opened ? theme.colors.primary : theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ $opened, theme }) => ($opened ? theme.colors.primarySoft : theme.colors.surface)};
  box-shadow: ${({ theme }) => theme.shadows.card};

  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Author = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Labels = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** One comment of the inbox: who, where, when, what, its analysis and the actions the role allows. */
export const CommentCard = memo(function CommentCard({
  comment,
  position,
  setSize,
  selected,
  opened,
  analysing,
  deleting,
  canAnalyse,
  canDelete,
  onSelect,
  onAnalyse,
  onCorrect,
  onDelete,
}: CommentCardProps) {
  const t = useTexts(opinionesTexts);
  const id = comment.comment_id;
  return (
    <Article
      $selected={selected}
      $selectable={canDelete}
      $opened={opened}
      tabIndex={opened ? -1 : undefined}
      aria-label={`#${id}`}
      aria-posinset={position}
      aria-setsize={setSize}
      data-comment-id={id}
    >
      {canDelete && (
        <Checkbox
          label={t.selectComment(id)}
          hideLabel
          checked={selected}
          onChange={(checked) => onSelect(id, checked)}
        />
      )}
      <Body>
        <Meta>
          <strong>#{id}</strong>
          <span>{comment.platform ?? t.noPlatform}</span>
          <span>{comment.industry}</span>
          <time dateTime={comment.created_at}>
            {formatDateTime(comment.created_at, t.dateLocale)}
          </time>
          {opened && <Badge tone="primary">{t.opened.badge}</Badge>}
        </Meta>
        <Text>{comment.text}</Text>
        <Author>— {comment.author || t.anonymous}</Author>
        <Footer>
          <Labels>
            <AnalysisTag
              objectionTag={comment.objection_tag}
              realScore={comment.real_score}
              method={comment.method}
              painClusterLabel={comment.pain_cluster_label}
              labels={t.analysis}
            />
            {comment.fallback_reason && (
              <span data-testid="fallback-reason">{t.fallbackReason(comment.fallback_reason)}</span>
            )}
            {comment.emotion && (
              <span>
                {t.emotion}: {comment.emotion}
              </span>
            )}
            {comment.corrected_at && (
              <span data-testid="corrected-by">
                {t.correctedBy(
                  comment.corrected_by ?? t.deletedUser,
                  formatDateTime(comment.corrected_at, t.dateLocale),
                )}
              </span>
            )}
          </Labels>
          {(canAnalyse || canDelete) && (
            <ActionRow>
              {canAnalyse && (
                <>
                  <Button
                    size="sm"
                    variant="secondary"
                    busy={analysing}
                    onClick={() => onAnalyse(id)}
                  >
                    {t.analyseNow}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => onCorrect(id)}>
                    {t.correct}
                  </Button>
                </>
              )}
              {canDelete && (
                <Button size="sm" variant="danger" busy={deleting} onClick={() => onDelete(id)}>
                  {t.delete}
                </Button>
              )}
            </ActionRow>
          )}
        </Footer>
      </Body>
    </Article>
  );
});
