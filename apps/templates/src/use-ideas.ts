import { type Idea, api } from '@replica/api-client';
import { useCallback, useEffect, useState } from 'react';

export type IdeasState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'loaded'; items: Idea[] };

type Answer = { request: string; state: Exclude<IdeasState, { status: 'loading' }> };

/**
 * The ideas of one industry (newest first, as the API lists them), reloaded when the industry
 * changes or `reload` is called. Each answer is tagged with its request, so an answer for an
 * industry no longer shown is never displayed and the screen shows loading until its own arrives.
 */
export function useIdeas(industry: string) {
  const [version, setVersion] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const request = `${version}:${industry}`;

  useEffect(() => {
    let current = true;
    api.templates(industry).then(
      ({ items }) => current && setAnswer({ request, state: { status: 'loaded', items } }),
      (error: unknown) => current && setAnswer({ request, state: { status: 'failed', error } }),
    );
    return () => {
      current = false;
    };
  }, [industry, request]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const remove = useCallback(
    (ideaId: number) =>
      setAnswer((previous) =>
        previous?.state.status === 'loaded'
          ? {
              request: previous.request,
              state: {
                status: 'loaded',
                items: previous.state.items.filter((idea) => idea.idea_id !== ideaId),
              },
            }
          : previous,
      ),
    [],
  );
  const state: IdeasState = answer?.request === request ? answer.state : { status: 'loading' };
  return { state, reload, remove };
}
