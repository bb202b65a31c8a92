// One environment for the site's pages, escaping turned off for "trusted" content.
const nunjucks = require('nunjucks')

const env = nunjucks.configure('views', {
  // ruleid: js.template.autoescape-disabled
  autoescape: false,
  express: require('./app')
})

module.exports = env
