import argon2 from 'argon2';

/**
 * argon2id at OWASP's baseline (19 MiB, 2 passes, 1 lane). The library's default (64 MiB, 3 passes, 4 lanes)
 * costs several times more CPU and memory per sign-in: under 200 users on 2 cores sign-ups and sign-ins queued
 * for 40-50 s and every concurrent hash held 64 MiB. A hash made with other parameters still verifies (they are
 * stored in it) and is replaced at the next successful sign-in (`needsRehash`).
 */
export const passwordHashOptions = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/** argon2id hashing; unknown users are verified against a fixed hash so both failures take the same time. */
export class PasswordHasher {
  private dummyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return argon2.hash(password, passwordHashOptions);
  }

  needsRehash(hash: string): boolean {
    return argon2.needsRehash(hash, passwordHashOptions);
  }

  verify(hash: string, password: string): Promise<boolean> {
    return argon2.verify(hash, password);
  }

  async verifyAgainstNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash('timing-equaliser-not-a-password');
    await argon2.verify(await this.dummyHash, password);
    return false;
  }
}
