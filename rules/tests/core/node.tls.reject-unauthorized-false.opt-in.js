// A connection the admin configures: verification is off only in the branch that needs the
// "allow self-signed certificate" setting ticked, beside the SSL switch. Any other branch, or
// an opt-in that an alternative (`||`) can bypass, stays reported.
const fs = require("fs");
const pg = require("pg");
const _ = require("lodash");
const { Agent } = require("undici");

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

// SMTP settings stored per project: the "allow unauthorized certificates" box, read by its path
function smtpTransportOptions(settings) {
  const options = { host: _.get(settings, 'email.smtp.host'), port: _.get(settings, 'email.smtp.port', 587) };
  if (_.get(settings, 'email.smtp.allowUnauthorizedCerts', false)) {
    // ok: node.tls.reject-unauthorized-false
    options.tls = { rejectUnauthorized: false };
  }
  if (_.get(settings, 'email.smtp.host', '').endsWith('.internal')) {
    // ruleid: node.tls.reject-unauthorized-false
    options.tls = { rejectUnauthorized: false };
  }
  return options;
}

// A media-server source whose "ignore invalid certificate" setting defaults to false: only a source
// the operator marks as self-signed gets the lenient client; every other one verifies, and a
// setting that defaults to verifying (`?? true`) is no finding either.
function mediaServerFetchOptions(sourceConfig) {
  const { ignoreInvalidCert = false, verifyTls } = sourceConfig.options ?? {};
  if (ignoreInvalidCert) {
    // ok: node.tls.reject-unauthorized-false
    return { dispatcher: new Agent({ connect: { rejectUnauthorized: false } }) };
  }
  if (sourceConfig.url.startsWith("https://")) {
    // ok: node.tls.reject-unauthorized-false
    return { dispatcher: new Agent({ connect: { rejectUnauthorized: verifyTls ?? true } }) };
  }
  // ruleid: node.tls.reject-unauthorized-false
  return { dispatcher: new Agent({ connect: { rejectUnauthorized: false } }) };
}

module.exports = { clientFor, mysqlOptions, redisOptions, smtpTransportOptions, mediaServerFetchOptions };
