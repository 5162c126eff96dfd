import { useId } from 'react';
import styled from 'styled-components';
import { useLanguage } from '../../i18n/language';
import { uiTexts } from '../../texts';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';

export type IdeaCardProps = {
  /** The idea's `idea_type`, shown as a badge. */
  ideaType: string;
  hook: string;
  angle: string;
  scriptOutline: string;
  /** ISO timestamp; shown as a date in the current language when given. */
  createdAt?: string;
  /** Field labels in the screen's language; `delete` defaults to 'Borrar'. */
  labels: { hook: string; angle: string; scriptOutline: string; delete?: string };
  /** Shows a delete button when given (the screen asks for confirmation first). */
  onDelete?: () => void;
  /** The delete is in progress. */
  deleting?: boolean;
  className?: string;
};

const Surface = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const CreatedAt = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  margin-left: auto;
`;

const Fields = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
`;

const Term = styled.dt`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`;

const Detail = styled.dd<{ $emphasis?: boolean }>`
  margin: 0;
  white-space: pre-wrap;
  font-weight: ${({ $emphasis }) => ($emphasis ? 600 : 400)};
`;

function localDate(isoDate: string, language: string): string | undefined {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? undefined : date.toLocaleDateString(language);
}

/**
 * One content idea: its type as a badge, its date, hook, angle and script outline, and a
 * delete button when the screen allows deleting.
 *
 * @example
 * <IdeaCard ideaType={idea.idea_type} hook={idea.hook} angle={idea.angle}
 *   scriptOutline={idea.script_outline} createdAt={idea.created_at}
 *   labels={{ hook: 'Hook', angle: 'Ángulo', scriptOutline: 'Guion' }}
 *   onDelete={() => askToDelete(idea.idea_id)} />
 */
export function IdeaCard({
  ideaType,
  hook,
  angle,
  scriptOutline,
  createdAt,
  labels,
  onDelete,
  deleting = false,
  className,
}: IdeaCardProps) {
  const [language] = useLanguage();
  const hookId = useId();
  const date = createdAt ? localDate(createdAt, language) : undefined;
  return (
    <Surface aria-labelledby={hookId} className={className}>
      <Header>
        <Badge tone="primary">{ideaType}</Badge>
        {date && <CreatedAt dateTime={createdAt}>{date}</CreatedAt>}
        {onDelete && (
          <Actions>
            <Button variant="ghost" size="sm" busy={deleting} onClick={onDelete}>
              {labels.delete ?? uiTexts.confirm}
            </Button>
          </Actions>
        )}
      </Header>
      <Fields>
        <Term>{labels.hook}</Term>
        <Detail id={hookId} $emphasis>
          {hook}
        </Detail>
        <Term>{labels.angle}</Term>
        <Detail>{angle}</Detail>
        <Term>{labels.scriptOutline}</Term>
        <Detail>{scriptOutline}</Detail>
      </Fields>
    </Surface>
  );
}
