import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';

/** A link marked active on its own page and on every page below it (`/webhooks` on `/webhooks/3`). */
export function NavLink({ href, children }: { href: string; children: ReactNode }) {
  const [location] = useLocation();
  const active = location === href || location.startsWith(`${href}/`);
  return (
    <Link href={href} className={active ? 'active' : ''} aria-current={active ? 'page' : undefined}>
      {children}
    </Link>
  );
}
