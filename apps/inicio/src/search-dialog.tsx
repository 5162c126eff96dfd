import { ActionRow, Button, IndustrySelector, StackedForm, TextField, useTexts } from '@replica/ui';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import styled from 'styled-components';
import { inicioTexts } from './texts';

export type SearchDialogProps = {
  id: string;
  industries: readonly string[];
  initialIndustry: string;
  onSearch: (industry: string, text: string) => void;
  onClose: () => void;
};

const Panel = styled.div`
  position: fixed;
  right: calc(${({ theme }) => theme.spacing.xl} + 3.75rem);
  bottom: ${({ theme }) => theme.spacing.xl};
  z-index: 950;
  width: min(22rem, calc(100vw - 7rem));
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 12px 32px rgba(16, 24, 40, 0.2);
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/**
 * The floating search button's popover: an industry and a text, searched in the Opiniones
 * inbox. Non-modal; the text field takes focus, Escape closes it.
 */
export function SearchDialog({
  id,
  industries,
  initialIndustry,
  onSearch,
  onClose,
}: SearchDialogProps) {
  const t = useTexts(inicioTexts);
  const titleId = useId();
  const [industry, setIndustry] = useState(initialIndustry);
  const [text, setText] = useState('');
  const textRef = useRef<HTMLInputElement>(null);

  useEffect(() => textRef.current?.focus(), []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const query = text.trim();
    if (query) onSearch(industry, query);
    else textRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  }

  return (
    <Panel id={id} role="dialog" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <Title id={titleId}>{t.search}</Title>
      <StackedForm role="search" onSubmit={onSubmit}>
        <IndustrySelector
          label={t.searchIndustry}
          industries={industries}
          value={industry}
          onChange={setIndustry}
        />
        <TextField
          ref={textRef}
          type="search"
          label={t.searchText}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <ActionRow align="end">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t.searchCancel}
          </Button>
          <Button type="submit">{t.searchSubmit}</Button>
        </ActionRow>
      </StackedForm>
    </Panel>
  );
}
