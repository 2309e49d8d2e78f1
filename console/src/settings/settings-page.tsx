import { NavLink } from '../ui/nav-link.js';
import { Redirect, Route, Switch } from 'wouter';
import { ApiKeysSection } from './api-keys-section.js';
import { AuditLogSection } from './audit-log-section.js';
import { DebtCollectionSection } from './debt-collection-section.js';
import { WebhookDeliveries } from './webhook-deliveries.js';
import { WebhooksSection } from './webhooks-section.js';
import { idFromPath } from '../ui/format.js';

/** Settings → Automation: API keys, webhooks, debt collection's rates and the audit log, each a tab with its own address. */
export function SettingsPage() {
  return (
    <div className="page">
      <h1>Settings → Automation</h1>
      <nav className="tabs" aria-label="Automation settings">
        <NavLink href="/api-keys">API keys</NavLink>
        <NavLink href="/webhooks">Webhooks</NavLink>
        <NavLink href="/debt-collection">Debt collection</NavLink>
        <NavLink href="/log">Log</NavLink>
      </nav>
      <Switch>
        <Route path="/api-keys" component={ApiKeysSection} />
        <Route path="/webhooks" component={WebhooksSection} />
        <Route path="/webhooks/:id">
          {(params) => {
            const webhookId = idFromPath(params.id);
            return webhookId === null ? <p className="empty">There is no such webhook.</p> : <WebhookDeliveries webhookId={webhookId} />;
          }}
        </Route>
        <Route path="/debt-collection" component={DebtCollectionSection} />
        <Route path="/log" component={AuditLogSection} />
        <Route>
          <Redirect to="/api-keys" replace />
        </Route>
      </Switch>
    </div>
  );
}
