import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../db/pglite';
import { silentLogger } from '../infra/log/logger';
import { users } from '../db/schema';
import { resetPassword } from '../domain/auth/password-changes';

const run = promisify(execFile);

/** The command as the operator runs it, on the embedded database in `dataDir`. */
function resetPasswordCommand(dataDir: string, email: string) {
  return run(process.execPath, ['--import', 'tsx', 'src/cli/reset-password.ts', email], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      REPLICA_DATA_DIR: dataDir,
      PUBLIC_URL: 'https://replica.example.com',
    },
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('npm run reset-password', () => {
  it('prints a single-use link into the account, or says there is no such account', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'replica-reset-'));
    const before = await openPglite({ dataDir, logger: silentLogger });
    await before.db.insert(users).values({ email: 'ana@clinica.example', passwordHash: 'x' });
    await before.close();

    const unknown = await resetPasswordCommand(dataDir, 'nadie@clinica.example');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No hay ninguna cuenta con el correo nadie@clinica.example');

    const made = await resetPasswordCommand(dataDir, ' Ana@Clinica.example ');
    expect(made.code).toBe(0);
    const token = /https:\/\/replica\.example\.com\/#\/restablecer\?token=([\w-]{43})/.exec(
      made.stdout,
    )?.[1];
    expect(token).toBeDefined();

    const after = await openPglite({ dataDir, logger: silentLogger });
    try {
      const reset = await resetPassword(after.db, {
        token: token!,
        newPassword: 'una frase nueva y larga',
        now: new Date(),
      });
      expect(reset.ok).toBe(true);
    } finally {
      await after.close();
    }
  }, 120_000);
});
