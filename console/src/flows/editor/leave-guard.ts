import { useEffect } from 'react';
import { useLocation } from 'wouter';

/**
 * Unsaved changes are not lost by accident: the browser asks before a reload
 * or closing the tab, and the console's own links out of the editor ask first.
 */
export function useLeaveGuard(dirty: boolean): void {
  const [, navigate] = useLocation();

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="/console/"]');
      if (!link || link.closest('.editor-body')) return;
      event.preventDefault();
      event.stopPropagation();
      if (window.confirm('Leave without saving the flow?'))
        navigate((link.getAttribute('href') ?? '/console/flows').replace(/^\/console/, ''));
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, navigate]);
}
