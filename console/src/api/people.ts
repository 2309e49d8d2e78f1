/** The organization's people: `/api/v1/users/`. */
import { api, query } from './client.js';
import type { Page, PasswordReset, User, UserInvited } from './types.js';

const USERS = '/api/v1/users/';

export type Role = User['role'];

export const peopleApi = {
  list: () => api.get<Page<User>>(`${USERS}${query({ ordering: 'email', page_size: 200 })}`),
  invite: (invite: { email: string; name?: string; role: Role }) => api.post<UserInvited>(USERS, invite),
  update: (id: number, patch: { role?: Role; name?: string }) => api.patch<User>(`${USERS}${id}/`, patch),
  resetPassword: (id: number) => api.post<PasswordReset>(`${USERS}${id}/reset-password/`),
  remove: (id: number) => api.delete(`${USERS}${id}/`),
};
