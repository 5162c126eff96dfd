/**
 * After joining (or leaving) a workspace the session acts in another one, and every screen must
 * read it afresh: the page reloads, at Inicio.
 */
export function reloadAtHome(): void {
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
  window.location.reload();
}

/** Leaves the invitation route for Inicio without a reload (before the first screen renders). */
export function leaveForHome(): void {
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
}
