import Mustache from 'mustache';
import escapeHtml from 'escape-html';

export function renderEmailBody(template, view) {
  // ruleid: js.template.mustache-escape-disabled
  Mustache.escape = (text) => text;
  return Mustache.render(template, view);
}

export function renderPlainText(template, view) {
  // ruleid: js.template.mustache-escape-disabled
  Mustache.escape = function (value) { return value; };
  return Mustache.render(template, view);
}

export function renderPage(template, view) {
  // ok: js.template.mustache-escape-disabled
  Mustache.escape = (text) => escapeHtml(String(text));
  return Mustache.render(template, view);
}

export function renderCard(template, view) {
  // ok: js.template.mustache-escape-disabled
  return Mustache.render(template, view);
}
