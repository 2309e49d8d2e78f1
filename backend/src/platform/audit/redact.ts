/**
 * What must never reach the audit log: credentials and signing secrets. They
 * are removed by field name and, wherever else they hide, by their shape.
 */
import { createHash } from 'node:crypto';
import { AuditedJson, JsonText } from './record.js';

const SECRET_FIELD =
  /^(password|current_password|new_password|pass|secret|token|access_token|refresh_token|api_key|apikey|key|authorization|cookie|set-cookie|smtp_password|signing_secret)$/i;
const SECRET_VALUE = /\b(sk_[0-9A-Za-z]{8,}|kt_[0-9A-Za-z]{8,}|whsec_[0-9A-Za-z+/=]{8,})/g;

export const REDACTED = '[redacted]';

export function redactString(text: string): string {
  return text.replace(SECRET_VALUE, (secret) => `${secret.slice(0, secret.indexOf('_') + 1)}${REDACTED}`);
}

/** `"password": <value>` in JSON text, where the value is a string, number, boolean or null. */
const SECRET_MEMBER = secretMember('"(?:[^"\\\\]|\\\\.)*"');
/**
 * The same at the end of a text cut short: a string value that runs to the cut (a backslash its last character) is
 * a secret's start all the same.
 */
const SECRET_MEMBER_AT_CUT = secretMember('"(?:[^"\\\\]|\\\\.)*(?:"|\\\\?$)');

function secretMember(stringValue: string): RegExp {
  return new RegExp(`"(${SECRET_FIELD.source.slice(2, -2)})"(\\s*:\\s*)(${stringValue}|-?[0-9][0-9.eE+-]*|true|false)`, 'gi');
}

const redactJson = (text: string, member: RegExp) =>
  redactString(text.replace(member, (_, field: string, colon: string) => `"${field}"${colon}"${REDACTED}"`));

/**
 * A long body is redacted as far as its preview reaches and this far beyond, not whole (a page of invoices is ten times
 * its preview). A secret that straddles that end is still matched there (SECRET_MEMBER_AT_CUT; a key's shape matches
 * from its first eight characters), so the redacted start differs from the whole text's redaction only in its last
 * few characters, a member's name or a key's prefix cut short: PREVIEW_GUARD of them are never shown.
 */
const PREVIEW_REDACTION_SPAN = 1024;
const PREVIEW_GUARD = 256;

/**
 * The JSON text of a value as the audit log keeps it: secrets redacted, and
 * past `limitBytes` cut to a preview that says so (with the body's size as sent, and with `digest` its SHA-256). One
 * native serialisation and two regular-expression passes over the text, no deep copy or per-key
 * callback: this runs for every API call.
 */
export function auditJson(value: unknown, limitBytes: number, { digest = false }: { digest?: boolean } = {}): string {
  if (value === undefined || value === null) return 'null';
  if (value instanceof AuditedJson) return value.text;
  let text: string;
  if (value instanceof JsonText) text = value.text;
  else
    try {
      text = JSON.stringify(value) ?? 'null';
    } catch {
      // Cycles or nesting too deep to serialise: keep what can be said about it.
      return JSON.stringify({ unserialisable: true });
    }
  let redacted: string | undefined;
  if (text.length > limitBytes + PREVIEW_REDACTION_SPAN) {
    const start = redactJson(text.slice(0, limitBytes + PREVIEW_REDACTION_SPAN), SECRET_MEMBER_AT_CUT);
    // Secrets longer than their mark shortened it below the preview and its guard: the whole text is redacted.
    if (start.length >= limitBytes + PREVIEW_GUARD) redacted = start;
  }
  if (redacted === undefined) {
    redacted = redactJson(text, SECRET_MEMBER);
    if (redacted.length <= limitBytes && Buffer.byteLength(redacted) <= limitBytes) return jsonbSafe(redacted);
  }
  const sha256 = digest ? { sha256: createHash('sha256').update(text).digest('hex') } : {};
  return jsonbSafe(JSON.stringify({ truncated: true, size: Buffer.byteLength(text), ...sha256, preview: redacted.slice(0, limitBytes) }));
}

/** Query parameters that carry credentials under any of these names. */
const SECRET_PARAM = /(pass|secret|token|key|auth|signature|credential|session)/i;

/** A URL as the log keeps it: credential-named query values and secret-shaped text redacted, like headers. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return redactString(url);
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // a malformed escape: judge the name as sent
      }
      return equals >= 0 && SECRET_PARAM.test(decoded) ? `${name}=${REDACTED}` : pair;
    });
  return redactString(`${url.slice(0, mark)}?${query.join('&')}`);
}

/** `password: value` in text that is not valid JSON (or is form-encoded): the value goes, up to the next separator. */
const SECRET_RAW_MEMBER = new RegExp(
  `(["']?(?:${SECRET_FIELD.source.slice(2, -2)})["']?\\s*[:=]\\s*)("(?:[^"\\\\]|\\\\.)*"?|'[^']*'?|[^,&}\\s]*)`,
  'gi',
);

/** A body that could not be parsed, as the log keeps it: secret members and secret-shaped text redacted. */
export function redactRawBody(text: string): string {
  return redactString(text.replace(SECRET_RAW_MEMBER, (_, lead: string) => `${lead}"${REDACTED}"`));
}
/**
 * jsonb refuses `\u0000` and lone surrogate escapes, which JSON.stringify writes for a refused
 * request's body (or a preview cut inside a pair); one such entry would sink its whole batch.
 * Escaped backslashes are matched first so that `\\u0000` (a backslash, then text) stays.
 */
const JSONB_UNSAFE = /\\\\|\\ud[89ab][0-9a-f]{2}\\ud[c-f][0-9a-f]{2}|\\u0000|\\ud[89a-f][0-9a-f]{2}/gi;
export const jsonbSafe = (text: string) =>
  text.replace(JSONB_UNSAFE, (match) => (match.length === 2 || match.length === 12 ? match : '\\ufffd'));
