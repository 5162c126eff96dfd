import { Banner, CopyButton, TextField, useTexts } from '@replica/ui';
import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { texts } from './texts';

export type OneTimeSecretProps = {
  /** What was made, e.g. 'Invitación creada para ana@example.com'. */
  title: string;
  /** The label of its read-only field. */
  label: string;
  /** The link or token itself. */
  value: string;
  /** The copy button's text, e.g. 'Copiar enlace'. */
  copyLabel: string;
  /** When it expires and how to pass it on, or how to keep it. */
  note: string;
  onClose: () => void;
};

/**
 * A link or token the server shows once (it keeps only a hash: an invitation's, a password
 * reset's, an API token's), in a success banner until dismissed: read-only, to select or copy,
 * with its note. Its field takes the focus as it appears, selected, since the button that asked
 * for it waited disabled meanwhile.
 */
export function OneTimeSecret({
  title,
  label,
  value,
  copyLabel,
  note,
  onClose,
}: OneTimeSecretProps) {
  const t = useTexts(texts);
  const field = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    field.current?.focus();
  }, [value]);

  return (
    <Banner tone="success" onClose={onClose} closeLabel={t.close}>
      <Column>
        <strong>{title}</strong>
        <ValueRow>
          <TextField
            ref={field}
            label={label}
            value={value}
            readOnly
            onFocus={(event) => event.target.select()}
          />
          <CopyButton
            text={value}
            label={copyLabel}
            copiedLabel={t.copied}
            failedLabel={t.copyFailed}
          />
        </ValueRow>
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

const ValueRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  & > :first-child {
    flex: 1 1 24rem;
  }
`;
