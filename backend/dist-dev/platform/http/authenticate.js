import { authenticationFailed } from '../errors.js';
export function authenticate(lookups) {
    return async function identifyCaller(ctx, next) {
        const header = ctx.get('authorization');
        if (header) {
            const match = /^(\S+)\s+(\S+)\s*$/.exec(header);
            const scheme = match?.[1]?.toLowerCase();
            const credential = match?.[2] ?? '';
            if (scheme === 'bearer' || scheme === 'api-key') {
                const principal = await lookups.apiKey(credential);
                if (principal)
                    ctx.state.principal = principal;
                else
                    ctx.state.authError = authenticationFailed('The API key is not valid or has been revoked.');
            }
            else if (scheme === 'token') {
                const principal = await lookups.token(credential);
                if (principal)
                    ctx.state.principal = principal;
                else
                    ctx.state.authError = authenticationFailed('The access token is not valid or has expired.');
            }
            else {
                ctx.state.authError = authenticationFailed('Use "Authorization: Bearer sk_...", "Api-Key sk_..." or "Token <token>".');
            }
        }
        await next();
    };
}
//# sourceMappingURL=authenticate.js.map