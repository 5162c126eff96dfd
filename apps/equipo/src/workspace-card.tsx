import { MAX_WORKSPACE_NAME_LENGTH, type Workspace, can, errorText } from '@replica/api-client';
import { forgetWorkspaces, useApiMutation } from '@replica/api-client/react';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  TextField,
  roleNames,
  useLanguage,
  useTexts,
} from '@replica/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { texts } from './texts';
import { CardNotice, type Notice } from './card-notice';

export type WorkspaceCardProps = {
  workspace: Workspace;
  /** After deleting it (the session now acts in another workspace). */
  onDeleted: () => void;
};

/**
 * The workspace's name and the member's role; an owner renames it in place, or deletes it with
 * everything in it (asking first).
 */
export function WorkspaceCard({ workspace, onDeleted }: WorkspaceCardProps) {
  const t = useTexts(texts);
  const roles = useTexts(roleNames);
  const [language] = useLanguage();
  const [draft, setDraft] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [askingToDelete, setAskingToDelete] = useState(false);
  const owns = can(workspace.role, 'manageWorkspace');
  const rename = useApiMutation('renameWorkspace', {
    // The answer is every workspace as the server now has it: it goes in place, and the
    // session's list (`loadWorkspaces`) is forgotten so no later read brings the old name back.
    answerIs: 'workspaces',
    updateInPlace: () => {
      forgetWorkspaces();
      return [];
    },
  });
  const saving = rename.isPending;
  const deletion = useApiMutation('deleteWorkspace');
  // Deleting hands over to a reload: the dialog stays busy until then.
  const deleting = deletion.isPending || deletion.isSuccess;

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft === null) return;
    setNotice(null);
    rename.mutate(
      { body: { name: draft } },
      {
        onSuccess: () => {
          setDraft(null);
          setNotice({ tone: 'success', text: t.workspace.renamed });
        },
        onError: (error) =>
          setNotice({ tone: 'error', text: errorText(error, 'workspaceRename', language) }),
      },
    );
  }

  // The cached list still holds the deleted workspace; the page reads the new one afresh.
  function remove() {
    setNotice(null);
    deletion.mutate(undefined, {
      onSuccess: () => {
        forgetWorkspaces();
        onDeleted();
      },
      onError: (error) => {
        setNotice({ tone: 'error', text: errorText(error, 'workspaceDelete', language) });
        setAskingToDelete(false);
      },
    });
  }

  return (
    <Card title={t.workspace.title}>
      <Content>
        {draft === null ? (
          <Row>
            <Name data-testid="workspace-name">{workspace.name}</Name>
            <Badge tone="primary">
              {t.workspace.yourRole}: {roles[workspace.role]}
            </Badge>
            {owns && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setNotice(null);
                  setDraft(workspace.name);
                }}
              >
                {t.workspace.rename}
              </Button>
            )}
          </Row>
        ) : (
          <RenameForm onSubmit={save}>
            <TextField
              label={t.workspace.name}
              value={draft}
              required
              maxLength={MAX_WORKSPACE_NAME_LENGTH}
              autoFocus
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit" busy={saving}>
              {saving ? t.workspace.saving : t.workspace.save}
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={saving}
              onClick={() => setDraft(null)}
            >
              {t.cancel}
            </Button>
          </RenameForm>
        )}
        {owns && (
          <Ownership>
            <Note>{t.workspace.handOver}</Note>
            <Button
              variant="danger"
              size="sm"
              onClick={() => {
                setNotice(null);
                setAskingToDelete(true);
              }}
            >
              {t.workspace.delete}
            </Button>
          </Ownership>
        )}
        <CardNotice notice={notice} onClose={() => setNotice(null)} closeLabel={t.close} />
      </Content>
      <ConfirmDialog
        open={askingToDelete}
        message={t.workspace.deleteQuestion(workspace.name)}
        confirmLabel={t.workspace.deleteConfirm}
        cancelLabel={t.cancel}
        busy={deleting}
        onConfirm={remove}
        onCancel={() => setAskingToDelete(false)}
      />
    </Card>
  );
}

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Name = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Ownership = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Note = styled.p`
  flex: 1 1 18rem;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const RenameForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  & > :first-child {
    flex: 1 1 18rem;
  }
`;
