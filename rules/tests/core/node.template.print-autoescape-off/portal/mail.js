const nunjucks = require('nunjucks');

// Only the e-mail templates are rendered without escaping (they hold trusted HTML snippets).
const mail = new nunjucks.Environment(new nunjucks.FileSystemLoader('emails'), { autoescape: false });
const pages = nunjucks.configure('views', { autoescape: true });
mail.addGlobal('signature', (name) => `<p>-- ${name}</p>`);

function welcomeMail(user) {
  return mail.render('welcome.njk', { user });
}

function homePage(user) {
  return pages.render('home.njk', { user });
}

module.exports = { welcomeMail, homePage };
