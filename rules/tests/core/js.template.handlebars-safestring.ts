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

// escaped by the helper's own replacements, then given constant <br /> tags of its own
Handlebars.registerHelper('nl2br', (text: unknown) => {
  if (text == null) return '';
  const escaped = String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
  // ok: js.template.handlebars-safestring
  return new Handlebars.SafeString(escaped.replace(/\n/g, '<br />'));
});

// only quotes replaced: a `<script>` in the text is still markup
Handlebars.registerHelper('quotedLines', (text: string) => {
  const quoted = String(text).replace(/"/g, '&quot;');
  // ruleid: js.template.handlebars-safestring
  return new Handlebars.SafeString(quoted.replace(/\n/g, '<br />'));
});

// escaped, then `[` turned into `<`: `[script>` in the text becomes a tag again
Handlebars.registerHelper('bracketTags', (text: string) => {
  const escaped = String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  // ruleid: js.template.handlebars-safestring
  return new Handlebars.SafeString(escaped.replace(/\[/g, '<'));
});
