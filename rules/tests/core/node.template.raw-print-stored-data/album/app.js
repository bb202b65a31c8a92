const express = require('express');
const path = require('path');
const Photo = require('./models/photo');

const app = express();
app.set('view engine', 'pug');
app.set('views', path.join(__dirname, 'views'));
app.use(express.json());

// the handler's own helper reads the store
const listPhotos = async function () {
  const photos = await Photo.find({}, 'path caption likes').lean();
  return photos;
};

app.post('/photos/:id/caption', async (req, res) => {
  await Photo.findByIdAndUpdate(req.params.id, { caption: req.body.caption });
  res.json({ status: 'ok' });
});

app.get('/album', (req, res) => {
  const shown = [];
  listPhotos().then(photos => {
    for (const photo of photos) shown.push(photo);
    res.render('album', { title: 'Album', photos: shown });
  });
});

module.exports = app;
