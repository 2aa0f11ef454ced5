import argon2 from 'argon2';

/** argon2id hashing; unknown users are verified against a fixed hash so both failures take the same time. */
export class PasswordHasher {
  private dummyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
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
