import type { ImportedComment } from '@replica/api-client';
import { Card, useTexts } from '@replica/ui';
import styled from 'styled-components';
import { Muted } from '../layout';
import { ingestaTexts } from '../texts';

/** The file preview shows 5 comments. */
export const FILE_PREVIEW_SIZE = 5;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: ${({ theme }) => `${theme.spacing.md} 0 0`};
  padding-left: ${({ theme }) => theme.spacing.xl};
`;

const Item = styled.li`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface FilePreviewProps {
  fileName: string;
  comments: readonly ImportedComment[];
  tooShort: number;
}

/** The total of a parsed file and its first five comments. */
export function FilePreview({ fileName, comments, tooShort }: FilePreviewProps) {
  const t = useTexts(ingestaTexts).file;
  const shown = comments.slice(0, FILE_PREVIEW_SIZE);
  return (
    <Card title={t.loaded(fileName, comments.length)}>
      {tooShort > 0 && <Muted>{t.tooShortDropped(tooShort)}</Muted>}
      <Muted>{t.previewTitle(shown.length)}</Muted>
      <List aria-label={t.previewTitle(shown.length)}>
        {shown.map((comment, index) => (
          <Item key={index}>
            {comment.text}
            {(comment.author || comment.platform || comment.date) && (
              <Meta>
                {' — '}
                {[comment.author, comment.platform, comment.date].filter(Boolean).join(' · ')}
              </Meta>
            )}
          </Item>
        ))}
      </List>
    </Card>
  );
}
