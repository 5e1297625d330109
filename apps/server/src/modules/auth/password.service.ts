// E-mail + password accounts, so a fresh install with no identity provider still works.
import { randomUUID } from 'node:crypto';
import { DomainError } from '@nova/core/errors';
import type { AuthedUser } from '../../lib/authed-user.ts';
import type { Clock } from '../../lib/clock.ts';
import { type AuthRepo, toAuthedUser } from './auth.repo.ts';
import { dummyHash, hashPassword, verifyPassword } from './password.ts';

const invalid = () => new DomainError('invalid_credentials', 'Wrong e-mail or password');

export function passwordService({ repo, clock }: { repo: AuthRepo; clock: Clock }) {
  async function signUp(input: {
    email: string;
    password: string;
    name?: string | undefined;
  }): Promise<AuthedUser> {
    if (await repo.findUserByEmail(input.email)) {
      throw new DomainError('email_taken', 'An account with this e-mail already exists: sign in instead');
    }
    const user = {
      id: randomUUID(),
      email: input.email,
      name: input.name ?? (input.email.split('@')[0] ?? '').slice(0, 100),
      password_hash: await hashPassword(input.password),
      created_at: clock.now().toISOString(),
    };
    try {
      await repo.insertUser(user);
    } catch (error) {
      // Two sign-ups with one e-mail at the same moment: the unique index decides.
      if (await repo.findUserByEmail(input.email)) {
        throw new DomainError('email_taken', 'An account with this e-mail already exists: sign in instead');
      }
      throw error;
    }
    return toAuthedUser(user);
  }

  async function signIn(input: { email: string; password: string }): Promise<AuthedUser> {
    const user = await repo.findUserByEmail(input.email);
    if (!user?.password_hash) {
      await verifyPassword(input.password, await dummyHash());
      throw invalid();
    }
    if (!(await verifyPassword(input.password, user.password_hash))) throw invalid();
    return toAuthedUser(user);
  }

  return { signUp, signIn };
}

export type PasswordService = ReturnType<typeof passwordService>;
