import express, { type ErrorRequestHandler } from 'express';
import { logger } from './logger';
import { ordersRouter } from './routes/orders';

const app = express();
app.use(express.json({ limit: '100kb' }));
app.use('/orders', ordersRouter);

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  logger.error({ err, requestId: req.id }, 'unhandled error');
  res.status(err.status ?? 500).json({
    error: 'Internal server error',
    requestId: req.id,
    // ruleid: node.error.stack-in-response
    detail: err.stack,
  });
};

export const devErrorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  res.status(500).json({
    error: 'Internal server error',
    // ok: node.error.stack-in-response
    stack: process.env.NODE_ENV === 'development' ? err.stack : undefined,
  });
};

app.get('/health', async (_req, res) => {
  try {
    await pingDatabase();
    res.json({ ok: true });
  } catch (e) {
    // ruleid: node.error.stack-in-response
    res.status(503).send(`Database unavailable: ${(e as Error).stack}`);
  }
});

app.get('/ready', async (_req, res) => {
  try {
    await pingDatabase();
    res.json({ ok: true });
  } catch (e) {
    // ok: node.error.stack-in-response
    logger.warn({ stack: (e as Error).stack }, 'not ready');
    res.status(503).json({ ok: false });
  }
});

app.get('/projects/:id/summary', async (req, res) => {
  const project = await loadProject(req.params.id);
  // ok: node.error.stack-in-response
  res.json({ name: project.name, stack: project.stack, repo: project.repoUrl });
});

app.use(errorHandler);
export default app;

export const loginRouter = express.Router();

loginRouter.post('/login', async (req, res) => {
  try {
    res.json(await signIn(req.body.email, req.body.password));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const stack = error instanceof Error ? error.stack : '';
    // ruleid: node.error.stack-in-response
    res.status(500).json({ error: message, stack });
  }
});

loginRouter.get('/me', async (req, res) => {
  try {
    res.json(await currentUser(req));
  } catch (error) {
    const stack = error instanceof Error ? error.stack : '';
    logger.error({ stack }, 'me failed');
    // ok: node.error.stack-in-response
    res.status(500).json({ error: 'Internal server error' });
  }
});

loginRouter.get('/deploy/:id', async (req, res) => {
  const deployment = await loadDeployment(req.params.id);
  const techStack = deployment.stack;
  // ok: node.error.stack-in-response
  res.json({ id: deployment.id, techStack });
});
