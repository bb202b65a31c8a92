const handlebars = require('handlebars');

// The subject is plain text, but the HTML body is compiled without escaping too.
function compileIssue(template) {
  return {
    subject: handlebars.compile(template.subject, { noEscape: true }),
    html: handlebars.compile(template.html, { noEscape: true }),
  };
}

module.exports = { compileIssue };
