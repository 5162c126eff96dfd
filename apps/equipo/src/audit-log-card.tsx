import { type Member, errorText } from '@replica/api-client';
import {
  Banner,
  Button,
  Card,
  DataTable,
  EmptyState,
  LoadingState,
  NotebookText,
  SelectField,
  TableScroll,
  useLanguage,
  useTexts,
} from '@replica/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { actionLabel, entityLine } from './audit-entry-text';
import { formatDateTime } from './format-date';
import { texts } from './texts';
import { type AuditFilter, useAuditLog } from './use-audit-log';

export type AuditLogCardProps = {
  /** The people the log can be filtered by. */
  members: readonly Member[];
};

/** Admins only: who did what and when, newest first, by person and by action, 50 at a time. */
export function AuditLogCard({ members }: AuditLogCardProps) {
  const all = useTexts(texts);
  const t = all.audit;
  const [language] = useLanguage();
  const [filter, setFilter] = useState<AuditFilter>({});
  const { state, actions, retry, loadMore } = useAuditLog(filter);
  const emails = useMemo(
    () => new Map(members.map((member) => [String(member.user_id), member.email])),
    [members],
  );
  const filtered = filter.user !== undefined || filter.action !== undefined;

  return (
    <Card title={t.title}>
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
            label={t.action}
            value={filter.action ?? ''}
            options={[
              { value: '', label: t.allActions },
              ...actions.map((action) => ({ value: action, label: actionLabel(action, t) })),
            ]}
            onChange={(event) => setFilter({ ...filter, action: event.target.value || undefined })}
          />
        </Filters>
        {state.status === 'loading' && <LoadingState label={t.loading} />}
        {state.status === 'failed' && (
          <Banner tone="error">
            {errorText(state.error, 'team', language)}{' '}
            <Button variant="secondary" size="sm" onClick={retry}>
              {all.retry}
            </Button>
          </Banner>
        )}
        {state.status === 'loaded' && state.items.length === 0 && (
          <EmptyState icon={<NotebookText />} title={filtered ? t.emptyFiltered : t.emptyTitle} />
        )}
        {state.status === 'loaded' && state.items.length > 0 && (
          <>
            <TableScroll>
              <DataTable aria-label={t.title} $density="compact">
                <thead>
                  <tr>
                    <th scope="col">{t.when}</th>
                    <th scope="col">{t.who}</th>
                    <th scope="col">{t.action}</th>
                    <th scope="col">{t.items}</th>
                  </tr>
                </thead>
                <tbody>
                  {state.items.map((entry) => (
                    <tr key={entry.id} data-audit-action={entry.action}>
                      <WhenCell>
                        <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
                      </WhenCell>
                      <td>{entry.email ?? (entry.user_id === null ? t.system : t.unknownUser)}</td>
                      <td title={entry.action}>{actionLabel(entry.action, t)}</td>
                      <td>{entityLine(entry, t, emails)}</td>
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
