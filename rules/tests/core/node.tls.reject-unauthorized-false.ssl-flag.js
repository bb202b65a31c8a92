// An SSL switch with no verifying mode: turning SSL on always turns verification off, and the
// sslmode named in the URL is read only to decide whether to use TLS at all.
const sslOptions =
  // ruleid: node.tls.reject-unauthorized-false
  process.env.DB_SSL === "true" ? { ssl: { require: true, rejectUnauthorized: false } } : {};

function postgresConfig(url) {
  const mode = new URL(url).searchParams.get("sslmode");
  if (mode === "require" || mode === "prefer") {
    // ruleid: node.tls.reject-unauthorized-false
    return { connectionString: url, ssl: { rejectUnauthorized: false } };
  }
  return { connectionString: url, ssl: mode === "disable" ? false : true };
}

// The verifying modes are only listed for validation here; nothing selects them.
const ALLOWED_MODES = ["disable", "require", "verify-ca", "verify-full"];

module.exports = {
  development: {
    username: process.env.DB_USER,
    password: process.env.DB_PASSWORD,
    host: process.env.DB_HOST,
    dialect: "postgres",
    dialectOptions: { ...sslOptions },
  },
  postgresConfig,
  ALLOWED_MODES,
};
