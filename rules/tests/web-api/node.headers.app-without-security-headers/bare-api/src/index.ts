import express, { type Express } from 'express';
import { items } from './items';
import { createStaticTokenValidator } from './auth';

// a JSON API serves no page for the headers to protect (no framing, no script to restrict)
// ok: node.headers.app-without-security-headers
export const app: Express = express();
app.use(express.json());
app.use(createStaticTokenValidator(process.env.API_TOKEN ?? ''));
app.post('/items', (req, res) => res.status(201).json(req.body));
app.use('/items', items);

if (require.main === module) app.listen(Number(process.env.PORT ?? 4000));
