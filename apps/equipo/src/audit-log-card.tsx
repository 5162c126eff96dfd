import { AUDIT_KINDS, type AuditEntry, type Member, errorText } from '@replica/api-client';
import { AUDIT_ACTION_KINDS, isAuditAction } from '@replica/api-client/audit-actions';
import {
  Banner,
  Button,
  Card,
  DataTable,
  EmptyState,
  formatDateTime,
  formatTime,
  type Language,
  LoadingState,
  NotebookText,
  SelectField,
  TableScroll,
  useLanguage,
  useTexts,
} from '@replica/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { auditSentence } from './audit-entry-text';
import { auditTexts } from './audit-texts';
import { texts } from './texts';
import { type AuditFilter, useAuditLog } from './use-audit-log';

export type AuditLogCardProps = {
  /** The people the log can be filtered by. */
  members: readonly Member[];
};

/**
 * Admins only: who did what and when, newest first, one line per change in words (an import of
 * 147 batches is one line with its counts), by person, kind of activity and action, 50 at a time.
 */
export function AuditLogCard({ members }: AuditLogCardProps) {
  const t = useTexts(auditTexts);
  const { retry: retryText, auditTitle } = useTexts(texts);
  const [language] = useLanguage();
  const [filter, setFilter] = useState<AuditFilter>({});
  const { state, actions, retry, loadMore } = useAuditLog(filter);
  const emails = useMemo(
    () => new Map(members.map((member) => [String(member.user_id), member.email])),
    [members],
  );
  // The kinds and actions the log holds; an action this screen does not know is not offered.
  const known = actions.filter(isAuditAction);
  const kinds = AUDIT_KINDS.filter((kind) =>
    known.some((action) => AUDIT_ACTION_KINDS[action] === kind),
  );
  const kindActions = known.filter(
    (action) => filter.kind === undefined || AUDIT_ACTION_KINDS[action] === filter.kind,
  );
  const filtered =
    filter.user !== undefined || filter.kind !== undefined || filter.action !== undefined;

  return (
    <Card title={auditTitle}>
      <Content>
        <Filters>
          <SelectField
            label={t.person}
            value={filter.user === undefined ? '' : String(filter.user)}
            options={[
              { value: '', label: t.everyone },
              ...members.map((member) => ({ value: String(member.user_id), label: member.email })),
            ]}
            onChange={(event) =>
              setFilter({
                ...filter,
                user: event.target.value ? Number(event.target.value) : undefined,
              })
            }
          />
          <SelectField
            label={t.kind}
            value={filter.kind ?? ''}
            options={[
              { value: '', label: t.allKinds },
              ...kinds.map((kind) => ({ value: kind, label: t.kinds[kind] })),
            ]}
            onChange={(event) => {
              const kind = kinds.find((each) => each === event.target.value);
              // An action of another kind would leave nothing to show.
              const keepsAction =
                filter.action !== undefined &&
                isAuditAction(filter.action) &&
                (kind === undefined || AUDIT_ACTION_KINDS[filter.action] === kind);
              setFilter({ ...filter, kind, action: keepsAction ? filter.action : undefined });
            }}
          />
          <SelectField
            label={t.action}
            value={filter.action ?? ''}
            options={[
              { value: '', label: t.allActions },
              ...kindActions.map((action) => ({ value: action, label: t.actions[action] })),
            ]}
            onChange={(event) => setFilter({ ...filter, action: event.target.value || undefined })}
          />
        </Filters>
        {state.status === 'loading' && <LoadingState label={t.loading} />}
        {state.status === 'failed' && (
          <Banner tone="error">
            {errorText(state.error, 'team', language)}{' '}
            <Button variant="secondary" size="sm" onClick={retry}>
              {retryText}
            </Button>
          </Banner>
        )}
        {state.status === 'loaded' && state.items.length === 0 && (
          <EmptyState icon={<NotebookText />} title={filtered ? t.emptyFiltered : t.emptyTitle} />
        )}
        {state.status === 'loaded' && state.items.length > 0 && (
          <>
            <TableScroll>
              <DataTable aria-label={auditTitle} $density="compact">
                <thead>
                  <tr>
                    <th scope="col">{t.when}</th>
                    <th scope="col">{t.who}</th>
                    <th scope="col">{t.what}</th>
                  </tr>
                </thead>
                <tbody>
                  {state.items.map((entry) => (
                    <tr key={entry.id} data-audit-action={entry.action}>
                      <WhenCell>
                        <When entry={entry} language={language} />
                      </WhenCell>
                      <td>{entry.email ?? (entry.user_id === null ? t.system : t.unknownUser)}</td>
                      <td>{auditSentence(entry, t, emails)}</td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            </TableScroll>
            {state.error !== null && (
              <Banner tone="error">{errorText(state.error, 'team', language)}</Banner>
            )}
            {state.nextCursor !== null && (
              <MoreRow>
                <Button variant="secondary" busy={state.loadingMore} onClick={loadMore}>
                  {state.loadingMore ? t.loadingMore : t.loadMore}
                </Button>
              </MoreRow>
            )}
          </>
        )}
      </Content>
    </Card>
  );
}

/** When a line began; for one that lasted into a later minute (an import), until when. */
function When({ entry, language }: { entry: AuditEntry; language: Language }) {
  const start = formatDateTime(entry.at, language);
  const end = formatDateTime(entry.until, language);
  if (end === start) return <time dateTime={entry.at}>{start}</time>;
  const sameDay = new Date(entry.at).toDateString() === new Date(entry.until).toDateString();
  return (
    <>
      <time dateTime={entry.at}>{start}</time>
      {' – '}
      <time dateTime={entry.until}>{sameDay ? formatTime(entry.until, language) : end}</time>
    </>
  );
}

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
`;

const WhenCell = styled.td`
  white-space: nowrap;
`;

const MoreRow = styled.div`
  display: flex;
  justify-content: center;
`;
