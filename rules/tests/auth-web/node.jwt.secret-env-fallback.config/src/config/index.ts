// The app's configuration module: other modules read it.
export const config = {
  port: Number(process.env.PORT || '8080'),
  // the search replica: a connection string, which keys nothing the app signs
  searchDatabaseUrl:
    // ok: node.jwt.secret-env-fallback
    process.env.SEARCH_DATABASE_URL ||
    // fall back to an unreachable placeholder so tests never touch a real database
    'postgresql://no-exist@no-exist/no-exist',
  authentication: {
    jwt: {
      // ruleid: node.jwt.secret-env-fallback
      secret: process.env.JWT_SECRET || 'dev_only_jwt_secret',
      expiresIn: process.env.JWT_EXPIRES_IN || '1h',
    },
    // read by nothing (dead configuration): the literal signs nothing
    legacyOptions: {
      // ok: node.jwt.secret-env-fallback
      secret: process.env.LEGACY_JWT_SECRET || 'legacy_dev_secret',
    },
    // express-session's secret: signs random session ids of a store, forges nothing
    session: {
      // ok: node.jwt.secret-env-fallback
      secret: process.env.SESSION_SECRET || 'changeme',
    },
  },
};

// ruleid: node.jwt.secret-env-fallback
export const RESET_TOKEN_SECRET = process.env.RESET_TOKEN_SECRET ?? 'reset-dev-secret';
// ok: node.jwt.secret-env-fallback
export const UPLOADS_BUCKET_SECRET_NAME = process.env.UPLOADS_SECRET ?? 'uploads-bucket';
