// The service passes the route's values on to the data layer unchanged (or as promises).
const data = require('../data/accountData');
const sessions = require('../data/sessionData');

exports.findByEmail = async email => {
  return await data.findByEmail(email);
};

exports.findByName = name => data.findByName(name);

exports.countByKind = async kind => data.countByKind(kind);

const session = token => sessions.byToken(token).then(row => row || null);

module.exports.session = session;
