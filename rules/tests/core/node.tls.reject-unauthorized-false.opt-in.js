// A connection the admin configures: verification is off only in the branch that needs the
// "allow self-signed certificate" setting ticked, beside the SSL switch. Any other branch, or
// an opt-in that an alternative (`||`) can bypass, stays reported.
const fs = require("fs");
const pg = require("pg");

function clientFor(connection) {
  const config = { host: connection.host, user: connection.username, password: connection.password };
  if (connection.sslKey && connection.sslCert) {
    config.ssl = { key: fs.readFileSync(connection.sslKey), cert: fs.readFileSync(connection.sslCert) };
  } else if (connection.useSsl && connection.sslSelfSigned) {
    // ok: node.tls.reject-unauthorized-false
    config.ssl = { rejectUnauthorized: false };
  } else if (connection.useSsl) {
    // ruleid: node.tls.reject-unauthorized-false
    config.ssl = { rejectUnauthorized: false };
  }
  return new pg.Client(config);
}

function mysqlOptions(settings) {
  return {
    host: settings.host,
    ssl:
      settings.ssl && settings.tls.allowUnauthorized
        ? // ok: node.tls.reject-unauthorized-false
          { rejectUnauthorized: false }
        : undefined,
  };
}

function redisOptions(settings) {
  if (settings.tls || settings.allowSelfSigned) {
    // ruleid: node.tls.reject-unauthorized-false
    return { tls: { rejectUnauthorized: false } };
  }
  if (settings.tls && !(settings.verify && settings.allowSelfSigned)) {
    // ruleid: node.tls.reject-unauthorized-false
    return { tls: { rejectUnauthorized: false } };
  }
  return {};
}

module.exports = { clientFor, mysqlOptions, redisOptions };
