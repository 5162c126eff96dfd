import { type Idea, sessionAtom } from '@replica/api-client';
import {
  Banner,
  LiveMessages,
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
import { useSearchParams } from '@replica/ui/router';
import styled from 'styled-components';
import { bannerErrorText } from './error-text';
import { IdeaList } from './idea-list';
import { texts } from './texts';
import {
  apiQuery,
  useApiMutation,
  useApiQuery,
  useCreateIndustry,
  useCurrentWorkspace,
  useIndustries,
  useOpeningIndustry,
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
 * The Templates screen, exposed to the shell as `templates/Page`: the industry of `?industry=`,
 * else the one last shown or with most comments.
 */
export default function Page() {
  const [searchParams] = useSearchParams();
  const industry = useOpeningIndustry(searchParams.get('industry'));
  return industry ? <TemplatesPage industry={industry} /> : <LoadingState />;
}

/**
 * The ideas of `industry`. 'Generar Ideas' and each idea's 'Borrar' appear once the member's role
 * is known to allow them.
 */
function TemplatesPage({ industry }: { industry: string }) {
  const session = useAtomValue(sessionAtom);
  const t = useTexts(texts);
  const [language] = useLanguage();
  const [, setSearchParams] = useSearchParams();
  const industries = useIndustries();
  const createIndustry = useCreateIndustry();
  const { can } = useCurrentWorkspace();
  const queryClient = useQueryClient();
  // Newest first, as the API lists them; keyed by industry, so an answer for an industry no
  // longer shown never displays and the screen shows loading until its own arrives.
  const ideasInput = { query: { industry } };
  const ideas = useApiQuery('templates', ideasInput);
  // Asking again after a failure shows loading, as the first time.
  const failed = ideas.isError && !ideas.isFetching;
  const items = failed ? undefined : ideas.data?.items;
  const ideasGeneration = useApiMutation('generateIdeas');
  const ideaDeletion = useApiMutation('deleteIdea', {
    // Off the list at once; the counts showing ideas (the dashboard) ask again.
    updateInPlace: (_answer, { params }) => {
      const { queryKey } = apiQuery('templates', ideasInput);
      const deletedId = Number(params.id);
      queryClient.setQueryData(
        queryKey,
        (previous) =>
          previous && { items: previous.items.filter((idea) => idea.idea_id !== deletedId) },
      );
      return [queryKey];
    },
  });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pendingDelete, setPendingDelete] = useState<Idea | null>(null);
  const deletingId = ideaDeletion.isPending ? Number(ideaDeletion.variables.params.id) : null;

  function chooseIndustry(name: string) {
    setNotice(null);
    setSearchParams({ industry: name });
  }

  function generateFailed(error: unknown) {
    const text = bannerErrorText(error, 'generateIdeas', language, t.noAnalysedData);
    setNotice({ tone: 'error', text });
  }

  function generate() {
    setNotice(null);
    ideasGeneration.mutate(
      { body: { industry, kind: 'ideas' } },
      {
        onSuccess: (answer) => {
          // Asked for ideas, the API answers how many it stored; anything else is a failure.
          if (!('generated' in answer)) return generateFailed(null);
          setNotice({ tone: 'success', text: t.generated(answer.generated) });
        },
        onError: generateFailed,
      },
    );
  }

  function confirmDelete() {
    if (!pendingDelete) return;
    ideaDeletion.mutate(
      { params: { id: pendingDelete.idea_id } },
      {
        onSuccess: () => setNotice(null),
        onError: (error) =>
          setNotice({ tone: 'error', text: bannerErrorText(error, 'delete', language) }),
        onSettled: () => setPendingDelete(null),
      },
    );
  }

  const generateButton = (
    <Button onClick={generate} busy={ideasGeneration.isPending}>
      {ideasGeneration.isPending ? t.generating : t.generate}
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
          onCreate={createIndustry}
          label={t.industry}
        />
        {can('generate') && generateButton}
      </Toolbar>
      <LiveMessages>
        {notice && (
          <Banner tone={notice.tone} onClose={() => setNotice(null)} closeLabel={t.close}>
            {notice.text}
          </Banner>
        )}
      </LiveMessages>
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
        busy={ideaDeletion.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </Screen>
  );
}
