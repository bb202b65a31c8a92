import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import cookie from '@fastify/cookie';
import { AppModule } from './app.module';

async function bootstrap() {
  if (process.argv.includes('--gen-schema')) {
    // ok: node.csrf.app-without-csrf-defence
    const app = await NestFactory.create<NestFastifyApplication>(AppModule, new FastifyAdapter(), { logger: false });
    await app.init();
    process.exit(0);
  }

  // ruleid: node.csrf.app-without-csrf-defence
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, new FastifyAdapter());
  await app.register(cookie);
  await app.listen(3000);
}
bootstrap();
