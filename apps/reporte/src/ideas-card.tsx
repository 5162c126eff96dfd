import { screenPath } from '@replica/api-client/screen-path';
import { type Idea, codeText } from '@replica/api-client';
import {
  Button,
  Card,
  EmptyState,
  ErrorPanel,
  IdeaCard,
  Lightbulb,
  LoadingState,
  formatCount,
  useLanguage,
  useTexts,
} from '@replica/ui';
import { Link } from '@replica/ui/router';
import styled from 'styled-components';
import { reporteTexts } from './texts';
import type { RemoteData } from './remote-data';

/** The report shows the newest ideas; Templates manages them all. */
export const IDEAS_SHOWN = 10;

const Header = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

// `min`: a screen narrower than a card gets one card as wide as the screen.
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
`;

const More = styled.p`
  margin: ${({ theme }) => theme.spacing.md} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

export type IdeasCardProps = {
  industry: string;
  ideas: RemoteData<Idea[]>;
  onRetry: () => void;
  /** 'Generar Ideas', shown only when the member's role may generate them. */
  onGenerate: (() => void) | null;
  generating: boolean;
};

/**
 * The industry's content ideas (type, hook, angle, outline) and, for a role that may
 * generate, 'Generar Ideas'.
 */
export function IdeasCard({ industry, ideas, onRetry, onGenerate, generating }: IdeasCardProps) {
  const t = useTexts(reporteTexts);
  const [language] = useLanguage();
  const templatesLink = screenPath('templates', { industry });
  return (
    <Card title={t.ideas} data-testid="ideas">
      {onGenerate && (
        <Header>
          <Button onClick={onGenerate} busy={generating}>
            {generating ? t.generating : t.generateIdeas}
          </Button>
        </Header>
      )}
      {ideas.status === 'loading' && <LoadingState label={t.loadingIdeas} />}
      {ideas.status === 'error' && (
        <ErrorPanel
          title={t.ideasError}
          message={codeText(ideas.error, language)}
          onRetry={onRetry}
          retryLabel={t.retry}
        />
      )}
      {ideas.status === 'ready' && ideas.data.length === 0 && (
        <EmptyState
          icon={<Lightbulb />}
          title={t.noIdeas}
          description={onGenerate ? t.noIdeasHelp : t.noIdeasHelpReadOnly}
        />
      )}
      {ideas.status === 'ready' && ideas.data.length > 0 && (
        <>
          <Grid>
            {ideas.data.slice(0, IDEAS_SHOWN).map((idea) => (
              <IdeaCard
                key={idea.idea_id}
                ideaType={idea.idea_type}
                hook={idea.hook}
                angle={idea.angle}
                scriptOutline={idea.script_outline}
                createdAt={idea.created_at}
                labels={t.ideaLabels}
              />
            ))}
          </Grid>
          {ideas.data.length > IDEAS_SHOWN && (
            <More>
              {t.moreIdeas(formatCount(IDEAS_SHOWN), formatCount(ideas.data.length))}{' '}
              <Link to={templatesLink}>{t.goToTemplates}</Link>
            </More>
          )}
        </>
      )}
    </Card>
  );
}
