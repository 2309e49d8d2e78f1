/**
 * What must never reach the audit log: credentials and signing secrets. They
 * are removed by field name and, wherever else they hide, by their shape.
 */
const SECRET_FIELD = /^(password|pass|secret|token|access_token|refresh_token|api_key|apikey|key|authorization|cookie|set-cookie|smtp_password|signing_secret)$/i;
const SECRET_VALUE = /\b(sk_[0-9A-Za-z]{8,}|kt_[0-9A-Za-z]{8,}|whsec_[0-9A-Za-z+/=]{8,})/g;
const MAX_DEPTH = 20;

export const REDACTED = '[redacted]';

export function redactString(text: string): string {
  return text.replace(SECRET_VALUE, (secret) => `${secret.slice(0, secret.indexOf('_') + 1)}${REDACTED}`);
}

/** A deep copy with secrets replaced; cycles and depth beyond reason are cut. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactString(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [field, inner] of Object.entries(value)) {
    copy[field] = SECRET_FIELD.test(field) && inner !== null && inner !== '' ? REDACTED : redact(inner, depth + 1);
  }
  return copy;
}

/** Redacts, then cuts what is longer than `limitBytes` once serialised, saying so. */
export function capped(value: unknown, limitBytes: number): unknown {
  if (value === undefined) return null;
  const clean = redact(value);
  const text = typeof clean === 'string' ? clean : JSON.stringify(clean);
  if (text === undefined || Buffer.byteLength(text) <= limitBytes) return clean;
  return { truncated: true, size: Buffer.byteLength(text), preview: text.slice(0, limitBytes) };
}
