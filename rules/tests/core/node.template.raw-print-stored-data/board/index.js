import express from 'express';
import { engine } from 'express-handlebars';
import * as messages from './src/controllers/messages.js';

const app = express();
app.engine('.hbs', engine({ extname: '.hbs', defaultLayout: false }));
app.set('view engine', '.hbs');
app.set('views', './src/views');
app.use(express.urlencoded({ extended: true }));

app.get('/messages', messages.index);
app.post('/messages', messages.create);
app.get('/about', messages.about);

app.listen(3000);
