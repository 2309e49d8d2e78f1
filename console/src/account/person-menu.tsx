/**
 * The signed-in person's menu in the top bar: who and where they are, and what is theirs to change (the password).
 * A key has no person behind it: its label is shown, with no menu.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useSession } from '../session.js';

export function PersonMenu() {
  const { me } = useSession();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  const who = `${me?.organization.name ?? ''} · ${me?.credential.label ?? ''}`;
  const scopes = me?.credential.scopes.join(' ');
  if (me?.credential.kind !== 'user')
    return (
      <span className="whoami" title={scopes}>
        {who}
      </span>
    );
  return (
    <div className="person-menu" ref={ref}>
      <button type="button" className="whoami" title={scopes} aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        {who}
      </button>
      {open && (
        <div className="menu" role="menu" aria-label="Your account">
          <Link role="menuitem" href="/account/password" onClick={() => setOpen(false)}>
            Change password
          </Link>
        </div>
      )}
    </div>
  );
}
