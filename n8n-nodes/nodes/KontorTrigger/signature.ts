/**
 * Standard Webhooks verification of a Kontor delivery: `v1,` + base64
 * HMAC-SHA256 of `${id}.${timestamp}.${body}` under the secret's bytes after
 * `whsec_`, any of the space-separated signatures (a rotation sends two), and
 * a timestamp within five minutes either way (replays of old messages fail).
 */
import { createHmac, timingSafeEqual } from 'crypto';

export const TOLERANCE_SECONDS = 5 * 60;

export function verifySignature(
	secret: string,
	headers: Record<string, string | string[] | undefined>,
	body: string,
	nowSeconds: number,
): string | null {
	const header = (name: string) => {
		const value = headers[name];
		return Array.isArray(value) ? value[0] : value;
	};
	const id = header('webhook-id');
	const timestamp = header('webhook-timestamp');
	const signatures = header('webhook-signature');
	if (!id || !timestamp || !signatures) return 'missing Standard Webhooks headers';
	const sent = Number(timestamp);
	if (!Number.isInteger(sent) || Math.abs(nowSeconds - sent) > TOLERANCE_SECONDS)
		return 'timestamp outside the tolerance';
	if (!secret.startsWith('whsec_')) return 'no signing secret stored';
	const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
	if (key.length === 0) return 'empty signing secret';
	const expected = Buffer.from(
		createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64'),
	);
	for (const signature of signatures.split(' ')) {
		const [version, value] = signature.split(',');
		if (version !== 'v1' || !value) continue;
		const given = Buffer.from(value);
		if (given.length === expected.length && timingSafeEqual(given, expected)) return null;
	}
	return 'no valid signature';
}
