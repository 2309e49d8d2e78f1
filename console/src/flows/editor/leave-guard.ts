import { useEffect } from 'react';
import { useLocation } from 'wouter';

const QUESTION = 'Leave without saving the flow?';
/** Marks the history entry the guard stands in front of the editor's own. */
const GUARD = { kontorLeaveGuard: true };

const guardIsCurrent = () => (window.history.state as typeof GUARD | null)?.kontorLeaveGuard === true;

/**
 * Runs `then` once the guard's entry is no longer the current one: at once, or on the Back with which the guard goes
 * when there is nothing left to guard (a Back is asynchronous). The editor's address is replaced through it: replaced
 * earlier, the guard's entry would take the new address and the editor's old one would stay under it, for Back to
 * land on. Returns what stops waiting.
 */
export function whenUnguarded(then: () => void): () => void {
  if (!guardIsCurrent()) {
    then();
    return () => undefined;
  }
  window.addEventListener('popstate', then, { once: true });
  return () => window.removeEventListener('popstate', then);
}

/**
 * Unsaved changes are not lost by accident: the browser asks before a reload
 * or closing the tab; the console's own links out of the editor, and buttons
 * that leave it (`data-leaves`: signing out), ask first; so does the
 * browser's Back button, through a history entry of the guard's own in front
 * of the editor's (Back lands on it, and is let through once confirmed).
 */
export function useLeaveGuard(dirty: boolean): void {
  const [, navigate] = useLocation();

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      const leaving = target?.closest?.('[data-leaves]');
      if (leaving) {
        if (!window.confirm(QUESTION)) {
          event.preventDefault();
          event.stopPropagation();
        }
        return;
      }
      const link = target?.closest?.('a[href^="/console/"]');
      if (!link || link.closest('.editor-body')) return;
      event.preventDefault();
      event.stopPropagation();
      if (window.confirm(QUESTION)) navigate((link.getAttribute('href') ?? '/console/flows').replace(/^\/console/, ''));
    };
    const onBack = () => {
      if (window.confirm(QUESTION)) {
        window.removeEventListener('popstate', onBack);
        window.history.back();
      } else {
        window.history.pushState(GUARD, '', window.location.href);
      }
    };
    window.history.pushState(GUARD, '', window.location.href);
    window.addEventListener('beforeunload', warn);
    window.addEventListener('popstate', onBack);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', warn);
      window.removeEventListener('popstate', onBack);
      document.removeEventListener('click', onClick, true);
      // Saved (nothing left to guard) while the guard's entry is the current one: it goes, so Back needs one press.
      if (guardIsCurrent()) window.history.back();
    };
  }, [dirty, navigate]);
}
