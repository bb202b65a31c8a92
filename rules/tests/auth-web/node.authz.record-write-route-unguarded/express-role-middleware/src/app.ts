import express from 'express';
import drivers from './router/drivers';
import riders from './router/riders';

const app = express();
app.use(express.json());
app.use('/api/riders', riders);
app.use('/api/drivers', drivers);
app.listen(process.env.PORT ?? 3001);
