import type { Idea } from '@replica/api-client';
import { IdeaCard, useTexts } from '@replica/ui';
import styled from 'styled-components';
import { texts } from './texts';

export type IdeaListProps = {
  ideas: readonly Idea[];
  /** The idea being deleted, whose button waits. */
  deletingId: number | null;
  /** Each idea's 'Borrar', only when the member's role may delete ideas. */
  onDelete: ((idea: Idea) => void) | null;
};

// `min`: a screen narrower than a card gets one card as wide as the screen.
const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(20rem, 100%), 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The industry's ideas, newest first, each with its delete button when the role allows it. */
export function IdeaList({ ideas, deletingId, onDelete }: IdeaListProps) {
  const t = useTexts(texts);
  return (
    <List aria-label={t.count(ideas.length)}>
      {ideas.map((idea) => (
        <li key={idea.idea_id} data-idea-id={idea.idea_id}>
          <IdeaCard
            ideaType={idea.idea_type}
            hook={idea.hook}
            angle={idea.angle}
            scriptOutline={idea.script_outline}
            createdAt={idea.created_at}
            labels={t.labels}
            deleting={deletingId === idea.idea_id}
            onDelete={onDelete ? () => onDelete(idea) : undefined}
          />
        </li>
      ))}
    </List>
  );
}
