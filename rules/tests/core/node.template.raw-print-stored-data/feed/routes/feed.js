const express = require('express');
const Presenter = require('../lib/presenter');

const router = express.Router();

router.get('/', async (req, res) => {
  const posts = await loadRecent();
  const shown = await Presenter.withAuthors(posts);
  res.render('feed', { posts: shown, links: Presenter.navigation('home') });
});

function loadRecent() {
  return [];
}

module.exports = router;
