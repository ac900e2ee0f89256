import { loadConfig } from '../../../infrastructure/config/app-config';
import { PasswordHasher } from './password-hasher';

describe('password hasher', () => {
  const hasher = new PasswordHasher({ passwordScryptCost: 10 });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hasher.hash('correct horse battery');
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    await expect(hasher.verify('correct horse battery', hash)).resolves.toBe(true);
    await expect(hasher.verify('correct horse batterY', hash)).resolves.toBe(false);
  });

  it("hashes at OWASP's minimum (N=2^15, r=8, p=1) by default, and checks hashes of any cost", async () => {
    const production = new PasswordHasher(loadConfig({}));
    const hash = await production.hash('correct horse battery');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    await expect(hasher.verify('correct horse battery', hash)).resolves.toBe(true);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hasher.hash('same'), hasher.hash('same')]);
    expect(a).not.toBe(b);
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    await expect(hasher.verify('x', 'not-a-hash')).resolves.toBe(false);
    await expect(hasher.burnCheck('x')).resolves.toBe(false);
  });
});
