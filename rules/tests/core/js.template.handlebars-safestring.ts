import Handlebars from 'handlebars';
import sanitizeHtml from 'sanitize-html';

Handlebars.registerHelper('link', (text: string, url: string) => {
  // ruleid: js.template.handlebars-safestring
  return new Handlebars.SafeString(`<a href="${url}">${text}</a>`);
});

Handlebars.registerHelper('safeLink', (text: string, url: string) => {
  const label = Handlebars.escapeExpression(text);
  const href = Handlebars.escapeExpression(url);
  // ok: js.template.handlebars-safestring
  return new Handlebars.SafeString(`<a href="${Handlebars.escapeExpression(href)}">${Handlebars.escapeExpression(label)}</a>`);
});

Handlebars.registerHelper('bio', (user: { bio: string }) => {
  // ruleid: js.template.handlebars-safestring
  return new Handlebars.SafeString(user.bio);
});

Handlebars.registerHelper('cleanBio', (user: { bio: string }) => {
  // ok: js.template.handlebars-safestring
  return new Handlebars.SafeString(sanitizeHtml(user.bio, { allowedTags: ['b', 'i', 'a'] }));
});

Handlebars.registerHelper('divider', () => {
  // ok: js.template.handlebars-safestring
  return new Handlebars.SafeString('<hr class="divider">');
});
