/**
 * Events as people and integrators both read them: the title ("New invoice") with the code beside it
 * (`INVOICE_CREATED`), and a checkbox list of them for a webhook's subscription.
 */
import type { EventType } from '../api/types.js';

export const EVERY_EVENT = '*';

export function EventName({ type, eventTypes }: { type: string; eventTypes: readonly EventType[] }) {
  if (type === EVERY_EVENT) return <>Every event</>;
  const title = eventTypes.find((known) => known.type === type)?.title;
  return (
    <span className="event-name">
      {title ?? 'An event Kontor no longer lists'} <code className="event-code">{type}</code>
    </span>
  );
}

/** Every event offered but PING (sent by Test only), and any already chosen that the catalogue no longer names. */
export function EventChoices({
  eventTypes,
  chosen,
  onChange,
}: {
  eventTypes: readonly EventType[];
  chosen: readonly string[];
  onChange: (events: string[]) => void;
}) {
  const offered = [...new Set([...eventTypes.map((type) => type.type).filter((type) => type !== 'PING'), ...chosen])].filter(
    (type) => type !== EVERY_EVENT,
  );
  const every = chosen.includes(EVERY_EVENT);
  const toggle = (type: string, on: boolean) =>
    onChange(on ? [...chosen.filter((other) => other !== type), type] : chosen.filter((other) => other !== type));
  return (
    <div className="event-choices">
      <label className="checkbox every">
        <input type="checkbox" checked={every} onChange={(event) => toggle(EVERY_EVENT, event.target.checked)} />
        Every event, those added to Kontor later too
      </label>
      {offered.map((type) => (
        <label key={type} className="checkbox" title={eventTypes.find((known) => known.type === type)?.description}>
          <input
            type="checkbox"
            disabled={every}
            checked={every || chosen.includes(type)}
            onChange={(event) => toggle(type, event.target.checked)}
          />
          <EventName type={type} eventTypes={eventTypes} />
        </label>
      ))}
    </div>
  );
}
