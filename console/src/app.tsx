/**
 * The console: sign in, then Invoices, Clients, Flows and Settings. Every screen
 * is a page of its own under /console/, so a reload or a shared link lands
 * where it was.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { NavLink } from './ui/nav-link.js';
import { Link, Redirect, Route, Router, Switch } from 'wouter';
import { createQueryClient } from './api/query-client.js';
import { FlowEditorPage } from './flows/editor/flow-editor-page.js';
import { FlowsPage } from './flows/flows-page.js';
import { SessionProvider, useSession } from './session.js';
import { OrganizationPage } from './settings/organization-page.js';
import { PeoplePage } from './people/people-page.js';
import { SettingsPage } from './settings/settings-page.js';
import { SignInPage } from './sign-in-page.js';
import { PasswordPage, PasswordRequiredPage } from './account/password-pages.js';
import { PersonMenu } from './account/person-menu.js';
import { ClientPage } from './records/client-page.js';
import { ClientsPage } from './records/clients-page.js';
import { InvoicePage } from './records/invoice-page.js';
import { InvoicesPage } from './records/invoices-page.js';
import { mayDo } from './scopes.js';
import { idFromPath } from './ui/format.js';

export function App() {
  // One cache for the tab's life; the session empties it when the signed-in credential changes.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Router base="/console">
        <SessionProvider>
          {(ready, me) =>
            !ready ? (
              <p className="loading">Loading…</p>
            ) : !me ? (
              <SignInPage />
            ) : me.password_change_required ? (
              // Nothing else answers such a session; the address is kept, so the console goes on there once it is changed.
              <PasswordRequiredPage />
            ) : (
              <Shell />
            )
          }
        </SessionProvider>
      </Router>
    </QueryClientProvider>
  );
}

function Shell() {
  const { me, signOut } = useSession();
  return (
    <div className="shell">
      <header className="topbar">
        <Link href="/flows" className="brand">
          Kontor
        </Link>
        <nav aria-label="Main">
          {mayDo(me, 'invoices', 'read') && <NavLink href="/invoices">Invoices</NavLink>}
          {mayDo(me, 'clients', 'read') && <NavLink href="/clients">Clients</NavLink>}
          <NavLink href="/flows">Flows</NavLink>
          <NavLink href="/settings/automation">Settings → Automation</NavLink>
          {mayDo(me, 'organization', 'read') && <NavLink href="/settings/organization">Organization</NavLink>}
          {mayDo(me, 'users', 'read') && <NavLink href="/settings/people">People</NavLink>}
        </nav>
        <PersonMenu />
        <button type="button" data-leaves onClick={() => void signOut()}>
          Sign out
        </button>
      </header>
      <main>
        <Switch>
          <Route path="/flows" component={FlowsPage} />
          <Route path="/flows/:id">
            {(params) =>
              params.id === 'new' || idFromPath(params.id) !== null ? <FlowEditorPage flowId={idFromPath(params.id)} /> : <NotFound />
            }
          </Route>
          <Route path="/invoices" component={InvoicesPage} />
          <Route path="/invoices/:id">{(params) => withId(params.id, (id) => <InvoicePage key={id} invoiceId={id} />)}</Route>
          <Route path="/clients" component={ClientsPage} />
          <Route path="/clients/:id">{(params) => withId(params.id, (id) => <ClientPage key={id} clientId={id} />)}</Route>
          <Route path="/settings/organization" component={OrganizationPage} />
          <Route path="/settings/people" component={PeoplePage} />
          <Route path="/account/password" component={PasswordPage} />
          <Route path="/settings/automation" nest>
            <SettingsPage />
          </Route>
          <Route path="/sign-in">
            <Redirect to="/flows" replace />
          </Route>
          <Route path="/">
            <Redirect to="/flows" replace />
          </Route>
          <Route component={NotFound} />
        </Switch>
      </main>
    </div>
  );
}

/** A page for the object whose id the address holds, or "no such page" for an address that holds none. */
function withId(text: string, page: (id: number) => ReactNode): ReactNode {
  const id = idFromPath(text);
  return id === null ? <NotFound /> : page(id);
}

function NotFound() {
  return (
    <p className="empty">
      There is no such page. <Link href="/flows">Go to the flows.</Link>
    </p>
  );
}
