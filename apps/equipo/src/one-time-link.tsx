import { Banner, CopyButton, TextField, useTexts } from '@replica/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { texts } from './texts';

export type OneTimeLinkProps = {
  /** What the link is for, e.g. 'Invitación creada para ana@example.com'. */
  title: string;
  /** The label of its read-only field. */
  label: string;
  url: string;
  /** When it expires and how to pass it on. */
  note: string;
  onClose: () => void;
};

/**
 * A link the server shows once (it keeps only a hash: an invitation's, a password reset's), in a
 * success banner until dismissed: read-only, to select or copy, with its note. Its field takes
 * the focus as it appears, selected, since the button that asked for it waited disabled meanwhile.
 */
export function OneTimeLink({ title, label, url, note, onClose }: OneTimeLinkProps) {
  const t = useTexts(texts);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
  }, [url]);

  return (
    <Banner tone="success" onClose={onClose} closeLabel={t.close}>
      <Column>
        <strong>{title}</strong>
        <LinkRow>
          <TextField
            ref={field}
            label={label}
            value={url}
            readOnly
            onFocus={(event) => event.target.select()}
          />
          <CopyButton text={url} label={t.copy} copiedLabel={t.copied} failedLabel={t.copyFailed} />
        </LinkRow>
        <span>{note}</span>
      </Column>
    </Banner>
  );
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  & > :first-child {
    flex: 1 1 24rem;
  }
`;
