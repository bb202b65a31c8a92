import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';

const ALLOWED_ORIGINS = ['https://app.example.com', 'https://admin.example.com'];

export async function bootstrap(): Promise<void> {
  const app = await NestFactory.create(AppModule);
  // ruleid: node.cors.reflected-origin-with-credentials
  app.enableCors({ origin: true, credentials: true });
  await app.listen(3000);
}

export async function bootstrapWithCallback(): Promise<void> {
  // ruleid: node.cors.reflected-origin-with-credentials
  const app = await NestFactory.create(AppModule, { cors: { origin: (origin, cb) => cb(null, true), credentials: true } });
  await app.listen(3000);
}

export async function bootstrapSafely(): Promise<void> {
  const app = await NestFactory.create(AppModule);
  // ok: node.cors.reflected-origin-with-credentials
  app.enableCors({ origin: ALLOWED_ORIGINS, credentials: true });
  await app.listen(3000);
}

export async function bootstrapPublicApi(): Promise<void> {
  const app = await NestFactory.create(AppModule);
  // ok: node.cors.reflected-origin-with-credentials
  app.enableCors({ origin: true });
  await app.listen(3000);
}

interface AppConfig {
  envId: 'local' | 'dev' | 'test' | 'preprod' | 'prod';
}

export async function bootstrapPerEnvironment(config: AppConfig): Promise<void> {
  const app = await NestFactory.create(AppModule);
  if (['dev', 'local', 'test'].includes(config.envId)) {
    // a developer's machine and the CI runner: any origin, the deployed app's list below
    // ok: node.cors.reflected-origin-with-credentials
    app.enableCors({ origin: true, credentials: true });
  } else {
    app.enableCors({ origin: ALLOWED_ORIGINS, credentials: true, maxAge: 600 });
  }
  if (['dev', 'prod'].includes(config.envId)) {
    // production is in the list: every origin reads its API as the visitor
    // ruleid: node.cors.reflected-origin-with-credentials
    app.enableCors({ origin: true, credentials: true });
  }
  await app.listen(3000);
}
