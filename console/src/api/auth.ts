/** Signing in and out, and one's own password: the URLs of `/api/v1/auth/`. A credential is passed explicitly while it is being tried. */
import { type Credential, api, request } from './client.js';
import type { Me, PasswordChange, PasswordChanged, TokenResponse } from './types.js';

export const authApi = {
  me: (credential: Credential) => request<Me>('GET', '/api/v1/auth/me/', undefined, credential),
  token: (email: string, password: string) => request<TokenResponse>('POST', '/api/v1/auth/token/', { email, password }, null),
  signOut: () => request<void>('DELETE', '/api/v1/auth/token/'),
  changePassword: (change: PasswordChange) => api.post<PasswordChanged>('/api/v1/auth/password/', change),
};
