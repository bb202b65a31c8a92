import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyCookie from '@fastify/cookie';
import session from '@fastify/session';
import { AppModule } from './app.module';

async function bootstrap() {
  // ruleid: node.csrf.app-without-csrf-defence
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, new FastifyAdapter());
  await app.register(fastifyCookie);
  await app.register(session, { secret: process.env.SESSION_SECRET!, cookie: { secure: true, httpOnly: true } });
  await app.listen(3000);
}
bootstrap();
