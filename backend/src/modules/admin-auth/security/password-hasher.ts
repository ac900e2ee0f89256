import { Inject, Injectable } from '@nestjs/common';
import { randomBytes, scrypt, ScryptOptions, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';

// scrypt (RFC 7914) from node itself: argon2's native binding is unreliable on our build machines.
// N=2^15, r=8, p=1 is OWASP's minimum recommendation for interactive logins (~32 MB of memory);
// PASSWORD_SCRYPT_COST (log2 N) may raise it, and lower it only under NODE_ENV=test (see AppConfig).
const BLOCK_SIZE = 8;
const KEY_LENGTH = 64;

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node refuses more than maxmem (32 MB by default).
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** Hashes and checks admin passwords: `scrypt$N$r$p$<salt base64>$<key base64>`. */
@Injectable()
export class PasswordHasher {
  private readonly params: ScryptParams;
  /** A hash to check unknown e-mails against, made once at start so the first such login is not faster. */
  private readonly dummyHash: Promise<string>;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'passwordScryptCost'>) {
    this.params = { N: 2 ** config.passwordScryptCost, r: BLOCK_SIZE, p: 1 };
    this.dummyHash = this.hash(randomBytes(16).toString('hex'));
  }

  /** The parameters travel with the hash, so they can be raised later without invalidating older ones. */
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, this.params);
    return ['scrypt', this.params.N, this.params.r, this.params.p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, n, r, p, salt, key] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !key) return false;
    const expected = Buffer.from(key, 'base64');
    const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  /** Spends the same time as a real check, so a login for an unknown e-mail cannot be told apart by timing. */
  async burnCheck(password: string): Promise<false> {
    await this.verify(password, await this.dummyHash);
    return false;
  }
}
