import { Router } from 'express';
import { deployQueue } from '../queue';

export const githubWebhook = Router();

githubWebhook.post('/github', async (req, res) => {
  // ruleid: node.webhook.event-without-signature-check
  const payload = req.body;
  if (req.headers['x-github-event'] === 'push' && payload.ref === 'refs/heads/main') {
    await deployQueue.add('deploy', { sha: payload.after });
  }
  if (payload.action === 'closed' && payload.pull_request?.merged) {
    await deployQueue.add('cleanup-preview', { pr: payload.number });
  }
  res.sendStatus(202);
});
