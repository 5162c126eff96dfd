import { Banner, Button, useTexts } from '@replica/ui';
import styled from 'styled-components';
import { opinionesTexts } from './texts';

export interface OpenedCommentNoteProps {
  /** The comment the list was opened on (`?comment=`). */
  commentId: number;
  /** Whether it heads the list; not once deleted or moved to another industry. */
  found: boolean;
  /** 'Ver los más recientes': the same industry and search, from the newest. */
  onShowNewest: () => void;
}

const Row = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/**
 * Says the list starts at the comment a search result opened, so newer ones are missing until
 * 'Ver los más recientes'; or that the comment is no longer there.
 */
export function OpenedCommentNote({ commentId, found, onShowNewest }: OpenedCommentNoteProps) {
  const t = useTexts(opinionesTexts).opened;
  return (
    <Banner tone={found ? 'info' : 'warning'}>
      <Row>
        <span>{found ? t.note(commentId) : t.missing(commentId)}</span>
        <Button size="sm" variant="secondary" onClick={onShowNewest}>
          {t.showNewest}
        </Button>
      </Row>
    </Banner>
  );
}
