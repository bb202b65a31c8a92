const nunjucks = require('nunjucks');
const express = require('express');

const app = express();

// ruleid: js.template.autoescape-disabled
nunjucks.configure('views', { autoescape: true, express: app });

function emailEnvironment() {
  // ruleid: js.template.autoescape-disabled
  return new nunjucks.Environment(new nunjucks.FileSystemLoader('emails'), { autoescape: true });
}

function adminEnvironment() {
  // ok: js.template.autoescape-disabled
  return new nunjucks.Environment(new nunjucks.FileSystemLoader('admin'), { autoescape: true });
}

// ok: js.template.autoescape-disabled
nunjucks.configure('partials', { express: app, watch: process.env.NODE_ENV !== 'production' });

module.exports = { app, emailEnvironment, adminEnvironment };
