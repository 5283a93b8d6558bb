import { createHmac, randomUUID } from 'node:crypto';

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export interface TestClaims {
  sub: string;
  roles: string[];
  name: string;
  team_id: number;
  company_id: number;
  exp?: number;
}

/** A real HS256 JWT, signed the way the server signs them. */
export function signToken(claims: Partial<TestClaims> = {}, secret = 'test-secret'): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    sub: '7',
    roles: ['editor'],
    name: 'Alice Martin',
    team_id: 3,
    company_id: 5,
    iat: now,
    exp: now + 3600,
    jti: randomUUID(),
    ...claims,
  };
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(payload));
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}
