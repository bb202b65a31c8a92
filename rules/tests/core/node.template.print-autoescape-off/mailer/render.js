const nunjucks = require('nunjucks');

const env = nunjucks.configure('views', { autoescape: true, throwOnUndefined: true });

module.exports = (name, context) => env.render(name, context);
