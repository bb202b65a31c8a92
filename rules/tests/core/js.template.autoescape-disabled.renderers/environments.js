// The notification renderers: HTML for e-mails, plain text for SMS and push messages.
const nunjucks = require('nunjucks')
const filters = require('./filters')

const html = new nunjucks.configure({
  noCache: process.env.NODE_ENV !== 'production'
})
const text = new nunjucks.configure({
  noCache: process.env.NODE_ENV !== 'production',
  // ok: js.template.autoescape-disabled
  autoescape: false
})

for (const [name, filter] of Object.entries(filters)) {
  html.addFilter(name, filter)
  text.addFilter(name, filter)
}

module.exports = { html, text }
