import { type Account, type AccountStore, MAX_USERNAME_LENGTH, PasswordChecksBusyError } from './accounts.ts';
import type { SignInThrottle } from './signInThrottle.ts';

export type PasswordSignIn =
  | { outcome: 'signed-in'; account: Account }
  /** Wrong username or password (told apart from nothing). */
  | { outcome: 'refused' }
  /** The account is waiting after failed sign-ins; the password was not checked. */
  | { outcome: 'backing-off'; waitSeconds: number }
  /** Too many password checks at once; the password was not checked and nothing was counted. */
  | { outcome: 'busy' };

class BackingOff extends Error {
  constructor(readonly waitSeconds: number) {
    super('The account is backing off');
  }
}

/**
 * Checks a password typed into the sign-in form, in the order that keeps guessing slow and the server responsive: an
 * account that is waiting is refused before anything costly; otherwise the try waits for a hashing slot (or is turned
 * away when too many wait), is counted as a failure the moment it gets one, and a right password clears the count. A
 * username nobody has takes the same path and time. Without a throttle (the provider tested alone) nothing backs off.
 */
export async function checkPasswordSignIn(
  accounts: AccountStore,
  throttle: SignInThrottle | undefined,
  username: string,
  password: string,
): Promise<PasswordSignIn> {
  // No account has such a name (a rule, not a secret): refused without a row for it.
  if (!username || !password || username.length > MAX_USERNAME_LENGTH) return { outcome: 'refused' };
  const waitSeconds = (await throttle?.waitSeconds(username)) ?? 0;
  if (waitSeconds > 0) return { outcome: 'backing-off', waitSeconds };
  let account: Account | undefined;
  try {
    account = await accounts.verifyPassword(username, password, {
      beforeHashing: async () => {
        const claim = await throttle?.claim(username);
        if (claim && !claim.allowed) throw new BackingOff(claim.waitSeconds);
      },
    });
  } catch (error) {
    if (error instanceof BackingOff) return { outcome: 'backing-off', waitSeconds: error.waitSeconds };
    if (error instanceof PasswordChecksBusyError) return { outcome: 'busy' };
    throw error;
  }
  if (!account) return { outcome: 'refused' };
  await throttle?.clear(username);
  return { outcome: 'signed-in', account };
}

/** "30 seconds", "1 minute", "15 minutes": a wait as the sign-in page says it (minutes rounded up). */
export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

// The requests whose sign-in succeeded, for the per-address limit to leave uncounted (it runs before the form's handler
// and learns the outcome after it). Weak: a request is forgotten with it.
const succeededSignIns = new WeakSet<Request>();

export function markSignInSucceeded(request: Request): void {
  succeededSignIns.add(request);
}

/** Whether this request signed someone in: the per-address limit counts only the others (failures). */
export function signInSucceeded(request: Request): boolean {
  return succeededSignIns.has(request);
}
