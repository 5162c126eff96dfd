import { api, errorText, type WorkspacesResponse } from '@replica/api-client';
import { loadWorkspaces } from '@replica/api-client/react';
import { Badge, Banner, SelectField, roleNames, useLanguage, useTexts } from '@replica/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useShellTexts } from '../texts';

/**
 * The workspace the session acts in; for a member of several, a switcher. The choice is the
 * session's, kept by the server, so every call after it acts in the new workspace; the page
 * reloads so that every screen reads its data again.
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
  const [workspaces, setWorkspaces] = useState<WorkspacesResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    loadWorkspaces()
      .then((answer) => current && setWorkspaces(answer))
      .catch((failure: unknown) => {
        if (current) setError(errorText(failure, 'workspaces', language));
      });
    return () => {
      current = false;
    };
  }, [language]);

  const switchTo = async (id: number) => {
    setBusy(true);
    setError(null);
    try {
      await api.switchWorkspace(id);
      onSwitched();
    } catch (failure) {
      setError(errorText(failure, 'workspaceUpdate', language));
      setBusy(false);
    }
  };

  const currentWorkspace = workspaces?.items.find((item) => item.id === workspaces.current);
  return (
    <>
      {workspaces && currentWorkspace && workspaces.items.length === 1 && (
        <Current aria-label={texts.label}>
          {currentWorkspace.name}
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
          onChange={(event) => void switchTo(Number(event.target.value))}
        />
      )}
      {error && (
        <ErrorRow>
          <Banner tone="error" onClose={() => setError(null)}>
            {error}
          </Banner>
        </ErrorRow>
      )}
    </>
  );
}

const Current = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  font-weight: 600;
`;

const ErrorRow = styled.div`
  flex-basis: 100%;
`;
