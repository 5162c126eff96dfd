import { MAX_COMMENT_LENGTH } from '@replica/api-client';
import { Button, Card, useTexts, X } from '@replica/ui';
import styled from 'styled-components';
import { Muted, Row, Stack } from '../layout';
import { ingestaTexts } from '../texts';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  max-height: 24rem;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Piece = styled.span`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
`;

const TooLong = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Text = styled.span`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export interface BulkPreviewProps {
  pieces: readonly string[];
  tooShort: number;
  /** The import is running. */
  busy: boolean;
  /** Confirmed: the list can no longer change. */
  locked: boolean;
  onRemove: (index: number) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The pieces split from pasted text, in a scrollable list where each can be removed. */
export function BulkPreview({
  pieces,
  tooShort,
  busy,
  locked,
  onRemove,
  onConfirm,
  onCancel,
}: BulkPreviewProps) {
  const t = useTexts(ingestaTexts);
  return (
    <Card title={t.bulk.previewTitle(pieces.length)}>
      <Stack>
        {tooShort > 0 && <Muted>{t.bulk.tooShortDropped(tooShort)}</Muted>}
        <List aria-label={t.bulk.previewTitle(pieces.length)} tabIndex={0}>
          {pieces.map((piece, index) => (
            <Item key={`${index}-${piece}`}>
              <Piece>
                <Text>{piece}</Text>
                {piece.length > MAX_COMMENT_LENGTH && (
                  <TooLong>{t.bulk.tooLong(piece.length, MAX_COMMENT_LENGTH)}</TooLong>
                )}
              </Piece>
              <Button
                variant="ghost"
                size="sm"
                disabled={locked}
                aria-label={t.bulk.remove(index + 1)}
                onClick={() => onRemove(index)}
              >
                <X size="1rem" aria-hidden="true" focusable="false" />
              </Button>
            </Item>
          ))}
        </List>
        {!locked && (
          <Row>
            <Button onClick={onConfirm} busy={busy} disabled={pieces.length === 0}>
              {t.bulk.confirm(pieces.length)}
            </Button>
            <Button variant="secondary" onClick={onCancel}>
              {t.cancel}
            </Button>
          </Row>
        )}
      </Stack>
    </Card>
  );
}
