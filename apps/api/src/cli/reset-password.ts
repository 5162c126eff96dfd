import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config/env';
import { openDatabase } from '../db/open-database';
import { createLogger } from '../infra/log/logger';
import { users } from '../db/schema';
import { makeResetToken, resetLinkUrl } from '../domain/auth/password-changes';

/**
 * `npm run reset-password -- <email>`: the operator's way back into an account when the server
 * sends no e-mail. Prints a single-use link, valid one hour, on the configured
 * database; on the embedded one, run it while the server is stopped (one process owns it).
 */
async function main(): Promise<number> {
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email) {
    console.error('Uso: npm run reset-password -- <correo de la cuenta>');
    return 2;
  }
  const config = loadConfig(process.env, process.cwd());
  const database = await openDatabase(config, createLogger({ level: config.logLevel }));
  try {
    const [account] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    if (!account) {
      console.error(`No hay ninguna cuenta con el correo ${email}`);
      return 1;
    }
    const { token, expiresAt } = await makeResetToken(database.db, account.id, new Date());
    console.log(
      `Enlace para elegir una contraseña nueva (sirve una vez, caduca ${expiresAt.toISOString()}):`,
    );
    console.log(resetLinkUrl(config.appOrigin, token));
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
