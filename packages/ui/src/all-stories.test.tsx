import { composeStories } from '@storybook/react';
import type { composeStory } from '@storybook/react';

type StoryModule = Parameters<typeof composeStories>[0];
// composeStories cannot infer story types from a glob of unknown modules; every entry is a story.
type ComposedStory = ReturnType<typeof composeStory>;

// Every story of every component, so a story that throws or fails its play function fails here.
const storyModules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });
const storyFiles = Object.entries(storyModules);

it('finds the story files', () => {
  expect(storyFiles.length).toBeGreaterThan(0);
});

describe.each(storyFiles)('%s', (_path, storyModule) => {
  const stories = Object.entries(composeStories(storyModule)) as [string, ComposedStory][];

  it.each(stories)('renders the %s story', async (_name, Story) => {
    const canvasElement = document.createElement('div');
    document.body.append(canvasElement);

    await Story.run({ canvasElement });

    expect(canvasElement).not.toBeEmptyDOMElement();
    canvasElement.remove();
  });
});
