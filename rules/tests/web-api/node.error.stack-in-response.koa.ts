import Router from '@koa/router';
import { loadReport } from '../services/reports';

const router = new Router({ prefix: '/api/reports' });

router.get('/:id', async (ctx) => {
  try {
    ctx.body = await loadReport(ctx.params.id);
  } catch (error: any) {
    ctx.status = 500;
    ctx.body = {
      success: false,
      // ruleid: node.error.stack-in-response
      stack: error.stack,
    };
  }
});

router.get('/:id/raw', async (ctx) => {
  try {
    ctx.body = await loadReport(ctx.params.id);
  } catch (error: any) {
    ctx.app.emit('error', error, ctx);
    ctx.status = 500;
    // ok: node.error.stack-in-response
    ctx.body = { success: false, error: 'Internal server error' };
    // ok: node.error.stack-in-response
    ctx.state.lastStack = error.stack;
  }
});

export default router;
