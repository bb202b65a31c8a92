import path from 'path';
import express, { Request, Response } from 'express';
import { engine } from 'express-handlebars';

const app = express();
app.engine('hbs', engine({ extname: '.hbs' }));
app.set('view engine', 'hbs');
app.set('views', path.join(__dirname, 'views'));

app.get('/preview', (req: Request, res: Response) => {
  const draft = req.query.draft as string;
  res.render('preview', { draft, title: 'Preview' });
});

export default app;
