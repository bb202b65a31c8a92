// An anonymous usage ping and a few helpers that draw random strings, as page scripts write them.
const randomToken = function () {
  // ok: js.random.math-random-token
  return Math.random().toString(16).replace(/0./, '');
};
const ping = function (url, cb) {
  const http = new XMLHttpRequest();
  http.open('HEAD', url);
  http.onreadystatechange = function () { if (this.readyState === this.DONE && cb) { cb(); } };
  http.send();
};

export function sendFeedback(action, cb) {
  const href = '/common/feedback.html?' + action + '=' + randomToken();
  ping(href, cb);
}

export function reloadStyles(link) {
  // ok: js.random.math-random-token
  const bustToken = Math.random().toString(36).slice(2);
  link.href = link.href;
  fetch(`/styles/app.css?_=${bustToken}`);
  console.debug('styles reloaded', bustToken);
}

export function addPanel(root) {
  // ok: js.random.math-random-token
  const panelToken = Math.random().toString(36).slice(2);
  const panel = document.createElement('div');
  panel.id = 'panel-' + panelToken;
  root.appendChild(panel);
}

function makeResetToken() {
  // ruleid: js.random.math-random-token
  return Math.random().toString(36).slice(2);
}

export function mailReset(mailer, user) {
  // the token travels in a link the user is mailed: a credential
  mailer.send(user.email, 'https://app.example.com/reset?token=' + makeResetToken());
}

export function verifyLink(user) {
  // ruleid: js.random.math-random-token
  const inviteToken = Math.random().toString(36).slice(2);
  // sent as a query value under a security key, even to a GET
  fetch('/api/invites?token=' + inviteToken + '&user=' + user.id);
}

export function startLogin(cb) {
  // ruleid: js.random.math-random-token
  const sessionToken = Math.random().toString(36).substring(2);
  // a cache-buster too, but also kept as the session's cookie
  ping('/hello?_=' + sessionToken, cb);
  document.cookie = 'sid=' + sessionToken;
}

export function unusedToken() {
  // no use to judge by: kept
  // ruleid: js.random.math-random-token
  const apiToken = Math.random().toString(36).slice(2);
  return apiToken;
}

export async function createOAuthUser(users, logger, profile) {
  // ruleid: js.random.math-random-token
  const password = Math.random().toString(36).slice(-8);
  logger.info('creating user', profile.login);
  await users.create({ username: profile.login, password });
}
