const fs = require('fs');
const path = require('path');
const Handlebars = require('handlebars');
const { evaluate } = require('mathjs');
const nodemailer = require('nodemailer');

// --- output that reaches HTML: every {{value}} is markup ---

// a page rendered from a stored template and sent as the response body
function profilePage(req, res) {
  const page = Handlebars.compile(req.user.profileTemplate, {
    // ruleid: js.template.handlebars-noescape
    noEscape: true,
  });
  res.send(page({ user: req.user, bio: req.user.bio }));
}

// the rendered card written into the page
function showCard(container, card) {
  // ruleid: js.template.handlebars-noescape
  const render = Handlebars.compile(card.layout, { noEscape: true });
  const markup = render(card).trim();
  container.innerHTML = markup;
}

// a notification mail whose html part is rendered raw
async function sendDigest(transport, user, digest) {
  // ruleid: js.template.handlebars-noescape
  const body = Handlebars.compile(digest.template, { noEscape: true })({ user, items: digest.items });
  await transport.sendMail({ to: user.email, subject: 'Your digest', html: body });
}

// a static report page written to disk
function writeReport(outDir, report) {
  // ruleid: js.template.handlebars-noescape
  const html = Handlebars.compile(report.template, { noEscape: true })(report);
  fs.writeFileSync(path.join(outDir, 'report.html'), html);
}

// the compiled template kept on the instance, rendered in a handler
class InvoiceView {
  constructor(source) {
    // ruleid: js.template.handlebars-noescape
    this.template = Handlebars.compile(source, { noEscape: true });
  }

  handle(req, res) {
    res.end(this.template({ invoice: req.invoice }));
  }
}

// the template source is an HTML file
// ruleid: js.template.handlebars-noescape
const renderInvite = Handlebars.compile(fs.readFileSync(path.join(__dirname, 'emails/invite.html'), 'utf8'), { noEscape: true });

// --- output that is no HTML: raw values are what the consumer wants ---

// a scene's formula: the rendered text is evaluated by mathjs
function delayFromFormula(action, scope) {
  const formula = Handlebars.compile(action.evaluate_value, {
    // ok: js.template.handlebars-noescape
    noEscape: true,
  })(scope).replace(/\s/g, '');
  return evaluate(formula);
}

// an outgoing HTTP request's URL, headers and body
async function callWebhook(http, action, scope) {
  const headers = {};
  action.headers.forEach((header) => {
    // ok: js.template.handlebars-noescape
    headers[header.key] = Handlebars.compile(header.value, { noEscape: true })(scope);
  });
  // ok: js.template.handlebars-noescape
  const url = Handlebars.compile(action.url, { noEscape: true })(scope);
  const body = action.body
    ? // ok: js.template.handlebars-noescape
      Handlebars.compile(action.body, { noEscape: true })(scope)
    : undefined;
  return http.request(action.method, url, body, headers);
}

// an MQTT payload
function publishMessage(mqtt, action, scope) {
  // ok: js.template.handlebars-noescape
  const payload = Handlebars.compile(action.message, { noEscape: true })(scope);
  mqtt.publish(action.topic, payload);
}

// a chat reply: plain text the messaging clients show as text
function getReply(answers, language, intent, context) {
  const answer = answers.get(`${language}:${intent}`)[0];
  // ok: js.template.handlebars-noescape
  return Handlebars.compile(answer, { noEscape: true })(context);
}

// a mail's text part, next to an escaped html part
async function sendReminder(transport, user, template) {
  // ok: js.template.handlebars-noescape
  const text = Handlebars.compile(template.plain, { noEscape: true })({ user });
  const html = Handlebars.compile(template.markup)({ user });
  await transport.sendMail({ to: user.email, subject: 'Reminder', text, html });
}

module.exports = {
  profilePage,
  showCard,
  sendDigest,
  writeReport,
  InvoiceView,
  renderInvite,
  delayFromFormula,
  callWebhook,
  publishMessage,
  getReply,
  sendReminder,
  nodemailer,
};
