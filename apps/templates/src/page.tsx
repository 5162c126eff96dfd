import { DEFAULT_INDUSTRY, type Idea, api, sessionAtom } from '@replica/api-client';
import {
  Banner,
  Button,
  ConfirmDialog,
  EmptyState,
  IndustrySelector,
  Lightbulb,
  LoadingState,
  PageHeading,
  useLanguage,
  useTexts,
} from '@replica/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { bannerErrorText } from './error-text';
import { IdeaList } from './idea-list';
import { texts } from './texts';
import {
  queryKeys,
  useCurrentWorkspace,
  useIndustries,
  useInvalidateAfter,
  useQuery,
  useQueryClient,
} from '@replica/api-client/react';

const Screen = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.md};
`;

type Notice = { tone: 'error' | 'success'; text: string };

/**
 * The Templates screen, exposed to the shell as `templates/Page`. 'Generar Ideas' and each idea's
 * 'Borrar' appear once the member's role is known to allow them.
 */
export default function Page() {
  const session = useAtomValue(sessionAtom);
  const t = useTexts(texts);
  const [language] = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const industry = searchParams.get('industry') || DEFAULT_INDUSTRY;
  const industries = useIndustries();
  const { can } = useCurrentWorkspace();
  const queryClient = useQueryClient();
  const invalidateAfter = useInvalidateAfter();
  // Newest first, as the API lists them; keyed by industry, so an answer for an industry no
  // longer shown never displays and the screen shows loading until its own arrives.
  const ideasKey = queryKeys.templates({ industry });
  const ideas = useQuery({ queryKey: ideasKey, queryFn: () => api.templates(industry) });
  // Asking again after a failure shows loading, as the first time.
  const failed = ideas.isError && !ideas.isFetching;
  const items = failed ? undefined : ideas.data?.items;
  const [generating, setGenerating] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pendingDelete, setPendingDelete] = useState<Idea | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);

  function chooseIndustry(name: string) {
    setNotice(null);
    setSearchParams({ industry: name });
  }

  async function generate() {
    setNotice(null);
    setGenerating(true);
    try {
      const { generated } = await api.generateIdeas(industry);
      setNotice({ tone: 'success', text: t.generated(generated) });
      void invalidateAfter('ideasChanged');
    } catch (error) {
      const text = bannerErrorText(error, 'generateIdeas', language, t.noAnalysedData);
      setNotice({ tone: 'error', text });
    } finally {
      setGenerating(false);
    }
  }

  async function confirmDelete() {
    if (!pendingDelete) return;
    const ideaId = pendingDelete.idea_id;
    setDeletingId(ideaId);
    try {
      await api.deleteIdea(ideaId);
      // Off the list at once; the counts showing ideas (the dashboard) ask again.
      queryClient.setQueryData<{ items: Idea[] }>(
        ideasKey,
        (previous) =>
          previous && { items: previous.items.filter((idea) => idea.idea_id !== ideaId) },
      );
      void invalidateAfter('ideasChanged', { updatedInPlace: [ideasKey] });
      setNotice(null);
    } catch (error) {
      setNotice({ tone: 'error', text: bannerErrorText(error, 'delete', language) });
    } finally {
      setDeletingId(null);
      setPendingDelete(null);
    }
  }

  const generateButton = (
    <Button onClick={() => void generate()} busy={generating}>
      {generating ? t.generating : t.generate}
    </Button>
  );

  return (
    <Screen
      data-screen="templates"
      data-industry={industry}
      data-session-user={session.status === 'signed-in' ? session.user.email : undefined}
    >
      <PageHeading title={t.title} subtitle={t.subtitle} />
      <Toolbar>
        <IndustrySelector
          industries={industries}
          value={industry}
          onChange={chooseIndustry}
          label={t.industry}
        />
        {can('generate') && generateButton}
      </Toolbar>
      {notice && (
        <Banner tone={notice.tone} onClose={() => setNotice(null)} closeLabel={t.close}>
          {notice.text}
        </Banner>
      )}
      {!failed && items === undefined && <LoadingState label={t.loading} />}
      {failed && (
        <Banner tone="error">
          {bannerErrorText(ideas.error, 'templates', language)}{' '}
          <Button variant="secondary" size="sm" onClick={() => void ideas.refetch()}>
            {t.retry}
          </Button>
        </Banner>
      )}
      {items !== undefined &&
        (items.length === 0 ? (
          <EmptyState
            icon={<Lightbulb />}
            title={t.emptyTitle}
            description={can('generate') ? t.emptyDescription : t.emptyDescriptionReadOnly}
          />
        ) : (
          <IdeaList
            ideas={items}
            deletingId={deletingId}
            onDelete={can('delete') ? (idea) => setPendingDelete(idea) : null}
          />
        ))}
      <ConfirmDialog
        open={pendingDelete !== null}
        message={t.deleteQuestion}
        confirmLabel={t.deleteConfirm}
        cancelLabel={t.cancel}
        busy={deletingId !== null}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </Screen>
  );
}
