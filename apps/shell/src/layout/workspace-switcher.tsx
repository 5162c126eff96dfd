import { errorText } from '@replica/api-client';
import { loadWorkspaces, queryKeys, useApiMutation, useQuery } from '@replica/api-client/react';
import { Badge, Banner, SelectField, roleNames, useLanguage, useTexts } from '@replica/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useShellTexts } from '../texts';

/**
 * The workspace the session acts in, the one place of the header that names it: its name and the
 * member's role under the caption 'Espacio de trabajo', or for a member of several, a switcher
 * with that label. The choice is the session's, kept by the server, so every call after it acts
 * in the new workspace; the page reloads so that every screen reads its data again.
 */
export function WorkspaceSwitcher({
  onSwitched = () => window.location.reload(),
}: {
  /** After the server moved the session; the page reload by default. */
  onSwitched?: () => void;
}) {
  const texts = useShellTexts().workspaces;
  const roles = useTexts(roleNames);
  const [language] = useLanguage();
  // The session's list, asked once however many screens (Equipo too) want it.
  const workspacesRead = useQuery({ queryKey: queryKeys.workspaces(), queryFn: loadWorkspaces });
  const workspaces = workspacesRead.data;
  const [loadFailureClosed, setLoadFailureClosed] = useState(false);
  const switching = useApiMutation('switchWorkspace');
  const captionId = useId();
  // Switching hands over to a reload: the select stays busy until then.
  const busy = switching.isPending || switching.isSuccess;

  const switchTo = (id: number) =>
    switching.mutate({ body: { id } }, { onSuccess: () => onSwitched() });

  const currentWorkspace = workspaces?.items.find((item) => item.id === workspaces.current);
  return (
    <>
      {workspaces && currentWorkspace && workspaces.items.length === 1 && (
        <Current role="group" aria-labelledby={captionId}>
          <Caption id={captionId}>{texts.label}</Caption>
          <Name>{currentWorkspace.name}</Name>
          <Badge tone="neutral">{roles[currentWorkspace.role]}</Badge>
        </Current>
      )}
      {workspaces && workspaces.items.length > 1 && (
        <SelectField
          label={texts.label}
          value={String(workspaces.current)}
          disabled={busy}
          options={workspaces.items.map((item) => ({
            value: String(item.id),
            label: `${item.name} · ${roles[item.role]}`,
          }))}
          onChange={(event) => switchTo(Number(event.target.value))}
        />
      )}
      {workspacesRead.isError && !loadFailureClosed && (
        <ErrorRow>
          <Banner tone="error" onClose={() => setLoadFailureClosed(true)}>
            {errorText(workspacesRead.error, 'workspaces', language)}
          </Banner>
        </ErrorRow>
      )}
      {switching.isError && (
        <ErrorRow>
          <Banner tone="error" onClose={() => switching.reset()}>
            {errorText(switching.error, 'workspaceUpdate', language)}
          </Banner>
        </ErrorRow>
      )}
    </>
  );
}

/** The caption over the name and the role, as a select's label sits over the switcher. */
const Current = styled.div`
  display: grid;
  grid-template-columns: minmax(0, auto) auto;
  align-items: center;
  column-gap: ${({ theme }) => theme.spacing.sm};
`;

const Caption = styled.span`
  grid-column: 1 / -1;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Name = styled.strong`
  overflow-wrap: anywhere;
`;

const ErrorRow = styled.div`
  flex-basis: 100%;
`;
