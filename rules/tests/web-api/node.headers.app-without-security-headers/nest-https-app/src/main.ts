import { readFileSync } from 'fs';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { join } from 'path';
import { AppModule } from './app.module';

async function bootstrap() {
  // local development over HTTPS with a self-made certificate; production sits behind a load balancer
  const httpsOptions = process.env.LOCAL_HTTPS_KEY
    ? { key: readFileSync(process.env.LOCAL_HTTPS_KEY), cert: readFileSync(process.env.LOCAL_HTTPS_CERT ?? '') }
    : undefined;
  const app = httpsOptions ?
    // ruleid: node.headers.app-without-security-headers
    await NestFactory.create<NestExpressApplication>(AppModule, { httpsOptions, bufferLogs: true }) :
    // the same app made without HTTPS: one app, reported once
    // ok: node.headers.app-without-security-headers
    await NestFactory.create<NestExpressApplication>(AppModule, { bufferLogs: true });
  app.useStaticAssets(join(__dirname, '..', 'public-admin'));
  await app.listen(3000);
}
bootstrap();
