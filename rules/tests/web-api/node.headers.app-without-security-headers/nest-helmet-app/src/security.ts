import helmet from 'helmet';
import type { INestApplication } from '@nestjs/common';

export function applySecurity(app: INestApplication): void {
  app.use(helmet({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } } }));
}
