import express from 'express';
import swaggerUi from 'swagger-ui-express';
import { swaggerDocs } from './swagger.config';

// public API documentation: no sign-in and no action, nothing a framed page could be tricked into
// ok: node.headers.app-without-security-headers
const app = express();
app.get('/', (req, res) => res.redirect('/api-docs'));
app.use('/api-docs', swaggerUi.serve, swaggerUi.setup(swaggerDocs));
app.use(express.static('public'));
app.listen(6655);
