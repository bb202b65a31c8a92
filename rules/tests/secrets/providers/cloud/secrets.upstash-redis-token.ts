// Upstash client configuration
import { z } from 'zod';

export const region = 'eu-west-1';
// ruleid: secrets.upstash-redis-token
export const upstashRedisRestToken = 'AXCG66ZLEqrQiyk6dg8m5PZoxZ8CO8rb7BRcGurtiC9a9kk5OxHki94llRGto6';
// ok: secrets.upstash-redis-token
export const upstashRedisRestToken = process.env.UPSTASH_REDIS_REST_TOKEN!;
// ruleid: secrets.upstash-redis-token
export const upstashRedisRestTokenBackup = 'AXPUPXe0sDaCpQ9knJyvGFYCsz9fRgS5k6qttnFu38Q62w0vuf8NqSrWsTHXv9';
// ok: secrets.upstash-redis-token
export const upstashRedisRestTokenPrefix = 'AXCG66ZLEqrQiyk6dg8m';

export const schema = z.object({ id: z.string() });
