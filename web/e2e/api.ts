import { expect, type APIRequestContext } from '@playwright/test';
import type { User } from './users';

/** A suffix no other run's records have: the specs share one seeded server. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** `user`'s session token, for seeding records through the API. */
export async function tokenOf(request: APIRequestContext, user: User): Promise<string> {
  const res = await request.post('/auth/login', { data: { email: user.email, password: user.password } });
  expect(res.status()).toBe(200);
  return (await res.json()).token as string;
}
