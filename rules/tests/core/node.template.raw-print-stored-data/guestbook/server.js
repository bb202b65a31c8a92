import express from 'express';
import path from 'path';
import { fileURLToPath } from 'url';
import { engine } from 'express-handlebars';

const __dirname = path.dirname(fileURLToPath(import.meta.url));
const app = express();

// the app keeps its records in memory: these arrays are its store
const entries = [];
const notices = [];
const links = [
  { label: 'Home', html: '<a href="/">Home</a>' },
];

app.engine('hbs', engine({ extname: 'hbs', defaultLayout: false }));
app.set('view engine', 'hbs');
app.set('views', path.join(__dirname, 'views'));
app.use(express.urlencoded({ extended: false }));

app.get('/', (req, res) => {
  const recent = [...entries].sort((a, b) => b.createdAt - a.createdAt);
  res.render('entries', { entries: recent, notices, links });
});

app.post('/entries', (req, res) => {
  const { name, message } = req.body;
  if (!message || message.trim() === '') {
    return res.status(400).render('entries', { entries, notices, links, error: 'A message is required.' });
  }
  entries.push({ name, message, createdAt: new Date() });
  notices.push({ banner: `<strong>${entries.length}</strong> entries` });
  return res.redirect('/');
});

app.listen(3000);
