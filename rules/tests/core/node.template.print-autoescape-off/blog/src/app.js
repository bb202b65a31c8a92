const path = require('path');
const express = require('express');
const nunjucks = require('nunjucks');
const posts = require('./posts');

const app = express();
app.locals.hint = (post) => post.authorNote || '';

// Markdown is rendered to HTML by the posts service; the team turned escaping off so it shows.
nunjucks.configure(path.join(__dirname, '..', 'views'), {
  autoescape: false,
  express: app,
});

app.get('/posts/:slug', async (req, res) => {
  const post = await posts.bySlug(req.params.slug);
  res.render('post.njk', { post, comments: await posts.comments(post.id) });
});

module.exports = app;
