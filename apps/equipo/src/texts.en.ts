import type { EquipoTexts } from './texts';

/** The English of `./texts.ts`, fetched the first time the interface is in English. */
const english: EquipoTexts = {
  title: 'Team',
  subtitle: 'Who belongs to this workspace, and with which role.',
  auditTitle: 'Activity log',
  loading: 'Loading the team...',
  retry: 'Retry',
  close: 'Close',
  cancel: 'Cancel',
  copy: 'Copy link',
  copied: 'Copied!',
  copyFailed: 'Could not copy',
  workspace: {
    title: 'Workspace',
    name: 'Workspace name',
    yourRole: 'Your role',
    rename: 'Rename',
    save: 'Save',
    saving: 'Saving...',
    renamed: 'Name saved',
    handOver:
      'To hand over ownership, make another member owner in the members table; then they can change your role, or you can leave.',
    delete: 'Delete workspace',
    deleteQuestion: (workspace) =>
      `Are you sure you want to delete "${workspace}"? Every comment, analysis, idea and member in it will be deleted and cannot be recovered.`,
    deleteConfirm: 'Delete',
  },
  members: {
    title: 'Members',
    count: (n) => `${n} member(s)`,
    email: 'Email',
    role: 'Role',
    joined: 'Joined',
    actions: 'Actions',
    you: 'you',
    roleOf: (email) => `Role of ${email}`,
    roleChanged: (email, role) => `${email} now has the ${role} role`,
    remove: 'Remove',
    removeOf: (email) => `Remove ${email}`,
    removeQuestion: (email) =>
      `Are you sure you want to remove ${email} from the workspace? They will no longer see its data.`,
    removed: (email) => `${email} is no longer a member`,
    leave: 'Leave workspace',
    leaveQuestion: (workspace) =>
      `Are you sure you want to leave "${workspace}"? You will no longer see its data unless you are invited again.`,
    leaveConfirm: 'Leave',
    readOnly: 'Only admins change roles, invite people and read the activity log.',
    resetLink: 'Password reset link',
    resetLinkOf: (email) => `Password reset link for ${email}`,
    resetLinkMade: (email) => `Password reset link made for ${email}`,
    resetLinkField: 'Password reset link',
    resetLinkExpires: (time) => `Expires at ${time}`,
    resetLinkNote: 'Pass it on to that person through a safe channel: it works once.',
  },
  password: {
    title: 'Your password',
    current: 'Current password',
    new: 'New password',
    repeat: 'Repeat the password',
    change: 'Change password',
    changing: 'Changing...',
    mismatch: 'The passwords do not match',
    changed: (ended) =>
      ended === 0
        ? 'Password changed.'
        : ended === 1
          ? 'Password changed. 1 session on another device was signed out.'
          : `Password changed. ${ended} sessions on other devices were signed out.`,
  },
  invitations: {
    title: 'Invitations',
    formTitle: 'Invite someone',
    email: 'Email',
    role: 'Role',
    roleHelp:
      'Viewer: reads every screen and exports. Analyst: also imports, analyses, corrects and generates content. Admin: also manages the team, the industries and scraping. Owner: also renames or deletes the workspace.',
    invite: 'Create invitation',
    inviting: 'Creating...',
    created: (email) => `Invitation created for ${email}`,
    link: 'Invitation link',
    linkOnce:
      'Copy it and send it now: for security it is not shown again. It works once, and only for that e-mail.',
    expires: (when) => `Expires on ${when}`,
    pending: 'Pending invitations',
    invitedBy: 'Created by',
    expiresColumn: 'Expires',
    actions: 'Actions',
    revoke: 'Revoke',
    revokeOf: (email) => `Revoke the invitation for ${email}`,
    revokeQuestion: (email) =>
      `Are you sure you want to revoke the invitation for ${email}? Its link will stop working.`,
    revoked: (email) => `Invitation for ${email} revoked`,
    emptyTitle: 'No pending invitations',
    emptyDescription: 'Invite someone with their e-mail and the role they will have.',
    loading: 'Loading invitations...',
  },
  apiTokens: {
    title: 'API tokens',
    intro:
      'For integrations (Zapier, Make, your scripts): send the token as Authorization: Bearer <token>. It acts in this workspace with its role, never above yours, and stops working if you revoke it or leave the workspace.',
    formTitle: 'Create a token',
    name: 'Name',
    namePlaceholder: 'e.g. Zapier – reports',
    nameLabel: 'Token name',
    roleLabel: 'Token role',
    role: 'Role',
    create: 'Create token',
    creating: 'Creating...',
    created: (name) => `Token "${name}" created`,
    token: 'Token',
    copy: 'Copy token',
    once: 'Copy it now: it will not be shown again.',
    list: 'Active tokens',
    createdBy: 'Created by',
    createdAt: 'Created',
    lastUsed: 'Last used',
    never: 'Never',
    actions: 'Actions',
    revoke: 'Revoke',
    revokeOf: (name) => `Revoke the token "${name}"`,
    revokeQuestion: 'The integrations that use it will stop working at once.',
    revoked: (name) => `Token "${name}" revoked`,
    empty: 'No tokens yet.',
    loading: 'Loading tokens...',
  },
  apifyAccount: {
    title: 'Apify account',
    intro:
      "Connect this workspace's Apify account: its scraping runs, watches and imports go through it, and Apify bills that account for them. Runs you start from that account's Apify console are imported through the webhook URL shown in Ingesta.",
    tokenHelp:
      'The token is in Apify → Settings → API & Integrations. It is stored encrypted and never shown again.',
    usesServerAccount: "Until you connect one, scraping uses the server's shared account.",
    needsAccount: 'Without a connected account, this workspace cannot scrape.',
    noKey:
      'This server cannot keep tokens: whoever runs it must set an encryption key (SECRETS_KEY).',
    loading: 'Loading the Apify account...',
    connectedTitle: 'Account connected',
    notConnectedTitle: 'No account connected',
    tokenLabel: 'Apify API token',
    connect: 'Connect',
    connecting: 'Connecting...',
    replace: 'Connect another token',
    account: 'Account',
    connectedAt: 'Connected on',
    token: 'Token',
    tokenEnd: (end) => `Ends in …${end}`,
    tokenUnreadable:
      'The stored token cannot be read (the server changed its encryption key): connect it again.',
    connected: (username) => `Apify account "${username}" connected`,
    disconnect: 'Disconnect',
    disconnectTitle: (username) => `Disconnect the Apify account "${username}"`,
    disconnectToServer:
      "Scraping runs, watches and imports will use the server's shared account instead.",
    disconnectToNothing:
      'Scraping will stop working in this workspace until you connect another account.',
    disconnected: 'Apify account disconnected',
  },
};

export default english;
