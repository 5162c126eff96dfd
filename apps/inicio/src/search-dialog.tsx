import {
  MAX_INBOX_SEARCH_LENGTH,
  MIN_SEARCH_LENGTH,
  validationErrorTexts,
} from '@replica/api-client';
import {
  ActionRow,
  Button,
  SelectField,
  StackedForm,
  TextField,
  useLanguage,
  useTexts,
} from '@replica/ui';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import styled from 'styled-components';
import { SearchResults } from './search-results';
import { inicioTexts } from './texts';
import type { CommentSearch } from './use-comment-search';

export type SearchDialogProps = {
  id: string;
  industries: readonly string[];
  /** Goes to an in-app path: Opiniones on a result's comment, or on the whole search. */
  onOpen: (path: string) => void;
  onClose: () => void;
};

/** The select's value for every industry. */
const ALL_INDUSTRIES = '';

const Panel = styled.div`
  position: fixed;
  right: calc(${({ theme }) => theme.spacing.xl} + 3.75rem);
  bottom: ${({ theme }) => theme.spacing.xl};
  z-index: 950;
  display: flex;
  flex-direction: column;
  width: min(26rem, calc(100vw - 7rem));
  max-height: calc(100vh - 2 * ${({ theme }) => theme.spacing.xl});
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
 * The floating search button's popover: a text searched in every industry, or in the one
 * chosen, with the newest matches listed under it; a result opens Opiniones on its comment.
 * Non-modal; the text field takes focus, Escape closes it.
 */
export function SearchDialog({ id, industries, onOpen, onClose }: SearchDialogProps) {
  const t = useTexts(inicioTexts);
  const [language] = useLanguage();
  const titleId = useId();
  const [industry, setIndustry] = useState(ALL_INDUSTRIES);
  const [text, setText] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [search, setSearch] = useState<CommentSearch | null>(null);
  const textRef = useRef<HTMLInputElement>(null);

  useEffect(() => textRef.current?.focus(), []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const q = text.trim();
    if (q.length < MIN_SEARCH_LENGTH) {
      setTooShort(true);
      textRef.current?.focus();
      return;
    }
    setTooShort(false);
    setSearch({ q, industry: industry || undefined });
  }

  function chooseIndustry(chosen: string) {
    setIndustry(chosen);
    // The results on screen follow the filter at once.
    if (search) setSearch({ q: search.q, industry: chosen || undefined });
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
        <SelectField
          label={t.searchIndustry}
          options={[{ value: ALL_INDUSTRIES, label: t.searchResults.allIndustries }, ...industries]}
          value={industry}
          onChange={(event) => chooseIndustry(event.target.value)}
        />
        <TextField
          ref={textRef}
          type="search"
          label={t.searchText}
          maxLength={MAX_INBOX_SEARCH_LENGTH}
          value={text}
          error={tooShort ? validationErrorTexts.search_too_short[language] : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setTooShort(false);
          }}
        />
        <ActionRow align="end">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t.searchCancel}
          </Button>
          <Button type="submit">{t.searchSubmit}</Button>
        </ActionRow>
      </StackedForm>
      {search && <SearchResults search={search} onOpen={onOpen} />}
    </Panel>
  );
}
