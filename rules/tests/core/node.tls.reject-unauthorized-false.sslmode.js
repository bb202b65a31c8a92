// A data-source connector that mirrors libpq's sslmode: the operator (or the user, per data
// source) picks require/prefer (encrypt only) or verify-ca/verify-full (verify). Encrypt-only
// is their choice among modes that verify, not a default the code forces.
const { Sequelize } = require("sequelize");

function sslOptionsFor(connection) {
  let sslOptions = null;
  if (connection.ssl) {
    switch (connection.sslMode) {
      case "require":
        // ok: node.tls.reject-unauthorized-false
        sslOptions = { require: true, rejectUnauthorized: false };
        break;
      case "verify-ca":
        sslOptions = { require: true, rejectUnauthorized: true, ca: connection.sslCa };
        break;
      case "verify-full":
        sslOptions = { require: true, rejectUnauthorized: true, ca: connection.sslCa, cert: connection.sslCert };
        break;
      case "prefer":
        // ok: node.tls.reject-unauthorized-false
        sslOptions = { require: false, rejectUnauthorized: false };
        break;
      default:
        // ok: node.tls.reject-unauthorized-false
        sslOptions = { require: true, rejectUnauthorized: false };
    }
  }
  return sslOptions;
}

function connect(connection, connectionString) {
  const dialectOptions = { ssl: sslOptionsFor(connection) };
  // sslmode=require written in the user's own connection string keeps libpq's meaning
  if (connectionString.includes("sslmode=require") && connection.sslMode !== "verify-full") {
    // ok: node.tls.reject-unauthorized-false
    dialectOptions.ssl = { require: true, rejectUnauthorized: false };
  }
  return new Sequelize(connectionString, { dialect: "postgres", dialectOptions });
}

module.exports = { connect };
