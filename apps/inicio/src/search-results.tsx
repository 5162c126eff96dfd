import { type SearchResult, errorText } from '@replica/api-client';
import { screenPath } from '@replica/api-client/screen-path';
import {
  Badge,
  Button,
  EmptyState,
  ErrorPanel,
  formatDate,
  LoadingState,
  useLanguage,
  useTexts,
} from '@replica/ui';
import styled from 'styled-components';
import { inicioTexts } from './texts';
import { type CommentSearch, useCommentSearch } from './use-comment-search';

export type SearchResultsProps = {
  search: CommentSearch;
  /** Goes to an in-app path: Opiniones on a result's comment, or on the whole search. */
  onOpen: (path: string) => void;
};

/** Opiniones on one result: its industry, the same search, the list starting at the comment. */
function resultPath(result: Pick<SearchResult, 'comment_id' | 'industry'>, q: string) {
  return screenPath('opiniones', {
    industry: result.industry,
    q,
    comment: String(result.comment_id),
  });
}

const Results = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 0;
  margin-top: ${({ theme }) => theme.spacing.md};
`;

const Line = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: 0;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

const ResultButton = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  width: 100%;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Excerpt = styled.span`
  overflow-wrap: anywhere;

  mark {
    padding: 0 1px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.warningSoft};
    color: inherit;
    font-weight: 600;
  }
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The answer to a search in the popover: each result's words with the match marked, its
 * industry and date, opening Opiniones on that comment; loading, failure and nothing found
 * each say so.
 */
export function SearchResults({ search, onOpen }: SearchResultsProps) {
  const t = useTexts(inicioTexts).searchResults;
  const [language] = useLanguage();
  const results = useCommentSearch(search);
  const { q, industry } = search;

  if (results.isError && !results.isFetching) {
    return (
      <Results>
        <ErrorPanel
          title={errorText(results.error, 'inbox', language)}
          onRetry={() => void results.refetch()}
          retryLabel={t.retry}
        />
      </Results>
    );
  }
  if (!results.data || (results.isError && results.isFetching)) {
    return (
      <Results>
        <LoadingState label={t.searching} />
      </Results>
    );
  }

  const { items, more } = results.data;
  return (
    <Results>
      {items.length === 0 ? (
        <div role="status">
          <EmptyState title={t.empty(q)} description={t.emptyHelp(industry)} />
        </div>
      ) : (
        <>
          <Line role="status">{t.count(items.length, more)}</Line>
          <List aria-label={t.list}>
            {items.map((item) => (
              <li key={item.comment_id}>
                <ResultButton type="button" onClick={() => onOpen(resultPath(item, q))}>
                  <Excerpt>
                    {item.excerpt.before}
                    <mark>{item.excerpt.match}</mark>
                    {item.excerpt.after}
                  </Excerpt>
                  <Meta>
                    <Badge>{item.industry}</Badge>
                    <time dateTime={item.created_at}>
                      {formatDate(item.created_at, t.dateLocale)}
                    </time>
                  </Meta>
                </ResultButton>
              </li>
            ))}
          </List>
          {more && !industry && <Line>{t.narrow}</Line>}
        </>
      )}
      {industry && items.length > 0 && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onOpen(screenPath('opiniones', { industry, q }))}
        >
          {t.openAll}
        </Button>
      )}
    </Results>
  );
}
