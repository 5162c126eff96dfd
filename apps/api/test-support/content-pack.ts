import type { ApiClient } from '@replica/api-client';

/** `generate-ideas` asked for a pack, and the pack it answers (anything else fails the test). */
export async function generatePack(api: ApiClient, industry: string) {
  const answer = await api.generateIdeas({ body: { industry, kind: 'pack' } });
  if (!('content' in answer)) throw new Error(`expected a pack, got ${JSON.stringify(answer)}`);
  return answer;
}
