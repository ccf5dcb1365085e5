import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with its default cost: about 20–50 ms a hash here.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A real hash of a random password: verifying against it costs what a real check costs, so an
// unknown email takes as long as a wrong password (DESIGN §5: uniform answer).
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hash(`unused-${Math.random()}`);
  const target = passwordHash ?? (await dummyHash);
  try {
    const ok = await verify(target, password);
    return ok && Boolean(passwordHash);
  } catch {
    return false;
  }
}
