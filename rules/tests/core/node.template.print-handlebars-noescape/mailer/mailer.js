const fs = require('node:fs');
const path = require('node:path');
const handlebars = require('handlebars');

function load(name) {
  return JSON.parse(fs.readFileSync(path.join(__dirname, 'mails', `${name}.json`), 'utf8'));
}

// A mail's subject header and text/plain part are not HTML: escaping would show entities there.
// The HTML part (and the site's views) keep the default escaping.
function compileMail(name) {
  const template = load(name);
  return {
    subject: handlebars.compile(template.subject, {
      noEscape: true,
    }),
    html: handlebars.compile(fs.readFileSync(path.join(__dirname, 'views', `${name}.hbs`), 'utf8')),
    text: handlebars.compile(template.text, { noEscape: true }),
  };
}

module.exports = { compileMail };
