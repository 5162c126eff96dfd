import { describe, expect, it } from 'vitest';
import { correctCommentRequestSchema } from './corrections';
import { manualCommentRequestSchema } from './comments';
import { refusalCodeOf } from './refusal';
import { invitationRequestSchema } from './workspaces';
import { workspaceSettingsSchema } from './alerts';

function firstIssue(result: { success: boolean; error?: { issues: object[] } }) {
  expect(result.success).toBe(false);
  return result.error?.issues[0] ?? {};
}

describe("a shared schema's own refusal", () => {
  it('carries its code, with the Spanish text as its message', () => {
    const issue = firstIssue(manualCommentRequestSchema.safeParse({ text: '   ' }));
    expect(refusalCodeOf(issue)).toBe('text_required');
    expect(issue).toMatchObject({ message: 'El texto es requerido' });
  });

  it('carries it from a type check, an enum, a refinement and a URL format alike', () => {
    const cases: [object, string][] = [
      [firstIssue(manualCommentRequestSchema.safeParse({ text: 42 })), 'text_required'],
      [
        firstIssue(invitationRequestSchema.safeParse({ email: 'ana@example.com', role: 'boss' })),
        'invalid_role',
      ],
      [firstIssue(correctCommentRequestSchema.safeParse({ comment_id: 1 })), 'nothing_to_correct'],
      [
        firstIssue(
          workspaceSettingsSchema.shape.alertWebhookUrl.safeParse('ftp://example.com/hook'),
        ),
        'alert_webhook_invalid',
      ],
    ];
    expect(cases.map(([issue]) => refusalCodeOf(issue))).toEqual(cases.map(([, code]) => code));
  });

  it("has no code for zod's generic issues", () => {
    const issue = firstIssue(correctCommentRequestSchema.safeParse({ comment_id: 1, emotion: 7 }));
    expect(refusalCodeOf(issue)).toBeUndefined();
  });
});
