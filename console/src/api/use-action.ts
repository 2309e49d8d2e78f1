import { useCallback, useState } from 'react';
import type { ApiError } from './client.js';

/** A button's call to the API: its refusal is kept to show, and cleared by the next try. */
export function useAction(): { error: ApiError | null; run: <T>(action: () => Promise<T>) => Promise<T | undefined> } {
  const [error, setError] = useState<ApiError | null>(null);
  const run = useCallback(async <T>(action: () => Promise<T>) => {
    setError(null);
    try {
      return await action();
    } catch (failure) {
      setError(failure as ApiError);
      return undefined;
    }
  }, []);
  return { error, run };
}
