import { systemRecord } from '../audit/record.js';
export function createMailer(config, audit) {
    // nodemailer is loaded with the first e-mail: most processes (the API, a worker delivering webhooks) never send one,
    // and loading it is a tenth of a worker's start-up.
    let loading;
    let loaded;
    const { smtpUrl } = config;
    const transport = smtpUrl
        ? () => (loading ??= import('nodemailer').then(({ default: nodemailer }) => (loaded = nodemailer.createTransport(smtpUrl))))
        : null;
    return {
        async send(message) {
            const started = performance.now();
            const record = (status, response, error) => audit.record(systemRecord({
                organizationId: message.organizationId,
                kind: 'email',
                method: transport ? 'SMTP' : 'CAPTURE',
                url: `mailto:${message.to}`,
                status,
                durationMs: performance.now() - started,
                request: { headers: { from: config.mailFrom, to: message.to, subject: message.subject }, body: message.text },
                response: { body: response },
                error,
                createdAt: new Date(),
            }));
            // Statuses as SMTP would say them, so the log's success / failure filter reads them: 250 sent, 202 kept, 554 refused.
            if (!transport) {
                record(202, { captured: true, note: 'SMTP_URL is not set; the e-mail was kept here instead of sent.' }, null);
                return { message_id: null, captured: true };
            }
            try {
                const info = await (await transport()).sendMail({ from: config.mailFrom, to: message.to, subject: message.subject, text: message.text });
                record(250, { message_id: info.messageId, accepted: info.accepted }, null);
                return { message_id: info.messageId, captured: false };
            }
            catch (error) {
                record(554, null, error.message);
                throw new Error(`the mail server refused: ${error.message}`, { cause: error });
            }
        },
        close: () => loaded?.close(),
    };
}
//# sourceMappingURL=email.js.map