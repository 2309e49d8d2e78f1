import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './client.js';

export interface Loaded<T> {
  /** The last answer; kept while a newer request is on its way. */
  data?: T;
  error?: ApiError;
  loading: boolean;
  reload: () => void;
}

type Key = string | number | boolean | null | undefined;

/** Loads whenever `keys` change (or on reload); an answer to an older request is dropped. */
export function useLoad<T>(load: () => Promise<T>, keys: readonly Key[]): Loaded<T> {
  const [generation, setGeneration] = useState(0);
  const request = JSON.stringify([...keys, generation]);
  const [state, setState] = useState<{ request?: string; data?: T; error?: ApiError }>({});
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });

  useEffect(() => {
    let current = true;
    latestLoad.current().then(
      (data) => current && setState({ request, data }),
      (error: unknown) => current && setState({ request, error: asApiError(error) }),
    );
    return () => {
      current = false;
    };
  }, [request]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { data: state.data, error: state.error, loading: state.request !== request, reload };
}

function asApiError(error: unknown): ApiError {
  return error instanceof ApiError
    ? error
    : new ApiError({ type: 'about:blank', title: 'Error', status: 0, code: 'client_error', detail: String(error) });
}
