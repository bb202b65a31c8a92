import express from 'express';
import { secure } from './lib/security.js';

// ok: node.headers.app-without-security-headers
const app = express();
secure(app);
app.get('/', (req, res) => res.send('portal'));

export default app;
