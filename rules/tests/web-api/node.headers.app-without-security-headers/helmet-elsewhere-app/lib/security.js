import helmet from 'helmet';

export function secure(app) {
  app.use(
    helmet({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"] } },
    }),
  );
}
