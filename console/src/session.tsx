/**
 * Who is signed in. The credential (a user's access token or an API key) is
 * kept in sessionStorage only; signing out revokes a token on the server too.
 * A session that ends without the user signing out (the token expired, the
 * key was revoked) says why on the sign-in page it drops to.
 */
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { authApi } from './api/auth.js';
import { ApiError, type Credential, storeCredential, storedCredential, whenUnauthorized } from './api/client.js';
import type { Me } from './api/types.js';

interface Session {
  me: Me | null;
  /** Why the tab was signed out without signing out, for the sign-in page to say; null when it was not. */
  ended: string | null;
  signInWithPassword: (email: string, password: string) => Promise<void>;
  signInWithKey: (key: string) => Promise<void>;
  signOut: () => Promise<void>;
  /** Reads who is signed in again, after something the server knows of them changed (a one-time password replaced). */
  refresh: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside <SessionProvider>');
  return session;
}

export function SessionProvider({ children }: { children: (ready: boolean, me: Me | null) => ReactNode }) {
  const [me, setMe] = useState<Me | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  // With nothing stored there is nothing to check: the sign-in page shows at once.
  const [ready, setReady] = useState(() => storedCredential() === null);
  // What was read with one credential is never shown to the next: another key may see another organization, or less.
  const queryClient = useQueryClient();

  const forget = useCallback(
    (why: string | null = null) => {
      storeCredential(null);
      queryClient.clear();
      setMe(null);
      setEnded(why);
    },
    [queryClient],
  );

  const adopt = useCallback(
    async (credential: Credential) => {
      const who = await authApi.me(credential);
      storeCredential(credential);
      queryClient.clear();
      setEnded(null);
      setMe(who);
    },
    [queryClient],
  );

  useEffect(() => {
    whenUnauthorized((credential) => forget(endedBecause(credential)));
    const credential = storedCredential();
    if (!credential) return;
    // The stored credential may have expired or been revoked since: a 401 has said so above, through whenUnauthorized.
    authApi
      .me(credential)
      .then(setMe, (failure: unknown) => {
        if (!(failure instanceof ApiError && failure.status === 401))
          forget(
            `Kontor could not check your session (${failure instanceof ApiError ? failure.message : String(failure)}); sign in again.`,
          );
      })
      .finally(() => setReady(true));
  }, [forget]);

  const session = useMemo<Session>(
    () => ({
      me,
      ended,
      signInWithPassword: async (email, password) => {
        const { token } = await authApi.token(email, password);
        await adopt({ scheme: 'Token', secret: token });
      },
      signInWithKey: (key) => adopt({ scheme: 'Bearer', secret: key.trim() }),
      signOut: async () => {
        if (storedCredential()?.scheme === 'Token') await authApi.signOut().catch(() => undefined);
        forget();
      },
      refresh: async () => {
        const credential = storedCredential();
        if (credential) setMe(await authApi.me(credential));
      },
    }),
    [me, ended, adopt, forget],
  );

  return <SessionContext.Provider value={session}>{children(ready, me)}</SessionContext.Provider>;
}

/** What the sign-in page says when the API stopped taking the tab's credential. */
function endedBecause(credential: Credential): string {
  return credential.scheme === 'Token'
    ? 'Your session ended: the token was revoked or has expired; sign in again.'
    : 'Your session ended: the API key was revoked; sign in again.';
}
