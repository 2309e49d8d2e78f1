/**
 * Who is signed in. The credential (a user's access token or an API key) is
 * kept in sessionStorage only; signing out revokes a token on the server too.
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { authApi } from './api/auth.js';
import { type Credential, storeCredential, storedCredential, whenUnauthorized } from './api/client.js';
import type { Me } from './api/types.js';

interface Session {
  me: Me | null;
  signInWithPassword: (email: string, password: string) => Promise<void>;
  signInWithKey: (key: string) => Promise<void>;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside <SessionProvider>');
  return session;
}

export function SessionProvider({ children }: { children: (ready: boolean, me: Me | null) => ReactNode }) {
  const [me, setMe] = useState<Me | null>(null);
  // With nothing stored there is nothing to check: the sign-in page shows at once.
  const [ready, setReady] = useState(() => storedCredential() === null);

  const forget = useCallback(() => {
    storeCredential(null);
    setMe(null);
  }, []);

  const adopt = useCallback(async (credential: Credential) => {
    const who = await authApi.me(credential);
    storeCredential(credential);
    setMe(who);
  }, []);

  useEffect(() => {
    whenUnauthorized(forget);
    const credential = storedCredential();
    if (!credential) return;
    // The stored credential may have expired or been revoked since.
    authApi
      .me(credential)
      .then(setMe, forget)
      .finally(() => setReady(true));
  }, [forget]);

  const session = useMemo<Session>(
    () => ({
      me,
      signInWithPassword: async (email, password) => {
        const { token } = await authApi.token(email, password);
        await adopt({ scheme: 'Token', secret: token });
      },
      signInWithKey: (key) => adopt({ scheme: 'Bearer', secret: key.trim() }),
      signOut: async () => {
        if (storedCredential()?.scheme === 'Token') await authApi.signOut().catch(() => undefined);
        forget();
      },
    }),
    [me, adopt, forget],
  );

  return <SessionContext.Provider value={session}>{children(ready, me)}</SessionContext.Provider>;
}
