import crypto from 'node:crypto';
import https from 'node:https';
import fs from 'node:fs';
import axios, { type AxiosInstance } from 'axios';
import { Prisma, PrismaClient } from '@prisma/client';
import { z } from 'zod';

const prisma = new PrismaClient();

const chargeSchema = z.object({
  customerId: z.string().uuid(),
  amountCents: z.number().int().positive().max(1_000_000),
  currency: z.enum(['EUR', 'USD']),
});

export type ChargeRequest = z.infer<typeof chargeSchema>;

export class BillingService {
  private readonly http: AxiosInstance;

  constructor(private readonly apiKey = process.env.PAYMENTS_API_KEY ?? '') {
    this.http = axios.create({
      baseURL: 'https://api.payments.example.com/v2',
      timeout: 10_000,
      httpsAgent: new https.Agent({ keepAlive: true, ca: fs.readFileSync('/etc/ssl/certs/ca-certificates.crt') }),
      headers: { Authorization: `Bearer ${this.apiKey}` },
    });
  }

  async charge(input: unknown) {
    const req = chargeSchema.parse(input);
    const idempotencyKey = crypto.randomUUID();
    const { data } = await this.http.post('/charges', req, { headers: { 'Idempotency-Key': idempotencyKey } });
    await prisma.$executeRaw`INSERT INTO "Charge" (id, "customerId", amount, currency) VALUES (${data.id}, ${req.customerId}, ${req.amountCents}, ${req.currency})`;
    console.info('charge created', { customerId: req.customerId, chargeId: data.id, amount: req.amountCents });
    return data.id as string;
  }

  async history(customerId: string, status?: string) {
    const filter = status ? Prisma.sql`AND status = ${status}` : Prisma.empty;
    return prisma.$queryRaw`SELECT id, amount, currency, status FROM "Charge" WHERE "customerId" = ${customerId} ${filter} ORDER BY "createdAt" DESC LIMIT 50`;
  }

  verifyWebhook(rawBody: Buffer, signature: string, secret: string) {
    const expected = crypto.createHmac('sha256', secret).update(rawBody).digest('hex');
    const a = Buffer.from(expected, 'hex');
    const b = Buffer.from(signature, 'hex');
    return a.length === b.length && crypto.timingSafeEqual(a, b);
  }

  encryptCardFingerprint(fingerprint: string, key: Buffer) {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
    const data = Buffer.concat([cipher.update(fingerprint, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64');
  }

  receiptCode() {
    return crypto.randomInt(100000, 1_000_000).toString();
  }

  etag(body: string) {
    const etag = crypto.createHash('sha1').update(body).digest('base64');
    return `W/"${etag}"`;
  }
}
