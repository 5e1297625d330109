// After a deliberate sign-out the guard sends the user to `/` (SPEC §2) instead of to `/auth`.
// The logout code records the wish here just before it clears the session; it expires quickly so a
// later, unrelated sign-out (another tab, session expiry) still lands on /auth.

let intent: { to: string; at: number } | null = null;

export function setSignOutIntent(to: string): void {
  intent = { to, at: Date.now() };
}

export function signOutDestination(): string | null {
  if (intent && Date.now() - intent.at < 5_000) return intent.to;
  intent = null;
  return null;
}
