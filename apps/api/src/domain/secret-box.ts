/**
 * Seals short secrets (a workspace's Apify token) before they are stored and opens them when
 * used, so a copy of the database alone reveals none of them. `infra/secrets` implements it.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** Throws when `sealed` was made with another key or altered. */
  open(sealed: string): string;
}
