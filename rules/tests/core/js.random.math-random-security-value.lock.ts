// A Redis lock's owner tag and a language model's token counts are not secrets anyone presents.
const LOCK_TTL_SECONDS = 10;

export class ShareLocks {
  constructor(private redis: { set: (...args: unknown[]) => Promise<string | null>; get: (k: string) => Promise<string | null>; del: (k: string) => Promise<number> }) {}

  async withLock<T>(suffix: string, fn: () => Promise<T>): Promise<T> {
    const key = `lock:share:${suffix}`;
    // ok: js.random.math-random-security-value
    const token = `${process.pid}:${Date.now()}:${Math.random()}`;
    const claimed = await this.redis.set(key, token, 'EX', LOCK_TTL_SECONDS, 'NX');
    if (claimed !== 'OK') throw new Error('busy');
    try {
      return await fn();
    } finally {
      if ((await this.redis.get(key)) === token) await this.redis.del(key);
    }
  }

  async withNodeRedisLock<T>(suffix: string, fn: () => Promise<T>): Promise<T> {
    // ok: js.random.math-random-security-value
    const owner = Math.random().toString(36).slice(2);
    await this.redis.set(`lock:${suffix}`, owner, { NX: true, EX: LOCK_TTL_SECONDS });
    return fn();
  }

  async issueShareToken(shareId: string): Promise<string> {
    // ruleid: js.random.math-random-security-value
    const token = String(Math.floor(Math.random() * 1e9));
    await this.redis.set(`share:${shareId}`, token, 'EX', 3600);
    return token;
  }
}

export function fakeCompletion(maxTokens: number) {
  // ok: js.random.math-random-security-value
  const outputTokens = Math.floor(Math.min(Math.random() * 150 + 50, maxTokens));
  return { text: 'Lorem ipsum', usage: { outputTokens } };
}

export function inviteFor(email: string) {
  // ruleid: js.random.math-random-security-value
  const inviteToken = String(Math.floor(Math.random() * 1e9));
  return { [email]: inviteToken };
}
