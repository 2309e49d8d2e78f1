import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AuditedJson, JsonText } from './record.js';
import { auditJson, redactRawBody, redactString } from './redact.js';

describe('audit redaction', () => {
  it('removes secrets by field name at any depth', () => {
    const text = auditJson(
      { email: 'a@b.c', password: 'hunter2', nested: [{ token: 'abc', secret: 'x', key: 'k', name: 'kept' }] },
      10_000,
    );
    expect(JSON.parse(text)).toEqual({
      email: 'a@b.c',
      password: '[redacted]',
      nested: [{ token: '[redacted]', secret: '[redacted]', key: '[redacted]', name: 'kept' }],
    });
  });

  it('removes keys, tokens and signing secrets by their shape wherever they hide', () => {
    const key = `sk_${'A1b2'.repeat(10)}`;
    const text = auditJson({ note: `use ${key} please`, list: [`kt_${'x'.repeat(40)}`, 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'] }, 10_000);
    expect(text).not.toContain(key);
    expect(text).not.toContain('x'.repeat(40));
    expect(text).not.toContain('MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw');
    expect(redactString(`Bearer ${key}`)).toBe('Bearer sk_[redacted]');
  });

  it('keeps a long request body as its preview, its size and its SHA-256 as sent; a kept form goes as it is', () => {
    const text = `{"password":"hunter2","notes":"${'é'.repeat(3000)}"}`;
    const kept = auditJson(new JsonText(text), 1000, { digest: true });
    const parsed = JSON.parse(kept) as { truncated: boolean; size: number; sha256: string; preview: string };
    expect(parsed).toMatchObject({ truncated: true, size: Buffer.byteLength(text) });
    expect(parsed.sha256).toBe(createHash('sha256').update(text).digest('hex'));
    expect(parsed.preview).toHaveLength(1000);
    expect(parsed.preview).not.toContain('hunter2');
    expect(auditJson(new AuditedJson(kept), 1000)).toBe(kept);
    expect(JSON.parse(auditJson({ notes: 'x'.repeat(5000) }, 1000))).not.toHaveProperty('sha256');
  });

  it('cuts long bodies to a preview that says so', () => {
    const parsed = JSON.parse(auditJson({ notes: 'x'.repeat(5000) }, 1000));
    expect(parsed).toMatchObject({ truncated: true, size: 5012 });
    expect(parsed.preview).toHaveLength(1000);
  });

  it('redacts a long body only as far as its preview, the same as redacting it whole, a secret at the cut included', () => {
    const limit = 1000;
    const secrets = [
      { member: '"password":"', value: `${'p'.repeat(3000)}` },
      { member: '"token":"', value: `${'t'.repeat(60)}\\\\${'u'.repeat(60)}` },
      { member: '"note":"', value: `sk_${'K9'.repeat(30)}` },
      { member: '"key":', value: '12345678901234567890' },
    ];
    for (const { member, value } of secrets)
      for (let at = 0; at < 2600; at += 7) {
        const text = `{"a":"${'x'.repeat(at)}",${member}${value}${member.endsWith('"') ? '"' : ''},"b":"${'y'.repeat(3000)}"}`;
        const body = new JsonText(text);
        const whole = auditJson(body, 1e9);
        const parsed = JSON.parse(auditJson(body, limit)) as { truncated: boolean; size: number; preview: string };
        expect(parsed).toMatchObject({ truncated: true, size: text.length });
        expect(parsed.preview).toBe(whole.slice(0, limit));
        expect(parsed.preview).not.toMatch(/ppp|ttt|uuu|K9K9|1234/);
      }
    // A long secret before a key cut at the end of what is redacted brings that cut inside the preview: the whole text.
    for (let length = 1000; length <= 1040; length++)
      for (let into = 1; into <= 10; into++) {
        const before = `{"password":"${'p'.repeat(length)}","a":"`;
        const padding = 'x'.repeat(limit + 1024 - into - before.length - '","note":"'.length);
        const text = `${before}${padding}","note":"sk_${'K9'.repeat(30)}","b":"${'y'.repeat(3000)}"}`;
        const parsed = JSON.parse(auditJson(new JsonText(text), limit)) as { preview: string };
        expect(parsed.preview).toBe(auditJson(new JsonText(text), 1e9).slice(0, limit));
        expect(parsed.preview).not.toMatch(/K9K9/);
      }
  });

  it('leaves a secret-looking name inside a string alone, and redacts numbers and booleans too', () => {
    const parsed = JSON.parse(auditJson({ note: '"password": "visible"', pin: { password: 1234 }, token: true, secret: null }, 10_000));
    expect(parsed).toEqual({ note: '"password": "visible"', pin: { password: '[redacted]' }, token: '[redacted]', secret: null });
  });

  it('removes both passwords of a password change, and keeps the flag that only names one', () => {
    const parsed = JSON.parse(
      auditJson({ current_password: 'old secret 1', new_password: 'new secret 22', password_change_required: true }, 10_000),
    );
    expect(parsed).toEqual({ current_password: '[redacted]', new_password: '[redacted]', password_change_required: true });
    const raw = redactRawBody('{"current_password": "old secret 1", new_password=new-secret-22, "password_change_required": true');
    expect(raw).not.toContain('old secret 1');
    expect(raw).not.toContain('new-secret-22');
    expect(raw).toContain('"password_change_required": true');
  });

  it('survives values that cannot be serialised', () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(JSON.parse(auditJson(cycle, 100))).toEqual({ unserialisable: true });
    expect(auditJson(undefined, 100)).toBe('null');
  });
});
