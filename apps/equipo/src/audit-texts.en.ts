import { DEFAULT_INDUSTRY } from '@replica/api-client';
import type { AuditAction } from '@replica/api-client/audit-actions';
import { roleNames } from '@replica/ui';
import type { AuditSentence } from './audit-entry-text';
import { changedFields, sayings, skipped } from './audit-sayings';
import type { AuditTexts } from './audit-texts';

const en = sayings('en', roleNames.en);

const enLines: Record<AuditAction, AuditSentence> = {
  'auth.signup': () => 'Created their account',
  'auth.signin': () => 'Signed in',
  'auth.signout': () => 'Signed out',
  'auth.signout-others': () => 'Signed out of their other devices',
  'auth.password': () => 'Changed their password',
  'comments.add': (f) =>
    en.join(
      'Added',
      en.named(f, 'comment', 'a comment'),
      'by hand',
      f.text('industry') === DEFAULT_INDUSTRY
        ? 'as unclassified'
        : f.text('industry') && `to ${f.text('industry')}`,
    ),
  'comments.import': (f) => {
    const inserted = f.count('inserted');
    const industry = f.text('industry');
    return (
      en.join(
        'Imported',
        inserted === 0 ? 'no new' : en.number(inserted),
        industry === DEFAULT_INDUSTRY && 'unclassified',
        f.text('platform'),
        inserted === 1 ? 'comment' : 'comments',
        industry !== DEFAULT_INDUSTRY && industry && `into ${industry}`,
        f.text('kind') === 'file' && 'from a file',
        f.text('kind') === 'bulk' && 'from pasted text',
      ) +
      skipped(f, en, () => 'skipped', [
        ['duplicates', 'duplicate', 'duplicates'],
        ['tooShort', 'too short', 'too short'],
        ['failed', 'failed', 'failed'],
      ])
    );
  },
  'comments.correct': (f) => `Corrected the labels of ${en.named(f, 'comment', 'a comment')}`,
  'comments.delete': (f) =>
    f.total === 1
      ? en.join('Deleted comment', en.list(f))
      : f.total > 1
        ? `Deleted ${en.things(f.total, 'comment', 'comments')}: ${en.list(f)}`
        : 'Deleted comments',
  'industries.create': (f) => `Created ${en.named(f, 'the industry', 'an industry')}`,
  'industries.answers': (f) =>
    `Edited the business's answers for ${en.named(f, 'the industry', 'an industry')}`,
  'industries.update': (f) => {
    const fields = changedFields(
      f,
      { name: 'name', status: 'status', cities: 'cities', clients: 'clients', years: 'years' },
      'now',
    );
    return `Edited ${en.named(f, 'the industry', 'an industry')}${fields ? `: ${fields}` : ''}`;
  },
  'industries.reclassify': (f) =>
    en.join(
      `Reclassified ${en.things(f.total, 'unclassified source', 'unclassified sources')}`,
      f.text('to') && `into ${f.text('to')}`,
      f.text('method') === 'ai' ? 'with AI' : 'by the rules',
    ),
  'industries.merge': (f) =>
    en.join(
      `Merged ${en.named(f, 'the industry', 'an industry')}`,
      f.text('into') && `into ${f.text('into')}`,
      f.count('comments') > 0 &&
        `with its ${en.things(f.count('comments'), 'comment', 'comments')}`,
    ),
  'industries.delete': (f) =>
    f.count('comments') > 0
      ? `Deleted ${en.named(f, 'the industry', 'an industry')} and its ${en.things(f.count('comments'), 'comment', 'comments')}`
      : `Deleted ${en.named(f, 'the industry', 'an industry')}, which had no comments`,
  'ideas.generate': (f) =>
    en.join(
      `Generated ${en.things(f.total, 'idea', 'ideas')}`,
      f.text('industry') === DEFAULT_INDUSTRY
        ? 'for the unclassified comments'
        : f.text('industry') && `for ${f.text('industry')}`,
      f.text('method') === 'reglas'
        ? 'by the rules'
        : f.text('method') && `with AI (${f.text('method')})`,
    ),
  'ideas.delete': (f) => `Deleted ${en.named(f, 'idea', 'an idea')}`,
  'scraper.run': (f) =>
    en.join(
      f.text('taskId') ? 'Started the Apify task' : 'Started the Apify actor',
      f.text('taskId') ?? f.text('actorId'),
      f.text('industry') && `(industry: ${en.industry(f.text('industry'))})`,
    ),
  'scraper.fields': (f) =>
    `Chose the fields of ${en.named(f, 'the Apify actor', 'an Apify actor')}`,
  'scraper.import': (f) =>
    en.join(
      `Imported ${en.things(f.count('imported'), 'comment', 'comments')} from the Apify run`,
      f.text('apifyRunId') ?? en.list(f),
      f.count('analyzed') > 0 && `(${en.number(f.count('analyzed'))} analysed)`,
    ),
  'scraper.reimport': (f) =>
    en.join('Re-imported the Apify run', f.text('apifyRunId') ?? en.list(f)),
  'watch.create': (f) =>
    en.join(
      'Created the watch',
      f.text('name') ? `"${f.text('name')}"` : en.list(f),
      f.text('industry') && `(industry: ${en.industry(f.text('industry'))})`,
    ),
  'watch.update': (f) => `Edited ${en.named(f, 'watch', 'a watch')}`,
  'watch.pause': (f) => `Paused ${en.named(f, 'watch', 'a watch')}`,
  'watch.resume': (f) => `Resumed ${en.named(f, 'watch', 'a watch')}`,
  'watch.delete': (f) => `Deleted ${en.named(f, 'watch', 'a watch')}`,
  'invitations.create': (f) =>
    en.join(
      `Invited ${f.text('email') ?? 'someone'}`,
      f.text('role') && `as ${en.role(f.text('role'))}`,
    ),
  'invitations.revoke': (f) =>
    f.text('email')
      ? `Revoked the invitation for ${f.text('email')}`
      : `Revoked ${en.named(f, 'invitation', 'an invitation')}`,
  'invitations.accept': (f) =>
    en.join(
      f.flag('signup') ? 'Signed up with an invitation' : 'Accepted an invitation',
      f.text('role') && `and joined as ${en.role(f.text('role'))}`,
    ),
  'members.role': (f) =>
    en.join(
      `Changed the role of ${en.listOr(f, 'someone')}`,
      f.text('from') && `from ${en.role(f.text('from'))}`,
      f.text('to') && `to ${en.role(f.text('to'))}`,
    ),
  'members.remove': (f) =>
    f.bySelf ? 'Left the workspace' : `Removed ${en.listOr(f, 'someone')} from the workspace`,
  'members.reset-link': (f) => `Made a password reset link for ${en.listOr(f, 'someone')}`,
  'workspace.rename': (f) =>
    en.join(
      'Renamed the workspace',
      f.text('from') && `from "${f.text('from')}"`,
      f.text('to') && `to "${f.text('to')}"`,
    ),
  'workspace.settings': (f) =>
    en.join(
      'Changed the workspace settings',
      f.text('timeZone') &&
        `(time zone ${f.text('timeZone')}, ${
          f.count('recipients') === 0
            ? 'no alert recipients'
            : en.things(f.count('recipients'), 'alert recipient', 'alert recipients')
        })`,
    ),
  'workspace.webhook-token': () => 'Replaced the Apify webhook token',
  'api-tokens.create': (f) =>
    en.join(
      'Created the API token',
      f.text('name') ? `"${f.text('name')}"` : en.list(f),
      f.text('role') && `with the ${en.role(f.text('role'))} role`,
    ),
  'api-tokens.revoke': (f) => `Revoked ${en.named(f, 'API token', 'an API token')}`,
  'api-token.use': (f) =>
    en.join(
      f.records === 1
        ? 'Made a change with the API token'
        : `Made ${en.number(f.records)} changes with the API token`,
      f.text('token') ? `"${f.text('token')}"` : en.list(f),
    ) + (f.text('path') ? `: ${en.join(f.text('method'), f.text('path'))}` : ''),
  'apify-account.connect': (f) => en.join('Connected the Apify account', f.text('username')),
  'apify-account.disconnect': () => 'Disconnected the Apify account',
};

/** The activity log card of Equipo: its controls, and each action's line in words. */
/** The English of `./audit-texts.ts`, fetched the first time the interface is in English. */
const english: AuditTexts = {
  person: 'Person',
  everyone: 'Everyone',
  kind: 'Kind of activity',
  allKinds: 'All activity',
  action: 'Action',
  allActions: 'All actions',
  when: 'When',
  who: 'Who',
  what: 'What they did',
  system: 'System',
  unknownUser: 'Deleted account',
  loading: 'Loading activity...',
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  emptyTitle: 'No activity yet',
  emptyFiltered: 'No activity matches these filters',
  unknownAction: 'Other activity',
  kinds: {
    imports: 'Imports',
    comments: 'Corrections and deletions',
    industries: 'Industries',
    content: 'Content ideas',
    scraping: 'Scraping and watches',
    team: 'Team',
    integrations: 'Integrations',
    access: 'Sign-ins',
  },
  actions: {
    'auth.signup': 'Account created',
    'auth.signin': 'Signed in',
    'auth.signout': 'Signed out',
    'auth.signout-others': 'Other sessions signed out',
    'auth.password': 'Password changed',
    'comments.add': 'Comment added',
    'comments.import': 'Comments imported',
    'comments.correct': 'Labels corrected',
    'comments.delete': 'Comments deleted',
    'ideas.generate': 'Ideas generated',
    'ideas.delete': 'Idea deleted',
    'industries.create': 'Industry created',
    'industries.update': 'Industry edited',
    'industries.reclassify': 'Industries reclassified',
    'industries.merge': 'Industries merged',
    'industries.delete': 'Industry deleted',
    'industries.answers': "Business's answers edited",
    'scraper.run': 'Apify scraping',
    'scraper.fields': "An Apify actor's fields",
    'scraper.import': 'Apify run imported',
    'scraper.reimport': 'Apify run re-imported',
    'watch.create': 'Watch created',
    'watch.update': 'Watch edited',
    'watch.pause': 'Watch paused',
    'watch.resume': 'Watch resumed',
    'watch.delete': 'Watch deleted',
    'invitations.create': 'Invitation created',
    'invitations.revoke': 'Invitation revoked',
    'invitations.accept': 'Invitation accepted',
    'members.role': 'Role changed',
    'members.remove': 'Member left or removed',
    'members.reset-link': 'Password reset link made',
    'workspace.rename': 'Workspace renamed',
    'workspace.settings': 'Workspace settings',
    'workspace.webhook-token': 'Apify webhook token replaced',
    'api-tokens.create': 'API token created',
    'api-tokens.revoke': 'API token revoked',
    'api-token.use': 'Change made with an API token',
    'apify-account.connect': 'Apify account connected',
    'apify-account.disconnect': 'Apify account disconnected',
  },
  lines: enLines,
};

export default english;
